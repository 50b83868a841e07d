// A worked example like docs/design/async-model.md#async-example: a fence
// import, an awaited alloca, an awaited execute with a copy and a dispatch, a
// dealloca after it, a join and a fence export. Lines that are not about the
// execution model are exactly the sync model's.
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{execution-model=async})' | FileCheck %s
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{execution-model=async})' | %stream-hal-opt | FileCheck %s
// With an await of the joined fence before the export, as in that example
// (docs/design/async-model.md#async-await).
// RUN: sed -e 's/^\( *\)%%result = stream.tensor.export %%out /\1%%waited = stream.timepoint.await %%done => %%out : !stream.resource<external>{%%c64}\n\1%%result = stream.tensor.export %%waited /' %s > %t.await.mlir
// RUN: %stream-hal-opt %t.await.mlir --pass-pipeline='builtin.module(convert-stream-to-hal{execution-model=async})' | FileCheck %s --check-prefix=AWAIT

// CHECK-LABEL: func.func @run(%arg0: !hal.buffer_view, %arg1: i32, %arg2: !hal.fence) -> (!hal.buffer_view, !hal.fence) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %buffer = hal.buffer_view.buffer<%arg0 : !hal.buffer_view> : !hal.buffer
// CHECK-NEXT: %device = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %allocator = hal.device.allocator<%device : !hal.device> : !hal.allocator
// CHECK-NEXT: hal.buffer.assert<%buffer : !hal.buffer> message("tensor") allocator(%allocator : !hal.allocator) minimum_length(%c64) type(DeviceVisible) usage("Transfer|Dispatch")
// CHECK-NEXT: %device_0 = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %transient_buffer = hal.device.queue.alloca<%device_0 : !hal.device> affinity(%c-1_i64) wait(%arg2) signal(%fence) pool(%c0_i64) type("Transient|DeviceVisible|DeviceLocal") usage("Transfer|Dispatch") : !hal.buffer{%c64}
// CHECK-NEXT: %device_1 = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %allocator_2 = hal.device.allocator<%device_1 : !hal.device> : !hal.allocator
// CHECK-NEXT: %buffer_3 = hal.allocator.allocate<%allocator_2 : !hal.allocator> type("HostVisible|DeviceVisible|DeviceLocal") usage("Transfer|Mapping|Dispatch") : !hal.buffer{%c64}
// CHECK-NEXT: %device_4 = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %cmd = hal.command_buffer.create device(%device_4 : !hal.device) mode(OneShot) categories("Transfer|Dispatch") : !hal.command_buffer
// CHECK-NEXT: hal.command_buffer.begin<%cmd : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.copy_buffer<%cmd : !hal.command_buffer> source(%buffer : !hal.buffer)[%c0] target(%transient_buffer : !hal.buffer)[%c0] length(%c64)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
// CHECK-NEXT: %0 = hal.command_buffer.device<%cmd : !hal.command_buffer> : !hal.device
// CHECK-NEXT: hal.device.switch<%0 : !hal.device>
// CHECK-NEXT: #hal.device.match.executable.format<"embedded-elf-x86_64"> {
// CHECK-NEXT: %executable_layout = hal.executable_layout.lookup device(%0 : !hal.device) layout(#executable_layout) : !hal.executable_layout
// CHECK-NEXT: hal.command_buffer.push_constants<%cmd : !hal.command_buffer> layout(%executable_layout : !hal.executable_layout) offset(0) values([%arg1]) : i32
// CHECK-NEXT: %c0_11 = arith.constant 0 : index
// CHECK-NEXT: %c1_12 = arith.constant 1 : index
// CHECK-NEXT: %c0_13 = arith.constant 0 : index
// CHECK-NEXT: hal.command_buffer.push_descriptor_set<%cmd : !hal.command_buffer> layout(%executable_layout : !hal.executable_layout)[%c0_13] bindings([
// CHECK-NEXT: %c0_11 = (%transient_buffer : !hal.buffer)[%c0, %c64],
// CHECK-NEXT: %c1_12 = (%buffer_3 : !hal.buffer)[%c0, %c64]
// CHECK-NEXT: ])
// CHECK-NEXT: hal.command_buffer.dispatch.symbol<%cmd : !hal.command_buffer> target(@ex::@cpu::@scale) workgroups([%c64, %c1, %c1])
// CHECK-NEXT: hal.return
// CHECK-NEXT: }
// CHECK-NEXT: hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
// CHECK-NEXT: hal.command_buffer.end<%cmd : !hal.command_buffer>
// CHECK-NEXT: %fence_5 = hal.fence.create device(%device_4 : !hal.device) flags("None") : !hal.fence
// CHECK-NEXT: %c-1_i64_6 = arith.constant -1 : i64
// CHECK-NEXT: hal.device.queue.execute<%device_4 : !hal.device> affinity(%c-1_i64_6) wait(%fence) signal(%fence_5) commands([%cmd])
// CHECK-NEXT: %device_7 = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %fence_8 = hal.fence.create device(%device_7 : !hal.device) flags("None") : !hal.fence
// CHECK-NEXT: %c-1_i64_9 = arith.constant -1 : i64
// CHECK-NEXT: hal.device.queue.dealloca<%device_7 : !hal.device> affinity(%c-1_i64_9) wait(%fence_5) signal(%fence_8) buffer(%transient_buffer : !hal.buffer)
// CHECK-NEXT: %fence_10 = hal.fence.join at([%fence_5, %fence_8]) -> !hal.fence
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c553648160_i32 = arith.constant 553648160 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %view = hal.buffer_view.create buffer(%buffer_3 : !hal.buffer) shape([%c16]) type(%c553648160_i32) encoding(%c1_i32) : !hal.buffer_view
// CHECK-NEXT: return %view, %fence_10 : !hal.buffer_view, !hal.fence
// CHECK-NEXT: }

// AWAIT-LABEL: func.func @run(
// AWAIT: %fence_10 = hal.fence.join at([%fence_5, %fence_8]) -> !hal.fence
// AWAIT-NEXT: %c-1_i32 = arith.constant -1 : i32
// AWAIT-NEXT: %status = hal.fence.await until([%fence_10]) timeout_millis(%c-1_i32) : i32
// AWAIT-NEXT: util.status.check_ok %status, "failed to wait on timepoint"
// AWAIT-NEXT: %c16 = arith.constant 16 : index
// AWAIT: return %view, %fence_10 : !hal.buffer_view, !hal.fence

#target = #hal.executable.target<"llvm", "embedded-elf-x86_64">
#layout = #hal.executable.layout<push_constants = 1, sets = [
  #hal.descriptor_set.layout<0, bindings = [
    #hal.descriptor_set.binding<0, storage_buffer>,
    #hal.descriptor_set.binding<1, storage_buffer>
  ]>
]>
module {
  hal.executable private @ex {
    hal.executable.variant public @cpu, target = #target {
      hal.executable.entry_point public @scale ordinal(0) layout(#layout) {workgroup_size = [64 : index, 1 : index, 1 : index]} {
      ^bb0(%x: index, %y: index, %z: index):
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
      }
    }
  }
  func.func @run(%arg0: !hal.buffer_view, %arg1: i32, %arg2: !hal.fence) -> (!hal.buffer_view, !hal.fence) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %ready = stream.timepoint.import %arg2 : (!hal.fence) => !stream.timepoint
    %in = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<16xf32> in !stream.resource<external>{%c64}
    %tmp:2 = stream.resource.alloca uninitialized await(%ready) => !stream.resource<transient>{%c64} => !stream.timepoint
    %out = stream.resource.alloc uninitialized : !stream.resource<external>{%c64}
    %tp = stream.cmd.execute await(%tmp#1) => with(%in as %a: !stream.resource<external>{%c64}, %tmp#0 as %t: !stream.resource<transient>{%c64}, %out as %b: !stream.resource<external>{%c64}) {
      stream.cmd.copy %a[%c0], %t[%c0], %c64 : !stream.resource<external>{%c64} -> !stream.resource<transient>{%c64}
      stream.cmd.dispatch @ex::@scale[%c64, %c1, %c1](%arg1 : i32) {
        ro %t[%c0 for %c64] : !stream.resource<transient>{%c64},
        wo %b[%c0 for %c64] : !stream.resource<external>{%c64}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
    } => !stream.timepoint
    %freed = stream.resource.dealloca await(%tp) => %tmp#0 : !stream.resource<transient>{%c64} => !stream.timepoint
    %done = stream.timepoint.join max(%tp, %freed) => !stream.timepoint
    %result = stream.tensor.export %out : tensor<16xf32> in !stream.resource<external>{%c64} -> !hal.buffer_view
    %signal = stream.timepoint.export %done => (!hal.fence)
    return %result, %signal : !hal.buffer_view, !hal.fence
  }
}
