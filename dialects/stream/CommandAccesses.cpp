//===- CommandAccesses.cpp - What a stream command touches ----------------===//
//
// docs/design/access-model.md: the accesses of fill, copy and dispatch, and
// the rules for known constants, byte ranges and access bits.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/dialects/stream/CommandAccesses.h"
#include "StreamToHAL/dialects/stream/StreamDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#include <limits>

using namespace mlir;
using namespace mlir::stream;

std::optional<int64_t> mlir::stream::getKnownConstant(Value value) {
  if (!value)
    return std::nullopt;
  auto constantOp = value.getDefiningOp<arith::ConstantOp>();
  if (!constantOp)
    return std::nullopt;
  auto attr = dyn_cast<IntegerAttr>(constantOp.getValue());
  if (!attr || attr.getValue().getSignificantBits() > 64)
    return std::nullopt;
  return attr.getValue().getSExtValue();
}

std::optional<KnownByteRange> mlir::stream::getKnownByteRange(Value offset, Value length) {
  std::optional<int64_t> o = getKnownConstant(offset);
  std::optional<int64_t> l = getKnownConstant(length);
  // o + l < 2^63, written so that it cannot overflow.
  if (!o || !l || *o < 0 || *l < 0 || *l > std::numeric_limits<int64_t>::max() - *o)
    return std::nullopt;
  return KnownByteRange{*o, *o + *l};
}

std::optional<KnownByteRange> CommandAccess::getKnownRange() const {
  return getKnownByteRange(offset, length);
}

ResourceAccessBitfield mlir::stream::decodeResourceAccess(Attribute entry) {
  auto value = dyn_cast_or_null<IntegerAttr>(entry);
  if (!value)
    return ResourceAccessBitfield::None;
  return static_cast<ResourceAccessBitfield>(value.getValue().getZExtValue());
}

ResourceAccessMode mlir::stream::getResourceAccessMode(ResourceAccessBitfield bits) {
  bool reads = bitEnumContainsAll(bits, ResourceAccessBitfield::Read);
  bool writes = bitEnumContainsAll(bits, ResourceAccessBitfield::Write);
  // None says nothing about the binding: it may be read and written.
  if (!reads && !writes)
    return {true, true};
  return {reads, writes};
}

//===----------------------------------------------------------------------===//
// The ops
//===----------------------------------------------------------------------===//

void CmdFillOp::getCommandAccesses(SmallVectorImpl<CommandAccess> &accesses) {
  accesses.push_back({getTarget(), getTargetOffset(), getTargetLength(), /*reads=*/false,
                      /*writes=*/true, /*ordinal=*/0});
}
CommandStage CmdFillOp::getCommandStage() { return CommandStage::Transfer; }

void CmdCopyOp::getCommandAccesses(SmallVectorImpl<CommandAccess> &accesses) {
  accesses.push_back({getSource(), getSourceOffset(), getLength(), /*reads=*/true,
                      /*writes=*/false, /*ordinal=*/0});
  accesses.push_back({getTarget(), getTargetOffset(), getLength(), /*reads=*/false,
                      /*writes=*/true, /*ordinal=*/1});
}
CommandStage CmdCopyOp::getCommandStage() { return CommandStage::Transfer; }

void CmdDispatchOp::getCommandAccesses(SmallVectorImpl<CommandAccess> &accesses) {
  ValueRange resources = getResources();
  ValueRange offsets = getResourceOffsets();
  ValueRange lengths = getResourceLengths();
  // Unverified IR may lack the attribute or have fewer offsets, lengths or
  // entries than resources (docs/design/access-model.md#unverified-ir): a
  // missing range operand is unknown, a missing entry is None.
  auto entries = dyn_cast_or_null<ArrayAttr>(getOperation()->getAttr(getResourceAccessesAttrName()));
  for (auto [index, resource] : llvm::enumerate(resources)) {
    Attribute entry = entries && index < entries.size() ? entries[index] : Attribute();
    ResourceAccessMode mode = getResourceAccessMode(decodeResourceAccess(entry));
    accesses.push_back({resource, index < offsets.size() ? offsets[index] : Value(),
                        index < lengths.size() ? lengths[index] : Value(), mode.reads,
                        mode.writes, static_cast<unsigned>(index)});
  }
}
CommandStage CmdDispatchOp::getCommandStage() { return CommandStage::Dispatch; }
