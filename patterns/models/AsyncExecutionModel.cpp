//===- AsyncExecutionModel.cpp - execution-model=async --------------------===//
//
// docs/design/async-model.md#overview: timepoints are !hal.fence values.
// Queue-ordered ops (alloca, dealloca, execute) wait on the converted await
// timepoint, or on a fresh null fence when there is none, and signal a fresh
// fence that replaces their timepoint
// (docs/design/async-model.md#building-blocks). Nothing is shared between ops
// and nothing is canonicalized here (docs/design/async-model.md#async-folding;
// docs/design/decisions.md#async-porting-7): the raw output is normative.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/patterns/models/ExecutionModel.h"

#include "StreamToHAL/patterns/builders/BufferBits.h"
#include "StreamToHAL/patterns/builders/OperandChecks.h"
#include "StreamToHAL/patterns/builders/DeviceLookup.h"
#include "StreamToHAL/patterns/builders/QueueOrdering.h"

#include "StreamToHAL/dialects/Compat.h"
#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/stream/StreamDialect.h"
#include "StreamToHAL/dialects/util/UtilDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

namespace mlir::stream_to_hal {
namespace {

//===----------------------------------------------------------------------===//
// Building blocks (docs/design/async-model.md#building-blocks)
//===----------------------------------------------------------------------===//

/// Items 2-4 of docs/design/async-model.md#building-blocks of a queue-ordered
/// op, created in this order.
struct QueueOrdering {
  Value waitFence;
  Value signalFence;
  Value affinity;
};

QueueOrdering createQueueOrdering(OpBuilder &builder, Location loc,
                                  Value device, Value awaitTimepoint) {
  QueueOrdering ordering;
  ordering.waitFence = getWaitFence(builder, loc, awaitTimepoint);
  ordering.signalFence = createSignalFence(builder, loc, device);
  ordering.affinity = createQueueAffinity(builder, loc);
  return ordering;
}

/// Emits an error at `op` unless `value` (the converted await timepoint, or
/// null when there is none) is absent or a !hal.fence. The type converter
/// guarantees it for verified input; this keeps unverified input from
/// turning into an invalid queue op.
LogicalResult checkWaitFence(Operation *op, Value value) {
  if (!value || isa<hal::FenceType>(value.getType()))
    return success();
  return op->emitError()
         << "timepoint was not converted to !hal.fence (got "
         << value.getType() << ")";
}

//===----------------------------------------------------------------------===//
// stream.resource.alloca / dealloca (docs/design/async-model.md#queue-alloca,
// #queue-dealloca)
//===----------------------------------------------------------------------===//

struct ResourceAllocaOpPattern
    : public OpConversionPattern<stream::ResourceAllocaOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(stream::ResourceAllocaOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    // The sync model's bits, whatever the result lifetime
    // (docs/design/decisions.md#async-fit-5).
    BufferBits bits = getAllocaBufferBits();
    if (failed(checkWaitFence(op, adaptor.getAwaitTimepoint())))
      return failure();

    Location loc = op.getLoc();
    Value device = lookupDevice(rewriter, loc);
    QueueOrdering ordering = createQueueOrdering(rewriter, loc, device,
                                                 adaptor.getAwaitTimepoint());
    Value pool = createI64Constant(rewriter, loc, 0);
    Value buffer = compat::createOp<hal::DeviceQueueAllocaOp>(
        rewriter, loc, rewriter.getType<hal::BufferType>(), device,
        ordering.affinity, ordering.waitFence, ordering.signalFence, pool,
        bits.memoryTypes, bits.bufferUsage, adaptor.getStorageSize());
    rewriter.replaceOp(op, {buffer, ordering.signalFence});
    return success();
  }
};

struct ResourceDeallocaOpPattern
    : public OpConversionPattern<stream::ResourceDeallocaOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(stream::ResourceDeallocaOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkWaitFence(op, adaptor.getAwaitTimepoint())) ||
        failed(checkConvertedToBuffer(op, adaptor.getOperand(), "resource")))
      return failure();

    Location loc = op.getLoc();
    Value device = lookupDevice(rewriter, loc);
    QueueOrdering ordering = createQueueOrdering(rewriter, loc, device,
                                                 adaptor.getAwaitTimepoint());
    compat::createOp<hal::DeviceQueueDeallocaOp>(
        rewriter, loc, device, ordering.affinity, ordering.waitFence,
        ordering.signalFence, adaptor.getOperand());
    rewriter.replaceOp(op, ordering.signalFence);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// stream.timepoint.* (docs/design/async-model.md#async-timepoints)
//===----------------------------------------------------------------------===//

struct TimepointImmediateOpPattern
    : public OpConversionPattern<stream::TimepointImmediateOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(stream::TimepointImmediateOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, createNullFence(rewriter, op.getLoc()));
    return success();
  }
};

/// The imported fence is the timepoint; nothing else can be imported (X1).
struct TimepointImportOpPattern
    : public OpConversionPattern<stream::TimepointImportOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(stream::TimepointImportOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ValueRange operands = adaptor.getImportOperands();
    if (operands.size() != 1 || !isa<hal::FenceType>(operands[0].getType()))
      return op.emitOpError() << "only imports from HAL fences are supported";
    rewriter.replaceOp(op, operands[0]);
    return success();
  }
};

/// The timepoint is the exported fence; nothing else can be exported (X2).
struct TimepointExportOpPattern
    : public OpConversionPattern<stream::TimepointExportOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(stream::TimepointExportOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op->getNumResults() != 1 ||
        !isa<hal::FenceType>(op->getResult(0).getType()))
      return op.emitOpError() << "only exports to HAL fences are supported";
    if (failed(checkWaitFence(op, adaptor.getAwaitTimepoint())))
      return failure();
    rewriter.replaceOp(op, adaptor.getAwaitTimepoint());
    return success();
  }
};

/// A join the folder left (two or more operands): every operand in order,
/// duplicates and null fences included (docs/design/async-model.md#async-join;
/// docs/design/decisions.md D9).
struct TimepointJoinOpPattern
    : public OpConversionPattern<stream::TimepointJoinOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(stream::TimepointJoinOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ValueRange fences = adaptor.getAwaitTimepoints();
    for (Value fence : fences)
      if (failed(checkWaitFence(op, fence)))
        return failure();
    auto joinOp = compat::createOp<hal::FenceJoinOp>(
        rewriter, op.getLoc(), rewriter.getType<hal::FenceType>(), fences);
    rewriter.replaceOp(op, joinOp.getResult());
    return success();
  }
};

/// Waits on the host, forever, whatever the fence (D11); the resources are
/// then ready as they are.
struct TimepointAwaitOpPattern
    : public OpConversionPattern<stream::TimepointAwaitOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(stream::TimepointAwaitOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ValueRange resources = adaptor.getResourceOperands();
    if (failed(checkAwaitedResources(op, resources)))
      return failure();
    Value fence = adaptor.getAwaitTimepoint();
    if (failed(checkWaitFence(op, fence)))
      return failure();

    Location loc = op.getLoc();
    Value timeout = compat::createOp<arith::ConstantOp>(
                        rewriter, loc, rewriter.getI32IntegerAttr(-1))
                        .getResult();
    auto awaitOp = compat::createOp<hal::FenceAwaitOp>(
        rewriter, loc, rewriter.getI32Type(), timeout, ValueRange{fence});
    compat::createOp<util::StatusCheckOkOp>(rewriter, loc, awaitOp.getStatus(),
                                            "failed to wait on timepoint");
    rewriter.replaceOp(op, resources);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// The model
//===----------------------------------------------------------------------===//

class AsyncExecutionModel final : public ExecutionModel {
public:
  ExecutionModelKind getKind() const override {
    return ExecutionModelKind::Async;
  }

  Type convertTimepointType(stream::TimepointType type) const override {
    return hal::FenceType::get(type.getContext());
  }

  void populatePatterns(MLIRContext *context, TypeConverter &typeConverter,
                        RewritePatternSet &patterns) const override {
    populateAsyncExecutionPatterns(context, typeConverter, patterns);
  }

  /// docs/design/async-model.md#timepoint-globals: no initial value; the global
  /// then holds the null, already reached, fence.
  TypedAttr getTimepointInitialValue(MLIRContext *) const override {
    return {};
  }

  /// docs/design/async-model.md#queue-execute; docs/design/decisions.md D4: no
  /// inline execution when the region waits, whatever on; only the presence of
  /// the await clause counts.
  hal::CommandBufferModeBitfield
  getCommandBufferMode(stream::CmdExecuteOp executeOp) const override {
    if (executeOp.getAwaitTimepoint())
      return hal::CommandBufferModeBitfield::OneShot;
    return hal::CommandBufferModeBitfield::OneShot |
           hal::CommandBufferModeBitfield::AllowInlineExecution;
  }

  LogicalResult checkAwaitTimepoint(stream::CmdExecuteOp executeOp,
                                    Value awaitTimepoint) const override {
    return checkWaitFence(executeOp, awaitTimepoint);
  }

  uint64_t countQueueOperations(Operation *root) const override {
    uint64_t count = 0;
    root->walk([&](Operation *op) {
      if (isa<stream::ResourceAllocaOp, stream::ResourceDeallocaOp,
              stream::CmdExecuteOp>(op))
        ++count;
    });
    return count;
  }

  /// docs/design/async-model.md#queue-execute: wait fence, signal fence,
  /// affinity, then the queue submission of exactly this command buffer; the
  /// signal fence is the timepoint.
  Value submitCommandBuffer(OpBuilder &builder, Location loc, Value device,
                            Value commandBuffer,
                            Value awaitTimepoint) const override {
    QueueOrdering ordering =
        createQueueOrdering(builder, loc, device, awaitTimepoint);
    compat::createOp<hal::DeviceQueueExecuteOp>(
        builder, loc, device, ordering.affinity, ordering.waitFence,
        ordering.signalFence, ValueRange{commandBuffer});
    return ordering.signalFence;
  }
};

} // namespace

void populateAsyncExecutionPatterns(MLIRContext *context,
                                    TypeConverter &typeConverter,
                                    RewritePatternSet &patterns) {
  patterns.add<ResourceAllocaOpPattern, ResourceDeallocaOpPattern,
               TimepointImmediateOpPattern,
               TimepointImportOpPattern, TimepointExportOpPattern,
               TimepointJoinOpPattern, TimepointAwaitOpPattern>(typeConverter,
                                                                context);
}

const ExecutionModel &getAsyncExecutionModel() {
  static const AsyncExecutionModel asyncModel;
  return asyncModel;
}

} // namespace mlir::stream_to_hal
