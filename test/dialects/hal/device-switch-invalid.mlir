// Verifier rules and parse errors of hal.device.switch and hal.return
// (docs/design/hal-dialect.md#hal-device-switch).
// RUN: %stream-hal-opt %s -split-input-file -verify-diagnostics

func.func @conditions_regions_mismatch(%device: !hal.device) {
  // expected-error @+1 {{'hal.device.switch' op requires conditions and regions be matched 1:1}}
  "hal.device.switch"(%device) ({
    "hal.return"() : () -> ()
  }) {conditions = [#hal.match.always, #hal.match.always]} : (!hal.device) -> ()
  return
}

// -----

func.func @no_case(%device: !hal.device) {
  // expected-error @+1 {{'hal.device.switch' op requires at least one condition}}
  "hal.device.switch"(%device) {conditions = []} : (!hal.device) -> ()
  return
}

// -----

func.func @return_type_mismatch(%device: !hal.device) {
  %c1 = arith.constant 1 : i32
  // expected-error @+1 {{'hal.device.switch' op requires all regions return the same types}}
  %0 = hal.device.switch<%device : !hal.device> -> index
  #hal.match.always {
    hal.return %c1 : i32
  }
  return
}

// -----

func.func @return_count_mismatch(%device: !hal.device) {
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{'hal.device.switch' op requires all regions return the same types}}
  %0 = hal.device.switch<%device : !hal.device> -> index
  #hal.match.always {
    hal.return %c1 : index
  },
  #hal.match.always {
    hal.return %c1, %c1 : index, index
  }
  return
}

// -----

func.func @missing_return_value(%device: !hal.device) {
  // expected-error @+1 {{'hal.device.switch' op requires all regions return the same types}}
  %0 = hal.device.switch<%device : !hal.device> -> index
  #hal.match.always {
    hal.return
  }
  return
}

// -----

func.func @region_arguments(%device: !hal.device) {
  // expected-error @+1 {{'hal.device.switch' op region should have no arguments}}
  hal.device.switch<%device : !hal.device>
  #hal.match.always {
  ^bb0(%arg0: index):
    hal.return
  }
  return
}

// -----

func.func @missing_terminator(%device: !hal.device) {
  // expected-error @+1 {{empty block: expect at least a terminator}}
  "hal.device.switch"(%device) ({
  ^bb0:
  }) {conditions = [#hal.match.always]} : (!hal.device) -> ()
  return
}

// -----

func.func @not_a_device(%device: !hal.allocator) {
  // expected-error @+1 {{'hal.device.switch' op operand #0 must be a logical device, but got '!hal.allocator'}}
  hal.device.switch<%device : !hal.allocator>
  #hal.match.always {
    hal.return
  }
  return
}

// -----

func.func @conditions_not_array(%device: !hal.device) {
  // expected-error @+1 {{'hal.device.switch' op attribute 'conditions' failed to satisfy constraint: array attribute}}
  "hal.device.switch"(%device) ({
    "hal.return"() : () -> ()
  }) {conditions = #hal.match.always} : (!hal.device) -> ()
  return
}

// -----

// hal.return is a terminator.
func.func @return_not_last(%device: !hal.device) {
  hal.device.switch<%device : !hal.device>
  #hal.match.always {
    // expected-error @+1 {{'hal.return' op must be the last operation in the parent block}}
    hal.return
    hal.return
  }
  return
}

// -----

// Parse errors.

func.func @missing_device(%device: !hal.device) {
  // expected-error @+1 {{expected '<'}}
  hal.device.switch %device : !hal.device
  return
}

// -----

func.func @missing_case(%device: !hal.device) {
  // expected-error @+1 {{expected attribute value}}
  hal.device.switch<%device : !hal.device>
  return
}

// -----

func.func @missing_region(%device: !hal.device) {
  hal.device.switch<%device : !hal.device>
  // expected-error @+1 {{expected '{' to begin a region}}
  #hal.match.always
  return
}

// -----

func.func @trailing_comma(%device: !hal.device) {
  hal.device.switch<%device : !hal.device>
  #hal.match.always {
    hal.return
  // expected-error @+1 {{expected attribute value}}
  },
  return
}

// -----

func.func @bad_result_list(%device: !hal.device) {
  // expected-error @+1 {{expected non-function type}}
  %0 = hal.device.switch<%device : !hal.device> -> #hal.match.always {
    hal.return
  }
  return
}

// -----

func.func @dictionary_without_keyword(%device: !hal.device) {
  hal.device.switch<%device : !hal.device>
  #hal.match.always {
    hal.return
  // expected-error @+1 {{expected operation name in quotes}}
  } {test.a}
  return
}
