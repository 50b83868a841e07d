//===- StreamDialectTest.cpp - The stream dialect's constant materializer -===//
//
// docs/design/stream-dialect.md#dialect: #stream.timepoint<immediate> becomes
// stream.timepoint.immediate; what arith.constant accepts becomes
// arith.constant; a flat symbol reference of function type becomes
// func.constant; anything else is not materialized. (The stream folders only
// ever produce the timepoint attribute, so the other branches are not reachable
// from the lit tests.)
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/dialects/stream/StreamDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"

#include <gtest/gtest.h>

using namespace mlir;

namespace {

class StreamMaterializer : public ::testing::Test {
protected:
  StreamMaterializer() {
    context.loadDialect<stream::StreamDialect>();
    dialect = context.getLoadedDialect<stream::StreamDialect>();
    module = ModuleOp::create(UnknownLoc::get(&context));
    builder.setInsertionPointToEnd(module->getBody());
  }

  Operation *materialize(Attribute value, Type type) {
    return dialect->materializeConstant(builder, value, type, builder.getUnknownLoc());
  }

  MLIRContext context;
  stream::StreamDialect *dialect = nullptr;
  OwningOpRef<ModuleOp> module;
  OpBuilder builder{&context};
};

TEST_F(StreamMaterializer, LoadsTheDialectsItBuilds) {
  EXPECT_NE(context.getLoadedDialect<arith::ArithDialect>(), nullptr);
  EXPECT_NE(context.getLoadedDialect<func::FuncDialect>(), nullptr);
}

TEST_F(StreamMaterializer, ImmediateTimepoint) {
  Type timepoint = stream::TimepointType::get(&context);
  auto attr = stream::TimepointAttr::get(&context);
  EXPECT_EQ(attr.getType(), timepoint);
  Operation *op = materialize(attr, timepoint);
  ASSERT_NE(op, nullptr);
  EXPECT_TRUE(isa<stream::TimepointImmediateOp>(op));
  EXPECT_EQ(op->getResult(0).getType(), timepoint);
}

TEST_F(StreamMaterializer, ArithConstant) {
  Type i32 = builder.getI32Type();
  Operation *op = materialize(builder.getI32IntegerAttr(7), i32);
  ASSERT_NE(op, nullptr);
  auto constant = dyn_cast<arith::ConstantOp>(op);
  ASSERT_TRUE(constant);
  EXPECT_EQ(constant.getValue(), builder.getI32IntegerAttr(7));
  EXPECT_EQ(constant.getType(), i32);

  Operation *index = materialize(builder.getIndexAttr(0), builder.getIndexType());
  ASSERT_NE(index, nullptr);
  EXPECT_TRUE(isa<arith::ConstantOp>(index));
}

TEST_F(StreamMaterializer, FuncConstant) {
  Type fnType = builder.getFunctionType({}, {});
  Operation *op = materialize(SymbolRefAttr::get(&context, "callee"), fnType);
  ASSERT_NE(op, nullptr);
  auto constant = dyn_cast<func::ConstantOp>(op);
  ASSERT_TRUE(constant);
  EXPECT_EQ(constant.getValue(), "callee");
}

TEST_F(StreamMaterializer, RejectsOthers) {
  // A timepoint attribute for another type, a mistyped integer, a string.
  EXPECT_EQ(materialize(stream::TimepointAttr::get(&context), builder.getIndexType()), nullptr);
  EXPECT_EQ(materialize(builder.getI32IntegerAttr(1), stream::TimepointType::get(&context)),
            nullptr);
  EXPECT_EQ(materialize(builder.getStringAttr("x"), builder.getI32Type()), nullptr);
  EXPECT_TRUE(module->getBody()->empty());
}

} // namespace
