//===- ChromeTrace.cpp - A timeline as Chrome trace-event JSON ------------===//
//
// The trace-event format that Perfetto and chrome://tracing open: an object
// {"traceEvents": [...], "displayTimeUnit": "ns", "otherData": {...}} whose
// events have microsecond timestamps. The layout chosen here is described in
// docs/design/simulator-cost.md#chrome-trace. Events are written one per
// line, streamed, so the file grows linearly with the timeline.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/trace/TraceWriters.h"

#include "llvm/Support/JSON.h"

namespace stream_to_hal::sim {

/// The one process of the trace: the simulated HAL program.
static constexpr int64_t kProcessId = 1;

/// A string json::Value accepts: llvm::json requires UTF-8, and locations
/// come from user file names.
static std::string toUTF8(llvm::StringRef text) {
  return llvm::json::isUTF8(text) ? text.str() : llvm::json::fixUTF8(text);
}

static llvm::json::Object metadataEvent(llvm::StringRef name, int64_t tid,
                                        llvm::json::Object args) {
  return llvm::json::Object{{"ph", "M"},
                            {"pid", kProcessId},
                            {"tid", tid},
                            {"name", name},
                            {"args", std::move(args)}};
}

static llvm::json::Object completeEvent(const TimelineEvent &event) {
  llvm::json::Object args{{"op", toUTF8(event.site.opName)},
                          {"lowered", toUTF8(event.site.loweredLoc)}};
  if (!event.site.streamLoc.empty())
    args["stream"] = toUTF8(event.site.streamLoc);
  return llvm::json::Object{
      {"ph", "X"},
      {"pid", kProcessId},
      {"tid", int64_t(event.lane)},
      {"ts", event.startUs},
      {"dur", event.endUs > event.startUs ? event.endUs - event.startUs : 0.0},
      {"name", toUTF8(event.name)},
      {"cat", getEventKindName(event.kind)},
      {"args", std::move(args)}};
}

/// One end of a flow. Both ends sit in the middle of their event, so that the
/// viewer binds each to that event's slice whatever the order of equal
/// timestamps; the finish binds to its enclosing slice ("bp": "e").
static llvm::json::Object flowEvent(const TimelineFlow &flow, size_t id,
                                    const TimelineEvent &event, bool start) {
  llvm::json::Object object{{"ph", start ? "s" : "f"},
                            {"id", int64_t(id)},
                            {"pid", kProcessId},
                            {"tid", int64_t(event.lane)},
                            {"ts", (event.startUs + event.endUs) / 2},
                            {"name", toUTF8(flow.name)},
                            {"cat", "flow"}};
  if (!start)
    object["bp"] = "e";
  return object;
}

void writeChromeTrace(const Timeline &timeline, const RunSummary &summary,
                      llvm::raw_ostream &os) {
  bool first = true;
  auto emit = [&](llvm::json::Object object) {
    os << (first ? "\n" : ",\n") << llvm::json::Value(std::move(object));
    first = false;
  };
  os << "{\"traceEvents\":[";
  emit(metadataEvent("process_name", 0,
                     llvm::json::Object{{"name", "stream-hal-sim: HAL program"}}));
  std::vector<unsigned> rows = getLaneRows(timeline);
  for (auto [index, lane] : llvm::enumerate(timeline.lanes)) {
    int64_t tid = int64_t(index);
    emit(metadataEvent("thread_name", tid,
                       llvm::json::Object{{"name", toUTF8(lane.name)}}));
    // Lanes in the SVG's order (host, queues, command lanes), not by name.
    emit(metadataEvent("thread_sort_index", tid,
                       llvm::json::Object{{"sort_index", int64_t(rows[index])}}));
  }
  auto inRange = [&](const TimelineEvent &event) {
    return event.lane < timeline.lanes.size();
  };
  for (const TimelineEvent &event : timeline.events)
    if (inRange(event))
      emit(completeEvent(event));
  for (auto [id, flow] : llvm::enumerate(timeline.flows)) {
    if (flow.fromEvent >= timeline.events.size() ||
        flow.toEvent >= timeline.events.size())
      continue;
    const TimelineEvent &from = timeline.events[flow.fromEvent];
    const TimelineEvent &to = timeline.events[flow.toEvent];
    if (!inRange(from) || !inRange(to))
      continue;
    emit(flowEvent(flow, id, from, /*start=*/true));
    emit(flowEvent(flow, id, to, /*start=*/false));
  }
  llvm::json::Object summaryObject;
  for (auto &[key, value] : formatSummary(summary))
    summaryObject[key] = value;
  os << "\n],\n\"displayTimeUnit\":\"ns\",\n\"otherData\":"
     << llvm::json::Value(
            llvm::json::Object{{"tool", "stream-hal-sim"},
                               {"clock", timeline.clock},
                               {"summary", std::move(summaryObject)}})
     << "}\n";
}

} // namespace stream_to_hal::sim
