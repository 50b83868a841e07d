// Stock cleanup passes on util IR: symbol-dce drops only unused private globals,
// loads of immutable globals are pure (CSE'd, DCE'd), stores and status checks
// stay, and util.align folds through the arith.constant materializer.
// RUN: %stream-hal-opt %s -canonicalize -cse -symbol-dce | FileCheck %s
// RUN: %stream-hal-opt %s -inline | FileCheck %s --check-prefix=INLINE

// CHECK-LABEL: module {
// CHECK-NEXT: util.global private @used : index
// CHECK-NEXT: util.global private mutable @counter : index
// CHECK-NEXT: util.global public @exported : index
// CHECK-NEXT: util.global private @stored_in_initializer : index
// CHECK-NEXT: util.initializer {
// CHECK-NEXT:   %[[C1:.+]] = arith.constant 1 : index
// CHECK-NEXT:   util.global.store %[[C1]], @stored_in_initializer : index
// CHECK-NEXT:   util.initializer.return
// CHECK-NEXT: }
// CHECK-NEXT: util.initializer {
// CHECK-NEXT:   util.initializer.return
// CHECK-NEXT: }
util.global private @unused : index
util.global private mutable @unused_mutable = 0 : i32
util.global private @used : index
util.global private mutable @counter : index
util.global public @exported : index
util.global private @stored_in_initializer : index
util.initializer {
  %c1 = arith.constant 1 : index
  util.global.store %c1, @stored_in_initializer : index
  util.initializer.return
}
util.initializer {
  util.initializer.return
}

// A load of an immutable global is pure: CSE'd across a store, unlike a load of a
// mutable one.
// CHECK-LABEL: func.func @globals(
// CHECK-SAME: %[[X:[^:]+]]: index
// CHECK-NEXT:   %[[USED:.+]] = util.global.load @used : index
// CHECK-NEXT:   %[[COUNTER:.+]] = util.global.load @counter : index
// CHECK-NEXT:   util.global.store %[[X]], @counter : index
// CHECK-NEXT:   %[[COUNTER2:.+]] = util.global.load @counter : index
// CHECK-NEXT:   util.global.store %[[X]], @counter : index
// CHECK-NEXT:   return %[[USED]], %[[USED]], %[[COUNTER]], %[[COUNTER2]]
func.func @globals(%x: index) -> (index, index, index, index) {
  %0 = util.global.load @used : index
  %unused_immutable = util.global.load @used : index
  %unused_mutable = util.global.load @counter : index
  %2 = util.global.load @counter : index
  util.global.store %x, @counter : index
  %1 = util.global.load @used : index
  %3 = util.global.load @counter : index
  util.global.store %x, @counter : index
  return %0, %1, %2, %3 : index, index, index, index
}

// CHECK-LABEL: func.func @helpers(
// CHECK-SAME: %[[S:[^:]+]]: i32, %[[N:[^:]+]]: index, %[[A:[^:]+]]: index, %[[V:[^:]+]]: vector<2xi32>
// Folded alignments are materialized as arith.constant (hoisted by canonicalize).
// CHECK-DAG:    %[[C16:.+]] = arith.constant 16 : index
// CHECK-DAG:    %[[C32:.+]] = arith.constant 32 : i32
// CHECK-DAG:    %[[C0:.+]] = arith.constant 0 : index
// CHECK-NEXT:   %[[BB:.+]] = util.byte_buffer.constant : !util.byte_buffer = dense<1> : tensor<4xi8>
// CHECK-NEXT:   util.status.check_ok %[[S]], "bad"
// CHECK-NEXT:   %[[ALIGNED:.+]] = util.align %[[N]], %[[A]] : index
// CHECK-NEXT:   %[[VEC:.+]] = util.align %[[V]], %[[V]] : vector<2xi32>
// CHECK-NEXT:   %[[KEPT:.+]]:2 = util.do_not_optimize(%[[C16]], %[[C16]]) : index, index
// CHECK-NEXT:   %[[LIST:.+]] = util.list.create : !util.list<i32>
// CHECK-NEXT:   util.list.resize %[[LIST]], %[[N]] : !util.list<i32>
// CHECK-NEXT:   return %[[BB]], %[[BB]], %[[C16]], %[[C32]], %[[C0]], %[[ALIGNED]], %[[VEC]], %[[KEPT]]#0
func.func @helpers(%s: i32, %n: index, %a: index, %v: vector<2xi32>) -> (!util.byte_buffer, !util.byte_buffer, index, i32, index, index, vector<2xi32>, index) {
  %bb0 = util.byte_buffer.constant : !util.byte_buffer = dense<1> : tensor<4xi8>
  %bb1 = util.byte_buffer.constant : !util.byte_buffer = dense<1> : tensor<4xi8>
  %unused_bb = util.byte_buffer.constant : !util.byte_buffer = dense<2> : tensor<4xi8>
  util.status.check_ok %s, "bad"
  %c10 = arith.constant 10 : index
  %c16 = arith.constant 16 : index
  %aligned_constant = util.align %c10, %c16 : index
  %c17_i32 = arith.constant 17 : i32
  %c16_i32 = arith.constant 16 : i32
  %aligned_i32 = util.align %c17_i32, %c16_i32 : i32
  %c0 = arith.constant 0 : index
  %aligned_zero = util.align %c0, %c16 : index
  %once = util.align %n, %a : index
  %twice = util.align %once, %a : index
  %vec = util.align %v, %v : vector<2xi32>
  %kept:2 = util.do_not_optimize(%aligned_constant, %c16) : index, index
  %unused_list = util.list.create %n : !util.list<?>
  %list = util.list.create : !util.list<i32>
  %unused_size = util.list.size %list : !util.list<i32>
  %unused_get = util.list.get %list[%n] : !util.list<i32>
  util.list.resize %list, %n : !util.list<i32>
  return %bb0, %bb1, %aligned_constant, %aligned_i32, %aligned_zero, %twice, %vec, %kept#0 : !util.byte_buffer, !util.byte_buffer, index, i32, index, index, vector<2xi32>, index
}

// Util ops inside a callee are legal to inline.
// INLINE-LABEL: func.func @caller(
// INLINE-SAME: %[[ARG:[^:]+]]: index
// INLINE-NEXT:   %[[G:.+]] = util.global.load @counter : index
// INLINE-NEXT:   %[[R:.+]] = util.align %[[ARG]], %[[G]] : index
// INLINE-NEXT:   util.global.store %[[R]], @counter : index
// INLINE-NEXT:   return %[[R]] : index
func.func private @callee(%a: index) -> index {
  %0 = util.global.load @counter : index
  %1 = util.align %a, %0 : index
  util.global.store %1, @counter : index
  return %1 : index
}
func.func @caller(%a: index) -> index {
  %0 = func.call @callee(%a) : (index) -> index
  return %0 : index
}
