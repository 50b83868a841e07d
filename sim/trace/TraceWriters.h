//===- TraceWriters.h - The summary, Chrome trace and SVG of a timeline ---===//
//
// What stream-hal-sim prints and writes about a HAL run's Timeline
// (Timeline.h): the summary lines, `--trace=FILE.json` and
// `--timeline=FILE.svg`. The formats are described in
// docs/design/simulator-cost.md. All output is deterministic: the same
// timeline gives the same bytes.
//
// A well-formed timeline has every event's lane and every flow's events in
// range; the writers skip an event or flow that is not, rather than crash.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_SIM_TRACE_TRACEWRITERS_H
#define STREAM_TO_HAL_SIM_TRACE_TRACEWRITERS_H

#include "StreamToHAL/sim/trace/Timeline.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <utility>
#include <vector>

namespace stream_to_hal::sim {

/// The summary as (key, formatted value) pairs, in the order of the issue:
/// makespan-us, host-busy-us, host-blocked-us, device-busy-us,
/// device-utilization, barriers-executed, host-waits, submissions,
/// commands-recorded, peak-device-bytes. Times are microseconds with three
/// decimals (nanoseconds), the utilization a fraction in [0, 1] with three
/// decimals, counts and bytes decimal integers.
std::vector<std::pair<llvm::StringRef, std::string>>
formatSummary(const RunSummary &summary);

/// Prints the ten `key: value` lines of formatSummary, one per line.
void printSummary(const RunSummary &summary, llvm::raw_ostream &os);

/// The name of a kind of event, as the trace's `cat` and the SVG's legend
/// show it (e.g. "dispatch", "host-wait").
llvm::StringRef getEventKindName(EventKind kind);

/// The row at which each lane is shown (indexed by lane): the host's lanes
/// first, then the queues', then the command lanes, each kind in the order
/// the device model created them. Lanes are created as work needs them, so
/// creation order alone would interleave kinds.
std::vector<unsigned> getLaneRows(const Timeline &timeline);

/// Chrome trace-event JSON (what Perfetto and chrome://tracing open): one
/// process, one thread per lane, a complete event per timeline event, a flow
/// per TimelineFlow, and the summary in `otherData`.
void writeChromeTrace(const Timeline &timeline, const RunSummary &summary,
                      llvm::raw_ostream &os);

/// A self-contained SVG picture of the timeline: a time axis in
/// microseconds, a labeled row per lane, a rectangle per event colored by
/// kind (with a legend), flows as arrows and the summary as a caption.
void writeTimelineSVG(const Timeline &timeline, const RunSummary &summary,
                      llvm::raw_ostream &os);

} // namespace stream_to_hal::sim

#endif // STREAM_TO_HAL_SIM_TRACE_TRACEWRITERS_H
