// The stream.tensor.* ops (docs/design/stream-dialect.md#tensor-ops): every
// example prints back as written (up to SSA names), re-parses, and survives the
// generic form.
// RUN: %stream-hal-opt %s | FileCheck %s
// RUN: %stream-hal-opt %s | %stream-hal-opt | FileCheck %s
// RUN: %stream-hal-opt --mlir-print-op-generic %s | %stream-hal-opt | FileCheck %s

// CHECK-LABEL: func.func @import(
// CHECK-SAME: %[[VIEW:[^:]+]]: !hal.buffer_view, %[[RAW:[^:]+]]: !hal.buffer, %[[COLS:[^:]+]]: index, %[[IN0_BYTES:[^:]+]]: index, %[[C64:[^:]+]]: index, %[[T:[^:]+]]: tensor<?x?xf32>)
func.func @import(%view: !hal.buffer_view, %raw: !hal.buffer, %cols: index, %in0_bytes: index, %c64: index, %t: tensor<?x?xf32>) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>) {
  // CHECK-NEXT: %[[IN0:[^ ]+]] = stream.tensor.import %[[VIEW]] : !hal.buffer_view -> tensor<8x?xi32>{%[[COLS]]} in !stream.resource<external>{%[[IN0_BYTES]]}{{$}}
  %in0 = stream.tensor.import %view : !hal.buffer_view -> tensor<8x?xi32>{%cols} in !stream.resource<external>{%in0_bytes}
  // CHECK-NEXT: %[[IN1:[^ ]+]] = stream.tensor.import %[[RAW]] : !hal.buffer -> tensor<16xf32> in !stream.resource<external>{%[[C64]]}{{$}}
  %in1 = stream.tensor.import %raw : !hal.buffer -> tensor<16xf32> in !stream.resource<external>{%c64}
  // A tensor source (before type conversion), two dynamic dimensions.
  // CHECK-NEXT: %[[IN2:[^ ]+]] = stream.tensor.import %[[T]] : tensor<?x?xf32> -> tensor<?x?xf32>{%[[COLS]], %[[C64]]} in !stream.resource<external>{%[[IN0_BYTES]]}{{$}}
  %in2 = stream.tensor.import %t : tensor<?x?xf32> -> tensor<?x?xf32>{%cols, %c64} in !stream.resource<external>{%in0_bytes}
  // CHECK-NEXT: %[[IN3:[^ ]+]] = stream.tensor.import on(#stream.affinity) %[[RAW]] : !hal.buffer -> tensor<16xf32> in !stream.resource<external>{%[[C64]]} attributes {some.attr}{{$}}
  %in3 = stream.tensor.import on(#stream.affinity) %raw : !hal.buffer -> tensor<16xf32> in !stream.resource<external>{%c64} attributes {some.attr}
  // CHECK-NEXT: return %[[IN0]], %[[IN1]], %[[IN2]], %[[IN3]]
  return %in0, %in1, %in2, %in3 : !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>
}

// CHECK-LABEL: func.func @export(
// CHECK-SAME: %[[READY:[^:]+]]: !stream.resource<external>, %[[ROWS:[^:]+]]: index, %[[OUT_BYTES:[^:]+]]: index, %[[C24:[^:]+]]: index)
func.func @export(%ready: !stream.resource<external>, %rows: index, %out_bytes: index, %c24: index) -> (!hal.buffer_view, !hal.buffer, tensor<?x3xf16>, !hal.buffer) {
  // CHECK-NEXT: %[[OUT_VIEW:[^ ]+]] = stream.tensor.export %[[READY]] : tensor<?x3xf16>{%[[ROWS]]} in !stream.resource<external>{%[[OUT_BYTES]]} -> !hal.buffer_view{{$}}
  %out_view = stream.tensor.export %ready : tensor<?x3xf16>{%rows} in !stream.resource<external>{%out_bytes} -> !hal.buffer_view
  // CHECK-NEXT: %[[OUT_BUF:[^ ]+]] = stream.tensor.export %[[READY]] : tensor<12xf16> in !stream.resource<external>{%[[C24]]} -> !hal.buffer{{$}}
  %out_buf = stream.tensor.export %ready : tensor<12xf16> in !stream.resource<external>{%c24} -> !hal.buffer
  // CHECK-NEXT: %[[OUT_T:[^ ]+]] = stream.tensor.export %[[READY]] : tensor<?x3xf16>{%[[ROWS]]} in !stream.resource<external>{%[[OUT_BYTES]]} -> tensor<?x3xf16>{{$}}
  %out_t = stream.tensor.export %ready : tensor<?x3xf16>{%rows} in !stream.resource<external>{%out_bytes} -> tensor<?x3xf16>
  // CHECK-NEXT: %[[OUT_ON:[^ ]+]] = stream.tensor.export on(#stream.affinity) %[[READY]] : tensor<12xf16> in !stream.resource<external>{%[[C24]]} -> !hal.buffer attributes {some.attr}{{$}}
  %out_on = stream.tensor.export on(#stream.affinity) %ready : tensor<12xf16> in !stream.resource<external>{%c24} -> !hal.buffer attributes {some.attr}
  // CHECK-NEXT: return %[[OUT_VIEW]], %[[OUT_BUF]], %[[OUT_T]], %[[OUT_ON]]
  return %out_view, %out_buf, %out_t, %out_on : !hal.buffer_view, !hal.buffer, tensor<?x3xf16>, !hal.buffer
}

// CHECK-LABEL: func.func @trace(
// CHECK-SAME: %[[LHS:[^:]+]]: tensor<4x4xf32>, %[[RHS:[^:]+]]: tensor<?xi8>, %[[U:[^:]+]]: tensor<*xf32>)
func.func @trace(%lhs: tensor<4x4xf32>, %rhs: tensor<?xi8>, %u: tensor<*xf32>) {
  // CHECK-NEXT: stream.tensor.trace {key = "after_scale"} %[[LHS]], %[[RHS]] : tensor<4x4xf32>, tensor<?xi8>{{$}}
  stream.tensor.trace {key = "after_scale"} %lhs, %rhs : tensor<4x4xf32>, tensor<?xi8>
  // CHECK-NEXT: stream.tensor.trace {key = "marker"}{{$}}
  stream.tensor.trace {key = "marker"}
  // CHECK-NEXT: stream.tensor.trace {key = "unranked"} %[[U]] : tensor<*xf32>{{$}}
  stream.tensor.trace {key = "unranked"} %u : tensor<*xf32>
  // CHECK-NEXT: return
  return
}
