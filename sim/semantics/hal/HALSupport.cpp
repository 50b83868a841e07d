//===- HALSupport.cpp - Shared pieces of the HAL op semantics ------------===//
//
// See HALSupport.h and docs/design/simulator-device.md#hal-ops.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/semantics/hal/HALSupport.h"

#include "mlir/IR/Location.h"

using namespace mlir;

namespace stream_to_hal::sim {
namespace hal_semantics {

FailureOr<Device *> getDevice(Operation &op, Interpreter &interp) {
  Device *device = interp.device();
  if (!device)
    return interp.fail(op, "'" + op.getName().getStringRef() +
                               "' runs only in the HAL program");
  return device;
}

HALRunState &getState(Device &device) {
  // The HAL semantics are the device's only client (HALSupport.h).
  if (!device.getClientState())
    device.setClientState(std::make_unique<HALRunState>());
  return *static_cast<HALRunState *>(device.getClientState());
}

static std::string formatPosition(FileLineColLoc loc) {
  return (loc.getFilename().getValue() + ":" + llvm::Twine(loc.getLine()) +
          ":" + llvm::Twine(loc.getColumn()))
      .str();
}

SourceSite makeSite(Operation &op) {
  SourceSite site;
  site.opName = op.getName().getStringRef().str();
  llvm::SmallVector<std::string, 2> positions;
  Interpreter::visitFilePositions(op.getLoc(), [&](FileLineColLoc fileLoc) {
    std::string text = formatPosition(fileLoc);
    if (!llvm::is_contained(positions, text))
      positions.push_back(std::move(text));
    return positions.size() < 2;
  });
  site.loweredLoc = positions.empty() ? "unknown" : positions[0];
  if (positions.size() > 1)
    site.streamLoc = positions[1];
  return site;
}

std::string describeOrigin(Operation &op) {
  SourceSite site = makeSite(op);
  std::string text = site.opName + " at " + site.loweredLoc;
  if (!site.streamLoc.empty())
    text += " (stream " + site.streamLoc + ")";
  return text;
}

FailureOr<FenceId> getFence(Operation &op, Interpreter &interp, Value value) {
  FailureOr<RuntimeValue> fence = interp.get(op, value);
  if (failed(fence))
    return failure();
  if (fence->isNull())
    return Device::nullFence;
  if (!fence->isHandle() || fence->getHandle().kind != HandleKind::Fence)
    return interp.fail(op, "expected a fence, got " + fence->describe());
  return FenceId(fence->getHandle().id);
}

FailureOr<CommandBufferId> getCommandBuffer(Operation &op, Interpreter &interp,
                                            Value value) {
  FailureOr<Handle> handle =
      interp.getHandle(op, value, HandleKind::CommandBuffer);
  if (failed(handle))
    return failure();
  return CommandBufferId(handle->id);
}

FailureOr<BufferRef> getBufferRange(Operation &op, Interpreter &interp,
                                    Value buffer, uint64_t offset,
                                    uint64_t length) {
  FailureOr<BufferRef> ref = interp.getBuffer(op, buffer);
  if (failed(ref))
    return failure();
  if (offset > ref->length || length > ref->length - offset)
    return interp.fail(op, "byte range [" + llvm::Twine(offset) + ", " +
                               llvm::Twine(offset + length) +
                               ") is outside the " + llvm::Twine(ref->length) +
                               "-byte buffer");
  return BufferRef{ref->buffer, ref->offset + offset, length};
}

FailureOr<BufferRef> getBufferRange(Operation &op, Interpreter &interp,
                                    Value buffer, Value offset, Value length) {
  FailureOr<uint64_t> offsetValue = interp.getIndex(op, offset);
  FailureOr<uint64_t> lengthValue = interp.getIndex(op, length);
  if (failed(offsetValue) || failed(lengthValue))
    return failure();
  return getBufferRange(op, interp, buffer, *offsetValue, *lengthValue);
}

FailureOr<Recorder> getRecorder(Operation &op, Interpreter &interp, Value commandBuffer) {
  FailureOr<Device *> device = getDevice(op, interp);
  if (failed(device))
    return failure();
  FailureOr<CommandBufferId> buffer = getCommandBuffer(op, interp, commandBuffer);
  if (failed(buffer))
    return failure();
  return Recorder{*device, *buffer};
}

LogicalResult record(Operation &op, Interpreter &interp, const Recorder &recorder,
                     Command command) {
  if (llvm::Error error = recorder.device->record(recorder.buffer, std::move(command)))
    return failWith(op, interp, std::move(error));
  return success();
}

LogicalResult failWith(Operation &op, Interpreter &interp, llvm::Error error) {
  return interp.fail(op, llvm::toString(std::move(error)));
}

void setHandle(Interpreter &interp, Value result, HandleKind kind,
               uint64_t id) {
  interp.set(result, RuntimeValue::handle(result.getType(), Handle{kind, id}));
}

} // namespace hal_semantics

void registerHALSemantics(OpRegistry &registry) {
  hal_semantics::registerHALBufferSemantics(registry);
  hal_semantics::registerHALCommandSemantics(registry);
  hal_semantics::registerHALQueueSemantics(registry);
  hal_semantics::registerHALReuseSemantics(registry);
}

} // namespace stream_to_hal::sim
