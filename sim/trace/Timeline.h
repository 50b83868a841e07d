//===- Timeline.h - What the simulated HAL program did, and when ---------===//
//
// The device model (sim/device/) records one TimelineEvent per piece of
// simulated work; the writers (sim/trace/) draw it as Chrome trace JSON
// and as SVG. Times are simulated microseconds from the start of the run.
// See docs/design/simulator.md.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_SIM_TRACE_TIMELINE_H
#define STREAM_TO_HAL_SIM_TRACE_TIMELINE_H

#include <cstdint>
#include <string>
#include <vector>

namespace stream_to_hal::sim {

/// Where a piece of work comes from: the op in the HAL program and, when the
/// lowering kept it in the op's location, the stream op it was lowered from.
struct SourceSite {
  std::string opName;      // e.g. "hal.command_buffer.dispatch"
  std::string loweredLoc;  // e.g. "lowered.mlir:12:5"
  std::string streamLoc;   // e.g. "input.mlir:7:3" (empty when unknown)
};

enum class LaneKind : uint8_t {
  Host,          // the host thread: recording, submitting, waiting
  Queue,         // a device queue: alloca, dealloca, the span of an execute
  CommandLane,   // one of the slots that run commands of a command buffer at once
};

struct TimelineLane {
  LaneKind kind;
  std::string name;  // "host", "queue 0", "queue 0 lane 1"
};

enum class EventKind : uint8_t {
  HostWork,     // recording commands, creating fences, submitting
  HostWait,     // the host blocked in submit_and_wait or hal.fence.await
  QueueAlloca,
  QueueDealloca,
  QueueExecute, // a command buffer's whole execution on its queue
  Dispatch,
  Fill,
  Copy,
  Barrier,      // the drain of an execution barrier
};

struct TimelineEvent {
  unsigned lane;       // index into Timeline::lanes
  EventKind kind;
  std::string name;    // short label drawn on the event
  double startUs = 0;
  double endUs = 0;
  SourceSite site;
};

/// A happens-before edge drawn as an arrow: a fence signaled by one event and
/// waited on by another, or a submission.
struct TimelineFlow {
  std::string name;    // e.g. "fence 3"
  unsigned fromEvent;  // index into Timeline::events
  unsigned toEvent;
};

struct Timeline {
  /// How the times were taken: "simulated" (the cost model) or "measured"
  /// (a real device's clocks, sim/device/vulkan/).
  std::string clock = "simulated";
  std::vector<TimelineLane> lanes;
  std::vector<TimelineEvent> events;
  std::vector<TimelineFlow> flows;
};

/// The summary printed last, one `key: value` line each, in this order.
struct RunSummary {
  double makespanUs = 0;      // end of the last event of any lane
  double hostBusyUs = 0;      // host work, waits excluded
  double hostBlockedUs = 0;   // submit_and_wait and fence awaits
  double deviceBusyUs = 0;    // union of the time any command or queue op runs
  double deviceUtilization = 0; // deviceBusyUs / makespanUs (0 when empty)
  uint64_t barriersExecuted = 0;
  uint64_t hostWaits = 0;
  uint64_t submissions = 0;
  uint64_t commandsRecorded = 0;
  uint64_t peakDeviceBytes = 0; // live allocations at their peak
};

} // namespace stream_to_hal::sim

#endif // STREAM_TO_HAL_SIM_TRACE_TIMELINE_H
