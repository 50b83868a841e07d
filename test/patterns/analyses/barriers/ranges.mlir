// docs/design/barriers-hazard.md#byte-ranges: byte ranges on one root. Two
// fills of one resource; a barrier between them iff the ranges may overlap. The
// constants are arith.constant ops; %sum is an arith.addi of two of them.
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{barriers=hazard})' | FileCheck %s
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{barriers=hazard})' -o %t.out
// RUN: %python %S/../hazard/check_hazards.py %s %t.out | FileCheck %s --check-prefix=SAFE
// SAFE: hazard check: 12 execute regions, 0 unordered hazards, 0 bad masks

// [%c0 for %c64], [%c64 for %c64]: disjoint (adjacent).
// CHECK-LABEL: func.func @adjacent(
// CHECK: %[[CMD:.+]] = hal.command_buffer.create
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c64, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
func.func @adjacent(%r: !stream.resource<transient>, %v: i32, %off: index, %len: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c136 = arith.constant 136 : index
  %c8192 = arith.constant 8192 : index
  %cneg = arith.constant -64 : index
  %chalf = arith.constant 4611686018427387904 : index
  %chalfm1 = arith.constant 4611686018427387903 : index
  %sum = arith.addi %c64, %c64 : index
  %size = arith.constant 9223372036854775807 : index
  %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%size}) {
    stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%size}
    stream.cmd.fill %v, %t[%c64 for %c64] : i32 -> !stream.resource<transient>{%size}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// [%c0 for %c64], [%c32 for %c64]: may overlap (overlap).
// CHECK-LABEL: func.func @overlap(
// CHECK: %[[CMD:.+]] = hal.command_buffer.create
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source(Transfer) target(Transfer) flags("None")
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c32, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
func.func @overlap(%r: !stream.resource<transient>, %v: i32, %off: index, %len: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c136 = arith.constant 136 : index
  %c8192 = arith.constant 8192 : index
  %cneg = arith.constant -64 : index
  %chalf = arith.constant 4611686018427387904 : index
  %chalfm1 = arith.constant 4611686018427387903 : index
  %sum = arith.addi %c64, %c64 : index
  %size = arith.constant 9223372036854775807 : index
  %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%size}) {
    stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%size}
    stream.cmd.fill %v, %t[%c32 for %c64] : i32 -> !stream.resource<transient>{%size}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// [%c128 for %c64], [%c136 for %c8]: may overlap (contained).
// CHECK-LABEL: func.func @contained(
// CHECK: %[[CMD:.+]] = hal.command_buffer.create
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c128, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source(Transfer) target(Transfer) flags("None")
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c136, %c8] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
func.func @contained(%r: !stream.resource<transient>, %v: i32, %off: index, %len: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c136 = arith.constant 136 : index
  %c8192 = arith.constant 8192 : index
  %cneg = arith.constant -64 : index
  %chalf = arith.constant 4611686018427387904 : index
  %chalfm1 = arith.constant 4611686018427387903 : index
  %sum = arith.addi %c64, %c64 : index
  %size = arith.constant 9223372036854775807 : index
  %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%size}) {
    stream.cmd.fill %v, %t[%c128 for %c64] : i32 -> !stream.resource<transient>{%size}
    stream.cmd.fill %v, %t[%c136 for %c8] : i32 -> !stream.resource<transient>{%size}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// [%c0 for %c64], [%arg2 for %c64]: may overlap (unknown offset).
// CHECK-LABEL: func.func @unknown_offset(
// CHECK: %[[CMD:.+]] = hal.command_buffer.create
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source(Transfer) target(Transfer) flags("None")
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%arg2, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
func.func @unknown_offset(%r: !stream.resource<transient>, %v: i32, %off: index, %len: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c136 = arith.constant 136 : index
  %c8192 = arith.constant 8192 : index
  %cneg = arith.constant -64 : index
  %chalf = arith.constant 4611686018427387904 : index
  %chalfm1 = arith.constant 4611686018427387903 : index
  %sum = arith.addi %c64, %c64 : index
  %size = arith.constant 9223372036854775807 : index
  %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%size}) {
    stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%size}
    stream.cmd.fill %v, %t[%off for %c64] : i32 -> !stream.resource<transient>{%size}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// [%c0 for %c64], [%c8192 for %arg3]: may overlap (unknown length).
// CHECK-LABEL: func.func @unknown_length(
// CHECK: %[[CMD:.+]] = hal.command_buffer.create
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source(Transfer) target(Transfer) flags("None")
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c8192, %arg3] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
func.func @unknown_length(%r: !stream.resource<transient>, %v: i32, %off: index, %len: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c136 = arith.constant 136 : index
  %c8192 = arith.constant 8192 : index
  %cneg = arith.constant -64 : index
  %chalf = arith.constant 4611686018427387904 : index
  %chalfm1 = arith.constant 4611686018427387903 : index
  %sum = arith.addi %c64, %c64 : index
  %size = arith.constant 9223372036854775807 : index
  %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%size}) {
    stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%size}
    stream.cmd.fill %v, %t[%c8192 for %len] : i32 -> !stream.resource<transient>{%size}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// [%c0 for %c64], [%sum for %c64]: may overlap (not an arith.constant: arith.addi of constants).
// CHECK-LABEL: func.func @not_an_arith_constant(
// CHECK: %[[CMD:.+]] = hal.command_buffer.create
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source(Transfer) target(Transfer) flags("None")
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%0, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
func.func @not_an_arith_constant(%r: !stream.resource<transient>, %v: i32, %off: index, %len: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c136 = arith.constant 136 : index
  %c8192 = arith.constant 8192 : index
  %cneg = arith.constant -64 : index
  %chalf = arith.constant 4611686018427387904 : index
  %chalfm1 = arith.constant 4611686018427387903 : index
  %sum = arith.addi %c64, %c64 : index
  %size = arith.constant 9223372036854775807 : index
  %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%size}) {
    stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%size}
    stream.cmd.fill %v, %t[%sum for %c64] : i32 -> !stream.resource<transient>{%size}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// [%c0 for %c64], [%cneg for %c64]: a negative offset is not a known range.
// CHECK-LABEL: func.func @negative_offset(
// CHECK: %[[CMD:.+]] = hal.command_buffer.create
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source(Transfer) target(Transfer) flags("None")
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c-64, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
func.func @negative_offset(%r: !stream.resource<transient>, %v: i32, %off: index, %len: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c136 = arith.constant 136 : index
  %c8192 = arith.constant 8192 : index
  %cneg = arith.constant -64 : index
  %chalf = arith.constant 4611686018427387904 : index
  %chalfm1 = arith.constant 4611686018427387903 : index
  %sum = arith.addi %c64, %c64 : index
  %size = arith.constant 9223372036854775807 : index
  %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%size}) {
    stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%size}
    stream.cmd.fill %v, %t[%cneg for %c64] : i32 -> !stream.resource<transient>{%size}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// [%c0 for %c64], [%chalf for %chalf]: o + l = 2^63 is not < 2^63: unknown.
// CHECK-LABEL: func.func @end_at_2_pow_63(
// CHECK: %[[CMD:.+]] = hal.command_buffer.create
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source(Transfer) target(Transfer) flags("None")
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c4611686018427387904, %c4611686018427387904] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
func.func @end_at_2_pow_63(%r: !stream.resource<transient>, %v: i32, %off: index, %len: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c136 = arith.constant 136 : index
  %c8192 = arith.constant 8192 : index
  %cneg = arith.constant -64 : index
  %chalf = arith.constant 4611686018427387904 : index
  %chalfm1 = arith.constant 4611686018427387903 : index
  %sum = arith.addi %c64, %c64 : index
  %size = arith.constant 9223372036854775807 : index
  %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%size}) {
    stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%size}
    stream.cmd.fill %v, %t[%chalf for %chalf] : i32 -> !stream.resource<transient>{%size}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// [%c0 for %c64], [%chalf for %chalfm1]: o + l = 2^63 - 1: known, disjoint from [0,64).
// CHECK-LABEL: func.func @end_below_2_pow_63(
// CHECK: %[[CMD:.+]] = hal.command_buffer.create
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c4611686018427387904, %c4611686018427387903] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
func.func @end_below_2_pow_63(%r: !stream.resource<transient>, %v: i32, %off: index, %len: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c136 = arith.constant 136 : index
  %c8192 = arith.constant 8192 : index
  %cneg = arith.constant -64 : index
  %chalf = arith.constant 4611686018427387904 : index
  %chalfm1 = arith.constant 4611686018427387903 : index
  %sum = arith.addi %c64, %c64 : index
  %size = arith.constant 9223372036854775807 : index
  %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%size}) {
    stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%size}
    stream.cmd.fill %v, %t[%chalf for %chalfm1] : i32 -> !stream.resource<transient>{%size}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// [%c0 for %c64], [%c32 for %c0]: an empty range strictly inside another overlaps it (o1 + l1 <= o2 fails both ways).
// CHECK-LABEL: func.func @empty_range_inside(
// CHECK: %[[CMD:.+]] = hal.command_buffer.create
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source(Transfer) target(Transfer) flags("None")
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c32, %c0] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
func.func @empty_range_inside(%r: !stream.resource<transient>, %v: i32, %off: index, %len: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c136 = arith.constant 136 : index
  %c8192 = arith.constant 8192 : index
  %cneg = arith.constant -64 : index
  %chalf = arith.constant 4611686018427387904 : index
  %chalfm1 = arith.constant 4611686018427387903 : index
  %sum = arith.addi %c64, %c64 : index
  %size = arith.constant 9223372036854775807 : index
  %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%size}) {
    stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%size}
    stream.cmd.fill %v, %t[%c32 for %c0] : i32 -> !stream.resource<transient>{%size}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// [%c0 for %c64], [%c64 for %c0]: an empty range at the start of another does not.
// CHECK-LABEL: func.func @empty_range_at_edge(
// CHECK: %[[CMD:.+]] = hal.command_buffer.create
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c64, %c0] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
func.func @empty_range_at_edge(%r: !stream.resource<transient>, %v: i32, %off: index, %len: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c136 = arith.constant 136 : index
  %c8192 = arith.constant 8192 : index
  %cneg = arith.constant -64 : index
  %chalf = arith.constant 4611686018427387904 : index
  %chalfm1 = arith.constant 4611686018427387903 : index
  %sum = arith.addi %c64, %c64 : index
  %size = arith.constant 9223372036854775807 : index
  %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%size}) {
    stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%size}
    stream.cmd.fill %v, %t[%c64 for %c0] : i32 -> !stream.resource<transient>{%size}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// Two copies reading the same bytes of %t and writing disjoint other ranges
// of it: reads do not conflict with reads.
// CHECK-LABEL: func.func @reads_do_not_conflict(
// CHECK: %[[CMD:.+]] = hal.command_buffer.create
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.copy_buffer<%[[CMD]] : !hal.command_buffer> source(%arg0 : !hal.buffer)[%c0] target(%arg0 : !hal.buffer)[%c128] length(%c64)
// CHECK-NEXT: hal.command_buffer.copy_buffer<%[[CMD]] : !hal.command_buffer> source(%arg0 : !hal.buffer)[%c0] target(%arg0 : !hal.buffer)[%c192] length(%c64)
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
func.func @reads_do_not_conflict(%r: !stream.resource<transient>) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c192 = arith.constant 192 : index
  %c1024 = arith.constant 1024 : index
  %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%c1024}) {
    stream.cmd.copy %t[%c0], %t[%c128], %c64 : !stream.resource<transient>{%c1024} -> !stream.resource<transient>{%c1024}
    stream.cmd.copy %t[%c0], %t[%c192], %c64 : !stream.resource<transient>{%c1024} -> !stream.resource<transient>{%c1024}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}
