// hal.allocator.* (docs/design/hal-dialect.md#allocator-ops): IREE's
// examples print back exactly.
// RUN: %stream-hal-opt %s | FileCheck %s
// RUN: %stream-hal-opt %s | %stream-hal-opt | FileCheck %s
// RUN: %stream-hal-opt %s --mlir-print-op-generic | %stream-hal-opt | FileCheck %s
// RUN: %stream-hal-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @allocator(
// CHECK-SAME: %[[ALLOCATOR:[a-z0-9]+]]: !hal.allocator, %[[SIZE:[a-z0-9]+]]: index, %[[BYTES:[a-z0-9]+]]: !util.byte_buffer
// CHECK-NEXT: %[[C0:.+]] = arith.constant 0 : index
// CHECK-NEXT: %[[C256:.+]] = arith.constant 256 : index
// CHECK-NEXT: %[[C1024:.+]] = arith.constant 1024 : index
// CHECK-NEXT: %buffer = hal.allocator.allocate<%[[ALLOCATOR]] : !hal.allocator> type("DeviceVisible|DeviceLocal") usage("Transfer|Dispatch") : !hal.buffer{%[[C1024]]}
// CHECK-NEXT: %buffer_0 = hal.allocator.allocate<%[[ALLOCATOR]] : !hal.allocator> type("Transient|DeviceVisible|DeviceLocal") usage("Transfer|Dispatch") : !hal.buffer{%[[SIZE]]}
// CHECK-NEXT: %mapped = hal.allocator.map<%[[ALLOCATOR]] : !hal.allocator> source(%[[BYTES]] : !util.byte_buffer)[%[[C0]], %[[C256]]] type("HostVisible|HostCoherent|HostLocal|DeviceVisible") usage("Transfer|Mapping") : !hal.buffer
// CHECK-NEXT: %did_map, %mapped_1 = hal.allocator.try_map<%[[ALLOCATOR]] : !hal.allocator> source(%[[BYTES]] : !util.byte_buffer)[%[[C0]], %[[C256]]] type("DeviceVisible|DeviceLocal") usage("Constant|Transfer|Dispatch") : i1, !hal.buffer
// CHECK-NEXT: %buffer_2 = hal.allocator.allocate<%[[ALLOCATOR]] : !hal.allocator> type(DeviceVisible) usage(Transfer) : !hal.buffer{%[[SIZE]]} attributes {test.tag}
// GENERIC: "hal.allocator.allocate"(%{{.+}}, %{{.+}}) <{buffer_usage = 10 : i32, memory_types = 48 : i32}> : (!hal.allocator, index) -> !hal.buffer
// GENERIC: "hal.allocator.map"(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}) <{buffer_usage = 6 : i32, memory_types = 22 : i32}> : (!hal.allocator, !util.byte_buffer, index, index) -> !hal.buffer
// GENERIC: "hal.allocator.try_map"(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}) <{buffer_usage = 11 : i32, memory_types = 48 : i32}> : (!hal.allocator, !util.byte_buffer, index, index) -> (i1, !hal.buffer)
func.func @allocator(%allocator: !hal.allocator, %size: index, %bytes: !util.byte_buffer) -> (!hal.buffer, !hal.buffer, !hal.buffer, i1, !hal.buffer, !hal.buffer) {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %c1024 = arith.constant 1024 : index
  %buffer = hal.allocator.allocate<%allocator : !hal.allocator> type("DeviceVisible|DeviceLocal") usage("Transfer|Dispatch") : !hal.buffer{%c1024}
  %buffer_0 = hal.allocator.allocate<%allocator : !hal.allocator> type("Transient|DeviceVisible|DeviceLocal") usage("Transfer|Dispatch") : !hal.buffer{%size}
  %mapped = hal.allocator.map<%allocator : !hal.allocator> source(%bytes : !util.byte_buffer)[%c0, %c256] type("HostVisible|HostCoherent|HostLocal|DeviceVisible") usage("Transfer|Mapping") : !hal.buffer
  %did_map, %mapped2 = hal.allocator.try_map<%allocator : !hal.allocator> source(%bytes : !util.byte_buffer)[%c0, %c256] type("DeviceVisible|DeviceLocal") usage("Constant|Transfer|Dispatch") : i1, !hal.buffer
  %buffer_2 = hal.allocator.allocate<%allocator : !hal.allocator> type(DeviceVisible) usage(Transfer) : !hal.buffer{%size} attributes {test.tag}
  return %buffer, %buffer_0, %mapped, %did_map, %mapped2, %buffer_2 : !hal.buffer, !hal.buffer, !hal.buffer, i1, !hal.buffer, !hal.buffer
}
