//===- HALFenceOps.cpp - hal.fence.* and hal.device.queue.* ---------------===//
//
// Result-name hints and canonicalization patterns of the ops of the async
// execution model (docs/design/async-model.md#new-ops,
// #fence-canonicalization). None has a verifier or a folder.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/dialects/hal/HALDialect.h"

#include "StreamToHAL/dialects/util/UtilDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace mlir::hal;

//===----------------------------------------------------------------------===//
// Result-name hints (docs/design/async-model.md#new-ops)
//===----------------------------------------------------------------------===//

void FenceCreateOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "fence");
}

void FenceJoinOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "fence");
}

void FenceAwaitOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getStatus(), "status");
}

void DeviceQueueAllocaOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "transient_buffer");
}

//===----------------------------------------------------------------------===//
// Canonicalization patterns (docs/design/async-model.md#fence-canonicalization)
//===----------------------------------------------------------------------===//

namespace {

/// `fences` without operands defined by util.null and without repeats,
/// first occurrences in order; nullopt when that removes nothing. Only the
/// direct defining op is inspected.
std::optional<SmallVector<Value>> dedupFences(OperandRange fences) {
  SmallVector<Value> kept;
  llvm::SmallPtrSet<Value, 8> seen;
  for (Value fence : fences) {
    if (fence.getDefiningOp<util::NullOp>() || !seen.insert(fence).second)
      continue;
    kept.push_back(fence);
  }
  if (kept.size() == fences.size())
    return std::nullopt;
  return kept;
}

/// ElideUnusedFenceCreate (docs/design/async-model.md#fence-canonicalization).
struct ElideUnusedFenceCreate : public OpRewritePattern<FenceCreateOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(FenceCreateOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.getResult().use_empty())
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};

/// ElideEmptyFenceJoin (docs/design/async-model.md#fence-canonicalization): a
/// join of nothing is the reached fence.
struct ElideEmptyFenceJoin : public OpRewritePattern<FenceJoinOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(FenceJoinOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.getFences().empty())
      return failure();
    rewriter.replaceOpWithNewOp<util::NullOp>(op, op.getResult().getType());
    return success();
  }
};

/// DeduplicateFenceJoinFences
/// (docs/design/async-model.md#fence-canonicalization). A join of one fence is
/// kept as it is.
struct DeduplicateFenceJoinFences : public OpRewritePattern<FenceJoinOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(FenceJoinOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<SmallVector<Value>> fences = dedupFences(op.getFences());
    if (!fences)
      return failure();
    rewriter.replaceOpWithNewOp<FenceJoinOp>(op, op.getResult().getType(),
                                             *fences);
    return success();
  }
};

/// ElideEmptyFenceAwait (docs/design/async-model.md#fence-canonicalization):
/// waiting on nothing succeeds at once.
struct ElideEmptyFenceAwait : public OpRewritePattern<FenceAwaitOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(FenceAwaitOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.getFences().empty())
      return failure();
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(
        op, rewriter.getIntegerAttr(op.getStatus().getType(), 0));
    return success();
  }
};

/// DeduplicateFenceAwaitFences
/// (docs/design/async-model.md#fence-canonicalization).
struct DeduplicateFenceAwaitFences : public OpRewritePattern<FenceAwaitOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(FenceAwaitOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<SmallVector<Value>> fences = dedupFences(op.getFences());
    if (!fences)
      return failure();
    rewriter.replaceOpWithNewOp<FenceAwaitOp>(op, op.getStatus().getType(),
                                              op.getTimeoutMillis(), *fences);
    return success();
  }
};

} // namespace

void FenceCreateOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                MLIRContext *context) {
  results.add<ElideUnusedFenceCreate>(context);
}

void FenceJoinOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                              MLIRContext *context) {
  results.add<ElideEmptyFenceJoin, DeduplicateFenceJoinFences>(context);
}

void FenceAwaitOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                               MLIRContext *context) {
  results.add<ElideEmptyFenceAwait, DeduplicateFenceAwaitFences>(context);
}
