// hal.command_buffer.* (docs/design/hal-dialect.md#command-buffer-ops):
// IREE's examples print back exactly, including the multi-line binding list of
// push_descriptor_set (one entry per line, `, ` with its trailing space, `])`
// back at the op's indentation).
// RUN: %stream-hal-opt %s | FileCheck %s --strict-whitespace
// RUN: %stream-hal-opt %s | %stream-hal-opt | FileCheck %s --strict-whitespace
// RUN: %stream-hal-opt %s --mlir-print-op-generic | %stream-hal-opt | FileCheck %s --strict-whitespace
// RUN: %stream-hal-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL:  func.func @command_buffer(
// CHECK-SAME:%[[DEVICE:[a-z0-9]+]]: !hal.device, %[[LAYOUT:[a-z0-9]+]]: !hal.executable_layout, %[[BUFFER:[a-z0-9]+]]: !hal.buffer, %[[BUFFER2:[a-z0-9]+]]: !hal.buffer, %[[ARG:[a-z0-9]+]]: i32
// CHECK-NEXT:    %[[C0:[a-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:[a-z0-9_]+]] = arith.constant 1 : index
// CHECK-NEXT:    %[[C64:[a-z0-9_]+]] = arith.constant 64 : index
// CHECK-NEXT:    %[[C128:[a-z0-9_]+]] = arith.constant 128 : index
// CHECK-NEXT:    %[[C256:[a-z0-9_]+]] = arith.constant 256 : index
// CHECK-NEXT:    %[[C1024:[a-z0-9_]+]] = arith.constant 1024 : index
// CHECK-NEXT:    %[[C4096:[a-z0-9_]+]] = arith.constant 4096 : index
// CHECK-NEXT:    %[[C0_I32:[a-z0-9_]+]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[C7_I32:[a-z0-9_]+]] = arith.constant 7 : i32
// CHECK-NEXT:    %[[C0_I8:[a-z0-9_]+]] = arith.constant 0 : i8
// CHECK-NEXT:    %cmd = hal.command_buffer.create device(%[[DEVICE]] : !hal.device) mode("OneShot|AllowInlineExecution") categories("Transfer|Dispatch") : !hal.command_buffer
// CHECK-NEXT:    %cmd_0 = hal.command_buffer.create device(%[[DEVICE]] : !hal.device) mode(OneShot) categories(Dispatch) : !hal.command_buffer
// CHECK-NEXT:    hal.command_buffer.begin<%cmd : !hal.command_buffer>{{$}}
// CHECK-NEXT:    %[[CMD_DEVICE:.+]] = hal.command_buffer.device<%cmd : !hal.command_buffer> : !hal.device
// CHECK-NEXT:    hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%[[BUFFER]] : !hal.buffer)[%[[C0]], %[[C256]]] pattern(%[[C0_I32]] : i32){{$}}
// CHECK-NEXT:    hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%[[BUFFER]] : !hal.buffer)[%[[C0]], %[[C256]]] pattern(%[[C0_I8]] : i8){{$}}
// CHECK-NEXT:    hal.command_buffer.copy_buffer<%cmd : !hal.command_buffer> source(%[[BUFFER]] : !hal.buffer)[%[[C0]]] target(%[[BUFFER2]] : !hal.buffer)[%[[C128]]] length(%[[C64]]){{$}}
// CHECK-NEXT:    hal.command_buffer.push_constants<%cmd : !hal.command_buffer> layout(%[[LAYOUT]] : !hal.executable_layout) offset(0) values([%[[C7_I32]], %[[ARG]]]) : i32, i32{{$}}
// CHECK-NEXT:    hal.command_buffer.push_constants<%cmd : !hal.command_buffer> layout(%[[LAYOUT]] : !hal.executable_layout) offset(3) values([%[[ARG]]]) : i32{{$}}
// CHECK-NEXT:    hal.command_buffer.push_descriptor_set<%cmd : !hal.command_buffer> layout(%[[LAYOUT]] : !hal.executable_layout)[%[[C0]]] bindings([{{$}}
// CHECK-NEXT:      %[[C0]] = (%[[BUFFER]] : !hal.buffer)[%[[C0]], %[[C4096]]], {{$}}
// CHECK-NEXT:      %[[C1]] = (%[[BUFFER2]] : !hal.buffer)[%[[C256]], %[[C1024]]]{{$}}
// CHECK-NEXT:    ]){{$}}
// CHECK-NEXT:    hal.command_buffer.push_descriptor_set<%cmd : !hal.command_buffer> layout(%[[LAYOUT]] : !hal.executable_layout)[%[[C1]]] bindings([{{$}}
// CHECK-NEXT:      %[[C0]] = (%[[BUFFER2]] : !hal.buffer)[%[[C0]], %[[C64]]]{{$}}
// CHECK-NEXT:    ]){{$}}
// CHECK-NEXT:    hal.command_buffer.dispatch.symbol<%cmd : !hal.command_buffer> target(@ex::@embedded_elf_x86_64::@main_dispatch) workgroups([%[[C64]], %[[C1]], %[[C1]]]){{$}}
// CHECK-NEXT:    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None"){{$}}
// CHECK-NEXT:    hal.command_buffer.end<%cmd : !hal.command_buffer>{{$}}
// GENERIC: "hal.command_buffer.create"(%{{.+}}) <{command_categories = 3 : i32, modes = 17 : i32}> : (!hal.device) -> !hal.command_buffer
// GENERIC: "hal.command_buffer.create"(%{{.+}}) <{command_categories = 2 : i32, modes = 1 : i32}> : (!hal.device) -> !hal.command_buffer
// GENERIC: "hal.command_buffer.begin"(%{{.+}}) : (!hal.command_buffer) -> ()
// GENERIC: "hal.command_buffer.device"(%{{.+}}) : (!hal.command_buffer) -> !hal.device
// GENERIC: "hal.command_buffer.fill_buffer"(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}) : (!hal.command_buffer, !hal.buffer, index, index, i32) -> ()
// GENERIC: "hal.command_buffer.fill_buffer"(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}) : (!hal.command_buffer, !hal.buffer, index, index, i8) -> ()
// GENERIC: "hal.command_buffer.copy_buffer"(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}) : (!hal.command_buffer, !hal.buffer, index, !hal.buffer, index, index) -> ()
// GENERIC: "hal.command_buffer.push_constants"(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}) <{offset = 0 : index}> : (!hal.command_buffer, !hal.executable_layout, i32, i32) -> ()
// GENERIC: "hal.command_buffer.push_constants"(%{{.+}}, %{{.+}}, %{{.+}}) <{offset = 3 : index}> : (!hal.command_buffer, !hal.executable_layout, i32) -> ()
// GENERIC: "hal.command_buffer.push_descriptor_set"(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}) : (!hal.command_buffer, !hal.executable_layout, index, index, index, !hal.buffer, !hal.buffer, index, index, index, index) -> ()
// GENERIC: "hal.command_buffer.push_descriptor_set"(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}) : (!hal.command_buffer, !hal.executable_layout, index, index, !hal.buffer, index, index) -> ()
// GENERIC: "hal.command_buffer.dispatch.symbol"(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}) <{entry_point = @ex::@embedded_elf_x86_64::@main_dispatch}> : (!hal.command_buffer, index, index, index) -> ()
// GENERIC: "hal.command_buffer.execution_barrier"(%{{.+}}) <{flags = 0 : i32, source_stage_mask = 28 : i32, target_stage_mask = 13 : i32}> : (!hal.command_buffer) -> ()
// GENERIC: "hal.command_buffer.end"(%{{.+}}) : (!hal.command_buffer) -> ()
func.func @command_buffer(%device: !hal.device, %executable_layout: !hal.executable_layout, %buffer: !hal.buffer, %buffer_0: !hal.buffer, %arg1: i32) -> (!hal.command_buffer, !hal.device) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c256 = arith.constant 256 : index
  %c1024 = arith.constant 1024 : index
  %c4096 = arith.constant 4096 : index
  %c0_i32 = arith.constant 0 : i32
  %c7_i32 = arith.constant 7 : i32
  %c0_i8 = arith.constant 0 : i8
  %cmd = hal.command_buffer.create device(%device : !hal.device) mode("OneShot|AllowInlineExecution") categories("Transfer|Dispatch") : !hal.command_buffer
  %cmd_0 = hal.command_buffer.create device(%device : !hal.device) mode(OneShot) categories(Dispatch) : !hal.command_buffer
  hal.command_buffer.begin<%cmd : !hal.command_buffer>
  %0 = hal.command_buffer.device<%cmd : !hal.command_buffer> : !hal.device
  hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%buffer : !hal.buffer)[%c0, %c256] pattern(%c0_i32 : i32)
  hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%buffer : !hal.buffer)[%c0, %c256] pattern(%c0_i8 : i8)
  hal.command_buffer.copy_buffer<%cmd : !hal.command_buffer> source(%buffer : !hal.buffer)[%c0] target(%buffer_0 : !hal.buffer)[%c128] length(%c64)
  hal.command_buffer.push_constants<%cmd : !hal.command_buffer> layout(%executable_layout : !hal.executable_layout) offset(0) values([%c7_i32, %arg1]) : i32, i32
  hal.command_buffer.push_constants<%cmd : !hal.command_buffer> layout(%executable_layout : !hal.executable_layout) offset(3) values([%arg1]) : i32
  hal.command_buffer.push_descriptor_set<%cmd : !hal.command_buffer> layout(%executable_layout : !hal.executable_layout)[%c0] bindings([
    %c0 = (%buffer : !hal.buffer)[%c0, %c4096], 
    %c1 = (%buffer_0 : !hal.buffer)[%c256, %c1024]
  ])
  // Whitespace is free when parsing.
  hal.command_buffer.push_descriptor_set<%cmd : !hal.command_buffer> layout(%executable_layout : !hal.executable_layout)[%c1] bindings([%c0=(%buffer_0:!hal.buffer)[%c0,%c64]])
  hal.command_buffer.dispatch.symbol<%cmd : !hal.command_buffer> target(@ex::@embedded_elf_x86_64::@main_dispatch) workgroups([%c64, %c1, %c1])
  hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
  hal.command_buffer.end<%cmd : !hal.command_buffer>
  return %cmd_0, %0 : !hal.command_buffer, !hal.device
}

// The binding list follows the op's own indentation inside nested regions.
// CHECK-LABEL:  func.func @nested(
// CHECK:          hal.command_buffer.push_descriptor_set<%{{.+}} : !hal.command_buffer> layout(%{{.+}} : !hal.executable_layout)[%{{.+}}] bindings([{{$}}
// CHECK-NEXT:        %{{.+}} = (%{{.+}} : !hal.buffer)[%{{.+}}, %{{.+}}], {{$}}
// CHECK-NEXT:        %{{.+}} = (%{{.+}} : !hal.buffer)[%{{.+}}, %{{.+}}], {{$}}
// CHECK-NEXT:        %{{.+}} = (%{{.+}} : !hal.buffer)[%{{.+}}, %{{.+}}]{{$}}
// CHECK-NEXT:      ]){{$}}
// CHECK-NEXT:      hal.return
func.func @nested(%device: !hal.device, %cmd: !hal.command_buffer, %layout: !hal.executable_layout, %buffer: !hal.buffer, %c0: index) {
  hal.device.switch<%device : !hal.device>
  #hal.match.always {
    hal.command_buffer.push_descriptor_set<%cmd : !hal.command_buffer> layout(%layout : !hal.executable_layout)[%c0] bindings([
      %c0 = (%buffer : !hal.buffer)[%c0, %c0],
      %c0 = (%buffer : !hal.buffer)[%c0, %c0],
      %c0 = (%buffer : !hal.buffer)[%c0, %c0]
    ])
    hal.return
  }
  return
}
