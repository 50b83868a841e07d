// Inside a dialect conversion, DeviceSwitchBuilder's refusal is reported the
// same way, then the driver fails the op.
// RUN: %stream-hal-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(test-stream-to-hal-device-switch{use-rewriter=true})' %s -verify-diagnostics

func.func @zero_cases(%device: !hal.device) {
  // expected-error @+2 {{DeviceSwitchBuilder refused to build the switch}}
  // expected-error @+1 {{failed to legalize operation 'test.device_switch'}}
  "test.device_switch"(%device) {conditions = []} : (!hal.device) -> ()
  return
}
