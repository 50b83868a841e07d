//===- Memory.h - The buffers of one simulated run -----------------------===//
//
// Every buffer of a run lives here: the stream resources of the reference run
// and the hal buffers of the HAL run. A buffer is a whole allocation; views
// (hal.buffer.subspan, resource subviews) are (BufferId, offset, length)
// triples kept by the runtime values, and an Access names absolute byte
// ranges of the allocation. See docs/design/simulator-device.md#memory.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_SIM_DEVICE_MEMORY_H
#define STREAM_TO_HAL_SIM_DEVICE_MEMORY_H

#include "StreamToHAL/sim/device/Budgets.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace stream_to_hal::sim {

/// Index of an allocation in its Memory; never reused within a run.
using BufferId = uint32_t;

enum class AccessKind : uint8_t { Read, Write };

/// A read or write of the bytes [offset, offset + length) of one allocation.
struct Access {
  BufferId buffer = 0;
  uint64_t offset = 0;
  uint64_t length = 0;
  AccessKind kind = AccessKind::Read;

  bool isWrite() const { return kind == AccessKind::Write; }
  uint64_t end() const { return offset + length; }
};

class Memory {
public:
  /// The byte an uninitialized buffer holds at `offset`: never zero and not
  /// constant, so that a missing fill or copy shows in the comparison, and the
  /// same in both runs, so that reading uninitialized bytes in both agrees.
  static uint8_t uninitializedByte(uint64_t offset) {
    return uint8_t(0x80 | ((offset * 37 + 0x25) & 0x7f));
  }
  /// uninitializedByte(offset) == uninitializedByte(offset % kUninitializedPeriod).
  static constexpr uint64_t kUninitializedPeriod = 128;

  /// What the run may hold (Budgets.h); the machine's defaults unless set.
  const Budgets &budgets() const { return limits; }
  void setBudgets(const Budgets &budgets) { limits = budgets; }
  /// An error naming the budget and `what` (the op) if `bytes` more live
  /// bytes would exceed budgets().deviceBytes: the simulator holds every
  /// byte in host memory, so callers check sizes that come from the program
  /// or the command line first. One rule for every allocation, at both
  /// levels: the live total, of which a single allocation is a part.
  llvm::Error checkAllocation(uint64_t bytes, const llvm::Twine &what) const;

  /// `origin` names the allocation in reports, e.g.
  /// "stream.resource.alloc at in.mlir:4:3". `deviceMemory` allocations count
  /// in liveDeviceBytes/peakDeviceBytes (host-side inputs do not). Sizes
  /// above the budget are clamped to it (callers check first).
  BufferId allocate(uint64_t bytes, std::string origin, bool deviceMemory);
  /// Frees the bytes: the buffer is no longer live and bytes() of it is
  /// empty. Releasing a dead or unknown buffer does nothing and returns false.
  bool release(BufferId buffer);

  bool exists(BufferId buffer) const { return buffer < buffers.size(); }
  bool isLive(BufferId buffer) const {
    return exists(buffer) && buffers[buffer].live;
  }
  /// The size it was allocated with (also after release); 0 if unknown.
  uint64_t size(BufferId buffer) const {
    return exists(buffer) ? buffers[buffer].size : 0;
  }
  llvm::StringRef origin(BufferId buffer) const {
    return exists(buffer) ? llvm::StringRef(buffers[buffer].origin)
                          : llvm::StringRef("<unknown buffer>");
  }
  bool isDeviceMemory(BufferId buffer) const {
    return exists(buffer) && buffers[buffer].deviceMemory;
  }
  /// The bytes of a live buffer; empty for a dead or unknown one.
  llvm::MutableArrayRef<uint8_t> bytes(BufferId buffer);
  llvm::ArrayRef<uint8_t> bytes(BufferId buffer) const;

  /// Whether [offset, offset + length) lies inside the allocation (overflow
  /// safe).
  bool inBounds(BufferId buffer, uint64_t offset, uint64_t length) const {
    uint64_t bufferSize = size(buffer);
    return exists(buffer) && offset <= bufferSize &&
           length <= bufferSize - offset;
  }

  /// Device bytes allocated and not yet released, in the order the run
  /// applied allocations and releases, and the largest value it reached.
  /// (The device's summary measures peak memory on the simulated clock
  /// instead; see Device::summary.)
  uint64_t liveDeviceBytes() const { return liveDevice; }
  uint64_t peakDeviceBytes() const { return peakDevice; }
  size_t numBuffers() const { return buffers.size(); }

private:
  struct Buffer {
    std::unique_ptr<uint8_t[]> bytes; // size bytes
    uint64_t size = 0;
    std::string origin;
    bool deviceMemory = false;
    bool live = false;
  };
  std::vector<Buffer> buffers;
  uint64_t liveDevice = 0;
  uint64_t peakDevice = 0;
  uint64_t liveTotal = 0; // device and host buffers: what budgets().deviceBytes bounds
  Budgets limits = Budgets::fromMachine();
};

} // namespace stream_to_hal::sim

#endif // STREAM_TO_HAL_SIM_DEVICE_MEMORY_H
