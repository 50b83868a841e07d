//===- ConvertStreamToHALPass.cpp - The convert-stream-to-hal pass --------===//
//
// A partial dialect conversion of the module (conversion.md §3), run one
// top-level op at a time, the isolated ones in parallel: the pass fails iff
// some illegal op can neither be folded nor rewritten, or a converted value
// stays in use by an unconverted op.
//
//===----------------------------------------------------------------------===//
#include "patterns/Passes.h"

#include "patterns/Patterns.h"

#include "patterns/CommandRecording.h"
#include "patterns/ExecutionModel.h"
#include "patterns/ParallelConversion.h"

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
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

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
    // conversion the dispatch switches are built (CommandRecording.h says
    // why they wait).
    //
    // Isolated ops are converted in parallel (ParallelConversion.h). The
    // others first, on this thread: util.global is rewritten in place, and
    // hal.executable, legal and never changed, is read by the dispatches of
    // other conversions, so neither may change while those run.
    FrozenRewritePatternSet frozenPatterns(std::move(patterns));
    SmallVector<Operation *> ops = llvm::map_to_vector(
        *getOperation().getBody(), [](Operation &op) { return &op; });
    commandStates->prepare(ops);
    auto convertsInParallel = [&](size_t index) {
      Operation *op = ops[index];
      return op->hasTrait<OpTrait::IsIsolatedFromAbove>() &&
             !isa<hal::ExecutableOp>(op);
    };
    auto convert = [&](size_t index) {
      Operation *op = ops[index];
      CommandConversionState &state = (*commandStates)[index];
      // Both are decided on the input IR (barriers.md §9).
      state.barrierPlans.planAll(op, barriers);
      state.counts.queueOperations = model.countQueueOperations(op);
      bool converted =
          succeeded(applyPartialConversion(op, target, frozenPatterns));
      state.barrierPlans.clear();
      return success(
          succeeded(finishCommandConversion(state, op, converted)) &&
          converted);
    };
    size_t firstFailure = convertInModuleOrder(context, ops.size(),
                                               convertsInParallel, convert);

    // Counted per conversion, so the counts do not depend on the threads.
    ConversionCounts counts;
    for (size_t index = 0; index < firstFailure; ++index)
      counts += (*commandStates)[index].counts;
    addStatistics(counts);
    if (firstFailure != ops.size())
      signalPassFailure();
  }

private:
  /// Passes.td's statistics, by name, with what they count.
  struct CountedStatistic {
    Pass::Statistic *statistic;
    const char *name;
    const char *description;
    uint64_t count;
  };

  void addStatistics(const ConversionCounts &counts) {
    // Names and descriptions as in Passes.td (the release builds of LLVM
    // keep no names in a Statistic); test/conversion/statistics.mlir checks
    // them against docs/Passes.md.
    CountedStatistic statistics[] = {
        {&numExecuteRegions, "execute-regions",
         "stream.cmd.execute regions converted", counts.executeRegions},
        {&numCommandBuffers, "command-buffers",
         "hal.command_buffer.create ops created", counts.commandBuffers},
        {&numDispatches, "dispatches", "stream.cmd.dispatch ops lowered",
         counts.dispatches},
        {&numDeviceSwitches, "device-switches",
         "hal.device.switch ops built for dispatches", counts.deviceSwitches},
        {&numBarriers, "barriers",
         "hal.command_buffer.execution_barrier ops recorded", counts.barriers},
        {&numBarriersElided, "barriers-elided",
         "execution barriers barriers=all records that barriers=hazard left "
         "out",
         counts.barriersElided},
        {&numQueueOperations, "queue-operations",
         "hal.device.queue.alloca/dealloca/execute ops created (async)",
         counts.queueOperations},
        {&numFencesCreated, "fences-created",
         "hal.fence.create ops created, one per queue operation (async)",
         counts.queueOperations},
        {&numFills, "fills", "stream.cmd.fill ops recorded as fill_buffer",
         counts.fills},
        {&numCopies, "copies", "stream.cmd.copy ops recorded as copy_buffer",
         counts.copies},
    };
    for (CountedStatistic &entry : statistics)
      *entry.statistic += entry.count;
#if !LLVM_ENABLE_STATS
    printStatisticsInPlaceOfMLIR(statistics);
#endif
  }

#if !LLVM_ENABLE_STATS
  /// LLVM built without statistics (Debian's, like any release build) keeps
  /// no Statistic values, and its mlir-opt prints an empty report for
  /// --mlir-pass-statistics. Then the pass prints its entry of that report
  /// itself, as MLIR would (sorted by name, values and names aligned), just
  /// before it.
  void printStatisticsInPlaceOfMLIR(MutableArrayRef<CountedStatistic> entries) {
    auto &options = llvm::cl::getRegisteredOptions();
    auto option = options.find("mlir-pass-statistics");
    if (option == options.end() || option->second->getNumOccurrences() == 0)
      return;
    llvm::sort(entries, [](const CountedStatistic &lhs,
                           const CountedStatistic &rhs) {
      return StringRef(lhs.name) < StringRef(rhs.name);
    });
    size_t nameWidth = 0, valueWidth = 0;
    for (const CountedStatistic &entry : entries) {
      nameWidth = std::max(nameWidth, StringRef(entry.name).size());
      valueWidth = std::max(valueWidth, llvm::utostr(entry.count).size());
    }
    llvm::raw_ostream &os = llvm::errs();
    os << getName() << "\n";
    for (const CountedStatistic &entry : entries)
      os << "  (S) "
         << llvm::right_justify(llvm::utostr(entry.count), valueWidth) << " "
         << llvm::left_justify(entry.name, nameWidth) << " - "
         << entry.description << "\n";
  }
#endif
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
