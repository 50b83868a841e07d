//===- Device.h - The HAL device the interpreter drives ------------------===//
//
// The HAL half of the interpreter (sim/semantics/hal/) drives a Device: the
// host records commands into command buffers, submits them with queue
// operations that wait on and signal fences, and blocks on fences. Device is
// the interface; SimulatedDevice (device/simulated/) runs the submitted work
// under HAL's ordering rules in one chosen legal schedule, applies each
// command's effect in that order, reports every access to the race tracker
// and times everything with the cost model. No MLIR here: LLVM Support only.
// Rules, schedules and costs: docs/design/simulator-device.md.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_SIM_DEVICE_DEVICE_H
#define STREAM_TO_HAL_SIM_DEVICE_DEVICE_H

#include "StreamToHAL/sim/cost/CostModel.h"
#include "StreamToHAL/sim/device/Memory.h"
#include "StreamToHAL/sim/races/RaceTracker.h"
#include "StreamToHAL/sim/trace/Timeline.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <variant>
#include <vector>

namespace stream_to_hal::sim {

using FenceId = uint32_t;
using CommandBufferId = uint32_t;

/// HAL's execution stages, with the values of hal's ExecutionStageBitfield
/// (dialects/hal/HALEnums.td).
using StageMask = uint32_t;
namespace stage {
constexpr StageMask CommandIssue = 0x01;
constexpr StageMask CommandProcess = 0x02;
constexpr StageMask Dispatch = 0x04;
constexpr StageMask Transfer = 0x08;
constexpr StageMask CommandRetire = 0x10;
constexpr StageMask Host = 0x20;
} // namespace stage

/// One recorded device command. `effect` runs when the command executes in
/// the chosen schedule (it reads and writes Memory); `accesses` are what it
/// touches, for the race tracker and the use-after-free check.
struct Command;

/// One entry of the binding table of an indirect submission
/// (hal.device.queue.execute.indirect): binding-table slot k of the command
/// buffer stands for [offset, offset + length) of `buffer`.
struct BindingTableEntry {
  BufferId buffer = 0;
  uint64_t offset = 0;
  uint64_t length = 0;
};

/// Turns a command recorded with binding-table slots into the command an
/// indirect submission runs, or an error when an access leaves its slot's
/// range (docs/design/simulator-reusable.md).
using SlotResolver = std::function<llvm::Expected<Command>(llvm::ArrayRef<BindingTableEntry>)>;

/// What a command does, spelled out for a device that runs it itself
/// (device/vulkan/) instead of through `effect`: the same values `effect`
/// captures.
struct FillOperation {
  BufferId buffer = 0;
  uint64_t offset = 0, length = 0;
  uint32_t pattern = 0;
  unsigned patternBytes = 4;
};
struct CopyOperation {
  BufferId source = 0;
  uint64_t sourceOffset = 0;
  BufferId target = 0;
  uint64_t targetOffset = 0;
  uint64_t length = 0;
};
struct DispatchOperation {
  /// One bound range, in (set, binding) slot order, and what the access
  /// table says the dispatch does with it (sim/semantics/DispatchAccessTable.h).
  struct Binding {
    BufferId buffer = 0;
    uint64_t offset = 0, length = 0;
    unsigned ordinal = 0;
    bool read = false, write = false;
  };
  /// The digest's state after the executable and entry point names
  /// (sim/semantics/DispatchDigest.h, dispatchNameDigest).
  uint64_t nameDigest = 0;
  std::array<uint64_t, 3> workgroups = {0, 0, 0};
  std::vector<uint32_t> constants;
  std::vector<Binding> bindings;
};

struct Command {
  EventKind kind = EventKind::Dispatch; // Dispatch, Fill or Copy
  StageMask stage = stage::Dispatch;    // Dispatch, or Transfer for fill/copy
  std::vector<Access> accesses;
  uint64_t workgroups = 0; // dispatches: total workgroups, for the cost
  uint64_t bytes = 0;      // fills and copies: bytes moved, for the cost
  std::function<void()> effect;
  SourceSite site;
  std::string name; // label on the timeline, e.g. "dispatch @ex::@entry"
  /// Set when the command names binding-table slots: it has no accesses nor
  /// effect of its own, and each indirect submission runs what this returns.
  SlotResolver resolve;
  /// The operation itself (empty for a command with slots, whose resolved
  /// commands carry theirs).
  std::variant<std::monostate, FillOperation, CopyOperation, DispatchOperation> operation;
};

/// A fill of [offset, offset + length) with `pattern` repeated (1, 2 or 4
/// bytes, little-endian as the HAL stores it).
Command makeFillCommand(Memory &memory, BufferId buffer, uint64_t offset, uint64_t length,
                        uint32_t pattern, unsigned patternBytes, SourceSite site);
/// A copy of `length` bytes; overlapping ranges copy as memmove does.
Command makeCopyCommand(Memory &memory, BufferId source, uint64_t sourceOffset, BufferId target,
                        uint64_t targetOffset, uint64_t length, SourceSite site);

struct ScheduleOptions {
  /// false: the deterministic eager schedule (ready work runs in submission
  /// order as soon as it can, commands in recorded order). true: a seeded
  /// random legal schedule.
  bool randomized = false;
  uint64_t seed = 0;
};

/// The state of a fence as the host sees it (hal.fence.query).
enum class FenceState : uint8_t { Pending, Signaled, Failed };

/// IREE's status code of a wait whose deadline passed first.
constexpr int32_t kStatusDeadlineExceeded = 4;

/// What the HAL semantics (sim/semantics/hal/) drive: the interpreter does not
/// know which implementation it runs on. SimulatedDevice
/// (device/simulated/SimulatedDevice.h) is the model of
/// docs/design/simulator-device.md; another implementation runs the same
/// calls on real hardware.
class Device {
public:
  Device() = default;
  virtual ~Device();
  Device(const Device &) = delete;
  Device &operator=(const Device &) = delete;

  /// The host's view of every buffer's bytes.
  virtual Memory &getMemory() = 0;

  /// What the op semantics keep for the run beside the device (the HAL
  /// semantics: bindings and constants pushed into each command buffer,
  /// semaphore payloads). The device owns it, so it lives as long as the run.
  struct ClientState {
    virtual ~ClientState();
  };
  ClientState *getClientState() { return clientState.get(); }
  void setClientState(std::unique_ptr<ClientState> state) { clientState = std::move(state); }

  //===--- host --------------------------------------------------------===//
  /// Host work of `us` microseconds (e.g. a host-side allocation).
  virtual void hostWork(double us, const SourceSite &site) = 0;
  /// A host read or write of buffer bytes (hal.buffer.load/store; returning
  /// a buffer from a function is a host read of it). Fails if the buffer is
  /// not live or the range is out of bounds; the caller adds the location.
  virtual llvm::Error hostAccess(const Access &access, const SourceSite &site) = 0;
  /// A host allocation (hal.allocator.allocate): live at once, costs
  /// hostPerAllocationUs; counts in peak device memory if `deviceMemory`.
  virtual BufferId hostAllocate(uint64_t bytes, std::string origin, bool deviceMemory,
                                const SourceSite &site) = 0;
  /// The HAL bits a buffer was just allocated with (hal.allocator.allocate,
  /// hal.device.queue.alloca), before any other use of it: the simulated
  /// device allows every use; the Vulkan device gives the buffer exactly
  /// the uses they allow (docs/design/vulkan-device.md#buffers).
  virtual void describeBuffer(BufferId buffer, uint32_t halUsage, uint32_t halMemoryTypes) {}
  /// A buffer that exists before the run (an --input): no cost, ordered
  /// before everything.
  virtual BufferId importBuffer(uint64_t bytes, std::string origin) = 0;

  //===--- fences ------------------------------------------------------===//
  /// The null fence (util.null : !hal.fence): reached before the run starts.
  static constexpr FenceId nullFence = 0;
  virtual FenceId createFence(const SourceSite &site) = 0;
  /// Reached when every fence of `fences` is (at once if empty); failed if
  /// any fails.
  virtual FenceId joinFences(llvm::ArrayRef<FenceId> fences) = 0;
  virtual llvm::Error signalFromHost(FenceId fence, const SourceSite &site) = 0;
  virtual llvm::Error failFence(FenceId fence, int32_t status, const SourceSite &site) = 0;
  /// Does not run device work: what the host sees now in this schedule.
  virtual FenceState queryFence(FenceId fence) const = 0;
  /// Blocks the host until every fence is reached, running device work until
  /// then. Returns 0, or the status of a failed fence. An error if the fences
  /// can never be reached (the host would block forever).
  virtual llvm::Expected<int32_t> awaitFences(llvm::ArrayRef<FenceId> fences,
                                              const SourceSite &site) = 0;
  /// Blocks at most `timeoutMillis` (hal.fence.await with a finite timeout):
  /// as awaitFences when the fences are reached by then, else
  /// kStatusDeadlineExceeded, and the host is not ordered after them. This
  /// default does not wait: it returns what queryFence sees now (a device
  /// that cannot wait with a deadline behaves as a timeout of 0).
  virtual llvm::Expected<int32_t> awaitFencesFor(llvm::ArrayRef<FenceId> fences,
                                                 uint64_t timeoutMillis, const SourceSite &site);

  //===--- command buffers ---------------------------------------------===//
  /// Created in the recording state (hal.command_buffer.create + begin),
  /// with `bindingCapacity` binding-table slots (bindings(...); 0 without).
  virtual CommandBufferId createCommandBuffer(const SourceSite &site,
                                              uint64_t bindingCapacity = 0) = 0;
  /// The declared binding capacity; an error for an unknown command buffer.
  virtual llvm::Expected<uint64_t> bindingCapacity(CommandBufferId buffer) const = 0;
  virtual llvm::Error record(CommandBufferId buffer, Command command) = 0;
  virtual llvm::Error recordBarrier(CommandBufferId buffer, StageMask source, StageMask target,
                                    const SourceSite &site) = 0;
  virtual llvm::Error end(CommandBufferId buffer, const SourceSite &site) = 0;

  //===--- submissions -------------------------------------------------===//
  /// hal.ex.submit_and_wait: submits and blocks the host until done.
  virtual llvm::Error submitAndWait(CommandBufferId buffer, const SourceSite &site) = 0;
  virtual llvm::Error queueExecute(llvm::ArrayRef<FenceId> waits, FenceId signal,
                                   llvm::ArrayRef<CommandBufferId> buffers,
                                   const SourceSite &site) = 0;
  /// hal.device.queue.execute.indirect: runs `buffer` with each command that
  /// names slots resolved against `table`. The table has
  /// as many entries as the declared capacity; the replayed commands are
  /// device work of this submission and are not recorded again.
  virtual llvm::Error queueExecuteIndirect(llvm::ArrayRef<FenceId> waits, FenceId signal,
                                           CommandBufferId buffer,
                                           llvm::ArrayRef<BindingTableEntry> table,
                                           const SourceSite &site) = 0;
  /// The buffer exists at once (the host holds it) but becomes usable when
  /// the alloca runs; the alloca counts as a write of the whole buffer, so an
  /// access it does not happen before is reported.
  virtual llvm::Expected<BufferId> queueAlloca(llvm::ArrayRef<FenceId> waits, FenceId signal,
                                               uint64_t bytes, std::string origin,
                                               const SourceSite &site) = 0;
  /// Counts as a write of the whole buffer: an access it does not follow is
  /// a use after free. Releases the bytes when it runs.
  virtual llvm::Error queueDealloca(llvm::ArrayRef<FenceId> waits, FenceId signal, BufferId buffer,
                                    const SourceSite &site) = 0;

  /// End of the run: drains the remaining device work. Work whose fences are
  /// never reached is reported in problems().
  virtual void finish() = 0;

  /// What went wrong while device work ran (use after free, out-of-bounds
  /// accesses, work that never ran), one message each, in order.
  virtual llvm::ArrayRef<std::string> problems() const = 0;

  virtual const Timeline &timeline() const = 0;
  /// The ten summary values, after finish().
  virtual RunSummary summary() const = 0;

  /// What a checker below the device reported (the Vulkan device: the
  /// validation layer's messages), one line each; any fails the run.
  virtual llvm::ArrayRef<std::string> validationMessages() const { return {}; }

private:
  std::unique_ptr<ClientState> clientState;
};

} // namespace stream_to_hal::sim

#endif // STREAM_TO_HAL_SIM_DEVICE_DEVICE_H
