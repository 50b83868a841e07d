//===- DispatchDigest.cpp - The effect of an opaque dispatch --------------===//
//
// docs/design/simulator.md#dispatch-digest.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/semantics/DispatchDigest.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/xxhash.h"

namespace stream_to_hal::sim {

namespace {
// The digest's input, as little-endian words and length-prefixed strings, so
// that "ab"+"c" and "a"+"bc" differ.
class DigestInput {
public:
  void addWord(uint64_t word) {
    uint8_t le[8];
    llvm::support::endian::write64le(le, word);
    bytes.append(le, le + 8);
  }
  void addBytes(llvm::ArrayRef<uint8_t> data) {
    addWord(data.size());
    bytes.append(data.begin(), data.end());
  }
  void addString(llvm::StringRef text) {
    addBytes(llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(text.data()),
                                     text.size()));
  }
  uint64_t hash() const { return llvm::xxh3_64bits(bytes); }

private:
  llvm::SmallVector<uint8_t, 256> bytes;
};
} // namespace

uint64_t computeDispatchDigest(llvm::StringRef executable, llvm::StringRef entry,
                               const std::array<uint64_t, 3> &workgroups,
                               llvm::ArrayRef<uint32_t> pushConstants,
                               llvm::ArrayRef<llvm::ArrayRef<uint8_t>> readBindings) {
  DigestInput input;
  input.addString(executable);
  input.addString(entry);
  for (uint64_t count : workgroups)
    input.addWord(count);
  input.addWord(pushConstants.size());
  for (uint32_t value : pushConstants)
    input.addWord(value);
  input.addWord(readBindings.size());
  for (llvm::ArrayRef<uint8_t> binding : readBindings)
    input.addBytes(binding);
  return input.hash();
}

void writeDispatchResult(uint64_t digest, unsigned ordinal,
                         llvm::MutableArrayRef<uint8_t> bytes) {
  uint8_t key[24];
  llvm::support::endian::write64le(key, digest);
  llvm::support::endian::write64le(key + 8, ordinal);
  for (size_t offset = 0, word = 0; offset < bytes.size(); offset += 8, ++word) {
    llvm::support::endian::write64le(key + 16, word);
    uint8_t value[8];
    llvm::support::endian::write64le(value, llvm::xxh3_64bits(llvm::ArrayRef<uint8_t>(key)));
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
