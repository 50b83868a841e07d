//===- CommandPatterns.cpp - stream.cmd.* ops to hal ----------------------===//
//
// Command-buffer recording (docs/design/commands.md): every stream.cmd.execute
// becomes a command buffer that is created, recorded with the execution
// barriers planned for it (BarrierPlanner.h) and ended. A one-shot one (every
// execute with command-buffers=one-shot, the default) is then submitted as the
// execution model says (waited on at once when sync, queued between fences
// when async). With command-buffers=reusable, an execute its reuse plan
// (ReusePlanner.h) finds reusable is recorded once, inside a
// hal.device.memoize, and submitted with a binding table
// (buildReusableExecute, CommandBufferReuseStrategy.h;
// docs/design/reusable.md). The dispatch pattern lives in
// DispatchPatterns.cpp.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/patterns/families/CommandConversionState.h"
#include "StreamToHAL/patterns/families/DispatchPatterns.h"
#include "StreamToHAL/patterns/builders/OperandChecks.h"
#include "StreamToHAL/patterns/builders/DeviceLookup.h"
#include "StreamToHAL/patterns/models/CommandBufferReuseStrategy.h"
#include "StreamToHAL/patterns/models/ExecutionModel.h"
#include "StreamToHAL/patterns/families/Patterns.h"

#include "StreamToHAL/dialects/Compat.h"
#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/stream/StreamDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "llvm/ADT/STLExtras.h"

namespace mlir::stream_to_hal {

namespace {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Base of the patterns sharing the recording state.
template <typename OpTy>
struct CommandPattern : public OpConversionPattern<OpTy> {
  CommandPattern(TypeConverter &typeConverter, MLIRContext *context,
                 std::shared_ptr<CommandConversionStates> states)
      : OpConversionPattern<OpTy>(typeConverter, context),
        states(std::move(states)) {}

  std::shared_ptr<CommandConversionStates> states;
};

/// The body block of an execute/serial/concurrent op after checking the shape
/// that the syntax and verifiers guarantee
/// (docs/design/failures.md#unverified-input): one block with `numArguments`
/// arguments.
FailureOr<Block *> getCommandBody(Operation *op, Region &body,
                                  size_t numArguments) {
  if (!body.hasOneBlock() || body.front().getNumArguments() != numArguments)
    return op->emitError() << "'" << op->getName()
                           << "' body must be a single block with "
                           << numArguments << " arguments to be converted";
  return &body.front();
}

/// docs/design/commands.md#command-categories: Dispatch for every
/// stream.cmd.dispatch at any depth, Transfer for every other op (terminators
/// included).
hal::CommandCategoryBitfield deriveCommandCategories(Region &region) {
  auto categories = hal::CommandCategoryBitfield::None;
  region.walk([&](Operation *op) {
    categories = categories | (isa<stream::CmdDispatchOp>(op)
                                   ? hal::CommandCategoryBitfield::Dispatch
                                   : hal::CommandCategoryBitfield::Transfer);
  });
  return categories;
}

/// docs/design/commands.md#barriers-all;
/// docs/design/barriers-hazard.md#placement: the barriers planned for the
/// sequential block `block` of `owner` (its body), each right after its item
/// and located at `owner`. The items are the block's non-terminator ops as they
/// are now (the snapshot keeps the barriers themselves out of the iteration).
/// Counts the recorded and the elided barriers in `statistics`.
void insertPlannedBarriers(ConversionPatternRewriter &rewriter,
                           const BarrierPlans &plans, Operation *owner,
                           Block &block, Value commandBuffer,
                           ConversionStatistics &statistics) {
  SmallVector<Operation *> items;
  for (Operation &op : block)
    if (!op.hasTrait<OpTrait::IsTerminator>())
      items.push_back(&op);
  BlockBarrierPlan slots = plans.lookup(owner, items.size());
  OpBuilder::InsertionGuard guard(rewriter);
  for (auto [item, slot] : llvm::zip_equal(items, slots)) {
    if (!slot) {
      ++statistics.numBarriersElided;
      continue;
    }
    rewriter.setInsertionPointAfter(item);
    compat::createOp<hal::CommandBufferExecutionBarrierOp>(
        rewriter, owner->getLoc(), commandBuffer, slot->source, slot->target,
        hal::ExecutionBarrierFlagBitfield::None);
    ++statistics.numBarriers;
  }
}

/// Erases the block's stream.yield (docs/design/decisions.md#porting-7: simpler
/// than letting it move into the middle of the parent block).
void eraseYield(ConversionPatternRewriter &rewriter,
                CommandBufferMapping &mapping, Block &block) {
  if (block.empty())
    return;
  if (auto yieldOp = dyn_cast<stream::YieldOp>(block.back())) {
    mapping.forget(yieldOp);
    rewriter.eraseOp(yieldOp);
  }
}

//===----------------------------------------------------------------------===//
// stream.cmd.execute / serial / concurrent (docs/design/commands.md#overview)
//===----------------------------------------------------------------------===//

struct CmdExecuteOpPattern : public CommandPattern<stream::CmdExecuteOp> {
  CmdExecuteOpPattern(TypeConverter &typeConverter, MLIRContext *context,
                      std::shared_ptr<CommandConversionStates> states,
                      const ExecutionModel &model)
      : CommandPattern(typeConverter, context, std::move(states)),
        model(model) {}

  LogicalResult
  matchAndRewrite(stream::CmdExecuteOp executeOp, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ValueRange buffers = adaptor.getResourceOperands();
    FailureOr<Block *> body =
        getCommandBody(executeOp, executeOp.getBody(), buffers.size());
    if (failed(body))
      return failure();
    for (auto [index, buffer] : llvm::enumerate(buffers))
      if (failed(checkConvertedToBuffer(executeOp, buffer,
                                        "operand 'resource #" + Twine(index) +
                                            "'")))
        return failure();
    CommandConversionState *state = states->find(executeOp);
    if (!state)
      return failure();
    if (failed(model.checkAwaitTimepoint(executeOp,
                                         adaptor.getAwaitTimepoint())))
      return failure();
    CommandBufferMapping &mapping = state->commandBuffers;
    if (!mapping.canRecord(**body))
      return executeOp.emitError()
             << "internal error: stream.cmd.execute recorded twice";

    Location loc = executeOp.getLoc();
    // Categories come from the body before barriers are inserted.
    hal::CommandCategoryBitfield categories =
        deriveCommandCategories(executeOp.getBody());
    // Between begin and end, whichever way the buffer is recorded: the
    // body's commands with the planned barriers.
    auto recordBody = [&](Value commandBuffer) {
      mapping.record(**body, commandBuffer);
      insertPlannedBarriers(rewriter, state->barrierPlans, executeOp, **body,
                            commandBuffer, state->statistics);
      compat::createOp<hal::CommandBufferBeginOp>(rewriter, loc, commandBuffer);
      auto endOp = compat::createOp<hal::CommandBufferEndOp>(rewriter, loc,
                                                             commandBuffer);
      eraseYield(rewriter, mapping, **body);
      rewriter.inlineBlockBefore(*body, endOp, buffers);
    };

    Value timepoint;
    const ExecuteReusePlan *plan = state->reusePlans.lookup(executeOp);
    if (plan && !plan->oneShotReason) {
      // docs/design/reusable.md#emitted-ir.
      timepoint = buildReusableExecute(
          rewriter, executeOp, *plan, buffers, adaptor.getOperandSizes(),
          adaptor.getAwaitTimepoint(), categories, [&](Value commandBuffer) {
            state->reusableCommandBuffers.insert(commandBuffer);
            recordBody(commandBuffer);
          });
    } else {
      Value device = lookupDevice(rewriter, loc);
      Value commandBuffer =
          compat::createOp<hal::CommandBufferCreateOp>(
              rewriter, loc, hal::CommandBufferType::get(getContext()), device,
              model.getCommandBufferMode(executeOp), categories)
              .getResult();
      recordBody(commandBuffer);
      timepoint = model.submitCommandBuffer(rewriter, loc, device,
                                            commandBuffer,
                                            adaptor.getAwaitTimepoint());
    }
    rewriter.replaceOp(executeOp, timepoint);
    ++state->statistics.numExecuteRegions;
    ++state->statistics.numCommandBuffers;
    return success();
  }

private:
  const ExecutionModel &model;
};

/// serial (with barriers) and concurrent (without) are inlined in place.
template <typename OpTy, bool serializes>
struct CmdGroupOpPattern : public CommandPattern<OpTy> {
  using CommandPattern<OpTy>::CommandPattern;

  LogicalResult
  matchAndRewrite(OpTy groupOp, typename OpTy::Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    CommandConversionState *state = this->states->find(groupOp);
    if (!state)
      return failure();
    CommandBufferMapping &mapping = state->commandBuffers;
    Value commandBuffer = mapping.lookup(groupOp);
    if (!commandBuffer)
      return emitNotInExecuteError(groupOp);
    FailureOr<Block *> body =
        getCommandBody(groupOp, groupOp.getBody(), /*numArguments=*/0);
    if (failed(body))
      return failure();
    if (!mapping.canRecord(**body))
      return groupOp.emitError()
             << "internal error: '" << groupOp->getName()
             << "' recorded twice";

    mapping.record(**body, commandBuffer);
    if constexpr (serializes)
      insertPlannedBarriers(rewriter, state->barrierPlans, groupOp, **body,
                            commandBuffer, state->statistics);
    eraseYield(rewriter, mapping, **body);
    rewriter.inlineBlockBefore(*body, groupOp);
    mapping.forget(groupOp);
    rewriter.eraseOp(groupOp);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Commands (docs/design/commands.md#command-ops)
//===----------------------------------------------------------------------===//

/// flush, invalidate and discard record nothing (the barriers placed after
/// them stay).
template <typename OpTy>
struct CmdEraseOpPattern : public CommandPattern<OpTy> {
  using CommandPattern<OpTy>::CommandPattern;

  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    CommandConversionState *state = this->states->find(op);
    if (!state)
      return failure();
    state->commandBuffers.forget(op);
    rewriter.eraseOp(op);
    return success();
  }
};

struct CmdFillOpPattern : public CommandPattern<stream::CmdFillOp> {
  using CommandPattern::CommandPattern;

  LogicalResult
  matchAndRewrite(stream::CmdFillOp fillOp, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    CommandConversionState *state = states->find(fillOp);
    if (!state)
      return failure();
    Value commandBuffer = state->commandBuffers.lookup(fillOp);
    if (!commandBuffer)
      return emitNotInExecuteError(fillOp);
    if (failed(checkConvertedToBuffer(fillOp, adaptor.getTarget(),
                                      "operand 'target'")))
      return failure();
    FailureOr<const CommandSlotAccesses *> slots =
        findSlotAccesses(*state, fillOp, commandBuffer, /*numAccesses=*/1);
    if (failed(slots))
      return failure();
    Location loc = fillOp.getLoc();
    RecordedRange target = bindSlotAccess(
        rewriter, loc, getSlotAccess(*slots, 0),
        {adaptor.getTarget(), adaptor.getTargetOffset(),
         adaptor.getTargetLength()});
    compat::createOp<hal::CommandBufferFillBufferOp>(
        rewriter, loc, commandBuffer, target.buffer, target.offset,
        target.length, adaptor.getValue());
    state->commandBuffers.forget(fillOp);
    rewriter.eraseOp(fillOp);
    ++state->statistics.numFills;
    return success();
  }
};

struct CmdCopyOpPattern : public CommandPattern<stream::CmdCopyOp> {
  using CommandPattern::CommandPattern;

  LogicalResult
  matchAndRewrite(stream::CmdCopyOp copyOp, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    CommandConversionState *state = states->find(copyOp);
    if (!state)
      return failure();
    Value commandBuffer = state->commandBuffers.lookup(copyOp);
    if (!commandBuffer)
      return emitNotInExecuteError(copyOp);
    if (failed(checkConvertedToBuffer(copyOp, adaptor.getSource(),
                                      "operand 'source'")) ||
        failed(checkConvertedToBuffer(copyOp, adaptor.getTarget(),
                                      "operand 'target'")))
      return failure();
    FailureOr<const CommandSlotAccesses *> slots =
        findSlotAccesses(*state, copyOp, commandBuffer, /*numAccesses=*/2);
    if (failed(slots))
      return failure();
    Location loc = copyOp.getLoc();
    RecordedRange source = bindSlotAccess(
        rewriter, loc, getSlotAccess(*slots, 0),
        {adaptor.getSource(), adaptor.getSourceOffset(), adaptor.getLength()});
    RecordedRange target = bindSlotAccess(
        rewriter, loc, getSlotAccess(*slots, 1),
        {adaptor.getTarget(), adaptor.getTargetOffset(), adaptor.getLength()});
    compat::createOp<hal::CommandBufferCopyBufferOp>(
        rewriter, loc, commandBuffer, source.buffer, source.offset,
        target.buffer, target.offset, adaptor.getLength());
    state->commandBuffers.forget(copyOp);
    rewriter.eraseOp(copyOp);
    ++state->statistics.numCopies;
    return success();
  }
};

/// stream.yield outside a command region (those erase their own,
/// docs/design/commands.md#stream-yield).
struct ElideYieldOpPattern : public OpConversionPattern<stream::YieldOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(stream::YieldOp yieldOp, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.eraseOp(yieldOp);
    return success();
  }
};

} // namespace

std::shared_ptr<CommandConversionStates>
populateCommandPatterns(MLIRContext *context, TypeConverter &typeConverter,
                        RewritePatternSet &patterns,
                        const ExecutionModel &model) {
  auto states = std::make_shared<CommandConversionStates>();
  patterns.add<CmdEraseOpPattern<stream::CmdFlushOp>,
               CmdEraseOpPattern<stream::CmdInvalidateOp>,
               CmdEraseOpPattern<stream::CmdDiscardOp>, CmdFillOpPattern,
               CmdCopyOpPattern>(typeConverter, context, states);
  patterns.add<CmdExecuteOpPattern>(typeConverter, context, states, model);
  patterns.add<CmdGroupOpPattern<stream::CmdSerialOp, /*serializes=*/true>,
               CmdGroupOpPattern<stream::CmdConcurrentOp,
                                 /*serializes=*/false>>(typeConverter, context,
                                                        states);
  populateDispatchPatterns(context, typeConverter, patterns, states);
  patterns.add<ElideYieldOpPattern>(typeConverter, context);
  return states;
}

} // namespace mlir::stream_to_hal
