// Which executes record reusably
// (docs/design/reusable.md#which-executes-are-reusable): one test per reason for recording one-shot, each counted under
// its first failing reason. R2 (a command's resource is not a capture) cannot
// be written in verified IR (the stream verifier rejects it); the planner's
// unit test (test/unit/ReusePlannerTest.cpp) covers it.
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{execution-model=async command-buffers=reusable})' | FileCheck %s
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{execution-model=async command-buffers=reusable})' --mlir-pass-statistics --mlir-pass-statistics-display=list -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS
// STATS: ConvertStreamToHAL
// STATS: (S) 0 binding-table-slots
// STATS: (S) 4 command-buffers
// STATS: (S) 4 execute-regions
// STATS: (S) 0 narrowed-slots
// STATS: (S) 4 one-shot-command-buffers
// STATS: (S) 2 one-shot-dynamic-value
// STATS: (S) 1 one-shot-initializer
// STATS: (S) 1 one-shot-no-slots
// STATS: (S) 0 one-shot-uncaptured-resource
// STATS: (S) 4 queue-operations
// STATS: (S) 0 reusable-command-buffers
// With command-buffers=one-shot the reuse counters are 0.
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{execution-model=async})' --mlir-pass-statistics --mlir-pass-statistics-display=list -o /dev/null 2>&1 | FileCheck %s --check-prefix=ONE-SHOT
// ONE-SHOT: (S) 0 one-shot-command-buffers
// ONE-SHOT: (S) 0 one-shot-dynamic-value
// ONE-SHOT: (S) 0 one-shot-initializer
// ONE-SHOT: (S) 0 one-shot-no-slots

util.global private @weights : !stream.resource<constant>
util.global private mutable @state : !stream.resource<variable>
util.global private @offset = 0 : index
// R1: in an initializer (run once: nothing to reuse).
// CHECK: util.initializer {
// CHECK-NOT: hal.device.memoize
// CHECK: hal.command_buffer.create device(%{{.+}} : !hal.device) mode("OneShot|AllowInlineExecution") categories(Transfer) : !hal.command_buffer
// CHECK: hal.device.queue.execute<
// CHECK: util.initializer.return
util.initializer {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c7_i32 = arith.constant 7 : i32
  %r = stream.resource.alloc uninitialized : !stream.resource<transient>{%c64}
  %done = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%c64}) {
    stream.cmd.fill %c7_i32, %x[%c0 for %c64] : i32 -> !stream.resource<transient>{%c64}
  } => !stream.timepoint
  util.initializer.return
}
// R3: a fill pattern from an argument.
// CHECK-LABEL: func.func @dynamic_pattern(
// CHECK-NOT: hal.device.memoize
// CHECK: hal.command_buffer.create device(%device : !hal.device) mode("OneShot|AllowInlineExecution") categories(Transfer) : !hal.command_buffer
// CHECK-NOT: hal.device.memoize
// CHECK: hal.device.queue.execute<
func.func @dynamic_pattern(%arg0: !stream.resource<external>, %arg1: i32) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %done = stream.cmd.execute with(%arg0 as %x: !stream.resource<external>{%c64}) {
    stream.cmd.fill %arg1, %x[%c0 for %c64] : i32 -> !stream.resource<external>{%c64}
  } => !stream.timepoint
  return %done : !stream.timepoint
}
// R3: an offset loaded from an immutable global is dynamic too.
// CHECK-LABEL: func.func @global_offset(
// CHECK-NOT: hal.device.memoize
// CHECK: hal.command_buffer.create device(%device : !hal.device) mode("OneShot|AllowInlineExecution") categories(Transfer) : !hal.command_buffer
// CHECK-NOT: hal.device.memoize
// CHECK: hal.device.queue.execute<
func.func @global_offset(%arg0: !stream.resource<external>) -> !stream.timepoint {
  %c64 = arith.constant 64 : index
  %c7_i32 = arith.constant 7 : i32
  %o = util.global.load @offset : index
  %done = stream.cmd.execute with(%arg0 as %x: !stream.resource<external>{%c64}) {
    stream.cmd.fill %c7_i32, %x[%o for %c64] : i32 -> !stream.resource<external>{%c64}
  } => !stream.timepoint
  return %done : !stream.timepoint
}
// R4: the only accessed capture is direct (an immutable global); the
// unused argument gets no slot.
// CHECK-LABEL: func.func @no_slots(
// CHECK-NOT: hal.device.memoize
// CHECK: hal.command_buffer.create device(%device : !hal.device) mode("OneShot|AllowInlineExecution") categories(Transfer) : !hal.command_buffer
// CHECK-NOT: hal.device.memoize
// CHECK: hal.device.queue.execute<
func.func @no_slots(%arg0: !stream.resource<external>) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c7_i32 = arith.constant 7 : i32
  %w = util.global.load @weights : !stream.resource<constant>
  %done = stream.cmd.execute with(%w as %cw: !stream.resource<constant>{%c64}, %arg0 as %unused: !stream.resource<external>{%c64}) {
    stream.cmd.copy %cw[%c0], %cw[%c0], %c64 : !stream.resource<constant>{%c64} -> !stream.resource<constant>{%c64}
  } => !stream.timepoint
  return %done : !stream.timepoint
}
