// The util types parse and print back in IREE's form
// (docs/design/util-dialect.md#types).
// RUN: %stream-hal-opt %s | FileCheck %s
// RUN: %stream-hal-opt %s | %stream-hal-opt | FileCheck %s
// RUN: %stream-hal-opt --mlir-print-op-generic %s | %stream-hal-opt | FileCheck %s

// CHECK-LABEL: func.func private @lists
// CHECK-SAME: (!util.list<i32>, !util.list<?>, !util.list<!hal.buffer>, !util.list<!util.list<?>>, !util.list<tensor<?x4xf32>>)
func.func private @lists(!util.list<i32>, !util.list<?>, !util.list<!hal.buffer>, !util.list<!util.list<?>>, !util.list<tensor<?x4xf32>>)

// An explicit variant element is the `?` placeholder.
// CHECK-LABEL: func.func private @variant
// CHECK-SAME: (!util.variant, !util.list<?>)
func.func private @variant(!util.variant, !util.list<!util.variant>)

// CHECK-LABEL: func.func private @pointers
// CHECK-SAME: (!util.ptr<i32>, !util.ptr<!stream.resource<variable>>, !util.ptr<!util.list<?>>)
func.func private @pointers(!util.ptr<i32>, !util.ptr<!stream.resource<variable>>, !util.ptr<!util.list<?>>)
