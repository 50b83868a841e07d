//===- ProgramRun.h - One run of a program: initializers, then functions --===//
//
// docs/design/simulator.md#engine. The same driver runs the reference (the
// stream module, no Device) and the HAL program (the lowered module on a
// Device); each returns its results and final globals as snapshots.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_SIM_ENGINE_PROGRAMRUN_H
#define STREAM_TO_HAL_SIM_ENGINE_PROGRAMRUN_H

#include "StreamToHAL/sim/semantics/Interpreter.h"
#include "StreamToHAL/sim/values/Inputs.h"
#include "StreamToHAL/sim/values/Snapshot.h"

#include <string>
#include <utility>
#include <vector>

namespace stream_to_hal::sim {

struct FunctionOutcome {
  std::string name;
  std::vector<Snapshot> results;
};

struct RunOutcome {
  std::vector<FunctionOutcome> functions;
  /// Every global holding a value at the end, by name (sorted).
  std::vector<std::pair<std::string, Snapshot>> globals;
};

/// Checks, before anything runs, that every function exists in `module` as
/// a func.func with a body and takes `inputs` (arity, and each input's kind
/// against its argument type). `program` names the module in errors ("" for
/// the input, "lowered " for the HAL program).
mlir::LogicalResult checkFunctions(mlir::ModuleOp module, llvm::ArrayRef<std::string> functions,
                                   llvm::ArrayRef<InputValue> inputs, llvm::StringRef program);

/// Checks that the HAL program holds no stream op and no value or
/// attribute of a stream type: a stream program given as `--lowered` (or a
/// --pipeline that does not lower) would otherwise run nothing on the
/// device and match. `origin` names the program in the error.
mlir::LogicalResult checkLoweredProgram(mlir::ModuleOp lowered, llvm::StringRef origin);

/// Runs the initializers, then each function in order with `inputs`,
/// snapshotting results at each return (in the HAL run, a host read of
/// every returned buffer) and the globals at the end (after the Device has
/// drained). Failures are reported as located errors.
mlir::FailureOr<RunOutcome> runProgram(Interpreter &interp,
                                       llvm::ArrayRef<std::string> functions,
                                       llvm::ArrayRef<InputValue> inputs);

} // namespace stream_to_hal::sim

#endif // STREAM_TO_HAL_SIM_ENGINE_PROGRAMRUN_H
