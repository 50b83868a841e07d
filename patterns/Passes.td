//===- Passes.td - The passes of StreamToHAL ---------------*- tablegen -*-===//
#ifndef STREAM_TO_HAL_PATTERNS_PASSES_TD
#define STREAM_TO_HAL_PATTERNS_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertStreamToHAL : Pass<"convert-stream-to-hal", "mlir::ModuleOp"> {
  let summary = "Lowers the stream dialect to the hal dialect";
  let description = [{
    Converts stream resources, tensors, command buffers and timepoints into hal
    buffers, buffer views, command buffers and (at this level) index-typed
    timepoints, the way IREE's stream-to-HAL conversion of April 2022 does.
  }];
  let dependentDialects = [
    "mlir::arith::ArithDialect",
    "mlir::func::FuncDialect",
    "mlir::hal::HALDialect",
    "mlir::stream::StreamDialect",
    "mlir::util::UtilDialect",
  ];
  let options = [
    Option<"barriers", "barriers", "mlir::stream_to_hal::BarrierMode",
           /*default=*/"mlir::stream_to_hal::BarrierMode::All",
           "Which execution barriers command buffers record (barriers.md)",
           "::mlir::stream_to_hal::getBarrierModeValues()">,
  ];
}

#endif // STREAM_TO_HAL_PATTERNS_PASSES_TD
