//===- TestAnalysisPasses.cpp - Analyses printed on their input -----------===//
//
// test-stream-command-accesses, test-stream-to-hal-barrier-plan and
// test-stream-to-hal-reuse-plan (TestPasses.td): the access model, the
// barrier plan and the reuse plan as `test.*` attributes of the ops they are
// about, so that lit tests check each decision on stream IR.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/test/lib/TestPasses.h"

#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/stream/StreamDialect.h"
#include "StreamToHAL/patterns/analyses/BarrierPlanner.h"
#include "StreamToHAL/patterns/analyses/ReusePlanner.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Pass/Pass.h"

#include <string>

namespace mlir::stream_to_hal {

#define GEN_PASS_DECL
#include "StreamToHAL/test/lib/TestPasses.h.inc"

#define GEN_PASS_DEF_TESTCOMMANDACCESSES
#define GEN_PASS_DEF_TESTBARRIERPLAN
#define GEN_PASS_DEF_TESTREUSEPLAN
#include "StreamToHAL/test/lib/TestPasses.h.inc"

namespace {

ArrayAttr getStringArray(Builder &builder, ArrayRef<std::string> strings) {
  SmallVector<Attribute> attrs;
  for (const std::string &text : strings)
    attrs.push_back(builder.getStringAttr(text));
  return builder.getArrayAttr(attrs);
}

std::string formatRange(std::optional<stream::KnownByteRange> range) {
  if (!range)
    return "unknown";
  return "[" + std::to_string(range->begin) + ", " + std::to_string(range->end) + ")";
}

struct TestCommandAccessesPass
    : impl::TestCommandAccessesBase<TestCommandAccessesPass> {
  void runOnOperation() override {
    Builder builder(&getContext());
    getOperation().walk([&](stream::CommandAccessOpInterface command) {
      SmallVector<std::string> accesses;
      for (const stream::CommandAccess &access : command.getCommandAccessList())
        accesses.push_back(std::to_string(access.ordinal) + " " +
                           (access.reads && access.writes ? "rw"
                            : access.reads                ? "r"
                                                          : "w") +
                           " " + formatRange(access.getKnownRange()));
      command->setAttr("test.stage",
                       builder.getStringAttr(command.getCommandStage() ==
                                                     stream::CommandStage::Dispatch
                                                 ? "dispatch"
                                                 : "transfer"));
      command->setAttr("test.accesses", getStringArray(builder, accesses));
    });
  }
};

/// Gives every item of every sequential block of `plan` its `test.barrier`.
void printBarrierPlan(const ExecuteBarrierPlan &plan, Builder &builder) {
  for (const auto &[owner, slots] : plan.blocks) {
    Block &body = owner->getRegion(0).front();
    unsigned index = 0;
    for (Operation &item : body.without_terminator()) {
      if (index >= slots.size())
        break;
      const std::optional<BarrierStages> &slot = slots[index++];
      item.setAttr("test.barrier",
                   builder.getStringAttr(
                       slot ? hal::stringifyExecutionStageBitfield(slot->source) + " -> " +
                                  hal::stringifyExecutionStageBitfield(slot->target)
                            : std::string("none")));
    }
  }
}

struct TestBarrierPlanPass : impl::TestBarrierPlanBase<TestBarrierPlanPass> {
  using Base::Base;

  void runOnOperation() override {
    BarrierMode mode;
    if (barriers == "all") {
      mode = BarrierMode::All;
    } else if (barriers == "hazard") {
      mode = BarrierMode::Hazard;
    } else {
      getOperation().emitError() << "unknown barrier mode '" << barriers
                                 << "'; expected 'all' or 'hazard'";
      return signalPassFailure();
    }
    Builder builder(&getContext());
    getOperation().walk([&](stream::CmdExecuteOp executeOp) {
      printBarrierPlan(planExecuteBarriers(executeOp, mode), builder);
    });
  }
};

StringRef getReasonName(OneShotReason reason) {
  switch (reason) {
  case OneShotReason::Initializer:
    return "initializer";
  case OneShotReason::UncapturedResource:
    return "uncaptured-resource";
  case OneShotReason::DynamicValue:
    return "dynamic-value";
  case OneShotReason::NoSlots:
    return "no-slots";
  }
  return "unknown";
}

std::string formatSlotAccess(const std::optional<SlotAccess> &access) {
  if (!access)
    return "direct";
  std::string text = "slot " + std::to_string(access->slot);
  if (access->rebasedOffset)
    text += " offset " + std::to_string(*access->rebasedOffset);
  if (access->wholeLength)
    text += " whole-length";
  return text;
}

struct TestReusePlanPass : impl::TestReusePlanBase<TestReusePlanPass> {
  void runOnOperation() override {
    Builder builder(&getContext());
    SymbolTableCollection symbols;
    auto lookupSymbol = [&](Operation *from, StringAttr name) {
      return symbols.lookupNearestSymbolFrom(from, name);
    };
    getOperation().walk([&](stream::CmdExecuteOp executeOp) {
      llvm::DenseMap<Operation *, CommandSlotAccesses> commandAccesses;
      ExecuteReusePlan plan = planExecuteReuse(executeOp, lookupSymbol, commandAccesses);
      if (plan.oneShotReason) {
        executeOp->setAttr("test.reuse",
                           builder.getStringAttr("one-shot: " +
                                                 getReasonName(*plan.oneShotReason).str()));
        return;
      }
      executeOp->setAttr("test.reuse", builder.getStringAttr("reusable"));
      SmallVector<std::string> slots;
      for (const BindingSlot &slot : plan.slots)
        slots.push_back("capture " + std::to_string(slot.capture) + " " +
                        (slot.narrowed ? "[" + std::to_string(slot.begin) + ", " +
                                             std::to_string(slot.begin + slot.length) + ")"
                                       : std::string("whole")));
      executeOp->setAttr("test.slots", getStringArray(builder, slots));
      for (auto &[commandOp, accesses] : commandAccesses)
        commandOp->setAttr("test.slot_accesses",
                           getStringArray(builder, llvm::map_to_vector(accesses, formatSlotAccess)));
    });
  }
};

} // namespace

} // namespace mlir::stream_to_hal
