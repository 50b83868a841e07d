// Canonicalization patterns of
// docs/design/hal-dialect.md#canonicalization-patterns.
// RUN: %stream-hal-opt %s --canonicalize --split-input-file | FileCheck %s

// hal.buffer_view.buffer of hal.buffer_view.create is the created buffer.
// CHECK-LABEL: func.func @buffer_view_buffer(
// CHECK-SAME: %[[BUFFER:[a-z0-9]+]]: !hal.buffer
// CHECK-NOT: hal.buffer_view.buffer
// CHECK: return %[[BUFFER]] : !hal.buffer
func.func @buffer_view_buffer(%buffer: !hal.buffer, %type: i32, %encoding: i32, %dim: index) -> !hal.buffer {
  %view = hal.buffer_view.create buffer(%buffer : !hal.buffer) shape([%dim]) type(%type) encoding(%encoding) : !hal.buffer_view
  %0 = hal.buffer_view.buffer<%view : !hal.buffer_view> : !hal.buffer
  return %0 : !hal.buffer
}

// -----

// Without a create, nothing changes.
// CHECK-LABEL: func.func @buffer_view_buffer_of_argument(
// CHECK-SAME: %[[VIEW:[a-z0-9]+]]: !hal.buffer_view
// CHECK-NEXT: %[[BUFFER:.+]] = hal.buffer_view.buffer<%[[VIEW]] : !hal.buffer_view> : !hal.buffer
// CHECK-NEXT: return %[[BUFFER]]
func.func @buffer_view_buffer_of_argument(%view: !hal.buffer_view) -> !hal.buffer {
  %0 = hal.buffer_view.buffer<%view : !hal.buffer_view> : !hal.buffer
  return %0 : !hal.buffer
}

// -----

// hal.command_buffer.device of hal.command_buffer.create is the device.
// CHECK-LABEL: func.func @command_buffer_device(
// CHECK-SAME: %[[DEVICE:[a-z0-9]+]]: !hal.device
// CHECK-NEXT: %[[CMD:.+]] = hal.command_buffer.create device(%[[DEVICE]] : !hal.device)
// CHECK-NEXT: return %[[CMD]], %[[DEVICE]] : !hal.command_buffer, !hal.device
func.func @command_buffer_device(%device: !hal.device) -> (!hal.command_buffer, !hal.device) {
  %cmd = hal.command_buffer.create device(%device : !hal.device) mode(OneShot) categories(Transfer) : !hal.command_buffer
  %0 = hal.command_buffer.device<%cmd : !hal.command_buffer> : !hal.device
  return %cmd, %0 : !hal.command_buffer, !hal.device
}

// -----

// CHECK-LABEL: func.func @command_buffer_device_of_argument(
// CHECK-SAME: %[[CMD:[a-z0-9]+]]: !hal.command_buffer
// CHECK-NEXT: %[[DEVICE:.+]] = hal.command_buffer.device<%[[CMD]] : !hal.command_buffer> : !hal.device
// CHECK-NEXT: return %[[DEVICE]]
func.func @command_buffer_device_of_argument(%cmd: !hal.command_buffer) -> !hal.device {
  %0 = hal.command_buffer.device<%cmd : !hal.command_buffer> : !hal.device
  return %0 : !hal.device
}

// -----

// A fill of a subspan fills the source buffer at source_offset + offset; the
// length is unchanged. Constant offsets fold.
// CHECK-LABEL: func.func @fill_buffer_subspan(
// CHECK-SAME: %[[CMD:[a-z0-9]+]]: !hal.command_buffer, %[[BUFFER:[a-z0-9]+]]: !hal.buffer, %[[OFFSET:[a-z0-9]+]]: index, %[[PATTERN:[a-z0-9]+]]: i32
// CHECK-DAG: %[[C100:.+]] = arith.constant 100 : index
// CHECK-DAG: %[[C200:.+]] = arith.constant 200 : index
// CHECK-DAG: %[[C50:.+]] = arith.constant 50 : index
// CHECK: %[[SUM:.+]] = arith.addi %[[OFFSET]], %[[C100]] : index
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%[[BUFFER]] : !hal.buffer)[%[[SUM]], %[[C50]]] pattern(%[[PATTERN]] : i32)
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%[[BUFFER]] : !hal.buffer)[%[[C200]], %[[C50]]] pattern(%[[PATTERN]] : i32)
// CHECK-NOT: hal.buffer.subspan
func.func @fill_buffer_subspan(%cmd: !hal.command_buffer, %buffer: !hal.buffer, %offset: index, %pattern: i32) {
  %c50 = arith.constant 50 : index
  %c100 = arith.constant 100 : index
  %c300 = arith.constant 300 : index
  %subspan = hal.buffer.subspan<%buffer : !hal.buffer>[%offset, %c300] : !hal.buffer
  hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%subspan : !hal.buffer)[%c100, %c50] pattern(%pattern : i32)
  %subspan2 = hal.buffer.subspan<%buffer : !hal.buffer>[%c100, %c300] : !hal.buffer
  hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%subspan2 : !hal.buffer)[%c100, %c50] pattern(%pattern : i32)
  return
}

// -----

// Nested subspans fold all the way to the root buffer.
// CHECK-LABEL: func.func @fill_buffer_nested_subspans(
// CHECK-SAME: %[[CMD:[a-z0-9]+]]: !hal.command_buffer, %[[BUFFER:[a-z0-9]+]]: !hal.buffer
// CHECK-DAG: %[[C8:.+]] = arith.constant 8 : index
// CHECK-DAG: %[[C112:.+]] = arith.constant 112 : index
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%[[BUFFER]] : !hal.buffer)[%[[C112]], %[[C8]]]
func.func @fill_buffer_nested_subspans(%cmd: !hal.command_buffer, %buffer: !hal.buffer, %pattern: i8) {
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c10 = arith.constant 10 : index
  %c100 = arith.constant 100 : index
  %c1000 = arith.constant 1000 : index
  %outer = hal.buffer.subspan<%buffer : !hal.buffer>[%c100, %c1000] : !hal.buffer
  %inner = hal.buffer.subspan<%outer : !hal.buffer>[%c10, %c100] : !hal.buffer
  hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%inner : !hal.buffer)[%c2, %c8] pattern(%pattern : i8)
  return
}

// -----

// A copy folds subspans on both sides independently.
// CHECK-LABEL: func.func @copy_buffer_subspans(
// CHECK-SAME: %[[CMD:[a-z0-9]+]]: !hal.command_buffer, %[[SRC:[a-z0-9]+]]: !hal.buffer, %[[DST:[a-z0-9]+]]: !hal.buffer, %[[OFFSET:[a-z0-9]+]]: index
// CHECK-DAG: %[[C16:.+]] = arith.constant 16 : index
// CHECK-DAG: %[[C64:.+]] = arith.constant 64 : index
// CHECK-DAG: %[[C96:.+]] = arith.constant 96 : index
// CHECK: %[[DST_OFFSET:.+]] = arith.addi %[[OFFSET]], %[[C16]] : index
// CHECK-NEXT: hal.command_buffer.copy_buffer<%[[CMD]] : !hal.command_buffer> source(%[[SRC]] : !hal.buffer)[%[[C96]]] target(%[[DST]] : !hal.buffer)[%[[DST_OFFSET]]] length(%[[C64]])
// CHECK-NEXT: %[[DST_OFFSET2:.+]] = arith.addi %[[OFFSET]], %[[C16]] : index
// CHECK-NEXT: hal.command_buffer.copy_buffer<%[[CMD]] : !hal.command_buffer> source(%[[SRC]] : !hal.buffer)[%[[C16]]] target(%[[DST]] : !hal.buffer)[%[[DST_OFFSET2]]] length(%[[C64]])
// CHECK-NOT: hal.buffer.subspan
func.func @copy_buffer_subspans(%cmd: !hal.command_buffer, %src: !hal.buffer, %dst: !hal.buffer, %offset: index) {
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %c80 = arith.constant 80 : index
  %c512 = arith.constant 512 : index
  %src_span = hal.buffer.subspan<%src : !hal.buffer>[%c80, %c512] : !hal.buffer
  %dst_span = hal.buffer.subspan<%dst : !hal.buffer>[%offset, %c512] : !hal.buffer
  hal.command_buffer.copy_buffer<%cmd : !hal.command_buffer> source(%src_span : !hal.buffer)[%c16] target(%dst_span : !hal.buffer)[%c16] length(%c64)
  // Only the target side is a subspan here.
  hal.command_buffer.copy_buffer<%cmd : !hal.command_buffer> source(%src : !hal.buffer)[%c16] target(%dst_span : !hal.buffer)[%c16] length(%c64)
  return
}

// -----

// Each binding whose buffer is a subspan uses the source buffer at
// source_offset + offset; its length is unchanged; other bindings stay.
// CHECK-LABEL: func.func @push_descriptor_set_subspans(
// CHECK-SAME: %[[CMD:[a-z0-9]+]]: !hal.command_buffer, %[[LAYOUT:[a-z0-9]+]]: !hal.executable_layout, %[[A:[a-z0-9]+]]: !hal.buffer, %[[B:[a-z0-9]+]]: !hal.buffer
// CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.+]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.+]] = arith.constant 2 : index
// CHECK-DAG: %[[C32:.+]] = arith.constant 32 : index
// CHECK-DAG: %[[C64:.+]] = arith.constant 64 : index
// CHECK-DAG: %[[C96:.+]] = arith.constant 96 : index
// CHECK: hal.command_buffer.push_descriptor_set<%[[CMD]] : !hal.command_buffer> layout(%[[LAYOUT]] : !hal.executable_layout)[%[[C0]]] bindings([
// CHECK-NEXT: %[[C0]] = (%[[A]] : !hal.buffer)[%[[C64]], %[[C32]]],
// CHECK-NEXT: %[[C1]] = (%[[B]] : !hal.buffer)[%[[C32]], %[[C32]]],
// CHECK-NEXT: %[[C2]] = (%[[B]] : !hal.buffer)[%[[C96]], %[[C32]]]
// CHECK-NEXT: ])
// CHECK-NOT: hal.buffer.subspan
func.func @push_descriptor_set_subspans(%cmd: !hal.command_buffer, %layout: !hal.executable_layout, %a: !hal.buffer, %b: !hal.buffer) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %span_a = hal.buffer.subspan<%a : !hal.buffer>[%c32, %c128] : !hal.buffer
  %span_b = hal.buffer.subspan<%b : !hal.buffer>[%c64, %c128] : !hal.buffer
  hal.command_buffer.push_descriptor_set<%cmd : !hal.command_buffer> layout(%layout : !hal.executable_layout)[%c0] bindings([
    %c0 = (%span_a : !hal.buffer)[%c32, %c32],
    %c1 = (%b : !hal.buffer)[%c32, %c32],
    %c2 = (%span_b : !hal.buffer)[%c32, %c32]
  ])
  return
}

// -----

// No other in-scope op has a folder or pattern: the ops below stay as they
// are (the pure ones are kept alive by their uses).
// CHECK-LABEL: func.func @untouched(
// CHECK: hal.buffer.subspan
// CHECK: hal.buffer.length
// CHECK: hal.allocator.allocate
// CHECK: hal.buffer_view.create
// CHECK: hal.executable_layout.lookup
// CHECK: hal.command_buffer.push_constants
// CHECK: hal.command_buffer.dispatch.symbol
// CHECK: hal.semaphore.await
func.func @untouched(%device: !hal.device, %allocator: !hal.allocator, %buffer: !hal.buffer, %cmd: !hal.command_buffer, %semaphore: !hal.semaphore, %i: i32) -> (index, !hal.buffer, !hal.buffer_view, i32) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %subspan = hal.buffer.subspan<%buffer : !hal.buffer>[%c0, %c16] : !hal.buffer
  %len = hal.buffer.length<%subspan : !hal.buffer> : index
  %alloc = hal.allocator.allocate<%allocator : !hal.allocator> type(DeviceVisible) usage(Transfer) : !hal.buffer{%c16}
  %view = hal.buffer_view.create buffer(%buffer : !hal.buffer) shape([%c16]) type(%i) encoding(%i) : !hal.buffer_view
  %layout = hal.executable_layout.lookup device(%device : !hal.device) layout(#hal.executable.layout<push_constants = 1, sets = [<0, bindings = [<0, storage_buffer>]>]>) : !hal.executable_layout
  hal.command_buffer.push_constants<%cmd : !hal.command_buffer> layout(%layout : !hal.executable_layout) offset(0) values([%i]) : i32
  hal.command_buffer.dispatch.symbol<%cmd : !hal.command_buffer> target(@ex::@v::@e) workgroups([%c16, %c16, %c16])
  %status = hal.semaphore.await<%semaphore : !hal.semaphore> until(%c16) : i32
  return %len, %alloc, %view, %status : index, !hal.buffer, !hal.buffer_view, i32
}
