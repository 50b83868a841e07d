// stream.resource.* inputs the conversion rejects with a located error
// before it changes any IR (docs/design/failures.md E1).
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal)' --split-input-file --verify-diagnostics
// The same diagnostics in the async model
// (docs/design/failures.md#async-failures).
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{execution-model=async})' --split-input-file --verify-diagnostics

// E1: the unknown lifetime has no allocation bits.
func.func @alloc_unknown_lifetime(%sz: index) -> !stream.resource<*> {
  // expected-error @+2 {{unsupported resource lifetime: *}}
  // expected-error @+1 {{failed to legalize operation 'stream.resource.alloc' that was explicitly marked illegal}}
  %r = stream.resource.alloc uninitialized : !stream.resource<*>{%sz}
  return %r : !stream.resource<*>
}

// -----

// E1 for every result of a multi-result allocation, reported once.
func.func @alloc_unknown_lifetime_pair(%sz0: index, %sz1: index) -> (!stream.resource<*>, !stream.resource<*>) {
  // expected-error @+2 {{unsupported resource lifetime: *}}
  // expected-error @+1 {{failed to legalize operation 'stream.resource.alloc' that was explicitly marked illegal}}
  %r:2 = stream.resource.alloc : !stream.resource<*>{%sz0}, !stream.resource<*>{%sz1}
  return %r#0, %r#1 : !stream.resource<*>, !stream.resource<*>
}
