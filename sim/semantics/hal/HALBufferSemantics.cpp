//===- HALBufferSemantics.cpp - Devices, allocators, buffers, views ------===//
//
// docs/design/simulator-device.md#hal-ops: lookups yield handles; allocations
// are host work on the device; loads and stores are host accesses of buffer
// bytes (race-checked against device work); the device switch takes its
// first case, as the simulated device supports every executable format.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/semantics/hal/HALSupport.h"

#include "StreamToHAL/sim/values/ElementBytes.h"

#include "StreamToHAL/dialects/hal/HALDialect.h"

using namespace mlir;

namespace stream_to_hal::sim::hal_semantics {

namespace {

LogicalResult runSharedDevice(Operation &op, Interpreter &interp) {
  setHandle(interp, op.getResult(0), HandleKind::Device, 0);
  return success();
}

LogicalResult runDeviceAllocator(Operation &op, Interpreter &interp) {
  if (failed(interp.getHandle(op, op.getOperand(0), HandleKind::Device)))
    return failure();
  setHandle(interp, op.getResult(0), HandleKind::Allocator, 0);
  return success();
}

// The simulated device knows no configuration keys: `ok` is false and the
// value is the default (or zero).
LogicalResult runDeviceQuery(Operation &op, Interpreter &interp) {
  auto query = cast<hal::DeviceQueryOp>(op);
  Type type = query.getValue().getType();
  interp.set(query.getOk(), RuntimeValue::integer(query.getOk().getType(), llvm::APInt(1, 0)));
  if (auto defaultValue = dyn_cast_or_null<IntegerAttr>(query.getDefaultValueAttr())) {
    interp.set(query.getValue(), RuntimeValue::integer(type, defaultValue.getValue()));
    return success();
  }
  if (!type.isIntOrIndex())
    return interp.fail(op, "the simulator has no value for " + query.getCategory() +
                               "::" + query.getKey() + " of type " + mlirTypeToString(type));
  unsigned width = type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
  interp.set(query.getValue(), RuntimeValue::integer(type, llvm::APInt(width, 0)));
  return success();
}

LogicalResult runDeviceSwitch(Operation &op, Interpreter &interp) {
  if (op.getNumRegions() == 0 || op.getRegion(0).empty())
    return interp.fail(op, "the device switch has no case to run");
  FailureOr<RegionExit> exit = interp.runRegion(op.getRegion(0), {});
  if (failed(exit))
    return failure();
  if (exit->values.size() != op.getNumResults())
    return interp.fail(op, "the first case returns " + llvm::Twine(exit->values.size()) +
                               " values for " + llvm::Twine(op.getNumResults()) + " results");
  for (auto [result, value] : llvm::zip(op.getResults(), exit->values))
    interp.set(result, value);
  return success();
}

LogicalResult runLayoutLookup(Operation &op, Interpreter &interp) {
  setHandle(interp, op.getResult(0), HandleKind::ExecutableLayout, 0);
  return success();
}

LogicalResult runAllocate(Operation &op, Interpreter &interp) {
  auto allocate = cast<hal::AllocatorAllocateOp>(op);
  FailureOr<Device *> device = getDevice(op, interp);
  FailureOr<uint64_t> size = interp.getIndex(op, allocate.getResultSize());
  if (failed(device) || failed(size))
    return failure();
  if (llvm::Error error = interp.memory().checkAllocation(*size, "the allocation"))
    return failWith(op, interp, std::move(error));
  bool deviceLocal = (uint32_t(allocate.getMemoryTypes()) &
                      uint32_t(hal::MemoryTypeBitfield::DeviceLocal)) ==
                     uint32_t(hal::MemoryTypeBitfield::DeviceLocal);
  BufferId id = (*device)->hostAllocate(*size, describeOrigin(op), deviceLocal, makeSite(op));
  (*device)->describeBuffer(id, uint32_t(allocate.getBufferUsage()),
                            uint32_t(allocate.getMemoryTypes()));
  interp.set(allocate.getResult(),
             RuntimeValue::buffer(allocate.getResult().getType(), BufferRef{id, 0, *size}));
  return success();
}

// map / try_map: the buffer aliases the byte buffer's bytes, as IREE's
// import of host memory does (and the reference's stream.resource.map).
template <typename OpT>
LogicalResult runMap(Operation &op, Interpreter &interp) {
  auto map = cast<OpT>(op);
  FailureOr<uint64_t> offset = interp.getIndex(op, map.getOffset());
  FailureOr<uint64_t> length = interp.getIndex(op, map.getLength());
  if (failed(offset) || failed(length))
    return failure();
  FailureOr<BufferRef> range = interp.getRange(op, map.getSource(), *offset, *length);
  if (failed(range))
    return failure();
  interp.set(map.getResult(), RuntimeValue::buffer(map.getResult().getType(), *range));
  if constexpr (std::is_same_v<OpT, hal::AllocatorTryMapOp>)
    interp.set(map.getDidMap(), RuntimeValue::integer(map.getDidMap().getType(), llvm::APInt(1, 1)));
  return success();
}

// The runtime's check of an imported buffer: only its size can fail here
// (the simulated device accepts every memory type and usage).
LogicalResult runBufferAssert(Operation &op, Interpreter &interp) {
  auto check = cast<hal::BufferAssertOp>(op);
  FailureOr<BufferRef> buffer = interp.getBuffer(op, check.getBuffer());
  FailureOr<uint64_t> minimum = interp.getIndex(op, check.getMinimumLength());
  if (failed(buffer) || failed(minimum))
    return failure();
  if (buffer->length < *minimum)
    return interp.fail(op, check.getMessage() + ": buffer of " + llvm::Twine(buffer->length) +
                               " bytes is smaller than the minimum length of " +
                               llvm::Twine(*minimum) + " bytes");
  return success();
}

LogicalResult runBufferLength(Operation &op, Interpreter &interp) {
  FailureOr<BufferRef> buffer = interp.getBuffer(op, op.getOperand(0));
  if (failed(buffer))
    return failure();
  interp.set(op.getResult(0), RuntimeValue::index(op.getResult(0).getType(), buffer->length));
  return success();
}

LogicalResult runSubspan(Operation &op, Interpreter &interp) {
  auto subspan = cast<hal::BufferSubspanOp>(op);
  FailureOr<BufferRef> range = getBufferRange(op, interp, subspan.getSourceBuffer(),
                                              subspan.getSourceOffset(), subspan.getLength());
  if (failed(range))
    return failure();
  interp.set(subspan.getResult(), RuntimeValue::buffer(subspan.getType(), *range));
  return success();
}

/// The bytes a host load or store touches, checked by the device (live,
/// in bounds, ordered with device work).
FailureOr<BufferRef> hostRange(Operation &op, Interpreter &interp, Value buffer,
                               Value offset, Type type, AccessKind kind) {
  std::optional<unsigned> width = getElementByteWidth(type);
  if (!width)
    return interp.fail(op, "host accesses of " + mlirTypeToString(type) +
                               " are not supported");
  FailureOr<Device *> device = getDevice(op, interp);
  FailureOr<uint64_t> offsetValue = interp.getIndex(op, offset);
  if (failed(device) || failed(offsetValue))
    return failure();
  FailureOr<BufferRef> range = getBufferRange(op, interp, buffer, *offsetValue, *width);
  if (failed(range))
    return failure();
  if (llvm::Error error = (*device)->hostAccess(
          Access{range->buffer, range->offset, range->length, kind}, makeSite(op)))
    return failWith(op, interp, std::move(error));
  return range;
}

LogicalResult runBufferLoad(Operation &op, Interpreter &interp) {
  auto load = cast<hal::BufferLoadOp>(op);
  Type type = load.getResult().getType();
  FailureOr<BufferRef> range = hostRange(op, interp, load.getSourceBuffer(),
                                         load.getSourceOffset(), type, AccessKind::Read);
  if (failed(range))
    return failure();
  llvm::ArrayRef<uint8_t> bytes = interp.memory().bytes(range->buffer);
  interp.set(load.getResult(), readScalar(type, bytes.slice(range->offset, range->length)));
  return success();
}

LogicalResult runBufferStore(Operation &op, Interpreter &interp) {
  auto store = cast<hal::BufferStoreOp>(op);
  FailureOr<RuntimeValue> value = interp.get(op, store.getValue());
  if (failed(value))
    return failure();
  FailureOr<BufferRef> range =
      hostRange(op, interp, store.getTargetBuffer(), store.getTargetOffset(),
                store.getValue().getType(), AccessKind::Write);
  if (failed(range))
    return failure();
  writeScalar(*value, interp.memory().bytes(range->buffer).slice(range->offset, range->length));
  return success();
}

LogicalResult runViewCreate(Operation &op, Interpreter &interp) {
  auto create = cast<hal::BufferViewCreateOp>(op);
  FailureOr<BufferRef> buffer = interp.getBuffer(op, create.getBuffer());
  FailureOr<llvm::APInt> elementType = interp.getInteger(op, create.getElementType());
  FailureOr<llvm::APInt> encoding = interp.getInteger(op, create.getEncodingType());
  if (failed(buffer) || failed(elementType) || failed(encoding))
    return failure();
  BufferView view;
  view.storage = *buffer;
  view.elementType = uint32_t(elementType->getZExtValue());
  view.encodingType = uint32_t(encoding->getZExtValue());
  for (Value dim : create.getShape()) {
    FailureOr<uint64_t> extent = interp.getIndex(op, dim);
    if (failed(extent))
      return failure();
    view.shape.push_back(int64_t(*extent));
  }
  interp.set(create.getResult(), RuntimeValue::view(create.getType(), std::move(view)));
  return success();
}

LogicalResult runViewBuffer(Operation &op, Interpreter &interp) {
  FailureOr<BufferView> view = interp.getView(op, op.getOperand(0));
  if (failed(view))
    return failure();
  interp.set(op.getResult(0), RuntimeValue::buffer(op.getResult(0).getType(), view->storage));
  return success();
}

LogicalResult runViewByteLength(Operation &op, Interpreter &interp) {
  FailureOr<BufferView> view = interp.getView(op, op.getOperand(0));
  if (failed(view))
    return failure();
  interp.set(op.getResult(0), RuntimeValue::index(op.getResult(0).getType(), view->storage.length));
  return success();
}

LogicalResult runViewRank(Operation &op, Interpreter &interp) {
  FailureOr<BufferView> view = interp.getView(op, op.getOperand(0));
  if (failed(view))
    return failure();
  interp.set(op.getResult(0), RuntimeValue::index(op.getResult(0).getType(), view->shape.size()));
  return success();
}

LogicalResult runViewDim(Operation &op, Interpreter &interp) {
  auto dim = cast<hal::BufferViewDimOp>(op);
  FailureOr<BufferView> view = interp.getView(op, dim.getBufferView());
  if (failed(view))
    return failure();
  uint64_t index = dim.getIndex().getZExtValue();
  if (index >= view->shape.size())
    return interp.fail(op, "dimension " + llvm::Twine(index) + " of a rank-" +
                               llvm::Twine(view->shape.size()) + " buffer view");
  interp.set(dim.getResult(), RuntimeValue::index(dim.getType(), uint64_t(view->shape[index])));
  return success();
}

// The ABI ops (docs/design/simulator-device.md#abi-ops): what IREE's HAL
// module does with them at run time.
LogicalResult runViewAssert(Operation &op, Interpreter &interp) {
  auto check = cast<hal::BufferViewAssertOp>(op);
  FailureOr<BufferView> view = interp.getView(op, check.getBufferView());
  FailureOr<llvm::APInt> elementType = interp.getInteger(op, check.getElementType());
  FailureOr<llvm::APInt> encoding = interp.getInteger(op, check.getEncodingType());
  if (failed(view) || failed(elementType) || failed(encoding))
    return failure();
  auto mismatch = [&](const llvm::Twine &what, uint64_t actual, uint64_t expected) {
    return interp.fail(op, check.getMessage() + ": the buffer view's " + what + " is " +
                               llvm::Twine(actual) + ", expected " + llvm::Twine(expected));
  };
  if (view->elementType != uint32_t(elementType->getZExtValue()))
    return mismatch("element type", view->elementType, uint32_t(elementType->getZExtValue()));
  if (view->encodingType != uint32_t(encoding->getZExtValue()))
    return mismatch("encoding", view->encodingType, uint32_t(encoding->getZExtValue()));
  if (view->shape.size() != check.getShape().size())
    return mismatch("rank", view->shape.size(), check.getShape().size());
  for (auto [index, dim] : llvm::enumerate(check.getShape())) {
    FailureOr<uint64_t> expected = interp.getIndex(op, dim);
    if (failed(expected))
      return failure();
    if (uint64_t(view->shape[index]) != *expected)
      return mismatch("dimension " + llvm::Twine(index), uint64_t(view->shape[index]),
                      *expected);
  }
  return success();
}

// element_type and encoding_type: one of the view's codes.
template <uint32_t BufferView::*code>
LogicalResult runViewCode(Operation &op, Interpreter &interp) {
  FailureOr<BufferView> view = interp.getView(op, op.getOperand(0));
  if (failed(view))
    return failure();
  interp.set(op.getResult(0),
             RuntimeValue::integer(op.getResult(0).getType(), llvm::APInt(32, (*view).*code)));
  return success();
}

LogicalResult runViewDims(Operation &op, Interpreter &interp) {
  FailureOr<BufferView> view = interp.getView(op, op.getOperand(0));
  if (failed(view))
    return failure();
  if (op.getNumResults() != view->shape.size())
    return interp.fail(op, llvm::Twine(op.getNumResults()) +
                               " dimensions asked of a rank-" +
                               llvm::Twine(view->shape.size()) + " buffer view");
  for (auto [result, extent] : llvm::zip_equal(op.getResults(), view->shape))
    interp.set(result, RuntimeValue::index(result.getType(), uint64_t(extent)));
  return success();
}

LogicalResult runViewTrace(Operation &op, Interpreter &interp) {
  return failure(failed(interp.getAll(op, op.getOperands())));
}

} // namespace

void registerHALBufferSemantics(OpRegistry &registry) {
  registry.add("hal.ex.shared_device", runSharedDevice);
  registry.add("hal.device.allocator", runDeviceAllocator);
  registry.add("hal.device.query", runDeviceQuery);
  registry.add("hal.device.switch", runDeviceSwitch);
  registry.add("hal.executable_layout.lookup", runLayoutLookup);
  registry.add("hal.allocator.allocate", runAllocate);
  registry.add("hal.allocator.map", runMap<hal::AllocatorMapOp>);
  registry.add("hal.allocator.try_map", runMap<hal::AllocatorTryMapOp>);
  registry.add("hal.buffer.assert", runBufferAssert);
  registry.add("hal.buffer.length", runBufferLength);
  registry.add("hal.buffer.subspan", runSubspan);
  registry.add("hal.buffer.load", runBufferLoad);
  registry.add("hal.buffer.store", runBufferStore);
  registry.add("hal.buffer_view.create", runViewCreate);
  registry.add("hal.buffer_view.buffer", runViewBuffer);
  registry.add("hal.buffer_view.byte_length", runViewByteLength);
  registry.add("hal.buffer_view.rank", runViewRank);
  registry.add("hal.buffer_view.dim", runViewDim);
  registry.add("hal.buffer_view.trace", runViewTrace);
  registry.add("hal.buffer_view.assert", runViewAssert);
  registry.add("hal.buffer_view.element_type", runViewCode<&BufferView::elementType>);
  registry.add("hal.buffer_view.encoding_type", runViewCode<&BufferView::encodingType>);
  registry.add("hal.buffer_view.dims", runViewDims);
}

} // namespace stream_to_hal::sim::hal_semantics
