// buildWorkgroupCount, driven by the test-only pass
// test-stream-to-hal-workgroup-count, with a plain OpBuilder and inside a
// dialect conversion.
// RUN: %stream-hal-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(test-stream-to-hal-workgroup-count)' %s | FileCheck %s
// RUN: %stream-hal-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(test-stream-to-hal-workgroup-count{use-rewriter=true})' %s | FileCheck %s
// Clones keep the locations of the entry point's ops.
// RUN: %stream-hal-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(test-stream-to-hal-workgroup-count)' --mlir-print-debuginfo %s | FileCheck %s --check-prefix=LOC

#layout = #hal.executable.layout<push_constants = 0, sets = [#hal.descriptor_set.layout<0, bindings = [#hal.descriptor_set.binding<0, storage_buffer>]>]>

// The entry points are left as they were.
// CHECK-LABEL: hal.executable private @ex
// CHECK:      hal.executable.entry_point public @with_ops
// CHECK-NEXT: ^bb0(%[[X:.+]]: index, %{{.+}}: index, %{{.+}}: index):
// CHECK-NEXT:   %[[C1:.+]] = arith.constant 1 : index
// CHECK-NEXT:   %[[C63:.+]] = arith.constant 63 : index
// CHECK-NEXT:   %[[C64:.+]] = arith.constant 64 : index
// CHECK-NEXT:   %[[ADD:.+]] = arith.addi %[[X]], %[[C63]] : index
// CHECK-NEXT:   %[[DIV:.+]] = arith.divui %[[ADD]], %[[C64]] : index
// CHECK-NEXT:   hal.return %[[DIV]], %[[C1]], %[[C1]] : index, index, index
// CHECK-NEXT: }
hal.executable private @ex {
  hal.executable.variant public @vmvx, target = #hal.executable.target<"vmvx", "vmvx-bytecode-fb"> {
    hal.executable.entry_point public @with_ops ordinal(0) layout(#layout) {workgroup_size = [64 : index, 1 : index, 1 : index]} {
    ^bb0(%x: index, %y: index, %z: index):
      %c1 = arith.constant 1 : index loc("count.mlir":1:1)
      %c63 = arith.constant 63 : index loc("count.mlir":2:1)
      %c64 = arith.constant 64 : index loc("count.mlir":3:1)
      %0 = arith.addi %x, %c63 : index loc("count.mlir":4:1)
      %1 = arith.divui %0, %c64 : index loc("count.mlir":5:1)
      hal.return %1, %c1, %c1 : index, index, index
    }
    hal.executable.entry_point public @returns_args ordinal(1) layout(#layout) {workgroup_size = [1 : index, 1 : index, 1 : index]} {
    ^bb0(%x: index, %y: index, %z: index):
      hal.return %z, %x, %y : index, index, index
    }
    hal.executable.entry_point public @nested_region ordinal(2) layout(#layout) {workgroup_size = [1 : index, 1 : index, 1 : index]} {
    ^bb0(%x: index, %y: index, %z: index):
      %0 = scf.execute_region -> index {
        %1 = arith.muli %x, %y : index
        scf.yield %1 : index
      }
      hal.return %0, %z, %z : index, index, index
    }
    hal.executable.entry_point public @no_region ordinal(3) layout(#layout)
  }
}

// Case A: the region's ops, with its arguments replaced by the workload.
// CHECK-LABEL: func.func @region_with_ops
// CHECK-SAME: (%[[W0:[^:]+]]: index, %[[W1:[^:]+]]: index, %[[W2:[^:]+]]: index)
// CHECK-NEXT:   %[[C1:.+]] = arith.constant 1 : index
// CHECK-NEXT:   %[[C63:.+]] = arith.constant 63 : index
// CHECK-NEXT:   %[[C64:.+]] = arith.constant 64 : index
// CHECK-NEXT:   %[[ADD:.+]] = arith.addi %[[W0]], %[[C63]] : index
// CHECK-NEXT:   %[[DIV:.+]] = arith.divui %[[ADD]], %[[C64]] : index
// CHECK-NEXT:   "test.use"(%[[DIV]], %[[C1]], %[[C1]]) : (index, index, index) -> ()
// CHECK-NEXT:   return
// LOC-LABEL: func.func @region_with_ops
// LOC-NEXT:   arith.constant 1 : index loc(#[[L1:.+]])
// LOC-NEXT:   arith.constant 63 : index loc(#[[L2:.+]])
// LOC-NEXT:   arith.constant 64 : index loc(#[[L3:.+]])
// LOC-NEXT:   arith.addi {{.+}} loc(#[[L4:.+]])
// LOC-NEXT:   arith.divui {{.+}} loc(#[[L5:.+]])
// LOC-DAG: #[[L1]] = loc("count.mlir":1:1)
// LOC-DAG: #[[L2]] = loc("count.mlir":2:1)
// LOC-DAG: #[[L3]] = loc("count.mlir":3:1)
// LOC-DAG: #[[L4]] = loc("count.mlir":4:1)
// LOC-DAG: #[[L5]] = loc("count.mlir":5:1)
func.func @region_with_ops(%w0: index, %w1: index, %w2: index) {
  %x, %y, %z = "test.workgroup_count"(%w0, %w1, %w2) {entry_point = @ex::@vmvx::@with_ops} : (index, index, index) -> (index, index, index)
  "test.use"(%x, %y, %z) : (index, index, index) -> ()
  return
}

// A returned argument is the workload value itself.
// CHECK-LABEL: func.func @region_returning_args
// CHECK-SAME: (%[[W0:[^:]+]]: index, %[[W1:[^:]+]]: index, %[[W2:[^:]+]]: index)
// CHECK-NEXT:   "test.use"(%[[W2]], %[[W0]], %[[W1]]) : (index, index, index) -> ()
// CHECK-NEXT:   return
func.func @region_returning_args(%w0: index, %w1: index, %w2: index) {
  %x, %y, %z = "test.workgroup_count"(%w0, %w1, %w2) {entry_point = @ex::@vmvx::@returns_args} : (index, index, index) -> (index, index, index)
  "test.use"(%x, %y, %z) : (index, index, index) -> ()
  return
}

// Nested regions are cloned too.
// CHECK-LABEL: func.func @region_with_nested_region
// CHECK-SAME: (%[[W0:[^:]+]]: index, %[[W1:[^:]+]]: index, %[[W2:[^:]+]]: index)
// CHECK-NEXT:   %[[R:.+]] = scf.execute_region -> index {
// CHECK-NEXT:     %[[M:.+]] = arith.muli %[[W0]], %[[W1]] : index
// CHECK-NEXT:     scf.yield %[[M]] : index
// CHECK-NEXT:   }
// CHECK-NEXT:   "test.use"(%[[R]], %[[W2]], %[[W2]]) : (index, index, index) -> ()
func.func @region_with_nested_region(%w0: index, %w1: index, %w2: index) {
  %x, %y, %z = "test.workgroup_count"(%w0, %w1, %w2) {entry_point = @ex::@vmvx::@nested_region} : (index, index, index) -> (index, index, index)
  "test.use"(%x, %y, %z) : (index, index, index) -> ()
  return
}

// Case B: the workload passes through, padded with constant 1.
// CHECK-LABEL: func.func @no_region_3
// CHECK-SAME: (%[[W0:[^:]+]]: index, %[[W1:[^:]+]]: index, %[[W2:[^:]+]]: index)
// CHECK-NEXT:   "test.use"(%[[W0]], %[[W1]], %[[W2]]) : (index, index, index) -> ()
func.func @no_region_3(%w0: index, %w1: index, %w2: index) {
  %x, %y, %z = "test.workgroup_count"(%w0, %w1, %w2) {entry_point = @ex::@vmvx::@no_region} : (index, index, index) -> (index, index, index)
  "test.use"(%x, %y, %z) : (index, index, index) -> ()
  return
}

// CHECK-LABEL: func.func @no_region_2
// CHECK-SAME: (%[[W0:[^:]+]]: index, %[[W1:[^:]+]]: index)
// CHECK-NEXT:   %[[ONE:.+]] = arith.constant 1 : index
// CHECK-NEXT:   "test.use"(%[[W0]], %[[W1]], %[[ONE]]) : (index, index, index) -> ()
func.func @no_region_2(%w0: index, %w1: index) {
  %x, %y, %z = "test.workgroup_count"(%w0, %w1) {entry_point = @ex::@vmvx::@no_region} : (index, index) -> (index, index, index)
  "test.use"(%x, %y, %z) : (index, index, index) -> ()
  return
}

// CHECK-LABEL: func.func @no_region_1
// CHECK-SAME: (%[[W0:[^:]+]]: index)
// CHECK-NEXT:   %[[ONE:.+]] = arith.constant 1 : index
// CHECK-NEXT:   "test.use"(%[[W0]], %[[ONE]], %[[ONE]]) : (index, index, index) -> ()
func.func @no_region_1(%w0: index) {
  %x, %y, %z = "test.workgroup_count"(%w0) {entry_point = @ex::@vmvx::@no_region} : (index) -> (index, index, index)
  "test.use"(%x, %y, %z) : (index, index, index) -> ()
  return
}
