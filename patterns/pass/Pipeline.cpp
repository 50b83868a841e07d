//===- Pipeline.cpp - The stream-to-hal-pipeline and pass registration ----===//
#include "StreamToHAL/patterns/pass/Passes.h"

#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/stream/StreamDialect.h"
#include "StreamToHAL/dialects/util/UtilDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

namespace mlir::stream_to_hal {

#define GEN_PASS_REGISTRATION
#include "StreamToHAL/patterns/pass/Passes.h.inc"

ConvertStreamToHALOptions
StreamToHALPipelineOptions::getConversionOptions() const {
  ConvertStreamToHALOptions conversionOptions;
#define STREAM_TO_HAL_OPTION(member, ...) conversionOptions.member = member;
#include "StreamToHAL/patterns/pass/PassOptions.h.inc"
#undef STREAM_TO_HAL_OPTION
  return conversionOptions;
}

LogicalResult checkCommandBufferReuse(
    ExecutionModelKind executionModel, CommandBufferReuse commandBuffers,
    function_ref<LogicalResult(const Twine &)> errorHandler) {
  if (commandBuffers == CommandBufferReuse::Reusable &&
      executionModel != ExecutionModelKind::Async)
    return errorHandler(
        "command-buffers=reusable requires execution-model=async");
  return success();
}

LogicalResult
checkConversionOptions(const ConvertStreamToHALOptions &options,
                       function_ref<LogicalResult(const Twine &)> errorHandler) {
  return checkCommandBufferReuse(options.executionModel,
                                 options.commandBuffers, errorHandler);
}

void buildStreamToHALPipeline(OpPassManager &pm,
                              const StreamToHALPipelineOptions &options) {
  pm.addPass(createConvertStreamToHAL(options.getConversionOptions()));
  if (options.commandBuffers == CommandBufferReuse::Reusable)
    pm.addPass(createOutlineMemoizeRegions());
  pm.addPass(createCSEPass());
  pm.addPass(createCanonicalizerPass());
}

void registerPasses() {
  registerStreamToHALPasses();
  // PassPipelineRegistration cannot fail once the options parse; this one
  // also rejects a bad combination of them.
  registerPassPipeline(
      "stream-to-hal-pipeline",
      "convert-stream-to-hal, then cse and canonicalize (with "
      "command-buffers=reusable, stream-to-hal-outline-memoize-regions first): "
      "the conversion looks up the device and allocator afresh at every use; "
      "this collapses the repeats",
      [](OpPassManager &pm, StringRef optionsString,
         function_ref<LogicalResult(const Twine &)> errorHandler) {
        StreamToHALPipelineOptions options;
        if (failed(options.parseFromString(optionsString)) ||
            failed(checkConversionOptions(options.getConversionOptions(),
                                          errorHandler)))
          return failure();
        buildStreamToHALPipeline(pm, options);
        return success();
      },
      [](function_ref<void(const detail::PassOptions &)> optionHandler) {
        optionHandler(StreamToHALPipelineOptions());
      });
}

} // namespace mlir::stream_to_hal
