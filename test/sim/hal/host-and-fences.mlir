// Buffers, buffer views, host accesses and fences on the simulated device:
// hand-written lowerings of the functions of Inputs/programs.mlir, whose
// stream versions return what these ops must compute.
// RUN: %tool-stream-hal-sim %S/Inputs/programs.mlir --function=views --input=buffer:32 --lowered=%s | FileCheck %s --check-prefix=VIEWS
// RUN: %tool-stream-hal-sim %S/Inputs/programs.mlir --function=host --input=buffer:16 --lowered=%s | FileCheck %s --check-prefix=HOST
// RUN: %tool-stream-hal-sim %S/Inputs/programs.mlir --function=fences --lowered=%s | FileCheck %s --check-prefix=FENCES

module {
  func.func @views(%arg0: !hal.buffer) -> (index, index, index, index) {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c24 = arith.constant 24 : index
    %f32 = arith.constant 553648160 : i32
    %dense = arith.constant 1 : i32
    %device = hal.ex.shared_device : !hal.device
    %allocator = hal.device.allocator<%device : !hal.device> : !hal.allocator
    hal.buffer.assert<%arg0 : !hal.buffer> message("tensor") allocator(%allocator : !hal.allocator) minimum_length(%c24) type(DeviceVisible) usage("Transfer|Dispatch")
    %span = hal.buffer.subspan<%arg0 : !hal.buffer>[%c2, %c24] : !hal.buffer
    %view = hal.buffer_view.create buffer(%span : !hal.buffer) shape([%c2, %c3]) type(%f32) encoding(%dense) : !hal.buffer_view
    hal.buffer_view.trace %view : !hal.buffer_view attributes {key = "views"}
    %rank = hal.buffer_view.rank<%view : !hal.buffer_view> : index
    %d0 = hal.buffer_view.dim<%view : !hal.buffer_view>[0] : index
    %d1 = hal.buffer_view.dim<%view : !hal.buffer_view>[1] : index
    %storage = hal.buffer_view.buffer<%view : !hal.buffer_view> : !hal.buffer
    %length = hal.buffer.length<%storage : !hal.buffer> : index
    return %rank, %d0, %d1, %length : index, index, index, index
  }

  // As convert-stream-to-hal lowers it.
  func.func @host(%arg0: !util.byte_buffer) -> (!hal.buffer, f32) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %cst = arith.constant 2.500000e+00 : f32
    %device = hal.ex.shared_device : !hal.device
    %allocator = hal.device.allocator<%device : !hal.device> : !hal.allocator
    %mapped = hal.allocator.map<%allocator : !hal.allocator> source(%arg0 : !util.byte_buffer)[%c0, %c16] type("HostVisible|HostCoherent|HostLocal|DeviceVisible") usage("Transfer|Mapping") : !hal.buffer
    hal.buffer.store<%mapped : !hal.buffer>[%c4] value(%cst : f32)
    %0 = hal.buffer.load<%mapped : !hal.buffer>[%c4] : f32
    return %mapped, %0 : !hal.buffer, f32
  }

  func.func @fences() -> (i32, i32, i32, i32, i32) {
    %forever = arith.constant -1 : i32
    %poll = arith.constant 0 : i32
    %aborted = arith.constant 5 : i32
    %any = arith.constant -1 : i64
    %device = hal.ex.shared_device : !hal.device
    // A pending fence, then signaled by the host.
    %a = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
    %pending = hal.fence.query<%a : !hal.fence> : i32
    hal.fence.signal<%a : !hal.fence>
    %signaled = hal.fence.query<%a : !hal.fence> : i32
    // A join of it and the null fence is reached.
    %null = util.null : !hal.fence
    %joined = hal.fence.join at([%a, %null]) -> !hal.fence
    %awaited = hal.fence.await until([%joined]) timeout_millis(%forever) : i32
    // A failure passes through a queue operation waiting on it.
    %b = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
    %c = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
    hal.device.queue.execute<%device : !hal.device> affinity(%any) wait(%b) signal(%c)
    hal.device.queue.flush<%device : !hal.device> affinity(%any)
    hal.fence.fail<%b : !hal.fence> status(%aborted)
    %failed = hal.fence.await until([%c, %a]) timeout_millis(%forever) : i32
    // A finite timeout on a fence nothing signals.
    %d = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
    %deadline = hal.fence.await until([%d]) timeout_millis(%poll) : i32
    return %pending, %signaled, %awaited, %failed, %deadline : i32, i32, i32, i32, i32
  }
}

// VIEWS: EXEC @views
// VIEWS-NEXT: result[0]: index=2
// VIEWS-NEXT: result[1]: index=2
// VIEWS-NEXT: result[2]: index=3
// VIEWS-NEXT: result[3]: index=24
// VIEWS-NEXT: {{^}}match{{$}}

// HOST: EXEC @host
// HOST-NEXT: result[0]: stream.resource<staging>
// HOST-NEXT: 16 bytes: {{.. .. .. ..}} 00 00 20 40
// HOST-NEXT: result[1]: f32=2.5
// HOST-NEXT: {{^}}match{{$}}

// FENCES: EXEC @fences
// FENCES-NEXT: result[0]: i32=17
// FENCES-NEXT: result[1]: i32=0
// FENCES-NEXT: result[2]: i32=0
// FENCES-NEXT: result[3]: i32=5
// FENCES-NEXT: result[4]: i32=4
// FENCES-NEXT: {{^}}match{{$}}
// FENCES: submissions: 1
