// stream.tensor.import/export/trace and tensor.dim/rank to hal
// (docs/design/tensors.md#overview, #element-type-codes, #tensor-dim-rank;
// docs/design/types-and-legality.md#driver-folding).
// RUN: %stream-hal-opt %s --pass-pipeline='builtin.module(convert-stream-to-hal)' | FileCheck %s

// A buffer is used as it is, after asserting it has the required bits of an
// external resource; the encoding, its dims and the affinity are dropped.
// CHECK-LABEL: func.func @import_buffer(
// CHECK-SAME: %[[B:[a-z0-9_]+]]: !hal.buffer, %{{[a-z0-9_]+}}: index, %[[SZ:[a-z0-9_]+]]: index) -> !hal.buffer
// CHECK-NEXT: %[[DEVICE:[a-z0-9_]+]] = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[ALLOCATOR:[a-z0-9_]+]] = hal.device.allocator<%[[DEVICE]] : !hal.device> : !hal.allocator
// CHECK-NEXT: hal.buffer.assert<%[[B]] : !hal.buffer> message("tensor") allocator(%[[ALLOCATOR]] : !hal.allocator) minimum_length(%[[SZ]]) type(DeviceVisible) usage("Transfer|Dispatch")
// CHECK-NEXT: return %[[B]] : !hal.buffer
func.func @import_buffer(%b: !hal.buffer, %d: index, %sz: index) -> !stream.resource<external> {
  %r = stream.tensor.import on(#stream.affinity) %b : !hal.buffer -> tensor<?x4xf32>{%d} in !stream.resource<external>{%sz}
  return %r : !stream.resource<external>
}

// A buffer view yields its buffer first, then the lookup and the assertion.
// CHECK-LABEL: func.func @import_buffer_view(
// CHECK-SAME: %[[V:[a-z0-9_]+]]: !hal.buffer_view, %[[SZ:[a-z0-9_]+]]: index) -> !hal.buffer
// CHECK-NEXT: %[[B:[a-z0-9_]+]] = hal.buffer_view.buffer<%[[V]] : !hal.buffer_view> : !hal.buffer
// CHECK-NEXT: %[[DEVICE:[a-z0-9_]+]] = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[ALLOCATOR:[a-z0-9_]+]] = hal.device.allocator<%[[DEVICE]] : !hal.device> : !hal.allocator
// CHECK-NEXT: hal.buffer.assert<%[[B]] : !hal.buffer> message("tensor") allocator(%[[ALLOCATOR]] : !hal.allocator) minimum_length(%[[SZ]]) type(DeviceVisible) usage("Transfer|Dispatch")
// CHECK-NEXT: return %[[B]] : !hal.buffer
func.func @import_buffer_view(%v: !hal.buffer_view, %sz: index) -> !stream.resource<external> {
  %r = stream.tensor.import %v : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%sz}
  return %r : !stream.resource<external>
}

// A numeric tensor is a buffer view after conversion.
// CHECK-LABEL: func.func @import_tensor(
// CHECK-SAME: %[[V:[a-z0-9_]+]]: !hal.buffer_view, %{{[a-z0-9_]+}}: index, %[[SZ:[a-z0-9_]+]]: index) -> !hal.buffer
// CHECK-NEXT: %[[B:[a-z0-9_]+]] = hal.buffer_view.buffer<%[[V]] : !hal.buffer_view> : !hal.buffer
// CHECK-NEXT: %[[DEVICE:[a-z0-9_]+]] = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[ALLOCATOR:[a-z0-9_]+]] = hal.device.allocator<%[[DEVICE]] : !hal.device> : !hal.allocator
// CHECK-NEXT: hal.buffer.assert<%[[B]] : !hal.buffer> message("tensor") allocator(%[[ALLOCATOR]] : !hal.allocator) minimum_length(%[[SZ]]) type(DeviceVisible) usage("Transfer|Dispatch")
// CHECK-NEXT: return %[[B]] : !hal.buffer
func.func @import_tensor(%t: tensor<?x8xi8>, %d: index, %sz: index) -> !stream.resource<external> {
  %r = stream.tensor.import %t : tensor<?x8xi8> -> tensor<?x8xi8>{%d} in !stream.resource<external>{%sz}
  return %r : !stream.resource<external>
}

// Fold (docs/design/types-and-legality.md#driver-folding): an import of an
// export with the same size value is the exported resource; no assertion. The
// export itself still converts.
// CHECK-LABEL: func.func @import_folds(
// CHECK-SAME: %[[R:[a-z0-9_]+]]: !hal.buffer, %[[SZ:[a-z0-9_]+]]: index) -> !hal.buffer
// CHECK-NEXT: %[[C4:[a-z0-9_]+]] = arith.constant 4 : index
// CHECK-NEXT: %[[ELEM:[a-z0-9_]+]] = arith.constant 553648160 : i32
// CHECK-NEXT: %[[ENC:[a-z0-9_]+]] = arith.constant 1 : i32
// CHECK-NEXT: %{{[a-z0-9_]+}} = hal.buffer_view.create buffer(%[[R]] : !hal.buffer) shape([%[[C4]]]) type(%[[ELEM]]) encoding(%[[ENC]]) : !hal.buffer_view
// CHECK-NEXT: return %[[R]] : !hal.buffer
func.func @import_folds(%r: !stream.resource<external>, %sz: index) -> !stream.resource<external> {
  %v = stream.tensor.export %r : tensor<4xf32> in !stream.resource<external>{%sz} -> !hal.buffer_view
  %i = stream.tensor.import %v : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%sz}
  return %i : !stream.resource<external>
}

// Pattern: the sizes differ, so the view is imported again.
// CHECK-LABEL: func.func @import_does_not_fold(
// CHECK-SAME: %[[R:[a-z0-9_]+]]: !hal.buffer, %{{[a-z0-9_]+}}: index, %[[SZ1:[a-z0-9_]+]]: index) -> !hal.buffer
// CHECK-NEXT: %[[C4:[a-z0-9_]+]] = arith.constant 4 : index
// CHECK-NEXT: %[[ELEM:[a-z0-9_]+]] = arith.constant 553648160 : i32
// CHECK-NEXT: %[[ENC:[a-z0-9_]+]] = arith.constant 1 : i32
// CHECK-NEXT: %[[V:[a-z0-9_]+]] = hal.buffer_view.create buffer(%[[R]] : !hal.buffer) shape([%[[C4]]]) type(%[[ELEM]]) encoding(%[[ENC]]) : !hal.buffer_view
// CHECK-NEXT: %[[B:[a-z0-9_]+]] = hal.buffer_view.buffer<%[[V]] : !hal.buffer_view> : !hal.buffer
// CHECK-NEXT: %[[DEVICE:[a-z0-9_]+]] = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[ALLOCATOR:[a-z0-9_]+]] = hal.device.allocator<%[[DEVICE]] : !hal.device> : !hal.allocator
// CHECK-NEXT: hal.buffer.assert<%[[B]] : !hal.buffer> message("tensor") allocator(%[[ALLOCATOR]] : !hal.allocator) minimum_length(%[[SZ1]]) type(DeviceVisible) usage("Transfer|Dispatch")
// CHECK-NEXT: return %[[B]] : !hal.buffer
func.func @import_does_not_fold(%r: !stream.resource<external>, %sz0: index, %sz1: index) -> !stream.resource<external> {
  %v = stream.tensor.export %r : tensor<4xf32> in !stream.resource<external>{%sz0} -> !hal.buffer_view
  %i = stream.tensor.import %v : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%sz1}
  return %i : !stream.resource<external>
}

// To a buffer: nothing to emit.
// CHECK-LABEL: func.func @export_buffer(
// CHECK-SAME: %[[R:[a-z0-9_]+]]: !hal.buffer, %{{[a-z0-9_]+}}: index, %{{[a-z0-9_]+}}: index) -> !hal.buffer
// CHECK-NEXT: return %[[R]] : !hal.buffer
func.func @export_buffer(%r: !stream.resource<external>, %d: index, %sz: index) -> !hal.buffer {
  %b = stream.tensor.export on(#stream.affinity) %r : tensor<?x4xf32>{%d} in !stream.resource<external>{%sz} -> !hal.buffer
  return %b : !hal.buffer
}

// To a buffer view: static dimensions become constants, dynamic ones are the
// encoding dims, then the element type and encoding codes.
// CHECK-LABEL: func.func @export_buffer_view(
// CHECK-SAME: %[[R:[a-z0-9_]+]]: !hal.buffer, %[[D:[a-z0-9_]+]]: index, %{{[a-z0-9_]+}}: index) -> !hal.buffer_view
// CHECK-NEXT: %[[C4:[a-z0-9_]+]] = arith.constant 4 : index
// CHECK-NEXT: %[[ELEM:[a-z0-9_]+]] = arith.constant 553648160 : i32
// CHECK-NEXT: %[[ENC:[a-z0-9_]+]] = arith.constant 1 : i32
// CHECK-NEXT: %[[VIEW:[a-z0-9_]+]] = hal.buffer_view.create buffer(%[[R]] : !hal.buffer) shape([%[[D]], %[[C4]]]) type(%[[ELEM]]) encoding(%[[ENC]]) : !hal.buffer_view
// CHECK-NEXT: return %[[VIEW]] : !hal.buffer_view
func.func @export_buffer_view(%r: !stream.resource<external>, %d: index, %sz: index) -> !hal.buffer_view {
  %v = stream.tensor.export %r : tensor<?x4xf32>{%d} in !stream.resource<external>{%sz} -> !hal.buffer_view
  return %v : !hal.buffer_view
}

// The printed names of docs/design/tensors.md#example.
// CHECK-LABEL: func.func @export_names(
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c553648160_i32 = arith.constant 553648160 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %view = hal.buffer_view.create buffer(%arg0 : !hal.buffer) shape([%arg1, %c4]) type(%c553648160_i32) encoding(%c1_i32) : !hal.buffer_view
func.func @export_names(%r: !stream.resource<external>, %d: index, %sz: index) -> !hal.buffer_view {
  %v = stream.tensor.export %r : tensor<?x4xf32>{%d} in !stream.resource<external>{%sz} -> !hal.buffer_view
  return %v : !hal.buffer_view
}

// Dynamic dimensions consume the encoding dims in order, interleaved with the
// static ones; element codes of docs/design/tensors.md#element-type-codes.
// CHECK-LABEL: func.func @export_mixed_dims(
// CHECK-SAME: %[[R:[a-z0-9_]+]]: !hal.buffer, %[[D0:[a-z0-9_]+]]: index, %[[D1:[a-z0-9_]+]]: index, %{{[a-z0-9_]+}}: index) -> !hal.buffer_view
// CHECK-NEXT: %[[C2:[a-z0-9_]+]] = arith.constant 2 : index
// CHECK-NEXT: %[[C3:[a-z0-9_]+]] = arith.constant 3 : index
// CHECK-NEXT: %[[ELEM:[a-z0-9_]+]] = arith.constant 268435464 : i32
// CHECK-NEXT: %[[ENC:[a-z0-9_]+]] = arith.constant 1 : i32
// CHECK-NEXT: %[[VIEW:[a-z0-9_]+]] = hal.buffer_view.create buffer(%[[R]] : !hal.buffer) shape([%[[C2]], %[[D0]], %[[C3]], %[[D1]]]) type(%[[ELEM]]) encoding(%[[ENC]]) : !hal.buffer_view
// CHECK-NEXT: return %[[VIEW]] : !hal.buffer_view
func.func @export_mixed_dims(%r: !stream.resource<external>, %d0: index, %d1: index, %sz: index) -> !hal.buffer_view {
  %v = stream.tensor.export %r : tensor<2x?x3x?xi8>{%d0, %d1} in !stream.resource<external>{%sz} -> !hal.buffer_view
  return %v : !hal.buffer_view
}

// CHECK-LABEL: func.func @export_element_types(
// CHECK-SAME: %[[R:[a-z0-9_]+]]: !hal.buffer, %{{[a-z0-9_]+}}: index)
// CHECK-NEXT: %[[E0:[a-z0-9_]+]] = arith.constant 268435457 : i32
// CHECK-NEXT: %[[N0:[a-z0-9_]+]] = arith.constant 1 : i32
// CHECK-NEXT: %[[V0:[a-z0-9_]+]] = hal.buffer_view.create buffer(%[[R]] : !hal.buffer) shape([]) type(%[[E0]]) encoding(%[[N0]]) : !hal.buffer_view
// CHECK-NEXT: %[[E1:[a-z0-9_]+]] = arith.constant 285212704 : i32
// CHECK-NEXT: %[[N1:[a-z0-9_]+]] = arith.constant 1 : i32
// CHECK-NEXT: %[[V1:[a-z0-9_]+]] = hal.buffer_view.create buffer(%[[R]] : !hal.buffer) shape([]) type(%[[E1]]) encoding(%[[N1]]) : !hal.buffer_view
// CHECK-NEXT: %[[E2:[a-z0-9_]+]] = arith.constant 301989920 : i32
// CHECK-NEXT: %[[N2:[a-z0-9_]+]] = arith.constant 1 : i32
// CHECK-NEXT: %[[V2:[a-z0-9_]+]] = hal.buffer_view.create buffer(%[[R]] : !hal.buffer) shape([]) type(%[[E2]]) encoding(%[[N2]]) : !hal.buffer_view
// CHECK-NEXT: %[[E3:[a-z0-9_]+]] = arith.constant 268435520 : i32
// CHECK-NEXT: %[[N3:[a-z0-9_]+]] = arith.constant 1 : i32
// CHECK-NEXT: %[[V3:[a-z0-9_]+]] = hal.buffer_view.create buffer(%[[R]] : !hal.buffer) shape([]) type(%[[E3]]) encoding(%[[N3]]) : !hal.buffer_view
// CHECK-NEXT: %[[E4:[a-z0-9_]+]] = arith.constant 553648144 : i32
// CHECK-NEXT: %[[N4:[a-z0-9_]+]] = arith.constant 1 : i32
// CHECK-NEXT: %[[V4:[a-z0-9_]+]] = hal.buffer_view.create buffer(%[[R]] : !hal.buffer) shape([]) type(%[[E4]]) encoding(%[[N4]]) : !hal.buffer_view
// CHECK-NEXT: %[[E5:[a-z0-9_]+]] = arith.constant 553648192 : i32
// CHECK-NEXT: %[[N5:[a-z0-9_]+]] = arith.constant 1 : i32
// CHECK-NEXT: %[[V5:[a-z0-9_]+]] = hal.buffer_view.create buffer(%[[R]] : !hal.buffer) shape([]) type(%[[E5]]) encoding(%[[N5]]) : !hal.buffer_view
// CHECK-NEXT: %[[E6:[a-z0-9_]+]] = arith.constant 570425360 : i32
// CHECK-NEXT: %[[N6:[a-z0-9_]+]] = arith.constant 1 : i32
// CHECK-NEXT: %[[V6:[a-z0-9_]+]] = hal.buffer_view.create buffer(%[[R]] : !hal.buffer) shape([]) type(%[[E6]]) encoding(%[[N6]]) : !hal.buffer_view
// CHECK-NEXT: return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V5]], %[[V6]] :
func.func @export_element_types(%r: !stream.resource<external>, %sz: index) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) {
  %0 = stream.tensor.export %r : tensor<i1> in !stream.resource<external>{%sz} -> !hal.buffer_view
  %1 = stream.tensor.export %r : tensor<si32> in !stream.resource<external>{%sz} -> !hal.buffer_view
  %2 = stream.tensor.export %r : tensor<ui32> in !stream.resource<external>{%sz} -> !hal.buffer_view
  %3 = stream.tensor.export %r : tensor<i64> in !stream.resource<external>{%sz} -> !hal.buffer_view
  %4 = stream.tensor.export %r : tensor<f16> in !stream.resource<external>{%sz} -> !hal.buffer_view
  %5 = stream.tensor.export %r : tensor<f64> in !stream.resource<external>{%sz} -> !hal.buffer_view
  %6 = stream.tensor.export %r : tensor<bf16> in !stream.resource<external>{%sz} -> !hal.buffer_view
  return %0, %1, %2, %3, %4, %5, %6 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
}

// To a numeric tensor: its users see the buffer view
// (docs/design/types-and-legality.md#type-conversion).
// CHECK-LABEL: func.func @export_tensor(
// CHECK-SAME: %[[R:[a-z0-9_]+]]: !hal.buffer, %{{[a-z0-9_]+}}: index) -> !hal.buffer_view
// CHECK-NEXT: %[[C8:[a-z0-9_]+]] = arith.constant 8 : index
// CHECK-NEXT: %[[ELEM:[a-z0-9_]+]] = arith.constant 268435488 : i32
// CHECK-NEXT: %[[ENC:[a-z0-9_]+]] = arith.constant 1 : i32
// CHECK-NEXT: %[[VIEW:[a-z0-9_]+]] = hal.buffer_view.create buffer(%[[R]] : !hal.buffer) shape([%[[C8]]]) type(%[[ELEM]]) encoding(%[[ENC]]) : !hal.buffer_view
// CHECK-NEXT: return %[[VIEW]] : !hal.buffer_view
func.func @export_tensor(%r: !stream.resource<external>, %sz: index) -> tensor<8xi32> {
  %t = stream.tensor.export %r : tensor<8xi32> in !stream.resource<external>{%sz} -> tensor<8xi32>
  return %t : tensor<8xi32>
}

// Fold (docs/design/types-and-legality.md#driver-folding): an export of an
// import with the same encoding, dims, size and affinity is the imported value;
// no buffer view is created. The import itself still converts.
// CHECK-LABEL: func.func @export_folds(
// CHECK-SAME: %[[V:[a-z0-9_]+]]: !hal.buffer_view, %[[D:[a-z0-9_]+]]: index, %[[SZ:[a-z0-9_]+]]: index) -> !hal.buffer_view
// CHECK-NEXT: %[[B:[a-z0-9_]+]] = hal.buffer_view.buffer<%[[V]] : !hal.buffer_view> : !hal.buffer
// CHECK-NEXT: %[[DEVICE:[a-z0-9_]+]] = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[ALLOCATOR:[a-z0-9_]+]] = hal.device.allocator<%[[DEVICE]] : !hal.device> : !hal.allocator
// CHECK-NEXT: hal.buffer.assert<%[[B]] : !hal.buffer> message("tensor") allocator(%[[ALLOCATOR]] : !hal.allocator) minimum_length(%[[SZ]]) type(DeviceVisible) usage("Transfer|Dispatch")
// CHECK-NEXT: return %[[V]] : !hal.buffer_view
func.func @export_folds(%v: !hal.buffer_view, %d: index, %sz: index) -> !hal.buffer_view {
  %r = stream.tensor.import %v : !hal.buffer_view -> tensor<?x4xf32>{%d} in !stream.resource<external>{%sz}
  %e = stream.tensor.export %r : tensor<?x4xf32>{%d} in !stream.resource<external>{%sz} -> !hal.buffer_view
  return %e : !hal.buffer_view
}

// Pattern: the encodings differ, so a new view of the imported buffer.
// CHECK-LABEL: func.func @export_does_not_fold(
// CHECK-SAME: %[[V:[a-z0-9_]+]]: !hal.buffer_view, %[[D:[a-z0-9_]+]]: index, %[[SZ:[a-z0-9_]+]]: index) -> !hal.buffer_view
// CHECK-NEXT: %[[B:[a-z0-9_]+]] = hal.buffer_view.buffer<%[[V]] : !hal.buffer_view> : !hal.buffer
// CHECK-NEXT: %[[DEVICE:[a-z0-9_]+]] = hal.ex.shared_device : !hal.device
// CHECK-NEXT: %[[ALLOCATOR:[a-z0-9_]+]] = hal.device.allocator<%[[DEVICE]] : !hal.device> : !hal.allocator
// CHECK-NEXT: hal.buffer.assert<%[[B]] : !hal.buffer> message("tensor") allocator(%[[ALLOCATOR]] : !hal.allocator) minimum_length(%[[SZ]]) type(DeviceVisible) usage("Transfer|Dispatch")
// CHECK-NEXT: %[[C4:[a-z0-9_]+]] = arith.constant 4 : index
// CHECK-NEXT: %[[ELEM:[a-z0-9_]+]] = arith.constant 268435488 : i32
// CHECK-NEXT: %[[ENC:[a-z0-9_]+]] = arith.constant 1 : i32
// CHECK-NEXT: %[[VIEW:[a-z0-9_]+]] = hal.buffer_view.create buffer(%[[B]] : !hal.buffer) shape([%[[D]], %[[C4]]]) type(%[[ELEM]]) encoding(%[[ENC]]) : !hal.buffer_view
// CHECK-NEXT: return %[[VIEW]] : !hal.buffer_view
func.func @export_does_not_fold(%v: !hal.buffer_view, %d: index, %sz: index) -> !hal.buffer_view {
  %r = stream.tensor.import %v : !hal.buffer_view -> tensor<?x4xf32>{%d} in !stream.resource<external>{%sz}
  %e = stream.tensor.export %r : tensor<?x4xi32>{%d} in !stream.resource<external>{%sz} -> !hal.buffer_view
  return %e : !hal.buffer_view
}

// The same key on the converted buffer views; the stream op is removed.
// CHECK-LABEL: func.func @trace(
// CHECK-SAME: %[[T:[a-z0-9_]+]]: !hal.buffer_view, %[[U:[a-z0-9_]+]]: !hal.buffer_view)
// CHECK-NEXT: hal.buffer_view.trace %[[T]] : !hal.buffer_view attributes {key = "dbg"}
// CHECK-NEXT: hal.buffer_view.trace %[[T]], %[[U]] : !hal.buffer_view, !hal.buffer_view attributes {key = "dispatch_0_outputs"}
// CHECK-NEXT: return
func.func @trace(%t: tensor<4xf32>, %u: tensor<*xi8>) {
  stream.tensor.trace {key = "dbg"} %t : tensor<4xf32>
  stream.tensor.trace {key = "dispatch_0_outputs"} %t, %u : tensor<4xf32>, tensor<*xi8>
  return
}

// Traced tensors produced by an export are the export's buffer view.
// CHECK-LABEL: func.func @trace_export(
// CHECK-SAME: %[[R:[a-z0-9_]+]]: !hal.buffer, %{{[a-z0-9_]+}}: index)
// CHECK-NEXT: %[[C4:[a-z0-9_]+]] = arith.constant 4 : index
// CHECK-NEXT: %[[ELEM:[a-z0-9_]+]] = arith.constant 553648160 : i32
// CHECK-NEXT: %[[ENC:[a-z0-9_]+]] = arith.constant 1 : i32
// CHECK-NEXT: %[[VIEW:[a-z0-9_]+]] = hal.buffer_view.create buffer(%[[R]] : !hal.buffer) shape([%[[C4]]]) type(%[[ELEM]]) encoding(%[[ENC]]) : !hal.buffer_view
// CHECK-NEXT: hal.buffer_view.trace %[[VIEW]] : !hal.buffer_view attributes {key = "out"}
// CHECK-NEXT: return
func.func @trace_export(%r: !stream.resource<external>, %sz: index) {
  %t = stream.tensor.export %r : tensor<4xf32> in !stream.resource<external>{%sz} -> tensor<4xf32>
  stream.tensor.trace {key = "out"} %t : tensor<4xf32>
  return
}

// tensor.dim/rank of converted tensors
// (docs/design/tensors.md#tensor-dim-rank): dynamic dimensions and unranked
// ranks query the buffer view; static ones fold to constants first.
// CHECK-LABEL: func.func @dim_rank(
// CHECK-SAME: %[[T:[a-z0-9_]+]]: !hal.buffer_view, %[[U:[a-z0-9_]+]]: !hal.buffer_view) -> (index, index, index, index)
// CHECK-NEXT: %[[C0:[a-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[C1:[a-z0-9_]+]] = arith.constant 1 : index
// CHECK-NEXT: %[[DIM0:[a-z0-9_]+]] = hal.buffer_view.dim<%[[T]] : !hal.buffer_view>[0] : index
// CHECK-NEXT: %[[DIM1:[a-z0-9_]+]] = arith.constant 4 : index
// CHECK-NEXT: %[[RANK_U:[a-z0-9_]+]] = hal.buffer_view.rank<%[[U]] : !hal.buffer_view> : index
// CHECK-NEXT: %[[RANK_T:[a-z0-9_]+]] = arith.constant 2 : index
// CHECK-NEXT: return %[[DIM0]], %[[DIM1]], %[[RANK_U]], %[[RANK_T]] : index, index, index, index
func.func @dim_rank(%t: tensor<?x4xf32>, %u: tensor<*xf32>) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.dim %t, %c0 : tensor<?x4xf32>
  %1 = tensor.dim %t, %c1 : tensor<?x4xf32>
  %2 = tensor.rank %u : tensor<*xf32>
  %3 = tensor.rank %t : tensor<?x4xf32>
  return %0, %1, %2, %3 : index, index, index, index
}

// An unranked tensor's dimension with a constant index.
// CHECK-LABEL: func.func @dim_unranked(
// CHECK-SAME: %[[U:[a-z0-9_]+]]: !hal.buffer_view) -> index
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.constant 3 : index
// CHECK-NEXT: %[[DIM:[a-z0-9_]+]] = hal.buffer_view.dim<%[[U]] : !hal.buffer_view>[3] : index
// CHECK-NEXT: return %[[DIM]] : index
func.func @dim_unranked(%u: tensor<*xi32>) -> index {
  %c3 = arith.constant 3 : index
  %0 = tensor.dim %u, %c3 : tensor<*xi32>
  return %0 : index
}
