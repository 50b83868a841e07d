//===- ConvertStreamToHALPass.cpp - The convert-stream-to-hal pass --------===//
//
// A partial dialect conversion of the module (conversion.md §3), run one
// top-level op at a time: the pass fails iff some illegal op can neither be
// folded nor rewritten, or a converted value stays in use by an unconverted
// op.
//
//===----------------------------------------------------------------------===//
#include "patterns/Passes.h"

#include "patterns/Patterns.h"

#include "patterns/CommandRecording.h"
#include "patterns/ExecutionModel.h"

#include "dialects/hal/HALDialect.h"
#include "dialects/stream/StreamDialect.h"
#include "dialects/util/UtilDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/Passes.h"

namespace mlir::stream_to_hal {

#define GEN_PASS_DEF_CONVERTSTREAMTOHAL
#include "patterns/Passes.h.inc"

namespace {

struct ConvertStreamToHALPass
    : impl::ConvertStreamToHALBase<ConvertStreamToHALPass> {
  using ConvertStreamToHALBase::ConvertStreamToHALBase;

  void runOnOperation() override {
    MLIRContext *context = &getContext();
    // Chosen here, not in the constructor: options are set after it.
    const ExecutionModel &model = ExecutionModel::get(executionModel);
    StreamToHALTypeConverter typeConverter(context, model);
    ConversionTarget target(*context);
    populateStreamToHALLegality(target, typeConverter);

    // IREE's order: util->HAL and util generic, standard->HAL, stream->HAL.
    RewritePatternSet patterns(context);
    populateUtilPatterns(context, typeConverter, patterns);
    populateStructuralPatterns(context, typeConverter, patterns);
    populateResourcePatterns(context, typeConverter, patterns);
    populateTensorPatterns(context, typeConverter, patterns);
    std::shared_ptr<CommandConversionState> commandState =
        populateCommandPatterns(context, typeConverter, patterns, model);
    model.populatePatterns(context, typeConverter, patterns);

    // One conversion per top-level op (function, initializer, global, ...),
    // in module order, stopping at the first failure as a single conversion
    // over the module would. The driver keeps every rewrite of a conversion
    // until it ends; over a whole large module those tables outgrow the caches
    // and the pass time grows faster than the module (docs/benchmark.md).
    // Top-level ops share no SSA values, so the result is the same.
    // The driver reports what failed, located at the op. After each
    // conversion the dispatch switches are built (CommandRecording.h says
    // why they wait).
    FrozenRewritePatternSet frozenPatterns(std::move(patterns));
    // The barriers are planned on the input IR (barriers.md §9).
    for (Operation &op :
         llvm::make_early_inc_range(*getOperation().getBody())) {
      commandState->barrierPlans.planAll(&op, barriers);
      bool converted =
          succeeded(applyPartialConversion(&op, target, frozenPatterns));
      commandState->barrierPlans.clear();
      if (failed(finishCommandConversion(*commandState, &op, converted)) ||
          !converted) {
        signalPassFailure();
        return;
      }
    }
  }
};

} // namespace

#define GEN_PASS_REGISTRATION
#include "patterns/Passes.h.inc"

ConvertStreamToHALOptions
StreamToHALPipelineOptions::getConversionOptions() const {
  ConvertStreamToHALOptions conversionOptions;
  conversionOptions.executionModel = executionModel;
  conversionOptions.barriers = barriers;
  return conversionOptions;
}

void buildStreamToHALPipeline(OpPassManager &pm,
                              const StreamToHALPipelineOptions &options) {
  pm.addPass(createConvertStreamToHAL(options.getConversionOptions()));
  pm.addPass(createCSEPass());
  pm.addPass(createCanonicalizerPass());
}

void registerPasses() {
  registerStreamToHALPasses();
  registerTestPasses();
  PassPipelineRegistration<StreamToHALPipelineOptions>(
      "stream-to-hal-pipeline",
      "convert-stream-to-hal, then cse and canonicalize: the conversion looks up "
      "the device and allocator afresh at every use; this collapses the repeats",
      [](OpPassManager &pm, const StreamToHALPipelineOptions &options) {
        buildStreamToHALPipeline(pm, options);
      });
}

} // namespace mlir::stream_to_hal
