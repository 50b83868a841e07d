//===- RuntimeValue.h - What an SSA value holds while a program runs ------===//
//
// One type for the values of both levels (docs/design/simulator.md#values):
// integers and index (APInt with their MLIR type), floats (APFloat), buffer
// references (stream resources, hal buffers and util byte buffers: a byte
// range of one Memory buffer), buffer views (a buffer reference with shape,
// element type and encoding; also stream-level tensors), opaque handles
// (device, allocator, command buffer, fence, ...) and null.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_SIM_VALUES_RUNTIMEVALUE_H
#define STREAM_TO_HAL_SIM_VALUES_RUNTIMEVALUE_H

#include "StreamToHAL/sim/device/Memory.h"

#include "mlir/IR/Types.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <string>
#include <variant>

namespace stream_to_hal::sim {

/// A byte range of one Memory buffer: a stream resource, a hal.buffer (or a
/// subspan of one) or a util byte buffer.
struct BufferRef {
  BufferId buffer = 0;
  uint64_t offset = 0;
  uint64_t length = 0;
  bool operator==(const BufferRef &other) const {
    return buffer == other.buffer && offset == other.offset &&
           length == other.length;
  }
};

/// A !hal.buffer_view, or a stream-level tensor: the bytes, the shape and
/// the HAL element-type and encoding codes (docs/design/tensors.md).
struct BufferView {
  BufferRef storage;
  llvm::SmallVector<int64_t, 4> shape;
  uint32_t elementType = 0;
  uint32_t encodingType = 0;
};

/// What an opaque handle designates. `id` numbers the objects of one kind in
/// the order the run creates them (the Device's fences, command buffers...).
enum class HandleKind : uint8_t {
  Device,
  Allocator,
  CommandBuffer,
  Executable,
  ExecutableLayout,
  DescriptorSetLayout,
  Fence,
  Semaphore,
  Timepoint,  // the reference's timepoints: all reached, id unused
  List,
};

struct Handle {
  HandleKind kind;
  uint64_t id = 0;
};

/// util.null of any type.
struct NullValue {};

class RuntimeValue {
public:
  enum class Kind : uint8_t { Empty, Integer, Float, Buffer, View, Handle, Null };

  RuntimeValue() = default;
  /// An integer or index value; `type` is the MLIR type (index is 64 bits).
  static RuntimeValue integer(mlir::Type type, llvm::APInt value) {
    return RuntimeValue(type, std::move(value));
  }
  static RuntimeValue index(mlir::Type indexType, uint64_t value);
  static RuntimeValue floating(mlir::Type type, llvm::APFloat value) {
    return RuntimeValue(type, std::move(value));
  }
  static RuntimeValue buffer(mlir::Type type, BufferRef ref) {
    return RuntimeValue(type, ref);
  }
  static RuntimeValue view(mlir::Type type, BufferView view) {
    return RuntimeValue(type, std::move(view));
  }
  static RuntimeValue handle(mlir::Type type, Handle handle) {
    return RuntimeValue(type, handle);
  }
  static RuntimeValue null(mlir::Type type) { return RuntimeValue(type, NullValue{}); }

  Kind kind() const { return static_cast<Kind>(payload.index()); }
  mlir::Type getType() const { return type; }
  bool isInteger() const { return kind() == Kind::Integer; }
  bool isFloat() const { return kind() == Kind::Float; }
  bool isBuffer() const { return kind() == Kind::Buffer; }
  bool isView() const { return kind() == Kind::View; }
  bool isHandle() const { return kind() == Kind::Handle; }
  bool isNull() const { return kind() == Kind::Null; }

  // Accessors: the caller checks the kind first (Interpreter::get* do).
  const llvm::APInt &getInteger() const { return std::get<llvm::APInt>(payload); }
  const llvm::APFloat &getFloat() const { return std::get<llvm::APFloat>(payload); }
  const BufferRef &getBuffer() const { return std::get<BufferRef>(payload); }
  const BufferView &getView() const { return std::get<BufferView>(payload); }
  const Handle &getHandle() const { return std::get<Handle>(payload); }

  /// A short description for diagnostics: "i32 7", "buffer #3[0, 256)", ...
  std::string describe() const;

private:
  template <typename T>
  RuntimeValue(mlir::Type type, T value) : type(type), payload(std::move(value)) {}

  mlir::Type type;
  // The order of the alternatives is the order of Kind.
  std::variant<std::monostate, llvm::APInt, llvm::APFloat, BufferRef, BufferView,
               Handle, NullValue>
      payload;
};

/// `type` as MLIR prints it.
std::string mlirTypeToString(mlir::Type type);

/// The name of a handle kind, for diagnostics ("fence", "command buffer").
llvm::StringRef getHandleKindName(HandleKind kind);

} // namespace stream_to_hal::sim

#endif // STREAM_TO_HAL_SIM_VALUES_RUNTIMEVALUE_H
