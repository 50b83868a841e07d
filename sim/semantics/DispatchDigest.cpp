//===- DispatchDigest.cpp - The effect of an opaque dispatch --------------===//
//
// docs/design/simulator.md#dispatch-digest.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/semantics/DispatchDigest.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Endian.h"

namespace stream_to_hal::sim {

namespace {
// The digest's input is a sequence of 32-bit words, absorbed one at a time
// into a 64-bit state with steps that are each a bijection of the state, so
// that the SPIR-V shader of the Vulkan device
// (sim/device/vulkan/DispatchDigest.comp) computes it bit for bit with 64-bit
// integer arithmetic. Strings and byte ranges are length-prefixed (a 64-bit
// length as two words, then the bytes packed little-endian, zero-padded), so
// that "ab"+"c" and "a"+"bc" differ.
class DigestState {
public:
  explicit DigestState(uint64_t state) : state(state) {}
  void addWord(uint32_t word) {
    state ^= word;
    state *= 0x9E3779B97F4A7C15ull;
    state ^= state >> 29;
  }
  void addWord64(uint64_t word) {
    addWord(uint32_t(word));
    addWord(uint32_t(word >> 32));
  }
  void addBytes(llvm::ArrayRef<uint8_t> data) {
    addWord64(data.size());
    for (size_t offset = 0; offset < data.size(); offset += 4) {
      uint32_t word = 0;
      for (size_t i = 0; i < 4 && offset + i < data.size(); ++i)
        word |= uint32_t(data[offset + i]) << (8 * i);
      addWord(word);
    }
  }
  void addString(llvm::StringRef text) {
    addBytes(llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(text.data()),
                                     text.size()));
  }
  uint64_t get() const { return state; }

private:
  uint64_t state;
};
} // namespace

uint64_t finalizeDigest(uint64_t state) {
  state ^= state >> 30;
  state *= 0xBF58476D1CE4E5B9ull;
  state ^= state >> 27;
  state *= 0x94D049BB133111EBull;
  state ^= state >> 31;
  return state;
}

uint64_t dispatchNameDigest(llvm::StringRef executable, llvm::StringRef entry) {
  DigestState input(dispatchDigestInitialState);
  input.addString(executable);
  input.addString(entry);
  return input.get();
}

uint64_t computeDispatchDigest(llvm::StringRef executable, llvm::StringRef entry,
                               const std::array<uint64_t, 3> &workgroups,
                               llvm::ArrayRef<uint32_t> pushConstants,
                               llvm::ArrayRef<llvm::ArrayRef<uint8_t>> readBindings) {
  DigestState input(dispatchNameDigest(executable, entry));
  for (uint64_t count : workgroups)
    input.addWord64(count);
  input.addWord(uint32_t(pushConstants.size()));
  for (uint32_t value : pushConstants)
    input.addWord(value);
  input.addWord(uint32_t(readBindings.size()));
  for (llvm::ArrayRef<uint8_t> binding : readBindings)
    input.addBytes(binding);
  return finalizeDigest(input.get());
}

void writeDispatchResult(uint64_t digest, unsigned ordinal,
                         llvm::MutableArrayRef<uint8_t> bytes) {
  for (size_t offset = 0, word = 0; offset < bytes.size(); offset += 8, ++word) {
    uint8_t value[8];
    llvm::support::endian::write64le(
        value, finalizeDigest(digest ^ finalizeDigest((uint64_t(ordinal) << 32) ^ word)));
    size_t count = std::min<size_t>(8, bytes.size() - offset);
    std::copy(value, value + count, bytes.begin() + offset);
  }
}

void applyDispatch(Memory &memory, llvm::StringRef executable, llvm::StringRef entry,
                   const std::array<uint64_t, 3> &workgroups,
                   llvm::ArrayRef<uint32_t> pushConstants,
                   llvm::ArrayRef<BoundRange> bindings) {
  llvm::SmallVector<llvm::ArrayRef<uint8_t>, 4> reads;
  for (const BoundRange &range : bindings)
    if (range.access.read)
      reads.push_back(llvm::ArrayRef<uint8_t>(memory.bytes(range.buffer))
                          .slice(range.offset, range.length));
  uint64_t digest = computeDispatchDigest(executable, entry, workgroups, pushConstants, reads);
  for (const BoundRange &range : bindings)
    if (range.access.write)
      writeDispatchResult(digest, range.access.ordinal,
                          memory.bytes(range.buffer).slice(range.offset, range.length));
}

} // namespace stream_to_hal::sim
