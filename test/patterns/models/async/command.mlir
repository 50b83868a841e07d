// stream.cmd.execute in the async model
// (docs/design/async-model.md#queue-execute): recording is that of the sync
// model (device, create, begin, commands and barriers, end), but the mode is
// OneShot when the region awaits, and the command buffer is submitted with
// hal.device.queue.execute between a wait and a signal fence.
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{execution-model=async})' --split-input-file | FileCheck %s
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{execution-model=async})' --split-input-file --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOC
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{execution-model=async})' --split-input-file | %stream-hal-opt --split-input-file | FileCheck %s
// The async model never emits the sync model's submission.
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{execution-model=async})' --split-input-file | FileCheck %s --check-prefix=NOSYNC
// NOSYNC-NOT: hal.ex.submit_and_wait
// NOSYNC-NOT: hal.semaphore
// NOSYNC-NOT: arith.constant 0 : index

// Without an await clause: inline execution is allowed, the wait fence is a
// fresh util.null after `end`, and the signal fence is the timepoint.
// CHECK-LABEL: func.func @no_await(
// CHECK-SAME: %[[A:[a-z0-9_]+]]: !hal.buffer, %[[N:[a-z0-9_]+]]: index, %[[P:[a-z0-9_]+]]: i32) -> !hal.fence
// CHECK-NEXT: %device = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %cmd = hal.command_buffer.create device(%device : !hal.device) mode("OneShot|AllowInlineExecution") categories(Transfer) : !hal.command_buffer
// CHECK-NEXT: hal.command_buffer.begin<%cmd : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%[[A]] : !hal.buffer)[%[[N]], %[[N]]] pattern(%[[P]] : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
// CHECK-NEXT: hal.command_buffer.end<%cmd : !hal.command_buffer>
// CHECK-NEXT: %[[W:[0-9]+]] = util.null : !hal.fence
// CHECK-NEXT: %fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: hal.device.queue.execute<%device : !hal.device> affinity(%c-1_i64) wait(%[[W]]) signal(%fence) commands([%cmd])
// CHECK-NEXT: return %fence : !hal.fence
// CHECK-NEXT: }
// LOC-LABEL: func.func @no_await(
// LOC-NEXT: hal.ex.shared_device {{.*}}loc("execute")
// LOC-NEXT: hal.command_buffer.create {{.*}}loc("execute")
// LOC-NEXT: hal.command_buffer.begin{{.*}}loc("execute")
// LOC-NEXT: hal.command_buffer.fill_buffer{{.*}}loc("fill")
// LOC-NEXT: hal.command_buffer.execution_barrier{{.*}}loc("execute")
// LOC-NEXT: hal.command_buffer.end{{.*}}loc("execute")
// LOC-NEXT: util.null {{.*}}loc("execute")
// LOC-NEXT: hal.fence.create {{.*}}loc("execute")
// LOC-NEXT: arith.constant -1 : i64 loc("execute")
// LOC-NEXT: hal.device.queue.execute{{.*}}loc("execute")
func.func @no_await(%a: !stream.resource<transient>, %n: index, %p: i32) -> !stream.timepoint {
  %tp = stream.cmd.execute with(%a as %ra: !stream.resource<transient>{%n}) {
    stream.cmd.fill %p, %ra[%n for %n] : i32 -> !stream.resource<transient>{%n} loc("fill")
  } => !stream.timepoint loc("execute")
  return %tp : !stream.timepoint
}

// -----

// With an await clause: mode(OneShot), no util.null, the converted await
// timepoint is the wait fence; the affinity and sizes are dropped.
// CHECK-LABEL: func.func @await(
// CHECK-SAME: %[[A:[a-z0-9_]+]]: !hal.buffer, %[[B:[a-z0-9_]+]]: !hal.buffer, %[[N:[a-z0-9_]+]]: index, %[[T:[a-z0-9_]+]]: !hal.fence) -> !hal.fence
// CHECK-NEXT: %device = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %cmd = hal.command_buffer.create device(%device : !hal.device) mode(OneShot) categories(Transfer) : !hal.command_buffer
// CHECK-NEXT: hal.command_buffer.begin<%cmd : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.copy_buffer<%cmd : !hal.command_buffer> source(%[[A]] : !hal.buffer)[%[[N]]] target(%[[B]] : !hal.buffer)[%[[N]]] length(%[[N]])
// CHECK-NEXT: hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
// CHECK-NEXT: hal.command_buffer.end<%cmd : !hal.command_buffer>
// CHECK-NEXT: %fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: hal.device.queue.execute<%device : !hal.device> affinity(%c-1_i64) wait(%[[T]]) signal(%fence) commands([%cmd])
// CHECK-NEXT: return %fence : !hal.fence
func.func @await(%a: !stream.resource<external>, %b: !stream.resource<staging>, %n: index, %t: !stream.timepoint) -> !stream.timepoint {
  %tp = stream.cmd.execute on(#stream.affinity) await(%t) => with(%a as %ra: !stream.resource<external>{%n}, %b as %rb: !stream.resource<staging>{%n}) {
    stream.cmd.copy %ra[%n], %rb[%n], %n : !stream.resource<external>{%n} -> !stream.resource<staging>{%n}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// -----

// Only the presence of the clause counts (D4): awaiting an immediate
// timepoint still gives mode(OneShot), and the wait fence is that
// immediate's util.null.
// CHECK-LABEL: func.func @await_immediate(
// CHECK-NEXT: %[[IMM:[0-9]+]] = util.null : !hal.fence
// CHECK-NEXT: %device = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %cmd = hal.command_buffer.create device(%device : !hal.device) mode(OneShot) categories(Transfer) : !hal.command_buffer
// CHECK-NEXT: hal.command_buffer.begin<%cmd : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.end<%cmd : !hal.command_buffer>
// CHECK-NEXT: %fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: hal.device.queue.execute<%device : !hal.device> affinity(%c-1_i64) wait(%[[IMM]]) signal(%fence) commands([%cmd])
// CHECK-NEXT: return %fence : !hal.fence
func.func @await_immediate(%a: !stream.resource<transient>, %n: index) -> !stream.timepoint {
  %i = stream.timepoint.immediate => !stream.timepoint
  %tp = stream.cmd.execute await(%i) => with(%a as %ra: !stream.resource<transient>{%n}) {
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// -----

// Categories, serial/concurrent recording and barriers are the sync model's;
// two executes chained by their timepoints share nothing but the fence.
// CHECK-LABEL: func.func @chained(
// CHECK-SAME: %[[A:[a-z0-9_]+]]: !hal.buffer, %[[N:[a-z0-9_]+]]: index, %[[P:[a-z0-9_]+]]: i32) -> !hal.fence
// CHECK-NEXT: %device = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %cmd = hal.command_buffer.create device(%device : !hal.device) mode("OneShot|AllowInlineExecution") categories(Transfer) : !hal.command_buffer
// CHECK-NEXT: hal.command_buffer.begin<%cmd : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%[[A]] : !hal.buffer)[%[[N]], %[[N]]] pattern(%[[P]] : i32)
// CHECK-NEXT: hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%[[A]] : !hal.buffer)[%[[N]], %[[N]]] pattern(%[[P]] : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
// CHECK-NEXT: hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%[[A]] : !hal.buffer)[%[[N]], %[[N]]] pattern(%[[P]] : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
// CHECK-NEXT: hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
// CHECK-NEXT: hal.command_buffer.end<%cmd : !hal.command_buffer>
// CHECK-NEXT: %[[W:[0-9]+]] = util.null : !hal.fence
// CHECK-NEXT: %fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: hal.device.queue.execute<%device : !hal.device> affinity(%c-1_i64) wait(%[[W]]) signal(%fence) commands([%cmd])
// CHECK-NEXT: %device_0 = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %cmd_1 = hal.command_buffer.create device(%device_0 : !hal.device) mode(OneShot) categories(Transfer) : !hal.command_buffer
// CHECK-NEXT: hal.command_buffer.begin<%cmd_1 : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%cmd_1 : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.execution_barrier<%cmd_1 : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.end<%cmd_1 : !hal.command_buffer>
// CHECK-NEXT: %fence_2 = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
// CHECK-NEXT: %c-1_i64_3 = arith.constant -1 : i64
// CHECK-NEXT: hal.device.queue.execute<%device_0 : !hal.device> affinity(%c-1_i64_3) wait(%fence) signal(%fence_2) commands([%cmd_1])
// CHECK-NEXT: return %fence_2 : !hal.fence
func.func @chained(%a: !stream.resource<transient>, %n: index, %p: i32) -> !stream.timepoint {
  %t0 = stream.cmd.execute with(%a as %ra: !stream.resource<transient>{%n}) {
    stream.cmd.concurrent {
      stream.cmd.fill %p, %ra[%n for %n] : i32 -> !stream.resource<transient>{%n}
      stream.cmd.fill %p, %ra[%n for %n] : i32 -> !stream.resource<transient>{%n}
    }
    stream.cmd.serial {
      stream.cmd.fill %p, %ra[%n for %n] : i32 -> !stream.resource<transient>{%n}
    }
  } => !stream.timepoint
  %t1 = stream.cmd.execute await(%t0) => with(%a as %rb: !stream.resource<transient>{%n}) {
    stream.cmd.fill %p, %rb[%n for %n] : i32 -> !stream.resource<transient>{%n}
  } => !stream.timepoint
  return %t1 : !stream.timepoint
}
