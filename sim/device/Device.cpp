//===- Device.cpp - What every device implementation shares --------------===//
//
// The commands the HAL semantics record, whichever device runs them, and
// the client state the device keeps for them.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/device/Device.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstring>

using namespace stream_to_hal::sim;

//===----------------------------------------------------------------------===//
// Commands
//===----------------------------------------------------------------------===//

Command stream_to_hal::sim::makeFillCommand(Memory &memory, BufferId buffer,
                                            uint64_t offset, uint64_t length,
                                            uint32_t pattern,
                                            unsigned patternBytes,
                                            SourceSite site) {
  Command command;
  command.kind = EventKind::Fill;
  command.stage = stage::Transfer;
  command.accesses.push_back({buffer, offset, length, AccessKind::Write});
  command.bytes = length;
  command.name = "fill";
  command.site = std::move(site);
  if (patternBytes != 1 && patternBytes != 2 && patternBytes != 4)
    patternBytes = 4;
  command.operation = FillOperation{buffer, offset, length, pattern, patternBytes};
  command.effect = [&memory, buffer, offset, length, pattern, patternBytes] {
    // The device runs no effect on a freed buffer; guard anyway.
    llvm::MutableArrayRef<uint8_t> bytes = memory.bytes(buffer);
    if (!memory.isLive(buffer) || !memory.inBounds(buffer, offset, length))
      return;
    uint8_t *target = bytes.data() + offset;
    uint64_t first = std::min<uint64_t>(length, patternBytes);
    for (uint64_t i = 0; i < first; ++i)
      target[i] = uint8_t(pattern >> (8 * i));
    // Double the filled prefix (a whole number of patterns) until done.
    for (uint64_t filled = first; filled < length;) {
      uint64_t chunk = std::min(filled, length - filled);
      std::memcpy(target + filled, target, chunk);
      filled += chunk;
    }
  };
  return command;
}

Command stream_to_hal::sim::makeCopyCommand(Memory &memory, BufferId source,
                                            uint64_t sourceOffset,
                                            BufferId target,
                                            uint64_t targetOffset,
                                            uint64_t length, SourceSite site) {
  Command command;
  command.kind = EventKind::Copy;
  command.stage = stage::Transfer;
  command.accesses.push_back({source, sourceOffset, length, AccessKind::Read});
  command.accesses.push_back({target, targetOffset, length, AccessKind::Write});
  command.bytes = length;
  command.name = "copy";
  command.site = std::move(site);
  command.operation = CopyOperation{source, sourceOffset, target, targetOffset, length};
  command.effect = [&memory, source, sourceOffset, target, targetOffset,
                    length] {
    if (!memory.isLive(source) || !memory.isLive(target) ||
        !memory.inBounds(source, sourceOffset, length) ||
        !memory.inBounds(target, targetOffset, length) || length == 0)
      return;
    const uint8_t *from = memory.bytes(source).data() + sourceOffset;
    uint8_t *to = memory.bytes(target).data() + targetOffset;
    std::memmove(to, from, length);
  };
  return command;
}

//===----------------------------------------------------------------------===//
// Device
//===----------------------------------------------------------------------===//

Device::~Device() = default;

llvm::Expected<int32_t> Device::awaitFencesFor(llvm::ArrayRef<FenceId> fences,
                                               uint64_t /*timeoutMillis*/,
                                               const SourceSite &site) {
  bool reached = true;
  for (FenceId fence : fences) {
    FenceState state = queryFence(fence);
    if (state == FenceState::Failed)
      return awaitFences(fence, site); // returns at once with its status
    reached &= state == FenceState::Signaled;
  }
  if (reached)
    return awaitFences(fences, site);
  return kStatusDeadlineExceeded;
}
Device::ClientState::~ClientState() = default;
