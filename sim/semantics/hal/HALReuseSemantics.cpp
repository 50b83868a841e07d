//===- HALReuseSemantics.cpp - Reusable command buffers ------------------===//
//
// docs/design/simulator-reusable.md: hal.device.memoize runs its region once
// per device and affinity and hands later executions the same results; a
// fill, copy or push_descriptor_set whose buffer operand is an `index` records
// a binding-table slot, checked against the create's bindings(...) capacity;
// hal.device.queue.execute.indirect binds each slot to a range of a real
// buffer, and the device runs the recording with every command resolved
// against that table (sim/device/simulated/SimulatedReplay.cpp). An access outside its
// slot's bound range fails the submission, naming the command.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/semantics/hal/HALSupport.h"

#include "StreamToHAL/dialects/hal/HALDialect.h"

using namespace mlir;

namespace stream_to_hal::sim::hal_semantics {

bool isBindingSlot(Value buffer) { return isa<IndexType>(buffer.getType()); }

namespace {

llvm::Error makeError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

std::string formatRange(uint64_t offset, uint64_t length) {
  uint64_t end = offset + length < offset ? UINT64_MAX : offset + length;
  return ("[" + llvm::Twine(offset) + ", " + llvm::Twine(end) + ")").str();
}

/// A slot operand with its offset and length (-1: to the end of the slot's
/// range), checked against the declared capacity when it is recorded.
FailureOr<SlotReference> getSlotReference(Operation &op, Interpreter &interp,
                                          const Recorder &recorder, Value slot, Value offset,
                                          Value length) {
  FailureOr<uint64_t> slotIndex = interp.getIndex(op, slot);
  FailureOr<uint64_t> offsetValue = interp.getIndex(op, offset);
  FailureOr<llvm::APInt> lengthValue = interp.getInteger(op, length);
  if (failed(slotIndex) || failed(offsetValue) || failed(lengthValue))
    return failure();
  llvm::Expected<uint64_t> capacity = recorder.device->bindingCapacity(recorder.buffer);
  if (!capacity)
    return failWith(op, interp, capacity.takeError());
  if (*slotIndex >= *capacity)
    return interp.fail(op, "binding table slot " + llvm::Twine(*slotIndex) +
                               " is out of range of the declared binding capacity " +
                               llvm::Twine(*capacity));
  SlotReference reference{*slotIndex, *offsetValue, std::nullopt};
  if (!lengthValue->isAllOnes()) {
    if (lengthValue->isNegative())
      return interp.fail(op, "length " + llvm::Twine(lengthValue->getSExtValue()) +
                                 " is negative and not -1 (the whole slot)");
    reference.length = lengthValue->getZExtValue();
  }
  return reference;
}

/// The absolute range a slot reference stands for under `table`; `who`
/// names the recorded command in the error.
llvm::Expected<BufferRef> resolveSlot(llvm::ArrayRef<BindingTableEntry> table,
                                      const SlotReference &reference,
                                      std::optional<uint64_t> length, llvm::StringRef who) {
  if (reference.slot >= table.size())
    return makeError(who + " uses binding table slot " + llvm::Twine(reference.slot) +
                   " but the table has " + llvm::Twine(table.size()) + " entries");
  const BindingTableEntry &entry = table[reference.slot];
  uint64_t bytes = length ? *length
                          : (reference.offset <= entry.length ? entry.length - reference.offset
                                                              : 0);
  if (reference.offset > entry.length || bytes > entry.length - reference.offset)
    return makeError(who + " accesses bytes " + formatRange(reference.offset, bytes) +
                   " of binding table slot " + llvm::Twine(reference.slot) + ", outside the " +
                   llvm::Twine(entry.length) + " bytes bound to it");
  return BufferRef{entry.buffer, entry.offset + reference.offset, bytes};
}

/// The template a slot command records: kind, stage and site for the DAG;
/// its accesses and effect come from `resolve` at each submission.
Command makeSlotCommand(Operation &op, EventKind kind, StageMask stage, std::string name) {
  Command command;
  command.kind = kind;
  command.stage = stage;
  command.name = std::move(name);
  command.site = makeSite(op);
  return command;
}

/// One operand of a copy: a slot, or a buffer whose range is checked once
/// the length is known.
struct CopyOperand {
  std::optional<SlotReference> slot;
  BufferRef view;
  uint64_t offset = 0;
};

FailureOr<CopyOperand> getCopyOperand(Operation &op, Interpreter &interp,
                                      const Recorder &recorder, Value buffer, Value offset,
                                      Value length) {
  CopyOperand operand;
  if (isBindingSlot(buffer)) {
    FailureOr<SlotReference> slot =
        getSlotReference(op, interp, recorder, buffer, offset, length);
    if (failed(slot))
      return failure();
    operand.slot = *slot;
    return operand;
  }
  FailureOr<BufferRef> view = interp.getBuffer(op, buffer);
  FailureOr<uint64_t> offsetValue = interp.getIndex(op, offset);
  if (failed(view) || failed(offsetValue))
    return failure();
  operand.view = *view;
  operand.offset = *offsetValue;
  return operand;
}

llvm::Expected<BufferRef> resolveCopyOperand(llvm::ArrayRef<BindingTableEntry> table,
                                             const CopyOperand &operand, uint64_t length,
                                             llvm::StringRef who) {
  if (operand.slot)
    return resolveSlot(table, *operand.slot, length, who);
  const BufferRef &view = operand.view;
  if (operand.offset > view.length || length > view.length - operand.offset)
    return makeError(who + " accesses bytes " + formatRange(operand.offset, length) +
                   " of a " + llvm::Twine(view.length) + "-byte buffer");
  return BufferRef{view.buffer, view.offset + operand.offset, length};
}

} // namespace

LogicalResult recordFillWithSlot(Operation &op, Interpreter &interp) {
  auto fill = cast<hal::CommandBufferFillBufferOp>(op);
  FailureOr<Recorder> recorder = getRecorder(op, interp, fill.getCommandBuffer());
  if (failed(recorder))
    return failure();
  FailureOr<SlotReference> target =
      getSlotReference(op, interp, *recorder, fill.getTargetBuffer(), fill.getTargetOffset(),
                       fill.getLength());
  FailureOr<llvm::APInt> pattern = interp.getInteger(op, fill.getPattern());
  if (failed(target) || failed(pattern))
    return failure();
  unsigned patternBytes = pattern->getBitWidth() / 8;
  if (patternBytes == 0)
    return interp.fail(op, "the fill pattern has no whole byte");
  Command command = makeSlotCommand(op, EventKind::Fill, stage::Transfer, "fill");
  command.resolve = [&memory = interp.memory(), reference = *target,
                     value = uint32_t(pattern->getZExtValue()), patternBytes,
                     site = command.site, who = describeOrigin(op)](
                        llvm::ArrayRef<BindingTableEntry> table) -> llvm::Expected<Command> {
    llvm::Expected<BufferRef> range = resolveSlot(table, reference, reference.length, who);
    if (!range)
      return range.takeError();
    if (range->length % patternBytes != 0)
      return makeError(who + ": fill length " + llvm::Twine(range->length) +
                     " is not a multiple of the " + llvm::Twine(patternBytes) +
                     "-byte pattern");
    return makeFillCommand(memory, range->buffer, range->offset, range->length, value,
                           patternBytes, site);
  };
  return record(op, interp, *recorder, std::move(command));
}

LogicalResult recordCopyWithSlots(Operation &op, Interpreter &interp) {
  auto copy = cast<hal::CommandBufferCopyBufferOp>(op);
  FailureOr<Recorder> recorder = getRecorder(op, interp, copy.getCommandBuffer());
  if (failed(recorder))
    return failure();
  FailureOr<CopyOperand> source = getCopyOperand(
      op, interp, *recorder, copy.getSourceBuffer(), copy.getSourceOffset(), copy.getLength());
  FailureOr<CopyOperand> target = getCopyOperand(
      op, interp, *recorder, copy.getTargetBuffer(), copy.getTargetOffset(), copy.getLength());
  if (failed(source) || failed(target))
    return failure();
  Command command = makeSlotCommand(op, EventKind::Copy, stage::Transfer, "copy");
  command.resolve = [&memory = interp.memory(), source = *source, target = *target,
                     site = command.site, who = describeOrigin(op)](
                        llvm::ArrayRef<BindingTableEntry> table) -> llvm::Expected<Command> {
    // A length of -1 runs to the end of the (first) slot's range.
    const SlotReference &first = source.slot ? *source.slot : *target.slot;
    std::optional<uint64_t> length = first.length;
    if (!length) {
      llvm::Expected<BufferRef> whole = resolveSlot(table, first, std::nullopt, who);
      if (!whole)
        return whole.takeError();
      length = whole->length;
    }
    llvm::Expected<BufferRef> from = resolveCopyOperand(table, source, *length, who);
    if (!from)
      return from.takeError();
    llvm::Expected<BufferRef> to = resolveCopyOperand(table, target, *length, who);
    if (!to)
      return to.takeError();
    return makeCopyCommand(memory, from->buffer, from->offset, to->buffer, to->offset,
                           *length, site);
  };
  return record(op, interp, *recorder, std::move(command));
}

LogicalResult pushSlotBinding(Operation &op, Interpreter &interp, CommandBufferId buffer,
                              HALRunState::Recording &state,
                              std::pair<uint64_t, uint64_t> setBinding, Value slot,
                              Value offset, Value length) {
  FailureOr<Device *> device = getDevice(op, interp);
  if (failed(device))
    return failure();
  FailureOr<SlotReference> reference =
      getSlotReference(op, interp, Recorder{*device, buffer}, slot, offset, length);
  if (failed(reference))
    return failure();
  state.slotBindings[setBinding] = *reference;
  state.bindings.erase(setBinding);
  return success();
}

LogicalResult recordDispatchWithSlots(Operation &op, Interpreter &interp,
                                      const Recorder &recorder, const DispatchTarget &target,
                                      llvm::ArrayRef<BindingAccess> accesses,
                                      HALRunState::Recording state) {
  // Per binding of the entry point: a slot, or the range pushed as a buffer.
  std::vector<std::pair<std::optional<SlotReference>, BufferRef>> bound;
  for (const BindingAccess &access : accesses) {
    std::pair<uint64_t, uint64_t> key{access.set, access.binding};
    if (auto range = state.bindings.find(key); range != state.bindings.end())
      bound.push_back({std::nullopt, range->second});
    else if (auto slot = state.slotBindings.find(key); slot != state.slotBindings.end())
      bound.push_back({slot->second, BufferRef{}});
    else
      return failUnpushedBinding(op, interp, target, access);
  }
  Command command = makeSlotCommand(op, EventKind::Dispatch, stage::Dispatch, target.entry);
  command.resolve = [&memory = interp.memory(), target,
                     constants = std::vector<uint32_t>(state.constants.begin(),
                                                       state.constants.end()),
                     accesses = std::vector<BindingAccess>(accesses.begin(), accesses.end()),
                     bound = std::move(bound), site = command.site, who = describeOrigin(op)](
                        llvm::ArrayRef<BindingTableEntry> table) -> llvm::Expected<Command> {
    std::vector<BufferRef> ranges;
    for (const auto &[slot, range] : bound) {
      if (!slot) {
        ranges.push_back(range);
        continue;
      }
      llvm::Expected<BufferRef> resolved = resolveSlot(table, *slot, slot->length, who);
      if (!resolved)
        return resolved.takeError();
      ranges.push_back(*resolved);
    }
    return makeDispatchCommand(memory, target, constants, accesses, ranges, site);
  };
  return record(op, interp, recorder, std::move(command));
}

namespace {

// Runs the region the first time an (op, device, affinity) is reached; later
// executions take its results (the command buffer recorded then).
LogicalResult runMemoize(Operation &op, Interpreter &interp) {
  auto memoize = cast<hal::DeviceMemoizeOp>(op);
  FailureOr<Device *> device = getDevice(op, interp);
  if (failed(device))
    return failure();
  FailureOr<Handle> deviceHandle = interp.getHandle(op, memoize.getDevice(), HandleKind::Device);
  FailureOr<llvm::APInt> affinity = interp.getInteger(op, memoize.getQueueAffinity());
  if (failed(deviceHandle) || failed(affinity))
    return failure();
  auto &memoized = getState(**device).memoized;
  auto key = std::make_tuple(&op, deviceHandle->id, affinity->getZExtValue());
  auto found = memoized.find(key);
  if (found == memoized.end()) {
    if (memoize.getBody().empty())
      return interp.fail(op, "has no block in its region");
    FailureOr<RegionExit> exit = interp.runRegion(memoize.getBody(), {});
    if (failed(exit))
      return failure();
    if (exit->values.size() != op.getNumResults())
      return interp.fail(op, "its region returned " + llvm::Twine(exit->values.size()) +
                                 " values for " + llvm::Twine(op.getNumResults()) + " results");
    found = memoized
                .emplace(key, llvm::SmallVector<RuntimeValue, 1>(exit->values.begin(),
                                                                 exit->values.end()))
                .first;
  }
  for (auto [result, value] : llvm::zip(op.getResults(), found->second))
    interp.set(result, value);
  return success();
}

LogicalResult runQueueExecuteIndirect(Operation &op, Interpreter &interp) {
  auto execute = cast<hal::DeviceQueueExecuteIndirectOp>(op);
  FailureOr<Device *> device = getDevice(op, interp);
  if (failed(device) || failed(interp.getInteger(op, execute.getQueueAffinity())))
    return failure();
  FailureOr<FenceId> wait = getFence(op, interp, execute.getWaitFence());
  FailureOr<FenceId> signal = getFence(op, interp, execute.getSignalFence());
  FailureOr<CommandBufferId> buffer = getCommandBuffer(op, interp, execute.getCommandBuffer());
  if (failed(wait) || failed(signal) || failed(buffer))
    return failure();
  if (execute.getBindingOffsets().size() != execute.getBindingBuffers().size() ||
      execute.getBindingLengths().size() != execute.getBindingBuffers().size())
    return interp.fail(op, "requires the same number of binding buffers, offsets and lengths");
  std::vector<BindingTableEntry> table;
  for (auto [index, entry] :
       llvm::enumerate(llvm::zip(execute.getBindingBuffers(), execute.getBindingOffsets(),
                                 execute.getBindingLengths()))) {
    FailureOr<BufferRef> view = interp.getBuffer(op, std::get<0>(entry));
    FailureOr<uint64_t> offset = interp.getIndex(op, std::get<1>(entry));
    FailureOr<uint64_t> length = interp.getIndex(op, std::get<2>(entry));
    if (failed(view) || failed(offset) || failed(length))
      return failure();
    if (*offset > view->length || *length > view->length - *offset)
      return interp.fail(op, "binding table entry " + llvm::Twine(index) + " binds bytes " +
                                 formatRange(*offset, *length) + " of a " +
                                 llvm::Twine(view->length) + "-byte buffer");
    table.push_back({view->buffer, view->offset + *offset, *length});
  }
  if (llvm::Error error =
          (*device)->queueExecuteIndirect({*wait}, *signal, *buffer, table, makeSite(op)))
    return failWith(op, interp, std::move(error));
  return success();
}

} // namespace

void registerHALReuseSemantics(OpRegistry &registry) {
  registry.add("hal.device.memoize", runMemoize);
  registry.add("hal.device.queue.execute.indirect", runQueueExecuteIndirect);
}

} // namespace stream_to_hal::sim::hal_semantics
