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
  // Counted per conversion and summed once all are done, so that they are
  // the same with and without threads.
  let statistics = [
    Statistic<"numExecuteRegions", "execute-regions",
              "stream.cmd.execute regions converted">,
    Statistic<"numCommandBuffers", "command-buffers",
              "hal.command_buffer.create ops created">,
    Statistic<"numDispatches", "dispatches",
              "stream.cmd.dispatch ops lowered">,
    Statistic<"numDeviceSwitches", "device-switches",
              "hal.device.switch ops built for dispatches">,
    Statistic<"numBarriers", "barriers",
              "hal.command_buffer.execution_barrier ops recorded">,
    Statistic<"numFills", "fills",
              "stream.cmd.fill ops recorded as fill_buffer">,
    Statistic<"numCopies", "copies",
              "stream.cmd.copy ops recorded as copy_buffer">,
  ];
}

#endif // STREAM_TO_HAL_PATTERNS_PASSES_TD
