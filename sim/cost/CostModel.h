//===- CostModel.h - How long simulated work takes ------------------------===//
//
// The device model asks the cost model for the duration of each piece of
// work. Defaults are documented, with where each comes from, in
// docs/design/simulator-cost.md; `--cost-model=FILE.json` overrides any of
// them. They are orders of magnitude of a discrete GPU behind PCIe, meant to
// compare lowerings with each other, not to predict a particular device.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_SIM_COST_COSTMODEL_H
#define STREAM_TO_HAL_SIM_COST_COSTMODEL_H

#include "llvm/Support/Error.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>

namespace stream_to_hal::sim {

struct CostModel {
  /// The range of every real-valued field (us, or bytes per us): sums of
  /// such durations over any run the budgets allow stay finite.
  static constexpr double kMinCostValue = 1e-6;
  static constexpr double kMaxCostValue = 1e9;
  static constexpr const char *kCostValueRange = "1e-6 to 1e9";

  // Host, microseconds.
  double hostPerRecordedCommandUs = 0.5;
  double hostPerSubmitUs = 5.0;
  double hostPerWaitWakeUpUs = 10.0;
  double hostPerAllocationUs = 2.0;
  // Device.
  double dispatchLaunchUs = 3.0;
  double dispatchPerWorkgroupUs = 0.01;
  double fillBytesPerUs = 200000.0;  // 200 GB/s
  double copyBytesPerUs = 100000.0;  // 100 GB/s (read + write)
  double barrierDrainUs = 1.0;
  double queueOpUs = 1.0;            // queue alloca / dealloca
  unsigned concurrentCommands = 4;   // commands of one command buffer at once

  double dispatchUs(uint64_t workgroups) const {
    return dispatchLaunchUs + dispatchPerWorkgroupUs * double(workgroups);
  }
  double fillUs(uint64_t bytes) const { return double(bytes) / fillBytesPerUs; }
  double copyUs(uint64_t bytes) const { return double(bytes) / copyBytesPerUs; }

  /// Reads a JSON object whose keys are the field names above (e.g.
  /// {"dispatchLaunchUs": 4, "concurrentCommands": 8}); the fields it does not
  /// name keep their defaults. An unreadable file, malformed JSON, anything
  /// but an object, an unknown key, a wrong type and a value that is not
  /// in [kMinCostValue, kMaxCostValue] (or, for concurrentCommands, not a
  /// positive integer) are errors that start with "cost model '<path>': "
  /// and name the key. Reads at most `maxBytes` of the file (Budgets::fileBytes); nesting
  /// deeper than 16 levels is refused before parsing.
  static llvm::Expected<CostModel> fromJSONFile(llvm::StringRef path, uint64_t maxBytes);
  /// The same for JSON text already in memory; `source` names it in errors.
  static llvm::Expected<CostModel> fromJSON(llvm::StringRef text,
                                            llvm::StringRef source);
};

} // namespace stream_to_hal::sim

#endif // STREAM_TO_HAL_SIM_COST_COSTMODEL_H
