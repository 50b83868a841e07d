//===- MemoizePasses.td - Outlining and inlining memoize regions -*- tablegen -*-===//
//
// Included by patterns/pass/Passes.td: generated, registered and documented
// with the other passes.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_PATTERNS_MEMOIZE_MEMOIZEPASSES_TD
#define STREAM_TO_HAL_PATTERNS_MEMOIZE_MEMOIZEPASSES_TD

include "mlir/Pass/PassBase.td"

def OutlineMemoizeRegions
    : Pass<"stream-to-hal-outline-memoize-regions", "mlir::ModuleOp"> {
  let summary = "Hoists hal.device.memoize regions into initializers";
  let description = [{
    Moves each `hal.device.memoize` region of a `func.func` into a private
    apply function. When the region captures only values it can recompute
    (constants, arith ops of constants, loads of immutable globals) and its
    device is `hal.ex.shared_device`, a `util.initializer` calls the apply
    function once and stores its results into private globals, which the
    function then loads; otherwise a warning says why and the function calls
    the apply function in place (docs/design/reusable.md#outline-pass).
  }];
  let dependentDialects = [
    "mlir::arith::ArithDialect",
    "mlir::func::FuncDialect",
    "mlir::hal::HALDialect",
    "mlir::util::UtilDialect",
  ];
  let statistics = [
    Statistic<"numMemoizedRegions", "memoized-regions",
              "memoize regions moved into an initializer">,
    Statistic<"numUnmemoizedRegions", "unmemoized-regions",
              "memoize regions called in place (with a warning)">,
  ];
}

def InlineMemoizeRegions
    : Pass<"stream-to-hal-inline-memoize-regions", "mlir::ModuleOp"> {
  let summary = "Runs hal.device.memoize regions in place";
  let description = [{
    Replaces each `hal.device.memoize` by its region's ops, recording its
    command buffers as one-shot (docs/design/reusable.md#inline-pass).
  }];
  let statistics = [
    Statistic<"numInlinedRegions", "inlined-regions",
              "memoize regions inlined">,
  ];
}

#endif // STREAM_TO_HAL_PATTERNS_MEMOIZE_MEMOIZEPASSES_TD
