// The stream.cmd.* ops (docs/design/stream-dialect.md#command-ops): every
// example prints back as written (up to SSA names), re-parses, and survives the
// generic form (where the implicit stream.yield terminators are explicit).
// RUN: %stream-hal-opt %s | FileCheck %s
// RUN: %stream-hal-opt %s | %stream-hal-opt | FileCheck %s
// RUN: %stream-hal-opt --mlir-print-op-generic %s | %stream-hal-opt | FileCheck %s
// RUN: %stream-hal-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// Leaf commands verify anywhere (no parent constraint).
// CHECK-LABEL: func.func @leaf_commands(
// CHECK-SAME: %[[RES:[^:]+]]: !stream.resource<transient>, %[[OUT:[^:]+]]: !stream.resource<external>, %[[STG:[^:]+]]: !stream.resource<staging>, %[[PATTERN:[^:]+]]: i32, %[[BYTE:[^:]+]]: i8, %[[HALF:[^:]+]]: i16, %[[C0:[^:]+]]: index, %[[C16:[^:]+]]: index, %[[C64:[^:]+]]: index, %[[C128:[^:]+]]: index, %[[C256:[^:]+]]: index, %[[C512:[^:]+]]: index, %[[C4096:[^:]+]]: index)
func.func @leaf_commands(%res: !stream.resource<transient>, %out: !stream.resource<external>, %stg: !stream.resource<staging>, %pattern: i32, %byte: i8, %half: i16, %c0: index, %c16: index, %c64: index, %c128: index, %c256: index, %c512: index, %c4096: index) {
  // CHECK-NEXT: stream.cmd.flush %[[RES]][%[[C0]] for %[[C256]]] : !stream.resource<transient>{%[[C4096]]}{{$}}
  stream.cmd.flush %res[%c0 for %c256] : !stream.resource<transient>{%c4096}
  // CHECK-NEXT: stream.cmd.flush to(#stream.affinity) %[[STG]][%[[C0]] for %[[C16]]] : !stream.resource<staging>{%[[C128]]} attributes {some.attr}{{$}}
  stream.cmd.flush to(#stream.affinity) %stg[%c0 for %c16] : !stream.resource<staging>{%c128} attributes {some.attr}
  // CHECK-NEXT: stream.cmd.invalidate %[[RES]][%[[C256]] for %[[C512]]] : !stream.resource<transient>{%[[C4096]]}{{$}}
  stream.cmd.invalidate %res[%c256 for %c512] : !stream.resource<transient>{%c4096}
  // CHECK-NEXT: stream.cmd.invalidate from(#stream.affinity) %[[RES]][%[[C0]] for %[[C16]]] : !stream.resource<transient>{%[[C4096]]} attributes {some.attr}{{$}}
  stream.cmd.invalidate from(#stream.affinity) %res[%c0 for %c16] : !stream.resource<transient>{%c4096} attributes {some.attr}
  // CHECK-NEXT: stream.cmd.discard %[[RES]][%[[C0]] for %[[C4096]]] : !stream.resource<transient>{%[[C4096]]}{{$}}
  stream.cmd.discard %res[%c0 for %c4096] : !stream.resource<transient>{%c4096}
  // CHECK-NEXT: stream.cmd.discard %[[STG]][%[[C0]] for %[[C16]]] : !stream.resource<staging>{%[[C128]]} attributes {some.attr}{{$}}
  stream.cmd.discard %stg[%c0 for %c16] : !stream.resource<staging>{%c128} attributes {some.attr}
  // CHECK-NEXT: stream.cmd.fill %[[PATTERN]], %[[RES]][%[[C64]] for %[[C128]]] : i32 -> !stream.resource<transient>{%[[C4096]]}{{$}}
  stream.cmd.fill %pattern, %res[%c64 for %c128] : i32 -> !stream.resource<transient>{%c4096}
  // CHECK-NEXT: stream.cmd.fill %[[BYTE]], %[[OUT]][%[[C0]] for %[[C16]]] : i8 -> !stream.resource<external>{%[[C256]]}{{$}}
  stream.cmd.fill %byte, %out[%c0 for %c16] : i8 -> !stream.resource<external>{%c256}
  // CHECK-NEXT: stream.cmd.fill %[[HALF]], %[[OUT]][%[[C0]] for %[[C16]]] : i16 -> !stream.resource<external>{%[[C256]]} attributes {some.attr}{{$}}
  stream.cmd.fill %half, %out[%c0 for %c16] : i16 -> !stream.resource<external>{%c256} attributes {some.attr}
  // CHECK-NEXT: stream.cmd.copy %[[RES]][%[[C64]]], %[[STG]][%[[C0]]], %[[C128]] : !stream.resource<transient>{%[[C4096]]} -> !stream.resource<staging>{%[[C128]]}{{$}}
  stream.cmd.copy %res[%c64], %stg[%c0], %c128 : !stream.resource<transient>{%c4096} -> !stream.resource<staging>{%c128}
  // CHECK-NEXT: stream.cmd.copy %[[STG]][%[[C0]]], %[[OUT]][%[[C16]]], %[[C16]] : !stream.resource<staging>{%[[C128]]} -> !stream.resource<external>{%[[C256]]} attributes {some.attr}{{$}}
  stream.cmd.copy %stg[%c0], %out[%c16], %c16 : !stream.resource<staging>{%c128} -> !stream.resource<external>{%c256} attributes {some.attr}
  // CHECK-NEXT: return
  return
}

// The resource list: one entry per line, indented two spaces deeper than the
// op, `}` on its own line, the operand group glued to `]`.
// CHECK-LABEL: func.func @dispatch(
// CHECK-SAME: %[[A:[^:]+]]: !stream.resource<external>, %[[A_BYTES:[^:]+]]: index, %[[O:[^:]+]]: !stream.resource<external>, %[[RES:[^:]+]]: !stream.resource<transient>, %[[FACTOR:[^:]+]]: i32, %[[N:[^:]+]]: i32, %[[F:[^:]+]]: f32, %[[IDX:[^:]+]]: index, %[[C0:[^:]+]]: index, %[[C1:[^:]+]]: index, %[[C4:[^:]+]]: index, %[[C8:[^:]+]]: index, %[[C64:[^:]+]]: index, %[[C192:[^:]+]]: index, %[[C256:[^:]+]]: index, %[[C4096:[^:]+]]: index)
func.func @dispatch(%a: !stream.resource<external>, %a_bytes: index, %o: !stream.resource<external>, %res: !stream.resource<transient>, %factor: i32, %n: i32, %f: f32, %idx: index, %c0: index, %c1: index, %c4: index, %c8: index, %c64: index, %c192: index, %c256: index, %c4096: index) {
  // CHECK-NEXT: {{^}}  stream.cmd.dispatch @kernels::@scale[%[[C8]], %[[C1]], %[[C1]]](%[[FACTOR]], %[[N]] : i32, i32) {{{$}}
  // CHECK-NEXT: {{^}}    ro %[[A]][%[[C0]] for %[[A_BYTES]]] : !stream.resource<external>{%[[A_BYTES]]},{{$}}
  // CHECK-NEXT: {{^}}    rw %[[O]][%[[C64]] for %[[C192]]] : !stream.resource<external>{%[[C256]]}{{$}}
  // CHECK-NEXT: {{^}}  } attributes {some.attr = [0, 1]}{{$}}
  stream.cmd.dispatch @kernels::@scale[%c8, %c1, %c1](%factor, %n : i32, i32) {
    ro %a[%c0 for %a_bytes] : !stream.resource<external>{%a_bytes},
    rw %o[%c64 for %c192] : !stream.resource<external>{%c256}
  } attributes {some.attr = [0, 1]}
  // CHECK-NEXT: {{^}}  stream.cmd.dispatch @kernels::@zero[%[[C4]], %[[C4]], %[[C1]]] {{{$}}
  // CHECK-NEXT: {{^}}    wo %[[RES]][%[[C0]] for %[[C4096]]] : !stream.resource<transient>{%[[C4096]]}{{$}}
  // CHECK-NEXT: {{^}}  }{{$}}
  stream.cmd.dispatch @kernels::@zero[%c4, %c4, %c1] {
    wo %res[%c0 for %c4096] : !stream.resource<transient>{%c4096}
  }
  // Mixed primitive operand types; `ro`/`wo`/`rw` on every entry.
  // CHECK-NEXT: {{^}}  stream.cmd.dispatch @kernels::@mixed[%[[C1]], %[[C1]], %[[C1]]](%[[F]], %[[IDX]], %[[N]] : f32, index, i32) {{{$}}
  // CHECK-NEXT: {{^}}    wo %[[RES]][%[[C0]] for %[[C64]]] : !stream.resource<transient>{%[[C4096]]},{{$}}
  // CHECK-NEXT: {{^}}    rw %[[RES]][%[[C64]] for %[[C64]]] : !stream.resource<transient>{%[[C4096]]},{{$}}
  // CHECK-NEXT: {{^}}    ro %[[A]][%[[C0]] for %[[C64]]] : !stream.resource<external>{%[[A_BYTES]]}{{$}}
  // CHECK-NEXT: {{^}}  }{{$}}
  stream.cmd.dispatch @kernels::@mixed[%c1, %c1, %c1](%f, %idx, %n : f32, index, i32) {
    wo %res[%c0 for %c64] : !stream.resource<transient>{%c4096}, rw %res[%c64 for %c64] : !stream.resource<transient>{%c4096},
    ro %a[%c0 for %c64] : !stream.resource<external>{%a_bytes}
  }
  // CHECK-NEXT: return
  return
}
// GENERIC-LABEL: "func.func"() <{function_type = {{.*}}, sym_name = "dispatch"}>
// GENERIC: "stream.cmd.dispatch"({{.*}}) <{entry_point = @kernels::@scale, operandSegmentSizes = array<i32: 3, 2, 2, 2, 2, 2>, resource_accesses = [1 : i32, 3 : i32]}> {some.attr = [0, 1]}
// GENERIC: "stream.cmd.dispatch"({{.*}}) <{entry_point = @kernels::@zero, operandSegmentSizes = array<i32: 3, 0, 1, 1, 1, 1>, resource_accesses = [2 : i32]}>
// GENERIC: "stream.cmd.dispatch"({{.*}}) <{entry_point = @kernels::@mixed, operandSegmentSizes = array<i32: 3, 3, 3, 3, 3, 3>, resource_accesses = [2 : i32, 3 : i32, 1 : i32]}>

// CHECK-LABEL: func.func @execute(
// CHECK-SAME: %[[BLOB:[^:]+]]: !stream.resource<external>, %[[PATTERN:[^:]+]]: i32, %[[C0:[^:]+]]: index, %[[C64:[^:]+]]: index, %[[C128:[^:]+]]: index, %[[C2048:[^:]+]]: index, %[[C4096:[^:]+]]: index, %[[NBYTES:[^:]+]]: index, %[[PRIOR:[^:]+]]: !stream.timepoint)
func.func @execute(%blob: !stream.resource<external>, %pattern: i32, %c0: index, %c64: index, %c128: index, %c2048: index, %c4096: index, %nbytes: index, %prior: !stream.timepoint) -> (!stream.timepoint, !stream.timepoint, !stream.timepoint, !stream.timepoint) {
  // CHECK-NEXT: {{^}}  %[[DONE:[^ ]+]] = stream.cmd.execute with(%[[BLOB]] as %[[B:[^:]+]]: !stream.resource<external>{%[[C4096]]}) {{{$}}
  // CHECK-NEXT: {{^}}    stream.cmd.fill %[[PATTERN]], %[[B]][%[[C0]] for %[[C4096]]] : i32 -> !stream.resource<external>{%[[C4096]]}{{$}}
  // CHECK-NEXT: {{^}}  } => !stream.timepoint{{$}}
  %done = stream.cmd.execute with(%blob as %b: !stream.resource<external>{%c4096}) {
    stream.cmd.fill %pattern, %b[%c0 for %c4096] : i32 -> !stream.resource<external>{%c4096}
  } => !stream.timepoint
  // CHECK-NEXT: %[[TMP:[^ ]+]], %[[TMP_READY:[^ ]+]] = stream.resource.alloca
  %tmp:2 = stream.resource.alloca uninitialized : !stream.resource<transient>{%c2048} => !stream.timepoint
  // CHECK-NEXT: %[[STAGE:[^ ]+]], %{{[^ ]+}} = stream.resource.alloca
  %stage:2 = stream.resource.alloca uninitialized await(%prior) => !stream.resource<staging>{%nbytes} => !stream.timepoint
  // CHECK-NEXT: {{^}}  %[[DONE2:[^ ]+]] = stream.cmd.execute await(%[[TMP_READY]]) => with(%[[TMP]] as %[[T:[^:]+]]: !stream.resource<transient>{%[[C2048]]}, %[[STAGE]] as %[[S:[^:]+]]: !stream.resource<staging>{%[[NBYTES]]}) {{{$}}
  // CHECK-NEXT: {{^}}    stream.cmd.copy %[[T]][%[[C0]]], %[[S]][%[[C0]]], %[[NBYTES]] : !stream.resource<transient>{%[[C2048]]} -> !stream.resource<staging>{%[[NBYTES]]}{{$}}
  // CHECK-NEXT: {{^}}  } => !stream.timepoint{{$}}
  %done2 = stream.cmd.execute await(%tmp#1) => with(%tmp#0 as %t: !stream.resource<transient>{%c2048}, %stage#0 as %s: !stream.resource<staging>{%nbytes}) {
    stream.cmd.copy %t[%c0], %s[%c0], %nbytes : !stream.resource<transient>{%c2048} -> !stream.resource<staging>{%nbytes}
  } => !stream.timepoint
  // CHECK-NEXT: {{^}}  %[[NOTHING:[^ ]+]] = stream.cmd.execute with() {{{$}}
  // CHECK-NEXT: {{^}}  } => !stream.timepoint{{$}}
  %nothing = stream.cmd.execute with() {
  } => !stream.timepoint
  // Serial and concurrent groups (nested too), the affinity clause, extra
  // attributes; an explicitly written empty stream.yield is not printed.
  // CHECK-NEXT: {{^}}  %[[GROUPS:[^ ]+]] = stream.cmd.execute on(#stream.affinity) await(%[[PRIOR]]) => with(%[[TMP]] as %[[T:[^:]+]]: !stream.resource<transient>{%[[C2048]]}, %[[STAGE]] as %[[S:[^:]+]]: !stream.resource<staging>{%[[NBYTES]]}, %[[BLOB]] as %[[B:[^:]+]]: !stream.resource<external>{%[[C4096]]}) {{{$}}
  // CHECK-NEXT: {{^}}    stream.cmd.serial {{{$}}
  // CHECK-NEXT: {{^}}      stream.cmd.copy %[[T]][%[[C0]]], %[[S]][%[[C0]]], %[[C128]] : !stream.resource<transient>{%[[C2048]]} -> !stream.resource<staging>{%[[NBYTES]]}{{$}}
  // CHECK-NEXT: {{^}}      stream.cmd.discard %[[T]][%[[C0]] for %[[C128]]] : !stream.resource<transient>{%[[C2048]]}{{$}}
  // CHECK-NEXT: {{^}}    }{{$}}
  // CHECK-NEXT: {{^}}    stream.cmd.concurrent {{{$}}
  // CHECK-NEXT: {{^}}      stream.cmd.fill %[[PATTERN]], %[[B]][%[[C0]] for %[[C64]]] : i32 -> !stream.resource<external>{%[[C4096]]}{{$}}
  // CHECK-NEXT: {{^}}      stream.cmd.fill %[[PATTERN]], %[[B]][%[[C64]] for %[[C64]]] : i32 -> !stream.resource<external>{%[[C4096]]}{{$}}
  // CHECK-NEXT: {{^}}      stream.cmd.serial {{{$}}
  // CHECK-NEXT: {{^}}        stream.cmd.dispatch @kernels::@zero[%[[C64]], %[[C64]], %[[C64]]] {{{$}}
  // CHECK-NEXT: {{^}}          wo %[[T]][%[[C0]] for %[[C64]]] : !stream.resource<transient>{%[[C2048]]}{{$}}
  // CHECK-NEXT: {{^}}        }{{$}}
  // CHECK-NEXT: {{^}}      }{{$}}
  // CHECK-NEXT: {{^}}    } attributes {some.attr}{{$}}
  // CHECK-NEXT: {{^}}    stream.cmd.serial {{{$}}
  // CHECK-NEXT: {{^}}    }{{$}}
  // CHECK-NEXT: {{^}}  } => !stream.timepoint attributes {other.attr}{{$}}
  %groups = stream.cmd.execute on(#stream.affinity) await(%prior) => with(%tmp#0 as %t: !stream.resource<transient>{%c2048}, %stage#0 as %s: !stream.resource<staging>{%nbytes}, %blob as %b: !stream.resource<external>{%c4096}) {
    stream.cmd.serial {
      stream.cmd.copy %t[%c0], %s[%c0], %c128 : !stream.resource<transient>{%c2048} -> !stream.resource<staging>{%nbytes}
      stream.cmd.discard %t[%c0 for %c128] : !stream.resource<transient>{%c2048}
    }
    stream.cmd.concurrent {
      stream.cmd.fill %pattern, %b[%c0 for %c64] : i32 -> !stream.resource<external>{%c4096}
      stream.cmd.fill %pattern, %b[%c64 for %c64] : i32 -> !stream.resource<external>{%c4096}
      stream.cmd.serial {
        stream.cmd.dispatch @kernels::@zero[%c64, %c64, %c64] {
          wo %t[%c0 for %c64] : !stream.resource<transient>{%c2048}
        }
      }
    } attributes {some.attr}
    stream.cmd.serial {
      stream.yield
    }
    stream.yield
  } => !stream.timepoint attributes {other.attr}
  // CHECK-NEXT: return %[[DONE]], %[[DONE2]], %[[NOTHING]], %[[GROUPS]]
  return %done, %done2, %nothing, %groups : !stream.timepoint, !stream.timepoint, !stream.timepoint, !stream.timepoint
}
// GENERIC-LABEL: sym_name = "execute"
// GENERIC: "stream.cmd.execute"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 0>}> ({
// GENERIC-NEXT: ^bb0(%{{.*}}: !stream.resource<external>):
// GENERIC-NEXT: "stream.cmd.fill"
// GENERIC-NEXT: "stream.yield"() : () -> ()
// GENERIC-NEXT: }) : (!stream.resource<external>, index) -> !stream.timepoint
