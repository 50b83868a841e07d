// The stream.resource.* ops (docs/design/stream-dialect.md#resource-ops): every
// example prints back as written (up to SSA names), re-parses, and survives the
// generic form.
// RUN: %stream-hal-opt %s | FileCheck %s
// RUN: %stream-hal-opt %s | %stream-hal-opt | FileCheck %s
// RUN: %stream-hal-opt --mlir-print-op-generic %s | %stream-hal-opt | FileCheck %s

// CHECK-LABEL: func.func @alloc(
// CHECK-SAME: %[[C4096:[^:]+]]: index, %[[C48:[^:]+]]: index, %[[COUNT:[^:]+]]: index, %[[C32:[^:]+]]: index)
func.func @alloc(%c4096: index, %c48: index, %count: index, %c32: index) -> (!stream.resource<external>, !stream.resource<variable>, !stream.resource<variable>, !stream.resource<external>, !stream.resource<external>) {
  // CHECK-NEXT: %[[BLOB:[^ ]+]] = stream.resource.alloc uninitialized : !stream.resource<external>{%[[C4096]]}{{$}}
  %blob = stream.resource.alloc uninitialized : !stream.resource<external>{%c4096}
  // CHECK-NEXT: %[[VARS:[^ ]+]]:2 = stream.resource.alloc uninitialized : !stream.resource<variable>{%[[C48]]}, !stream.resource<variable>{%[[COUNT]]}{{$}}
  %vars:2 = stream.resource.alloc uninitialized : !stream.resource<variable>{%c48}, !stream.resource<variable>{%count}
  // CHECK-NEXT: %[[PLAIN:[^ ]+]] = stream.resource.alloc : !stream.resource<external>{%[[C32]]}{{$}}
  %plain = stream.resource.alloc : !stream.resource<external>{%c32}
  // The optional affinity clause and an extra attribute.
  // CHECK-NEXT: %[[ON:[^ ]+]] = stream.resource.alloc on(#stream.affinity) uninitialized {some.attr = 1 : i32} : !stream.resource<external>{%[[C32]]}{{$}}
  %on = stream.resource.alloc on(#stream.affinity) uninitialized {some.attr = 1 : i32} : !stream.resource<external>{%c32}
  // CHECK-NEXT: return %[[BLOB]], %[[VARS]]#0, %[[VARS]]#1, %[[PLAIN]], %[[ON]]
  return %blob, %vars#0, %vars#1, %plain, %on : !stream.resource<external>, !stream.resource<variable>, !stream.resource<variable>, !stream.resource<external>, !stream.resource<external>
}

// CHECK-LABEL: func.func @alloca_dealloca(
// CHECK-SAME: %[[C2048:[^:]+]]: index, %[[NBYTES:[^:]+]]: index, %[[PRIOR:[^:]+]]: !stream.timepoint, %[[EXEC_DONE:[^:]+]]: !stream.timepoint)
func.func @alloca_dealloca(%c2048: index, %nbytes: index, %prior: !stream.timepoint, %exec_done: !stream.timepoint) -> (!stream.timepoint, !stream.timepoint, !stream.timepoint, !stream.timepoint, !stream.timepoint, !stream.timepoint) {
  // CHECK-NEXT: %[[TMP:[^ ]+]], %[[TMP_READY:[^ ]+]] = stream.resource.alloca uninitialized : !stream.resource<transient>{%[[C2048]]} => !stream.timepoint{{$}}
  %tmp:2 = stream.resource.alloca uninitialized : !stream.resource<transient>{%c2048} => !stream.timepoint
  // CHECK-NEXT: %[[STAGE:[^ ]+]], %[[STAGE_READY:[^ ]+]] = stream.resource.alloca uninitialized await(%[[PRIOR]]) => !stream.resource<staging>{%[[NBYTES]]} => !stream.timepoint{{$}}
  %stage:2 = stream.resource.alloca uninitialized await(%prior) => !stream.resource<staging>{%nbytes} => !stream.timepoint
  // The attribute dictionary sits between the `:`/await clause and the type;
  // `=>` is two tokens, so `= >` is accepted and printed as `=>`.
  // CHECK-NEXT: %[[ON:[^ ]+]], %[[ON_READY:[^ ]+]] = stream.resource.alloca uninitialized on(#stream.affinity) await(%[[PRIOR]]) => {some.attr} !stream.resource<transient>{%[[C2048]]} => !stream.timepoint{{$}}
  %on:2 = stream.resource.alloca uninitialized on(#stream.affinity) await(%prior) = > {some.attr} !stream.resource<transient>{%c2048} = > !stream.timepoint
  // CHECK-NEXT: %[[ATTR:[^ ]+]], %[[ATTR_READY:[^ ]+]] = stream.resource.alloca uninitialized : {some.attr} !stream.resource<staging>{%[[C2048]]} => !stream.timepoint{{$}}
  %attr:2 = stream.resource.alloca uninitialized : {some.attr} !stream.resource<staging>{%c2048} => !stream.timepoint
  // CHECK-NEXT: %[[FREED:[^ ]+]] = stream.resource.dealloca %[[TMP]] : !stream.resource<transient>{%[[C2048]]} => !stream.timepoint{{$}}
  %freed = stream.resource.dealloca %tmp#0 : !stream.resource<transient>{%c2048} => !stream.timepoint
  // CHECK-NEXT: %[[FREED2:[^ ]+]] = stream.resource.dealloca await(%[[EXEC_DONE]]) => %[[STAGE]] : !stream.resource<staging>{%[[NBYTES]]} => !stream.timepoint{{$}}
  %freed2 = stream.resource.dealloca await(%exec_done) => %stage#0 : !stream.resource<staging>{%nbytes} => !stream.timepoint
  // The plain attribute dictionary of dealloca comes last.
  // CHECK-NEXT: %[[FREED3:[^ ]+]] = stream.resource.dealloca on(#stream.affinity) await(%[[EXEC_DONE]]) => %[[ON]] : !stream.resource<transient>{%[[C2048]]} => !stream.timepoint {some.attr}{{$}}
  %freed3 = stream.resource.dealloca on(#stream.affinity) await(%exec_done) => %on#0 : !stream.resource<transient>{%c2048} => !stream.timepoint {some.attr}
  // CHECK-NEXT: return %[[TMP_READY]], %[[STAGE_READY]], %[[FREED]], %[[FREED2]], %[[FREED3]], %[[ATTR_READY]]
  return %tmp#1, %stage#1, %freed, %freed2, %freed3, %attr#1 : !stream.timepoint, !stream.timepoint, !stream.timepoint, !stream.timepoint, !stream.timepoint, !stream.timepoint
}

// CHECK-LABEL: func.func @size(
// CHECK-SAME: %[[BLOB:[^:]+]]: !stream.resource<external>, %[[ANY:[^:]+]]: !stream.resource<*>)
func.func @size(%blob: !stream.resource<external>, %any: !stream.resource<*>) -> (index, index, index) {
  // CHECK-NEXT: %[[NBYTES:[^ ]+]] = stream.resource.size %[[BLOB]] : !stream.resource<external>{{$}}
  %nbytes = stream.resource.size %blob : !stream.resource<external>
  // CHECK-NEXT: %[[ON:[^ ]+]] = stream.resource.size on(#stream.affinity) %[[BLOB]] : !stream.resource<external>{{$}}
  %on = stream.resource.size on(#stream.affinity) %blob : !stream.resource<external>
  // CHECK-NEXT: %[[ANY_SIZE:[^ ]+]] = stream.resource.size %[[ANY]] {some.attr} : !stream.resource<*>{{$}}
  %any_size = stream.resource.size %any {some.attr} : !stream.resource<*>
  // CHECK-NEXT: return %[[NBYTES]], %[[ON]], %[[ANY_SIZE]]
  return %nbytes, %on, %any_size : index, index, index
}

// CHECK-LABEL: func.func @map(
// CHECK-SAME: %[[BYTES:[^:]+]]: !util.byte_buffer, %[[C0:[^:]+]]: index, %[[C16:[^:]+]]: index, %[[C240:[^:]+]]: index, %[[C512:[^:]+]]: index)
func.func @map(%bytes: !util.byte_buffer, %c0: index, %c16: index, %c240: index, %c512: index) -> (!stream.resource<staging>, i1, !stream.resource<constant>, !stream.resource<staging>, !stream.resource<constant>) {
  // CHECK-NEXT: %[[MAPPED:[^ ]+]] = stream.resource.map %[[BYTES]][%[[C16]]] : !util.byte_buffer -> !stream.resource<staging>{%[[C240]]}{{$}}
  %mapped = stream.resource.map %bytes[%c16] : !util.byte_buffer -> !stream.resource<staging>{%c240}
  // CHECK-NEXT: %[[DID_MAP:[^ ]+]], %[[TRY:[^ ]+]] = stream.resource.try_map %[[BYTES]][%[[C0]]] : !util.byte_buffer -> i1, !stream.resource<constant>{%[[C512]]}{{$}}
  %try:2 = stream.resource.try_map %bytes[%c0] : !util.byte_buffer -> i1, !stream.resource<constant>{%c512}
  // CHECK-NEXT: %[[MAPPED_ON:[^ ]+]] = stream.resource.map on(#stream.affinity) %[[BYTES]][%[[C0]]] : !util.byte_buffer -> !stream.resource<staging>{%[[C16]]} attributes {some.attr}{{$}}
  %mapped_on = stream.resource.map on(#stream.affinity) %bytes[%c0] : !util.byte_buffer -> !stream.resource<staging>{%c16} attributes {some.attr}
  // CHECK-NEXT: %{{[^ ]+}}, %[[TRY_ON:[^ ]+]] = stream.resource.try_map on(#stream.affinity) %[[BYTES]][%[[C16]]] : !util.byte_buffer -> i1, !stream.resource<constant>{%[[C240]]} attributes {some.attr}{{$}}
  %try_on:2 = stream.resource.try_map on(#stream.affinity) %bytes[%c16] : !util.byte_buffer -> i1, !stream.resource<constant>{%c240} attributes {some.attr}
  // CHECK-NEXT: return %[[MAPPED]], %[[DID_MAP]], %[[TRY]], %[[MAPPED_ON]], %[[TRY_ON]]
  return %mapped, %try#0, %try#1, %mapped_on, %try_on#1 : !stream.resource<staging>, i1, !stream.resource<constant>, !stream.resource<staging>, !stream.resource<constant>
}

// CHECK-LABEL: func.func @load_store(
// CHECK-SAME: %[[STAGE:[^:]+]]: !stream.resource<staging>, %[[NBYTES:[^:]+]]: index, %[[C4:[^:]+]]: index, %[[C8:[^:]+]]: index, %[[SCALE:[^:]+]]: f32, %[[VEC:[^:]+]]: vector<4xi8>)
func.func @load_store(%stage: !stream.resource<staging>, %nbytes: index, %c4: index, %c8: index, %scale: f32, %vec: vector<4xi8>) -> (i32, vector<4xi8>, index) {
  // CHECK-NEXT: %[[WORD:[^ ]+]] = stream.resource.load %[[STAGE]][%[[C8]]] : !stream.resource<staging>{%[[NBYTES]]} -> i32{{$}}
  %word = stream.resource.load %stage[%c8] : !stream.resource<staging>{%nbytes} -> i32
  // CHECK-NEXT: stream.resource.store %[[SCALE]], %[[STAGE]][%[[C4]]] : f32 -> !stream.resource<staging>{%[[NBYTES]]}{{$}}
  stream.resource.store %scale, %stage[%c4] : f32 -> !stream.resource<staging>{%nbytes}
  // CHECK-NEXT: %[[V:[^ ]+]] = stream.resource.load %[[STAGE]][%[[C4]]] : !stream.resource<staging>{%[[NBYTES]]} -> vector<4xi8> attributes {some.attr}{{$}}
  %v = stream.resource.load %stage[%c4] : !stream.resource<staging>{%nbytes} -> vector<4xi8> attributes {some.attr}
  // CHECK-NEXT: %[[I:[^ ]+]] = stream.resource.load %[[STAGE]][%[[C4]]] : !stream.resource<staging>{%[[NBYTES]]} -> index{{$}}
  %i = stream.resource.load %stage[%c4] : !stream.resource<staging>{%nbytes} -> index
  // CHECK-NEXT: stream.resource.store %[[VEC]], %[[STAGE]][%[[C8]]] : vector<4xi8> -> !stream.resource<staging>{%[[NBYTES]]} attributes {some.attr}{{$}}
  stream.resource.store %vec, %stage[%c8] : vector<4xi8> -> !stream.resource<staging>{%nbytes} attributes {some.attr}
  // CHECK-NEXT: return %[[WORD]], %[[V]], %[[I]]
  return %word, %v, %i : i32, vector<4xi8>, index
}

// CHECK-LABEL: func.func @subview(
// CHECK-SAME: %[[BLOB:[^:]+]]: !stream.resource<external>, %[[C128:[^:]+]]: index, %[[C256:[^:]+]]: index, %[[C4096:[^:]+]]: index)
func.func @subview(%blob: !stream.resource<external>, %c128: index, %c256: index, %c4096: index) -> (!stream.resource<external>, !stream.resource<external>) {
  // CHECK-NEXT: %[[SLICE:[^ ]+]] = stream.resource.subview %[[BLOB]][%[[C128]]] : !stream.resource<external>{%[[C4096]]} -> !stream.resource<external>{%[[C256]]}{{$}}
  %slice = stream.resource.subview %blob[%c128] : !stream.resource<external>{%c4096} -> !stream.resource<external>{%c256}
  // CHECK-NEXT: %[[SLICE2:[^ ]+]] = stream.resource.subview %[[SLICE]][%[[C128]]] : !stream.resource<external>{%[[C256]]} -> !stream.resource<external>{%[[C128]]} attributes {some.attr}{{$}}
  %slice2 = stream.resource.subview %slice[%c128] : !stream.resource<external>{%c256} -> !stream.resource<external>{%c128} attributes {some.attr}
  // CHECK-NEXT: return %[[SLICE]], %[[SLICE2]]
  return %slice, %slice2 : !stream.resource<external>, !stream.resource<external>
}
