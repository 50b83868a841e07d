// stream.resource.alloca and dealloca in the async model
// (docs/design/async-model.md#building-blocks, #queue-alloca, #queue-dealloca):
// queue-ordered ops on the device that wait on the converted await timepoint,
// or on a fresh null fence, and signal a fresh fence. The other resource ops
// lower as in the sync model.
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{execution-model=async})' | FileCheck %s
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{execution-model=async})' --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOC
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{execution-model=async})' | %stream-hal-opt | FileCheck %s

// docs/design/async-model.md#queue-alloca: device, wait (util.null), signal,
// affinity, pool, then the alloca, with the sync model's transient bits.
// CHECK-LABEL: func.func @alloca(
// CHECK-SAME: %[[SZ:[a-z0-9_]+]]: index) -> (!hal.buffer, !hal.fence)
// CHECK-NEXT: %device = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[WAIT:[0-9]+]] = util.null : !hal.fence
// CHECK-NEXT: %fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %transient_buffer = hal.device.queue.alloca<%device : !hal.device> affinity(%c-1_i64) wait(%[[WAIT]]) signal(%fence) pool(%c0_i64) type("Transient|DeviceVisible|DeviceLocal") usage("Transfer|Dispatch") : !hal.buffer{%[[SZ]]}
// CHECK-NEXT: return %transient_buffer, %fence : !hal.buffer, !hal.fence
// CHECK-NEXT: }
// LOC-LABEL: func.func @alloca(
// LOC-NEXT: hal.ex.shared_device {{.*}}loc("alloca")
// LOC-NEXT: util.null {{.*}}loc("alloca")
// LOC-NEXT: hal.fence.create {{.*}}loc("alloca")
// LOC-NEXT: arith.constant -1 : i64 loc("alloca")
// LOC-NEXT: arith.constant 0 : i64 loc("alloca")
// LOC-NEXT: hal.device.queue.alloca{{.*}}loc("alloca")
func.func @alloca(%sz: index) -> (!stream.resource<transient>, !stream.timepoint) {
  %r, %t = stream.resource.alloca uninitialized : !stream.resource<transient>{%sz} => !stream.timepoint loc("alloca")
  return %r, %t : !stream.resource<transient>, !stream.timepoint
}

// With an await clause the wait fence is the converted timepoint itself and
// no util.null is emitted; the same bits for a staging result; the affinity
// is dropped.
// CHECK-LABEL: func.func @alloca_staging_await(
// CHECK-SAME: %[[SZ:[a-z0-9_]+]]: index, %[[T:[a-z0-9_]+]]: !hal.fence) -> (!hal.buffer, !hal.fence)
// CHECK-NEXT: %device = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %transient_buffer = hal.device.queue.alloca<%device : !hal.device> affinity(%c-1_i64) wait(%[[T]]) signal(%fence) pool(%c0_i64) type("Transient|DeviceVisible|DeviceLocal") usage("Transfer|Dispatch") : !hal.buffer{%[[SZ]]}
// CHECK-NEXT: return %transient_buffer, %fence : !hal.buffer, !hal.fence
func.func @alloca_staging_await(%sz: index, %t: !stream.timepoint) -> (!stream.resource<staging>, !stream.timepoint) {
  %r, %rt = stream.resource.alloca uninitialized on(#stream.affinity) await(%t) => !stream.resource<staging>{%sz} => !stream.timepoint
  return %r, %rt : !stream.resource<staging>, !stream.timepoint
}

// Awaiting an immediate timepoint still uses its converted value (D5): the
// immediate's own util.null, not a fresh one.
// CHECK-LABEL: func.func @alloca_await_immediate(
// CHECK-NEXT: %[[IMM:[0-9]+]] = util.null : !hal.fence
// CHECK-NEXT: %device = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %transient_buffer = hal.device.queue.alloca<%device : !hal.device> affinity(%c-1_i64) wait(%[[IMM]]) signal(%fence) pool(%c0_i64)
// CHECK-NEXT: return
func.func @alloca_await_immediate(%sz: index) -> (!stream.resource<transient>, !stream.timepoint) {
  %i = stream.timepoint.immediate => !stream.timepoint
  %r, %t = stream.resource.alloca uninitialized await(%i) => !stream.resource<transient>{%sz} => !stream.timepoint
  return %r, %t : !stream.resource<transient>, !stream.timepoint
}

// Nothing is shared between two queue ops: each has its own device, null
// wait fence, signal fence and constants (D5).
// CHECK-LABEL: func.func @two_allocas(
// CHECK-NEXT: %device = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[W0:[0-9]+]] = util.null : !hal.fence
// CHECK-NEXT: %fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %transient_buffer = hal.device.queue.alloca<%device : !hal.device> affinity(%c-1_i64) wait(%[[W0]]) signal(%fence) pool(%c0_i64)
// CHECK-NEXT: %device_0 = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[W1:[0-9]+]] = util.null : !hal.fence
// CHECK-NEXT: %fence_1 = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
// CHECK-NEXT: %c-1_i64_2 = arith.constant -1 : i64
// CHECK-NEXT: %c0_i64_3 = arith.constant 0 : i64
// CHECK-NEXT: %transient_buffer_4 = hal.device.queue.alloca<%device_0 : !hal.device> affinity(%c-1_i64_2) wait(%[[W1]]) signal(%fence_1) pool(%c0_i64_3)
// CHECK-NEXT: return %transient_buffer, %fence, %transient_buffer_4, %fence_1
func.func @two_allocas(%sz: index) -> (!stream.resource<transient>, !stream.timepoint, !stream.resource<transient>, !stream.timepoint) {
  %r0, %t0 = stream.resource.alloca uninitialized : !stream.resource<transient>{%sz} => !stream.timepoint
  %r1, %t1 = stream.resource.alloca uninitialized : !stream.resource<transient>{%sz} => !stream.timepoint
  return %r0, %t0, %r1, %t1 : !stream.resource<transient>, !stream.timepoint, !stream.resource<transient>, !stream.timepoint
}

// docs/design/async-model.md#queue-dealloca: device, wait, signal, affinity,
// then the dealloca of the converted buffer; the operand size is dropped.
// CHECK-LABEL: func.func @dealloca(
// CHECK-SAME: %[[R:[a-z0-9_]+]]: !hal.buffer, %{{[a-z0-9_]+}}: index, %[[T:[a-z0-9_]+]]: !hal.fence) -> (!hal.fence, !hal.fence)
// CHECK-NEXT: %device = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[W:[0-9]+]] = util.null : !hal.fence
// CHECK-NEXT: %fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: hal.device.queue.dealloca<%device : !hal.device> affinity(%c-1_i64) wait(%[[W]]) signal(%fence) buffer(%[[R]] : !hal.buffer)
// CHECK-NEXT: %device_0 = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %fence_1 = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
// CHECK-NEXT: %c-1_i64_2 = arith.constant -1 : i64
// CHECK-NEXT: hal.device.queue.dealloca<%device_0 : !hal.device> affinity(%c-1_i64_2) wait(%[[T]]) signal(%fence_1) buffer(%[[R]] : !hal.buffer)
// CHECK-NEXT: return %fence, %fence_1 : !hal.fence, !hal.fence
// LOC-LABEL: func.func @dealloca(
// LOC-NEXT: hal.ex.shared_device {{.*}}loc("dealloca")
// LOC-NEXT: util.null {{.*}}loc("dealloca")
// LOC-NEXT: hal.fence.create {{.*}}loc("dealloca")
// LOC-NEXT: arith.constant -1 : i64 loc("dealloca")
// LOC-NEXT: hal.device.queue.dealloca{{.*}}loc("dealloca")
func.func @dealloca(%r: !stream.resource<transient>, %sz: index, %t: !stream.timepoint) -> (!stream.timepoint, !stream.timepoint) {
  %t0 = stream.resource.dealloca %r : !stream.resource<transient>{%sz} => !stream.timepoint loc("dealloca")
  %t1 = stream.resource.dealloca on(#stream.affinity) await(%t) => %r : !stream.resource<transient>{%sz} => !stream.timepoint
  return %t0, %t1 : !stream.timepoint, !stream.timepoint
}

// alloc lowers exactly as in the sync model
// (docs/design/execution-models.md#what-changes: identical).
// CHECK-LABEL: func.func @alloc(
// CHECK-SAME: %[[SZ:[a-z0-9_]+]]: index) -> !hal.buffer
// CHECK-NEXT: %device = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %allocator = hal.device.allocator<%device : !hal.device> : !hal.allocator
// CHECK-NEXT: %buffer = hal.allocator.allocate<%allocator : !hal.allocator> type("DeviceVisible|DeviceLocal") usage("Transfer|Dispatch") : !hal.buffer{%[[SZ]]}
// CHECK-NEXT: return %buffer : !hal.buffer
func.func @alloc(%sz: index) -> !stream.resource<variable> {
  %a = stream.resource.alloc uninitialized : !stream.resource<variable>{%sz}
  return %a : !stream.resource<variable>
}
