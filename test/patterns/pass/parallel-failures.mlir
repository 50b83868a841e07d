// The isolated top-level ops are converted in parallel, yet the pass reports
// what converting them one by one in module order reports: the diagnostics of
// the first op that fails and of no later op, even though later ops (a util
// global converted before the functions, functions converted meanwhile on
// another thread) fail as well. The same with threads off and on.
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal)' --split-input-file --verify-diagnostics
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal)' --split-input-file --verify-diagnostics --mlir-disable-threading
// Plain stderr, from a copy without the expected-* lines (mlir-opt 22 checks
// those even without --verify-diagnostics):
// RUN: sed 's/expected-/EXPECTED-/' %s > %t.mlir
// RUN: not %stream-hal-opt %t.mlir --pass-pipeline='builtin.module(convert-stream-to-hal)' --split-input-file -o /dev/null 2> %t.threads
// RUN: not %stream-hal-opt %t.mlir --pass-pipeline='builtin.module(convert-stream-to-hal)' --split-input-file -o /dev/null --mlir-disable-threading 2> %t.serial
// RUN: diff %t.serial %t.threads
// RUN: FileCheck %s --check-prefix=STDERR < %t.threads

// STDERR:      error: 'stream.cmd.fill' must be nested within a stream.cmd.execute to be converted
// STDERR-NEXT:   stream.cmd.fill %v, %t[%c0 for %n] : i32 -> !stream.resource<transient>{%n} // first
// STDERR:      error: failed to legalize operation 'stream.cmd.fill' that was explicitly marked illegal
// STDERR-NEXT:   stream.cmd.fill %v, %t[%c0 for %n] : i32 -> !stream.resource<transient>{%n} // first
// STDERR-NOT:  stream.cmd.copy
// STDERR-NOT:  util.global
// STDERR-NOT:  // later
// STDERR:      error: failed to legalize operation 'util.global' that was explicitly marked illegal
// STDERR-NEXT: util.global private @bad_first
// STDERR-NOT:  error:

util.global private @fine : !stream.resource<variable>
func.func @fine_before(%r: !stream.resource<external>) -> !stream.resource<external> {
  return %r : !stream.resource<external>
}
func.func @fails_first(%t: !stream.resource<transient>, %n: index, %v: i32) {
  %c0 = arith.constant 0 : index
  // expected-error @+2 {{'stream.cmd.fill' must be nested within a stream.cmd.execute to be converted}}
  // expected-error @+1 {{failed to legalize operation 'stream.cmd.fill' that was explicitly marked illegal}}
  stream.cmd.fill %v, %t[%c0 for %n] : i32 -> !stream.resource<transient>{%n} // first
  return
}
func.func @fine_after(%r: !stream.resource<external>) -> !stream.resource<external> {
  return %r : !stream.resource<external>
}
func.func @fails_later(%s: !stream.resource<transient>, %t: !stream.resource<transient>, %n: index) {
  %c0 = arith.constant 0 : index
  stream.cmd.copy %s[%c0], %t[%c0], %n : !stream.resource<transient>{%n} -> !stream.resource<transient>{%n} // later
  return
}
// Converted before the functions (it is not isolated), after them in module order.
util.global private @bad_later : tensor<4xf32> = dense<1.0> : tensor<4xf32> // later
func.func @fails_last(%t: !stream.resource<transient>, %n: index, %v: i32) {
  %c0 = arith.constant 0 : index
  stream.cmd.fill %v, %t[%c0 for %n] : i32 -> !stream.resource<transient>{%n} // later
  return
}
util.initializer {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %v = arith.constant 0 : i32
  %t = stream.resource.alloc uninitialized : !stream.resource<transient>{%c8}
  stream.cmd.fill %v, %t[%c0 for %c8] : i32 -> !stream.resource<transient>{%c8} // later
  util.initializer.return
}

// -----

// A global fails first: the functions after it are converted in parallel
// once it is done, but none of their diagnostics is reported.
func.func @fine(%r: !stream.resource<external>) -> !stream.resource<external> {
  return %r : !stream.resource<external>
}
// expected-error @+1 {{failed to legalize operation 'util.global' that was explicitly marked illegal}}
util.global private @bad_first : tensor<4xf32> = dense<1.0> : tensor<4xf32>
func.func @fails_after_global(%t: !stream.resource<transient>, %n: index, %v: i32) {
  %c0 = arith.constant 0 : index
  stream.cmd.fill %v, %t[%c0 for %n] : i32 -> !stream.resource<transient>{%n} // later
  return
}
