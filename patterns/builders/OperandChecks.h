//===- OperandChecks.h - Checks of converted operands before building -*- C++ -*-===//
//
// A pattern gets its operands already converted. For verified input the type
// converter guarantees their types; these checks keep input it cannot
// guarantee (unverified IR, a type without a HAL form) from turning into an
// invalid HAL op: they report a located error before the pattern creates
// anything (docs/design/failures.md).
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_PATTERNS_BUILDERS_OPERANDCHECKS_H
#define STREAM_TO_HAL_PATTERNS_BUILDERS_OPERANDCHECKS_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "mlir/Support/LogicalResult.h"
#include "llvm/ADT/Twine.h"

#include <string>

namespace mlir::stream_to_hal {

/// `type` as written in IR, without the quotes diagnostics put around types
/// (our messages show bare types, docs/design/failures.md).
std::string typeToString(Type type);

/// Emits `<what> was not converted to !hal.buffer (got <type>)` at `op` unless
/// `converted` is a !hal.buffer.
LogicalResult checkConvertedToBuffer(Operation *op, Value converted,
                                     const llvm::Twine &what);

/// Emits `cannot convert '<type>' to a buffer view` at `op` unless `converted`
/// (the conversion of `original`) is a !hal.buffer_view (F6: a tensor whose
/// element type has no buffer-view form stays a tensor).
LogicalResult checkConvertedToBufferView(Operation *op, Value original,
                                         Value converted);

/// Emits `has <n> resource operands for <m> results` at `op` unless a
/// stream.timepoint.await `op` has as many converted `resources` as results.
LogicalResult checkAwaitedResources(Operation *op, ValueRange resources);

} // namespace mlir::stream_to_hal

#endif // STREAM_TO_HAL_PATTERNS_BUILDERS_OPERANDCHECKS_H
