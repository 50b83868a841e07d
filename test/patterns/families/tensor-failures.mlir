// stream.tensor.* and tensor.dim inputs the conversion rejects with a located
// error before it changes any IR (docs/design/tensors.md#overview,
// #tensor-dim-rank; docs/design/failures.md A5-A7, A13, F6).
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal)' --split-input-file --verify-diagnostics
// The same diagnostics in the async model
// (docs/design/failures.md#async-failures).
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal{execution-model=async})' --split-input-file --verify-diagnostics

// A5: only the default (dense row-major) encoding has a code.
func.func @export_encoding(%r: !stream.resource<external>, %sz: index) -> !hal.buffer_view {
  // expected-error @+2 {{unsupported tensor encoding "sparse" for buffer view export}}
  // expected-error @+1 {{failed to legalize operation 'stream.tensor.export' that was explicitly marked illegal}}
  %v = stream.tensor.export %r : tensor<4xf32, "sparse"> in !stream.resource<external>{%sz} -> !hal.buffer_view
  return %v : !hal.buffer_view
}

// -----

// A6: index has no element-type code.
func.func @export_index_elements(%r: !stream.resource<external>, %sz: index) -> !hal.buffer_view {
  // expected-error @+2 {{unsupported element type 'index' for buffer view export}}
  // expected-error @+1 {{failed to legalize operation 'stream.tensor.export' that was explicitly marked illegal}}
  %v = stream.tensor.export %r : tensor<4xindex> in !stream.resource<external>{%sz} -> !hal.buffer_view
  return %v : !hal.buffer_view
}

// -----

// A6: neither has complex<f32>.
func.func @export_complex_elements(%r: !stream.resource<external>, %sz: index) -> !hal.buffer_view {
  // expected-error @+2 {{unsupported element type 'complex<f32>' for buffer view export}}
  // expected-error @+1 {{failed to legalize operation 'stream.tensor.export' that was explicitly marked illegal}}
  %v = stream.tensor.export %r : tensor<4xcomplex<f32>> in !stream.resource<external>{%sz} -> !hal.buffer_view
  return %v : !hal.buffer_view
}

// -----

// A6: nor a float format other than the IEEE ones and bf16, also when the
// export is to a tensor (which converts to a buffer view).
func.func @export_f80_elements(%r: !stream.resource<external>, %sz: index) -> tensor<4xf80> {
  // expected-error @+2 {{unsupported element type 'f80' for buffer view export}}
  // expected-error @+1 {{failed to legalize operation 'stream.tensor.export' that was explicitly marked illegal}}
  %t = stream.tensor.export %r : tensor<4xf80> in !stream.resource<external>{%sz} -> tensor<4xf80>
  return %t : tensor<4xf80>
}

// -----

// A7: the shape of an unranked encoding is unknown.
func.func @export_unranked(%r: !stream.resource<external>, %sz: index) -> !hal.buffer_view {
  // expected-error @+2 {{buffer view export requires a ranked tensor encoding, got 'tensor<*xf32>'}}
  // expected-error @+1 {{failed to legalize operation 'stream.tensor.export' that was explicitly marked illegal}}
  %v = stream.tensor.export %r : tensor<*xf32> in !stream.resource<external>{%sz} -> !hal.buffer_view
  return %v : !hal.buffer_view
}

// -----

// A7: nor is a non-tensor encoding a shape.
func.func @export_non_tensor(%r: !stream.resource<external>, %sz: index) -> !hal.buffer_view {
  // expected-error @+2 {{buffer view export requires a ranked tensor encoding, got 'i32'}}
  // expected-error @+1 {{failed to legalize operation 'stream.tensor.export' that was explicitly marked illegal}}
  %v = stream.tensor.export %r : i32 in !stream.resource<external>{%sz} -> !hal.buffer_view
  return %v : !hal.buffer_view
}

// -----

// No export pattern for other result types: the driver reports the op.
func.func @export_to_integer(%r: !stream.resource<external>, %sz: index) -> i32 {
  // expected-error @+1 {{failed to legalize operation 'stream.tensor.export' that was explicitly marked illegal}}
  %v = stream.tensor.export %r : tensor<4xf32> in !stream.resource<external>{%sz} -> i32
  return %v : i32
}

// -----

// F6: a tensor of index elements does not become a buffer view.
func.func @import_index_tensor(%t: tensor<4xindex>, %sz: index) -> !stream.resource<external> {
  // expected-error @+2 {{cannot convert 'tensor<4xindex>' to a buffer view}}
  // expected-error @+1 {{failed to legalize operation 'stream.tensor.import' that was explicitly marked illegal}}
  %r = stream.tensor.import %t : tensor<4xindex> -> tensor<4xindex> in !stream.resource<external>{%sz}
  return %r : !stream.resource<external>
}

// -----

// No import pattern for other source types: the driver reports the op.
func.func @import_from_integer(%i: i32, %sz: index) -> !stream.resource<external> {
  // expected-error @+1 {{failed to legalize operation 'stream.tensor.import' that was explicitly marked illegal}}
  %r = stream.tensor.import %i : i32 -> tensor<4xf32> in !stream.resource<external>{%sz}
  return %r : !stream.resource<external>
}

// -----

// F6: nor can such a tensor be traced, even next to convertible ones.
func.func @trace_index_tensor(%t: tensor<4xf32>, %u: tensor<2xindex>) {
  // expected-error @+2 {{cannot convert 'tensor<2xindex>' to a buffer view}}
  // expected-error @+1 {{failed to legalize operation 'stream.tensor.trace' that was explicitly marked illegal}}
  stream.tensor.trace {key = "dbg"} %t, %u : tensor<4xf32>, tensor<2xindex>
  return
}

// -----

// A13: the dimension index must be a constant.
func.func @dim_dynamic_index(%t: tensor<?x4xf32>, %i: index) -> index {
  // expected-error @+2 {{tensor.dim with a non-constant index cannot be converted}}
  // expected-error @+1 {{failed to legalize operation 'tensor.dim' that was explicitly marked illegal}}
  %d = tensor.dim %t, %i : tensor<?x4xf32>
  return %d : index
}

// -----

// tensor.dim/rank of a tensor that stays a tensor have no pattern
// (docs/design/tensors.md#tensor-dim-rank).
func.func @dim_index_tensor(%t: tensor<?xindex>) -> index {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{failed to legalize operation 'tensor.dim' that was explicitly marked illegal}}
  %d = tensor.dim %t, %c0 : tensor<?xindex>
  return %d : index
}

// -----

func.func @rank_index_tensor(%t: tensor<*xindex>) -> index {
  // expected-error @+1 {{failed to legalize operation 'tensor.rank' that was explicitly marked illegal}}
  %r = tensor.rank %t : tensor<*xindex>
  return %r : index
}
