// stream.timepoint.* inputs the conversion rejects with a located error
// before it changes any IR (docs/design/execution-models.md#sync-timepoints;
// docs/design/failures.md F1, F2).
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal)' --split-input-file --verify-diagnostics

// F1: hal.semaphore.await takes an index payload.
func.func @import_i64(%sem: !hal.semaphore, %v: i64) -> !stream.timepoint {
  // expected-error @+2 {{timepoint import value must be index, got 'i64'}}
  // expected-error @+1 {{failed to legalize operation 'stream.timepoint.import' that was explicitly marked illegal}}
  %t = stream.timepoint.import %sem, %v : (!hal.semaphore, i64) => !stream.timepoint
  return %t : !stream.timepoint
}

// -----

// Only a semaphore and a value can be imported: the driver reports the op.
func.func @import_without_semaphore(%a: index, %b: index) -> !stream.timepoint {
  // expected-error @+1 {{failed to legalize operation 'stream.timepoint.import' that was explicitly marked illegal}}
  %t = stream.timepoint.import %a, %b : (index, index) => !stream.timepoint
  return %t : !stream.timepoint
}

// -----

func.func @import_three_values(%sem: !hal.semaphore, %v: index) -> !stream.timepoint {
  // expected-error @+1 {{failed to legalize operation 'stream.timepoint.import' that was explicitly marked illegal}}
  %t = stream.timepoint.import %sem, %v, %v : (!hal.semaphore, index, index) => !stream.timepoint
  return %t : !stream.timepoint
}

// -----

// F2: the exported payload is the index constant 0.
func.func @export_i64(%t: !stream.timepoint) -> (!hal.semaphore, i64) {
  // expected-error @+2 {{timepoint export value must be index, got 'i64'}}
  // expected-error @+1 {{failed to legalize operation 'stream.timepoint.export' that was explicitly marked illegal}}
  %s:2 = stream.timepoint.export %t => (!hal.semaphore, i64)
  return %s#0, %s#1 : !hal.semaphore, i64
}

// -----

// Only exports to a semaphore and a value: the driver reports the op.
func.func @export_semaphore_only(%t: !stream.timepoint) -> !hal.semaphore {
  // expected-error @+1 {{failed to legalize operation 'stream.timepoint.export' that was explicitly marked illegal}}
  %s = stream.timepoint.export %t => (!hal.semaphore)
  return %s : !hal.semaphore
}

// -----

// The sync model has no fence import (docs/design/decisions.md D14): only the
// driver's failure, no reason.
func.func @import_fence(%f: !hal.fence) -> !stream.timepoint {
  // expected-error @+1 {{failed to legalize operation 'stream.timepoint.import' that was explicitly marked illegal}}
  %t = stream.timepoint.import %f : (!hal.fence) => !stream.timepoint
  return %t : !stream.timepoint
}

// -----

// Nor a fence export.
func.func @export_fence(%t: !stream.timepoint) -> !hal.fence {
  // expected-error @+1 {{failed to legalize operation 'stream.timepoint.export' that was explicitly marked illegal}}
  %f = stream.timepoint.export %t => (!hal.fence)
  return %f : !hal.fence
}
