//===- SimulatedDevice.cpp - The host side of the simulated device -------===//
//
// Host work and accesses, fences, submissions, waits, the schedule's choice
// points and the summary. Recording and running queue operations are in
// SimulatedExecute.cpp, indirect submissions in SimulatedReplay.cpp. See
// docs/design/simulator-device.md.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/device/simulated/SimulatedDeviceImpl.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstring>

using namespace stream_to_hal::sim;
using llvm::Error;

std::string stream_to_hal::sim::describeSite(const SourceSite &site) {
  std::string text = site.opName + " at " + site.loweredLoc;
  if (!site.streamLoc.empty())
    text += " (stream " + site.streamLoc + ")";
  return text;
}

static Error failure(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

//===----------------------------------------------------------------------===//
// Impl: host, fences, queue
//===----------------------------------------------------------------------===//

SimulatedDevice::Impl::Impl(const CostModel &costs, Memory &memory, RaceTracker *races,
                   ScheduleOptions schedule)
    : costs(costs), memory(memory), races(races), schedule(schedule),
      rng(schedule.seed) {
  trace.lanes.push_back({LaneKind::Host, "host"});
  rootNode = joinNode({});
  hostNode = rootNode;
  FenceRecord null;
  null.state = FenceState::Signaled;
  null.node = rootNode;
  null.site.opName = "util.null";
  fences.push_back(std::move(null));
}

NodeId SimulatedDevice::Impl::accessNode(llvm::ArrayRef<NodeId> predecessors) {
  return races ? races->newNode(predecessors) : 0;
}

NodeId SimulatedDevice::Impl::joinNode(llvm::ArrayRef<NodeId> predecessors) {
  return races ? races->newJoin(predecessors) : 0;
}

NodeId SimulatedDevice::Impl::currentHostNode() {
  // Host work after a submission or a host signal must not appear ordered
  // before it: it goes into a fresh node on the host's chain.
  if (hostNeedsNewNode) {
    hostNode = races ? races->newHostNode({hostNode}) : 0;
    hostNeedsNewNode = false;
  }
  return hostNode;
}

void SimulatedDevice::Impl::problem(std::string message) {
  if (problemSet.insert(message).second)
    problems.push_back(std::move(message));
}

unsigned SimulatedDevice::Impl::addLane(LaneKind kind, std::string name) {
  trace.lanes.push_back({kind, std::move(name)});
  return unsigned(trace.lanes.size() - 1);
}

unsigned SimulatedDevice::Impl::addEvent(unsigned lane, EventKind kind,
                                std::string name, double start, double end,
                                const SourceSite &site) {
  // Past the budget the timeline stops growing and the next host call
  // fails with the budget's error; callers keep a valid index.
  uint64_t limit = memory.budgets().timelineEvents;
  if (trace.events.size() >= limit) {
    if (exceededBudget.empty())
      exceededBudget = llvm::toString(budgetExceeded(
          "max-timeline-events", limit, "events of one HAL run's timeline",
          "the timeline event of " + describeSite(site)));
    if (!trace.events.empty())
      return unsigned(trace.events.size() - 1);
  }
  trace.events.push_back({lane, kind, std::move(name), start, end, site});
  return unsigned(trace.events.size() - 1);
}

void SimulatedDevice::Impl::addFlow(std::string name, unsigned from, unsigned to) {
  if (!exceededBudget.empty())
    return;
  trace.flows.push_back({std::move(name), from, to});
}

Error SimulatedDevice::Impl::checkBudgets() const {
  if (exceededBudget.empty())
    return Error::success();
  return failure(exceededBudget);
}

void SimulatedDevice::Impl::hostWork(double us, llvm::StringRef name,
                            const SourceSite &site, bool coalesce) {
  // Consecutive recordings draw as one event; the timeline stays small.
  if (coalesce && lastRecordEvent >= 0 &&
      trace.events[lastRecordEvent].endUs == hostClockUs) {
    hostClockUs += us;
    trace.events[lastRecordEvent].endUs = hostClockUs;
    return;
  }
  unsigned event = addEvent(0, EventKind::HostWork, name.str(), hostClockUs,
                            hostClockUs + us, site);
  hostClockUs += us;
  lastRecordEvent = coalesce ? int64_t(event) : -1;
}

std::optional<int32_t> SimulatedDevice::Impl::awaitStatus(llvm::ArrayRef<FenceId> ids) const {
  bool all = true;
  for (FenceId id : ids) {
    const FenceRecord &fence = fences[id];
    if (fence.state == FenceState::Failed)
      return fence.status;
    all &= fence.state == FenceState::Signaled;
  }
  if (all)
    return 0;
  return std::nullopt;
}

FenceId SimulatedDevice::Impl::addFence(const SourceSite &site) {
  FenceRecord fence;
  fence.site = site;
  fences.push_back(std::move(fence));
  return FenceId(fences.size() - 1);
}

Error SimulatedDevice::Impl::checkFences(llvm::ArrayRef<FenceId> ids,
                                const SourceSite &site) {
  for (FenceId id : ids)
    if (id >= fences.size())
      return failure("unknown fence " + llvm::Twine(id));
  // Every queue operation and wait checks its fences first.
  return checkBudgets();
}

Error SimulatedDevice::Impl::checkSignalable(FenceId id, const SourceSite &site) {
  if (id >= fences.size())
    return failure("unknown fence " + llvm::Twine(id));
  const FenceRecord &fence = fences[id];
  if (id == nullFence)
    return failure("cannot signal the null fence");
  if (fence.isJoin)
    return failure("cannot signal a joined fence");
  if (fence.hasSignaler || fence.state != FenceState::Pending)
    return failure("fence created by " + describeSite(fence.site) +
                   " is signaled twice");
  return Error::success();
}

void SimulatedDevice::Impl::signal(FenceId id, double timeUs, NodeId reached,
                          llvm::ArrayRef<unsigned> events) {
  FenceRecord &first = fences[id];
  first.state = FenceState::Signaled;
  first.timeUs = timeUs;
  first.node = reached;
  first.signalEvents.assign(events.begin(), events.end());
  // Joins reached through this fence, without recursion.
  llvm::SmallVector<FenceId, 4> worklist{id};
  while (!worklist.empty()) {
    FenceId current = worklist.pop_back_val();
    std::vector<int64_t> waiters = std::move(fences[current].waiters);
    for (int64_t waiter : waiters) {
      if (waiter >= 0) {
        QueueOperation &op = queueOps[waiter];
        if (--op.pendingWaits == 0 && !op.done)
          ready.push_back(uint32_t(waiter));
        continue;
      }
      FenceId joinId = FenceId(-1 - waiter);
      FenceRecord &join = fences[joinId];
      if (--join.pendingComponents != 0 || join.state != FenceState::Pending)
        continue;
      llvm::SmallVector<NodeId, 4> nodes;
      for (FenceId component : join.components) {
        const FenceRecord &c = fences[component];
        join.timeUs = std::max(join.timeUs, c.timeUs);
        nodes.push_back(c.node);
        for (unsigned event : c.signalEvents)
          if (join.signalEvents.size() < 8) // flows drawn per wait, capped
            join.signalEvents.push_back(event);
      }
      join.node = joinNode(nodes);
      join.state = FenceState::Signaled;
      worklist.push_back(joinId);
    }
  }
}

void SimulatedDevice::Impl::fail(FenceId id, int32_t status, double timeUs) {
  llvm::SmallVector<FenceId, 4> worklist{id};
  fences[id].state = FenceState::Failed;
  fences[id].status = status;
  fences[id].timeUs = timeUs;
  while (!worklist.empty()) {
    FenceId current = worklist.pop_back_val();
    std::vector<int64_t> waiters = std::move(fences[current].waiters);
    for (int64_t waiter : waiters) {
      FenceId next;
      if (waiter >= 0) {
        // A queue operation waiting on a failed fence does not run and fails
        // the fence it would signal, as the HAL propagates failures.
        QueueOperation &op = queueOps[waiter];
        if (op.done)
          continue;
        op.done = op.failed = true;
        op.failStatus = status;
        next = op.signal;
      } else {
        next = FenceId(-1 - waiter);
      }
      FenceRecord &fence = fences[next];
      if (fence.state != FenceState::Pending)
        continue;
      fence.state = FenceState::Failed;
      fence.status = status;
      fence.timeUs = timeUs;
      worklist.push_back(next);
    }
  }
}

uint32_t SimulatedDevice::Impl::submit(QueueOperation op) {
  hostWork(costs.hostPerSubmitUs, "submit", op.site);
  op.submitEvent = int64_t(trace.events.size() - 1);
  op.submitUs = hostClockUs;
  op.submitNode = hostNode;
  hostNeedsNewNode = true;
  ++submissions;
  fences[op.signal].hasSignaler = true;
  uint32_t index = uint32_t(queueOps.size());
  int32_t failedStatus = 0;
  bool failed = false;
  for (FenceId wait : op.waits) {
    FenceRecord &fence = fences[wait];
    if (fence.state == FenceState::Failed) {
      failed = true;
      failedStatus = fence.status;
    } else if (fence.state == FenceState::Pending) {
      ++op.pendingWaits;
      fence.waiters.push_back(index);
    }
  }
  FenceId signalFence = op.signal;
  queueOps.push_back(std::move(op));
  if (failed) {
    queueOps[index].done = queueOps[index].failed = true;
    fail(signalFence, failedStatus, hostClockUs);
  } else if (queueOps[index].pendingWaits == 0) {
    ready.push_back(index);
  }
  schedulePoint();
  return index;
}

bool SimulatedDevice::Impl::runOneReady() {
  while (readyHead < ready.size()) {
    if (schedule.randomized) {
      size_t pick = readyHead + size_t(rng() % (ready.size() - readyHead));
      std::swap(ready[readyHead], ready[pick]);
    }
    uint32_t index = ready[readyHead++];
    if (queueOps[index].done)
      continue;
    runQueueOperation(index);
    return true;
  }
  return false;
}

void SimulatedDevice::Impl::schedulePoint() {
  if (!schedule.randomized) {
    while (runOneReady()) {
    }
    return;
  }
  // A random schedule may defer ready work until the host blocks.
  while (readyHead < ready.size() && (rng() & 1))
    runOneReady();
}

//===----------------------------------------------------------------------===//
// SimulatedDevice
//===----------------------------------------------------------------------===//

SimulatedDevice::SimulatedDevice(const CostModel &costs, Memory &memory, RaceTracker *races,
                                 ScheduleOptions schedule)
    : impl(std::make_unique<Impl>(costs, memory, races, schedule)) {}

SimulatedDevice::~SimulatedDevice() = default;

Memory &SimulatedDevice::getMemory() { return impl->memory; }
llvm::ArrayRef<std::string> SimulatedDevice::problems() const { return impl->problems; }
const Timeline &SimulatedDevice::timeline() const { return impl->trace; }

void SimulatedDevice::hostWork(double us, const SourceSite &site) {
  impl->hostWork(us, site.opName, site);
}

Error SimulatedDevice::hostAccess(const Access &access, const SourceSite &site) {
  if (Error error = impl->checkBudgets())
    return error;
  impl->schedulePoint();
  Memory &memory = impl->memory;
  llvm::StringRef verb = access.isWrite() ? "writes" : "reads";
  if (memory.exists(access.buffer) && !memory.isLive(access.buffer))
    return failure("use after free: " + describeSite(site) + " " + verb + " " +
                   memory.origin(access.buffer) + " after its deallocation");
  if (!memory.inBounds(access.buffer, access.offset, access.length))
    return failure("out of bounds: " + describeSite(site) + " " + verb +
                   " bytes [" + llvm::Twine(access.offset) + ", " +
                   llvm::Twine(access.offset + access.length) + ") of " +
                   memory.origin(access.buffer) + " (" +
                   llvm::Twine(memory.size(access.buffer)) + " bytes)");
  if (impl->races)
    impl->races->access(impl->currentHostNode(), 0, access, site);
  return Error::success();
}

BufferId SimulatedDevice::hostAllocate(uint64_t bytes, std::string origin,
                              bool deviceMemory, const SourceSite &site) {
  BufferId buffer = impl->memory.allocate(bytes, std::move(origin), deviceMemory);
  impl->hostWork(impl->costs.hostPerAllocationUs, "allocate", site);
  if (deviceMemory)
    impl->memoryDeltas.push_back(
        {impl->hostClockUs, int64_t(impl->memory.size(buffer))});
  return buffer;
}

BufferId SimulatedDevice::importBuffer(uint64_t bytes, std::string origin) {
  return impl->memory.allocate(bytes, std::move(origin), false);
}

FenceId SimulatedDevice::createFence(const SourceSite &site) {
  return impl->addFence(site);
}

FenceId SimulatedDevice::joinFences(llvm::ArrayRef<FenceId> components) {
  SourceSite site;
  site.opName = "hal.fence.join";
  FenceId id = impl->addFence(site);
  FenceRecord *join = &impl->fences[id];
  join->isJoin = true;
  bool failed = false;
  int32_t failedStatus = 0;
  for (FenceId component : components) {
    if (component >= impl->fences.size())
      continue;
    join = &impl->fences[id];
    join->components.push_back(component);
    FenceRecord &c = impl->fences[component];
    if (c.state == FenceState::Failed) {
      failed = true;
      failedStatus = c.status;
    } else if (c.state == FenceState::Pending) {
      ++join->pendingComponents;
      c.waiters.push_back(-1 - int64_t(id));
    }
  }
  join = &impl->fences[id];
  if (failed) {
    impl->fail(id, failedStatus, impl->hostClockUs);
  } else if (join->pendingComponents == 0) {
    llvm::SmallVector<NodeId, 4> nodes{impl->rootNode};
    double time = 0;
    llvm::SmallVector<unsigned, 2> events;
    for (FenceId component : join->components) {
      const FenceRecord &c = impl->fences[component];
      time = std::max(time, c.timeUs);
      nodes.push_back(c.node);
      for (unsigned event : c.signalEvents)
        if (events.size() < 8)
          events.push_back(event);
    }
    impl->signal(id, time, impl->joinNode(nodes), events);
  }
  return id;
}

Error SimulatedDevice::signalFromHost(FenceId fence, const SourceSite &site) {
  if (Error error = impl->checkSignalable(fence, site))
    return error;
  unsigned event = impl->addEvent(0, EventKind::HostWork, site.opName,
                                  impl->hostClockUs, impl->hostClockUs, site);
  impl->lastRecordEvent = -1;
  impl->fences[fence].hasSignaler = true;
  NodeId reached = impl->hostNode;
  impl->hostNeedsNewNode = true;
  impl->signal(fence, impl->hostClockUs, reached, {event});
  impl->schedulePoint();
  return Error::success();
}

Error SimulatedDevice::failFence(FenceId fence, int32_t status, const SourceSite &site) {
  if (Error error = impl->checkSignalable(fence, site))
    return error;
  impl->fences[fence].hasSignaler = true;
  impl->fail(fence, status, impl->hostClockUs);
  impl->schedulePoint();
  return Error::success();
}

FenceState SimulatedDevice::queryFence(FenceId fence) const {
  if (fence >= impl->fences.size())
    return FenceState::Pending;
  return impl->fences[fence].state;
}

llvm::Expected<int32_t> SimulatedDevice::awaitFences(llvm::ArrayRef<FenceId> ids,
                                            const SourceSite &site) {
  if (Error error = impl->checkFences(ids, site))
    return std::move(error);
  auto decided = [&] { return impl->awaitStatus(ids); };
  std::optional<int32_t> status = decided();
  while (!status) {
    // The host blocks: the device runs until the fences are reached.
    if (!impl->runOneReady())
      return failure(describeSite(site) +
                     " would block forever: a fence it waits on is never "
                     "signaled by the work submitted so far");
    status = decided();
  }
  double until = 0;
  llvm::SmallVector<NodeId, 4> nodes{impl->hostNode};
  llvm::SmallVector<unsigned, 4> signalEvents;
  for (FenceId id : ids) {
    const FenceRecord &fence = impl->fences[id];
    until = std::max(until, fence.timeUs);
    nodes.push_back(fence.node);
    signalEvents.append(fence.signalEvents.begin(), fence.signalEvents.end());
  }
  if (until > impl->hostClockUs) {
    unsigned wait = impl->addEvent(0, EventKind::HostWait, "wait",
                                   impl->hostClockUs, until, site);
    for (unsigned from : signalEvents)
      impl->addFlow("fence", from, wait);
    impl->hostClockUs = until;
    ++impl->hostWaits;
    impl->hostWork(impl->costs.hostPerWaitWakeUpUs, "wake-up", site);
  }
  impl->hostNode = impl->joinNode(nodes);
  impl->hostNeedsNewNode = true;
  return *status;
}

llvm::Expected<int32_t> SimulatedDevice::awaitFencesFor(llvm::ArrayRef<FenceId> ids,
                                                        uint64_t timeoutMillis,
                                                        const SourceSite &site) {
  if (Error error = impl->checkFences(ids, site))
    return std::move(error);
  // The host does not block: a random schedule may or may not have run the
  // ready work by now, the eager one has. The wait then succeeds only if the
  // fences are reached on the simulated clock by the deadline
  // (docs/design/simulator-device.md#timeouts).
  impl->schedulePoint();
  double deadlineUs = impl->hostClockUs + double(timeoutMillis) * 1000.0;
  bool inTime = impl->awaitStatus(ids).has_value();
  for (FenceId id : ids)
    inTime &= impl->fences[id].timeUs <= deadlineUs;
  if (inTime)
    return awaitFences(ids, site);
  if (deadlineUs > impl->hostClockUs) {
    impl->addEvent(0, EventKind::HostWait, "wait (deadline exceeded)", impl->hostClockUs,
                   deadlineUs, site);
    impl->hostClockUs = deadlineUs;
    ++impl->hostWaits;
  }
  return kStatusDeadlineExceeded;
}

Error SimulatedDevice::submitAndWait(CommandBufferId buffer, const SourceSite &site) {
  FenceId done = impl->addFence(site);
  if (Error error = queueExecute({}, done, {buffer}, site))
    return error;
  llvm::Expected<int32_t> status = awaitFences({done}, site);
  if (!status)
    return status.takeError();
  return Error::success();
}

void SimulatedDevice::finish() {
  while (impl->runOneReady()) {
  }
  if (!impl->exceededBudget.empty())
    impl->problem(impl->exceededBudget);
  for (const QueueOperation &op : impl->queueOps)
    if (!op.done)
      impl->problem(describeSite(op.site) +
                    " never ran: a fence it waits on is never signaled");
}

RunSummary SimulatedDevice::summary() const {
  const Timeline &trace = impl->trace;
  RunSummary summary;
  summary.makespanUs = impl->hostClockUs;
  std::vector<std::pair<double, double>> deviceSpans;
  for (const TimelineEvent &event : trace.events) {
    summary.makespanUs = std::max(summary.makespanUs, event.endUs);
    double length = event.endUs - event.startUs;
    if (event.kind == EventKind::HostWork)
      summary.hostBusyUs += length;
    else if (event.kind == EventKind::HostWait)
      summary.hostBlockedUs += length;
    else if (event.kind != EventKind::Barrier)
      deviceSpans.push_back({event.startUs, event.endUs});
  }
  // Busy time is the union of device spans.
  llvm::sort(deviceSpans);
  double coveredUntil = 0;
  for (auto [start, end] : deviceSpans) {
    start = std::max(start, coveredUntil);
    if (end > start) {
      summary.deviceBusyUs += end - start;
      coveredUntil = end;
    }
  }
  summary.deviceUtilization =
      summary.makespanUs > 0 ? summary.deviceBusyUs / summary.makespanUs : 0;
  summary.barriersExecuted = impl->barriersExecuted;
  summary.hostWaits = impl->hostWaits;
  summary.submissions = impl->submissions;
  summary.commandsRecorded = impl->commandsRecorded;
  // Peak live device memory on the simulated clock; a release at the same
  // time as an allocation counts first (stream-ordered reuse).
  std::vector<MemoryDelta> deltas = impl->memoryDeltas;
  llvm::stable_sort(deltas, [](const MemoryDelta &a, const MemoryDelta &b) {
    if (a.timeUs != b.timeUs)
      return a.timeUs < b.timeUs;
    return a.bytes < b.bytes;
  });
  int64_t live = 0, peak = 0;
  for (const MemoryDelta &delta : deltas) {
    live += delta.bytes;
    peak = std::max(peak, live);
  }
  summary.peakDeviceBytes = uint64_t(peak);
  return summary;
}
