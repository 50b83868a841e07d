//===- Passes.h - The passes of StreamToHAL and their options ----*- C++ -*-===//
//
// The public API of the conversion: the option values, the passes
// (convert-stream-to-hal and the stream-to-hal-pipeline), and
// convertStreamToHAL(), which does what the pass does for a caller's own pass
// or pipeline. docs/design/architecture.md describes what happens inside.
//
// convert-stream-to-hal's options are declared once, in Passes.td: mlir-tblgen
// makes the pass's options and ConvertStreamToHALOptions of them, and
// stream_to_hal_options (cmake/StreamToHAL.cmake) the X-macro list
// PassOptions.h.inc, from which StreamToHALPipelineOptions and the copies of
// the pass's and the pipeline's options into ConvertStreamToHALOptions are
// written. A new option is its Option<...> line (and, for an enum, the enum and
// its spellings below) plus what it changes.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_PATTERNS_PASS_PASSES_H
#define STREAM_TO_HAL_PATTERNS_PASS_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassOptions.h"
#include "llvm/Support/CommandLine.h"

#include <cstdint>

namespace mlir::stream_to_hal {

/// The values of the `execution-model` option
/// (docs/design/execution-models.md).
enum class ExecutionModelKind { Sync, Async };

/// The values of the `barriers` option (docs/design/barriers-hazard.md).
enum class BarrierMode { All, Hazard };

/// The values of the `command-buffers` option (docs/design/reusable.md).
enum class CommandBufferReuse { OneShot, Reusable };

/// The spellings of the `execution-model` option, shared by the pass
/// (Passes.td) and the stream-to-hal-pipeline.
inline llvm::cl::ValuesClass getExecutionModelValues() {
  return llvm::cl::values(
      clEnumValN(ExecutionModelKind::Sync, "sync",
                 "synchronous: index timepoints, submit and wait (default)"),
      clEnumValN(ExecutionModelKind::Async, "async",
                 "asynchronous: HAL fences and queue-ordered alloca, "
                 "dealloca, execute"));
}

/// The spellings of the `barriers` option, shared the same way.
inline llvm::cl::ValuesClass getBarrierModeValues() {
  return llvm::cl::values(
      clEnumValN(BarrierMode::All, "all",
                 "a full barrier after every command of a serial block "
                 "(docs/design/commands.md)"),
      clEnumValN(BarrierMode::Hazard, "hazard",
                 "only barriers that order a possible memory hazard, with "
                 "stage masks derived from the commands"));
}

/// The spellings of the `command-buffers` option, shared the same way.
inline llvm::cl::ValuesClass getCommandBufferReuseValues() {
  return llvm::cl::values(
      clEnumValN(CommandBufferReuse::OneShot, "one-shot",
                 "record every execute region afresh each time it runs "
                 "(default)"),
      clEnumValN(CommandBufferReuse::Reusable, "reusable",
                 "record what can be reused once, in hal.device.memoize, and "
                 "bind its buffers through a binding table (needs "
                 "execution-model=async)"));
}

/// The error of a `command-buffers=reusable` without `execution-model=async`
/// (docs/design/reusable.md#the-option), or success.
LogicalResult checkCommandBufferReuse(ExecutionModelKind executionModel,
                                      CommandBufferReuse commandBuffers,
                                      function_ref<LogicalResult(const Twine &)>
                                          errorHandler);

#define GEN_PASS_DECL
#include "StreamToHAL/patterns/pass/Passes.h.inc"

/// The error of a combination of options that convert-stream-to-hal does not
/// accept (checkCommandBufferReuse), or success. The pass and the pipeline
/// check their options with it when the pipeline is built, and
/// convertStreamToHAL before it changes anything.
LogicalResult
checkConversionOptions(const ConvertStreamToHALOptions &options,
                       function_ref<LogicalResult(const Twine &)> errorHandler);

/// What a conversion did: one counter per statistic of convert-stream-to-hal
/// (Passes.td, which names them; docs/Passes.md lists them).
struct ConversionStatistics {
#define STREAM_TO_HAL_STATISTIC(member, name, description) uint64_t member = 0;
#include "StreamToHAL/patterns/pass/PassStatistics.h.inc"
#undef STREAM_TO_HAL_STATISTIC

  ConversionStatistics &operator+=(const ConversionStatistics &other);
};

/// Lowers the stream, and the stream-typed util, func, cf, arith, scf and
/// tensor ops of `module` to HAL, exactly as convert-stream-to-hal with
/// `options` does: plans the barriers of each top-level op on its input IR,
/// converts each top-level op in a conversion of its own (the isolated ones
/// in parallel, unless the context's multithreading is disabled), and builds
/// the hal.device.switch of every dispatch. The dialects it creates ops of
/// must be loaded, as a pass does by declaring them
/// (getStreamToHALDependentDialects); if one is not, it fails with an error
/// at `module` and changes nothing.
///
/// On failure, emits located diagnostics of the first top-level op (in
/// module order) that failed, and of no later op; the ops before it are
/// converted and the ones after it are left as they were. `statistics`, when
/// given, receives the counts of the ops converted before the first failure
/// (all ops on success).
LogicalResult convertStreamToHAL(ModuleOp module,
                                 const ConvertStreamToHALOptions &options = {},
                                 ConversionStatistics *statistics = nullptr);

/// Adds the dialects convertStreamToHAL creates ops of (those of
/// convert-stream-to-hal's dependentDialects, Passes.td): what a pass that
/// calls it returns from its getDependentDialects.
void getStreamToHALDependentDialects(DialectRegistry &registry);

/// Registers convert-stream-to-hal and the stream-to-hal-pipeline with MLIR's
/// global pass registry.
void registerPasses();

/// The options of the stream-to-hal-pipeline: those of convert-stream-to-hal,
/// declared from the same list (Passes.td), so with the same names, values,
/// defaults and descriptions, passed on to it.
struct StreamToHALPipelineOptions
    : public PassPipelineOptions<StreamToHALPipelineOptions> {
#define STREAM_TO_HAL_OPTION(member, argument, type, ...)                      \
  PassOptions::Option<type> member{*this, argument, __VA_ARGS__};
#include "StreamToHAL/patterns/pass/PassOptions.h.inc"
#undef STREAM_TO_HAL_OPTION

  /// The options of the pipeline's convert-stream-to-hal.
  ConvertStreamToHALOptions getConversionOptions() const;
};

/// Adds the stream-to-hal-pipeline to a module-level `pm`: convert-stream-to-hal
/// (with `options`), with `command-buffers=reusable`
/// stream-to-hal-outline-memoize-regions, then cse and canonicalize, so the
/// device and allocator lookups the conversion emits at every use (and
/// repeated constants) collapse into one. The options must be a valid
/// combination (checkConversionOptions).
void buildStreamToHALPipeline(OpPassManager &pm,
                              const StreamToHALPipelineOptions &options = {});

} // namespace mlir::stream_to_hal

#endif // STREAM_TO_HAL_PATTERNS_PASS_PASSES_H
