// The ABI ops (docs/design/hal-dialect.md#abi-ops) have no verifier beyond
// their operand and result types; these are those rules, and the parse
// errors of their custom forms.
// RUN: %stream-hal-opt %s -split-input-file -verify-diagnostics

func.func @assert_view(%buffer: !hal.buffer, %code: i32, %n: index) {
  // expected-error @+1 {{'hal.buffer_view.assert' op operand #0 must be a buffer plus shape, element type and encoding, but got '!hal.buffer'}}
  "hal.buffer_view.assert"(%buffer, %code, %code, %n) <{message = "m"}> : (!hal.buffer, i32, i32, index) -> ()
  return
}

// -----

func.func @assert_element_type(%view: !hal.buffer_view, %type: i64, %encoding: i32) {
  // expected-error @+1 {{'hal.buffer_view.assert' op operand #1 must be 32-bit signless integer, but got 'i64'}}
  "hal.buffer_view.assert"(%view, %type, %encoding) <{message = "m"}> : (!hal.buffer_view, i64, i32) -> ()
  return
}

// -----

func.func @assert_encoding(%view: !hal.buffer_view, %type: i32, %encoding: i16) {
  // expected-error @+1 {{'hal.buffer_view.assert' op operand #2 must be 32-bit signless integer, but got 'i16'}}
  "hal.buffer_view.assert"(%view, %type, %encoding) <{message = "m"}> : (!hal.buffer_view, i32, i16) -> ()
  return
}

// -----

func.func @assert_shape(%view: !hal.buffer_view, %code: i32, %dim: i32) {
  // expected-error @+1 {{'hal.buffer_view.assert' op operand #3 must be variadic of index, but got 'i32'}}
  "hal.buffer_view.assert"(%view, %code, %code, %dim) <{message = "m"}> : (!hal.buffer_view, i32, i32, i32) -> ()
  return
}

// -----

func.func @assert_message(%view: !hal.buffer_view, %code: i32) {
  // expected-error @+1 {{'hal.buffer_view.assert' op requires attribute 'message'}}
  "hal.buffer_view.assert"(%view, %code, %code) : (!hal.buffer_view, i32, i32) -> ()
  return
}

// -----

func.func @assert_too_few(%view: !hal.buffer_view, %code: i32) {
  // expected-error @+1 {{'hal.buffer_view.assert' op expected 3 or more operands, but found 2}}
  "hal.buffer_view.assert"(%view, %code) <{message = "m"}> : (!hal.buffer_view, i32) -> ()
  return
}

// -----

// The operand types of the custom form are implied: i32 codes, index dims.
func.func @assert_custom_dim(%view: !hal.buffer_view, %code: i32) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%code' expects different type than prior uses: 'index' vs 'i32'}}
  hal.buffer_view.assert<%view : !hal.buffer_view> message("m") shape([%code]) type(%code) encoding(%code)
  return
}

// -----

func.func @assert_custom_code(%view: !hal.buffer_view, %code: i64) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%code' expects different type than prior uses: 'i32' vs 'i64'}}
  hal.buffer_view.assert<%view : !hal.buffer_view> message("m") shape([]) type(%code) encoding(%code)
  return
}

// -----

func.func @assert_custom_order(%view: !hal.buffer_view, %code: i32) {
  // expected-error @+1 {{custom op 'hal.buffer_view.assert' expected 'shape'}}
  hal.buffer_view.assert<%view : !hal.buffer_view> message("m") type(%code) encoding(%code)
  return
}

// -----

func.func @assert_custom_encoding(%view: !hal.buffer_view, %code: i32) {
  // The keyword is looked for on the next line.
  // expected-error @+2 {{custom op 'hal.buffer_view.assert' expected 'encoding'}}
  hal.buffer_view.assert<%view : !hal.buffer_view> message("m") shape([]) type(%code)
  return
}

// -----

func.func @assert_custom_message(%view: !hal.buffer_view, %code: i32) {
  // expected-error @+1 {{integer literal not valid for specified type}}
  hal.buffer_view.assert<%view : !hal.buffer_view> message(1) shape([]) type(%code) encoding(%code)
  return
}

// -----

func.func @element_type_result(%view: !hal.buffer_view) {
  // expected-error @+1 {{'hal.buffer_view.element_type' op result #0 must be 32-bit signless integer, but got 'i64'}}
  %0 = hal.buffer_view.element_type<%view : !hal.buffer_view> : i64
  return
}

// -----

func.func @element_type_generic_result(%view: !hal.buffer_view) {
  // expected-error @+1 {{'hal.buffer_view.element_type' op result #0 must be 32-bit signless integer, but got 'index'}}
  %0 = "hal.buffer_view.element_type"(%view) : (!hal.buffer_view) -> index
  return
}

// -----

func.func @element_type_operand(%view: !hal.buffer_view) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%view' expects different type than prior uses: '!hal.buffer' vs '!hal.buffer_view'}}
  %0 = hal.buffer_view.element_type<%view : !hal.buffer> : i32
  return
}

// -----

func.func @encoding_type_operand(%buffer: !hal.buffer) {
  // expected-error @+1 {{'hal.buffer_view.encoding_type' op operand #0 must be a buffer plus shape, element type and encoding, but got '!hal.buffer'}}
  %0 = "hal.buffer_view.encoding_type"(%buffer) : (!hal.buffer) -> i32
  return
}

// -----

func.func @encoding_type_result(%view: !hal.buffer_view) {
  // expected-error @+1 {{custom op 'hal.buffer_view.encoding_type' invalid kind of type specified}}
  %0 = hal.buffer_view.encoding_type<%view : !hal.buffer_view> : index
  return
}

// -----

func.func @dims_result(%view: !hal.buffer_view) {
  // expected-error @+1 {{'hal.buffer_view.dims' op result #1 must be variadic of index, but got 'i32'}}
  %0:2 = hal.buffer_view.dims<%view : !hal.buffer_view> : index, i32
  return
}

// -----

func.func @dims_generic_result(%view: !hal.buffer_view) {
  // expected-error @+1 {{'hal.buffer_view.dims' op result #1 must be variadic of index, but got 'i64'}}
  %0:2 = "hal.buffer_view.dims"(%view) : (!hal.buffer_view) -> (index, i64)
  return
}

// -----

func.func @dims_operand(%buffer: !hal.buffer) {
  // expected-error @+1 {{'hal.buffer_view.dims' op operand #0 must be a buffer plus shape, element type and encoding, but got '!hal.buffer'}}
  %0 = "hal.buffer_view.dims"(%buffer) : (!hal.buffer) -> index
  return
}

// -----

// The custom form needs at least one result type.
func.func @dims_no_result(%view: !hal.buffer_view) {
  %0 = hal.buffer_view.dims<%view : !hal.buffer_view> :
  // expected-error @-1 {{expected non-function type}}
  return
}
