//===- Summary.cpp - The summary lines, kind names and lane order ----------===//
#include "StreamToHAL/sim/trace/TraceWriters.h"

#include "llvm/Support/Format.h"

#include <algorithm>

namespace stream_to_hal::sim {

/// Three decimals (nanoseconds, for microseconds), and the same text
/// on every machine (no shortest-round-trip or locale dependence).
static std::string formatThreeDecimals(double us) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << llvm::format("%.3f", us);
  return text;
}

std::vector<std::pair<llvm::StringRef, std::string>>
formatSummary(const RunSummary &summary) {
  return {
      {"makespan-us", formatThreeDecimals(summary.makespanUs)},
      {"host-busy-us", formatThreeDecimals(summary.hostBusyUs)},
      {"host-blocked-us", formatThreeDecimals(summary.hostBlockedUs)},
      {"device-busy-us", formatThreeDecimals(summary.deviceBusyUs)},
      {"device-utilization", formatThreeDecimals(summary.deviceUtilization)},
      {"barriers-executed", std::to_string(summary.barriersExecuted)},
      {"host-waits", std::to_string(summary.hostWaits)},
      {"submissions", std::to_string(summary.submissions)},
      {"commands-recorded", std::to_string(summary.commandsRecorded)},
      {"peak-device-bytes", std::to_string(summary.peakDeviceBytes)},
  };
}

void printSummary(const RunSummary &summary, llvm::raw_ostream &os) {
  for (const auto &[key, value] : formatSummary(summary))
    os << key << ": " << value << "\n";
}

std::vector<unsigned> getLaneRows(const Timeline &timeline) {
  std::vector<unsigned> byRow(timeline.lanes.size());
  for (unsigned lane = 0; lane < byRow.size(); ++lane)
    byRow[lane] = lane;
  std::stable_sort(byRow.begin(), byRow.end(), [&](unsigned a, unsigned b) {
    return timeline.lanes[a].kind < timeline.lanes[b].kind;
  });
  std::vector<unsigned> rows(byRow.size());
  for (unsigned row = 0; row < byRow.size(); ++row)
    rows[byRow[row]] = row;
  return rows;
}

llvm::StringRef getEventKindName(EventKind kind) {
  switch (kind) {
  case EventKind::HostWork:
    return "host-work";
  case EventKind::HostWait:
    return "host-wait";
  case EventKind::QueueAlloca:
    return "queue-alloca";
  case EventKind::QueueDealloca:
    return "queue-dealloca";
  case EventKind::QueueExecute:
    return "queue-execute";
  case EventKind::Dispatch:
    return "dispatch";
  case EventKind::Fill:
    return "fill";
  case EventKind::Copy:
    return "copy";
  case EventKind::Barrier:
    return "barrier";
  }
  return "unknown";
}

} // namespace stream_to_hal::sim
