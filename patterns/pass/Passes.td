//===- Passes.td - The passes of StreamToHAL ---------------*- tablegen -*-===//
#ifndef STREAM_TO_HAL_PATTERNS_PASS_PASSES_TD
#define STREAM_TO_HAL_PATTERNS_PASS_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertStreamToHAL : Pass<"convert-stream-to-hal", "mlir::ModuleOp"> {
  let summary = "Lowers the stream dialect to the hal dialect";
  let description = [{
    Converts stream resources, tensors, command buffers and timepoints into hal
    buffers, buffer views, command buffers and timepoints, the way IREE's
    stream-to-HAL conversion of April 2022 does.

    With `execution-model=sync` (the default) execution is synchronous, as in
    IREE at that time: timepoints become the `index` constant 0 and every
    `stream.cmd.execute` is submitted with `hal.ex.submit_and_wait`. With
    `execution-model=async` timepoints become `!hal.fence` values and
    `stream.resource.alloca`/`dealloca` and `stream.cmd.execute` become
    `hal.device.queue.alloca`/`dealloca`/`execute` ops that wait on one fence
    and signal another, as IREE's conversion did from mid-2022 on.

    With `barriers=all` (the default) every command buffer records a full
    execution barrier after every op of the execute body and of every
    `stream.cmd.serial` body, as IREE's conversion does. With
    `barriers=hazard` only the barriers that order a possible memory hazard
    are recorded, with source and target stage masks derived from the
    commands they separate. The two options are independent.
  }];
  let options = [
    Option<"executionModel", "execution-model",
           "::mlir::stream_to_hal::ExecutionModelKind",
           "::mlir::stream_to_hal::ExecutionModelKind::Sync",
           "How timepoints and submissions are lowered",
           "::mlir::stream_to_hal::getExecutionModelValues()">,
    Option<"barriers", "barriers", "mlir::stream_to_hal::BarrierMode",
           /*default=*/"mlir::stream_to_hal::BarrierMode::All",
           "Which execution barriers command buffers record (docs/design/barriers-hazard.md)",
           "::mlir::stream_to_hal::getBarrierModeValues()">,
  ];
  let dependentDialects = [
    "mlir::arith::ArithDialect",
    "mlir::func::FuncDialect",
    "mlir::hal::HALDialect",
    "mlir::stream::StreamDialect",
    "mlir::util::UtilDialect",
  ];
  // Counted per conversion and summed once all are done, so that they are
  // the same with and without threads. The one list of them: the counters
  // (ConversionStatistics) and the pass's own report are generated from it
  // (stream_to_hal_statistics, cmake/StreamToHAL.cmake).
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
    Statistic<"numBarriersElided", "barriers-elided",
              "execution barriers barriers=all records that barriers=hazard left out">,
    Statistic<"numQueueOperations", "queue-operations",
              "hal.device.queue.alloca/dealloca/execute ops created (async)">,
    Statistic<"numFencesCreated", "fences-created",
              "hal.fence.create ops created, one per queue operation (async)">,
    Statistic<"numFills", "fills",
              "stream.cmd.fill ops recorded as fill_buffer">,
    Statistic<"numCopies", "copies",
              "stream.cmd.copy ops recorded as copy_buffer">,
  ];
}

#endif // STREAM_TO_HAL_PATTERNS_PASS_PASSES_TD
