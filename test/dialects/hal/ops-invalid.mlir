// Verifier rules, operand constraints and parse errors of the remaining ops
// (docs/design/hal-dialect.md#match-attr-interface, #ops).
// RUN: %stream-hal-opt %s -split-input-file -verify-diagnostics

func.func @query_default_type(%device: !hal.device) {
  // expected-error @+1 {{'hal.device.query' op type mismatch between result and default value}}
  %ok, %value = hal.device.query<%device : !hal.device> key("a" :: "b") : i1, i32 = false
  return
}

// -----

func.func @query_untyped_default(%device: !hal.device) {
  // expected-error @+1 {{'hal.device.query' op attribute 'default_value' failed to satisfy constraint: TypedAttr instance}}
  %ok, %value = "hal.device.query"(%device) {category = "a", key = "b", default_value = #hal.match.always} : (!hal.device) -> (i1, i1)
  return
}

// -----

func.func @query_ok_type(%device: !hal.device) {
  // expected-error @+1 {{'hal.device.query' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %ok, %value = hal.device.query<%device : !hal.device> key("a" :: "b") : i32, i32
  return
}

// -----

// docs/design/hal-dialect.md#semaphore-ops: the timeline value must be index.
func.func @await_integer_value(%semaphore: !hal.semaphore, %value: i64) {
  // expected-error @+1 {{'hal.semaphore.await' op operand #1 must be index, but got 'i64'}}
  %0 = "hal.semaphore.await"(%semaphore, %value) : (!hal.semaphore, i64) -> i32
  return
}

// -----

func.func @await_status_type(%semaphore: !hal.semaphore, %value: index) {
  // expected-error @+1 {{'hal.semaphore.await' op result #0 must be 32-bit signless integer, but got 'i64'}}
  %0 = hal.semaphore.await<%semaphore : !hal.semaphore> until(%value) : i64
  return
}

// -----

func.func @create_integer_value(%device: !hal.device, %value: i64) {
  // expected-error @+1 {{'hal.semaphore.create' op operand #1 must be index, but got 'i64'}}
  %0 = "hal.semaphore.create"(%device, %value) : (!hal.device, i64) -> !hal.semaphore
  return
}

// -----

func.func @shared_device_type() {
  // expected-error @+1 {{'hal.ex.shared_device' op result #0 must be a logical device, but got '!hal.allocator'}}
  %0 = hal.ex.shared_device : !hal.allocator
  return
}

// -----

func.func @submit_operands(%device: !hal.device, %buffer: !hal.buffer) {
  // expected-error @+1 {{'hal.ex.submit_and_wait' op operand #1 must be a recording of device commands, but got '!hal.buffer'}}
  "hal.ex.submit_and_wait"(%device, %buffer) : (!hal.device, !hal.buffer) -> ()
  return
}

// -----

func.func @allocator_result_type(%device: !hal.device) {
  // expected-error @+1 {{'hal.device.allocator' op result #0 must be allocates buffers for a device's memory spaces, but got '!hal.device'}}
  %0 = hal.device.allocator<%device : !hal.device> : !hal.device
  return
}

// -----

func.func @allocate_missing_size(%allocator: !hal.allocator) {
  // expected-error @+1 {{expected '{'}}
  %0 = hal.allocator.allocate<%allocator : !hal.allocator> type(DeviceVisible) usage(Transfer) : !hal.buffer
  return
}

// -----

func.func @allocate_size_type(%allocator: !hal.allocator, %size: i64) {
  // expected-error @+1 {{'hal.allocator.allocate' op operand #1 must be index, but got 'i64'}}
  %0 = "hal.allocator.allocate"(%allocator, %size) {memory_types = 16 : i32, buffer_usage = 2 : i32} : (!hal.allocator, i64) -> !hal.buffer
  return
}

// -----

func.func @map_source_type(%allocator: !hal.allocator, %bytes: !util.mutable_byte_buffer, %n: index) {
  // expected-error @+1 {{'hal.allocator.map' op operand #1 must be a read-only block of host memory, but got '!util.mutable_byte_buffer'}}
  %0 = hal.allocator.map<%allocator : !hal.allocator> source(%bytes : !util.mutable_byte_buffer)[%n, %n] type(DeviceVisible) usage(Transfer) : !hal.buffer
  return
}

// -----

func.func @try_map_flag_type(%allocator: !hal.allocator, %bytes: !util.byte_buffer, %n: index) {
  // expected-error @+1 {{'hal.allocator.try_map' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0:2 = hal.allocator.try_map<%allocator : !hal.allocator> source(%bytes : !util.byte_buffer)[%n, %n] type(DeviceVisible) usage(Transfer) : i32, !hal.buffer
  return
}

// -----

func.func @load_type(%buffer: !hal.buffer, %n: index) {
  // expected-error @+1 {{'hal.buffer.load' op result #0 must be index or signless integer or floating-point or vector of any type values, but got 'complex<f32>'}}
  %0 = hal.buffer.load<%buffer : !hal.buffer>[%n] : complex<f32>
  return
}

// -----

func.func @store_type(%buffer: !hal.buffer, %n: index, %value: si32) {
  // expected-error @+1 {{'hal.buffer.store' op operand #0 must be index or signless integer or floating-point or vector of any type values, but got 'si32'}}
  hal.buffer.store<%buffer : !hal.buffer>[%n] value(%value : si32)
  return
}

// -----

func.func @assert_message(%buffer: !hal.buffer, %allocator: !hal.allocator, %n: index) {
  // expected-error @+1 {{expected attribute value}}
  hal.buffer.assert<%buffer : !hal.buffer> message(oops) allocator(%allocator : !hal.allocator) minimum_length(%n) type(DeviceVisible) usage(Transfer)
  return
}

// -----

func.func @view_create_element_type(%buffer: !hal.buffer, %type: i64, %encoding: i32) {
  // expected-error @+1 {{'hal.buffer_view.create' op operand #1 must be 32-bit signless integer, but got 'i64'}}
  %0 = "hal.buffer_view.create"(%buffer, %type, %encoding) : (!hal.buffer, i64, i32) -> !hal.buffer_view
  return
}

// -----

func.func @view_create_shape_type(%buffer: !hal.buffer, %i: i32, %dim: i64) {
  // expected-error @+1 {{'hal.buffer_view.create' op operand #3 must be variadic of index, but got 'i64'}}
  %0 = "hal.buffer_view.create"(%buffer, %i, %i, %dim) : (!hal.buffer, i32, i32, i64) -> !hal.buffer_view
  return
}

// -----

func.func @trace_operands(%buffer: !hal.buffer) {
  // expected-error @+1 {{'hal.buffer_view.trace' op operand #0 must be variadic of a buffer plus shape, element type and encoding, but got '!hal.buffer'}}
  hal.buffer_view.trace %buffer : !hal.buffer attributes {key = "k"}
  return
}

// -----

func.func @trace_key(%view: !hal.buffer_view) {
  // expected-error @+1 {{'hal.buffer_view.trace' op requires attribute 'key'}}
  hal.buffer_view.trace %view : !hal.buffer_view
  return
}

// -----

func.func @fill_pattern_type(%cmd: !hal.command_buffer, %buffer: !hal.buffer, %n: index, %pattern: i64) {
  // expected-error @+1 {{'hal.command_buffer.fill_buffer' op operand #4 must be 8-bit signless integer or 16-bit signless integer or 32-bit signless integer, but got 'i64'}}
  hal.command_buffer.fill_buffer<%cmd : !hal.command_buffer> target(%buffer : !hal.buffer)[%n, %n] pattern(%pattern : i64)
  return
}

// -----

func.func @push_constants_type(%cmd: !hal.command_buffer, %layout: !hal.executable_layout, %value: i64) {
  // expected-error @+1 {{'hal.command_buffer.push_constants' op operand #2 must be variadic of 32-bit signless integer, but got 'i64'}}
  hal.command_buffer.push_constants<%cmd : !hal.command_buffer> layout(%layout : !hal.executable_layout) offset(0) values([%value]) : i64
  return
}

// -----

func.func @push_constants_offset(%cmd: !hal.command_buffer, %layout: !hal.executable_layout, %value: i32) {
  // expected-error @+1 {{'hal.command_buffer.push_constants' op attribute 'offset' failed to satisfy constraint: index attribute}}
  "hal.command_buffer.push_constants"(%cmd, %layout, %value) {offset = 0 : i32} : (!hal.command_buffer, !hal.executable_layout, i32) -> ()
  return
}

// -----

func.func @push_descriptor_set_uneven(%cmd: !hal.command_buffer, %layout: !hal.executable_layout, %buffer: !hal.buffer, %n: index) {
  // expected-error @+1 {{'hal.command_buffer.push_descriptor_set' op expects the binding ordinals, buffers, offsets and lengths to have the same number of values, but has 5 binding operands}}
  "hal.command_buffer.push_descriptor_set"(%cmd, %layout, %n, %n, %buffer, %n, %n, %n) : (!hal.command_buffer, !hal.executable_layout, index, index, !hal.buffer, index, index, index) -> ()
  return
}

// -----

// A buffer or a binding-table slot (docs/design/reusable.md#ops).
func.func @push_descriptor_set_buffer_type(%cmd: !hal.command_buffer, %layout: !hal.executable_layout, %n: index, %i: i32) {
  // expected-error @+1 {{'hal.command_buffer.push_descriptor_set' op operand #4 must be variadic of index or a device or host memory allocation, or a range of one, but got 'i32'}}
  "hal.command_buffer.push_descriptor_set"(%cmd, %layout, %n, %n, %i, %n, %n) : (!hal.command_buffer, !hal.executable_layout, index, index, i32, index, index) -> ()
  return
}

// -----

func.func @push_descriptor_set_no_binding(%cmd: !hal.command_buffer, %layout: !hal.executable_layout, %n: index) {
  // expected-error @+1 {{expected SSA operand}}
  hal.command_buffer.push_descriptor_set<%cmd : !hal.command_buffer> layout(%layout : !hal.executable_layout)[%n] bindings([])
  return
}

// -----

func.func @push_descriptor_set_entry(%cmd: !hal.command_buffer, %layout: !hal.executable_layout, %buffer: !hal.buffer, %n: index) {
  // expected-error @+1 {{expected '='}}
  hal.command_buffer.push_descriptor_set<%cmd : !hal.command_buffer> layout(%layout : !hal.executable_layout)[%n] bindings([%n : (%buffer : !hal.buffer)[%n, %n]])
  return
}

// -----

func.func @push_descriptor_set_range(%cmd: !hal.command_buffer, %layout: !hal.executable_layout, %buffer: !hal.buffer, %n: index) {
  // expected-error @+1 {{expected ','}}
  hal.command_buffer.push_descriptor_set<%cmd : !hal.command_buffer> layout(%layout : !hal.executable_layout)[%n] bindings([%n = (%buffer : !hal.buffer)[%n]])
  return
}

// -----

func.func @push_descriptor_set_missing_comma(%cmd: !hal.command_buffer, %layout: !hal.executable_layout, %buffer: !hal.buffer, %n: index) {
  // expected-error @+1 {{expected ']'}}
  hal.command_buffer.push_descriptor_set<%cmd : !hal.command_buffer> layout(%layout : !hal.executable_layout)[%n] bindings([%n = (%buffer : !hal.buffer)[%n, %n] %n = (%buffer : !hal.buffer)[%n, %n]])
  return
}

// -----

func.func @command_buffer_device_type(%cmd: !hal.command_buffer) {
  // expected-error @+1 {{'hal.command_buffer.device' op result #0 must be a logical device, but got '!hal.command_buffer'}}
  %0 = hal.command_buffer.device<%cmd : !hal.command_buffer> : !hal.command_buffer
  return
}

// -----

func.func @copy_missing_length(%cmd: !hal.command_buffer, %buffer: !hal.buffer, %n: index) {
  hal.command_buffer.copy_buffer<%cmd : !hal.command_buffer> source(%buffer : !hal.buffer)[%n] target(%buffer : !hal.buffer)[%n]
  // expected-error @+1 {{expected 'length'}}
  return
}
