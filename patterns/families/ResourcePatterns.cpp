//===- ResourcePatterns.cpp - stream.resource.* ops to hal ----------------===//
//
// docs/design/resources.md#resource-ops. Resources are !hal.buffers;
// allocations get the allowed bits of their lifetime
// (docs/design/resources.md#buffer-bits). stream.resource.alloca and dealloca
// belong to the execution model (ExecutionModel.h). Every pattern checks what
// it needs before it creates its first op (docs/design/decisions.md#porting-2).
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/patterns/families/Patterns.h"

#include "StreamToHAL/patterns/builders/BufferBits.h"
#include "StreamToHAL/patterns/builders/DeviceLookup.h"

#include "StreamToHAL/dialects/Compat.h"
#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/stream/StreamDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

namespace mlir::stream_to_hal {
namespace {

using hal::BufferUsageBitfield;
using hal::MemoryTypeBitfield;

/// stream.resource.alloc: one hal.allocator.allocate per result, after a
/// single allocator lookup.
struct ResourceAllocOpPattern
    : public OpConversionPattern<stream::ResourceAllocOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(stream::ResourceAllocOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ValueRange sizes = adaptor.getStorageSizes();
    // The stream verifier guarantees the checks below; unverified IR may not.
    if (sizes.size() != op->getNumResults())
      return op.emitOpError() << "has " << sizes.size() << " storage sizes for "
                              << op->getNumResults() << " allocated resources";
    SmallVector<BufferBits> resultBits;
    for (Type type : op->getResultTypes()) {
      auto resourceType = dyn_cast<stream::ResourceType>(type);
      if (!resourceType)
        return op.emitOpError()
               << "result type " << type << " is not a stream resource";
      // Lifetime `*` has no bits: E1, reported at the op.
      FailureOr<BufferBits> bits =
          deriveAllowedBufferBits(op.getLoc(), resourceType);
      if (failed(bits))
        return failure();
      resultBits.push_back(*bits);
    }

    Location loc = op.getLoc();
    Value allocator = lookupAllocator(rewriter, loc);
    auto bufferType = rewriter.getType<hal::BufferType>();
    SmallVector<Value> buffers;
    for (auto [bits, size] : llvm::zip_equal(resultBits, sizes))
      buffers.push_back(compat::createOp<hal::AllocatorAllocateOp>(
          rewriter, loc, bufferType, allocator, bits.memoryTypes,
          bits.bufferUsage, size));
    rewriter.replaceOp(op, buffers);
    return success();
  }
};

/// stream.resource.size (when its folder found no size value).
struct ResourceSizeOpPattern
    : public OpConversionPattern<stream::ResourceSizeOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(stream::ResourceSizeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto lengthOp = compat::createOp<hal::BufferLengthOp>(
        rewriter, op.getLoc(), rewriter.getIndexType(), adaptor.getOperand());
    rewriter.replaceOp(op, lengthOp);
    return success();
  }
};

/// stream.resource.map: the mapped bytes are a host-local staging buffer,
/// only copied from or mapped (no dispatch usage, unlike staging resources).
struct ResourceMapOpPattern
    : public OpConversionPattern<stream::ResourceMapOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(stream::ResourceMapOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value allocator = lookupAllocator(rewriter, loc);
    auto mapOp = compat::createOp<hal::AllocatorMapOp>(
        rewriter, loc, rewriter.getType<hal::BufferType>(), allocator,
        MemoryTypeBitfield::HostLocal | MemoryTypeBitfield::DeviceVisible,
        BufferUsageBitfield::Transfer | BufferUsageBitfield::Mapping,
        adaptor.getSource(), adaptor.getSourceOffset(),
        adaptor.getResultSize());
    rewriter.replaceOp(op, mapOp);
    return success();
  }
};

/// stream.resource.try_map: constant and staging results get their required
/// bits; any other lifetime is E2.
struct ResourceTryMapOpPattern
    : public OpConversionPattern<stream::ResourceTryMapOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(stream::ResourceTryMapOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type resultType = op.getResult().getType();
    auto resourceType = dyn_cast<stream::ResourceType>(resultType);
    if (!resourceType)
      return op.emitOpError()
             << "result type " << resultType << " is not a stream resource";
    stream::Lifetime lifetime = resourceType.getLifetime();
    std::optional<BufferBits> bits;
    if (lifetime == stream::Lifetime::Constant ||
        lifetime == stream::Lifetime::Staging)
      bits = getRequiredBufferBits(lifetime);
    if (!bits)
      return op.emitOpError() << "unsupported resource lifetime: "
                              << stream::stringifyLifetime(lifetime);

    Location loc = op.getLoc();
    Value allocator = lookupAllocator(rewriter, loc);
    auto tryMapOp = compat::createOp<hal::AllocatorTryMapOp>(
        rewriter, loc, rewriter.getI1Type(),
        rewriter.getType<hal::BufferType>(), allocator, bits->memoryTypes,
        bits->bufferUsage, adaptor.getSource(), adaptor.getSourceOffset(),
        adaptor.getResultSize());
    rewriter.replaceOp(op, tryMapOp->getResults());
    return success();
  }
};

/// stream.resource.load: the loaded primitive/vector type is unchanged.
struct ResourceLoadOpPattern
    : public OpConversionPattern<stream::ResourceLoadOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(stream::ResourceLoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type resultType = op.getResult().getType();
    // Primitive and vector types convert to themselves.
    Type loadType = getTypeConverter()->convertType(resultType);
    if (!loadType)
      return rewriter.notifyMatchFailure(op, "result type does not convert");
    auto loadOp = compat::createOp<hal::BufferLoadOp>(
        rewriter, op.getLoc(), loadType, adaptor.getSource(),
        adaptor.getSourceOffset());
    rewriter.replaceOp(op, loadOp);
    return success();
  }
};

/// stream.resource.store: the op has no results, so it is erased (IREE's
/// replacement by the target buffer asserted, docs/design/failures.md A4).
struct ResourceStoreOpPattern
    : public OpConversionPattern<stream::ResourceStoreOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(stream::ResourceStoreOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    compat::createOp<hal::BufferStoreOp>(
        rewriter, op.getLoc(), adaptor.getValue(), adaptor.getTarget(),
        adaptor.getTargetOffset());
    rewriter.eraseOp(op);
    return success();
  }
};

/// stream.resource.subview (when its folder did not fire): an aliasing
/// subspan; the tie to the source is lost.
struct ResourceSubviewOpPattern
    : public OpConversionPattern<stream::ResourceSubviewOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(stream::ResourceSubviewOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto subspanOp = compat::createOp<hal::BufferSubspanOp>(
        rewriter, op.getLoc(), rewriter.getType<hal::BufferType>(),
        adaptor.getSource(), adaptor.getSourceOffset(),
        adaptor.getResultSize());
    rewriter.replaceOp(op, subspanOp);
    return success();
  }
};

} // namespace

void populateResourcePatterns(MLIRContext *context,
                              TypeConverter &typeConverter,
                              RewritePatternSet &patterns) {
  patterns
      .add<ResourceAllocOpPattern, ResourceSizeOpPattern,
           ResourceMapOpPattern, ResourceTryMapOpPattern, ResourceLoadOpPattern,
           ResourceStoreOpPattern, ResourceSubviewOpPattern>(typeConverter,
                                                             context);
}

} // namespace mlir::stream_to_hal
