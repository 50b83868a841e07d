// The access model (docs/design/access-model.md), printed on its input by
// test-stream-command-accesses: each command's stage, and per access its
// ordinal, its mode and its byte range (known or unknown).
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(test-stream-command-accesses)' | FileCheck %s

// CHECK-LABEL: func.func @commands(
func.func @commands(%r: !stream.resource<transient>, %s: !stream.resource<transient>, %n: index, %v: i32) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %sum = arith.addi %c64, %c64 : index
  %neg = arith.constant -8 : index
  %big = arith.constant 9223372036854775807 : index
  %bigm1 = arith.constant 9223372036854775806 : index
  %tp = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%c256}, %s as %b: !stream.resource<transient>{%c256}) {
    // CHECK: stream.cmd.fill {{.*}} attributes {test.accesses = ["0 w [64, 128)"], test.stage = "transfer"}
    stream.cmd.fill %v, %a[%c64 for %c64] : i32 -> !stream.resource<transient>{%c256}
    // CHECK: stream.cmd.copy {{.*}} attributes {test.accesses = ["0 r [0, 64)", "1 w unknown"], test.stage = "transfer"}
    stream.cmd.copy %a[%c0], %b[%n], %c64 : !stream.resource<transient>{%c256} -> !stream.resource<transient>{%c256}
    // Not a known constant (no folding), a negative offset, o + l = 2^63 - 1
    // (known) and o + l = 2^63 (unknown).
    // CHECK: stream.cmd.fill {{.*}} attributes {test.accesses = ["0 w unknown"], test.stage = "transfer"}
    stream.cmd.fill %v, %a[%sum for %c64] : i32 -> !stream.resource<transient>{%c256}
    // CHECK: stream.cmd.fill {{.*}} attributes {test.accesses = ["0 w unknown"], test.stage = "transfer"}
    stream.cmd.fill %v, %a[%neg for %c64] : i32 -> !stream.resource<transient>{%c256}
    // CHECK: stream.cmd.fill {{.*}} attributes {test.accesses = ["0 w [9223372036854775806, 9223372036854775807)"], test.stage = "transfer"}
    stream.cmd.fill %v, %a[%bigm1 for %c1] : i32 -> !stream.resource<transient>{%c256}
    // CHECK: stream.cmd.fill {{.*}} attributes {test.accesses = ["0 w unknown"], test.stage = "transfer"}
    stream.cmd.fill %v, %a[%big for %c1] : i32 -> !stream.resource<transient>{%c256}
    stream.cmd.concurrent {
      // CHECK: stream.cmd.dispatch @ex::@entry
      // CHECK: } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>, #hal.interface.binding<0, 2>], test.accesses = ["0 r [0, 64)", "1 w unknown", "2 rw [64, 128)"], test.stage = "dispatch"}
      stream.cmd.dispatch @ex::@entry[%c1, %c1, %c1] {
        ro %a[%c0 for %c64] : !stream.resource<transient>{%c256},
        wo %b[%c64 for %n] : !stream.resource<transient>{%c256},
        rw %a[%c64 for %c64] : !stream.resource<transient>{%c256}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>, #hal.interface.binding<0, 2>]}
    }
    // Not a command: no attributes.
    // CHECK: stream.cmd.discard %{{.*}} : !stream.resource<transient>{%{{.*}}}{{$}}
    stream.cmd.discard %a[%c0 for %c256] : !stream.resource<transient>{%c256}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// An entry whose bits are None (generic form only) reads and writes.
// CHECK-LABEL: func.func @none(
func.func @none(%r: !stream.resource<transient>) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %tp = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%c64}) {
    // CHECK: test.accesses = ["0 rw [0, 64)", "1 r [0, 64)"], test.stage = "dispatch"
    "stream.cmd.dispatch"(%c1, %c1, %c1, %a, %a, %c64, %c64, %c0, %c0, %c64, %c64) <{entry_point = @ex::@entry, operandSegmentSizes = array<i32: 3, 0, 2, 2, 2, 2>, resource_accesses = [0 : i32, 1 : i32]}> {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]} : (index, index, index, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
  } => !stream.timepoint
  return %tp : !stream.timepoint
}
