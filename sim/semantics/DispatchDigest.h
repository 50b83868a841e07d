//===- DispatchDigest.h - The effect of an opaque dispatch ----------------===//
//
// Both levels compute a dispatch's effect with these two functions, so that a
// correct lowering writes the same bytes (docs/design/simulator.md#dispatch-digest):
// the digest is a 64-bit hash of 32-bit words over the executable and entry
// point names, the workgroup counts, the push constants and the bytes of
// every binding read, in (set, binding) slot order, the one order both levels
// share (docs/design/simulator.md#access-table); each written binding is then
// overwritten with bytes derived from the digest and its ordinal. The Vulkan
// device's shader (sim/device/vulkan/DispatchDigest.comp) computes the same.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_SIM_SEMANTICS_DISPATCHDIGEST_H
#define STREAM_TO_HAL_SIM_SEMANTICS_DISPATCHDIGEST_H

#include "StreamToHAL/sim/device/Memory.h"
#include "StreamToHAL/sim/semantics/DispatchAccessTable.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <array>
#include <cstdint>

namespace stream_to_hal::sim {

/// The hash state the digest starts from.
constexpr uint64_t dispatchDigestInitialState = 0x5354524541484C31ull; // "STREAHL1"
/// The state after the executable's and the entry point's names: where the
/// shader of the Vulkan device starts (it does not see the names).
uint64_t dispatchNameDigest(llvm::StringRef executable, llvm::StringRef entry);
/// The last step of the digest, also the mix of the written words.
uint64_t finalizeDigest(uint64_t state);

/// `readBindings` holds the bytes of each binding read, in slot order.
uint64_t computeDispatchDigest(llvm::StringRef executable, llvm::StringRef entry,
                               const std::array<uint64_t, 3> &workgroups,
                               llvm::ArrayRef<uint32_t> pushConstants,
                               llvm::ArrayRef<llvm::ArrayRef<uint8_t>> readBindings);

/// Overwrites `bytes` (a written binding's range) with the pattern of
/// `digest` for binding `ordinal`: 8-byte little-endian words
/// finalizeDigest(digest ^ finalizeDigest(ordinal << 32 ^ word index)), the
/// last one truncated.
void writeDispatchResult(uint64_t digest, unsigned ordinal,
                         llvm::MutableArrayRef<uint8_t> bytes);

/// One bound range of a dispatch and what the access table says of it.
struct BoundRange {
  BufferId buffer = 0;
  uint64_t offset = 0; // absolute, in the allocation
  uint64_t length = 0;
  BindingAccess access;
};

/// A dispatch's whole effect, the one both levels apply: the digest of the
/// bindings read (in `bindings` order, which is (set, binding) slot order,
/// as DispatchAccessTable gives them), then each
/// written binding overwritten. The caller has checked that every range is
/// live and in bounds.
void applyDispatch(Memory &memory, llvm::StringRef executable, llvm::StringRef entry,
                   const std::array<uint64_t, 3> &workgroups,
                   llvm::ArrayRef<uint32_t> pushConstants,
                   llvm::ArrayRef<BoundRange> bindings);

} // namespace stream_to_hal::sim

#endif // STREAM_TO_HAL_SIM_SEMANTICS_DISPATCHDIGEST_H
