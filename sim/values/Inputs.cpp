//===- Inputs.cpp - --input values, in iree-run-module's conventions ------===//
//
// docs/design/simulator.md#inputs.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/values/Inputs.h"
#include "StreamToHAL/sim/values/ElementBytes.h"

#include "StreamToHAL/sim/device/Budgets.h"
#include "StreamToHAL/dialects/hal/ElementTypes.h"
#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/stream/StreamDialect.h"
#include "StreamToHAL/dialects/util/UtilDialect.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/xxhash.h"

using namespace mlir;

namespace stream_to_hal::sim {

namespace {

llvm::Error inputError(llvm::StringRef text, const llvm::Twine &why) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "malformed --input='" + text + "': " + why);
}

// Inputs above the device-bytes budget are refused before they are built.
llvm::Error tooLarge(llvm::StringRef text, uint64_t maxBytes) {
  return budgetExceeded("max-device-bytes", maxBytes, "live bytes of one run's buffers",
                        "--input='" + text + "'");
}

Type parseElementType(MLIRContext &context, llvm::StringRef name) {
  if (name == "index")
    return IndexType::get(&context);
  if (name == "f16")
    return Float16Type::get(&context);
  if (name == "bf16")
    return BFloat16Type::get(&context);
  if (name == "f32")
    return Float32Type::get(&context);
  if (name == "f64")
    return Float64Type::get(&context);
  unsigned width = 0;
  if (name.consume_front("i") && !name.getAsInteger(10, width) && width >= 1 && width <= 64)
    return IntegerType::get(&context, width);
  return {};
}

/// Parses one element of `type` into `bytes`; false if malformed.
bool parseElement(Type type, llvm::StringRef text, llvm::MutableArrayRef<uint8_t> bytes) {
  if (auto floatType = dyn_cast<FloatType>(type)) {
    llvm::APFloat value(floatType.getFloatSemantics());
    auto status = value.convertFromString(text, llvm::APFloat::rmNearestTiesToEven);
    if (!status) {
      llvm::consumeError(status.takeError());
      return false;
    }
    writeBits(value.bitcastToAPInt(), bytes);
    return true;
  }
  unsigned width = type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
  bool negative = text.consume_front("-");
  llvm::APInt magnitude;
  if (text.empty() || !llvm::isDigit(text.front()) || text.getAsInteger(10, magnitude))
    return false;
  // Signed or unsigned spellings of a width-bit value are both accepted.
  if (magnitude.getActiveBits() > width)
    return false;
  llvm::APInt value = magnitude.zext(width + 1);
  if (negative) {
    value.negate();
    if (value.getSignificantBits() > width)
      return false;
  }
  writeBits(value.trunc(width), bytes);
  return true;
}

void fillElement(Type type, uint64_t index, llvm::MutableArrayRef<uint8_t> bytes) {
  uint64_t value = getFillValue(index);
  if (auto floatType = dyn_cast<FloatType>(type)) {
    llvm::APFloat fill(floatType.getFloatSemantics());
    fill.convertFromAPInt(llvm::APInt(64, value), false, llvm::APFloat::rmNearestTiesToEven);
    writeBits(fill.bitcastToAPInt(), bytes);
    return;
  }
  writeBits(llvm::APInt(64, value), bytes);
}

} // namespace

uint64_t getFillValue(uint64_t index) {
  uint8_t key[8];
  for (unsigned i = 0; i < 8; ++i)
    key[i] = uint8_t(index >> (8 * i));
  return llvm::xxh3_64bits(llvm::ArrayRef<uint8_t>(key)) % 64;
}

llvm::Expected<InputValue> parseInput(MLIRContext &context, llvm::StringRef text,
                                      uint64_t maxBytes) {
  InputValue input;
  input.text = text.str();
  llvm::StringRef rest = text.trim();
  if (rest == "timepoint") {
    input.kind = InputValue::Kind::Timepoint;
    return input;
  }
  if (rest.consume_front("buffer:")) {
    uint64_t size = 0;
    if (rest.getAsInteger(10, size))
      return inputError(text, "expected buffer:NBYTES");
    if (size > maxBytes)
      return tooLarge(text, maxBytes);
    input.kind = InputValue::Kind::Buffer;
    input.bytes.resize(size);
    for (uint64_t i = 0; i < size; ++i)
      input.bytes[i] = uint8_t(getFillValue(i));
    return input;
  }
  auto [typeText, valuesText] = rest.split('=');
  bool hasValues = typeText.size() != rest.size();
  // Leading "NxMx" dimensions, then the element type.
  llvm::SmallVector<int64_t, 4> shape;
  bool isTensor = false;
  uint64_t count = 1;
  while (!typeText.empty() && llvm::isDigit(typeText.front())) {
    size_t digits = typeText.find_first_not_of("0123456789");
    if (digits == llvm::StringRef::npos || typeText[digits] != 'x')
      return inputError(text, "expected DIMxDIMx...xTYPE");
    uint64_t dim = 0;
    if (typeText.take_front(digits).getAsInteger(10, dim))
      return inputError(text, "dimension too large");
    if (dim != 0 && count > maxBytes / dim)
      return tooLarge(text, maxBytes);
    count *= dim;
    shape.push_back(int64_t(dim));
    typeText = typeText.drop_front(digits + 1);
    isTensor = true;
  }
  input.elementType = parseElementType(context, typeText);
  if (!input.elementType)
    return inputError(text, "unknown element type '" + typeText + "'");
  unsigned width = *getElementByteWidth(input.elementType);
  if (count * width > maxBytes)
    return tooLarge(text, maxBytes);
  input.shape = shape;
  input.kind = isTensor ? InputValue::Kind::Tensor : InputValue::Kind::Scalar;
  input.bytes.resize(count * width);
  llvm::MutableArrayRef<uint8_t> bytes(input.bytes);
  if (!hasValues) {
    if (!isTensor)
      return inputError(text, "a scalar needs a value (TYPE=VALUE)");
    for (uint64_t i = 0; i < count; ++i)
      fillElement(input.elementType, i, bytes.slice(i * width, width));
    return input;
  }
  // Commas or spaces separate values; the printed form's brackets
  // (`2x2xf32=[1 2][3 4]`) group rows, nested at most rank - 1 deep.
  std::string unbracketed = valuesText.str();
  unsigned depth = 0;
  for (char &c : unbracketed) {
    if (c == '[') {
      if (++depth >= std::max<size_t>(shape.size(), 1))
        return inputError(text, "brackets nested deeper than the shape's rows");
      c = ' ';
    } else if (c == ']') {
      if (depth-- == 0)
        return inputError(text, "unbalanced ']'");
      c = ' ';
    }
  }
  if (depth != 0)
    return inputError(text, "unbalanced '['");
  llvm::SmallVector<llvm::StringRef, 16> values;
  for (llvm::StringRef remaining = unbracketed; !remaining.empty();) {
    auto [value, tail] = remaining.split(remaining.find_first_of(", ") == llvm::StringRef::npos
                                             ? ','
                                             : remaining[remaining.find_first_of(", ")]);
    if (!value.empty())
      values.push_back(value);
    remaining = tail;
  }
  if (values.size() != count && values.size() != 1)
    return inputError(text, "expected " + llvm::Twine(count) + " values, got " +
                                llvm::Twine(values.size()));
  for (uint64_t i = 0; i < count; ++i) {
    llvm::StringRef value = values.size() == 1 ? values[0] : values[i];
    if (!parseElement(input.elementType, value.trim(), bytes.slice(i * width, width)))
      return inputError(text, "'" + value + "' is not a value of type " +
                                  mlirTypeToString(input.elementType));
  }
  return input;
}

llvm::Expected<RuntimeValue>
materializeInput(const InputValue &input, Type argumentType,
                 llvm::function_ref<BufferId(llvm::ArrayRef<uint8_t>)> makeBuffer) {
  auto mismatch = [&]() {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "--input='" + input.text + "' cannot be passed as " +
                                       mlirTypeToString(argumentType));
  };
  using Kind = InputValue::Kind;
  if (input.kind == Kind::Timepoint) {
    if (isa<stream::TimepointType>(argumentType))
      return RuntimeValue::handle(argumentType, Handle{HandleKind::Timepoint, 0});
    if (isa<hal::FenceType>(argumentType))
      return RuntimeValue::null(argumentType);
    if (argumentType.isIndex())
      return RuntimeValue::index(argumentType, 0);
    return mismatch();
  }
  if (input.kind == Kind::Scalar && argumentType == input.elementType)
    return readScalar(argumentType, input.bytes);
  bool isBufferView = isa<hal::BufferViewType>(argumentType);
  if (isBufferView && input.kind != Kind::Buffer) {
    std::optional<int32_t> code = hal::getElementTypeValue(input.elementType);
    if (!code)
      return mismatch();
    BufferView view;
    view.storage = BufferRef{makeBuffer(input.bytes), 0, input.bytes.size()};
    view.shape = input.shape;
    view.elementType = uint32_t(*code);
    view.encodingType = uint32_t(hal::kDenseRowMajorEncodingValue);
    return RuntimeValue::view(argumentType, std::move(view));
  }
  bool isRawBuffer = isa<hal::BufferType, util::ByteBufferType, util::MutableByteBufferType,
                         stream::ResourceType>(argumentType);
  if (isRawBuffer && input.kind != Kind::Scalar)
    return RuntimeValue::buffer(argumentType,
                                BufferRef{makeBuffer(input.bytes), 0, input.bytes.size()});
  return mismatch();
}

Type decodeElementType(MLIRContext &context, uint32_t code) {
  unsigned width = code & 0xffffff;
  switch (code >> 24) {
  case 0x10: return IntegerType::get(&context, width);
  case 0x11: return IntegerType::get(&context, width, IntegerType::Signed);
  case 0x12: return IntegerType::get(&context, width, IntegerType::Unsigned);
  case 0x21:
    if (width == 16) return Float16Type::get(&context);
    if (width == 32) return Float32Type::get(&context);
    if (width == 64) return Float64Type::get(&context);
    return {};
  case 0x22: return width == 16 ? Type(BFloat16Type::get(&context)) : Type();
  }
  return {};
}

} // namespace stream_to_hal::sim
