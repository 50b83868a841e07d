// The ops of docs/design/async-model.md#new-ops have no custom verifier: their
// operand, result and attribute constraints reject everything else, and the
// implied types of the custom syntax are fixed.
// RUN: %stream-hal-opt %s -split-input-file -verify-diagnostics

func.func @await_status_i64(%fence: !hal.fence, %timeout: i32) {
  // expected-error @+1 {{'hal.fence.await' op result #0 must be 32-bit signless integer, but got 'i64'}}
  %0 = hal.fence.await until([%fence]) timeout_millis(%timeout) : i64
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @await_timeout_i64(%fence: !hal.fence, %timeout: i64) {
  // expected-error @+1 {{use of value '%timeout' expects different type than prior uses: 'i32' vs 'i64'}}
  %0 = hal.fence.await until([%fence]) timeout_millis(%timeout) : i32
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @await_not_a_fence(%buffer: !hal.buffer, %timeout: i32) {
  // expected-error @+1 {{use of value '%buffer' expects different type than prior uses: '!hal.fence' vs '!hal.buffer'}}
  %0 = hal.fence.await until([%buffer]) timeout_millis(%timeout) : i32
  return
}

// -----

func.func @await_generic_not_a_fence(%buffer: !hal.buffer, %timeout: i32) {
  // expected-error @+1 {{'hal.fence.await' op operand #1 must be variadic of a set of semaphore timepoints}}
  %0 = "hal.fence.await"(%timeout, %buffer) : (i32, !hal.buffer) -> i32
  return
}

// -----

func.func @query_status_i64(%fence: !hal.fence) {
  // expected-error @+1 {{'hal.fence.query' op result #0 must be 32-bit signless integer, but got 'i64'}}
  %0 = hal.fence.query<%fence : !hal.fence> : i64
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @fail_status_i64(%fence: !hal.fence, %status: i64) {
  // expected-error @+1 {{use of value '%status' expects different type than prior uses: 'i32' vs 'i64'}}
  hal.fence.fail<%fence : !hal.fence> status(%status)
  return
}

// -----

func.func @join_result_not_a_fence(%fence: !hal.fence) {
  // expected-error @+1 {{'hal.fence.join' op result #0 must be a set of semaphore timepoints: a point in time across device timelines, but got '!hal.buffer'}}
  %0 = hal.fence.join at([%fence]) -> !hal.buffer
  return
}

// -----

func.func @join_generic_result_not_a_fence(%fence: !hal.fence) {
  // expected-error @+1 {{'hal.fence.join' op result #0 must be a set of semaphore timepoints}}
  %0 = "hal.fence.join"(%fence) : (!hal.fence) -> !hal.buffer
  return
}

// -----

func.func @create_unknown_flag(%device: !hal.device) {
  // expected-error @+1 {{custom op 'hal.fence.create' invalid flags attribute specification: "Bogus"}}
  %0 = hal.fence.create device(%device : !hal.device) flags("Bogus") : !hal.fence
  return
}

// -----

func.func @create_generic_flags_not_i32(%device: !hal.device) {
  // expected-error @+1 {{'hal.fence.create' op attribute 'flags' failed to satisfy constraint: valid FenceFlag}}
  %0 = "hal.fence.create"(%device) {flags = 2 : i32} : (!hal.device) -> !hal.fence
  return
}

// -----

func.func @create_generic_not_a_device(%fence: !hal.fence) {
  // expected-error @+1 {{'hal.fence.create' op operand #0 must be a logical device}}
  %0 = "hal.fence.create"(%fence) {flags = 0 : i32} : (!hal.fence) -> !hal.fence
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @alloca_affinity_index(%device: !hal.device, %fence: !hal.fence, %n: index) {
  // expected-error @+1 {{use of value '%n' expects different type than prior uses: 'i64' vs 'index'}}
  %0 = hal.device.queue.alloca<%device : !hal.device> affinity(%n) wait(%fence) signal(%fence) pool(%n) type(DeviceLocal) usage(Transfer) : !hal.buffer{%n}
  return
}

// -----

func.func @alloca_result_not_a_buffer(%device: !hal.device, %fence: !hal.fence, %a: i64, %n: index) {
  // expected-error @+1 {{'hal.device.queue.alloca' op result #0 must be a device or host memory allocation, or a range of one, but got '!hal.buffer_view'}}
  %0 = hal.device.queue.alloca<%device : !hal.device> affinity(%a) wait(%fence) signal(%fence) pool(%a) type(DeviceLocal) usage(Transfer) : !hal.buffer_view{%n}
  return
}

// -----

func.func @alloca_unknown_usage(%device: !hal.device, %fence: !hal.fence, %a: i64, %n: index) {
  // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'buffer_usage' [None, Constant, Transfer, Mapping, Dispatch]}}
  %0 = hal.device.queue.alloca<%device : !hal.device> affinity(%a) wait(%fence) signal(%fence) pool(%a) type(DeviceLocal) usage(Bogus) : !hal.buffer{%n}
  return
}

// -----

func.func @dealloca_not_a_buffer(%device: !hal.device, %fence: !hal.fence, %a: i64, %view: !hal.buffer_view) {
  // expected-error @+1 {{'hal.device.queue.dealloca' op operand #4 must be a device or host memory allocation, or a range of one, but got '!hal.buffer_view'}}
  hal.device.queue.dealloca<%device : !hal.device> affinity(%a) wait(%fence) signal(%fence) buffer(%view : !hal.buffer_view)
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @execute_wait_not_a_fence(%device: !hal.device, %fence: !hal.fence, %a: i64, %n: index) {
  // expected-error @+1 {{use of value '%n' expects different type than prior uses: '!hal.fence' vs 'index'}}
  hal.device.queue.execute<%device : !hal.device> affinity(%a) wait(%n) signal(%fence)
  return
}

// -----

func.func @execute_generic_not_a_command_buffer(%device: !hal.device, %fence: !hal.fence, %a: i64, %buffer: !hal.buffer) {
  // expected-error @+1 {{'hal.device.queue.execute' op operand #4 must be variadic of a recording of device commands}}
  "hal.device.queue.execute"(%device, %a, %fence, %fence, %buffer) : (!hal.device, i64, !hal.fence, !hal.fence, !hal.buffer) -> ()
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @flush_affinity_i32(%device: !hal.device, %a: i32) {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  hal.device.queue.flush<%device : !hal.device> affinity(%a)
  return
}

// -----

func.func @null_without_type() {
  // expected-error @+1 {{expected ':'}}
  %0 = util.null
  return
}
