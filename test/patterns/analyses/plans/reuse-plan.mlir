// The reuse plan (patterns/analyses/ReusePlanner.h) printed on the input by
// test-stream-to-hal-reuse-plan (docs/design/reusable.md#which-executes-are-reusable,
// #slots-and-binding-ranges): reusable or the one-shot reason, the slots and
// their ranges, and how each access is recorded.
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(test-stream-to-hal-reuse-plan)' | FileCheck %s

util.global private @weights : !stream.resource<constant>

// Narrowed to [64, 256), offsets rebased; a direct capture (an immutable
// global's load) has no slot.
// CHECK-LABEL: func.func @narrowed(
// CHECK: stream.cmd.fill {{.*}} attributes {test.slot_accesses = ["slot 0 offset 0"]}
// CHECK: stream.cmd.copy {{.*}} attributes {test.slot_accesses = ["direct", "slot 0 offset 128"]}
// CHECK: } => !stream.timepoint attributes {test.reuse = "reusable", test.slots = ["capture 1 [64, 256)"]}
func.func @narrowed(%arg0: !stream.resource<external>) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c192 = arith.constant 192 : index
  %c1024 = arith.constant 1024 : index
  %c7_i32 = arith.constant 7 : i32
  %w = util.global.load @weights : !stream.resource<constant>
  %done = stream.cmd.execute with(%w as %cw: !stream.resource<constant>{%c1024}, %arg0 as %x: !stream.resource<external>{%c1024}) {
    stream.cmd.fill %c7_i32, %x[%c64 for %c64] : i32 -> !stream.resource<external>{%c1024}
    stream.cmd.copy %cw[%c0], %x[%c192], %c64 : !stream.resource<constant>{%c1024} -> !stream.resource<external>{%c1024}
  } => !stream.timepoint
  return %done : !stream.timepoint
}

// The bound of docs/design/access-model.md#byte-ranges: o + l = 2^63 - 1
// narrows the slot; o + l = 2^63 binds it whole.
// CHECK-LABEL: func.func @at_bound(
// CHECK: stream.cmd.fill {{.*}} attributes {test.slot_accesses = ["slot 0 offset 0"]}
// CHECK: } => !stream.timepoint attributes {test.reuse = "reusable", test.slots = ["capture 0 [9223372036854775806, 9223372036854775807)"]}
// CHECK: stream.cmd.fill {{.*}} attributes {test.slot_accesses = ["slot 0"]}
// CHECK: } => !stream.timepoint attributes {test.reuse = "reusable", test.slots = ["capture 0 whole"]}
func.func @at_bound(%arg0: !stream.resource<external>) -> (!stream.timepoint, !stream.timepoint) {
  %c1 = arith.constant 1 : index
  %max = arith.constant 9223372036854775807 : index
  %maxm1 = arith.constant 9223372036854775806 : index
  %c7_i8 = arith.constant 7 : i8
  %t0 = stream.cmd.execute with(%arg0 as %x: !stream.resource<external>{%max}) {
    stream.cmd.fill %c7_i8, %x[%maxm1 for %c1] : i8 -> !stream.resource<external>{%max}
  } => !stream.timepoint
  %t1 = stream.cmd.execute with(%arg0 as %x: !stream.resource<external>{%max}) {
    stream.cmd.fill %c7_i8, %x[%max for %c1] : i8 -> !stream.resource<external>{%max}
  } => !stream.timepoint
  return %t0, %t1 : !stream.timepoint, !stream.timepoint
}

// An own-size length (the first capture's size, at offset 0) becomes -1 in a
// whole slot; duplicate captures share the slot.
// CHECK-LABEL: func.func @own_size(
// CHECK: stream.cmd.copy {{.*}} attributes {test.slot_accesses = ["slot 0", "slot 0"]}
// CHECK: stream.cmd.fill {{.*}} attributes {test.slot_accesses = ["slot 0 whole-length"]}
// CHECK: } => !stream.timepoint attributes {test.reuse = "reusable", test.slots = ["capture 0 whole"]}
func.func @own_size(%arg0: !stream.resource<external>, %size: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c7_i32 = arith.constant 7 : i32
  %done = stream.cmd.execute with(%arg0 as %x: !stream.resource<external>{%size}, %arg0 as %y: !stream.resource<external>{%size}) {
    stream.cmd.copy %x[%c0], %y[%c64], %c64 : !stream.resource<external>{%size} -> !stream.resource<external>{%size}
    stream.cmd.fill %c7_i32, %y[%c0 for %size] : i32 -> !stream.resource<external>{%size}
  } => !stream.timepoint
  return %done : !stream.timepoint
}

// One-shot: a dynamic pattern; no slots (only a flush); an initializer.
// CHECK-LABEL: func.func @one_shot(
// CHECK: } => !stream.timepoint attributes {test.reuse = "one-shot: dynamic-value"}
// CHECK: } => !stream.timepoint attributes {test.reuse = "one-shot: no-slots"}
func.func @one_shot(%arg0: !stream.resource<external>, %v: i32) -> (!stream.timepoint, !stream.timepoint) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %t0 = stream.cmd.execute with(%arg0 as %x: !stream.resource<external>{%c64}) {
    stream.cmd.fill %v, %x[%c0 for %c64] : i32 -> !stream.resource<external>{%c64}
  } => !stream.timepoint
  %t1 = stream.cmd.execute with(%arg0 as %x: !stream.resource<external>{%c64}) {
    stream.cmd.flush %x[%c0 for %c64] : !stream.resource<external>{%c64}
  } => !stream.timepoint
  return %t0, %t1 : !stream.timepoint, !stream.timepoint
}
// CHECK-LABEL: util.initializer {
// CHECK: } => !stream.timepoint attributes {test.reuse = "one-shot: initializer"}
util.initializer {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c7_i32 = arith.constant 7 : i32
  %r = stream.resource.alloc uninitialized : !stream.resource<variable>{%c64}
  %t = stream.cmd.execute with(%r as %x: !stream.resource<variable>{%c64}) {
    stream.cmd.fill %c7_i32, %x[%c0 for %c64] : i32 -> !stream.resource<variable>{%c64}
  } => !stream.timepoint
  util.initializer.return
}
