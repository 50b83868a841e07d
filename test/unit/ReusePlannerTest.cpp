//===- ReusePlannerTest.cpp - The reuse planner on hand-built regions ------===//
//
// planExecuteReuse (patterns/analyses/ReusePlanner.h) on executes parsed from
// text, some edited after parsing into shapes the verifier rejects: the
// reason of each one-shot execute (the first failing one), the slots and
// their ranges, and how each command's accesses are recorded
// (docs/design/reusable.md#which-executes-are-reusable,
// #slots-and-binding-ranges).
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/patterns/analyses/ReusePlanner.h"

#include "StreamTestSupport.h"

#include "mlir/IR/SymbolTable.h"

#include <gtest/gtest.h>

#include <limits>
#include <string>
#include <utility>

using namespace mlir;
using namespace mlir::stream_to_hal;

namespace {

class ReusePlannerTest : public ::testing::Test {
protected:
  ReusePlannerTest() {
    stream_to_hal::testing::loadStreamTestDialects(context);
  }

  /// Parses a module of `globals` and a function `@f(%arg0, %arg1: index,
  /// %arg2: i32)` whose body is `body`; returns its first execute.
  stream::CmdExecuteOp parse(const std::string &body,
                             const std::string &globals = "") {
    std::string source =
        globals +
        "func.func @f(%arg0: !stream.resource<external>, %arg1: index, "
        "%arg2: i32, %arg3: !stream.resource<external>) {\n"
        "  %c0 = arith.constant 0 : index\n"
        "  %c64 = arith.constant 64 : index\n"
        "  %c128 = arith.constant 128 : index\n"
        "  %c256 = arith.constant 256 : index\n"
        "  %c7_i32 = arith.constant 7 : i32\n" +
        body + "  return\n}\n";
    return stream_to_hal::testing::parseFirstExecute(context, source, module);
  }

  ExecuteReusePlan plan(stream::CmdExecuteOp executeOp) {
    accesses.clear();
    SymbolTableCollection symbols;
    return planExecuteReuse(
        executeOp,
        [&](Operation *from, StringAttr name) {
          return symbols.lookupNearestSymbolFrom(from, name);
        },
        accesses);
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  llvm::DenseMap<Operation *, CommandSlotAccesses> accesses;
};

TEST_F(ReusePlannerTest, NarrowedSlotRebasesOffsets) {
  auto executeOp = parse(R"(
  %0 = stream.cmd.execute with(%arg0 as %x: !stream.resource<external>{%c256}) {
    stream.cmd.fill %c7_i32, %x[%c64 for %c64] : i32 -> !stream.resource<external>{%c256}
    stream.cmd.fill %c7_i32, %x[%c128 for %c128] : i32 -> !stream.resource<external>{%c256}
  } => !stream.timepoint
)");
  ExecuteReusePlan result = plan(executeOp);
  EXPECT_FALSE(result.oneShotReason);
  ASSERT_EQ(result.slots.size(), 1u);
  EXPECT_EQ(result.slots[0].capture, 0u);
  EXPECT_TRUE(result.slots[0].narrowed);
  EXPECT_EQ(result.slots[0].begin, 64);
  EXPECT_EQ(result.slots[0].length, 192);
  std::vector<Operation *> fills;
  executeOp.getBody().walk([&](stream::CmdFillOp op) { fills.push_back(op); });
  ASSERT_EQ(fills.size(), 2u);
  ASSERT_EQ(accesses[fills[0]].size(), 1u);
  EXPECT_EQ(accesses[fills[0]][0]->slot, 0);
  EXPECT_EQ(accesses[fills[0]][0]->rebasedOffset, std::optional<int64_t>(0));
  EXPECT_FALSE(accesses[fills[0]][0]->wholeLength);
  EXPECT_EQ(accesses[fills[1]][0]->rebasedOffset, std::optional<int64_t>(64));
}

// docs/design/access-model.md#byte-ranges: o + l = 2^63 - 1 is still a known
// range, so the slot narrows; o + l = 2^63 is not, so it is whole.
TEST_F(ReusePlannerTest, NarrowedUpToTheBound) {
  for (auto [offset, narrowed] : {std::pair<const char *, bool>{"9223372036854775806", true},
                                  {"9223372036854775807", false}}) {
    SCOPED_TRACE(offset);
    auto executeOp = parse(std::string("  %o = arith.constant ") + offset + R"( : index
  %c1 = arith.constant 1 : index
  %c7_i8 = arith.constant 7 : i8
  %0 = stream.cmd.execute with(%arg0 as %x: !stream.resource<external>{%c256}) {
    stream.cmd.fill %c7_i8, %x[%o for %c1] : i8 -> !stream.resource<external>{%c256}
  } => !stream.timepoint
)");
    ExecuteReusePlan result = plan(executeOp);
    EXPECT_FALSE(result.oneShotReason);
    ASSERT_EQ(result.slots.size(), 1u);
    EXPECT_EQ(result.slots[0].narrowed, narrowed);
    if (narrowed) {
      EXPECT_EQ(result.slots[0].begin, std::numeric_limits<int64_t>::max() - 1);
      EXPECT_EQ(result.slots[0].length, 1);
    }
  }
}

// docs/design/access-model.md#unverified-ir: a dispatch resource without a
// length (edited in; the verifier rejects it) has an unknown length, which is
// not static: one-shot, as a dynamic value would be.
TEST_F(ReusePlannerTest, RaggedDispatchIsDynamic) {
  auto executeOp = parse(R"(
  %c1 = arith.constant 1 : index
  %0 = stream.cmd.execute with(%arg0 as %x: !stream.resource<external>{%c256}) {
    stream.cmd.dispatch @ex::@entry[%c1, %c1, %c1] {
      rw %x[%c0 for %c64] : !stream.resource<external>{%c256}
    } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
  } => !stream.timepoint
)");
  EXPECT_FALSE(plan(executeOp).oneShotReason);
  auto dispatch = cast<stream::CmdDispatchOp>(executeOp.getBody().front().front());
  dispatch.getResourceLengthsMutable().clear();
  EXPECT_EQ(plan(executeOp).oneShotReason, OneShotReason::DynamicValue);
}

TEST_F(ReusePlannerTest, OwnSizeLengthMakesAWholeSlot) {
  auto executeOp = parse(R"(
  %0 = stream.cmd.execute with(%arg0 as %x: !stream.resource<external>{%arg1}) {
    stream.cmd.fill %c7_i32, %x[%c0 for %arg1] : i32 -> !stream.resource<external>{%arg1}
  } => !stream.timepoint
)");
  ExecuteReusePlan result = plan(executeOp);
  EXPECT_FALSE(result.oneShotReason);
  ASSERT_EQ(result.slots.size(), 1u);
  EXPECT_FALSE(result.slots[0].narrowed);
  Operation *fill = &executeOp.getBody().front().front();
  ASSERT_EQ(accesses[fill].size(), 1u);
  EXPECT_TRUE(accesses[fill][0]->wholeLength);
  EXPECT_FALSE(accesses[fill][0]->rebasedOffset);
}

TEST_F(ReusePlannerTest, DuplicateCapturesShareASlotAndUnusedGetNone) {
  auto executeOp = parse(R"(
  %0 = stream.cmd.execute with(%arg3 as %u: !stream.resource<external>{%c256}, %arg0 as %a: !stream.resource<external>{%c256}, %arg0 as %b: !stream.resource<external>{%c256}) {
    stream.cmd.copy %a[%c0], %b[%c128], %c64 : !stream.resource<external>{%c256} -> !stream.resource<external>{%c256}
  } => !stream.timepoint
)");
  ExecuteReusePlan result = plan(executeOp);
  EXPECT_FALSE(result.oneShotReason);
  ASSERT_EQ(result.slots.size(), 1u);
  EXPECT_EQ(result.slots[0].capture, 1u);
  EXPECT_EQ(result.slots[0].begin, 0);
  EXPECT_EQ(result.slots[0].length, 192);
  Operation *copy = &executeOp.getBody().front().front();
  ASSERT_EQ(accesses[copy].size(), 2u);
  EXPECT_EQ(accesses[copy][0]->slot, 0);
  EXPECT_EQ(accesses[copy][1]->slot, 0);
  // Begin 0: offsets unchanged.
  EXPECT_FALSE(accesses[copy][1]->rebasedOffset);
}

TEST_F(ReusePlannerTest, DirectCapturesHaveNoSlot) {
  auto executeOp = parse(R"(
  %w = util.global.load @w : !stream.resource<constant>
  %0 = stream.cmd.execute with(%w as %cw: !stream.resource<constant>{%c256}, %arg0 as %x: !stream.resource<external>{%c256}) {
    stream.cmd.copy %cw[%c0], %x[%c0], %c64 : !stream.resource<constant>{%c256} -> !stream.resource<external>{%c256}
  } => !stream.timepoint
)",
                         "util.global private @w : !stream.resource<constant>\n");
  ExecuteReusePlan result = plan(executeOp);
  EXPECT_FALSE(result.oneShotReason);
  ASSERT_EQ(result.slots.size(), 1u);
  EXPECT_EQ(result.slots[0].capture, 1u);
  Operation *copy = &executeOp.getBody().front().front();
  ASSERT_EQ(accesses[copy].size(), 2u);
  EXPECT_FALSE(accesses[copy][0].has_value());
  EXPECT_TRUE(accesses[copy][1].has_value());
}

TEST_F(ReusePlannerTest, InitializerComesFirst) {
  // Also dynamic (%arg-free here, but an initializer has no arguments): R1
  // is reported, not R3.
  module = parseSourceString<ModuleOp>(R"(
util.global private mutable @n : i32
util.initializer {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %p = util.global.load @n : i32
  %r = stream.resource.alloc uninitialized : !stream.resource<transient>{%c64}
  %0 = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%c64}) {
    stream.cmd.fill %p, %x[%c0 for %c64] : i32 -> !stream.resource<transient>{%c64}
  } => !stream.timepoint
  util.initializer.return
}
)",
                                       &context);
  ASSERT_TRUE(module);
  stream::CmdExecuteOp executeOp;
  module->walk([&](stream::CmdExecuteOp op) { executeOp = op; });
  ASSERT_TRUE(executeOp);
  EXPECT_EQ(plan(executeOp).oneShotReason, OneShotReason::Initializer);
  EXPECT_TRUE(accesses.empty());
}

TEST_F(ReusePlannerTest, UncapturedResourceBeforeDynamicValue) {
  // The verifier rejects a command on an uncaptured resource; edit one in.
  auto executeOp = parse(R"(
  %0 = stream.cmd.execute with(%arg0 as %x: !stream.resource<external>{%c256}) {
    stream.cmd.fill %arg2, %x[%c0 for %c64] : i32 -> !stream.resource<external>{%c256}
  } => !stream.timepoint
)");
  auto fill = cast<stream::CmdFillOp>(executeOp.getBody().front().front());
  fill.getTargetMutable().assign(executeOp.getResourceOperands()[0]);
  EXPECT_EQ(plan(executeOp).oneShotReason, OneShotReason::UncapturedResource);
  EXPECT_TRUE(accesses.empty());
}

TEST_F(ReusePlannerTest, DynamicValues) {
  // A dynamic pattern; a length that is a size but at offset 64; a copy's
  // length, never own-size.
  for (const char *body : {
           R"(
  %0 = stream.cmd.execute with(%arg0 as %x: !stream.resource<external>{%c256}) {
    stream.cmd.fill %arg2, %x[%c0 for %c64] : i32 -> !stream.resource<external>{%c256}
  } => !stream.timepoint
)",
           R"(
  %0 = stream.cmd.execute with(%arg0 as %x: !stream.resource<external>{%arg1}) {
    stream.cmd.fill %c7_i32, %x[%c64 for %arg1] : i32 -> !stream.resource<external>{%arg1}
  } => !stream.timepoint
)",
           R"(
  %0 = stream.cmd.execute with(%arg0 as %x: !stream.resource<external>{%arg1}, %arg3 as %y: !stream.resource<external>{%arg1}) {
    stream.cmd.copy %x[%c0], %y[%c0], %arg1 : !stream.resource<external>{%arg1} -> !stream.resource<external>{%arg1}
  } => !stream.timepoint
)"}) {
    SCOPED_TRACE(body);
    EXPECT_EQ(plan(parse(body)).oneShotReason, OneShotReason::DynamicValue);
  }
}

TEST_F(ReusePlannerTest, StaticArithIsStaticButNotAKnownConstant) {
  auto executeOp = parse(R"(
  %o = arith.addi %c64, %c64 : index
  %0 = stream.cmd.execute with(%arg0 as %x: !stream.resource<external>{%c256}) {
    stream.cmd.fill %c7_i32, %x[%o for %c64] : i32 -> !stream.resource<external>{%c256}
  } => !stream.timepoint
)");
  ExecuteReusePlan result = plan(executeOp);
  EXPECT_FALSE(result.oneShotReason);
  ASSERT_EQ(result.slots.size(), 1u);
  EXPECT_FALSE(result.slots[0].narrowed);
}

TEST_F(ReusePlannerTest, NoSlots) {
  auto executeOp = parse(R"(
  %0 = stream.cmd.execute with(%arg0 as %x: !stream.resource<external>{%c256}) {
    stream.cmd.flush %x[%c0 for %c64] : !stream.resource<external>{%c256}
  } => !stream.timepoint
)");
  EXPECT_EQ(plan(executeOp).oneShotReason, OneShotReason::NoSlots);
}

TEST_F(ReusePlannerTest, PlansAreForgotten) {
  auto executeOp = parse(R"(
  %0 = stream.cmd.execute with(%arg0 as %x: !stream.resource<external>{%c256}) {
    stream.cmd.fill %c7_i32, %x[%c0 for %c64] : i32 -> !stream.resource<external>{%c256}
  } => !stream.timepoint
)");
  ReusePlans plans;
  SymbolTableCollection symbols;
  plans.planAll(*module, [&](Operation *from, StringAttr name) {
    return symbols.lookupNearestSymbolFrom(from, name);
  });
  ASSERT_TRUE(plans.lookup(executeOp));
  EXPECT_TRUE(plans.lookupAccesses(&executeOp.getBody().front().front()));
  plans.clear();
  EXPECT_FALSE(plans.lookup(executeOp));
}

} // namespace
