// Structural conversion in the async model
// (docs/design/async-model.md#async-structure): function signatures, calls,
// returns, branches, select and scf.if carry !hal.fence as they carry any
// converted type.
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{execution-model=async})' --split-input-file | FileCheck %s

// CHECK-LABEL: func.func private @declaration(!hal.fence, !hal.buffer) -> (!hal.fence {test.result})
func.func private @declaration(!stream.timepoint, !stream.resource<*>) -> (!stream.timepoint {test.result})

// CHECK-LABEL: func.func @calls(
// CHECK-SAME: %[[T:[a-z0-9_]+]]: !hal.fence, %[[R:[a-z0-9_]+]]: !hal.buffer) -> !hal.fence
// CHECK-NEXT: %[[C:.+]] = call @declaration(%[[T]], %[[R]]) : (!hal.fence, !hal.buffer) -> !hal.fence
// CHECK-NEXT: return %[[C]] : !hal.fence
func.func @calls(%t: !stream.timepoint, %r: !stream.resource<*>) -> !stream.timepoint {
  %0 = func.call @declaration(%t, %r) : (!stream.timepoint, !stream.resource<*>) -> !stream.timepoint
  return %0 : !stream.timepoint
}

// -----

// Every block's arguments, and the branch operands.
// CHECK-LABEL: func.func @branches(
// CHECK-SAME: %[[C:[a-z0-9_]+]]: i1, %[[T:[a-z0-9_]+]]: !hal.fence, %[[U:[a-z0-9_]+]]: !hal.fence) -> !hal.fence
// CHECK-NEXT:   cf.cond_br %[[C]], ^bb1(%[[T]] : !hal.fence), ^bb2(%[[U]] : !hal.fence)
// CHECK-NEXT: ^bb1(%[[T1:[a-z0-9_]+]]: !hal.fence):
// CHECK-NEXT:   cf.br ^bb3(%[[T1]] : !hal.fence)
// CHECK-NEXT: ^bb2(%[[U1:[a-z0-9_]+]]: !hal.fence):
// CHECK-NEXT:   cf.br ^bb3(%[[U1]] : !hal.fence)
// CHECK-NEXT: ^bb3(%[[R:[a-z0-9_]+]]: !hal.fence):
// CHECK-NEXT:   return %[[R]] : !hal.fence
func.func @branches(%c: i1, %t: !stream.timepoint, %u: !stream.timepoint) -> !stream.timepoint {
  cf.cond_br %c, ^bb1(%t : !stream.timepoint), ^bb2(%u : !stream.timepoint)
^bb1(%t1: !stream.timepoint):
  cf.br ^bb3(%t1 : !stream.timepoint)
^bb2(%u1: !stream.timepoint):
  cf.br ^bb3(%u1 : !stream.timepoint)
^bb3(%r: !stream.timepoint):
  return %r : !stream.timepoint
}

// -----

// CHECK-LABEL: func.func @select(
// CHECK-SAME: %[[C:[a-z0-9_]+]]: i1, %[[T:[a-z0-9_]+]]: !hal.fence, %[[U:[a-z0-9_]+]]: !hal.fence) -> !hal.fence
// CHECK-NEXT:   %[[S:.+]] = arith.select %[[C]], %[[T]], %[[U]] : !hal.fence
// CHECK-NEXT:   return %[[S]] : !hal.fence
func.func @select(%c: i1, %t: !stream.timepoint, %u: !stream.timepoint) -> !stream.timepoint {
  %s = arith.select %c, %t, %u : !stream.timepoint
  return %s : !stream.timepoint
}

// -----

// scf.if results and scf.yield; the immediate inside the region becomes its
// own util.null.
// CHECK-LABEL: func.func @scf_if(
// CHECK-SAME: %[[C:[a-z0-9_]+]]: i1, %[[T:[a-z0-9_]+]]: !hal.fence) -> !hal.fence
// CHECK-NEXT:   %[[IF:.+]] = scf.if %[[C]] -> (!hal.fence) {
// CHECK-NEXT:     scf.yield %[[T]] : !hal.fence
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %[[N:.+]] = util.null : !hal.fence
// CHECK-NEXT:     scf.yield %[[N]] : !hal.fence
// CHECK-NEXT:   }
// CHECK-NEXT:   return %[[IF]] : !hal.fence
func.func @scf_if(%c: i1, %t: !stream.timepoint) -> !stream.timepoint {
  %0 = scf.if %c -> (!stream.timepoint) {
    scf.yield %t : !stream.timepoint
  } else {
    %i = stream.timepoint.immediate => !stream.timepoint
    scf.yield %i : !stream.timepoint
  }
  return %0 : !stream.timepoint
}
