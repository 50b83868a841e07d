//===- QueueOrdering.h - Fences and affinities of queue ops ----*- C++ -*-===//
//
// The building blocks of every queue-ordered op of the async model
// (docs/design/async-model.md#building-blocks): the async execution model and
// the reusable command buffers (docs/design/reusable.md#emitted-ir) both
// build their submissions from these.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_PATTERNS_BUILDERS_QUEUEORDERING_H
#define STREAM_TO_HAL_PATTERNS_BUILDERS_QUEUEORDERING_H

#include "mlir/IR/Builders.h"

#include <cstdint>

namespace mlir::stream_to_hal {

/// A fence that has already been reached: `util.null : !hal.fence`
/// (docs/design/async-model.md#async-immediate).
Value createNullFence(OpBuilder &builder, Location loc);

/// docs/design/async-model.md#wait-fence: the converted await timepoint, else
/// a fresh null fence.
Value getWaitFence(OpBuilder &builder, Location loc, Value awaitTimepoint);

/// docs/design/async-model.md#signal-fence: a fresh, unsignaled fence on
/// `device`.
Value createSignalFence(OpBuilder &builder, Location loc, Value device);

/// `arith.constant <value> : i64`.
Value createI64Constant(OpBuilder &builder, Location loc, int64_t value);

/// Any queue: the i64 constant -1 (docs/design/async-model.md D7).
Value createQueueAffinity(OpBuilder &builder, Location loc);

} // namespace mlir::stream_to_hal

#endif // STREAM_TO_HAL_PATTERNS_BUILDERS_QUEUEORDERING_H
