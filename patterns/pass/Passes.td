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

    With `command-buffers=reusable` (which needs `execution-model=async`)
    every execute region that can be is recorded once, inside a
    `hal.device.memoize`, with binding-table slots in place of its
    per-call buffers, and submitted with
    `hal.device.queue.execute.indirect` and a binding table of narrowed
    byte ranges (docs/design/reusable.md). The others, and every region with
    `command-buffers=one-shot` (the default), record a one-shot command
    buffer as before.
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
    Option<"commandBuffers", "command-buffers",
           "::mlir::stream_to_hal::CommandBufferReuse",
           "::mlir::stream_to_hal::CommandBufferReuse::OneShot",
           "Whether execute regions record one-shot or reusable command buffers (docs/design/reusable.md)",
           "::mlir::stream_to_hal::getCommandBufferReuseValues()">,
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
    Statistic<"numReusableCommandBuffers", "reusable-command-buffers",
              "execute regions recorded once in hal.device.memoize (command-buffers=reusable)">,
    Statistic<"numOneShotCommandBuffers", "one-shot-command-buffers",
              "execute regions command-buffers=reusable recorded one-shot, for any reason">,
    Statistic<"numOneShotInitializer", "one-shot-initializer",
              "one-shot because in a util.initializer (reason R1)">,
    Statistic<"numOneShotUncapturedResource", "one-shot-uncaptured-resource",
              "one-shot because a command uses an uncaptured resource (reason R2)">,
    Statistic<"numOneShotDynamicValue", "one-shot-dynamic-value",
              "one-shot because a command uses a dynamic value (reason R3)">,
    Statistic<"numOneShotNoSlots", "one-shot-no-slots",
              "one-shot because no binding-table slot is needed (reason R4)">,
    Statistic<"numBindingTableSlots", "binding-table-slots",
              "binding-table slots of the reusable command buffers">,
    Statistic<"numNarrowedSlots", "narrowed-slots",
              "binding-table slots bound to a narrowed byte range">,
  ];
}

// The passes that resolve the hal.device.memoize regions of
// `command-buffers=reusable`; in a file of their own so that the statistics
// above stay the conversion's only.
include "StreamToHAL/patterns/memoize/MemoizePasses.td"

#endif // STREAM_TO_HAL_PATTERNS_PASS_PASSES_TD
