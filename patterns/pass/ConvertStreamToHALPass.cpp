//===- ConvertStreamToHALPass.cpp - The convert-stream-to-hal pass --------===//
//
// The pass is convertStreamToHAL (Conversion.cpp) on its module, with its
// options, plus its statistics.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/patterns/pass/Passes.h"

#include "StreamToHAL/patterns/pass/Statistics.h"

#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/stream/StreamDialect.h"
#include "StreamToHAL/dialects/util/UtilDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Support/CommandLine.h"

namespace mlir::stream_to_hal {

#define GEN_PASS_DEF_CONVERTSTREAMTOHAL
#include "StreamToHAL/patterns/pass/Passes.h.inc"

namespace {

struct ConvertStreamToHALPass
    : impl::ConvertStreamToHALBase<ConvertStreamToHALPass> {
  using ConvertStreamToHALBase::ConvertStreamToHALBase;

  /// Rejects a combination of options the conversion does not accept (e.g.
  /// `command-buffers=reusable` without `execution-model=async`) when the
  /// pipeline is built.
  LogicalResult initializeOptions(
      StringRef options,
      function_ref<LogicalResult(const Twine &)> errorHandler) override {
    if (failed(ConvertStreamToHALBase::initializeOptions(options,
                                                         errorHandler)))
      return failure();
    return checkConversionOptions(getConversionOptions(), errorHandler);
  }

  void runOnOperation() override {
    ConversionStatistics statistics;
    bool converted = succeeded(convertStreamToHAL(
        getOperation(), getConversionOptions(), &statistics));
    addStatistics(statistics);
    if (!converted)
      signalPassFailure();
  }

private:
  /// The options as they are set: read when used, not in the constructor,
  /// since options are set after it. The generated base class has an Option
  /// member per option, under the same name as the ConvertStreamToHALOptions
  /// field.
  ConvertStreamToHALOptions getConversionOptions() const {
    ConvertStreamToHALOptions options;
#define STREAM_TO_HAL_OPTION(member, ...) options.member = member;
#include "StreamToHAL/patterns/pass/PassOptions.h.inc"
#undef STREAM_TO_HAL_OPTION
    return options;
  }

  void addStatistics(const ConversionStatistics &statistics) {
    // The generated base class has a Statistic member per statistic, under
    // the same name as the ConversionStatistics counter.
#define STREAM_TO_HAL_STATISTIC(member, name, description)                     \
  this->member += statistics.member;
#include "StreamToHAL/patterns/pass/PassStatistics.h.inc"
#undef STREAM_TO_HAL_STATISTIC
#if !LLVM_ENABLE_STATS
    // Without statistics in LLVM, mlir-opt prints an empty report: print
    // ours just before it when it is asked for.
    auto &registered = llvm::cl::getRegisteredOptions();
    auto option = registered.find("mlir-pass-statistics");
    if (option != registered.end() && option->second->getNumOccurrences() != 0)
      printStatisticsReport(llvm::errs(), getName(), statistics);
#endif
  }
};

} // namespace

} // namespace mlir::stream_to_hal
