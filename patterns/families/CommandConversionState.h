//===- CommandConversionState.h - State of the stream.cmd patterns -*- C++ -*-===//
//
// convertStreamToHAL (patterns/pass/Conversion.cpp) converts the top-level
// ops one conversion each, the isolated ones several at once
// (ParallelConversion.h). The command patterns (CommandPatterns.cpp) and the
// dispatch pattern (DispatchPatterns.cpp) keep, per conversion, in a
// CommandConversionState:
//
// * which !hal.command_buffer each not-yet-converted command op records into
//   (docs/design/commands.md#finding-the-command-buffer). The driver converts
//   in pre-order, and an execute/serial/concurrent moves its body out of
//   itself, so nested ops can find their buffer neither by walking parents nor
//   by looking up the execute op. Instead each region rewrite records the
//   buffer for the ops of the block it is about to inline — the block's direct
//   children only — and a command op forgets its entry when it is converted.
//   Every op is recorded at most once, so the whole bookkeeping is linear in
//   the size of the IR.
// * the barrier plans (BarrierPlanner.h) and, with command-buffers=reusable,
//   the reuse plans (ReusePlanner.h) of the executes of the op being
//   converted, computed on its input IR before the conversion starts: the
//   execute and serial patterns record the barriers planned for their block,
//   the execute pattern records a reusable execute as planned, and the fill,
//   copy and dispatch patterns look up the slots planned for their buffers.
// * the dispatches lowered by the conversion, whose hal.device.switch
//   is built once the conversion has succeeded (buildPendingDeviceSwitches,
//   DispatchPatterns.h). The driver records every op a pattern creates, to
//   roll it back, and frees the records when the conversion ends; the
//   switches are most of the pass's output, and their records, freed between
//   the output's ops, fragmented the heap so much that the pass slowed down
//   as the module grew (docs/benchmark.md). During the conversion a dispatch
//   becomes a zero-result builtin.unrealized_conversion_cast "marker" whose
//   operands are every value the switch uses, so the driver keeps them
//   current and rolls the marker back like any other op.
// * what the conversion did, for the pass statistics.
//
// The patterns are frozen once and shared by every thread, so they hold only
// the CommandConversionStates of the pass run: built before any conversion
// starts and only read during them, it finds an op's state from the op (its
// top-level ancestor), and holds the symbol tables of the module and of its
// executables' variants, built up front, so that resolving a dispatch's
// executable and entry points neither scans the module again per dispatch
// nor mutates a cache another thread reads.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_PATTERNS_FAMILIES_COMMANDCONVERSIONSTATE_H
#define STREAM_TO_HAL_PATTERNS_FAMILIES_COMMANDCONVERSIONSTATE_H

#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/patterns/analyses/BarrierPlanner.h"
#include "StreamToHAL/patterns/analyses/ReusePlanner.h"
#include "StreamToHAL/patterns/pass/Passes.h"

#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <memory>
#include <vector>

namespace mlir::stream_to_hal {

class CommandBufferMapping {
public:
  /// True when no op of `block` has a command buffer yet, i.e. the block can
  /// be recorded (docs/design/failures.md A2: at most once per op).
  bool canRecord(Block &block) const;

  /// Records `commandBuffer` for every op directly in `block`.
  void record(Block &block, Value commandBuffer);

  /// The command buffer `op` records into: its own entry, else that of its
  /// nearest recorded ancestor (for ops wrapped in non-command ops); null when
  /// `op` is not inside a stream.cmd.execute.
  Value lookup(Operation *op) const;

  /// Drops `op`'s entry; called when `op` is rewritten, so that no entry
  /// outlives its op.
  void forget(Operation *op) { commandBuffers.erase(op); }

private:
  llvm::DenseMap<Operation *, Value> commandBuffers;
};

/// One case of a dispatch's switch: a variant and its entry point.
struct DispatchCase {
  hal::ExecutableVariantOp variant;
  hal::ExecutableEntryPointOp entryPoint;
};

/// A dispatch whose checks (docs/design/dispatch.md#resolution) passed and
/// whose switch is still to be built in place of `marker`. The marker's
/// operands are the device, the command buffer, then `numUniformOperands` push
/// constants, `numResources` buffers, offsets and lengths each, and the
/// workgroup count.
struct PendingDispatch {
  Operation *marker;
  hal::ExecutableOp executable;
  SmallVector<DispatchCase> cases;
  SmallVector<hal::InterfaceBindingAttr> bindings;
  unsigned numUniformOperands;
  unsigned numResources;
  /// In a reusable execute, how each resource is recorded
  /// (docs/design/reusable.md#emitted-ir); empty otherwise.
  CommandSlotAccesses slotAccesses;
};

/// The state of one conversion (of one top-level op), used only by the
/// patterns converting that op, i.e. by one thread at a time. Data that a
/// mode computes per conversion (e.g. a barrier plan keyed by execute op)
/// belongs here.
struct CommandConversionState {
  CommandBufferMapping commandBuffers;
  /// The barriers of every execute of the op being converted, planned on its
  /// input IR before the conversion starts.
  BarrierPlans barrierPlans;
  /// With command-buffers=reusable, which executes of the op being converted
  /// record reusably and how (ReusePlanner.h), planned on its input IR;
  /// empty otherwise.
  ReusePlans reusePlans;
  /// The command buffers recorded reusably: their commands must have a plan.
  llvm::DenseSet<Value> reusableCommandBuffers;
  /// Dispatches lowered by the conversion, in the order converted.
  std::vector<PendingDispatch> pendingDispatches;
  /// What the conversion did, for the pass statistics.
  ConversionStatistics statistics;
  /// Symbol tables inside the converted op itself (e.g. of a nested
  /// builtin.module), which CommandConversionStates does not prebuild.
  SymbolTableCollection localSymbolTables;
};

/// Shared by all command patterns of one pass run. prepare() runs before the
/// conversions; during them it is only read.
class CommandConversionStates {
public:
  /// One state per op of `roots`, which are siblings (or a single op): the
  /// ops that are converted one conversion each. Also builds the symbol
  /// tables of their parent and of the variants of its hal.executable ops.
  void prepare(ArrayRef<Operation *> roots);

  /// The state of the conversion of the prepared root that is `op` or
  /// contains it. Emits an internal error at `op` and returns null when
  /// there is none.
  CommandConversionState *find(Operation *op) const;

  /// The state of `roots[index]` of prepare().
  CommandConversionState &operator[](size_t index) { return *states[index]; }

  /// Looks `name` up in the nearest symbol table of `from`, as
  /// SymbolTableCollection::lookupNearestSymbolFrom.
  Operation *lookupNearestSymbolFrom(CommandConversionState &state,
                                     Operation *from, StringAttr name) const;

  /// Looks `name` up in the symbol table op `symbolTableOp`, as
  /// SymbolTableCollection::lookupSymbolIn.
  Operation *lookupSymbolIn(CommandConversionState &state,
                            Operation *symbolTableOp, StringAttr name) const;

private:
  /// The parent of the roots (null when the root is a lone top-level op).
  Operation *container = nullptr;
  llvm::DenseMap<Operation *, size_t> rootIndices;
  std::vector<std::unique_ptr<CommandConversionState>> states;
  llvm::DenseMap<Operation *, std::unique_ptr<SymbolTable>> symbolTables;
};

/// How command `op`, recorded into `commandBuffer`, records its
/// `numAccesses` buffer accesses (docs/design/reusable.md#emitted-ir): null
/// when the command buffer is not recorded reusably. Emits, at `op`,
/// `internal error: no binding table slot for resource` and fails when it is
/// but the plan has no entry for each access.
FailureOr<const CommandSlotAccesses *>
findSlotAccesses(CommandConversionState &state, Operation *op,
                 Value commandBuffer, size_t numAccesses);

/// Entry `index` of `accesses` (null: none, nullopt).
std::optional<SlotAccess> getSlotAccess(const CommandSlotAccesses *accesses,
                                        size_t index);

/// Emits, at `op`, `'<op name>' must be nested within a stream.cmd.execute to
/// be converted` (docs/design/failures.md A1, A3) and returns failure.
LogicalResult emitNotInExecuteError(Operation *op);

} // namespace mlir::stream_to_hal

#endif // STREAM_TO_HAL_PATTERNS_FAMILIES_COMMANDCONVERSIONSTATE_H
