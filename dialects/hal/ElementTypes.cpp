//===- ElementTypes.cpp - HAL element-type and encoding codes -------------===//
#include "StreamToHAL/dialects/hal/ElementTypes.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/APFloat.h"

namespace mlir::hal {

namespace {
/// The numerical-type byte of an element-type code (bits 24..31);
/// docs/design/hal-dialect.md#element-type-codes names also "unknown" (0x00)
/// and "generic float" (0x20), which no type maps to.
enum class NumericalType : uint32_t {
  Integer = 0x10,
  IntegerSigned = 0x11,
  IntegerUnsigned = 0x12,
  FloatIEEE = 0x21,
  FloatBrain = 0x22,
};
} // namespace

static int32_t makeElementTypeValue(NumericalType numericalType,
                                    unsigned bitWidth) {
  // IntegerType caps widths at 2^24 - 1, so the width never reaches the
  // numerical-type byte.
  return static_cast<int32_t>((static_cast<uint32_t>(numericalType) << 24) |
                              bitWidth);
}

std::optional<int32_t> getElementTypeValue(Type type) {
  if (!type)
    return std::nullopt;
  if (auto integerType = dyn_cast<IntegerType>(type)) {
    NumericalType numericalType = NumericalType::Integer;
    if (integerType.isSigned())
      numericalType = NumericalType::IntegerSigned;
    else if (integerType.isUnsigned())
      numericalType = NumericalType::IntegerUnsigned;
    return makeElementTypeValue(numericalType, integerType.getWidth());
  }
  if (auto floatType = dyn_cast<FloatType>(type)) {
    const llvm::fltSemantics &semantics = floatType.getFloatSemantics();
    if (&semantics == &llvm::APFloat::IEEEhalf() ||
        &semantics == &llvm::APFloat::IEEEsingle() ||
        &semantics == &llvm::APFloat::IEEEdouble() ||
        &semantics == &llvm::APFloat::IEEEquad())
      return makeElementTypeValue(NumericalType::FloatIEEE,
                                  floatType.getWidth());
    if (&semantics == &llvm::APFloat::BFloat())
      return makeElementTypeValue(NumericalType::FloatBrain,
                                  floatType.getWidth());
    return std::nullopt;
  }
  return std::nullopt;
}

std::optional<int32_t> getEncodingTypeValue(Attribute encoding) {
  if (encoding)
    return std::nullopt;
  return kDenseRowMajorEncodingValue;
}

} // namespace mlir::hal
