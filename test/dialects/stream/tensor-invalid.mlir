// Verifier rules of the stream.tensor.* ops
// (docs/design/stream-dialect.md#tensor-ops), one per split.
// RUN: %stream-hal-opt %s -split-input-file -verify-diagnostics

func.func @import_missing_dim(%v: !hal.buffer_view, %c: index) {
  // expected-error @+1 {{'stream.tensor.import' op type set has 1 dynamic dimensions but only 0 dimension values are attached}}
  %0 = stream.tensor.import %v : !hal.buffer_view -> tensor<8x?xi32> in !stream.resource<external>{%c}
  return
}

// -----

func.func @import_extra_dim(%v: !hal.buffer_view, %c: index) {
  // expected-error @+1 {{'stream.tensor.import' op type set has 0 dynamic dimensions but only 1 dimension values are attached}}
  %0 = stream.tensor.import %v : !hal.buffer_view -> tensor<8xi32>{%c} in !stream.resource<external>{%c}
  return
}

// -----

// A non-shaped encoding has no dynamic dimensions.
func.func @import_unshaped_encoding(%v: !hal.buffer_view, %c: index) {
  // expected-error @+1 {{'stream.tensor.import' op type set has 0 dynamic dimensions but only 1 dimension values are attached}}
  %0 = stream.tensor.import %v : !hal.buffer_view -> i32{%c} in !stream.resource<external>{%c}
  return
}

// -----

func.func @import_lifetime(%v: !hal.buffer_view, %c: index) {
  // expected-error @+1 {{'stream.tensor.import' op result #0 must be external resource, but got '!stream.resource<transient>'}}
  %0 = stream.tensor.import %v : !hal.buffer_view -> tensor<4xi32> in !stream.resource<transient>{%c}
  return
}

// -----

func.func @export_missing_dims(%r: !stream.resource<external>, %c: index) {
  // expected-error @+1 {{'stream.tensor.export' op type set has 2 dynamic dimensions but only 1 dimension values are attached}}
  %0 = stream.tensor.export %r : tensor<?x?xf16>{%c} in !stream.resource<external>{%c} -> !hal.buffer_view
  return
}

// -----

func.func @export_lifetime(%r: !stream.resource<constant>, %c: index) {
  // expected-error @+1 {{'stream.tensor.export' op operand #0 must be external resource, but got '!stream.resource<constant>'}}
  %0 = stream.tensor.export %r : tensor<4xf16> in !stream.resource<constant>{%c} -> !hal.buffer
  return
}

// -----

func.func @trace_without_key(%t: tensor<4xf32>) {
  // expected-error @+1 {{'stream.tensor.trace' op requires attribute 'key'}}
  stream.tensor.trace %t : tensor<4xf32>
  return
}

// -----

func.func @trace_key_type(%t: tensor<4xf32>) {
  // expected-error @+1 {{'stream.tensor.trace' op attribute 'key' failed to satisfy constraint: string attribute}}
  stream.tensor.trace {key = 3 : i32} %t : tensor<4xf32>
  return
}

// -----

func.func @trace_not_a_tensor(%r: !stream.resource<external>) {
  // expected-error @+1 {{'stream.tensor.trace' op operand #0 must be variadic of tensor of any type values, but got '!stream.resource<external>'}}
  stream.tensor.trace {key = "bad"} %r : !stream.resource<external>
  return
}
