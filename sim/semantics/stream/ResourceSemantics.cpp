//===- ResourceSemantics.cpp - The reference's resources, tensors, timepoints ===//
//
// docs/design/simulator.md#stream-ops. Resources are byte ranges of Memory
// allocations; timepoints are all reached at once (the reference is
// sequential), so await, join, import and export only pass values on.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/device/Memory.h"
#include "StreamToHAL/sim/semantics/Interpreter.h"
#include "StreamToHAL/sim/semantics/stream/RecordedTimepoints.h"
#include "StreamToHAL/sim/values/ElementBytes.h"

#include "StreamToHAL/dialects/hal/ElementTypes.h"
#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/stream/StreamDialect.h"

using namespace mlir;

namespace stream_to_hal::sim {

namespace {

RuntimeValue timepoint(Type type) {
  return RuntimeValue::handle(type, Handle{HandleKind::Timepoint, 0});
}

/// An alloca's or dealloca's timepoint: reached after the one it awaits,
/// which is what the stream program's order needs of it (races/StreamOrder.h).
RuntimeValue queueTimepoint(Interpreter &interp, Type type, Value await) {
  StreamOrder *order = interp.streamOrder();
  if (!order || !await)
    return timepoint(type);
  return RuntimeValue::handle(
      type, Handle{HandleKind::Timepoint, order->join(getRecordedTimepoint(interp, await))});
}

RuntimeValue allocate(Interpreter &interp, Operation &op, Type type, uint64_t size) {
  std::string origin = (op.getName().getStringRef() + " at " + Interpreter::formatLocation(op)).str();
  BufferId id = interp.memory().allocate(size, std::move(origin), /*deviceMemory=*/true);
  return RuntimeValue::buffer(type, BufferRef{id, 0, size});
}

// Allocation sizes come from the program; past the budget the run fails
// rather than exhausting the host (Memory::checkAllocation).
FailureOr<uint64_t> getAllocationSize(Interpreter &interp, Operation &op, Value size) {
  FailureOr<uint64_t> bytes = interp.getIndex(op, size);
  if (failed(bytes))
    return failure();
  if (llvm::Error error = interp.memory().checkAllocation(*bytes, "the allocation"))
    return interp.fail(op, llvm::toString(std::move(error)));
  return bytes;
}

LogicalResult runAlloc(Operation &op, Interpreter &interp) {
  auto alloc = cast<stream::ResourceAllocOp>(op);
  for (auto [result, size] : llvm::zip(alloc.getResults(), alloc.getStorageSizes())) {
    FailureOr<uint64_t> bytes = getAllocationSize(interp, op, size);
    if (failed(bytes))
      return failure();
    interp.set(result, allocate(interp, op, result.getType(), *bytes));
  }
  return success();
}

LogicalResult runAlloca(Operation &op, Interpreter &interp) {
  auto alloca = cast<stream::ResourceAllocaOp>(op);
  FailureOr<uint64_t> bytes = getAllocationSize(interp, op, alloca.getStorageSize());
  if (failed(bytes))
    return failure();
  interp.set(alloca.getResult(), allocate(interp, op, alloca.getResult().getType(), *bytes));
  interp.set(alloca.getResultTimepoint(),
             queueTimepoint(interp, alloca.getResultTimepoint().getType(),
                            alloca.getAwaitTimepoint()));
  return success();
}

LogicalResult runDealloca(Operation &op, Interpreter &interp) {
  auto dealloca = cast<stream::ResourceDeallocaOp>(op);
  FailureOr<BufferRef> ref = interp.getBuffer(op, dealloca.getOperand());
  if (failed(ref))
    return failure();
  if (!interp.memory().release(ref->buffer))
    return interp.fail(op, "frees " + interp.memory().origin(ref->buffer) +
                               ", which is not live");
  interp.set(dealloca.getResultTimepoint(),
             queueTimepoint(interp, dealloca.getResultTimepoint().getType(),
                            dealloca.getAwaitTimepoint()));
  return success();
}

LogicalResult runSize(Operation &op, Interpreter &interp) {
  auto size = cast<stream::ResourceSizeOp>(op);
  FailureOr<BufferRef> ref = interp.getBuffer(op, size.getOperand());
  if (failed(ref))
    return failure();
  interp.set(size.getResult(), RuntimeValue::index(size.getType(), ref->length));
  return success();
}

// map / try_map: the resource aliases the byte buffer's bytes.
template <typename OpT>
FailureOr<RuntimeValue> mapByteBuffer(Interpreter &interp, OpT map) {
  Operation &op = *map.getOperation();
  FailureOr<uint64_t> offset = interp.getIndex(op, map.getSourceOffset());
  FailureOr<uint64_t> length = interp.getIndex(op, map.getResultSize());
  if (failed(offset) || failed(length))
    return failure();
  FailureOr<BufferRef> range = interp.getRange(op, map.getSource(), *offset, *length);
  if (failed(range))
    return failure();
  return RuntimeValue::buffer(map.getResult().getType(), *range);
}

LogicalResult runMap(Operation &op, Interpreter &interp) {
  auto map = cast<stream::ResourceMapOp>(op);
  FailureOr<RuntimeValue> mapped = mapByteBuffer(interp, map);
  if (failed(mapped))
    return failure();
  interp.set(map.getResult(), *mapped);
  return success();
}

LogicalResult runTryMap(Operation &op, Interpreter &interp) {
  auto map = cast<stream::ResourceTryMapOp>(op);
  FailureOr<RuntimeValue> mapped = mapByteBuffer(interp, map);
  if (failed(mapped))
    return failure();
  interp.set(map.getResult(), *mapped);
  interp.set(map.getDidMap(), RuntimeValue::integer(map.getDidMap().getType(), llvm::APInt(1, 1)));
  return success();
}

LogicalResult runLoad(Operation &op, Interpreter &interp) {
  auto load = cast<stream::ResourceLoadOp>(op);
  Type type = load.getResult().getType();
  std::optional<unsigned> width = getElementByteWidth(type);
  if (!width)
    return interp.fail(op, "loads of " + mlirTypeToString(type) + " are not supported");
  FailureOr<uint64_t> offset = interp.getIndex(op, load.getSourceOffset());
  if (failed(offset))
    return failure();
  FailureOr<BufferRef> range = interp.getRange(op, load.getSource(), *offset, *width);
  if (failed(range))
    return failure();
  llvm::ArrayRef<uint8_t> bytes = interp.memory().bytes(range->buffer);
  interp.set(load.getResult(), readScalar(type, bytes.slice(range->offset, *width)));
  return success();
}

LogicalResult runStore(Operation &op, Interpreter &interp) {
  auto store = cast<stream::ResourceStoreOp>(op);
  Type type = store.getValue().getType();
  std::optional<unsigned> width = getElementByteWidth(type);
  if (!width)
    return interp.fail(op, "stores of " + mlirTypeToString(type) + " are not supported");
  FailureOr<uint64_t> offset = interp.getIndex(op, store.getTargetOffset());
  FailureOr<RuntimeValue> value = interp.get(op, store.getValue());
  if (failed(offset) || failed(value))
    return failure();
  FailureOr<BufferRef> range = interp.getRange(op, store.getTarget(), *offset, *width);
  if (failed(range))
    return failure();
  writeScalar(*value, interp.memory().bytes(range->buffer).slice(range->offset, *width));
  return success();
}

LogicalResult runSubview(Operation &op, Interpreter &interp) {
  auto subview = cast<stream::ResourceSubviewOp>(op);
  FailureOr<uint64_t> offset = interp.getIndex(op, subview.getSourceOffset());
  FailureOr<uint64_t> length = interp.getIndex(op, subview.getResultSize());
  if (failed(offset) || failed(length))
    return failure();
  FailureOr<BufferRef> range = interp.getRange(op, subview.getSource(), *offset, *length);
  if (failed(range))
    return failure();
  interp.set(subview.getResult(), RuntimeValue::buffer(subview.getType(), *range));
  return success();
}

// The resource is the imported buffer itself, as the HAL side uses it (a
// later export, or hal.buffer.length, sees all of it); it must hold the
// resource size, as the HAL side's hal.buffer.assert checks.
LogicalResult runImport(Operation &op, Interpreter &interp) {
  auto import = cast<stream::TensorImportOp>(op);
  FailureOr<uint64_t> size = interp.getIndex(op, import.getResultSize());
  FailureOr<BufferRef> source = interp.getBuffer(op, import.getSource());
  if (failed(size) || failed(source) || failed(interp.getRange(op, import.getSource(), 0, *size)))
    return failure();
  interp.set(import.getResult(), RuntimeValue::buffer(import.getType(), *source));
  return success();
}

LogicalResult runExport(Operation &op, Interpreter &interp) {
  auto exportOp = cast<stream::TensorExportOp>(op);
  FailureOr<uint64_t> size = interp.getIndex(op, exportOp.getSourceSize());
  if (failed(size))
    return failure();
  // The exported buffer is the resource's whole buffer, as on the HAL side.
  FailureOr<BufferRef> range = interp.getBuffer(op, exportOp.getSource());
  if (failed(range) || failed(interp.getRange(op, exportOp.getSource(), 0, *size)))
    return failure();
  Type resultType = exportOp.getResult().getType();
  if (!isa<hal::BufferViewType>(resultType) && !isa<TensorType>(resultType)) {
    interp.set(exportOp.getResult(), RuntimeValue::buffer(resultType, *range));
    return success();
  }
  auto tensorType = dyn_cast<RankedTensorType>(exportOp.getSourceEncoding());
  if (!tensorType)
    return interp.fail(op, "buffer view export requires a ranked tensor encoding");
  std::optional<int32_t> elementType = hal::getElementTypeValue(tensorType.getElementType());
  std::optional<int32_t> encoding = hal::getEncodingTypeValue(tensorType.getEncoding());
  if (!elementType || !encoding)
    return interp.fail(op, "unsupported element type or encoding");
  BufferView view;
  view.storage = *range;
  view.elementType = uint32_t(*elementType);
  view.encodingType = uint32_t(*encoding);
  auto dynamicDims = exportOp.getSourceEncodingDims();
  unsigned nextDynamic = 0;
  for (int64_t dim : tensorType.getShape()) {
    if (!ShapedType::isDynamic(dim)) {
      view.shape.push_back(dim);
      continue;
    }
    if (nextDynamic >= dynamicDims.size())
      return interp.fail(op, "missing encoding dims");
    FailureOr<uint64_t> value = interp.getIndex(op, dynamicDims[nextDynamic++]);
    if (failed(value))
      return failure();
    view.shape.push_back(int64_t(*value));
  }
  interp.set(exportOp.getResult(), RuntimeValue::view(resultType, std::move(view)));
  return success();
}

LogicalResult runTrace(Operation &op, Interpreter &interp) {
  return failure(failed(interp.getAll(op, op.getOperands())));
}

LogicalResult runTimepointValue(Operation &op, Interpreter &interp) {
  for (Value result : op.getResults())
    interp.set(result, timepoint(result.getType()));
  return success();
}

// A join of recorded timepoints stands for all of them (races/StreamOrder.h).
LogicalResult runTimepointJoin(Operation &op, Interpreter &interp) {
  StreamOrder *order = interp.streamOrder();
  if (!order)
    return runTimepointValue(op, interp);
  llvm::SmallVector<StreamOrder::TimepointId, 4> timepoints;
  for (Value operand : op.getOperands())
    timepoints.push_back(getRecordedTimepoint(interp, operand));
  Value result = op.getResult(0);
  interp.set(result, RuntimeValue::handle(result.getType(),
                                          Handle{HandleKind::Timepoint, order->join(timepoints)}));
  return success();
}

// The exported values (e.g. a !hal.fence) are already reached: null.
LogicalResult runTimepointExport(Operation &op, Interpreter &interp) {
  for (Value result : op.getResults())
    interp.set(result, RuntimeValue::null(result.getType()));
  return success();
}

LogicalResult runAwait(Operation &op, Interpreter &interp) {
  auto await = cast<stream::TimepointAwaitOp>(op);
  FailureOr<llvm::SmallVector<RuntimeValue, 4>> resources =
      interp.getAll(op, await.getResourceOperands());
  if (failed(resources))
    return failure();
  if (StreamOrder *order = interp.streamOrder())
    order->hostAwait(getRecordedTimepoint(interp, await.getAwaitTimepoint()));
  for (auto [result, value] : llvm::zip(await.getResults(), *resources))
    interp.set(result, value);
  return success();
}

} // namespace

void registerStreamCommandSemantics(OpRegistry &registry);

void registerStreamSemantics(OpRegistry &registry) {
  registerStreamCommandSemantics(registry);
  registry.add("stream.resource.alloc", runAlloc);
  registry.add("stream.resource.alloca", runAlloca);
  registry.add("stream.resource.dealloca", runDealloca);
  registry.add("stream.resource.size", runSize);
  registry.add("stream.resource.map", runMap);
  registry.add("stream.resource.try_map", runTryMap);
  registry.add("stream.resource.load", runLoad);
  registry.add("stream.resource.store", runStore);
  registry.add("stream.resource.subview", runSubview);
  registry.add("stream.tensor.import", runImport);
  registry.add("stream.tensor.export", runExport);
  registry.add("stream.tensor.trace", runTrace);
  registry.add("stream.timepoint.immediate", runTimepointValue);
  registry.add("stream.timepoint.import", runTimepointValue);
  registry.add("stream.timepoint.join", runTimepointJoin);
  registry.add("stream.timepoint.export", runTimepointExport);
  registry.add("stream.timepoint.await", runAwait);
}

} // namespace stream_to_hal::sim
