// Verifier rules V1-V3 of docs/design/reusable.md#verifier-rules: slots and
// binding tables that cannot fit the declared capacity are compile-time
// errors.
// RUN: %stream-hal-opt %s -split-input-file -verify-diagnostics

// V1a: a slot in a command buffer created without bindings(...).
func.func @fill_without_bindings(%device: !hal.device) {
  %c0 = arith.constant 0 : index
  %c7_i32 = arith.constant 7 : i32
  %cmd = hal.command_buffer.create device(%device : !hal.device) mode(None) categories(Transfer) : !hal.command_buffer
  // expected-error @+1 {{'hal.command_buffer.fill_buffer' op uses a binding table slot but the command buffer was created without bindings(...)}}
  hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%c0 : index)[%c0, %c0] pattern(%c7_i32 : i32)
  return
}

// -----

// V1b: IREE's runtime error "indirect buffer reference slot 0 is out range of
// the declared binding capacity", at compile time.
func.func @fill_slot_out_of_range(%device: !hal.device) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7_i32 = arith.constant 7 : i32
  %cmd = hal.command_buffer.create device(%device : !hal.device) mode(None) categories(Transfer) bindings(%c1) : !hal.command_buffer
  // expected-error @+1 {{'hal.command_buffer.fill_buffer' op binding table slot 1 is out of range of the declared binding capacity 1}}
  hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%c1 : index)[%c0, %c0] pattern(%c7_i32 : i32)
  return
}

// -----

func.func @negative_slot(%device: !hal.device) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %cm1 = arith.constant -1 : index
  %c7_i32 = arith.constant 7 : i32
  %cmd = hal.command_buffer.create device(%device : !hal.device) mode(None) categories(Transfer) bindings(%c2) : !hal.command_buffer
  // expected-error @+1 {{'hal.command_buffer.fill_buffer' op binding table slot -1 is out of range of the declared binding capacity 2}}
  hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%cm1 : index)[%c0, %c0] pattern(%c7_i32 : i32)
  return
}

// -----

// A copy with two failing slots reports the source's only.
func.func @copy_both_slots(%device: !hal.device) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %cmd = hal.command_buffer.create device(%device : !hal.device) mode(None) categories(Transfer) bindings(%c2) : !hal.command_buffer
  // expected-error @+1 {{'hal.command_buffer.copy_buffer' op binding table slot 3 is out of range of the declared binding capacity 2}}
  hal.command_buffer.copy_buffer<%cmd : !hal.command_buffer> source(%c3 : index)[%c0] target(%c4 : index)[%c0] length(%c0)
  return
}

// -----

func.func @copy_target(%device: !hal.device, %buffer: !hal.buffer) {
  %c0 = arith.constant 0 : index
  %cmd = hal.command_buffer.create device(%device : !hal.device) mode(None) categories(Transfer) : !hal.command_buffer
  // expected-error @+1 {{'hal.command_buffer.copy_buffer' op uses a binding table slot but the command buffer was created without bindings(...)}}
  hal.command_buffer.copy_buffer<%cmd : !hal.command_buffer> source(%buffer : !hal.buffer)[%c0] target(%c0 : index)[%c0] length(%c0)
  return
}

// -----

func.func @push_slot(%device: !hal.device, %layout: !hal.executable_layout, %buffer: !hal.buffer) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cmd = hal.command_buffer.create device(%device : !hal.device) mode(None) categories(Dispatch) bindings(%c1) : !hal.command_buffer
  // expected-error @+1 {{'hal.command_buffer.push_descriptor_set' op binding table slot 1 is out of range of the declared binding capacity 1}}
  hal.command_buffer.push_descriptor_set<%cmd : !hal.command_buffer> layout(%layout : !hal.executable_layout)[%c0] bindings([
    %c0 = (%buffer : !hal.buffer)[%c0, %c0],
    %c1 = (%c1 : index)[%c0, %c0]
  ])
  return
}

// -----

func.func @push_without_bindings(%device: !hal.device, %layout: !hal.executable_layout) {
  %c0 = arith.constant 0 : index
  %cmd = hal.command_buffer.create device(%device : !hal.device) mode(None) categories(Dispatch) : !hal.command_buffer
  // expected-error @+1 {{'hal.command_buffer.push_descriptor_set' op uses a binding table slot but the command buffer was created without bindings(...)}}
  hal.command_buffer.push_descriptor_set<%cmd : !hal.command_buffer> layout(%layout : !hal.executable_layout)[%c0] bindings([
    %c0 = (%c0 : index)[%c0, %c0]
  ])
  return
}

// -----

// V2b: the table has as many entries as the capacity declared, seen through
// a memoize's hal.return.
func.func @table_size(%device: !hal.device, %wait: !hal.fence, %signal: !hal.fence, %buffer: !hal.buffer) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %affinity = arith.constant -1 : i64
  %memoized = hal.device.memoize<%device : !hal.device> affinity(%affinity) -> !hal.command_buffer {
    %cmd = hal.command_buffer.create device(%device : !hal.device) mode(None) categories(Transfer) bindings(%c2) : !hal.command_buffer
    hal.return %cmd : !hal.command_buffer
  }
  // expected-error @+1 {{'hal.device.queue.execute.indirect' op binding table has 1 entries but the command buffer declares a binding capacity of 2}}
  hal.device.queue.execute.indirect<%device : !hal.device> affinity(%affinity) wait(%wait) signal(%signal) commands(%memoized) bindings([
    (%buffer : !hal.buffer)[%c0, %c0]
  ])
  return
}

// -----

func.func @table_without_capacity(%device: !hal.device, %wait: !hal.fence, %signal: !hal.fence, %buffer: !hal.buffer) {
  %c0 = arith.constant 0 : index
  %affinity = arith.constant -1 : i64
  %cmd = hal.command_buffer.create device(%device : !hal.device) mode(None) categories(Transfer) : !hal.command_buffer
  // expected-error @+1 {{'hal.device.queue.execute.indirect' op binding table has 1 entries but the command buffer declares a binding capacity of 0}}
  hal.device.queue.execute.indirect<%device : !hal.device> affinity(%affinity) wait(%wait) signal(%signal) commands(%cmd) bindings([
    (%buffer : !hal.buffer)[%c0, %c0]
  ])
  return
}

// -----

// V2a: zero entries (generic form only: the custom syntax needs one).
func.func @empty_table(%device: !hal.device, %wait: !hal.fence, %signal: !hal.fence, %cmd: !hal.command_buffer) {
  %affinity = arith.constant -1 : i64
  // expected-error @+1 {{'hal.device.queue.execute.indirect' op requires at least one binding}}
  "hal.device.queue.execute.indirect"(%device, %affinity, %wait, %signal, %cmd) : (!hal.device, i64, !hal.fence, !hal.fence, !hal.command_buffer) -> ()
  return
}

// -----

// V2c: operand count not 5 + 3k (the groups would split evenly and drop the
// last operand).
func.func @ragged_table(%device: !hal.device, %wait: !hal.fence, %signal: !hal.fence, %cmd: !hal.command_buffer, %buffer: !hal.buffer) {
  %affinity = arith.constant -1 : i64
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'hal.device.queue.execute.indirect' op requires the same number of binding buffers, offsets and lengths}}
  "hal.device.queue.execute.indirect"(%device, %affinity, %wait, %signal, %cmd, %buffer, %c0, %c0, %c0) : (!hal.device, i64, !hal.fence, !hal.fence, !hal.command_buffer, !hal.buffer, index, index, index) -> ()
  return
}

// -----

func.func @empty_table_custom(%device: !hal.device, %wait: !hal.fence, %signal: !hal.fence, %cmd: !hal.command_buffer) {
  %affinity = arith.constant -1 : i64
  // expected-error @+1 {{expected '('}}
  hal.device.queue.execute.indirect<%device : !hal.device> affinity(%affinity) wait(%wait) signal(%signal) commands(%cmd) bindings([
  ])
  return
}

// -----

// V3: the region returns the result types.
func.func @memoize_types(%device: !hal.device) {
  %affinity = arith.constant -1 : i64
  // expected-error @+1 {{'hal.device.memoize' op region must return values of the op result types}}
  %0 = hal.device.memoize<%device : !hal.device> affinity(%affinity) -> !hal.command_buffer {
    %c0 = arith.constant 0 : index
    hal.return %c0 : index
  }
  return
}

// -----

func.func @memoize_missing_return_value(%device: !hal.device) {
  %affinity = arith.constant -1 : i64
  // expected-error @+1 {{'hal.device.memoize' op region must return values of the op result types}}
  %0 = hal.device.memoize<%device : !hal.device> affinity(%affinity) -> index {
  }
  return
}

// -----

// V3b: a region without a block (generic form; the builder makes one).
func.func @memoize_no_block(%device: !hal.device) {
  %affinity = arith.constant -1 : i64
  // expected-error @+1 {{'hal.device.memoize' op requires one block in its region}}
  %0 = "hal.device.memoize"(%device, %affinity) ({
  }) : (!hal.device, i64) -> index
  return
}
