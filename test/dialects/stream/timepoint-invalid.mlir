// Verifier rules of the stream.timepoint.* ops
// (docs/design/stream-dialect.md#timepoint-ops), one per split.
// RUN: %stream-hal-opt %s -split-input-file -verify-diagnostics

// One size per operand and per result; only the generic form can get them wrong.
func.func @await_operand_sizes(%t: !stream.timepoint, %r: !stream.resource<external>) {
  // expected-error @+1 {{'stream.timepoint.await' op value set has 1 dynamic dimensions but only 0 dimension values are attached}}
  %0 = "stream.timepoint.await"(%r, %t) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!stream.resource<external>, !stream.timepoint) -> !stream.resource<external>
  return
}

// -----

func.func @await_result_sizes(%t: !stream.timepoint, %r: !stream.resource<external>, %c: index) {
  // expected-error @+1 {{'stream.timepoint.await' op value set has 2 dynamic dimensions but only 1 dimension values are attached}}
  %0:2 = "stream.timepoint.await"(%r, %c, %t) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>)
  return
}

// -----

func.func @await_timepoint_type(%r: !stream.resource<external>, %c: index) {
  // expected-error @+1 {{'stream.timepoint.await' op operand #2 must be a timepoint indicating execution availability, but got 'index'}}
  %0 = "stream.timepoint.await"(%r, %c, %c) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, index) -> !stream.resource<external>
  return
}

// -----

func.func @await_not_a_resource(%t: !stream.timepoint, %c: index) {
  // expected-error @+1 {{'stream.timepoint.await' op operand #0 must be variadic of resource or external resource or transient resource or variable resource or constant resource or staging resource, but got 'index'}}
  %0 = stream.timepoint.await %t => %c : index
  return
}

// -----

func.func @immediate_type() {
  // expected-error @+1 {{'stream.timepoint.immediate' op result #0 must be a timepoint indicating execution availability, but got 'index'}}
  %0 = "stream.timepoint.immediate"() : () -> index
  return
}

// -----

func.func @join_type(%c: index) {
  // expected-error @+1 {{'stream.timepoint.join' op operand #0 must be variadic of a timepoint indicating execution availability, but got 'index'}}
  %0 = "stream.timepoint.join"(%c) : (index) -> !stream.timepoint
  return
}

// -----

func.func @import_result_type(%s: !hal.semaphore, %c: index) {
  // expected-error @+1 {{'stream.timepoint.import' op result #0 must be a timepoint indicating execution availability, but got 'i1'}}
  %0 = stream.timepoint.import %s, %c : (!hal.semaphore, index) => i1
  return
}

// -----

func.func @export_operand_type(%c: index) {
  // expected-error @+1 {{'stream.timepoint.export' op operand #0 must be a timepoint indicating execution availability, but got 'index'}}
  %0:2 = "stream.timepoint.export"(%c) : (index) -> (!hal.semaphore, index)
  return
}

// -----

// #stream.timepoint<immediate> is typed !stream.timepoint, whatever is written.
// expected-error @+1 {{'util.global' op initial value type mismatch; global bad is '!stream.resource<variable>' but initial value provided is '!stream.timepoint'}}
util.global private @bad : !stream.resource<variable> = #stream.timepoint<immediate>

// -----

// expected-error @+1 {{'util.global' op initial value type mismatch; global bad is 'i32' but initial value provided is '!stream.timepoint'}}
util.global private @bad : i32 = #stream.timepoint<immediate> : i32
