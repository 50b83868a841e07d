//===- Engine.h - stream-hal-sim as a library -----------------------------===//
//
// Loads a stream-level module, lowers it (or takes a lowered one), runs the
// reference and the HAL program (once deterministically, with races
// tracked, then under --schedules random legal schedules), compares them,
// and prints results, the verdict, races and the summary.
// docs/design/simulator.md.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_SIM_ENGINE_ENGINE_H
#define STREAM_TO_HAL_SIM_ENGINE_ENGINE_H

#include "StreamToHAL/sim/device/Budgets.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/Timing.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace stream_to_hal::sim {

struct SimulatorOptions {
  std::string inputPath;
  std::vector<std::string> functions;
  std::vector<std::string> inputs;
  /// convert-stream-to-hal's options, as the pass takes them.
  std::string conversionOptions;
  /// A textual pass pipeline to lower with instead (e.g. the conversion
  /// followed by stream-to-hal-outline-memoize-regions); excludes
  /// conversionOptions.
  std::string pipeline;
  /// A lowered module to run instead of converting the input.
  std::string loweredPath;
  /// Where to print the in-process lowering (the text its positions refer to).
  std::string writeLoweredPath;
  /// Set by runSimulatorForEachLowering: this run is one of several, which
  /// cannot write their lowerings (the notes say how to get one).
  bool oneOfSeveralLowerings = false;
  unsigned schedules = 0;
  uint64_t seed = 0;
  std::string costModelPath;
  std::string tracePath;
  std::string timelinePath;
  uint64_t printMaxElementCount = 1024;
  /// What one run may hold (docs/design/simulator-budgets.md).
  Budgets budgets = Budgets::fromMachine();
  /// The device the HAL program runs on: "simulated" or "vulkan"
  /// (docs/design/vulkan-device.md), with the Vulkan device to use ("" the
  /// first, an index or a substring of its name) and whether the
  /// validation layer checks the run.
  std::string device = "simulated";
  std::string vulkanDevice;
  bool vulkanValidation = true;
};

/// The exit codes of stream-hal-sim.
enum ExitCode : int {
  kExitMatch = 0,   // match, no race
  kExitFailure = 1, // mismatch, race, a failed run, or bad input
};

/// Runs the whole simulation; results and the verdict go to `out`,
/// diagnostics to stderr. Returns the exit code.
int runSimulator(mlir::MLIRContext &context, const SimulatorOptions &options,
                 llvm::raw_ostream &out, mlir::TimingScope &timing);

/// One lowering of a run that checks several: convert-stream-to-hal's
/// options (SimulatorOptions::conversionOptions) or a pass pipeline
/// (SimulatorOptions::pipeline).
struct Lowering {
  enum class Kind { Options, Pipeline };
  Kind kind;
  std::string text;
};

/// Runs the simulation of `common` once per lowering, in order, on the same
/// stream program and inputs: one process instead of one per lowering, whose
/// start-up costs most of a small program's run
/// (docs/design/simulator.md#several-lowerings). Each report is headed by
/// `== lowering I of N: --options='...'` (or --pipeline) and closed by
/// `== lowering I of N: match` or `failed`; the last line counts the failed
/// ones. The outputs of one lowering (--lowered, --write-lowered, --trace,
/// --timeline) are refused. Returns kExitMatch when every lowering matched.
int runSimulatorForEachLowering(mlir::MLIRContext &context, const SimulatorOptions &common,
                                llvm::ArrayRef<Lowering> lowerings, llvm::raw_ostream &out,
                                mlir::TimingScope &timing);

} // namespace stream_to_hal::sim

#endif // STREAM_TO_HAL_SIM_ENGINE_ENGINE_H
