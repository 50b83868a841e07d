//===- ChromeTraceTest.cpp - The Chrome trace-event JSON ------------------===//
//
// Parses the trace back with llvm::json and checks what Perfetto and
// chrome://tracing need (docs/design/simulator-cost.md#chrome-trace).
//
//===----------------------------------------------------------------------===//
#include "SyntheticTimeline.h"
#include "StreamToHAL/sim/trace/TraceWriters.h"

#include "llvm/Support/JSON.h"

#include "gtest/gtest.h"

#include <map>

using namespace stream_to_hal::sim;
using llvm::json::Array;
using llvm::json::Object;

namespace {

/// The trace of `timeline`, parsed back; fails the test if it does not parse.
llvm::json::Value traceOf(const Timeline &timeline,
                          const RunSummary &summary = {}) {
  std::string text;
  llvm::raw_string_ostream os(text);
  writeChromeTrace(timeline, summary, os);
  llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(text);
  if (!parsed) {
    ADD_FAILURE() << llvm::toString(parsed.takeError()) << "\n" << text;
    return nullptr;
  }
  return std::move(*parsed);
}

std::vector<const Object *> eventsWithPhase(const llvm::json::Value &trace,
                                            llvm::StringRef phase) {
  std::vector<const Object *> found;
  const Array *events = trace.getAsObject()->getArray("traceEvents");
  for (const llvm::json::Value &event : *events)
    if (event.getAsObject()->getString("ph") == phase)
      found.push_back(event.getAsObject());
  return found;
}

TEST(ChromeTrace, TopLevelAndSummary) {
  RunSummary summary = synthetic::makeSummary();
  llvm::json::Value trace = traceOf(synthetic::makeTimeline(), summary);
  const Object *root = trace.getAsObject();
  ASSERT_NE(root, nullptr);
  ASSERT_NE(root->getArray("traceEvents"), nullptr);
  EXPECT_EQ(root->getString("displayTimeUnit"), "ns");
  const Object *other = root->getObject("otherData");
  ASSERT_NE(other, nullptr);
  EXPECT_EQ(other->getString("clock"), "simulated");
  const Object *summaryObject = other->getObject("summary");
  ASSERT_NE(summaryObject, nullptr);
  auto expected = formatSummary(summary);
  EXPECT_EQ(summaryObject->size(), expected.size());
  for (const auto &[key, value] : expected)
    EXPECT_EQ(summaryObject->getString(key), llvm::StringRef(value)) << key.str();
}

TEST(ChromeTrace, ProcessAndThreadNames) {
  Timeline timeline = synthetic::makeTimeline();
  llvm::json::Value trace = traceOf(timeline);
  std::map<int64_t, std::string> threadNames;
  std::map<int64_t, int64_t> sortIndex;
  unsigned processNames = 0;
  for (const Object *event : eventsWithPhase(trace, "M")) {
    EXPECT_EQ(event->getInteger("pid"), 1);
    llvm::StringRef name = *event->getString("name");
    const Object *args = event->getObject("args");
    ASSERT_NE(args, nullptr);
    if (name == "process_name") {
      ++processNames;
      EXPECT_EQ(args->getString("name"), "stream-hal-sim: HAL program");
    } else if (name == "thread_name") {
      threadNames[*event->getInteger("tid")] = args->getString("name")->str();
    } else if (name == "thread_sort_index") {
      sortIndex[*event->getInteger("tid")] = *args->getInteger("sort_index");
    } else {
      ADD_FAILURE() << "unexpected metadata " << name.str();
    }
  }
  EXPECT_EQ(processNames, 1u);
  ASSERT_EQ(threadNames.size(), timeline.lanes.size());
  for (auto [index, lane] : llvm::enumerate(timeline.lanes)) {
    EXPECT_EQ(threadNames[int64_t(index)], lane.name);
    EXPECT_EQ(sortIndex[int64_t(index)], int64_t(index));
  }
}

TEST(ChromeTrace, CompleteEventsHaveWhatPerfettoNeeds) {
  Timeline timeline = synthetic::makeTimeline();
  llvm::json::Value trace = traceOf(timeline);
  std::vector<const Object *> complete = eventsWithPhase(trace, "X");
  ASSERT_EQ(complete.size(), timeline.events.size());
  for (auto [index, object] : llvm::enumerate(complete)) {
    const TimelineEvent &event = timeline.events[index];
    SCOPED_TRACE(event.name);
    ASSERT_TRUE(object->getNumber("ts").has_value());
    ASSERT_TRUE(object->getNumber("dur").has_value());
    EXPECT_EQ(*object->getNumber("ts"), event.startUs);
    EXPECT_EQ(*object->getNumber("dur"), event.endUs - event.startUs);
    EXPECT_EQ(object->getInteger("pid"), 1);
    EXPECT_EQ(object->getInteger("tid"), int64_t(event.lane));
    EXPECT_EQ(object->getString("name"), llvm::StringRef(event.name));
    EXPECT_EQ(object->getString("cat"), getEventKindName(event.kind));
    const Object *args = object->getObject("args");
    ASSERT_NE(args, nullptr);
    EXPECT_EQ(args->getString("op"), llvm::StringRef(event.site.opName));
    EXPECT_EQ(args->getString("lowered"), llvm::StringRef(event.site.loweredLoc));
    if (event.site.streamLoc.empty())
      EXPECT_EQ(args->get("stream"), nullptr);
    else
      EXPECT_EQ(args->getString("stream"), llvm::StringRef(event.site.streamLoc));
  }
  // The name with quotes, '&' and '<' came back unchanged.
  EXPECT_EQ(complete[4]->getString("name"), "@ex::@entry<\"a&b\">");
}

TEST(ChromeTrace, EveryFlowStartHasOneFinishBoundToItsEvent) {
  Timeline timeline = synthetic::makeTimeline();
  llvm::json::Value trace = traceOf(timeline);
  std::vector<const Object *> starts = eventsWithPhase(trace, "s");
  std::vector<const Object *> finishes = eventsWithPhase(trace, "f");
  ASSERT_EQ(starts.size(), timeline.flows.size());
  ASSERT_EQ(finishes.size(), timeline.flows.size());
  for (auto [index, flow] : llvm::enumerate(timeline.flows)) {
    SCOPED_TRACE(flow.name);
    const Object *start = starts[index];
    const Object *finish = finishes[index];
    EXPECT_EQ(start->getInteger("id"), int64_t(index));
    EXPECT_EQ(finish->getInteger("id"), int64_t(index));
    EXPECT_EQ(start->getString("name"), llvm::StringRef(flow.name));
    EXPECT_EQ(finish->getString("bp"), "e");
    EXPECT_EQ(start->get("bp"), nullptr);
    const TimelineEvent &from = timeline.events[flow.fromEvent];
    const TimelineEvent &to = timeline.events[flow.toEvent];
    EXPECT_EQ(start->getInteger("tid"), int64_t(from.lane));
    EXPECT_EQ(finish->getInteger("tid"), int64_t(to.lane));
    // Each end lies strictly inside the slice it binds to.
    double startTs = *start->getNumber("ts"), finishTs = *finish->getNumber("ts");
    EXPECT_GT(startTs, from.startUs);
    EXPECT_LT(startTs, from.endUs);
    EXPECT_GT(finishTs, to.startUs);
    EXPECT_LT(finishTs, to.endUs);
  }
}

TEST(ChromeTrace, OutOfRangeLanesAndFlowsAreSkipped) {
  Timeline timeline = synthetic::makeTimeline();
  size_t goodEvents = timeline.events.size();
  timeline.events.push_back({99, EventKind::Copy, "lost", 0, 1, {}});
  timeline.flows.push_back({"to nowhere", 0, 1000});
  timeline.flows.push_back({"from a lost event", unsigned(goodEvents), 0});
  llvm::json::Value trace = traceOf(timeline);
  EXPECT_EQ(eventsWithPhase(trace, "X").size(), goodEvents);
  EXPECT_EQ(eventsWithPhase(trace, "s").size(), 2u);
  EXPECT_EQ(eventsWithPhase(trace, "f").size(), 2u);
}

TEST(ChromeTrace, InvalidUTF8InNamesStillGivesValidJSON) {
  Timeline timeline;
  timeline.lanes = {{LaneKind::Host, "host\xff"}};
  timeline.events = {{0, EventKind::HostWork, "bad\xc3", 0, 1,
                      {"op", "file\xfe.mlir:1:1", ""}}};
  llvm::json::Value trace = traceOf(timeline);
  std::vector<const Object *> complete = eventsWithPhase(trace, "X");
  ASSERT_EQ(complete.size(), 1u);
  EXPECT_TRUE(complete[0]->getString("name")->starts_with("bad"));
}

TEST(ChromeTrace, EmptyTimelineIsStillATrace) {
  llvm::json::Value trace = traceOf(Timeline{});
  EXPECT_EQ(eventsWithPhase(trace, "M").size(), 1u);
  EXPECT_TRUE(eventsWithPhase(trace, "X").empty());
}

} // namespace
