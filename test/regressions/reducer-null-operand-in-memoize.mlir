// RUN: %tool-stream-hal-reduce %s --reduction-tree='traversal-mode=0 test=/bin/false' -o %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir

// Found by test/fuzz/fuzz.py --reducer (CI, seed 322). The reducer deletes ops
// and leaves their uses null, then verifies each candidate; an op's verify()
// runs before its nested ops are verified. Deleting the inner memoize left the
// outer one's hal.return with a null operand, and the outer verifier crashed
// asking it for its type. Region results are now compared with
// hal::returnsValuesOfTypes (dialects/hal/HALDialect.h), where null never
// matches (hal.device.switch's region verifier uses it too). Every candidate is
// interesting to /bin/false, yet each one fails to verify: the module comes
// back whole.
func.func @nested() -> index {
  %device = hal.ex.shared_device : !hal.device
  %affinity = arith.constant -1 : i64
  %0 = hal.device.memoize<%device : !hal.device> affinity(%affinity) -> index {
    %1 = hal.device.memoize<%device : !hal.device> affinity(%affinity) -> index {
      %c1 = arith.constant 1 : index
      hal.return %c1 : index
    }
    hal.return %1 : index
  }
  return %0 : index
}
// CHECK:      func.func @nested() -> index {
// CHECK-NEXT:   %device = hal.ex.shared_device : !hal.device
// CHECK-NEXT:   %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT:   %0 = hal.device.memoize<%device : !hal.device> affinity(%c-1_i64) -> index {
// CHECK-NEXT:     %1 = hal.device.memoize<%device : !hal.device> affinity(%c-1_i64) -> index {
// CHECK-NEXT:       %c1 = arith.constant 1 : index
// CHECK-NEXT:       hal.return %c1 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     hal.return %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : index
// CHECK-NEXT: }
