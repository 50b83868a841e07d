//===- CommandAccesses.h - What a stream command touches --------*- C++ -*-===//
//
// The one access model of the project (docs/design/access-model.md): for each
// stream.cmd.fill, stream.cmd.copy and stream.cmd.dispatch, the resources it
// touches, over which byte range, whether it reads or writes them, and the
// stage it runs in. The ops give their accesses through
// CommandAccessOpInterface (StreamInterfaces.td); the helpers below are the
// rules every reader applies to them: when a value is a known constant, when
// a range is known, what an access entry's bits mean. The barrier planner,
// the reuse planner and the simulator read accesses only through these.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_DIALECTS_STREAM_COMMANDACCESSES_H
#define STREAM_TO_HAL_DIALECTS_STREAM_COMMANDACCESSES_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/Value.h"

#include <cstdint>
#include <optional>

namespace mlir::stream {

enum class ResourceAccessBitfield : uint32_t;

/// The stage a command's recorded HAL op executes in
/// (docs/design/access-model.md#stages): fills and copies transfer, dispatches
/// dispatch.
enum class CommandStage { Transfer, Dispatch };

/// A byte range [begin, end) whose bounds are known at compile time, with
/// 0 <= begin <= end < 2^63.
struct KnownByteRange {
  int64_t begin = 0;
  int64_t end = 0;

  /// docs/design/access-model.md#byte-ranges: [b1, e1) and [b2, e2) share a
  /// byte iff b1 < e2 and b2 < e1 (adjacent ranges do not, an empty range
  /// shares a byte only with a range strictly around it).
  bool overlaps(const KnownByteRange &other) const {
    return begin < other.end && other.begin < end;
  }
};

/// One access of a command.
struct CommandAccess {
  /// The resource operand, as the command names it (roots and aliasing are
  /// each analysis's own business).
  Value resource;
  /// The offset and length operands; null where unverified IR lacks them
  /// (docs/design/access-model.md#unverified-ir): the range is then unknown.
  Value offset;
  Value length;
  /// At least one of the two is set.
  bool reads = false;
  bool writes = false;
  /// The access's position among the command's resource operands: 0 for a
  /// fill; 0 (source) and 1 (target) for a copy; the resource entry for a
  /// dispatch.
  unsigned ordinal = 0;

  /// The range, when it is known (getKnownByteRange).
  std::optional<KnownByteRange> getKnownRange() const;
};

/// docs/design/access-model.md#known-constants: the value of an
/// `arith.constant` with an integer attribute (index or integer type) of at
/// most 64 significant bits; nothing else is known (no folding).
std::optional<int64_t> getKnownConstant(Value value);

/// docs/design/access-model.md#byte-ranges: [o, o + l) when `offset` and
/// `length` are known constants with o >= 0, l >= 0 and o + l < 2^63;
/// otherwise unknown (nullopt), which may overlap any range.
std::optional<KnownByteRange> getKnownByteRange(Value offset, Value length);

/// The bits of one entry of stream.cmd.dispatch's `resource_accesses`; an
/// entry that is not an integer (only in unverified IR) is None.
ResourceAccessBitfield decodeResourceAccess(Attribute entry);

/// What a dispatch does with a resource whose entry has `bits`
/// (docs/design/access-model.md#access-bits): Read reads, Write writes, and
/// None, which says nothing, reads and writes.
struct ResourceAccessMode {
  bool reads;
  bool writes;
};
ResourceAccessMode getResourceAccessMode(ResourceAccessBitfield bits);

} // namespace mlir::stream

#endif // STREAM_TO_HAL_DIALECTS_STREAM_COMMANDACCESSES_H
