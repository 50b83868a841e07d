// docs/design/barriers-hazard.md#roots-examples: every roots row of the table;
// B = B(Transfer -> Transfer).
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{barriers=hazard})' | FileCheck %s
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{barriers=hazard})' -o %t.out
// RUN: %python %S/../hazard/check_hazards.py %s %t.out | FileCheck %s --check-prefix=SAFE
// SAFE: hazard check: 9 execute regions, 0 unordered hazards, 0 bad masks

util.global private mutable @g : !stream.resource<external>

// with(%r as %a, %r as %b): one root.
// CHECK-LABEL: func.func @same_value_captured_twice(
// CHECK-SAME: %[[V:arg1]]: i32
// CHECK: %[[CMD:.+]] = hal.command_buffer.create
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%[[V]] : i32)
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c64, %c64] pattern(%[[V]] : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source(Transfer) target(Transfer) flags("None")
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%[[V]] : i32)
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
func.func @same_value_captured_twice(%r: !stream.resource<transient>, %v: i32) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %c1024 = arith.constant 1024 : index
  %tp = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%c1024}, %r as %b: !stream.resource<transient>{%c1024}) {
    stream.cmd.fill %v, %a[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024}
    stream.cmd.fill %v, %b[%c64 for %c64] : i32 -> !stream.resource<transient>{%c1024}
    stream.cmd.fill %v, %b[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// %w = stream.timepoint.await %ready => %r; with(%r as %a, %w as %b): one root.
// CHECK-LABEL: func.func @awaited_alias(
// CHECK-SAME: %[[V:arg1]]: i32
// CHECK: %[[CMD:.+]] = hal.command_buffer.create
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%[[V]] : i32)
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c64, %c64] pattern(%[[V]] : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source(Transfer) target(Transfer) flags("None")
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%[[V]] : i32)
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
func.func @awaited_alias(%r: !stream.resource<transient>, %v: i32, %ready: !stream.timepoint) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %c1024 = arith.constant 1024 : index
  %w = stream.timepoint.await %ready => %r : !stream.resource<transient>{%c1024}
  %tp = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%c1024}, %w as %b: !stream.resource<transient>{%c1024}) {
    stream.cmd.fill %v, %a[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024}
    stream.cmd.fill %v, %b[%c64 for %c64] : i32 -> !stream.resource<transient>{%c1024}
    stream.cmd.fill %v, %b[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// Two function arguments may be one buffer.
// CHECK-LABEL: func.func @two_function_arguments(
// CHECK-SAME: %[[V:arg2]]: i32
// CHECK: %[[CMD:.+]] = hal.command_buffer.create
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%[[V]] : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source(Transfer) target(Transfer) flags("None")
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg1 : !hal.buffer)[%c64, %c64] pattern(%[[V]] : i32)
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
func.func @two_function_arguments(%r0: !stream.resource<transient>, %r1: !stream.resource<transient>, %v: i32) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %c1024 = arith.constant 1024 : index
  %tp = stream.cmd.execute with(%r0 as %a: !stream.resource<transient>{%c1024}, %r1 as %b: !stream.resource<transient>{%c1024}) {
    stream.cmd.fill %v, %a[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024}
    stream.cmd.fill %v, %b[%c64 for %c64] : i32 -> !stream.resource<transient>{%c1024}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// %x alloc, %y:2 alloc, %z alloca, argument %arg0: pairwise disjoint.
// CHECK-LABEL: func.func @allocations_and_an_argument(
// CHECK-SAME: %[[V:arg1]]: i32
// CHECK: %[[CMD:.+]] = hal.command_buffer.create
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%[[X:.+]] : !hal.buffer)[%c0, %c64] pattern(%[[V]] : i32)
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%[[Y0:.+]] : !hal.buffer)[%c0, %c64] pattern(%[[V]] : i32)
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%[[Y1:.+]] : !hal.buffer)[%c0, %c64] pattern(%[[V]] : i32)
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%[[Z:.+]] : !hal.buffer)[%c0, %c64] pattern(%[[V]] : i32)
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%[[V]] : i32)
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
func.func @allocations_and_an_argument(%arg: !stream.resource<external>, %v: i32) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %c1024 = arith.constant 1024 : index
  %x = stream.resource.alloc uninitialized : !stream.resource<external>{%c1024}
  %y:2 = stream.resource.alloc uninitialized : !stream.resource<external>{%c1024}, !stream.resource<external>{%c1024}
  %z, %ztp = stream.resource.alloca uninitialized : !stream.resource<transient>{%c1024} => !stream.timepoint
  %tp = stream.cmd.execute with(%x as %a: !stream.resource<external>{%c1024}, %y#0 as %b: !stream.resource<external>{%c1024}, %y#1 as %c: !stream.resource<external>{%c1024}, %z as %d: !stream.resource<transient>{%c1024}, %arg as %e: !stream.resource<external>{%c1024}) {
    stream.cmd.fill %v, %a[%c0 for %c64] : i32 -> !stream.resource<external>{%c1024}
    stream.cmd.fill %v, %b[%c0 for %c64] : i32 -> !stream.resource<external>{%c1024}
    stream.cmd.fill %v, %c[%c0 for %c64] : i32 -> !stream.resource<external>{%c1024}
    stream.cmd.fill %v, %d[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024}
    stream.cmd.fill %v, %e[%c0 for %c64] : i32 -> !stream.resource<external>{%c1024}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// ... then a fill of stream.tensor.import %view (another argument): may alias %arg0.
// CHECK-LABEL: func.func @import_of_another_argument(
// CHECK-SAME: %[[V:arg2]]: i32
// CHECK: %[[CMD:.+]] = hal.command_buffer.create
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%[[X:.+]] : !hal.buffer)[%c0, %c64] pattern(%[[V]] : i32)
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%[[V]] : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source(Transfer) target(Transfer) flags("None")
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%[[I:.+]] : !hal.buffer)[%c0, %c64] pattern(%[[V]] : i32)
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
func.func @import_of_another_argument(%arg: !stream.resource<external>, %view: !hal.buffer_view, %v: i32) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %c1024 = arith.constant 1024 : index
  %x = stream.resource.alloc uninitialized : !stream.resource<external>{%c1024}
  %i = stream.tensor.import %view : !hal.buffer_view -> tensor<256xf32> in !stream.resource<external>{%c1024}
  %tp = stream.cmd.execute with(%x as %a: !stream.resource<external>{%c1024}, %arg as %e: !stream.resource<external>{%c1024}, %i as %f: !stream.resource<external>{%c1024}) {
    stream.cmd.fill %v, %a[%c0 for %c64] : i32 -> !stream.resource<external>{%c1024}
    stream.cmd.fill %v, %e[%c0 for %c64] : i32 -> !stream.resource<external>{%c1024}
    stream.cmd.fill %v, %f[%c0 for %c64] : i32 -> !stream.resource<external>{%c1024}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// %y = stream.tensor.import (stream.tensor.export %x): roots do not look through exports.
// CHECK-LABEL: func.func @import_of_an_export(
// CHECK-SAME: %[[V:arg0]]: i32
// CHECK: %[[CMD:.+]] = hal.command_buffer.create
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%[[X:.+]] : !hal.buffer)[%c0, %c64] pattern(%[[V]] : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source(Transfer) target(Transfer) flags("None")
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%[[X]] : !hal.buffer)[%c0, %c64] pattern(%[[V]] : i32)
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
func.func @import_of_an_export(%v: i32) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %c1024 = arith.constant 1024 : index
  %x = stream.resource.alloc uninitialized : !stream.resource<external>{%c1024}
  %view = stream.tensor.export %x : tensor<256xf32> in !stream.resource<external>{%c1024} -> !hal.buffer_view
  %y = stream.tensor.import %view : !hal.buffer_view -> tensor<256xf32> in !stream.resource<external>{%c1024}
  %tp = stream.cmd.execute with(%x as %a: !stream.resource<external>{%c1024}, %y as %b: !stream.resource<external>{%c1024}) {
    stream.cmd.fill %v, %a[%c0 for %c64] : i32 -> !stream.resource<external>{%c1024}
    stream.cmd.fill %v, %b[%c0 for %c64] : i32 -> !stream.resource<external>{%c1024}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// %s = stream.resource.subview %x[%c64]: roots do not look through subviews.
// CHECK-LABEL: func.func @subview_of_an_allocation(
// CHECK-SAME: %[[V:arg0]]: i32
// CHECK: %[[CMD:.+]] = hal.command_buffer.create
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%[[X:.+]] : !hal.buffer)[%c0, %c64] pattern(%[[V]] : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source(Transfer) target(Transfer) flags("None")
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%[[S:.+]] : !hal.buffer)[%c0, %c64] pattern(%[[V]] : i32)
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
func.func @subview_of_an_allocation(%v: i32) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %c1024 = arith.constant 1024 : index
  %x = stream.resource.alloc uninitialized : !stream.resource<external>{%c1024}
  %s = stream.resource.subview %x[%c64] : !stream.resource<external>{%c1024} -> !stream.resource<external>{%c256}
  %tp = stream.cmd.execute with(%x as %a: !stream.resource<external>{%c1024}, %s as %b: !stream.resource<external>{%c256}) {
    stream.cmd.fill %v, %a[%c0 for %c64] : i32 -> !stream.resource<external>{%c1024}
    stream.cmd.fill %v, %b[%c0 for %c64] : i32 -> !stream.resource<external>{%c256}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// %g = util.global.load @g, %x alloc: a global may alias anything.
// CHECK-LABEL: func.func @global_and_allocation(
// CHECK-SAME: %[[V:arg0]]: i32
// CHECK: %[[CMD:.+]] = hal.command_buffer.create
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%[[X:.+]] : !hal.buffer)[%c0, %c64] pattern(%[[V]] : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source(Transfer) target(Transfer) flags("None")
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%[[G:.+]] : !hal.buffer)[%c0, %c64] pattern(%[[V]] : i32)
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
func.func @global_and_allocation(%v: i32) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %c1024 = arith.constant 1024 : index
  %x = stream.resource.alloc uninitialized : !stream.resource<external>{%c1024}
  %g = util.global.load @g : !stream.resource<external>
  %tp = stream.cmd.execute with(%x as %a: !stream.resource<external>{%c1024}, %g as %b: !stream.resource<external>{%c1024}) {
    stream.cmd.fill %v, %a[%c0 for %c64] : i32 -> !stream.resource<external>{%c1024}
    stream.cmd.fill %v, %b[%c0 for %c64] : i32 -> !stream.resource<external>{%c1024}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// Captured %a of %arg0, and %arg0 used directly in serials
// (docs/design/stream-dialect.md#cmd-execute checks captures only directly in
// the body): one root.
// CHECK-LABEL: func.func @captured_and_direct_use_in_serial(
// CHECK-SAME: %[[V:arg1]]: i32
// CHECK: %[[CMD:.+]] = hal.command_buffer.create
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%[[V]] : i32)
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c64, %c64] pattern(%[[V]] : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source(Transfer) target(Transfer) flags("None")
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%[[V]] : i32)
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
func.func @captured_and_direct_use_in_serial(%r: !stream.resource<transient>, %v: i32) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %c1024 = arith.constant 1024 : index
  %tp = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%c1024}) {
    stream.cmd.fill %v, %a[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024}
    stream.cmd.serial {
      stream.cmd.fill %v, %r[%c64 for %c64] : i32 -> !stream.resource<transient>{%c1024}
    }
    stream.cmd.serial {
      stream.cmd.fill %v, %r[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024}
    }
  } => !stream.timepoint
  return %tp : !stream.timepoint
}
