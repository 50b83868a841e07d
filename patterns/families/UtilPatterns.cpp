//===- UtilPatterns.cpp - util ops in convert-stream-to-hal ---------------===//
//
// docs/design/globals-and-structure.md#globals, #generic-rebuild.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/patterns/families/Patterns.h"

#include "StreamToHAL/patterns/models/ExecutionModel.h"

#include "StreamToHAL/dialects/stream/StreamDialect.h"
#include "StreamToHAL/dialects/util/UtilDialect.h"

namespace mlir::stream_to_hal {
namespace {

/// util.global: the declared type becomes the converted type, in place. A
/// timepoint initial value is GlobalTimepointInitialValue's.
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

/// util.global: a `#stream.timepoint<...>` initial value becomes what the
/// execution model says (docs/design/globals-and-structure.md#globals;
/// docs/design/async-model.md#timepoint-globals), in place: `0 : index` when
/// sync, none when async. The type is GlobalTypeConversion's.
struct GlobalTimepointInitialValue
    : public OpConversionPattern<util::GlobalOp> {
  GlobalTimepointInitialValue(TypeConverter &typeConverter,
                              MLIRContext *context, const ExecutionModel &model)
      : OpConversionPattern(typeConverter, context), model(model) {}

  LogicalResult
  matchAndRewrite(util::GlobalOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isa_and_present<stream::TimepointAttr>(op.getInitialValueAttr()))
      return rewriter.notifyMatchFailure(op, "no timepoint initial value");
    TypedAttr initialValue = model.getTimepointInitialValue(getContext());
    rewriter.modifyOpInPlace(op, [&] {
      if (initialValue)
        op.setInitialValueAttr(initialValue);
      else
        op.removeInitialValueAttr();
    });
    return success();
  }

private:
  const ExecutionModel &model;
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
                          RewritePatternSet &patterns,
                          const ExecutionModel &model) {
  patterns.add<GlobalTypeConversion>(typeConverter, context);
  patterns.add<GlobalTimepointInitialValue>(typeConverter, context, model);
  for (StringRef opName : {util::GlobalLoadOp::getOperationName(),
                           util::GlobalStoreOp::getOperationName(),
                           util::DoNotOptimizeOp::getOperationName(),
                           util::ListCreateOp::getOperationName(),
                           util::ListGetOp::getOperationName(),
                           util::ListSetOp::getOperationName()})
    patterns.add<GenericTypeRebuild>(opName, typeConverter, context);
}

} // namespace mlir::stream_to_hal
