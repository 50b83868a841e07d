//===- RaceTrackerTest.cpp - The happens-before race tracker -------------===//
//
// docs/design/simulator-device.md#races.
//
//===----------------------------------------------------------------------===//
#include "DeviceTestSupport.h"

#include "StreamToHAL/sim/races/RaceTracker.h"

using namespace stream_to_hal::sim;
using namespace stream_to_hal::sim::testing;

namespace {

TEST(Memory, UninitializedBytesAreNonZeroAndReleaseFreesThem) {
  Memory memory;
  BufferId buffer = memory.allocate(300, "alloc at in.mlir:1:1", true);
  ASSERT_EQ(memory.bytes(buffer).size(), 300u);
  bool allSame = true;
  for (size_t i = 0; i < 300; ++i) {
    EXPECT_NE(memory.bytes(buffer)[i], 0) << i;
    EXPECT_EQ(memory.bytes(buffer)[i], Memory::uninitializedByte(i));
    allSame &= memory.bytes(buffer)[i] == memory.bytes(buffer)[0];
  }
  EXPECT_FALSE(allSame);
  EXPECT_EQ(memory.liveDeviceBytes(), 300u);
  BufferId host = memory.allocate(10, "input 0", false);
  EXPECT_EQ(memory.liveDeviceBytes(), 300u);
  EXPECT_TRUE(memory.inBounds(buffer, 100, 200));
  EXPECT_FALSE(memory.inBounds(buffer, 100, 201));
  EXPECT_FALSE(memory.inBounds(buffer, 1, UINT64_MAX));
  EXPECT_TRUE(memory.release(buffer));
  EXPECT_FALSE(memory.release(buffer));
  EXPECT_FALSE(memory.isLive(buffer));
  EXPECT_TRUE(memory.bytes(buffer).empty());
  EXPECT_EQ(memory.size(buffer), 300u);
  EXPECT_EQ(memory.liveDeviceBytes(), 0u);
  EXPECT_EQ(memory.peakDeviceBytes(), 300u);
  EXPECT_TRUE(memory.isLive(host));
  EXPECT_FALSE(memory.exists(99));
  EXPECT_EQ(memory.origin(99), "<unknown buffer>");
}

TEST(Memory, OneBudgetBoundsEveryAllocationAndTheLiveTotal) {
  // The defaults of a 24 GiB machine simulate a 424 MB allocation (the old
  // per-allocation limits were 256 MiB and 1 GiB).
  Memory memory;
  memory.setBudgets(Budgets::forMemory(uint64_t(24) << 30));
  EXPECT_FALSE(bool(memory.checkAllocation(424000000, "alloc")));
  Budgets small = memory.budgets();
  small.deviceBytes = 1000;
  memory.setBudgets(small);
  memory.allocate(600, "first", /*deviceMemory=*/false);
  llvm::Error error = memory.checkAllocation(500, "stream.resource.alloc at in.mlir:2:3");
  EXPECT_EQ(llvm::toString(std::move(error)),
            "stream.resource.alloc at in.mlir:2:3 (500 bytes, with 600 live) exceeds the "
            "budget --max-device-bytes=1000 (live bytes of one run's buffers); raise it with "
            "--max-device-bytes=N");
  EXPECT_FALSE(bool(memory.checkAllocation(400, "fits")));
}

TEST(RaceTracker, HappensBeforeFollowsEdgesTransitively) {
  Memory memory;
  RaceTracker races(memory);
  NodeId root = races.newNode({});
  NodeId a = races.newNode({root});
  NodeId b = races.newNode({root});
  NodeId c = races.newNode({a, b});
  NodeId d = races.newNode({c});
  EXPECT_TRUE(races.happensBefore(root, d));
  EXPECT_TRUE(races.happensBefore(a, c));
  EXPECT_TRUE(races.happensBefore(b, d));
  EXPECT_FALSE(races.happensBefore(a, b));
  EXPECT_FALSE(races.happensBefore(b, a));
  EXPECT_FALSE(races.happensBefore(d, a));
  EXPECT_FALSE(races.happensBefore(c, c));
  // a and b are concurrent: two chains; c and d extend one of them.
  EXPECT_EQ(races.numChains(), 2u);
}

TEST(RaceTracker, JoinsOrderWithoutSplittingChains) {
  Memory memory;
  RaceTracker races(memory);
  NodeId root = races.newNode({});
  NodeId a = races.newNode({root});
  NodeId b = races.newNode({root});
  NodeId join = races.newJoin({a, b});
  EXPECT_EQ(races.newJoin({a}), a);
  NodeId c = races.newNode({join});
  NodeId d = races.newNode({b});
  EXPECT_TRUE(races.happensBefore(join, c));
  EXPECT_TRUE(races.happensBefore(a, join));
  EXPECT_TRUE(races.happensBefore(b, c));
  EXPECT_FALSE(races.happensBefore(join, d));
  EXPECT_FALSE(races.happensBefore(join, races.newJoin({a, b})));
  // c extends a's chain through the join; d extends b's.
  EXPECT_EQ(races.numChains(), 2u);
}

TEST(RaceTracker, ReportsUnorderedConflictsWithBothSitesAndTheRange) {
  Memory memory;
  BufferId buffer = memory.allocate(64, "stream.resource.alloc at in.mlir:3:8", true);
  RaceTracker races(memory);
  NodeId root = races.newNode({});
  NodeId left = races.newNode({root});
  NodeId right = races.newNode({root});
  races.access(left, 0, {buffer, 0, 32, AccessKind::Write},
               site("hal.command_buffer.dispatch", "l.mlir:9:3", "in.mlir:5:5"));
  races.access(right, 0, {buffer, 16, 32, AccessKind::Read},
               site("hal.command_buffer.copy_buffer", "l.mlir:12:3"));
  ASSERT_EQ(races.races().size(), 1u);
  EXPECT_EQ(races.formatRace(races.races()[0]),
            "race: write by hal.command_buffer.dispatch at l.mlir:9:3 (stream "
            "in.mlir:5:5) and read by hal.command_buffer.copy_buffer at "
            "l.mlir:12:3 on stream.resource.alloc at in.mlir:3:8 bytes [16, 32)");
}

TEST(RaceTracker, OrderedDisjointAndReadOnlyAccessesDoNotRace) {
  Memory memory;
  BufferId buffer = memory.allocate(64, "buffer", true);
  RaceTracker races(memory);
  NodeId root = races.newNode({});
  NodeId first = races.newNode({root});
  NodeId second = races.newNode({first});
  NodeId other = races.newNode({root});
  races.access(first, 0, {buffer, 0, 64, AccessKind::Write}, site("w", "1"));
  races.access(second, 0, {buffer, 0, 64, AccessKind::Write}, site("w2", "2"));
  races.access(other, 0, {buffer, 64, 0, AccessKind::Write}, site("empty", "3"));
  NodeId readerA = races.newNode({second});
  NodeId readerB = races.newNode({second});
  races.access(readerA, 0, {buffer, 0, 64, AccessKind::Read}, site("ra", "4"));
  races.access(readerB, 0, {buffer, 0, 64, AccessKind::Read}, site("rb", "5"));
  // One agent of one node is in program order.
  races.access(readerA, 1, {buffer, 0, 8, AccessKind::Read}, site("rc", "6"));
  EXPECT_TRUE(races.races().empty());
  // A write after only one of the concurrent readers races with the other.
  NodeId writer = races.newNode({readerA});
  races.access(writer, 0, {buffer, 8, 8, AccessKind::Write}, site("w3", "7"));
  ASSERT_EQ(races.races().size(), 1u);
  EXPECT_EQ(races.races()[0].firstSite.opName, "rb");
  EXPECT_EQ(races.races()[0].secondSite.opName, "w3");
  EXPECT_EQ(races.races()[0].begin, 8u);
  EXPECT_EQ(races.races()[0].end, 16u);
}

TEST(RaceTracker, AgentsOfOneNodeAreConcurrent) {
  Memory memory;
  BufferId buffer = memory.allocate(16, "buffer", true);
  RaceTracker races(memory);
  NodeId segment = races.newNode({});
  races.access(segment, 0, {buffer, 0, 16, AccessKind::Write}, site("fill", "1"));
  races.access(segment, 0, {buffer, 0, 16, AccessKind::Read}, site("fill", "1"));
  EXPECT_TRUE(races.races().empty());
  races.access(segment, 1, {buffer, 4, 4, AccessKind::Read}, site("copy", "2"));
  ASSERT_EQ(races.races().size(), 1u);
  EXPECT_EQ(races.races()[0].firstKind, AccessKind::Write);
  EXPECT_EQ(races.races()[0].secondKind, AccessKind::Read);
}

TEST(RaceTracker, EachPairOfSitesIsReportedOnce) {
  Memory memory;
  BufferId buffer = memory.allocate(16, "buffer", true);
  RaceTracker races(memory);
  NodeId root = races.newNode({});
  for (int i = 0; i < 10; ++i) {
    NodeId a = races.newNode({root});
    NodeId b = races.newNode({root});
    races.access(a, 0, {buffer, 0, 16, AccessKind::Write}, site("x", "1"));
    races.access(b, 0, {buffer, 0, 16, AccessKind::Write}, site("y", "2"));
    root = races.newNode({a, b});
  }
  EXPECT_EQ(races.races().size(), 1u);
}

TEST(RaceTracker, AChainOfJoinsStaysLinear) {
  // N nodes after the host, each joined with the join of those before it
  // (timepoints joined into a global one by one), awaited once at the end:
  // merged clocks would hold N^2 / 2 entries.
  Memory memory;
  RaceTracker races(memory);
  NodeId host = races.newHostNode({});
  NodeId joined = host;
  const unsigned count = 5000;
  for (unsigned i = 0; i < count; ++i)
    joined = races.newJoin({joined, races.newNode({host})});
  NodeId after = races.newHostNode({host, joined});
  EXPECT_LE(races.numClockEntries(), 4u * count);
  EXPECT_TRUE(races.happensBefore(joined, after));
  EXPECT_TRUE(races.happensBefore(count, after)); // a node of the middle
  EXPECT_FALSE(races.happensBefore(after, joined));
}

TEST(RaceTracker, UnorderedReadersOfOneRangeStayLinear) {
  Memory memory;
  BufferId buffer = memory.allocate(64, "alloc", true);
  RaceTracker races(memory);
  NodeId root = races.newNode({});
  const unsigned count = 5000;
  llvm::SmallVector<NodeId, 0> readers;
  for (unsigned i = 0; i < count; ++i) {
    readers.push_back(races.newNode({root}));
    races.access(readers.back(), 0, {buffer, 0, 16, AccessKind::Read},
                 site("read", "l:" + std::to_string(i % 3)));
  }
  EXPECT_LE(races.numAccessorChecks(), 4u * count);
  // A write after all of them does not race; one after none races with
  // each of the three read sites, once.
  NodeId all = races.newNode(readers);
  races.access(all, 0, {buffer, 0, 8, AccessKind::Write}, site("write", "l:9"));
  EXPECT_TRUE(races.races().empty());
  NodeId none = races.newNode({root});
  races.access(none, 0, {buffer, 8, 8, AccessKind::Write}, site("write", "l:10"));
  EXPECT_EQ(races.races().size(), 3u);
  EXPECT_LE(races.numAccessorChecks(), 8u * count);
}

TEST(RaceTracker, BatchesDropExactlyTheReadsALaterReadFollows) {
  // a1 -> a2 on one chain, b unordered with both; many reads by each. A
  // write after a2 races with b's reads only: a2 stands for a1, as the
  // read-by-read rule has it.
  Memory memory;
  BufferId buffer = memory.allocate(64, "alloc", true);
  RaceTracker races(memory);
  NodeId root = races.newNode({});
  NodeId a1 = races.newNode({root});
  NodeId a2 = races.newNode({a1});
  NodeId b = races.newNode({root});
  for (int round = 0; round < 10; ++round) {
    races.access(a1, 0, {buffer, 0, 16, AccessKind::Read}, site("read a1", "l:1"));
    races.access(b, round % 2, {buffer, 0, 16, AccessKind::Read}, site("read b", "l:2"));
  }
  races.access(a2, 0, {buffer, 0, 16, AccessKind::Read}, site("read a2", "l:3"));
  NodeId write = races.newNode({a2});
  races.access(write, 0, {buffer, 0, 16, AccessKind::Write}, site("write", "l:4"));
  ASSERT_EQ(races.races().size(), 1u);
  EXPECT_EQ(races.races()[0].firstSite.opName, "read b");
}

} // namespace
