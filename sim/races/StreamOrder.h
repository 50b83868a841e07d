//===- StreamOrder.h - The order the stream program itself gives ---------===//
//
// A race the HAL run finds is either one the lowering introduced or one the
// stream program already has: two accesses the stream program itself leaves
// unordered (two lanes of one stream.cmd.concurrent, work on timepoints no
// join or await orders). StreamOrder records, while the reference runs, the
// happens-before order of the stream program (its executes, their serial and
// concurrent blocks, timepoint joins and host awaits) as a DAG for a
// RaceTracker, and every access of its commands; the pairs of stream ops
// whose accesses race there are the stream program's own races.
// docs/design/stream-races.md.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_SIM_RACES_STREAMORDER_H
#define STREAM_TO_HAL_SIM_RACES_STREAMORDER_H

#include "StreamToHAL/sim/races/RaceTracker.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSet.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace stream_to_hal::sim {

class StreamOrder {
public:
  /// A timepoint as the reference's timepoint handles carry it: 0 is reached
  /// with nothing to order after (immediate, imported, an alloca's), k + 1
  /// the completion of node k.
  using TimepointId = uint64_t;

  explicit StreamOrder(const Memory &memory) : tracker(memory) {}

  /// An execute region begins: after the timepoints it awaits and after
  /// whatever the host has waited for.
  void beginExecute(llvm::ArrayRef<TimepointId> awaited);
  /// It ends; its result timepoint.
  TimepointId endExecute();
  /// A stream.cmd.serial or stream.cmd.concurrent begins in the current
  /// scope (a lane of it when that scope is concurrent); its commands follow
  /// one another (serial) or none of them another (concurrent).
  void beginGroup(bool concurrent);
  void endGroup();
  /// A command of the current scope: the node its accesses belong to.
  NodeId beginCommand();
  void access(NodeId command, const Access &access, const SourceSite &site) {
    tracker.access(command, 0, access, site);
  }
  /// stream.timepoint.join: reached when all of `timepoints` are.
  TimepointId join(llvm::ArrayRef<TimepointId> timepoints);
  /// stream.timepoint.await: the host (and every execute it starts later)
  /// follows `timepoints`.
  void hostAwait(llvm::ArrayRef<TimepointId> timepoints);

  /// Whether accesses of the stream ops at these two positions (the
  /// `loweredLoc` of the sites given to access(), in either order) race in
  /// the stream program itself (files compared by their last path
  /// component).
  bool isOwnRace(llvm::StringRef firstPosition, llvm::StringRef secondPosition) const;
  /// The races of the stream program, each pair of sites once.
  llvm::ArrayRef<Race> races() const { return tracker.races(); }

private:
  struct Scope {
    bool concurrent = false;
    llvm::SmallVector<NodeId, 4> entry;   // what its lanes start after
    llvm::SmallVector<NodeId, 4> current; // serial: what the next command follows
    llvm::SmallVector<NodeId, 4> exits;   // concurrent: the ends of its lanes
  };
  /// What the next command or group of the current scope follows.
  llvm::SmallVector<NodeId, 4> laneStart() const;
  /// The current scope's next command or group ended at `ends`.
  void laneEnd(llvm::ArrayRef<NodeId> ends);
  void addTimepoints(llvm::ArrayRef<TimepointId> timepoints,
                     llvm::SmallVectorImpl<NodeId> &nodes) const;
  void collectPairs() const;

  RaceTracker tracker;
  std::optional<NodeId> host;
  std::vector<Scope> scopes;
  mutable size_t pairsCollected = 0;
  mutable llvm::StringSet<> ownPairs; // "first\nsecond", both orders
};

} // namespace stream_to_hal::sim

#endif // STREAM_TO_HAL_SIM_RACES_STREAMORDER_H
