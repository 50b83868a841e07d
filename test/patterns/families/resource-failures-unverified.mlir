// docs/design/failures.md E2: stream.resource.try_map to a lifetime other than
// constant or staging. The stream verifier already rejects such a try_map, so
// the input must skip verification on parsing, which only MLIR 22's mlir-opt
// can do; test/unit/StreamOpPatternsTest.cpp covers it on both releases.
// REQUIRES: llvm22
// RUN: %stream-hal-opt %s --mlir-very-unsafe-disable-verifier-on-parsing --pass-pipeline='builtin.module(convert-stream-to-hal)' --split-input-file --verify-diagnostics
// The same diagnostics in the async model
// (docs/design/failures.md#async-failures).
// RUN: %stream-hal-opt %s --mlir-very-unsafe-disable-verifier-on-parsing --pass-pipeline='builtin.module(convert-stream-to-hal{execution-model=async})' --split-input-file --verify-diagnostics

func.func @try_map_transient(%bb: !util.byte_buffer, %off: index, %len: index) -> (i1, !stream.resource<transient>) {
  // expected-error @+2 {{'stream.resource.try_map' op unsupported resource lifetime: transient}}
  // expected-error @+1 {{failed to legalize operation 'stream.resource.try_map' that was explicitly marked illegal}}
  %ok, %r = stream.resource.try_map %bb[%off] : !util.byte_buffer -> i1, !stream.resource<transient>{%len}
  return %ok, %r : i1, !stream.resource<transient>
}

// -----

func.func @try_map_variable(%bb: !util.byte_buffer, %off: index, %len: index) -> (i1, !stream.resource<variable>) {
  // expected-error @+2 {{'stream.resource.try_map' op unsupported resource lifetime: variable}}
  // expected-error @+1 {{failed to legalize operation 'stream.resource.try_map' that was explicitly marked illegal}}
  %ok, %r = stream.resource.try_map %bb[%off] : !util.byte_buffer -> i1, !stream.resource<variable>{%len}
  return %ok, %r : i1, !stream.resource<variable>
}
