// docs/design/barriers-hazard.md#nesting-examples: every nesting row of the
// table, on one transient resource %t (function argument %arg0) filled with
// %arg1; T = Transfer.
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{barriers=hazard})' | FileCheck %s
// The hazard checker finds every conflicting pair ordered.
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{barriers=hazard})' -o %t.out
// RUN: %python %S/../hazard/check_hazards.py %s %t.out | FileCheck %s --check-prefix=SAFE
// SAFE: hazard check: 9 execute regions, 0 unordered hazards, 0 bad masks

// fill t[0,64); concurrent { fill t[64,128); copy t[0,64) -> t[128,192) }:
// the region is checked as a whole.
// CHECK-LABEL: func.func @region_checked_as_a_whole(
// CHECK: %[[CMD:.+]] = hal.command_buffer.create
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source(Transfer) target(Transfer) flags("None")
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c64, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.copy_buffer<%[[CMD]] : !hal.command_buffer> source(%arg0 : !hal.buffer)[%c0] target(%arg0 : !hal.buffer)[%c128] length(%c64)
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
func.func @region_checked_as_a_whole(%r: !stream.resource<transient>, %v: i32) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c1024 = arith.constant 1024 : index
  %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%c1024}) {
    stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024}
    stream.cmd.concurrent {
      stream.cmd.fill %v, %t[%c64 for %c64] : i32 -> !stream.resource<transient>{%c1024}
      stream.cmd.copy %t[%c0], %t[%c128], %c64 : !stream.resource<transient>{%c1024} -> !stream.resource<transient>{%c1024}
    }
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// fill t[0,64); concurrent { fill t[64,128); fill t[128,192) }; fill t[64,128)
// CHECK-LABEL: func.func @after_a_concurrent_region(
// CHECK: %[[CMD:.+]] = hal.command_buffer.create
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c64, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c128, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source(Transfer) target(Transfer) flags("None")
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c64, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
func.func @after_a_concurrent_region(%r: !stream.resource<transient>, %v: i32) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c1024 = arith.constant 1024 : index
  %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%c1024}) {
    stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024}
    stream.cmd.concurrent {
      stream.cmd.fill %v, %t[%c64 for %c64] : i32 -> !stream.resource<transient>{%c1024}
      stream.cmd.fill %v, %t[%c128 for %c64] : i32 -> !stream.resource<transient>{%c1024}
    }
    stream.cmd.fill %v, %t[%c64 for %c64] : i32 -> !stream.resource<transient>{%c1024}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// concurrent { fill t[0,64); fill t[0,64) }: lanes are never separated.
// CHECK-LABEL: func.func @lanes_never_separated(
// CHECK: %[[CMD:.+]] = hal.command_buffer.create
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
func.func @lanes_never_separated(%r: !stream.resource<transient>, %v: i32) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c1024 = arith.constant 1024 : index
  %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%c1024}) {
    stream.cmd.concurrent {
      stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024}
      stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024}
    }
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// concurrent { serial { fill t[0,64); copy t[0,64) -> t[64,128) }; fill t[128,192) }
// CHECK-LABEL: func.func @serial_lane(
// CHECK: %[[CMD:.+]] = hal.command_buffer.create
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source(Transfer) target(Transfer) flags("None")
// CHECK-NEXT: hal.command_buffer.copy_buffer<%[[CMD]] : !hal.command_buffer> source(%arg0 : !hal.buffer)[%c0] target(%arg0 : !hal.buffer)[%c64] length(%c64)
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c128, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
func.func @serial_lane(%r: !stream.resource<transient>, %v: i32) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c1024 = arith.constant 1024 : index
  %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%c1024}) {
    stream.cmd.concurrent {
      stream.cmd.serial {
        stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024}
        stream.cmd.copy %t[%c0], %t[%c64], %c64 : !stream.resource<transient>{%c1024} -> !stream.resource<transient>{%c1024}
      }
      stream.cmd.fill %v, %t[%c128 for %c64] : i32 -> !stream.resource<transient>{%c1024}
    }
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// concurrent { fill t[0,64); serial { fill t[64,128); fill t[0,64) } }: the
// epoch includes the sibling lane.
// CHECK-LABEL: func.func @epoch_includes_sibling_lane(
// CHECK: %[[CMD:.+]] = hal.command_buffer.create
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c64, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source(Transfer) target(Transfer) flags("None")
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
func.func @epoch_includes_sibling_lane(%r: !stream.resource<transient>, %v: i32) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c1024 = arith.constant 1024 : index
  %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%c1024}) {
    stream.cmd.concurrent {
      stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024}
      stream.cmd.serial {
        stream.cmd.fill %v, %t[%c64 for %c64] : i32 -> !stream.resource<transient>{%c1024}
        stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024}
      }
    }
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// fill t[0,64); serial { fill t[64,128); fill t[0,64) }: barrier before the
// serial, none inside.
// CHECK-LABEL: func.func @barrier_before_the_serial(
// CHECK: %[[CMD:.+]] = hal.command_buffer.create
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source(Transfer) target(Transfer) flags("None")
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c64, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
func.func @barrier_before_the_serial(%r: !stream.resource<transient>, %v: i32) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c1024 = arith.constant 1024 : index
  %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%c1024}) {
    stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024}
    stream.cmd.serial {
      stream.cmd.fill %v, %t[%c64 for %c64] : i32 -> !stream.resource<transient>{%c1024}
      stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024}
    }
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// serial { fill t[0,64); fill t[64,128) }; fill t[0,64): the execute's slot,
// not the serial's tail slot (see the location check in rules.mlir).
// CHECK-LABEL: func.func @execute_slot_not_serial_tail(
// CHECK: %[[CMD:.+]] = hal.command_buffer.create
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c64, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source(Transfer) target(Transfer) flags("None")
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
func.func @execute_slot_not_serial_tail(%r: !stream.resource<transient>, %v: i32) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c1024 = arith.constant 1024 : index
  %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%c1024}) {
    stream.cmd.serial {
      stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024}
      stream.cmd.fill %v, %t[%c64 for %c64] : i32 -> !stream.resource<transient>{%c1024}
    }
    stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// serial { serial { fill t[0,64); fill t[0,64) }; fill t[64,128); fill t[64,128) }
// CHECK-LABEL: func.func @nested_serials(
// CHECK: %[[CMD:.+]] = hal.command_buffer.create
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source(Transfer) target(Transfer) flags("None")
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c64, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source(Transfer) target(Transfer) flags("None")
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c64, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
func.func @nested_serials(%r: !stream.resource<transient>, %v: i32) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c1024 = arith.constant 1024 : index
  %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%c1024}) {
    stream.cmd.serial {
      stream.cmd.serial {
        stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024}
        stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024}
      }
      stream.cmd.fill %v, %t[%c64 for %c64] : i32 -> !stream.resource<transient>{%c1024}
      stream.cmd.fill %v, %t[%c64 for %c64] : i32 -> !stream.resource<transient>{%c1024}
    }
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// fill t[0,64); discard t; fill t[0,64); serial {}; concurrent {}; fill t[0,64):
// items without commands never get a barrier before them.
// CHECK-LABEL: func.func @items_without_commands(
// CHECK: %[[CMD:.+]] = hal.command_buffer.create
// CHECK-NEXT: hal.command_buffer.begin<%[[CMD]] : !hal.command_buffer>
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source(Transfer) target(Transfer) flags("None")
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.execution_barrier<%[[CMD]] : !hal.command_buffer> source(Transfer) target(Transfer) flags("None")
// CHECK-NEXT: hal.command_buffer.fill_buffer<%[[CMD]] : !hal.command_buffer> target(%arg0 : !hal.buffer)[%c0, %c64] pattern(%arg1 : i32)
// CHECK-NEXT: hal.command_buffer.end<%[[CMD]] : !hal.command_buffer>
func.func @items_without_commands(%r: !stream.resource<transient>, %v: i32) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c1024 = arith.constant 1024 : index
  %tp = stream.cmd.execute with(%r as %t: !stream.resource<transient>{%c1024}) {
    stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024}
    stream.cmd.discard %t[%c0 for %c1024] : !stream.resource<transient>{%c1024}
    stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024}
    stream.cmd.serial {
    }
    stream.cmd.concurrent {
    }
    stream.cmd.fill %v, %t[%c0 for %c64] : i32 -> !stream.resource<transient>{%c1024}
  } => !stream.timepoint
  return %tp : !stream.timepoint
}
