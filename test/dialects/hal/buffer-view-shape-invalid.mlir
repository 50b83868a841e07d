// Verifier rules and parse errors of hal.buffer_view.rank / dim.
// RUN: %stream-hal-opt %s -split-input-file -verify-diagnostics

func.func @rank_operand(%buffer: !hal.buffer) {
  // expected-error @+1 {{'hal.buffer_view.rank' op operand #0 must be a buffer plus shape, element type and encoding, but got '!hal.buffer'}}
  %0 = "hal.buffer_view.rank"(%buffer) : (!hal.buffer) -> index
  return
}

// -----

func.func @rank_result(%view: !hal.buffer_view) {
  // expected-error @+1 {{custom op 'hal.buffer_view.rank' invalid kind of type specified}}
  %0 = hal.buffer_view.rank<%view : !hal.buffer_view> : i32
  return
}

// -----

func.func @dim_result(%view: !hal.buffer_view) {
  // expected-error @+1 {{custom op 'hal.buffer_view.dim' invalid kind of type specified}}
  %0 = hal.buffer_view.dim<%view : !hal.buffer_view>[0] : i64
  return
}

// -----

func.func @dim_generic_result(%view: !hal.buffer_view) {
  // expected-error @+1 {{'hal.buffer_view.dim' op result #0 must be index, but got 'i64'}}
  %0 = "hal.buffer_view.dim"(%view) <{index = 0 : index}> : (!hal.buffer_view) -> i64
  return
}

// -----

func.func @dim_missing_index(%view: !hal.buffer_view) {
  // expected-error @+1 {{'hal.buffer_view.dim' op requires attribute 'index'}}
  %0 = "hal.buffer_view.dim"(%view) : (!hal.buffer_view) -> index
  return
}

// -----

func.func @dim_index_type(%view: !hal.buffer_view) {
  // expected-error @+1 {{'hal.buffer_view.dim' op attribute 'index' failed to satisfy constraint: index attribute}}
  %0 = "hal.buffer_view.dim"(%view) <{index = 0 : i32}> : (!hal.buffer_view) -> index
  return
}

// -----

func.func @dim_dynamic_index(%view: !hal.buffer_view, %i: index) {
  // expected-error @+1 {{expected attribute value}}
  %0 = hal.buffer_view.dim<%view : !hal.buffer_view>[%i] : index
  return
}
