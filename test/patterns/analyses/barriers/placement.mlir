// docs/design/barriers-hazard.md#placement: a kept barrier sits exactly where
// barriers=all records its slot, with the location of the slot's block owner;
// tail slots are never kept; docs/design/barriers-hazard.md#stage-masks: the
// masks. Around a dispatch: after the closing of its hal.device.switch, before
// the next command's first op.
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{barriers=hazard})' --split-input-file --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{barriers=all})' --split-input-file --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=ALL
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{barriers=hazard})' --split-input-file -o %t.out
// RUN: %python %S/../hazard/check_hazards.py %s %t.out | FileCheck %s --check-prefix=SAFE
// SAFE: hazard check: 5 execute regions, 0 unordered hazards, 0 bad masks

// Kept slots of the execute body, of an outer serial and of an inner serial
// carry the location of their own owner; the tail slots (inner serial, outer
// serial, execute) are gone.
// CHECK-LABEL: func.func @locations(
// CHECK: hal.command_buffer.begin{{.*}} loc("execute")
// CHECK-NEXT: hal.command_buffer.fill_buffer{{.*}}[%c0, %c64]{{.*}} loc("f1")
// CHECK-NEXT: hal.command_buffer.execution_barrier<{{.*}}> source(Transfer) target(Transfer) flags("None") loc("execute")
// CHECK-NEXT: hal.command_buffer.fill_buffer{{.*}}[%c0, %c64]{{.*}} loc("f2")
// CHECK-NEXT: hal.command_buffer.execution_barrier<{{.*}}> source(Transfer) target(Transfer) flags("None") loc("inner")
// CHECK-NEXT: hal.command_buffer.fill_buffer{{.*}}[%c0, %c64]{{.*}} loc("f3")
// CHECK-NEXT: hal.command_buffer.execution_barrier<{{.*}}> source(Transfer) target(Transfer) flags("None") loc("outer")
// CHECK-NEXT: hal.command_buffer.fill_buffer{{.*}}[%c0, %c64]{{.*}} loc("f4")
// CHECK-NEXT: hal.command_buffer.end{{.*}} loc("execute")
// ALL-LABEL: func.func @locations(
// ALL: hal.command_buffer.begin{{.*}} loc("execute")
// ALL-NEXT: hal.command_buffer.fill_buffer{{.*}} loc("f1")
// ALL-NEXT: hal.command_buffer.execution_barrier{{.*}} loc("execute")
// ALL-NEXT: hal.command_buffer.fill_buffer{{.*}} loc("f2")
// ALL-NEXT: hal.command_buffer.execution_barrier{{.*}} loc("inner")
// ALL-NEXT: hal.command_buffer.fill_buffer{{.*}} loc("f3")
// ALL-NEXT: hal.command_buffer.execution_barrier{{.*}} loc("inner")
// ALL-NEXT: hal.command_buffer.execution_barrier{{.*}} loc("outer")
// ALL-NEXT: hal.command_buffer.fill_buffer{{.*}} loc("f4")
// ALL-NEXT: hal.command_buffer.execution_barrier{{.*}} loc("outer")
// ALL-NEXT: hal.command_buffer.execution_barrier{{.*}} loc("execute")
// ALL-NEXT: hal.command_buffer.end{{.*}} loc("execute")
func.func @locations(%r: !stream.resource<transient>, %v: i32) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c1024 = arith.constant 1024 : index
  %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%c1024}) {
    stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024} loc("f1")
    stream.cmd.serial {
      stream.cmd.serial {
        stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024} loc("f2")
        stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024} loc("f3")
      } loc("inner")
      stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024} loc("f4")
    } loc("outer")
  } => !stream.timepoint loc("execute")
  return %tp : !stream.timepoint
}

// -----

// serial { fill [0,64); fill [64,128) }; fill [0,64): the kept barrier is
// the execute's slot after the serial (location of the execute), not the
// serial's tail slot.
// CHECK-LABEL: func.func @execute_slot(
// CHECK: hal.command_buffer.fill_buffer{{.*}}[%c0, %c64]{{.*}} loc("f1")
// CHECK-NEXT: hal.command_buffer.fill_buffer{{.*}}[%c64, %c64]{{.*}} loc("f2")
// CHECK-NEXT: hal.command_buffer.execution_barrier<{{.*}}> source(Transfer) target(Transfer) flags("None") loc("execute")
// CHECK-NEXT: hal.command_buffer.fill_buffer{{.*}}[%c0, %c64]{{.*}} loc("f3")
// CHECK-NEXT: hal.command_buffer.end
func.func @execute_slot(%r: !stream.resource<transient>, %v: i32) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c1024 = arith.constant 1024 : index
  %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%c1024}) {
    stream.cmd.serial {
      stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024} loc("f1")
      stream.cmd.fill %v, %t[%c64 for %c64] : i32 -> !stream.resource<transient>{%c1024} loc("f2")
    } loc("serial")
    stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024} loc("f3")
  } => !stream.timepoint loc("execute")
  return %tp : !stream.timepoint
}

// -----

// An execution region with one command records no barrier; nor does a
// region whose commands do not conflict.
// CHECK-LABEL: func.func @no_barrier(
// CHECK: hal.command_buffer.begin
// CHECK-NEXT: hal.command_buffer.fill_buffer
// CHECK-NEXT: hal.command_buffer.end
// CHECK: hal.command_buffer.begin
// CHECK-NEXT: hal.command_buffer.fill_buffer{{.*}}[%c0, %c64]
// CHECK-NEXT: hal.command_buffer.fill_buffer{{.*}}[%c64, %c64]
// CHECK-NEXT: hal.command_buffer.end
func.func @no_barrier(%r: !stream.resource<transient>, %v: i32) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c1024 = arith.constant 1024 : index
  %tp0 = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%c1024}) {
    stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024}
    stream.cmd.discard %t[%c0 for %c1024] : !stream.resource<transient>{%c1024}
  } => !stream.timepoint
  %tp1 = stream.cmd.execute await(%tp0) => with(%r as %t: !stream.resource<transient>{%c1024}) {
    stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024}
    stream.cmd.fill %v, %t[%c64 for %c64] : i32 -> !stream.resource<transient>{%c1024}
  } => !stream.timepoint
  return %tp1 : !stream.timepoint
}

// -----

// Around dispatches: the barrier follows the closing of the first dispatch's
// hal.device.switch and precedes the hal.command_buffer.device that starts
// the second. The second dispatch reads what the first wrote.
#target = #hal.executable.target<"llvm", "embedded-elf-x86_64">
#layout = #hal.executable.layout<push_constants = 0, sets = [
  #hal.descriptor_set.layout<0, bindings = [
    #hal.descriptor_set.binding<0, storage_buffer>
  ]>
]>
module {
  hal.executable private @ex {
    hal.executable.variant public @cpu, target = #target {
      hal.executable.entry_point public @k ordinal(0) layout(#layout)
      builtin.module {
      }
    }
  }
  // CHECK-LABEL: func.func @dispatches(
  // CHECK: hal.command_buffer.dispatch.symbol<%[[CMD:.+]] : !hal.command_buffer> target(@ex::@cpu::@k) {{.*}} loc("d1")
  // CHECK-NEXT: hal.return
  // CHECK-NEXT: }
  // CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source(Dispatch) target(Dispatch) flags("None") loc("execute")
  // CHECK-NEXT: hal.command_buffer.device<%[[CMD]] : !hal.command_buffer> : !hal.device loc("d2")
  // CHECK: hal.command_buffer.dispatch.symbol<%[[CMD]] : !hal.command_buffer> target(@ex::@cpu::@k) {{.*}} loc("d2")
  // CHECK-NEXT: hal.return
  // CHECK-NEXT: }
  // CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer> loc("execute")
  func.func @dispatches(%r: !stream.resource<transient>) -> !stream.timepoint {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c1024 = arith.constant 1024 : index
    %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%c1024}) {
      stream.cmd.dispatch @ex::@k[%c1, %c1, %c1] {
        wo %t[%c0 for %c64] : !stream.resource<transient>{%c1024}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]} loc("d1")
      stream.cmd.dispatch @ex::@k[%c1, %c1, %c1] {
        ro %t[%c0 for %c64] : !stream.resource<transient>{%c1024}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]} loc("d2")
    } => !stream.timepoint loc("execute")
    return %tp : !stream.timepoint
  }
}
