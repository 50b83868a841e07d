// Side effects of docs/design/hal-dialect.md#side-effects: pure ops are merged
// by CSE and dropped when unused; every other op is kept, even when unused or
// identical.
// RUN: %stream-hal-opt %s --cse | FileCheck %s --check-prefix=CSE
// RUN: %stream-hal-opt %s --canonicalize | FileCheck %s --check-prefix=DCE

// CSE-LABEL: func.func @pure(
// CSE-SAME: %[[CMD:[a-z0-9]+]]: !hal.command_buffer, %[[BUFFER:[a-z0-9]+]]: !hal.buffer, %[[VIEW:[a-z0-9]+]]: !hal.buffer_view, %[[I:[a-z0-9]+]]: i32, %[[N:[a-z0-9]+]]: index
// CSE-NEXT: %[[DEVICE:.+]] = hal.ex.shared_device
// CSE-NEXT: %[[ALLOCATOR:.+]] = hal.device.allocator<%[[DEVICE]]
// CSE-NEXT: %[[OK:.+]], %[[VALUE:.+]] = hal.device.query<%[[DEVICE]]
// CSE-NEXT: %[[LEN:.+]] = hal.buffer.length<%[[BUFFER]]
// CSE-NEXT: %[[LOAD:.+]] = hal.buffer.load<%[[BUFFER]]
// CSE-NEXT: %[[SUBSPAN:.+]] = hal.buffer.subspan<%[[BUFFER]]
// CSE-NEXT: %[[VBUFFER:.+]] = hal.buffer_view.buffer<%[[VIEW]]
// CSE-NEXT: %[[NEWVIEW:.+]] = hal.buffer_view.create
// CSE-NEXT: %[[BYTES:.+]] = hal.buffer_view.byte_length<%[[VIEW]]
// CSE-NEXT: %[[CDEVICE:.+]] = hal.command_buffer.device<%[[CMD]]
// CSE-NEXT: %[[LAYOUT:.+]] = hal.executable_layout.lookup device(%[[DEVICE]]
// CSE-NEXT: return %[[DEVICE]], %[[DEVICE]], %[[ALLOCATOR]], %[[ALLOCATOR]], %[[VALUE]], %[[VALUE]], %[[LEN]], %[[LEN]], %[[LOAD]], %[[LOAD]], %[[SUBSPAN]], %[[SUBSPAN]], %[[VBUFFER]], %[[VBUFFER]], %[[NEWVIEW]], %[[NEWVIEW]], %[[BYTES]], %[[BYTES]], %[[CDEVICE]], %[[CDEVICE]], %[[LAYOUT]], %[[LAYOUT]] :
func.func @pure(%cmd: !hal.command_buffer, %buffer: !hal.buffer, %view: !hal.buffer_view, %i: i32, %n: index) -> (
    !hal.device, !hal.device, !hal.allocator, !hal.allocator, i1, i1, index, index, f32, f32, !hal.buffer, !hal.buffer,
    !hal.buffer, !hal.buffer, !hal.buffer_view, !hal.buffer_view, index, index, !hal.device, !hal.device,
    !hal.executable_layout, !hal.executable_layout) {
  %d0 = hal.ex.shared_device : !hal.device
  %d1 = hal.ex.shared_device : !hal.device
  %a0 = hal.device.allocator<%d0 : !hal.device> : !hal.allocator
  %a1 = hal.device.allocator<%d1 : !hal.device> : !hal.allocator
  %ok0, %q0 = hal.device.query<%d0 : !hal.device> key("a" :: "b") : i1, i1 = false
  %ok1, %q1 = hal.device.query<%d1 : !hal.device> key("a" :: "b") : i1, i1 = false
  %l0 = hal.buffer.length<%buffer : !hal.buffer> : index
  %l1 = hal.buffer.length<%buffer : !hal.buffer> : index
  %f0 = hal.buffer.load<%buffer : !hal.buffer>[%n] : f32
  %f1 = hal.buffer.load<%buffer : !hal.buffer>[%n] : f32
  %s0 = hal.buffer.subspan<%buffer : !hal.buffer>[%n, %n] : !hal.buffer
  %s1 = hal.buffer.subspan<%buffer : !hal.buffer>[%n, %n] : !hal.buffer
  %b0 = hal.buffer_view.buffer<%view : !hal.buffer_view> : !hal.buffer
  %b1 = hal.buffer_view.buffer<%view : !hal.buffer_view> : !hal.buffer
  %v0 = hal.buffer_view.create buffer(%buffer : !hal.buffer) shape([%n]) type(%i) encoding(%i) : !hal.buffer_view
  %v1 = hal.buffer_view.create buffer(%buffer : !hal.buffer) shape([%n]) type(%i) encoding(%i) : !hal.buffer_view
  %y0 = hal.buffer_view.byte_length<%view : !hal.buffer_view> : index
  %y1 = hal.buffer_view.byte_length<%view : !hal.buffer_view> : index
  %c0 = hal.command_buffer.device<%cmd : !hal.command_buffer> : !hal.device
  %c1 = hal.command_buffer.device<%cmd : !hal.command_buffer> : !hal.device
  %e0 = hal.executable_layout.lookup device(%d0 : !hal.device) layout(#hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>) : !hal.executable_layout
  %e1 = hal.executable_layout.lookup device(%d1 : !hal.device) layout(#hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>) : !hal.executable_layout
  return %d0, %d1, %a0, %a1, %q0, %q1, %l0, %l1, %f0, %f1, %s0, %s1, %b0, %b1, %v0, %v1, %y0, %y1, %c0, %c1, %e0, %e1 :
    !hal.device, !hal.device, !hal.allocator, !hal.allocator, i1, i1, index, index, f32, f32, !hal.buffer, !hal.buffer,
    !hal.buffer, !hal.buffer, !hal.buffer_view, !hal.buffer_view, index, index, !hal.device, !hal.device,
    !hal.executable_layout, !hal.executable_layout
}

// Unused pure ops disappear.
// DCE-LABEL: func.func @unused_pure(
// DCE-NEXT: return
func.func @unused_pure(%cmd: !hal.command_buffer, %buffer: !hal.buffer, %view: !hal.buffer_view, %i: i32, %n: index) {
  %d0 = hal.ex.shared_device : !hal.device
  %a0 = hal.device.allocator<%d0 : !hal.device> : !hal.allocator
  %ok0, %q0 = hal.device.query<%d0 : !hal.device> key("a" :: "b") : i1, i1 = false
  %l0 = hal.buffer.length<%buffer : !hal.buffer> : index
  %f0 = hal.buffer.load<%buffer : !hal.buffer>[%n] : f32
  %s0 = hal.buffer.subspan<%buffer : !hal.buffer>[%n, %n] : !hal.buffer
  %b0 = hal.buffer_view.buffer<%view : !hal.buffer_view> : !hal.buffer
  %v0 = hal.buffer_view.create buffer(%buffer : !hal.buffer) shape([%n]) type(%i) encoding(%i) : !hal.buffer_view
  %y0 = hal.buffer_view.byte_length<%view : !hal.buffer_view> : index
  %c0 = hal.command_buffer.device<%cmd : !hal.command_buffer> : !hal.device
  %e0 = hal.executable_layout.lookup device(%d0 : !hal.device) layout(#hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>) : !hal.executable_layout
  return
}

// Ops with effects stay, unused or duplicated.
// CSE-LABEL: func.func @effects(
// DCE-LABEL: func.func @effects(
// CSE-COUNT-2: hal.allocator.allocate
// CSE-COUNT-2: hal.allocator.map
// CSE-COUNT-2: hal.allocator.try_map
// CSE-COUNT-2: hal.semaphore.create
// CSE-COUNT-2: hal.semaphore.await
// CSE-COUNT-2: hal.command_buffer.create
// CSE: hal.ex.submit_and_wait
// CSE: hal.buffer.store
// CSE: hal.buffer.assert
// CSE: hal.buffer_view.trace
// DCE-COUNT-2: hal.allocator.allocate
// DCE-COUNT-2: hal.allocator.map
// DCE-COUNT-2: hal.allocator.try_map
// DCE-COUNT-2: hal.semaphore.create
// DCE-COUNT-2: hal.semaphore.await
// DCE-COUNT-2: hal.command_buffer.create
// DCE: hal.ex.submit_and_wait
// DCE: hal.buffer.store
// DCE: hal.buffer.assert
// DCE: hal.buffer_view.trace
// DCE: hal.device.switch
// DCE: hal.return
func.func @effects(%device: !hal.device, %allocator: !hal.allocator, %bytes: !util.byte_buffer, %buffer: !hal.buffer, %view: !hal.buffer_view, %cmd: !hal.command_buffer, %n: index, %f: f32) {
  %0 = hal.allocator.allocate<%allocator : !hal.allocator> type(DeviceVisible) usage(Transfer) : !hal.buffer{%n}
  %1 = hal.allocator.allocate<%allocator : !hal.allocator> type(DeviceVisible) usage(Transfer) : !hal.buffer{%n}
  %2 = hal.allocator.map<%allocator : !hal.allocator> source(%bytes : !util.byte_buffer)[%n, %n] type(DeviceVisible) usage(Transfer) : !hal.buffer
  %3 = hal.allocator.map<%allocator : !hal.allocator> source(%bytes : !util.byte_buffer)[%n, %n] type(DeviceVisible) usage(Transfer) : !hal.buffer
  %4:2 = hal.allocator.try_map<%allocator : !hal.allocator> source(%bytes : !util.byte_buffer)[%n, %n] type(DeviceVisible) usage(Transfer) : i1, !hal.buffer
  %5:2 = hal.allocator.try_map<%allocator : !hal.allocator> source(%bytes : !util.byte_buffer)[%n, %n] type(DeviceVisible) usage(Transfer) : i1, !hal.buffer
  %6 = hal.semaphore.create device(%device : !hal.device) initial(%n) : !hal.semaphore
  %7 = hal.semaphore.create device(%device : !hal.device) initial(%n) : !hal.semaphore
  %8 = hal.semaphore.await<%6 : !hal.semaphore> until(%n) : i32
  %9 = hal.semaphore.await<%6 : !hal.semaphore> until(%n) : i32
  %10 = hal.command_buffer.create device(%device : !hal.device) mode(OneShot) categories(Transfer) : !hal.command_buffer
  %11 = hal.command_buffer.create device(%device : !hal.device) mode(OneShot) categories(Transfer) : !hal.command_buffer
  hal.ex.submit_and_wait %device, %cmd
  hal.buffer.store<%buffer : !hal.buffer>[%n] value(%f : f32)
  hal.buffer.assert<%buffer : !hal.buffer> message("x") allocator(%allocator : !hal.allocator) minimum_length(%n) type(DeviceVisible) usage(Transfer)
  hal.buffer_view.trace %view : !hal.buffer_view attributes {key = "k"}
  hal.device.switch<%device : !hal.device>
  #hal.match.always {
    hal.return
  }
  return
}
