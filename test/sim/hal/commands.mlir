// The command-buffer ops on the simulated device, in the lowering of
// Inputs/programs.mlir that convert-stream-to-hal{barriers=hazard} gives
// (this file, run with --lowered), and in edits of it that must show.
//
// Fills with each pattern width, a barrier and an overlapping copy:
// RUN: %tool-stream-hal-sim %S/Inputs/programs.mlir --function=fill_copy --input=buffer:32 --lowered=%s | FileCheck %s --check-prefix=FILL
// A 2-byte pattern of 0x1235 instead of 0x1234:
// RUN: sed 's/%c4660_i16 = arith.constant 4660/%c4660_i16 = arith.constant 4661/' %s > %t.pattern.mlir
// RUN: not %tool-stream-hal-sim %S/Inputs/programs.mlir --function=fill_copy --input=buffer:32 --lowered=%t.pattern.mlir | FileCheck %s --check-prefix=PATTERN
// Without the barrier, the copy reads what the fills write, unordered:
// RUN: sed '/^ .*source(Transfer) target(Transfer)/d' %s > %t.barrier.mlir
// RUN: not %tool-stream-hal-sim %S/Inputs/programs.mlir --function=fill_copy --input=buffer:32 --lowered=%t.barrier.mlir | FileCheck %s --check-prefix=BARRIER
//
// A dispatch: its digest covers the push constants and the bytes of the
// bindings it reads (ro and rw), and is written over those it writes.
// RUN: %tool-stream-hal-sim %S/Inputs/programs.mlir --function=dispatch --input=buffer:48 --input=i32=3 --lowered=%s | FileCheck %s --check-prefix=DISPATCH
// RUN: sed 's/values(\[%arg1, %c5_i32\])/values([%c5_i32, %arg1])/' %s > %t.constants.mlir
// RUN: not %tool-stream-hal-sim %S/Inputs/programs.mlir --function=dispatch --input=buffer:48 --input=i32=3 --lowered=%t.constants.mlir | FileCheck %s --check-prefix=CONSTANTS
// Binding 0 (read) bound to bytes [8, 24):
// RUN: sed 's/%c0_1 = (%arg0 : !hal.buffer)\[%c0, %c16\]/%c0_1 = (%arg0 : !hal.buffer)[%c8, %c16]/' %s > %t.read.mlir
// RUN: not %tool-stream-hal-sim %S/Inputs/programs.mlir --function=dispatch --input=buffer:48 --input=i32=3 --lowered=%t.read.mlir | FileCheck %s --check-prefix=READ
// Binding 2 not pushed:
// RUN: sed 's/%c1_2 = (%arg0 : !hal.buffer)\[%c16, %c16\], /%c1_2 = (%arg0 : !hal.buffer)[%c16, %c16]/; /%c2 = (%arg0 : !hal.buffer)\[%c32, %c16\]/d' %s > %t.unbound.mlir
// RUN: not %tool-stream-hal-sim %S/Inputs/programs.mlir --function=dispatch --input=buffer:48 --input=i32=3 --lowered=%t.unbound.mlir 2>&1 | FileCheck %s --check-prefix=UNBOUND

#executable_layout = #hal.executable.layout<push_constants = 2, sets = [<0, bindings = [<0, storage_buffer>, <1, storage_buffer>, <2, storage_buffer>]>]>
#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm", "embedded-elf-x86_64">
module {
  hal.executable private @kernels {
    hal.executable.variant public @cpu, target = #executable_target_embedded_elf_x86_64 {
      hal.executable.entry_point public @mix ordinal(0) layout(#executable_layout)
      builtin.module {
      }
    }
  }
  func.func @fill_copy(%arg0: !hal.buffer) -> !hal.buffer {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c-85_i8 = arith.constant -85 : i8
    %c4660_i16 = arith.constant 4660 : i16
    %c-559038737_i32 = arith.constant -559038737 : i32
    %device = hal.ex.shared_device : !hal.device
    %cmd = hal.command_buffer.create device(%device : !hal.device) mode("OneShot|AllowInlineExecution") categories(Transfer) : !hal.command_buffer
    hal.command_buffer.begin<%cmd : !hal.command_buffer>
    hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c4] pattern(%c-85_i8 : i8)
    hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c4, %c4] pattern(%c4660_i16 : i16)
    hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c8, %c8] pattern(%c-559038737_i32 : i32)
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source(Transfer) target(Transfer) flags("None")
    hal.command_buffer.copy_buffer<%cmd : !hal.command_buffer> source(%arg0 : !hal.buffer)[%c0] target(%arg0 : !hal.buffer)[%c16] length(%c16)
    hal.command_buffer.end<%cmd : !hal.command_buffer>
    hal.ex.submit_and_wait %device, %cmd
    %c0_0 = arith.constant 0 : index
    return %arg0 : !hal.buffer
  }
  func.func @dispatch(%arg0: !hal.buffer, %arg1: i32) -> !hal.buffer {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c8 = arith.constant 8 : index
    %c5_i32 = arith.constant 5 : i32
    %device = hal.ex.shared_device : !hal.device
    %cmd = hal.command_buffer.create device(%device : !hal.device) mode("OneShot|AllowInlineExecution") categories("Transfer|Dispatch") : !hal.command_buffer
    hal.command_buffer.begin<%cmd : !hal.command_buffer>
    %0 = hal.command_buffer.device<%cmd : !hal.command_buffer> : !hal.device
    hal.device.switch<%0 : !hal.device>
    #hal.device.match.executable.format<"embedded-elf-x86_64"> {
      %executable_layout = hal.executable_layout.lookup device(%0 : !hal.device) layout(#executable_layout) : !hal.executable_layout
      hal.command_buffer.push_constants<%cmd : !hal.command_buffer> layout(%executable_layout : !hal.executable_layout) offset(0) values([%arg1, %c5_i32]) : i32, i32
      %c0_1 = arith.constant 0 : index
      %c1_2 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c0_3 = arith.constant 0 : index
      hal.command_buffer.push_descriptor_set<%cmd : !hal.command_buffer> layout(%executable_layout : !hal.executable_layout)[%c0_3] bindings([
        %c0_1 = (%arg0 : !hal.buffer)[%c0, %c16], 
        %c1_2 = (%arg0 : !hal.buffer)[%c16, %c16], 
        %c2 = (%arg0 : !hal.buffer)[%c32, %c16]
      ])
      hal.command_buffer.dispatch.symbol<%cmd : !hal.command_buffer> target(@kernels::@cpu::@mix) workgroups([%c8, %c1, %c1])
      hal.return
    }
    hal.command_buffer.end<%cmd : !hal.command_buffer>
    hal.ex.submit_and_wait %device, %cmd
    %c0_0 = arith.constant 0 : index
    return %arg0 : !hal.buffer
  }
  func.func @views(%arg0: !hal.buffer) -> (index, index, index, index) {
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c24 = arith.constant 24 : index
    return %c2, %c2, %c3, %c24 : index, index, index, index
  }
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
    %c0_i32 = arith.constant 0 : i32
    %c17_i32 = arith.constant 17 : i32
    %c5_i32 = arith.constant 5 : i32
    %c4_i32 = arith.constant 4 : i32
    return %c17_i32, %c0_i32, %c0_i32, %c5_i32, %c4_i32 : i32, i32, i32, i32, i32
  }
  func.func @reuse(%arg0: !hal.buffer) -> !hal.buffer {
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %device = hal.ex.shared_device : !hal.device
    %allocator = hal.device.allocator<%device : !hal.device> : !hal.allocator
    %buffer = hal.allocator.allocate<%allocator : !hal.allocator> type("Transient|DeviceVisible|DeviceLocal") usage("Transfer|Dispatch") : !hal.buffer{%c256}
    %c0_0 = arith.constant 0 : index
    %device_1 = hal.ex.shared_device : !hal.device
    %cmd = hal.command_buffer.create device(%device_1 : !hal.device) mode("OneShot|AllowInlineExecution") categories(Transfer) : !hal.command_buffer
    hal.command_buffer.begin<%cmd : !hal.command_buffer>
    hal.command_buffer.copy_buffer<%cmd : !hal.command_buffer> source(%arg0 : !hal.buffer)[%c0] target(%buffer : !hal.buffer)[%c0] length(%c256)
    hal.command_buffer.end<%cmd : !hal.command_buffer>
    hal.ex.submit_and_wait %device_1, %cmd
    %c0_2 = arith.constant 0 : index
    %c0_3 = arith.constant 0 : index
    %device_4 = hal.ex.shared_device : !hal.device
    %allocator_5 = hal.device.allocator<%device_4 : !hal.device> : !hal.allocator
    %buffer_6 = hal.allocator.allocate<%allocator_5 : !hal.allocator> type("Transient|DeviceVisible|DeviceLocal") usage("Transfer|Dispatch") : !hal.buffer{%c256}
    %c0_7 = arith.constant 0 : index
    %device_8 = hal.ex.shared_device : !hal.device
    %cmd_9 = hal.command_buffer.create device(%device_8 : !hal.device) mode("OneShot|AllowInlineExecution") categories(Transfer) : !hal.command_buffer
    hal.command_buffer.begin<%cmd_9 : !hal.command_buffer>
    hal.command_buffer.copy_buffer<%cmd_9 : !hal.command_buffer> source(%arg0 : !hal.buffer)[%c0] target(%buffer_6 : !hal.buffer)[%c0] length(%c256)
    hal.command_buffer.end<%cmd_9 : !hal.command_buffer>
    hal.ex.submit_and_wait %device_8, %cmd_9
    %c0_10 = arith.constant 0 : index
    %c0_11 = arith.constant 0 : index
    return %arg0 : !hal.buffer
  }
}


// FILL: EXEC @fill_copy
// FILL-NEXT: result[0]: stream.resource<external>
// FILL-NEXT: 32 bytes: ab ab ab ab 34 12 34 12 ef be ad de ef be ad de ab ab ab ab 34 12 34 12 ef be ad de ef be ad de
// FILL-NEXT: {{^}}match{{$}}
// FILL: barriers-executed: 1
// FILL: commands-recorded: 5

// PATTERN: 32 bytes: ab ab ab ab 34 12 34 12
// PATTERN-NEXT: mismatch: @fill_copy result[0] byte 4: reference 0x34, lowered 0x35 (4 of 32 bytes differ)

// BARRIER: {{^}}match{{$}}
// BARRIER-NEXT: race: write by hal.command_buffer.fill_buffer at {{.*}}.barrier.mlir:48:5 and read by hal.command_buffer.copy_buffer at {{.*}}.barrier.mlir:51:5 on --input=buffer:32 bytes [0, 4)
// BARRIER-NEXT: race: write by hal.command_buffer.fill_buffer at {{.*}}.barrier.mlir:49:5 and read by hal.command_buffer.copy_buffer at {{.*}}.barrier.mlir:51:5 on --input=buffer:32 bytes [4, 8)
// BARRIER-NEXT: race: write by hal.command_buffer.fill_buffer at {{.*}}.barrier.mlir:50:5 and read by hal.command_buffer.copy_buffer at {{.*}}.barrier.mlir:51:5 on --input=buffer:32 bytes [8, 16)
// BARRIER-NEXT: makespan-us:

// DISPATCH: 48 bytes: 19 2e 03 3d 38 0c 3b 2f 3e 17 35 0c 17 09 36 23 43 a8 0a 95 7c 73 f1 7f 52 37 a4 58 20 8a 97 1f a2 45 8a fa 54 b1 c8 5f 0d a8 2a c5 5d 7d 56 21
// DISPATCH-NEXT: {{^}}match{{$}}

// CONSTANTS: mismatch: @dispatch result[0] byte 16:

// READ: mismatch: @dispatch result[0] byte 16:

// UNBOUND: .unbound.mlir:82:7: error: binding 2 of set 0 of @kernels::@mix was not pushed since the previous dispatch
// UNBOUND: error: the HAL run failed
