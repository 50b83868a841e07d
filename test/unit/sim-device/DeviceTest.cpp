//===- DeviceTest.cpp - The simulated device: ordering, fences, schedules -===//
//
// docs/design/simulator-device.md#ordering and #schedules.
//
//===----------------------------------------------------------------------===//
#include "DeviceTestSupport.h"

#include "StreamToHAL/sim/races/RaceTracker.h"

#include <chrono>
#include <set>

using namespace stream_to_hal::sim;
using namespace stream_to_hal::sim::testing;

namespace {

struct DeviceFixture : ::testing::Test {
  CostModel costs;
  Memory memory;
  RaceTracker races{memory};

  std::vector<std::string> raceLines() const {
    std::vector<std::string> lines;
    for (const Race &race : races.races())
      lines.push_back(races.formatRace(race));
    return lines;
  }
};

// The pattern is written one period at a time and copied in doubling blocks:
// every byte of every size, below, at and past a period and at odd sizes, is
// uninitializedByte() of its offset, and a size-0 buffer has no bytes.
TEST(Memory, AllocationsHoldTheUninitializedPatternAtEveryByte) {
  Memory memory;
  for (uint64_t size : {uint64_t(0), uint64_t(1), uint64_t(127), Memory::kUninitializedPeriod,
                        uint64_t(129), uint64_t(1000), uint64_t(65537)}) {
    BufferId buffer = memory.allocate(size, "alloc", /*deviceMemory=*/true);
    llvm::ArrayRef<uint8_t> bytes = memory.bytes(buffer);
    ASSERT_EQ(bytes.size(), size);
    for (uint64_t i = 0; i < size; ++i)
      ASSERT_EQ(bytes[i], Memory::uninitializedByte(i)) << "size " << size << ", byte " << i;
  }
  for (uint64_t i = 0; i < 4 * Memory::kUninitializedPeriod; ++i)
    ASSERT_EQ(Memory::uninitializedByte(i),
              Memory::uninitializedByte(i % Memory::kUninitializedPeriod));
}

TEST_F(DeviceFixture, SubmitAndWaitRunsTheCommandsAndTimesThem) {
  SimulatedDevice device(costs, memory, &races);
  BufferId buffer = device.hostAllocate(400000, "alloc", true, site("hal.allocator.allocate", "l:1"));
  CommandBufferId cmd = device.createCommandBuffer(site("hal.command_buffer.create", "l:2"));
  expectOk(device.record(cmd, makeFillCommand(memory, buffer, 0, 200000, 0x01020304, 4,
                                              site("hal.command_buffer.fill_buffer", "l:3"))));
  expectOk(device.end(cmd, site("hal.command_buffer.end", "l:4")));
  expectOk(device.submitAndWait(cmd, site("hal.ex.submit_and_wait", "l:5")));
  EXPECT_EQ(memory.bytes(buffer)[0], 0x04);
  EXPECT_EQ(memory.bytes(buffer)[3], 0x01);
  EXPECT_EQ(memory.bytes(buffer)[199999], 0x01);
  EXPECT_EQ(memory.bytes(buffer)[200000], Memory::uninitializedByte(200000));
  device.finish();
  EXPECT_TRUE(device.problems().empty());
  RunSummary summary = device.summary();
  // allocate 2 + record 0.5 + submit 5 = 7.5; the fill (1 us) runs
  // [7.5, 8.5]; the host waits until 8.5 and wakes up in 10.
  EXPECT_DOUBLE_EQ(summary.makespanUs, 18.5);
  EXPECT_DOUBLE_EQ(summary.hostBusyUs, 17.5);
  EXPECT_DOUBLE_EQ(summary.hostBlockedUs, 1.0);
  EXPECT_DOUBLE_EQ(summary.deviceBusyUs, 1.0);
  EXPECT_DOUBLE_EQ(summary.deviceUtilization, 1.0 / 18.5);
  EXPECT_EQ(summary.barriersExecuted, 0u);
  EXPECT_EQ(summary.hostWaits, 1u);
  EXPECT_EQ(summary.submissions, 1u);
  EXPECT_EQ(summary.commandsRecorded, 1u);
  EXPECT_EQ(summary.peakDeviceBytes, 400000u);
  const Timeline &timeline = device.timeline();
  // Command lanes are created as commands need them: one command, one lane,
  // after the queue's.
  ASSERT_EQ(timeline.lanes.size(), 3u);
  EXPECT_EQ(timeline.lanes[0].name, "host");
  EXPECT_EQ(timeline.lanes[1].name, "queue 0");
  EXPECT_EQ(timeline.lanes[2].name, "queue 0 lane 0");
  EXPECT_TRUE(races.races().empty());
}

TEST_F(DeviceFixture, QueueWorkWaitsForItsFencesAndSignalsInOrder) {
  SimulatedDevice device(costs, memory, &races);
  BufferId buffer = device.importBuffer(16, "input 0");
  FenceId gate = device.createFence(site("hal.fence.create", "l:1"));
  FenceId done = device.createFence(site("hal.fence.create", "l:2"));
  CommandBufferId cmd = device.createCommandBuffer(site("c", "l:3"));
  expectOk(device.record(cmd, makeFillCommand(memory, buffer, 0, 16, 7, 1, site("fill", "l:4"))));
  expectOk(device.end(cmd, site("end", "l:5")));
  expectOk(device.queueExecute({gate}, done, {cmd}, site("hal.device.queue.execute", "l:6")));
  EXPECT_EQ(device.queryFence(done), FenceState::Pending);
  EXPECT_NE(memory.bytes(buffer)[0], 7);
  FenceId joined = device.joinFences({Device::nullFence, gate, done});
  EXPECT_EQ(device.queryFence(joined), FenceState::Pending);
  expectOk(device.signalFromHost(gate, site("hal.fence.signal", "l:7")));
  // Eager: the execute ran as soon as its fence was reached.
  EXPECT_EQ(device.queryFence(done), FenceState::Signaled);
  EXPECT_EQ(device.queryFence(joined), FenceState::Signaled);
  EXPECT_EQ(memory.bytes(buffer)[0], 7);
  EXPECT_EQ(expectValue(device.awaitFences({joined}, site("hal.fence.await", "l:8"))), 0);
  expectOk(device.hostAccess({buffer, 0, 16, AccessKind::Read}, site("hal.buffer.load", "l:9")));
  EXPECT_TRUE(races.races().empty());
  EXPECT_EQ(errorText(device.signalFromHost(gate, site("hal.fence.signal", "l:10"))),
            "fence created by hal.fence.create at l:1 is signaled twice");
  EXPECT_EQ(errorText(device.signalFromHost(joined, site("s", "l:11"))),
            "cannot signal a joined fence");
}

TEST_F(DeviceFixture, FailuresPropagateAndBlockingForeverIsAnError) {
  SimulatedDevice device(costs, memory, &races);
  FenceId never = device.createFence(site("hal.fence.create", "l:1"));
  EXPECT_EQ(errorText(device.awaitFences({never}, site("hal.fence.await", "l:2")).takeError()),
            "hal.fence.await at l:2 would block forever: a fence it waits on is "
            "never signaled by the work submitted so far");
  FenceId failed = device.createFence(site("hal.fence.create", "l:3"));
  FenceId next = device.createFence(site("hal.fence.create", "l:4"));
  BufferId buffer = expectValue(device.queueAlloca({failed}, next, 64, "alloca", site("hal.device.queue.alloca", "l:5")));
  (void)buffer;
  expectOk(device.failFence(failed, 13, site("hal.fence.fail", "l:6")));
  EXPECT_EQ(device.queryFence(next), FenceState::Failed);
  EXPECT_EQ(expectValue(device.awaitFences({next, Device::nullFence}, site("hal.fence.await", "l:7"))), 13);
  FenceId afterFailure = device.createFence(site("hal.fence.create", "l:8"));
  expectOk(device.queueDealloca({next}, afterFailure, buffer, site("hal.device.queue.dealloca", "l:9")));
  EXPECT_EQ(device.queryFence(afterFailure), FenceState::Failed);
  FenceId stuck = device.createFence(site("hal.fence.create", "l:10"));
  FenceId stuckDone = device.createFence(site("hal.fence.create", "l:11"));
  expectOk(device.queueDealloca({stuck}, stuckDone, buffer, site("hal.device.queue.dealloca", "l:12")));
  device.finish();
  ASSERT_EQ(device.problems().size(), 1u);
  EXPECT_EQ(device.problems()[0],
            "hal.device.queue.dealloca at l:12 never ran: a fence it waits on is never signaled");
}

/// fill(A) with a barrier of the given masks, then a dispatch reading A.
static size_t racesAcrossBarrier(StageMask source, StageMask target) {
  CostModel costs;
  Memory memory;
  RaceTracker races(memory);
  SimulatedDevice device(costs, memory, &races);
  BufferId a = device.importBuffer(16, "a");
  BufferId b = device.importBuffer(16, "b");
  CommandBufferId cmd = device.createCommandBuffer(site("c", "l:1"));
  expectOk(device.record(cmd, makeFillCommand(memory, a, 0, 16, 1, 1, site("fill", "l:2"))));
  expectOk(device.recordBarrier(cmd, source, target, site("barrier", "l:3")));
  expectOk(device.record(cmd, incrementDispatch(memory, a, b, site("dispatch", "l:4"))));
  expectOk(device.end(cmd, site("end", "l:5")));
  expectOk(device.submitAndWait(cmd, site("submit", "l:6")));
  return races.races().size();
}

TEST(DeviceBarriers, ABarrierOrdersOnlyTheStagesInItsMasks) {
  EXPECT_EQ(racesAcrossBarrier(stage::Transfer, stage::Dispatch), 0u);
  EXPECT_EQ(racesAcrossBarrier(stage::Dispatch | stage::Transfer,
                               stage::Dispatch | stage::Transfer), 0u);
  EXPECT_EQ(racesAcrossBarrier(stage::Dispatch, stage::Dispatch), 1u);
  EXPECT_EQ(racesAcrossBarrier(stage::Transfer, stage::Transfer), 1u);
  EXPECT_EQ(racesAcrossBarrier(stage::Host, stage::Host), 1u);
  // CommandRetire as a source and CommandIssue as a target mean every stage.
  EXPECT_EQ(racesAcrossBarrier(stage::CommandRetire, stage::Dispatch), 0u);
  EXPECT_EQ(racesAcrossBarrier(stage::Transfer, stage::CommandIssue), 0u);
  EXPECT_EQ(racesAcrossBarrier(stage::CommandIssue, stage::CommandRetire), 1u);
}

TEST_F(DeviceFixture, BarriersChainThroughAStageTheyShare) {
  SimulatedDevice device(costs, memory, &races);
  BufferId a = device.importBuffer(16, "a");
  BufferId b = device.importBuffer(16, "b");
  BufferId c = device.importBuffer(16, "c");
  CommandBufferId cmd = device.createCommandBuffer(site("c", "l:1"));
  // dispatch writes b; [Dispatch -> Transfer]; copy c; [Transfer -> Dispatch];
  // a dispatch reading b is ordered after the first through the chain. A
  // dispatch recorded between the barriers is not.
  expectOk(device.record(cmd, incrementDispatch(memory, a, b, site("d1", "l:2"))));
  expectOk(device.recordBarrier(cmd, stage::Dispatch, stage::Transfer, site("b1", "l:3")));
  expectOk(device.record(cmd, makeCopyCommand(memory, a, 0, c, 0, 16, site("copy", "l:4"))));
  expectOk(device.record(cmd, incrementDispatch(memory, a, b, site("d-mid", "l:5"))));
  expectOk(device.recordBarrier(cmd, stage::Transfer, stage::Dispatch, site("b2", "l:6")));
  expectOk(device.record(cmd, incrementDispatch(memory, b, a, site("d2", "l:7"))));
  expectOk(device.end(cmd, site("end", "l:8")));
  expectOk(device.submitAndWait(cmd, site("submit", "l:9")));
  std::vector<std::string> lines = raceLines();
  ASSERT_EQ(lines.size(), 2u);
  // d-mid writes b unordered with d1 (same stage, no barrier with Dispatch
  // in both masks), and with d2, which reads b; d-mid's read of a that d2
  // writes is the same pair of sites, reported once.
  EXPECT_EQ(lines[0], "race: write by d1 at l:2 and write by d-mid at l:5 on b bytes [0, 16)");
  EXPECT_EQ(lines[1], "race: write by d-mid at l:5 and read by d2 at l:7 on b bytes [0, 16)");
  RunSummary summary = device.summary();
  EXPECT_EQ(summary.barriersExecuted, 2u);
  EXPECT_EQ(summary.commandsRecorded, 6u);
}

/// Two unordered fills of one byte; which lands last depends on the schedule.
static uint8_t unorderedFillsResult(ScheduleOptions schedule) {
  CostModel costs;
  Memory memory;
  SimulatedDevice device(costs, memory, nullptr, schedule);
  BufferId a = device.importBuffer(1, "a");
  CommandBufferId cmd = device.createCommandBuffer(site("c", "l:1"));
  expectOk(device.record(cmd, makeFillCommand(memory, a, 0, 1, 1, 1, site("fill", "l:2"))));
  expectOk(device.record(cmd, makeFillCommand(memory, a, 0, 1, 2, 1, site("fill", "l:3"))));
  expectOk(device.end(cmd, site("end", "l:4")));
  expectOk(device.submitAndWait(cmd, site("submit", "l:5")));
  return memory.bytes(a)[0];
}

TEST(DeviceSchedules, RandomSchedulesTakeDifferentLegalOrders) {
  EXPECT_EQ(unorderedFillsResult({}), 2);
  std::set<uint8_t> seen;
  for (uint64_t seed = 0; seed < 32; ++seed)
    seen.insert(unorderedFillsResult({true, seed}));
  EXPECT_EQ(seen, (std::set<uint8_t>{1, 2}));
  // A seed gives one schedule.
  EXPECT_EQ(unorderedFillsResult({true, 5}), unorderedFillsResult({true, 5}));
}

/// Two executes nothing orders fill one byte, then the host stores into a
/// second byte that the first execute also fills, without waiting.
static std::pair<uint8_t, uint8_t> unorderedQueueResult(ScheduleOptions schedule) {
  CostModel costs;
  Memory memory;
  SimulatedDevice device(costs, memory, nullptr, schedule);
  BufferId a = device.importBuffer(2, "a");
  std::vector<FenceId> done;
  for (uint32_t value : {1u, 2u}) {
    CommandBufferId cmd = device.createCommandBuffer(site("c", "l:1"));
    expectOk(device.record(cmd, makeFillCommand(memory, a, 0, value == 1 ? 2 : 1, value, 1,
                                                site("fill", "l:2"))));
    expectOk(device.end(cmd, site("end", "l:3")));
    done.push_back(device.createFence(site("f", "l:4")));
    expectOk(device.queueExecute({}, done.back(), {cmd}, site("execute", "l:5")));
  }
  expectOk(device.hostAccess({a, 1, 1, AccessKind::Write}, site("hal.buffer.store", "l:6")));
  memory.bytes(a)[1] = 9;
  (void)expectValue(device.awaitFences(done, site("await", "l:7")));
  return {memory.bytes(a)[0], memory.bytes(a)[1]};
}

TEST(DeviceSchedules, RandomSchedulesReorderQueueWorkAndDeferItPastTheHost) {
  // Eager: both executes run at submission, before the host's store.
  EXPECT_EQ(unorderedQueueResult({}), std::make_pair(uint8_t(2), uint8_t(9)));
  std::set<std::pair<uint8_t, uint8_t>> seen;
  for (uint64_t seed = 0; seed < 64; ++seed)
    seen.insert(unorderedQueueResult({true, seed}));
  // Either execute may run last; the first may run after the host's store.
  EXPECT_TRUE(seen.count({1, 9}));
  EXPECT_TRUE(seen.count({2, 9}));
  EXPECT_TRUE(seen.count({2, 1}) || seen.count({1, 1}));
}

/// fill 1, barrier, fill 2 on one queue op; an unordered second execute adds 1.
static std::vector<uint8_t> orderedWorkResult(ScheduleOptions schedule) {
  CostModel costs;
  Memory memory;
  SimulatedDevice device(costs, memory, nullptr, schedule);
  BufferId a = device.importBuffer(1, "a");
  BufferId b = device.importBuffer(1, "b");
  CommandBufferId first = device.createCommandBuffer(site("c", "l:1"));
  expectOk(device.record(first, makeFillCommand(memory, a, 0, 1, 1, 1, site("fill", "l:2"))));
  expectOk(device.recordBarrier(first, stage::Transfer, stage::Transfer, site("b", "l:3")));
  expectOk(device.record(first, makeFillCommand(memory, a, 0, 1, 2, 1, site("fill", "l:4"))));
  expectOk(device.end(first, site("end", "l:5")));
  CommandBufferId second = device.createCommandBuffer(site("c", "l:6"));
  expectOk(device.record(second, incrementDispatch(memory, a, b, site("d", "l:7"))));
  expectOk(device.end(second, site("end", "l:8")));
  FenceId f1 = device.createFence(site("f", "l:9"));
  FenceId f2 = device.createFence(site("f", "l:10"));
  expectOk(device.queueExecute({}, f1, {first}, site("execute", "l:11")));
  expectOk(device.queueExecute({f1}, f2, {second}, site("execute", "l:12")));
  (void)expectValue(device.awaitFences({f2}, site("await", "l:13")));
  device.finish();
  return {memory.bytes(a)[0], memory.bytes(b)[0]};
}

TEST(DeviceSchedules, OrderedWorkGivesOneResultInEverySchedule) {
  std::vector<uint8_t> expected{2, 3};
  EXPECT_EQ(orderedWorkResult({}), expected);
  for (uint64_t seed = 0; seed < 16; ++seed)
    EXPECT_EQ(orderedWorkResult({true, seed}), expected) << seed;
}

TEST_F(DeviceFixture, DeallocaNotAfterTheLastUseIsAUseAfterFree) {
  SimulatedDevice device(costs, memory, &races);
  BufferId input = device.importBuffer(16, "input 0");
  FenceId allocated = device.createFence(site("hal.fence.create", "l:1"));
  BufferId scratch = expectValue(device.queueAlloca(
      {}, allocated, 16, "stream.resource.alloca at in.mlir:2:3",
      site("hal.device.queue.alloca", "l:2", "in.mlir:2:3")));
  FenceId gate = device.createFence(site("hal.fence.create", "l:3"));
  FenceId executed = device.createFence(site("hal.fence.create", "l:4"));
  CommandBufferId cmd = device.createCommandBuffer(site("c", "l:5"));
  expectOk(device.record(cmd, makeCopyCommand(memory, input, 0, scratch, 0, 16,
                                              site("hal.command_buffer.copy_buffer", "l:6", "in.mlir:4:5"))));
  expectOk(device.end(cmd, site("end", "l:7")));
  FenceId both = device.joinFences({allocated, gate});
  expectOk(device.queueExecute({both}, executed, {cmd}, site("hal.device.queue.execute", "l:8")));
  // The dealloca waits on the alloca only, not on the execute.
  FenceId freed = device.createFence(site("hal.fence.create", "l:9"));
  expectOk(device.queueDealloca({allocated}, freed, scratch,
                                site("hal.device.queue.dealloca", "l:10", "in.mlir:6:3")));
  expectOk(device.signalFromHost(gate, site("hal.fence.signal", "l:11")));
  device.finish();
  std::vector<std::string> lines = raceLines();
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(lines[0], "race: write by hal.device.queue.dealloca at l:10 (stream "
                      "in.mlir:6:3) and write by hal.command_buffer.copy_buffer at "
                      "l:6 (stream in.mlir:4:5) on stream.resource.alloca at "
                      "in.mlir:2:3 bytes [0, 16)");
  ASSERT_EQ(device.problems().size(), 1u);
  EXPECT_EQ(device.problems()[0],
            "use after free: hal.command_buffer.copy_buffer at l:6 (stream "
            "in.mlir:4:5) writes stream.resource.alloca at in.mlir:2:3 after its "
            "deallocation");
}

TEST_F(DeviceFixture, HostAccessesAreOrderedOnlyByWaits) {
  SimulatedDevice device(costs, memory, &races);
  BufferId a = device.importBuffer(8, "a");
  expectOk(device.hostAccess({a, 0, 4, AccessKind::Write}, site("hal.buffer.store", "l:1")));
  CommandBufferId cmd = device.createCommandBuffer(site("c", "l:2"));
  expectOk(device.record(cmd, makeFillCommand(memory, a, 0, 8, 0, 1, site("fill", "l:3"))));
  expectOk(device.end(cmd, site("end", "l:4")));
  FenceId done = device.createFence(site("f", "l:5"));
  expectOk(device.queueExecute({}, done, {cmd}, site("execute", "l:6")));
  expectOk(device.hostAccess({a, 4, 4, AccessKind::Read}, site("hal.buffer.load", "l:7")));
  (void)expectValue(device.awaitFences({done}, site("await", "l:8")));
  expectOk(device.hostAccess({a, 0, 8, AccessKind::Read}, site("hal.buffer.load", "l:9")));
  std::vector<std::string> lines = raceLines();
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(lines[0], "race: write by fill at l:3 and read by hal.buffer.load at l:7 on a bytes [4, 8)");
  EXPECT_EQ(errorText(device.hostAccess({a, 4, 8, AccessKind::Read}, site("hal.buffer.load", "l:10"))),
            "out of bounds: hal.buffer.load at l:10 reads bytes [4, 12) of a (8 bytes)");
}

TEST_F(DeviceFixture, RecordingErrors) {
  SimulatedDevice device(costs, memory, &races);
  BufferId a = device.importBuffer(8, "a");
  CommandBufferId cmd = device.createCommandBuffer(site("c", "l:1"));
  EXPECT_EQ(errorText(device.record(cmd, makeFillCommand(memory, a, 4, 8, 0, 1, site("fill", "l:2")))),
            "out of bounds: fill at l:2 accesses bytes [4, 12) of a (8 bytes)");
  FenceId done = device.createFence(site("f", "l:3"));
  EXPECT_EQ(errorText(device.queueExecute({}, done, {cmd}, site("execute", "l:4"))),
            "execute at l:4 submits a command buffer before its hal.command_buffer.end");
  expectOk(device.end(cmd, site("end", "l:5")));
  EXPECT_EQ(errorText(device.recordBarrier(cmd, 0, 0, site("barrier", "l:6"))),
            "barrier at l:6 records into a command buffer after its hal.command_buffer.end");
  EXPECT_EQ(errorText(device.queueExecute({}, Device::nullFence, {cmd}, site("execute", "l:7"))),
            "cannot signal the null fence");
}

TEST_F(DeviceFixture, ConcurrentCommandsShareLanesAndBarriersDrain) {
  costs.concurrentCommands = 2;
  SimulatedDevice device(costs, memory, nullptr);
  BufferId a = device.importBuffer(16, "a");
  BufferId b = device.importBuffer(16, "b");
  CommandBufferId cmd = device.createCommandBuffer(site("c", "l:1"));
  for (int i = 0; i < 3; ++i)
    expectOk(device.record(cmd, incrementDispatch(memory, a, b, site("d", "l:2"))));
  expectOk(device.recordBarrier(cmd, stage::Dispatch, stage::Dispatch, site("b", "l:3")));
  expectOk(device.record(cmd, incrementDispatch(memory, a, b, site("d", "l:4"))));
  expectOk(device.end(cmd, site("end", "l:5")));
  expectOk(device.submitAndWait(cmd, site("submit", "l:6")));
  // Recording 5 x 0.5, submit 5: the device starts at 7.5. Dispatches cost
  // 3.01: two at once, the third after, the barrier drains 1, then the last.
  double start = 7.5, dispatch = 3.01;
  double end = start + 2 * dispatch + costs.barrierDrainUs + dispatch;
  RunSummary summary = device.summary();
  EXPECT_NEAR(summary.deviceBusyUs, end - start, 1e-9);
  EXPECT_NEAR(summary.hostBlockedUs, end - start, 1e-9);
  EXPECT_EQ(summary.barriersExecuted, 1u);
}

TEST_F(DeviceFixture, LanesAreCreatedAsCommandsNeedThem) {
  // 10^8 lanes allowed, 11 commands at once: 11 command lanes, not 10^8.
  costs.concurrentCommands = 100000000;
  SimulatedDevice device(costs, memory, nullptr);
  BufferId a = device.importBuffer(16, "a");
  BufferId b = device.importBuffer(16, "b");
  CommandBufferId cmd = device.createCommandBuffer(site("c", "l:1"));
  for (int i = 0; i < 11; ++i)
    expectOk(device.record(cmd, incrementDispatch(memory, a, b, site("d", "l:2"))));
  expectOk(device.end(cmd, site("end", "l:3")));
  expectOk(device.submitAndWait(cmd, site("submit", "l:4")));
  EXPECT_EQ(device.timeline().lanes.size(), 2u + 11u); // host, queue 0, 11 lanes
}

TEST_F(DeviceFixture, RecordingStopsAtItsBudget) {
  Budgets budgets = memory.budgets();
  budgets.recordedCommands = 3;
  memory.setBudgets(budgets);
  SimulatedDevice device(costs, memory, nullptr);
  BufferId a = device.importBuffer(16, "a");
  CommandBufferId cmd = device.createCommandBuffer(site("c", "l:1"));
  for (int i = 0; i < 3; ++i)
    expectOk(device.record(cmd, makeFillCommand(memory, a, 0, 4, i, 4, site("fill", "l:2"))));
  EXPECT_EQ(errorText(device.record(cmd, makeFillCommand(memory, a, 0, 4, 3, 4,
                                                         site("fill", "l:9")))),
            "recording fill at l:9 exceeds the budget --max-recorded-commands=3 (commands and "
            "barriers held by one HAL run's command buffers); raise it with "
            "--max-recorded-commands=N");
}

TEST_F(DeviceFixture, TheTimelineStopsAtItsBudgetAndTheNextHostCallFails) {
  Budgets budgets = memory.budgets();
  budgets.timelineEvents = 4;
  memory.setBudgets(budgets);
  SimulatedDevice device(costs, memory, nullptr);
  BufferId a = device.importBuffer(16, "a");
  // The event past the budget is not kept; the next call fails with it.
  llvm::Error failure = llvm::Error::success();
  for (int i = 0; i < 100 && !failure; ++i) {
    CommandBufferId cmd = device.createCommandBuffer(site("c", "l:1"));
    failure = device.record(cmd, makeFillCommand(memory, a, 0, 4, i, 4, site("fill", "l:2")));
    if (!failure)
      failure = device.end(cmd, site("end", "l:3"));
    if (!failure)
      failure = device.submitAndWait(cmd, site("submit", "l:4"));
  }
  EXPECT_TRUE(llvm::StringRef(errorText(std::move(failure)))
                  .contains("exceeds the budget --max-timeline-events=4"));
  EXPECT_LE(device.timeline().events.size(), 4u);
}

TEST_F(DeviceFixture, CostIsLinearInTheCommands) {
  SimulatedDevice device(costs, memory, &races);
  BufferId a = device.importBuffer(1 << 16, "a");
  CommandBufferId cmd = device.createCommandBuffer(site("c", "l:1"));
  const unsigned count = 100000;
  for (unsigned i = 0; i < count; ++i) {
    // Each command writes its own 8 bytes of a window that wraps around, so
    // the shadow holds many ranges; a barrier every 4 commands.
    uint64_t offset = (uint64_t(i) * 8) % (1 << 16);
    expectOk(device.record(cmd, makeFillCommand(memory, a, offset, 8, i, 4, site("fill", "l:2"))));
    if (i % 4 == 3)
      expectOk(device.recordBarrier(cmd, i % 8 == 3 ? stage::Transfer : stage::CommandRetire,
                                    stage::Transfer, site("barrier", "l:3")));
  }
  expectOk(device.end(cmd, site("end", "l:4")));
  auto begin = std::chrono::steady_clock::now();
  expectOk(device.submitAndWait(cmd, site("submit", "l:5")));
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
  EXPECT_TRUE(races.races().empty());
  // The DAG is a sequence of segments: chains stay few, so clocks stay short.
  EXPECT_LE(races.numChains(), 4u);
  EXPECT_LT(seconds, 5.0);
  EXPECT_EQ(device.summary().barriersExecuted, count / 4);
}

TEST_F(DeviceFixture, ClocksStayShortAcrossManySubmissionsAndWaits) {
  // Each round: an alloca nothing waits for (a chain of its own), an execute
  // after the previous round's, and a host wait for it. Without the host's
  // summary of what it waited for, every later clock would carry an entry
  // per round.
  SimulatedDevice device(costs, memory, &races);
  BufferId a = device.importBuffer(64, "a");
  FenceId previous = Device::nullFence;
  const unsigned rounds = 2000;
  for (unsigned i = 0; i < rounds; ++i) {
    FenceId allocated = device.createFence(site("f", "l:1"));
    (void)expectValue(device.queueAlloca({}, allocated, 16, "scratch", site("alloca", "l:2")));
    CommandBufferId cmd = device.createCommandBuffer(site("c", "l:3"));
    expectOk(device.record(cmd, makeFillCommand(memory, a, 0, 64, i, 4, site("fill", "l:4"))));
    expectOk(device.end(cmd, site("end", "l:5")));
    FenceId done = device.createFence(site("f", "l:6"));
    expectOk(device.queueExecute({previous}, done, {cmd}, site("execute", "l:7")));
    (void)expectValue(device.awaitFences({done}, site("await", "l:8")));
    expectOk(device.hostAccess({a, 0, 4, AccessKind::Read}, site("load", "l:9")));
    previous = done;
  }
  EXPECT_TRUE(races.races().empty());
  EXPECT_LE(races.numClockEntries(), 4 * races.numNodes());
}

} // namespace
