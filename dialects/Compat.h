//===- Compat.h - The one place for MLIR 19/22 API drift ---------*- C++ -*-===//
//
// Everything the project needs that is spelled differently in the supported
// MLIR releases lives here, so that the rest of the code is written once.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_DIALECTS_COMPAT_H
#define STREAM_TO_HAL_DIALECTS_COMPAT_H

#include "llvm/Config/llvm-config.h"
#include "mlir/IR/Builders.h"

#include <utility>

namespace mlir::compat {

/// Creates an op: `OpTy::create(builder, ...)` on MLIR 22, which deprecates
/// `builder.create<OpTy>(...)`; MLIR 19 has only the latter.
template <typename OpTy, typename... Args>
OpTy createOp(OpBuilder &builder, Location loc, Args &&...args) {
#if LLVM_VERSION_MAJOR >= 22
  return OpTy::create(builder, loc, std::forward<Args>(args)...);
#else
  return builder.create<OpTy>(loc, std::forward<Args>(args)...);
#endif
}

/// Turns off pattern rollback in a dialect-conversion config (MLIR 22's one-shot
/// driver) and returns true; MLIR 19 always rolls back and returns false.
/// (A template so that this header need not include DialectConversion.h.)
template <typename ConversionConfigT>
bool disablePatternRollback(ConversionConfigT &config) {
#if LLVM_VERSION_MAJOR >= 22
  config.allowPatternRollback = false;
  return true;
#else
  (void)config;
  return false;
#endif
}

/// Whether disablePatternRollback has an effect in this release.
inline constexpr bool kHasOneShotConversion = LLVM_VERSION_MAJOR >= 22;

} // namespace mlir::compat

#endif // STREAM_TO_HAL_DIALECTS_COMPAT_H
