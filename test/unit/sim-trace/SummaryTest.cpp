//===- SummaryTest.cpp - The summary lines --------------------------------===//
#include "SyntheticTimeline.h"
#include "StreamToHAL/sim/trace/TraceWriters.h"

#include "gtest/gtest.h"

using namespace stream_to_hal::sim;

namespace {

std::string printed(const RunSummary &summary) {
  std::string text;
  llvm::raw_string_ostream os(text);
  printSummary(summary, os);
  return text;
}

TEST(Summary, TenLinesInTheIssuesOrder) {
  EXPECT_EQ(printed(synthetic::makeSummary()),
            "makespan-us: 30.000\n"
            "host-busy-us: 7.000\n"
            "host-blocked-us: 23.000\n"
            "device-busy-us: 13.000\n"
            "device-utilization: 0.433\n"
            "barriers-executed: 1\n"
            "host-waits: 1\n"
            "submissions: 1\n"
            "commands-recorded: 4\n"
            "peak-device-bytes: 1024\n");
}

TEST(Summary, RoundsToNanosecondsAndPrintsLargeCountsWhole) {
  RunSummary summary;
  summary.makespanUs = 1234567.0004;
  summary.hostBlockedUs = 2.0 / 3.0;
  summary.deviceUtilization = 1;
  summary.peakDeviceBytes = uint64_t(1) << 40;
  summary.commandsRecorded = 18446744073709551615ull;
  std::string text = printed(summary);
  EXPECT_NE(text.find("makespan-us: 1234567.000\n"), std::string::npos) << text;
  EXPECT_NE(text.find("host-blocked-us: 0.667\n"), std::string::npos) << text;
  EXPECT_NE(text.find("device-utilization: 1.000\n"), std::string::npos) << text;
  EXPECT_NE(text.find("peak-device-bytes: 1099511627776\n"), std::string::npos)
      << text;
  EXPECT_NE(text.find("commands-recorded: 18446744073709551615\n"),
            std::string::npos)
      << text;
}

TEST(Summary, EventKindNames) {
  EXPECT_EQ(getEventKindName(EventKind::HostWork), "host-work");
  EXPECT_EQ(getEventKindName(EventKind::HostWait), "host-wait");
  EXPECT_EQ(getEventKindName(EventKind::QueueAlloca), "queue-alloca");
  EXPECT_EQ(getEventKindName(EventKind::QueueDealloca), "queue-dealloca");
  EXPECT_EQ(getEventKindName(EventKind::QueueExecute), "queue-execute");
  EXPECT_EQ(getEventKindName(EventKind::Dispatch), "dispatch");
  EXPECT_EQ(getEventKindName(EventKind::Fill), "fill");
  EXPECT_EQ(getEventKindName(EventKind::Copy), "copy");
  EXPECT_EQ(getEventKindName(EventKind::Barrier), "barrier");
}

} // namespace

namespace {

TEST(LaneRows, HostThenQueuesThenCommandLanesInCreationOrder) {
  Timeline timeline;
  timeline.lanes = {{LaneKind::Host, "host"},
                    {LaneKind::Queue, "queue 0"},
                    {LaneKind::CommandLane, "queue 0 lane 0"},
                    {LaneKind::CommandLane, "queue 0 lane 1"},
                    {LaneKind::Queue, "queue 0 (overlap 1)"},
                    {LaneKind::CommandLane, "queue 0 lane 2"}};
  EXPECT_EQ(getLaneRows(timeline), (std::vector<unsigned>{0, 1, 3, 4, 2, 5}));
  EXPECT_TRUE(getLaneRows(Timeline{}).empty());
}

} // namespace
