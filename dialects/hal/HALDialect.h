//===- HALDialect.h - The hal dialect, its types and ops ------*- C++ -*-===//
#ifndef STREAM_TO_HAL_DIALECTS_HAL_HALDIALECT_H
#define STREAM_TO_HAL_DIALECTS_HAL_HALDIALECT_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"

#include "dialects/util/UtilDialect.h"

#include "dialects/hal/HALDialect.h.inc"

#define GET_TYPEDEF_CLASSES
#include "dialects/hal/HALTypes.h.inc"

#define GET_OP_CLASSES
#include "dialects/hal/HALOps.h.inc"

#endif // STREAM_TO_HAL_DIALECTS_HAL_HALDIALECT_H
