//===- TensorPatterns.cpp - stream.tensor.* and tensor.dim/rank to hal ----===//
//
// docs/design/tensors.md: stream.tensor.import/export/trace, and
// tensor.dim/rank of converted tensors (#tensor-dim-rank). Every pattern checks
// what it needs before it creates its first op
// (docs/design/decisions.md#porting-2); the checks of
// docs/design/failures.md A5-A7, A13 and F6 are reported at the op.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/patterns/families/Patterns.h"

#include "StreamToHAL/patterns/builders/BufferBits.h"
#include "StreamToHAL/patterns/builders/DeviceLookup.h"

#include "StreamToHAL/dialects/Compat.h"
#include "StreamToHAL/dialects/hal/ElementTypes.h"
#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/stream/StreamDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

namespace mlir::stream_to_hal {
namespace {

/// F6: a tensor whose element type has no buffer-view form stays a tensor.
LogicalResult checkIsBufferView(Operation *op, Value original,
                                Value converted) {
  if (isa<hal::BufferViewType>(converted.getType()))
    return success();
  return op->emitError() << "cannot convert " << original.getType()
                         << " to a buffer view";
}

/// Emits the allocator lookup and the hal.buffer.assert that checks an
/// imported buffer against the required bits of the result's lifetime.
/// `bits` was derived before any op was created.
void buildImportAssertion(ConversionPatternRewriter &rewriter, Location loc,
                          Value buffer, Value minimumLength,
                          const BufferBits &bits) {
  Value allocator = lookupAllocator(rewriter, loc);
  compat::createOp<hal::BufferAssertOp>(rewriter, loc, buffer, "tensor",
                                        allocator, minimumLength,
                                        bits.memoryTypes, bits.bufferUsage);
}

/// The required bits of the import's result lifetime (always `external` for
/// verified IR; anything else reports E1 at the op).
FailureOr<BufferBits> deriveImportBits(stream::TensorImportOp op) {
  Type resultType = op.getResult().getType();
  auto resourceType = dyn_cast<stream::ResourceType>(resultType);
  if (!resourceType)
    return op.emitOpError()
           << "result type " << resultType << " is not a stream resource";
  return deriveRequiredBufferBits(op.getLoc(), resourceType);
}

/// stream.tensor.import of a !hal.buffer: the buffer itself, asserted.
struct TensorImportBufferOpPattern
    : public OpConversionPattern<stream::TensorImportOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(stream::TensorImportOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isa<hal::BufferType>(op.getSource().getType()))
      return rewriter.notifyMatchFailure(op, "source is not a !hal.buffer");
    FailureOr<BufferBits> bits = deriveImportBits(op);
    if (failed(bits))
      return failure();

    Value buffer = adaptor.getSource();
    buildImportAssertion(rewriter, op.getLoc(), buffer, adaptor.getResultSize(),
                         *bits);
    rewriter.replaceOp(op, buffer);
    return success();
  }
};

/// stream.tensor.import of a !hal.buffer_view or a (converted) tensor: the
/// view's buffer, asserted.
struct TensorImportBufferViewOpPattern
    : public OpConversionPattern<stream::TensorImportOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(stream::TensorImportOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isa<hal::BufferViewType, TensorType>(op.getSource().getType()))
      return rewriter.notifyMatchFailure(
          op, "source is neither a !hal.buffer_view nor a tensor");
    if (failed(checkIsBufferView(op, op.getSource(), adaptor.getSource())))
      return failure();
    FailureOr<BufferBits> bits = deriveImportBits(op);
    if (failed(bits))
      return failure();

    Location loc = op.getLoc();
    Value buffer = compat::createOp<hal::BufferViewBufferOp>(
        rewriter, loc, rewriter.getType<hal::BufferType>(),
        adaptor.getSource());
    buildImportAssertion(rewriter, loc, buffer, adaptor.getResultSize(), *bits);
    rewriter.replaceOp(op, buffer);
    return success();
  }
};

/// stream.tensor.export to a !hal.buffer: the buffer itself.
struct TensorExportBufferOpPattern
    : public OpConversionPattern<stream::TensorExportOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(stream::TensorExportOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isa<hal::BufferType>(op.getResult().getType()))
      return rewriter.notifyMatchFailure(op, "result is not a !hal.buffer");
    rewriter.replaceOp(op, adaptor.getSource());
    return success();
  }
};

/// stream.tensor.export to a !hal.buffer_view or a tensor: a buffer view
/// with the shape, element type and encoding of the source encoding.
struct TensorExportBufferViewOpPattern
    : public OpConversionPattern<stream::TensorExportOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(stream::TensorExportOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isa<hal::BufferViewType, TensorType>(op.getResult().getType()))
      return rewriter.notifyMatchFailure(
          op, "result is neither a !hal.buffer_view nor a tensor");

    Type encodingType = op.getSourceEncoding();
    auto tensorType = dyn_cast<RankedTensorType>(encodingType);
    if (!tensorType) // A7
      return op.emitError()
             << "buffer view export requires a ranked tensor encoding, got "
             << encodingType;
    std::optional<int32_t> encodingCode =
        hal::getEncodingTypeValue(tensorType.getEncoding());
    if (!encodingCode) // A5
      return op.emitError()
             << "unsupported tensor encoding " << tensorType.getEncoding()
             << " for buffer view export";
    std::optional<int32_t> elementCode =
        hal::getElementTypeValue(tensorType.getElementType());
    if (!elementCode) // A6
      return op.emitError()
             << "unsupported element type " << tensorType.getElementType()
             << " for buffer view export";
    ValueRange dynamicDims = adaptor.getSourceEncodingDims();
    // The stream verifier guarantees this; unverified IR may not.
    auto numDynamicDims = static_cast<size_t>(tensorType.getNumDynamicDims());
    if (dynamicDims.size() != numDynamicDims)
      return op.emitOpError()
             << "has " << dynamicDims.size() << " encoding dims for the "
             << numDynamicDims << " dynamic dimensions of " << tensorType;

    // Static dimensions become constants, dynamic ones consume the encoding
    // dims in order.
    Location loc = op.getLoc();
    SmallVector<Value> shape;
    shape.reserve(tensorType.getRank());
    ValueRange::iterator nextDynamicDim = dynamicDims.begin();
    for (int64_t size : tensorType.getShape()) {
      if (ShapedType::isDynamic(size))
        shape.push_back(*nextDynamicDim++);
      else
        shape.push_back(
            compat::createOp<arith::ConstantIndexOp>(rewriter, loc, size));
    }
    auto viewOp = compat::createOp<hal::BufferViewCreateOp>(
        rewriter, loc, adaptor.getSource(), *elementCode, *encodingCode, shape);
    rewriter.replaceOp(op, viewOp);
    return success();
  }
};

/// stream.tensor.trace: the same key on the converted buffer views.
struct TensorTraceOpPattern
    : public OpConversionPattern<stream::TensorTraceOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(stream::TensorTraceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ValueRange views = adaptor.getTensorOperands();
    for (auto [original, converted] :
         llvm::zip_equal(op.getTensorOperands(), views))
      if (failed(checkIsBufferView(op, original, converted)))
        return failure();
    compat::createOp<hal::BufferViewTraceOp>(rewriter, op.getLoc(),
                                             op.getKeyAttr(), views);
    rewriter.eraseOp(op);
    return success();
  }
};

/// tensor.rank of a tensor that became a buffer view (ranked tensors fold to
/// a constant before this pattern is tried).
struct TensorRankOpPattern : public OpConversionPattern<tensor::RankOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tensor::RankOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value view = adaptor.getTensor();
    if (!isa<hal::BufferViewType>(view.getType()))
      return rewriter.notifyMatchFailure(op, "operand is not a buffer view");
    auto rankOp = compat::createOp<hal::BufferViewRankOp>(
        rewriter, op.getLoc(), rewriter.getIndexType(), view);
    rewriter.replaceOp(op, rankOp);
    return success();
  }
};

/// tensor.dim of a tensor that became a buffer view (static dimensions fold
/// to a constant before this pattern is tried). The index must be constant:
/// docs/design/failures.md A13.
struct TensorDimOpPattern : public OpConversionPattern<tensor::DimOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tensor::DimOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value view = adaptor.getSource();
    if (!isa<hal::BufferViewType>(view.getType()))
      return rewriter.notifyMatchFailure(op, "operand is not a buffer view");
    APInt index;
    if (!matchPattern(adaptor.getIndex(), m_ConstantInt(&index)))
      return op.emitError()
             << "tensor.dim with a non-constant index cannot be converted";
    auto dimOp = compat::createOp<hal::BufferViewDimOp>(
        rewriter, op.getLoc(), rewriter.getIndexType(), view,
        rewriter.getIndexAttr(index.getSExtValue()));
    rewriter.replaceOp(op, dimOp);
    return success();
  }
};

} // namespace

void populateTensorPatterns(MLIRContext *context, TypeConverter &typeConverter,
                            RewritePatternSet &patterns) {
  // The two import and the two export patterns match disjoint source/result
  // types.
  patterns.add<TensorImportBufferOpPattern, TensorImportBufferViewOpPattern,
               TensorExportBufferOpPattern, TensorExportBufferViewOpPattern,
               TensorTraceOpPattern>(typeConverter, context);
  // IREE's "standard to HAL" shape patterns
  // (docs/design/tensors.md#tensor-dim-rank); kept here with the other
  // tensor-to-buffer-view patterns.
  patterns.add<TensorRankOpPattern, TensorDimOpPattern>(typeConverter, context);
}

} // namespace mlir::stream_to_hal
