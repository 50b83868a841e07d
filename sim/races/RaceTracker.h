//===- RaceTracker.h - Happens-before race detection over byte ranges ----===//
//
// The device model describes what it runs as a DAG of event nodes (a host
// segment, a queue operation, the commands of one command-buffer segment
// between barriers, a join) and reports every byte-range access of every
// node. Two accesses of one buffer whose ranges overlap, at least one a write,
// race unless one node happens before the other. Accesses of one node by
// different agents (distinct commands of one segment) are concurrent by
// definition; accesses by one agent are in program order.
//
// Happens-before is decided with vector clocks over chains: a new node extends
// a chain whose tip happens before it (preferring a predecessor's), else opens
// a chain. A clock is sparse (the chains a node follows, sorted), so chains a
// node does not follow cost it nothing, and the cost of the run is the work
// times the concurrency width. Joins (nodes that only order, with no
// accesses: barriers, fence joins, submissions) hold a clock but take no
// place on a chain, so they never split chains. Each buffer has a shadow of byte ranges
// holding the last write and the reads since. The algorithm and its cost:
// docs/design/simulator-device.md#races.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_SIM_RACES_RACETRACKER_H
#define STREAM_TO_HAL_SIM_RACES_RACETRACKER_H

#include "StreamToHAL/sim/device/Memory.h"
#include "StreamToHAL/sim/trace/Timeline.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace stream_to_hal::sim {

using NodeId = uint32_t;

/// One conflicting pair nothing orders. `first` was recorded before `second`;
/// [begin, end) spans the overlap of the two accesses where it was first
/// seen.
struct Race {
  AccessKind firstKind = AccessKind::Write;
  SourceSite firstSite;
  AccessKind secondKind = AccessKind::Write;
  SourceSite secondSite;
  BufferId buffer = 0;
  uint64_t begin = 0;
  uint64_t end = 0;
};

class RaceTracker {
public:
  /// `memory` names buffers in formatRace (by their origin).
  explicit RaceTracker(const Memory &memory) : memory(memory) {}

  /// A node ordered after every predecessor (and all they follow), which
  /// may have accesses.
  NodeId newNode(llvm::ArrayRef<NodeId> predecessors);
  /// The host's next node (the host is in program order): on a chain of its
  /// own that device nodes never take. Its clock keeps only the host's
  /// entry: what else it follows is recorded once per chain as "the host at
  /// h follows chain c up to t", which every clock that follows the host at
  /// h or later then implies, so the chains the host has waited for drop out
  /// of all later clocks (docs/design/simulator-device.md#race-algorithm).
  NodeId newHostNode(llvm::ArrayRef<NodeId> predecessors);
  /// A node that only orders: after its predecessors, before its successors,
  /// never given to access(). A join of one node is that node. It keeps its
  /// predecessors, not a merged clock, until a node that follows it (or a
  /// query) needs the clock: a chain of N joins that each join the previous
  /// one and one more node then costs O(N), not O(N^2).
  NodeId newJoin(llvm::ArrayRef<NodeId> predecessors);
  /// Whether `before` happens before `after` (false when equal).
  bool happensBefore(NodeId before, NodeId after);

  /// Records an access of node `node` (from newNode) by `agent` (the index of the command
  /// within its node; the host uses agent 0) and reports each race it forms
  /// with earlier accesses.
  void access(NodeId node, unsigned agent, const Access &access,
              const SourceSite &site);

  /// Every race found, each pair of sites once, in the order found.
  llvm::ArrayRef<Race> races() const { return found; }
  /// One line: `race: write by hal.command_buffer.dispatch at l.mlir:9:3
  /// (stream in.mlir:5:5) and read by hal.command_buffer.copy_buffer at
  /// l.mlir:12:3 (stream in.mlir:6:5) on stream.resource.alloc at in.mlir:3:8
  /// bytes [0, 64)`; the stream part is left out when unknown.
  std::string formatRace(const Race &race) const;

  size_t numNodes() const { return nodes.size(); }
  size_t numChains() const { return chainTips.size(); }
  /// The entries of all clocks: the tracker's memory, and its cost per node.
  size_t numClockEntries() const { return clocks.size(); }
  /// Earlier accesses compared with later ones (one per ordered() test, one
  /// per read a batch prunes): the cost of the shadow, linear in the work.
  size_t numAccessorChecks() const { return accessorChecks; }

private:
  using SiteId = uint32_t;
  static constexpr uint32_t noChain = UINT32_MAX; // joins
  /// The last position of `chain` a node follows (positions are 1-based).
  struct ClockEntry {
    uint32_t chain;
    uint32_t position;
  };
  using Clock = llvm::SmallVector<ClockEntry, 8>; // sorted by chain
  struct Node {
    uint32_t chain;
    uint32_t position;   // on its chain; 0 for joins
    uint64_t clockBegin; // its clock: clocks[clockBegin, + clockSize), or, for
    uint32_t clockSize;  // a deferred join, joinPredecessors[clockBegin, + clockSize)
    bool deferred = false;
    uint32_t walkedBy = noChain; // deferred joins: the join whose merge walked it
  };
  /// An access remembered in the shadow.
  struct Accessor {
    NodeId node;
    unsigned agent;
    SiteId site;
    bool operator==(const Accessor &other) const {
      return node == other.node && agent == other.agent && site == other.site;
    }
  };
  /// The state of a byte range [begin, end) of one buffer: its last write
  /// and the reads since. Reads are appended; those ordered before a later
  /// read are dropped in batches (pruneReads) when the list has doubled since
  /// the last batch, and before a write checks them, so that N unordered
  /// reads of one range cost O(N) and not O(N^2).
  struct Shadow {
    uint64_t end;
    bool hasWrite = false;
    Accessor write{};
    llvm::SmallVector<Accessor, 2> reads;
    uint32_t readsAfterPrune = 0;
  };
  using ShadowMap = std::map<uint64_t, Shadow>; // keyed by range begin

  /// The clock of `node`, merged first if it is a deferred join.
  llvm::ArrayRef<ClockEntry> clockOf(NodeId node);
  /// Merges a deferred join's clock from its predecessors (deferred joins
  /// among them are walked once each, not merged) and keeps it.
  void materialize(NodeId root);
  /// Drops the reads ordered before a later read of the list (exactly the
  /// ones the read-by-read rule drops), in one pass over their clocks.
  void pruneReads(llvm::SmallVectorImpl<Accessor> &reads);
  /// The position of `chain` in the clock (0 if it follows none), with what
  /// its host entry implies.
  uint32_t positionIn(llvm::ArrayRef<ClockEntry> clock, uint32_t chain) const;
  static uint32_t explicitPosition(llvm::ArrayRef<ClockEntry> clock, uint32_t chain);
  /// How far the host at `hostPosition` follows `chain`.
  uint32_t hostImplied(uint32_t chain, uint32_t hostPosition) const;
  /// Drops the entries the clock's host entry implies.
  void compress(Clock &clock) const;
  /// The pointwise maximum of the predecessors' clocks.
  Clock mergeClocks(llvm::ArrayRef<NodeId> predecessors);
  NodeId addNode(uint32_t chain, uint32_t position, llvm::ArrayRef<ClockEntry> clock);
  uint32_t openChain(bool reserved);
  NodeId extendChain(uint32_t chain, Clock &clock);
  bool ordered(const Accessor &before, NodeId node, unsigned agent);
  SiteId intern(const SourceSite &site);
  void report(const Accessor &earlier, AccessKind earlierKind, SiteId later,
              AccessKind laterKind, BufferId buffer, uint64_t begin,
              uint64_t end);
  /// Splits the shadow so that `at` starts a range; returns that range (or
  /// end()).
  ShadowMap::iterator splitAt(ShadowMap &shadow, uint64_t at);

  const Memory &memory;
  std::vector<Node> nodes;
  std::vector<ClockEntry> clocks;   // all nodes' clocks, back to back
  std::vector<NodeId> joinPredecessors; // deferred joins' predecessors
  std::vector<uint32_t> chainTips;  // position of each chain's last node
  std::vector<bool> chainReserved;  // kept for a lane
  uint32_t hostChain = noChain;
  /// Per chain, (host position h, chain position t) with h and t rising:
  /// the host at h follows the chain up to t.
  std::vector<llvm::SmallVector<std::pair<uint32_t, uint32_t>, 1>> hostFollows;
  std::vector<SourceSite> sites;
  llvm::StringMap<SiteId> siteIds;
  llvm::DenseMap<BufferId, ShadowMap> shadows;
  llvm::DenseMap<std::pair<SiteId, SiteId>, size_t> racePairs;
  std::vector<Race> found;
  size_t accessorChecks = 0;
};

} // namespace stream_to_hal::sim

#endif // STREAM_TO_HAL_SIM_RACES_RACETRACKER_H
