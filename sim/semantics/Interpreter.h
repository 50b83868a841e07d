//===- Interpreter.h - Runs the ops of a module, one handler per op ------===//
//
// The interpreter of both levels (docs/design/simulator.md#interpreter): an
// environment from SSA values to RuntimeValues (one frame per function
// call), a registry from op names to handlers, function calls, regions with
// cf branches, and located failures. What an op does is its handler's
// business: semantics/std (func, cf, scf, arith, index, affine.apply),
// semantics/stream (the reference), semantics/util, semantics/hal (the HAL
// program on the Device). Handlers reach the run's Memory, Device and the
// dispatch access table through the interpreter.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_SIM_SEMANTICS_INTERPRETER_H
#define STREAM_TO_HAL_SIM_SEMANTICS_INTERPRETER_H

#include "StreamToHAL/sim/values/RuntimeValue.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Support/LogicalResult.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringMap.h"

#include <array>
#include <tuple>
#include <vector>

namespace stream_to_hal::sim {

class Memory;
class Device;
class DispatchAccessTable;
class StreamOrder;
class Interpreter;

/// What an op does. Returns failure after reporting it with
/// Interpreter::fail (the run stops there).
using OpHandler = mlir::LogicalResult (*)(mlir::Operation &op, Interpreter &interp);

/// Op name -> handler. Each semantics room adds its ops (register*Semantics
/// below); a name registered twice keeps the last handler.
class OpRegistry {
public:
  void add(llvm::StringRef opName, OpHandler handler) { handlers[opName] = handler; }
  OpHandler lookup(llvm::StringRef opName) const {
    auto it = handlers.find(opName);
    return it == handlers.end() ? nullptr : it->second;
  }

private:
  llvm::StringMap<OpHandler> handlers;
};

/// Which program an interpreter runs.
enum class RunLevel { Reference, HAL };

/// The terminator that ended a region (one without successors: a yield,
/// return, scf.condition, hal.return...) and its operands' values.
struct RegionExit {
  mlir::Operation *terminator = nullptr;
  llvm::SmallVector<RuntimeValue, 4> values;
};

class Interpreter {
public:
  /// `device` may be null for the reference (which never touches it).
  Interpreter(mlir::ModuleOp module, RunLevel level, const OpRegistry &registry,
              Memory &memory, Device *device, const DispatchAccessTable &accessTable);
  ~Interpreter();

  RunLevel level() const { return runLevel; }
  mlir::ModuleOp getModule() const { return module; }
  Memory &memory() { return mem; }
  /// The device of a HAL run; null in the reference.
  Device *device() { return dev; }
  const DispatchAccessTable &accessTable() const { return table; }
  mlir::SymbolTable &symbolTable() { return symbols; }

  //===--- Running -------------------------------------------------------===//

  /// Gives every util.global its initial value and runs every
  /// util.initializer, in module order.
  mlir::LogicalResult runInitializers();
  /// Calls `callee` (a func.func of the module) with `arguments`; returns the
  /// values of its func.return. Checks the arity; types are the caller's.
  mlir::FailureOr<llvm::SmallVector<RuntimeValue, 4>>
  callFunction(mlir::Operation *callee, llvm::ArrayRef<RuntimeValue> arguments);
  /// Runs `region` in the current frame from its entry block, its arguments
  /// bound to `arguments`, following cf branches until a terminator without
  /// successors.
  mlir::FailureOr<RegionExit> runRegion(mlir::Region &region,
                                        llvm::ArrayRef<RuntimeValue> arguments);
  /// Like runRegion, in a fresh frame (for regions isolated from above:
  /// initializers, workgroup-count regions).
  mlir::FailureOr<RegionExit> runIsolatedRegion(mlir::Region &region,
                                                llvm::ArrayRef<RuntimeValue> arguments);
  /// Called by a branch terminator's handler: where the current region
  /// continues, and the values of that block's arguments.
  void branchTo(mlir::Block *dest, llvm::SmallVector<RuntimeValue, 4> arguments);

  /// The workgroup count `x, y, z` of `entryPoint` (a
  /// hal.executable.entry_point) for `workload`, as the lowering computes it
  /// (docs/design/dispatch.md#workgroup-count): its count region evaluated,
  /// or the workload padded with 1. A count region of side-effect-free ops
  /// is a function of the workload: its result is remembered per entry point
  /// and workload, so a program's dispatches evaluate each distinct one once.
  mlir::FailureOr<std::array<uint64_t, 3>>
  evaluateWorkgroupCount(mlir::Operation &dispatchSite, mlir::Operation *entryPoint,
                         llvm::ArrayRef<uint64_t> workload);

  /// The hal.executable.entry_point `@executable::@entry` (or
  /// `@executable::@variant::@entry`: the executable by the first name, the
  /// entry point by the last, as the conversion resolves it) of the first
  /// variant of the executable that has it (the simulated device supports
  /// every format, so the lowered device switch takes the first variant too:
  /// docs/design/simulator.md#dispatch-digest); null if none.
  mlir::Operation *lookupEntryPoint(mlir::SymbolRefAttr entryPoint);

  //===--- The environment -----------------------------------------------===//

  void set(mlir::Value value, RuntimeValue runtimeValue);
  /// The value of `value` in the current frame, or null when it has none.
  const RuntimeValue *lookup(mlir::Value value) const;

  // Typed reads of an operand of `op`; each reports a located failure when
  // the operand has no value or one of another kind.
  mlir::FailureOr<RuntimeValue> get(mlir::Operation &op, mlir::Value value);
  mlir::FailureOr<llvm::APInt> getInteger(mlir::Operation &op, mlir::Value value);
  /// An index or integer operand as an unsigned 64-bit count/offset; fails on
  /// a negative value.
  mlir::FailureOr<uint64_t> getIndex(mlir::Operation &op, mlir::Value value);
  mlir::FailureOr<llvm::APFloat> getFloat(mlir::Operation &op, mlir::Value value);
  mlir::FailureOr<BufferRef> getBuffer(mlir::Operation &op, mlir::Value value);
  /// The byte range [offset, offset + length) of the buffer operand `value`,
  /// as an absolute range of its allocation; fails when it leaves the
  /// buffer's range or the allocation is not live.
  mlir::FailureOr<BufferRef> getRange(mlir::Operation &op, mlir::Value value,
                                      uint64_t offset, uint64_t length);
  mlir::FailureOr<BufferView> getView(mlir::Operation &op, mlir::Value value);
  mlir::FailureOr<Handle> getHandle(mlir::Operation &op, mlir::Value value, HandleKind kind);
  /// Values of every operand in `values`.
  mlir::FailureOr<llvm::SmallVector<RuntimeValue, 4>> getAll(mlir::Operation &op,
                                                            mlir::ValueRange values);

  //===--- Globals -------------------------------------------------------===//

  /// The current value of a util.global (its initial value, or empty before
  /// the first store of a global without one).
  const RuntimeValue *getGlobal(llvm::StringRef name) const;
  void setGlobal(llvm::StringRef name, RuntimeValue value);
  /// Every global that holds a value, by name (for the comparison).
  const llvm::StringMap<RuntimeValue> &globals() const { return globalValues; }

  //===--- Failures ------------------------------------------------------===//

  /// Reports `message` as an error located at `op` and returns failure.
  mlir::LogicalResult fail(mlir::Operation &op, const llvm::Twine &message);

  /// A host buffer holding `bytes` (an --input, a util.byte_buffer): in the
  /// HAL run imported into the Device (ordered before everything), in the
  /// reference allocated in Memory.
  BufferId allocateHostBuffer(llvm::ArrayRef<uint8_t> bytes, std::string origin);

  /// The elements of util lists, by list handle id.
  std::vector<llvm::SmallVector<RuntimeValue, 0>> &lists() { return listStorage; }
  /// The lists and their elements held, against Budgets::listElements.
  uint64_t &listElementCount() { return listElements; }

  /// "file:line:col" of `op` (for Memory origins and timeline sites).
  static std::string formatLocation(mlir::Operation &op);
  /// Calls `visit` on each file position inside `loc` (pre-order, as
  /// Location::walk visits them) until it returns false. A direct descent
  /// through the builtin location kinds: the generic walk costs thousands of
  /// instructions per location, and the HAL run names a site per command.
  static void visitFilePositions(mlir::Location loc,
                                 llvm::function_ref<bool(mlir::FileLineColLoc)> visit);

  /// Counts `bytes` of memory work (fills, copies, dispatch bindings) against
  /// the run's budget; fails at `op` past it (a runaway program).
  mlir::LogicalResult chargeBytes(mlir::Operation &op, uint64_t bytes);

  /// A fresh handle id of `kind` (numbered per kind from 0).
  uint64_t nextHandleId(HandleKind kind) { return handleCounters[static_cast<unsigned>(kind)]++; }

  /// The order the stream program itself gives its commands, recorded while
  /// the reference runs when the engine asks for it (races/StreamOrder.h);
  /// null otherwise.
  StreamOrder *streamOrder() { return order; }
  void setStreamOrder(StreamOrder *streamOrder) { order = streamOrder; }

  /// Runs one op through its handler; an op without one is a located error.
  mlir::LogicalResult runOp(mlir::Operation &op);

private:
  /// Whether every op of the count region is free of memory effects.
  bool isPureCountRegion(mlir::Region &region);

  mlir::ModuleOp module;
  RunLevel runLevel;
  const OpRegistry &registry;
  Memory &mem;
  Device *dev;
  const DispatchAccessTable &table;
  mlir::SymbolTable symbols;

  // One frame per function call (and per isolated region).
  std::vector<llvm::DenseMap<mlir::Value, RuntimeValue>> frames;
  // Handler per op name, resolved once per name.
  llvm::DenseMap<const void *, OpHandler> handlerCache;
  llvm::StringMap<RuntimeValue> globalValues;
  llvm::DenseMap<mlir::Attribute, mlir::Operation *> entryPointCache;
  llvm::DenseMap<mlir::Region *, bool> pureCountRegions;
  using WorkgroupCountKey = std::tuple<mlir::Region *, uint64_t, uint64_t, uint64_t>;
  llvm::DenseMap<WorkgroupCountKey, std::array<uint64_t, 3>> workgroupCounts;
  std::vector<llvm::SmallVector<RuntimeValue, 0>> listStorage;
  uint64_t listElements = 0;
  // Set by branchTo, consumed by runRegion.
  mlir::Block *pendingBlock = nullptr;
  llvm::SmallVector<RuntimeValue, 4> pendingArguments;
  StreamOrder *order = nullptr;
  unsigned callDepth = 0;
  uint64_t opsExecuted = 0;
  uint64_t bytesTouched = 0;
  std::array<uint64_t, 10> handleCounters = {};
};

/// The ops of each room; the engine registers all of them in one registry.
void registerStdSemantics(OpRegistry &registry);
void registerUtilSemantics(OpRegistry &registry);
void registerStreamSemantics(OpRegistry &registry);
/// In sim/semantics/hal (sim-device), when it is built.
void registerHALSemantics(OpRegistry &registry);

} // namespace stream_to_hal::sim

#endif // STREAM_TO_HAL_SIM_SEMANTICS_INTERPRETER_H
