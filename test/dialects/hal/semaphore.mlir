// hal.semaphore.* (docs/design/hal-dialect.md#semaphore-ops): IREE's
// examples print back.
// RUN: %stream-hal-opt %s | FileCheck %s
// RUN: %stream-hal-opt %s | %stream-hal-opt | FileCheck %s
// RUN: %stream-hal-opt %s --mlir-print-op-generic | %stream-hal-opt | FileCheck %s
// RUN: %stream-hal-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @semaphore(
// CHECK-SAME: %[[DEVICE:[a-z0-9]+]]: !hal.device
// CHECK-NEXT: %[[C0:.+]] = arith.constant 0 : index
// CHECK-NEXT: %[[C1:.+]] = arith.constant 1 : index
// CHECK-NEXT: %semaphore = hal.semaphore.create device(%[[DEVICE]] : !hal.device) initial(%[[C0]]) : !hal.semaphore
// CHECK-NEXT: %[[STATUS:.+]] = hal.semaphore.await<%semaphore : !hal.semaphore> until(%[[C1]]) : i32
// CHECK-NEXT: return %[[STATUS]] : i32
// GENERIC: "hal.semaphore.create"(%{{.+}}, %{{.+}}) : (!hal.device, index) -> !hal.semaphore
// GENERIC: "hal.semaphore.await"(%{{.+}}, %{{.+}}) : (!hal.semaphore, index) -> i32
func.func @semaphore(%device: !hal.device) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %semaphore = hal.semaphore.create device(%device : !hal.device) initial(%c0) : !hal.semaphore
  %0 = hal.semaphore.await<%semaphore : !hal.semaphore> until(%c1) : i32
  return %0 : i32
}
