// The test-only pass test-stream-to-hal-device-switch reports what
// DeviceSwitchBuilder refuses, at the op it would have replaced.
// RUN: %stream-hal-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(test-stream-to-hal-device-switch)' %s -split-input-file -verify-diagnostics

// hal.device.switch needs at least one case.
func.func @zero_cases(%device: !hal.device) {
  // expected-error @+1 {{DeviceSwitchBuilder refused to build the switch}}
  "test.device_switch"(%device) {conditions = []} : (!hal.device) -> ()
  return
}

// -----

func.func @not_a_device(%device: i32) {
  // expected-error @+1 {{DeviceSwitchBuilder refused to build the switch}}
  "test.device_switch"(%device) {conditions = [#hal.match.always]} : (i32) -> ()
  return
}

// -----

func.func @bad_result_type(%device: !hal.device) {
  // expected-error @+1 {{result #0 has type 'f32'; the test builds only integer and index results}}
  %0 = "test.device_switch"(%device) {conditions = [#hal.match.always]} : (!hal.device) -> f32
  return
}
