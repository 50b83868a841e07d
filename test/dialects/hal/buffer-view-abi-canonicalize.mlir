// hal.buffer_view.dims canonicalizes to one hal.buffer_view.dim per result,
// in order, of the same view (docs/design/hal-dialect.md#abi-ops); the other
// ABI ops have no folder or pattern.
// RUN: %stream-hal-opt %s --canonicalize --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @dims(
// CHECK-SAME: %[[VIEW:[a-z0-9]+]]: !hal.buffer_view
// CHECK-NEXT: %[[D0:.+]] = hal.buffer_view.dim<%[[VIEW]] : !hal.buffer_view>[0] : index
// CHECK-NEXT: %[[D1:.+]] = hal.buffer_view.dim<%[[VIEW]] : !hal.buffer_view>[1] : index
// CHECK-NEXT: %[[D2:.+]] = hal.buffer_view.dim<%[[VIEW]] : !hal.buffer_view>[2] : index
// CHECK-NEXT: return %[[D2]], %[[D0]], %[[D1]] : index, index, index
func.func @dims(%view: !hal.buffer_view) -> (index, index, index) {
  %0:3 = hal.buffer_view.dims<%view : !hal.buffer_view> : index, index, index
  return %0#2, %0#0, %0#1 : index, index, index
}

// -----

// One result: one dim [0]; results nobody uses are dropped with their dims.
// CHECK-LABEL: func.func @one_dim(
// CHECK-SAME: %[[VIEW:[a-z0-9]+]]: !hal.buffer_view, %[[OTHER:[a-z0-9]+]]: !hal.buffer_view
// CHECK-NEXT: %[[D0:.+]] = hal.buffer_view.dim<%[[VIEW]] : !hal.buffer_view>[0] : index
// CHECK-NEXT: %[[D1:.+]] = hal.buffer_view.dim<%[[OTHER]] : !hal.buffer_view>[1] : index
// CHECK-NEXT: return %[[D0]], %[[D1]] : index, index
func.func @one_dim(%view: !hal.buffer_view, %other: !hal.buffer_view) -> (index, index) {
  %0 = hal.buffer_view.dims<%view : !hal.buffer_view> : index
  %1:2 = hal.buffer_view.dims<%other : !hal.buffer_view> : index, index
  return %0, %1#1 : index, index
}

// -----

// The assert stays although it has no results; the queries stay as they are.
// CHECK-LABEL: func.func @others(
// CHECK-SAME: %[[VIEW:[a-z0-9]+]]: !hal.buffer_view, %[[TYPE:[a-z0-9]+]]: i32, %[[ENCODING:[a-z0-9]+]]: i32, %[[N:[a-z0-9]+]]: index
// CHECK-NEXT: hal.buffer_view.assert<%[[VIEW]] : !hal.buffer_view> message("input 0") shape([%[[N]]]) type(%[[TYPE]]) encoding(%[[ENCODING]])
// CHECK-NEXT: %[[T:.+]] = hal.buffer_view.element_type<%[[VIEW]] : !hal.buffer_view> : i32
// CHECK-NEXT: %[[E:.+]] = hal.buffer_view.encoding_type<%[[VIEW]] : !hal.buffer_view> : i32
// CHECK-NEXT: return %[[T]], %[[E]] : i32, i32
func.func @others(%view: !hal.buffer_view, %type: i32, %encoding: i32, %n: index) -> (i32, i32) {
  hal.buffer_view.assert<%view : !hal.buffer_view> message("input 0") shape([%n]) type(%type) encoding(%encoding)
  %0 = hal.buffer_view.element_type<%view : !hal.buffer_view> : i32
  %1 = hal.buffer_view.encoding_type<%view : !hal.buffer_view> : i32
  return %0, %1 : i32, i32
}
