//===- CostModel.cpp - Reading a cost model from JSON ----------------------===//
//
// `--cost-model=FILE.json` is one JSON object whose keys are CostModel's field
// names; every key given replaces that default, the others stay. What each
// field means and where its default comes from: docs/design/simulator-cost.md.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/cost/CostModel.h"
#include "StreamToHAL/sim/device/Budgets.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <limits>

namespace stream_to_hal::sim {

namespace {
/// One overridable field: its JSON key and where it lives in a CostModel.
/// Exactly one of the two member pointers is set.
struct CostField {
  llvm::StringLiteral key;
  double CostModel::*real = nullptr;
  unsigned CostModel::*count = nullptr;
};
} // namespace

static const CostField kCostFields[] = {
    {"hostPerRecordedCommandUs", &CostModel::hostPerRecordedCommandUs},
    {"hostPerSubmitUs", &CostModel::hostPerSubmitUs},
    {"hostPerWaitWakeUpUs", &CostModel::hostPerWaitWakeUpUs},
    {"hostPerAllocationUs", &CostModel::hostPerAllocationUs},
    {"dispatchLaunchUs", &CostModel::dispatchLaunchUs},
    {"dispatchPerWorkgroupUs", &CostModel::dispatchPerWorkgroupUs},
    {"fillBytesPerUs", &CostModel::fillBytesPerUs},
    {"copyBytesPerUs", &CostModel::copyBytesPerUs},
    {"barrierDrainUs", &CostModel::barrierDrainUs},
    {"queueOpUs", &CostModel::queueOpUs},
    {"concurrentCommands", nullptr, &CostModel::concurrentCommands},
};

static llvm::Error costModelError(llvm::StringRef source,
                                  const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "cost model '" + source + "': " + message);
}

static std::string knownKeys() {
  std::string keys;
  for (const CostField &field : kCostFields)
    keys += (keys.empty() ? "" : ", ") + field.key.str();
  return keys;
}

/// Sets one field from `value`, or says why it cannot.
static llvm::Error setField(CostModel &model, const CostField &field,
                            const llvm::json::Value &value,
                            llvm::StringRef source) {
  if (field.real) {
    std::optional<double> number = value.getAsNumber();
    if (!number)
      return costModelError(source, "key '" + field.key +
                                        "' must be a number, got " +
                                        llvm::formatv("{0}", value).str());
    // JSON cannot spell infinity, but 1e999 parses to it; and finite
    // extremes (a rate of 1e-308 bytes/us, a cost of 1e308 us) overflow the
    // simulated clock to inf and nan. Every value stays in a range whose
    // sums over a budgeted run remain finite (docs/design/simulator-cost.md).
    if (!(*number >= CostModel::kMinCostValue && *number <= CostModel::kMaxCostValue))
      return costModelError(source, "key '" + field.key + "' must be a number from " +
                                        CostModel::kCostValueRange + llvm::Twine(", got ") +
                                        llvm::formatv("{0}", value).str());
    model.*field.real = *number;
    return llvm::Error::success();
  }
  // A count: a positive integer that fits `unsigned`. JSON writes 4.0 as a
  // number without a fraction, which getAsInteger accepts; 4.5 it refuses.
  std::optional<int64_t> integer = value.getAsInteger();
  if (!integer)
    return costModelError(source, "key '" + field.key +
                                      "' must be an integer, got " +
                                      llvm::formatv("{0}", value).str());
  if (*integer <= 0 || uint64_t(*integer) > std::numeric_limits<unsigned>::max())
    return costModelError(source, "key '" + field.key +
                                      "' must be a positive integer that "
                                      "fits in 32 bits, got " +
                                      llvm::formatv("{0}", value).str());
  model.*field.count = unsigned(*integer);
  return llvm::Error::success();
}

/// The deepest nesting of arrays and objects in `text` (outside strings):
/// llvm::json::parse recurses once per level, so a file nested tens of
/// thousands deep overflows its stack; it is measured first.
static unsigned getNestingDepth(llvm::StringRef text) {
  unsigned depth = 0, deepest = 0;
  bool inString = false;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (inString) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        inString = false;
    } else if (c == '"') {
      inString = true;
    } else if (c == '[' || c == '{') {
      deepest = std::max(deepest, ++depth);
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return deepest;
}

llvm::Expected<CostModel> CostModel::fromJSON(llvm::StringRef text,
                                              llvm::StringRef source) {
  // One object of numbers: anything nested deeper is not a cost model.
  constexpr unsigned kMaxDepth = 16;
  if (unsigned depth = getNestingDepth(text); depth > kMaxDepth)
    return costModelError(source, "nested " + llvm::Twine(depth) +
                                      " deep; a cost model is one object of numbers (at most " +
                                      llvm::Twine(kMaxDepth) + " levels are read)");
  llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(text);
  if (!parsed)
    return costModelError(source, "malformed JSON: " +
                                      llvm::toString(parsed.takeError()));
  const llvm::json::Object *object = parsed->getAsObject();
  if (!object)
    return costModelError(source,
                          "expected a JSON object of cost-model fields");
  // Keys in sorted order so that the first error reported does not depend on
  // the hash order of json::Object.
  std::vector<llvm::StringRef> keys;
  for (const auto &entry : *object)
    keys.push_back(entry.first);
  llvm::sort(keys);
  CostModel model;
  for (llvm::StringRef key : keys) {
    const CostField *field = llvm::find_if(
        kCostFields, [&](const CostField &f) { return f.key == key; });
    if (field == std::end(kCostFields))
      return costModelError(source, "unknown key '" + key +
                                        "' (known keys: " + knownKeys() + ")");
    if (llvm::Error error = setField(model, *field, *object->get(key), source))
      return std::move(error);
  }
  return model;
}

llvm::Expected<CostModel> CostModel::fromJSONFile(llvm::StringRef path, uint64_t maxBytes) {
  llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> buffer = readFileWithin(path, maxBytes);
  if (!buffer)
    return costModelError(path, llvm::toString(buffer.takeError()));
  return fromJSON((*buffer)->getBuffer(), path);
}

} // namespace stream_to_hal::sim
