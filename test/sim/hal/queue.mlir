// Queue-ordered allocation on the simulated device: the lowering of
// Inputs/programs.mlir that convert-stream-to-hal{execution-model=async}
// gives (this file). @reuse frees its first transient buffer before
// allocating the second: peak device memory counts one of them.
// RUN: %tool-stream-hal-sim %S/Inputs/programs.mlir --function=reuse --input=buffer:256 --schedules=4 --print-max-element-count=0 --lowered=%s | FileCheck %s
// Without the first dealloca both buffers are live at once:
// RUN: sed -e '/^ .*signal(%fence_4) buffer/d' -e 's/^\( .*\)wait(%fence_4) signal(%fence_7)/\1wait(%fence_1) signal(%fence_7)/' %s > %t.overlap.mlir
// RUN: %tool-stream-hal-sim %S/Inputs/programs.mlir --function=reuse --input=buffer:256 --print-max-element-count=0 --lowered=%t.overlap.mlir | FileCheck %s --check-prefix=OVERLAP

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
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c4, %c4] pattern(%c4660_i16 : i16)
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c8, %c8] pattern(%c-559038737_i32 : i32)
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.copy_buffer<%cmd : !hal.command_buffer> source(%arg0 : !hal.buffer)[%c0] target(%arg0 : !hal.buffer)[%c16] length(%c16)
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.end<%cmd : !hal.command_buffer>
    %0 = util.null : !hal.fence
    %fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
    %c-1_i64 = arith.constant -1 : i64
    hal.device.queue.execute<%device : !hal.device> affinity(%c-1_i64) wait(%0) signal(%fence) commands([%cmd])
    %c-1_i32 = arith.constant -1 : i32
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) : i32
    util.status.check_ok %status, "failed to wait on timepoint"
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
      %c0_0 = arith.constant 0 : index
      %c1_1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c0_2 = arith.constant 0 : index
      hal.command_buffer.push_descriptor_set<%cmd : !hal.command_buffer> layout(%executable_layout : !hal.executable_layout)[%c0_2] bindings([
        %c0_0 = (%arg0 : !hal.buffer)[%c0, %c16], 
        %c1_1 = (%arg0 : !hal.buffer)[%c16, %c16], 
        %c2 = (%arg0 : !hal.buffer)[%c32, %c16]
      ])
      hal.command_buffer.dispatch.symbol<%cmd : !hal.command_buffer> target(@kernels::@cpu::@mix) workgroups([%c8, %c1, %c1])
      hal.return
    }
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.end<%cmd : !hal.command_buffer>
    %1 = util.null : !hal.fence
    %fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
    %c-1_i64 = arith.constant -1 : i64
    hal.device.queue.execute<%device : !hal.device> affinity(%c-1_i64) wait(%1) signal(%fence) commands([%cmd])
    %c-1_i32 = arith.constant -1 : i32
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) : i32
    util.status.check_ok %status, "failed to wait on timepoint"
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
    %0 = util.null : !hal.fence
    %fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
    %c-1_i64 = arith.constant -1 : i64
    %c0_i64 = arith.constant 0 : i64
    %transient_buffer = hal.device.queue.alloca<%device : !hal.device> affinity(%c-1_i64) wait(%0) signal(%fence) pool(%c0_i64) type("Transient|DeviceVisible|DeviceLocal") usage("Transfer|Dispatch") : !hal.buffer{%c256}
    %device_0 = hal.ex.shared_device : !hal.device
    %cmd = hal.command_buffer.create device(%device_0 : !hal.device) mode(OneShot) categories(Transfer) : !hal.command_buffer
    hal.command_buffer.begin<%cmd : !hal.command_buffer>
    hal.command_buffer.copy_buffer<%cmd : !hal.command_buffer> source(%arg0 : !hal.buffer)[%c0] target(%transient_buffer : !hal.buffer)[%c0] length(%c256)
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.end<%cmd : !hal.command_buffer>
    %fence_1 = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %c-1_i64_2 = arith.constant -1 : i64
    hal.device.queue.execute<%device_0 : !hal.device> affinity(%c-1_i64_2) wait(%fence) signal(%fence_1) commands([%cmd])
    %device_3 = hal.ex.shared_device : !hal.device
    %fence_4 = hal.fence.create device(%device_3 : !hal.device) flags("None") : !hal.fence
    %c-1_i64_5 = arith.constant -1 : i64
    hal.device.queue.dealloca<%device_3 : !hal.device> affinity(%c-1_i64_5) wait(%fence_1) signal(%fence_4) buffer(%transient_buffer : !hal.buffer)
    %device_6 = hal.ex.shared_device : !hal.device
    %fence_7 = hal.fence.create device(%device_6 : !hal.device) flags("None") : !hal.fence
    %c-1_i64_8 = arith.constant -1 : i64
    %c0_i64_9 = arith.constant 0 : i64
    %transient_buffer_10 = hal.device.queue.alloca<%device_6 : !hal.device> affinity(%c-1_i64_8) wait(%fence_4) signal(%fence_7) pool(%c0_i64_9) type("Transient|DeviceVisible|DeviceLocal") usage("Transfer|Dispatch") : !hal.buffer{%c256}
    %device_11 = hal.ex.shared_device : !hal.device
    %cmd_12 = hal.command_buffer.create device(%device_11 : !hal.device) mode(OneShot) categories(Transfer) : !hal.command_buffer
    hal.command_buffer.begin<%cmd_12 : !hal.command_buffer>
    hal.command_buffer.copy_buffer<%cmd_12 : !hal.command_buffer> source(%arg0 : !hal.buffer)[%c0] target(%transient_buffer_10 : !hal.buffer)[%c0] length(%c256)
    hal.command_buffer.execution_barrier<%cmd_12 : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.end<%cmd_12 : !hal.command_buffer>
    %fence_13 = hal.fence.create device(%device_11 : !hal.device) flags("None") : !hal.fence
    %c-1_i64_14 = arith.constant -1 : i64
    hal.device.queue.execute<%device_11 : !hal.device> affinity(%c-1_i64_14) wait(%fence_7) signal(%fence_13) commands([%cmd_12])
    %device_15 = hal.ex.shared_device : !hal.device
    %fence_16 = hal.fence.create device(%device_15 : !hal.device) flags("None") : !hal.fence
    %c-1_i64_17 = arith.constant -1 : i64
    hal.device.queue.dealloca<%device_15 : !hal.device> affinity(%c-1_i64_17) wait(%fence_13) signal(%fence_16) buffer(%transient_buffer_10 : !hal.buffer)
    %c-1_i32 = arith.constant -1 : i32
    %status = hal.fence.await until([%fence_16]) timeout_millis(%c-1_i32) : i32
    util.status.check_ok %status, "failed to wait on timepoint"
    return %arg0 : !hal.buffer
  }
}


// CHECK: EXEC @reuse
// CHECK-NEXT: result[0]: stream.resource<external>
// CHECK-NEXT: 256 bytes
// CHECK-NEXT: {{^}}match{{$}}
// CHECK-NEXT: makespan-us:
// CHECK: barriers-executed: 2
// CHECK-NEXT: host-waits: 1
// CHECK-NEXT: submissions: 6
// CHECK-NEXT: commands-recorded: 4
// CHECK-NEXT: peak-device-bytes: 256

// OVERLAP: {{^}}match{{$}}
// OVERLAP: peak-device-bytes: 512
