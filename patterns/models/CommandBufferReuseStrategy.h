//===- CommandBufferReuseStrategy.h - One-shot or reusable -----*- C++ -*-===//
//
// The part of convert-stream-to-hal that its `command-buffers` option changes
// (docs/design/reusable.md), as ExecutionModel.h is the part that
// `execution-model` changes. convertStreamToHAL picks one strategy from the
// option, once; it plans the executes of each top-level op on the input IR.
// The patterns then ask the plan, not the option:
//
// * one-shot (the default) plans nothing: every execute records a one-shot
//   command buffer (docs/design/commands.md).
// * reusable (needs execution-model=async) plans every execute
//   (ReusePlanner.h). A reusable one is recorded once, in a
//   hal.device.memoize, with binding-table slots in place of its indirect
//   buffers, and submitted with hal.device.queue.execute.indirect
//   (docs/design/reusable.md#emitted-ir): buildReusableExecute and
//   bindSlotAccess. The others record one-shot.
//
// Strategies are stateless process-lifetime singletons, shared by threads.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_PATTERNS_MODELS_COMMANDBUFFERREUSESTRATEGY_H
#define STREAM_TO_HAL_PATTERNS_MODELS_COMMANDBUFFERREUSESTRATEGY_H

#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/stream/StreamDialect.h"
#include "StreamToHAL/patterns/analyses/ReusePlanner.h"
#include "StreamToHAL/patterns/pass/Passes.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace mlir::stream_to_hal {

class CommandBufferReuseStrategy {
public:
  virtual ~CommandBufferReuseStrategy();

  /// The strategy for `kind`; lives as long as the process.
  static const CommandBufferReuseStrategy &get(CommandBufferReuse kind);

  /// Plans the executes of `root` into `plans`, on the input IR, before
  /// `root` is converted, and counts what it planned into `statistics`.
  virtual void plan(Operation *root, ReusePlans &plans,
                    ConversionStatistics &statistics,
                    SymbolLookup lookupSymbol) const = 0;
};

/// A buffer range as a command records it.
struct RecordedRange {
  Value buffer;
  Value offset;
  Value length;
};

/// docs/design/reusable.md#emitted-ir, slot constants: for an access with a
/// slot, creates at the builder's insertion point the slot constant, the
/// rebased offset and the -1 length, each only if needed, and returns the
/// range to record; `range` unchanged without a slot.
RecordedRange bindSlotAccess(OpBuilder &builder, Location loc,
                             const std::optional<SlotAccess> &access,
                             RecordedRange range);

/// Items 1-7 of docs/design/reusable.md#emitted-ir, at the builder's
/// insertion point, for `executeOp` with the converted `buffers`, `sizes` and
/// await fence (null without one). `recordBody(commandBuffer)` records the
/// body between begin and end (as the one-shot lowering does), with the
/// builder inside the memoize region. Returns the signal fence.
Value buildReusableExecute(OpBuilder &builder, stream::CmdExecuteOp executeOp,
                           const ExecuteReusePlan &plan, ValueRange buffers,
                           ValueRange sizes, Value awaitFence,
                           hal::CommandCategoryBitfield categories,
                           function_ref<void(Value)> recordBody);

} // namespace mlir::stream_to_hal

#endif // STREAM_TO_HAL_PATTERNS_MODELS_COMMANDBUFFERREUSESTRATEGY_H
