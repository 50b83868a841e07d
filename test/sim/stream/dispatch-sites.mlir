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
// CHECK-NOT: {{^race[: ]}}
// CHECK: match
// CHECK-NOT: {{^race[: ]}}

// A lowered file has locations of its own. Without debug info each HAL
// dispatch is matched to its site by position (the n-th dispatch of @ex::@k
// in @sites is the n-th site of it); with debug info, by the stream location
// it keeps. Either way it matches, as the in-process lowering does.
// RUN: %tool-stream-hal-opt %s --convert-stream-to-hal > %t.lowered.mlir
// RUN: %tool-stream-hal-sim %s --function=sites --print-max-element-count=4 --lowered=%t.lowered.mlir | FileCheck %s
// RUN: %tool-stream-hal-opt %s --convert-stream-to-hal --mlir-print-debuginfo > %t.debuginfo.mlir
// RUN: %tool-stream-hal-sim %s --function=sites --print-max-element-count=4 --lowered=%t.debuginfo.mlir | FileCheck %s
// The reusable pipeline outlines the execute into @__sites_memoize_apply,
// called from an initializer: its dispatches count where @sites loads the
// result, so they are identified by position without debug info too.
// RUN: %tool-stream-hal-sim %s --function=sites --print-max-element-count=4 \
// RUN:   --pipeline='builtin.module(stream-to-hal-pipeline{execution-model=async command-buffers=reusable})' | FileCheck %s
// RUN: %tool-stream-hal-opt %s --pass-pipeline='builtin.module(stream-to-hal-pipeline{execution-model=async command-buffers=reusable})' > %t.outlined.mlir
// RUN: FileCheck %s --check-prefix=OUTLINED < %t.outlined.mlir
// OUTLINED: util.global.load @__sites_memoize_result_0
// OUTLINED: func.func private @__sites_memoize_apply(
// OUTLINED-COUNT-3: hal.command_buffer.dispatch.symbol
// RUN: %tool-stream-hal-sim %s --function=sites --print-max-element-count=4 --lowered=%t.outlined.mlir | FileCheck %s
// RUN: %tool-stream-hal-opt %s --pass-pipeline='builtin.module(stream-to-hal-pipeline{execution-model=async command-buffers=reusable})' \
// RUN:   --mlir-print-debuginfo > %t.outlined-debuginfo.mlir
// RUN: %tool-stream-hal-sim %s --function=sites --print-max-element-count=4 --lowered=%t.outlined-debuginfo.mlir | FileCheck %s

// When neither identifies a site (no debug info, and a dispatch deleted so
// that the counts differ), the run says so instead of guessing the modes.
// RUN: awk '/hal.command_buffer.dispatch.symbol/ && ++n == 3 {next} {print}' %t.lowered.mlir > %t.deleted.mlir
// RUN: not %tool-stream-hal-sim %s --function=sites --lowered=%t.deleted.mlir > %t.deleted.out 2>&1
// RUN: FileCheck %s --check-prefix=UNIDENTIFIED < %t.deleted.out
// UNIDENTIFIED: deleted.mlir:{{[0-9]+}}:{{[0-9]+}}: error: cannot tell which of the 3 stream dispatch sites of @ex::@k this dispatch was lowered from: they read and write different bindings, and neither its location nor its position in its function identifies one; no verdict on guessed access modes (a lowering printed with --mlir-print-debuginfo keeps the sites' locations)
// UNIDENTIFIED: error: the HAL run failed
// RUN: not grep -e '^match' -e '^mismatch' -e '^race' %t.deleted.out
// With debug info, the same deletion leaves every other dispatch identified
// by its location: a verdict, the mismatch of the result the deleted
// dispatch wrote.
// RUN: awk '/hal.command_buffer.dispatch.symbol/ && ++n == 3 {next} {print}' %t.debuginfo.mlir > %t.deleted-debuginfo.mlir
// RUN: not %tool-stream-hal-sim %s --function=sites --lowered=%t.deleted-debuginfo.mlir 2>&1 | FileCheck %s --check-prefix=LOCATED
// LOCATED-NOT: cannot tell
// LOCATED: mismatch: @sites result[2] byte 0:

// A slab program of the hazard generator (its entry points' sites disagree
// on their bindings) runs and matches.
// RUN: %python %src-dir/test/patterns/analyses/hazard/generate.py --seed 1 --size 6 --functions 2 --executes 2 > %t.slab.mlir
// RUN: %tool-stream-hal-sim %t.slab.mlir --function=program0 --function=program1 \
// RUN:   --input=128xf32 --input=128xf32 --input=buffer:512 --input=buffer:512 \
// RUN:   --input=index=256 --input=index=256 --input=i32=7 --print-max-element-count=0 \
// RUN:   --options='execution-model=async barriers=hazard' --schedules=2 | FileCheck %s --check-prefix=SLAB
// SLAB-NOT: {{^race[: ]}}
// SLAB: match
// SLAB-NOT: {{^race[: ]}}

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
