// The barrier plan (patterns/analyses/BarrierPlanner.h) printed on the input by
// test-stream-to-hal-barrier-plan: each item of a sequential block carries the
// slot after it, kept with its stage masks or "none"
// (docs/design/barriers-hazard.md#the-rule, #nesting, #stage-masks).
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(test-stream-to-hal-barrier-plan)' | FileCheck %s --check-prefix=HAZARD
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(test-stream-to-hal-barrier-plan{barriers=all})' | FileCheck %s --check-prefix=ALL
// RUN: not %stream-hal-opt %s --pass-pipeline='builtin.module(test-stream-to-hal-barrier-plan{barriers=some})' 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: unknown barrier mode 'some'; expected 'all' or 'hazard'

// A fill of [0, 64); a serial of two fills of [64, 128) (the second needs a
// barrier inside the serial); a concurrent block of a fill of [64, 128) and a
// serial with a fill of [128, 192) (the fill conflicts with the serial before
// it: the slot after that serial); a dispatch reading [0, 128) (conflicts with
// the concurrent block: the slot after it). A concurrent body has no slots:
// its items get no attribute.
// HAZARD-LABEL: func.func @nesting(
// HAZARD:      stream.cmd.fill {{.*}} attributes {test.barrier = "none"}
// HAZARD-NEXT: stream.cmd.serial {
// HAZARD-NEXT:   stream.cmd.fill {{.*}} attributes {test.barrier = "Transfer -> Transfer"}
// HAZARD-NEXT:   stream.cmd.fill {{.*}} attributes {test.barrier = "none"}
// HAZARD-NEXT: } attributes {test.barrier = "Transfer -> Transfer"}
// HAZARD-NEXT: stream.cmd.concurrent {
// HAZARD-NEXT:   stream.cmd.fill {{.*}}>{%c1024}{{$}}
// HAZARD-NEXT:   stream.cmd.serial {
// HAZARD-NEXT:     stream.cmd.fill {{.*}} attributes {test.barrier = "none"}
// HAZARD-NEXT:   }{{$}}
// HAZARD-NEXT: } attributes {test.barrier = "Transfer -> Dispatch"}
// HAZARD:      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>], test.barrier = "none"}
// barriers=all: every slot full.
// ALL-LABEL: func.func @nesting(
// ALL:      stream.cmd.fill {{.*}} attributes {test.barrier = "Dispatch|Transfer|CommandRetire -> CommandIssue|Dispatch|Transfer"}
// ALL-NEXT: stream.cmd.serial {
// ALL-NEXT:   stream.cmd.fill {{.*}} attributes {test.barrier = "Dispatch|Transfer|CommandRetire -> CommandIssue|Dispatch|Transfer"}
// ALL-NEXT:   stream.cmd.fill {{.*}} attributes {test.barrier = "Dispatch|Transfer|CommandRetire -> CommandIssue|Dispatch|Transfer"}
// ALL-NEXT: } attributes {test.barrier = "Dispatch|Transfer|CommandRetire -> CommandIssue|Dispatch|Transfer"}
// ALL-NEXT: stream.cmd.concurrent {
// ALL-NEXT:   stream.cmd.fill {{.*}}>{%c1024}{{$}}
// ALL-NEXT:   stream.cmd.serial {
// ALL-NEXT:     stream.cmd.fill {{.*}} attributes {test.barrier = "Dispatch|Transfer|CommandRetire -> CommandIssue|Dispatch|Transfer"}
// ALL-NEXT:   }{{$}}
// ALL-NEXT: } attributes {test.barrier = "Dispatch|Transfer|CommandRetire -> CommandIssue|Dispatch|Transfer"}
// ALL:      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>], test.barrier = "Dispatch|Transfer|CommandRetire -> CommandIssue|Dispatch|Transfer"}
func.func @nesting(%r: !stream.resource<transient>, %v: i32) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c1024 = arith.constant 1024 : index
  %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%c1024}) {
    stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024}
    stream.cmd.serial {
      stream.cmd.fill %v, %t[%c64 for %c64] : i32 -> !stream.resource<transient>{%c1024}
      stream.cmd.fill %v, %t[%c64 for %c64] : i32 -> !stream.resource<transient>{%c1024}
    }
    stream.cmd.concurrent {
      stream.cmd.fill %v, %t[%c64 for %c64] : i32 -> !stream.resource<transient>{%c1024}
      stream.cmd.serial {
        stream.cmd.fill %v, %t[%c128 for %c64] : i32 -> !stream.resource<transient>{%c1024}
      }
    }
    stream.cmd.dispatch @ex::@entry[%c1, %c1, %c1] {
      ro %t[%c0 for %c128] : !stream.resource<transient>{%c1024}
    } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// A dispatch entry of None (generic form) reads and writes: the second
// dispatch needs a barrier after the first, which only reads.
// HAZARD-LABEL: func.func @none_access(
// HAZARD:      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>], test.barrier = "Dispatch -> Dispatch"}
// HAZARD:      } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>], test.barrier = "none"}
func.func @none_access(%r: !stream.resource<transient>) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%c64}) {
    stream.cmd.dispatch @ex::@entry[%c1, %c1, %c1] {
      ro %t[%c0 for %c64] : !stream.resource<transient>{%c64}
    } attributes {hal.interface.bindings = [#hal.interface.binding<0, 0>]}
    "stream.cmd.dispatch"(%c1, %c1, %c1, %t, %c64, %c0, %c64) <{entry_point = @ex::@entry, operandSegmentSizes = array<i32: 3, 0, 1, 1, 1, 1>, resource_accesses = [0 : i32]}> {hal.interface.bindings = [#hal.interface.binding<0, 0>]} : (index, index, index, !stream.resource<transient>, index, index, index) -> ()
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// Ranges at the bound of docs/design/access-model.md#byte-ranges: writes of
// [2^63 - 2, 2^63 - 1) and [0, 64) are disjoint; a write whose o + l = 2^63
// is unknown and conflicts with both.
// HAZARD-LABEL: func.func @range_bound(
// HAZARD:      stream.cmd.fill {{.*}} attributes {test.barrier = "none"}
// HAZARD-NEXT: stream.cmd.fill {{.*}} attributes {test.barrier = "Transfer -> Transfer"}
// HAZARD-NEXT: stream.cmd.fill {{.*}} attributes {test.barrier = "none"}
func.func @range_bound(%r: !stream.resource<transient>, %v: i8) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %max = arith.constant 9223372036854775807 : index
  %maxm2 = arith.constant 9223372036854775806 : index
  %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%max}) {
    stream.cmd.fill %v, %t[%maxm2 for %c1] : i8 -> !stream.resource<transient>{%max}
    stream.cmd.fill %v, %t[%c0 for %c64] : i8 -> !stream.resource<transient>{%max}
    stream.cmd.fill %v, %t[%max for %c1] : i8 -> !stream.resource<transient>{%max}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}
