// What stock passes do with stream ops: canonicalize erases unused pure ops and
// keeps ops with effects (the command ops declare none, so they have unknown
// effects); cse merges identical pure ops only; symbol-dce sees the entry point
// of stream.cmd.dispatch as a use of the executable-like symbol it names; the
// inliner may inline every stream op.
// RUN: %stream-hal-opt %s -split-input-file -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: %stream-hal-opt %s -split-input-file -cse | FileCheck %s --check-prefix=CSE
// RUN: %stream-hal-opt %s -split-input-file -symbol-dce | FileCheck %s --check-prefix=DCE
// RUN: %stream-hal-opt %s -split-input-file -inline | FileCheck %s --check-prefix=INLINE

// CANON-LABEL: func.func @dead_ops(
// CANON-SAME: %[[R:[^:]+]]: !stream.resource<staging>, %[[E:[^:]+]]: !stream.resource<external>, %[[B:[^:]+]]: !util.byte_buffer, %[[V:[^:]+]]: !hal.buffer_view, %[[T:[^:]+]]: !stream.timepoint, %[[N:[^:]+]]: index, %[[X:[^:]+]]: i32, %[[TENSOR:[^:]+]]: tensor<4xf32>)
func.func @dead_ops(%r: !stream.resource<staging>, %e: !stream.resource<external>, %b: !util.byte_buffer, %v: !hal.buffer_view, %t: !stream.timepoint, %n: index, %x: i32, %tensor: tensor<4xf32>) {
  // Allocation effects on the op (not on a result value) keep these alive.
  // CANON-NEXT: stream.resource.alloc : !stream.resource<external>{%[[N]]}
  // CANON-NEXT: stream.resource.alloca uninitialized : !stream.resource<transient>{%[[N]]} => !stream.timepoint
  // CANON-NEXT: stream.resource.map %[[B]][%[[N]]] : !util.byte_buffer -> !stream.resource<staging>{%[[N]]}
  // CANON-NEXT: stream.resource.try_map %[[B]][%[[N]]] : !util.byte_buffer -> i1, !stream.resource<constant>{%[[N]]}
  // CANON-NEXT: stream.resource.dealloca %[[R]] : !stream.resource<staging>{%[[N]]} => !stream.timepoint
  // CANON-NEXT: stream.resource.load %[[R]][%[[N]]] : !stream.resource<staging>{%[[N]]} -> i32
  // CANON-NEXT: stream.resource.store %[[X]], %[[R]][%[[N]]] : i32 -> !stream.resource<staging>{%[[N]]}
  // CANON-NEXT: stream.tensor.trace {key = "k"} %[[TENSOR]] : tensor<4xf32>
  // CANON-NEXT: stream.cmd.execute with(%[[E]] as %[[C:[^:]+]]: !stream.resource<external>{%[[N]]}) {
  // CANON-NEXT: stream.cmd.discard %[[C]][%[[N]] for %[[N]]] : !stream.resource<external>{%[[N]]}
  // CANON-NEXT: } => !stream.timepoint
  // CANON-NEXT: stream.cmd.flush %[[E]][%[[N]] for %[[N]]] : !stream.resource<external>{%[[N]]}
  // CANON-NEXT: return
  %0 = stream.resource.alloc : !stream.resource<external>{%n}
  %1:2 = stream.resource.alloca uninitialized : !stream.resource<transient>{%n} => !stream.timepoint
  %2 = stream.resource.map %b[%n] : !util.byte_buffer -> !stream.resource<staging>{%n}
  %3:2 = stream.resource.try_map %b[%n] : !util.byte_buffer -> i1, !stream.resource<constant>{%n}
  %4 = stream.resource.dealloca %r : !stream.resource<staging>{%n} => !stream.timepoint
  %5 = stream.resource.load %r[%n] : !stream.resource<staging>{%n} -> i32
  stream.resource.store %x, %r[%n] : i32 -> !stream.resource<staging>{%n}
  stream.tensor.trace {key = "k"} %tensor : tensor<4xf32>
  // Pure: erased when unused.
  %6 = stream.resource.size %e : !stream.resource<external>
  %7 = stream.resource.subview %e[%n] : !stream.resource<external>{%n} -> !stream.resource<external>{%n}
  %8 = stream.tensor.import %v : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%n}
  %9 = stream.tensor.export %e : tensor<4xf32> in !stream.resource<external>{%n} -> !hal.buffer_view
  %10 = stream.timepoint.immediate => !stream.timepoint
  %11 = stream.timepoint.join max(%t, %t) => !stream.timepoint
  %12 = stream.timepoint.await %t => %e : !stream.resource<external>{%n}
  %13:2 = stream.timepoint.export %t => (!hal.semaphore, i64)
  // An execution region is kept for its commands' (unknown) effects even if
  // its timepoint is unused; an empty one has no effects and is erased.
  %14 = stream.cmd.execute with(%e as %c: !stream.resource<external>{%n}) {
    stream.cmd.discard %c[%n for %n] : !stream.resource<external>{%n}
  } => !stream.timepoint
  %15 = stream.cmd.execute with(%e as %c: !stream.resource<external>{%n}) {
  } => !stream.timepoint
  stream.cmd.flush %e[%n for %n] : !stream.resource<external>{%n}
  return
}

// -----

// CSE-LABEL: func.func @cse(
// CSE-SAME: %[[E:[^:]+]]: !stream.resource<external>, %[[R:[^:]+]]: !stream.resource<staging>, %[[T:[^:]+]]: !stream.timepoint, %[[V:[^:]+]]: !hal.buffer_view, %[[B:[^:]+]]: !util.byte_buffer, %[[N:[^:]+]]: index)
func.func @cse(%e: !stream.resource<external>, %r: !stream.resource<staging>, %t: !stream.timepoint, %v: !hal.buffer_view, %b: !util.byte_buffer, %n: index) -> (index, index, !stream.timepoint, !stream.timepoint, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.timepoint, !stream.timepoint, !stream.resource<external>, !stream.resource<external>, !stream.resource<staging>, !stream.resource<staging>, i32, i32) {
  // CSE-NEXT: %[[S:[^ ]+]] = stream.resource.size %[[E]] : !stream.resource<external>
  // CSE-NEXT: %[[I:[^ ]+]] = stream.timepoint.immediate => !stream.timepoint
  // CSE-NEXT: %[[SV:[^ ]+]] = stream.resource.subview %[[E]][%[[N]]]
  // CSE-NEXT: %[[IM:[^ ]+]] = stream.tensor.import %[[V]]
  // CSE-NEXT: %[[J:[^ ]+]] = stream.timepoint.join max(%[[T]], %[[I]]) => !stream.timepoint
  // CSE-NEXT: %[[A0:[^ ]+]] = stream.resource.alloc : !stream.resource<external>{%[[N]]}
  // CSE-NEXT: %[[A1:[^ ]+]] = stream.resource.alloc : !stream.resource<external>{%[[N]]}
  // CSE-NEXT: %[[M0:[^ ]+]] = stream.resource.map %[[B]][%[[N]]]
  // CSE-NEXT: %[[M1:[^ ]+]] = stream.resource.map %[[B]][%[[N]]]
  // CSE-NEXT: %[[L0:[^ ]+]] = stream.resource.load %[[R]][%[[N]]]
  // CSE-NEXT: %[[L1:[^ ]+]] = stream.resource.load %[[R]][%[[N]]]
  // CSE-NEXT: return %[[S]], %[[S]], %[[I]], %[[I]], %[[SV]], %[[SV]], %[[IM]], %[[IM]], %[[J]], %[[J]], %[[A0]], %[[A1]], %[[M0]], %[[M1]], %[[L0]], %[[L1]] :
  %s0 = stream.resource.size %e : !stream.resource<external>
  %s1 = stream.resource.size %e : !stream.resource<external>
  %i0 = stream.timepoint.immediate => !stream.timepoint
  %i1 = stream.timepoint.immediate => !stream.timepoint
  %sv0 = stream.resource.subview %e[%n] : !stream.resource<external>{%n} -> !stream.resource<external>{%n}
  %sv1 = stream.resource.subview %e[%n] : !stream.resource<external>{%n} -> !stream.resource<external>{%n}
  %im0 = stream.tensor.import %v : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%n}
  %im1 = stream.tensor.import %v : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%n}
  %j0 = stream.timepoint.join max(%t, %i0) => !stream.timepoint
  %j1 = stream.timepoint.join max(%t, %i1) => !stream.timepoint
  %a0 = stream.resource.alloc : !stream.resource<external>{%n}
  %a1 = stream.resource.alloc : !stream.resource<external>{%n}
  %m0 = stream.resource.map %b[%n] : !util.byte_buffer -> !stream.resource<staging>{%n}
  %m1 = stream.resource.map %b[%n] : !util.byte_buffer -> !stream.resource<staging>{%n}
  %l0 = stream.resource.load %r[%n] : !stream.resource<staging>{%n} -> i32
  %l1 = stream.resource.load %r[%n] : !stream.resource<staging>{%n} -> i32
  return %s0, %s1, %i0, %i1, %sv0, %sv1, %im0, %im1, %j0, %j1, %a0, %a1, %m0, %m1, %l0, %l1 : index, index, !stream.timepoint, !stream.timepoint, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.timepoint, !stream.timepoint, !stream.resource<external>, !stream.resource<external>, !stream.resource<staging>, !stream.resource<staging>, i32, i32
}

// -----

// DCE-LABEL: module @kernels attributes {sym_visibility = "private"}
// DCE-NOT: @unused_kernels
// DCE-NOT: @unused_helper
// DCE: func.func @dispatcher(
// DCE: stream.cmd.dispatch @kernels::@scale
module @kernels attributes {sym_visibility = "private"} {
  func.func @scale() {
    return
  }
}
module @unused_kernels attributes {sym_visibility = "private"} {
  func.func @scale() {
    return
  }
}
func.func private @unused_helper()
func.func @dispatcher(%r: !stream.resource<external>, %n: index) {
  stream.cmd.dispatch @kernels::@scale[%n, %n, %n] {
    rw %r[%n for %n] : !stream.resource<external>{%n}
  }
  return
}

// -----

// With HAL executables the entry point sits inside a variant, so `@ex::@entry`
// does not resolve through the symbol tables and stock symbol-dce ignores the
// reference (as it does any unresolved one); hal.executable is therefore never
// discarded by symbol-dce, private or public, and the dispatches stay valid.
// DCE-LABEL: hal.executable public @public_kernels {
// DCE: hal.executable private @private_kernels {
// DCE: func.func @dispatch_executables(
// DCE: stream.cmd.dispatch @public_kernels::@scale
// DCE: stream.cmd.dispatch @private_kernels::@scale
#layout = #hal.executable.layout<push_constants = 0, sets = [#hal.descriptor_set.layout<0, bindings = [#hal.descriptor_set.binding<0, storage_buffer>]>]>
hal.executable public @public_kernels {
  hal.executable.variant public @vmvx, target = #hal.executable.target<"vmvx", "vmvx-bytecode-fb"> {
    hal.executable.entry_point public @scale ordinal(0) layout(#layout)
  }
}
hal.executable private @private_kernels {
  hal.executable.variant public @vmvx, target = #hal.executable.target<"vmvx", "vmvx-bytecode-fb"> {
    hal.executable.entry_point public @scale ordinal(0) layout(#layout)
  }
}
func.func @dispatch_executables(%r: !stream.resource<external>, %n: index) {
  stream.cmd.dispatch @public_kernels::@scale[%n, %n, %n] {
    rw %r[%n for %n] : !stream.resource<external>{%n}
  }
  stream.cmd.dispatch @private_kernels::@scale[%n, %n, %n] {
    rw %r[%n for %n] : !stream.resource<external>{%n}
  }
  return
}

// -----

// INLINE-LABEL: func.func @caller(
// INLINE-SAME: %[[R:[^:]+]]: !stream.resource<external>, %[[N:[^:]+]]: index)
// INLINE-NEXT: %[[S:[^ ]+]] = stream.resource.size %[[R]] : !stream.resource<external>
// INLINE-NEXT: %[[T:[^ ]+]] = stream.cmd.execute with(%[[R]] as %[[C:[^:]+]]: !stream.resource<external>{%[[S]]}) {
// INLINE-NEXT: stream.cmd.discard %[[C]][%[[N]] for %[[N]]] : !stream.resource<external>{%[[S]]}
// INLINE-NEXT: } => !stream.timepoint
// INLINE-NEXT: return %[[T]] : !stream.timepoint
func.func private @callee(%r: !stream.resource<external>, %n: index) -> !stream.timepoint {
  %s = stream.resource.size %r : !stream.resource<external>
  %t = stream.cmd.execute with(%r as %c: !stream.resource<external>{%s}) {
    stream.cmd.discard %c[%n for %n] : !stream.resource<external>{%s}
  } => !stream.timepoint
  return %t : !stream.timepoint
}
func.func @caller(%r: !stream.resource<external>, %n: index) -> !stream.timepoint {
  %t = call @callee(%r, %n) : (!stream.resource<external>, index) -> !stream.timepoint
  return %t : !stream.timepoint
}
