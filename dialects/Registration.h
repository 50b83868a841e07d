//===- Registration.h - Registers the project's dialects ---------*- C++ -*-===//
#ifndef STREAM_TO_HAL_DIALECTS_REGISTRATION_H
#define STREAM_TO_HAL_DIALECTS_REGISTRATION_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace mlir::stream_to_hal {

/// Adds the stream, hal and util dialects to `registry`.
void registerDialects(DialectRegistry &registry);

} // namespace mlir::stream_to_hal

#endif // STREAM_TO_HAL_DIALECTS_REGISTRATION_H
