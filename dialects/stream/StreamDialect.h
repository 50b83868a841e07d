//===- StreamDialect.h - The stream dialect, its types and ops ------*- C++ -*-===//
#ifndef STREAM_TO_HAL_DIALECTS_STREAM_STREAMDIALECT_H
#define STREAM_TO_HAL_DIALECTS_STREAM_STREAMDIALECT_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"

#include "dialects/stream/StreamEnums.h.inc"

#include "dialects/stream/StreamDialect.h.inc"

#define GET_TYPEDEF_CLASSES
#include "dialects/stream/StreamTypes.h.inc"

#define GET_OP_CLASSES
#include "dialects/stream/StreamOps.h.inc"

#endif // STREAM_TO_HAL_DIALECTS_STREAM_STREAMDIALECT_H
