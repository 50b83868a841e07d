//===- LoweredLocations.h - Both positions of every lowered op ------------===//
//
// A race or a timeline event names an op by its position in the lowered text
// and by the stream op it comes from (docs/design/simulator.md#locations).
// These give every op of the HAL program a FusedLoc of the two, in that
// order, which makeSite (semantics/hal/HALSupport.cpp) reads.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_SIM_ENGINE_LOWEREDLOCATIONS_H
#define STREAM_TO_HAL_SIM_ENGINE_LOWEREDLOCATIONS_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/Support/SourceMgr.h"

namespace stream_to_hal::sim {

/// Prints the in-process lowering `lowered` as the text named `textName`
/// (and into the file `writePath` when not empty), parses that text back and
/// gives each op its position there fused with its own (stream) location.
/// Linear: one print, one parse, one walk of both modules side by side.
mlir::LogicalResult locateInProcessLowering(mlir::ModuleOp lowered, llvm::StringRef textName,
                                            llvm::StringRef writePath);

/// Opens `path` (`-`: standard input) as the main file of `sourceMgr`,
/// reading at most `maxBytes` (Budgets::fileBytes); reports an error if it
/// cannot.
mlir::LogicalResult loadSourceFile(llvm::StringRef path, llvm::SourceMgr &sourceMgr,
                                   uint64_t maxBytes);

/// Parses the lowered module of `path` (--lowered) and gives each op its
/// position in the file fused with the location the parser gave it: the
/// stream location when the file has loc(...) debug info, else that same
/// position.
mlir::OwningOpRef<mlir::ModuleOp> parseLoweredFile(mlir::MLIRContext &context,
                                                   llvm::StringRef path,
                                                   llvm::SourceMgr &sourceMgr,
                                                   uint64_t maxBytes);

} // namespace stream_to_hal::sim

#endif // STREAM_TO_HAL_SIM_ENGINE_LOWEREDLOCATIONS_H
