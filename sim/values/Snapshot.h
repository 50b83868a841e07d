//===- Snapshot.h - A result or global as read back, and how it prints ----===//
//
// The engine snapshots each function's results when it returns, and each
// global at the end of a run, so that later work and the run's Memory can
// go; the comparison and the printer work on snapshots.
// docs/design/simulator.md#results.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_SIM_VALUES_SNAPSHOT_H
#define STREAM_TO_HAL_SIM_VALUES_SNAPSHOT_H

#include "StreamToHAL/sim/device/Memory.h"
#include "StreamToHAL/sim/values/RuntimeValue.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>
#include <vector>

namespace stream_to_hal::sim {

struct Snapshot {
  enum class Kind {
    Scalar, // an integer, index or float: `scalar`
    View,   // a buffer view: `bytes` and `view` (shape, element type, encoding)
    Bytes,  // a buffer, resource or byte buffer: `bytes`
    Opaque, // a handle, timepoint, null, or a freed buffer: not compared
  };
  Kind kind = Kind::Opaque;
  RuntimeValue scalar;
  std::vector<uint8_t> bytes;
  BufferView view;
  std::string typeName; // the value's type as MLIR prints it
  std::string note;     // Opaque: why ("freed", "handle")
  /// A timepoint or fence: its state at the end of the run, which the
  /// comparison checks (a returned fence nobody signals would deadlock its
  /// caller). The reference's timepoints and null fences are reached;
  /// ProgramRun fills in a HAL fence's once the device has drained.
  enum class Reached : uint8_t { NotATimepoint, Signaled, Pending, Failed };
  Reached reached = Reached::NotATimepoint;
};

/// "signaled", "pending", "failed".
llvm::StringRef getReachedName(Snapshot::Reached reached);

/// Reads `value` (its bytes from `memory`).
Snapshot takeSnapshot(const RuntimeValue &value, const Memory &memory);

/// The BufferRef a value reads from, if it is a buffer or a buffer view.
std::optional<BufferRef> getReadRange(const RuntimeValue &value);

/// Prints `result[index]: ...` as iree-run-module does: scalars
/// `result[0]: i32=7`; buffer views `result[0]: hal.buffer_view` then
/// `4xf32=1 2 3 4` (rank > 1 nested in brackets); buffers
/// `result[0]: hal.buffer` then `16 bytes: 00 01 ...` in hex. At most
/// `maxElements` elements or bytes, then `...`; 0 prints shapes and sizes
/// only.
void printSnapshot(llvm::raw_ostream &os, unsigned index, const Snapshot &snapshot,
                   mlir::MLIRContext &context, uint64_t maxElements);

} // namespace stream_to_hal::sim

#endif // STREAM_TO_HAL_SIM_VALUES_SNAPSHOT_H
