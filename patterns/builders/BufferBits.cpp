//===- BufferBits.cpp - HAL memory types and usage per lifetime -----------===//
#include "StreamToHAL/patterns/builders/BufferBits.h"

#include "mlir/IR/Diagnostics.h"

namespace mlir::stream_to_hal {

using hal::BufferUsageBitfield;
using hal::MemoryTypeBitfield;

std::optional<BufferBits> getRequiredBufferBits(stream::Lifetime lifetime) {
  // Every lifetime is at least copied and dispatched on.
  BufferBits bits = {MemoryTypeBitfield::None,
                     BufferUsageBitfield::Transfer |
                         BufferUsageBitfield::Dispatch};
  switch (lifetime) {
  case stream::Lifetime::Unknown:
    return std::nullopt;
  case stream::Lifetime::Constant:
    bits.memoryTypes = MemoryTypeBitfield::DeviceLocal;
    bits.bufferUsage = bits.bufferUsage | BufferUsageBitfield::Constant;
    return bits;
  case stream::Lifetime::Variable:
    bits.memoryTypes = MemoryTypeBitfield::DeviceLocal;
    return bits;
  case stream::Lifetime::External:
    // The program itself only needs the device to reach external buffers.
    bits.memoryTypes = MemoryTypeBitfield::DeviceVisible;
    return bits;
  case stream::Lifetime::Staging:
    // Host-local gives uploads and downloads the best chance of mapping.
    bits.memoryTypes =
        MemoryTypeBitfield::HostLocal | MemoryTypeBitfield::DeviceVisible;
    bits.bufferUsage = bits.bufferUsage | BufferUsageBitfield::Mapping;
    return bits;
  case stream::Lifetime::Transient:
    bits.memoryTypes =
        MemoryTypeBitfield::DeviceLocal | MemoryTypeBitfield::Transient;
    return bits;
  }
  // A value outside the enum (only reachable through a bad cast).
  return std::nullopt;
}

std::optional<BufferBits> getAllowedBufferBits(stream::Lifetime lifetime) {
  std::optional<BufferBits> bits = getRequiredBufferBits(lifetime);
  if (bits && lifetime == stream::Lifetime::External) {
    // External buffers are handed to users, who may map them.
    bits->memoryTypes = bits->memoryTypes | MemoryTypeBitfield::DeviceLocal |
                        MemoryTypeBitfield::HostVisible;
    bits->bufferUsage = bits->bufferUsage | BufferUsageBitfield::Mapping;
  }
  return bits;
}

BufferBits getAllocaBufferBits() {
  // Only the unknown lifetime `*` has no bits.
  return *getAllowedBufferBits(stream::Lifetime::Transient);
}

static FailureOr<BufferBits>
reportUnsupported(Location loc, stream::ResourceType resourceType,
                  std::optional<BufferBits> bits) {
  if (bits)
    return *bits;
  return emitError(loc) << "unsupported resource lifetime: "
                        << stream::stringifyLifetime(
                               resourceType.getLifetime());
}

FailureOr<BufferBits>
deriveRequiredBufferBits(Location loc, stream::ResourceType resourceType) {
  return reportUnsupported(
      loc, resourceType, getRequiredBufferBits(resourceType.getLifetime()));
}

FailureOr<BufferBits>
deriveAllowedBufferBits(Location loc, stream::ResourceType resourceType) {
  return reportUnsupported(loc, resourceType,
                           getAllowedBufferBits(resourceType.getLifetime()));
}

} // namespace mlir::stream_to_hal
