//===- ReusableStrategy.cpp - command-buffers=reusable -------------------===//
//
// docs/design/reusable.md: the executes the plan finds reusable are recorded
// once, in a hal.device.memoize, with binding-table slots for their indirect
// buffers, and submitted with hal.device.queue.execute.indirect and a table
// of the slots' byte ranges (#emitted-ir). Barriers are those of a one-shot
// command buffer: the execute pattern records the body with the same code.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/patterns/models/CommandBufferReuseStrategy.h"

#include "StreamToHAL/patterns/builders/DeviceLookup.h"
#include "StreamToHAL/patterns/builders/QueueOrdering.h"

#include "StreamToHAL/dialects/Compat.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

namespace mlir::stream_to_hal {
namespace {

Value createIndexConstant(OpBuilder &builder, Location loc, int64_t value) {
  return compat::createOp<arith::ConstantIndexOp>(builder, loc, value)
      .getResult();
}

/// Counts the plan of every execute: reusable ones with their slots, one-shot
/// ones under their first failing reason
/// (docs/design/reusable.md#statistics).
void countPlan(const ExecuteReusePlan &plan, ConversionStatistics &counts) {
  if (!plan.oneShotReason) {
    ++counts.numReusableCommandBuffers;
    counts.numBindingTableSlots += plan.slots.size();
    for (const BindingSlot &slot : plan.slots)
      counts.numNarrowedSlots += slot.narrowed;
    return;
  }
  ++counts.numOneShotCommandBuffers;
  switch (*plan.oneShotReason) {
  case OneShotReason::Initializer:
    ++counts.numOneShotInitializer;
    break;
  case OneShotReason::UncapturedResource:
    ++counts.numOneShotUncapturedResource;
    break;
  case OneShotReason::DynamicValue:
    ++counts.numOneShotDynamicValue;
    break;
  case OneShotReason::NoSlots:
    ++counts.numOneShotNoSlots;
    break;
  }
}

class ReusableStrategy final : public CommandBufferReuseStrategy {
public:
  void plan(Operation *root, ReusePlans &plans,
            ConversionStatistics &statistics,
            SymbolLookup lookupSymbol) const override {
    plans.planAll(root, lookupSymbol);
    root->walk([&](stream::CmdExecuteOp executeOp) {
      if (const ExecuteReusePlan *plan = plans.lookup(executeOp))
        countPlan(*plan, statistics);
    });
  }
};

} // namespace

const CommandBufferReuseStrategy &getReusableStrategy() {
  static const ReusableStrategy reusable;
  return reusable;
}

RecordedRange bindSlotAccess(OpBuilder &builder, Location loc,
                             const std::optional<SlotAccess> &access,
                             RecordedRange range) {
  if (!access)
    return range;
  range.buffer = createIndexConstant(builder, loc, access->slot);
  if (access->rebasedOffset)
    range.offset = createIndexConstant(builder, loc, *access->rebasedOffset);
  if (access->wholeLength)
    range.length = createIndexConstant(builder, loc, -1);
  return range;
}

Value buildReusableExecute(OpBuilder &builder, stream::CmdExecuteOp executeOp,
                           const ExecuteReusePlan &plan, ValueRange buffers,
                           ValueRange sizes, Value awaitFence,
                           hal::CommandCategoryBitfield categories,
                           function_ref<void(Value)> recordBody) {
  Location loc = executeOp.getLoc();
  Value device = lookupDevice(builder, loc);
  Value affinity = createQueueAffinity(builder, loc);
  auto commandBufferType = builder.getType<hal::CommandBufferType>();
  auto memoizeOp = compat::createOp<hal::DeviceMemoizeOp>(
      builder, loc, TypeRange{commandBufferType}, device, affinity);
  {
    OpBuilder::InsertionGuard guard(builder);
    builder.createBlock(&memoizeOp.getBody());
    Value capacity = createIndexConstant(
        builder, loc, static_cast<int64_t>(plan.slots.size()));
    // Recorded once, replayed: never OneShot, whether or not it waits.
    Value commandBuffer = compat::createOp<hal::CommandBufferCreateOp>(
                              builder, loc, commandBufferType, device,
                              hal::CommandBufferModeBitfield::None, categories,
                              capacity)
                              .getResult();
    recordBody(commandBuffer);
    compat::createOp<hal::ReturnOp>(builder, loc, ValueRange{commandBuffer});
  }
  Value waitFence = getWaitFence(builder, loc, awaitFence);
  Value signalFence = createSignalFence(builder, loc, device);
  SmallVector<Value> tableBuffers, tableOffsets, tableLengths;
  for (const BindingSlot &slot : plan.slots) {
    tableBuffers.push_back(buffers[slot.capture]);
    if (slot.narrowed) {
      tableOffsets.push_back(createIndexConstant(builder, loc, slot.begin));
      tableLengths.push_back(createIndexConstant(builder, loc, slot.length));
    } else {
      tableOffsets.push_back(createIndexConstant(builder, loc, 0));
      tableLengths.push_back(sizes[slot.capture]);
    }
  }
  compat::createOp<hal::DeviceQueueExecuteIndirectOp>(
      builder, loc, device, affinity, waitFence, signalFence,
      memoizeOp.getResult(0), tableBuffers, tableOffsets, tableLengths);
  return signalFence;
}

} // namespace mlir::stream_to_hal
