//===- Memory.cpp - The buffers of one simulated run ---------------------===//
//
// See Memory.h and docs/design/simulator-device.md#memory.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/device/Memory.h"

#include <algorithm>

using namespace stream_to_hal::sim;

llvm::Error Memory::checkAllocation(uint64_t bytes, const llvm::Twine &what) const {
  if (bytes <= limits.deviceBytes && liveTotal <= limits.deviceBytes - bytes)
    return llvm::Error::success();
  return budgetExceeded("max-device-bytes", limits.deviceBytes, "live bytes of one run's buffers",
                        what + " (" + llvm::Twine(bytes) + " bytes, with " +
                            llvm::Twine(liveTotal) + " live)");
}

BufferId Memory::allocate(uint64_t bytes, std::string origin,
                          bool deviceMemory) {
  bytes = std::min(bytes, limits.deviceBytes);
  Buffer buffer;
  buffer.bytes.resize(bytes);
  for (uint64_t i = 0; i < bytes; ++i)
    buffer.bytes[i] = uninitializedByte(i);
  buffer.size = bytes;
  buffer.origin = std::move(origin);
  buffer.deviceMemory = deviceMemory;
  buffer.live = true;
  liveTotal += bytes;
  if (deviceMemory) {
    liveDevice += bytes;
    peakDevice = std::max(peakDevice, liveDevice);
  }
  buffers.push_back(std::move(buffer));
  return BufferId(buffers.size() - 1);
}

bool Memory::release(BufferId id) {
  if (!isLive(id))
    return false;
  Buffer &buffer = buffers[id];
  buffer.live = false;
  std::vector<uint8_t>().swap(buffer.bytes);
  liveTotal -= buffer.size;
  if (buffer.deviceMemory)
    liveDevice -= buffer.size;
  return true;
}

llvm::MutableArrayRef<uint8_t> Memory::bytes(BufferId id) {
  if (!isLive(id))
    return {};
  return buffers[id].bytes;
}

llvm::ArrayRef<uint8_t> Memory::bytes(BufferId id) const {
  if (!isLive(id))
    return {};
  return buffers[id].bytes;
}
