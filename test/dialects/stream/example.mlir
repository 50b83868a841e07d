// The complete example of docs/design/stream-dialect.md#example (with the hal
// and util dialects), and a dispatch carrying hal.interface.bindings: printed
// back as written up to SSA names, re-parsed, and through the generic form.
// RUN: %stream-hal-opt %s | FileCheck %s
// RUN: %stream-hal-opt %s | %stream-hal-opt | FileCheck %s
// RUN: %stream-hal-opt --mlir-print-op-generic %s | %stream-hal-opt | FileCheck %s

// CHECK-LABEL: {{^}}  func.func @scale_and_readback(
// CHECK-SAME: %[[INPUT:[^:]+]]: !hal.buffer_view, %[[ROWS:[^:]+]]: index, %[[IN_BYTES:[^:]+]]: index, %[[WAIT:[^:]+]]: !stream.timepoint) -> !hal.buffer_view {
// CHECK-NEXT: {{^}}    %[[C0:c0[^ ]*]] = arith.constant 0 : index{{$}}
// CHECK-NEXT: {{^}}    %[[C1:c1[^ ]*]] = arith.constant 1 : index{{$}}
// CHECK-NEXT: {{^}}    %[[C8:c8[^ ]*]] = arith.constant 8 : index{{$}}
// CHECK-NEXT: {{^}}    %[[C64:c64[^ ]*]] = arith.constant 64 : index{{$}}
// CHECK-NEXT: {{^}}    %[[C256:c256[^ ]*]] = arith.constant 256 : index{{$}}
// CHECK-NEXT: {{^}}    %[[PATTERN:[^ ]+]] = arith.constant 7 : i32{{$}}
// CHECK-NEXT: {{^}}    %[[A:[^ ]+]] = stream.tensor.import %[[INPUT]] : !hal.buffer_view -> tensor<?x16xf32>{%[[ROWS]]} in !stream.resource<external>{%[[IN_BYTES]]}{{$}}
// CHECK-NEXT: {{^}}    %[[O:[^ ]+]] = stream.resource.alloc uninitialized : !stream.resource<external>{%[[C256]]}{{$}}
// CHECK-NEXT: {{^}}    %[[TMP:[^ ]+]], %[[TMP_READY:[^ ]+]] = stream.resource.alloca uninitialized await(%[[WAIT]]) => !stream.resource<transient>{%[[C64]]} => !stream.timepoint{{$}}
// CHECK-NEXT: {{^}}    %[[DONE:[^ ]+]] = stream.cmd.execute await(%[[TMP_READY]]) => with(%[[A]] as %[[CA:[^:]+]]: !stream.resource<external>{%[[IN_BYTES]]}, %[[O]] as %[[CO:[^:]+]]: !stream.resource<external>{%[[C256]]}, %[[TMP]] as %[[CT:[^:]+]]: !stream.resource<transient>{%[[C64]]}) {{{$}}
// CHECK-NEXT: {{^}}      stream.cmd.fill %[[PATTERN]], %[[CT]][%[[C0]] for %[[C64]]] : i32 -> !stream.resource<transient>{%[[C64]]}{{$}}
// CHECK-NEXT: {{^}}      stream.cmd.concurrent {{{$}}
// CHECK-NEXT: {{^}}        stream.cmd.copy %[[CT]][%[[C0]]], %[[CO]][%[[C0]]], %[[C64]] : !stream.resource<transient>{%[[C64]]} -> !stream.resource<external>{%[[C256]]}{{$}}
// CHECK-NEXT: {{^}}        stream.cmd.dispatch @kernels::@scale[%[[C8]], %[[C1]], %[[C1]]](%[[PATTERN]] : i32) {{{$}}
// CHECK-NEXT: {{^}}          ro %[[CA]][%[[C0]] for %[[IN_BYTES]]] : !stream.resource<external>{%[[IN_BYTES]]},{{$}}
// CHECK-NEXT: {{^}}          rw %[[CO]][%[[C64]] for %[[C64]]] : !stream.resource<external>{%[[C256]]}{{$}}
// CHECK-NEXT: {{^}}        } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}{{$}}
// CHECK-NEXT: {{^}}      }{{$}}
// CHECK-NEXT: {{^}}    } => !stream.timepoint{{$}}
// CHECK-NEXT: {{^}}    %[[FREED:[^ ]+]] = stream.resource.dealloca await(%[[DONE]]) => %[[TMP]] : !stream.resource<transient>{%[[C64]]} => !stream.timepoint{{$}}
// CHECK-NEXT: {{^}}    %[[ALL:[^ ]+]] = stream.timepoint.join max(%[[DONE]], %[[FREED]]) => !stream.timepoint{{$}}
// CHECK-NEXT: {{^}}    %[[READY:[^ ]+]] = stream.timepoint.await %[[ALL]] => %[[O]] : !stream.resource<external>{%[[C256]]}{{$}}
// CHECK-NEXT: {{^}}    %[[VIEW:[^ ]+]] = stream.tensor.export %[[READY]] : tensor<64xf32> in !stream.resource<external>{%[[C256]]} -> !hal.buffer_view{{$}}
// CHECK-NEXT: {{^}}    return %[[VIEW]] : !hal.buffer_view{{$}}
// CHECK-NEXT: {{^}}  }{{$}}
func.func @scale_and_readback(%input: !hal.buffer_view, %rows: index, %in_bytes: index, %wait: !stream.timepoint) -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %pattern = arith.constant 7 : i32
  %a = stream.tensor.import %input : !hal.buffer_view -> tensor<?x16xf32>{%rows} in !stream.resource<external>{%in_bytes}
  %o = stream.resource.alloc uninitialized : !stream.resource<external>{%c256}
  %tmp:2 = stream.resource.alloca uninitialized await(%wait) => !stream.resource<transient>{%c64} => !stream.timepoint
  %done = stream.cmd.execute await(%tmp#1) => with(%a as %ca: !stream.resource<external>{%in_bytes}, %o as %co: !stream.resource<external>{%c256}, %tmp#0 as %ct: !stream.resource<transient>{%c64}) {
    stream.cmd.fill %pattern, %ct[%c0 for %c64] : i32 -> !stream.resource<transient>{%c64}
    stream.cmd.concurrent {
      stream.cmd.copy %ct[%c0], %co[%c0], %c64 : !stream.resource<transient>{%c64} -> !stream.resource<external>{%c256}
      stream.cmd.dispatch @kernels::@scale[%c8, %c1, %c1](%pattern : i32) {
        ro %ca[%c0 for %in_bytes] : !stream.resource<external>{%in_bytes},
        rw %co[%c64 for %c64] : !stream.resource<external>{%c256}
      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
    }
  } => !stream.timepoint
  %freed = stream.resource.dealloca await(%done) => %tmp#0 : !stream.resource<transient>{%c64} => !stream.timepoint
  %all = stream.timepoint.join max(%done, %freed) => !stream.timepoint
  %ready = stream.timepoint.await %all => %o : !stream.resource<external>{%c256}
  %view = stream.tensor.export %ready : tensor<64xf32> in !stream.resource<external>{%c256} -> !hal.buffer_view
  return %view : !hal.buffer_view
}

// A dispatch with two push constants and hal.interface.bindings
// (docs/design/stream-dialect.md#cmd-dispatch).
// CHECK-LABEL: func.func @dispatch_with_bindings(
// CHECK-SAME: %[[A:[^:]+]]: !stream.resource<external>, %[[A_BYTES:[^:]+]]: index, %[[O:[^:]+]]: !stream.resource<external>, %[[FACTOR:[^:]+]]: i32, %[[N:[^:]+]]: i32, %[[C0:[^:]+]]: index, %[[C1:[^:]+]]: index, %[[C8:[^:]+]]: index, %[[C64:[^:]+]]: index, %[[C192:[^:]+]]: index, %[[C256:[^:]+]]: index)
// CHECK-NEXT: {{^}}    stream.cmd.dispatch @kernels::@scale[%[[C8]], %[[C1]], %[[C1]]](%[[FACTOR]], %[[N]] : i32, i32) {{{$}}
// CHECK-NEXT: {{^}}      ro %[[A]][%[[C0]] for %[[A_BYTES]]] : !stream.resource<external>{%[[A_BYTES]]},{{$}}
// CHECK-NEXT: {{^}}      rw %[[O]][%[[C64]] for %[[C192]]] : !stream.resource<external>{%[[C256]]}{{$}}
// CHECK-NEXT: {{^}}    } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}{{$}}
func.func @dispatch_with_bindings(%a: !stream.resource<external>, %a_bytes: index, %o: !stream.resource<external>, %factor: i32, %n: i32, %c0: index, %c1: index, %c8: index, %c64: index, %c192: index, %c256: index) {
  stream.cmd.dispatch @kernels::@scale[%c8, %c1, %c1](%factor, %n : i32, i32) {
    ro %a[%c0 for %a_bytes] : !stream.resource<external>{%a_bytes},
    rw %o[%c64 for %c192] : !stream.resource<external>{%c256}
  } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>, #hal.interface.binding<0, 1>]}
  return
}
