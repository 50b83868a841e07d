//===- BarrierPlannerTest.cpp - The barrier planner on hand-built regions ---===//
//
// planExecuteBarriers (patterns/BarrierPlanner.h) on regions parsed from
// text or edited after parsing: the kept slots and their masks per block
// owner, the trivial plan of barriers=all, and the fallback of BarrierPlans.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/patterns/analyses/BarrierPlanner.h"

#include "StreamTestSupport.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace mlir;
using namespace mlir::stream_to_hal;

namespace {

using Stage = hal::ExecutionStageBitfield;

/// A slot as the tests write it: dropped, or kept with its masks.
struct Slot {
  bool kept;
  Stage source = Stage::None;
  Stage target = Stage::None;
};
const Slot kDropped{false};
Slot kept(Stage source, Stage target) { return {true, source, target}; }

class BarrierPlannerTest : public ::testing::Test {
protected:
  BarrierPlannerTest() {
    stream_to_hal::testing::loadStreamTestDialects(context);
  }

  /// Parses `source` and returns its first stream.cmd.execute.
  stream::CmdExecuteOp parse(StringRef source) {
    return stream_to_hal::testing::parseFirstExecute(context, source, module);
  }

  /// The ops of kind OpTy in `root`, in pre-order.
  template <typename OpTy>
  std::vector<Operation *> collect(Operation *root) {
    std::vector<Operation *> ops;
    root->walk<WalkOrder::PreOrder>([&](OpTy op) { ops.push_back(op); });
    return ops;
  }

  static void expectSlots(const ExecuteBarrierPlan &plan, Operation *owner,
                          const std::vector<Slot> &expected) {
    auto it = plan.blocks.find(owner);
    ASSERT_NE(it, plan.blocks.end());
    const BlockBarrierPlan &slots = it->second;
    ASSERT_EQ(slots.size(), expected.size());
    for (size_t i = 0; i < expected.size(); ++i) {
      SCOPED_TRACE("slot " + std::to_string(i));
      EXPECT_EQ(slots[i].has_value(), expected[i].kept);
      if (slots[i] && expected[i].kept) {
        EXPECT_EQ(slots[i]->source, expected[i].source);
        EXPECT_EQ(slots[i]->target, expected[i].target);
      }
    }
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

constexpr const char *kNesting = R"mlir(
  func.func @f(%r: !stream.resource<transient>, %v: i32) -> !stream.timepoint {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c1024 = arith.constant 1024 : index
    %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%c1024}) {
      stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024}
      stream.cmd.serial {
        stream.cmd.fill %v, %t[%c64 for %c64] : i32 -> !stream.resource<transient>{%c1024}
        stream.cmd.fill %v, %t[%c64 for %c64] : i32 -> !stream.resource<transient>{%c1024}
      }
      stream.cmd.concurrent {
        stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024}
        stream.cmd.serial {
          stream.cmd.fill %v, %t[%c64 for %c64] : i32 -> !stream.resource<transient>{%c1024}
        }
      }
      stream.cmd.discard %t[%c0 for %c1024] : !stream.resource<transient>{%c1024}
    } => !stream.timepoint
    return %tp : !stream.timepoint
  }
)mlir";

// barriers=all: a full barrier in every slot of the execute body and of every
// serial body (inside a concurrent one too); concurrent bodies have no slots.
TEST_F(BarrierPlannerTest, AllModeFillsEverySlot) {
  stream::CmdExecuteOp executeOp = parse(kNesting);
  ASSERT_TRUE(executeOp);
  ExecuteBarrierPlan plan = planExecuteBarriers(executeOp, BarrierMode::All);
  BarrierStages full = getFullBarrierStages();
  EXPECT_EQ(full.source,
            Stage::Dispatch | Stage::Transfer | Stage::CommandRetire);
  EXPECT_EQ(full.target,
            Stage::CommandIssue | Stage::Dispatch | Stage::Transfer);
  Slot f = kept(full.source, full.target);
  std::vector<Operation *> serials = collect<stream::CmdSerialOp>(executeOp);
  ASSERT_EQ(serials.size(), 2u);
  EXPECT_EQ(plan.blocks.size(), 3u);
  expectSlots(plan, executeOp, {f, f, f, f});
  expectSlots(plan, serials[0], {f, f});
  expectSlots(plan, serials[1], {f});
  for (Operation *op : collect<stream::CmdConcurrentOp>(executeOp))
    EXPECT_FALSE(plan.blocks.count(op));
}

// barriers=hazard on the same region. Epoch {fill [0,64), fill [64,128)}; the
// serial's second fill of [64,128) rewrites its first: slot 0 of the serial.
// Epoch {fill [64,128)}: the concurrent region, checked as a whole, holds a
// fill of [64,128) (in its serial lane): slot 1 of the execute, right after
// the serial (never the serial's tail slot). Tail slots, and the slot before
// the discard (no commands), are dropped.
TEST_F(BarrierPlannerTest, HazardModeKeepsConflictingSlots) {
  stream::CmdExecuteOp executeOp = parse(kNesting);
  ASSERT_TRUE(executeOp);
  ExecuteBarrierPlan plan =
      planExecuteBarriers(executeOp, BarrierMode::Hazard);
  std::vector<Operation *> serials = collect<stream::CmdSerialOp>(executeOp);
  ASSERT_EQ(serials.size(), 2u);
  Slot tt = kept(Stage::Transfer, Stage::Transfer);
  expectSlots(plan, executeOp, {kDropped, tt, kDropped, kDropped});
  expectSlots(plan, serials[0], {tt, kDropped});
  expectSlots(plan, serials[1], {kDropped});
}

// docs/design/barriers-hazard.md#stage-masks: source = stages of the epoch
// before, target = stages of the whole epoch after (the three-epoch row of
// #examples).
TEST_F(BarrierPlannerTest, MasksAreTheStagesOfTheEpochs) {
  stream::CmdExecuteOp executeOp = parse(R"mlir(
    hal.executable private @ex {
      hal.executable.variant public @cpu, target = #hal.executable.target<"llvm", "embedded-elf-x86_64"> {
        hal.executable.entry_point public @a ordinal(0) layout(#hal.executable.layout<push_constants = 0, sets = [#hal.descriptor_set.layout<0, bindings = [#hal.descriptor_set.binding<0, storage_buffer>, #hal.descriptor_set.binding<1, storage_buffer>]>]>)
        builtin.module {
        }
      }
    }
    func.func @f(%r: !stream.resource<transient>, %v: i32) -> !stream.timepoint {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %c128 = arith.constant 128 : index
      %c192 = arith.constant 192 : index
      %c1024 = arith.constant 1024 : index
      %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%c1024}) {
        stream.cmd.dispatch @ex::@a[%c1, %c1, %c1] {
          wo %t[%c0 for %c64] : !stream.resource<transient>{%c1024}
        } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
        stream.cmd.fill %v, %t[%c64 for %c64] : i32 -> !stream.resource<transient>{%c1024}
        stream.cmd.copy %t[%c64], %t[%c128], %c64 : !stream.resource<transient>{%c1024} -> !stream.resource<transient>{%c1024}
        stream.cmd.dispatch @ex::@a[%c1, %c1, %c1] {
          ro %t[%c0 for %c64] : !stream.resource<transient>{%c1024},
          wo %t[%c192 for %c64] : !stream.resource<transient>{%c1024}
        } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
        stream.cmd.fill %v, %t[%c64 for %c64] : i32 -> !stream.resource<transient>{%c1024}
      } => !stream.timepoint
      return %tp : !stream.timepoint
    }
  )mlir");
  ASSERT_TRUE(executeOp);
  ExecuteBarrierPlan plan =
      planExecuteBarriers(executeOp, BarrierMode::Hazard);
  Stage both = Stage::Dispatch | Stage::Transfer;
  expectSlots(plan, executeOp,
              {kDropped, kept(both, both), kDropped,
               kept(both, Stage::Transfer), kDropped});
}

/// One execute with two fills of [0,64), the second on `second`, after
/// `prelude`; whether a barrier separates them.
constexpr const char *kAliasTemplate = R"mlir(
  util.global private mutable @g : !stream.resource<external>
  func.func @f(%arg0: !stream.resource<external>, %arg1: !stream.resource<external>, %cond: i1, %v: i32) -> !stream.timepoint {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c1024 = arith.constant 1024 : index
    %x = stream.resource.alloc uninitialized : !stream.resource<external>{%c1024}
    %y = stream.resource.alloc uninitialized : !stream.resource<external>{%c1024}
    PRELUDE
    %tp = stream.cmd.execute with(FIRST as %a: !stream.resource<external>{%c1024}, SECOND as %b: !stream.resource<external>{%c1024}) {
      stream.cmd.fill %v, %a[%c0 for %c64] : i32 -> !stream.resource<external>{%c1024}
      stream.cmd.fill %v, %b[%c0 for %c64] : i32 -> !stream.resource<external>{%c1024}
    } => !stream.timepoint
    return %tp : !stream.timepoint
  }
)mlir";

struct AliasCase {
  const char *name;
  const char *prelude;
  const char *first;
  const char *second;
  bool barrier;
};

// docs/design/barriers-hazard.md#aliasing, pairwise: allocations and function
// arguments, and the values that may alias anything.
TEST_F(BarrierPlannerTest, AliasingOfDifferentRoots) {
  const AliasCase cases[] = {
      {"two allocations", "", "%x", "%y", false},
      {"allocation and argument", "", "%x", "%arg0", false},
      {"argument and allocation", "", "%arg1", "%y", false},
      {"two arguments", "", "%arg0", "%arg1", true},
      {"select of allocations",
       "%s = arith.select %cond, %x, %y : !stream.resource<external>", "%x",
       "%s", true},
      {"global", "%s = util.global.load @g : !stream.resource<external>",
       "%x", "%s", true},
      {"subview",
       "%s = stream.resource.subview %x[%c64] : "
       "!stream.resource<external>{%c1024} -> "
       "!stream.resource<external>{%c1024}",
       "%x", "%s", true},
  };
  for (const AliasCase &c : cases) {
    SCOPED_TRACE(c.name);
    std::string source = kAliasTemplate;
    auto replace = [&](const std::string &from, const std::string &to) {
      source.replace(source.find(from), from.size(), to);
    };
    replace("PRELUDE", c.prelude);
    replace("FIRST", c.first);
    replace("SECOND", c.second);
    stream::CmdExecuteOp executeOp = parse(source);
    ASSERT_TRUE(executeOp);
    ExecuteBarrierPlan plan =
        planExecuteBarriers(executeOp, BarrierMode::Hazard);
    expectSlots(plan, executeOp,
                {c.barrier ? kept(Stage::Transfer, Stage::Transfer) : kDropped,
                 kDropped});
  }
}

// docs/design/barriers-hazard.md#accesses: a dispatch entry whose access bits
// are None (only writable in generic form; here set after parsing) reads and
// writes.
TEST_F(BarrierPlannerTest, NoneAccessReadsAndWrites) {
  stream::CmdExecuteOp executeOp = parse(R"mlir(
    hal.executable private @ex {
      hal.executable.variant public @cpu, target = #hal.executable.target<"llvm", "embedded-elf-x86_64"> {
        hal.executable.entry_point public @a ordinal(0) layout(#hal.executable.layout<push_constants = 0, sets = [#hal.descriptor_set.layout<0, bindings = [#hal.descriptor_set.binding<0, storage_buffer>]>]>)
        builtin.module {
        }
      }
    }
    func.func @f(%r: !stream.resource<transient>) -> !stream.timepoint {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%c64}) {
        stream.cmd.dispatch @ex::@a[%c1, %c1, %c1] {
          ro %t[%c0 for %c64] : !stream.resource<transient>{%c64}
        } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
        stream.cmd.dispatch @ex::@a[%c1, %c1, %c1] {
          ro %t[%c0 for %c64] : !stream.resource<transient>{%c64}
        } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
      } => !stream.timepoint
      return %tp : !stream.timepoint
    }
  )mlir");
  ASSERT_TRUE(executeOp);
  // Two reads: no barrier.
  expectSlots(planExecuteBarriers(executeOp, BarrierMode::Hazard), executeOp,
              {kDropped, kDropped});
  // The second entry with access None: it writes what the first reads.
  std::vector<Operation *> dispatches =
      collect<stream::CmdDispatchOp>(executeOp);
  ASSERT_EQ(dispatches.size(), 2u);
  Builder builder(&context);
  dispatches[1]->setAttr(
      "resource_accesses",
      builder.getArrayAttr({builder.getI32IntegerAttr(0)}));
  expectSlots(planExecuteBarriers(executeOp, BarrierMode::Hazard), executeOp,
              {kept(Stage::Dispatch, Stage::Dispatch), kDropped});
}

// An execute in a util.initializer: no function arguments, so an allocation
// and an unknown value may alias, two allocations do not.
TEST_F(BarrierPlannerTest, InitializerRoots) {
  stream::CmdExecuteOp executeOp = parse(R"mlir(
    util.global private mutable @g : !stream.resource<external>
    util.initializer {
      %c0 = arith.constant 0 : index
      %c64 = arith.constant 64 : index
      %c7 = arith.constant 7 : i32
      %x = stream.resource.alloc uninitialized : !stream.resource<external>{%c64}
      %y = stream.resource.alloc uninitialized : !stream.resource<external>{%c64}
      %g = util.global.load @g : !stream.resource<external>
      %tp = stream.cmd.execute with(%x as %a: !stream.resource<external>{%c64}, %y as %b: !stream.resource<external>{%c64}, %g as %c: !stream.resource<external>{%c64}) {
        stream.cmd.fill %c7, %a[%c0 for %c64] : i32 -> !stream.resource<external>{%c64}
        stream.cmd.fill %c7, %b[%c0 for %c64] : i32 -> !stream.resource<external>{%c64}
        stream.cmd.fill %c7, %c[%c0 for %c64] : i32 -> !stream.resource<external>{%c64}
      } => !stream.timepoint
      util.initializer.return
    }
  )mlir");
  ASSERT_TRUE(executeOp);
  expectSlots(planExecuteBarriers(executeOp, BarrierMode::Hazard), executeOp,
              {kDropped, kept(Stage::Transfer, Stage::Transfer), kDropped});
}

// BarrierPlans: the plans of every execute of a root; an unplanned block, or
// one whose number of items changed, gets the full barrier in every slot.
TEST_F(BarrierPlannerTest, PlansLookupAndFallback) {
  stream::CmdExecuteOp executeOp = parse(kNesting);
  ASSERT_TRUE(executeOp);
  BarrierPlans plans;
  plans.planAll(module->getOperation(), BarrierMode::Hazard);
  BlockBarrierPlan slots = plans.lookup(executeOp, 4);
  ASSERT_EQ(slots.size(), 4u);
  EXPECT_FALSE(slots[0]);
  EXPECT_TRUE(slots[1]);
  BarrierStages full = getFullBarrierStages();
  for (const std::optional<BarrierStages> &slot :
       plans.lookup(executeOp, 5)) {
    ASSERT_TRUE(slot);
    EXPECT_EQ(*slot, full);
  }
  BlockBarrierPlan unplanned = plans.lookup(module->getOperation(), 2);
  ASSERT_EQ(unplanned.size(), 2u);
  EXPECT_EQ(*unplanned[0], full);
  plans.clear();
  EXPECT_EQ(*plans.lookup(executeOp, 4)[0], full);
}

} // namespace
