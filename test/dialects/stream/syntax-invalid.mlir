// Malformed stream syntax: located parse errors, never a crash.
// RUN: %stream-hal-opt %s -split-input-file -verify-diagnostics

func.func @unknown_lifetime(%c: index) {
  // expected-error @+1 {{unknown lifetime value: forever}}
  %0 = stream.resource.alloc : !stream.resource<forever>{%c}
  return
}

// -----

func.func @missing_size_brace(%c: index) {
  // expected-error @+1 {{expected '{'}}
  %0 = stream.resource.alloc uninitialized : !stream.resource<external>
  return
}

// -----

func.func @missing_size_brace_in_list(%c: index) {
  // expected-error @+1 {{expected '{'}}
  %0:2 = stream.resource.alloc : !stream.resource<external>{%c}, !stream.resource<external>
  return
}

// -----

func.func @missing_size_brace_subview(%r: !stream.resource<external>, %c: index) {
  // expected-error @+1 {{expected '{'}}
  %0 = stream.resource.subview %r[%c] : !stream.resource<external> -> !stream.resource<external>{%c}
  return
}

// -----

func.func @missing_capture_size(%r: !stream.resource<external>, %c: index) {
  // expected-error @+1 {{expected '{'}}
  %t = stream.cmd.execute with(%r as %x: !stream.resource<external>) {
  } => !stream.timepoint
  return
}

// -----

func.func @wrong_keyword_alloca(%c: index) {
  // expected-error @+1 {{expected 'uninitialized'}}
  %0:2 = stream.resource.alloca initialized : !stream.resource<transient>{%c} => !stream.timepoint
  return
}

// -----

func.func @wrong_keyword_join(%t: !stream.timepoint) {
  // expected-error @+1 {{expected 'max'}}
  %0 = stream.timepoint.join min(%t) => !stream.timepoint
  return
}

// -----

func.func @wrong_keyword_capture(%r: !stream.resource<external>, %c: index) {
  // expected-error @+1 {{expected 'as'}}
  %t = stream.cmd.execute with(%r to %x: !stream.resource<external>{%c}) {
  } => !stream.timepoint
  return
}

// -----

func.func @wrong_keyword_range(%r: !stream.resource<external>, %c: index) {
  // expected-error @+1 {{expected 'for'}}
  stream.cmd.discard %r[%c to %c] : !stream.resource<external>{%c}
  return
}

// -----

func.func @missing_with(%r: !stream.resource<external>, %c: index) {
  // expected-error @+1 {{expected 'with'}}
  %t = stream.cmd.execute (%r as %x: !stream.resource<external>{%c}) {
  } => !stream.timepoint
  return
}

// -----

// The await clause replaces the `:` of alloca; both is an error.
func.func @alloca_await_and_colon(%c: index, %t: !stream.timepoint) {
  // expected-error @+1 {{expected non-function type}}
  %0:2 = stream.resource.alloca uninitialized await(%t) => : !stream.resource<transient>{%c} => !stream.timepoint
  return
}

// -----

func.func @wrong_operand_type(%c: index) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%c' expects different type than prior uses: '!stream.resource<external>' vs 'index'}}
  %0 = stream.resource.size %c : !stream.resource<external>
  return
}

// -----

func.func @wrong_timepoint_type(%c: index) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%c' expects different type than prior uses: '!stream.timepoint' vs 'index'}}
  %0 = stream.timepoint.join max(%c) => !stream.timepoint
  return
}

// -----

func.func @bad_access_word(%r: !stream.resource<external>, %c: index) {
  stream.cmd.dispatch @ex::@entry[%c, %c, %c] {
    // expected-error @+1 {{unknown resource access 'rx'; expected 'ro', 'wo' or 'rw'}}
    rx %r[%c for %c] : !stream.resource<external>{%c}
  }
  return
}

// -----

func.func @missing_access_word(%r: !stream.resource<external>, %c: index) {
  stream.cmd.dispatch @ex::@entry[%c, %c, %c] {
    // expected-error @+1 {{expected resource access 'ro', 'wo' or 'rw'}}
    %r[%c for %c] : !stream.resource<external>{%c}
  }
  return
}

// -----

// At least one resource is required.
func.func @empty_resource_list(%c: index) {
  stream.cmd.dispatch @ex::@entry[%c, %c, %c] {
  // expected-error @+1 {{expected resource access 'ro', 'wo' or 'rw'}}
  }
  return
}

// -----

func.func @missing_dispatch_size(%r: !stream.resource<external>, %c: index) {
  stream.cmd.dispatch @ex::@entry[%c, %c, %c] {
    // expected-error @+1 {{expected '{'}}
    ro %r[%c for %c] : !stream.resource<external>
  }
  return
}

// -----

// Capture names are fresh: shadowing an existing value is an error.
func.func @capture_shadowing(%r: !stream.resource<external>, %c: index) {
  // expected-note @-1 {{previously referenced here}}
  // expected-error @+1 {{region entry argument '%r' is already in use}}
  %t = stream.cmd.execute with(%r as %r: !stream.resource<external>{%c}) {
  } => !stream.timepoint
  return
}

// -----

func.func @timepoint_attr_keyword() attributes {
  // expected-error @+1 {{only immediate timepoint attrs are supported}}
  ready = #stream.timepoint<later>
} {
  return
}

// -----

func.func @unknown_attr() attributes {
  // expected-error @+1 {{unknown attribute `affinities` in dialect `stream`}}
  a = #stream.affinities
} {
  return
}

// -----

func.func @await_without_resources(%t: !stream.timepoint, %c: index) {
  // The wording of the count mismatch differs between MLIR 19 and 22.
  // expected-error @+1 {{custom op 'stream.timepoint.await'}}
  %0 = stream.timepoint.await %t => : !stream.resource<external>{%c}
  return
}

// -----

func.func @import_without_types(%t: !stream.timepoint) {
  // expected-error @+1 {{expected non-function type}}
  %0 = stream.timepoint.import : () => !stream.timepoint
  return
}

// -----

func.func @dims_without_braces(%v: !hal.buffer_view, %c: index) {
  // expected-error @+1 {{expected 'in'}}
  %0 = stream.tensor.import %v : !hal.buffer_view -> tensor<?xi32> %c in !stream.resource<external>{%c}
  return
}

// -----

// expected-error @+1 {{unknown  type `buffer` in dialect `stream`}}
func.func private @unknown_type(!stream.buffer)
