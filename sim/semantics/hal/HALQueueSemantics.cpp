//===- HALQueueSemantics.cpp - Fences, semaphores and queue operations ---===//
//
// docs/design/simulator-device.md#hal-ops: fences are the Device's; a null
// fence (util.null) is reached. Queue operations wait on one fence and
// signal another; awaiting blocks the host while the device runs.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/semantics/hal/HALSupport.h"

#include "StreamToHAL/dialects/hal/HALDialect.h"

using namespace mlir;

namespace stream_to_hal::sim::hal_semantics {

namespace {

// IREE's status codes the fence ops return.
constexpr int32_t kStatusDeferred = 17;

void setStatus(Interpreter &interp, Value result, int32_t status) {
  interp.set(result, RuntimeValue::integer(result.getType(),
                                           llvm::APInt(32, uint64_t(uint32_t(status)))));
}

LogicalResult runFenceCreate(Operation &op, Interpreter &interp) {
  FailureOr<Device *> device = getDevice(op, interp);
  if (failed(device))
    return failure();
  setHandle(interp, op.getResult(0), HandleKind::Fence, (*device)->createFence(makeSite(op)));
  return success();
}

FailureOr<llvm::SmallVector<FenceId, 4>> getFences(Operation &op, Interpreter &interp,
                                                   ValueRange values) {
  llvm::SmallVector<FenceId, 4> fences;
  for (Value value : values) {
    FailureOr<FenceId> fence = getFence(op, interp, value);
    if (failed(fence))
      return failure();
    fences.push_back(*fence);
  }
  return fences;
}

LogicalResult runFenceJoin(Operation &op, Interpreter &interp) {
  auto join = cast<hal::FenceJoinOp>(op);
  FailureOr<Device *> device = getDevice(op, interp);
  if (failed(device))
    return failure();
  FailureOr<llvm::SmallVector<FenceId, 4>> fences = getFences(op, interp, join.getFences());
  if (failed(fences))
    return failure();
  setHandle(interp, join.getResult(), HandleKind::Fence, (*device)->joinFences(*fences));
  return success();
}

LogicalResult runFenceAwait(Operation &op, Interpreter &interp) {
  auto await = cast<hal::FenceAwaitOp>(op);
  FailureOr<Device *> device = getDevice(op, interp);
  FailureOr<llvm::APInt> timeout = interp.getInteger(op, await.getTimeoutMillis());
  if (failed(device) || failed(timeout))
    return failure();
  FailureOr<llvm::SmallVector<FenceId, 4>> fences = getFences(op, interp, await.getFences());
  if (failed(fences))
    return failure();
  // A negative timeout waits forever; a finite one returns
  // kStatusDeadlineExceeded when the fences are not reached in time.
  llvm::Expected<int32_t> status =
      timeout->isNegative()
          ? (*device)->awaitFences(*fences, makeSite(op))
          : (*device)->awaitFencesFor(*fences, timeout->getZExtValue(), makeSite(op));
  if (!status)
    return failWith(op, interp, status.takeError());
  setStatus(interp, await.getStatus(), *status);
  return success();
}

LogicalResult runFenceQuery(Operation &op, Interpreter &interp) {
  auto query = cast<hal::FenceQueryOp>(op);
  FailureOr<Device *> device = getDevice(op, interp);
  if (failed(device))
    return failure();
  FailureOr<FenceId> fence = getFence(op, interp, query.getFence());
  if (failed(fence))
    return failure();
  switch ((*device)->queryFence(*fence)) {
  case FenceState::Signaled:
    setStatus(interp, query.getStatus(), 0);
    break;
  case FenceState::Pending:
    setStatus(interp, query.getStatus(), kStatusDeferred);
    break;
  case FenceState::Failed:
    // The failure status itself is not kept per query; report it as aborted.
    setStatus(interp, query.getStatus(), 10);
    break;
  }
  return success();
}

LogicalResult runFenceSignal(Operation &op, Interpreter &interp) {
  FailureOr<Device *> device = getDevice(op, interp);
  if (failed(device))
    return failure();
  FailureOr<FenceId> fence = getFence(op, interp, op.getOperand(0));
  if (failed(fence))
    return failure();
  if (llvm::Error error = (*device)->signalFromHost(*fence, makeSite(op)))
    return failWith(op, interp, std::move(error));
  return success();
}

LogicalResult runFenceFail(Operation &op, Interpreter &interp) {
  auto fail = cast<hal::FenceFailOp>(op);
  FailureOr<Device *> device = getDevice(op, interp);
  FailureOr<llvm::APInt> status = interp.getInteger(op, fail.getStatus());
  if (failed(device) || failed(status))
    return failure();
  FailureOr<FenceId> fence = getFence(op, interp, fail.getFence());
  if (failed(fence))
    return failure();
  if (llvm::Error error = (*device)->failFence(*fence, int32_t(status->getZExtValue()),
                                               makeSite(op)))
    return failWith(op, interp, std::move(error));
  return success();
}

/// The wait and signal fences of a queue operation.
struct QueueFences {
  Device *device;
  FenceId wait;
  FenceId signal;
};

template <typename OpT>
FailureOr<QueueFences> getQueueFences(Operation &op, Interpreter &interp, OpT queueOp) {
  FailureOr<Device *> device = getDevice(op, interp);
  if (failed(device) || failed(interp.getInteger(op, queueOp.getQueueAffinity())))
    return failure();
  FailureOr<FenceId> wait = getFence(op, interp, queueOp.getWaitFence());
  FailureOr<FenceId> signal = getFence(op, interp, queueOp.getSignalFence());
  if (failed(wait) || failed(signal))
    return failure();
  return QueueFences{*device, *wait, *signal};
}

LogicalResult runQueueAlloca(Operation &op, Interpreter &interp) {
  auto alloca = cast<hal::DeviceQueueAllocaOp>(op);
  FailureOr<QueueFences> fences = getQueueFences(op, interp, alloca);
  FailureOr<uint64_t> size = interp.getIndex(op, alloca.getResultSize());
  if (failed(fences) || failed(size))
    return failure();
  llvm::Expected<BufferId> buffer = fences->device->queueAlloca(
      {fences->wait}, fences->signal, *size, describeOrigin(op), makeSite(op));
  if (!buffer)
    return failWith(op, interp, buffer.takeError());
  fences->device->describeBuffer(*buffer, uint32_t(alloca.getBufferUsage()),
                                 uint32_t(alloca.getMemoryTypes()));
  interp.set(alloca.getResult(),
             RuntimeValue::buffer(alloca.getResult().getType(), BufferRef{*buffer, 0, *size}));
  return success();
}

LogicalResult runQueueDealloca(Operation &op, Interpreter &interp) {
  auto dealloca = cast<hal::DeviceQueueDeallocaOp>(op);
  FailureOr<QueueFences> fences = getQueueFences(op, interp, dealloca);
  FailureOr<BufferRef> buffer = interp.getBuffer(op, dealloca.getBuffer());
  if (failed(fences) || failed(buffer))
    return failure();
  if (llvm::Error error = fences->device->queueDealloca({fences->wait}, fences->signal,
                                                        buffer->buffer, makeSite(op)))
    return failWith(op, interp, std::move(error));
  return success();
}

LogicalResult runQueueExecute(Operation &op, Interpreter &interp) {
  auto execute = cast<hal::DeviceQueueExecuteOp>(op);
  FailureOr<QueueFences> fences = getQueueFences(op, interp, execute);
  if (failed(fences))
    return failure();
  llvm::SmallVector<CommandBufferId, 1> buffers;
  for (Value value : execute.getCommandBuffers()) {
    FailureOr<CommandBufferId> buffer = getCommandBuffer(op, interp, value);
    if (failed(buffer))
      return failure();
    buffers.push_back(*buffer);
  }
  if (llvm::Error error = fences->device->queueExecute({fences->wait}, fences->signal,
                                                       buffers, makeSite(op)))
    return failWith(op, interp, std::move(error));
  return success();
}

// Submissions are not batched in the simulator: a flush has nothing to do.
LogicalResult runQueueFlush(Operation &op, Interpreter &interp) {
  return failure(failed(getDevice(op, interp)) ||
                 failed(interp.getAll(op, op.getOperands())));
}

// Semaphores (the sync model's timepoint import/export): a payload the host
// reads; nothing in the simulated program signals one, so an await of a
// payload not reached would block forever.
LogicalResult runSemaphoreCreate(Operation &op, Interpreter &interp) {
  auto create = cast<hal::SemaphoreCreateOp>(op);
  FailureOr<Device *> device = getDevice(op, interp);
  FailureOr<uint64_t> initial = interp.getIndex(op, create.getInitialValue());
  if (failed(device) || failed(initial))
    return failure();
  std::vector<uint64_t> &semaphores = getState(**device).semaphores;
  semaphores.push_back(*initial);
  setHandle(interp, create.getResult(), HandleKind::Semaphore, semaphores.size() - 1);
  return success();
}

LogicalResult runSemaphoreAwait(Operation &op, Interpreter &interp) {
  auto await = cast<hal::SemaphoreAwaitOp>(op);
  FailureOr<Device *> device = getDevice(op, interp);
  FailureOr<uint64_t> minimum = interp.getIndex(op, await.getMinValue());
  if (failed(device) || failed(minimum))
    return failure();
  FailureOr<RuntimeValue> semaphore = interp.get(op, await.getSemaphore());
  if (failed(semaphore))
    return failure();
  std::vector<uint64_t> &semaphores = getState(**device).semaphores;
  if (!semaphore->isHandle() || semaphore->getHandle().kind != HandleKind::Semaphore ||
      semaphore->getHandle().id >= semaphores.size())
    return interp.fail(op, "expected a semaphore, got " + semaphore->describe());
  uint64_t payload = semaphores[semaphore->getHandle().id];
  if (payload < *minimum)
    return interp.fail(op, "would block forever: the semaphore is at " + llvm::Twine(payload) +
                               " and nothing signals it to " + llvm::Twine(*minimum));
  setStatus(interp, await.getStatus(), 0);
  return success();
}

} // namespace

void registerHALQueueSemantics(OpRegistry &registry) {
  registry.add("hal.fence.create", runFenceCreate);
  registry.add("hal.fence.join", runFenceJoin);
  registry.add("hal.fence.await", runFenceAwait);
  registry.add("hal.fence.query", runFenceQuery);
  registry.add("hal.fence.signal", runFenceSignal);
  registry.add("hal.fence.fail", runFenceFail);
  registry.add("hal.device.queue.alloca", runQueueAlloca);
  registry.add("hal.device.queue.dealloca", runQueueDealloca);
  registry.add("hal.device.queue.execute", runQueueExecute);
  registry.add("hal.device.queue.flush", runQueueFlush);
  registry.add("hal.semaphore.create", runSemaphoreCreate);
  registry.add("hal.semaphore.await", runSemaphoreAwait);
}

} // namespace stream_to_hal::sim::hal_semantics
