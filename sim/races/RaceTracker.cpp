//===- RaceTracker.cpp - Happens-before race detection over byte ranges --===//
//
// See RaceTracker.h and docs/design/simulator-device.md#races.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/races/RaceTracker.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <tuple>

using namespace stream_to_hal::sim;

llvm::ArrayRef<RaceTracker::ClockEntry> RaceTracker::clockOf(NodeId node) {
  if (nodes[node].deferred)
    materialize(node);
  const Node &n = nodes[node];
  return llvm::ArrayRef<ClockEntry>(clocks).slice(n.clockBegin, n.clockSize);
}

void RaceTracker::materialize(NodeId root) {
  // Each deferred join merges the clocks of the nodes it reaches through
  // deferred joins, walking each of those once. A deferred join another
  // merge already walked is shared: it is merged first, on its own, and
  // stops the walk, so that a chain of barrier joins is not walked again
  // and again (and the explicit stack keeps deep chains off the call stack).
  llvm::SmallVector<NodeId, 4> pending{root};
  while (!pending.empty()) {
    NodeId join = pending.back();
    if (!nodes[join].deferred) {
      pending.pop_back();
      continue;
    }
    llvm::SmallVector<NodeId, 8> merged, shared, stack{join};
    llvm::DenseSet<NodeId> visited{join};
    while (!stack.empty()) {
      const Node &n = nodes[stack.pop_back_val()];
      for (NodeId pred :
           llvm::ArrayRef<NodeId>(joinPredecessors).slice(n.clockBegin, n.clockSize)) {
        if (!visited.insert(pred).second)
          continue;
        Node &p = nodes[pred];
        if (!p.deferred) {
          merged.push_back(pred);
        } else if (p.walkedBy != noChain && p.walkedBy != join) {
          shared.push_back(pred);
        } else {
          p.walkedBy = join;
          stack.push_back(pred);
        }
      }
    }
    if (!shared.empty()) {
      pending.append(shared);
      continue;
    }
    Clock clock = mergeClocks(merged);
    Node &n = nodes[join];
    n.deferred = false;
    n.clockBegin = clocks.size();
    n.clockSize = uint32_t(clock.size());
    clocks.insert(clocks.end(), clock.begin(), clock.end());
    pending.pop_back();
  }
}

uint32_t RaceTracker::explicitPosition(llvm::ArrayRef<ClockEntry> clock,
                                       uint32_t chain) {
  auto it = llvm::partition_point(
      clock, [&](const ClockEntry &entry) { return entry.chain < chain; });
  return it != clock.end() && it->chain == chain ? it->position : 0;
}

uint32_t RaceTracker::hostImplied(uint32_t chain, uint32_t hostPosition) const {
  if (chain >= hostFollows.size() || hostPosition == 0)
    return 0;
  const auto &records = hostFollows[chain];
  auto it = llvm::partition_point(
      records, [&](const auto &record) { return record.first <= hostPosition; });
  return it == records.begin() ? 0 : std::prev(it)->second;
}

uint32_t RaceTracker::positionIn(llvm::ArrayRef<ClockEntry> clock,
                                 uint32_t chain) const {
  uint32_t position = explicitPosition(clock, chain);
  if (hostChain == noChain || chain == hostChain)
    return position;
  return std::max(position, hostImplied(chain, explicitPosition(clock, hostChain)));
}

void RaceTracker::compress(Clock &clock) const {
  if (hostChain == noChain)
    return;
  uint32_t host = explicitPosition(clock, hostChain);
  if (host == 0)
    return;
  llvm::erase_if(clock, [&](const ClockEntry &entry) {
    return entry.chain != hostChain && hostImplied(entry.chain, host) >= entry.position;
  });
}

RaceTracker::Clock RaceTracker::mergeClocks(llvm::ArrayRef<NodeId> predecessors) {
  Clock clock;
  for (NodeId pred : predecessors)
    if (pred < nodes.size())
      llvm::append_range(clock, clockOf(pred));
  llvm::sort(clock, [](const ClockEntry &a, const ClockEntry &b) {
    return a.chain != b.chain ? a.chain < b.chain : a.position > b.position;
  });
  // Keep the first (largest) entry of each chain.
  clock.erase(std::unique(clock.begin(), clock.end(),
                          [](const ClockEntry &a, const ClockEntry &b) {
                            return a.chain == b.chain;
                          }),
              clock.end());
  compress(clock);
  return clock;
}

NodeId RaceTracker::addNode(uint32_t chain, uint32_t position,
                            llvm::ArrayRef<ClockEntry> clock) {
  nodes.push_back({chain, position, uint64_t(clocks.size()), uint32_t(clock.size())});
  clocks.insert(clocks.end(), clock.begin(), clock.end());
  return NodeId(nodes.size() - 1);
}

uint32_t RaceTracker::openChain(bool reserved) {
  chainTips.push_back(0);
  chainReserved.push_back(reserved);
  hostFollows.emplace_back();
  return uint32_t(chainTips.size() - 1);
}

NodeId RaceTracker::extendChain(uint32_t chain, Clock &clock) {
  uint32_t position = ++chainTips[chain];
  auto it = llvm::partition_point(
      clock, [&](const ClockEntry &entry) { return entry.chain < chain; });
  if (it != clock.end() && it->chain == chain)
    it->position = position;
  else
    clock.insert(it, {chain, position});
  return addNode(chain, position, clock);
}

NodeId RaceTracker::newNode(llvm::ArrayRef<NodeId> predecessors) {
  Clock clock = mergeClocks(predecessors);
  // Extend a chain whose tip happens before the new node: a predecessor's
  // first, else any (so that chains stay as few as the concurrency allows).
  // Chains kept for a lane are never taken.
  auto extensible = [&](uint32_t chain, uint32_t known) {
    return !chainReserved[chain] && known != 0 && known == chainTips[chain];
  };
  for (NodeId pred : predecessors) {
    if (pred >= nodes.size() || nodes[pred].chain == noChain)
      continue;
    uint32_t chain = nodes[pred].chain;
    if (extensible(chain, positionIn(clock, chain)))
      return extendChain(chain, clock);
  }
  for (const ClockEntry &entry : clock)
    if (extensible(entry.chain, entry.position))
      return extendChain(entry.chain, clock);
  return extendChain(openChain(/*reserved=*/false), clock);
}

NodeId RaceTracker::newHostNode(llvm::ArrayRef<NodeId> predecessors) {
  if (hostChain == noChain)
    hostChain = openChain(/*reserved=*/true);
  Clock clock = mergeClocks(predecessors);
  // The host's previous node must be an ancestor (the device calls this
  // with it); otherwise this is an ordinary node.
  if (explicitPosition(clock, hostChain) != chainTips[hostChain])
    return newNode(predecessors);
  uint32_t position = chainTips[hostChain] + 1;
  // Record what this host node follows, then keep only its own entry.
  for (const ClockEntry &entry : clock) {
    if (entry.chain == hostChain)
      continue;
    auto &records = hostFollows[entry.chain];
    if (records.empty() || records.back().second < entry.position)
      records.push_back({position, entry.position});
  }
  clock.clear();
  return extendChain(hostChain, clock);
}

NodeId RaceTracker::newJoin(llvm::ArrayRef<NodeId> predecessors) {
  if (predecessors.size() == 1 && predecessors.front() < nodes.size())
    return predecessors.front();
  Node join{noChain, 0, uint64_t(joinPredecessors.size()), 0, /*deferred=*/true, noChain};
  for (NodeId pred : predecessors)
    if (pred < nodes.size()) {
      joinPredecessors.push_back(pred);
      ++join.clockSize;
    }
  nodes.push_back(join);
  return NodeId(nodes.size() - 1);
}

bool RaceTracker::happensBefore(NodeId before, NodeId after) {
  if (before == after || before >= nodes.size() || after >= nodes.size())
    return false;
  // Merged first: merging one may move the other's clock.
  (void)clockOf(before);
  (void)clockOf(after);
  const Node &b = nodes[before];
  llvm::ArrayRef<ClockEntry> theirs = clockOf(after);
  if (b.chain != noChain)
    return positionIn(theirs, b.chain) >= b.position;
  // A join happens before a node that follows all it follows, and more.
  llvm::ArrayRef<ClockEntry> mine = clockOf(before);
  for (const ClockEntry &entry : mine)
    if (positionIn(theirs, entry.chain) < entry.position)
      return false;
  for (const ClockEntry &entry : theirs)
    if (positionIn(mine, entry.chain) < entry.position)
      return true;
  return false;
}

bool RaceTracker::ordered(const Accessor &before, NodeId node,
                          unsigned agent) {
  ++accessorChecks;
  // One agent of one node runs in program order; distinct agents of one
  // node run at once.
  if (before.node == node)
    return before.agent == agent;
  return happensBefore(before.node, node);
}

void RaceTracker::pruneReads(llvm::SmallVectorImpl<Accessor> &reads) {
  if (reads.size() < 2)
    return;
  // From the newest read back: `follows` holds, per chain, the last position
  // some newer read follows strictly (its own chain's position minus one,
  // as a node does not follow itself), `hostFollowed` the latest host
  // position a newer read follows, and `seen` the (node, agent) pairs of
  // newer reads. A read is ordered before a newer one iff these cover it,
  // which is the test the read-by-read rule makes, pair by pair.
  llvm::DenseMap<uint32_t, uint32_t> follows;
  uint32_t hostFollowed = 0;
  llvm::DenseSet<std::pair<NodeId, unsigned>> seen;
  llvm::SmallVector<bool, 16> keep(reads.size(), true);
  accessorChecks += reads.size();
  for (size_t i = reads.size(); i-- > 0;) {
    const Accessor &reader = reads[i];
    const Node &n = nodes[reader.node];
    if (seen.contains({reader.node, reader.agent})) {
      keep[i] = false;
    } else {
      uint32_t covered = follows.lookup(n.chain);
      if (hostChain != noChain && n.chain != hostChain)
        covered = std::max(covered, hostImplied(n.chain, hostFollowed));
      keep[i] = covered < n.position;
    }
    seen.insert({reader.node, reader.agent});
    for (const ClockEntry &entry : clockOf(reader.node)) {
      uint32_t strict = entry.chain == n.chain ? entry.position - 1 : entry.position;
      uint32_t &known = follows[entry.chain];
      known = std::max(known, strict);
      if (entry.chain == hostChain)
        hostFollowed = std::max(hostFollowed, entry.position);
    }
  }
  size_t kept = 0;
  for (size_t i = 0; i < reads.size(); ++i)
    if (keep[i])
      reads[kept++] = reads[i];
  reads.truncate(kept);
}

RaceTracker::SiteId RaceTracker::intern(const SourceSite &site) {
  std::string key = site.opName + '\0' + site.loweredLoc + '\0' + site.streamLoc;
  auto [it, inserted] = siteIds.try_emplace(key, SiteId(sites.size()));
  if (inserted)
    sites.push_back(site);
  return it->second;
}

void RaceTracker::report(const Accessor &earlier, AccessKind earlierKind,
                         SiteId later, AccessKind laterKind, BufferId buffer,
                         uint64_t begin, uint64_t end) {
  std::pair<SiteId, SiteId> key(std::min(earlier.site, later),
                                std::max(earlier.site, later));
  if (!racePairs.try_emplace(key, found.size()).second)
    return;
  Race race;
  race.firstKind = earlierKind;
  race.firstSite = sites[earlier.site];
  race.secondKind = laterKind;
  race.secondSite = sites[later];
  race.buffer = buffer;
  race.begin = begin;
  race.end = end;
  found.push_back(std::move(race));
}

RaceTracker::ShadowMap::iterator RaceTracker::splitAt(ShadowMap &shadow,
                                                       uint64_t at) {
  auto it = shadow.upper_bound(at);
  if (it == shadow.begin())
    return it;
  auto containing = std::prev(it);
  if (containing->first == at)
    return containing;
  if (containing->second.end <= at)
    return it;
  Shadow upper = containing->second;
  containing->second.end = at;
  return shadow.emplace_hint(it, at, std::move(upper));
}

void RaceTracker::access(NodeId node, unsigned agent, const Access &access,
                         const SourceSite &site) {
  if (access.length == 0 || node >= nodes.size())
    return;
  SiteId siteId = intern(site);
  Accessor self{node, agent, siteId};
  uint64_t begin = access.offset;
  uint64_t end = access.offset + access.length;
  if (end < begin) // overflow: clamp to the top of the address space
    end = UINT64_MAX;
  ShadowMap &shadow = shadows[access.buffer];
  splitAt(shadow, begin);
  splitAt(shadow, end);
  auto first = shadow.lower_bound(begin);
  auto last = shadow.lower_bound(end);

  // Conflicts of this access, one per earlier accessor, over the union of
  // the ranges where they overlap (the shadow may hold several pieces).
  struct Conflict {
    Accessor earlier;
    AccessKind kind;
    uint64_t begin, end;
  };
  llvm::SmallVector<Conflict, 4> conflicts;
  // By earlier accessor and kind: a write after N unordered reads has N.
  llvm::DenseMap<std::tuple<NodeId, unsigned, SiteId, uint8_t>, size_t> conflictIndex;
  auto conflict = [&](const Accessor &earlier, AccessKind kind, uint64_t from,
                      uint64_t to) {
    auto [it, inserted] = conflictIndex.try_emplace(
        {earlier.node, earlier.agent, earlier.site, uint8_t(kind)},
        conflicts.size());
    if (!inserted) {
      Conflict &known = conflicts[it->second];
      known.begin = std::min(known.begin, from);
      known.end = std::max(known.end, to);
      return;
    }
    conflicts.push_back({earlier, kind, from, to});
  };
  auto checkWrite = [&](const Shadow &state, uint64_t from, uint64_t to) {
    if (state.hasWrite && !ordered(state.write, node, agent))
      conflict(state.write, AccessKind::Write, from, to);
  };
  auto reportAll = [&] {
    for (const Conflict &c : conflicts)
      report(c.earlier, c.kind, siteId, access.kind, access.buffer, c.begin,
             c.end);
  };

  if (access.isWrite()) {
    for (auto it = first; it != last; ++it) {
      checkWrite(it->second, it->first, it->second.end);
      pruneReads(it->second.reads);
      for (const Accessor &reader : it->second.reads)
        if (!ordered(reader, node, agent))
          conflict(reader, AccessKind::Read, it->first, it->second.end);
    }
    reportAll();
    // The write replaces all state of its range.
    shadow.erase(first, last);
    Shadow state;
    state.end = end;
    state.hasWrite = true;
    state.write = self;
    shadow.emplace(begin, std::move(state));
    return;
  }

  // A read: check against the last write, then join the readers, dropping
  // those it is ordered after (it stands for them in later checks).
  uint64_t cursor = begin;
  auto it = first;
  while (cursor < end) {
    if (it == shadow.end() || it->first > cursor) {
      uint64_t gapEnd = it == shadow.end() ? end : std::min(end, it->first);
      Shadow fresh;
      fresh.end = gapEnd;
      it = shadow.emplace_hint(it, cursor, std::move(fresh));
    }
    Shadow &state = it->second;
    checkWrite(state, it->first, state.end);
    state.reads.push_back(self);
    if (state.reads.size() >= 2 * size_t(state.readsAfterPrune) + 8) {
      pruneReads(state.reads);
      state.readsAfterPrune = uint32_t(state.reads.size());
    }
    cursor = state.end;
    ++it;
  }
  reportAll();
}

static llvm::StringRef kindName(AccessKind kind) {
  return kind == AccessKind::Write ? "write" : "read";
}

static void printSite(llvm::raw_ostream &os, const SourceSite &site) {
  os << site.opName << " at " << site.loweredLoc;
  if (!site.streamLoc.empty())
    os << " (stream " << site.streamLoc << ")";
}

std::string RaceTracker::formatRace(const Race &race) const {
  std::string line;
  llvm::raw_string_ostream os(line);
  os << "race: " << kindName(race.firstKind) << " by ";
  printSite(os, race.firstSite);
  os << " and " << kindName(race.secondKind) << " by ";
  printSite(os, race.secondSite);
  os << " on " << memory.origin(race.buffer) << " bytes [" << race.begin
     << ", " << race.end << ")";
  return line;
}
