//===- HALCommandSemantics.cpp - Command buffers and their commands ------===//
//
// docs/design/simulator-device.md#hal-ops: recording hands each command to the
// Device with the byte ranges it reads and writes and its effect, applied when
// the device runs it. A dispatch's effect is the digest both levels share
// (sim/semantics/DispatchDigest.h) over the bindings and push constants
// recorded since the previous dispatch of the command buffer; which bindings
// it reads and writes comes from its stream dispatch site
// (sim/semantics/DispatchAccessTable.h).
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/semantics/DispatchAccessTable.h"
#include "StreamToHAL/sim/semantics/DispatchDigest.h"
#include "StreamToHAL/sim/semantics/hal/HALSupport.h"

#include "StreamToHAL/dialects/hal/HALDialect.h"

using namespace mlir;

namespace stream_to_hal::sim::hal_semantics {

namespace {

LogicalResult runCreate(Operation &op, Interpreter &interp) {
  auto create = cast<hal::CommandBufferCreateOp>(op);
  FailureOr<Device *> device = getDevice(op, interp);
  if (failed(device))
    return failure();
  uint64_t bindingCapacity = 0;
  if (Value capacity = create.getBindingCapacity()) {
    FailureOr<uint64_t> value = interp.getIndex(op, capacity);
    if (failed(value))
      return failure();
    bindingCapacity = *value;
  }
  CommandBufferId id = (*device)->createCommandBuffer(makeSite(op), bindingCapacity);
  setHandle(interp, op.getResult(0), HandleKind::CommandBuffer, id);
  return success();
}

// The device creates command buffers ready to record.
LogicalResult runBegin(Operation &op, Interpreter &interp) {
  return failure(failed(getRecorder(op, interp, op.getOperand(0))));
}

LogicalResult runEnd(Operation &op, Interpreter &interp) {
  FailureOr<Recorder> recorder = getRecorder(op, interp, op.getOperand(0));
  if (failed(recorder))
    return failure();
  if (llvm::Error error = recorder->device->end(recorder->buffer, makeSite(op)))
    return failWith(op, interp, std::move(error));
  return success();
}

LogicalResult runCommandBufferDevice(Operation &op, Interpreter &interp) {
  if (failed(getRecorder(op, interp, op.getOperand(0))))
    return failure();
  setHandle(interp, op.getResult(0), HandleKind::Device, 0);
  return success();
}

LogicalResult runFill(Operation &op, Interpreter &interp) {
  auto fill = cast<hal::CommandBufferFillBufferOp>(op);
  if (isBindingSlot(fill.getTargetBuffer()))
    return recordFillWithSlot(op, interp);
  FailureOr<Recorder> recorder = getRecorder(op, interp, fill.getCommandBuffer());
  if (failed(recorder))
    return failure();
  FailureOr<BufferRef> range = getBufferRange(op, interp, fill.getTargetBuffer(),
                                              fill.getTargetOffset(), fill.getLength());
  FailureOr<llvm::APInt> pattern = interp.getInteger(op, fill.getPattern());
  // Charged when recorded, as the reference charges its fills, so that a
  // runaway HAL program stops too.
  if (failed(range) || failed(pattern) || failed(interp.chargeBytes(op, range->length)))
    return failure();
  unsigned patternBytes = pattern->getBitWidth() / 8;
  if (patternBytes == 0 || range->length % patternBytes != 0)
    return interp.fail(op, "fill length " + llvm::Twine(range->length) +
                               " is not a multiple of the " + llvm::Twine(patternBytes) +
                               "-byte pattern");
  return record(op, interp, *recorder,
                makeFillCommand(interp.memory(), range->buffer, range->offset, range->length,
                                uint32_t(pattern->getZExtValue()), patternBytes,
                                makeSite(op)));
}

LogicalResult runCopy(Operation &op, Interpreter &interp) {
  auto copy = cast<hal::CommandBufferCopyBufferOp>(op);
  if (isBindingSlot(copy.getSourceBuffer()) || isBindingSlot(copy.getTargetBuffer()))
    return recordCopyWithSlots(op, interp);
  FailureOr<Recorder> recorder = getRecorder(op, interp, copy.getCommandBuffer());
  if (failed(recorder))
    return failure();
  FailureOr<BufferRef> source = getBufferRange(op, interp, copy.getSourceBuffer(),
                                               copy.getSourceOffset(), copy.getLength());
  FailureOr<BufferRef> target = getBufferRange(op, interp, copy.getTargetBuffer(),
                                               copy.getTargetOffset(), copy.getLength());
  if (failed(source) || failed(target) || failed(interp.chargeBytes(op, source->length)))
    return failure();
  return record(op, interp, *recorder,
                makeCopyCommand(interp.memory(), source->buffer, source->offset,
                                target->buffer, target->offset, source->length,
                                makeSite(op)));
}

LogicalResult runBarrier(Operation &op, Interpreter &interp) {
  auto barrier = cast<hal::CommandBufferExecutionBarrierOp>(op);
  FailureOr<Recorder> recorder = getRecorder(op, interp, barrier.getCommandBuffer());
  if (failed(recorder))
    return failure();
  if (llvm::Error error = recorder->device->recordBarrier(
          recorder->buffer, StageMask(barrier.getSourceStageMask()),
          StageMask(barrier.getTargetStageMask()), makeSite(op)))
    return failWith(op, interp, std::move(error));
  return success();
}

// Push constants and descriptor sets only set the command buffer's state for
// its next dispatch (docs/design/barriers-hazard.md#stage-masks); they are
// not device commands.
LogicalResult runPushConstants(Operation &op, Interpreter &interp) {
  auto push = cast<hal::CommandBufferPushConstantsOp>(op);
  FailureOr<Recorder> recorder = getRecorder(op, interp, push.getCommandBuffer());
  if (failed(recorder))
    return failure();
  HALRunState::Recording &state = getState(*recorder->device).recordings[recorder->buffer];
  uint64_t offset = push.getOffset().getZExtValue();
  // Far more than any layout has; keeps a bad offset from exhausting memory.
  if (offset + push.getValues().size() > 4096)
    return interp.fail(op, "push constants past offset 4096 are not supported");
  for (auto [index, operand] : llvm::enumerate(push.getValues())) {
    FailureOr<llvm::APInt> value = interp.getInteger(op, operand);
    if (failed(value))
      return failure();
    size_t slot = offset + index;
    if (state.constants.size() <= slot)
      state.constants.resize(slot + 1, 0);
    state.constants[slot] = uint32_t(value->getZExtValue());
  }
  return success();
}

LogicalResult runPushDescriptorSet(Operation &op, Interpreter &interp) {
  auto push = cast<hal::CommandBufferPushDescriptorSetOp>(op);
  FailureOr<Recorder> recorder = getRecorder(op, interp, push.getCommandBuffer());
  FailureOr<uint64_t> set = interp.getIndex(op, push.getSet());
  if (failed(recorder) || failed(set))
    return failure();
  HALRunState::Recording &state = getState(*recorder->device).recordings[recorder->buffer];
  for (auto [ordinal, buffer, offset, length] :
       llvm::zip(push.getBindingOrdinals(), push.getBindingBuffers(),
                 push.getBindingOffsets(), push.getBindingLengths())) {
    FailureOr<uint64_t> binding = interp.getIndex(op, ordinal);
    if (failed(binding))
      return failure();
    if (isBindingSlot(buffer)) {
      if (failed(pushSlotBinding(op, interp, recorder->buffer, state, {*set, *binding}, buffer,
                                 offset, length)))
        return failure();
      continue;
    }
    FailureOr<BufferRef> range = getBufferRange(op, interp, buffer, offset, length);
    if (failed(range))
      return failure();
    state.bindings[{*set, *binding}] = *range;
    state.slotBindings.erase({*set, *binding});
  }
  return success();
}

LogicalResult runDispatch(Operation &op, Interpreter &interp) {
  auto dispatch = cast<hal::CommandBufferDispatchSymbolOp>(op);
  FailureOr<Recorder> recorder = getRecorder(op, interp, dispatch.getCommandBuffer());
  if (failed(recorder))
    return failure();
  DispatchTarget target;
  Value counts[] = {dispatch.getWorkgroupX(), dispatch.getWorkgroupY(),
                    dispatch.getWorkgroupZ()};
  for (unsigned i = 0; i < 3; ++i) {
    FailureOr<uint64_t> count = interp.getIndex(op, counts[i]);
    if (failed(count))
      return failure();
    target.workgroups[i] = *count;
  }
  SymbolRefAttr entryPoint = dispatch.getEntryPoint();
  target.executable = entryPoint.getRootReference().getValue().str();
  target.entry = entryPoint.getLeafReference().getValue().str();
  // The bindings of the dispatch's stream site (DispatchAccessTable.h).
  llvm::Expected<llvm::ArrayRef<BindingAccess>> bindings =
      interp.accessTable().lookup(&op, target.executable, target.entry);
  if (!bindings)
    return interp.fail(op, llvm::toString(bindings.takeError()));

  // The state recorded since the previous dispatch, consumed by this one.
  HALRunState::Recording state =
      std::move(getState(*recorder->device).recordings[recorder->buffer]);
  getState(*recorder->device).recordings[recorder->buffer] = {};
  llvm::ArrayRef<BindingAccess> accesses = *bindings;
  if (!state.slotBindings.empty())
    return recordDispatchWithSlots(op, interp, *recorder, target, accesses, std::move(state));
  std::vector<BufferRef> ranges;
  for (const BindingAccess &access : accesses) {
    auto bound = state.bindings.find({access.set, access.binding});
    if (bound == state.bindings.end())
      return failUnpushedBinding(op, interp, target, access);
    if (failed(interp.chargeBytes(op, bound->second.length)))
      return failure();
    ranges.push_back(bound->second);
  }
  return record(op, interp, *recorder,
                makeDispatchCommand(interp.memory(), target, state.constants, accesses, ranges,
                                    makeSite(op)));
}

LogicalResult runSubmitAndWait(Operation &op, Interpreter &interp) {
  auto submit = cast<hal::ExSubmitAndWaitOp>(op);
  FailureOr<Recorder> recorder = getRecorder(op, interp, submit.getCommandBuffer());
  if (failed(recorder))
    return failure();
  if (llvm::Error error = recorder->device->submitAndWait(recorder->buffer, makeSite(op)))
    return failWith(op, interp, std::move(error));
  return success();
}

} // namespace

Command makeDispatchCommand(Memory &memory, const DispatchTarget &target,
                            llvm::ArrayRef<uint32_t> constants,
                            llvm::ArrayRef<BindingAccess> accesses,
                            llvm::ArrayRef<BufferRef> ranges, SourceSite site) {
  std::vector<BoundRange> bindings;
  Command command;
  command.kind = EventKind::Dispatch;
  command.stage = stage::Dispatch;
  DispatchOperation operation;
  operation.nameDigest = dispatchNameDigest(target.executable, target.entry);
  operation.workgroups = target.workgroups;
  operation.constants.assign(constants.begin(), constants.end());
  for (auto [access, range] : llvm::zip(accesses, ranges)) {
    bindings.push_back({range.buffer, range.offset, range.length, access});
    operation.bindings.push_back(
        {range.buffer, range.offset, range.length, access.ordinal, access.read, access.write});
    if (access.read)
      command.accesses.push_back({range.buffer, range.offset, range.length, AccessKind::Read});
    if (access.write)
      command.accesses.push_back({range.buffer, range.offset, range.length, AccessKind::Write});
  }
  uint64_t total = 1;
  for (uint64_t count : target.workgroups)
    total = count != 0 && total > UINT64_MAX / count ? UINT64_MAX : total * count;
  command.workgroups = total;
  command.operation = std::move(operation);
  command.name = target.entry;
  command.site = std::move(site);
  command.effect = [&memory, target,
                    constants = std::vector<uint32_t>(constants.begin(), constants.end()),
                    bindings = std::move(bindings)] {
    applyDispatch(memory, target.executable, target.entry, target.workgroups, constants,
                  bindings);
  };
  return command;
}

LogicalResult failUnpushedBinding(Operation &op, Interpreter &interp,
                                  const DispatchTarget &target, const BindingAccess &access) {
  return interp.fail(op, "binding " + llvm::Twine(access.binding) + " of set " +
                             llvm::Twine(access.set) + " of @" + target.executable + "::@" +
                             target.entry + " was not pushed since the previous dispatch");
}

void registerHALCommandSemantics(OpRegistry &registry) {
  registry.add("hal.command_buffer.create", runCreate);
  registry.add("hal.command_buffer.begin", runBegin);
  registry.add("hal.command_buffer.end", runEnd);
  registry.add("hal.command_buffer.device", runCommandBufferDevice);
  registry.add("hal.command_buffer.fill_buffer", runFill);
  registry.add("hal.command_buffer.copy_buffer", runCopy);
  registry.add("hal.command_buffer.execution_barrier", runBarrier);
  registry.add("hal.command_buffer.push_constants", runPushConstants);
  registry.add("hal.command_buffer.push_descriptor_set", runPushDescriptorSet);
  registry.add("hal.command_buffer.dispatch.symbol", runDispatch);
  registry.add("hal.ex.submit_and_wait", runSubmitAndWait);
}

} // namespace stream_to_hal::sim::hal_semantics
