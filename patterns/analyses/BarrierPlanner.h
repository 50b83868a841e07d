//===- BarrierPlanner.h - Which execution barriers a region records -*- C++ -*-===//
//
// The execute and serial patterns record the execution barriers of a
// stream.cmd.execute region as planned here, on the input IR, before the
// dialect conversion rewrites it
// (docs/design/barriers-hazard.md#planning-on-the-input-ir): the pass plans
// every execute of a top-level op, then converts that op.
//
// * BarrierMode::All is docs/design/commands.md#barriers-all: a full barrier in
//   every slot, that is after every non-terminator item of the execute body and
//   of every stream.cmd.serial body.
// * BarrierMode::Hazard is docs/design/barriers-hazard.md#the-rule and
//   #stage-masks: a slot is kept only before an item that conflicts with a
//   command of the current epoch, with source and target masks made of the
//   Dispatch/Transfer stages of the epochs it separates.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_PATTERNS_ANALYSES_BARRIERPLANNER_H
#define STREAM_TO_HAL_PATTERNS_ANALYSES_BARRIERPLANNER_H

#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/patterns/pass/Passes.h"

#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace mlir::stream {
class CmdExecuteOp;
} // namespace mlir::stream

namespace mlir::stream_to_hal {

/// The stage masks of one recorded hal.command_buffer.execution_barrier
/// (its flags are always None).
struct BarrierStages {
  hal::ExecutionStageBitfield source;
  hal::ExecutionStageBitfield target;

  bool operator==(const BarrierStages &other) const {
    return source == other.source && target == other.target;
  }
};

/// docs/design/commands.md#barriers-all:
/// source("Dispatch|Transfer|CommandRetire")
/// target("CommandIssue|Dispatch|Transfer").
BarrierStages getFullBarrierStages();

/// The slots of one sequential block (an execute or serial body): entry i is
/// the barrier recorded right after the block's i-th non-terminator op, or
/// nullopt when that slot is dropped.
using BlockBarrierPlan = SmallVector<std::optional<BarrierStages>, 4>;

/// The plan of one stream.cmd.execute: the slots of its body and of every
/// stream.cmd.serial body in it, keyed by the block's owner op.
struct ExecuteBarrierPlan {
  llvm::DenseMap<Operation *, BlockBarrierPlan> blocks;
};

/// Plans the barriers of `executeOp`'s region in `mode`. Never fails, emits no
/// diagnostic, and does not modify the IR.
ExecuteBarrierPlan planExecuteBarriers(stream::CmdExecuteOp executeOp,
                                       BarrierMode mode);

/// The plans of every execute of the op being converted, for the patterns.
class BarrierPlans {
public:
  /// Plans every stream.cmd.execute nested in `root` and adds the plans.
  void planAll(Operation *root, BarrierMode mode);

  /// The slots of the sequential block owned by `owner`, which has
  /// `numItems` non-terminator ops. Without a plan for it (or when the block
  /// changed shape since planning) every slot gets a full barrier, as
  /// docs/design/commands.md#barriers-all records.
  BlockBarrierPlan lookup(Operation *owner, unsigned numItems) const;

  /// Forgets every plan (after each conversion: no entry outlives its op).
  void clear() { blocks.clear(); }

private:
  llvm::DenseMap<Operation *, BlockBarrierPlan> blocks;
};

} // namespace mlir::stream_to_hal

#endif // STREAM_TO_HAL_PATTERNS_ANALYSES_BARRIERPLANNER_H
