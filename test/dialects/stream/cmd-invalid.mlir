// Verifier rules of the stream.cmd.* ops and stream.yield
// (docs/design/stream-dialect.md#command-ops, #yield), one per split.
// RUN: %stream-hal-opt %s -split-input-file -verify-diagnostics

func.func @fill_staging(%r: !stream.resource<staging>, %c: index, %p: i32) {
  // expected-error @+1 {{'stream.cmd.fill' op operand #0 must be resource or external resource or transient resource or variable resource or constant resource, but got '!stream.resource<staging>'}}
  stream.cmd.fill %p, %r[%c for %c] : i32 -> !stream.resource<staging>{%c}
  return
}

// -----

func.func @fill_pattern_type(%r: !stream.resource<transient>, %c: index, %p: i64) {
  // expected-error @+1 {{'stream.cmd.fill' op operand #4 must be 8-bit signless integer or 16-bit signless integer or 32-bit signless integer, but got 'i64'}}
  stream.cmd.fill %p, %r[%c for %c] : i64 -> !stream.resource<transient>{%c}
  return
}

// -----

func.func @flush_not_a_resource(%c: index) {
  // expected-error @+1 {{'stream.cmd.flush' op operand #0 must be any stream-compatible type, but got 'index'}}
  "stream.cmd.flush"(%c, %c, %c, %c) : (index, index, index, index) -> ()
  return
}

// -----

func.func @copy_not_a_resource(%r: !stream.resource<transient>, %c: index) {
  // expected-error @+1 {{'stream.cmd.copy' op operand #3 must be any stream-compatible type, but got 'index'}}
  "stream.cmd.copy"(%r, %c, %c, %c, %c, %c, %c) : (!stream.resource<transient>, index, index, index, index, index, index) -> ()
  return
}

// -----

// Counts of sizes/offsets/lengths/accesses must match the resources; only the
// generic form can get them wrong.
func.func @dispatch_mismatched_lengths(%r: !stream.resource<external>, %c: index) {
  // expected-error @+1 {{'stream.cmd.dispatch' op dispatch with 1 resources has mismatched associated ranges}}
  "stream.cmd.dispatch"(%c, %c, %c, %r, %c, %c) <{entry_point = @ex::@entry, operandSegmentSizes = array<i32: 3, 0, 1, 1, 1, 0>, resource_accesses = [1 : i32]}> : (index, index, index, !stream.resource<external>, index, index) -> ()
  return
}

// -----

func.func @dispatch_mismatched_accesses(%r: !stream.resource<external>, %c: index) {
  // expected-error @+1 {{'stream.cmd.dispatch' op dispatch with 1 resources has mismatched associated ranges}}
  "stream.cmd.dispatch"(%c, %c, %c, %r, %c, %c, %c) <{entry_point = @ex::@entry, operandSegmentSizes = array<i32: 3, 0, 1, 1, 1, 1>, resource_accesses = [1 : i32, 2 : i32]}> : (index, index, index, !stream.resource<external>, index, index, index) -> ()
  return
}

// -----

func.func @dispatch_access_bits(%r: !stream.resource<external>, %c: index) {
  // expected-error @+1 {{'stream.cmd.dispatch' op attribute 'resource_accesses' failed to satisfy constraint: resource access array}}
  "stream.cmd.dispatch"(%c, %c, %c, %r, %c, %c, %c) <{entry_point = @ex::@entry, operandSegmentSizes = array<i32: 3, 0, 1, 1, 1, 1>, resource_accesses = [4 : i32]}> : (index, index, index, !stream.resource<external>, index, index, index) -> ()
  return
}

// -----

func.func @dispatch_staging(%r: !stream.resource<staging>, %c: index) {
  // expected-error @+1 {{'stream.cmd.dispatch' op operand #3 must be variadic of resource or external resource or transient resource or variable resource or constant resource, but got '!stream.resource<staging>'}}
  stream.cmd.dispatch @ex::@entry[%c, %c, %c] {
    ro %r[%c for %c] : !stream.resource<staging>{%c}
  }
  return
}

// -----

func.func @dispatch_operand_type(%r: !stream.resource<external>, %c: index, %v: vector<4xi32>) {
  // expected-error @+1 {{'stream.cmd.dispatch' op operand #3 must be variadic of index or integer or floating-point, but got 'vector<4xi32>'}}
  stream.cmd.dispatch @ex::@entry[%c, %c, %c](%v : vector<4xi32>) {
    ro %r[%c for %c] : !stream.resource<external>{%c}
  }
  return
}

// -----

// One size per capture; only the generic form can get it wrong.
func.func @execute_size_count(%r: !stream.resource<external>) {
  // expected-error @+1 {{'stream.cmd.execute' op value set has 1 dynamic dimensions but only 0 dimension values are attached}}
  %t = "stream.cmd.execute"(%r) <{operandSegmentSizes = array<i32: 1, 0, 0>}> ({
  ^bb0(%a: !stream.resource<external>):
    "stream.yield"() : () -> ()
  }) : (!stream.resource<external>) -> !stream.timepoint
  return
}

// -----

func.func @execute_not_a_resource(%c: index) {
  // expected-error @+1 {{'stream.cmd.execute' op operand #0 must be variadic of resource or external resource or transient resource or variable resource or constant resource or staging resource, but got 'index'}}
  %t = stream.cmd.execute with(%c as %x: index{%c}) {
  } => !stream.timepoint
  return
}

// -----

func.func @execute_uncaptured(%r: !stream.resource<external>, %c: index, %p: i32) {
  %t = stream.cmd.execute with() {
    // expected-error @+1 {{'stream.cmd.fill' op used resource not listed in explicit captures (or produced internally)}}
    stream.cmd.fill %p, %r[%c for %c] : i32 -> !stream.resource<external>{%c}
  } => !stream.timepoint
  return
}

// -----

// The capture rule looks only at ops directly in the body; the outer resource
// used in the serial group is accepted.
func.func @execute_uncaptured_nested(%r: !stream.resource<external>, %c: index, %p: i32) {
  %t = stream.cmd.execute with() {
    stream.cmd.serial {
      stream.cmd.fill %p, %r[%c for %c] : i32 -> !stream.resource<external>{%c}
    }
    // expected-error @+1 {{'stream.cmd.discard' op used resource not listed in explicit captures (or produced internally)}}
    stream.cmd.discard %r[%c for %c] : !stream.resource<external>{%c}
  } => !stream.timepoint
  return
}

// -----

func.func @execute_non_explicit_op(%r: !stream.resource<external>, %c: index) {
  %t = stream.cmd.execute with(%r as %x: !stream.resource<external>{%c}) {
    // expected-error @+1 {{'arith.constant' op explicit execution regions must only contain explicit ops}}
    %k = arith.constant 0 : index
  } => !stream.timepoint
  return
}

// -----

func.func @execute_non_explicit_stream_op(%r: !stream.resource<external>, %c: index) {
  %t = stream.cmd.execute with(%r as %x: !stream.resource<external>{%c}) {
    // expected-error @+1 {{'stream.resource.size' op explicit execution regions must only contain explicit ops}}
    %s = stream.resource.size %x : !stream.resource<external>
  } => !stream.timepoint
  return
}

// -----

// The region returns nothing: a yield with values is rejected (region-branch rule).
func.func @execute_yield_operands(%r: !stream.resource<external>, %c: index) {
  // expected-error @+1 {{'stream.cmd.execute' op region control flow edge from Region #0 to parent results: source has 1 operands, but target successor needs 0}}
  %t = stream.cmd.execute with(%r as %x: !stream.resource<external>{%c}) {
    stream.yield %x : !stream.resource<external>{%c}
  } => !stream.timepoint
  return
}

// -----

func.func @execute_entry_count(%r: !stream.resource<external>, %c: index) {
  // expected-error @+1 {{'stream.cmd.execute' op region control flow edge from parent operands to Region #0: source has 1 operands, but target successor needs 0}}
  %t = "stream.cmd.execute"(%r, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> ({
    "stream.yield"() : () -> ()
  }) : (!stream.resource<external>, index) -> !stream.timepoint
  return
}

// -----

func.func @execute_entry_type(%r: !stream.resource<external>, %c: index) {
  // expected-error @+1 {{'stream.cmd.execute' op along control flow edge from parent operands to Region #0: source type #0 '!stream.resource<external>' should match input type #0 '!stream.resource<transient>'}}
  %t = "stream.cmd.execute"(%r, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> ({
  ^bb0(%a: !stream.resource<transient>):
    "stream.yield"() : () -> ()
  }) : (!stream.resource<external>, index) -> !stream.timepoint
  return
}

// -----

func.func @execute_no_block() {
  // expected-error @+1 {{'stream.cmd.execute' op region #0 ('body') failed to verify constraint: region with 1 blocks}}
  %t = "stream.cmd.execute"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> ({
  }) : () -> !stream.timepoint
  return
}

// -----

// A foreign terminator is caught by the explicit-op rule (before the
// terminator-kind check of the implicit-terminator trait could report it).
func.func @execute_terminator(%r: !stream.resource<external>, %c: index) {
  %t = "stream.cmd.execute"(%r, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> ({
  ^bb0(%a: !stream.resource<external>):
    // expected-error @+1 {{'llvm.unreachable' op explicit execution regions must only contain explicit ops}}
    "llvm.unreachable"() : () -> ()
  }) : (!stream.resource<external>, index) -> !stream.timepoint
  return
}

// -----

func.func @execute_await_type(%r: !stream.resource<external>, %c: index) {
  // expected-error @+1 {{'stream.cmd.execute' op operand #2 must be a timepoint indicating execution availability, but got 'index'}}
  %t = "stream.cmd.execute"(%r, %c, %c) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
  ^bb0(%a: !stream.resource<external>):
    "stream.yield"() : () -> ()
  }) : (!stream.resource<external>, index, index) -> !stream.timepoint
  return
}

// -----

func.func @serial_parent() {
  // expected-error @+1 {{'stream.cmd.serial' op expects parent op to be one of 'stream.cmd.execute, stream.cmd.serial, stream.cmd.concurrent'}}
  stream.cmd.serial {
  }
  return
}

// -----

func.func @concurrent_parent() {
  // expected-error @+1 {{'stream.cmd.concurrent' op expects parent op to be one of 'stream.cmd.execute, stream.cmd.serial, stream.cmd.concurrent'}}
  stream.cmd.concurrent {
  }
  return
}

// -----

func.func @serial_non_explicit_op(%r: !stream.resource<external>, %c: index) {
  %t = stream.cmd.execute with(%r as %x: !stream.resource<external>{%c}) {
    stream.cmd.serial {
      // expected-error @+1 {{'arith.addi' op explicit execution regions must only contain explicit ops}}
      %k = arith.addi %c, %c : index
    }
  } => !stream.timepoint
  return
}

// -----

func.func @concurrent_non_explicit_op(%r: !stream.resource<external>, %c: index) {
  %t = stream.cmd.execute with(%r as %x: !stream.resource<external>{%c}) {
    stream.cmd.concurrent {
      // expected-error @+1 {{'stream.cmd.execute' op explicit execution regions must only contain explicit ops}}
      %t2 = stream.cmd.execute with() {
      } => !stream.timepoint
    }
  } => !stream.timepoint
  return
}

// -----

func.func @serial_yield_operands(%r: !stream.resource<external>, %c: index) {
  %t = stream.cmd.execute with(%r as %x: !stream.resource<external>{%c}) {
    // expected-error @+1 {{'stream.cmd.serial' op region control flow edge from Region #0 to parent results: source has 1 operands, but target successor needs 0}}
    stream.cmd.serial {
      stream.yield %x : !stream.resource<external>{%c}
    }
  } => !stream.timepoint
  return
}

// -----

func.func @concurrent_yield_operands(%r: !stream.resource<external>, %c: index) {
  %t = stream.cmd.execute with(%r as %x: !stream.resource<external>{%c}) {
    // expected-error @+1 {{'stream.cmd.concurrent' op region control flow edge from Region #0 to parent results: source has 1 operands, but target successor needs 0}}
    stream.cmd.concurrent {
      stream.yield %x : !stream.resource<external>{%c}
    }
  } => !stream.timepoint
  return
}

// -----

func.func @serial_region_arguments() {
  %t = stream.cmd.execute with() {
    // expected-error @+1 {{'stream.cmd.serial' op region control flow edge from parent operands to Region #0: source has 0 operands, but target successor needs 1}}
    "stream.cmd.serial"() ({
    ^bb0(%a: index):
      "stream.yield"() : () -> ()
    }) : () -> ()
  } => !stream.timepoint
  return
}

// -----

func.func @concurrent_no_block() {
  %t = stream.cmd.execute with() {
    // expected-error @+1 {{'stream.cmd.concurrent' op region #0 ('body') failed to verify constraint: region with 1 blocks}}
    "stream.cmd.concurrent"() ({
    }) : () -> ()
  } => !stream.timepoint
  return
}

// -----

func.func @yield_parent() {
  // expected-error @+1 {{'stream.yield' op expects parent op to be one of 'stream.cmd.execute, stream.cmd.serial, stream.cmd.concurrent'}}
  stream.yield
}
