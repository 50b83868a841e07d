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
  PassPipelineRegistration<StreamToHALPipelineOptions>(
      "stream-to-hal-pipeline",
      "convert-stream-to-hal, then cse and canonicalize: the conversion looks up "
      "the device and allocator afresh at every use; this collapses the repeats",
      [](OpPassManager &pm, const StreamToHALPipelineOptions &options) {
        buildStreamToHALPipeline(pm, options);
      });
}

} // namespace mlir::stream_to_hal
