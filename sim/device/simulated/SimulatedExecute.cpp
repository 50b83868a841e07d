//===- SimulatedExecute.cpp - Command buffers and queue operations -------===//
//
// A command buffer is recorded as a small DAG (SimulatedDeviceImpl.h): per stage, the
// segment of commands nothing orders, the closure of a stage at a barrier
// whose source holds it, and the point after a barrier where a target stage
// may start. Running a queue operation walks that DAG in recorded order to
// time the commands and give them race nodes, then applies their effects in
// the schedule's order. See docs/design/simulator-device.md#ordering.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/device/simulated/SimulatedDeviceImpl.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <limits>

using namespace stream_to_hal::sim;
using llvm::Error;

static Error failure(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// Which of the two command stages a mask names. CommandRetire in a source
/// and CommandIssue in a target stand for every stage, as in Vulkan.
static StageMask commandStages(StageMask mask, bool isSource) {
  StageMask all = stage::Dispatch | stage::Transfer;
  if (mask & (isSource ? stage::CommandRetire : stage::CommandIssue))
    return all;
  return mask & all;
}

static StageMask stageBit(unsigned stageIndex) {
  return stageIndex == DispatchStage ? stage::Dispatch : stage::Transfer;
}

static void addDep(DagItem &item, int32_t dep) {
  if (dep != -2 && !llvm::is_contained(item.deps, dep))
    item.deps.push_back(dep);
}

static int32_t addItem(CommandBufferState &cb, DagItem item) {
  cb.items.push_back(std::move(item));
  int32_t index = int32_t(cb.items.size() - 1);
  cb.steps.push_back({false, uint32_t(index)});
  return index;
}

//===----------------------------------------------------------------------===//
// Recording
//===----------------------------------------------------------------------===//

void SimulatedDevice::Impl::openSegmentIfNeeded(CommandBufferState &cb,
                                       unsigned stageIndex) {
  if (cb.openSegment[stageIndex] != -2)
    return;
  DagItem segment;
  segment.kind = DagItem::Kind::Segment;
  addDep(segment, cb.after[stageIndex]);
  int32_t index = addItem(cb, std::move(segment));
  cb.openSegment[stageIndex] = index;
  cb.segmentsSinceClosure[stageIndex].push_back(index);
}

/// Closes the segments of every source stage into a join (chained to the
/// stage's previous closure and to what its commands followed), then makes
/// every target stage start after those joins.
void SimulatedDevice::Impl::recordBarrierItems(CommandBufferState &cb, StageMask source,
                                      StageMask target) {
  StageMask sources = commandStages(source, /*isSource=*/true);
  StageMask targets = commandStages(target, /*isSource=*/false);
  for (unsigned s = 0; s < NumStages; ++s) {
    if (!(sources & stageBit(s)))
      continue;
    DagItem closure;
    addDep(closure, cb.closure[s]);
    addDep(closure, cb.after[s]);
    for (int32_t segment : cb.segmentsSinceClosure[s])
      addDep(closure, segment);
    cb.closure[s] = addItem(cb, std::move(closure));
    cb.segmentsSinceClosure[s].clear();
    cb.openSegment[s] = -2;
  }
  for (unsigned t = 0; t < NumStages; ++t) {
    if (!(targets & stageBit(t)))
      continue;
    DagItem after;
    after.kind = DagItem::Kind::Barrier;
    after.barrier = unsigned(cb.barriers.size() - 1);
    addDep(after, cb.after[t]);
    for (unsigned s = 0; s < NumStages; ++s)
      if (sources & stageBit(s))
        addDep(after, cb.closure[s]);
    cb.after[t] = addItem(cb, std::move(after));
    cb.openSegment[t] = -2;
  }
}

void SimulatedDevice::Impl::closeRecording(CommandBufferState &cb) {
  DagItem exit;
  for (unsigned s = 0; s < NumStages; ++s) {
    addDep(exit, cb.closure[s]);
    addDep(exit, cb.after[s]);
    for (int32_t segment : cb.segmentsSinceClosure[s])
      addDep(exit, segment);
  }
  cb.exitItem = addItem(cb, std::move(exit));
}

CommandBufferId SimulatedDevice::createCommandBuffer(const SourceSite &site,
                                            uint64_t bindingCapacity) {
  CommandBufferState cb;
  cb.site = site;
  cb.bindingCapacity = bindingCapacity;
  impl->commandBuffers.push_back(std::move(cb));
  return CommandBufferId(impl->commandBuffers.size() - 1);
}

static Error checkRecording(SimulatedDevice::Impl &impl, CommandBufferId id,
                            const SourceSite &site) {
  if (id >= impl.commandBuffers.size())
    return failure("unknown command buffer " + llvm::Twine(id));
  if (impl.commandBuffers[id].ended)
    return failure(describeSite(site) + " records into a command buffer "
                   "after its hal.command_buffer.end");
  if (Error error = impl.checkBudgets())
    return error;
  uint64_t limit = impl.memory.budgets().recordedCommands;
  if (impl.commandsRecorded >= limit)
    return budgetExceeded("max-recorded-commands", limit,
                          "commands and barriers held by one HAL run's command buffers",
                          "recording " + describeSite(site));
  return Error::success();
}

Error SimulatedDevice::record(CommandBufferId id, Command command) {
  if (Error error = checkRecording(*impl, id, command.site))
    return error;
  if (command.stage != stage::Dispatch && command.stage != stage::Transfer)
    return failure(describeSite(command.site) +
                   ": a command runs in the Dispatch or the Transfer stage");
  Memory &memory = impl->memory;
  for (const Access &access : command.accesses)
    if (!memory.inBounds(access.buffer, access.offset, access.length))
      return failure("out of bounds: " + describeSite(command.site) +
                     " accesses bytes [" + llvm::Twine(access.offset) + ", " +
                     llvm::Twine(access.offset + access.length) + ") of " +
                     memory.origin(access.buffer) + " (" +
                     llvm::Twine(memory.size(access.buffer)) + " bytes)");
  impl->hostWork(impl->costs.hostPerRecordedCommandUs, "record", command.site,
                 /*coalesce=*/true);
  ++impl->commandsRecorded;
  CommandBufferState &cb = impl->commandBuffers[id];
  cb.usesSlots |= bool(command.resolve);
  unsigned stageIndex =
      command.stage == stage::Dispatch ? DispatchStage : TransferStage;
  impl->openSegmentIfNeeded(cb, stageIndex);
  uint32_t index = uint32_t(cb.commands.size());
  int32_t segment = cb.openSegment[stageIndex];
  cb.commands.push_back(std::move(command));
  cb.commandSegment.push_back(uint32_t(segment));
  cb.items[segment].commands.push_back(index);
  cb.steps.push_back({true, index});
  return Error::success();
}

Error SimulatedDevice::recordBarrier(CommandBufferId id, StageMask source,
                            StageMask target, const SourceSite &site) {
  if (Error error = checkRecording(*impl, id, site))
    return error;
  impl->hostWork(impl->costs.hostPerRecordedCommandUs, "record", site,
                 /*coalesce=*/true);
  ++impl->commandsRecorded;
  CommandBufferState &cb = impl->commandBuffers[id];
  cb.barriers.push_back(site);
  impl->recordBarrierItems(cb, source, target);
  return Error::success();
}

Error SimulatedDevice::end(CommandBufferId id, const SourceSite &site) {
  if (Error error = checkRecording(*impl, id, site))
    return error;
  CommandBufferState &cb = impl->commandBuffers[id];
  impl->closeRecording(cb);
  cb.ended = true;
  return Error::success();
}

//===----------------------------------------------------------------------===//
// Submissions
//===----------------------------------------------------------------------===//

Error SimulatedDevice::queueExecute(llvm::ArrayRef<FenceId> waits, FenceId signal,
                           llvm::ArrayRef<CommandBufferId> buffers,
                           const SourceSite &site) {
  if (Error error = impl->checkFences(waits, site))
    return error;
  if (Error error = impl->checkSignalable(signal, site))
    return error;
  for (CommandBufferId id : buffers) {
    if (id >= impl->commandBuffers.size())
      return failure("unknown command buffer " + llvm::Twine(id));
    if (!impl->commandBuffers[id].ended)
      return failure(describeSite(site) + " submits a command buffer before "
                     "its hal.command_buffer.end");
    if (impl->commandBuffers[id].usesSlots)
      return failure(describeSite(site) + " submits a command buffer that "
                     "uses binding table slots without a binding table");
  }
  QueueOperation op;
  op.kind = QueueOperation::Kind::Execute;
  op.waits.assign(waits.begin(), waits.end());
  op.signal = signal;
  op.buffers.assign(buffers.begin(), buffers.end());
  op.site = site;
  impl->submit(std::move(op));
  return Error::success();
}

llvm::Expected<BufferId> SimulatedDevice::queueAlloca(llvm::ArrayRef<FenceId> waits,
                                             FenceId signal, uint64_t bytes,
                                             std::string origin,
                                             const SourceSite &site) {
  if (Error error = impl->checkFences(waits, site))
    return std::move(error);
  if (Error error = impl->checkSignalable(signal, site))
    return std::move(error);
  if (Error error = impl->memory.checkAllocation(bytes, describeSite(site)))
    return std::move(error);
  QueueOperation op;
  op.kind = QueueOperation::Kind::Alloca;
  op.waits.assign(waits.begin(), waits.end());
  op.signal = signal;
  op.buffer = impl->memory.allocate(bytes, std::move(origin), true);
  op.bytes = bytes;
  op.site = site;
  BufferId buffer = op.buffer;
  impl->submit(std::move(op));
  return buffer;
}

Error SimulatedDevice::queueDealloca(llvm::ArrayRef<FenceId> waits, FenceId signal,
                            BufferId buffer, const SourceSite &site) {
  if (Error error = impl->checkFences(waits, site))
    return error;
  if (Error error = impl->checkSignalable(signal, site))
    return error;
  if (!impl->memory.exists(buffer))
    return failure("unknown buffer " + llvm::Twine(buffer));
  QueueOperation op;
  op.kind = QueueOperation::Kind::Dealloca;
  op.waits.assign(waits.begin(), waits.end());
  op.signal = signal;
  op.buffer = buffer;
  op.bytes = impl->memory.size(buffer);
  op.site = site;
  impl->submit(std::move(op));
  return Error::success();
}

//===----------------------------------------------------------------------===//
// Running queue operations
//===----------------------------------------------------------------------===//

unsigned SimulatedDevice::Impl::pickQueueLane(double start) {
  for (unsigned i = 0; i < queueLanes.size(); ++i)
    if (queueLanes[i].second <= start)
      return i;
  std::string name = "queue 0";
  if (!queueLanes.empty())
    name += " (overlap " + std::to_string(queueLanes.size()) + ")";
  queueLanes.push_back({addLane(LaneKind::Queue, name), start});
  return unsigned(queueLanes.size() - 1);
}

double SimulatedDevice::Impl::waitTime(const QueueOperation &op) const {
  double time = 0;
  for (FenceId wait : op.waits)
    time = std::max(time, fences[wait].timeUs);
  return time;
}

NodeId SimulatedDevice::Impl::entryNode(const QueueOperation &op, bool hasAccesses) {
  llvm::SmallVector<NodeId, 4> nodes{op.submitNode};
  for (FenceId wait : op.waits)
    nodes.push_back(fences[wait].node);
  return hasAccesses ? accessNode(nodes) : joinNode(nodes);
}

void SimulatedDevice::Impl::addWaitFlows(const QueueOperation &op, unsigned event) {
  if (op.submitEvent >= 0)
    addFlow("submit", unsigned(op.submitEvent), event);
  for (FenceId wait : op.waits)
    for (unsigned from : fences[wait].signalEvents)
      addFlow("fence " + std::to_string(wait), from, event);
}

bool SimulatedDevice::Impl::commandRunnable(const Command &command) {
  for (const Access &access : command.accesses) {
    if (!memory.isLive(access.buffer)) {
      problem("use after free: " + describeSite(command.site) + " " +
              (access.isWrite() ? "writes " : "reads ") +
              memory.origin(access.buffer).str() + " after its deallocation");
      return false;
    }
  }
  return true;
}

void SimulatedDevice::Impl::runQueueOperation(uint32_t index) {
  QueueOperation &op = queueOps[index];
  op.done = true;
  double start = std::max(op.submitUs, waitTime(op));
  NodeId entry =
      entryNode(op, /*hasAccesses=*/op.kind != QueueOperation::Kind::Execute);
  double end = start;
  NodeId exit = entry;
  unsigned event = 0;
  Access whole{op.buffer, 0, memory.size(op.buffer), AccessKind::Write};
  switch (op.kind) {
  case QueueOperation::Kind::Alloca:
  case QueueOperation::Kind::Dealloca: {
    bool isAlloca = op.kind == QueueOperation::Kind::Alloca;
    end = start + costs.queueOpUs;
    unsigned lane = pickQueueLane(start);
    queueLanes[lane].second = end;
    event = addEvent(queueLanes[lane].first,
                     isAlloca ? EventKind::QueueAlloca : EventKind::QueueDealloca,
                     isAlloca ? "alloca" : "dealloca", start, end, op.site);
    // Both count as a write of the whole buffer: an access they are not
    // ordered with is a use before allocation or after free.
    if (races)
      races->access(entry, 0, whole, op.site);
    if (isAlloca) {
      memoryDeltas.push_back({start, int64_t(op.bytes)});
    } else if (!memory.release(op.buffer)) {
      problem("double free: " + describeSite(op.site) + " deallocates " +
              memory.origin(op.buffer).str() + " after its deallocation");
    } else if (memory.isDeviceMemory(op.buffer)) {
      memoryDeltas.push_back({end, -int64_t(op.bytes)});
    }
    break;
  }
  case QueueOperation::Kind::Execute:
    runExecute(op, start, entry, end, exit, event);
    break;
  }
  addWaitFlows(queueOps[index], event);
  signal(queueOps[index].signal, end, exit, {event});
}

namespace {
/// The schedule-independent walk of one command buffer in one execution:
/// when each item is reached and ends, and its race node.
struct Instance {
  const CommandBufferState *cb;
  std::vector<double> ready, end;
  std::vector<NodeId> nodes;
  std::vector<unsigned> agents; // segments: commands given an agent so far
};
} // namespace

/// Applies the commands' effects in a random order the DAGs allow (Kahn's
/// algorithm picking a random ready vertex). Vertices per command buffer:
/// each item's start and end, and each command.
static void runRandomOrder(llvm::ArrayRef<const CommandBufferState *> buffers,
                           std::mt19937_64 &rng,
                           llvm::function_ref<void(const Command &)> apply) {
  struct Vertex {
    const Command *command = nullptr;
    unsigned pending = 0;
    llvm::SmallVector<uint32_t, 2> successors;
  };
  std::vector<Vertex> vertices;
  for (const CommandBufferState *cb : buffers) {
    uint32_t base = uint32_t(vertices.size());
    uint32_t items = uint32_t(cb->items.size());
    vertices.resize(base + 2 * items + cb->commands.size());
    auto edge = [&](uint32_t from, uint32_t to) {
      vertices[from].successors.push_back(to);
      ++vertices[to].pending;
    };
    for (uint32_t i = 0; i < items; ++i) {
      edge(base + i, base + items + i);
      for (int32_t dep : cb->items[i].deps)
        if (dep >= 0)
          edge(base + items + uint32_t(dep), base + i);
    }
    for (uint32_t c = 0; c < cb->commands.size(); ++c) {
      uint32_t vertex = base + 2 * items + c;
      vertices[vertex].command = &cb->commands[c];
      edge(base + cb->commandSegment[c], vertex);
      edge(vertex, base + items + cb->commandSegment[c]);
    }
  }
  std::vector<uint32_t> readyVertices;
  for (uint32_t v = 0; v < vertices.size(); ++v)
    if (vertices[v].pending == 0)
      readyVertices.push_back(v);
  while (!readyVertices.empty()) {
    size_t pick = size_t(rng() % readyVertices.size());
    std::swap(readyVertices[pick], readyVertices.back());
    uint32_t v = readyVertices.back();
    readyVertices.pop_back();
    if (vertices[v].command)
      apply(*vertices[v].command);
    for (uint32_t next : vertices[v].successors)
      if (--vertices[next].pending == 0)
        readyVertices.push_back(next);
  }
}

void SimulatedDevice::Impl::runExecute(QueueOperation &op, double start, NodeId entry,
                              double &end, NodeId &exit, unsigned &event) {
  // The command lanes of this execution: a group free at its start.
  LaneGroup *group = nullptr;
  for (LaneGroup &candidate : laneGroups) {
    if (candidate.freeAtUs <= start) {
      group = &candidate;
      break;
    }
  }
  if (!group) {
    laneGroups.emplace_back();
    group = &laneGroups.back();
  }
  // Up to concurrentCommands lanes, each created when a command first needs
  // it (every lane in use is busy), so a large count costs nothing unused:
  // the same choice as the earliest free of all of them.
  auto pickLane = [&]() -> std::pair<unsigned, double> & {
    auto earliest = std::min_element(
        group->lanes.begin(), group->lanes.end(),
        [](const auto &a, const auto &b) { return a.second < b.second; });
    if (group->lanes.size() < std::max(1u, costs.concurrentCommands) &&
        (earliest == group->lanes.end() || earliest->second > 0)) {
      group->lanes.push_back(
          {addLane(LaneKind::CommandLane, "queue 0 lane " + std::to_string(commandLaneCount++)),
           0.0});
      return group->lanes.back();
    }
    return *earliest;
  };
  unsigned queueLane = pickQueueLane(start);
  queueLanes[queueLane].second = // busy until we know the end
      std::numeric_limits<double>::infinity();

  llvm::SmallVector<NodeId, 2> exits;
  llvm::SmallVector<const CommandBufferState *, 1> buffers;
  for (CommandBufferId id : op.buffers) {
    const CommandBufferState &cb = commandBuffers[id];
    buffers.push_back(&cb);
    Instance run{&cb, std::vector<double>(cb.items.size(), start),
                 std::vector<double>(cb.items.size(), start),
                 std::vector<NodeId>(cb.items.size(), entry),
                 std::vector<unsigned>(cb.items.size(), 0)};
    llvm::SmallVector<bool, 8> barrierDrawn(cb.barriers.size(), false);
    barriersExecuted += cb.barriers.size();
    for (RecordStep step : cb.steps) {
      if (!step.isCommand) {
        const DagItem &item = cb.items[step.index];
        double time = start;
        llvm::SmallVector<NodeId, 4> preds;
        for (int32_t dep : item.deps) {
          time = std::max(time, dep < 0 ? start : run.end[dep]);
          preds.push_back(dep < 0 ? entry : run.nodes[dep]);
        }
        if (preds.empty())
          preds.push_back(entry);
        if (item.kind == DagItem::Kind::Barrier) {
          if (!barrierDrawn[item.barrier]) {
            barrierDrawn[item.barrier] = true;
            addEvent(queueLanes[queueLane].first, EventKind::Barrier,
                     "barrier", time, time + costs.barrierDrainUs,
                     cb.barriers[item.barrier]);
          }
          time += costs.barrierDrainUs;
        }
        run.ready[step.index] = run.end[step.index] = time;
        run.nodes[step.index] = item.kind == DagItem::Kind::Segment
                                    ? accessNode(preds)
                                    : joinNode(preds);
        continue;
      }
      const Command &command = cb.commands[step.index];
      uint32_t segment = cb.commandSegment[step.index];
      auto *lane = &pickLane();
      double commandStart = std::max(run.ready[segment], lane->second);
      double duration = command.kind == EventKind::Dispatch
                            ? costs.dispatchUs(command.workgroups)
                        : command.kind == EventKind::Fill
                            ? costs.fillUs(command.bytes)
                            : costs.copyUs(command.bytes);
      double commandEnd = commandStart + duration;
      lane->second = commandEnd;
      addEvent(lane->first, command.kind, command.name, commandStart,
               commandEnd, command.site);
      run.end[segment] = std::max(run.end[segment], commandEnd);
      if (races) {
        unsigned agent = run.agents[segment]++;
        for (const Access &access : command.accesses)
          races->access(run.nodes[segment], agent, access, command.site);
      }
    }
    if (cb.exitItem >= 0) {
      end = std::max(end, run.end[cb.exitItem]);
      exits.push_back(run.nodes[cb.exitItem]);
    }
  }
  exit = exits.empty() ? entry : joinNode(exits);
  for (auto &lane : group->lanes)
    group->freeAtUs = std::max(group->freeAtUs, lane.second);
  queueLanes[queueLane].second = end;
  event = addEvent(queueLanes[queueLane].first, EventKind::QueueExecute,
                   "execute", start, end, op.site);

  // The effects, in the schedule's order.
  auto apply = [&](const Command &command) {
    if (commandRunnable(command) && command.effect)
      command.effect();
  };
  if (!schedule.randomized) {
    for (const CommandBufferState *cb : buffers)
      for (const Command &command : cb->commands)
        apply(command);
    return;
  }
  runRandomOrder(buffers, rng, apply);
}
