//===- StreamDialect.h - The stream dialect, its types and ops ------*- C++ -*-===//
#ifndef STREAM_TO_HAL_DIALECTS_STREAM_STREAMDIALECT_H
#define STREAM_TO_HAL_DIALECTS_STREAM_STREAMDIALECT_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

#include "StreamToHAL/dialects/util/UtilDialect.h"

#include "StreamToHAL/dialects/stream/StreamEnums.h.inc"

#include "StreamToHAL/dialects/stream/StreamDialect.h.inc"

#define GET_TYPEDEF_CLASSES
#include "StreamToHAL/dialects/stream/StreamTypes.h.inc"

#define GET_ATTRDEF_CLASSES
#include "StreamToHAL/dialects/stream/StreamAttrs.h.inc"

// The types the command-access interface's methods take.
#include "StreamToHAL/dialects/stream/CommandAccesses.h"

#include "StreamToHAL/dialects/stream/StreamInterfaces.h.inc"

#define GET_OP_CLASSES
#include "StreamToHAL/dialects/stream/StreamOps.h.inc"

namespace mlir::stream {

/// Finds an existing index value holding the byte size of `resource` that is
/// usable at `insertionPoint` in `block`
/// (docs/design/stream-dialect.md#size-search): first the size the producer
/// reports (following tied results upwards), then sizes reported by users
/// (following tied results downwards). Returns null if there is none.
Value findSizeValue(Value resource, Block *block, Block::iterator insertionPoint);

} // namespace mlir::stream

#endif // STREAM_TO_HAL_DIALECTS_STREAM_STREAMDIALECT_H
