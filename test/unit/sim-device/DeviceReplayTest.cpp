//===- DeviceReplayTest.cpp - Indirect submissions of reusable recordings -===//
//
// docs/design/simulator-reusable.md: a command recorded with binding-table
// slots is resolved against each submission's table; it is recorded once.
//
//===----------------------------------------------------------------------===//
#include "DeviceTestSupport.h"

#include "StreamToHAL/sim/races/RaceTracker.h"

using namespace stream_to_hal::sim;
using namespace stream_to_hal::sim::testing;

namespace {

/// A fill of slot 0's bound range with `pattern`, or an error when the slot
/// binds fewer than `minimum` bytes.
Command slotFill(Memory &memory, uint8_t pattern, uint64_t minimum) {
  Command command;
  command.kind = EventKind::Fill;
  command.stage = stage::Transfer;
  command.name = "fill";
  command.site = site("hal.command_buffer.fill_buffer", "l:3");
  command.resolve = [&memory, pattern, minimum](llvm::ArrayRef<BindingTableEntry> table)
      -> llvm::Expected<Command> {
    if (table[0].length < minimum)
      return llvm::createStringError(llvm::inconvertibleErrorCode(), "slot 0 is too short");
    return makeFillCommand(memory, table[0].buffer, table[0].offset, table[0].length, pattern,
                           1, site("hal.command_buffer.fill_buffer", "l:3"));
  };
  return command;
}

struct ReplayFixture : ::testing::Test {
  CostModel costs;
  Memory memory;
  RaceTracker races{memory};
  SimulatedDevice device{costs, memory, &races};
  CommandBufferId cmd = 0;

  void SetUp() override {
    cmd = device.createCommandBuffer(site("hal.command_buffer.create", "l:2"), 1);
    expectOk(device.record(cmd, slotFill(memory, 0xab, 4)));
    expectOk(device.end(cmd, site("hal.command_buffer.end", "l:4")));
  }
};

TEST_F(ReplayFixture, EachSubmissionResolvesTheSlotsAgainstItsTable) {
  EXPECT_EQ(expectValue(device.bindingCapacity(cmd)), 1u);
  BufferId first = device.importBuffer(8, "input 0");
  BufferId second = device.importBuffer(8, "input 1");
  FenceId a = device.createFence(site("hal.fence.create", "l:5"));
  FenceId b = device.createFence(site("hal.fence.create", "l:6"));
  expectOk(device.queueExecuteIndirect({}, a, cmd, {{first, 2, 4}},
                                       site("hal.device.queue.execute.indirect", "l:7")));
  expectOk(device.queueExecuteIndirect({a}, b, cmd, {{second, 0, 8}},
                                       site("hal.device.queue.execute.indirect", "l:8")));
  EXPECT_EQ(expectValue(device.awaitFences({b}, site("hal.fence.await", "l:9"))), 0);
  device.finish();
  EXPECT_EQ(memory.bytes(first)[1], Memory::uninitializedByte(1));
  EXPECT_EQ(memory.bytes(first)[2], 0xab);
  EXPECT_EQ(memory.bytes(first)[5], 0xab);
  EXPECT_EQ(memory.bytes(first)[6], Memory::uninitializedByte(6));
  EXPECT_EQ(memory.bytes(second)[7], 0xab);
  RunSummary summary = device.summary();
  EXPECT_EQ(summary.commandsRecorded, 1u);
  EXPECT_EQ(summary.submissions, 2u);
  EXPECT_TRUE(device.problems().empty());
  EXPECT_TRUE(races.races().empty());
}

TEST_F(ReplayFixture, TheTableMustMatchAndResolveAndBeGiven) {
  BufferId buffer = device.importBuffer(8, "input 0");
  FenceId fence = device.createFence(site("hal.fence.create", "l:5"));
  EXPECT_EQ(errorText(device.queueExecuteIndirect({}, fence, cmd, {{buffer, 0, 4}, {buffer, 4, 4}},
                                                  site("x", "l:6"))),
            "binding table has 2 entries but the command buffer declares a binding capacity of 1");
  EXPECT_EQ(errorText(device.queueExecuteIndirect({}, fence, cmd, {{buffer, 0, 2}},
                                                  site("x", "l:7"))),
            "slot 0 is too short");
  EXPECT_EQ(errorText(device.queueExecute({}, fence, {cmd}, site("hal.device.queue.execute", "l:8"))),
            "hal.device.queue.execute at l:8 submits a command buffer that uses binding table "
            "slots without a binding table");
  // Nothing was submitted: the fence can still be signaled once.
  expectOk(device.signalFromHost(fence, site("hal.fence.signal", "l:9")));
}

} // namespace
