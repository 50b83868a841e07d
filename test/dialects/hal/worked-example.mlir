// The worked example of docs/design/hal-dialect.md#worked-example parses and
// prints back line for line (the alias definition of the layout may show its
// nested set layouts and bindings stripped, README.md); printed text and
// generic form parse again.
// RUN: %stream-hal-opt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %stream-hal-opt %s | %stream-hal-opt | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %stream-hal-opt %s --mlir-print-op-generic | %stream-hal-opt | FileCheck %s --strict-whitespace --match-full-lines

// CHECK:#executable_layout = #hal.executable.layout<push_constants = 1, sets = [{{(#hal.descriptor_set.layout)?}}<0, bindings = [{{(#hal.descriptor_set.binding)?}}<0, storage_buffer>, {{(#hal.descriptor_set.binding)?}}<1, storage_buffer>]>]>
// CHECK-NEXT:#executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb">
// CHECK-NEXT:#device_target_vmvx = #hal.device.target<"vmvx", {executable_targets = [#executable_target_vmvx_bytecode_fb]}>
// CHECK-NEXT:module attributes {hal.device.targets = [#device_target_vmvx]} {
// CHECK-NEXT:  hal.executable private @ex {
// CHECK-NEXT:    hal.executable.variant public @vmvx_bytecode_fb, target = #executable_target_vmvx_bytecode_fb {
// CHECK-NEXT:      hal.executable.entry_point public @scale ordinal(0) layout(#executable_layout) {workgroup_size = [64 : index, 1 : index, 1 : index]} {
// CHECK-NEXT:      ^bb0(%arg0: index, %arg1: index, %arg2: index):{{( // no predecessors)?}}
// CHECK-NEXT:        %c1 = arith.constant 1 : index
// CHECK-NEXT:        %c63 = arith.constant 63 : index
// CHECK-NEXT:        %c64 = arith.constant 64 : index
// CHECK-NEXT:        %0 = arith.addi %arg0, %c63 : index
// CHECK-NEXT:        %1 = arith.divui %0, %c64 : index
// CHECK-NEXT:        hal.return %1, %c1, %c1 : index, index, index
// CHECK-NEXT:      }
// CHECK-NEXT:      builtin.module {
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @run(%arg0: !hal.buffer_view, %arg1: i32) -> !hal.buffer_view {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c1024 = arith.constant 1024 : index
// CHECK-NEXT:    %c4096 = arith.constant 4096 : index
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c553648160_i32 = arith.constant 553648160 : i32
// CHECK-NEXT:    %buffer = hal.buffer_view.buffer<%arg0 : !hal.buffer_view> : !hal.buffer
// CHECK-NEXT:    %device = hal.ex.shared_device : !hal.device
// CHECK-NEXT:    %allocator = hal.device.allocator<%device : !hal.device> : !hal.allocator
// CHECK-NEXT:    hal.buffer.assert<%buffer : !hal.buffer> message("tensor") allocator(%allocator : !hal.allocator) minimum_length(%c4096) type(DeviceVisible) usage("Transfer|Dispatch")
// CHECK-NEXT:    %buffer_0 = hal.allocator.allocate<%allocator : !hal.allocator> type("HostVisible|DeviceVisible|DeviceLocal") usage("Transfer|Mapping|Dispatch") : !hal.buffer{%c4096}
// CHECK-NEXT:    %cmd = hal.command_buffer.create device(%device : !hal.device) mode("OneShot|AllowInlineExecution") categories("Transfer|Dispatch") : !hal.command_buffer
// CHECK-NEXT:    hal.command_buffer.begin<%cmd : !hal.command_buffer>
// CHECK-NEXT:    %0 = hal.command_buffer.device<%cmd : !hal.command_buffer> : !hal.device
// CHECK-NEXT:    hal.device.switch<%0 : !hal.device>
// CHECK-NEXT:    #hal.device.match.executable.format<"vmvx-bytecode-fb"> {
// CHECK-NEXT:      %executable_layout = hal.executable_layout.lookup device(%0 : !hal.device) layout(#executable_layout) : !hal.executable_layout
// CHECK-NEXT:      hal.command_buffer.push_constants<%cmd : !hal.command_buffer> layout(%executable_layout : !hal.executable_layout) offset(0) values([%arg1]) : i32
// CHECK-NEXT:      hal.command_buffer.push_descriptor_set<%cmd : !hal.command_buffer> layout(%executable_layout : !hal.executable_layout)[%c0] bindings([
// CHECK-NEXT:        %c0 = (%buffer : !hal.buffer)[%c0, %c4096],{{ $}}
// CHECK-NEXT:        %c1 = (%buffer_0 : !hal.buffer)[%c0, %c4096]
// CHECK-NEXT:      ])
// CHECK-NEXT:      %c63 = arith.constant 63 : index
// CHECK-NEXT:      %c64 = arith.constant 64 : index
// CHECK-NEXT:      %1 = arith.addi %c1024, %c63 : index
// CHECK-NEXT:      %2 = arith.divui %1, %c64 : index
// CHECK-NEXT:      hal.command_buffer.dispatch.symbol<%cmd : !hal.command_buffer> target(@ex::@vmvx_bytecode_fb::@scale) workgroups([%2, %c1, %c1])
// CHECK-NEXT:      hal.return
// CHECK-NEXT:    }
// CHECK-NEXT:    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
// CHECK-NEXT:    hal.command_buffer.end<%cmd : !hal.command_buffer>
// CHECK-NEXT:    hal.ex.submit_and_wait %device, %cmd
// CHECK-NEXT:    %view = hal.buffer_view.create buffer(%buffer_0 : !hal.buffer) shape([%c1024]) type(%c553648160_i32) encoding(%c1_i32) : !hal.buffer_view
// CHECK-NEXT:    return %view : !hal.buffer_view
// CHECK-NEXT:  }
// CHECK-NEXT:}

#executable_layout = #hal.executable.layout<push_constants = 1, sets = [#hal.descriptor_set.layout<0, bindings = [#hal.descriptor_set.binding<0, storage_buffer>, #hal.descriptor_set.binding<1, storage_buffer>]>]>
#executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb">
#device_target_vmvx = #hal.device.target<"vmvx", {executable_targets = [#executable_target_vmvx_bytecode_fb]}>
module attributes {hal.device.targets = [#device_target_vmvx]} {
  hal.executable private @ex {
    hal.executable.variant public @vmvx_bytecode_fb, target = #executable_target_vmvx_bytecode_fb {
      hal.executable.entry_point public @scale ordinal(0) layout(#executable_layout) {workgroup_size = [64 : index, 1 : index, 1 : index]} {
      ^bb0(%arg0: index, %arg1: index, %arg2: index):
        %c1 = arith.constant 1 : index
        %c63 = arith.constant 63 : index
        %c64 = arith.constant 64 : index
        %0 = arith.addi %arg0, %c63 : index
        %1 = arith.divui %0, %c64 : index
        hal.return %1, %c1, %c1 : index, index, index
      }
      builtin.module {
      }
    }
  }
  func.func @run(%arg0: !hal.buffer_view, %arg1: i32) -> !hal.buffer_view {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %c4096 = arith.constant 4096 : index
    %c1_i32 = arith.constant 1 : i32
    %c553648160_i32 = arith.constant 553648160 : i32
    %buffer = hal.buffer_view.buffer<%arg0 : !hal.buffer_view> : !hal.buffer
    %device = hal.ex.shared_device : !hal.device
    %allocator = hal.device.allocator<%device : !hal.device> : !hal.allocator
    hal.buffer.assert<%buffer : !hal.buffer> message("tensor") allocator(%allocator : !hal.allocator) minimum_length(%c4096) type(DeviceVisible) usage("Transfer|Dispatch")
    %buffer_0 = hal.allocator.allocate<%allocator : !hal.allocator> type("HostVisible|DeviceVisible|DeviceLocal") usage("Transfer|Mapping|Dispatch") : !hal.buffer{%c4096}
    %cmd = hal.command_buffer.create device(%device : !hal.device) mode("OneShot|AllowInlineExecution") categories("Transfer|Dispatch") : !hal.command_buffer
    hal.command_buffer.begin<%cmd : !hal.command_buffer>
    %0 = hal.command_buffer.device<%cmd : !hal.command_buffer> : !hal.device
    hal.device.switch<%0 : !hal.device>
    #hal.device.match.executable.format<"vmvx-bytecode-fb"> {
      %executable_layout = hal.executable_layout.lookup device(%0 : !hal.device) layout(#executable_layout) : !hal.executable_layout
      hal.command_buffer.push_constants<%cmd : !hal.command_buffer> layout(%executable_layout : !hal.executable_layout) offset(0) values([%arg1]) : i32
      hal.command_buffer.push_descriptor_set<%cmd : !hal.command_buffer> layout(%executable_layout : !hal.executable_layout)[%c0] bindings([
        %c0 = (%buffer : !hal.buffer)[%c0, %c4096], 
        %c1 = (%buffer_0 : !hal.buffer)[%c0, %c4096]
      ])
      %c63 = arith.constant 63 : index
      %c64 = arith.constant 64 : index
      %1 = arith.addi %c1024, %c63 : index
      %2 = arith.divui %1, %c64 : index
      hal.command_buffer.dispatch.symbol<%cmd : !hal.command_buffer> target(@ex::@vmvx_bytecode_fb::@scale) workgroups([%2, %c1, %c1])
      hal.return
    }
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.end<%cmd : !hal.command_buffer>
    hal.ex.submit_and_wait %device, %cmd
    %view = hal.buffer_view.create buffer(%buffer_0 : !hal.buffer) shape([%c1024]) type(%c553648160_i32) encoding(%c1_i32) : !hal.buffer_view
    return %view : !hal.buffer_view
  }
}
