// stream-to-hal-inline-memoize-regions (docs/design/reusable.md#inline-pass):
// each memoize region runs in place, innermost first; its command buffers
// become OneShot (other mode bits kept); capacity, slots and the indirect
// submission stay; a region without results leaves nothing.
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(stream-to-hal-inline-memoize-regions)' | FileCheck %s
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(stream-to-hal-inline-memoize-regions)' --mlir-pass-statistics --mlir-pass-statistics-display=list -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS
// STATS: InlineMemoizeRegions
// STATS-NEXT: (S) 4 inlined-regions - memoize regions inlined

// CHECK: func.func @inline(%arg0: !hal.device, %arg1: !hal.fence, %arg2: !hal.fence, %arg3: !hal.buffer) -> index {
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cmd = hal.command_buffer.create device(%arg0 : !hal.device) mode(OneShot) categories(Transfer) bindings(%c1) : !hal.command_buffer
// CHECK-NEXT: hal.command_buffer.begin<%cmd : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.copy_buffer<%cmd : !hal.command_buffer> source(%c0 : index)[%c0] target(%c0 : index)[%c1] length(%c1)
// CHECK-NEXT: hal.command_buffer.end<%cmd : !hal.command_buffer>
// CHECK-NEXT: hal.device.queue.execute.indirect<%arg0 : !hal.device> affinity(%c-1_i64) wait(%arg1) signal(%arg2) commands(%cmd) bindings([
// CHECK-NEXT: (%arg3 : !hal.buffer)[%c0, %c1]
// CHECK-NEXT: ])
// CHECK-NEXT: %cmd_0 = hal.command_buffer.create device(%arg0 : !hal.device) mode("OneShot|AllowInlineExecution") categories(Transfer) : !hal.command_buffer
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %0 = arith.addi %c5, %c1 : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @inline(%device: !hal.device, %wait: !hal.fence, %signal: !hal.fence, %buffer: !hal.buffer) -> index {
  %affinity = arith.constant -1 : i64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = hal.device.memoize<%device : !hal.device> affinity(%affinity) -> !hal.command_buffer {
    %cmd = hal.command_buffer.create device(%device : !hal.device) mode("None") categories(Transfer) bindings(%c1) : !hal.command_buffer
    hal.command_buffer.begin<%cmd : !hal.command_buffer>
    hal.command_buffer.copy_buffer<%cmd : !hal.command_buffer> source(%c0 : index)[%c0] target(%c0 : index)[%c1] length(%c1)
    hal.command_buffer.end<%cmd : !hal.command_buffer>
    hal.return %cmd : !hal.command_buffer
  }
  hal.device.queue.execute.indirect<%device : !hal.device> affinity(%affinity) wait(%wait) signal(%signal) commands(%0) bindings([
    (%buffer : !hal.buffer)[%c0, %c1]
  ])
  %1 = hal.device.memoize<%device : !hal.device> affinity(%affinity) -> index {
    %2 = hal.device.memoize<%device : !hal.device> affinity(%affinity) -> index {
      %cmd = hal.command_buffer.create device(%device : !hal.device) mode(AllowInlineExecution) categories(Transfer) : !hal.command_buffer
      %c5 = arith.constant 5 : index
      hal.return %c5 : index
    }
    %sum = arith.addi %2, %c1 : index
    hal.return %sum : index
  }
  hal.device.memoize<%device : !hal.device> affinity(%affinity) {
  }
  return %1 : index
}
