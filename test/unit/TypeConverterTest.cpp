//===- TypeConverterTest.cpp - The convert-stream-to-hal type mapping -----===//
#include "StreamToHAL/patterns/families/Patterns.h"

#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/stream/StreamDialect.h"
#include "StreamToHAL/dialects/util/UtilDialect.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace mlir;

namespace {

class TypeConverterTest : public ::testing::Test {
protected:
  TypeConverterTest() : converter(&context) {
    context.loadDialect<hal::HALDialect, stream::StreamDialect,
                        util::UtilDialect>();
  }

  Type parse(StringRef text) {
    Type type = parseType(text, &context);
    EXPECT_TRUE(type) << text.str();
    return type;
  }

  /// The converted type of `from`, printed.
  std::string convert(StringRef from) {
    Type converted = converter.convertType(parse(from));
    if (!converted)
      return "<failed>";
    std::string text;
    llvm::raw_string_ostream os(text);
    os << converted;
    return text;
  }

  MLIRContext context;
  stream_to_hal::StreamToHALTypeConverter converter;
};

// docs/design/types-and-legality.md#type-mapping: every lifetime is dropped.
TEST_F(TypeConverterTest, ResourcesBecomeBuffers) {
  for (StringRef lifetime :
       {"*", "external", "staging", "transient", "variable", "constant"})
    EXPECT_EQ(convert(("!stream.resource<" + lifetime + ">").str()),
              "!hal.buffer")
        << lifetime.str();
}

TEST_F(TypeConverterTest, TimepointsBecomeIndex) {
  EXPECT_EQ(convert("!stream.timepoint"), "index");
}

TEST_F(TypeConverterTest, NumericTensorsBecomeBufferViews) {
  for (StringRef tensor :
       {"tensor<4xf32>", "tensor<?x2xi8>", "tensor<*xf16>", "tensor<i1>",
        "tensor<3xsi32>", "tensor<3xui8>", "tensor<2xbf16>", "tensor<2xf64>"})
    EXPECT_EQ(convert(tensor), "!hal.buffer_view") << tensor.str();
}

TEST_F(TypeConverterTest, OtherTypesAreUnchanged) {
  for (StringRef type :
       {"tensor<4xindex>", "tensor<2xcomplex<f32>>", "tensor<*x!hal.buffer>",
        "tuple<!stream.resource<external>>",
        "(!stream.timepoint) -> !stream.resource<*>", "memref<4xf32>",
        "vector<4xf32>", "index", "i32", "f32", "!hal.buffer",
        "!hal.buffer_view", "!util.byte_buffer", "!util.mutable_byte_buffer",
        "!util.variant", "!util.list<?>", "!util.list<i32>",
        "!util.ptr<index>"})
    EXPECT_EQ(convert(type), type.str()) << type.str();
}

TEST_F(TypeConverterTest, ListAndPointerContentsConvert) {
  EXPECT_EQ(convert("!util.list<!stream.resource<external>>"),
            "!util.list<!hal.buffer>");
  EXPECT_EQ(convert("!util.list<!util.list<!stream.timepoint>>"),
            "!util.list<!util.list<index>>");
  EXPECT_EQ(convert("!util.list<tensor<4xf32>>"),
            "!util.list<!hal.buffer_view>");
  EXPECT_EQ(convert("!util.ptr<!stream.resource<variable>>"),
            "!util.ptr<!hal.buffer>");
  EXPECT_EQ(convert("!util.ptr<!util.list<!stream.timepoint>>"),
            "!util.ptr<!util.list<index>>");
}

// A type is legal iff it converts to itself.
TEST_F(TypeConverterTest, Legality) {
  EXPECT_FALSE(converter.isLegal(parse("!stream.resource<constant>")));
  EXPECT_FALSE(converter.isLegal(parse("!stream.timepoint")));
  EXPECT_FALSE(converter.isLegal(parse("tensor<4xf32>")));
  EXPECT_FALSE(converter.isLegal(parse("!util.list<!stream.timepoint>")));
  EXPECT_FALSE(converter.isLegal(parse("!util.ptr<tensor<4xi8>>")));
  EXPECT_TRUE(converter.isLegal(parse("tensor<4xindex>")));
  EXPECT_TRUE(converter.isLegal(parse("tuple<!stream.timepoint>")));
  EXPECT_TRUE(converter.isLegal(parse("!util.list<?>")));
  EXPECT_TRUE(converter.isLegal(parse("!hal.buffer")));
}

// docs/design/types-and-legality.md#materializations: a buffer view yields its
// buffer; a buffer that came from a buffer view yields the view back; anything
// else cannot become a buffer (E4 diagnostic) or a buffer view (no diagnostic).
TEST_F(TypeConverterTest, TargetMaterializations) {
  std::vector<std::string> diagnostics;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diagnostic) {
    diagnostics.push_back(diagnostic.str());
    return success();
  });
  OpBuilder builder(&context);
  Location loc = builder.getUnknownLoc();
  OwningOpRef<ModuleOp> module = ModuleOp::create(loc);
  Block *block = module->getBody();
  Value view = block->addArgument(parse("!hal.buffer_view"), loc);
  Value integer = block->addArgument(parse("i32"), loc);
  builder.setInsertionPointToEnd(block);
  Type bufferType = parse("!hal.buffer");
  Type viewType = parse("!hal.buffer_view");

  Value buffer =
      converter.materializeTargetConversion(builder, loc, bufferType, view);
  ASSERT_TRUE(buffer);
  auto bufferOp = buffer.getDefiningOp<hal::BufferViewBufferOp>();
  ASSERT_TRUE(bufferOp);
  EXPECT_EQ(bufferOp.getBufferView(), view);
  EXPECT_EQ(buffer.getType(), bufferType);

  EXPECT_EQ(
      converter.materializeTargetConversion(builder, loc, viewType, buffer),
      view);
  EXPECT_TRUE(diagnostics.empty());

  EXPECT_FALSE(
      converter.materializeTargetConversion(builder, loc, viewType, integer));
  EXPECT_TRUE(diagnostics.empty());

  EXPECT_FALSE(
      converter.materializeTargetConversion(builder, loc, bufferType, integer));
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_EQ(diagnostics.front(),
            "unsupported HAL target materialization: 'i32'");
  // Nothing but the one hal.buffer_view.buffer was created.
  EXPECT_EQ(block->getOperations().size(), 1u);
}

} // namespace
