//===- DeviceSwitchBuilderTest.cpp - Building hal.device.switch -----------===//
#include "StreamToHAL/patterns/builders/DeviceSwitchBuilder.h"

#include "StreamToHAL/dialects/Compat.h"
#include "StreamToHAL/dialects/hal/HALDialect.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <string>

using namespace mlir;
using namespace mlir::stream_to_hal;

namespace {

class DeviceSwitchBuilderTest : public ::testing::Test {
protected:
  DeviceSwitchBuilderTest() {
    context.loadDialect<arith::ArithDialect, func::FuncDialect,
                        hal::HALDialect>();
    module = parseSourceString<ModuleOp>(R"mlir(
      func.func @f(%device: !hal.device, %other: i32) {
        return
      }
    )mlir",
                                         &context);
    func = cast<func::FuncOp>(module->getBody()->front());
    device = func.getArgument(0);
    notDevice = func.getArgument(1);
    builder.setInsertionPoint(func.getBody().front().getTerminator());
  }

  Attribute attr(StringRef spelling) {
    Attribute attribute = parseAttribute(spelling, &context);
    EXPECT_TRUE(attribute) << spelling.str();
    return attribute;
  }

  std::string print() {
    std::string text;
    llvm::raw_string_ostream os(text);
    module->print(os);
    return os.str();
  }

  Value constant(OpBuilder &b, Type type, int64_t value) {
    return compat::createOp<arith::ConstantOp>(
        b, UnknownLoc::get(&context), b.getIntegerAttr(type, value));
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  func::FuncOp func;
  Value device, notDevice;
  OpBuilder builder{&context};
};

constexpr const char *kUnchanged = R"mlir(module {
  func.func @f(%arg0: !hal.device, %arg1: i32) {
    return
  }
}
)mlir";

// hal.device.switch needs at least one case: nothing is built for none.
TEST_F(DeviceSwitchBuilderTest, ZeroCasesAreRefusedWithoutChangingIR) {
  ASSERT_EQ(print(), kUnchanged);
  Block *insertionBlock = builder.getInsertionBlock();
  Block::iterator insertionPoint = builder.getInsertionPoint();
  EXPECT_TRUE(failed(DeviceSwitchBuilder::create(
      builder, UnknownLoc::get(&context), {}, device, {})));
  EXPECT_EQ(print(), kUnchanged);
  EXPECT_EQ(builder.getInsertionBlock(), insertionBlock);
  EXPECT_EQ(builder.getInsertionPoint(), insertionPoint);
}

TEST_F(DeviceSwitchBuilderTest, BadDeviceOrConditionsAreRefused) {
  Attribute always = attr("#hal.match.always");
  Location loc = UnknownLoc::get(&context);
  // Not a !hal.device.
  EXPECT_TRUE(
      failed(DeviceSwitchBuilder::create(builder, loc, {}, notDevice, always)));
  EXPECT_TRUE(
      failed(DeviceSwitchBuilder::create(builder, loc, {}, Value(), always)));
  // A null condition among valid ones.
  EXPECT_TRUE(failed(DeviceSwitchBuilder::create(
      builder, loc, {}, device, {always, Attribute()})));
  EXPECT_EQ(print(), kUnchanged);
}

// The conversion's shape (docs/design/dispatch.md#emitted-switch): no results,
// one case per variant, each block ending in a bare hal.return.
TEST_F(DeviceSwitchBuilderTest, SeveralCasesWithoutResults) {
  Attribute conditions[] = {
      attr(R"(#hal.device.match.executable.format<"embedded-elf-x86_64">)"),
      attr(R"(#hal.device.match.executable.format<"vmvx-bytecode-fb">)"),
      attr("#hal.match.always"),
  };
  FailureOr<DeviceSwitchBuilder> switchBuilder = DeviceSwitchBuilder::create(
      builder, UnknownLoc::get(&context), {}, device, conditions);
  ASSERT_TRUE(succeeded(switchBuilder));
  ASSERT_EQ(switchBuilder->getNumCases(), 3u);
  for (unsigned i = 0; i < 3; ++i) {
    EXPECT_EQ(switchBuilder->getCondition(i), conditions[i]);
    Block *block = switchBuilder->getCaseBlock(i);
    ASSERT_NE(block, nullptr);
    EXPECT_TRUE(block->empty());
    EXPECT_EQ(block->getNumArguments(), 0u);
  }
  EXPECT_FALSE(switchBuilder->isComplete());
  for (unsigned i = 0; i < 3; ++i)
    EXPECT_TRUE(succeeded(switchBuilder->terminateCase(i, {})));
  EXPECT_TRUE(switchBuilder->isComplete());
  EXPECT_TRUE(succeeded(verify(*module)));
  EXPECT_EQ(print(), R"mlir(module {
  func.func @f(%arg0: !hal.device, %arg1: i32) {
    hal.device.switch<%arg0 : !hal.device>
    #hal.device.match.executable.format<"embedded-elf-x86_64"> {
      hal.return
    },
    #hal.device.match.executable.format<"vmvx-bytecode-fb"> {
      hal.return
    },
    #hal.match.always {
      hal.return
    }
    return
  }
}
)mlir");
}

// A builder without an insertion point builds the switch detached, complete
// with its cases; the IR is unchanged until the caller inserts it.
TEST_F(DeviceSwitchBuilderTest, DetachedSwitchIsInsertedWhole) {
  OpBuilder detached(&context);
  Attribute conditions[] = {attr("#hal.match.always")};
  FailureOr<DeviceSwitchBuilder> switchBuilder = DeviceSwitchBuilder::create(
      detached, UnknownLoc::get(&context), {}, device, conditions);
  ASSERT_TRUE(succeeded(switchBuilder));
  EXPECT_EQ(detached.getInsertionBlock(), nullptr);
  EXPECT_EQ(switchBuilder->getOp()->getBlock(), nullptr);
  EXPECT_TRUE(succeeded(switchBuilder->buildCase(
      0, [&](OpBuilder &b) -> FailureOr<SmallVector<Value>> {
        constant(b, b.getI32Type(), 7);
        return SmallVector<Value>{};
      })));
  EXPECT_TRUE(switchBuilder->isComplete());
  EXPECT_EQ(print(), kUnchanged);
  builder.insert(switchBuilder->getOp());
  EXPECT_TRUE(succeeded(verify(*module)));
  EXPECT_EQ(print(), R"mlir(module {
  func.func @f(%arg0: !hal.device, %arg1: i32) {
    hal.device.switch<%arg0 : !hal.device>
    #hal.match.always {
      %c7_i32 = arith.constant 7 : i32
      hal.return
    }
    return
  }
}
)mlir");
}

// A switch with results (docs/design/hal-dialect.md#hal-device-switch), built
// through buildCase.
TEST_F(DeviceSwitchBuilderTest, CasesWithResults) {
  Type index = builder.getIndexType();
  Type i32 = builder.getI32Type();
  FailureOr<DeviceSwitchBuilder> switchBuilder = DeviceSwitchBuilder::create(
      builder, UnknownLoc::get(&context), {index, i32}, device,
      {attr(R"(#hal.device.match.executable.format<"vmvx-bytecode-fb">)"),
       attr("#hal.match.always")});
  ASSERT_TRUE(succeeded(switchBuilder));
  for (unsigned i = 0; i < 2; ++i) {
    EXPECT_TRUE(succeeded(switchBuilder->buildCase(
        i, [&](OpBuilder &b) -> FailureOr<SmallVector<Value>> {
          return SmallVector<Value>{constant(b, index, 4 - 3 * i),
                                    constant(b, i32, 7 + i)};
        })));
  }
  EXPECT_TRUE(switchBuilder->isComplete());
  EXPECT_TRUE(succeeded(verify(*module)));
  EXPECT_EQ(print(), R"mlir(module {
  func.func @f(%arg0: !hal.device, %arg1: i32) {
    %0:2 = hal.device.switch<%arg0 : !hal.device> -> (index, i32)
    #hal.device.match.executable.format<"vmvx-bytecode-fb"> {
      %c4 = arith.constant 4 : index
      %c7_i32 = arith.constant 7 : i32
      hal.return %c4, %c7_i32 : index, i32
    },
    #hal.match.always {
      %c1 = arith.constant 1 : index
      %c8_i32 = arith.constant 8 : i32
      hal.return %c1, %c8_i32 : index, i32
    }
    return
  }
}
)mlir");
}

// After create() the builder is just after the switch, and cases can be
// filled in any order through the caller's own insertion points.
TEST_F(DeviceSwitchBuilderTest, InsertionPointsAndCaseOrder) {
  Type index = builder.getIndexType();
  FailureOr<DeviceSwitchBuilder> switchBuilder = DeviceSwitchBuilder::create(
      builder, UnknownLoc::get(&context), {index}, device,
      {attr(R"(#hal.device.match.executable.format<"a">)"),
       attr(R"(#hal.device.match.executable.format<"b">)")});
  ASSERT_TRUE(succeeded(switchBuilder));
  EXPECT_EQ(builder.getInsertionPoint(),
            std::next(Block::iterator(switchBuilder->getOp())));
  // Ops after the switch still land after it.
  Value after = constant(builder, index, 9);
  // Fill case 1 before case 0.
  {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToEnd(switchBuilder->getCaseBlock(1));
    EXPECT_TRUE(
        succeeded(switchBuilder->terminateCase(1, constant(builder, index, 1))));
  }
  EXPECT_FALSE(switchBuilder->isComplete());
  {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToEnd(switchBuilder->getCaseBlock(0));
    // Values from outside the switch are used directly.
    EXPECT_TRUE(succeeded(switchBuilder->terminateCase(0, after)));
  }
  // terminateCase kept the caller's insertion point.
  EXPECT_EQ(builder.getInsertionBlock(), &func.getBody().front());
  EXPECT_TRUE(switchBuilder->isComplete());
  // The switch uses %c9, defined after it: the IR is not valid, but it shows
  // exactly where everything went; swapping them fixes it.
  after.getDefiningOp()->moveBefore(switchBuilder->getOp());
  EXPECT_TRUE(succeeded(verify(*module)));
  EXPECT_EQ(print(), R"mlir(module {
  func.func @f(%arg0: !hal.device, %arg1: i32) {
    %c9 = arith.constant 9 : index
    %0 = hal.device.switch<%arg0 : !hal.device> -> index
    #hal.device.match.executable.format<"a"> {
      hal.return %c9 : index
    },
    #hal.device.match.executable.format<"b"> {
      %c1 = arith.constant 1 : index
      hal.return %c1 : index
    }
    return
  }
}
)mlir");
}

// Misuse by the caller is reported, never asserted, and creates nothing.
TEST_F(DeviceSwitchBuilderTest, BadTerminationsAreRefused) {
  Type index = builder.getIndexType();
  Value indexValue = constant(builder, index, 3);
  FailureOr<DeviceSwitchBuilder> switchBuilder = DeviceSwitchBuilder::create(
      builder, UnknownLoc::get(&context), {index}, device,
      {attr("#hal.match.always")});
  ASSERT_TRUE(succeeded(switchBuilder));
  Block *block = switchBuilder->getCaseBlock(0);
  EXPECT_EQ(switchBuilder->getCaseBlock(1), nullptr);
  EXPECT_EQ(switchBuilder->getCondition(1), Attribute());
  Value i32Value = notDevice;
  // No such case.
  EXPECT_TRUE(failed(switchBuilder->terminateCase(1, indexValue)));
  // Wrong number of results, wrong type.
  EXPECT_TRUE(failed(switchBuilder->terminateCase(0, {})));
  EXPECT_TRUE(failed(switchBuilder->terminateCase(0, {indexValue, indexValue})));
  EXPECT_TRUE(failed(switchBuilder->terminateCase(0, i32Value)));
  // A failing body leaves the case open.
  EXPECT_TRUE(failed(switchBuilder->buildCase(
      0, [](OpBuilder &) -> FailureOr<SmallVector<Value>> { return failure(); })));
  EXPECT_TRUE(failed(switchBuilder->buildCase(
      1, [](OpBuilder &) -> FailureOr<SmallVector<Value>> {
        ADD_FAILURE() << "no body for a missing case";
        return SmallVector<Value>{};
      })));
  EXPECT_TRUE(block->empty());
  EXPECT_TRUE(succeeded(switchBuilder->terminateCase(0, indexValue)));
  // A second terminator is refused.
  EXPECT_TRUE(failed(switchBuilder->terminateCase(0, indexValue)));
  EXPECT_EQ(block->getOperations().size(), 1u);
  EXPECT_TRUE(succeeded(verify(switchBuilder->getOp())));
}

} // namespace
