//===- RuntimeValue.cpp - Runtime values and their descriptions -----------===//
#include "StreamToHAL/sim/values/RuntimeValue.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

namespace stream_to_hal::sim {

RuntimeValue RuntimeValue::index(Type indexType, uint64_t value) {
  return integer(indexType, llvm::APInt(64, value));
}

std::string mlirTypeToString(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  return text;
}

llvm::StringRef getHandleKindName(HandleKind kind) {
  switch (kind) {
  case HandleKind::Device: return "device";
  case HandleKind::Allocator: return "allocator";
  case HandleKind::CommandBuffer: return "command buffer";
  case HandleKind::Executable: return "executable";
  case HandleKind::ExecutableLayout: return "executable layout";
  case HandleKind::DescriptorSetLayout: return "descriptor set layout";
  case HandleKind::Fence: return "fence";
  case HandleKind::Semaphore: return "semaphore";
  case HandleKind::Timepoint: return "timepoint";
  case HandleKind::List: return "list";
  }
  return "handle";
}

std::string RuntimeValue::describe() const {
  std::string text;
  llvm::raw_string_ostream os(text);
  switch (kind()) {
  case Kind::Empty: os << "no value"; break;
  case Kind::Integer:
    os << getType() << " ";
    getInteger().print(os, /*isSigned=*/true);
    break;
  case Kind::Float: {
    llvm::SmallString<16> digits;
    getFloat().toString(digits);
    os << getType() << " " << digits;
    break;
  }
  case Kind::Buffer: {
    const BufferRef &ref = getBuffer();
    os << "buffer #" << ref.buffer << "[" << ref.offset << ", "
       << ref.offset + ref.length << ")";
    break;
  }
  case Kind::View: {
    const BufferRef &ref = getView().storage;
    os << "buffer view of buffer #" << ref.buffer << "[" << ref.offset << ", "
       << ref.offset + ref.length << ")";
    break;
  }
  case Kind::Handle:
    os << getHandleKindName(getHandle().kind) << " " << getHandle().id;
    break;
  case Kind::Null: os << "null"; break;
  }
  return text;
}

} // namespace stream_to_hal::sim
