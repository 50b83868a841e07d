//===- ReusePlanner.h - Which execute regions record reusably --*- C++ -*-===//
//
// With `command-buffers=reusable` the execute pattern asks this analysis,
// made on the input IR before the conversion as the barrier plan is, whether
// a stream.cmd.execute can be recorded once
// (docs/design/reusable.md#which-executes-are-reusable) and, if so, which binding-table slots it gets, the
// byte range each slot binds, and how every command's buffer operands are
// recorded (docs/design/reusable.md#slots-and-binding-ranges).
//
// The plan never fails, emits nothing and does not modify the IR. It is linear
// in the size of the executes: staticness is memoized per value.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_PATTERNS_ANALYSES_REUSEPLANNER_H
#define STREAM_TO_HAL_PATTERNS_ANALYSES_REUSEPLANNER_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <optional>

namespace mlir::stream {
class CmdExecuteOp;
} // namespace mlir::stream

namespace mlir::stream_to_hal {

/// Why an execute is recorded one-shot: the first of the rules R1-R4 it
/// fails (docs/design/reusable.md#which-executes-are-reusable).
enum class OneShotReason {
  Initializer,        // R1: inside a util.initializer
  UncapturedResource, // R2: a command uses a resource that is not captured
  DynamicValue,       // R3: a command uses a value that is not static
  NoSlots,            // R4: no binding-table slot would be needed
};

/// One binding-table slot: the captured value it binds and its byte range.
struct BindingSlot {
  /// The first capture (operand index of the execute) of the bound value.
  unsigned capture;
  /// Narrowed: [begin, begin + length); whole: begin 0 and the length is the
  /// size of the first capture (`length` is then unused).
  bool narrowed;
  int64_t begin;
  int64_t length;
};

/// How one buffer access of a command is recorded in a reusable execute:
/// the slot, the offset rebased on the slot's begin (nullopt: unchanged), and
/// whether the length becomes -1, "to the end of the slot's range".
struct SlotAccess {
  int64_t slot;
  std::optional<int64_t> rebasedOffset;
  bool wholeLength;
};

/// The plan of one execute.
struct ExecuteReusePlan {
  /// Unset when the execute is reusable.
  std::optional<OneShotReason> oneShotReason;
  /// In slot order (by first capture position).
  SmallVector<BindingSlot> slots;
};

/// Per command op of a reusable execute, one entry per access in the order
/// fill (target), copy (source, target), dispatch (resources in order);
/// nullopt for an access to a direct capture, recorded with its buffer.
using CommandSlotAccesses = SmallVector<std::optional<SlotAccess>, 2>;

/// "Static" values of docs/design/reusable.md#which-executes-are-reusable:
/// an arith.constant, or an arith op without regions or memory effects whose
/// operands are all static. Memoized per value, and iterative so that a long
/// chain cannot exhaust the stack.
class StaticValues {
public:
  bool isStatic(Value value);

private:
  static bool isCandidate(Operation *op);

  llvm::DenseMap<Value, bool> known;
  llvm::DenseSet<Value> visiting;
};

/// Looks a symbol up from an op, as SymbolTable::lookupNearestSymbolFrom.
using SymbolLookup = function_ref<Operation *(Operation *from, StringAttr name)>;

/// The plans of every execute of the op being converted.
class ReusePlans {
public:
  /// Plans every stream.cmd.execute nested in `root`. `lookupSymbol` resolves
  /// util.global.load's global (direct captures).
  void planAll(Operation *root, SymbolLookup lookupSymbol);

  /// The plan of `executeOp`; null when it was not planned.
  const ExecuteReusePlan *lookup(Operation *executeOp) const;

  /// The accesses of command `commandOp` of a reusable execute; null when it
  /// is in none.
  const CommandSlotAccesses *lookupAccesses(Operation *commandOp) const;

  /// Forgets every plan (no entry outlives its op).
  void clear() {
    executes.clear();
    commands.clear();
  }

private:
  llvm::DenseMap<Operation *, ExecuteReusePlan> executes;
  llvm::DenseMap<Operation *, CommandSlotAccesses> commands;
};

/// Plans `executeOp` alone, adding the accesses of its commands to
/// `commandAccesses` when it is reusable (exposed for the unit tests).
ExecuteReusePlan
planExecuteReuse(stream::CmdExecuteOp executeOp, SymbolLookup lookupSymbol,
                 llvm::DenseMap<Operation *, CommandSlotAccesses>
                     &commandAccesses);

} // namespace mlir::stream_to_hal

#endif // STREAM_TO_HAL_PATTERNS_ANALYSES_REUSEPLANNER_H
