// Binding-table slots and their ranges
// (docs/design/reusable.md#slots-and-binding-ranges): narrowed and rebased, narrowed from 0 (offsets unchanged),
// whole (a static offset that is not a known constant), own-size lengths
// (-1, whole slot), lengths that are not own-size (a copy's, one at a non-zero
// offset: one-shot), duplicate captures sharing a slot, unused captures
// without one, direct and indirect global loads.
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{execution-model=async command-buffers=reusable})' | FileCheck %s
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{execution-model=async command-buffers=reusable})' | %stream-hal-opt | FileCheck %s
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{execution-model=async command-buffers=reusable})' --mlir-pass-statistics --mlir-pass-statistics-display=list -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS
// STATS: (S) 6 binding-table-slots
// STATS: (S) 7 command-buffers
// STATS: (S) 7 execute-regions
// STATS: (S) 7 fences-created
// STATS: (S) 4 narrowed-slots
// STATS: (S) 2 one-shot-command-buffers
// STATS: (S) 2 one-shot-dynamic-value
// STATS: (S) 7 queue-operations
// STATS: (S) 5 reusable-command-buffers

util.global private @weights : !stream.resource<constant>
util.global private mutable @state : !stream.resource<variable>
// Narrowed to [64, 256): two fills, offsets rebased on 64.
// CHECK-LABEL: func.func @narrowed(%arg0: !hal.buffer) -> !hal.fence {
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %c192 = arith.constant 192 : index
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c1024 = arith.constant 1024 : index
// CHECK-NEXT: %device = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %0 = hal.device.memoize<%device : !hal.device> affinity(%c-1_i64) -> !hal.command_buffer {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cmd = hal.command_buffer.create device(%device : !hal.device) mode("None") categories(Transfer) bindings(%c1) : !hal.command_buffer
// CHECK-NEXT: hal.command_buffer.begin<%cmd : !hal.command_buffer>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%c0 : index)[%c0_2, %c64] pattern(%c7_i32 : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %c128 = arith.constant 128 : index
// CHECK-NEXT: hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%c0_3 : index)[%c128, %c64] pattern(%c7_i32 : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
// CHECK-NEXT: hal.command_buffer.end<%cmd : !hal.command_buffer>
// CHECK-NEXT: hal.return %cmd : !hal.command_buffer
// CHECK-NEXT: }
// CHECK-NEXT: %1 = util.null : !hal.fence
// CHECK-NEXT: %fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
// CHECK-NEXT: %c64_0 = arith.constant 64 : index
// CHECK-NEXT: %c192_1 = arith.constant 192 : index
// CHECK-NEXT: hal.device.queue.execute.indirect<%device : !hal.device> affinity(%c-1_i64) wait(%1) signal(%fence) commands(%0) bindings([
// CHECK-NEXT: (%arg0 : !hal.buffer)[%c64_0, %c192_1]
// CHECK-NEXT: ])
// CHECK-NEXT: return %fence : !hal.fence
// CHECK-NEXT: }
func.func @narrowed(%arg0: !stream.resource<external>) -> !stream.timepoint {
  %c64 = arith.constant 64 : index
  %c192 = arith.constant 192 : index
  %c7_i32 = arith.constant 7 : i32
  %c1024 = arith.constant 1024 : index
  %done = stream.cmd.execute with(%arg0 as %x: !stream.resource<external>{%c1024}) {
    stream.cmd.fill %c7_i32, %x[%c64 for %c64] : i32 -> !stream.resource<external>{%c1024}
    stream.cmd.fill %c7_i32, %x[%c192 for %c64] : i32 -> !stream.resource<external>{%c1024}
  } => !stream.timepoint
  return %done : !stream.timepoint
}
// Narrowed from 0: offsets unchanged.
// CHECK-LABEL: func.func @narrowed_at_zero(%arg0: !hal.buffer) -> !hal.fence {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c1024 = arith.constant 1024 : index
// CHECK-NEXT: %device = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %0 = hal.device.memoize<%device : !hal.device> affinity(%c-1_i64) -> !hal.command_buffer {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cmd = hal.command_buffer.create device(%device : !hal.device) mode("None") categories(Transfer) bindings(%c1) : !hal.command_buffer
// CHECK-NEXT: hal.command_buffer.begin<%cmd : !hal.command_buffer>
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%c0_2 : index)[%c0, %c64] pattern(%c7_i32 : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
// CHECK-NEXT: hal.command_buffer.end<%cmd : !hal.command_buffer>
// CHECK-NEXT: hal.return %cmd : !hal.command_buffer
// CHECK-NEXT: }
// CHECK-NEXT: %1 = util.null : !hal.fence
// CHECK-NEXT: %fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c64_1 = arith.constant 64 : index
// CHECK-NEXT: hal.device.queue.execute.indirect<%device : !hal.device> affinity(%c-1_i64) wait(%1) signal(%fence) commands(%0) bindings([
// CHECK-NEXT: (%arg0 : !hal.buffer)[%c0_0, %c64_1]
// CHECK-NEXT: ])
// CHECK-NEXT: return %fence : !hal.fence
// CHECK-NEXT: }
func.func @narrowed_at_zero(%arg0: !stream.resource<external>) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c7_i32 = arith.constant 7 : i32
  %c1024 = arith.constant 1024 : index
  %done = stream.cmd.execute with(%arg0 as %x: !stream.resource<external>{%c1024}) {
    stream.cmd.fill %c7_i32, %x[%c0 for %c64] : i32 -> !stream.resource<external>{%c1024}
  } => !stream.timepoint
  return %done : !stream.timepoint
}
// Whole: a static offset that is not a known constant.
// CHECK-LABEL: func.func @whole(%arg0: !hal.buffer) -> !hal.fence {
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %0 = arith.addi %c64, %c64 : index
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c1024 = arith.constant 1024 : index
// CHECK-NEXT: %device = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %1 = hal.device.memoize<%device : !hal.device> affinity(%c-1_i64) -> !hal.command_buffer {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cmd = hal.command_buffer.create device(%device : !hal.device) mode("None") categories(Transfer) bindings(%c1) : !hal.command_buffer
// CHECK-NEXT: hal.command_buffer.begin<%cmd : !hal.command_buffer>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%c0_0 : index)[%0, %c64] pattern(%c7_i32 : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
// CHECK-NEXT: hal.command_buffer.end<%cmd : !hal.command_buffer>
// CHECK-NEXT: hal.return %cmd : !hal.command_buffer
// CHECK-NEXT: }
// CHECK-NEXT: %2 = util.null : !hal.fence
// CHECK-NEXT: %fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: hal.device.queue.execute.indirect<%device : !hal.device> affinity(%c-1_i64) wait(%2) signal(%fence) commands(%1) bindings([
// CHECK-NEXT: (%arg0 : !hal.buffer)[%c0, %c1024]
// CHECK-NEXT: ])
// CHECK-NEXT: return %fence : !hal.fence
// CHECK-NEXT: }
func.func @whole(%arg0: !stream.resource<external>) -> !stream.timepoint {
  %c64 = arith.constant 64 : index
  %c128 = arith.addi %c64, %c64 : index
  %c7_i32 = arith.constant 7 : i32
  %c1024 = arith.constant 1024 : index
  %done = stream.cmd.execute with(%arg0 as %x: !stream.resource<external>{%c1024}) {
    stream.cmd.fill %c7_i32, %x[%c128 for %c64] : i32 -> !stream.resource<external>{%c1024}
  } => !stream.timepoint
  return %done : !stream.timepoint
}
// Own-size length: the dynamic size of the capture, at offset 0.
// CHECK-LABEL: func.func @own_size(%arg0: !hal.buffer, %arg1: index) -> !hal.fence {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %device = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %0 = hal.device.memoize<%device : !hal.device> affinity(%c-1_i64) -> !hal.command_buffer {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cmd = hal.command_buffer.create device(%device : !hal.device) mode("None") categories(Transfer) bindings(%c1) : !hal.command_buffer
// CHECK-NEXT: hal.command_buffer.begin<%cmd : !hal.command_buffer>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%c0_1 : index)[%c0, %c-1] pattern(%c7_i32 : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
// CHECK-NEXT: hal.command_buffer.end<%cmd : !hal.command_buffer>
// CHECK-NEXT: hal.return %cmd : !hal.command_buffer
// CHECK-NEXT: }
// CHECK-NEXT: %1 = util.null : !hal.fence
// CHECK-NEXT: %fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: hal.device.queue.execute.indirect<%device : !hal.device> affinity(%c-1_i64) wait(%1) signal(%fence) commands(%0) bindings([
// CHECK-NEXT: (%arg0 : !hal.buffer)[%c0_0, %arg1]
// CHECK-NEXT: ])
// CHECK-NEXT: return %fence : !hal.fence
// CHECK-NEXT: }
func.func @own_size(%arg0: !stream.resource<external>, %arg1: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c7_i32 = arith.constant 7 : i32
  %done = stream.cmd.execute with(%arg0 as %x: !stream.resource<external>{%arg1}) {
    stream.cmd.fill %c7_i32, %x[%c0 for %arg1] : i32 -> !stream.resource<external>{%arg1}
  } => !stream.timepoint
  return %done : !stream.timepoint
}
// Not own-size: a copy's length, or a length at a non-zero offset.
// CHECK-LABEL: func.func @copy_length(%arg0: !hal.buffer, %arg1: index, %arg2: !hal.buffer) -> !hal.fence {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %device = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %cmd = hal.command_buffer.create device(%device : !hal.device) mode("OneShot|AllowInlineExecution") categories(Transfer) : !hal.command_buffer
// CHECK-NEXT: hal.command_buffer.begin<%cmd : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.copy_buffer<%cmd : !hal.command_buffer> source(%arg0 : !hal.buffer)[%c0] target(%arg2 : !hal.buffer)[%c0] length(%arg1)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
// CHECK-NEXT: hal.command_buffer.end<%cmd : !hal.command_buffer>
// CHECK-NEXT: %0 = util.null : !hal.fence
// CHECK-NEXT: %fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: hal.device.queue.execute<%device : !hal.device> affinity(%c-1_i64) wait(%0) signal(%fence) commands([%cmd])
// CHECK-NEXT: return %fence : !hal.fence
// CHECK-NEXT: }
func.func @copy_length(%arg0: !stream.resource<external>, %arg1: index, %arg2: !stream.resource<external>) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %done = stream.cmd.execute with(%arg0 as %x: !stream.resource<external>{%arg1}, %arg2 as %y: !stream.resource<external>{%arg1}) {
    stream.cmd.copy %x[%c0], %y[%c0], %arg1 : !stream.resource<external>{%arg1} -> !stream.resource<external>{%arg1}
  } => !stream.timepoint
  return %done : !stream.timepoint
}
// CHECK-LABEL: func.func @offset_length(%arg0: !hal.buffer, %arg1: index) -> !hal.fence {
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %device = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %cmd = hal.command_buffer.create device(%device : !hal.device) mode("OneShot|AllowInlineExecution") categories(Transfer) : !hal.command_buffer
// CHECK-NEXT: hal.command_buffer.begin<%cmd : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c64, %arg1] pattern(%c7_i32 : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
// CHECK-NEXT: hal.command_buffer.end<%cmd : !hal.command_buffer>
// CHECK-NEXT: %0 = util.null : !hal.fence
// CHECK-NEXT: %fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: hal.device.queue.execute<%device : !hal.device> affinity(%c-1_i64) wait(%0) signal(%fence) commands([%cmd])
// CHECK-NEXT: return %fence : !hal.fence
// CHECK-NEXT: }
func.func @offset_length(%arg0: !stream.resource<external>, %arg1: index) -> !stream.timepoint {
  %c64 = arith.constant 64 : index
  %c7_i32 = arith.constant 7 : i32
  %done = stream.cmd.execute with(%arg0 as %x: !stream.resource<external>{%arg1}) {
    stream.cmd.fill %c7_i32, %x[%c64 for %arg1] : i32 -> !stream.resource<external>{%arg1}
  } => !stream.timepoint
  return %done : !stream.timepoint
}
// Duplicate and unused captures: %arg0 twice shares slot 0, %arg1 unused has
// none, the mutable global's load is indirect (slot 1), the immutable one's
// direct.
// CHECK-LABEL: func.func @captures(%arg0: !hal.buffer, %arg1: !hal.buffer) -> !hal.fence {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %c128 = arith.constant 128 : index
// CHECK-NEXT: %c1024 = arith.constant 1024 : index
// CHECK-NEXT: %weights = util.global.load @weights : !hal.buffer
// CHECK-NEXT: %state = util.global.load @state : !hal.buffer
// CHECK-NEXT: %device = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %0 = hal.device.memoize<%device : !hal.device> affinity(%c-1_i64) -> !hal.command_buffer {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %cmd = hal.command_buffer.create device(%device : !hal.device) mode("None") categories(Transfer) bindings(%c2) : !hal.command_buffer
// CHECK-NEXT: hal.command_buffer.begin<%cmd : !hal.command_buffer>
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: hal.command_buffer.copy_buffer<%cmd : !hal.command_buffer> source(%weights : !hal.buffer)[%c0] target(%c0_3 : index)[%c0] length(%c64)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: hal.command_buffer.copy_buffer<%cmd : !hal.command_buffer> source(%c0_4 : index)[%c128] target(%c1 : index)[%c0_5] length(%c64)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
// CHECK-NEXT: hal.command_buffer.end<%cmd : !hal.command_buffer>
// CHECK-NEXT: hal.return %cmd : !hal.command_buffer
// CHECK-NEXT: }
// CHECK-NEXT: %1 = util.null : !hal.fence
// CHECK-NEXT: %fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c192 = arith.constant 192 : index
// CHECK-NEXT: %c64_1 = arith.constant 64 : index
// CHECK-NEXT: %c64_2 = arith.constant 64 : index
// CHECK-NEXT: hal.device.queue.execute.indirect<%device : !hal.device> affinity(%c-1_i64) wait(%1) signal(%fence) commands(%0) bindings([
// CHECK-NEXT: (%arg0 : !hal.buffer)[%c0_0, %c192],
// CHECK-NEXT: (%state : !hal.buffer)[%c64_1, %c64_2]
// CHECK-NEXT: ])
// CHECK-NEXT: return %fence : !hal.fence
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @captures(%arg0: !stream.resource<external>, %arg1: !stream.resource<external>) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c1024 = arith.constant 1024 : index
  %w = util.global.load @weights : !stream.resource<constant>
  %s = util.global.load @state : !stream.resource<variable>
  %done = stream.cmd.execute with(%arg1 as %u: !stream.resource<external>{%c1024}, %w as %cw: !stream.resource<constant>{%c1024}, %arg0 as %a: !stream.resource<external>{%c1024}, %s as %cs: !stream.resource<variable>{%c1024}, %arg0 as %b: !stream.resource<external>{%c1024}) {
    stream.cmd.copy %cw[%c0], %a[%c0], %c64 : !stream.resource<constant>{%c1024} -> !stream.resource<external>{%c1024}
    stream.cmd.copy %b[%c128], %cs[%c64], %c64 : !stream.resource<external>{%c1024} -> !stream.resource<variable>{%c1024}
  } => !stream.timepoint
  return %done : !stream.timepoint
}
