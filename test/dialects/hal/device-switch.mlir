// hal.device.switch and hal.return
// (docs/design/hal-dialect.md#hal-device-switch): IREE's examples print
// back byte for byte, including the absolute four-space indentation of the
// condition lines.
// RUN: %stream-hal-opt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %stream-hal-opt %s | %stream-hal-opt | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %stream-hal-opt %s --mlir-print-op-generic | %stream-hal-opt | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %stream-hal-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// An attribute with an alias prints as the alias.
// CHECK:#device_target_vmvx = #hal.device.target<"vmvx">

// CHECK-LABEL:  func.func @with_result(%arg0: !hal.device) -> index {
//  CHECK-NEXT:    %0 = hal.device.switch<%arg0 : !hal.device> -> index
//  CHECK-NEXT:    #hal.device.match.executable.format<"vmvx-bytecode-fb"> {
//  CHECK-NEXT:      %c4 = arith.constant 4 : index
//  CHECK-NEXT:      hal.return %c4 : index
//  CHECK-NEXT:    },
//  CHECK-NEXT:    #hal.match.always {
//  CHECK-NEXT:      %c1 = arith.constant 1 : index
//  CHECK-NEXT:      hal.return %c1 : index
//  CHECK-NEXT:    }
//  CHECK-NEXT:    return %0 : index
//  CHECK-NEXT:  }
// GENERIC-LABEL: sym_name = "with_result"
// GENERIC: "hal.device.switch"(%{{.*}}) <{conditions = [#hal.device.match.executable.format<"vmvx-bytecode-fb">, #hal.match.always]}> ({
// GENERIC: }, {
// GENERIC: }) : (!hal.device) -> index
func.func @with_result(%device: !hal.device) -> index {
  %0 = hal.device.switch<%device : !hal.device> -> index
  #hal.device.match.executable.format<"vmvx-bytecode-fb"> {
    %c4 = arith.constant 4 : index
    hal.return %c4 : index
  },
  #hal.match.always {
    %c1 = arith.constant 1 : index
    hal.return %c1 : index
  }
  return %0 : index
}

// A result-less switch as the conversion produces it; regions use outer
// values directly.
// CHECK-LABEL:  func.func @no_result(%arg0: !hal.device, %arg1: !hal.command_buffer) {
//  CHECK-NEXT:    %c1 = arith.constant 1 : index
//  CHECK-NEXT:    hal.device.switch<%arg0 : !hal.device>
//  CHECK-NEXT:    #hal.device.match.executable.format<"embedded-elf-x86_64"> {
//  CHECK-NEXT:      hal.command_buffer.dispatch.symbol<%arg1 : !hal.command_buffer> target(@ex::@embedded_elf_x86_64::@main_dispatch) workgroups([%c1, %c1, %c1])
//  CHECK-NEXT:      hal.return
//  CHECK-NEXT:    }
//  CHECK-NEXT:    return
func.func @no_result(%device: !hal.device, %cmd: !hal.command_buffer) {
  %c1 = arith.constant 1 : index
  hal.device.switch<%device : !hal.device>
  #hal.device.match.executable.format<"embedded-elf-x86_64"> {
    hal.command_buffer.dispatch.symbol<%cmd : !hal.command_buffer> target(@ex::@embedded_elf_x86_64::@main_dispatch) workgroups([%c1, %c1, %c1])
    hal.return
  }
  return
}

// Several results print in parentheses; extra attributes follow the last
// region with the `attributes` keyword; any attribute is a condition, also an
// alias; nested switches keep the absolute four spaces.
// CHECK-LABEL:  func.func @multiple_results(%arg0: !hal.device) -> (index, i32) {
//  CHECK-NEXT:    %c1 = arith.constant 1 : index
//  CHECK-NEXT:    %0:2 = hal.device.switch<%arg0 : !hal.device> -> (index, i32)
//  CHECK-NEXT:    #hal.match.any<[#hal.device.match.id<"vmvx">, #hal.device.match.id<"vulkan-*">]> {
//  CHECK-NEXT:      %c7_i32 = arith.constant 7 : i32
//  CHECK-NEXT:      hal.return %c1, %c7_i32 : index, i32
//  CHECK-NEXT:    },
//  CHECK-NEXT:    #device_target_vmvx {
//  CHECK-NEXT:      %1 = hal.device.switch<%arg0 : !hal.device> -> i32
//  CHECK-NEXT:    #hal.match.always {
//  CHECK-NEXT:        %c8_i32 = arith.constant 8 : i32
//  CHECK-NEXT:        hal.return %c8_i32 : i32
//  CHECK-NEXT:      }
//  CHECK-NEXT:      hal.return %c1, %1 : index, i32
//  CHECK-NEXT:    } attributes {test.note = "x"}
//  CHECK-NEXT:    return %0#0, %0#1 : index, i32
func.func @multiple_results(%device: !hal.device) -> (index, i32) {
  %c1 = arith.constant 1 : index
  %0:2 = hal.device.switch<%device : !hal.device> -> (index, i32)
  #hal.match.any<[#hal.device.match.id<"vmvx">, #hal.device.match.id<"vulkan-*">]> {
    %c7 = arith.constant 7 : i32
    hal.return %c1, %c7 : index, i32
  },
  #hal.device.target<"vmvx", {}> {
    %1 = hal.device.switch<%device : !hal.device> -> i32 #hal.match.always {
      %c8 = arith.constant 8 : i32
      hal.return %c8 : i32
    }
    hal.return %c1, %1 : index, i32
  } attributes {test.note = "x"}
  return %0#0, %0#1 : index, i32
}

// hal.return alone, with values, and with its own attribute dictionary.
// CHECK-LABEL:  func.func @returns(%arg0: !hal.device, %arg1: index) {
//  CHECK-NEXT:    %0:3 = hal.device.switch<%arg0 : !hal.device> -> (index, index, index)
//  CHECK-NEXT:    #hal.match.always {
//  CHECK-NEXT:      hal.return %arg1, %arg1, %arg1 : index, index, index {test.tag}
//  CHECK-NEXT:    }
func.func @returns(%device: !hal.device, %x: index) {
  %0:3 = hal.device.switch<%device : !hal.device> -> (index, index, index)
  #hal.match.always {
    hal.return %x, %x, %x : index, index, index {test.tag}
  }
  return
}
