//===- Budgets.h - What one simulation may hold in host memory -----------===//
//
// The simulator holds every simulated byte, recorded command, timeline event
// and list element in host memory, so a runaway or hostile program must end
// with an error naming the budget it exceeded and the op, not with the
// allocator's out-of-memory abort. One scheme: every budget is a share of
// the machine's physical memory, each divided by what one item costs, and
// each has an option to raise (or lower) it. docs/design/simulator-budgets.md.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_SIM_DEVICE_BUDGETS_H
#define STREAM_TO_HAL_SIM_DEVICE_BUDGETS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstdint>
#include <memory>

namespace stream_to_hal::sim {

struct Budgets {
  /// Live bytes of the buffers of one run: device allocations, inputs and
  /// host buffers (one allocation above it fails too: one rule).
  uint64_t deviceBytes = 0;
  /// Commands held by the command buffers of one HAL run.
  uint64_t recordedCommands = 0;
  /// Events of one HAL run's timeline (the summary, trace and picture).
  uint64_t timelineEvents = 0;
  /// Elements of the util.lists live in one run.
  uint64_t listElements = 0;
  /// Bytes of each file read (the input, --lowered, --cost-model).
  uint64_t fileBytes = 0;

  /// The host bytes one item of each counted budget costs (measured orders
  /// of magnitude, with their strings and bookkeeping).
  static constexpr uint64_t kBytesPerRecordedCommand = 512;
  static constexpr uint64_t kBytesPerTimelineEvent = 256;
  static constexpr uint64_t kBytesPerListElement = 64;
  /// A parsed module takes tens of times its text.
  static constexpr uint64_t kFileBytesDivisor = 64;

  /// The defaults of a machine with `physicalBytes` of memory: a quarter of
  /// it for the buffers, and as much for each counted budget.
  static Budgets forMemory(uint64_t physicalBytes);
  /// The defaults of this machine (4 GiB if its memory cannot be read).
  static Budgets fromMachine();
};

/// "<what> exceeds the budget --<option>=<limit> (<unit>); raise it with
/// --<option>=N": the error of every budget.
llvm::Error budgetExceeded(llvm::StringRef option, uint64_t limit, llvm::StringRef unit,
                           const llvm::Twine &what);

/// Reads `path` (`-`: standard input) into memory, refusing more than
/// `maxBytes` before reading them (a device such as /dev/zero never ends).
llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> readFileWithin(llvm::StringRef path,
                                                                   uint64_t maxBytes);

} // namespace stream_to_hal::sim

#endif // STREAM_TO_HAL_SIM_DEVICE_BUDGETS_H
