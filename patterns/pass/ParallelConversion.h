//===- ParallelConversion.h - Converting top-level ops in parallel -*- C++ -*-===//
//
// The pass converts each top-level op of its module in a conversion of its
// own. Those of isolated ops run on the context's thread pool; the result,
// and the diagnostics, are those of converting one op after another in module
// order and stopping at the first failure.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_PATTERNS_PASS_PARALLELCONVERSION_H
#define STREAM_TO_HAL_PATTERNS_PASS_PARALLELCONVERSION_H

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <cstdint>
#include <mutex>
#include <vector>

namespace mlir::stream_to_hal {

/// Keeps the diagnostics emitted while converting top-level op #i, by the
/// thread converting it, apart per i, and passes them on in order of i to the
/// handlers installed before it (mlir-opt's, -verify-diagnostics'). The same
/// idea as MLIR's ParallelDiagnosticHandler, which cannot drop the
/// diagnostics of the ops after the first failure.
class OrderedDiagnosticCapture {
public:
  OrderedDiagnosticCapture(MLIRContext *context, size_t numOps);
  ~OrderedDiagnosticCapture();
  OrderedDiagnosticCapture(const OrderedDiagnosticCapture &) = delete;
  OrderedDiagnosticCapture &operator=(const OrderedDiagnosticCapture &) = delete;

  /// Diagnostics of this thread belong to op #index until endOp().
  void beginOp(size_t index);
  void endOp();

  /// Stops capturing and emits the diagnostics of ops #0..#lastIndex (all if
  /// lastIndex is past the end) in that order, each op's in the order emitted.
  void replayThrough(size_t lastIndex);

private:
  LogicalResult capture(Diagnostic &diagnostic);
  void stopCapturing();

  MLIRContext *context;
  DiagnosticEngine::HandlerID handlerID;
  bool capturing = true;
  std::mutex mutex;
  llvm::DenseMap<uint64_t, size_t> opOfThread;
  std::vector<std::vector<Diagnostic>> diagnostics;
};

/// Converts the ops #0..#numOps-1 with `convert(index)`, as converting them
/// one by one in that order and stopping at the first failure would: returns
/// the index of the first op whose conversion failed (numOps if none did) and
/// emits the diagnostics of the ops up to that one and of no later op.
///
/// The ops for which `convertsInParallel` is false are converted first, on
/// this thread, in order; then the others, on the context's thread pool unless
/// multithreading is disabled, none of them after a failed op. `convert` must
/// touch nothing outside op #index but state set up for it beforehand.
size_t convertInModuleOrder(MLIRContext *context, size_t numOps,
                            llvm::function_ref<bool(size_t)> convertsInParallel,
                            llvm::function_ref<LogicalResult(size_t)> convert);

} // namespace mlir::stream_to_hal

#endif // STREAM_TO_HAL_PATTERNS_PASS_PARALLELCONVERSION_H
