// !hal.fence, the fence flags and the ops of the async execution model
// (docs/design/async-model.md#fence-type, #new-ops): IREE's examples print
// back exactly, with the result-name hints of #new-ops; the generic form keeps
// the operand order.
// RUN: %stream-hal-opt %s | FileCheck %s
// RUN: %stream-hal-opt %s | %stream-hal-opt | FileCheck %s
// RUN: %stream-hal-opt %s --mlir-print-op-generic | %stream-hal-opt | FileCheck %s
// RUN: %stream-hal-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @fences(
// CHECK-SAME: %[[DEVICE:[a-z0-9]+]]: !hal.device, %[[A:[a-z0-9]+]]: !hal.fence, %[[B:[a-z0-9]+]]: !hal.fence, %[[T:[a-z0-9]+]]: i32)
// CHECK-NEXT: %0 = util.null : !hal.fence
// CHECK-NEXT: %fence = hal.fence.create device(%[[DEVICE]] : !hal.device) flags("None") : !hal.fence
// CHECK-NEXT: %fence_0 = hal.fence.create device(%[[DEVICE]] : !hal.device) flags(Reserved) : !hal.fence
// CHECK-NEXT: %fence_1 = hal.fence.join at([%[[A]], %[[B]]]) -> !hal.fence
// CHECK-NEXT: %fence_2 = hal.fence.join at([]) -> !hal.fence
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) : i32
// CHECK-NEXT: %status_3 = hal.fence.await until([%[[A]], %[[B]]]) timeout_millis(%[[T]]) : i32
// CHECK-NEXT: %status_4 = hal.fence.await until([]) timeout_millis(%[[T]]) : i32
// CHECK-NEXT: %1 = hal.fence.query<%[[A]] : !hal.fence> : i32
// CHECK-NEXT: hal.fence.signal<%[[A]] : !hal.fence>
// CHECK-NEXT: hal.fence.fail<%[[A]] : !hal.fence> status(%[[T]])
// CHECK-NEXT: return %0, %fence_0, %fence_1, %fence_2, %status, %status_3, %status_4, %1 : !hal.fence, !hal.fence, !hal.fence, !hal.fence, i32, i32, i32, i32
// GENERIC-LABEL: "func.func"() <{function_type = (!hal.device, !hal.fence, !hal.fence, i32)
// GENERIC: "util.null"() : () -> !hal.fence
// GENERIC: "hal.fence.create"(%{{[^,)]+}}) <{flags = 0 : i32}> : (!hal.device) -> !hal.fence
// GENERIC: "hal.fence.create"(%{{[^,)]+}}) <{flags = 1 : i32}> : (!hal.device) -> !hal.fence
// GENERIC: "hal.fence.join"(%{{[^,)]+}}, %{{[^,)]+}}) : (!hal.fence, !hal.fence) -> !hal.fence
// GENERIC: "hal.fence.join"() : () -> !hal.fence
// The timeout is the first operand, although the custom form writes it last.
// GENERIC: "hal.fence.await"(%{{[^,)]+}}, %{{[^,)]+}}) : (i32, !hal.fence) -> i32
// GENERIC: "hal.fence.await"(%{{[^,)]+}}, %{{[^,)]+}}, %{{[^,)]+}}) : (i32, !hal.fence, !hal.fence) -> i32
// GENERIC: "hal.fence.await"(%{{[^,)]+}}) : (i32) -> i32
// GENERIC: "hal.fence.query"(%{{[^,)]+}}) : (!hal.fence) -> i32
// GENERIC: "hal.fence.signal"(%{{[^,)]+}}) : (!hal.fence) -> ()
// GENERIC: "hal.fence.fail"(%{{[^,)]+}}, %{{[^,)]+}}) : (!hal.fence, i32) -> ()
func.func @fences(%device: !hal.device, %arg0: !hal.fence, %arg1: !hal.fence, %arg2: i32) -> (!hal.fence, !hal.fence, !hal.fence, !hal.fence, i32, i32, i32, i32) {
  %null = util.null : !hal.fence
  %f0 = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
  %f1 = hal.fence.create device(%device : !hal.device) flags(Reserved) : !hal.fence
  %j0 = hal.fence.join at([%arg0, %arg1]) -> !hal.fence
  %j1 = hal.fence.join at([]) -> !hal.fence
  %timeout = arith.constant -1 : i32
  %s0 = hal.fence.await until([%f0]) timeout_millis(%timeout) : i32
  %s1 = hal.fence.await until([%arg0, %arg1]) timeout_millis(%arg2) : i32
  %s2 = hal.fence.await until([]) timeout_millis(%arg2) : i32
  %q = hal.fence.query<%arg0 : !hal.fence> : i32
  hal.fence.signal<%arg0 : !hal.fence>
  hal.fence.fail<%arg0 : !hal.fence> status(%arg2)
  return %null, %f1, %j0, %j1, %s0, %s1, %s2, %q : !hal.fence, !hal.fence, !hal.fence, !hal.fence, i32, i32, i32, i32
}

// Both spellings of a flag parse: the bare keyword and the string.
// CHECK-LABEL: func.func @flag_spellings(
// CHECK-NEXT: hal.fence.create device(%{{.+}} : !hal.device) flags("None") : !hal.fence
// CHECK-NEXT: hal.fence.create device(%{{.+}} : !hal.device) flags("None") : !hal.fence
// CHECK-NEXT: hal.fence.create device(%{{.+}} : !hal.device) flags(Reserved) : !hal.fence
// CHECK-NEXT: hal.fence.create device(%{{.+}} : !hal.device) flags(Reserved) : !hal.fence
func.func @flag_spellings(%device: !hal.device) -> (!hal.fence, !hal.fence, !hal.fence, !hal.fence) {
  %0 = hal.fence.create device(%device : !hal.device) flags(None) : !hal.fence
  %1 = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
  %2 = hal.fence.create device(%device : !hal.device) flags(Reserved) : !hal.fence
  %3 = hal.fence.create device(%device : !hal.device) flags("Reserved") : !hal.fence
  return %0, %1, %2, %3 : !hal.fence, !hal.fence, !hal.fence, !hal.fence
}

// CHECK-LABEL: func.func @queue(
// CHECK-SAME: %[[DEVICE:[a-z0-9]+]]: !hal.device, %[[AFF:[a-z0-9]+]]: i64, %[[W:[a-z0-9]+]]: !hal.fence, %[[S:[a-z0-9]+]]: !hal.fence, %[[BUF:[a-z0-9]+]]: !hal.buffer, %[[CMD:[a-z0-9]+]]: !hal.command_buffer, %[[SIZE:[a-z0-9]+]]: index)
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %transient_buffer = hal.device.queue.alloca<%[[DEVICE]] : !hal.device> affinity(%c-1_i64) wait(%[[W]]) signal(%[[S]]) pool(%c0_i64) type("Transient|DeviceVisible|DeviceLocal") usage("Transfer|Dispatch") : !hal.buffer{%[[SIZE]]}
// The memory-type and usage groups are those of hal.allocator.allocate.
// CHECK-NEXT: %transient_buffer_0 = hal.device.queue.alloca<%[[DEVICE]] : !hal.device> affinity(%[[AFF]]) wait(%[[W]]) signal(%[[S]]) pool(%c0_i64) type("DeviceVisible|DeviceLocal") usage(Transfer) : !hal.buffer{%[[SIZE]]}
// CHECK-NEXT: hal.device.queue.dealloca<%[[DEVICE]] : !hal.device> affinity(%c-1_i64) wait(%[[W]]) signal(%[[S]]) buffer(%[[BUF]] : !hal.buffer)
// CHECK-NEXT: hal.device.queue.execute<%[[DEVICE]] : !hal.device> affinity(%c-1_i64) wait(%[[W]]) signal(%[[S]]) commands([%[[CMD]]])
// CHECK-NEXT: hal.device.queue.execute<%[[DEVICE]] : !hal.device> affinity(%[[AFF]]) wait(%[[W]]) signal(%[[S]]) commands([%[[CMD]], %[[CMD]]])
// An empty command list is written by leaving the group out; an explicit
// empty group is accepted and printed without it.
// CHECK-NEXT: hal.device.queue.execute<%[[DEVICE]] : !hal.device> affinity(%[[AFF]]) wait(%[[W]]) signal(%[[S]]){{$}}
// CHECK-NEXT: hal.device.queue.execute<%[[DEVICE]] : !hal.device> affinity(%[[AFF]]) wait(%[[W]]) signal(%[[S]]){{$}}
// CHECK-NEXT: hal.device.queue.flush<%[[DEVICE]] : !hal.device> affinity(%[[AFF]])
// CHECK-NEXT: return %transient_buffer, %transient_buffer_0
// GENERIC-LABEL: "func.func"() <{function_type = (!hal.device, i64, !hal.fence, !hal.fence, !hal.buffer, !hal.command_buffer, index)
// GENERIC: "hal.device.queue.alloca"({{(%[^,)]+, )+}}%{{[^,)]+}}) <{buffer_usage = 10 : i32, memory_types = 49 : i32}> : (!hal.device, i64, !hal.fence, !hal.fence, i64, index) -> !hal.buffer
// GENERIC: "hal.device.queue.alloca"({{(%[^,)]+, )+}}%{{[^,)]+}}) <{buffer_usage = 2 : i32, memory_types = 48 : i32}> : (!hal.device, i64, !hal.fence, !hal.fence, i64, index) -> !hal.buffer
// GENERIC: "hal.device.queue.dealloca"({{(%[^,)]+, )+}}%{{[^,)]+}}) : (!hal.device, i64, !hal.fence, !hal.fence, !hal.buffer) -> ()
// GENERIC: "hal.device.queue.execute"({{(%[^,)]+, )+}}%{{[^,)]+}}) : (!hal.device, i64, !hal.fence, !hal.fence, !hal.command_buffer) -> ()
// GENERIC: "hal.device.queue.execute"({{(%[^,)]+, )+}}%{{[^,)]+}}) : (!hal.device, i64, !hal.fence, !hal.fence, !hal.command_buffer, !hal.command_buffer) -> ()
// GENERIC: "hal.device.queue.execute"({{(%[^,)]+, )+}}%{{[^,)]+}}) : (!hal.device, i64, !hal.fence, !hal.fence) -> ()
// GENERIC: "hal.device.queue.execute"({{(%[^,)]+, )+}}%{{[^,)]+}}) : (!hal.device, i64, !hal.fence, !hal.fence) -> ()
// GENERIC: "hal.device.queue.flush"(%{{[^,)]+}}, %{{[^,)]+}}) : (!hal.device, i64) -> ()
func.func @queue(%device: !hal.device, %affinity: i64, %wait: !hal.fence, %signal: !hal.fence, %buffer: !hal.buffer, %cmd: !hal.command_buffer, %size: index) -> (!hal.buffer, !hal.buffer) {
  %any = arith.constant -1 : i64
  %pool = arith.constant 0 : i64
  %0 = hal.device.queue.alloca<%device : !hal.device> affinity(%any) wait(%wait) signal(%signal) pool(%pool) type("Transient|DeviceVisible|DeviceLocal") usage("Transfer|Dispatch") : !hal.buffer{%size}
  %1 = hal.device.queue.alloca<%device : !hal.device> affinity(%affinity) wait(%wait) signal(%signal) pool(%pool) type(DeviceLocal) usage(Transfer) : !hal.buffer{%size}
  hal.device.queue.dealloca<%device : !hal.device> affinity(%any) wait(%wait) signal(%signal) buffer(%buffer : !hal.buffer)
  hal.device.queue.execute<%device : !hal.device> affinity(%any) wait(%wait) signal(%signal) commands([%cmd])
  hal.device.queue.execute<%device : !hal.device> affinity(%affinity) wait(%wait) signal(%signal) commands([%cmd, %cmd])
  hal.device.queue.execute<%device : !hal.device> affinity(%affinity) wait(%wait) signal(%signal)
  hal.device.queue.execute<%device : !hal.device> affinity(%affinity) wait(%wait) signal(%signal) commands([])
  hal.device.queue.flush<%device : !hal.device> affinity(%affinity)
  return %0, %1 : !hal.buffer, !hal.buffer
}

// Attribute dictionaries: after the `attributes` keyword for the hal ops,
// before the colon for util.null.
// CHECK-LABEL: func.func @attributes(
// CHECK-NEXT: %0 = util.null {note = 1 : i32} : !hal.fence
// CHECK-NEXT: %fence = hal.fence.join at([%0]) -> !hal.fence attributes {note = 2 : i32}
// CHECK-NEXT: hal.fence.signal<%fence : !hal.fence> attributes {note = 3 : i32}
func.func @attributes() -> !hal.fence {
  %0 = util.null {note = 1 : i32} : !hal.fence
  %1 = hal.fence.join at([%0]) -> !hal.fence attributes {note = 2 : i32}
  hal.fence.signal<%1 : !hal.fence> attributes {note = 3 : i32}
  return %1 : !hal.fence
}

// util.null takes any type.
// CHECK-LABEL: func.func @null_of_any_type(
// CHECK-NEXT: %0 = util.null : !hal.buffer
// CHECK-NEXT: %1 = util.null : i32
func.func @null_of_any_type() -> (!hal.buffer, i32) {
  %0 = util.null : !hal.buffer
  %1 = util.null : i32
  return %0, %1 : !hal.buffer, i32
}
