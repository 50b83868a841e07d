//===- ProgramRun.cpp - One run of a program: initializers, then functions ===//
//
// docs/design/simulator.md#engine.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/engine/ProgramRun.h"
#include "StreamToHAL/sim/device/Device.h"
#include "StreamToHAL/sim/semantics/hal/HALSupport.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/Support/WithColor.h"

#include <optional>

using namespace mlir;

namespace stream_to_hal::sim {

namespace {

/// Through a SymbolTable built once per program (the interpreter's, or one
/// per checkFunctions): SymbolTable::lookupSymbolIn scans the module's ops,
/// which made a run of every function of a module quadratic in its number
/// of functions (docs/benchmark.md).
func::FuncOp lookupFunction(const SymbolTable &symbols, llvm::StringRef name) {
  return dyn_cast_or_null<func::FuncOp>(symbols.lookup(name));
}

Snapshot::Reached getReached(FenceState state) {
  switch (state) {
  case FenceState::Signaled: return Snapshot::Reached::Signaled;
  case FenceState::Pending: return Snapshot::Reached::Pending;
  case FenceState::Failed: return Snapshot::Reached::Failed;
  }
  return Snapshot::Reached::Pending;
}

} // namespace

LogicalResult checkFunctions(ModuleOp module, llvm::ArrayRef<std::string> functions,
                             llvm::ArrayRef<InputValue> inputs, llvm::StringRef program) {
  SymbolTable symbols(module);
  for (const std::string &name : functions) {
    func::FuncOp function = lookupFunction(symbols, name);
    if (!function) {
      llvm::WithColor::error() << "unknown function @" << name << " in the " << program
                               << "program\n";
      return failure();
    }
    if (function.isExternal()) {
      llvm::WithColor::error() << "@" << name << " in the " << program
                               << "program is a declaration: it has no body to run\n";
      return failure();
    }
    if (function.getNumArguments() != inputs.size()) {
      llvm::WithColor::error() << "@" << name << " takes " << function.getNumArguments()
                               << " arguments, given " << inputs.size() << " --input\n";
      return failure();
    }
    for (auto [index, input] : llvm::enumerate(inputs)) {
      Type type = function.getArgumentTypes()[index];
      llvm::Expected<RuntimeValue> value =
          materializeInput(input, type, [](llvm::ArrayRef<uint8_t>) { return BufferId(0); });
      if (!value) {
        llvm::WithColor::error() << llvm::toString(value.takeError()) << " (argument "
                                 << index << " of @" << name << " in the " << program
                                 << "program)\n";
        return failure();
      }
    }
  }
  return success();
}

LogicalResult checkLoweredProgram(ModuleOp lowered, llvm::StringRef origin) {
  auto isStream = [](Dialect *dialect) {
    return dialect && dialect->getNamespace() == "stream";
  };
  auto holdsStreamType = [&](Type type) {
    bool found = false;
    type.walk([&](Type inner) { found |= isStream(&inner.getDialect()); });
    return found;
  };
  std::optional<std::string> leftOver;
  Operation *where = nullptr;
  lowered.walk([&](Operation *op) {
    if (isStream(op->getDialect()))
      leftOver = "op '" + op->getName().getStringRef().str() + "'";
    for (Type type : op->getResultTypes())
      if (!leftOver && holdsStreamType(type))
        leftOver = "a value of type " + mlirTypeToString(type);
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (Type type : block.getArgumentTypes())
          if (!leftOver && holdsStreamType(type))
            leftOver = "a block argument of type " + mlirTypeToString(type);
    // Function types, util.global types.
    op->getAttrDictionary().walk([&](Type type) {
      if (!leftOver && isStream(&type.getDialect()))
        leftOver = "an attribute of type " + mlirTypeToString(type);
    });
    if (!leftOver)
      return WalkResult::advance();
    where = op;
    return WalkResult::interrupt();
  });
  if (!leftOver)
    return success();
  where->emitError() << origin << " is not a HAL program: it still holds " << *leftOver
                     << " (the simulator runs stream ops only in the reference)";
  return failure();
}

FailureOr<RunOutcome> runProgram(Interpreter &interp, llvm::ArrayRef<std::string> functions,
                                 llvm::ArrayRef<InputValue> inputs) {
  RunOutcome outcome;
  // Each call's results, for the state of the fences among them at the end.
  std::vector<std::vector<RuntimeValue>> returnedValues;
  if (failed(interp.runInitializers()))
    return failure();
  for (const std::string &name : functions) {
    func::FuncOp function = lookupFunction(interp.symbolTable(), name);
    if (!function)
      return failure(); // checkFunctions reported it
    // Every call materializes its inputs anew, within the run's budget.
    uint64_t inputBytes = 0;
    for (const InputValue &input : inputs)
      if (input.kind == InputValue::Kind::Tensor || input.kind == InputValue::Kind::Buffer)
        inputBytes += input.bytes.size();
    if (llvm::Error error = interp.memory().checkAllocation(
            inputBytes, "the --input buffers of @" + llvm::Twine(name)))
      return interp.fail(*function.getOperation(), llvm::toString(std::move(error)));
    llvm::SmallVector<RuntimeValue, 4> arguments;
    for (auto [index, input] : llvm::enumerate(inputs)) {
      llvm::Expected<RuntimeValue> value = materializeInput(
          input, function.getArgumentTypes()[index], [&](llvm::ArrayRef<uint8_t> bytes) {
            return interp.allocateHostBuffer(bytes, "--input=" + input.text);
          });
      if (!value)
        return interp.fail(*function.getOperation(), llvm::toString(value.takeError()));
      arguments.push_back(std::move(*value));
    }
    FailureOr<llvm::SmallVector<RuntimeValue, 4>> results =
        interp.callFunction(function, arguments);
    if (failed(results))
      return failure();
    returnedValues.emplace_back(results->begin(), results->end());
    FunctionOutcome &called = outcome.functions.emplace_back();
    called.name = name;
    for (const RuntimeValue &result : *results) {
      // Returning is a host read of every buffer returned.
      if (Device *device = interp.device())
        if (std::optional<BufferRef> range = getReadRange(result)) {
          // Named by the function's positions, lowered and stream.
          SourceSite site = hal_semantics::makeSite(*function.getOperation());
          site.opName = "func.return";
          if (llvm::Error error = device->hostAccess(
                  Access{range->buffer, range->offset, range->length, AccessKind::Read}, site))
            return interp.fail(*function.getOperation(), "returning: " + llvm::toString(std::move(error)));
        }
      called.results.push_back(takeSnapshot(result, interp.memory()));
    }
  }
  Device *device = interp.device();
  if (device)
    device->finish();
  // A returned fence is judged by its state once the device has drained
  // (docs/design/simulator.md#comparison).
  auto settle = [&](Snapshot &snapshot, const RuntimeValue &value) {
    if (device && value.isHandle() && value.getHandle().kind == HandleKind::Fence)
      snapshot.reached = getReached(device->queryFence(FenceId(value.getHandle().id)));
  };
  for (auto [call, results] : llvm::zip(outcome.functions, returnedValues))
    for (auto [snapshot, value] : llvm::zip(call.results, results))
      settle(snapshot, value);
  for (const auto &global : interp.globals()) {
    auto &[name, snapshot] = outcome.globals.emplace_back(
        global.getKey().str(), takeSnapshot(global.getValue(), interp.memory()));
    settle(snapshot, global.getValue());
  }
  llvm::sort(outcome.globals, [](const auto &a, const auto &b) { return a.first < b.first; });
  return outcome;
}

} // namespace stream_to_hal::sim
