// The buffer-view ABI ops of real programs (docs/design/hal-dialect.md#abi-ops,
// the examples of the ABI contract): every example prints back
// exactly, in the custom and the generic form.
// RUN: %stream-hal-opt %s | FileCheck %s
// RUN: %stream-hal-opt %s | %stream-hal-opt | FileCheck %s
// RUN: %stream-hal-opt %s --mlir-print-op-generic | %stream-hal-opt | FileCheck %s
// RUN: %stream-hal-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @abi(
// CHECK-SAME: %arg0: !hal.buffer_view)
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %c553648160_i32 = arith.constant 553648160 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input 0") shape([%c16, %c64]) type(%c553648160_i32) encoding(%c1_i32){{$}}
// CHECK-NEXT: %0 = hal.buffer_view.element_type<%arg0 : !hal.buffer_view> : i32{{$}}
// CHECK-NEXT: %1 = hal.buffer_view.encoding_type<%arg0 : !hal.buffer_view> : i32{{$}}
// CHECK-NEXT: %2:2 = hal.buffer_view.dims<%arg0 : !hal.buffer_view> : index, index{{$}}
// CHECK-NEXT: return %0, %1, %2#0, %2#1 : i32, i32, index, index
// GENERIC-LABEL: "func.func"() <{function_type = (!hal.buffer_view) -> (i32, i32, index, index), sym_name = "abi"}>
// GENERIC: "hal.buffer_view.assert"(%{{[a-z0-9]+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}) <{message = "input 0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
// GENERIC: "hal.buffer_view.element_type"(%{{[a-z0-9]+}}) : (!hal.buffer_view) -> i32
// GENERIC: "hal.buffer_view.encoding_type"(%{{[a-z0-9]+}}) : (!hal.buffer_view) -> i32
// GENERIC: "hal.buffer_view.dims"(%{{[a-z0-9]+}}) : (!hal.buffer_view) -> (index, index)
func.func @abi(%arg0: !hal.buffer_view) -> (i32, i32, index, index) {
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

// A rank-0 view: `shape([])`; other attributes print after the keyword
// `attributes`; dims with one result and with three.
// CHECK-LABEL: func.func @forms(
// CHECK-SAME: %[[VIEW:[a-z0-9]+]]: !hal.buffer_view, %[[TYPE:[a-z0-9]+]]: i32, %[[ENCODING:[a-z0-9]+]]: i32, %[[N:[a-z0-9]+]]: index
// CHECK-NEXT: hal.buffer_view.assert<%[[VIEW]] : !hal.buffer_view> message("scalar") shape([]) type(%[[TYPE]]) encoding(%[[ENCODING]]){{$}}
// CHECK-NEXT: hal.buffer_view.assert<%[[VIEW]] : !hal.buffer_view> message("tagged") shape([%[[N]]]) type(%[[TYPE]]) encoding(%[[ENCODING]]) attributes {test.tag}
// CHECK-NEXT: hal.buffer_view.assert<%[[VIEW]] : !hal.buffer_view> message("") shape([%[[N]], %[[N]], %[[N]]]) type(%[[TYPE]]) encoding(%[[ENCODING]]){{$}}
// CHECK-NEXT: %0 = hal.buffer_view.element_type<%[[VIEW]] : !hal.buffer_view> : i32 attributes {test.tag}
// CHECK-NEXT: %1 = hal.buffer_view.encoding_type<%[[VIEW]] : !hal.buffer_view> : i32 attributes {test.tag}
// CHECK-NEXT: %2 = hal.buffer_view.dims<%[[VIEW]] : !hal.buffer_view> : index{{$}}
// CHECK-NEXT: %3:3 = hal.buffer_view.dims<%[[VIEW]] : !hal.buffer_view> : index, index, index attributes {test.tag}
// GENERIC-LABEL: sym_name = "forms"
// GENERIC: "hal.buffer_view.assert"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{message = "scalar"}> : (!hal.buffer_view, i32, i32) -> ()
// GENERIC: "hal.buffer_view.assert"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{message = "tagged"}> {test.tag} : (!hal.buffer_view, i32, i32, index) -> ()
// GENERIC: "hal.buffer_view.dims"(%{{[a-z0-9]+}}) : (!hal.buffer_view) -> index
// GENERIC: "hal.buffer_view.dims"(%{{[a-z0-9]+}}) {test.tag} : (!hal.buffer_view) -> (index, index, index)
func.func @forms(%view: !hal.buffer_view, %type: i32, %encoding: i32, %n: index) -> (i32, i32, index, index) {
  hal.buffer_view.assert<%view : !hal.buffer_view> message("scalar") shape([]) type(%type) encoding(%encoding)
  hal.buffer_view.assert<%view : !hal.buffer_view> message("tagged") shape([%n]) type(%type) encoding(%encoding) attributes {test.tag}
  hal.buffer_view.assert<%view : !hal.buffer_view> message("") shape([%n, %n, %n]) type(%type) encoding(%encoding)
  %0 = hal.buffer_view.element_type<%view : !hal.buffer_view> : i32 attributes {test.tag}
  %1 = hal.buffer_view.encoding_type<%view : !hal.buffer_view> : i32 attributes {test.tag}
  %2 = hal.buffer_view.dims<%view : !hal.buffer_view> : index
  %3:3 = hal.buffer_view.dims<%view : !hal.buffer_view> : index, index, index attributes {test.tag}
  return %0, %1, %2, %3#2 : i32, i32, index, index
}
