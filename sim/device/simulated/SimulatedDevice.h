//===- SimulatedDevice.h - The simulated HAL device ----------------------===//
//
// The model of docs/design/simulator-device.md behind the Device interface:
// one chosen legal schedule of the submitted work under HAL's ordering rules
// (fences, queue operations, barrier masks, host waits), every access
// reported to the race tracker as a happens-before DAG, and every command
// timed with the cost model into a Timeline. No MLIR here: LLVM Support only.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_SIM_DEVICE_SIMULATED_SIMULATEDDEVICE_H
#define STREAM_TO_HAL_SIM_DEVICE_SIMULATED_SIMULATEDDEVICE_H

#include "StreamToHAL/sim/device/Device.h"

#include <memory>

namespace stream_to_hal::sim {

class SimulatedDevice final : public Device {
public:
  /// `races` may be null (random schedules need not track races: the
  /// happens-before relation does not depend on the schedule).
  SimulatedDevice(const CostModel &costs, Memory &memory, RaceTracker *races,
                  ScheduleOptions schedule = {});
  ~SimulatedDevice() override;

  Memory &getMemory() override;
  void hostWork(double us, const SourceSite &site) override;
  llvm::Error hostAccess(const Access &access, const SourceSite &site) override;
  BufferId hostAllocate(uint64_t bytes, std::string origin, bool deviceMemory,
                        const SourceSite &site) override;
  BufferId importBuffer(uint64_t bytes, std::string origin) override;
  FenceId createFence(const SourceSite &site) override;
  FenceId joinFences(llvm::ArrayRef<FenceId> fences) override;
  llvm::Error signalFromHost(FenceId fence, const SourceSite &site) override;
  llvm::Error failFence(FenceId fence, int32_t status, const SourceSite &site) override;
  FenceState queryFence(FenceId fence) const override;
  llvm::Expected<int32_t> awaitFences(llvm::ArrayRef<FenceId> fences,
                                      const SourceSite &site) override;
  llvm::Expected<int32_t> awaitFencesFor(llvm::ArrayRef<FenceId> fences, uint64_t timeoutMillis,
                                         const SourceSite &site) override;
  CommandBufferId createCommandBuffer(const SourceSite &site, uint64_t bindingCapacity = 0) override;
  llvm::Expected<uint64_t> bindingCapacity(CommandBufferId buffer) const override;
  llvm::Error record(CommandBufferId buffer, Command command) override;
  llvm::Error recordBarrier(CommandBufferId buffer, StageMask source, StageMask target,
                            const SourceSite &site) override;
  llvm::Error end(CommandBufferId buffer, const SourceSite &site) override;
  llvm::Error submitAndWait(CommandBufferId buffer, const SourceSite &site) override;
  llvm::Error queueExecute(llvm::ArrayRef<FenceId> waits, FenceId signal,
                           llvm::ArrayRef<CommandBufferId> buffers,
                           const SourceSite &site) override;
  llvm::Error queueExecuteIndirect(llvm::ArrayRef<FenceId> waits, FenceId signal,
                                   CommandBufferId buffer, llvm::ArrayRef<BindingTableEntry> table,
                                   const SourceSite &site) override;
  llvm::Expected<BufferId> queueAlloca(llvm::ArrayRef<FenceId> waits, FenceId signal,
                                       uint64_t bytes, std::string origin,
                                       const SourceSite &site) override;
  llvm::Error queueDealloca(llvm::ArrayRef<FenceId> waits, FenceId signal, BufferId buffer,
                            const SourceSite &site) override;
  void finish() override;
  llvm::ArrayRef<std::string> problems() const override;
  const Timeline &timeline() const override;
  RunSummary summary() const override;

  class Impl;

private:
  std::unique_ptr<Impl> impl;
};

} // namespace stream_to_hal::sim

#endif // STREAM_TO_HAL_SIM_DEVICE_SIMULATED_SIMULATEDDEVICE_H
