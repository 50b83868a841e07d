//===- Passes.h - The passes of StreamToHAL ----------------------*- C++ -*-===//
#ifndef STREAM_TO_HAL_PATTERNS_PASSES_H
#define STREAM_TO_HAL_PATTERNS_PASSES_H

#include "patterns/BarrierPlanner.h"
#include "patterns/ExecutionModel.h"

#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassOptions.h"

namespace mlir::stream_to_hal {

#define GEN_PASS_DECL
#include "patterns/Passes.h.inc"

/// Registers every pass of the project, and the stream-to-hal-pipeline, with
/// MLIR's global pass registry.
void registerPasses();

/// The options of the stream-to-hal-pipeline: those of convert-stream-to-hal,
/// with the same names, values and defaults, passed on to it.
struct StreamToHALPipelineOptions
    : public PassPipelineOptions<StreamToHALPipelineOptions> {
  PassOptions::Option<ExecutionModelKind> executionModel{
      *this, "execution-model",
      llvm::cl::desc("How timepoints and submissions are lowered"),
      llvm::cl::init(ExecutionModelKind::Sync),
      llvm::cl::values(
          clEnumValN(ExecutionModelKind::Sync, "sync",
                     "synchronous: index timepoints, submit and wait (default)"),
          clEnumValN(ExecutionModelKind::Async, "async",
                     "asynchronous: HAL fences and queue-ordered alloca, "
                     "dealloca, execute"))};
  PassOptions::Option<BarrierMode> barriers{
      *this, "barriers",
      llvm::cl::desc("Which execution barriers command buffers record "
                     "(barriers.md)"),
      llvm::cl::init(BarrierMode::All), getBarrierModeValues()};

  /// The options of the pipeline's convert-stream-to-hal.
  ConvertStreamToHALOptions getConversionOptions() const;
};

/// Adds the stream-to-hal-pipeline to a module-level `pm`: convert-stream-to-hal
/// (with `options`) followed by cse and canonicalize, so the device and
/// allocator lookups the conversion emits at every use (and repeated
/// constants) collapse into one.
void buildStreamToHALPipeline(OpPassManager &pm,
                              const StreamToHALPipelineOptions &options = {});

/// Registers the test-only passes (`test-stream-to-hal-*`, TestPasses.td),
/// which drive the conversion's building blocks from lit tests.
void registerTestPasses();

} // namespace mlir::stream_to_hal

#endif // STREAM_TO_HAL_PATTERNS_PASSES_H
