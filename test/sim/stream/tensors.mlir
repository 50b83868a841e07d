// stream.tensor.import/export of buffer views, byte-buffer mappings, and the
// printing of results as iree-run-module prints them
// (docs/design/simulator.md#results).
// RUN: %tool-stream-hal-sim %s --function=roundtrip --input=2x3xf32=1,2,3,4,5,6 | FileCheck %s --check-prefix=ALL
// RUN: %tool-stream-hal-sim %s --function=roundtrip --input="2x3xf32=1 2 3 4 5 6" --print-max-element-count=4 | FileCheck %s --check-prefix=ELIDED
// RUN: %tool-stream-hal-sim %s --function=roundtrip --input=2x3xf32=7 --print-max-element-count=0 | FileCheck %s --check-prefix=SHAPE
// RUN: %tool-stream-hal-sim %s --function=roundtrip --input=2x3xf32 --options=execution-model=async | FileCheck %s --check-prefix=FILLED
// RUN: %tool-stream-hal-sim %s --function=mapped --input=2x3xf32=0 | FileCheck %s --check-prefix=MAPPED

// ALL: EXEC @roundtrip
// ALL-NEXT: result[0]: hal.buffer_view
// ALL-NEXT: 2x3xf32=[1 2 3][4 5 6]
// ALL-NEXT: result[1]: index=3
// ALL-NEXT: result[2]: hal.buffer_view
// ALL-NEXT: 3x2xi32=[1065353216 1073741824][1077936128 1082130432][1084227584 1086324736]
// ALL-NEXT: match

// ELIDED: 2x3xf32=[1 2 3][4...
// ELIDED: 3x2xi32=[1065353216 1073741824][1077936128 1082130432]...

// SHAPE: result[0]: hal.buffer_view
// SHAPE-NEXT: 2x3xf32{{$}}
// SHAPE-NEXT: result[1]: index=3

// The fill is the same in every run: small integers.
// FILLED: result[0]: hal.buffer_view
// FILLED-NEXT: 2x3xf32=[{{[0-9]+ [0-9]+ [0-9]+}}][{{[0-9]+ [0-9]+ [0-9]+}}]
// FILLED: match

func.func @roundtrip(%view: !hal.buffer_view) -> (!hal.buffer_view, index, !hal.buffer_view) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c24 = arith.constant 24 : index
  %t = stream.tensor.import %view : !hal.buffer_view -> tensor<2x3xf32> in !stream.resource<external>{%c24}
  %same = stream.tensor.export %t : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
  %other = stream.tensor.export %t : tensor<3x?xi32>{%c2} in !stream.resource<external>{%c24} -> !hal.buffer_view
  return %same, %c3, %other : !hal.buffer_view, index, !hal.buffer_view
}

// The byte buffer's bytes, mapped and patched as staging, copied to the device.
// MAPPED: EXEC @mapped
// MAPPED-NEXT: result[0]: hal.buffer
// MAPPED-NEXT: 8 bytes: 01 00 00 00 00 00 c0 3f
// MAPPED-NEXT: result[1]: i1=1
// MAPPED-NEXT: result[2]: i32=2
// MAPPED-NEXT: match
func.func @mapped(%unused: !hal.buffer_view) -> (!hal.buffer, i1, i32) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %value = arith.constant 1.5 : f32
  %bytes = util.byte_buffer.constant : !util.byte_buffer = dense<[1, 2]> : tensor<2xi32>
  %staged = stream.resource.map %bytes[%c0] : !util.byte_buffer -> !stream.resource<staging>{%c8}
  stream.resource.store %value, %staged[%c4] : f32 -> !stream.resource<staging>{%c8}
  %device = stream.resource.alloc uninitialized : !stream.resource<external>{%c8}
  %done = stream.cmd.execute with(%staged as %s: !stream.resource<staging>{%c8}, %device as %d: !stream.resource<external>{%c8}) {
    stream.cmd.copy %s[%c0], %d[%c0], %c8 : !stream.resource<staging>{%c8} -> !stream.resource<external>{%c8}
  } => !stream.timepoint
  %ready = stream.timepoint.await %done => %device : !stream.resource<external>{%c8}
  %raw = stream.tensor.export %ready : tensor<2xi32> in !stream.resource<external>{%c8} -> !hal.buffer
  %did_map, %constant = stream.resource.try_map %bytes[%c0] : !util.byte_buffer -> i1, !stream.resource<constant>{%c8}
  %stage, %stage_ready = stream.resource.alloca uninitialized : !stream.resource<staging>{%c4} => !stream.timepoint
  %copied = stream.cmd.execute await(%stage_ready) => with(%constant as %k: !stream.resource<constant>{%c8}, %stage as %t: !stream.resource<staging>{%c4}) {
    stream.cmd.copy %k[%c0], %t[%c0], %c4 : !stream.resource<constant>{%c8} -> !stream.resource<staging>{%c4}
  } => !stream.timepoint
  %visible = stream.timepoint.await %copied => %stage : !stream.resource<staging>{%c4}
  %first = stream.resource.load %visible[%c0] : !stream.resource<staging>{%c4} -> i32
  %two = arith.addi %first, %first : i32
  return %raw, %did_map, %two : !hal.buffer, i1, i32
}
