//===- consumer-opt.cpp - An opt-like tool built on installed StreamToHAL --===//
//
// What a user's own tool looks like: the project's dialects and passes next to
// MLIR's, driven by MlirOptMain, and a pass of the consumer's own that lowers
// with the public entry stream_to_hal::convertStreamToHAL. It includes every
// installed header, and nothing else of StreamToHAL (consumer.test checks
// both), so building it checks that the installed headers are complete and
// self-contained.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/dialects/Compat.h"
#include "StreamToHAL/dialects/Registration.h"
#include "StreamToHAL/dialects/hal/ElementTypes.h"
#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/stream/CommandAccesses.h"
#include "StreamToHAL/dialects/stream/StreamDialect.h"
#include "StreamToHAL/dialects/util/UtilDialect.h"
#include "StreamToHAL/patterns/builders/BufferBits.h"
#include "StreamToHAL/patterns/builders/DeviceSwitchBuilder.h"
#include "StreamToHAL/patterns/builders/WorkgroupCount.h"
#include "StreamToHAL/patterns/pass/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

namespace {

/// The consumer's own lowering: the conversion in the async model with
/// hazard barriers, then a remark with what it did.
struct ConsumerLowerPass
    : public mlir::PassWrapper<ConsumerLowerPass,
                               mlir::OperationPass<mlir::ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ConsumerLowerPass)

  llvm::StringRef getArgument() const final { return "consumer-lower"; }
  llvm::StringRef getDescription() const final {
    return "convertStreamToHAL with execution-model=async barriers=hazard";
  }
  void getDependentDialects(mlir::DialectRegistry &registry) const override {
    mlir::stream_to_hal::getStreamToHALDependentDialects(registry);
  }

  void runOnOperation() override {
    mlir::stream_to_hal::ConvertStreamToHALOptions options;
    options.executionModel = mlir::stream_to_hal::ExecutionModelKind::Async;
    options.barriers = mlir::stream_to_hal::BarrierMode::Hazard;
    mlir::stream_to_hal::ConversionStatistics statistics;
    if (mlir::failed(mlir::stream_to_hal::convertStreamToHAL(
            getOperation(), options, &statistics)))
      return signalPassFailure();
    getOperation().emitRemark()
        << "converted " << statistics.numExecuteRegions
        << " execute region(s), " << statistics.numDispatches
        << " dispatch(es), " << statistics.numFills << " fill(s); "
        << statistics.numBarriers << " barrier(s) recorded, "
        << statistics.numBarriersElided << " elided";
  }
};

} // namespace

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  registry.insert<mlir::arith::ArithDialect, mlir::func::FuncDialect>();
  mlir::stream_to_hal::registerDialects(registry);
  mlir::stream_to_hal::registerPasses();
  mlir::PassRegistration<ConsumerLowerPass>();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "StreamToHAL consumer tool\n", registry));
}
