// stream.timepoint.* to hal (docs/design/execution-models.md#sync-timepoints,
// #immediate-timepoint; docs/design/types-and-legality.md#driver-folding) and
// the worked example of docs/design/execution-models.md#sync-example.
// RUN: %stream-hal-opt %s --split-input-file --pass-pipeline='builtin.module(convert-stream-to-hal)' | FileCheck %s

// CHECK-LABEL: func.func @immediate() -> index
// CHECK-NEXT: %[[C0:[a-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: return %[[C0]] : index
func.func @immediate() -> !stream.timepoint {
  %t = stream.timepoint.immediate => !stream.timepoint
  return %t : !stream.timepoint
}

// Imports block on the host until the semaphore reaches the value.
// CHECK-LABEL: func.func @import(
// CHECK-SAME: %[[SEM:[a-z0-9_]+]]: !hal.semaphore, %[[V:[a-z0-9_]+]]: index) -> index
// CHECK-NEXT: %[[STATUS:[a-z0-9_]+]] = hal.semaphore.await<%[[SEM]] : !hal.semaphore> until(%[[V]]) : i32
// CHECK-NEXT: util.status.check_ok %[[STATUS]], "failed to wait on imported semaphore"
// CHECK-NEXT: %[[C0:[a-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: return %[[C0]] : index
func.func @import(%sem: !hal.semaphore, %v: index) -> !stream.timepoint {
  %t = stream.timepoint.import on(#stream.affinity) %sem, %v : (!hal.semaphore, index) => !stream.timepoint
  return %t : !stream.timepoint
}

// Exports are an already signaled semaphore and the value 0; the awaited
// timepoint is dropped.
// CHECK-LABEL: func.func @export(
// CHECK-SAME: %{{[a-z0-9_]+}}: index) -> (!hal.semaphore, index)
// CHECK-NEXT: %[[DEVICE:[a-z0-9_]+]] = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[C0:[a-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[SEM:[a-z0-9_]+]] = hal.semaphore.create device(%[[DEVICE]] : !hal.device) initial(%[[C0]]) : !hal.semaphore
// CHECK-NEXT: return %[[SEM]], %[[C0]] : !hal.semaphore, index
func.func @export(%t: !stream.timepoint) -> (!hal.semaphore, index) {
  %s:2 = stream.timepoint.export %t => (!hal.semaphore, index)
  return %s#0, %s#1 : !hal.semaphore, index
}

// Fold (docs/design/types-and-legality.md#driver-folding): exporting an
// imported timepoint gives back the import's values. The import itself still
// converts.
// CHECK-LABEL: func.func @export_folds(
// CHECK-SAME: %[[SEM:[a-z0-9_]+]]: !hal.semaphore, %[[V:[a-z0-9_]+]]: index) -> (!hal.semaphore, index)
// CHECK-NEXT: %[[STATUS:[a-z0-9_]+]] = hal.semaphore.await<%[[SEM]] : !hal.semaphore> until(%[[V]]) : i32
// CHECK-NEXT: util.status.check_ok %[[STATUS]], "failed to wait on imported semaphore"
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.constant 0 : index
// CHECK-NEXT: return %[[SEM]], %[[V]] : !hal.semaphore, index
func.func @export_folds(%sem: !hal.semaphore, %v: index) -> (!hal.semaphore, index) {
  %t = stream.timepoint.import %sem, %v : (!hal.semaphore, index) => !stream.timepoint
  %s:2 = stream.timepoint.export %t => (!hal.semaphore, index)
  return %s#0, %s#1 : !hal.semaphore, index
}

// Pattern: two non-constant operands.
// CHECK-LABEL: func.func @join(
// CHECK-SAME: %{{[a-z0-9_]+}}: index, %{{[a-z0-9_]+}}: index) -> index
// CHECK-NEXT: %[[C0:[a-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: return %[[C0]] : index
func.func @join(%t0: !stream.timepoint, %t1: !stream.timepoint) -> !stream.timepoint {
  %j = stream.timepoint.join max(%t0, %t1) => !stream.timepoint
  return %j : !stream.timepoint
}

// Fold (docs/design/types-and-legality.md#driver-folding): one operand is the
// operand itself, no new constant.
// CHECK-LABEL: func.func @join_one(
// CHECK-SAME: %[[T:[a-z0-9_]+]]: index) -> index
// CHECK-NEXT: return %[[T]] : index
func.func @join_one(%t: !stream.timepoint) -> !stream.timepoint {
  %j = stream.timepoint.join max(%t) => !stream.timepoint
  return %j : !stream.timepoint
}

// Fold (docs/design/types-and-legality.md#driver-folding): constant operands
// make an immediate timepoint, which converts to a constant as well.
// CHECK-LABEL: func.func @join_constants() -> index
// CHECK-NEXT: %[[C0:[a-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[C0_0:[a-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[C0_1:[a-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: return %[[C0_1]] : index
func.func @join_constants() -> !stream.timepoint {
  %t0 = stream.timepoint.immediate => !stream.timepoint
  %t1 = stream.timepoint.immediate => !stream.timepoint
  %j = stream.timepoint.join max(%t0, %t1) => !stream.timepoint
  return %j : !stream.timepoint
}

// The resources are ready as they are; the timepoint and sizes are dropped.
// CHECK-LABEL: func.func @await(
// CHECK-SAME: %{{[a-z0-9_]+}}: index, %[[A:[a-z0-9_]+]]: !hal.buffer, %[[B:[a-z0-9_]+]]: !hal.buffer, %{{[a-z0-9_]+}}: index) -> (!hal.buffer, !hal.buffer)
// CHECK-NEXT: return %[[A]], %[[B]] : !hal.buffer, !hal.buffer
func.func @await(%t: !stream.timepoint, %a: !stream.resource<external>, %b: !stream.resource<staging>, %sz: index) -> (!stream.resource<external>, !stream.resource<staging>) {
  %ready:2 = stream.timepoint.await %t => %a, %b : !stream.resource<external>{%sz}, !stream.resource<staging>{%sz}
  return %ready#0, %ready#1 : !stream.resource<external>, !stream.resource<staging>
}

// Awaited resources produced by converted ops are their buffers.
// CHECK-LABEL: func.func @await_alloca(
// CHECK-SAME: %[[SZ:[a-z0-9_]+]]: index) -> !hal.buffer
// CHECK-NEXT: %[[DEVICE:[a-z0-9_]+]] = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[ALLOCATOR:[a-z0-9_]+]] = hal.device.allocator<%[[DEVICE]] : !hal.device> : !hal.allocator
// CHECK-NEXT: %[[BUFFER:[a-z0-9_]+]] = hal.allocator.allocate<%[[ALLOCATOR]] : !hal.allocator> type("Transient|DeviceVisible|DeviceLocal") usage("Transfer|Dispatch") : !hal.buffer{%[[SZ]]}
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.constant 0 : index
// CHECK-NEXT: return %[[BUFFER]] : !hal.buffer
func.func @await_alloca(%sz: index) -> !stream.resource<transient> {
  %r, %t = stream.resource.alloca uninitialized : !stream.resource<transient>{%sz} => !stream.timepoint
  %ready = stream.timepoint.await %t => %r : !stream.resource<transient>{%sz}
  return %ready : !stream.resource<transient>
}

// -----

// docs/design/execution-models.md#sync-example with a global initialized in a
// util.initializer: timepoints, globals, initializer (in full).
// CHECK-LABEL: module {
// CHECK-NEXT: util.global private mutable @tp = 0 : index
// CHECK-NEXT: util.global private @cst : !hal.buffer
// CHECK-NEXT: util.initializer {
// CHECK-NEXT:   %[[C0:[a-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:   %[[C16:[a-z0-9_]+]] = arith.constant 16 : index
// CHECK-NEXT:   %[[BB:[a-z0-9_]+]] = util.byte_buffer.constant : !util.byte_buffer = dense<1> : tensor<4xi32>
// CHECK-NEXT:   %[[DEVICE:[a-z0-9_]+]] = hal.ex.shared_device : !hal.device
// CHECK-NEXT:   %[[ALLOCATOR:[a-z0-9_]+]] = hal.device.allocator<%[[DEVICE]] : !hal.device> : !hal.allocator
// CHECK-NEXT:   %[[DID_MAP:[a-z0-9_]+]], %[[MAPPED:[a-z0-9_]+]] = hal.allocator.try_map<%[[ALLOCATOR]] : !hal.allocator> source(%[[BB]] : !util.byte_buffer)[%[[C0]], %[[C16]]] type("DeviceVisible|DeviceLocal") usage("Constant|Transfer|Dispatch") : i1, !hal.buffer
// CHECK-NEXT:   util.global.store %[[MAPPED]], @cst : !hal.buffer
// CHECK-NEXT:   util.initializer.return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @wait(%[[ARG0:[a-z0-9_]+]]: !hal.semaphore, %[[ARG1:[a-z0-9_]+]]: index) -> index {
// CHECK-NEXT:   %[[STATUS:[a-z0-9_]+]] = hal.semaphore.await<%[[ARG0]] : !hal.semaphore> until(%[[ARG1]]) : i32
// CHECK-NEXT:   util.status.check_ok %[[STATUS]], "failed to wait on imported semaphore"
// CHECK-NEXT:   %{{[a-z0-9_]+}} = arith.constant 0 : index
// CHECK-NEXT:   %{{[a-z0-9_]+}} = util.global.load @tp : index
// CHECK-NEXT:   %[[JOINED:[a-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:   util.global.store %[[JOINED]], @tp : index
// CHECK-NEXT:   return %[[JOINED]] : index
// CHECK-NEXT: }
// CHECK-NEXT: }
util.global private mutable @tp = #stream.timepoint<immediate>
util.global private @cst : !stream.resource<constant>
util.initializer {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %0 = util.byte_buffer.constant : !util.byte_buffer = dense<1> : tensor<4xi32>
  %did_map, %r = stream.resource.try_map %0[%c0] : !util.byte_buffer -> i1, !stream.resource<constant>{%c16}
  util.global.store %r, @cst : !stream.resource<constant>
  util.initializer.return
}
func.func @wait(%arg0: !hal.semaphore, %arg1: index) -> !stream.timepoint {
  %t = stream.timepoint.import %arg0, %arg1 : (!hal.semaphore, index) => !stream.timepoint
  %tp = util.global.load @tp : !stream.timepoint
  %j = stream.timepoint.join max(%t, %tp) => !stream.timepoint
  util.global.store %j, @tp : !stream.timepoint
  return %j : !stream.timepoint
}

// -----

// The same, with the exact printed names of the output in
// docs/design/execution-models.md#sync-example.
// CHECK-LABEL: module {
// CHECK:      %device = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %allocator = hal.device.allocator<%device : !hal.device> : !hal.allocator
// CHECK-NEXT: %did_map, %mapped = hal.allocator.try_map<%allocator : !hal.allocator> source(%0 : !util.byte_buffer)[%c0, %c16] type("DeviceVisible|DeviceLocal") usage("Constant|Transfer|Dispatch") : i1, !hal.buffer
// CHECK-NEXT: util.global.store %mapped, @cst : !hal.buffer
// CHECK:      func.func @wait(%arg0: !hal.semaphore, %arg1: index) -> index {
// CHECK-NEXT: %0 = hal.semaphore.await<%arg0 : !hal.semaphore> until(%arg1) : i32
// CHECK-NEXT: util.status.check_ok %0, "failed to wait on imported semaphore"
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %tp = util.global.load @tp : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: util.global.store %c0_0, @tp : index
// CHECK-NEXT: return %c0_0 : index
util.global private mutable @tp = #stream.timepoint<immediate>
util.global private @cst : !stream.resource<constant>
util.initializer {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %0 = util.byte_buffer.constant : !util.byte_buffer = dense<1> : tensor<4xi32>
  %did_map, %r = stream.resource.try_map %0[%c0] : !util.byte_buffer -> i1, !stream.resource<constant>{%c16}
  util.global.store %r, @cst : !stream.resource<constant>
  util.initializer.return
}
func.func @wait(%arg0: !hal.semaphore, %arg1: index) -> !stream.timepoint {
  %t = stream.timepoint.import %arg0, %arg1 : (!hal.semaphore, index) => !stream.timepoint
  %tp = util.global.load @tp : !stream.timepoint
  %j = stream.timepoint.join max(%t, %tp) => !stream.timepoint
  util.global.store %j, @tp : !stream.timepoint
  return %j : !stream.timepoint
}
