//===- Conversion.cpp - convertStreamToHAL, what the pass does ------------===//
//
// A partial dialect conversion of the module (docs/design/architecture.md),
// run one top-level op at a time, the isolated ones in parallel: it fails iff
// some illegal op can neither be folded nor rewritten, or a converted value
// stays in use by an unconverted op.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/patterns/pass/Passes.h"

#include "StreamToHAL/patterns/families/CommandConversionState.h"
#include "StreamToHAL/patterns/families/DispatchPatterns.h"
#include "StreamToHAL/patterns/families/Patterns.h"
#include "StreamToHAL/patterns/models/CommandBufferReuseStrategy.h"
#include "StreamToHAL/patterns/models/ExecutionModel.h"
#include "StreamToHAL/patterns/pass/ParallelConversion.h"

#include "StreamToHAL/dialects/hal/HALDialect.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::stream_to_hal {

void getStreamToHALDependentDialects(DialectRegistry &registry) {
  // The pass declares them (Passes.td); a pass made only to ask is cheap.
  createConvertStreamToHAL()->getDependentDialects(registry);
}

LogicalResult convertStreamToHAL(ModuleOp module,
                                 const ConvertStreamToHALOptions &options,
                                 ConversionStatistics *statistics) {
  MLIRContext *context = module.getContext();
  // Creating an op of a dialect that is not loaded aborts, and a pass may not
  // load one while it runs: refuse before anything changes.
  DialectRegistry dependentDialects;
  getStreamToHALDependentDialects(dependentDialects);
  for (StringRef name : dependentDialects.getDialectNames())
    if (!context->getLoadedDialect(name))
      return module.emitError()
             << "convertStreamToHAL needs the '" << name
             << "' dialect loaded (see getStreamToHALDependentDialects)";
  // The option combination is checked when the pipeline is built; a caller
  // of this function may not have: refuse before anything changes.
  if (failed(checkConversionOptions(options, [&](const Twine &message) {
        return module.emitError() << message;
      })))
    return failure();
  const ExecutionModel &model = ExecutionModel::get(options.executionModel);
  const CommandBufferReuseStrategy &reuseStrategy =
      CommandBufferReuseStrategy::get(options.commandBuffers);
  StreamToHALTypeConverter typeConverter(context, model);
  ConversionTarget target(*context);
  populateStreamToHALLegality(target, typeConverter);

  // IREE's order: util->HAL and util generic, standard->HAL, stream->HAL.
  RewritePatternSet patterns(context);
  populateUtilPatterns(context, typeConverter, patterns, model);
  populateStructuralPatterns(context, typeConverter, patterns);
  populateResourcePatterns(context, typeConverter, patterns);
  populateTensorPatterns(context, typeConverter, patterns);
  std::shared_ptr<CommandConversionStates> commandStates =
      populateCommandPatterns(context, typeConverter, patterns, model);
  model.populatePatterns(context, typeConverter, patterns);

  // One conversion per top-level op (function, initializer, global, ...),
  // stopping at the first failure in module order as a single conversion
  // over the module would. The driver keeps every rewrite of a conversion
  // until it ends; over a whole large module those tables outgrow the caches
  // and the pass time grows faster than the module (docs/benchmark.md).
  // Top-level ops share no SSA values, so the result is the same.
  // The driver reports what failed, located at the op. After each
  // conversion the dispatch switches are built (CommandConversionState.h says
  // why they wait).
  //
  // Isolated ops are converted in parallel (ParallelConversion.h). The
  // others first, on this thread: util.global is rewritten in place, and
  // hal.executable, legal and never changed, is read by the dispatches of
  // other conversions, so neither may change while those run.
  FrozenRewritePatternSet frozenPatterns(std::move(patterns));
  SmallVector<Operation *> ops = llvm::map_to_vector(
      *module.getBody(), [](Operation &op) { return &op; });
  commandStates->prepare(ops);
  auto convertsInParallel = [&](size_t index) {
    Operation *op = ops[index];
    return op->hasTrait<OpTrait::IsIsolatedFromAbove>() &&
           !isa<hal::ExecutableOp>(op);
  };
  auto convert = [&](size_t index) {
    Operation *op = ops[index];
    CommandConversionState &state = (*commandStates)[index];
    // Both are decided on the input IR (docs/design/barriers-hazard.md).
    state.barrierPlans.planAll(op, options.barriers);
    reuseStrategy.plan(op, state.reusePlans, state.statistics,
                       [&](Operation *from, StringAttr name) {
                         return commandStates->lookupNearestSymbolFrom(
                             state, from, name);
                       });
    state.statistics.numQueueOperations = model.countQueueOperations(op);
    state.statistics.numFencesCreated = state.statistics.numQueueOperations;
    bool converted =
        succeeded(applyPartialConversion(op, target, frozenPatterns));
    state.barrierPlans.clear();
    state.reusePlans.clear();
    return success(
        succeeded(buildPendingDeviceSwitches(state, op, converted)) &&
        converted);
  };
  size_t firstFailure =
      convertInModuleOrder(context, ops.size(), convertsInParallel, convert);

  // Counted per conversion, so the counts do not depend on the threads.
  if (statistics)
    for (size_t index = 0; index < firstFailure; ++index)
      *statistics += (*commandStates)[index].statistics;
  return success(firstFailure == ops.size());
}

} // namespace mlir::stream_to_hal
