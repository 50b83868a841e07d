//===- SyntheticTimeline.h - A small timeline for the writers' tests ------===//
//
// What the device model would record for one async execute: the host records
// and submits, the queue allocates, runs the command buffer on two lanes
// (a dispatch, a barrier, a copy) and signals a fence the host waits on.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_TEST_UNIT_SIM_TRACE_SYNTHETICTIMELINE_H
#define STREAM_TO_HAL_TEST_UNIT_SIM_TRACE_SYNTHETICTIMELINE_H

#include "StreamToHAL/sim/trace/Timeline.h"

namespace stream_to_hal::sim::synthetic {

inline Timeline makeTimeline() {
  Timeline timeline;
  timeline.lanes = {{LaneKind::Host, "host"},
                    {LaneKind::Queue, "queue 0"},
                    {LaneKind::CommandLane, "queue 0 lane 0"},
                    {LaneKind::CommandLane, "queue 0 lane 1"}};
  auto site = [](const char *op, const char *lowered, const char *stream) {
    return SourceSite{op, lowered, stream};
  };
  timeline.events = {
      // 0
      {0, EventKind::HostWork, "record", 0, 2,
       site("hal.command_buffer.dispatch", "lowered.mlir:10:3", "in.mlir:4:5")},
      // 1
      {0, EventKind::HostWork, "submit", 2, 7,
       site("hal.device.queue.execute", "lowered.mlir:20:3", "in.mlir:3:3")},
      // 2
      {1, EventKind::QueueAlloca, "alloca", 7, 8,
       site("hal.device.queue.alloca", "lowered.mlir:8:3", "")},
      // 3
      {1, EventKind::QueueExecute, "execute", 8, 20,
       site("hal.device.queue.execute", "lowered.mlir:20:3", "in.mlir:3:3")},
      // 4: a name with characters XML and JSON must escape
      {2, EventKind::Dispatch, "@ex::@entry<\"a&b\">", 8, 14,
       site("hal.command_buffer.dispatch", "lowered.mlir:12:5", "in.mlir:4:5")},
      // 5
      {3, EventKind::Fill, "fill", 8, 9,
       site("hal.command_buffer.fill_buffer", "lowered.mlir:13:5", "")},
      // 6
      {2, EventKind::Barrier, "barrier", 14, 15,
       site("hal.command_buffer.execution_barrier", "lowered.mlir:14:5", "")},
      // 7
      {2, EventKind::Copy, "copy", 15, 20,
       site("hal.command_buffer.copy_buffer", "lowered.mlir:15:5",
            "in.mlir:6:5")},
      // 8
      {0, EventKind::HostWait, "await", 7, 30,
       site("hal.fence.await", "lowered.mlir:22:3", "in.mlir:9:3")},
  };
  timeline.flows = {{"submission", 1, 3}, {"fence 1", 3, 8}};
  return timeline;
}

inline RunSummary makeSummary() {
  RunSummary summary;
  summary.makespanUs = 30;
  summary.hostBusyUs = 7;
  summary.hostBlockedUs = 23;
  summary.deviceBusyUs = 13;
  summary.deviceUtilization = 13.0 / 30.0;
  summary.barriersExecuted = 1;
  summary.hostWaits = 1;
  summary.submissions = 1;
  summary.commandsRecorded = 4;
  summary.peakDeviceBytes = 1024;
  return summary;
}

} // namespace stream_to_hal::sim::synthetic

#endif // STREAM_TO_HAL_TEST_UNIT_SIM_TRACE_SYNTHETICTIMELINE_H
