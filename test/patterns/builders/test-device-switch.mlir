// DeviceSwitchBuilder, driven by the test-only pass
// test-stream-to-hal-device-switch, with a plain OpBuilder and inside a
// dialect conversion; mlir-opt verifies the result after the pass.
// RUN: %stream-hal-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(test-stream-to-hal-device-switch)' %s | FileCheck %s
// RUN: %stream-hal-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(test-stream-to-hal-device-switch{use-rewriter=true})' %s | FileCheck %s
// Both results parse back.
// RUN: %stream-hal-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(test-stream-to-hal-device-switch)' %s | %stream-hal-opt --allow-unregistered-dialect | FileCheck %s

// The conversion's form: no results, one case per variant.
// CHECK-LABEL: func.func @no_results
// CHECK-SAME: (%[[DEVICE:.+]]: !hal.device)
// CHECK-NEXT:   hal.device.switch<%[[DEVICE]] : !hal.device>
// CHECK-NEXT: {{^    }}#hal.device.match.executable.format<"embedded-elf-x86_64"> {
// CHECK-NEXT: {{^      }}hal.return
// CHECK-NEXT: {{^    }}},
// CHECK-NEXT: {{^    }}#hal.device.match.executable.format<"vmvx-bytecode-fb"> {
// CHECK-NEXT: {{^      }}hal.return
// CHECK-NEXT: {{^    }}}
// CHECK-NEXT: "test.after"() : () -> ()
// CHECK-NEXT: return
func.func @no_results(%device: !hal.device) {
  "test.device_switch"(%device) {conditions = [#hal.device.match.executable.format<"embedded-elf-x86_64">, #hal.device.match.executable.format<"vmvx-bytecode-fb">]} : (!hal.device) -> ()
  "test.after"() : () -> ()
  return
}

// A single case.
// CHECK-LABEL: func.func @one_case
// CHECK-SAME: (%[[DEVICE:.+]]: !hal.device)
// CHECK-NEXT:   hal.device.switch<%[[DEVICE]] : !hal.device>
// CHECK-NEXT: {{^    }}#hal.match.always {
// CHECK-NEXT: {{^      }}hal.return
// CHECK-NEXT: {{^    }}}
// CHECK-NEXT: return
func.func @one_case(%device: !hal.device) {
  "test.device_switch"(%device) {conditions = [#hal.match.always]} : (!hal.device) -> ()
  return
}

// Results: case i returns constant i; users of the test op now use the switch.
// CHECK-LABEL: func.func @results
// CHECK-SAME: (%[[DEVICE:.+]]: !hal.device)
// CHECK-NEXT:   %[[SWITCH:.+]]:2 = hal.device.switch<%[[DEVICE]] : !hal.device> -> (index, i32)
// CHECK-NEXT: {{^    }}#hal.device.match.executable.format<"vmvx-bytecode-fb"> {
// CHECK-NEXT:   %[[C0:.+]] = arith.constant 0 : index
// CHECK-NEXT:   %[[C0_I32:.+]] = arith.constant 0 : i32
// CHECK-NEXT:   hal.return %[[C0]], %[[C0_I32]] : index, i32
// CHECK-NEXT: {{^    }}},
// CHECK-NEXT: {{^    }}#hal.match.any<[#hal.device.match.id<"cpu">, #hal.match.always]> {
// CHECK-NEXT:   %[[C1:.+]] = arith.constant 1 : index
// CHECK-NEXT:   %[[C1_I32:.+]] = arith.constant 1 : i32
// CHECK-NEXT:   hal.return %[[C1]], %[[C1_I32]] : index, i32
// CHECK-NEXT: {{^    }}},
// CHECK-NEXT: {{^    }}#hal.match.always {
// CHECK-NEXT:   %[[C2:.+]] = arith.constant 2 : index
// CHECK-NEXT:   %[[C2_I32:.+]] = arith.constant 2 : i32
// CHECK-NEXT:   hal.return %[[C2]], %[[C2_I32]] : index, i32
// CHECK-NEXT: {{^    }}}
// CHECK-NEXT: return %[[SWITCH]]#1, %[[SWITCH]]#0 : i32, index
func.func @results(%device: !hal.device) -> (i32, index) {
  %0:2 = "test.device_switch"(%device) {conditions = [#hal.device.match.executable.format<"vmvx-bytecode-fb">, #hal.match.any<[#hal.device.match.id<"cpu">, #hal.match.always]>, #hal.match.always]} : (!hal.device) -> (index, i32)
  return %0#1, %0#0 : i32, index
}

// Nested in a region: the condition lines keep their absolute four spaces,
// the case bodies follow the nesting.
// CHECK-LABEL: func.func @nested
// CHECK:      scf.execute_region {
// CHECK-NEXT:   hal.device.switch<%{{.+}} : !hal.device> -> i8
// CHECK-NEXT: {{^    }}#hal.match.always {
// CHECK-NEXT: {{^        }}%{{.+}} = arith.constant 0 : i8
// CHECK-NEXT: {{^        }}hal.return %{{.+}} : i8
// CHECK-NEXT: {{^      }}}
func.func @nested(%device: !hal.device) {
  scf.execute_region {
    %0 = "test.device_switch"(%device) {conditions = [#hal.match.always]} : (!hal.device) -> i8
    scf.yield
  }
  return
}
