//===- WorkgroupCountTest.cpp - Workgroup counts from an entry point ------===//
#include "StreamToHAL/patterns/builders/WorkgroupCount.h"

#include "StreamToHAL/dialects/hal/HALDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <string>

using namespace mlir;
using namespace mlir::stream_to_hal;

namespace {

constexpr const char *kModule = R"mlir(
#layout = #hal.executable.layout<push_constants = 0, sets = [#hal.descriptor_set.layout<0, bindings = [#hal.descriptor_set.binding<0, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @vmvx, target = #hal.executable.target<"vmvx", "vmvx-bytecode-fb"> {
    hal.executable.entry_point public @with_ops ordinal(0) layout(#layout) {workgroup_size = [64 : index, 1 : index, 1 : index]} {
    ^bb0(%x: index, %y: index, %z: index):
      %c1 = arith.constant 1 : index
      %c63 = arith.constant 63 : index
      %c64 = arith.constant 64 : index
      %0 = arith.addi %x, %c63 : index
      %1 = arith.divui %0, %c64 : index
      hal.return %1, %c1, %c1 : index, index, index
    }
    hal.executable.entry_point public @returns_args ordinal(1) layout(#layout) {workgroup_size = [1 : index, 1 : index, 1 : index]} {
    ^bb0(%x: index, %y: index, %z: index):
      hal.return %z, %x, %y : index, index, index
    }
    hal.executable.entry_point public @no_region ordinal(2) layout(#layout)
  }
}
func.func @f(%w0: index, %w1: index, %w2: index, %w3: index, %i: i32) {
  return
}
)mlir";

class WorkgroupCountTest : public ::testing::Test {
protected:
  WorkgroupCountTest() {
    context.loadDialect<arith::ArithDialect, func::FuncDialect,
                        hal::HALDialect>();
    module = parseSourceString<ModuleOp>(kModule, &context, "input.mlir");
    func = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
        *module, StringAttr::get(&context, "f"));
    builder.setInsertionPoint(func.getBody().front().getTerminator());
  }

  hal::ExecutableEntryPointOp entryPoint(StringRef name) {
    auto ref = SymbolRefAttr::get(
        &context, "ex",
        {FlatSymbolRefAttr::get(&context, "vmvx"),
         FlatSymbolRefAttr::get(&context, name)});
    auto op = SymbolTable::lookupNearestSymbolFrom<hal::ExecutableEntryPointOp>(
        *module, ref);
    EXPECT_TRUE(op) << name.str();
    return op;
  }

  SmallVector<Value> workload(ArrayRef<unsigned> argNumbers) {
    SmallVector<Value> values;
    for (unsigned number : argNumbers)
      values.push_back(func.getArgument(number));
    return values;
  }

  static std::string print(Operation *op) {
    std::string text;
    llvm::raw_string_ostream os(text);
    // Some tests break the entry point on purpose; print the custom form
    // anyway instead of falling back to the generic one.
    op->print(os, OpPrintingFlags().assumeVerified());
    return os.str();
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  func::FuncOp func;
  OpBuilder builder{&context};
};

constexpr const char *kEmptyFunc =
    "func.func @f(%arg0: index, %arg1: index, %arg2: index, %arg3: index, "
    "%arg4: i32) {\n  return\n}";

// Case A, with a region (docs/design/hal-dialect.md#workgroup-count-region):
// the region's ops are cloned, in order, with the block arguments replaced by
// the workload; the returned values map the same way.
TEST_F(WorkgroupCountTest, RegionWithOps) {
  hal::ExecutableEntryPointOp entry = entryPoint("with_ops");
  std::string entryBefore = print(entry);
  SmallVector<Value> w = workload({0, 1, 2});
  EXPECT_EQ(getWorkgroupCountError(entry, w), std::nullopt);
  FailureOr<std::array<Value, 3>> counts =
      buildWorkgroupCount(builder, UnknownLoc::get(&context), entry, w);
  ASSERT_TRUE(succeeded(counts));
  EXPECT_EQ(print(func), "func.func @f(%arg0: index, %arg1: index, %arg2: "
                         "index, %arg3: index, %arg4: i32) {\n"
                         "  %c1 = arith.constant 1 : index\n"
                         "  %c63 = arith.constant 63 : index\n"
                         "  %c64 = arith.constant 64 : index\n"
                         "  %0 = arith.addi %arg0, %c63 : index\n"
                         "  %1 = arith.divui %0, %c64 : index\n"
                         "  return\n"
                         "}");
  // x is the divui, y and z the cloned %c1.
  Block &body = func.getBody().front();
  auto ops = llvm::to_vector(llvm::make_pointer_range(body.without_terminator()));
  ASSERT_EQ(ops.size(), 5u);
  EXPECT_EQ((*counts)[0], ops[4]->getResult(0));
  EXPECT_EQ((*counts)[1], ops[0]->getResult(0));
  EXPECT_EQ((*counts)[2], ops[0]->getResult(0));
  // The clones keep the locations of the region's ops, and the entry point is
  // untouched.
  Block &region = entry.getWorkgroupCountRegion().front();
  for (auto [clone, original] :
       llvm::zip_equal(ops, llvm::make_pointer_range(region.without_terminator())))
    EXPECT_EQ(clone->getLoc(), original->getLoc());
  EXPECT_TRUE(isa<FileLineColLoc>(ops[0]->getLoc()));
  EXPECT_EQ(print(entry), entryBefore);
  EXPECT_TRUE(succeeded(verify(*module)));
}

// A returned block argument yields the workload value itself: no op.
TEST_F(WorkgroupCountTest, RegionReturningItsArguments) {
  SmallVector<Value> w = workload({0, 1, 2});
  FailureOr<std::array<Value, 3>> counts = buildWorkgroupCount(
      builder, UnknownLoc::get(&context), entryPoint("returns_args"), w);
  ASSERT_TRUE(succeeded(counts));
  // `hal.return %z, %x, %y`.
  EXPECT_EQ((*counts)[0], w[2]);
  EXPECT_EQ((*counts)[1], w[0]);
  EXPECT_EQ((*counts)[2], w[1]);
  EXPECT_EQ(print(func), kEmptyFunc);
}

// Case B: the workload passes through, padded with one constant 1.
TEST_F(WorkgroupCountTest, NoRegionPassesTheWorkloadThrough) {
  hal::ExecutableEntryPointOp entry = entryPoint("no_region");
  Location loc = FileLineColLoc::get(&context, "dispatch.mlir", 3, 5);

  SmallVector<Value> three = workload({2, 0, 1});
  FailureOr<std::array<Value, 3>> counts =
      buildWorkgroupCount(builder, loc, entry, three);
  ASSERT_TRUE(succeeded(counts));
  EXPECT_EQ((*counts)[0], three[0]);
  EXPECT_EQ((*counts)[1], three[1]);
  EXPECT_EQ((*counts)[2], three[2]);
  EXPECT_EQ(print(func), kEmptyFunc);

  SmallVector<Value> two = workload({1, 2});
  counts = buildWorkgroupCount(builder, loc, entry, two);
  ASSERT_TRUE(succeeded(counts));
  EXPECT_EQ((*counts)[0], two[0]);
  EXPECT_EQ((*counts)[1], two[1]);
  auto one = (*counts)[2].getDefiningOp<arith::ConstantIndexOp>();
  ASSERT_TRUE(one);
  EXPECT_EQ(one.value(), 1);
  EXPECT_EQ(one->getLoc(), loc);

  SmallVector<Value> single = workload({3});
  counts = buildWorkgroupCount(builder, loc, entry, single);
  ASSERT_TRUE(succeeded(counts));
  EXPECT_EQ((*counts)[0], single[0]);
  EXPECT_EQ((*counts)[1], (*counts)[2]);
  auto sharedOne = (*counts)[1].getDefiningOp<arith::ConstantIndexOp>();
  ASSERT_TRUE(sharedOne);
  EXPECT_EQ(sharedOne.value(), 1);

  // One constant per call that pads, none for three values.
  EXPECT_EQ(print(func), "func.func @f(%arg0: index, %arg1: index, %arg2: "
                         "index, %arg3: index, %arg4: i32) {\n"
                         "  %c1 = arith.constant 1 : index\n"
                         "  %c1_0 = arith.constant 1 : index\n"
                         "  return\n"
                         "}");
  EXPECT_TRUE(succeeded(verify(*module)));
}

TEST_F(WorkgroupCountTest, NoRegionAndNoWorkload) {
  FailureOr<std::array<Value, 3>> counts = buildWorkgroupCount(
      builder, UnknownLoc::get(&context), entryPoint("no_region"), {});
  ASSERT_TRUE(succeeded(counts));
  auto one = (*counts)[0].getDefiningOp<arith::ConstantIndexOp>();
  ASSERT_TRUE(one);
  EXPECT_EQ(one.value(), 1);
  EXPECT_EQ((*counts)[1], (*counts)[0]);
  EXPECT_EQ((*counts)[2], (*counts)[0]);
}

// docs/design/failures.md A12 and F5, plus non-index workloads: the message,
// and nothing is built.
TEST_F(WorkgroupCountTest, ErrorsAreReportedAndNothingIsBuilt) {
  struct Case {
    const char *entry;
    SmallVector<unsigned> args;
    const char *message;
  };
  const Case cases[] = {
      {"with_ops", {0, 1},
       "entry point @with_ops expects 3 workload values, dispatch provides 2"},
      {"with_ops", {0, 1, 2, 3},
       "entry point @with_ops expects 3 workload values, dispatch provides 4"},
      {"returns_args", {},
       "entry point @returns_args expects 3 workload values, dispatch "
       "provides 0"},
      {"returns_args", {0},
       "entry point @returns_args expects 3 workload values, dispatch "
       "provides 1"},
      {"no_region", {0, 1, 2, 3},
       "cannot derive a workgroup count from 4 workload values"},
      {"no_region", {0, 4}, "workload value #1 has type i32; expected index"},
      {"with_ops", {0, 4, 1},
       "workload value #1 has type i32; expected index"},
  };
  for (const Case &c : cases) {
    hal::ExecutableEntryPointOp entry = entryPoint(c.entry);
    SmallVector<Value> w = workload(c.args);
    std::optional<std::string> error = getWorkgroupCountError(entry, w);
    ASSERT_TRUE(error.has_value()) << c.message;
    EXPECT_EQ(*error, c.message);
    EXPECT_TRUE(failed(
        buildWorkgroupCount(builder, UnknownLoc::get(&context), entry, w)))
        << c.message;
  }
  EXPECT_EQ(print(func), kEmptyFunc);
}

// The verifier rules this out, but a region of the wrong shape is reported
// rather than trusted.
TEST_F(WorkgroupCountTest, MalformedRegionIsReported) {
  hal::ExecutableEntryPointOp entry = entryPoint("returns_args");
  Block &block = entry.getWorkgroupCountRegion().front();
  block.addArgument(builder.getIndexType(), UnknownLoc::get(&context));
  SmallVector<Value> w = workload({0, 1, 2});
  EXPECT_EQ(getWorkgroupCountError(entry, w),
            "entry point @returns_args has a malformed workgroup count region");
  EXPECT_TRUE(failed(
      buildWorkgroupCount(builder, UnknownLoc::get(&context), entry, w)));
  block.eraseArgument(3);
  block.getTerminator()->erase();
  EXPECT_EQ(getWorkgroupCountError(entry, w),
            "entry point @returns_args has a malformed workgroup count region");
  EXPECT_EQ(print(func), kEmptyFunc);
}

} // namespace
