// hal.buffer_view.* (docs/design/hal-dialect.md#buffer-view-ops, #types):
// IREE's examples print back exactly.
// RUN: %stream-hal-opt %s | FileCheck %s
// RUN: %stream-hal-opt %s | %stream-hal-opt | FileCheck %s
// RUN: %stream-hal-opt %s --mlir-print-op-generic | %stream-hal-opt | FileCheck %s
// RUN: %stream-hal-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @buffer_view(
// CHECK-SAME: %[[VIEW:[a-z0-9]+]]: !hal.buffer_view, %[[BUFFER:[a-z0-9]+]]: !hal.buffer, %[[DIM:[a-z0-9]+]]: index
// CHECK-NEXT: %[[C4:.+]] = arith.constant 4 : index
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c553648160_i32 = arith.constant 553648160 : i32
// CHECK-NEXT: %buffer = hal.buffer_view.buffer<%[[VIEW]] : !hal.buffer_view> : !hal.buffer
// CHECK-NEXT: %view = hal.buffer_view.create buffer(%[[BUFFER]] : !hal.buffer) shape([%[[C4]], %[[DIM]]]) type(%c553648160_i32) encoding(%c1_i32) : !hal.buffer_view
// CHECK-NEXT: %view_0 = hal.buffer_view.create buffer(%[[BUFFER]] : !hal.buffer) shape([]) type(%c553648160_i32) encoding(%c1_i32) : !hal.buffer_view
// CHECK-NEXT: hal.buffer_view.trace %view, %view_0 : !hal.buffer_view, !hal.buffer_view attributes {key = "dispatch_0_outputs"}
// CHECK-NEXT: hal.buffer_view.trace %view : !hal.buffer_view attributes {key = "one", test.tag}
// CHECK-NEXT: %[[LENGTH:.+]] = hal.buffer_view.byte_length<%[[VIEW]] : !hal.buffer_view> : index
// GENERIC: "hal.buffer_view.buffer"(%{{.+}}) : (!hal.buffer_view) -> !hal.buffer
// GENERIC: "hal.buffer_view.create"(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}) : (!hal.buffer, i32, i32, index, index) -> !hal.buffer_view
// GENERIC: "hal.buffer_view.create"(%{{.+}}, %{{.+}}, %{{.+}}) : (!hal.buffer, i32, i32) -> !hal.buffer_view
// GENERIC: "hal.buffer_view.trace"(%{{.+}}, %{{.+}}) <{key = "dispatch_0_outputs"}> : (!hal.buffer_view, !hal.buffer_view) -> ()
// GENERIC: "hal.buffer_view.byte_length"(%{{.+}}) : (!hal.buffer_view) -> index
func.func @buffer_view(%view: !hal.buffer_view, %buffer: !hal.buffer, %dim: index) -> (!hal.buffer, index) {
  %c4 = arith.constant 4 : index
  %c1_i32 = arith.constant 1 : i32
  %c553648160_i32 = arith.constant 553648160 : i32
  %buffer_0 = hal.buffer_view.buffer<%view : !hal.buffer_view> : !hal.buffer
  %view_1 = hal.buffer_view.create buffer(%buffer : !hal.buffer) shape([%c4, %dim]) type(%c553648160_i32) encoding(%c1_i32) : !hal.buffer_view
  %view_2 = hal.buffer_view.create buffer(%buffer : !hal.buffer) shape([]) type(%c553648160_i32) encoding(%c1_i32) : !hal.buffer_view
  hal.buffer_view.trace %view_1, %view_2 : !hal.buffer_view, !hal.buffer_view attributes {key = "dispatch_0_outputs"}
  hal.buffer_view.trace %view_1 : !hal.buffer_view attributes {key = "one", test.tag}
  %len = hal.buffer_view.byte_length<%view : !hal.buffer_view> : index
  return %buffer_0, %len : !hal.buffer, index
}
