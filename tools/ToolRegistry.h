//===- ToolRegistry.h - What the project's tools register -------*- C++ -*-===//
#ifndef STREAM_TO_HAL_TOOLS_TOOLREGISTRY_H
#define STREAM_TO_HAL_TOOLS_TOOLREGISTRY_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace mlir::stream_to_hal {

/// The one registry of stream-hal-opt, stream-hal-lsp-server and
/// stream-hal-reduce: adds to `registry` the stream, hal and util dialects and
/// the MLIR dialects (with their extensions) that stream-level programs combine
/// them with, and registers, once per process, the project's passes and
/// pipeline and MLIR's core transforms with the global pass registry.
void registerToolDialectsAndPasses(DialectRegistry &registry);

} // namespace mlir::stream_to_hal

#endif // STREAM_TO_HAL_TOOLS_TOOLREGISTRY_H
