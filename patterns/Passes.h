//===- Passes.h - The passes of StreamToHAL ----------------------*- C++ -*-===//
#ifndef STREAM_TO_HAL_PATTERNS_PASSES_H
#define STREAM_TO_HAL_PATTERNS_PASSES_H

#include "mlir/Pass/Pass.h"

namespace mlir::stream_to_hal {

#define GEN_PASS_DECL
#include "patterns/Passes.h.inc"

/// Registers every pass of the project with MLIR's global pass registry.
void registerPasses();

/// Registers the test-only passes (`test-stream-to-hal-*`, TestPasses.td),
/// which drive the conversion's building blocks from lit tests.
void registerTestPasses();

} // namespace mlir::stream_to_hal

#endif // STREAM_TO_HAL_PATTERNS_PASSES_H
