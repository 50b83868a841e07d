// Command ops that the conversion cannot record fail the pass with a located
// diagnostic (docs/design/failures.md A1), followed by the driver's own error.
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal)' --split-input-file --verify-diagnostics
// The same diagnostics in the async model
// (docs/design/failures.md#async-failures).
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{execution-model=async})' --split-input-file --verify-diagnostics

// A1: a fill outside any stream.cmd.execute has no command buffer.
func.func @fill_outside(%r: !stream.resource<transient>, %n: index, %p: i32) {
  // expected-error @+2 {{'stream.cmd.fill' must be nested within a stream.cmd.execute to be converted}}
  // expected-error @+1 {{failed to legalize operation 'stream.cmd.fill' that was explicitly marked illegal}}
  stream.cmd.fill %p, %r[%n for %n] : i32 -> !stream.resource<transient>{%n}
  return
}

// -----

// A1: a copy after an execute is not recorded into the execute's buffer.
func.func @copy_after_execute(%a: !stream.resource<transient>, %b: !stream.resource<external>, %n: index, %p: i32) -> !stream.timepoint {
  %tp = stream.cmd.execute with(%a as %ra: !stream.resource<transient>{%n}) {
    stream.cmd.fill %p, %ra[%n for %n] : i32 -> !stream.resource<transient>{%n}
  } => !stream.timepoint
  // expected-error @+2 {{'stream.cmd.copy' must be nested within a stream.cmd.execute to be converted}}
  // expected-error @+1 {{failed to legalize operation 'stream.cmd.copy' that was explicitly marked illegal}}
  stream.cmd.copy %a[%n], %b[%n], %n : !stream.resource<transient>{%n} -> !stream.resource<external>{%n}
  return %tp : !stream.timepoint
}

// -----

// A1: nesting in another region op does not make a command recordable.
func.func @fill_in_if(%r: !stream.resource<transient>, %n: index, %p: i32, %cond: i1) {
  scf.if %cond {
    // expected-error @+2 {{'stream.cmd.fill' must be nested within a stream.cmd.execute to be converted}}
    // expected-error @+1 {{failed to legalize operation 'stream.cmd.fill' that was explicitly marked illegal}}
    stream.cmd.fill %p, %r[%n for %n] : i32 -> !stream.resource<transient>{%n}
  }
  return
}
