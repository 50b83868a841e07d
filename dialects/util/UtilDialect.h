//===- UtilDialect.h - The util dialect, its types and ops ------*- C++ -*-===//
#ifndef STREAM_TO_HAL_DIALECTS_UTIL_UTILDIALECT_H
#define STREAM_TO_HAL_DIALECTS_UTIL_UTILDIALECT_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"

#include "dialects/util/UtilDialect.h.inc"

#define GET_TYPEDEF_CLASSES
#include "dialects/util/UtilTypes.h.inc"

#define GET_OP_CLASSES
#include "dialects/util/UtilOps.h.inc"

#endif // STREAM_TO_HAL_DIALECTS_UTIL_UTILDIALECT_H
