//===- TimelineSVGTest.cpp - The SVG picture of a timeline ----------------===//
//
// The SVG is well-formed XML with everything escaped, self-contained, and
// shows each lane, event, flow, kind and summary line
// (docs/design/simulator-cost.md#svg). test/sim/timeline/ renders one with a
// real renderer.
//
//===----------------------------------------------------------------------===//
#include "SyntheticTimeline.h"
#include "StreamToHAL/sim/trace/TraceWriters.h"

#include "llvm/ADT/StringExtras.h"

#include "gtest/gtest.h"

using namespace stream_to_hal::sim;

namespace {

std::string svgOf(const Timeline &timeline, const RunSummary &summary) {
  std::string text;
  llvm::raw_string_ostream os(text);
  writeTimelineSVG(timeline, summary, os);
  return text;
}

size_t count(llvm::StringRef text, llvm::StringRef needle) {
  return text.count(needle);
}

/// Checks that every '&' in `text` starts one of the five XML entities and
/// that `text` has no '<'.
void expectEscaped(llvm::StringRef text, llvm::StringRef where) {
  EXPECT_EQ(text.find('<'), llvm::StringRef::npos) << where.str();
  for (size_t at = text.find('&'); at != llvm::StringRef::npos;
       at = text.find('&', at + 1)) {
    llvm::StringRef rest = text.drop_front(at);
    EXPECT_TRUE(rest.starts_with("&amp;") || rest.starts_with("&lt;") ||
                rest.starts_with("&gt;") || rest.starts_with("&quot;") ||
                rest.starts_with("&apos;"))
        << where.str() << ": " << rest.take_front(12).str();
  }
}

/// A small XML well-formedness check: one root, tags nested and closed in
/// order, attributes quoted, text and attribute values escaped. Returns the
/// root element's name.
std::string checkWellFormed(llvm::StringRef xml) {
  std::vector<std::string> open;
  std::string root;
  size_t pos = 0;
  while (pos < xml.size()) {
    size_t lt = xml.find('<', pos);
    expectEscaped(xml.slice(pos, lt), "text");
    if (lt == llvm::StringRef::npos)
      break;
    if (xml.substr(lt).starts_with("<?")) {
      size_t end = xml.find("?>", lt);
      EXPECT_NE(end, llvm::StringRef::npos);
      EXPECT_EQ(lt, 0u) << "a processing instruction after the prolog";
      pos = end + 2;
      continue;
    }
    size_t gt = xml.find('>', lt);
    if (gt == llvm::StringRef::npos) {
      ADD_FAILURE() << "unterminated tag at " << lt;
      break;
    }
    llvm::StringRef tag = xml.slice(lt + 1, gt);
    pos = gt + 1;
    if (tag.consume_front("/")) {
      EXPECT_FALSE(open.empty()) << "closing </" << tag.str() << "> at top level";
      if (open.empty())
        break;
      EXPECT_EQ(open.back(), tag.str());
      open.pop_back();
      continue;
    }
    bool selfClosing = tag.consume_back("/");
    auto [name, attributes] = tag.split(' ');
    EXPECT_FALSE(name.empty());
    // Attributes: name="value" pairs, values escaped.
    attributes = attributes.trim();
    while (!attributes.empty()) {
      auto [attrName, rest] = attributes.split("=\"");
      EXPECT_FALSE(attrName.empty() || attrName.contains(' '))
          << "in <" << name.str() << ">: " << attributes.str();
      size_t close = rest.find('"');
      if (close == llvm::StringRef::npos) {
        ADD_FAILURE() << "unquoted attribute in <" << name.str() << ">";
        break;
      }
      expectEscaped(rest.take_front(close), attrName);
      attributes = rest.drop_front(close + 1).trim();
    }
    if (open.empty()) {
      EXPECT_TRUE(root.empty()) << "a second root element <" << name.str() << ">";
      root = name.str();
    }
    if (!selfClosing)
      open.push_back(name.str());
  }
  EXPECT_TRUE(open.empty()) << "unclosed <" << (open.empty() ? "" : open.back()) << ">";
  return root;
}

TEST(TimelineSVG, WellFormedAndSelfContained) {
  std::string svg = svgOf(synthetic::makeTimeline(),
                          synthetic::makeSummary());
  EXPECT_EQ(checkWellFormed(svg), "svg");
  EXPECT_TRUE(llvm::StringRef(svg).starts_with(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1200.00\" "))
      << svg.substr(0, 200);
  // Nothing to fetch or run: the namespace is the only URI.
  EXPECT_EQ(count(svg, "http"), 1u);
  EXPECT_EQ(count(svg, "<script"), 0u);
  EXPECT_EQ(count(svg, "href"), 0u);
  EXPECT_EQ(count(svg, "@import"), 0u);
  EXPECT_EQ(count(svg, "<image"), 0u);
}

TEST(TimelineSVG, LanesEventsAndTooltips) {
  Timeline timeline = synthetic::makeTimeline();
  std::string svg = svgOf(timeline, synthetic::makeSummary());
  for (const TimelineLane &lane : timeline.lanes)
    EXPECT_EQ(count(svg, ">" + lane.name + "</text>"), 1u) << lane.name;
  // A tooltip per event and per flow.
  EXPECT_EQ(count(svg, "<title>"), timeline.events.size() + timeline.flows.size());
  // The tooltip names the event, its kind, its op, its times and locations.
  EXPECT_NE(svg.find("<title>copy (copy, hal.command_buffer.copy_buffer)\n"
                     "15.000 - 20.000 \u00B5s\nlowered: lowered.mlir:15:5\n"
                     "stream: in.mlir:6:5</title>"),
            std::string::npos);
  EXPECT_NE(svg.find("<title>@ex::@entry&lt;&quot;a&amp;b&quot;&gt; (dispatch"),
            std::string::npos);
  // Labels only where they fit: "execute" (12 us of 30) has one, the 1 us
  // "barrier" has none (its only text is the legend's).
  EXPECT_EQ(count(svg, ">execute</text>"), 1u);
  EXPECT_EQ(count(svg, ">barrier</text>"), 1u);
  // Events are drawn at their times: the copy starts at 15 of 30 us, half way
  // across the 1010-unit plot that starts at x=160.
  EXPECT_NE(svg.find("<rect x=\"665.00\" y=\"97.00\" width=\"168.33\" "
                     "height=\"16.00\" fill=\"#D55E00\"><title>copy"),
            std::string::npos);
}

TEST(TimelineSVG, RowsFollowLaneKindsNotCreationOrder) {
  Timeline timeline;
  timeline.lanes = {{LaneKind::Host, "host"},
                    {LaneKind::CommandLane, "queue 0 lane 0"},
                    {LaneKind::Queue, "queue 0"}};
  timeline.events = {{1, EventKind::Dispatch, "d", 0, 1, {}}};
  std::string svg = svgOf(timeline, RunSummary{});
  // Row 1 (y 72..94) is the queue, row 2 (y 94..116) the command lane.
  EXPECT_NE(svg.find("<text x=\"8\" y=\"87.00\">queue 0</text>"),
            std::string::npos);
  EXPECT_NE(svg.find("<text x=\"8\" y=\"109.00\">queue 0 lane 0</text>"),
            std::string::npos);
  EXPECT_NE(svg.find("<rect x=\"160.00\" y=\"97.00\" width=\"1010.00\""),
            std::string::npos);
}

TEST(TimelineSVG, ExecuteSpansUnderTheirBarriersAndHairlinesUnoutlined) {
  Timeline timeline;
  timeline.lanes = {{LaneKind::Queue, "queue 0"}};
  // The device model records the barrier before the execute that holds it.
  timeline.events = {{0, EventKind::Barrier, "barrier", 4, 5, {}},
                     {0, EventKind::QueueExecute, "execute", 0, 10, {}},
                     {0, EventKind::Fill, "instant", 6, 6, {}}};
  std::string svg = svgOf(timeline, RunSummary{});
  size_t execute = svg.find("<title>execute ");
  size_t barrier = svg.find("<title>barrier ");
  ASSERT_NE(execute, std::string::npos);
  ASSERT_NE(barrier, std::string::npos);
  EXPECT_LT(execute, barrier);
  // The barrier, 1 us of 10 (101 units), is a 5-unit marker along the top of
  // the row, outlined by the group; the zero-length event is a 0.75-unit
  // hairline without the outline.
  EXPECT_NE(svg.find("width=\"101.00\" height=\"5.00\" fill=\"#333333\"><title>"),
            std::string::npos);
  EXPECT_NE(svg.find("width=\"0.75\" height=\"16.00\" fill=\"#0072B2\" "
                     "stroke=\"none\"><title>instant"),
            std::string::npos);
}

TEST(TimelineSVG, AxisTicksInMicroseconds) {
  std::string svg = svgOf(synthetic::makeTimeline(),
                          synthetic::makeSummary());
  EXPECT_NE(svg.find("time (\u00B5s)"), std::string::npos);
  // 30 us: ticks every 5 us, 0 to 30.
  for (const char *tick : {">0</text>", ">5</text>", ">10</text>", ">15</text>",
                           ">20</text>", ">25</text>", ">30</text>"})
    EXPECT_EQ(count(svg, tick), 1u) << tick;
  EXPECT_EQ(count(svg, ">35</text>"), 0u);

  // A sub-microsecond span gets decimals.
  Timeline tiny;
  tiny.lanes = {{LaneKind::Host, "host"}};
  tiny.events = {{0, EventKind::HostWork, "w", 0, 0.3, {}}};
  RunSummary summary;
  summary.makespanUs = 0.3;
  std::string tinySvg = svgOf(tiny, summary);
  EXPECT_EQ(count(tinySvg, ">0.05</text>"), 1u);
  EXPECT_EQ(count(tinySvg, ">0.30</text>"), 1u);
}

TEST(TimelineSVG, FlowsLegendAndCaption) {
  Timeline timeline = synthetic::makeTimeline();
  RunSummary summary = synthetic::makeSummary();
  std::string svg = svgOf(timeline, summary);
  // One arrow per flow, and one in the legend.
  EXPECT_EQ(count(svg, "marker-end=\"url(#arrow)\""), timeline.flows.size() + 1);
  // The submission goes from the end of "submit" (7 us, host row) to the
  // start of "execute" (8 us, queue row); the fence from the end of
  // "execute" (20 us) to the host's wait at the moment it releases it.
  EXPECT_NE(svg.find("<line x1=\"395.67\" y1=\"61.00\" x2=\"429.33\" "
                     "y2=\"83.00\" marker-end=\"url(#arrow)\"><title>"
                     "submission</title></line>"),
            std::string::npos);
  EXPECT_NE(svg.find("<line x1=\"833.33\" y1=\"83.00\" x2=\"833.33\" "
                     "y2=\"61.00\" marker-end=\"url(#arrow)\"><title>"
                     "fence 1</title></line>"),
            std::string::npos);
  // The legend names the kinds present, and only those.
  for (EventKind kind : {EventKind::HostWork, EventKind::HostWait,
                         EventKind::QueueAlloca, EventKind::QueueExecute,
                         EventKind::Dispatch, EventKind::Fill, EventKind::Copy,
                         EventKind::Barrier})
    EXPECT_NE(svg.find(">" + getEventKindName(kind).str() + "</text>"),
              std::string::npos)
        << getEventKindName(kind).str();
  EXPECT_EQ(svg.find("queue-dealloca"), std::string::npos);
  // Every summary line is in the caption.
  for (const auto &[key, value] : formatSummary(summary))
    EXPECT_EQ(count(svg, ">" + key.str() + ": " + value + "</text>"), 1u)
        << key.str();
}

TEST(TimelineSVG, DeterministicAndRobust) {
  Timeline timeline = synthetic::makeTimeline();
  RunSummary summary = synthetic::makeSummary();
  EXPECT_EQ(svgOf(timeline, summary), svgOf(timeline, summary));

  // Out-of-range lanes and flows are skipped; control characters and invalid
  // UTF-8 in names do not break the XML.
  timeline.events.push_back({77, EventKind::Fill, "lost", 0, 1, {}});
  timeline.flows.push_back({"nowhere", 0, 5000});
  timeline.lanes.push_back({LaneKind::Queue, "bad\x01\xff<lane>"});
  std::string svg = svgOf(timeline, summary);
  EXPECT_EQ(checkWellFormed(svg), "svg");
  EXPECT_EQ(svg.find(">lost</text>"), std::string::npos);
  EXPECT_EQ(svg.find("nowhere"), std::string::npos);
  EXPECT_NE(svg.find("bad?"), std::string::npos);
  EXPECT_NE(svg.find("&lt;lane&gt;"), std::string::npos);

  // An empty run still draws an axis and a caption.
  std::string empty = svgOf(Timeline{}, RunSummary{});
  EXPECT_EQ(checkWellFormed(empty), "svg");
  EXPECT_NE(empty.find("makespan-us: 0.000"), std::string::npos);
}

} // namespace
