//===- CostModel.h - How long simulated work takes ------------------------===//
//
// The device model asks the cost model for the duration of each piece of
// work. Defaults are documented, with where each comes from, in
// docs/design/simulator.md; `--cost-model=FILE.json` overrides any of them.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_SIM_COST_COSTMODEL_H
#define STREAM_TO_HAL_SIM_COST_COSTMODEL_H

#include "llvm/Support/Error.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>

namespace stream_to_hal::sim {

struct CostModel {
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
  /// {"dispatchLaunchUs": 4, "concurrentCommands": 8}); unknown keys, wrong
  /// types and non-positive values are errors naming the key.
  static llvm::Expected<CostModel> fromJSONFile(llvm::StringRef path);
};

} // namespace stream_to_hal::sim

#endif // STREAM_TO_HAL_SIM_COST_COSTMODEL_H
