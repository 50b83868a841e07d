// Verifier rules of the stream.resource.* ops
// (docs/design/stream-dialect.md#resource-ops), one per split.
// RUN: %stream-hal-opt %s -split-input-file -verify-diagnostics

// One size per result; only the generic form can get it wrong.
func.func @alloc_size_count(%c: index) {
  // expected-error @+1 {{'stream.resource.alloc' op value set has 2 dynamic dimensions but only 1 dimension values are attached}}
  %0:2 = "stream.resource.alloc"(%c) : (index) -> (!stream.resource<external>, !stream.resource<external>)
  return
}

// -----

// IREE's verifier would crash on this; it is a located error here.
func.func @alloc_no_result() {
  // expected-error @+1 {{'stream.resource.alloc' op expected 1 or more results}}
  "stream.resource.alloc"() : () -> ()
  return
}

// -----

func.func @alloc_mixed_lifetimes(%c: index) {
  // expected-error @+1 {{all allocated resources must have the same lifetime}}
  %0:2 = stream.resource.alloc : !stream.resource<external>{%c}, !stream.resource<variable>{%c}
  return
}

// -----

func.func @alloc_not_a_resource(%c: index) {
  // expected-error @+1 {{'stream.resource.alloc' op result #0 must be variadic of any stream-compatible type, but got 'index'}}
  %0 = stream.resource.alloc : index
  return
}

// -----

func.func @alloca_lifetime(%c: index) {
  // expected-error @+1 {{'stream.resource.alloca' op result #0 must be staging resource or transient resource, but got '!stream.resource<external>'}}
  %0:2 = stream.resource.alloca uninitialized : !stream.resource<external>{%c} => !stream.timepoint
  return
}

// -----

func.func @alloca_timepoint_type(%c: index) {
  // expected-error @+1 {{'stream.resource.alloca' op result #1 must be a timepoint indicating execution availability, but got 'i32'}}
  %0:2 = stream.resource.alloca uninitialized : !stream.resource<transient>{%c} => i32
  return
}

// -----

func.func @dealloca_lifetime(%r: !stream.resource<variable>, %c: index) {
  // expected-error @+1 {{'stream.resource.dealloca' op operand #0 must be staging resource or transient resource, but got '!stream.resource<variable>'}}
  %0 = stream.resource.dealloca %r : !stream.resource<variable>{%c} => !stream.timepoint
  return
}

// -----

func.func @size_not_a_resource(%c: i32) {
  // expected-error @+1 {{'stream.resource.size' op operand #0 must be any stream-compatible type, but got 'i32'}}
  %0 = "stream.resource.size"(%c) : (i32) -> index
  return
}

// -----

func.func @map_lifetime(%b: !util.byte_buffer, %c: index) {
  // expected-error @+1 {{'stream.resource.map' op result #0 must be staging resource, but got '!stream.resource<transient>'}}
  %0 = stream.resource.map %b[%c] : !util.byte_buffer -> !stream.resource<transient>{%c}
  return
}

// -----

func.func @map_source(%b: !util.mutable_byte_buffer, %c: index) {
  // expected-error @+1 {{'stream.resource.map' op operand #0 must be byte buffer, but got '!util.mutable_byte_buffer'}}
  %0 = stream.resource.map %b[%c] : !util.mutable_byte_buffer -> !stream.resource<staging>{%c}
  return
}

// -----

func.func @try_map_lifetime(%b: !util.byte_buffer, %c: index) {
  // expected-error @+1 {{'stream.resource.try_map' op result #1 must be constant resource, but got '!stream.resource<staging>'}}
  %0:2 = stream.resource.try_map %b[%c] : !util.byte_buffer -> i1, !stream.resource<staging>{%c}
  return
}

// -----

func.func @try_map_flag(%b: !util.byte_buffer, %c: index) {
  // expected-error @+1 {{'stream.resource.try_map' op result #0 must be 1-bit signless integer, but got 'i8'}}
  %0:2 = stream.resource.try_map %b[%c] : !util.byte_buffer -> i8, !stream.resource<constant>{%c}
  return
}

// -----

func.func @load_lifetime(%r: !stream.resource<external>, %c: index) {
  // expected-error @+1 {{'stream.resource.load' op operand #0 must be staging resource, but got '!stream.resource<external>'}}
  %0 = stream.resource.load %r[%c] : !stream.resource<external>{%c} -> i32
  return
}

// -----

func.func @load_result(%r: !stream.resource<staging>, %c: index) {
  // expected-error @+1 {{'stream.resource.load' op result #0 must be index or integer or floating-point or vector of any type values, but got 'tensor<4xi32>'}}
  %0 = stream.resource.load %r[%c] : !stream.resource<staging>{%c} -> tensor<4xi32>
  return
}

// -----

func.func @store_lifetime(%r: !stream.resource<transient>, %c: index, %v: i32) {
  // expected-error @+1 {{'stream.resource.store' op operand #0 must be staging resource, but got '!stream.resource<transient>'}}
  stream.resource.store %v, %r[%c] : i32 -> !stream.resource<transient>{%c}
  return
}

// -----

func.func @subview_types(%r: !stream.resource<external>, %c: index) {
  // expected-error @+1 {{'stream.resource.subview' op failed to verify that all of {source, result} have same type}}
  %0 = stream.resource.subview %r[%c] : !stream.resource<external>{%c} -> !stream.resource<transient>{%c}
  return
}

// -----

// Accesses of a resource global may not change the lifetime.
util.global private mutable @state : !stream.resource<variable>
func.func @global_load_lifetime() -> !stream.resource<external> {
  // expected-error @+1 {{'util.global.load' op global type mismatch; global state is '!stream.resource<variable>' but load is '!stream.resource<external>'}}
  %0 = util.global.load @state : !stream.resource<external>
  return %0 : !stream.resource<external>
}

// -----

util.global private mutable @state : !stream.resource<variable>
func.func @global_store_lifetime(%r: !stream.resource<transient>) {
  // expected-error @+1 {{'util.global.store' op global type mismatch; global state is '!stream.resource<variable>' but store is '!stream.resource<transient>'}}
  util.global.store %r, @state : !stream.resource<transient>
  return
}
