// Dispatch lowering (docs/design/dispatch.md#overview): a stream.cmd.dispatch
// is recorded inside a hal.device.switch on the command buffer's device, one
// case per variant of the hal.executable in order, each looking up its entry
// point's layout, pushing constants and descriptor sets, computing the
// workgroup count and dispatching @executable::@variant::@entry.
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal)' --split-input-file | FileCheck %s
// All new ops take the dispatch's location; ops cloned from a workgroup-count
// region keep their own.
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal)' --split-input-file --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOC
// The output parses back and verifies.
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal)' --split-input-file | %stream-hal-opt --split-input-file | FileCheck %s --check-prefix=REPARSE

// A complete program: import, allocate, dispatch, await, export (the dispatch
// becomes the switch of docs/design/dispatch.md#emitted-switch).
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
  // CHECK-LABEL: func.func @run(
  // CHECK-SAME: %[[ARG0:[^:]+]]: !hal.buffer_view, %[[ARG1:[^:]+]]: i32) -> !hal.buffer_view {
  // CHECK-NEXT: %[[C0:.+]] = arith.constant 0 : index
  // CHECK-NEXT: %[[C1:.+]] = arith.constant 1 : index
  // CHECK-NEXT: %[[C64:.+]] = arith.constant 64 : index
  // CHECK-NEXT: %[[BUFFER:.+]] = hal.buffer_view.buffer<%[[ARG0]] : !hal.buffer_view> : !hal.buffer
  // CHECK-NEXT: %[[DEVICE:.+]] = hal.ex.shared_device : !hal.device
  // CHECK-NEXT: %[[ALLOCATOR:.+]] = hal.device.allocator<%[[DEVICE]] : !hal.device> : !hal.allocator
  // CHECK-NEXT: hal.buffer.assert<%[[BUFFER]] : !hal.buffer> message("tensor") allocator(%[[ALLOCATOR]] : !hal.allocator) minimum_length(%[[C64]]) type(DeviceVisible) usage("Transfer|Dispatch")
  // CHECK-NEXT: %[[DEVICE_0:.+]] = hal.ex.shared_device : !hal.device
  // CHECK-NEXT: %[[ALLOCATOR_1:.+]] = hal.device.allocator<%[[DEVICE_0]] : !hal.device> : !hal.allocator
  // CHECK-NEXT: %[[BUFFER_2:.+]] = hal.allocator.allocate<%[[ALLOCATOR_1]] : !hal.allocator> type("HostVisible|DeviceVisible|DeviceLocal") usage("Transfer|Mapping|Dispatch") : !hal.buffer{%[[C64]]}
  // CHECK-NEXT: %[[DEVICE_3:.+]] = hal.ex.shared_device : !hal.device
  // CHECK-NEXT: %[[CMD:.+]] = hal.command_buffer.create device(%[[DEVICE_3]] : !hal.device) mode("OneShot|AllowInlineExecution") categories("Transfer|Dispatch") : !hal.command_buffer
  // CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
  // CHECK-NEXT: %[[DEV:.+]] = hal.command_buffer.device<%[[CMD]] : !hal.command_buffer> : !hal.device
  // CHECK-NEXT: {{^    }}hal.device.switch<%[[DEV]] : !hal.device>{{$}}
  // CHECK-NEXT: {{^    }}#hal.device.match.executable.format<"embedded-elf-x86_64"> {{{$}}
  // CHECK-NEXT: %[[LAYOUT:[^ ]+]] = hal.executable_layout.lookup device(%[[DEV]] : !hal.device) layout(#executable_layout) : !hal.executable_layout
  // CHECK-NEXT: hal.command_buffer.push_constants<%[[CMD]] : !hal.command_buffer> layout(%[[LAYOUT]] : !hal.executable_layout) offset(0) values([%[[ARG1]]]) : i32
  // CHECK-NEXT: %[[B0:[^ ]+]] = arith.constant 0 : index
  // CHECK-NEXT: %[[B1:[^ ]+]] = arith.constant 1 : index
  // CHECK-NEXT: %[[SET0:[^ ]+]] = arith.constant 0 : index
  // CHECK-NEXT: hal.command_buffer.push_descriptor_set<%[[CMD]] : !hal.command_buffer> layout(%[[LAYOUT]] : !hal.executable_layout)[%[[SET0]]] bindings([{{$}}
  // CHECK-NEXT: {{^        }}%[[B0]] = (%[[BUFFER]] : !hal.buffer)[%[[C0]], %[[C64]]], {{$}}
  // CHECK-NEXT: {{^        }}%[[B1]] = (%[[BUFFER_2]] : !hal.buffer)[%[[C0]], %[[C64]]]{{$}}
  // CHECK-NEXT: {{^      }}]){{$}}
  // CHECK-NEXT: hal.command_buffer.dispatch.symbol<%[[CMD]] : !hal.command_buffer> target(@ex::@cpu::@scale) workgroups([%[[C64]], %[[C1]], %[[C1]]])
  // CHECK-NEXT: {{^      }}hal.return{{$}}
  // CHECK-NEXT: {{^    }}}{{$}}
  // CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
  // CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
  // CHECK-NEXT: hal.ex.submit_and_wait %[[DEVICE_3]], %[[CMD]]
  // CHECK-NEXT: %{{.+}} = arith.constant 0 : index
  // CHECK-NEXT: %[[C16:.+]] = arith.constant 16 : index
  // CHECK-NEXT: %[[ELEM:.+]] = arith.constant 553648160 : i32
  // CHECK-NEXT: %[[ENC:.+]] = arith.constant 1 : i32
  // CHECK-NEXT: %[[VIEW:.+]] = hal.buffer_view.create buffer(%[[BUFFER_2]] : !hal.buffer) shape([%[[C16]]]) type(%[[ELEM]]) encoding(%[[ENC]]) : !hal.buffer_view
  // CHECK-NEXT: return %[[VIEW]] : !hal.buffer_view
  // CHECK-NEXT: }
  func.func @run(%arg0: !hal.buffer_view, %arg1: i32) -> !hal.buffer_view {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %in = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<16xf32> in !stream.resource<external>{%c64}
    %out = stream.resource.alloc uninitialized : !stream.resource<external>{%c64}
    %tp = stream.cmd.execute with(%in as %a: !stream.resource<external>{%c64}, %out as %b: !stream.resource<external>{%c64}) {
      stream.cmd.dispatch @ex::@scale[%c64, %c1, %c1](%arg1 : i32) {
        ro %a[%c0 for %c64] : !stream.resource<external>{%c64},
        wo %b[%c0 for %c64] : !stream.resource<external>{%c64}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
    } => !stream.timepoint
    %ready = stream.timepoint.await %tp => %out : !stream.resource<external>{%c64}
    %result = stream.tensor.export %ready : tensor<16xf32> in !stream.resource<external>{%c64} -> !hal.buffer_view
    return %result : !hal.buffer_view
  }
}

// -----

// The dispatch of the program above (with the imported/allocated buffers as
// function arguments): the executable is unchanged, the command buffer records
// one switch case.
#target = #hal.executable.target<"llvm", "embedded-elf-x86_64">
#layout = #hal.executable.layout<push_constants = 1, sets = [
  #hal.descriptor_set.layout<0, bindings = [
    #hal.descriptor_set.binding<0, storage_buffer>,
    #hal.descriptor_set.binding<1, storage_buffer>
  ]>
]>
module {
  // CHECK: hal.executable private @ex {
  // CHECK-NEXT: hal.executable.variant public @cpu, target = #executable_target_embedded_elf_x86_64{{_?}} {
  // CHECK-NEXT: hal.executable.entry_point public @scale ordinal(0) layout(#executable_layout) {workgroup_size = [64 : index, 1 : index, 1 : index]} {
  // CHECK-NEXT: ^bb0(%[[X:.+]]: index, %[[Y:.+]]: index, %[[Z:.+]]: index):
  // CHECK-NEXT: hal.return %[[X]], %[[Y]], %[[Z]] : index, index, index
  // CHECK-NEXT: }
  // CHECK-NEXT: builtin.module {
  // CHECK-NEXT: }
  // CHECK-NEXT: }
  // CHECK-NEXT: }
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
  // CHECK-LABEL: func.func @run_arguments(
  // CHECK-SAME: %[[IN:[^:]+]]: !hal.buffer, %[[OUT:[^:]+]]: !hal.buffer, %[[ARG1:[^:]+]]: i32) -> !hal.buffer
  // CHECK-NEXT: %[[C0:.+]] = arith.constant 0 : index
  // CHECK-NEXT: %[[C1:.+]] = arith.constant 1 : index
  // CHECK-NEXT: %[[C64:.+]] = arith.constant 64 : index
  // CHECK-NEXT: %[[DEVICE:.+]] = hal.ex.shared_device : !hal.device
  // CHECK-NEXT: %[[CMD:.+]] = hal.command_buffer.create device(%[[DEVICE]] : !hal.device) mode("OneShot|AllowInlineExecution") categories("Transfer|Dispatch") : !hal.command_buffer
  // CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
  // CHECK-NEXT: %[[DEV:.+]] = hal.command_buffer.device<%[[CMD]] : !hal.command_buffer> : !hal.device
  // CHECK-NEXT: {{^    }}hal.device.switch<%[[DEV]] : !hal.device>{{$}}
  // CHECK-NEXT: {{^    }}#hal.device.match.executable.format<"embedded-elf-x86_64"> {{{$}}
  // CHECK-NEXT: %[[LAYOUT:[^ ]+]] = hal.executable_layout.lookup device(%[[DEV]] : !hal.device) layout(#executable_layout) : !hal.executable_layout
  // CHECK-NEXT: hal.command_buffer.push_constants<%[[CMD]] : !hal.command_buffer> layout(%[[LAYOUT]] : !hal.executable_layout) offset(0) values([%[[ARG1]]]) : i32
  // CHECK-NEXT: %[[B0:[^ ]+]] = arith.constant 0 : index
  // CHECK-NEXT: %[[B1:[^ ]+]] = arith.constant 1 : index
  // CHECK-NEXT: %[[SET0:[^ ]+]] = arith.constant 0 : index
  // CHECK-NEXT: hal.command_buffer.push_descriptor_set<%[[CMD]] : !hal.command_buffer> layout(%[[LAYOUT]] : !hal.executable_layout)[%[[SET0]]] bindings([{{$}}
  // CHECK-NEXT: {{^        }}%[[B0]] = (%[[IN]] : !hal.buffer)[%[[C0]], %[[C64]]], {{$}}
  // CHECK-NEXT: {{^        }}%[[B1]] = (%[[OUT]] : !hal.buffer)[%[[C0]], %[[C64]]]{{$}}
  // CHECK-NEXT: {{^      }}]){{$}}
  // CHECK-NEXT: hal.command_buffer.dispatch.symbol<%[[CMD]] : !hal.command_buffer> target(@ex::@cpu::@scale) workgroups([%[[C64]], %[[C1]], %[[C1]]])
  // CHECK-NEXT: {{^      }}hal.return{{$}}
  // CHECK-NEXT: {{^    }}}{{$}}
  // CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
  // CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
  // CHECK-NEXT: hal.ex.submit_and_wait %[[DEVICE]], %[[CMD]]
  // CHECK-NEXT: arith.constant 0 : index
  // CHECK-NEXT: return %[[OUT]] : !hal.buffer
  // LOC-LABEL: func.func @run_arguments(
  // LOC: hal.command_buffer.begin{{.*}} loc("execute")
  // LOC-NEXT: hal.command_buffer.device{{.*}} loc("dispatch")
  // LOC: hal.executable_layout.lookup {{.*}} loc("dispatch")
  // LOC-NEXT: hal.command_buffer.push_constants{{.*}} loc("dispatch")
  // LOC-NEXT: arith.constant 0 : index loc("dispatch")
  // LOC-NEXT: arith.constant 1 : index loc("dispatch")
  // LOC-NEXT: arith.constant 0 : index loc("dispatch")
  // LOC: ]) loc("dispatch")
  // LOC-NEXT: hal.command_buffer.dispatch.symbol{{.*}} loc("dispatch")
  // LOC-NEXT: hal.return loc("dispatch")
  // LOC-NEXT: } loc("dispatch")
  // LOC-NEXT: hal.command_buffer.execution_barrier{{.*}} loc("execute")
  // REPARSE-LABEL: func.func @run_arguments(
  // REPARSE: hal.device.switch
  // REPARSE-NEXT: #hal.device.match.executable.format<"embedded-elf-x86_64"> {
  // REPARSE: hal.command_buffer.dispatch.symbol{{.*}} target(@ex::@cpu::@scale)
  func.func @run_arguments(%in: !stream.resource<external>, %out: !stream.resource<external>, %arg1: i32) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %tp = stream.cmd.execute with(%in as %a: !stream.resource<external>{%c64}, %out as %b: !stream.resource<external>{%c64}) {
      stream.cmd.dispatch @ex::@scale[%c64, %c1, %c1](%arg1 : i32) {
        ro %a[%c0 for %c64] : !stream.resource<external>{%c64},
        wo %b[%c0 for %c64] : !stream.resource<external>{%c64}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]} loc("dispatch")
    } => !stream.timepoint loc("execute")
    return %out : !stream.resource<external>
  }
}

// -----

// Two variants → two cases in variant order, each with the layout of its own
// entry point (found by name among several) and its own target symbol; the
// condition is the variant target's executable format. No push constants →
// no push_constants op.
#layout_a = #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>
#layout_b = #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>, <1, storage_buffer>]>]>
// CHECK: hal.executable.entry_point public @other ordinal(0) layout(#[[LAYOUT_B:executable_layout[0-9]*]])
// CHECK-NEXT: hal.executable.entry_point public @entry ordinal(1) layout(#[[LAYOUT_A:executable_layout[0-9]*]])
// CHECK: hal.executable.entry_point public @entry ordinal(0) layout(#[[LAYOUT_B]])
hal.executable private @multi {
  hal.executable.variant public @vmvx, target = #hal.executable.target<"vmvx", "vmvx-bytecode-fb"> {
    hal.executable.entry_point public @other ordinal(0) layout(#layout_b)
    hal.executable.entry_point public @entry ordinal(1) layout(#layout_a)
  }
  hal.executable.variant public @x86, target = #hal.executable.target<"llvm", "embedded-elf-x86_64"> {
    hal.executable.entry_point public @entry ordinal(0) layout(#layout_b)
  }
}
// CHECK-LABEL: func.func @variants(
// CHECK-SAME: %[[BUF:[^:]+]]: !hal.buffer, %[[N:[^:]+]]: index)
// CHECK: %[[CMD:[^ ]+]] = hal.command_buffer.create
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: %[[DEV:.+]] = hal.command_buffer.device<%[[CMD]] : !hal.command_buffer> : !hal.device
// CHECK-NEXT: hal.device.switch<%[[DEV]] : !hal.device>
// CHECK-NEXT: #hal.device.match.executable.format<"vmvx-bytecode-fb"> {
// CHECK-NEXT: %[[LAYOUT0:[^ ]+]] = hal.executable_layout.lookup device(%[[DEV]] : !hal.device) layout(#[[LAYOUT_A]]) : !hal.executable_layout
// CHECK-NEXT: %[[ORD0:[^ ]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[SET0:[^ ]+]] = arith.constant 0 : index
// CHECK-NEXT: hal.command_buffer.push_descriptor_set<%[[CMD]] : !hal.command_buffer> layout(%[[LAYOUT0]] : !hal.executable_layout)[%[[SET0]]] bindings([
// CHECK-NEXT: %[[ORD0]] = (%[[BUF]] : !hal.buffer)[%[[N]], %[[N]]]{{$}}
// CHECK-NEXT: ])
// CHECK-NEXT: hal.command_buffer.dispatch.symbol<%[[CMD]] : !hal.command_buffer> target(@multi::@vmvx::@entry) workgroups([%[[N]], %[[N]], %[[N]]])
// CHECK-NEXT: hal.return
// CHECK-NEXT: },
// CHECK-NEXT: #hal.device.match.executable.format<"embedded-elf-x86_64"> {
// CHECK-NEXT: %[[LAYOUT1:[^ ]+]] = hal.executable_layout.lookup device(%[[DEV]] : !hal.device) layout(#[[LAYOUT_B]]) : !hal.executable_layout
// CHECK-NEXT: %[[ORD1:[^ ]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[SET1:[^ ]+]] = arith.constant 0 : index
// CHECK-NEXT: hal.command_buffer.push_descriptor_set<%[[CMD]] : !hal.command_buffer> layout(%[[LAYOUT1]] : !hal.executable_layout)[%[[SET1]]] bindings([
// CHECK-NEXT: %[[ORD1]] = (%[[BUF]] : !hal.buffer)[%[[N]], %[[N]]]{{$}}
// CHECK-NEXT: ])
// CHECK-NEXT: hal.command_buffer.dispatch.symbol<%[[CMD]] : !hal.command_buffer> target(@multi::@x86::@entry) workgroups([%[[N]], %[[N]], %[[N]]])
// CHECK-NEXT: hal.return
// CHECK-NEXT: }
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
// REPARSE-LABEL: func.func @variants(
// REPARSE: target(@multi::@vmvx::@entry)
// REPARSE: target(@multi::@x86::@entry)
func.func @variants(%arg: !stream.resource<transient>, %n: index) -> !stream.timepoint {
  %tp = stream.cmd.execute with(%arg as %a: !stream.resource<transient>{%n}) {
    stream.cmd.dispatch @multi::@entry[%n, %n, %n] {
      rw %a[%n for %n] : !stream.resource<transient>{%n}
    } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// -----

// Push constants: all operands in order at offset 0. Descriptor sets: one
// push per run of the same set, in resource order, not sorted or merged
// (0,1,0 → three pushes; 1,1,0 → two); binding entries beyond the resources
// are ignored; no resources → no push at all. (An empty resource list has no
// custom syntax, hence the generic form.)
#layout = #hal.executable.layout<push_constants = 3, sets = [<0, bindings = [<0, storage_buffer>, <2, storage_buffer>]>, <1, bindings = [<5, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @cpu, target = #hal.executable.target<"llvm", "embedded-elf-x86_64"> {
    hal.executable.entry_point public @entry ordinal(0) layout(#layout)
  }
}
// CHECK-LABEL: func.func @parameters(
// CHECK-SAME: %[[A:[^:]+]]: !hal.buffer, %[[B:[^:]+]]: !hal.buffer, %[[O0:[^:]+]]: index, %[[O1:[^:]+]]: index, %[[O2:[^:]+]]: index, %[[L0:[^:]+]]: index, %[[L1:[^:]+]]: index, %[[L2:[^:]+]]: index, %[[P0:[^:]+]]: i32, %[[P1:[^:]+]]: i32, %[[P2:[^:]+]]: i32, %[[W:[^:]+]]: index)
// CHECK: %[[CMD:[^ ]+]] = hal.command_buffer.create

// sets 0, 1, 0
// CHECK: hal.device.switch
// CHECK-NEXT: #hal.device.match.executable.format<"embedded-elf-x86_64"> {
// CHECK-NEXT: %[[LAYOUT:[^ ]+]] = hal.executable_layout.lookup
// CHECK-NEXT: hal.command_buffer.push_constants<%[[CMD]] : !hal.command_buffer> layout(%[[LAYOUT]] : !hal.executable_layout) offset(0) values([%[[P0]], %[[P1]], %[[P2]]]) : i32, i32, i32
// CHECK-NEXT: %[[ORD0:[^ ]+]] = arith.constant 2 : index
// CHECK-NEXT: %[[SET0:[^ ]+]] = arith.constant 0 : index
// CHECK-NEXT: hal.command_buffer.push_descriptor_set<%[[CMD]] : !hal.command_buffer> layout(%[[LAYOUT]] : !hal.executable_layout)[%[[SET0]]] bindings([
// CHECK-NEXT: %[[ORD0]] = (%[[A]] : !hal.buffer)[%[[O0]], %[[L0]]]{{$}}
// CHECK-NEXT: ])
// CHECK-NEXT: %[[ORD1:[^ ]+]] = arith.constant 5 : index
// CHECK-NEXT: %[[SET1:[^ ]+]] = arith.constant 1 : index
// CHECK-NEXT: hal.command_buffer.push_descriptor_set<%[[CMD]] : !hal.command_buffer> layout(%[[LAYOUT]] : !hal.executable_layout)[%[[SET1]]] bindings([
// CHECK-NEXT: %[[ORD1]] = (%[[B]] : !hal.buffer)[%[[O1]], %[[L1]]]{{$}}
// CHECK-NEXT: ])
// CHECK-NEXT: %[[ORD2:[^ ]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[SET2:[^ ]+]] = arith.constant 0 : index
// CHECK-NEXT: hal.command_buffer.push_descriptor_set<%[[CMD]] : !hal.command_buffer> layout(%[[LAYOUT]] : !hal.executable_layout)[%[[SET2]]] bindings([
// CHECK-NEXT: %[[ORD2]] = (%[[A]] : !hal.buffer)[%[[O2]], %[[L2]]]{{$}}
// CHECK-NEXT: ])
// CHECK-NEXT: hal.command_buffer.dispatch.symbol<%[[CMD]] : !hal.command_buffer> target(@ex::@cpu::@entry) workgroups([%[[W]], %[[W]], %[[W]]])
// CHECK-NEXT: hal.return

// sets 1, 1, 0 (one extra binding entry), one push constant
// CHECK: hal.device.switch
// CHECK-NEXT: #hal.device.match.executable.format<"embedded-elf-x86_64"> {
// CHECK-NEXT: %[[LAYOUT:[^ ]+]] = hal.executable_layout.lookup
// CHECK-NEXT: hal.command_buffer.push_constants<%[[CMD]] : !hal.command_buffer> layout(%[[LAYOUT]] : !hal.executable_layout) offset(0) values([%[[P2]]]) : i32
// CHECK-NEXT: %[[ORD0:[^ ]+]] = arith.constant 5 : index
// CHECK-NEXT: %[[ORD1:[^ ]+]] = arith.constant 3 : index
// CHECK-NEXT: %[[SET1:[^ ]+]] = arith.constant 1 : index
// CHECK-NEXT: hal.command_buffer.push_descriptor_set<%[[CMD]] : !hal.command_buffer> layout(%[[LAYOUT]] : !hal.executable_layout)[%[[SET1]]] bindings([
// CHECK-NEXT: %[[ORD0]] = (%[[B]] : !hal.buffer)[%[[O0]], %[[L0]]], {{$}}
// CHECK-NEXT: %[[ORD1]] = (%[[A]] : !hal.buffer)[%[[O1]], %[[L1]]]{{$}}
// CHECK-NEXT: ])
// CHECK-NEXT: %[[ORD2:[^ ]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[SET0:[^ ]+]] = arith.constant 0 : index
// CHECK-NEXT: hal.command_buffer.push_descriptor_set<%[[CMD]] : !hal.command_buffer> layout(%[[LAYOUT]] : !hal.executable_layout)[%[[SET0]]] bindings([
// CHECK-NEXT: %[[ORD2]] = (%[[B]] : !hal.buffer)[%[[O2]], %[[L2]]]{{$}}
// CHECK-NEXT: ])
// CHECK-NEXT: hal.command_buffer.dispatch.symbol<%[[CMD]] : !hal.command_buffer> target(@ex::@cpu::@entry) workgroups([%[[W]], %[[W]], %[[W]]])
// CHECK-NEXT: hal.return

// no resources, no operands: only the lookup and the dispatch
// CHECK: hal.device.switch
// CHECK-NEXT: #hal.device.match.executable.format<"embedded-elf-x86_64"> {
// CHECK-NEXT: hal.executable_layout.lookup
// CHECK-NEXT: hal.command_buffer.dispatch.symbol<%[[CMD]] : !hal.command_buffer> target(@ex::@cpu::@entry) workgroups([%[[W]], %[[W]], %[[W]]])
// CHECK-NEXT: hal.return
// CHECK-NEXT: }
// CHECK-NEXT: hal.command_buffer.execution_barrier
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
func.func @parameters(%A: !stream.resource<transient>, %B: !stream.resource<external>, %o0: index, %o1: index, %o2: index, %l0: index, %l1: index, %l2: index, %p0: i32, %p1: i32, %p2: i32, %w: index) -> !stream.timepoint {
  %tp = stream.cmd.execute with(%A as %a: !stream.resource<transient>{%w}, %B as %b: !stream.resource<external>{%w}) {
    stream.cmd.dispatch @ex::@entry[%w, %w, %w](%p0, %p1, %p2 : i32, i32, i32) {
      ro %a[%o0 for %l0] : !stream.resource<transient>{%w},
      wo %b[%o1 for %l1] : !stream.resource<external>{%w},
      rw %a[%o2 for %l2] : !stream.resource<transient>{%w}
    } attributes {hal.interface.bindings = [#hal.interface.binding<0, 2>, #hal.interface.binding<1, 5>, #hal.interface.binding<0, 0>]}
    stream.cmd.dispatch @ex::@entry[%w, %w, %w](%p2 : i32) {
      ro %b[%o0 for %l0] : !stream.resource<external>{%w},
      wo %a[%o1 for %l1] : !stream.resource<transient>{%w},
      rw %b[%o2 for %l2] : !stream.resource<external>{%w}
    } attributes {hal.interface.bindings = [#hal.interface.binding<1, 5>, #hal.interface.binding<1, 3>, #hal.interface.binding<0, 0>, #hal.interface.binding<7, 7>]}
    "stream.cmd.dispatch"(%w, %w, %w) <{entry_point = @ex::@entry, operandSegmentSizes = array<i32: 3, 0, 0, 0, 0, 0>, resource_accesses = []}> {hal.interface.bindings = []} : (index, index, index) -> ()
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// -----

// Workgroup counts. With a region: its ops are cloned in order (keeping their
// locations) with the arguments replaced by the workload, the counts are the
// returned values after the same replacement. Without a region: the workload
// itself, padded with constant 1 (values checked after canonicalization).
#layout = #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @cpu, target = #hal.executable.target<"llvm", "embedded-elf-x86_64"> {
    hal.executable.entry_point public @computed ordinal(0) layout(#layout) {workgroup_size = [1 : index, 1 : index, 1 : index]} {
    ^bb0(%x: index, %y: index, %z: index):
      %c4 = arith.constant 4 : index loc("region_c4")
      %0 = arith.ceildivui %x, %c4 : index loc("region_ceildiv")
      %1 = arith.muli %y, %z : index loc("region_muli")
      hal.return %0, %1, %c4 : index, index, index
    }
    hal.executable.entry_point public @swapped ordinal(1) layout(#layout) {workgroup_size = [1 : index, 1 : index, 1 : index]} {
    ^bb0(%x: index, %y: index, %z: index):
      hal.return %z, %x, %y : index, index, index
    }
    hal.executable.entry_point public @plain ordinal(2) layout(#layout)
  }
}
// The region is cloned per dispatch; the entry point keeps it (printed first).
// CHECK: hal.executable.entry_point public @computed ordinal(0) layout(#executable_layout) {workgroup_size = [1 : index, 1 : index, 1 : index]} {
// CHECK-NEXT: ^bb0(%[[RX:[^:]+]]: index, %[[RY:[^:]+]]: index, %[[RZ:[^:]+]]: index):
// CHECK-NEXT: %[[RC4:[^ ]+]] = arith.constant 4 : index
// CHECK-NEXT: %[[R0:[^ ]+]] = arith.ceildivui %[[RX]], %[[RC4]] : index
// CHECK-NEXT: %[[R1:[^ ]+]] = arith.muli %[[RY]], %[[RZ]] : index
// CHECK-NEXT: hal.return %[[R0]], %[[R1]], %[[RC4]] : index, index, index

// CHECK-LABEL: func.func @workgroups(
// CHECK-SAME: %[[X:[^:]+]]: index, %[[Y:[^:]+]]: index, %[[Z:[^:]+]]: index)
// CHECK: %[[CMD:[^ ]+]] = hal.command_buffer.create
// CHECK: hal.executable_layout.lookup
// CHECK-NEXT: %[[C4:[^ ]+]] = arith.constant 4 : index
// CHECK-NEXT: %[[DIV:[^ ]+]] = arith.ceildivui %[[X]], %[[C4]] : index
// CHECK-NEXT: %[[MUL:[^ ]+]] = arith.muli %[[Y]], %[[Z]] : index
// CHECK-NEXT: hal.command_buffer.dispatch.symbol<%[[CMD]] : !hal.command_buffer> target(@ex::@cpu::@computed) workgroups([%[[DIV]], %[[MUL]], %[[C4]]])
// CHECK: hal.executable_layout.lookup
// CHECK-NEXT: hal.command_buffer.dispatch.symbol<%[[CMD]] : !hal.command_buffer> target(@ex::@cpu::@swapped) workgroups([%[[Z]], %[[X]], %[[Y]]])
// CHECK: hal.executable_layout.lookup
// CHECK-NEXT: hal.command_buffer.dispatch.symbol<%[[CMD]] : !hal.command_buffer> target(@ex::@cpu::@plain) workgroups([%[[X]], %[[Y]], %[[Z]]])
// CHECK: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
// LOC-LABEL: func.func @workgroups(
// LOC: arith.constant 4 : index loc("region_c4")
// LOC-NEXT: arith.ceildivui {{.*}} loc("region_ceildiv")
// LOC-NEXT: arith.muli {{.*}} loc("region_muli")
// LOC-NEXT: hal.command_buffer.dispatch.symbol{{.*}} loc("computed_dispatch")
func.func @workgroups(%x: index, %y: index, %z: index) -> !stream.timepoint {
  %tp = stream.cmd.execute with() {
    "stream.cmd.dispatch"(%x, %y, %z) <{entry_point = @ex::@computed, operandSegmentSizes = array<i32: 3, 0, 0, 0, 0, 0>, resource_accesses = []}> {hal.interface.bindings = []} : (index, index, index) -> () loc("computed_dispatch")
    "stream.cmd.dispatch"(%x, %y, %z) <{entry_point = @ex::@swapped, operandSegmentSizes = array<i32: 3, 0, 0, 0, 0, 0>, resource_accesses = []}> {hal.interface.bindings = []} : (index, index, index) -> ()
    "stream.cmd.dispatch"(%x, %y, %z) <{entry_point = @ex::@plain, operandSegmentSizes = array<i32: 3, 0, 0, 0, 0, 0>, resource_accesses = []}> {hal.interface.bindings = []} : (index, index, index) -> ()
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// -----

// No region, fewer than three workload values: the missing dimensions are 1.
#layout = #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @cpu, target = #hal.executable.target<"llvm", "embedded-elf-x86_64"> {
    hal.executable.entry_point public @plain ordinal(0) layout(#layout)
  }
}
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal,canonicalize)' --split-input-file | FileCheck %s --check-prefix=PADDED
// PADDED-LABEL: func.func @padded(
// PADDED-SAME: %[[X:[^:]+]]: index, %[[Y:[^:]+]]: index)
// PADDED-DAG: %[[ONE:[^ ]+]] = arith.constant 1 : index
// PADDED: target(@ex::@cpu::@plain) workgroups([%[[X]], %[[Y]], %[[ONE]]])
// PADDED: target(@ex::@cpu::@plain) workgroups([%[[X]], %[[ONE]], %[[ONE]]])
// PADDED: target(@ex::@cpu::@plain) workgroups([%[[X]], %[[Y]], %[[X]]])
func.func @padded(%x: index, %y: index) -> !stream.timepoint {
  %tp = stream.cmd.execute with() {
    "stream.cmd.dispatch"(%x, %y) <{entry_point = @ex::@plain, operandSegmentSizes = array<i32: 2, 0, 0, 0, 0, 0>, resource_accesses = []}> {hal.interface.bindings = []} : (index, index) -> ()
    "stream.cmd.dispatch"(%x) <{entry_point = @ex::@plain, operandSegmentSizes = array<i32: 1, 0, 0, 0, 0, 0>, resource_accesses = []}> {hal.interface.bindings = []} : (index) -> ()
    "stream.cmd.dispatch"(%x, %y, %x) <{entry_point = @ex::@plain, operandSegmentSizes = array<i32: 3, 0, 0, 0, 0, 0>, resource_accesses = []}> {hal.interface.bindings = []} : (index, index, index) -> ()
  } => !stream.timepoint
  return %tp : !stream.timepoint
}
// CHECK-LABEL: func.func @padded(
// CHECK-SAME: %[[X:[^:]+]]: index, %[[Y:[^:]+]]: index)
// CHECK: target(@ex::@cpu::@plain) workgroups([%[[X]], %[[Y]], %{{.+}}])
// CHECK: target(@ex::@cpu::@plain) workgroups([%[[X]], %{{.+}}, %{{.+}}])
// CHECK: target(@ex::@cpu::@plain) workgroups([%[[X]], %[[Y]], %[[X]]])
