// stream-to-hal-outline-memoize-regions refuses, before changing anything,
// memoize ops outside a func.func (in an initializer too) and nested ones
// (reported at the inner op only) (docs/design/reusable.md#outline-pass).
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(stream-to-hal-outline-memoize-regions)' --split-input-file --verify-diagnostics

util.initializer {
  %device = hal.ex.shared_device : !hal.device
  %affinity = arith.constant -1 : i64
  // expected-error @+1 {{'hal.device.memoize' op must be nested in a func.func to be outlined}}
  %0 = hal.device.memoize<%device : !hal.device> affinity(%affinity) -> index {
    %c1 = arith.constant 1 : index
    hal.return %c1 : index
  }
  util.initializer.return
}

// -----

func.func @nested() -> index {
  %device = hal.ex.shared_device : !hal.device
  %affinity = arith.constant -1 : i64
  %0 = hal.device.memoize<%device : !hal.device> affinity(%affinity) -> index {
    // expected-error @+1 {{'hal.device.memoize' op nested memoize regions cannot be outlined}}
    %1 = hal.device.memoize<%device : !hal.device> affinity(%affinity) -> index {
      %c1 = arith.constant 1 : index
      hal.return %c1 : index
    }
    hal.return %1 : index
  }
  return %0 : index
}

// -----

// Nothing changes when any memoize op is refused: the outlinable one in @ok
// stays too.
func.func @ok() -> index {
  %device = hal.ex.shared_device : !hal.device
  %affinity = arith.constant -1 : i64
  %0 = hal.device.memoize<%device : !hal.device> affinity(%affinity) -> index {
    %c1 = arith.constant 1 : index
    hal.return %c1 : index
  }
  return %0 : index
}
util.initializer {
  %device = hal.ex.shared_device : !hal.device
  %affinity = arith.constant -1 : i64
  // expected-error @+1 {{'hal.device.memoize' op must be nested in a func.func to be outlined}}
  hal.device.memoize<%device : !hal.device> affinity(%affinity) {
  }
  util.initializer.return
}
// RUN: not %stream-hal-opt %s --pass-pipeline='builtin.module(stream-to-hal-outline-memoize-regions)' --split-input-file --mlir-print-ir-after-failure 2>&1 | FileCheck %s --check-prefix=UNCHANGED
// UNCHANGED: IR Dump After OutlineMemoizeRegions Failed
// UNCHANGED: func.func @ok
// UNCHANGED: hal.device.memoize
// UNCHANGED-NOT: __ok_memoize
