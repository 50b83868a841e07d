// Inputs the conversion cannot handle fail the pass with located diagnostics
// (docs/design/types-and-legality.md#legality;
// docs/design/globals-and-structure.md#functions-and-control-flow;
// docs/design/failures.md E4, F4, F7).
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal)' --split-input-file --verify-diagnostics
// The same diagnostics in the async model
// (docs/design/failures.md#async-failures).
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{execution-model=async})' --split-input-file --verify-diagnostics

// F4: scf.for / scf.while carrying stream types have no pattern.
func.func @for(%t: !stream.timepoint, %n: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{failed to legalize operation 'scf.for' that was explicitly marked illegal}}
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> !stream.timepoint {
    scf.yield %a : !stream.timepoint
  }
  return %r : !stream.timepoint
}

// -----

func.func @while(%r: !stream.resource<external>) -> !stream.resource<external> {
  // expected-error @+1 {{failed to legalize operation 'scf.while' that was explicitly marked illegal}}
  %0 = scf.while (%a = %r) : (!stream.resource<external>) -> !stream.resource<external> {
    %c = arith.constant false
    scf.condition(%c) %a : !stream.resource<external>
  } do {
  ^bb0(%b: !stream.resource<external>):
    scf.yield %b : !stream.resource<external>
  }
  return %0 : !stream.resource<external>
}

// -----

func.func @execute_region(%r: !stream.resource<external>) -> !stream.resource<external> {
  // expected-error @+1 {{failed to legalize operation 'scf.execute_region' that was explicitly marked illegal}}
  %0 = scf.execute_region -> !stream.resource<external> {
    scf.yield %r : !stream.resource<external>
  }
  return %0 : !stream.resource<external>
}

// -----

// F4 and E4: resources passed between the blocks of an initializer; the store
// needs a !hal.buffer that cannot be materialized from the block argument.
util.global private @g : !stream.resource<constant>
util.initializer {
  %0 = util.global.load @g : !stream.resource<constant>
  cf.br ^bb1(%0 : !stream.resource<constant>)
^bb1(%1: !stream.resource<constant>):
  // expected-error @+3 {{unsupported HAL target materialization: '!stream.resource<constant>'}}
  // expected-error-re @+2 {{failed to legalize unresolved materialization from ('!stream.resource<constant>') to {{.*}}'!hal.buffer'{{.*}} that remained live after conversion}}
  // expected-note @+1 {{see existing live user here}}
  util.global.store %1, @g : !stream.resource<constant>
  util.initializer.return
}

// -----

// F7: the type converts but the numeric-tensor initial value stays illegal.
// expected-error @+1 {{failed to legalize operation 'util.global' that was explicitly marked illegal}}
util.global private @bias : tensor<4xf32> = dense<1.0> : tensor<4xf32>

// -----

// util.list.size/resize have no pattern: legal only with legal types.
func.func @list_size(%l: !util.list<!stream.resource<*>>) -> index {
  // expected-error @+1 {{failed to legalize operation 'util.list.size' that was explicitly marked illegal}}
  %0 = util.list.size %l : !util.list<!stream.resource<*>>
  return %0 : index
}

// -----

func.func @list_resize(%l: !util.list<!stream.timepoint>, %n: index) {
  // expected-error @+1 {{failed to legalize operation 'util.list.resize' that was explicitly marked illegal}}
  util.list.resize %l, %n : !util.list<!stream.timepoint>
  return
}
