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

} // namespace

LogicalResult checkFunctions(ModuleOp module, llvm::ArrayRef<std::string> functions,
                             llvm::ArrayRef<InputValue> inputs, llvm::StringRef program) {
  SymbolTable symbols(module);
  for (const std::string &name : functions) {
    func::FuncOp function = lookupFunction(symbols, name);
    if (!function || function.isExternal()) {
      llvm::WithColor::error() << "unknown function @" << name << " in the " << program
                               << "program\n";
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

FailureOr<RunOutcome> runProgram(Interpreter &interp, llvm::ArrayRef<std::string> functions,
                                 llvm::ArrayRef<InputValue> inputs) {
  RunOutcome outcome;
  if (failed(interp.runInitializers()))
    return failure();
  for (const std::string &name : functions) {
    func::FuncOp function = lookupFunction(interp.symbolTable(), name);
    if (!function)
      return failure(); // checkFunctions reported it
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
  if (Device *device = interp.device())
    device->finish();
  for (const auto &global : interp.globals())
    outcome.globals.emplace_back(global.getKey().str(),
                                 takeSnapshot(global.getValue(), interp.memory()));
  llvm::sort(outcome.globals, [](const auto &a, const auto &b) { return a.first < b.first; });
  return outcome;
}

} // namespace stream_to_hal::sim
