// The folders of docs/design/stream-dialect.md#folders, run by the stock
// canonicalizer, and the dialect's constant materializer (#dialect).
// RUN: %stream-hal-opt %s -canonicalize -split-input-file | FileCheck %s

// docs/design/stream-dialect.md#size-search: a size-aware producer gives the
// size of its result.
// CHECK-LABEL: func.func @size_of_producers(
// CHECK-SAME: %[[C10:[^:]+]]: index, %[[C20:[^:]+]]: index, %[[C30:[^:]+]]: index, %[[C40:[^:]+]]: index,
func.func @size_of_producers(%c10: index, %c20: index, %c30: index, %c40: index, %bytes: !util.byte_buffer, %view: !hal.buffer_view, %t: !stream.timepoint) -> (index, index, index, index, index, index, index, index) {
  %vars:2 = stream.resource.alloc : !stream.resource<variable>{%c10}, !stream.resource<variable>{%c20}
  %s0 = stream.resource.size %vars#1 : !stream.resource<variable>
  %tmp:2 = stream.resource.alloca uninitialized : !stream.resource<transient>{%c30} => !stream.timepoint
  %s1 = stream.resource.size %tmp#0 : !stream.resource<transient>
  %mapped = stream.resource.map %bytes[%c10] : !util.byte_buffer -> !stream.resource<staging>{%c40}
  %s2 = stream.resource.size %mapped : !stream.resource<staging>
  %try:2 = stream.resource.try_map %bytes[%c10] : !util.byte_buffer -> i1, !stream.resource<constant>{%c20}
  %s3 = stream.resource.size %try#1 : !stream.resource<constant>
  %in = stream.tensor.import %view : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%c30}
  %s4 = stream.resource.size %in : !stream.resource<external>
  %slice = stream.resource.subview %in[%c10] : !stream.resource<external>{%c30} -> !stream.resource<external>{%c10}
  %s5 = stream.resource.size %slice : !stream.resource<external>
  %ready:2 = stream.timepoint.await %t => %mapped, %in : !stream.resource<staging>{%c40}, !stream.resource<external>{%c30}
  %s6 = stream.resource.size %ready#1 : !stream.resource<external>
  %s7 = stream.resource.size %ready#0 : !stream.resource<staging>
  // CHECK-NOT: stream.resource.size
  // CHECK: return %[[C20]], %[[C30]], %[[C40]], %[[C20]], %[[C30]], %[[C10]], %[[C30]], %[[C40]] :
  return %s0, %s1, %s2, %s3, %s4, %s5, %s6, %s7 : index, index, index, index, index, index, index, index
}

// -----

// docs/design/stream-dialect.md#size-search: without a size-aware producer, the
// users are asked; a use created later comes first in MLIR's use list, so the
// last user wins.
// CHECK-LABEL: func.func @size_of_argument_from_users(
// CHECK-SAME: %[[R:[^:]+]]: !stream.resource<transient>, %[[A:[^:]+]]: index, %[[B:[^:]+]]: index, %[[C:[^:]+]]: index)
func.func @size_of_argument_from_users(%r: !stream.resource<transient>, %a: index, %b: index, %c: index) -> index {
  // CHECK-NEXT: stream.cmd.flush %[[R]][%[[C]] for %[[C]]] : !stream.resource<transient>{%[[A]]}
  // CHECK-NEXT: stream.cmd.discard %[[R]][%[[C]] for %[[C]]] : !stream.resource<transient>{%[[B]]}
  // CHECK-NEXT: return %[[B]] : index
  %s = stream.resource.size %r : !stream.resource<transient>
  stream.cmd.flush %r[%c for %c] : !stream.resource<transient>{%a}
  stream.cmd.discard %r[%c for %c] : !stream.resource<transient>{%b}
  return %s : index
}

// -----

// A size defined after the size op in the same block is not usable: the next
// user is tried; an earlier stream.resource.size of the same value counts too.
// CHECK-LABEL: func.func @size_usable_in_block(
// CHECK-SAME: %[[R:[^:]+]]: !stream.resource<external>, %[[C:[^:]+]]: index)
func.func @size_usable_in_block(%r: !stream.resource<external>, %c: index) -> (index, index) {
  // CHECK-NEXT: %[[FIRST:[^ ]+]] = stream.resource.size %[[R]] : !stream.resource<external>
  // CHECK-NEXT: %[[LATE:[^ ]+]] = arith.addi %[[FIRST]], %[[C]] : index
  // CHECK-NEXT: stream.cmd.discard %[[R]][%[[C]] for %[[C]]] : !stream.resource<external>{%[[LATE]]}
  // CHECK-NEXT: return %[[FIRST]], %[[FIRST]] : index, index
  %first = stream.resource.size %r : !stream.resource<external>
  %second = stream.resource.size %r : !stream.resource<external>
  %late = arith.addi %first, %c : index
  stream.cmd.discard %r[%c for %c] : !stream.resource<external>{%late}
  return %first, %second : index, index
}

// -----

// No size-aware producer and no sized user: no fold.
// CHECK-LABEL: func.func @size_unknown(
// CHECK-SAME: %[[P:[^:]+]]: i1, %[[A:[^:]+]]: !stream.resource<external>, %[[B:[^:]+]]: !stream.resource<external>)
func.func @size_unknown(%p: i1, %a: !stream.resource<external>, %b: !stream.resource<external>) -> (index, index) {
  // CHECK-NEXT: %[[SA:[^ ]+]] = stream.resource.size %[[A]] : !stream.resource<external>
  // CHECK-NEXT: %[[SEL:[^ ]+]] = arith.select %[[P]], %[[A]], %[[B]] : !stream.resource<external>
  // CHECK-NEXT: %[[SSEL:[^ ]+]] = stream.resource.size %[[SEL]] : !stream.resource<external>
  // CHECK-NEXT: return %[[SA]], %[[SSEL]] : index, index
  %sa = stream.resource.size %a : !stream.resource<external>
  %sel = arith.select %p, %a, %b : !stream.resource<external>
  %ssel = stream.resource.size %sel : !stream.resource<external>
  return %sa, %ssel : index, index
}

// -----

// Users that tie the value to results are followed (tensor.import ties its
// source to its result; its source has no size relation itself).
// CHECK-LABEL: func.func @size_through_tied_user(
// CHECK-SAME: %[[R:[^:]+]]: !stream.resource<external>, %[[C:[^:]+]]: index, %[[N:[^:]+]]: index)
func.func @size_through_tied_user(%r: !stream.resource<external>, %c: index, %n: index) -> index {
  // CHECK: return %[[N]] : index
  %s = stream.resource.size %r : !stream.resource<external>
  %in = stream.tensor.import %r : !stream.resource<external> -> tensor<4xf32> in !stream.resource<external>{%c}
  stream.cmd.discard %in[%c for %c] : !stream.resource<external>{%n}
  return %s : index
}

// -----

// The sizes written in captures, await lists and dispatch lists are found.
// CHECK-LABEL: func.func @size_from_capture_await_dispatch(
// CHECK-SAME: %[[R:[^:]+]]: !stream.resource<external>, %[[Q:[^:]+]]: !stream.resource<staging>, %[[D:[^:]+]]: !stream.resource<transient>, %[[T:[^:]+]]: !stream.timepoint, %[[C:[^:]+]]: index, %[[RN:[^:]+]]: index, %[[QN:[^:]+]]: index, %[[DN:[^:]+]]: index)
func.func @size_from_capture_await_dispatch(%r: !stream.resource<external>, %q: !stream.resource<staging>, %d: !stream.resource<transient>, %t: !stream.timepoint, %c: index, %rn: index, %qn: index, %dn: index) -> (index, index, index, !stream.timepoint, !stream.resource<staging>) {
  // CHECK-NOT: stream.resource.size
  // CHECK: return %[[RN]], %[[QN]], %[[DN]],
  %sr = stream.resource.size %r : !stream.resource<external>
  %sq = stream.resource.size %q : !stream.resource<staging>
  %sd = stream.resource.size %d : !stream.resource<transient>
  %done = stream.cmd.execute with(%r as %x: !stream.resource<external>{%rn}) {
    stream.cmd.discard %x[%c for %c] : !stream.resource<external>{%rn}
  } => !stream.timepoint
  %ready = stream.timepoint.await %t => %q : !stream.resource<staging>{%qn}
  stream.cmd.dispatch @ex::@entry[%c, %c, %c] {
    rw %d[%c for %c] : !stream.resource<transient>{%dn}
  }
  return %sr, %sq, %sd, %done, %ready : index, index, index, !stream.timepoint, !stream.resource<staging>
}

// -----

// Sizes from other blocks: an entry block or a dominating block is usable, a
// block that does not dominate is not.
// CHECK-LABEL: func.func @size_across_blocks(
// CHECK-SAME: %[[P:[^:]+]]: i1, %[[Q:[^:]+]]: i1, %[[R:[^:]+]]: !stream.resource<external>, %[[C:[^:]+]]: index, %[[D:[^:]+]]: index)
func.func @size_across_blocks(%p: i1, %q: i1, %r: !stream.resource<external>, %c: index, %d: index) -> (index, index, index) {
  // CHECK-NEXT: %[[ENTRY_SIZE:[^ ]+]] = arith.addi %[[C]], %[[D]] : index
  // CHECK-NEXT: stream.cmd.flush %[[R]][%[[C]] for %[[C]]] : !stream.resource<external>{%[[ENTRY_SIZE]]}
  // CHECK-NEXT: cf.cond_br %[[P]], ^bb1, ^bb3
  %entry_size = arith.addi %c, %d : index
  stream.cmd.flush %r[%c for %c] : !stream.resource<external>{%entry_size}
  cf.cond_br %p, ^dom, ^other
// CHECK-NEXT: ^bb1:
^dom:
  // CHECK-NEXT: %[[DOM_SIZE:[^ ]+]] = arith.muli %[[C]], %[[D]] : index
  // CHECK-NEXT: stream.cmd.invalidate %[[R]][%[[C]] for %[[C]]] : !stream.resource<external>{%[[DOM_SIZE]]}
  // CHECK-NEXT: cf.cond_br %[[Q]], ^bb2, ^bb3
  %dom_size = arith.muli %c, %d : index
  stream.cmd.invalidate %r[%c for %c] : !stream.resource<external>{%dom_size}
  cf.cond_br %q, ^dominated, ^other
// CHECK-NEXT: ^bb2:
^dominated:
  // The use list is (discard, size in ^other, this size, invalidate, flush):
  // sizes from ^other (not dominating) are skipped, ^dom's is taken.
  // CHECK-NEXT: return %[[ENTRY_SIZE]], %[[DOM_SIZE]], %[[ENTRY_SIZE]]
  %s3 = stream.resource.size %r : !stream.resource<external>
  return %entry_size, %s3, %entry_size : index, index, index
// CHECK-NEXT: ^bb3:
^other:
  // The later discard in this block, ^dominated and ^dom (neither dominates)
  // are skipped; the entry block's size is taken.
  // CHECK-NEXT: %[[OTHER_SIZE:[^ ]+]] = arith.subi %[[C]], %[[D]] : index
  // CHECK-NEXT: stream.cmd.discard %[[R]][%[[C]] for %[[C]]] : !stream.resource<external>{%[[OTHER_SIZE]]}
  // CHECK-NEXT: return %[[ENTRY_SIZE]], %[[ENTRY_SIZE]], %[[ENTRY_SIZE]]
  %s2 = stream.resource.size %r : !stream.resource<external>
  %other_size = arith.subi %c, %d : index
  stream.cmd.discard %r[%c for %c] : !stream.resource<external>{%other_size}
  return %s2, %s2, %s2 : index, index, index
}

// -----

// docs/design/stream-dialect.md#subview-fold: subview folds only when both
// sizes are the same SSA value.
// CHECK-LABEL: func.func @subview(
// CHECK-SAME: %[[R:[^:]+]]: !stream.resource<external>, %[[N:[^:]+]]: index, %[[OFF:[^:]+]]: index, %[[M:[^:]+]]: index)
func.func @subview(%r: !stream.resource<external>, %n: index, %off: index, %m: index) -> (!stream.resource<external>, !stream.resource<external>) {
  // CHECK-NEXT: %[[PART:[^ ]+]] = stream.resource.subview %[[R]][%[[OFF]]] : !stream.resource<external>{%[[N]]} -> !stream.resource<external>{%[[M]]}
  // CHECK-NEXT: return %[[R]], %[[PART]]
  %same = stream.resource.subview %r[%off] : !stream.resource<external>{%n} -> !stream.resource<external>{%n}
  %part = stream.resource.subview %r[%off] : !stream.resource<external>{%n} -> !stream.resource<external>{%m}
  return %same, %part : !stream.resource<external>, !stream.resource<external>
}

// -----

// docs/design/stream-dialect.md#import-export-fold: import of an export folds
// (same affinity, same size value); the encodings are not compared.
// CHECK-LABEL: func.func @import_of_export(
// CHECK-SAME: %[[R:[^:]+]]: !stream.resource<external>, %[[N:[^:]+]]: index, %[[M:[^:]+]]: index)
func.func @import_of_export(%r: !stream.resource<external>, %n: index, %m: index) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>) {
  // CHECK-NEXT: %[[VIEW:[^ ]+]] = stream.tensor.export %[[R]] : tensor<4xf32> in !stream.resource<external>{%[[N]]} -> !hal.buffer_view
  // CHECK-NEXT: %[[OTHER_SIZE:[^ ]+]] = stream.tensor.import %[[VIEW]] : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%[[M]]}
  // CHECK-NEXT: %[[OTHER_AFF:[^ ]+]] = stream.tensor.import on(#stream.affinity) %[[VIEW]] : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%[[N]]}
  // CHECK-NEXT: return %[[R]], %[[R]], %[[OTHER_SIZE]], %[[OTHER_AFF]], %[[R]]
  %view = stream.tensor.export %r : tensor<4xf32> in !stream.resource<external>{%n} -> !hal.buffer_view
  %same = stream.tensor.import %view : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%n}
  %reshaped = stream.tensor.import %view : !hal.buffer_view -> tensor<2x2xf32> in !stream.resource<external>{%n}
  %other_size = stream.tensor.import %view : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%m}
  %other_aff = stream.tensor.import on(#stream.affinity) %view : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%n}
  %view_on = stream.tensor.export on(#stream.affinity) %r : tensor<4xf32> in !stream.resource<external>{%n} -> !hal.buffer_view
  %same_on = stream.tensor.import on(#stream.affinity) %view_on : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%n}
  return %same, %reshaped, %other_size, %other_aff, %same_on : !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>
}

// -----

// docs/design/stream-dialect.md#import-export-fold: export of an import folds
// when encoding, dimension values, size value and affinity all match (and the
// result type is the imported source's type).
// CHECK-LABEL: func.func @export_of_import(
// CHECK-SAME: %[[V:[^:]+]]: !hal.buffer_view, %[[D:[^:]+]]: index, %[[E:[^:]+]]: index, %[[N:[^:]+]]: index, %[[M:[^:]+]]: index)
func.func @export_of_import(%v: !hal.buffer_view, %d: index, %e: index, %n: index, %m: index) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer) {
  // CHECK-NEXT: %[[RES:[^ ]+]] = stream.tensor.import %[[V]] : !hal.buffer_view -> tensor<?x4xf32>{%[[D]]} in !stream.resource<external>{%[[N]]}
  // CHECK-NEXT: %[[ENC:[^ ]+]] = stream.tensor.export %[[RES]] : tensor<?x4xf16>{%[[D]]} in !stream.resource<external>{%[[N]]} -> !hal.buffer_view
  // CHECK-NEXT: %[[DIMS:[^ ]+]] = stream.tensor.export %[[RES]] : tensor<?x4xf32>{%[[E]]} in !stream.resource<external>{%[[N]]} -> !hal.buffer_view
  // CHECK-NEXT: %[[SIZE:[^ ]+]] = stream.tensor.export %[[RES]] : tensor<?x4xf32>{%[[D]]} in !stream.resource<external>{%[[M]]} -> !hal.buffer_view
  // CHECK-NEXT: %[[AFF:[^ ]+]] = stream.tensor.export on(#stream.affinity) %[[RES]] : tensor<?x4xf32>{%[[D]]} in !stream.resource<external>{%[[N]]} -> !hal.buffer_view
  // CHECK-NEXT: %[[BUF:[^ ]+]] = stream.tensor.export %[[RES]] : tensor<?x4xf32>{%[[D]]} in !stream.resource<external>{%[[N]]} -> !hal.buffer
  // CHECK-NEXT: return %[[V]], %[[ENC]], %[[DIMS]], %[[SIZE]], %[[AFF]], %[[BUF]]
  %res = stream.tensor.import %v : !hal.buffer_view -> tensor<?x4xf32>{%d} in !stream.resource<external>{%n}
  %same = stream.tensor.export %res : tensor<?x4xf32>{%d} in !stream.resource<external>{%n} -> !hal.buffer_view
  %enc = stream.tensor.export %res : tensor<?x4xf16>{%d} in !stream.resource<external>{%n} -> !hal.buffer_view
  %dims = stream.tensor.export %res : tensor<?x4xf32>{%e} in !stream.resource<external>{%n} -> !hal.buffer_view
  %size = stream.tensor.export %res : tensor<?x4xf32>{%d} in !stream.resource<external>{%m} -> !hal.buffer_view
  %aff = stream.tensor.export on(#stream.affinity) %res : tensor<?x4xf32>{%d} in !stream.resource<external>{%n} -> !hal.buffer_view
  %buf = stream.tensor.export %res : tensor<?x4xf32>{%d} in !stream.resource<external>{%n} -> !hal.buffer
  return %same, %enc, %dims, %size, %aff, %buf : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer
}

// -----

// docs/design/stream-dialect.md#join-fold, #immediate-fold: an all-immediate
// join (also the empty one) folds to the attribute, materialized as one
// stream.timepoint.immediate (constant-like: deduplicated and hoisted, never
// folded away); a single operand is forwarded.
// CHECK-LABEL: func.func @join(
// CHECK-SAME: %[[A:[^:]+]]: !stream.timepoint, %[[B:[^:]+]]: !stream.timepoint)
func.func @join(%a: !stream.timepoint, %b: !stream.timepoint) -> (!stream.timepoint, !stream.timepoint, !stream.timepoint, !stream.timepoint, !stream.timepoint, !stream.timepoint) {
  // CHECK-NEXT: %[[NOW:[^ ]+]] = stream.timepoint.immediate => !stream.timepoint
  // CHECK-NEXT: %[[MIXED:[^ ]+]] = stream.timepoint.join max(%[[A]], %[[NOW]]) => !stream.timepoint
  // CHECK-NEXT: %[[BOTH:[^ ]+]] = stream.timepoint.join max(%[[A]], %[[B]]) => !stream.timepoint
  // CHECK-NEXT: return %[[NOW]], %[[NOW]], %[[NOW]], %[[A]], %[[MIXED]], %[[BOTH]]
  %i0 = stream.timepoint.immediate => !stream.timepoint
  %i1 = stream.timepoint.immediate => !stream.timepoint
  %all = stream.timepoint.join max(%i0, %i1) => !stream.timepoint
  %none = stream.timepoint.join max() => !stream.timepoint
  %one = stream.timepoint.join max(%a) => !stream.timepoint
  %mixed = stream.timepoint.join max(%a, %i1) => !stream.timepoint
  %both = stream.timepoint.join max(%a, %b) => !stream.timepoint
  return %i0, %all, %none, %one, %mixed, %both : !stream.timepoint, !stream.timepoint, !stream.timepoint, !stream.timepoint, !stream.timepoint, !stream.timepoint
}

// -----

// docs/design/stream-dialect.md#export-fold: export of an import folds to the
// import's operands when the types match.
// CHECK-LABEL: func.func @timepoint_export_of_import(
// CHECK-SAME: %[[SEM:[^:]+]]: !hal.semaphore, %[[V:[^:]+]]: i64)
func.func @timepoint_export_of_import(%sem: !hal.semaphore, %v: i64) -> (!hal.semaphore, i64, !hal.semaphore, index, !hal.semaphore) {
  // CHECK-NEXT: %[[T:[^ ]+]] = stream.timepoint.import %[[SEM]], %[[V]] : (!hal.semaphore, i64) => !stream.timepoint
  // CHECK-NEXT: %[[OTHER:[^ ]+]]:2 = stream.timepoint.export %[[T]] => (!hal.semaphore, index)
  // CHECK-NEXT: %[[FEWER:[^ ]+]] = stream.timepoint.export %[[T]] => (!hal.semaphore)
  // CHECK-NEXT: return %[[SEM]], %[[V]], %[[OTHER]]#0, %[[OTHER]]#1, %[[FEWER]]
  %t = stream.timepoint.import %sem, %v : (!hal.semaphore, i64) => !stream.timepoint
  %same:2 = stream.timepoint.export %t => (!hal.semaphore, i64)
  %other:2 = stream.timepoint.export %t => (!hal.semaphore, index)
  %fewer = stream.timepoint.export %t => (!hal.semaphore)
  return %same#0, %same#1, %other#0, %other#1, %fewer : !hal.semaphore, i64, !hal.semaphore, index, !hal.semaphore
}
