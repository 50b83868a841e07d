// RUN: not %tool-stream-hal-sim %S/Inputs/pipeline.mlir --function=pipeline --input=buffer:256 --input=i32=3 --lowered=%s 2>&1 | FileCheck %s
// A known-bad lowering of Inputs/pipeline.mlir (async, barriers=hazard): the
// execute waits on util.null instead of the alloca's fence, so its copy
// writes the scratch buffer unordered with the alloca that makes it.

#executable_layout = #hal.executable.layout<push_constants = 1, sets = [<0, bindings = [<0, storage_buffer>, <1, storage_buffer>]>]>
#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm", "embedded-elf-x86_64">
module {
  hal.executable private @kernels {
    hal.executable.variant public @cpu, target = #executable_target_embedded_elf_x86_64 {
      hal.executable.entry_point public @scale ordinal(0) layout(#executable_layout)
      builtin.module {
      }
    }
  }
  func.func @pipeline(%arg0: !hal.buffer, %arg1: i32) -> (!hal.buffer, f32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %device = hal.ex.shared_device : !hal.device
    %allocator = hal.device.allocator<%device : !hal.device> : !hal.allocator
    hal.buffer.assert<%arg0 : !hal.buffer> message("tensor") allocator(%allocator : !hal.allocator) minimum_length(%c256) type(DeviceVisible) usage("Transfer|Dispatch")
    %device_0 = hal.ex.shared_device : !hal.device
    %allocator_1 = hal.device.allocator<%device_0 : !hal.device> : !hal.allocator
    %buffer = hal.allocator.allocate<%allocator_1 : !hal.allocator> type("HostVisible|DeviceVisible|DeviceLocal") usage("Transfer|Mapping|Dispatch") : !hal.buffer{%c256}
    %device_2 = hal.ex.shared_device : !hal.device
    %allocator_3 = hal.device.allocator<%device_2 : !hal.device> : !hal.allocator
    %buffer_4 = hal.allocator.allocate<%allocator_3 : !hal.allocator> type("HostVisible|HostCoherent|HostLocal|DeviceVisible") usage("Transfer|Mapping|Dispatch") : !hal.buffer{%c4}
    %device_5 = hal.ex.shared_device : !hal.device
    %0 = util.null : !hal.fence
    %fence = hal.fence.create device(%device_5 : !hal.device) flags("None") : !hal.fence
    %c-1_i64 = arith.constant -1 : i64
    %c0_i64 = arith.constant 0 : i64
    %transient_buffer = hal.device.queue.alloca<%device_5 : !hal.device> affinity(%c-1_i64) wait(%0) signal(%fence) pool(%c0_i64) type("Transient|DeviceVisible|DeviceLocal") usage("Transfer|Dispatch") : !hal.buffer{%c256}
    %device_6 = hal.ex.shared_device : !hal.device
    %cmd = hal.command_buffer.create device(%device_6 : !hal.device) mode(OneShot) categories("Transfer|Dispatch") : !hal.command_buffer
    hal.command_buffer.begin<%cmd : !hal.command_buffer>
    hal.command_buffer.copy_buffer<%cmd : !hal.command_buffer> source(%arg0 : !hal.buffer)[%c4] target(%transient_buffer : !hal.buffer)[%c0] length(%c64)
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source(Transfer) target(Dispatch) flags("None")
    %1 = hal.command_buffer.device<%cmd : !hal.command_buffer> : !hal.device
    hal.device.switch<%1 : !hal.device>
    #hal.device.match.executable.format<"embedded-elf-x86_64"> {
      %executable_layout = hal.executable_layout.lookup device(%1 : !hal.device) layout(#executable_layout) : !hal.executable_layout
      hal.command_buffer.push_constants<%cmd : !hal.command_buffer> layout(%executable_layout : !hal.executable_layout) offset(0) values([%arg1]) : i32
      %c0_12 = arith.constant 0 : index
      %c1_13 = arith.constant 1 : index
      %c0_14 = arith.constant 0 : index
      hal.command_buffer.push_descriptor_set<%cmd : !hal.command_buffer> layout(%executable_layout : !hal.executable_layout)[%c0_14] bindings([
        %c0_12 = (%transient_buffer : !hal.buffer)[%c0, %c256], 
        %c1_13 = (%buffer : !hal.buffer)[%c0, %c256]
      ])
      hal.command_buffer.dispatch.symbol<%cmd : !hal.command_buffer> target(@kernels::@cpu::@scale) workgroups([%c64, %c1, %c1])
      hal.return
    }
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source(Dispatch) target(Transfer) flags("None")
    hal.command_buffer.copy_buffer<%cmd : !hal.command_buffer> source(%buffer : !hal.buffer)[%c4] target(%buffer_4 : !hal.buffer)[%c0] length(%c4)
    hal.command_buffer.end<%cmd : !hal.command_buffer>
    %fence_7 = hal.fence.create device(%device_6 : !hal.device) flags("None") : !hal.fence
    %c-1_i64_8 = arith.constant -1 : i64
    %null = util.null : !hal.fence
    hal.device.queue.execute<%device_6 : !hal.device> affinity(%c-1_i64_8) wait(%null) signal(%fence_7) commands([%cmd])
    %device_9 = hal.ex.shared_device : !hal.device
    %fence_10 = hal.fence.create device(%device_9 : !hal.device) flags("None") : !hal.fence
    %c-1_i64_11 = arith.constant -1 : i64
    hal.device.queue.dealloca<%device_9 : !hal.device> affinity(%c-1_i64_11) wait(%fence_7) signal(%fence_10) buffer(%transient_buffer : !hal.buffer)
    %c-1_i32 = arith.constant -1 : i32
    %status = hal.fence.await until([%fence_7]) timeout_millis(%c-1_i32) : i32
    util.status.check_ok %status, "failed to wait on timepoint"
    %2 = hal.buffer.load<%buffer_4 : !hal.buffer>[%c0] : f32
    return %buffer, %2 : !hal.buffer, f32
  }
}


// The alloca counts as a write of the whole buffer: the copy and the dispatch
// that the null wait no longer orders after it race with it, and so does the
// dealloca, which waits on the execute only.
// CHECK: {{^}}match{{$}}
// CHECK-NEXT: race: write by hal.device.queue.alloca at {{.*}}fence-wait-null.mlir:36:25 and write by hal.command_buffer.copy_buffer at {{.*}}fence-wait-null.mlir:40:5 on hal.device.queue.alloca at {{.*}}fence-wait-null.mlir:36:25 bytes [0, 64)
// CHECK-NEXT: race: write by hal.device.queue.alloca at {{.*}}fence-wait-null.mlir:36:25 and read by hal.command_buffer.dispatch.symbol at {{.*}}fence-wait-null.mlir:54:7 on hal.device.queue.alloca at {{.*}}fence-wait-null.mlir:36:25 bytes [64, 256)
// CHECK-NEXT: race: write by hal.device.queue.alloca at {{.*}}fence-wait-null.mlir:36:25 and write by hal.device.queue.dealloca at {{.*}}fence-wait-null.mlir:67:5 on hal.device.queue.alloca at {{.*}}fence-wait-null.mlir:36:25 bytes [64, 256)
// CHECK-NEXT: makespan-us:
