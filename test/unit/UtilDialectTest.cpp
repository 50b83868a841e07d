//===- UtilDialectTest.cpp - C++ API of the util dialect ------------------===//
#include "StreamToHAL/dialects/util/UtilDialect.h"
#include "StreamToHAL/dialects/Compat.h"
#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/stream/StreamDialect.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"

#include <gtest/gtest.h>

using namespace mlir;

namespace {

class UtilDialectTest : public ::testing::Test {
protected:
  UtilDialectTest() {
    context.loadDialect<hal::HALDialect, stream::StreamDialect,
                        util::UtilDialect>();
  }

  Type parse(StringRef text) {
    Type type = parseType(text, &context);
    EXPECT_TRUE(type) << text.str();
    return type;
  }

  MLIRContext context;
};

// docs/design/util-dialect.md#list-cast-rule: the implicit-cast rule of the
// list ops.
TEST_F(UtilDialectTest, ListImplicitCasts) {
  Type i32 = parse("i32");
  Type variant = parse("!util.variant");
  EXPECT_TRUE(util::ListType::canImplicitlyCast(i32, i32));
  EXPECT_TRUE(util::ListType::canImplicitlyCast(i32, variant));
  EXPECT_TRUE(util::ListType::canImplicitlyCast(variant, parse("!hal.buffer")));
  EXPECT_TRUE(util::ListType::canImplicitlyCast(parse("tensor<4xf32>"),
                                                parse("tensor<?x2xi8>")));
  EXPECT_FALSE(util::ListType::canImplicitlyCast(i32, parse("i64")));
  EXPECT_FALSE(util::ListType::canImplicitlyCast(parse("tensor<4xf32>"),
                                                 parse("memref<4xf32>")));
  EXPECT_EQ(util::ListType::get(variant), parse("!util.list<?>"));
}

// docs/design/util-dialect.md#global-type-compatibility.
TEST_F(UtilDialectTest, GlobalTypeCompatibility) {
  EXPECT_TRUE(util::isGlobalTypeCompatible(parse("tensor<4xf32>"),
                                           parse("tensor<?xi32>")));
  EXPECT_TRUE(util::isGlobalTypeCompatible(parse("tensor<*xf32>"),
                                           parse("tensor<2x3xf32>")));
  EXPECT_FALSE(util::isGlobalTypeCompatible(parse("tensor<4xf32>"),
                                            parse("tensor<5xf32>")));
  EXPECT_FALSE(util::isGlobalTypeCompatible(parse("tensor<4xf32>"),
                                            parse("tensor<4x1xf32>")));
  EXPECT_TRUE(util::isGlobalTypeCompatible(parse("!stream.timepoint"),
                                           parse("!stream.timepoint")));
  EXPECT_FALSE(util::isGlobalTypeCompatible(parse("!stream.resource<constant>"),
                                            parse("!stream.resource<*>")));
  EXPECT_FALSE(util::isGlobalTypeCompatible(parse("index"), parse("i64")));
}

// The builder the conversion uses after waiting on an imported semaphore.
TEST_F(UtilDialectTest, StatusCheckOkBuilder) {
  OpBuilder builder(&context);
  Location loc = builder.getUnknownLoc();
  OwningOpRef<ModuleOp> module = ModuleOp::create(loc);
  builder.setInsertionPointToEnd(module->getBody());
  Value status = compat::createOp<arith::ConstantOp>(
      builder, loc, builder.getI32IntegerAttr(0));
  auto check = compat::createOp<util::StatusCheckOkOp>(
      builder, loc, status, "failed to wait on imported semaphore");
  ASSERT_TRUE(succeeded(verify(*module)));
  ASSERT_TRUE(check.getMessage().has_value());
  EXPECT_EQ(*check.getMessage(), "failed to wait on imported semaphore");
  EXPECT_EQ(check.getStatus(), status);
}

} // namespace
