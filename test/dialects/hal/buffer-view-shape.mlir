// hal.buffer_view.rank and hal.buffer_view.dim: what tensor.rank / tensor.dim
// of converted tensors become (docs/design/tensors.md#tensor-dim-rank), in
// IREE's syntax.
// RUN: %stream-hal-opt %s | FileCheck %s
// RUN: %stream-hal-opt %s | %stream-hal-opt | FileCheck %s
// RUN: %stream-hal-opt %s --mlir-print-op-generic | %stream-hal-opt | FileCheck %s
// RUN: %stream-hal-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// Pure: CSE merges duplicates.
// RUN: %stream-hal-opt %s --cse | FileCheck %s --check-prefix=CSE

// CHECK-LABEL: func.func @shape(
// CHECK-SAME: %[[VIEW:[a-z0-9]+]]: !hal.buffer_view
// CHECK-NEXT: %[[RANK:[a-z0-9_]+]] = hal.buffer_view.rank<%[[VIEW]] : !hal.buffer_view> : index
// CHECK-NEXT: %[[DIM0:[a-z0-9_]+]] = hal.buffer_view.dim<%[[VIEW]] : !hal.buffer_view>[0] : index
// CHECK-NEXT: %[[DIM1:[a-z0-9_]+]] = hal.buffer_view.dim<%[[VIEW]] : !hal.buffer_view>[1] : index
// CHECK-NEXT: %[[DIM1B:[a-z0-9_]+]] = hal.buffer_view.dim<%[[VIEW]] : !hal.buffer_view>[1] : index attributes {test.tag}
// CHECK-NEXT: %[[RANK2:[a-z0-9_]+]] = hal.buffer_view.rank<%[[VIEW]] : !hal.buffer_view> : index
// CHECK-NEXT: %[[DIM1C:[a-z0-9_]+]] = hal.buffer_view.dim<%[[VIEW]] : !hal.buffer_view>[1] : index
// CHECK-NEXT: return %[[RANK]], %[[DIM0]], %[[DIM1]], %[[DIM1B]], %[[RANK2]], %[[DIM1C]] : index, index, index, index, index, index
// GENERIC: "hal.buffer_view.rank"(%{{.+}}) : (!hal.buffer_view) -> index
// GENERIC: "hal.buffer_view.dim"(%{{.+}}) <{index = 0 : index}> : (!hal.buffer_view) -> index
// CSE-LABEL: func.func @shape(
// CSE-NEXT: %[[RANK:[a-z0-9_]+]] = hal.buffer_view.rank
// CSE-NEXT: %[[DIM0:[a-z0-9_]+]] = hal.buffer_view.dim<%{{.+}} : !hal.buffer_view>[0] : index
// CSE-NEXT: %[[DIM1:[a-z0-9_]+]] = hal.buffer_view.dim<%{{.+}} : !hal.buffer_view>[1] : index
// CSE-NEXT: %[[DIM1B:[a-z0-9_]+]] = hal.buffer_view.dim<%{{.+}} : !hal.buffer_view>[1] : index attributes {test.tag}
// CSE-NEXT: return %[[RANK]], %[[DIM0]], %[[DIM1]], %[[DIM1B]], %[[RANK]], %[[DIM1]] :
func.func @shape(%view: !hal.buffer_view) -> (index, index, index, index, index, index) {
  %rank = hal.buffer_view.rank<%view : !hal.buffer_view> : index
  %d0 = hal.buffer_view.dim<%view : !hal.buffer_view>[0] : index
  %d1 = hal.buffer_view.dim<%view : !hal.buffer_view>[1] : index
  %d1b = hal.buffer_view.dim<%view : !hal.buffer_view>[1] : index attributes {test.tag}
  %rank2 = hal.buffer_view.rank<%view : !hal.buffer_view> : index
  %d1c = hal.buffer_view.dim<%view : !hal.buffer_view>[1] : index
  return %rank, %d0, %d1, %d1b, %rank2, %d1c : index, index, index, index, index, index
}
