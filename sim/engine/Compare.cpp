//===- Compare.cpp - The reference against a HAL run ----------------------===//
//
// docs/design/simulator.md#comparison.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/engine/Compare.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

namespace stream_to_hal::sim {

namespace {

llvm::APInt getBits(const RuntimeValue &value) {
  return value.isFloat() ? value.getFloat().bitcastToAPInt() : value.getInteger();
}

std::string describeScalar(const Snapshot &snapshot) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << snapshot.typeName << "=";
  if (snapshot.scalar.isFloat()) {
    llvm::SmallString<16> digits;
    snapshot.scalar.getFloat().toString(digits);
    os << digits;
  } else {
    snapshot.scalar.getInteger().print(os, /*isSigned=*/true);
  }
  return text;
}

std::string describeHolding(const Snapshot &snapshot) {
  switch (snapshot.kind) {
  case Snapshot::Kind::Scalar: return describeScalar(snapshot);
  case Snapshot::Kind::View:
  case Snapshot::Kind::Bytes: return std::to_string(snapshot.bytes.size()) + " bytes";
  case Snapshot::Kind::Opaque: return snapshot.typeName + " (" + snapshot.note + ")";
  }
  return "";
}

/// Appends a line to `out` if `lowered` differs from `reference`.
void compareValue(llvm::StringRef what, const Snapshot &reference, const Snapshot &lowered,
                  std::vector<std::string> &out) {
  using Kind = Snapshot::Kind;
  using Reached = Snapshot::Reached;
  // Timepoints by their state at the end of the run (a timepoint the
  // lowering made index 0 has none).
  if (reference.reached != Reached::NotATimepoint) {
    if (lowered.reached != Reached::NotATimepoint && lowered.reached != reference.reached)
      out.push_back((what + ": reference " + reference.typeName + " " +
                     getReachedName(reference.reached) + ", lowered " + lowered.typeName +
                     " " + getReachedName(lowered.reached) + " at the end of the run")
                        .str());
    return;
  }
  if (reference.kind == Kind::Opaque && !llvm::StringRef(reference.note).starts_with("freed"))
    return; // handles, timepoints, null: nothing to compare
  bool bothBytes = (reference.kind == Kind::Bytes || reference.kind == Kind::View) &&
                   (lowered.kind == Kind::Bytes || lowered.kind == Kind::View);
  if (reference.kind == Kind::Scalar && lowered.kind == Kind::Scalar) {
    llvm::APInt a = getBits(reference.scalar), b = getBits(lowered.scalar);
    if (a.getBitWidth() != b.getBitWidth() || a != b)
      out.push_back((what + ": reference " + describeScalar(reference) + ", lowered " +
                     describeScalar(lowered))
                        .str());
    return;
  }
  if (!bothBytes || reference.bytes.size() != lowered.bytes.size()) {
    if (reference.kind == Kind::Opaque && lowered.kind == Kind::Opaque)
      return;
    out.push_back((what + ": reference holds " + describeHolding(reference) +
                   ", lowered holds " + describeHolding(lowered))
                      .str());
    return;
  }
  if (reference.kind == Kind::View && lowered.kind == Kind::View &&
      (reference.view.shape != lowered.view.shape ||
       reference.view.elementType != lowered.view.elementType ||
       reference.view.encodingType != lowered.view.encodingType)) {
    out.push_back((what + ": the buffer views differ in shape, element type or encoding").str());
    return;
  }
  size_t first = reference.bytes.size(), differing = 0;
  for (size_t i = 0; i < reference.bytes.size(); ++i)
    if (reference.bytes[i] != lowered.bytes[i]) {
      first = std::min(first, i);
      ++differing;
    }
  if (!differing)
    return;
  std::string line;
  llvm::raw_string_ostream os(line);
  os << what << " byte " << first << ": reference "
     << llvm::format_hex(reference.bytes[first], 4) << ", lowered "
     << llvm::format_hex(lowered.bytes[first], 4) << " (" << differing << " of "
     << reference.bytes.size() << " bytes differ)";
  out.push_back(line);
}

} // namespace

std::vector<std::string> compareRuns(const RunOutcome &reference, const RunOutcome &lowered) {
  std::vector<std::string> mismatches;
  for (auto [call, referenceCall] : llvm::enumerate(reference.functions)) {
    if (call >= lowered.functions.size())
      break;
    const FunctionOutcome &loweredCall = lowered.functions[call];
    if (referenceCall.results.size() != loweredCall.results.size()) {
      mismatches.push_back("@" + referenceCall.name + ": reference returns " +
                           std::to_string(referenceCall.results.size()) +
                           " results, lowered " + std::to_string(loweredCall.results.size()));
      continue;
    }
    for (auto [index, result] : llvm::enumerate(referenceCall.results))
      compareValue(("@" + referenceCall.name + " result[" + llvm::Twine(index) + "]").str(),
                   result, loweredCall.results[index], mismatches);
  }
  llvm::StringMap<const Snapshot *> loweredGlobals;
  for (const auto &[name, snapshot] : lowered.globals)
    loweredGlobals[name] = &snapshot;
  for (const auto &[name, snapshot] : reference.globals) {
    auto it = loweredGlobals.find(name);
    Snapshot missing;
    missing.note = "no value";
    compareValue("global @" + name, snapshot,
                 it == loweredGlobals.end() ? missing : *it->second, mismatches);
  }
  return mismatches;
}

} // namespace stream_to_hal::sim
