//===- TypeConverterTest.cpp - The convert-stream-to-hal type mapping -----===//
#include "patterns/Patterns.h"

#include "dialects/hal/HALDialect.h"
#include "dialects/stream/StreamDialect.h"
#include "dialects/util/UtilDialect.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/BuiltinTypes.h"
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

// conversion.md §4.1: every lifetime is dropped.
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

} // namespace
