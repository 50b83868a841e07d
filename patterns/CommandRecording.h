//===- CommandRecording.h - State shared by the stream.cmd patterns -*- C++ -*-===//
//
// The command patterns (CommandPatterns.cpp) and the dispatch pattern
// (DispatchPatterns.cpp) share, for one run of the pass:
//
// * which !hal.command_buffer each not-yet-converted command op records into
//   (conversion.md §9.1 step 3). The driver converts in pre-order, and an
//   execute/serial/concurrent moves its body out of itself, so nested ops can
//   find their buffer neither by walking parents nor by looking up the execute
//   op. Instead each region rewrite records the buffer for the ops of the
//   block it is about to inline — the block's direct children only — and a
//   command op forgets its entry when it is converted. Every op is recorded at
//   most once, so the whole bookkeeping is linear in the size of the IR.
// * the barrier plans (BarrierPlanner.h) of the executes of the op being
//   converted, computed on its input IR before the conversion starts: the
//   execute and serial patterns record the barriers planned for their block.
// * a SymbolTableCollection, so that resolving a dispatch's executable and
//   entry points does not scan the module (or a variant) again per dispatch.
// * the dispatches lowered by the current conversion, whose hal.device.switch
//   is built once the conversion has succeeded (finishCommandConversion).
//   The driver records every op a pattern creates, to roll it back, and
//   frees the records when the conversion ends; the switches are most of the
//   pass's output, and their records, freed between the output's ops,
//   fragmented the heap so much that the pass slowed down as the module grew
//   (docs/benchmark.md). During the conversion a dispatch becomes a
//   zero-result builtin.unrealized_conversion_cast "marker" whose operands
//   are every value the switch uses, so the driver keeps them current and
//   rolls the marker back like any other op.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_PATTERNS_COMMANDRECORDING_H
#define STREAM_TO_HAL_PATTERNS_COMMANDRECORDING_H

#include "dialects/hal/HALDialect.h"
#include "patterns/BarrierPlanner.h"

#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/ADT/DenseMap.h"

#include <memory>
#include <string>
#include <vector>

namespace mlir::stream_to_hal {

class CommandBufferMapping {
public:
  /// True when no op of `block` has a command buffer yet, i.e. the block can
  /// be recorded (conversion.md §14 A2: at most once per op).
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

/// A dispatch whose checks (conversion.md §10.1, §14) passed and whose
/// switch is still to be built in place of `marker`. The marker's operands
/// are the device, the command buffer, then `numUniformOperands` push
/// constants, `numResources` buffers, offsets and lengths each, and the
/// workgroup count.
struct PendingDispatch {
  Operation *marker;
  hal::ExecutableOp executable;
  SmallVector<DispatchCase> cases;
  SmallVector<hal::InterfaceBindingAttr> bindings;
  unsigned numUniformOperands;
  unsigned numResources;
};

/// Shared by all command patterns of one pass run.
struct CommandConversionState {
  CommandBufferMapping commandBuffers;
  SymbolTableCollection symbolTables;
  /// The barriers of every execute of the op being converted, planned on its
  /// input IR before the conversion starts.
  BarrierPlans barrierPlans;
  /// Dispatches lowered by the current conversion, in the order converted.
  std::vector<PendingDispatch> pendingDispatches;
};

/// Emits, at `op`, `'<op name>' must be nested within a stream.cmd.execute to
/// be converted` (conversion.md §14 A1/A3) and returns failure.
LogicalResult emitNotInExecuteError(Operation *op);

/// `type` as written in IR, without the quotes diagnostics put around types
/// (the §14 messages show bare types).
std::string typeToString(Type type);

/// stream.cmd.dispatch (conversion.md §10).
void populateDispatchPatterns(MLIRContext *context,
                              TypeConverter &typeConverter,
                              RewritePatternSet &patterns,
                              std::shared_ptr<CommandConversionState> state);

} // namespace mlir::stream_to_hal

#endif // STREAM_TO_HAL_PATTERNS_COMMANDRECORDING_H
