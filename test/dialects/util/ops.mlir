// Every util op of docs/design/util-dialect.md#ops prints exactly as IREE
// writes it, re-parses, and round-trips through the generic form.
// RUN: %stream-hal-opt %s | FileCheck %s
// RUN: %stream-hal-opt %s | %stream-hal-opt | FileCheck %s
// RUN: %stream-hal-opt --mlir-print-op-generic %s | %stream-hal-opt | FileCheck %s
// RUN: %stream-hal-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// docs/design/util-dialect.md#util-global: visibility, `mutable`, the attribute
// dictionary and type-or-initial-value.
// CHECK-LABEL: module
// CHECK-NEXT: util.global private @weights_size : index
// CHECK-NEXT: util.global public @bias : tensor<4xf32> = dense<1> : tensor<4xi32>
// CHECK-NEXT: util.global private mutable @counter {noinline} = 0 : i32
// CHECK-NEXT: util.global nested @x : !stream.resource<constant>
// An absent visibility prints as `public`; `: T = V` with V of type T prints as `= V`.
// CHECK-NEXT: util.global public @implicitly_public : i32
// CHECK-NEXT: util.global private @short = 7 : index
// A typed dialect attribute prints with its type
// (docs/design/util-dialect.md#porting-notes).
// CHECK-NEXT: util.global private mutable @ready_tp = #stream.timepoint<immediate> : !stream.timepoint
// CHECK-NEXT: util.global private mutable @explicit_tp = #stream.timepoint<immediate> : !stream.timepoint
// CHECK-NEXT: util.global private mutable @long_tp = #stream.timepoint<immediate> : !stream.timepoint
// CHECK-NEXT: util.global private @res : !stream.resource<constant>
// CHECK-NEXT: util.global private @table = dense<[1, 2]> : tensor<2xi64>
util.global private @weights_size : index
util.global public @bias : tensor<4xf32> = dense<1> : tensor<4xi32>
util.global private mutable @counter {noinline} = 0 : i32
util.global nested @x : !stream.resource<constant>
util.global @implicitly_public : i32
util.global private @short : index = 7 : index
util.global private mutable @ready_tp = #stream.timepoint<immediate>
util.global private mutable @explicit_tp = #stream.timepoint<immediate> : !stream.timepoint
util.global private mutable @long_tp : !stream.timepoint = #stream.timepoint<immediate>
util.global private @res : !stream.resource<constant>
util.global private @table = dense<[1, 2]> : tensor<2xi64>

// The keyword is stored verbatim, `public` included; nothing is stored without it.
// GENERIC: "util.global"() <{sym_name = "weights_size", sym_visibility = "private", type = index}>
// GENERIC: "util.global"() <{initial_value = dense<1> : tensor<4xi32>, sym_name = "bias", sym_visibility = "public", type = tensor<4xf32>}>
// GENERIC: "util.global"() <{initial_value = 0 : i32, is_mutable, sym_name = "counter", sym_visibility = "private", type = i32}> {noinline}
// GENERIC: "util.global"() <{sym_name = "implicitly_public", type = i32}>
// GENERIC: "util.global"() <{initial_value = #stream.timepoint<immediate> : !stream.timepoint, is_mutable, sym_name = "ready_tp", sym_visibility = "private", type = !stream.timepoint}>

// docs/design/util-dialect.md#util-initializer, #util-global-store: stores to
// an immutable global are allowed inside an initializer.
// CHECK-NEXT: util.initializer {
// CHECK-NEXT:   %c64 = arith.constant 64 : index
// CHECK-NEXT:   util.global.store %c64, @weights_size : index
// CHECK-NEXT:   util.initializer.return
// CHECK-NEXT: }
util.initializer {
  %c64 = arith.constant 64 : index
  util.global.store %c64, @weights_size : index
  util.initializer.return
}

// CHECK-NEXT: util.initializer attributes {stage = 1 : i32} {
// CHECK-NEXT:   util.initializer.return
// CHECK-NEXT: }
util.initializer attributes {stage = 1 : i32} {
  util.initializer.return
}

// Several blocks; stores nested deeper than the initializer's body are allowed too.
// CHECK-NEXT: util.initializer {
// CHECK-NEXT:   %0 = util.byte_buffer.constant : !util.byte_buffer = dense<1> : tensor<4xi32>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %0 : !util.byte_buffer to !stream.resource<constant>
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   scf.if %true {
// CHECK-NEXT:     util.global.store %1, @res : !stream.resource<constant>
// CHECK-NEXT:   }
// CHECK-NEXT:   cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   util.initializer.return {tag}
// CHECK-NEXT: }
util.initializer {
  %0 = util.byte_buffer.constant : !util.byte_buffer = dense<1> : tensor<4xi32>
  %1 = builtin.unrealized_conversion_cast %0 : !util.byte_buffer to !stream.resource<constant>
  %true = arith.constant true
  scf.if %true {
    util.global.store %1, @res : !stream.resource<constant>
  }
  cf.br ^bb1
^bb1:
  util.initializer.return {tag}
}

// docs/design/util-dialect.md#util-global-load: loads are named after their
// global.
// CHECK-LABEL: func.func @globals
// CHECK-NEXT: %ready_tp = util.global.load @ready_tp : !stream.timepoint
// CHECK-NEXT: %ready_tp_0 = util.global.load @ready_tp : !stream.timepoint
// CHECK-NEXT: %weights_size = util.global.load @weights_size : index
// CHECK-NEXT: %bias = util.global.load @bias : tensor<?xf32>
// CHECK-NEXT: %counter = util.global.load @counter {tag} : i32
// CHECK-NEXT: util.global.store %ready_tp, @ready_tp : !stream.timepoint
// CHECK-NEXT: util.global.store %counter, @counter {tag} : i32
func.func @globals() {
  %ready_tp = util.global.load @ready_tp : !stream.timepoint
  %ready_tp_0 = util.global.load @ready_tp : !stream.timepoint
  %weights_size = util.global.load @weights_size : index
  %bias = util.global.load @bias : tensor<?xf32>
  %counter = util.global.load @counter {tag} : i32
  util.global.store %ready_tp, @ready_tp : !stream.timepoint
  util.global.store %counter, @counter {tag} : i32
  return
}

// docs/design/util-dialect.md#status-check-ok
// CHECK-LABEL: func.func @status
// CHECK-NEXT: util.status.check_ok %arg0, "failed to wait on imported semaphore"
// CHECK-NEXT: util.status.check_ok %arg0
// CHECK-NEXT: util.status.check_ok %arg0 {tag}
// CHECK-NEXT: util.status.check_ok %arg0, "m" {tag}
func.func @status(%arg0: i32) {
  util.status.check_ok %arg0, "failed to wait on imported semaphore"
  util.status.check_ok %arg0
  util.status.check_ok %arg0 {tag}
  util.status.check_ok %arg0, "m" {tag}
  return
}

// docs/design/util-dialect.md#ops
// CHECK-LABEL: func.func @host_helpers
// CHECK-NEXT: %0 = util.byte_buffer.constant : !util.byte_buffer = dense<[1, 2, 3, 4]> : tensor<4xi8>
// CHECK-NEXT: %1 = util.byte_buffer.constant {alignment = 64 : i64} : !util.byte_buffer = dense<0> : vector<64xi8>
// CHECK-NEXT: %2 = util.byte_buffer.constant : !util.byte_buffer = "text"
// CHECK-NEXT: %3 = util.do_not_optimize(%arg0) : !stream.resource<external>
// CHECK-NEXT: %4:2 = util.do_not_optimize(%arg1, %arg2) : index, index
// CHECK-NEXT: %5 = util.do_not_optimize(%arg3) {tag} : !hal.buffer
// CHECK-NEXT: %6 = util.align %arg1, %arg2 : index
// CHECK-NEXT: %7 = util.align %arg4, %arg4 : i64
// CHECK-NEXT: %8 = util.align %arg5, %arg5 : vector<4xi32>
func.func @host_helpers(%arg0: !stream.resource<external>, %arg1: index, %arg2: index, %arg3: !hal.buffer, %arg4: i64, %arg5: vector<4xi32>) {
  %0 = util.byte_buffer.constant : !util.byte_buffer = dense<[1, 2, 3, 4]> : tensor<4xi8>
  %1 = util.byte_buffer.constant {alignment = 64 : i64} : !util.byte_buffer = dense<0> : vector<64xi8>
  %2 = util.byte_buffer.constant : !util.byte_buffer = "text"
  %3 = util.do_not_optimize(%arg0) : !stream.resource<external>
  %4:2 = util.do_not_optimize(%arg1, %arg2) : index, index
  %5 = util.do_not_optimize(%arg3) {tag} : !hal.buffer
  %6 = util.align %arg1, %arg2 : index
  %7 = util.align %arg4, %arg4 : i64
  %8 = util.align %arg5, %arg5 : vector<4xi32>
  return
}

// docs/design/util-dialect.md#lists: the `-> T` forms appear only when the
// types differ.
// CHECK-LABEL: func.func @lists
// CHECK-NEXT: %0 = util.list.create %arg0 : !util.list<?>
// CHECK-NEXT: %1 = util.list.create : !util.list<i32>
// CHECK-NEXT: %2 = util.list.get %1[%arg0] : !util.list<i32>
// CHECK-NEXT: %3 = util.list.get %0[%arg0] : !util.list<?> -> !hal.buffer
// CHECK-NEXT: %4 = util.list.get %0[%arg0] : !util.list<?>
// CHECK-NEXT: util.list.set %1[%arg0], %2 : !util.list<i32>
// CHECK-NEXT: util.list.set %0[%arg0], %arg1 : !hal.buffer -> !util.list<?>
// CHECK-NEXT: %5 = util.list.size %1 : !util.list<i32>
// CHECK-NEXT: util.list.resize %1, %arg0 : !util.list<i32>
// CHECK-NEXT: %6 = util.list.create : !util.list<tensor<?xf32>>
// CHECK-NEXT: %7 = util.list.get %6[%arg0] : !util.list<tensor<?xf32>> -> tensor<4xi8>
// CHECK-NEXT: util.list.set %6[%arg0], %arg2 : tensor<2x2xf16> -> !util.list<tensor<?xf32>>
func.func @lists(%arg0: index, %arg1: !hal.buffer, %arg2: tensor<2x2xf16>) {
  %0 = util.list.create %arg0 : !util.list<?>
  %1 = util.list.create : !util.list<i32>
  %2 = util.list.get %1[%arg0] : !util.list<i32>
  %3 = util.list.get %0[%arg0] : !util.list<?> -> !hal.buffer
  %4 = util.list.get %0[%arg0] : !util.list<?>
  util.list.set %1[%arg0], %2 : !util.list<i32>
  util.list.set %0[%arg0], %arg1 : !hal.buffer -> !util.list<?>
  %5 = util.list.size %1 : !util.list<i32>
  util.list.resize %1, %arg0 : !util.list<i32>
  %6 = util.list.create : !util.list<tensor<?xf32>>
  %7 = util.list.get %6[%arg0] : !util.list<tensor<?xf32>> -> tensor<4xi8>
  util.list.set %6[%arg0], %arg2 : tensor<2x2xf16> -> !util.list<tensor<?xf32>>
  return
}
