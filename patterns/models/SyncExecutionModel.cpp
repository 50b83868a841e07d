//===- SyncExecutionModel.cpp - execution-model=sync ----------------------===//
//
// The seed's model (docs/design/execution-models.md#sync-model): all execution
// is synchronous, so every timepoint is the immediate timepoint
// `arith.constant 0 : index`. Allocas allocate at once, deallocas free
// nothing, execute regions are submitted and waited on, imports block on the
// host and exports hand out an already signaled semaphore.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/patterns/models/ExecutionModel.h"

#include "StreamToHAL/patterns/builders/BufferBits.h"
#include "StreamToHAL/patterns/builders/OperandChecks.h"
#include "StreamToHAL/patterns/builders/DeviceLookup.h"

#include "StreamToHAL/dialects/Compat.h"
#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/stream/StreamDialect.h"
#include "StreamToHAL/dialects/util/UtilDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

namespace mlir::stream_to_hal {
namespace {

/// The immediate timepoint of
/// docs/design/execution-models.md#immediate-timepoint.
Value createImmediateTimepoint(OpBuilder &builder, Location loc) {
  return compat::createOp<arith::ConstantIndexOp>(builder, loc, 0);
}

/// Whether `types` is the (semaphore, timeline value) pair the import and
/// export patterns handle; the value may be any integer or index here, a
/// non-index one is reported by the caller (docs/design/failures.md F1, F2).
bool isSemaphoreValuePair(TypeRange types) {
  return types.size() == 2 && isa<hal::SemaphoreType>(types[0]) &&
         types[1].isIntOrIndex();
}

/// stream.resource.alloca: always a transient allocation, whatever the
/// result lifetime, available immediately.
struct ResourceAllocaOpPattern
    : public OpConversionPattern<stream::ResourceAllocaOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(stream::ResourceAllocaOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    BufferBits bits = getAllocaBufferBits();
    Location loc = op.getLoc();
    Value allocator = lookupAllocator(rewriter, loc);
    Value buffer = compat::createOp<hal::AllocatorAllocateOp>(
        rewriter, loc, rewriter.getType<hal::BufferType>(), allocator,
        bits.memoryTypes, bits.bufferUsage, adaptor.getStorageSize());
    Value timepoint = createImmediateTimepoint(rewriter, loc);
    rewriter.replaceOp(op, {buffer, timepoint});
    return success();
  }
};

/// Ops whose only result is a timepoint, replaced by the immediate one:
/// stream.resource.dealloca (nothing is freed), stream.timepoint.immediate,
/// and stream.timepoint.join when its folder did not fire (max(0, ...) = 0).
template <typename OpTy>
struct ImmediateTimepointPattern : public OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;

  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, createImmediateTimepoint(rewriter, op.getLoc()));
    return success();
  }
};

/// stream.timepoint.import of a semaphore and a payload value: wait for it
/// on the host, then the timepoint is immediate.
struct TimepointImportOpPattern
    : public OpConversionPattern<stream::TimepointImportOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(stream::TimepointImportOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ValueRange operands = adaptor.getImportOperands();
    if (!isSemaphoreValuePair(operands.getTypes()))
      return rewriter.notifyMatchFailure(
          op, "only imports of a !hal.semaphore and a value are supported");
    Type valueType = operands[1].getType();
    if (!valueType.isIndex()) // F1
      return op.emitError()
             << "timepoint import value must be index, got " << valueType;

    Location loc = op.getLoc();
    auto awaitOp = compat::createOp<hal::SemaphoreAwaitOp>(
        rewriter, loc, rewriter.getI32Type(), operands[0], operands[1]);
    compat::createOp<util::StatusCheckOkOp>(
        rewriter, loc, awaitOp.getStatus(),
        "failed to wait on imported semaphore");
    rewriter.replaceOp(op, createImmediateTimepoint(rewriter, loc));
    return success();
  }
};

/// stream.timepoint.export to a semaphore and a payload value: a new
/// semaphore already at payload 0, and the value 0.
struct TimepointExportOpPattern
    : public OpConversionPattern<stream::TimepointExportOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(stream::TimepointExportOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isSemaphoreValuePair(op->getResultTypes()))
      return rewriter.notifyMatchFailure(
          op, "only exports to a !hal.semaphore and a value are supported");
    Type valueType = op->getResult(1).getType();
    if (!valueType.isIndex()) // F2
      return op.emitError()
             << "timepoint export value must be index, got " << valueType;

    Location loc = op.getLoc();
    Value device = lookupDevice(rewriter, loc);
    Value value = createImmediateTimepoint(rewriter, loc);
    Value semaphore = compat::createOp<hal::SemaphoreCreateOp>(
        rewriter, loc, rewriter.getType<hal::SemaphoreType>(), device, value);
    rewriter.replaceOp(op, {semaphore, value});
    return success();
  }
};

/// stream.timepoint.await: the resources are ready as they are.
struct TimepointAwaitOpPattern
    : public OpConversionPattern<stream::TimepointAwaitOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(stream::TimepointAwaitOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ValueRange resources = adaptor.getResourceOperands();
    if (failed(checkAwaitedResources(op, resources)))
      return failure();
    rewriter.replaceOp(op, resources);
    return success();
  }
};

class SyncExecutionModel final : public ExecutionModel {
public:
  ExecutionModelKind getKind() const override {
    return ExecutionModelKind::Sync;
  }

  Type convertTimepointType(stream::TimepointType type) const override {
    return IndexType::get(type.getContext());
  }

  void populatePatterns(MLIRContext *context, TypeConverter &typeConverter,
                        RewritePatternSet &patterns) const override {
    populateSyncExecutionPatterns(context, typeConverter, patterns);
  }

  /// docs/design/execution-models.md#sync-globals: the immediate timepoint.
  TypedAttr getTimepointInitialValue(MLIRContext *context) const override {
    return IntegerAttr::get(IndexType::get(context), 0);
  }

  /// docs/design/execution-models.md#sync-execute: always one-shot and
  /// inline-executable.
  hal::CommandBufferModeBitfield
  getCommandBufferMode(stream::CmdExecuteOp) const override {
    return hal::CommandBufferModeBitfield::OneShot |
           hal::CommandBufferModeBitfield::AllowInlineExecution;
  }

  uint64_t countQueueOperations(Operation *) const override { return 0; }

  /// The await timepoint is dropped: it is always reached.
  LogicalResult checkAwaitTimepoint(stream::CmdExecuteOp,
                                    Value) const override {
    return success();
  }

  /// docs/design/execution-models.md#sync-execute: submit, wait, and the
  /// timepoint is immediate.
  Value submitCommandBuffer(OpBuilder &builder, Location loc, Value device,
                            Value commandBuffer, Value) const override {
    compat::createOp<hal::ExSubmitAndWaitOp>(builder, loc, device,
                                             commandBuffer);
    return createImmediateTimepoint(builder, loc);
  }
};

} // namespace

void populateSyncExecutionPatterns(MLIRContext *context,
                                   TypeConverter &typeConverter,
                                   RewritePatternSet &patterns) {
  patterns.add<ResourceAllocaOpPattern,
               ImmediateTimepointPattern<stream::ResourceDeallocaOp>,
               ImmediateTimepointPattern<stream::TimepointImmediateOp>,
               TimepointImportOpPattern, TimepointExportOpPattern,
               ImmediateTimepointPattern<stream::TimepointJoinOp>,
               TimepointAwaitOpPattern>(typeConverter, context);
}

const ExecutionModel &getSyncExecutionModel() {
  static const SyncExecutionModel syncModel;
  return syncModel;
}

} // namespace mlir::stream_to_hal
