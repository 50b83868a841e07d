//===- HALElementTypesTest.cpp - Element-type and encoding codes ----------===//
#include "StreamToHAL/dialects/hal/ElementTypes.h"
#include "StreamToHAL/dialects/hal/HALDialect.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace mlir;

namespace {

class HALElementTypes : public ::testing::Test {
protected:
  HALElementTypes() { context.loadDialect<hal::HALDialect>(); }

  Type parse(StringRef spelling) {
    Type type = parseType(spelling, &context);
    EXPECT_TRUE(type) << "cannot parse " << spelling.str();
    return type;
  }

  MLIRContext context;
};

// The codes of docs/design/tensors.md#element-type-codes: IREE's reference
// table (every row), plus the rows the rule implies for widths and formats the
// table does not list.
TEST_F(HALElementTypes, CodesOfSupportedTypes) {
  struct Case {
    const char *type;
    int32_t code;
  };
  const Case cases[] = {
      // IREE's reference values, hex and decimal both checked below.
      {"i1", 0x10000001},    {"i8", 0x10000008},    {"i16", 0x10000010},
      {"i32", 0x10000020},   {"i64", 0x10000040},   {"si8", 0x11000008},
      {"si32", 0x11000020},  {"si64", 0x11000040},  {"ui8", 0x12000008},
      {"ui32", 0x12000020},  {"ui64", 0x12000040},  {"f16", 0x21000010},
      {"f32", 0x21000020},   {"f64", 0x21000040},   {"bf16", 0x22000010},
      // Covered by the rule, absent from the table.
      {"f128", 0x21000080},  {"i4", 0x10000004},    {"si16", 0x11000010},
      {"ui1", 0x12000001},   {"ui16", 0x12000010},  {"i128", 0x10000080},
      {"si3", 0x11000003},   {"i0", 0x10000000},
  };
  for (const Case &c : cases) {
    Type type = parse(c.type);
    std::optional<int32_t> code = hal::getElementTypeValue(type);
    ASSERT_TRUE(code.has_value()) << c.type;
    EXPECT_EQ(*code, c.code) << c.type;
  }
}

// The decimal spellings the conversion prints (`arith.constant N : i32`).
TEST_F(HALElementTypes, DecimalValuesOfTheSpecTable) {
  const std::pair<const char *, int32_t> cases[] = {
      {"i1", 268435457},   {"i8", 268435464},   {"i16", 268435472},
      {"i32", 268435488},  {"i64", 268435520},  {"si8", 285212680},
      {"si32", 285212704}, {"si64", 285212736}, {"ui8", 301989896},
      {"ui32", 301989920}, {"ui64", 301989952}, {"f16", 553648144},
      {"f32", 553648160},  {"f64", 553648192},  {"bf16", 570425360},
  };
  for (const auto &[spelling, code] : cases)
    EXPECT_EQ(hal::getElementTypeValue(parse(spelling)), code) << spelling;
}

// The widest integer MLIR allows still leaves the numerical-type byte intact.
TEST_F(HALElementTypes, WidestIntegers) {
  constexpr unsigned maxWidth = IntegerType::kMaxWidth;
  static_assert(maxWidth == 0xFFFFFF, "the code reserves 24 bits for widths");
  EXPECT_EQ(hal::getElementTypeValue(IntegerType::get(&context, maxWidth)),
            0x10FFFFFF);
  EXPECT_EQ(hal::getElementTypeValue(
                IntegerType::get(&context, maxWidth, IntegerType::Unsigned)),
            0x12FFFFFF);
}

// Everything else has no code, and asking never asserts.
TEST_F(HALElementTypes, TypesWithoutCode) {
  const char *const spellings[] = {
      "index",
      "f80",
      "tf32",
      "f8E5M2",
      "f8E4M3FN",
      "complex<f32>",
      "complex<i8>",
      "vector<4xf32>",
      "vector<4xi32>",
      "tensor<4xf32>",
      "memref<4xi8>",
      "tuple<i32>",
      "none",
      "!hal.buffer",
      "!hal.buffer_view",
      "!unregistered.type",
      "() -> i32",
  };
  context.allowUnregisteredDialects();
  for (const char *spelling : spellings)
    EXPECT_EQ(hal::getElementTypeValue(parse(spelling)), std::nullopt)
        << spelling;
  EXPECT_EQ(hal::getElementTypeValue(Type()), std::nullopt);
}

// docs/design/tensors.md#element-type-codes: only the null encoding has a code,
// 1 (dense row-major).
TEST_F(HALElementTypes, EncodingCodes) {
  EXPECT_EQ(hal::getEncodingTypeValue(Attribute()), 1);
  EXPECT_EQ(hal::kDenseRowMajorEncodingValue, 1);
  Builder builder(&context);
  const Attribute encodings[] = {
      builder.getStringAttr("dense"),
      builder.getUnitAttr(),
      builder.getI32IntegerAttr(1),
      builder.getDictionaryAttr({}),
      builder.getArrayAttr({}),
  };
  for (Attribute encoding : encodings)
    EXPECT_EQ(hal::getEncodingTypeValue(encoding), std::nullopt);
  // The encoding of a tensor type, as the conversion reads it.
  auto plain = cast<RankedTensorType>(parse("tensor<4xf32>"));
  EXPECT_EQ(hal::getEncodingTypeValue(plain.getEncoding()), 1);
  auto encoded = cast<RankedTensorType>(parse("tensor<4xf32, \"enc\">"));
  EXPECT_EQ(hal::getEncodingTypeValue(encoded.getEncoding()), std::nullopt);
}

} // namespace
