//===- StructuralPatterns.cpp - func/cf/arith/scf type conversion ---------===//
//
// docs/design/globals-and-structure.md#functions-and-control-flow, built from
// MLIR's own structural patterns.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/patterns/families/Patterns.h"

#include "StreamToHAL/dialects/Compat.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"

namespace mlir::stream_to_hal {
namespace {

/// arith.select rebuilt from its converted operands.
struct SelectOpTypeConversion : public OpConversionPattern<arith::SelectOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(arith::SelectOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto newOp = compat::createOp<arith::SelectOp>(
        rewriter, op.getLoc(), adaptor.getCondition(), adaptor.getTrueValue(),
        adaptor.getFalseValue());
    rewriter.replaceOp(op, newOp->getResults());
    return success();
  }
};

/// Converts the arguments of the non-entry blocks of a func.func body. MLIR
/// 19's function signature pattern converts every block, later releases only
/// the entry block; IREE converts every block
/// (docs/design/globals-and-structure.md#functions-and-control-flow).
struct FuncNonEntryBlockConversion : public OpConversionPattern<func::FuncOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(func::FuncOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const TypeConverter &converter = *getTypeConverter();
    // Compute every conversion before changing anything.
    SmallVector<std::pair<Block *, TypeConverter::SignatureConversion>, 1>
        conversions;
    for (Block &block : llvm::drop_begin(op.getBody())) {
      if (converter.isLegal(block.getArgumentTypes()))
        continue;
      std::optional<TypeConverter::SignatureConversion> conversion =
          converter.convertBlockSignature(&block);
      if (!conversion)
        return rewriter.notifyMatchFailure(op,
                                           "block arguments do not convert");
      conversions.emplace_back(&block, std::move(*conversion));
    }
    if (conversions.empty())
      return rewriter.notifyMatchFailure(op, "no non-entry block to convert");
    for (auto &[block, conversion] : conversions)
      rewriter.applySignatureConversion(block, conversion, &converter);
    // The function was updated in place: the driver re-checks its legality.
    rewriter.modifyOpInPlace(op, [] {});
    return success();
  }
};

} // namespace

void populateStructuralPatterns(MLIRContext *context,
                                TypeConverter &typeConverter,
                                RewritePatternSet &patterns) {
  // The signature and the blocks of func.func, with or without a body.
  populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns,
                                                                 typeConverter);
  patterns.add<FuncNonEntryBlockConversion>(typeConverter, context);
  populateCallOpTypeConversionPattern(patterns, typeConverter);
  populateReturnOpTypeConversionPattern(patterns, typeConverter);
  // cf.br and cf.cond_br; unlike IREE this also converts cf.switch.
  populateBranchOpInterfaceTypeConversionPattern(patterns, typeConverter);
  patterns.add<SelectOpTypeConversion>(typeConverter, context);

  // IREE converts scf.if and scf.yield only: scf.for/scf.while carrying
  // stream types make the pass fail
  // (docs/design/globals-and-structure.md#functions-and-control-flow;
  // docs/design/failures.md F4). Keep just those two of MLIR's structural scf
  // patterns.
  RewritePatternSet scfPatterns(context);
  scf::populateSCFStructuralTypeConversions(typeConverter, scfPatterns);
  for (std::unique_ptr<RewritePattern> &pattern :
       scfPatterns.getNativePatterns()) {
    std::optional<OperationName> root = pattern->getRootKind();
    if (root && (root->getStringRef() == scf::IfOp::getOperationName() ||
                 root->getStringRef() == scf::YieldOp::getOperationName()))
      patterns.add(std::move(pattern));
  }
}

} // namespace mlir::stream_to_hal
