// The buffer-view ABI ops when a program runs
// (docs/design/simulator-device.md#abi-ops), at both levels: the stream program carries
// them and its lowering keeps them.
//
// An assert that holds does nothing; the queries return the view's codes and
// dimensions, in every option combination.
// RUN: %tool-stream-hal-sim %s --function=entry --input=16x64xf32 | FileCheck %s --check-prefix=HOLDS
// RUN: %tool-stream-hal-sim %s --function=entry --input=16x64xf32 --options='execution-model=async barriers=hazard' | FileCheck %s --check-prefix=HOLDS
// RUN: %tool-stream-hal-sim %s --function=entry --input=16x64xf32 --options='execution-model=async command-buffers=reusable' | FileCheck %s --check-prefix=HOLDS
// HOLDS-LABEL: EXEC @entry
// HOLDS-NEXT: result[0]: i32=553648160
// HOLDS-NEXT: result[1]: i32=1
// HOLDS-NEXT: result[2]: index=16
// HOLDS-NEXT: result[3]: index=64
// HOLDS-NEXT: {{^}}match{{$}}

// Each way it fails the run, naming its message: the element type, the
// encoding, the rank, each dimension.
// RUN: not %tool-stream-hal-sim %s --function=entry --input=16x64xi32 2>&1 | FileCheck %s --check-prefix=TYPE
// TYPE: abi-ops.mlir:[[@LINE+31]]:5: error: input 0: the buffer view's element type is 268435488, expected 553648160
// TYPE: error: the reference run failed
// RUN: not %tool-stream-hal-sim %s --function=encoding --input=buffer:64 2>&1 | FileCheck %s --check-prefix=ENCODING
// ENCODING: abi-ops.mlir:[[@LINE+49]]:5: error: view: the buffer view's encoding is 2, expected 1
// RUN: not %tool-stream-hal-sim %s --function=entry --input=16x64x1xf32 2>&1 | FileCheck %s --check-prefix=RANK
// RANK: error: input 0: the buffer view's rank is 3, expected 2
// RUN: not %tool-stream-hal-sim %s --function=entry --input=16xf32 2>&1 | FileCheck %s --check-prefix=RANK1
// RANK1: error: input 0: the buffer view's rank is 1, expected 2
// RUN: not %tool-stream-hal-sim %s --function=entry --input=8x64xf32 2>&1 | FileCheck %s --check-prefix=DIM0
// DIM0: error: input 0: the buffer view's dimension 0 is 8, expected 16
// RUN: not %tool-stream-hal-sim %s --function=entry --input=16x32xf32 2>&1 | FileCheck %s --check-prefix=DIM1
// DIM1: error: input 0: the buffer view's dimension 1 is 32, expected 64
// A rank-0 view meets `shape([])`.
// RUN: %tool-stream-hal-sim %s --function=scalar --input=f32=2 | FileCheck %s --check-prefix=SCALAR
// SCALAR: EXEC @scalar
// SCALAR-NEXT: {{^}}match{{$}}

// dims with a result count other than the view's rank fails the run.
// RUN: not %tool-stream-hal-sim %s --function=three_dims --input=16x64xf32 2>&1 | FileCheck %s --check-prefix=DIMS
// DIMS: abi-ops.mlir:[[@LINE+38]]:12: error: 3 dimensions asked of a rank-2 buffer view

// The HAL level alone (a lowered file): the same check, the same message.
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal)' -o %t.lowered.mlir
// RUN: not %tool-stream-hal-sim %s --lowered=%t.lowered.mlir --function=entry --input=16x32xf32 2>&1 | FileCheck %s --check-prefix=DIM1

module {
  func.func @entry(%arg0: !hal.buffer_view) -> (i32, i32, index, index) {
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %c553648160_i32 = arith.constant 553648160 : i32
    %c1_i32 = arith.constant 1 : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input 0") shape([%c16, %c64]) type(%c553648160_i32) encoding(%c1_i32)
    %0 = hal.buffer_view.element_type<%arg0 : !hal.buffer_view> : i32
    %1 = hal.buffer_view.encoding_type<%arg0 : !hal.buffer_view> : i32
    %2:2 = hal.buffer_view.dims<%arg0 : !hal.buffer_view> : index, index
    return %0, %1, %2#0, %2#1 : i32, i32, index, index
  }

  func.func @scalar(%arg0: !hal.buffer_view) {
    %c553648160_i32 = arith.constant 553648160 : i32
    %c1_i32 = arith.constant 1 : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("scalar") shape([]) type(%c553648160_i32) encoding(%c1_i32)
    return
  }

  // A view with another encoding code than the dense row-major 1.
  func.func @encoding(%buffer: !hal.buffer) {
    %c16 = arith.constant 16 : index
    %c553648160_i32 = arith.constant 553648160 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %view = hal.buffer_view.create buffer(%buffer : !hal.buffer) shape([%c16]) type(%c553648160_i32) encoding(%c2_i32) : !hal.buffer_view
    hal.buffer_view.assert<%view : !hal.buffer_view> message("view") shape([%c16]) type(%c553648160_i32) encoding(%c1_i32)
    return
  }

  func.func @three_dims(%arg0: !hal.buffer_view) -> index {
    %0:3 = hal.buffer_view.dims<%arg0 : !hal.buffer_view> : index, index, index
    return %0#2 : index
  }
}
