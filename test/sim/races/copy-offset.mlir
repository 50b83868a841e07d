// RUN: not %tool-stream-hal-sim %S/Inputs/pipeline.mlir --function=pipeline --input=buffer:256 --input=i32=3 --lowered=%s 2>&1 | FileCheck %s
// A known-bad lowering of Inputs/pipeline.mlir (sync, barriers=hazard): the
// first copy reads from offset 8 instead of 4. Nothing races; the results
// differ.

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
    %c8 = arith.constant 8 : index
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
    %allocator_6 = hal.device.allocator<%device_5 : !hal.device> : !hal.allocator
    %buffer_7 = hal.allocator.allocate<%allocator_6 : !hal.allocator> type("Transient|DeviceVisible|DeviceLocal") usage("Transfer|Dispatch") : !hal.buffer{%c256}
    %c0_8 = arith.constant 0 : index
    %device_9 = hal.ex.shared_device : !hal.device
    %cmd = hal.command_buffer.create device(%device_9 : !hal.device) mode("OneShot|AllowInlineExecution") categories("Transfer|Dispatch") : !hal.command_buffer
    hal.command_buffer.begin<%cmd : !hal.command_buffer>
    hal.command_buffer.copy_buffer<%cmd : !hal.command_buffer> source(%arg0 : !hal.buffer)[%c8] target(%buffer_7 : !hal.buffer)[%c0] length(%c64)
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source(Transfer) target(Dispatch) flags("None")
    %0 = hal.command_buffer.device<%cmd : !hal.command_buffer> : !hal.device
    hal.device.switch<%0 : !hal.device>
    #hal.device.match.executable.format<"embedded-elf-x86_64"> {
      %executable_layout = hal.executable_layout.lookup device(%0 : !hal.device) layout(#executable_layout) : !hal.executable_layout
      hal.command_buffer.push_constants<%cmd : !hal.command_buffer> layout(%executable_layout : !hal.executable_layout) offset(0) values([%arg1]) : i32
      %c0_12 = arith.constant 0 : index
      %c1_13 = arith.constant 1 : index
      %c0_14 = arith.constant 0 : index
      hal.command_buffer.push_descriptor_set<%cmd : !hal.command_buffer> layout(%executable_layout : !hal.executable_layout)[%c0_14] bindings([
        %c0_12 = (%buffer_7 : !hal.buffer)[%c0, %c256], 
        %c1_13 = (%buffer : !hal.buffer)[%c0, %c256]
      ])
      hal.command_buffer.dispatch.symbol<%cmd : !hal.command_buffer> target(@kernels::@cpu::@scale) workgroups([%c64, %c1, %c1])
      hal.return
    }
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source(Dispatch) target(Transfer) flags("None")
    hal.command_buffer.copy_buffer<%cmd : !hal.command_buffer> source(%buffer : !hal.buffer)[%c4] target(%buffer_4 : !hal.buffer)[%c0] length(%c4)
    hal.command_buffer.end<%cmd : !hal.command_buffer>
    hal.ex.submit_and_wait %device_9, %cmd
    %c0_10 = arith.constant 0 : index
    %c0_11 = arith.constant 0 : index
    %1 = hal.buffer.load<%buffer_4 : !hal.buffer>[%c0] : f32
    return %buffer, %1 : !hal.buffer, f32
  }
}


// CHECK: EXEC @pipeline
// CHECK-NOT: {{^}}match{{$}}
// CHECK: mismatch: @pipeline result[0] byte 0: reference 0x67, lowered 0x5d (254 of 256 bytes differ)
// CHECK-NEXT: mismatch: @pipeline result[1]: reference f32=-1.10700352E+23, lowered f32=1.75487713E-7
// CHECK-NOT: race:
// CHECK: makespan-us:
