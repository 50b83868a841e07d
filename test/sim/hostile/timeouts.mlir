// hal.fence.await with a finite timeout (docs/design/simulator-device.md#timeouts):
// the lowering of Inputs/timepoints.mlir's @wait by
// convert-stream-to-hal{execution-model=async} (this file) awaits forever
// and matches under every schedule.
// RUN: %tool-stream-hal-sim %S/Inputs/timepoints.mlir --function=wait --input=buffer:64 --print-max-element-count=0 --schedules=8 --lowered=%s | FileCheck %s --check-prefix=FOREVER
// FOREVER: match

// timeout_millis(0) polls: the fill takes simulated time, so the fence is
// not signaled yet, the await returns DEADLINE_EXCEEDED (4) and check_ok
// fails the run, as a runtime would.
// RUN: sed 's/timeout_millis(%c-1_i32)/timeout_millis(%c0_i32)/; s/^    %c-1_i32 = arith.constant -1 : i32/    %c0_i32 = arith.constant 0 : i32/' %s > %t.poll.mlir
// RUN: not %tool-stream-hal-sim %S/Inputs/timepoints.mlir --function=wait --input=buffer:64 --print-max-element-count=0 --lowered=%t.poll.mlir 2>&1 | FileCheck %s --check-prefix=POLL
// POLL: error: status 4 is not OK: failed to wait on timepoint
// POLL: error: the HAL run failed

// A second is long enough in the eager schedule, but a random schedule that
// has not run the work by the await sees it pending: that schedule fails.
// RUN: sed 's/timeout_millis(%c-1_i32)/timeout_millis(%c1000_i32)/; s/^    %c-1_i32 = arith.constant -1 : i32/    %c1000_i32 = arith.constant 1000 : i32/' %s > %t.second.mlir
// RUN: %tool-stream-hal-sim %S/Inputs/timepoints.mlir --function=wait --input=buffer:64 --print-max-element-count=0 --lowered=%t.second.mlir | FileCheck %s --check-prefix=FOREVER
// RUN: not %tool-stream-hal-sim %S/Inputs/timepoints.mlir --function=wait --input=buffer:64 --print-max-element-count=0 --schedules=8 --lowered=%t.second.mlir 2>&1 | FileCheck %s --check-prefix=SCHEDULE
// SCHEDULE: error: status 4 is not OK: failed to wait on timepoint
// SCHEDULE: error: the HAL run under schedule {{[0-9]+}} (seed {{[0-9]+}}) failed

module {
  util.global private mutable @last : !hal.fence
  func.func @launch(%arg0: !hal.buffer) -> !hal.fence {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c7_i32 = arith.constant 7 : i32
    %device = hal.ex.shared_device : !hal.device
    %cmd = hal.command_buffer.create device(%device : !hal.device) mode("OneShot|AllowInlineExecution") categories(Transfer) : !hal.command_buffer
    hal.command_buffer.begin<%cmd : !hal.command_buffer>
    hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%c7_i32 : i32)
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.end<%cmd : !hal.command_buffer>
    %0 = util.null : !hal.fence
    %fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
    %c-1_i64 = arith.constant -1 : i64
    hal.device.queue.execute<%device : !hal.device> affinity(%c-1_i64) wait(%0) signal(%fence) commands([%cmd])
    return %fence : !hal.fence
  }
  func.func @remember(%arg0: !hal.buffer) {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c9_i32 = arith.constant 9 : i32
    %device = hal.ex.shared_device : !hal.device
    %cmd = hal.command_buffer.create device(%device : !hal.device) mode("OneShot|AllowInlineExecution") categories(Transfer) : !hal.command_buffer
    hal.command_buffer.begin<%cmd : !hal.command_buffer>
    hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%c9_i32 : i32)
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.end<%cmd : !hal.command_buffer>
    %0 = util.null : !hal.fence
    %fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
    %c-1_i64 = arith.constant -1 : i64
    hal.device.queue.execute<%device : !hal.device> affinity(%c-1_i64) wait(%0) signal(%fence) commands([%cmd])
    util.global.store %fence, @last : !hal.fence
    return
  }
  func.func @wait(%arg0: !hal.buffer) -> !hal.buffer {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c5_i32 = arith.constant 5 : i32
    %device = hal.ex.shared_device : !hal.device
    %cmd = hal.command_buffer.create device(%device : !hal.device) mode("OneShot|AllowInlineExecution") categories(Transfer) : !hal.command_buffer
    hal.command_buffer.begin<%cmd : !hal.command_buffer>
    hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%c5_i32 : i32)
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.end<%cmd : !hal.command_buffer>
    %0 = util.null : !hal.fence
    %fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
    %c-1_i64 = arith.constant -1 : i64
    hal.device.queue.execute<%device : !hal.device> affinity(%c-1_i64) wait(%0) signal(%fence) commands([%cmd])
    %c-1_i32 = arith.constant -1 : i32
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) : i32
    util.status.check_ok %status, "failed to wait on timepoint"
    return %arg0 : !hal.buffer
  }
}
