// stream.timepoint.* in the async model
// (docs/design/async-model.md#async-timepoints, #async-folding): timepoints are
// fences; imports and exports forward them, joins join them and awaits wait on
// them on the host.
// RUN: %stream-hal-opt %s --split-input-file --pass-pipeline='builtin.module(convert-stream-to-hal{execution-model=async})' | FileCheck %s
// RUN: %stream-hal-opt %s --split-input-file --pass-pipeline='builtin.module(convert-stream-to-hal{execution-model=async})' --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOC

// docs/design/async-model.md#async-immediate: every immediate gets its own
// util.null.
// CHECK-LABEL: func.func @immediate() -> (!hal.fence, !hal.fence)
// CHECK-NEXT: %0 = util.null : !hal.fence
// CHECK-NEXT: %1 = util.null : !hal.fence
// CHECK-NEXT: return %0, %1 : !hal.fence, !hal.fence
func.func @immediate() -> (!stream.timepoint, !stream.timepoint) {
  %t0 = stream.timepoint.immediate => !stream.timepoint
  %t1 = stream.timepoint.immediate => !stream.timepoint
  return %t0, %t1 : !stream.timepoint, !stream.timepoint
}

// -----

// docs/design/async-model.md#async-import: a fence import is the fence; nothing
// is emitted, the affinity is dropped.
// CHECK-LABEL: func.func @import(
// CHECK-SAME: %[[F:[a-z0-9_]+]]: !hal.fence) -> !hal.fence
// CHECK-NEXT: return %[[F]] : !hal.fence
func.func @import(%f: !hal.fence) -> !stream.timepoint {
  %t = stream.timepoint.import on(#stream.affinity) %f : (!hal.fence) => !stream.timepoint
  return %t : !stream.timepoint
}

// -----

// docs/design/async-model.md#async-export: an export to a fence is the
// converted timepoint.
// CHECK-LABEL: func.func @export(
// CHECK-SAME: %[[T:[a-z0-9_]+]]: !hal.fence) -> !hal.fence
// CHECK-NEXT: return %[[T]] : !hal.fence
func.func @export(%t: !stream.timepoint) -> !hal.fence {
  %f = stream.timepoint.export on(#stream.affinity) %t => (!hal.fence)
  return %f : !hal.fence
}

// -----

// docs/design/async-model.md#async-folding: the export of an import folds to
// the imported fence.
// CHECK-LABEL: func.func @export_of_import(
// CHECK-SAME: %[[F:[a-z0-9_]+]]: !hal.fence) -> !hal.fence
// CHECK-NEXT: return %[[F]] : !hal.fence
func.func @export_of_import(%f: !hal.fence) -> !hal.fence {
  %t = stream.timepoint.import %f : (!hal.fence) => !stream.timepoint
  %e = stream.timepoint.export %t => (!hal.fence)
  return %e : !hal.fence
}

// -----

// docs/design/async-model.md#async-join: all operands in order, duplicates
// included.
// CHECK-LABEL: func.func @join(
// CHECK-SAME: %[[A:[a-z0-9_]+]]: !hal.fence, %[[B:[a-z0-9_]+]]: !hal.fence) -> !hal.fence
// CHECK-NEXT: %fence = hal.fence.join at([%[[B]], %[[A]], %[[B]]]) -> !hal.fence
// CHECK-NEXT: return %fence : !hal.fence
// LOC-LABEL: func.func @join(
// LOC-NEXT: hal.fence.join {{.*}}loc("join")
func.func @join(%a: !stream.timepoint, %b: !stream.timepoint) -> !stream.timepoint {
  %j = stream.timepoint.join max(%b, %a, %b) => !stream.timepoint loc("join")
  return %j : !stream.timepoint
}

// -----

// A join of an immediate and another timepoint keeps the null fence (D9):
// the conversion does not canonicalize.
// CHECK-LABEL: func.func @join_with_immediate(
// CHECK-SAME: %[[A:[a-z0-9_]+]]: !hal.fence) -> !hal.fence
// CHECK-NEXT: %[[N:[0-9]+]] = util.null : !hal.fence
// CHECK-NEXT: %fence = hal.fence.join at([%[[N]], %[[A]]]) -> !hal.fence
// CHECK-NEXT: return %fence : !hal.fence
func.func @join_with_immediate(%a: !stream.timepoint) -> !stream.timepoint {
  %i = stream.timepoint.immediate => !stream.timepoint
  %j = stream.timepoint.join max(%i, %a) => !stream.timepoint
  return %j : !stream.timepoint
}

// -----

// docs/design/async-model.md#async-folding: a join of one operand is that
// operand; a join of immediates folds to a new immediate, which gets a
// util.null of its own (the two immediates keep theirs, unused: the conversion
// does not canonicalize).
// CHECK-LABEL: func.func @join_folds(
// CHECK-SAME: %[[A:[a-z0-9_]+]]: !hal.fence) -> (!hal.fence, !hal.fence)
// CHECK-NEXT: %0 = util.null : !hal.fence
// CHECK-NEXT: %1 = util.null : !hal.fence
// CHECK-NEXT: %2 = util.null : !hal.fence
// CHECK-NEXT: return %[[A]], %2 : !hal.fence, !hal.fence
func.func @join_folds(%a: !stream.timepoint) -> (!stream.timepoint, !stream.timepoint) {
  %j0 = stream.timepoint.join max(%a) => !stream.timepoint
  %i0 = stream.timepoint.immediate => !stream.timepoint
  %i1 = stream.timepoint.immediate => !stream.timepoint
  %j1 = stream.timepoint.join max(%i0, %i1) => !stream.timepoint
  return %j0, %j1 : !stream.timepoint, !stream.timepoint
}

// -----

// docs/design/async-model.md#async-await: wait forever on exactly the one
// fence, check the status; the results are the converted resources, in order.
// CHECK-LABEL: func.func @await(
// CHECK-SAME: %[[T:[a-z0-9_]+]]: !hal.fence, %[[A:[a-z0-9_]+]]: !hal.buffer, %[[B:[a-z0-9_]+]]: !hal.buffer, %{{[a-z0-9_]+}}: index, %{{[a-z0-9_]+}}: index) -> (!hal.buffer, !hal.buffer)
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %status = hal.fence.await until([%[[T]]]) timeout_millis(%c-1_i32) : i32
// CHECK-NEXT: util.status.check_ok %status, "failed to wait on timepoint"
// CHECK-NEXT: return %[[A]], %[[B]] : !hal.buffer, !hal.buffer
// LOC-LABEL: func.func @await(
// LOC-NEXT: arith.constant -1 : i32 loc("await")
// LOC-NEXT: hal.fence.await {{.*}}loc("await")
// LOC-NEXT: util.status.check_ok {{.*}}loc("await")
func.func @await(%t: !stream.timepoint, %a: !stream.resource<staging>, %b: !stream.resource<*>, %n: index, %m: index) -> (!stream.resource<staging>, !stream.resource<*>) {
  %r0, %r1 = stream.timepoint.await on(#stream.affinity) %t => %a, %b : !stream.resource<staging>{%n}, !stream.resource<*>{%m} loc("await")
  return %r0, %r1 : !stream.resource<staging>, !stream.resource<*>
}

// -----

// D11: the wait is emitted whatever the fence, also an immediate one (the
// stream folder of the await never fires).
// CHECK-LABEL: func.func @await_immediate(
// CHECK-SAME: %[[A:[a-z0-9_]+]]: !hal.buffer, %{{[a-z0-9_]+}}: index) -> !hal.buffer
// CHECK-NEXT: %[[N:[0-9]+]] = util.null : !hal.fence
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %status = hal.fence.await until([%[[N]]]) timeout_millis(%c-1_i32) : i32
// CHECK-NEXT: util.status.check_ok %status, "failed to wait on timepoint"
// CHECK-NEXT: return %[[A]] : !hal.buffer
func.func @await_immediate(%a: !stream.resource<external>, %n: index) -> !stream.resource<external> {
  %i = stream.timepoint.immediate => !stream.timepoint
  %r = stream.timepoint.await %i => %a : !stream.resource<external>{%n}
  return %r : !stream.resource<external>
}

// -----

// Waiting on the signal fence of an execute.
// CHECK-LABEL: func.func @await_execute(
// CHECK: hal.device.queue.execute<%device : !hal.device> affinity(%c-1_i64) wait(%{{[0-9]+}}) signal(%fence) commands([%cmd])
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) : i32
// CHECK-NEXT: util.status.check_ok %status, "failed to wait on timepoint"
func.func @await_execute(%a: !stream.resource<external>, %n: index) -> !stream.resource<external> {
  %tp = stream.cmd.execute with(%a as %ra: !stream.resource<external>{%n}) {
  } => !stream.timepoint
  %r = stream.timepoint.await %tp => %a : !stream.resource<external>{%n}
  return %r : !stream.resource<external>
}
