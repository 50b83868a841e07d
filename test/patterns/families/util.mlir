// util globals, their accesses, initializers and the util ops with a generic type
// rebuild (docs/design/globals-and-structure.md#globals, #generic-rebuild).
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal)' | FileCheck %s

// Types convert in place and timepoint initial values become `0 : index`;
// visibility, mutability, legal initial values and other attributes are kept.
// CHECK-LABEL: module {
// CHECK-NEXT: util.global private mutable @ready_tp = 0 : index
// CHECK-NEXT: util.global private mutable @long_tp = 0 : index
// CHECK-NEXT: util.global private mutable @uninitialized_tp : index
// CHECK-NEXT: util.global private @res : !hal.buffer
// CHECK-NEXT: util.global private @res_copy : !hal.buffer
// CHECK-NEXT: util.global public @var {noinline} : !hal.buffer
// CHECK-NEXT: util.global nested mutable @staging : !hal.buffer
// CHECK-NEXT: util.global private @res_size = 64 : index
// CHECK-NEXT: util.global private @tensor_view : !hal.buffer_view
// CHECK-NEXT: util.global private @index_table = dense<[1, 2]> : tensor<2xindex>
// CHECK-NEXT: util.global private @buffers : !util.list<!hal.buffer>
// CHECK-NEXT: util.global private @variants : !util.list<?>
// CHECK-NEXT: util.global private @nested_lists : !util.list<!util.list<index>>
// CHECK-NEXT: util.global private @ptr : !util.ptr<!hal.buffer>
// CHECK-NEXT: util.global private @bytes : !util.byte_buffer
util.global private mutable @ready_tp = #stream.timepoint<immediate>
util.global private mutable @long_tp : !stream.timepoint = #stream.timepoint<immediate>
util.global private mutable @uninitialized_tp : !stream.timepoint
util.global private @res : !stream.resource<constant>
util.global private @res_copy : !stream.resource<constant>
util.global public @var {noinline} : !stream.resource<variable>
util.global nested mutable @staging : !stream.resource<staging>
util.global private @res_size = 64 : index
util.global private @tensor_view : tensor<?x4xf32>
util.global private @index_table = dense<[1, 2]> : tensor<2xindex>
util.global private @buffers : !util.list<!stream.resource<*>>
util.global private @variants : !util.list<?>
util.global private @nested_lists : !util.list<!util.list<!stream.timepoint>>
util.global private @ptr : !util.ptr<!stream.resource<variable>>
util.global private @bytes : !util.byte_buffer

// The contents of an initializer are converted op by op; ops with legal types
// (byte buffer constants, status checks, align) are untouched.
// CHECK-NEXT: util.initializer attributes {stage = 1 : i32} {
// CHECK-NEXT:   %[[C16:.+]] = arith.constant 16 : index
// CHECK-NEXT:   %[[BB:.+]] = util.byte_buffer.constant {alignment = 64 : i64} : !util.byte_buffer = dense<1> : tensor<4xi32>
// CHECK-NEXT:   %[[ALIGNED:.+]] = util.align %[[C16]], %[[C16]] : index
// CHECK-NEXT:   %[[S:.+]] = arith.constant 0 : i32
// CHECK-NEXT:   util.status.check_ok %[[S]], "ok"
// CHECK-NEXT:   %[[RES:.+]] = util.global.load @res : !hal.buffer
// CHECK-NEXT:   util.global.store %[[RES]], @res_copy : !hal.buffer
// CHECK-NEXT:   util.initializer.return
// CHECK-NEXT: }
util.initializer attributes {stage = 1 : i32} {
  %c16 = arith.constant 16 : index
  %0 = util.byte_buffer.constant {alignment = 64 : i64} : !util.byte_buffer = dense<1> : tensor<4xi32>
  %1 = util.align %c16, %c16 : index
  %status = arith.constant 0 : i32
  util.status.check_ok %status, "ok"
  %res = util.global.load @res : !stream.resource<constant>
  util.global.store %res, @res_copy : !stream.resource<constant>
  util.initializer.return
}

// Loads and stores are rebuilt with the converted type and all attributes.
// CHECK-LABEL: func.func @accesses(
// CHECK-SAME: %[[R:[^:]+]]: !hal.buffer, %[[T:[^:]+]]: index) -> (index, !hal.buffer_view, index)
// CHECK-NEXT:   %[[TP:.+]] = util.global.load @ready_tp {test.tag} : index
// CHECK-NEXT:   util.global.store %[[T]], @ready_tp {test.tag} : index
// CHECK-NEXT:   util.global.store %[[R]], @staging : !hal.buffer
// CHECK-NEXT:   %[[VIEW:.+]] = util.global.load @tensor_view : !hal.buffer_view
// CHECK-NEXT:   %[[SIZE:.+]] = util.global.load @res_size : index
// CHECK-NEXT:   return %[[TP]], %[[VIEW]], %[[SIZE]] : index, !hal.buffer_view, index
func.func @accesses(%r: !stream.resource<staging>, %t: !stream.timepoint) -> (!stream.timepoint, tensor<?x4xf32>, index) {
  %ready_tp = util.global.load @ready_tp {test.tag} : !stream.timepoint
  util.global.store %t, @ready_tp {test.tag} : !stream.timepoint
  util.global.store %r, @staging : !stream.resource<staging>
  %view = util.global.load @tensor_view : tensor<?x4xf32>
  %size = util.global.load @res_size : index
  return %ready_tp, %view, %size : !stream.timepoint, tensor<?x4xf32>, index
}

// CHECK-LABEL: func.func @do_not_optimize(
// CHECK-SAME: %[[R:[^:]+]]: !hal.buffer, %[[S:[^:]+]]: !hal.buffer, %[[T:[^:]+]]: index)
// CHECK-NEXT:   %[[D:.+]]:2 = util.do_not_optimize(%[[R]], %[[S]]) {test.tag} : !hal.buffer, !hal.buffer
// CHECK-NEXT:   %[[E:.+]] = util.do_not_optimize(%[[T]]) : index
// CHECK-NEXT:   return %[[D]]#1, %[[E]] : !hal.buffer, index
func.func @do_not_optimize(%r: !stream.resource<external>, %s: !stream.resource<external>, %t: !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint) {
  %0:2 = util.do_not_optimize(%r, %s) {test.tag} : !stream.resource<external>, !stream.resource<external>
  %1 = util.do_not_optimize(%t) : !stream.timepoint
  return %0#1, %1 : !stream.resource<external>, !stream.timepoint
}

// List element types convert; lists of variants keep their type. (util.list.size
// and util.list.resize have no pattern: on converted lists the pass fails, see
// failures.mlir.)
// CHECK-LABEL: func.func @lists(
// CHECK-SAME: %[[R:[^:]+]]: !hal.buffer, %[[N:[^:]+]]: index) -> !hal.buffer
// CHECK-NEXT:   %[[L:.+]] = util.list.create %[[N]] {test.tag} : !util.list<!hal.buffer>
// CHECK-NEXT:   util.list.set %[[L]][%[[N]]], %[[R]] : !util.list<!hal.buffer>
// CHECK-NEXT:   %[[E:.+]] = util.list.get %[[L]][%[[N]]] : !util.list<!hal.buffer>
// CHECK-NEXT:   %[[V:.+]] = util.list.create : !util.list<?>
// CHECK-NEXT:   util.list.set %[[V]][%[[N]]], %[[R]] : !hal.buffer -> !util.list<?>
// CHECK-NEXT:   %[[SIZE:.+]] = util.list.size %[[V]] : !util.list<?>
// CHECK-NEXT:   util.list.resize %[[V]], %[[SIZE]] : !util.list<?>
// CHECK-NEXT:   %[[G:.+]] = util.list.get %[[V]][%[[N]]] : !util.list<?> -> !hal.buffer
// CHECK-NEXT:   %[[LIST:.+]] = util.global.load @buffers : !util.list<!hal.buffer>
// CHECK-NEXT:   return %[[G]] : !hal.buffer
func.func @lists(%r: !stream.resource<external>, %n: index) -> !stream.resource<external> {
  %l = util.list.create %n {test.tag} : !util.list<!stream.resource<external>>
  util.list.set %l[%n], %r : !util.list<!stream.resource<external>>
  %e = util.list.get %l[%n] : !util.list<!stream.resource<external>>
  %v = util.list.create : !util.list<?>
  util.list.set %v[%n], %r : !stream.resource<external> -> !util.list<?>
  %size = util.list.size %v : !util.list<?>
  util.list.resize %v, %size : !util.list<?>
  %g = util.list.get %v[%n] : !util.list<?> -> !stream.resource<external>
  %buffers = util.global.load @buffers : !util.list<!stream.resource<*>>
  return %g : !stream.resource<external>
}
