// Malformed bitfields are located parse errors; out-of-range values in the
// generic form fail the attribute constraint
// (docs/design/hal-dialect.md#default-verification, #bitfield-printing).
// RUN: %stream-hal-opt %s -split-input-file -verify-diagnostics

func.func @integer_literal(%allocator: !hal.allocator, %size: index) {
  // expected-error @+1 {{custom op 'hal.allocator.allocate' expected string or keyword containing one of the following enum values for attribute 'memory_types' [None, Transient, HostVisible, HostCoherent, HostCached, HostLocal, DeviceVisible, DeviceLocal]}}
  %0 = hal.allocator.allocate<%allocator : !hal.allocator> type(48) usage(Transfer) : !hal.buffer{%size}
  return
}

// -----

func.func @unknown_keyword(%allocator: !hal.allocator, %size: index) {
  // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'buffer_usage' [None, Constant, Transfer, Mapping, Dispatch]}}
  %0 = hal.allocator.allocate<%allocator : !hal.allocator> type(HostVisible) usage(Storage) : !hal.buffer{%size}
  return
}

// -----

// Case names are case-sensitive.
func.func @wrong_case(%device: !hal.device) {
  // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'modes' [None, OneShot, AllowInlineExecution]}}
  %0 = hal.command_buffer.create device(%device : !hal.device) mode(oneshot) categories(Transfer) : !hal.command_buffer
  return
}

// -----

// `None` is not allowed as a piece of a combination.
func.func @none_piece(%allocator: !hal.allocator, %size: index) {
  // expected-error @+1 {{invalid memory_types attribute specification: "None|Transient"}}
  %0 = hal.allocator.allocate<%allocator : !hal.allocator> type("None|Transient") usage(Transfer) : !hal.buffer{%size}
  return
}

// -----

func.func @unknown_piece(%device: !hal.device) {
  // expected-error @+1 {{invalid command_categories attribute specification: "Transfer|Compute"}}
  %0 = hal.command_buffer.create device(%device : !hal.device) mode(OneShot) categories("Transfer|Compute") : !hal.command_buffer
  return
}

// -----

func.func @empty_piece(%cmd: !hal.command_buffer) {
  // expected-error @+1 {{invalid source_stage_mask attribute specification: "Dispatch||Transfer"}}
  hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch||Transfer") target(Transfer) flags("None")
  return
}

// -----

// A case of another bitfield is unknown here.
func.func @other_bitfield(%cmd: !hal.command_buffer) {
  // expected-error @+1 {{invalid flags attribute specification: "OneShot"}}
  hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source(Dispatch) target(Transfer) flags("OneShot")
  return
}

// -----

func.func @missing_value(%cmd: !hal.command_buffer) {
  // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'target_stage_mask'}}
  hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source(Dispatch) target() flags("None")
  return
}

// -----

// Bits outside the valid set (0x3F) are rejected.
func.func @invalid_bits(%allocator: !hal.allocator, %size: index) {
  // expected-error @+1 {{'hal.allocator.allocate' op attribute 'memory_types' failed to satisfy constraint: valid MemoryType}}
  %0 = "hal.allocator.allocate"(%allocator, %size) {memory_types = 64 : i32, buffer_usage = 2 : i32} : (!hal.allocator, index) -> !hal.buffer
  return
}

// -----

// The storage is a signless i32 IntegerAttr.
func.func @wrong_width(%allocator: !hal.allocator, %size: index) {
  // expected-error @+1 {{'hal.allocator.allocate' op attribute 'buffer_usage' failed to satisfy constraint: valid BufferUsage}}
  %0 = "hal.allocator.allocate"(%allocator, %size) {memory_types = 2 : i32, buffer_usage = 2 : i64} : (!hal.allocator, index) -> !hal.buffer
  return
}

// -----

func.func @not_an_integer(%device: !hal.device) {
  // expected-error @+1 {{'hal.command_buffer.create' op attribute 'modes' failed to satisfy constraint: valid CommandBufferMode}}
  %0 = "hal.command_buffer.create"(%device) {modes = "OneShot", command_categories = 1 : i32} : (!hal.device) -> !hal.command_buffer
  return
}

// -----

func.func @invalid_stage_bits(%cmd: !hal.command_buffer) {
  // expected-error @+1 {{'hal.command_buffer.execution_barrier' op attribute 'target_stage_mask' failed to satisfy constraint: valid ExecutionStage}}
  "hal.command_buffer.execution_barrier"(%cmd) {source_stage_mask = 1 : i32, target_stage_mask = 64 : i32, flags = 0 : i32} : (!hal.command_buffer) -> ()
  return
}

// -----

func.func @invalid_flag_bits(%cmd: !hal.command_buffer) {
  // expected-error @+1 {{'hal.command_buffer.execution_barrier' op attribute 'flags' failed to satisfy constraint: valid ExecutionBarrierFlag}}
  "hal.command_buffer.execution_barrier"(%cmd) {source_stage_mask = 1 : i32, target_stage_mask = 1 : i32, flags = 2 : i32} : (!hal.command_buffer) -> ()
  return
}

// -----

func.func @invalid_category_bits(%device: !hal.device) {
  // expected-error @+1 {{'hal.command_buffer.create' op attribute 'command_categories' failed to satisfy constraint: valid CommandCategory}}
  %0 = "hal.command_buffer.create"(%device) {modes = 1 : i32, command_categories = 4 : i32} : (!hal.device) -> !hal.command_buffer
  return
}

// -----

func.func @missing_attribute(%device: !hal.device) {
  // expected-error @+1 {{'hal.command_buffer.create' op requires attribute 'command_categories'}}
  %0 = "hal.command_buffer.create"(%device) {modes = 1 : i32} : (!hal.device) -> !hal.command_buffer
  return
}
