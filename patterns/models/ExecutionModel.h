//===- ExecutionModel.h - How timepoints and submissions lower ---*- C++ -*-===//
//
// The execution model is the one part of convert-stream-to-hal that its
// `execution-model` option changes
// (docs/design/execution-models.md#what-changes). The pass picks one model from
// the option, once, and hands it to the type converter and to the pattern sets;
// every other pattern is shared by both models and never asks which one is in
// use.
//
// * sync (docs/design/execution-models.md#sync-model, the default): timepoints
//   are `index` 0, every execute region is submitted and waited on at once,
//   allocas are ordinary allocations and deallocas free nothing.
// * async (docs/design/async-model.md): timepoints are !hal.fence values, and
//   alloca, dealloca and execute become queue operations that wait on one fence
//   and signal another.
//
// Models are stateless singletons: safe to share across threads and to keep
// referenced for the lifetime of the process.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_PATTERNS_MODELS_EXECUTIONMODEL_H
#define STREAM_TO_HAL_PATTERNS_MODELS_EXECUTIONMODEL_H

#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/stream/StreamDialect.h"
#include "StreamToHAL/patterns/pass/Passes.h"

#include "mlir/Transforms/DialectConversion.h"

namespace mlir::stream_to_hal {

class ExecutionModel {
public:
  virtual ~ExecutionModel();

  /// The model for `kind`; lives as long as the process.
  static const ExecutionModel &get(ExecutionModelKind kind);

  virtual ExecutionModelKind getKind() const = 0;

  /// What `!stream.timepoint` converts to: `index` (sync) or `!hal.fence`
  /// (async).
  virtual Type convertTimepointType(stream::TimepointType type) const = 0;

  /// Adds the patterns whose lowering differs between the models:
  /// stream.resource.alloca/dealloca and the stream.timepoint.* ops
  /// (docs/design/execution-models.md#what-changes;
  /// docs/design/async-model.md#per-op-lowering).
  virtual void populatePatterns(MLIRContext *context,
                                TypeConverter &typeConverter,
                                RewritePatternSet &patterns) const = 0;

  /// What the `#stream.timepoint<...>` initial value of a util.global becomes
  /// (docs/design/async-model.md#timepoint-globals): `0 : index` (sync), or
  /// null, no initial value, which holds the null, already reached, fence
  /// (async).
  virtual TypedAttr getTimepointInitialValue(MLIRContext *context) const = 0;

  /// The mode of the command buffer recorded for `executeOp`.
  virtual hal::CommandBufferModeBitfield
  getCommandBufferMode(stream::CmdExecuteOp executeOp) const = 0;

  /// Checks, before the execute pattern creates anything, that the converted
  /// await timepoint (null when the execute has no await clause) is one this
  /// model can submit after; emits a located error at `executeOp` otherwise.
  virtual LogicalResult checkAwaitTimepoint(stream::CmdExecuteOp executeOp,
                                            Value awaitTimepoint) const = 0;

  /// How many queue operations (each signalling a fence it creates) the
  /// model lowers the ops in `root` to, counted on the input IR for the pass
  /// statistics: none when sync, one per alloca, dealloca and execute when
  /// async.
  virtual uint64_t countQueueOperations(Operation *root) const = 0;

  /// Emits, at the builder's insertion point (right after
  /// hal.command_buffer.end), what submits `commandBuffer` on `device` once
  /// `awaitTimepoint` (null when the execute has no await clause) is
  /// reached, and returns the value that replaces the execute's timepoint.
  virtual Value submitCommandBuffer(OpBuilder &builder, Location loc,
                                    Value device, Value commandBuffer,
                                    Value awaitTimepoint) const = 0;
};

/// The two models (SyncExecutionModel.cpp, AsyncExecutionModel.cpp), and
/// the patterns their populatePatterns adds.
const ExecutionModel &getSyncExecutionModel();
const ExecutionModel &getAsyncExecutionModel();
void populateSyncExecutionPatterns(MLIRContext *context,
                                   TypeConverter &typeConverter,
                                   RewritePatternSet &patterns);
void populateAsyncExecutionPatterns(MLIRContext *context,
                                    TypeConverter &typeConverter,
                                    RewritePatternSet &patterns);

} // namespace mlir::stream_to_hal

#endif // STREAM_TO_HAL_PATTERNS_MODELS_EXECUTIONMODEL_H
