//===- Passes.h - The passes of StreamToHAL ----------------------*- C++ -*-===//
#ifndef STREAM_TO_HAL_PATTERNS_PASSES_H
#define STREAM_TO_HAL_PATTERNS_PASSES_H

#include "mlir/Pass/Pass.h"

namespace mlir::stream_to_hal {

#define GEN_PASS_DECL
#include "patterns/Passes.h.inc"

/// Registers every pass of the project, and the stream-to-hal-pipeline, with
/// MLIR's global pass registry.
void registerPasses();

/// Adds the stream-to-hal-pipeline to a module-level `pm`: convert-stream-to-hal
/// followed by cse and canonicalize, so the device and allocator lookups the
/// conversion emits at every use (and repeated constants) collapse into one.
void buildStreamToHALPipeline(OpPassManager &pm);

/// Registers the test-only passes (`test-stream-to-hal-*`, TestPasses.td),
/// which drive the conversion's building blocks from lit tests.
void registerTestPasses();

} // namespace mlir::stream_to_hal

#endif // STREAM_TO_HAL_PATTERNS_PASSES_H
