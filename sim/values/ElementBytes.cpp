//===- ElementBytes.cpp - Scalars and attributes as little-endian bytes ---===//
#include "StreamToHAL/sim/values/ElementBytes.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;

namespace stream_to_hal::sim {

std::optional<unsigned> getElementByteWidth(Type type) {
  if (type.isIndex())
    return 8;
  if (type.isIntOrFloat())
    return (type.getIntOrFloatBitWidth() + 7) / 8;
  return std::nullopt;
}

void writeBits(const llvm::APInt &bits, llvm::MutableArrayRef<uint8_t> bytes) {
  for (size_t i = 0; i < bytes.size(); ++i)
    bytes[i] = i * 8 < bits.getBitWidth() ? uint8_t(bits.extractBitsAsZExtValue(
                                                std::min<unsigned>(8, bits.getBitWidth() - i * 8), i * 8))
                                          : 0;
}

void writeScalar(const RuntimeValue &value, llvm::MutableArrayRef<uint8_t> bytes) {
  if (value.isFloat())
    writeBits(value.getFloat().bitcastToAPInt(), bytes);
  else if (value.isInteger())
    writeBits(value.getInteger(), bytes);
}

RuntimeValue readScalar(Type type, llvm::ArrayRef<uint8_t> bytes) {
  unsigned width = type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
  llvm::APInt bits(width, 0);
  for (size_t i = 0; i < bytes.size() && i * 8 < width; ++i)
    bits.insertBits(uint64_t(bytes[i]), i * 8, std::min<unsigned>(8, width - i * 8));
  if (auto floatType = dyn_cast<FloatType>(type))
    return RuntimeValue::floating(type, llvm::APFloat(floatType.getFloatSemantics(), bits));
  return RuntimeValue::integer(type, bits);
}

FailureOr<std::vector<uint8_t>> getAttributeBytes(Attribute attr) {
  std::vector<uint8_t> bytes;
  if (auto text = dyn_cast<StringAttr>(attr)) {
    bytes.assign(text.getValue().begin(), text.getValue().end());
    return bytes;
  }
  auto dense = dyn_cast<DenseElementsAttr>(attr);
  if (!dense)
    return failure();
  Type elementType = dense.getElementType();
  std::optional<unsigned> width = getElementByteWidth(elementType);
  if (!width)
    return failure();
  bytes.resize(size_t(dense.getNumElements()) * *width);
  size_t offset = 0;
  auto put = [&](const llvm::APInt &bits) {
    writeBits(bits, llvm::MutableArrayRef<uint8_t>(bytes).slice(offset, *width));
    offset += *width;
  };
  if (isa<FloatType>(elementType)) {
    for (const llvm::APFloat &value : dense.getValues<llvm::APFloat>())
      put(value.bitcastToAPInt());
  } else {
    for (const llvm::APInt &value : dense.getValues<llvm::APInt>())
      put(value);
  }
  return bytes;
}

} // namespace stream_to_hal::sim
