// stream.cmd.fill/copy, resource.load/store/subview/size, alloca/dealloca,
// timepoints, tensor.export to a buffer, at the reference level, compared with
// the lowering in both execution models (docs/design/simulator.md#stream-ops).
// RUN: %tool-stream-hal-sim %s --function=fill_copy --function=staging --input=index=4 | FileCheck %s
// RUN: %tool-stream-hal-sim %s --function=fill_copy --function=staging --input=index=4 \
// RUN:   --options='execution-model=async barriers=hazard' --schedules=4 | FileCheck %s

// CHECK-LABEL: EXEC @fill_copy
// CHECK-NEXT: result[0]: hal.buffer
// CHECK-NEXT: 16 bytes: 04 03 02 01 04 03 02 01 aa aa aa aa 04 03 02 01
// CHECK-NEXT: result[1]: index=16
// CHECK-NEXT: result[2]: index=8
func.func @fill_copy(%four: index) -> (!hal.buffer, index, index) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %word = arith.constant 16909060 : i32
  %byte = arith.constant -86 : i8
  %r = stream.resource.alloc uninitialized : !stream.resource<external>{%c16}
  %done = stream.cmd.execute with(%r as %t: !stream.resource<external>{%c16}) {
    stream.cmd.fill %word, %t[%c0 for %c8] : i32 -> !stream.resource<external>{%c16}
    stream.cmd.fill %byte, %t[%c8 for %four] : i8 -> !stream.resource<external>{%c16}
    stream.cmd.copy %t[%c0], %t[%c12], %four : !stream.resource<external>{%c16} -> !stream.resource<external>{%c16}
  } => !stream.timepoint
  %ready = stream.timepoint.await %done => %r : !stream.resource<external>{%c16}
  %size = stream.resource.size %ready : !stream.resource<external>
  %sub = stream.resource.subview %ready[%c8] : !stream.resource<external>{%c16} -> !stream.resource<external>{%c8}
  %subsize = stream.resource.size %sub : !stream.resource<external>
  %buffer = stream.tensor.export %ready : tensor<16xi8> in !stream.resource<external>{%c16} -> !hal.buffer
  return %buffer, %size, %subsize : !hal.buffer, index, index
}

// CHECK-LABEL: EXEC @staging
// CHECK-NEXT: result[0]: i32=16909060
// CHECK-NEXT: result[1]: i16=-21846
// CHECK-NEXT: result[2]: f32=1.5
// CHECK-NEXT: result[3]: i8=4
// CHECK-NEXT: match
// CHECK-NOT: {{^race[: ]}}
// CHECK: makespan-us:
func.func @staging(%four: index) -> (i32, i16, f32, i8) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %word = arith.constant 16909060 : i32
  %byte = arith.constant -86 : i8
  %half = arith.constant 1.5 : f32
  %src = stream.resource.alloc uninitialized : !stream.resource<transient>{%c16}
  %stage, %stage_ready = stream.resource.alloca uninitialized : !stream.resource<staging>{%c16} => !stream.timepoint
  %done = stream.cmd.execute await(%stage_ready) => with(%src as %s: !stream.resource<transient>{%c16}, %stage as %d: !stream.resource<staging>{%c16}) {
    stream.cmd.fill %word, %s[%c0 for %c8] : i32 -> !stream.resource<transient>{%c16}
    stream.cmd.fill %byte, %s[%c8 for %c8] : i8 -> !stream.resource<transient>{%c16}
    stream.cmd.copy %s[%c0], %d[%c0], %c16 : !stream.resource<transient>{%c16} -> !stream.resource<staging>{%c16}
  } => !stream.timepoint
  %visible = stream.timepoint.await %done => %stage : !stream.resource<staging>{%c16}
  %w = stream.resource.load %visible[%c0] : !stream.resource<staging>{%c16} -> i32
  %h = stream.resource.load %visible[%c8] : !stream.resource<staging>{%c16} -> i16
  stream.resource.store %half, %visible[%four] : f32 -> !stream.resource<staging>{%c16}
  %f = stream.resource.load %visible[%four] : !stream.resource<staging>{%c16} -> f32
  %b = stream.resource.load %visible[%c0] : !stream.resource<staging>{%c16} -> i8
  %freed = stream.resource.dealloca %visible : !stream.resource<staging>{%c16} => !stream.timepoint

  return %w, %h, %f, %b : i32, i16, f32, i8
}
