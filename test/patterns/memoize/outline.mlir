// stream-to-hal-outline-memoize-regions (docs/design/reusable.md#outline-pass):
// per function, the k-th memoize op is named __<f>_memoize[_<k>]; a taken
// name gets the first free `_<n>` suffix; clonable captures (static values,
// loads of immutable globals) are cloned into the apply function, in capture
// order, their operands first; a region with only clonable captures on the
// shared device is called once by an initializer (the affinity's constant
// passed on) and loaded from globals; otherwise a warning and a call in place
// (dynamic captures as extra arguments, checked first).
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(stream-to-hal-outline-memoize-regions)' --verify-diagnostics | FileCheck %s
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(stream-to-hal-outline-memoize-regions)' --mlir-pass-statistics --mlir-pass-statistics-display=list -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS
// STATS: OutlineMemoizeRegions
// STATS-NEXT: (S) 2 memoized-regions   - memoize regions moved into an initializer
// STATS-NEXT: (S) 2 unmemoized-regions - memoize regions called in place (with a warning)

// CHECK: util.global private @table : !hal.buffer
// CHECK-NEXT: util.global private mutable @counter : index
// CHECK-NEXT: func.func private @__f_memoize_apply()
// CHECK-NEXT: util.global private @__f_memoize_1_result_0 : index
// CHECK-NEXT: util.global private @__f_memoize_1_result_0_0 : index
// CHECK-NEXT: func.func @f(%arg0: !hal.device, %arg1: index) -> (!hal.command_buffer, index, i32, index) {
// CHECK-NEXT: %device = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %c2_i64 = arith.constant 2 : i64
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.addi %c1, %c1 : index
// CHECK-NEXT: %table = util.global.load @table : !hal.buffer
// CHECK-NEXT: %__f_memoize_result_0 = util.global.load @__f_memoize_result_0 : !hal.command_buffer
// CHECK-NEXT: %__f_memoize_1_result_0_1 = util.global.load @__f_memoize_1_result_0_1 : index
// CHECK-NEXT: %__f_memoize_1_result_1 = util.global.load @__f_memoize_1_result_1 : i32
// CHECK-NEXT: %1 = call @__f_memoize_2_apply(%device, %c2_i64, %arg1) : (!hal.device, i64, index) -> index
// CHECK-NEXT: return %__f_memoize_result_0, %__f_memoize_1_result_0_1, %__f_memoize_1_result_1, %1 : !hal.command_buffer, index, i32, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g(%arg0: !hal.device, %arg1: i64) -> index {
// CHECK-NEXT: %0 = call @__g_memoize_apply(%arg0, %arg1) : (!hal.device, i64) -> index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @__f_memoize_apply_0(%arg0: !hal.device, %arg1: i64) -> !hal.command_buffer {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.addi %c1, %c1 : index
// CHECK-NEXT: %table = util.global.load @table : !hal.buffer
// CHECK-NEXT: %cmd = hal.command_buffer.create device(%arg0 : !hal.device) mode("None") categories(Transfer) bindings(%0) : !hal.command_buffer
// CHECK-NEXT: hal.command_buffer.begin<%cmd : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.copy_buffer<%cmd : !hal.command_buffer> source(%table : !hal.buffer)[%c1] target(%c1 : index)[%0] length(%c1)
// CHECK-NEXT: hal.command_buffer.end<%cmd : !hal.command_buffer>
// CHECK-NEXT: return %cmd : !hal.command_buffer
// CHECK-NEXT: }
// CHECK-NEXT: util.global private @__f_memoize_result_0 : !hal.command_buffer
// CHECK-NEXT: util.initializer {
// CHECK-NEXT: %device = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %c2_i64 = arith.constant 2 : i64
// CHECK-NEXT: %0 = func.call @__f_memoize_apply_0(%device, %c2_i64) : (!hal.device, i64) -> !hal.command_buffer
// CHECK-NEXT: util.global.store %0, @__f_memoize_result_0 : !hal.command_buffer
// CHECK-NEXT: util.initializer.return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @__f_memoize_1_apply(%arg0: !hal.device, %arg1: i64) -> (index, i32) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.addi %c1, %c1 : index
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: return %0, %c7_i32 : index, i32
// CHECK-NEXT: }
// CHECK-NEXT: util.global private @__f_memoize_1_result_0_1 : index
// CHECK-NEXT: util.global private @__f_memoize_1_result_1 : i32
// CHECK-NEXT: util.initializer {
// CHECK-NEXT: %device = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %c2_i64 = arith.constant 2 : i64
// CHECK-NEXT: %0:2 = func.call @__f_memoize_1_apply(%device, %c2_i64) : (!hal.device, i64) -> (index, i32)
// CHECK-NEXT: util.global.store %0#0, @__f_memoize_1_result_0_1 : index
// CHECK-NEXT: util.global.store %0#1, @__f_memoize_1_result_1 : i32
// CHECK-NEXT: util.initializer.return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @__f_memoize_2_apply(%arg0: !hal.device, %arg1: i64, %arg2: index) -> index {
// CHECK-NEXT: %counter = util.global.load @counter : index
// CHECK-NEXT: %0 = arith.addi %arg2, %counter : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @__g_memoize_apply(%arg0: !hal.device, %arg1: i64) -> index {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: return %c3 : index
// CHECK-NEXT: }
// CHECK-NEXT: }

util.global private @table : !hal.buffer
util.global private mutable @counter : index
// Taken names: the first free suffix is used.
func.func private @__f_memoize_apply()
util.global private @__f_memoize_1_result_0 : index
util.global private @__f_memoize_1_result_0_0 : index
func.func @f(%device_arg: !hal.device, %n: index) -> (!hal.command_buffer, index, i32, index) {
  %device = hal.ex.shared_device : !hal.device
  %affinity = arith.constant 2 : i64
  %c1 = arith.constant 1 : index
  %c2 = arith.addi %c1, %c1 : index
  %table = util.global.load @table : !hal.buffer
  %0 = hal.device.memoize<%device : !hal.device> affinity(%affinity) -> !hal.command_buffer {
    %cmd = hal.command_buffer.create device(%device : !hal.device) mode("None") categories(Transfer) bindings(%c2) : !hal.command_buffer
    hal.command_buffer.begin<%cmd : !hal.command_buffer>
    hal.command_buffer.copy_buffer<%cmd : !hal.command_buffer> source(%table : !hal.buffer)[%c1] target(%c1 : index)[%c2] length(%c1)
    hal.command_buffer.end<%cmd : !hal.command_buffer>
    hal.return %cmd : !hal.command_buffer
  }
  %1:2 = hal.device.memoize<%device : !hal.device> affinity(%affinity) -> index, i32 {
    %c7 = arith.constant 7 : i32
    hal.return %c2, %c7 : index, i32
  }
  // expected-warning @+1 {{memoization failed: dynamic values captured at the call site}}
  %2 = hal.device.memoize<%device : !hal.device> affinity(%affinity) -> index {
    %counter = util.global.load @counter : index
    %sum = arith.addi %n, %counter : index
    hal.return %sum : index
  }
  return %0, %1#0, %1#1, %2 : !hal.command_buffer, index, i32, index
}
func.func @g(%device: !hal.device, %affinity: i64) -> index {
  // expected-warning @+1 {{memoization failed: unable to analyze devices that may be used with memoized region}}
  %0 = hal.device.memoize<%device : !hal.device> affinity(%affinity) -> index {
    %c3 = arith.constant 3 : index
    hal.return %c3 : index
  }
  return %0 : index
}
