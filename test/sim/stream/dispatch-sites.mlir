// Each stream dispatch site has its own bindings: one entry point may read a
// slot at one site and write it at another, or use other slots
// (docs/design/simulator.md#access-table). Here @ex::@k reads %in at two
// concurrent sites, through slot (0, 0) at one and slot (0, 1) at the other,
// and writes the other slot; a third site binds one slot only. With one table
// per entry point (the union of the modes), both concurrent sites would write
// %in: a race and another digest.
// RUN: %tool-stream-hal-sim %s --function=sites --schedules=2 --print-max-element-count=4 \
// RUN:   --options='execution-model=sync barriers=all' | FileCheck %s
// RUN: %tool-stream-hal-sim %s --function=sites --schedules=2 --print-max-element-count=4 \
// RUN:   --options='execution-model=sync barriers=hazard' | FileCheck %s
// RUN: %tool-stream-hal-sim %s --function=sites --schedules=2 --print-max-element-count=4 \
// RUN:   --options='execution-model=async barriers=all' | FileCheck %s
// RUN: %tool-stream-hal-sim %s --function=sites --schedules=2 --print-max-element-count=4 \
// RUN:   --options='execution-model=async barriers=hazard' | FileCheck %s
// CHECK-LABEL: EXEC @sites
// CHECK-NEXT: result[0]: hal.buffer
// CHECK-NEXT: 16 bytes: 07 07 07 07 ...
// CHECK-NEXT: result[1]: hal.buffer
// CHECK-NEXT: 16 bytes: [[A:.*]]
// CHECK-NEXT: result[2]: hal.buffer
// CHECK-NOT: [[A]]
// CHECK-NOT: race
// CHECK: match
// CHECK-NOT: race

// A lowered file has locations of its own: no HAL dispatch finds its site,
// and each uses the entry point's bindings, the union of the sites' modes per
// slot, so both concurrent dispatches write %in.
// RUN: %tool-stream-hal-opt %s --convert-stream-to-hal > %t.lowered.mlir
// RUN: not %tool-stream-hal-sim %s --function=sites --lowered=%t.lowered.mlir | FileCheck %s --check-prefix=FALLBACK
// FALLBACK: mismatch: @sites result[0] byte 0: reference 0x07
// FALLBACK: race: write by hal.command_buffer.dispatch.symbol at {{.*}}lowered.mlir:35:7 and read by hal.command_buffer.dispatch.symbol at {{.*}}lowered.mlir:49:7

// A slab program of the hazard generator (its entry points' sites disagree
// on their bindings) runs and matches.
// RUN: %python %src-dir/test/patterns/analyses/hazard/generate.py --seed 1 --size 6 --functions 2 --executes 2 > %t.slab.mlir
// RUN: %tool-stream-hal-sim %t.slab.mlir --function=program0 --function=program1 \
// RUN:   --input=128xf32 --input=128xf32 --input=buffer:512 --input=buffer:512 \
// RUN:   --input=index=256 --input=index=256 --input=i32=7 --print-max-element-count=0 \
// RUN:   --options='execution-model=async barriers=hazard' --schedules=2 | FileCheck %s --check-prefix=SLAB
// SLAB-NOT: race
// SLAB: match
// SLAB-NOT: race

#layout = #hal.executable.layout<push_constants = 0, sets = [<0, bindings = [<0, storage_buffer>, <1, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @cpu, target = #hal.executable.target<"llvm", "embedded-elf-x86_64"> {
    hal.executable.entry_point public @k ordinal(0) layout(#layout)
  }
}

func.func @sites() -> (!hal.buffer, !hal.buffer, !hal.buffer) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %seven = arith.constant 7 : i8
  %r:3 = stream.resource.alloc uninitialized : !stream.resource<external>{%c16}, !stream.resource<external>{%c16}, !stream.resource<external>{%c16}
  %done = stream.cmd.execute with(%r#0 as %in: !stream.resource<external>{%c16}, %r#1 as %a: !stream.resource<external>{%c16}, %r#2 as %b: !stream.resource<external>{%c16}) {
    stream.cmd.fill %seven, %in[%c0 for %c16] : i8 -> !stream.resource<external>{%c16}
    stream.cmd.concurrent {
      stream.cmd.dispatch @ex::@k[%c1, %c1, %c1] {
        ro %in[%c0 for %c16] : !stream.resource<external>{%c16},
        wo %a[%c0 for %c16] : !stream.resource<external>{%c16}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
      stream.cmd.dispatch @ex::@k[%c1, %c1, %c1] {
        wo %b[%c0 for %c16] : !stream.resource<external>{%c16},
        ro %in[%c0 for %c16] : !stream.resource<external>{%c16}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
    }
    stream.cmd.dispatch @ex::@k[%c1, %c1, %c1] {
      rw %b[%c0 for %c16] : !stream.resource<external>{%c16}
    } attributes {hal.interface.bindings = [#hal.interface.binding<0, 1>]}
  } => !stream.timepoint
  %ready:3 = stream.timepoint.await %done => %r#0, %r#1, %r#2 : !stream.resource<external>{%c16}, !stream.resource<external>{%c16}, !stream.resource<external>{%c16}
  %e0 = stream.tensor.export %ready#0 : tensor<16xi8> in !stream.resource<external>{%c16} -> !hal.buffer
  %e1 = stream.tensor.export %ready#1 : tensor<16xi8> in !stream.resource<external>{%c16} -> !hal.buffer
  %e2 = stream.tensor.export %ready#2 : tensor<16xi8> in !stream.resource<external>{%c16} -> !hal.buffer
  return %e0, %e1, %e2 : !hal.buffer, !hal.buffer, !hal.buffer
}
