// The buffer-view ABI ops (docs/design/hal-dialect.md#abi-ops) are legal hal
// ops: the conversion leaves them exactly as they are, in every execution
// model, between the ops it rewrites; the dims of a view feed the lowered
// import's size computation unchanged.
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal)' | FileCheck %s
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{execution-model=async barriers=hazard})' | FileCheck %s
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{execution-model=async command-buffers=reusable})' | FileCheck %s

// CHECK-LABEL: func.func @entry(
// CHECK-SAME: %[[ARG:[a-z0-9_]+]]: !hal.buffer_view) -> (!hal.buffer, i32, i32)
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %c553648160_i32 = arith.constant 553648160 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: hal.buffer_view.assert<%[[ARG]] : !hal.buffer_view> message("input 0") shape([%c16, %c64]) type(%c553648160_i32) encoding(%c1_i32){{$}}
// CHECK-NEXT: %[[T:.+]] = hal.buffer_view.element_type<%[[ARG]] : !hal.buffer_view> : i32{{$}}
// CHECK-NEXT: %[[E:.+]] = hal.buffer_view.encoding_type<%[[ARG]] : !hal.buffer_view> : i32{{$}}
// CHECK-NEXT: %[[D:.+]]:2 = hal.buffer_view.dims<%[[ARG]] : !hal.buffer_view> : index, index{{$}}
// CHECK-NEXT: %[[N:.+]] = hal.buffer_view.dim<%[[ARG]] : !hal.buffer_view>[1] : index{{$}}
// CHECK-NEXT: %[[ROWS:.+]] = arith.muli %[[D]]#0, %[[N]] : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %[[SIZE:.+]] = arith.muli %[[ROWS]], %c4 : index
// CHECK-NEXT: %[[BUFFER:.+]] = hal.buffer_view.buffer<%[[ARG]] : !hal.buffer_view> : !hal.buffer
// CHECK: hal.buffer.assert<%[[BUFFER]] : !hal.buffer> message("tensor") {{.*}} minimum_length(%[[SIZE]])
// CHECK-NEXT: return %[[BUFFER]], %[[T]], %[[E]] : !hal.buffer, i32, i32
func.func @entry(%arg0: !hal.buffer_view) -> (!stream.resource<external>, i32, i32) {
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %c553648160_i32 = arith.constant 553648160 : i32
  %c1_i32 = arith.constant 1 : i32
  hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input 0") shape([%c16, %c64]) type(%c553648160_i32) encoding(%c1_i32)
  %0 = hal.buffer_view.element_type<%arg0 : !hal.buffer_view> : i32
  %1 = hal.buffer_view.encoding_type<%arg0 : !hal.buffer_view> : i32
  %2:2 = hal.buffer_view.dims<%arg0 : !hal.buffer_view> : index, index
  %n = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[1] : index
  %rows = arith.muli %2#0, %n : index
  %c4 = arith.constant 4 : index
  %size = arith.muli %rows, %c4 : index
  %r = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<?x?xf32>{%2#0, %n} in !stream.resource<external>{%size}
  return %r, %0, %1 : !stream.resource<external>, i32, i32
}
