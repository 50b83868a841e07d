//===- QueueOrdering.cpp - Fences and affinities of queue ops -------------===//
#include "StreamToHAL/patterns/builders/QueueOrdering.h"

#include "StreamToHAL/dialects/Compat.h"
#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/util/UtilDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

namespace mlir::stream_to_hal {

/// A fence that has already been reached
/// (docs/design/async-model.md#async-immediate).
Value createNullFence(OpBuilder &builder, Location loc) {
  return compat::createOp<util::NullOp>(builder, loc,
                                        builder.getType<hal::FenceType>())
      .getResult();
}

/// docs/design/async-model.md#wait-fence: the converted await timepoint, else a
/// fresh null fence.
Value getWaitFence(OpBuilder &builder, Location loc, Value awaitTimepoint) {
  return awaitTimepoint ? awaitTimepoint : createNullFence(builder, loc);
}

/// docs/design/async-model.md#signal-fence: a fresh, unsignaled fence on
/// `device`.
Value createSignalFence(OpBuilder &builder, Location loc, Value device) {
  return compat::createOp<hal::FenceCreateOp>(
             builder, loc, builder.getType<hal::FenceType>(), device,
             hal::FenceFlagBitfield::None)
      .getResult();
}

/// Items 4 and 5 of docs/design/async-model.md#building-blocks:
/// `arith.constant <value> : i64`.
Value createI64Constant(OpBuilder &builder, Location loc, int64_t value) {
  return compat::createOp<arith::ConstantOp>(builder, loc,
                                             builder.getI64IntegerAttr(value))
      .getResult();
}

/// Any queue (docs/design/async-model.md D7).
Value createQueueAffinity(OpBuilder &builder, Location loc) {
  return createI64Constant(builder, loc, -1);
}

} // namespace mlir::stream_to_hal
