// Timepoints returned or stored in a global are compared by their state at
// the end of the run (docs/design/simulator.md#comparison): the lowering of
// Inputs/timepoints.mlir by convert-stream-to-hal{execution-model=async}
// (this file) matches; a returned fence nobody signals, a failed one, and a
// global holding one do not.
// RUN: %tool-stream-hal-sim %S/Inputs/timepoints.mlir --function=launch --function=remember --input=buffer:64 --print-max-element-count=0 --lowered=%s | FileCheck %s --check-prefix=MATCH
// RUN: %tool-stream-hal-sim %S/Inputs/timepoints.mlir --function=launch --function=remember --input=buffer:64 --print-max-element-count=0 --options=execution-model=async | FileCheck %s --check-prefix=MATCH
// MATCH: EXEC @launch
// MATCH-NEXT: result[0]: !stream.timepoint (timepoint 0)
// MATCH-NEXT: EXEC @remember
// MATCH-NEXT: match

// @launch returns a fence nothing signals: a caller awaiting it would block.
// RUN: sed 's/^    return %fence : !hal.fence/    %never = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence\n    return %never : !hal.fence/' %s > %t.pending.mlir
// RUN: not %tool-stream-hal-sim %S/Inputs/timepoints.mlir --function=launch --input=buffer:64 --print-max-element-count=0 --lowered=%t.pending.mlir | FileCheck %s --check-prefix=PENDING
// PENDING: EXEC @launch
// PENDING-NEXT: result[0]: !stream.timepoint (timepoint 0)
// PENDING-NEXT: mismatch: @launch result[0]: reference !stream.timepoint signaled, lowered !hal.fence pending at the end of the run
// PENDING-NOT: match

// @launch returns a failed fence.
// RUN: sed 's/^    return %fence : !hal.fence/    %failed = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence\n    %aborted = arith.constant 10 : i32\n    hal.fence.fail<%failed : !hal.fence> status(%aborted)\n    return %failed : !hal.fence/' %s > %t.failed.mlir
// RUN: not %tool-stream-hal-sim %S/Inputs/timepoints.mlir --function=launch --input=buffer:64 --print-max-element-count=0 --lowered=%t.failed.mlir | FileCheck %s --check-prefix=FAILED
// FAILED: mismatch: @launch result[0]: reference !stream.timepoint signaled, lowered !hal.fence failed at the end of the run

// @remember stores a fence nothing signals in @last.
// RUN: sed 's/^    util.global.store %fence, @last : !hal.fence/    %never = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence\n    util.global.store %never, @last : !hal.fence/' %s > %t.global.mlir
// RUN: not %tool-stream-hal-sim %S/Inputs/timepoints.mlir --function=remember --input=buffer:64 --print-max-element-count=0 --lowered=%t.global.mlir | FileCheck %s --check-prefix=GLOBAL
// GLOBAL: EXEC @remember
// GLOBAL-NEXT: mismatch: global @last: reference !stream.timepoint signaled, lowered !hal.fence pending at the end of the run

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
