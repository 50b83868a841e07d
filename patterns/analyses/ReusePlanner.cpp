//===- ReusePlanner.cpp - Which execute regions record reusably -----------===//
//
// docs/design/reusable.md#which-executes-are-reusable and
// #slots-and-binding-ranges, on the input IR.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/patterns/analyses/ReusePlanner.h"

#include "StreamToHAL/dialects/stream/StreamDialect.h"
#include "StreamToHAL/dialects/util/UtilDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <limits>

namespace mlir::stream_to_hal {
namespace {

/// A command op, its accesses (docs/design/access-model.md) in the order of
/// CommandSlotAccesses, and the values docs/design/reusable.md#which-executes-are-reusable
/// calls "used" besides the accesses' lengths.
struct Command {
  Operation *op;
  SmallVector<stream::CommandAccess, 2> accesses;
  /// The accesses' offsets and the operands that are neither resources nor
  /// sizes nor ranges: a fill's pattern, a dispatch's workload and operands.
  SmallVector<Value, 4> usedValues;
  /// Fill and dispatch lengths may be own-size lengths; copy lengths never.
  bool lengthMayBeOwnSize;
};

/// The commands of `executeOp` at any depth, in pre-order.
SmallVector<Command> collectCommands(stream::CmdExecuteOp executeOp) {
  SmallVector<Command> commands;
  executeOp.getBody().walk<WalkOrder::PreOrder>([&](stream::CommandAccessOpInterface commandOp) {
    Command &command = commands.emplace_back();
    command.op = commandOp;
    commandOp.getCommandAccesses(command.accesses);
    for (const stream::CommandAccess &access : command.accesses)
      command.usedValues.push_back(access.offset);
    Operation *op = commandOp.getOperation();
    command.lengthMayBeOwnSize = !isa<stream::CmdCopyOp>(op);
    if (auto fillOp = dyn_cast<stream::CmdFillOp>(op)) {
      command.usedValues.push_back(fillOp.getValue());
    } else if (auto dispatchOp = dyn_cast<stream::CmdDispatchOp>(op)) {
      llvm::append_range(command.usedValues, dispatchOp.getWorkgroupCount());
      llvm::append_range(command.usedValues, dispatchOp.getUniformOperands());
    }
  });
  return commands;
}

/// "Direct" captured values are recorded with their buffer: results of a
/// ConstantLike op or loads of an immutable global (no look-through).
bool isDirect(Value value, SymbolLookup lookupSymbol) {
  Operation *op = value.getDefiningOp();
  if (!op)
    return false;
  if (op->hasTrait<OpTrait::ConstantLike>())
    return true;
  auto loadOp = dyn_cast<util::GlobalLoadOp>(op);
  if (!loadOp)
    return false;
  auto globalOp = dyn_cast_or_null<util::GlobalOp>(
      lookupSymbol(loadOp, loadOp.getGlobalAttr().getAttr()));
  return globalOp && !globalOp.getIsMutable();
}

/// The range a slot binds, accumulated over the accesses reaching it:
/// narrowed while every access has a known range
/// (docs/design/access-model.md#byte-ranges, the rule
/// docs/design/reusable.md#slots-and-binding-ranges narrows by).
struct RangeAccumulator {
  bool narrowed = true;
  int64_t begin = std::numeric_limits<int64_t>::max();
  int64_t end = 0;

  void add(const stream::CommandAccess &access) {
    std::optional<stream::KnownByteRange> range = access.getKnownRange();
    if (!range) {
      narrowed = false;
      return;
    }
    begin = std::min(begin, range->begin);
    end = std::max(end, range->end);
  }
};

} // namespace

bool StaticValues::isCandidate(Operation *op) {
  return isa_and_nonnull<arith::ArithDialect>(op->getDialect()) &&
         op->getNumRegions() == 0 && isMemoryEffectFree(op);
}

bool StaticValues::isStatic(Value root) {
  // A range operand missing in unverified IR (docs/design/access-model.md#unverified-ir).
  if (!root)
    return false;
  SmallVector<std::pair<Value, bool>> stack = {{root, false}};
  while (!stack.empty()) {
    auto [value, operandsDone] = stack.pop_back_val();
    if (known.contains(value))
      continue;
    Operation *op = value.getDefiningOp();
    // A value met again before its operands are done is on a cycle (graph
    // regions): not static.
    if (!op || !isCandidate(op) ||
        (!operandsDone && visiting.contains(value))) {
      known[value] = false;
      continue;
    }
    if (isa<arith::ConstantOp>(op)) {
      known[value] = true;
      continue;
    }
    if (operandsDone) {
      known[value] = llvm::all_of(op->getOperands(), [&](Value operand) {
        auto it = known.find(operand);
        return it != known.end() && it->second;
      });
      continue;
    }
    visiting.insert(value);
    stack.push_back({value, true});
    for (Value operand : op->getOperands())
      if (!known.contains(operand))
        stack.push_back({operand, false});
  }
  return known.lookup(root);
}

ExecuteReusePlan
planExecuteReuse(stream::CmdExecuteOp executeOp, SymbolLookup lookupSymbol,
                 llvm::DenseMap<Operation *, CommandSlotAccesses>
                     &commandAccesses) {
  ExecuteReusePlan plan;
  // R1: run-once code gains nothing from a reusable recording.
  if (executeOp->getParentOfType<util::InitializerOp>()) {
    plan.oneShotReason = OneShotReason::Initializer;
    return plan;
  }
  Region &body = executeOp.getBody();
  ValueRange captured = executeOp.getResourceOperands();
  ValueRange sizes = executeOp.getOperandSizes();
  if (!body.hasOneBlock() || body.front().getNumArguments() != captured.size() ||
      sizes.size() != captured.size()) {
    // Unverified shape: the conversion reports it; nothing to reuse.
    plan.oneShotReason = OneShotReason::UncapturedResource;
    return plan;
  }
  Block &entry = body.front();
  SmallVector<Command> commands = collectCommands(executeOp);

  // R2: every access is to a body argument, i.e. a capture.
  auto captureOf = [&](Value resource) -> std::optional<unsigned> {
    auto argument = dyn_cast<BlockArgument>(resource);
    if (!argument || argument.getOwner() != &entry)
      return std::nullopt;
    return argument.getArgNumber();
  };
  for (const Command &command : commands)
    for (const stream::CommandAccess &access : command.accesses)
      if (!captureOf(access.resource)) {
        plan.oneShotReason = OneShotReason::UncapturedResource;
        return plan;
      }

  // The first capture of each captured value, and which are indirect.
  llvm::DenseMap<Value, unsigned> firstCapture;
  for (auto [index, value] : llvm::enumerate(captured))
    firstCapture.try_emplace(value, index);
  auto firstCaptureOf = [&](unsigned capture) {
    return firstCapture.lookup(captured[capture]);
  };
  SmallVector<bool> indirect = llvm::map_to_vector(
      captured, [&](Value value) { return !isDirect(value, lookupSymbol); });

  // Own-size length: a non-static fill/dispatch length that is the size of
  // the first capture of the (indirect) value it accesses, at offset 0.
  StaticValues staticValues;
  auto isOwnSizeLength = [&](const Command &command, const stream::CommandAccess &access) {
    if (!command.lengthMayBeOwnSize || !access.length || staticValues.isStatic(access.length))
      return false;
    unsigned capture = *captureOf(access.resource);
    if (!indirect[capture])
      return false;
    std::optional<int64_t> offset = stream::getKnownConstant(access.offset);
    return offset && *offset == 0 && access.length == sizes[firstCaptureOf(capture)];
  };

  // R3: every used value is static or an own-size length.
  for (const Command &command : commands) {
    for (Value value : command.usedValues)
      if (!staticValues.isStatic(value)) {
        plan.oneShotReason = OneShotReason::DynamicValue;
        return plan;
      }
    for (const stream::CommandAccess &access : command.accesses)
      if (!staticValues.isStatic(access.length) && !isOwnSizeLength(command, access)) {
        plan.oneShotReason = OneShotReason::DynamicValue;
        return plan;
      }
  }

  // Slots: one per reached indirect value, by first capture position.
  llvm::DenseSet<unsigned> reached;
  for (const Command &command : commands)
    for (const stream::CommandAccess &access : command.accesses) {
      unsigned capture = *captureOf(access.resource);
      if (indirect[capture])
        reached.insert(firstCaptureOf(capture));
    }
  SmallVector<int64_t> slotOfFirstCapture(captured.size(), -1);
  SmallVector<RangeAccumulator> ranges;
  for (unsigned capture = 0; capture < captured.size(); ++capture) {
    if (!reached.contains(capture))
      continue;
    slotOfFirstCapture[capture] = static_cast<int64_t>(plan.slots.size());
    plan.slots.push_back({capture, false, 0, 0});
    ranges.emplace_back();
  }
  // R4: nothing to bind, nothing to gain.
  if (plan.slots.empty()) {
    plan.oneShotReason = OneShotReason::NoSlots;
    return plan;
  }

  for (const Command &command : commands)
    for (const stream::CommandAccess &access : command.accesses) {
      unsigned capture = *captureOf(access.resource);
      if (indirect[capture])
        ranges[slotOfFirstCapture[firstCaptureOf(capture)]].add(access);
    }
  for (auto [slot, range] : llvm::zip_equal(plan.slots, ranges)) {
    slot.narrowed = range.narrowed && range.begin <= range.end;
    if (slot.narrowed) {
      slot.begin = range.begin;
      slot.length = range.end - range.begin;
    }
  }

  // How each access is recorded.
  for (const Command &command : commands) {
    CommandSlotAccesses &accesses = commandAccesses[command.op];
    for (const stream::CommandAccess &access : command.accesses) {
      unsigned capture = *captureOf(access.resource);
      if (!indirect[capture]) {
        accesses.push_back(std::nullopt);
        continue;
      }
      int64_t slotIndex = slotOfFirstCapture[firstCaptureOf(capture)];
      const BindingSlot &slot = plan.slots[slotIndex];
      SlotAccess slotAccess{slotIndex, std::nullopt, isOwnSizeLength(command, access)};
      // A narrowed slot's accesses all have known ranges.
      if (slot.narrowed && slot.begin != 0)
        slotAccess.rebasedOffset = access.getKnownRange()->begin - slot.begin;
      accesses.push_back(slotAccess);
    }
  }
  return plan;
}

void ReusePlans::planAll(Operation *root, SymbolLookup lookupSymbol) {
  root->walk([&](stream::CmdExecuteOp executeOp) {
    executes[executeOp] = planExecuteReuse(executeOp, lookupSymbol, commands);
  });
}

const ExecuteReusePlan *ReusePlans::lookup(Operation *executeOp) const {
  auto it = executes.find(executeOp);
  return it == executes.end() ? nullptr : &it->second;
}

const CommandSlotAccesses *
ReusePlans::lookupAccesses(Operation *commandOp) const {
  auto it = commands.find(commandOp);
  return it == commands.end() ? nullptr : &it->second;
}

} // namespace mlir::stream_to_hal
