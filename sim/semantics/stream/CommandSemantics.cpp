//===- CommandSemantics.cpp - The reference's stream.cmd.* ----------------===//
//
// Sequential semantics (docs/design/simulator.md#stream-ops): an execute
// region runs its body in order at the point of the op, serial and
// concurrent blocks in order; fills, copies and dispatches change Memory at
// once, over the ranges the access model gives them
// (docs/design/access-model.md). flush, invalidate and discard only check
// their range.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/device/Memory.h"
#include "StreamToHAL/sim/semantics/DispatchAccessTable.h"
#include "StreamToHAL/sim/semantics/DispatchDigest.h"
#include "StreamToHAL/sim/semantics/Interpreter.h"
#include "StreamToHAL/sim/semantics/stream/RecordedTimepoints.h"

#include "StreamToHAL/dialects/stream/StreamDialect.h"

#include <cstring>

using namespace mlir;

namespace stream_to_hal::sim {

namespace {

LogicalResult runExecute(Operation &op, Interpreter &interp) {
  auto execute = cast<stream::CmdExecuteOp>(op);
  FailureOr<llvm::SmallVector<RuntimeValue, 4>> captured =
      interp.getAll(op, execute.getResourceOperands());
  if (failed(captured))
    return failure();
  StreamOrder *order = interp.streamOrder();
  if (order) {
    llvm::SmallVector<StreamOrder::TimepointId, 1> awaited;
    if (Value await = execute.getAwaitTimepoint())
      awaited.push_back(getRecordedTimepoint(interp, await));
    order->beginExecute(awaited);
  }
  if (failed(interp.runRegion(execute.getBody(), *captured)))
    return failure();
  StreamOrder::TimepointId done = order ? order->endExecute() : 0;
  Value result = execute.getResultTimepoint();
  interp.set(result, RuntimeValue::handle(result.getType(), Handle{HandleKind::Timepoint, done}));
  return success();
}

LogicalResult runGroup(Operation &op, Interpreter &interp) {
  StreamOrder *order = interp.streamOrder();
  if (order)
    order->beginGroup(isa<stream::CmdConcurrentOp>(op));
  if (failed(interp.runRegion(op.getRegion(0), {})))
    return failure();
  if (order)
    order->endGroup();
  return success();
}

FailureOr<BufferRef> getCommandRange(Interpreter &interp, Operation &op, Value target,
                                     Value offset, Value length) {
  FailureOr<uint64_t> offsetValue = interp.getIndex(op, offset);
  FailureOr<uint64_t> lengthValue = interp.getIndex(op, length);
  if (failed(offsetValue) || failed(lengthValue))
    return failure();
  return interp.getRange(op, target, *offsetValue, *lengthValue);
}

// flush, invalidate, discard.
template <typename OpT>
LogicalResult runRangeCommand(Operation &op, Interpreter &interp) {
  auto command = cast<OpT>(op);
  return failure(failed(getCommandRange(interp, op, command.getTarget(),
                                        command.getTargetOffset(),
                                        command.getTargetLength())));
}

/// The range of each access of a command, in access order: its resource's
/// byte range at run time (the access model's operands, checked in bounds and
/// live). Not charged: a copy moves its length once.
FailureOr<llvm::SmallVector<BufferRef, 2>> getAccessRanges(Interpreter &interp, Operation &op) {
  auto command = cast<stream::CommandAccessOpInterface>(op);
  llvm::SmallVector<BufferRef, 2> ranges;
  for (const stream::CommandAccess &access : command.getCommandAccessList()) {
    if (!access.offset || !access.length)
      return interp.fail(op, "resource " + llvm::Twine(access.ordinal) + " has no byte range");
    FailureOr<BufferRef> range =
        getCommandRange(interp, op, access.resource, access.offset, access.length);
    if (failed(range))
      return failure();
    ranges.push_back(*range);
  }
  // The stream program's own order (races/StreamOrder.h), when recorded.
  if (StreamOrder *order = interp.streamOrder()) {
    NodeId node = order->beginCommand();
    SourceSite site{op.getName().getStringRef().str(), Interpreter::formatLocation(op), ""};
    for (auto [access, range] : llvm::zip_equal(command.getCommandAccessList(), ranges)) {
      if (access.reads)
        order->access(node, {range.buffer, range.offset, range.length, AccessKind::Read}, site);
      if (access.writes)
        order->access(node, {range.buffer, range.offset, range.length, AccessKind::Write}, site);
    }
  }
  return ranges;
}

LogicalResult runFill(Operation &op, Interpreter &interp) {
  auto fill = cast<stream::CmdFillOp>(op);
  FailureOr<llvm::SmallVector<BufferRef, 2>> ranges = getAccessRanges(interp, op);
  FailureOr<llvm::APInt> pattern = interp.getInteger(op, fill.getValue());
  if (failed(ranges) || failed(pattern) || failed(interp.chargeBytes(op, ranges->front().length)))
    return failure();
  const BufferRef &range = ranges->front();
  unsigned patternBytes = pattern->getBitWidth() / 8;
  if (patternBytes == 0 || range.length % patternBytes != 0)
    return interp.fail(op, "fill length " + llvm::Twine(range.length) +
                               " is not a multiple of the " + llvm::Twine(patternBytes) +
                               "-byte pattern");
  llvm::MutableArrayRef<uint8_t> bytes =
      interp.memory().bytes(range.buffer).slice(range.offset, range.length);
  uint64_t bits = pattern->getZExtValue();
  // One pattern, then doubling copies of what is written: memcpy speed.
  size_t written = std::min<size_t>(patternBytes, bytes.size());
  for (size_t i = 0; i < written; ++i)
    bytes[i] = uint8_t(bits >> (8 * i));
  while (written < bytes.size()) {
    size_t chunk = std::min(written, bytes.size() - written);
    std::memcpy(bytes.data() + written, bytes.data(), chunk);
    written += chunk;
  }
  return success();
}

LogicalResult runCopy(Operation &op, Interpreter &interp) {
  FailureOr<llvm::SmallVector<BufferRef, 2>> ranges = getAccessRanges(interp, op);
  if (failed(ranges) || failed(interp.chargeBytes(op, ranges->front().length)))
    return failure();
  const BufferRef &source = (*ranges)[0];
  const BufferRef &target = (*ranges)[1];
  Memory &memory = interp.memory();
  // memmove: overlapping ranges of one allocation copy as if through a
  // temporary, as the HAL side does.
  std::memmove(memory.bytes(target.buffer).data() + target.offset,
               memory.bytes(source.buffer).data() + source.offset, source.length);
  return success();
}

LogicalResult runDispatch(Operation &op, Interpreter &interp) {
  auto dispatch = cast<stream::CmdDispatchOp>(op);
  SymbolRefAttr entryName = dispatch.getEntryPoint();
  Operation *entryPoint = interp.lookupEntryPoint(entryName);
  if (!entryPoint)
    return interp.fail(op, "no hal.executable entry point for the dispatch");
  llvm::SmallVector<uint64_t, 3> workload;
  for (Value count : dispatch.getWorkgroupCount()) {
    FailureOr<uint64_t> value = interp.getIndex(op, count);
    if (failed(value))
      return failure();
    workload.push_back(*value);
  }
  FailureOr<std::array<uint64_t, 3>> workgroups =
      interp.evaluateWorkgroupCount(op, entryPoint, workload);
  if (failed(workgroups))
    return failure();
  llvm::SmallVector<uint32_t, 4> pushConstants;
  for (Value operand : dispatch.getUniformOperands()) {
    FailureOr<llvm::APInt> value = interp.getInteger(op, operand);
    if (failed(value))
      return failure();
    if (value->getBitWidth() != 32)
      return interp.fail(op, "push constants must be i32");
    pushConstants.push_back(uint32_t(value->getZExtValue()));
  }
  StringRef executable = entryName.getRootReference().getValue();
  StringRef entry = entryName.getLeafReference().getValue();
  FailureOr<llvm::SmallVector<BufferRef, 2>> ranges = getAccessRanges(interp, op);
  if (failed(ranges))
    return failure();
  // In slot order (DispatchAccessTable::bindingsOfSite), each with its range.
  llvm::SmallVector<BoundRange, 4> bindings;
  for (const BindingAccess &access : DispatchAccessTable::bindingsOfSite(dispatch)) {
    const BufferRef &range = (*ranges)[access.ordinal];
    if (failed(interp.chargeBytes(op, range.length)))
      return failure();
    bindings.push_back({range.buffer, range.offset, range.length, access});
  }
  applyDispatch(interp.memory(), executable, entry, *workgroups, pushConstants, bindings);
  return success();
}

} // namespace

void registerStreamCommandSemantics(OpRegistry &registry) {
  registry.add("stream.cmd.execute", runExecute);
  registry.add("stream.cmd.serial", runGroup);
  registry.add("stream.cmd.concurrent", runGroup);
  registry.add("stream.cmd.flush", runRangeCommand<stream::CmdFlushOp>);
  registry.add("stream.cmd.invalidate", runRangeCommand<stream::CmdInvalidateOp>);
  registry.add("stream.cmd.discard", runRangeCommand<stream::CmdDiscardOp>);
  registry.add("stream.cmd.fill", runFill);
  registry.add("stream.cmd.copy", runCopy);
  registry.add("stream.cmd.dispatch", runDispatch);
}

} // namespace stream_to_hal::sim
