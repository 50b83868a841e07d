//===- UtilPatterns.cpp - util ops in convert-stream-to-hal ---------------===//
//
// conversion.md §11 and §12.1.
//
//===----------------------------------------------------------------------===//
#include "patterns/Patterns.h"

#include "dialects/stream/StreamDialect.h"
#include "dialects/util/UtilDialect.h"

namespace mlir::stream_to_hal {
namespace {

/// util.global: the declared type becomes the converted type, in place. A
/// timepoint initial value is left to the execution model's pattern.
struct GlobalTypeConversion : public OpConversionPattern<util::GlobalOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(util::GlobalOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type convertedType = getTypeConverter()->convertType(op.getType());
    if (!convertedType || convertedType == op.getType())
      return rewriter.notifyMatchFailure(op, "type needs no conversion");
    rewriter.modifyOpInPlace(op, [&] { op.setType(convertedType); });
    return success();
  }
};

/// Recreates an op of the same name with converted operands and result types
/// and all of its attributes.
struct GenericTypeRebuild : public ConversionPattern {
  GenericTypeRebuild(StringRef opName, TypeConverter &typeConverter,
                     MLIRContext *context)
      : ConversionPattern(typeConverter, opName, /*benefit=*/1, context) {}

  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> resultTypes;
    if (failed(getTypeConverter()->convertTypes(op->getResultTypes(),
                                                resultTypes)))
      return rewriter.notifyMatchFailure(op, "result types do not convert");
    OperationState state(op->getLoc(), op->getName(), operands, resultTypes,
                         op->getAttrs());
    Operation *newOp = rewriter.create(state);
    rewriter.replaceOp(op, newOp->getResults());
    return success();
  }
};

} // namespace

void populateUtilPatterns(MLIRContext *context, TypeConverter &typeConverter,
                          RewritePatternSet &patterns) {
  patterns.add<GlobalTypeConversion>(typeConverter, context);
  for (StringRef opName : {util::GlobalLoadOp::getOperationName(),
                           util::GlobalStoreOp::getOperationName(),
                           util::DoNotOptimizeOp::getOperationName(),
                           util::ListCreateOp::getOperationName(),
                           util::ListGetOp::getOperationName(),
                           util::ListSetOp::getOperationName()})
    patterns.add<GenericTypeRebuild>(opName, typeConverter, context);
}

} // namespace mlir::stream_to_hal
