// The bound of a narrowed slot (docs/design/reusable.md#slots-and-binding-ranges,
// docs/design/access-model.md#byte-ranges): an access with o + l = 2^63 - 1 is
// a known range, so its slot binds [o, o + l) and the offset is rebased to 0;
// with o + l = 2^63 the range is unknown and the slot binds the whole buffer.
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{execution-model=async command-buffers=reusable})' | FileCheck %s

// CHECK-LABEL: func.func @below_bound(%arg0: !hal.buffer) -> !hal.fence {
// CHECK:      %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%c0 : index)[%c0_3, %c1] pattern(%c7_i8 : i8)
// CHECK:      %c9223372036854775806_0 = arith.constant 9223372036854775806 : index
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: hal.device.queue.execute.indirect<%device : !hal.device> affinity(%c-1_i64) wait(%1) signal(%fence) commands(%0) bindings([
// CHECK-NEXT: (%arg0 : !hal.buffer)[%c9223372036854775806_0, %c1_1]
// CHECK-NEXT: ])
func.func @below_bound(%arg0: !stream.resource<external>) -> !stream.timepoint {
  %c1 = arith.constant 1 : index
  %max = arith.constant 9223372036854775807 : index
  %maxm1 = arith.constant 9223372036854775806 : index
  %c7_i8 = arith.constant 7 : i8
  %t0 = stream.cmd.execute with(%arg0 as %x: !stream.resource<external>{%max}) {
    stream.cmd.fill %c7_i8, %x[%maxm1 for %c1] : i8 -> !stream.resource<external>{%max}
  } => !stream.timepoint
  return %t0 : !stream.timepoint
}

// CHECK-LABEL: func.func @at_bound(%arg0: !hal.buffer) -> !hal.fence {
// CHECK:      %c0_1 = arith.constant 0 : index
// CHECK-NEXT: hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%c0_1 : index)[%c9223372036854775807, %c1] pattern(%c7_i8 : i8)
// CHECK:      %c0 = arith.constant 0 : index
// CHECK-NEXT: hal.device.queue.execute.indirect<%device : !hal.device> affinity(%c-1_i64) wait(%1) signal(%fence) commands(%0) bindings([
// CHECK-NEXT: (%arg0 : !hal.buffer)[%c0, %c9223372036854775807]
// CHECK-NEXT: ])
func.func @at_bound(%arg0: !stream.resource<external>) -> !stream.timepoint {
  %c1 = arith.constant 1 : index
  %max = arith.constant 9223372036854775807 : index
  %c7_i8 = arith.constant 7 : i8
  %t0 = stream.cmd.execute with(%arg0 as %x: !stream.resource<external>{%max}) {
    stream.cmd.fill %c7_i8, %x[%max for %c1] : i8 -> !stream.resource<external>{%max}
  } => !stream.timepoint
  return %t0 : !stream.timepoint
}
