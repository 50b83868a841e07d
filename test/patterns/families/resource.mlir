// stream.resource.* to hal (docs/design/resources.md#resource-ops,
// #device-lookup, #buffer-bits;
// docs/design/types-and-legality.md#driver-folding).
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal)' | FileCheck %s

// Allocations get the allowed bits of their lifetime
// (docs/design/resources.md#buffer-bits); `uninitialized` and the affinity are
// dropped.
// CHECK-LABEL: func.func @alloc_variable(
// CHECK-SAME: %[[SZ:[a-z0-9_]+]]: index) -> !hal.buffer
// CHECK-NEXT: %[[DEVICE:[a-z0-9_]+]] = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[ALLOCATOR:[a-z0-9_]+]] = hal.device.allocator<%[[DEVICE]] : !hal.device> : !hal.allocator
// CHECK-NEXT: %[[BUFFER:[a-z0-9_]+]] = hal.allocator.allocate<%[[ALLOCATOR]] : !hal.allocator> type("DeviceVisible|DeviceLocal") usage("Transfer|Dispatch") : !hal.buffer{%[[SZ]]}
// CHECK-NEXT: return %[[BUFFER]] : !hal.buffer
func.func @alloc_variable(%sz: index) -> !stream.resource<variable> {
  %r = stream.resource.alloc uninitialized : !stream.resource<variable>{%sz}
  return %r : !stream.resource<variable>
}

// CHECK-LABEL: func.func @alloc_constant(
// CHECK-SAME: %[[SZ:[a-z0-9_]+]]: index) -> !hal.buffer
// CHECK-NEXT: %[[DEVICE:[a-z0-9_]+]] = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[ALLOCATOR:[a-z0-9_]+]] = hal.device.allocator<%[[DEVICE]] : !hal.device> : !hal.allocator
// CHECK-NEXT: %[[BUFFER:[a-z0-9_]+]] = hal.allocator.allocate<%[[ALLOCATOR]] : !hal.allocator> type("DeviceVisible|DeviceLocal") usage("Constant|Transfer|Dispatch") : !hal.buffer{%[[SZ]]}
// CHECK-NEXT: return %[[BUFFER]] : !hal.buffer
func.func @alloc_constant(%sz: index) -> !stream.resource<constant> {
  %r = stream.resource.alloc on(#stream.affinity) : !stream.resource<constant>{%sz}
  return %r : !stream.resource<constant>
}

// External allocations are widened to host-visible, mappable memory.
// CHECK-LABEL: func.func @alloc_external(
// CHECK-SAME: %[[SZ:[a-z0-9_]+]]: index) -> !hal.buffer
// CHECK-NEXT: %[[DEVICE:[a-z0-9_]+]] = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[ALLOCATOR:[a-z0-9_]+]] = hal.device.allocator<%[[DEVICE]] : !hal.device> : !hal.allocator
// CHECK-NEXT: %[[BUFFER:[a-z0-9_]+]] = hal.allocator.allocate<%[[ALLOCATOR]] : !hal.allocator> type("HostVisible|DeviceVisible|DeviceLocal") usage("Transfer|Mapping|Dispatch") : !hal.buffer{%[[SZ]]}
// CHECK-NEXT: return %[[BUFFER]] : !hal.buffer
func.func @alloc_external(%sz: index) -> !stream.resource<external> {
  %r = stream.resource.alloc uninitialized : !stream.resource<external>{%sz}
  return %r : !stream.resource<external>
}

// CHECK-LABEL: func.func @alloc_staging(
// CHECK-SAME: %[[SZ:[a-z0-9_]+]]: index) -> !hal.buffer
// CHECK-NEXT: %[[DEVICE:[a-z0-9_]+]] = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[ALLOCATOR:[a-z0-9_]+]] = hal.device.allocator<%[[DEVICE]] : !hal.device> : !hal.allocator
// CHECK-NEXT: %[[BUFFER:[a-z0-9_]+]] = hal.allocator.allocate<%[[ALLOCATOR]] : !hal.allocator> type("HostVisible|HostCoherent|HostLocal|DeviceVisible") usage("Transfer|Mapping|Dispatch") : !hal.buffer{%[[SZ]]}
// CHECK-NEXT: return %[[BUFFER]] : !hal.buffer
func.func @alloc_staging(%sz: index) -> !stream.resource<staging> {
  %r = stream.resource.alloc uninitialized : !stream.resource<staging>{%sz}
  return %r : !stream.resource<staging>
}

// One allocator lookup, then one allocation per result in order.
// CHECK-LABEL: func.func @alloc_transient_pair(
// CHECK-SAME: %[[SZ0:[a-z0-9_]+]]: index, %[[SZ1:[a-z0-9_]+]]: index) -> (!hal.buffer, !hal.buffer)
// CHECK-NEXT: %[[DEVICE:[a-z0-9_]+]] = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[ALLOCATOR:[a-z0-9_]+]] = hal.device.allocator<%[[DEVICE]] : !hal.device> : !hal.allocator
// CHECK-NEXT: %[[B0:[a-z0-9_]+]] = hal.allocator.allocate<%[[ALLOCATOR]] : !hal.allocator> type("Transient|DeviceVisible|DeviceLocal") usage("Transfer|Dispatch") : !hal.buffer{%[[SZ0]]}
// CHECK-NEXT: %[[B1:[a-z0-9_]+]] = hal.allocator.allocate<%[[ALLOCATOR]] : !hal.allocator> type("Transient|DeviceVisible|DeviceLocal") usage("Transfer|Dispatch") : !hal.buffer{%[[SZ1]]}
// CHECK-NEXT: return %[[B0]], %[[B1]] : !hal.buffer, !hal.buffer
func.func @alloc_transient_pair(%sz0: index, %sz1: index) -> (!stream.resource<transient>, !stream.resource<transient>) {
  %r:2 = stream.resource.alloc uninitialized : !stream.resource<transient>{%sz0}, !stream.resource<transient>{%sz1}
  return %r#0, %r#1 : !stream.resource<transient>, !stream.resource<transient>
}

// A fresh device/allocator pair per converted op
// (docs/design/resources.md#device-lookup).
// CHECK-LABEL: func.func @alloc_twice(
// CHECK-NEXT: %[[D0:[a-z0-9_]+]] = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[A0:[a-z0-9_]+]] = hal.device.allocator<%[[D0]] : !hal.device> : !hal.allocator
// CHECK-NEXT: %[[B0:[a-z0-9_]+]] = hal.allocator.allocate<%[[A0]] : !hal.allocator>
// CHECK-NEXT: %[[D1:[a-z0-9_]+]] = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[A1:[a-z0-9_]+]] = hal.device.allocator<%[[D1]] : !hal.device> : !hal.allocator
// CHECK-NEXT: %[[B1:[a-z0-9_]+]] = hal.allocator.allocate<%[[A1]] : !hal.allocator>
// CHECK-NEXT: return %[[B0]], %[[B1]] : !hal.buffer, !hal.buffer
func.func @alloc_twice(%sz: index) -> (!stream.resource<variable>, !stream.resource<variable>) {
  %a = stream.resource.alloc uninitialized : !stream.resource<variable>{%sz}
  %b = stream.resource.alloc uninitialized : !stream.resource<variable>{%sz}
  return %a, %b : !stream.resource<variable>, !stream.resource<variable>
}

// alloca is always a transient allocation, available immediately.
// CHECK-LABEL: func.func @alloca(
// CHECK-SAME: %[[SZ:[a-z0-9_]+]]: index) -> (!hal.buffer, index)
// CHECK-NEXT: %[[DEVICE:[a-z0-9_]+]] = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[ALLOCATOR:[a-z0-9_]+]] = hal.device.allocator<%[[DEVICE]] : !hal.device> : !hal.allocator
// CHECK-NEXT: %[[BUFFER:[a-z0-9_]+]] = hal.allocator.allocate<%[[ALLOCATOR]] : !hal.allocator> type("Transient|DeviceVisible|DeviceLocal") usage("Transfer|Dispatch") : !hal.buffer{%[[SZ]]}
// CHECK-NEXT: %[[C0:[a-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: return %[[BUFFER]], %[[C0]] : !hal.buffer, index
func.func @alloca(%sz: index) -> (!stream.resource<transient>, !stream.timepoint) {
  %r, %t = stream.resource.alloca uninitialized : !stream.resource<transient>{%sz} => !stream.timepoint
  return %r, %t : !stream.resource<transient>, !stream.timepoint
}

// Same bits for a staging alloca; the await timepoint and affinity are dropped.
// CHECK-LABEL: func.func @alloca_staging_await(
// CHECK-SAME: %[[SZ:[a-z0-9_]+]]: index, %{{[a-z0-9_]+}}: index) -> (!hal.buffer, index)
// CHECK-NEXT: %[[DEVICE:[a-z0-9_]+]] = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[ALLOCATOR:[a-z0-9_]+]] = hal.device.allocator<%[[DEVICE]] : !hal.device> : !hal.allocator
// CHECK-NEXT: %[[BUFFER:[a-z0-9_]+]] = hal.allocator.allocate<%[[ALLOCATOR]] : !hal.allocator> type("Transient|DeviceVisible|DeviceLocal") usage("Transfer|Dispatch") : !hal.buffer{%[[SZ]]}
// CHECK-NEXT: %[[C0:[a-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: return %[[BUFFER]], %[[C0]] : !hal.buffer, index
func.func @alloca_staging_await(%sz: index, %t: !stream.timepoint) -> (!stream.resource<staging>, !stream.timepoint) {
  %r, %rt = stream.resource.alloca uninitialized on(#stream.affinity) await(%t) => !stream.resource<staging>{%sz} => !stream.timepoint
  return %r, %rt : !stream.resource<staging>, !stream.timepoint
}

// dealloca frees nothing: only the immediate timepoint remains.
// CHECK-LABEL: func.func @dealloca(
// CHECK-SAME: %{{[a-z0-9_]+}}: !hal.buffer, %{{[a-z0-9_]+}}: index, %{{[a-z0-9_]+}}: index) -> (index, index)
// CHECK-NEXT: %[[C0:[a-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[C0_1:[a-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: return %[[C0]], %[[C0_1]] : index, index
func.func @dealloca(%r: !stream.resource<transient>, %sz: index, %t: !stream.timepoint) -> (!stream.timepoint, !stream.timepoint) {
  %t0 = stream.resource.dealloca %r : !stream.resource<transient>{%sz} => !stream.timepoint
  %t1 = stream.resource.dealloca on(#stream.affinity) await(%t) => %r : !stream.resource<transient>{%sz} => !stream.timepoint
  return %t0, %t1 : !stream.timepoint, !stream.timepoint
}

// Pattern: nothing else knows the size of %r.
// CHECK-LABEL: func.func @size(
// CHECK-SAME: %[[R:[a-z0-9_]+]]: !hal.buffer) -> index
// CHECK-NEXT: %[[LEN:[a-z0-9_]+]] = hal.buffer.length<%[[R]] : !hal.buffer> : index
// CHECK-NEXT: return %[[LEN]] : index
func.func @size(%r: !stream.resource<external>) -> index {
  %s = stream.resource.size %r : !stream.resource<external>
  return %s : index
}

// Fold (docs/design/types-and-legality.md#driver-folding): the allocation
// carries the size, so no hal.buffer.length.
// CHECK-LABEL: func.func @size_folds(
// CHECK-SAME: %[[SZ:[a-z0-9_]+]]: index) -> (!hal.buffer, index)
// CHECK-NEXT: %[[DEVICE:[a-z0-9_]+]] = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[ALLOCATOR:[a-z0-9_]+]] = hal.device.allocator<%[[DEVICE]] : !hal.device> : !hal.allocator
// CHECK-NEXT: %[[BUFFER:[a-z0-9_]+]] = hal.allocator.allocate<%[[ALLOCATOR]] : !hal.allocator> type("Transient|DeviceVisible|DeviceLocal") usage("Transfer|Dispatch") : !hal.buffer{%[[SZ]]}
// CHECK-NEXT: return %[[BUFFER]], %[[SZ]] : !hal.buffer, index
func.func @size_folds(%sz: index) -> (!stream.resource<transient>, index) {
  %r = stream.resource.alloc uninitialized : !stream.resource<transient>{%sz}
  %s = stream.resource.size on(#stream.affinity) %r : !stream.resource<transient>
  return %r, %s : !stream.resource<transient>, index
}

// CHECK-LABEL: func.func @map(
// CHECK-SAME: %[[BB:[a-z0-9_]+]]: !util.byte_buffer, %[[OFF:[a-z0-9_]+]]: index, %[[LEN:[a-z0-9_]+]]: index) -> !hal.buffer
// CHECK-NEXT: %[[DEVICE:[a-z0-9_]+]] = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[ALLOCATOR:[a-z0-9_]+]] = hal.device.allocator<%[[DEVICE]] : !hal.device> : !hal.allocator
// CHECK-NEXT: %[[MAPPED:[a-z0-9_]+]] = hal.allocator.map<%[[ALLOCATOR]] : !hal.allocator> source(%[[BB]] : !util.byte_buffer)[%[[OFF]], %[[LEN]]] type("HostVisible|HostCoherent|HostLocal|DeviceVisible") usage("Transfer|Mapping") : !hal.buffer
// CHECK-NEXT: return %[[MAPPED]] : !hal.buffer
func.func @map(%bb: !util.byte_buffer, %off: index, %len: index) -> !stream.resource<staging> {
  %m = stream.resource.map on(#stream.affinity) %bb[%off] : !util.byte_buffer -> !stream.resource<staging>{%len}
  return %m : !stream.resource<staging>
}

// CHECK-LABEL: func.func @try_map(
// CHECK-SAME: %[[BB:[a-z0-9_]+]]: !util.byte_buffer, %[[OFF:[a-z0-9_]+]]: index, %[[LEN:[a-z0-9_]+]]: index) -> (i1, !hal.buffer)
// CHECK-NEXT: %[[DEVICE:[a-z0-9_]+]] = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[ALLOCATOR:[a-z0-9_]+]] = hal.device.allocator<%[[DEVICE]] : !hal.device> : !hal.allocator
// CHECK-NEXT: %[[OK:[a-z0-9_]+]], %[[MAPPED:[a-z0-9_]+]] = hal.allocator.try_map<%[[ALLOCATOR]] : !hal.allocator> source(%[[BB]] : !util.byte_buffer)[%[[OFF]], %[[LEN]]] type("DeviceVisible|DeviceLocal") usage("Constant|Transfer|Dispatch") : i1, !hal.buffer
// CHECK-NEXT: return %[[OK]], %[[MAPPED]] : i1, !hal.buffer
func.func @try_map(%bb: !util.byte_buffer, %off: index, %len: index) -> (i1, !stream.resource<constant>) {
  %ok, %c = stream.resource.try_map %bb[%off] : !util.byte_buffer -> i1, !stream.resource<constant>{%len}
  return %ok, %c : i1, !stream.resource<constant>
}

// The loaded type is unchanged; the source size is dropped.
// CHECK-LABEL: func.func @load(
// CHECK-SAME: %[[R:[a-z0-9_]+]]: !hal.buffer, %{{[a-z0-9_]+}}: index, %[[OFF:[a-z0-9_]+]]: index) -> (i32, vector<4xf32>)
// CHECK-NEXT: %[[V:[a-z0-9_]+]] = hal.buffer.load<%[[R]] : !hal.buffer>[%[[OFF]]] : i32
// CHECK-NEXT: %[[VEC:[a-z0-9_]+]] = hal.buffer.load<%[[R]] : !hal.buffer>[%[[OFF]]] : vector<4xf32>
// CHECK-NEXT: return %[[V]], %[[VEC]] : i32, vector<4xf32>
func.func @load(%r: !stream.resource<staging>, %sz: index, %off: index) -> (i32, vector<4xf32>) {
  %v = stream.resource.load %r[%off] : !stream.resource<staging>{%sz} -> i32
  %vec = stream.resource.load %r[%off] : !stream.resource<staging>{%sz} -> vector<4xf32>
  return %v, %vec : i32, vector<4xf32>
}

// The store is erased after emitting hal.buffer.store
// (docs/design/failures.md A4).
// CHECK-LABEL: func.func @store(
// CHECK-SAME: %[[R:[a-z0-9_]+]]: !hal.buffer, %{{[a-z0-9_]+}}: index, %[[OFF:[a-z0-9_]+]]: index, %[[V:[a-z0-9_]+]]: i32, %[[F:[a-z0-9_]+]]: f16)
// CHECK-NEXT: hal.buffer.store<%[[R]] : !hal.buffer>[%[[OFF]]] value(%[[V]] : i32)
// CHECK-NEXT: hal.buffer.store<%[[R]] : !hal.buffer>[%[[OFF]]] value(%[[F]] : f16)
// CHECK-NEXT: return
func.func @store(%r: !stream.resource<staging>, %sz: index, %off: index, %v: i32, %f: f16) {
  stream.resource.store %v, %r[%off] : i32 -> !stream.resource<staging>{%sz}
  stream.resource.store %f, %r[%off] : f16 -> !stream.resource<staging>{%sz}
  return
}

// Pattern: source and result sizes differ.
// CHECK-LABEL: func.func @subview(
// CHECK-SAME: %[[R:[a-z0-9_]+]]: !hal.buffer, %{{[a-z0-9_]+}}: index, %[[OFF:[a-z0-9_]+]]: index, %[[LEN:[a-z0-9_]+]]: index) -> !hal.buffer
// CHECK-NEXT: %[[SPAN:[a-z0-9_]+]] = hal.buffer.subspan<%[[R]] : !hal.buffer>[%[[OFF]], %[[LEN]]] : !hal.buffer
// CHECK-NEXT: return %[[SPAN]] : !hal.buffer
func.func @subview(%r: !stream.resource<transient>, %sz: index, %off: index, %len: index) -> !stream.resource<transient> {
  %s = stream.resource.subview %r[%off] : !stream.resource<transient>{%sz} -> !stream.resource<transient>{%len}
  return %s : !stream.resource<transient>
}

// Fold (docs/design/types-and-legality.md#driver-folding): same size value on
// both sides, so the source itself (the offset is ignored).
// CHECK-LABEL: func.func @subview_folds(
// CHECK-SAME: %[[R:[a-z0-9_]+]]: !hal.buffer, %{{[a-z0-9_]+}}: index, %{{[a-z0-9_]+}}: index) -> !hal.buffer
// CHECK-NEXT: return %[[R]] : !hal.buffer
func.func @subview_folds(%r: !stream.resource<transient>, %sz: index, %off: index) -> !stream.resource<transient> {
  %s = stream.resource.subview %r[%off] : !stream.resource<transient>{%sz} -> !stream.resource<transient>{%sz}
  return %s : !stream.resource<transient>
}

// The patterns read converted operands: resources produced by other converted
// ops feed the HAL ops directly.
// CHECK-LABEL: func.func @chained(
// CHECK-SAME: %[[SZ:[a-z0-9_]+]]: index, %[[OFF:[a-z0-9_]+]]: index, %[[LEN:[a-z0-9_]+]]: index) -> i32
// CHECK-NEXT: %[[DEVICE:[a-z0-9_]+]] = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[ALLOCATOR:[a-z0-9_]+]] = hal.device.allocator<%[[DEVICE]] : !hal.device> : !hal.allocator
// CHECK-NEXT: %[[BUFFER:[a-z0-9_]+]] = hal.allocator.allocate<%[[ALLOCATOR]] : !hal.allocator> type("HostVisible|HostCoherent|HostLocal|DeviceVisible") usage("Transfer|Mapping|Dispatch") : !hal.buffer{%[[SZ]]}
// CHECK-NEXT: %[[SPAN:[a-z0-9_]+]] = hal.buffer.subspan<%[[BUFFER]] : !hal.buffer>[%[[OFF]], %[[LEN]]] : !hal.buffer
// CHECK-NEXT: %[[V:[a-z0-9_]+]] = hal.buffer.load<%[[SPAN]] : !hal.buffer>[%[[OFF]]] : i32
// CHECK-NEXT: hal.buffer.store<%[[SPAN]] : !hal.buffer>[%[[OFF]]] value(%[[V]] : i32)
// CHECK-NEXT: return %[[V]] : i32
func.func @chained(%sz: index, %off: index, %len: index) -> i32 {
  %r = stream.resource.alloc uninitialized : !stream.resource<staging>{%sz}
  %s = stream.resource.subview %r[%off] : !stream.resource<staging>{%sz} -> !stream.resource<staging>{%len}
  %v = stream.resource.load %s[%off] : !stream.resource<staging>{%len} -> i32
  stream.resource.store %v, %s[%off] : i32 -> !stream.resource<staging>{%len}
  return %v : i32
}

// New ops take the location of the op they replace
// (docs/design/architecture.md#locations).
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal)' --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC
// LOC-LABEL: func.func @located(
// LOC-NEXT: hal.ex.shared_device : !hal.device loc(#[[ALLOC:loc[0-9]*]])
// LOC-NEXT: hal.device.allocator<%{{.+}} : !hal.device> : !hal.allocator loc(#[[ALLOC]])
// LOC-NEXT: hal.allocator.allocate<%{{.+}} loc(#[[ALLOC]])
// LOC-NEXT: hal.buffer.length<%{{.+}} loc(#[[SIZE:loc[0-9]*]])
// LOC-DAG: #[[ALLOC]] = loc("alloc.mlir":1:2)
// LOC-DAG: #[[SIZE]] = loc("size.mlir":3:4)
func.func @located(%sz: index, %r: !stream.resource<external>) -> (!stream.resource<variable>, index) {
  %a = stream.resource.alloc uninitialized : !stream.resource<variable>{%sz} loc("alloc.mlir":1:2)
  %s = stream.resource.size %r : !stream.resource<external> loc("size.mlir":3:4)
  return %a, %s : !stream.resource<variable>, index
}
