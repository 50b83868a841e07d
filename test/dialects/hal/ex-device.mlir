// hal.ex.*, hal.device.allocator and hal.device.query
// (docs/design/hal-dialect.md#ex-ops, #device-allocator,
// #match-attr-interface): IREE's examples print back exactly, with the
// result-name hints of #result-name-hints.
// RUN: %stream-hal-opt %s | FileCheck %s
// RUN: %stream-hal-opt %s | %stream-hal-opt | FileCheck %s
// RUN: %stream-hal-opt %s --mlir-print-op-generic | %stream-hal-opt | FileCheck %s
// RUN: %stream-hal-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @ex(
// CHECK-SAME: %[[CMD:[a-z0-9]+]]: !hal.command_buffer
// CHECK-NEXT: %device = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %allocator = hal.device.allocator<%device : !hal.device> : !hal.allocator
// CHECK-NEXT: hal.ex.submit_and_wait %device, %[[CMD]]{{$}}
// CHECK-NEXT: %device_0 = hal.ex.shared_device : !hal.device attributes {test.tag}
// CHECK-NEXT: return %allocator
// GENERIC: "hal.ex.shared_device"() : () -> !hal.device
// GENERIC: "hal.device.allocator"(%{{.+}}) : (!hal.device) -> !hal.allocator
// GENERIC: "hal.ex.submit_and_wait"(%{{.+}}, %{{.+}}) : (!hal.device, !hal.command_buffer) -> ()
func.func @ex(%cmd: !hal.command_buffer) -> !hal.allocator {
  %device = hal.ex.shared_device : !hal.device
  %allocator = hal.device.allocator<%device : !hal.device> : !hal.allocator
  hal.ex.submit_and_wait %device, %cmd
  %unused = hal.ex.shared_device : !hal.device attributes {test.tag}
  return %allocator : !hal.allocator
}

// CHECK-LABEL: func.func @query(
// CHECK-SAME: %[[DEVICE:[a-z0-9]+]]: !hal.device
// CHECK-NEXT: %ok, %value = hal.device.query<%[[DEVICE]] : !hal.device> key("hal.executable.format" :: "embedded-elf-x86_64") : i1, i1 = false
// CHECK-NEXT: %ok_0, %value_1 = hal.device.query<%[[DEVICE]] : !hal.device> key("hal.device.id" :: "vulkan-*") : i1, i32{{$}}
// CHECK-NEXT: %ok_2, %value_3 = hal.device.query<%[[DEVICE]] : !hal.device> key("a" :: "b") : i1, i32 = 7 : i32
// GENERIC: "hal.device.query"(%{{.+}}) <{category = "hal.executable.format", default_value = false, key = "embedded-elf-x86_64"}> : (!hal.device) -> (i1, i1)
func.func @query(%device: !hal.device) -> (i1, i32, i32) {
  %ok, %value = hal.device.query<%device : !hal.device> key("hal.executable.format" :: "embedded-elf-x86_64") : i1, i1 = false
  %ok2, %value2 = hal.device.query<%device : !hal.device> key("hal.device.id" :: "vulkan-*") : i1, i32
  %ok3, %value3 = hal.device.query<%device : !hal.device> key("a" :: "b") : i1, i32 = 7 : i32
  return %value, %value2, %value3 : i1, i32, i32
}
