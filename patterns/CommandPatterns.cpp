//===- CommandPatterns.cpp - stream.cmd.* ops to hal ----------------------===//
//
// Command-buffer recording (conversion.md §8.4, §8.6, §9): every
// stream.cmd.execute becomes a one-shot command buffer that is created,
// recorded with the execution barriers planned for it (BarrierPlanner.h),
// ended, and submitted as the execution model says (waited on at once when
// sync, queued between fences when async). The dispatch pattern lives in
// DispatchPatterns.cpp.
//
//===----------------------------------------------------------------------===//
#include "patterns/CommandRecording.h"
#include "patterns/DeviceLookup.h"
#include "patterns/ExecutionModel.h"
#include "patterns/Patterns.h"

#include "dialects/Compat.h"
#include "dialects/hal/HALDialect.h"
#include "dialects/stream/StreamDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::stream_to_hal {

//===----------------------------------------------------------------------===//
// CommandBufferMapping
//===----------------------------------------------------------------------===//

bool CommandBufferMapping::canRecord(Block &block) const {
  return llvm::none_of(block, [&](Operation &op) {
    return commandBuffers.contains(&op);
  });
}

void CommandBufferMapping::record(Block &block, Value commandBuffer) {
  for (Operation &op : block)
    commandBuffers.try_emplace(&op, commandBuffer);
}

Value CommandBufferMapping::lookup(Operation *op) const {
  for (Operation *current = op; current; current = current->getParentOp()) {
    auto it = commandBuffers.find(current);
    if (it != commandBuffers.end())
      return it->second;
  }
  return {};
}

//===----------------------------------------------------------------------===//
// ConversionCounts and CommandConversionStates
//===----------------------------------------------------------------------===//

ConversionCounts &ConversionCounts::operator+=(const ConversionCounts &other) {
  executeRegions += other.executeRegions;
  commandBuffers += other.commandBuffers;
  dispatches += other.dispatches;
  deviceSwitches += other.deviceSwitches;
  barriers += other.barriers;
  barriersElided += other.barriersElided;
  queueOperations += other.queueOperations;
  fills += other.fills;
  copies += other.copies;
  return *this;
}

void CommandConversionStates::prepare(ArrayRef<Operation *> roots) {
  container = roots.empty() ? nullptr : roots.front()->getParentOp();
  rootIndices.clear();
  states.clear();
  symbolTables.clear();
  for (auto [index, root] : llvm::enumerate(roots)) {
    rootIndices.try_emplace(root, index);
    states.push_back(std::make_unique<CommandConversionState>());
  }
  // Dispatches resolve executables in the container and entry points in
  // their variants; the conversions never change either.
  if (!container || !container->hasTrait<OpTrait::SymbolTable>() ||
      container->getNumRegions() != 1 || !container->getRegion(0).hasOneBlock())
    return;
  symbolTables.try_emplace(container, std::make_unique<SymbolTable>(container));
  for (auto executable :
       container->getRegion(0).front().getOps<hal::ExecutableOp>())
    for (auto variant :
         executable.getBody().getOps<hal::ExecutableVariantOp>())
      if (variant->getRegion(0).hasOneBlock())
        symbolTables.try_emplace(variant,
                                 std::make_unique<SymbolTable>(variant));
}

CommandConversionState *CommandConversionStates::find(Operation *op) const {
  Operation *root = op;
  while (root && root->getParentOp() != container)
    root = root->getParentOp();
  auto it = root ? rootIndices.find(root) : rootIndices.end();
  if (it == rootIndices.end()) {
    op->emitError() << "internal error: '" << op->getName()
                    << "' is converted outside the ops the pass prepared";
    return nullptr;
  }
  return states[it->second].get();
}

Operation *
CommandConversionStates::lookupNearestSymbolFrom(CommandConversionState &state,
                                                 Operation *from,
                                                 StringAttr name) const {
  Operation *symbolTableOp = SymbolTable::getNearestSymbolTable(from);
  return symbolTableOp ? lookupSymbolIn(state, symbolTableOp, name) : nullptr;
}

Operation *
CommandConversionStates::lookupSymbolIn(CommandConversionState &state,
                                        Operation *symbolTableOp,
                                        StringAttr name) const {
  auto it = symbolTables.find(symbolTableOp);
  if (it != symbolTables.end())
    return it->second->lookup(name);
  return state.localSymbolTables.lookupSymbolIn(symbolTableOp, name);
}

LogicalResult emitNotInExecuteError(Operation *op) {
  return op->emitError() << "'" << op->getName()
                         << "' must be nested within a stream.cmd.execute to "
                            "be converted";
}

std::string typeToString(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  type.print(os);
  return text;
}

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

/// Emits an error at `op` unless `value` (operand `name` after conversion) is
/// a !hal.buffer. The type converter guarantees it; this keeps a failed
/// conversion from turning into an invalid hal op.
LogicalResult checkBuffer(Operation *op, Value value, StringRef name) {
  if (isa<hal::BufferType>(value.getType()))
    return success();
  return op->emitError() << "operand '" << name
                         << "' was not converted to !hal.buffer (got "
                         << typeToString(value.getType()) << ")";
}

/// The body block of an execute/serial/concurrent op after checking the shape
/// that the syntax and verifiers guarantee (conversion.md §14.1, last
/// paragraph): one block with `numArguments` arguments.
FailureOr<Block *> getCommandBody(Operation *op, Region &body,
                                  size_t numArguments) {
  if (!body.hasOneBlock() || body.front().getNumArguments() != numArguments)
    return op->emitError() << "'" << op->getName()
                           << "' body must be a single block with "
                           << numArguments << " arguments to be converted";
  return &body.front();
}

/// conversion.md §9.4: Dispatch for every stream.cmd.dispatch at any depth,
/// Transfer for every other op (terminators included).
hal::CommandCategoryBitfield deriveCommandCategories(Region &region) {
  auto categories = hal::CommandCategoryBitfield::None;
  region.walk([&](Operation *op) {
    categories = categories | (isa<stream::CmdDispatchOp>(op)
                                   ? hal::CommandCategoryBitfield::Dispatch
                                   : hal::CommandCategoryBitfield::Transfer);
  });
  return categories;
}

/// conversion.md §9.5 / barriers.md §5.2: the barriers planned for the
/// sequential block `block` of `owner` (its body), each right after its item
/// and located at `owner`. The items are the block's non-terminator ops as
/// they are now (the snapshot keeps the barriers themselves out of the
/// iteration). Counts the recorded and the elided barriers in `counts`.
void insertPlannedBarriers(ConversionPatternRewriter &rewriter,
                           const BarrierPlans &plans, Operation *owner,
                           Block &block, Value commandBuffer,
                           ConversionCounts &counts) {
  SmallVector<Operation *> items;
  for (Operation &op : block)
    if (!op.hasTrait<OpTrait::IsTerminator>())
      items.push_back(&op);
  BlockBarrierPlan slots = plans.lookup(owner, items.size());
  OpBuilder::InsertionGuard guard(rewriter);
  for (auto [item, slot] : llvm::zip_equal(items, slots)) {
    if (!slot) {
      ++counts.barriersElided;
      continue;
    }
    rewriter.setInsertionPointAfter(item);
    compat::createOp<hal::CommandBufferExecutionBarrierOp>(
        rewriter, owner->getLoc(), commandBuffer, slot->source, slot->target,
        hal::ExecutionBarrierFlagBitfield::None);
    ++counts.barriers;
  }
}

/// Erases the block's stream.yield (porting note 7: simpler than letting it
/// move into the middle of the parent block).
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
// stream.cmd.execute / serial / concurrent (§9.1-§9.3)
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
      if (failed(checkBuffer(executeOp, buffer,
                             "resource #" + std::to_string(index))))
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
    Value device = lookupDevice(rewriter, loc);
    // Categories come from the body before barriers are inserted.
    hal::CommandCategoryBitfield categories =
        deriveCommandCategories(executeOp.getBody());
    Value commandBuffer =
        compat::createOp<hal::CommandBufferCreateOp>(
            rewriter, loc, hal::CommandBufferType::get(getContext()), device,
            model.getCommandBufferMode(executeOp), categories)
            .getResult();
    mapping.record(**body, commandBuffer);
    insertPlannedBarriers(rewriter, state->barrierPlans, executeOp, **body,
                          commandBuffer, state->counts);

    compat::createOp<hal::CommandBufferBeginOp>(rewriter, loc, commandBuffer);
    auto endOp =
        compat::createOp<hal::CommandBufferEndOp>(rewriter, loc, commandBuffer);
    eraseYield(rewriter, mapping, **body);
    rewriter.inlineBlockBefore(*body, endOp, buffers);

    Value timepoint = model.submitCommandBuffer(
        rewriter, loc, device, commandBuffer, adaptor.getAwaitTimepoint());
    rewriter.replaceOp(executeOp, timepoint);
    ++state->counts.executeRegions;
    ++state->counts.commandBuffers;
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
                            commandBuffer, state->counts);
    eraseYield(rewriter, mapping, **body);
    rewriter.inlineBlockBefore(*body, groupOp);
    mapping.forget(groupOp);
    rewriter.eraseOp(groupOp);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Commands (§8.4)
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
    if (failed(checkBuffer(fillOp, adaptor.getTarget(), "target")))
      return failure();
    compat::createOp<hal::CommandBufferFillBufferOp>(
        rewriter, fillOp.getLoc(), commandBuffer, adaptor.getTarget(),
        adaptor.getTargetOffset(), adaptor.getTargetLength(),
        adaptor.getValue());
    state->commandBuffers.forget(fillOp);
    rewriter.eraseOp(fillOp);
    ++state->counts.fills;
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
    if (failed(checkBuffer(copyOp, adaptor.getSource(), "source")) ||
        failed(checkBuffer(copyOp, adaptor.getTarget(), "target")))
      return failure();
    compat::createOp<hal::CommandBufferCopyBufferOp>(
        rewriter, copyOp.getLoc(), commandBuffer, adaptor.getSource(),
        adaptor.getSourceOffset(), adaptor.getTarget(),
        adaptor.getTargetOffset(), adaptor.getLength());
    state->commandBuffers.forget(copyOp);
    rewriter.eraseOp(copyOp);
    ++state->counts.copies;
    return success();
  }
};

/// stream.yield outside a command region (those erase their own, §8.6).
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
