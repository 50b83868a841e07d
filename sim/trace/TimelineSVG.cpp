//===- TimelineSVG.cpp - A timeline as a self-contained SVG picture -------===//
//
// One row per lane, a time axis in microseconds on top, a rectangle per event
// colored by kind, arrows for flows, a legend and the summary as a caption.
// Nothing external: generic font families, no scripts, no links. The layout
// is described in docs/design/simulator-cost.md#svg.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/trace/TraceWriters.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"

#include <algorithm>
#include <cmath>

namespace stream_to_hal::sim {

namespace {
// Layout in SVG user units (pixels when rendered at 1:1).
constexpr double kWidth = 1200;
constexpr double kLabelWidth = 160;  // lane names, left of the plot
constexpr double kRightMargin = 30;  // room for the last tick's label
constexpr double kPlotWidth = kWidth - kLabelWidth - kRightMargin;
constexpr double kAxisY = 50;        // the axis line; rows start below it
constexpr double kRowHeight = 22;
constexpr double kEventInset = 3;    // gap between an event and its row's edge
constexpr double kBarrierHeight = 5;
constexpr double kLegendHeight = 30;
constexpr double kCaptionLineHeight = 16;
constexpr unsigned kCaptionRows = 5; // the ten summary lines in two columns
// About the advance of one character of the 11px label font; a label is drawn
// only when the event is wide enough for all of it.
constexpr double kLabelCharWidth = 6.5;
constexpr unsigned kTargetTicks = 8;

constexpr unsigned kNumEventKinds = unsigned(EventKind::Barrier) + 1;

struct KindStyle {
  const char *fill;
  const char *text; // label color readable on `fill`
};

// Okabe-Ito's colorblind-safe palette, plus greys for the host's own work.
constexpr KindStyle kKindStyles[kNumEventKinds] = {
    {"#56B4E9", "#000000"}, // HostWork
    {"#BBBBBB", "#000000"}, // HostWait
    {"#009E73", "#FFFFFF"}, // QueueAlloca
    {"#CC79A7", "#000000"}, // QueueDealloca
    {"#F0E442", "#000000"}, // QueueExecute
    {"#E69F00", "#000000"}, // Dispatch
    {"#0072B2", "#FFFFFF"}, // Fill
    {"#D55E00", "#FFFFFF"}, // Copy
    {"#333333", "#FFFFFF"}, // Barrier
};

/// Text made safe for XML character data and attribute values: valid UTF-8,
/// no control characters XML 1.0 forbids, markup characters escaped.
std::string escapeXML(llvm::StringRef raw) {
  std::string utf8 =
      llvm::json::isUTF8(raw) ? raw.str() : llvm::json::fixUTF8(raw);
  std::string out;
  out.reserve(utf8.size());
  for (char c : utf8) {
    switch (c) {
    case '&': out += "&amp;"; break;
    case '<': out += "&lt;"; break;
    case '>': out += "&gt;"; break;
    case '"': out += "&quot;"; break;
    case '\'': out += "&apos;"; break;
    default:
      if (static_cast<unsigned char>(c) < 0x20 && c != '\t' && c != '\n' &&
          c != '\r')
        out += '?';
      else
        out += c;
    }
  }
  return out;
}

/// A coordinate or length with two decimals: sub-pixel, and the same text on
/// every machine. (+0.0 turns a negative zero into "0.00".)
llvm::format_object<double> px(double value) {
  return llvm::format("%.2f", value + 0.0);
}

/// Tick spacing of 1, 2 or 5 times a power of ten that gives about
/// kTargetTicks ticks over `span` (> 0).
double tickStep(double span) {
  double raw = span / kTargetTicks;
  double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
  double mantissa = raw / magnitude;
  double nice = mantissa <= 1 ? 1 : mantissa <= 2 ? 2 : mantissa <= 5 ? 5 : 10;
  return nice * magnitude;
}

/// Decimals a tick label needs to tell ticks `step` apart.
int tickDecimals(double step) {
  return std::max(0, int(std::ceil(-std::log10(step) - 1e-9)));
}

class SVGWriter {
public:
  SVGWriter(const Timeline &timeline, const RunSummary &summary,
            llvm::raw_ostream &os)
      : timeline(timeline), summary(summary), os(os),
        rows(getLaneRows(timeline)) {
    span = summary.makespanUs;
    for (const TimelineEvent &event : timeline.events)
      span = std::max(span, event.endUs);
    if (!(span > 0) || !std::isfinite(span))
      span = 1;
    rowsBottom = kAxisY + kRowHeight * double(timeline.lanes.size());
    legendY = rowsBottom + 20;
    captionY = legendY + kLegendHeight;
    height = captionY + kCaptionLineHeight * kCaptionRows + 10;
  }

  void write() {
    os << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
       << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << px(kWidth)
       << "\" height=\"" << px(height) << "\" viewBox=\"0 0 " << px(kWidth)
       << " " << px(height) << "\" font-family=\"sans-serif\" font-size=\"12\">\n"
       << "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" "
          "refY=\"5\" markerWidth=\"6\" markerHeight=\"6\" orient=\"auto\">"
          "<path d=\"M0,0 L10,5 L0,10 z\" fill=\"#444444\"/></marker></defs>\n"
       << "<rect x=\"0\" y=\"0\" width=\"" << px(kWidth) << "\" height=\""
       << px(height) << "\" fill=\"#FFFFFF\"/>\n"
       << "<text x=\"8\" y=\"18\" font-size=\"14\" font-weight=\"bold\">"
          "stream-hal-sim: "
       << escapeXML(timeline.clock) << " timeline of the HAL program</text>\n";
    writeRows();
    writeAxis();
    writeEvents();
    writeFlows();
    writeLegend();
    writeCaption();
    os << "</svg>\n";
  }

private:
  double x(double us) const {
    double clamped = std::min(std::max(us, 0.0), span);
    return kLabelWidth + clamped / span * kPlotWidth;
  }
  double rowTop(unsigned lane) const {
    return kAxisY + kRowHeight * rows[lane];
  }
  double rowMiddle(unsigned lane) const {
    return rowTop(lane) + kRowHeight / 2;
  }
  bool validEvent(unsigned index) const {
    return index < timeline.events.size() &&
           timeline.events[index].lane < timeline.lanes.size();
  }

  void writeRows() {
    os << "<g id=\"lanes\">\n";
    for (auto [index, lane] : llvm::enumerate(timeline.lanes)) {
      unsigned laneIndex = unsigned(index);
      os << "<rect x=\"0\" y=\"" << px(rowTop(laneIndex)) << "\" width=\""
         << px(kWidth) << "\" height=\"" << px(kRowHeight) << "\" fill=\""
         << (rows[laneIndex] % 2 ? "#FFFFFF" : "#F2F2F2") << "\"/>"
         << "<text x=\"8\" y=\"" << px(rowMiddle(laneIndex) + 4) << "\">"
         << escapeXML(lane.name) << "</text>\n";
    }
    os << "</g>\n";
  }

  void writeAxis() {
    double step = tickStep(span);
    int decimals = tickDecimals(step);
    os << "<g id=\"axis\" font-size=\"10\" fill=\"#333333\">\n"
       << "<line x1=\"" << px(kLabelWidth) << "\" y1=\"" << px(kAxisY)
       << "\" x2=\"" << px(kLabelWidth + kPlotWidth) << "\" y2=\""
       << px(kAxisY) << "\" stroke=\"#333333\"/>\n"
       << "<text x=\"8\" y=\"" << px(kAxisY - 6) << "\">time (\u00B5s)</text>\n";
    // Ticks are counted, not accumulated, so rounding cannot add or drop one.
    for (unsigned k = 0;; ++k) {
      double t = step * k;
      if (t > span * (1 + 1e-9))
        break;
      double tx = x(t);
      os << "<line x1=\"" << px(tx) << "\" y1=\"" << px(kAxisY - 4)
         << "\" x2=\"" << px(tx) << "\" y2=\"" << px(rowsBottom)
         << "\" stroke=\"#CCCCCC\"/>"
         << "<text x=\"" << px(tx) << "\" y=\"" << px(kAxisY - 6)
         << "\" text-anchor=\"middle\">" << llvm::format("%.*f", decimals, t)
         << "</text>\n";
    }
    os << "</g>\n";
  }

  /// Execute spans first: the barriers the device model puts on the queue's
  /// row during an execute are drawn over the span, not hidden under it.
  void writeEvents() {
    os << "<g id=\"events\" stroke=\"#FFFFFF\" stroke-width=\"0.5\">\n";
    for (bool spans : {true, false})
      for (unsigned index = 0; index < timeline.events.size(); ++index)
        if (validEvent(index) &&
            (timeline.events[index].kind == EventKind::QueueExecute) == spans)
          writeEvent(timeline.events[index]);
    os << "</g>\n";
  }

  /// A rectangle with its tooltip, and its label when it fits. Events wider
  /// than a few units are outlined in white so that back-to-back events stay
  /// apart; narrower ones (zero-length ones as a hairline) are not, or the
  /// outline would hide them.
  void writeEvent(const TimelineEvent &event) {
    const KindStyle &style = kKindStyles[unsigned(event.kind) % kNumEventKinds];
    double left = x(event.startUs);
    double width = std::max(x(event.endUs) - left, 0.75);
    double top = rowTop(event.lane) + kEventInset;
    // A barrier is a drain marker along the top of its row: the device model
    // puts it on the queue's row, inside the execute span, whose label stays
    // readable below it.
    double height = event.kind == EventKind::Barrier
                        ? kBarrierHeight
                        : kRowHeight - 2 * kEventInset;
    os << "<rect x=\"" << px(left) << "\" y=\"" << px(top) << "\" width=\""
       << px(width) << "\" height=\"" << px(height)
       << "\" fill=\"" << style.fill << "\""
       << (width < 3 ? " stroke=\"none\"" : "") << "><title>"
       << escapeXML(event.name) << " (" << getEventKindName(event.kind) << ", "
       << escapeXML(event.site.opName) << ")\n"
       << llvm::format("%.3f", event.startUs) << " - "
       << llvm::format("%.3f", event.endUs) << " \u00B5s";
    if (!event.site.loweredLoc.empty())
      os << "\nlowered: " << escapeXML(event.site.loweredLoc);
    if (!event.site.streamLoc.empty())
      os << "\nstream: " << escapeXML(event.site.streamLoc);
    os << "</title></rect>";
    if (event.kind != EventKind::Barrier &&
        width >= kLabelCharWidth * double(event.name.size()) + 6)
      os << "<text x=\"" << px(left + 3) << "\" y=\""
         << px(rowMiddle(event.lane) + 4) << "\" font-size=\"11\" fill=\""
         << style.text << "\" stroke=\"none\">" << escapeXML(event.name)
         << "</text>";
    os << "\n";
  }

  void writeFlows() {
    os << "<g id=\"flows\" stroke=\"#444444\" stroke-width=\"1\" "
          "opacity=\"0.7\">\n";
    for (const TimelineFlow &flow : timeline.flows) {
      if (!validEvent(flow.fromEvent) || !validEvent(flow.toEvent))
        continue;
      const TimelineEvent &from = timeline.events[flow.fromEvent];
      const TimelineEvent &to = timeline.events[flow.toEvent];
      // The arrow lands where the flow releases the waiting event: when the
      // source ends, or at the start of an event that began later (a wait
      // that began before the fence was signaled ends after it).
      double release = std::min(std::max(from.endUs, to.startUs), to.endUs);
      os << "<line x1=\"" << px(x(from.endUs)) << "\" y1=\""
         << px(rowMiddle(from.lane)) << "\" x2=\"" << px(x(release))
         << "\" y2=\"" << px(rowMiddle(to.lane))
         << "\" marker-end=\"url(#arrow)\"><title>" << escapeXML(flow.name)
         << "</title></line>\n";
    }
    os << "</g>\n";
  }

  /// A swatch and a name for each kind the timeline has, in EventKind order.
  void writeLegend() {
    bool present[kNumEventKinds] = {};
    for (const TimelineEvent &event : timeline.events)
      present[unsigned(event.kind) % kNumEventKinds] = true;
    os << "<g id=\"legend\">\n";
    double left = 8;
    for (unsigned kind = 0; kind < kNumEventKinds; ++kind) {
      if (!present[kind])
        continue;
      llvm::StringRef name = getEventKindName(EventKind(kind));
      os << "<rect x=\"" << px(left) << "\" y=\"" << px(legendY)
         << "\" width=\"12\" height=\"12\" fill=\"" << kKindStyles[kind].fill
         << "\"/><text x=\"" << px(left + 16) << "\" y=\"" << px(legendY + 10)
         << "\">" << name << "</text>\n";
      left += 16 + 7.0 * double(name.size()) + 18;
    }
    os << "<line x1=\"" << px(left) << "\" y1=\"" << px(legendY + 6)
       << "\" x2=\"" << px(left + 24) << "\" y2=\"" << px(legendY + 6)
       << "\" stroke=\"#444444\" marker-end=\"url(#arrow)\"/><text x=\""
       << px(left + 30) << "\" y=\"" << px(legendY + 10)
       << "\">happens-before (fence, submission)</text>\n";
    os << "</g>\n";
  }

  /// The summary lines, top to bottom then left to right.
  void writeCaption() {
    os << "<g id=\"summary\" font-family=\"monospace\">\n";
    auto entries = formatSummary(summary);
    for (auto [index, entry] : llvm::enumerate(entries)) {
      double left = 8 + 360 * double(index / kCaptionRows);
      double top = captionY + kCaptionLineHeight * double(index % kCaptionRows);
      os << "<text x=\"" << px(left) << "\" y=\"" << px(top + 12) << "\">"
         << entry.first << ": " << entry.second << "</text>\n";
    }
    os << "</g>\n";
  }

  const Timeline &timeline;
  const RunSummary &summary;
  llvm::raw_ostream &os;
  std::vector<unsigned> rows; // indexed by lane
  double span;
  double rowsBottom;
  double legendY;
  double captionY;
  double height;
};
} // namespace

void writeTimelineSVG(const Timeline &timeline, const RunSummary &summary,
                      llvm::raw_ostream &os) {
  SVGWriter(timeline, summary, os).write();
}

} // namespace stream_to_hal::sim
