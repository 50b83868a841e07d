//===- SimulatedReplay.cpp - Indirect submissions of reusable command buffers ===//
//
// A reusable command buffer is recorded once with binding-table slots in
// place of some buffers; each hal.device.queue.execute.indirect binds the
// slots to ranges of real buffers. The device runs a resolved copy of the
// recording: the same DAG (items, steps, barriers) with every command that
// names slots replaced by the command its resolver returns for this table.
// The copy is an ordinary execution of the submission, so timing, barriers
// and race tracking see the replayed commands as its device work, and
// nothing is recorded again on the host.
// docs/design/simulator-reusable.md.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/device/simulated/SimulatedDeviceImpl.h"

using namespace stream_to_hal::sim;
using llvm::Error;

static Error failure(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

llvm::Expected<uint64_t>
SimulatedDevice::bindingCapacity(CommandBufferId buffer) const {
  if (buffer >= impl->commandBuffers.size())
    return failure("unknown command buffer " + llvm::Twine(buffer));
  return impl->commandBuffers[buffer].bindingCapacity;
}

Error SimulatedDevice::queueExecuteIndirect(llvm::ArrayRef<FenceId> waits,
                                   FenceId signal, CommandBufferId buffer,
                                   llvm::ArrayRef<BindingTableEntry> table,
                                   const SourceSite &site) {
  if (Error error = impl->checkFences(waits, site))
    return error;
  if (Error error = impl->checkSignalable(signal, site))
    return error;
  if (buffer >= impl->commandBuffers.size())
    return failure("unknown command buffer " + llvm::Twine(buffer));
  const CommandBufferState &recorded = impl->commandBuffers[buffer];
  if (!recorded.ended)
    return failure(describeSite(site) + " submits a command buffer before "
                   "its hal.command_buffer.end");
  // The verifier checks this where both are constants (reusable.md V2b);
  // here the run-time values.
  if (table.size() != recorded.bindingCapacity)
    return failure("binding table has " + llvm::Twine(table.size()) +
                   " entries but the command buffer declares a binding "
                   "capacity of " +
                   llvm::Twine(recorded.bindingCapacity));

  CommandBufferState resolved = recorded;
  resolved.usesSlots = false;
  for (Command &command : resolved.commands) {
    if (!command.resolve)
      continue;
    llvm::Expected<Command> replayed = command.resolve(table);
    if (!replayed)
      return replayed.takeError();
    command = std::move(*replayed);
    command.resolve = nullptr;
  }
  impl->commandBuffers.push_back(std::move(resolved));

  QueueOperation op;
  op.kind = QueueOperation::Kind::Execute;
  op.waits.assign(waits.begin(), waits.end());
  op.signal = signal;
  op.buffers.push_back(CommandBufferId(impl->commandBuffers.size() - 1));
  op.site = site;
  impl->submit(std::move(op));
  return Error::success();
}
