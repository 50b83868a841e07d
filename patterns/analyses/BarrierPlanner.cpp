//===- BarrierPlanner.cpp - Which execution barriers a region records -----===//
//
// docs/design/barriers-hazard.md: roots and aliasing (#resource-identity),
// the epoch rule (#the-rule) and the stage masks (#stage-masks), all decided
// on the input IR; what each command accesses, and which byte ranges are
// known, is the access model's (docs/design/access-model.md). The epoch is indexed by
// root: per root, interval sets of the known ranges read and written and flags
// for unknown ranges, plus per root kind the number of roots read or written,
// so that checking an access does not scan the epoch
// (#planning-on-the-input-ir).
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/patterns/analyses/BarrierPlanner.h"

#include "StreamToHAL/dialects/stream/StreamDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/DenseMap.h"

#include <cstdint>
#include <map>
#include <set>
#include <vector>

namespace mlir::stream_to_hal {

BarrierStages getFullBarrierStages() {
  return {hal::ExecutionStageBitfield::Dispatch |
              hal::ExecutionStageBitfield::Transfer |
              hal::ExecutionStageBitfield::CommandRetire,
          hal::ExecutionStageBitfield::CommandIssue |
              hal::ExecutionStageBitfield::Dispatch |
              hal::ExecutionStageBitfield::Transfer};
}

namespace {

//===----------------------------------------------------------------------===//
// Accesses (docs/design/barriers-hazard.md#accesses, #resource-identity)
//===----------------------------------------------------------------------===//

/// docs/design/barriers-hazard.md#aliasing: which pairs of different roots may
/// alias.
enum class RootKind : unsigned {
  /// A stream.resource.alloc result or result 0 of a stream.resource.alloca.
  Allocation,
  /// An entry-block argument of the func.func containing the execute.
  FunctionArgument,
  /// Anything else: may alias every other root.
  Other,
};
constexpr unsigned kNumRootKinds = 3;

/// Whether two different roots of these kinds may share memory.
bool mayAlias(RootKind a, RootKind b) {
  if (a == RootKind::Other || b == RootKind::Other)
    return true;
  return a == RootKind::FunctionArgument && b == RootKind::FunctionArgument;
}

/// One access of a command (docs/design/access-model.md) with its root.
struct Access {
  Value root;
  RootKind kind;
  /// Unknown ranges may overlap any range of the root.
  std::optional<stream::KnownByteRange> range;
  bool reads;
  bool writes;
};

struct Command {
  SmallVector<Access, 4> accesses;
  hal::ExecutionStageBitfield stage;
};

/// The HAL stage of a command stage (docs/design/barriers-hazard.md#terms).
hal::ExecutionStageBitfield getHALStage(stream::CommandStage stage) {
  return stage == stream::CommandStage::Dispatch ? hal::ExecutionStageBitfield::Dispatch
                                                 : hal::ExecutionStageBitfield::Transfer;
}

/// Derives roots (docs/design/barriers-hazard.md#roots) and their kinds
/// (docs/design/barriers-hazard.md#aliasing) for the commands of one execute.
class RootFinder {
public:
  explicit RootFinder(stream::CmdExecuteOp executeOp) : executeOp(executeOp) {
    if (!executeOp.getBody().empty())
      executeBody = &executeOp.getBody().front();
    if (auto funcOp = executeOp->getParentOfType<func::FuncOp>())
      if (!funcOp.getBody().empty())
        functionEntry = &funcOp.getBody().front();
  }

  /// The root of `value` and its kind.
  std::pair<Value, RootKind> find(Value value) const {
    // Verified IR has no cycles through these steps; unverified IR may, and
    // then the value reached is an unknown root (may alias anything).
    constexpr unsigned kMaxSteps = 1024;
    for (unsigned step = 0; step < kMaxSteps; ++step) {
      std::optional<Value> next = stepOnce(value);
      if (!next)
        return {value, kindOf(value)};
      value = *next;
    }
    return {value, RootKind::Other};
  }

private:
  /// One of the three steps of docs/design/barriers-hazard.md#roots, if it
  /// applies.
  std::optional<Value> stepOnce(Value value) const {
    if (auto argument = dyn_cast<BlockArgument>(value)) {
      if (argument.getOwner() != executeBody)
        return std::nullopt;
      auto captured = executeOp.getResourceOperands();
      if (argument.getArgNumber() >= captured.size())
        return std::nullopt;
      return captured[argument.getArgNumber()];
    }
    Operation *def = value.getDefiningOp();
    if (auto awaitOp = dyn_cast_or_null<stream::TimepointAwaitOp>(def)) {
      unsigned index = cast<OpResult>(value).getResultNumber();
      auto operands = awaitOp.getResourceOperands();
      if (index >= operands.size())
        return std::nullopt;
      return operands[index];
    }
    if (auto importOp = dyn_cast_or_null<stream::TensorImportOp>(def))
      return importOp.getSource();
    return std::nullopt;
  }

  RootKind kindOf(Value root) const {
    if (auto argument = dyn_cast<BlockArgument>(root))
      return functionEntry && argument.getOwner() == functionEntry
                 ? RootKind::FunctionArgument
                 : RootKind::Other;
    Operation *def = root.getDefiningOp();
    if (isa_and_nonnull<stream::ResourceAllocOp>(def))
      return RootKind::Allocation;
    if (isa_and_nonnull<stream::ResourceAllocaOp>(def) &&
        cast<OpResult>(root).getResultNumber() == 0)
      return RootKind::Allocation;
    return RootKind::Other;
  }

  /// Mutable: ODS accessors are not const.
  mutable stream::CmdExecuteOp executeOp;
  Block *executeBody = nullptr;
  Block *functionEntry = nullptr;
};

/// The command of an op (docs/design/barriers-hazard.md#terms), its accesses
/// from the access model (docs/design/access-model.md) with their roots, or
/// nullopt if it is not a command.
std::optional<Command> getCommand(Operation *op, const RootFinder &roots) {
  auto commandOp = dyn_cast<stream::CommandAccessOpInterface>(op);
  if (!commandOp)
    return std::nullopt;
  Command command;
  command.stage = getHALStage(commandOp.getCommandStage());
  for (const stream::CommandAccess &access : commandOp.getCommandAccessList()) {
    auto [root, kind] = roots.find(access.resource);
    command.accesses.push_back(
        {root, kind, access.getKnownRange(), access.reads, access.writes});
  }
  return command;
}

//===----------------------------------------------------------------------===//
// The epoch (docs/design/barriers-hazard.md#the-rule,
// #planning-on-the-input-ir)
//===----------------------------------------------------------------------===//

/// Byte ranges of one root, with "overlap" exactly as
/// stream::KnownByteRange::overlaps (docs/design/access-model.md#byte-ranges)
/// defines it, without scanning the set.
class IntervalSet {
public:
  bool overlaps(int64_t begin, int64_t end) const {
    // Non-empty ranges are pairwise disjoint, so sorted by start they are
    // sorted by end too: only the last one starting before `end` can reach
    // past `begin`.
    auto it = ranges.lower_bound(end);
    if (it != ranges.begin() && std::prev(it)->second > begin)
      return true;
    if (begin == end)
      return false;
    auto point = emptyRanges.upper_bound(begin);
    return point != emptyRanges.end() && *point < end;
  }

  void insert(int64_t begin, int64_t end) {
    if (begin == end) {
      emptyRanges.insert(begin);
      return;
    }
    // Merging only ranges that share a byte keeps `overlaps` exact, empty
    // queries included.
    auto it = ranges.lower_bound(end);
    while (it != ranges.begin()) {
      auto previous = std::prev(it);
      if (previous->second <= begin)
        break;
      begin = std::min(begin, previous->first);
      end = std::max(end, previous->second);
      it = ranges.erase(previous);
    }
    ranges.emplace(begin, end);
  }

private:
  std::map<int64_t, int64_t> ranges; // non-empty, start -> end
  std::set<int64_t> emptyRanges;
};

/// What the epoch does with one root.
struct RootAccesses {
  IntervalSet reads;
  IntervalSet writes;
  bool readsUnknown = false;
  bool writesUnknown = false;
  bool anyRead = false;
  bool anyWrite = false;
};

class Epoch {
public:
  bool empty() const { return roots.empty(); }
  hal::ExecutionStageBitfield getStages() const { return stages; }

  /// docs/design/barriers-hazard.md#accesses: at least one of the two writes
  /// and they may touch a common byte.
  bool conflicts(const Access &access) const {
    bool selfAccessed = false;
    bool selfWritten = false;
    auto it = roots.find(access.root);
    if (it != roots.end()) {
      const RootAccesses &same = it->second;
      selfAccessed = true;
      selfWritten = same.anyWrite;
      const std::optional<stream::KnownByteRange> &range = access.range;
      if (access.writes &&
          (range ? same.readsUnknown || same.writesUnknown ||
                       same.reads.overlaps(range->begin, range->end) ||
                       same.writes.overlaps(range->begin, range->end)
                 : same.anyRead || same.anyWrite))
        return true;
      if (access.reads &&
          (range ? same.writesUnknown || same.writes.overlaps(range->begin, range->end)
                 : same.anyWrite))
        return true;
    }
    for (unsigned k = 0; k < kNumRootKinds; ++k) {
      auto kind = static_cast<RootKind>(k);
      if (!mayAlias(access.kind, kind))
        continue;
      bool sameKind = kind == access.kind;
      unsigned othersAccessed = accessed[k] - (sameKind && selfAccessed);
      unsigned othersWritten = written[k] - (sameKind && selfWritten);
      if ((access.writes && othersAccessed) || (access.reads && othersWritten))
        return true;
    }
    return false;
  }

  bool conflicts(const Command &command) const {
    return llvm::any_of(command.accesses,
                        [&](const Access &a) { return conflicts(a); });
  }

  void add(const Command &command) {
    stages = stages | command.stage;
    for (const Access &access : command.accesses) {
      auto [it, inserted] = roots.try_emplace(access.root);
      auto kind = static_cast<unsigned>(access.kind);
      if (inserted)
        ++accessed[kind];
      RootAccesses &entry = it->second;
      if (access.reads) {
        entry.anyRead = true;
        if (access.range)
          entry.reads.insert(access.range->begin, access.range->end);
        else
          entry.readsUnknown = true;
      }
      if (access.writes) {
        if (!entry.anyWrite)
          ++written[kind];
        entry.anyWrite = true;
        if (access.range)
          entry.writes.insert(access.range->begin, access.range->end);
        else
          entry.writesUnknown = true;
      }
    }
  }

  void clear() {
    roots.clear();
    stages = hal::ExecutionStageBitfield::None;
    for (unsigned k = 0; k < kNumRootKinds; ++k)
      accessed[k] = written[k] = 0;
  }

private:
  llvm::DenseMap<Value, RootAccesses> roots;
  /// Per root kind: the roots of the epoch accessed at all, and written.
  unsigned accessed[kNumRootKinds] = {};
  unsigned written[kNumRootKinds] = {};
  hal::ExecutionStageBitfield stages = hal::ExecutionStageBitfield::None;
};

//===----------------------------------------------------------------------===//
// Planning one region
//===----------------------------------------------------------------------===//

bool isGroup(Operation *op) {
  return isa<stream::CmdSerialOp, stream::CmdConcurrentOp>(op);
}

/// The items of a block: its non-terminator ops (as barriers=all counts them,
/// docs/design/commands.md#barriers-all).
template <typename Fn>
void forEachItem(Region &region, Fn &&fn) {
  for (Block &block : region)
    for (Operation &op : block)
      if (!op.hasTrait<OpTrait::IsTerminator>())
        fn(&op);
}

/// docs/design/commands.md#barriers-all for every sequential block of the
/// region: every slot full.
void planAllSlots(Operation *owner, Region &region, bool sequential,
                  ExecuteBarrierPlan &plan) {
  // No reference into `plan.blocks` is held across the nested calls, whose
  // insertions may move its entries.
  if (sequential)
    plan.blocks[owner];
  forEachItem(region, [&](Operation *item) {
    if (sequential)
      plan.blocks[owner].push_back(getFullBarrierStages());
    if (isGroup(item))
      planAllSlots(item, item->getRegion(0),
                   isa<stream::CmdSerialOp>(item), plan);
  });
}

/// docs/design/barriers-hazard.md#the-rule, #stage-masks for one execute.
class HazardPlanner {
public:
  explicit HazardPlanner(stream::CmdExecuteOp executeOp)
      : executeOp(executeOp), roots(executeOp) {}

  ExecuteBarrierPlan plan() {
    collect(executeOp.getBody());
    walk(executeOp, executeOp.getBody(), /*sequential=*/true);
    // docs/design/barriers-hazard.md#stage-masks: each kept barrier's target is
    // the stage set of the epoch after it, which is the next barrier's source,
    // or the last epoch's.
    for (size_t k = 0; k < kept.size(); ++k) {
      auto [owner, slot] = kept[k];
      hal::ExecutionStageBitfield target =
          k + 1 < kept.size() ? keptSources[k + 1] : epoch.getStages();
      result.blocks[owner][slot] = BarrierStages{keptSources[k], target};
    }
    return std::move(result);
  }

private:
  /// The commands in recording order, and where each group's commands end.
  void collect(Region &region) {
    forEachItem(region, [&](Operation *item) {
      if (std::optional<Command> command = getCommand(item, roots)) {
        commands.push_back(std::move(*command));
      } else if (isGroup(item)) {
        collect(item->getRegion(0));
        groupEnd[item] = commands.size();
      }
    });
  }

  void walk(Operation *owner, Region &region, bool sequential) {
    // References into `result.blocks` stay valid only until the next
    // insertion: the entry is looked up again after each nested walk.
    if (sequential)
      result.blocks[owner];
    unsigned index = 0;
    forEachItem(region, [&](Operation *item) {
      size_t begin = next;
      size_t end = begin;
      bool command = false;
      if (auto it = groupEnd.find(item); it != groupEnd.end()) {
        end = it->second;
      } else if (isa<stream::CommandAccessOpInterface>(item)) {
        end = begin + 1;
        command = true;
      }
      if (sequential) {
        BlockBarrierPlan &slots = result.blocks[owner];
        slots.emplace_back();
        if (index > 0 && conflictsWithEpoch(begin, end)) {
          // The target is known once the next barrier is (see plan()).
          slots[index - 1] = getFullBarrierStages();
          kept.emplace_back(owner, index - 1);
          keptSources.push_back(epoch.getStages());
          epoch.clear();
        }
      }
      if (command) {
        epoch.add(commands[next]);
        ++next;
      } else if (isGroup(item)) {
        walk(item, item->getRegion(0), isa<stream::CmdSerialOp>(item));
      }
      ++index;
    });
  }

  bool conflictsWithEpoch(size_t begin, size_t end) const {
    for (size_t i = begin; i < end; ++i)
      if (epoch.conflicts(commands[i]))
        return true;
    return false;
  }

  stream::CmdExecuteOp executeOp;
  RootFinder roots;
  std::vector<Command> commands;
  llvm::DenseMap<Operation *, size_t> groupEnd;
  /// The index in `commands` of the next command the walk records.
  size_t next = 0;
  Epoch epoch;
  ExecuteBarrierPlan result;
  /// The kept slots in recording order (owner, item index) and their sources.
  std::vector<std::pair<Operation *, unsigned>> kept;
  std::vector<hal::ExecutionStageBitfield> keptSources;
};

} // namespace

ExecuteBarrierPlan planExecuteBarriers(stream::CmdExecuteOp executeOp,
                                       BarrierMode mode) {
  if (mode == BarrierMode::Hazard)
    return HazardPlanner(executeOp).plan();
  ExecuteBarrierPlan plan;
  planAllSlots(executeOp, executeOp.getBody(), /*sequential=*/true, plan);
  return plan;
}

void BarrierPlans::planAll(Operation *root, BarrierMode mode) {
  root->walk([&](stream::CmdExecuteOp executeOp) {
    ExecuteBarrierPlan plan = planExecuteBarriers(executeOp, mode);
    for (auto &entry : plan.blocks)
      blocks[entry.first] = std::move(entry.second);
  });
}

BlockBarrierPlan BarrierPlans::lookup(Operation *owner,
                                      unsigned numItems) const {
  auto it = blocks.find(owner);
  if (it != blocks.end() && it->second.size() == numItems)
    return it->second;
  return BlockBarrierPlan(numItems, getFullBarrierStages());
}

} // namespace mlir::stream_to_hal
