//===- StreamOrder.cpp - The order the stream program itself gives -------===//
#include "StreamToHAL/sim/races/StreamOrder.h"

#include "llvm/Support/Path.h"

namespace stream_to_hal::sim {

void StreamOrder::addTimepoints(llvm::ArrayRef<TimepointId> timepoints,
                                llvm::SmallVectorImpl<NodeId> &nodes) const {
  for (TimepointId timepoint : timepoints)
    if (timepoint != 0)
      nodes.push_back(NodeId(timepoint - 1));
}

void StreamOrder::beginExecute(llvm::ArrayRef<TimepointId> awaited) {
  Scope scope;
  if (host)
    scope.current.push_back(*host);
  addTimepoints(awaited, scope.current);
  scope.entry = scope.current;
  scopes.push_back(std::move(scope));
}

StreamOrder::TimepointId StreamOrder::endExecute() {
  if (scopes.empty())
    return 0;
  Scope scope = scopes.back();
  scopes.pop_back();
  return TimepointId(tracker.newJoin(scope.current)) + 1;
}

llvm::SmallVector<NodeId, 4> StreamOrder::laneStart() const {
  if (scopes.empty()) {
    llvm::SmallVector<NodeId, 4> start;
    if (host)
      start.push_back(*host);
    return start;
  }
  const Scope &scope = scopes.back();
  return scope.concurrent ? scope.entry : scope.current;
}

void StreamOrder::laneEnd(llvm::ArrayRef<NodeId> ends) {
  if (scopes.empty())
    return;
  Scope &scope = scopes.back();
  if (scope.concurrent)
    scope.exits.append(ends.begin(), ends.end());
  else
    scope.current.assign(ends.begin(), ends.end());
}

void StreamOrder::beginGroup(bool concurrent) {
  Scope scope;
  scope.concurrent = concurrent;
  scope.entry = laneStart();
  scope.current = scope.entry;
  scopes.push_back(std::move(scope));
}

void StreamOrder::endGroup() {
  if (scopes.empty())
    return;
  Scope scope = scopes.back();
  scopes.pop_back();
  // A concurrent block without commands ends where it began.
  if (scope.concurrent)
    laneEnd(scope.exits.empty() ? scope.entry : scope.exits);
  else
    laneEnd(scope.current);
}

NodeId StreamOrder::beginCommand() {
  NodeId node = tracker.newNode(laneStart());
  laneEnd(node);
  return node;
}

StreamOrder::TimepointId StreamOrder::join(llvm::ArrayRef<TimepointId> timepoints) {
  llvm::SmallVector<NodeId, 4> nodes;
  addTimepoints(timepoints, nodes);
  if (nodes.empty())
    return 0;
  return TimepointId(tracker.newJoin(nodes)) + 1;
}

void StreamOrder::hostAwait(llvm::ArrayRef<TimepointId> timepoints) {
  llvm::SmallVector<NodeId, 4> nodes;
  if (host)
    nodes.push_back(*host);
  addTimepoints(timepoints, nodes);
  if (!nodes.empty())
    host = tracker.newHostNode(nodes);
}

/// "FILE:L:C" with FILE reduced to its last path component: the printing
/// tool of a --lowered file may have named the input by another path (as
/// DispatchAccessTable::identifySites compares them).
static std::string positionKey(llvm::StringRef position) {
  auto [rest, column] = position.rsplit(':');
  auto [file, line] = rest.rsplit(':');
  return (llvm::sys::path::filename(file) + ":" + line + ":" + column).str();
}

void StreamOrder::collectPairs() const {
  llvm::ArrayRef<Race> found = tracker.races();
  for (; pairsCollected < found.size(); ++pairsCollected) {
    const Race &race = found[pairsCollected];
    std::string first = positionKey(race.firstSite.loweredLoc);
    std::string second = positionKey(race.secondSite.loweredLoc);
    ownPairs.insert(first + "\n" + second);
    ownPairs.insert(second + "\n" + first);
  }
}

bool StreamOrder::isOwnRace(llvm::StringRef firstPosition,
                            llvm::StringRef secondPosition) const {
  if (firstPosition.empty() || secondPosition.empty())
    return false;
  collectPairs();
  return ownPairs.contains(positionKey(firstPosition) + "\n" + positionKey(secondPosition));
}

} // namespace stream_to_hal::sim
