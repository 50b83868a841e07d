// docs/design/barriers-hazard.md#examples: the worked examples, with the
// recorded sequence between begin and end (dispatches by their dispatch.symbol
// target; the hal.command_buffer.device and hal.device.switch around each are
// unchanged, see rules.mlir).
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{barriers=hazard})' | grep -E 'hal\.command_buffer\.(create|begin|end|fill_buffer|copy_buffer|dispatch\.symbol|execution_barrier)|func\.func' | FileCheck %s
// barriers=all records a full barrier in every slot
// (docs/design/commands.md#barriers-all).
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{barriers=all})' | grep -E 'hal\.command_buffer\.(create|begin|end|fill_buffer|copy_buffer|dispatch\.symbol|execution_barrier)|func\.func' | FileCheck %s --check-prefix=ALL
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{barriers=hazard})' -o %t.out
// RUN: %python %S/../hazard/check_hazards.py %s %t.out | FileCheck %s --check-prefix=SAFE
// SAFE: hazard check: 4 execute regions, 0 unordered hazards, 0 bad masks

#target = #hal.executable.target<"llvm", "embedded-elf-x86_64">
#layout = #hal.executable.layout<push_constants = 0, sets = [
  #hal.descriptor_set.layout<0, bindings = [
    #hal.descriptor_set.binding<0, storage_buffer>,
    #hal.descriptor_set.binding<1, storage_buffer>,
    #hal.descriptor_set.binding<2, storage_buffer>
  ]>
]>
module {
  hal.executable private @ex {
    hal.executable.variant public @cpu, target = #target {
      hal.executable.entry_point public @scale ordinal(0) layout(#layout)
      hal.executable.entry_point public @accumulate ordinal(1) layout(#layout)
      hal.executable.entry_point public @combine ordinal(2) layout(#layout)
      hal.executable.entry_point public @a ordinal(3) layout(#layout)
      hal.executable.entry_point public @b ordinal(4) layout(#layout)
      builtin.module {
      }
    }
  }

  // The example of docs/design/commands.md#nesting-example (the first row of
  // docs/design/barriers-hazard.md#examples): A and B are two function
  // arguments.
  // CHECK-LABEL: func.func @example_8_1(
  // CHECK-NEXT: %[[CMD:.+]] = hal.command_buffer.create
  // CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
  // CHECK-NEXT: hal.command_buffer.copy_buffer<%[[CMD]] : !hal.command_buffer> source(%arg0 : !hal.buffer)[%c0] target(%arg1 : !hal.buffer)[%c0] length(%c64)
  // CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%c7_i32 : i32)
  // CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source(Transfer) target(Transfer) flags("None")
  // CHECK-NEXT: hal.command_buffer.copy_buffer<%[[CMD]] : !hal.command_buffer> source(%arg0 : !hal.buffer)[%c0] target(%arg1 : !hal.buffer)[%c64] length(%c64)
  // CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
  // ALL-LABEL: func.func @example_8_1(
  // ALL-NEXT: %[[CMD:.+]] = hal.command_buffer.create
  // ALL-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
  // ALL-NEXT: hal.command_buffer.copy_buffer<%[[CMD]] : !hal.command_buffer> source(%arg0 : !hal.buffer)[%c0] target(%arg1 : !hal.buffer)[%c0] length(%c64)
  // ALL-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%c7_i32 : i32)
  // ALL-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
  // ALL-NEXT: hal.command_buffer.copy_buffer<%[[CMD]] : !hal.command_buffer> source(%arg0 : !hal.buffer)[%c0] target(%arg1 : !hal.buffer)[%c64] length(%c64)
  // ALL-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
  // ALL-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
  // ALL-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
  // ALL-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
  func.func @example_8_1(%A: !stream.resource<transient>, %B: !stream.resource<staging>, %n: index) -> !stream.timepoint {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c7_i32 = arith.constant 7 : i32
    %tp = stream.cmd.execute with(%A as %a: !stream.resource<transient>{%n}, %B as %b: !stream.resource<staging>{%n}) {
      stream.cmd.concurrent {
        stream.cmd.copy %a[%c0], %b[%c0], %c64 : !stream.resource<transient>{%n} -> !stream.resource<staging>{%n}
        stream.cmd.serial {
          stream.cmd.fill %c7_i32, %a[%c0 for %c64] : i32 -> !stream.resource<transient>{%n}
          stream.cmd.copy %a[%c0], %b[%c64], %c64 : !stream.resource<transient>{%n} -> !stream.resource<staging>{%n}
        }
      }
      stream.cmd.discard %a[%c0 for %n] : !stream.resource<transient>{%n}
    } => !stream.timepoint
    return %tp : !stream.timepoint
  }

  // docs/design/barriers-hazard.md#slab-example: a transient slab. %in0, %in1
  // imported views (function arguments), %out allocated, %slab an alloca of
  // 1024 bytes.
  // CHECK-LABEL: func.func @example_8_2(
  // CHECK-NEXT: %[[CMD:.+]] = hal.command_buffer.create
  // CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
  // CHECK-NEXT: hal.command_buffer.dispatch.symbol<%[[CMD]] : !hal.command_buffer> target(@ex::@cpu::@scale)
  // CHECK-NEXT: hal.command_buffer.dispatch.symbol<%[[CMD]] : !hal.command_buffer> target(@ex::@cpu::@scale)
  // CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%[[SLAB:.+]] : !hal.buffer)[%c512, %c256] pattern(%c0_i32 : i32)
  // CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source("Dispatch|Transfer") target(Dispatch) flags("None")
  // CHECK-NEXT: hal.command_buffer.dispatch.symbol<%[[CMD]] : !hal.command_buffer> target(@ex::@cpu::@accumulate)
  // CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source(Dispatch) target(Dispatch) flags("None")
  // CHECK-NEXT: hal.command_buffer.dispatch.symbol<%[[CMD]] : !hal.command_buffer> target(@ex::@cpu::@scale)
  // CHECK-NEXT: hal.command_buffer.dispatch.symbol<%[[CMD]] : !hal.command_buffer> target(@ex::@cpu::@scale)
  // CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source(Dispatch) target(Dispatch) flags("None")
  // CHECK-NEXT: hal.command_buffer.dispatch.symbol<%[[CMD]] : !hal.command_buffer> target(@ex::@cpu::@combine)
  // CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
  // ALL-LABEL: func.func @example_8_2(
  // ALL-COUNT-6: hal.command_buffer.execution_barrier<{{.*}}> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
  // ALL-NEXT: hal.command_buffer.end
  func.func @example_8_2(%in0: !hal.buffer_view, %in1: !hal.buffer_view) -> (!stream.resource<external>, !stream.timepoint) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %c1024 = arith.constant 1024 : index
    %c0_i32 = arith.constant 0 : i32
    %i0 = stream.tensor.import %in0 : !hal.buffer_view -> tensor<64xf32> in !stream.resource<external>{%c256}
    %i1 = stream.tensor.import %in1 : !hal.buffer_view -> tensor<64xf32> in !stream.resource<external>{%c256}
    %out = stream.resource.alloc uninitialized : !stream.resource<external>{%c256}
    %slab, %ready = stream.resource.alloca uninitialized : !stream.resource<transient>{%c1024} => !stream.timepoint
    %tp = stream.cmd.execute await(%ready) => with(%i0 as %a: !stream.resource<external>{%c256}, %i1 as %b: !stream.resource<external>{%c256}, %out as %o: !stream.resource<external>{%c256}, %slab as %t: !stream.resource<transient>{%c1024}) {
      stream.cmd.concurrent {
        stream.cmd.dispatch @ex::@scale[%c1, %c1, %c1] {
          ro %a[%c0 for %c256] : !stream.resource<external>{%c256},
          wo %t[%c0 for %c256] : !stream.resource<transient>{%c1024}
        } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
        stream.cmd.dispatch @ex::@scale[%c1, %c1, %c1] {
          ro %b[%c0 for %c256] : !stream.resource<external>{%c256},
          wo %t[%c256 for %c256] : !stream.resource<transient>{%c1024}
        } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
        stream.cmd.fill %c0_i32, %t[%c512 for %c256] : i32 -> !stream.resource<transient>{%c1024}
      }
      stream.cmd.dispatch @ex::@accumulate[%c1, %c1, %c1] {
        ro %t[%c0 for %c256] : !stream.resource<transient>{%c1024},
        ro %t[%c256 for %c256] : !stream.resource<transient>{%c1024},
        rw %t[%c512 for %c256] : !stream.resource<transient>{%c1024}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>, #hal.interface.binding<0, 2>]}
      stream.cmd.dispatch @ex::@scale[%c1, %c1, %c1] {
        ro %t[%c512 for %c256] : !stream.resource<transient>{%c1024},
        wo %t[%c0 for %c256] : !stream.resource<transient>{%c1024}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
      stream.cmd.dispatch @ex::@scale[%c1, %c1, %c1] {
        ro %a[%c0 for %c256] : !stream.resource<external>{%c256},
        wo %t[%c768 for %c256] : !stream.resource<transient>{%c1024}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
      stream.cmd.dispatch @ex::@combine[%c1, %c1, %c1] {
        ro %t[%c0 for %c256] : !stream.resource<transient>{%c1024},
        ro %t[%c768 for %c256] : !stream.resource<transient>{%c1024},
        wo %o[%c0 for %c256] : !stream.resource<external>{%c256}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>, #hal.interface.binding<0, 2>]}
      stream.cmd.discard %t[%c0 for %c1024] : !stream.resource<transient>{%c1024}
    } => !stream.timepoint
    return %out, %tp : !stream.resource<external>, !stream.timepoint
  }

  // docs/design/barriers-hazard.md#examples: the target is the whole next
  // epoch: the fill joins @a's epoch and must be held back by the barrier too.
  // CHECK-LABEL: func.func @example_8_3(
  // CHECK-NEXT: %[[CMD:.+]] = hal.command_buffer.create
  // CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
  // CHECK-NEXT: hal.command_buffer.copy_buffer<%[[CMD]] : !hal.command_buffer> source(%arg0 : !hal.buffer)[%c0] target(%arg0 : !hal.buffer)[%c64] length(%c64)
  // CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source(Transfer) target("Dispatch|Transfer") flags("None")
  // CHECK-NEXT: hal.command_buffer.dispatch.symbol<%[[CMD]] : !hal.command_buffer> target(@ex::@cpu::@a)
  // CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%arg1 : i32)
  // CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
  func.func @example_8_3(%r: !stream.resource<transient>, %v: i32) -> !stream.timepoint {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c1024 = arith.constant 1024 : index
    %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%c1024}) {
      stream.cmd.copy %t[%c0], %t[%c64], %c64 : !stream.resource<transient>{%c1024} -> !stream.resource<transient>{%c1024}
      stream.cmd.dispatch @ex::@a[%c1, %c1, %c1] {
        ro %t[%c64 for %c64] : !stream.resource<transient>{%c1024},
        wo %t[%c128 for %c64] : !stream.resource<transient>{%c1024}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
      stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024}
    } => !stream.timepoint
    return %tp : !stream.timepoint
  }

  // docs/design/barriers-hazard.md#examples: stage masks of three epochs.
  // CHECK-LABEL: func.func @example_8_4(
  // CHECK-NEXT: %[[CMD:.+]] = hal.command_buffer.create
  // CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
  // CHECK-NEXT: hal.command_buffer.dispatch.symbol<%[[CMD]] : !hal.command_buffer> target(@ex::@cpu::@a)
  // CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c64, %c64] pattern(%arg1 : i32)
  // CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source("Dispatch|Transfer") target("Dispatch|Transfer") flags("None")
  // CHECK-NEXT: hal.command_buffer.copy_buffer<%[[CMD]] : !hal.command_buffer> source(%arg0 : !hal.buffer)[%c64] target(%arg0 : !hal.buffer)[%c128] length(%c64)
  // CHECK-NEXT: hal.command_buffer.dispatch.symbol<%[[CMD]] : !hal.command_buffer> target(@ex::@cpu::@b)
  // CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source("Dispatch|Transfer") target(Transfer) flags("None")
  // CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c64, %c64] pattern(%arg1 : i32)
  // CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
  func.func @example_8_4(%r: !stream.resource<transient>, %v: i32) -> !stream.timepoint {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c192 = arith.constant 192 : index
    %c1024 = arith.constant 1024 : index
    %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%c1024}) {
      stream.cmd.dispatch @ex::@a[%c1, %c1, %c1] {
        wo %t[%c0 for %c64] : !stream.resource<transient>{%c1024}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
      stream.cmd.fill %v, %t[%c64 for %c64] : i32 -> !stream.resource<transient>{%c1024}
      stream.cmd.copy %t[%c64], %t[%c128], %c64 : !stream.resource<transient>{%c1024} -> !stream.resource<transient>{%c1024}
      stream.cmd.dispatch @ex::@b[%c1, %c1, %c1] {
        ro %t[%c0 for %c64] : !stream.resource<transient>{%c1024},
        wo %t[%c192 for %c64] : !stream.resource<transient>{%c1024}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
      stream.cmd.fill %v, %t[%c64 for %c64] : i32 -> !stream.resource<transient>{%c1024}
    } => !stream.timepoint
    return %tp : !stream.timepoint
  }
}
