// The plugin loads into the stock mlir-opt with both flags, leaves ordinary IR
// alone, and its pass runs through a pass pipeline.
// RUN: %stream-hal-opt %s | FileCheck %s
// RUN: %stream-hal-opt --pass-pipeline='builtin.module(convert-stream-to-hal)' %s | FileCheck %s
// RUN: %mlir-opt --load-dialect-plugin=%plugin %s | FileCheck %s
// RUN: %stream-hal-opt %s 2>&1 | FileCheck %s --check-prefix=QUIET

// CHECK-LABEL: func.func @add
// CHECK-NEXT:    %[[SUM:.+]] = arith.addi %arg0, %arg1 : index
// CHECK-NEXT:    return %[[SUM]] : index
func.func @add(%a: index, %b: index) -> index {
  %sum = arith.addi %a, %b : index
  return %sum : index
}

// A plugin that fails to load is only a warning to mlir-opt; make sure there is none.
// QUIET-NOT: Failed to load
// QUIET-NOT: Request ignored
