// Failure paths of the async model (docs/design/failures.md#async-failures):
// imports and exports that are not a single fence get a located error with
// IREE's reason, then the driver's failure; the sync model's failure paths stay
// as they are.
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{execution-model=async})' --split-input-file --verify-diagnostics

// X1: the semaphore form the sync model accepts.
func.func @import_semaphore(%sem: !hal.semaphore, %v: index) -> !stream.timepoint {
  // expected-error @+2 {{'stream.timepoint.import' op only imports from HAL fences are supported}}
  // expected-error @+1 {{failed to legalize operation 'stream.timepoint.import' that was explicitly marked illegal}}
  %t = stream.timepoint.import %sem, %v : (!hal.semaphore, index) => !stream.timepoint
  return %t : !stream.timepoint
}

// -----

func.func @import_two_fences(%a: !hal.fence, %b: !hal.fence) -> !stream.timepoint {
  // expected-error @+2 {{'stream.timepoint.import' op only imports from HAL fences are supported}}
  // expected-error @+1 {{failed to legalize operation 'stream.timepoint.import' that was explicitly marked illegal}}
  %t = stream.timepoint.import %a, %b : (!hal.fence, !hal.fence) => !stream.timepoint
  return %t : !stream.timepoint
}

// -----

func.func @import_integer(%v: i64) -> !stream.timepoint {
  // expected-error @+2 {{'stream.timepoint.import' op only imports from HAL fences are supported}}
  // expected-error @+1 {{failed to legalize operation 'stream.timepoint.import' that was explicitly marked illegal}}
  %t = stream.timepoint.import %v : (i64) => !stream.timepoint
  return %t : !stream.timepoint
}

// -----

func.func @import_buffer(%b: !hal.buffer) -> !stream.timepoint {
  // expected-error @+2 {{'stream.timepoint.import' op only imports from HAL fences are supported}}
  // expected-error @+1 {{failed to legalize operation 'stream.timepoint.import' that was explicitly marked illegal}}
  %t = stream.timepoint.import %b : (!hal.buffer) => !stream.timepoint
  return %t : !stream.timepoint
}

// -----

// X2: the semaphore form.
func.func @export_semaphore(%t: !stream.timepoint) -> (!hal.semaphore, index) {
  // expected-error @+2 {{'stream.timepoint.export' op only exports to HAL fences are supported}}
  // expected-error @+1 {{failed to legalize operation 'stream.timepoint.export' that was explicitly marked illegal}}
  %s:2 = stream.timepoint.export %t => (!hal.semaphore, index)
  return %s#0, %s#1 : !hal.semaphore, index
}

// -----

func.func @export_two_fences(%t: !stream.timepoint) -> (!hal.fence, !hal.fence) {
  // expected-error @+2 {{'stream.timepoint.export' op only exports to HAL fences are supported}}
  // expected-error @+1 {{failed to legalize operation 'stream.timepoint.export' that was explicitly marked illegal}}
  %f:2 = stream.timepoint.export %t => (!hal.fence, !hal.fence)
  return %f#0, %f#1 : !hal.fence, !hal.fence
}

// -----

func.func @export_integer(%t: !stream.timepoint) -> i64 {
  // expected-error @+2 {{'stream.timepoint.export' op only exports to HAL fences are supported}}
  // expected-error @+1 {{failed to legalize operation 'stream.timepoint.export' that was explicitly marked illegal}}
  %v = stream.timepoint.export %t => (i64)
  return %v : i64
}

// -----

// docs/design/async-model.md#async-folding: the export of a semaphore import
// folds without error, but the import itself still fails.
func.func @export_of_semaphore_import(%sem: !hal.semaphore, %v: index) -> (!hal.semaphore, index) {
  // expected-error @+2 {{'stream.timepoint.import' op only imports from HAL fences are supported}}
  // expected-error @+1 {{failed to legalize operation 'stream.timepoint.import' that was explicitly marked illegal}}
  %t = stream.timepoint.import %sem, %v : (!hal.semaphore, index) => !stream.timepoint
  %s:2 = stream.timepoint.export %t => (!hal.semaphore, index)
  return %s#0, %s#1 : !hal.semaphore, index
}

// -----

// F4 unchanged: loops carrying timepoints have no pattern.
func.func @loop_iter_arg(%t: !stream.timepoint, %n: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{failed to legalize operation 'scf.for' that was explicitly marked illegal}}
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> !stream.timepoint {
    scf.yield %a : !stream.timepoint
  }
  return %r : !stream.timepoint
}

// -----

// A1 unchanged: a command outside an execute.
func.func @fill_outside_execute(%r: !stream.resource<transient>, %n: index, %p: i32) {
  // expected-error @+2 {{'stream.cmd.fill' must be nested within a stream.cmd.execute to be converted}}
  // expected-error @+1 {{failed to legalize operation 'stream.cmd.fill' that was explicitly marked illegal}}
  stream.cmd.fill %p, %r[%n for %n] : i32 -> !stream.resource<transient>{%n}
  return
}
