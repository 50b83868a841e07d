// The ops of reusable command buffers (docs/design/reusable.md#ops): the
// optional bindings(...) capacity of hal.command_buffer.create, `index`
// binding-table slots in fill/copy/push_descriptor_set, hal.device.memoize
// (its hal.return printed when it has operands, the arrow only with results)
// and hal.device.queue.execute.indirect (one table entry per line). Each
// prints back exactly, also through the generic form.
// RUN: %stream-hal-opt %s | FileCheck %s --strict-whitespace
// RUN: %stream-hal-opt %s | %stream-hal-opt | FileCheck %s --strict-whitespace
// RUN: %stream-hal-opt %s --mlir-print-op-generic | %stream-hal-opt | FileCheck %s --strict-whitespace
// RUN: %stream-hal-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL:  func.func @slots(
// CHECK-SAME:%[[DEVICE:[a-z0-9]+]]: !hal.device, %[[LAYOUT:[a-z0-9]+]]: !hal.executable_layout, %[[BUFFER:[a-z0-9]+]]: !hal.buffer, %[[N:[a-z0-9]+]]: index)
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    %c64 = arith.constant 64 : index
// CHECK-NEXT:    %c-1 = arith.constant -1 : index
// CHECK-NEXT:    %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:    %cmd = hal.command_buffer.create device(%[[DEVICE]] : !hal.device) mode("None") categories("Transfer|Dispatch") bindings(%c2) : !hal.command_buffer
// CHECK-NEXT:    %cmd_0 = hal.command_buffer.create device(%[[DEVICE]] : !hal.device) mode("None") categories(Transfer) bindings(%[[N]]) : !hal.command_buffer
// CHECK-NEXT:    %cmd_1 = hal.command_buffer.create device(%[[DEVICE]] : !hal.device) mode(OneShot) categories(Transfer) : !hal.command_buffer
// CHECK-NEXT:    hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%c0 : index)[%c0, %c-1] pattern(%c7_i32 : i32){{$}}
// CHECK-NEXT:    hal.command_buffer.copy_buffer<%cmd : !hal.command_buffer> source(%c1 : index)[%c0] target(%[[BUFFER]] : !hal.buffer)[%c64] length(%c64){{$}}
// CHECK-NEXT:    hal.command_buffer.push_descriptor_set<%cmd : !hal.command_buffer> layout(%[[LAYOUT]] : !hal.executable_layout)[%c0] bindings([{{$}}
// CHECK-NEXT:      %c0 = (%[[BUFFER]] : !hal.buffer)[%c0, %c64], {{$}}
// CHECK-NEXT:      %c1 = (%c0 : index)[%c0, %c64], {{$}}
// CHECK-NEXT:      %c2 = (%c1 : index)[%c0, %c-1]{{$}}
// CHECK-NEXT:    ]){{$}}
// A slot beyond an unknown capacity, and a capacity of 0 declared explicitly,
// are not checked.
// CHECK-NEXT:    hal.command_buffer.fill_buffer<%cmd_0 : !hal.command_buffer> target(%c64 : index)[%c0, %c64] pattern(%c7_i32 : i32){{$}}
// CHECK-NEXT:    hal.command_buffer.fill_buffer<%cmd_1 : !hal.command_buffer> target(%[[BUFFER]] : !hal.buffer)[%c0, %c64] pattern(%c7_i32 : i32){{$}}
// CHECK-NEXT:    return
// GENERIC-LABEL: "func.func"() <{function_type = (!hal.device, !hal.executable_layout, !hal.buffer, index) -> ()
// GENERIC: "hal.command_buffer.create"(%{{[^,)]+}}, %{{[^,)]+}}) <{command_categories = 3 : i32, modes = 0 : i32}> : (!hal.device, index) -> !hal.command_buffer
// GENERIC: "hal.command_buffer.create"(%{{[^,)]+}}, %{{[^,)]+}}) <{command_categories = 1 : i32, modes = 0 : i32}> : (!hal.device, index) -> !hal.command_buffer
// GENERIC: "hal.command_buffer.create"(%{{[^,)]+}}) <{command_categories = 1 : i32, modes = 1 : i32}> : (!hal.device) -> !hal.command_buffer
// GENERIC: "hal.command_buffer.fill_buffer"({{.*}}) : (!hal.command_buffer, index, index, index, i32) -> ()
// GENERIC: "hal.command_buffer.copy_buffer"({{.*}}) : (!hal.command_buffer, index, index, !hal.buffer, index, index) -> ()
// GENERIC: "hal.command_buffer.push_descriptor_set"({{.*}}) : (!hal.command_buffer, !hal.executable_layout, index, index, index, index, !hal.buffer, index, index, index, index, index, index, index, index) -> ()
func.func @slots(%device: !hal.device, %layout: !hal.executable_layout, %buffer: !hal.buffer, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 64 : index
  %c-1 = arith.constant -1 : index
  %c7_i32 = arith.constant 7 : i32
  %cmd = hal.command_buffer.create device(%device : !hal.device) mode(None) categories("Transfer|Dispatch") bindings(%c2) : !hal.command_buffer
  %cmd2 = hal.command_buffer.create device(%device : !hal.device) mode("None") categories(Transfer) bindings(%n) : !hal.command_buffer
  %cmd3 = hal.command_buffer.create device(%device : !hal.device) mode(OneShot) categories(Transfer) : !hal.command_buffer
  hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%c0 : index)[%c0, %c-1] pattern(%c7_i32 : i32)
  hal.command_buffer.copy_buffer<%cmd : !hal.command_buffer> source(%c1 : index)[%c0] target(%buffer : !hal.buffer)[%c64] length(%c64)
  hal.command_buffer.push_descriptor_set<%cmd : !hal.command_buffer> layout(%layout : !hal.executable_layout)[%c0] bindings([
    %c0 = (%buffer : !hal.buffer)[%c0, %c64],
    %c1 = (%c0 : index)[%c0, %c64],
    %c2 = (%c1 : index)[%c0, %c-1]
  ])
  hal.command_buffer.fill_buffer<%cmd2 : !hal.command_buffer> target(%c64 : index)[%c0, %c64] pattern(%c7_i32 : i32)
  hal.command_buffer.fill_buffer<%cmd3 : !hal.command_buffer> target(%buffer : !hal.buffer)[%c0, %c64] pattern(%c7_i32 : i32)
  return
}

// CHECK-LABEL:  func.func @memoize_and_execute(
// CHECK-SAME:%[[DEVICE:[a-z0-9]+]]: !hal.device, %[[WAIT:[a-z0-9]+]]: !hal.fence, %[[SIGNAL:[a-z0-9]+]]: !hal.fence, %[[A:[a-z0-9]+]]: !hal.buffer, %[[B:[a-z0-9]+]]: !hal.buffer, %[[N:[a-z0-9]+]]: index)
// CHECK-NEXT:    %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT:    %0 = hal.device.memoize<%[[DEVICE]] : !hal.device> affinity(%c-1_i64) -> !hal.command_buffer {{{$}}
// CHECK-NEXT:      %c2 = arith.constant 2 : index
// CHECK-NEXT:      %cmd = hal.command_buffer.create device(%[[DEVICE]] : !hal.device) mode("None") categories(Transfer) bindings(%c2) : !hal.command_buffer
// CHECK-NEXT:      hal.return %cmd : !hal.command_buffer
// CHECK-NEXT:    }
// CHECK-NEXT:    hal.device.memoize<%[[DEVICE]] : !hal.device> affinity(%c-1_i64) {{{$}}
// CHECK-NEXT:    }
// CHECK-NEXT:    %1:2 = hal.device.memoize<%[[DEVICE]] : !hal.device> affinity(%c-1_i64) -> index, i32 {{{$}}
// CHECK-NEXT:      %c1 = arith.constant 1 : index
// CHECK-NEXT:      %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:      hal.return %c1, %c1_i32 : index, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c64 = arith.constant 64 : index
// CHECK-NEXT:    hal.device.queue.execute.indirect<%[[DEVICE]] : !hal.device> affinity(%c-1_i64) wait(%[[WAIT]]) signal(%[[SIGNAL]]) commands(%0) bindings([{{$}}
// CHECK-NEXT:      (%[[A]] : !hal.buffer)[%c64, %c64], {{$}}
// CHECK-NEXT:      (%[[B]] : !hal.buffer)[%c0, %[[N]]]{{$}}
// CHECK-NEXT:    ]){{$}}
// CHECK-NEXT:    return
// GENERIC-LABEL: "func.func"() <{function_type = (!hal.device, !hal.fence, !hal.fence, !hal.buffer, !hal.buffer, index) -> ()
// GENERIC: "hal.device.memoize"(%{{[^,)]+}}, %{{[^,)]+}}) ({
// GENERIC: "hal.return"(%{{[^,)]+}}) : (!hal.command_buffer) -> ()
// GENERIC-NEXT: }) : (!hal.device, i64) -> !hal.command_buffer
// GENERIC: "hal.device.queue.execute.indirect"({{.*}}) : (!hal.device, i64, !hal.fence, !hal.fence, !hal.command_buffer, !hal.buffer, !hal.buffer, index, index, index, index) -> ()
func.func @memoize_and_execute(%device: !hal.device, %wait: !hal.fence, %signal: !hal.fence, %a: !hal.buffer, %b: !hal.buffer, %n: index) {
  %affinity = arith.constant -1 : i64
  %memoized = hal.device.memoize<%device : !hal.device> affinity(%affinity) -> !hal.command_buffer {
    %c2 = arith.constant 2 : index
    %cmd = hal.command_buffer.create device(%device : !hal.device) mode(None) categories(Transfer) bindings(%c2) : !hal.command_buffer
    hal.return %cmd : !hal.command_buffer
  }
  hal.device.memoize<%device : !hal.device> affinity(%affinity) {
  }
  %pair:2 = hal.device.memoize<%device : !hal.device> affinity(%affinity) -> index, i32 {
    %c1 = arith.constant 1 : index
    %c1_i32 = arith.constant 1 : i32
    hal.return %c1, %c1_i32 : index, i32
  }
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  hal.device.queue.execute.indirect<%device : !hal.device> affinity(%affinity) wait(%wait) signal(%signal) commands(%memoized) bindings([
    (%a : !hal.buffer)[%c64, %c64],
    (%b : !hal.buffer)[%c0, %n]
  ])
  return
}
