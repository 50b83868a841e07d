//===- SimulatedDeviceImpl.h - The state behind SimulatedDevice ----------===//
//
// Private to device/simulated/. SimulatedDevice.cpp holds the host side
// (fences, submissions, waits, the summary); SimulatedExecute.cpp records
// command buffers as small DAGs and runs queue operations;
// SimulatedReplay.cpp runs indirect submissions.
// docs/design/simulator-device.md describes them.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_SIM_DEVICE_SIMULATED_SIMULATEDDEVICEIMPL_H
#define STREAM_TO_HAL_SIM_DEVICE_SIMULATED_SIMULATEDDEVICEIMPL_H

#include "StreamToHAL/sim/device/simulated/SimulatedDevice.h"

#include "llvm/ADT/StringSet.h"

#include <deque>
#include <optional>
#include <random>

namespace stream_to_hal::sim {

/// "op at loc (stream loc)", for messages.
std::string describeSite(const SourceSite &site);

/// The two stages a command runs in, as indices.
enum CommandStage : unsigned { DispatchStage = 0, TransferStage = 1, NumStages = 2 };

/// A vertex of a command buffer's ordering DAG. A Segment holds commands of
/// one stage that nothing orders among themselves (they share one race
/// node); a Join stands for everything its dependencies stand for (a stage's
/// closure at a barrier, the exit); a Barrier join is the point after a
/// barrier's drain where commands of a target stage may start.
struct DagItem {
  enum class Kind : uint8_t { Segment, Join, Barrier } kind = Kind::Join;
  /// Earlier items; -1 is the execution's entry (its wait fences and the
  /// host's work before the submission).
  llvm::SmallVector<int32_t, 4> deps;
  llvm::SmallVector<uint32_t, 4> commands; // segments: their commands
  unsigned barrier = 0;                    // barrier items: which barrier
};

/// One step of a command buffer in recorded order: an item or a command.
struct RecordStep {
  bool isCommand;
  uint32_t index;
};

struct CommandBufferState {
  SourceSite site;
  bool ended = false;
  uint64_t bindingCapacity = 0;
  bool usesSlots = false; // a command names binding-table slots
  std::vector<Command> commands;
  std::vector<uint32_t> commandSegment; // the segment item of each command
  std::vector<DagItem> items;
  std::vector<RecordStep> steps;
  std::vector<SourceSite> barriers;
  int32_t exitItem = -1;
  // Recording state per stage (item indices, -1 = the entry).
  int32_t after[NumStages] = {-1, -1};
  int32_t closure[NumStages] = {-2, -2}; // -2: none yet
  int32_t openSegment[NumStages] = {-2, -2};
  llvm::SmallVector<int32_t, 4> segmentsSinceClosure[NumStages];
};

struct FenceRecord {
  FenceState state = FenceState::Pending;
  double timeUs = 0;
  NodeId node = 0;
  int32_t status = 0;
  bool isJoin = false;
  bool hasSignaler = false; // a queue op or the host will signal it
  unsigned pendingComponents = 0;
  llvm::SmallVector<FenceId, 2> components;
  llvm::SmallVector<unsigned, 2> signalEvents; // timeline events, for flows
  /// Who waits: queue ops (>= 0) and joins (encoded as -1 - fence).
  std::vector<int64_t> waiters;
  SourceSite site;
};

struct QueueOperation {
  enum class Kind : uint8_t { Alloca, Dealloca, Execute } kind;
  llvm::SmallVector<FenceId, 2> waits;
  FenceId signal = 0;
  llvm::SmallVector<CommandBufferId, 1> buffers;
  BufferId buffer = 0;
  uint64_t bytes = 0;
  double submitUs = 0;
  NodeId submitNode = 0;
  int64_t submitEvent = -1;
  SourceSite site;
  unsigned pendingWaits = 0;
  bool failed = false;
  int32_t failStatus = 0;
  bool done = false;
};

/// A timed change of live device memory, for the peak on the simulated clock.
struct MemoryDelta {
  double timeUs;
  int64_t bytes;
};

class SimulatedDevice::Impl {
public:
  Impl(const CostModel &costs, Memory &memory, RaceTracker *races,
       ScheduleOptions schedule);

  // Host.
  void hostWork(double us, llvm::StringRef name, const SourceSite &site,
                bool coalesce = false);
  NodeId currentHostNode();
  /// A race node that has accesses, and one that only orders.
  NodeId accessNode(llvm::ArrayRef<NodeId> predecessors);
  NodeId joinNode(llvm::ArrayRef<NodeId> predecessors);
  void problem(std::string message);

  // Fences.
  FenceId addFence(const SourceSite &site);
  llvm::Error checkSignalable(FenceId fence, const SourceSite &site);
  void signal(FenceId fence, double timeUs, NodeId node,
              llvm::ArrayRef<unsigned> events);
  void fail(FenceId fence, int32_t status, double timeUs);
  void notifyWaiter(int64_t waiter, FenceId from);
  /// 0 when every fence is signaled, a failed one's status, or none yet.
  std::optional<int32_t> awaitStatus(llvm::ArrayRef<FenceId> ids) const;

  // Queue.
  llvm::Error checkFences(llvm::ArrayRef<FenceId> fences,
                          const SourceSite &site);
  uint32_t submit(QueueOperation op);
  bool runOneReady();
  /// Eager: run everything ready; randomized: maybe some of it.
  void schedulePoint();
  void runQueueOperation(uint32_t index);
  double waitTime(const QueueOperation &op) const;
  NodeId entryNode(const QueueOperation &op, bool hasAccesses);
  void addWaitFlows(const QueueOperation &op, unsigned event);
  void runExecute(QueueOperation &op, double start, NodeId entry,
                  double &end, NodeId &exit, unsigned &event);
  bool commandRunnable(const Command &command);

  // Recording (SimulatedExecute.cpp).
  void openSegmentIfNeeded(CommandBufferState &cb, unsigned stageIndex);
  void recordBarrierItems(CommandBufferState &cb, StageMask source,
                          StageMask target);
  void closeRecording(CommandBufferState &cb);

  // Timeline.
  unsigned addLane(LaneKind kind, std::string name);
  unsigned pickQueueLane(double start);
  unsigned addEvent(unsigned lane, EventKind kind, std::string name,
                    double start, double end, const SourceSite &site);
  void addFlow(std::string name, unsigned from, unsigned to);
  /// The error of the first budget the device's own bookkeeping exceeded
  /// (timeline events), which the next host call returns; success before.
  llvm::Error checkBudgets() const;
  std::string exceededBudget;

  const CostModel &costs;
  Memory &memory;
  RaceTracker *races;
  ScheduleOptions schedule;
  std::mt19937_64 rng;

  Timeline trace;
  std::vector<std::string> problems;
  llvm::StringSet<> problemSet;

  double hostClockUs = 0;
  NodeId rootNode = 0;
  NodeId hostNode = 0;
  /// The host's next access needs a fresh node: hostNode is a join, or a
  /// submission or signal follows it.
  bool hostNeedsNewNode = true;
  int64_t lastRecordEvent = -1;

  // Deques: growing one never moves its elements. These records hold
  // SmallVectors, whose moves are not noexcept, so a growing std::vector
  // would copy every command buffer recorded so far, commands and all.
  std::deque<FenceRecord> fences;
  std::deque<CommandBufferState> commandBuffers;
  std::deque<QueueOperation> queueOps;
  std::vector<uint32_t> ready; // queue ops whose waits are reached
  size_t readyHead = 0;        // eager: FIFO position in `ready`

  // Lanes: queue lanes and groups of command lanes, with when each is free.
  std::vector<std::pair<unsigned, double>> queueLanes;
  struct LaneGroup {
    std::vector<std::pair<unsigned, double>> lanes;
    double freeAtUs = 0;
  };
  std::vector<LaneGroup> laneGroups;
  unsigned commandLaneCount = 0;

  // Summary counters.
  uint64_t barriersExecuted = 0;
  uint64_t hostWaits = 0;
  uint64_t submissions = 0;
  uint64_t commandsRecorded = 0;
  std::vector<MemoryDelta> memoryDeltas;
};

} // namespace stream_to_hal::sim

#endif // STREAM_TO_HAL_SIM_DEVICE_SIMULATED_SIMULATEDDEVICEIMPL_H
