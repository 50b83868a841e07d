// A dispatch's effect is the digest of its executable and entry point,
// workgroup counts (the count region of the first variant, evaluated), push
// constants and the bytes it reads, written over what it writes
// (docs/design/simulator.md#dispatch-digest). The digest's bytes are opaque;
// what is checked is what they depend on.
// RUN: %tool-stream-hal-sim %s --function=twice --input=i32=3 --input=index=64 --print-max-element-count=8 | FileCheck %s
// RUN: %tool-stream-hal-sim %s --function=twice --input=i32=3 --input=index=64 --print-max-element-count=8 \
// RUN:   --options='execution-model=async barriers=hazard' --schedules=3 | FileCheck %s
// RUN: (%tool-stream-hal-sim %s --function=twice --input=i32=3 --input=index=64; \
// RUN:  %tool-stream-hal-sim %s --function=twice --input=i32=4 --input=index=64; \
// RUN:  %tool-stream-hal-sim %s --function=twice --input=i32=3 --input=index=65) | FileCheck %s --check-prefix=DIFFERS
// RUN: (%tool-stream-hal-sim %s --function=twice --input=i32=3 --input=index=65; \
// RUN:  %tool-stream-hal-sim %s --function=twice --input=i32=3 --input=index=127) | FileCheck %s --check-prefix=SAME

// The read-only binding keeps its fill; the write-only one gets the digest,
// the same for the same inputs; the read-write one, read after the first
// dispatch wrote it, a different one.
// CHECK-LABEL: EXEC @twice
// CHECK-NEXT: result[0]: hal.buffer
// CHECK-NEXT: 16 bytes: 07 07 07 07 07 07 07 07 ...
// CHECK-NEXT: result[1]: hal.buffer
// CHECK-NEXT: 16 bytes: [[OUT:.*]]
// CHECK-NEXT: result[2]: hal.buffer
// CHECK-NEXT: 16 bytes: [[OUT]]
// CHECK-NEXT: result[3]: hal.buffer
// CHECK-NOT: [[OUT]]
// CHECK: match

// A push constant or a workgroup count changes the digest; a workload that
// the count region maps to the same counts (65 and 127: 2 workgroups) does not.
// DIFFERS: result[1]: hal.buffer
// DIFFERS-NEXT: 16 bytes: [[BASE:.*]]
// DIFFERS: EXEC @twice
// DIFFERS: result[1]: hal.buffer
// DIFFERS-NOT: [[BASE]]
// DIFFERS: EXEC @twice
// DIFFERS: result[1]: hal.buffer
// DIFFERS-NOT: [[BASE]]
// DIFFERS: match
// SAME: result[1]: hal.buffer
// SAME-NEXT: 16 bytes: [[BASE:.*]]
// SAME: EXEC @twice
// SAME: result[1]: hal.buffer
// SAME-NEXT: 16 bytes: [[BASE]]

// One run, one entry point, workloads 64, 128 and 64 again: the reference
// remembers a count region's result per workload (Interpreter.h), so the
// second dispatch gets 2 workgroups and the third 1 again, as the lowering's
// own arithmetic gives them.
// RUN: %tool-stream-hal-sim %s --function=workloads --print-max-element-count=8 | FileCheck %s --check-prefix=WORKLOADS
// WORKLOADS-LABEL: EXEC @workloads
// WORKLOADS-NEXT: result[0]: hal.buffer
// WORKLOADS-NEXT: 16 bytes: [[ONE:.*]]
// WORKLOADS-NEXT: result[1]: hal.buffer
// WORKLOADS-NOT: [[ONE]]
// WORKLOADS: result[2]: hal.buffer
// WORKLOADS-NEXT: 16 bytes: [[ONE]]
// WORKLOADS-NEXT: match

#layout = #hal.executable.layout<push_constants = 1, sets = [<0, bindings = [<0, storage_buffer>, <1, storage_buffer>]>]>
hal.executable private @ex {
  hal.executable.variant public @cpu, target = #hal.executable.target<"llvm", "embedded-elf-x86_64"> {
    hal.executable.entry_point public @entry ordinal(0) layout(#layout) {workgroup_size = [64 : index, 1 : index, 1 : index]} {
    ^bb0(%x: index, %y: index, %z: index):
      %c63 = arith.constant 63 : index
      %c64 = arith.constant 64 : index
      %rounded = arith.addi %x, %c63 : index
      %groups = arith.divui %rounded, %c64 : index
      hal.return %groups, %y, %z : index, index, index
    }
  }
}

func.func @twice(%k: i32, %n: index) -> (!hal.buffer, !hal.buffer, !hal.buffer, !hal.buffer) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %seven = arith.constant 7 : i8
  %in = stream.resource.alloc uninitialized : !stream.resource<external>{%c16}
  %out:3 = stream.resource.alloc uninitialized : !stream.resource<external>{%c16}, !stream.resource<external>{%c16}, !stream.resource<external>{%c16}
  %done = stream.cmd.execute with(%in as %i: !stream.resource<external>{%c16}, %out#0 as %a: !stream.resource<external>{%c16}, %out#1 as %b: !stream.resource<external>{%c16}, %out#2 as %c: !stream.resource<external>{%c16}) {
    stream.cmd.fill %seven, %i[%c0 for %c16] : i8 -> !stream.resource<external>{%c16}
    stream.cmd.concurrent {
      stream.cmd.dispatch @ex::@entry[%n, %c1, %c1](%k : i32) {
        ro %i[%c0 for %c16] : !stream.resource<external>{%c16},
        wo %a[%c0 for %c16] : !stream.resource<external>{%c16}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
      stream.cmd.dispatch @ex::@entry[%n, %c1, %c1](%k : i32) {
        ro %i[%c0 for %c16] : !stream.resource<external>{%c16},
        wo %b[%c0 for %c16] : !stream.resource<external>{%c16}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
    }
    stream.cmd.copy %a[%c0], %c[%c0], %c16 : !stream.resource<external>{%c16} -> !stream.resource<external>{%c16}
    stream.cmd.dispatch @ex::@entry[%n, %c1, %c1](%k : i32) {
      ro %i[%c0 for %c16] : !stream.resource<external>{%c16},
      rw %c[%c0 for %c16] : !stream.resource<external>{%c16}
    } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
  } => !stream.timepoint
  %ready:4 = stream.timepoint.await %done => %in, %out#0, %out#1, %out#2 : !stream.resource<external>{%c16}, !stream.resource<external>{%c16}, !stream.resource<external>{%c16}, !stream.resource<external>{%c16}
  %b0 = stream.tensor.export %ready#0 : tensor<16xi8> in !stream.resource<external>{%c16} -> !hal.buffer
  %b1 = stream.tensor.export %ready#1 : tensor<16xi8> in !stream.resource<external>{%c16} -> !hal.buffer
  %b2 = stream.tensor.export %ready#2 : tensor<16xi8> in !stream.resource<external>{%c16} -> !hal.buffer
  %b3 = stream.tensor.export %ready#3 : tensor<16xi8> in !stream.resource<external>{%c16} -> !hal.buffer
  return %b0, %b1, %b2, %b3 : !hal.buffer, !hal.buffer, !hal.buffer, !hal.buffer
}

func.func @workloads() -> (!hal.buffer, !hal.buffer, !hal.buffer) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %k = arith.constant 5 : i32
  %in = stream.resource.alloc uninitialized : !stream.resource<external>{%c16}
  %out:3 = stream.resource.alloc uninitialized : !stream.resource<external>{%c16}, !stream.resource<external>{%c16}, !stream.resource<external>{%c16}
  %done = stream.cmd.execute with(%in as %i: !stream.resource<external>{%c16}, %out#0 as %a: !stream.resource<external>{%c16}, %out#1 as %b: !stream.resource<external>{%c16}, %out#2 as %c: !stream.resource<external>{%c16}) {
    stream.cmd.dispatch @ex::@entry[%c64, %c1, %c1](%k : i32) {
      ro %i[%c0 for %c16] : !stream.resource<external>{%c16},
      wo %a[%c0 for %c16] : !stream.resource<external>{%c16}
    } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
    stream.cmd.dispatch @ex::@entry[%c128, %c1, %c1](%k : i32) {
      ro %i[%c0 for %c16] : !stream.resource<external>{%c16},
      wo %b[%c0 for %c16] : !stream.resource<external>{%c16}
    } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
    stream.cmd.dispatch @ex::@entry[%c64, %c1, %c1](%k : i32) {
      ro %i[%c0 for %c16] : !stream.resource<external>{%c16},
      wo %c[%c0 for %c16] : !stream.resource<external>{%c16}
    } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
  } => !stream.timepoint
  %ready:3 = stream.timepoint.await %done => %out#0, %out#1, %out#2 : !stream.resource<external>{%c16}, !stream.resource<external>{%c16}, !stream.resource<external>{%c16}
  %b0 = stream.tensor.export %ready#0 : tensor<16xi8> in !stream.resource<external>{%c16} -> !hal.buffer
  %b1 = stream.tensor.export %ready#1 : tensor<16xi8> in !stream.resource<external>{%c16} -> !hal.buffer
  %b2 = stream.tensor.export %ready#2 : tensor<16xi8> in !stream.resource<external>{%c16} -> !hal.buffer
  return %b0, %b1, %b2 : !hal.buffer, !hal.buffer, !hal.buffer
}
