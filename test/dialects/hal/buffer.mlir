// hal.buffer.* (docs/design/hal-dialect.md#buffer-ops): IREE's examples
// print back exactly.
// RUN: %stream-hal-opt %s | FileCheck %s
// RUN: %stream-hal-opt %s | %stream-hal-opt | FileCheck %s
// RUN: %stream-hal-opt %s --mlir-print-op-generic | %stream-hal-opt | FileCheck %s
// RUN: %stream-hal-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @buffer(
// CHECK-SAME: %[[BUFFER:[a-z0-9]+]]: !hal.buffer, %[[ALLOCATOR:[a-z0-9]+]]: !hal.allocator, %[[VALUE:[a-z0-9]+]]: f32, %[[VEC:[a-z0-9]+]]: vector<4xi8>
// CHECK-NEXT: %[[C16:.+]] = arith.constant 16 : index
// CHECK-NEXT: %[[C64:.+]] = arith.constant 64 : index
// CHECK-NEXT: %[[C128:.+]] = arith.constant 128 : index
// CHECK-NEXT: %len = hal.buffer.length<%[[BUFFER]] : !hal.buffer> : index
// CHECK-NEXT: %[[LOAD:.+]] = hal.buffer.load<%[[BUFFER]] : !hal.buffer>[%[[C16]]] : f32
// CHECK-NEXT: %[[LOADV:.+]] = hal.buffer.load<%[[BUFFER]] : !hal.buffer>[%[[C16]]] : vector<4xi8>
// CHECK-NEXT: %[[LOADI:.+]] = hal.buffer.load<%[[BUFFER]] : !hal.buffer>[%[[C16]]] : index
// CHECK-NEXT: hal.buffer.store<%[[BUFFER]] : !hal.buffer>[%[[C16]]] value(%[[VALUE]] : f32){{$}}
// CHECK-NEXT: hal.buffer.store<%[[BUFFER]] : !hal.buffer>[%[[C64]]] value(%[[VEC]] : vector<4xi8>){{$}}
// CHECK-NEXT: %buffer = hal.buffer.subspan<%[[BUFFER]] : !hal.buffer>[%[[C64]], %[[C128]]] : !hal.buffer
// CHECK-NEXT: hal.buffer.assert<%[[BUFFER]] : !hal.buffer> message("tensor") allocator(%[[ALLOCATOR]] : !hal.allocator) minimum_length(%[[C64]]) type(DeviceVisible) usage("Transfer|Dispatch"){{$}}
// GENERIC: "hal.buffer.length"(%{{.+}}) : (!hal.buffer) -> index
// GENERIC: "hal.buffer.load"(%{{.+}}, %{{.+}}) : (!hal.buffer, index) -> f32
// GENERIC: "hal.buffer.store"(%{{.+}}, %{{.+}}, %{{.+}}) : (f32, !hal.buffer, index) -> ()
// GENERIC: "hal.buffer.subspan"(%{{.+}}, %{{.+}}, %{{.+}}) : (!hal.buffer, index, index) -> !hal.buffer
// GENERIC: "hal.buffer.assert"(%{{.+}}, %{{.+}}, %{{.+}}) <{buffer_usage = 10 : i32, memory_types = 16 : i32, message = "tensor"}> : (!hal.buffer, !hal.allocator, index) -> ()
func.func @buffer(%buffer: !hal.buffer, %allocator: !hal.allocator, %value: f32, %vec: vector<4xi8>) -> (index, f32, vector<4xi8>, index, !hal.buffer) {
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %len = hal.buffer.length<%buffer : !hal.buffer> : index
  %0 = hal.buffer.load<%buffer : !hal.buffer>[%c16] : f32
  %1 = hal.buffer.load<%buffer : !hal.buffer>[%c16] : vector<4xi8>
  %2 = hal.buffer.load<%buffer : !hal.buffer>[%c16] : index
  hal.buffer.store<%buffer : !hal.buffer>[%c16] value(%value : f32)
  hal.buffer.store<%buffer : !hal.buffer>[%c64] value(%vec : vector<4xi8>)
  %buffer_1 = hal.buffer.subspan<%buffer : !hal.buffer>[%c64, %c128] : !hal.buffer
  hal.buffer.assert<%buffer : !hal.buffer> message("tensor") allocator(%allocator : !hal.allocator) minimum_length(%c64) type(DeviceVisible) usage("Transfer|Dispatch")
  return %len, %0, %1, %2, %buffer_1 : index, f32, vector<4xi8>, index, !hal.buffer
}
