//===- Memory.cpp - The buffers of one simulated run ---------------------===//
//
// See Memory.h and docs/design/simulator-device.md#memory.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/device/Memory.h"

#include <algorithm>
#include <cstring>

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
  // Not zeroed first: every byte gets the pattern, which repeats every
  // kUninitializedPeriod bytes, so one period is written and then copied in
  // doubling blocks (memcpy speed on the layer-sized buffers of
  // docs/benchmark.md#layers).
  buffer.bytes.reset(new uint8_t[bytes]);
  uint8_t *data = buffer.bytes.get();
  uint64_t filled = std::min<uint64_t>(bytes, kUninitializedPeriod);
  for (uint64_t i = 0; i < filled; ++i)
    data[i] = uninitializedByte(i);
  while (filled < bytes) {
    uint64_t block = std::min(filled, bytes - filled);
    std::memcpy(data + filled, data, block);
    filled += block;
  }
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
  buffer.bytes.reset();
  liveTotal -= buffer.size;
  if (buffer.deviceMemory)
    liveDevice -= buffer.size;
  return true;
}

llvm::MutableArrayRef<uint8_t> Memory::bytes(BufferId id) {
  if (!isLive(id))
    return {};
  return {buffers[id].bytes.get(), size_t(buffers[id].size)};
}

llvm::ArrayRef<uint8_t> Memory::bytes(BufferId id) const {
  if (!isLive(id))
    return {};
  return {buffers[id].bytes.get(), size_t(buffers[id].size)};
}
