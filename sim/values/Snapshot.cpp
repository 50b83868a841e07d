//===- Snapshot.cpp - A result or global as read back, and how it prints --===//
//
// docs/design/simulator.md#results.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/values/Snapshot.h"
#include "StreamToHAL/sim/values/ElementBytes.h"
#include "StreamToHAL/sim/values/Inputs.h"
#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/stream/StreamDialect.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/Format.h"

using namespace mlir;

namespace stream_to_hal::sim {

std::optional<BufferRef> getReadRange(const RuntimeValue &value) {
  if (value.isBuffer())
    return value.getBuffer();
  if (value.isView())
    return value.getView().storage;
  return std::nullopt;
}

Snapshot takeSnapshot(const RuntimeValue &value, const Memory &memory) {
  Snapshot snapshot;
  snapshot.typeName = value.getType() ? mlirTypeToString(value.getType()) : "none";
  if (value.isInteger() || value.isFloat()) {
    snapshot.kind = Snapshot::Kind::Scalar;
    snapshot.scalar = value;
    return snapshot;
  }
  std::optional<BufferRef> range = getReadRange(value);
  if (!range) {
    snapshot.note = value.describe();
    bool isTimepointType =
        llvm::isa_and_nonnull<stream::TimepointType, hal::FenceType>(value.getType());
    if ((value.isHandle() && value.getHandle().kind == HandleKind::Timepoint) ||
        (value.isNull() && isTimepointType))
      snapshot.reached = Snapshot::Reached::Signaled;
    else if (value.isHandle() && value.getHandle().kind == HandleKind::Fence)
      snapshot.reached = Snapshot::Reached::Pending; // until ProgramRun asks the device
    return snapshot;
  }
  if (!memory.isLive(range->buffer) ||
      !memory.inBounds(range->buffer, range->offset, range->length)) {
    snapshot.note = "freed " + memory.origin(range->buffer).str();
    return snapshot;
  }
  llvm::ArrayRef<uint8_t> bytes =
      memory.bytes(range->buffer).slice(range->offset, range->length);
  snapshot.bytes.assign(bytes.begin(), bytes.end());
  snapshot.kind = value.isView() ? Snapshot::Kind::View : Snapshot::Kind::Bytes;
  if (value.isView())
    snapshot.view = value.getView();
  return snapshot;
}

llvm::StringRef getReachedName(Snapshot::Reached reached) {
  switch (reached) {
  case Snapshot::Reached::NotATimepoint: return "not a timepoint";
  case Snapshot::Reached::Signaled: return "signaled";
  case Snapshot::Reached::Pending: return "pending";
  case Snapshot::Reached::Failed: return "failed";
  }
  return "";
}

namespace {

void printScalar(llvm::raw_ostream &os, const RuntimeValue &value) {
  if (value.isFloat()) {
    bool lossy = false;
    llvm::APFloat asDouble = value.getFloat();
    asDouble.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven, &lossy);
    os << llvm::format("%g", asDouble.convertToDouble());
    return;
  }
  const llvm::APInt &bits = value.getInteger();
  if (bits.getBitWidth() == 1)
    os << (bits.isZero() ? 0 : 1);
  else
    bits.print(os, /*isSigned=*/true);
}

void printView(llvm::raw_ostream &os, const Snapshot &snapshot, MLIRContext &context,
               uint64_t maxElements) {
  const BufferView &view = snapshot.view;
  Type elementType = decodeElementType(context, view.elementType);
  for (int64_t dim : view.shape)
    os << dim << "x";
  std::optional<unsigned> elementBytes =
      elementType ? getElementByteWidth(elementType) : std::nullopt;
  if (!elementBytes || *elementBytes == 0 || *elementBytes > 16) {
    os << "element type 0x" << llvm::format_hex_no_prefix(view.elementType, 8) << " ("
       << snapshot.bytes.size() << " bytes)\n";
    return;
  }
  os << elementType;
  unsigned width = *elementBytes;
  // A view whose shape does not cover its bytes (an export with a shape of
  // its own) prints the mismatch, not rows the shape cannot bracket.
  uint64_t shapeElements = 1;
  bool overflow = false;
  for (int64_t dim : view.shape) {
    overflow |= dim < 0 || (dim != 0 && shapeElements > UINT64_MAX / uint64_t(dim));
    if (!overflow)
      shapeElements *= uint64_t(dim);
  }
  if (overflow || shapeElements > snapshot.bytes.size() / width ||
      shapeElements * width != snapshot.bytes.size()) {
    os << " (the shape does not match the view's " << snapshot.bytes.size() << " bytes)\n";
    return;
  }
  if (maxElements == 0) {
    os << "\n";
    return;
  }
  os << "=";
  uint64_t count = snapshot.bytes.size() / width;
  llvm::ArrayRef<uint8_t> bytes(snapshot.bytes);
  // Innermost rows are bracketed for rank > 1: strides of each level.
  llvm::SmallVector<uint64_t, 4> strides;
  uint64_t stride = 1;
  for (int64_t dim : llvm::reverse(view.shape)) {
    stride *= uint64_t(std::max<int64_t>(dim, 1));
    strides.push_back(stride);
  }
  if (!strides.empty())
    strides.pop_back(); // the outermost level is not bracketed
  for (uint64_t i = 0; i < count; ++i) {
    if (i == maxElements) {
      os << "...";
      break;
    }
    for (uint64_t s : llvm::reverse(strides))
      if (i % s == 0)
        os << "[";
    bool opened = llvm::any_of(strides, [&](uint64_t s) { return i % s == 0; });
    if (i != 0 && !opened)
      os << " ";
    printScalar(os, readScalar(elementType, bytes.slice(i * width, width)));
    for (uint64_t s : strides)
      if ((i + 1) % s == 0)
        os << "]";
  }
  os << "\n";
}

void printBytes(llvm::raw_ostream &os, llvm::ArrayRef<uint8_t> bytes, uint64_t maxElements) {
  os << bytes.size() << " bytes";
  if (maxElements == 0 || bytes.empty()) {
    os << "\n";
    return;
  }
  os << ":";
  for (size_t i = 0; i < bytes.size(); ++i) {
    if (i == maxElements) {
      os << " ...";
      break;
    }
    os << " " << llvm::format_hex_no_prefix(bytes[i], 2);
  }
  os << "\n";
}

} // namespace

void printSnapshot(llvm::raw_ostream &os, unsigned index, const Snapshot &snapshot,
                   MLIRContext &context, uint64_t maxElements) {
  os << "result[" << index << "]: ";
  switch (snapshot.kind) {
  case Snapshot::Kind::Scalar:
    os << snapshot.typeName << "=";
    printScalar(os, snapshot.scalar);
    os << "\n";
    return;
  case Snapshot::Kind::View:
    os << "hal.buffer_view\n";
    printView(os, snapshot, context, maxElements);
    return;
  case Snapshot::Kind::Bytes:
    os << llvm::StringRef(snapshot.typeName).ltrim('!') << "\n";
    printBytes(os, snapshot.bytes, maxElements);
    return;
  case Snapshot::Kind::Opaque:
    os << snapshot.typeName << " (" << snapshot.note << ")\n";
    return;
  }
}

} // namespace stream_to_hal::sim
