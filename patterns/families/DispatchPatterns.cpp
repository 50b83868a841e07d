//===- DispatchPatterns.cpp - stream.cmd.dispatch to hal ------------------===//
//
// docs/design/dispatch.md#overview: a dispatch is recorded inside a
// hal.device.switch on the command buffer's device, with one case per variant
// of the target hal.executable, each pushing constants and descriptor sets
// through the variant's entry-point layout and dispatching it by symbol.
// Everything that can fail (docs/design/dispatch.md#resolution) is checked
// before the first op is created. The pattern leaves a marker; the switch is
// built after the conversion (CommandConversionState.h says why).
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/patterns/families/DispatchPatterns.h"
#include "StreamToHAL/patterns/builders/OperandChecks.h"
#include "StreamToHAL/patterns/builders/DeviceSwitchBuilder.h"
#include "StreamToHAL/patterns/families/Patterns.h"
#include "StreamToHAL/patterns/builders/WorkgroupCount.h"
#include "StreamToHAL/patterns/models/CommandBufferReuseStrategy.h"

#include "StreamToHAL/dialects/Compat.h"
#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/stream/StreamDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#include <optional>
#include <string>

namespace mlir::stream_to_hal {
namespace {

/// The discardable attribute interface materialization puts on dispatch sites.
constexpr StringLiteral kBindingsAttrName = "hal.interface.bindings";

/// On a dispatch's marker: its index in pendingDispatches.
constexpr StringLiteral kPendingDispatchAttrName = "stream_to_hal.pending_dispatch";

/// Everything the dispatch lowering needs, resolved and checked.
struct ResolvedDispatch {
  Value commandBuffer;
  hal::ExecutableOp executable;
  SmallVector<DispatchCase> cases;
  SmallVector<hal::InterfaceBindingAttr> bindings;
};

struct CmdDispatchOpPattern : public OpConversionPattern<stream::CmdDispatchOp> {
  CmdDispatchOpPattern(TypeConverter &typeConverter, MLIRContext *context,
                       std::shared_ptr<CommandConversionStates> states)
      : OpConversionPattern(typeConverter, context), states(std::move(states)) {}

  LogicalResult
  matchAndRewrite(stream::CmdDispatchOp dispatchOp, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    CommandConversionState *state = states->find(dispatchOp);
    if (!state)
      return failure();
    FailureOr<ResolvedDispatch> resolved = resolve(*state, dispatchOp, adaptor);
    if (failed(resolved))
      return failure();

    FailureOr<const CommandSlotAccesses *> slots = findSlotAccesses(
        *state, dispatchOp, resolved->commandBuffer,
        adaptor.getResources().size());
    if (failed(slots))
      return failure();

    Location loc = dispatchOp.getLoc();
    // The device is dynamic: whatever the command buffer was created for.
    Value device = compat::createOp<hal::CommandBufferDeviceOp>(
                       rewriter, loc, hal::DeviceType::get(getContext()),
                       resolved->commandBuffer)
                       .getResult();
    SmallVector<Value> operands = {device, resolved->commandBuffer};
    llvm::append_range(operands, adaptor.getUniformOperands());
    llvm::append_range(operands, adaptor.getResources());
    llvm::append_range(operands, adaptor.getResourceOffsets());
    llvm::append_range(operands, adaptor.getResourceLengths());
    llvm::append_range(operands, adaptor.getWorkgroupCount());
    Operation *marker = compat::createOp<UnrealizedConversionCastOp>(
        rewriter, loc, TypeRange{}, operands);
    // The marker names its entry, so that finishing finds markers by walking
    // the IR rather than trusting pointers across the driver's rollbacks.
    marker->setAttr(kPendingDispatchAttrName,
                    rewriter.getI64IntegerAttr(static_cast<int64_t>(
                        state->pendingDispatches.size())));
    state->pendingDispatches.push_back(
        {marker, resolved->executable, std::move(resolved->cases),
         std::move(resolved->bindings),
         static_cast<unsigned>(adaptor.getUniformOperands().size()),
         static_cast<unsigned>(adaptor.getResources().size()),
         *slots ? **slots : CommandSlotAccesses()});

    state->commandBuffers.forget(dispatchOp);
    rewriter.eraseOp(dispatchOp);
    ++state->statistics.numDispatches;
    return success();
  }

private:
  /// docs/design/dispatch.md#resolution; docs/design/failures.md A1, A8-A12,
  /// E3, F3, F5, in that order of resolution; emits the located diagnostic of
  /// the first problem found.
  FailureOr<ResolvedDispatch> resolve(CommandConversionState &state,
                                      stream::CmdDispatchOp dispatchOp,
                                      OpAdaptor adaptor) const {
    ResolvedDispatch resolved;
    resolved.commandBuffer = state.commandBuffers.lookup(dispatchOp);
    if (!resolved.commandBuffer)
      return emitNotInExecuteError(dispatchOp);

    // 1. The executable, through the cached symbol tables.
    SymbolRefAttr entryPointRef = dispatchOp.getEntryPoint();
    StringAttr executableName = entryPointRef.getRootReference();
    Operation *symbol =
        states->lookupNearestSymbolFrom(state, dispatchOp, executableName);
    if (!symbol)
      return dispatchOp.emitError() << "dispatch target executable @"
                                    << executableName.getValue()
                                    << " not found";
    resolved.executable = dyn_cast<hal::ExecutableOp>(symbol);
    if (!resolved.executable)
      return dispatchOp.emitError() << "symbol @" << executableName.getValue()
                                    << " is not a hal.executable";

    // 2./3. The variants in block order, each with its entry point.
    StringAttr entryName = entryPointRef.getLeafReference();
    for (auto variant :
         resolved.executable.getBody().getOps<hal::ExecutableVariantOp>()) {
      auto entryPoint = dyn_cast_or_null<hal::ExecutableEntryPointOp>(
          states->lookupSymbolIn(state, variant, entryName));
      if (!entryPoint)
        return variant.emitError()
               << "hal.executable.variant is missing the flow entry point for "
               << entryPointRef;
      resolved.cases.push_back({variant, entryPoint});
    }
    if (resolved.cases.empty())
      return dispatchOp.emitError()
             << "executable @" << executableName.getValue()
             << " has no variants to dispatch";

    // 4. Push constants are i32 after operand packing.
    for (auto [index, operand] : llvm::enumerate(adaptor.getUniformOperands()))
      if (!operand.getType().isInteger(32))
        return dispatchOp.emitError()
               << "push constant operand #" << index << " has type "
               << typeToString(operand.getType()) << "; expected i32";

    // 5. One interface binding per resource (extra entries are ignored).
    ValueRange buffers = adaptor.getResources();
    if (adaptor.getResourceOffsets().size() != buffers.size() ||
        adaptor.getResourceLengths().size() != buffers.size())
      return dispatchOp.emitError()
             << "dispatch with " << buffers.size()
             << " resources has mismatched offsets and lengths";
    for (auto [index, buffer] : llvm::enumerate(buffers))
      if (failed(checkConvertedToBuffer(dispatchOp, buffer,
                                        "resource #" + Twine(index))))
        return failure();
    auto bindingsAttr = dyn_cast_or_null<ArrayAttr>(
        dispatchOp->getDiscardableAttr(kBindingsAttrName));
    if (!bindingsAttr)
      return dispatchOp.emitError()
             << "missing '" << kBindingsAttrName
             << "' array attribute on dispatch";
    if (bindingsAttr.size() < buffers.size())
      return dispatchOp.emitError()
             << "'" << kBindingsAttrName << "' has " << bindingsAttr.size()
             << " entries for " << buffers.size() << " resources";
    for (size_t index = 0; index < buffers.size(); ++index) {
      auto binding = dyn_cast<hal::InterfaceBindingAttr>(bindingsAttr[index]);
      if (!binding)
        return dispatchOp.emitError()
               << "'" << kBindingsAttrName << "' entry #" << index
               << " is not a #hal.interface.binding";
      resolved.bindings.push_back(binding);
    }

    // 6. Workgroup counts, per entry point.
    for (DispatchCase dispatchCase : resolved.cases)
      if (std::optional<std::string> error = getWorkgroupCountError(
              dispatchCase.entryPoint, adaptor.getWorkgroupCount()))
        return dispatchOp.emitError() << *error;
    return resolved;
  }

  std::shared_ptr<CommandConversionStates> states;
};

/// The values a pending dispatch's switch uses, read from its marker.
struct DispatchOperands {
  Value device;
  Value commandBuffer;
  ValueRange pushConstants;
  ValueRange resources;
  ValueRange resourceOffsets;
  ValueRange resourceLengths;
  ValueRange workgroupCount;
};

DispatchOperands getDispatchOperands(PendingDispatch &dispatch) {
  ValueRange operands = dispatch.marker->getOperands();
  DispatchOperands result;
  result.device = operands[0];
  result.commandBuffer = operands[1];
  operands = operands.drop_front(2);
  auto take = [&](unsigned count) {
    ValueRange taken = operands.take_front(count);
    operands = operands.drop_front(count);
    return taken;
  };
  result.pushConstants = take(dispatch.numUniformOperands);
  result.resources = take(dispatch.numResources);
  result.resourceOffsets = take(dispatch.numResources);
  result.resourceLengths = take(dispatch.numResources);
  result.workgroupCount = operands;
  return result;
}

/// Fills one switch case (docs/design/dispatch.md#emitted-switch) at the
/// builder's insertion point; the caller adds the hal.return.
LogicalResult recordCase(OpBuilder &builder, Location loc,
                         PendingDispatch &dispatch,
                         const DispatchOperands &operands,
                         DispatchCase dispatchCase) {
  Value commandBuffer = operands.commandBuffer;
  Value layout = compat::createOp<hal::ExecutableLayoutLookupOp>(
                     builder, loc,
                     hal::ExecutableLayoutType::get(builder.getContext()),
                     operands.device, dispatchCase.entryPoint.getLayout())
                     .getResult();

  // Push constants: all operands, base offset always 0.
  if (!operands.pushConstants.empty())
    compat::createOp<hal::CommandBufferPushConstantsOp>(
        builder, loc, commandBuffer, layout, builder.getIndexAttr(0),
        operands.pushConstants);

  // One push per run of consecutive resources in the same set; sets are
  // neither sorted nor merged.
  std::optional<int64_t> currentSet;
  SmallVector<hal::DescriptorSetBindingValue, 4> pending;
  auto flush = [&]() {
    Value set =
        compat::createOp<arith::ConstantIndexOp>(builder, loc, *currentSet);
    compat::createOp<hal::CommandBufferPushDescriptorSetOp>(
        builder, loc, commandBuffer, layout, set, pending);
    pending.clear();
  };
  for (auto [index, binding] : llvm::enumerate(dispatch.bindings)) {
    if (currentSet && *currentSet != binding.getSet())
      flush();
    currentSet = binding.getSet();
    Value ordinal =
        compat::createOp<arith::ConstantIndexOp>(builder, loc,
                                                 binding.getBinding());
    // In a reusable execute, the slot constants follow the ordinal
    // (docs/design/reusable.md#emitted-ir).
    RecordedRange range = bindSlotAccess(
        builder, loc,
        index < dispatch.slotAccesses.size() ? dispatch.slotAccesses[index]
                                             : std::nullopt,
        {operands.resources[index], operands.resourceOffsets[index],
         operands.resourceLengths[index]});
    pending.push_back({ordinal, range.buffer, range.offset, range.length});
  }
  if (currentSet)
    flush();

  FailureOr<std::array<Value, 3>> counts = buildWorkgroupCount(
      builder, loc, dispatchCase.entryPoint, operands.workgroupCount);
  if (failed(counts))
    return failure();

  // @executable::@variant::@entry_point
  auto target = SymbolRefAttr::get(
      dispatch.executable.getSymNameAttr(),
      {FlatSymbolRefAttr::get(dispatchCase.variant.getSymNameAttr()),
       FlatSymbolRefAttr::get(dispatchCase.entryPoint.getSymNameAttr())});
  compat::createOp<hal::CommandBufferDispatchSymbolOp>(
      builder, loc, commandBuffer, target, (*counts)[0], (*counts)[1],
      (*counts)[2]);
  return success();
}

/// Replaces the dispatch's marker by its hal.device.switch.
LogicalResult buildDispatchSwitch(PendingDispatch &dispatch) {
  Operation *marker = dispatch.marker;
  Location loc = marker->getLoc();
  DispatchOperands operands = getDispatchOperands(dispatch);
  SmallVector<Attribute> conditions;
  for (DispatchCase dispatchCase : dispatch.cases)
    conditions.push_back(
        dispatchCase.variant.getTarget().getMatchExpression());
  OpBuilder builder(marker);
  FailureOr<DeviceSwitchBuilder> switchBuilder = DeviceSwitchBuilder::create(
      builder, loc, /*resultTypes=*/{}, operands.device, conditions);
  if (failed(switchBuilder))
    return emitError(loc)
           << "internal error: cannot build the hal.device.switch";
  for (auto [index, dispatchCase] : llvm::enumerate(dispatch.cases)) {
    builder.setInsertionPointToEnd(switchBuilder->getCaseBlock(index));
    if (failed(recordCase(builder, loc, dispatch, operands, dispatchCase)) ||
        failed(switchBuilder->terminateCase(index, /*results=*/{})))
      return emitError(loc)
             << "internal error: cannot record the dispatch for variant @"
             << dispatchCase.variant.getSymName();
  }
  marker->erase();
  return success();
}

} // namespace

LogicalResult buildPendingDeviceSwitches(CommandConversionState &state,
                                         Operation *converted,
                                         bool conversionSucceeded) {
  std::vector<PendingDispatch> pending;
  pending.swap(state.pendingDispatches);
  if (!conversionSucceeded || pending.empty())
    return success();
  // Markers are children of blocks that dispatches were in; collect them
  // first, since building a switch inserts ops where the walk would go.
  SmallVector<std::pair<Operation *, size_t>> markers;
  converted->walk([&](UnrealizedConversionCastOp cast) {
    auto index =
        dyn_cast_or_null<IntegerAttr>(cast->getAttr(kPendingDispatchAttrName));
    if (index && cast->getNumResults() == 0 &&
        index.getValue().ult(pending.size()))
      markers.push_back({cast, index.getValue().getZExtValue()});
  });
  // A dispatch whose marker is gone would vanish from the output: refuse.
  if (markers.size() != pending.size())
    return converted->emitError()
           << "internal error: " << pending.size() - markers.size()
           << " lowered dispatch(es) lost their markers";
  for (auto [marker, index] : markers) {
    PendingDispatch &dispatch = pending[index];
    if (dispatch.marker != marker)
      return marker->emitError("internal error: stray dispatch marker");
    if (failed(buildDispatchSwitch(dispatch)))
      return failure();
    ++state.statistics.numDeviceSwitches;
  }
  return success();
}

void populateDispatchPatterns(MLIRContext *context,
                              TypeConverter &typeConverter,
                              RewritePatternSet &patterns,
                              std::shared_ptr<CommandConversionStates> states) {
  patterns.add<CmdDispatchOpPattern>(typeConverter, context, std::move(states));
}

} // namespace mlir::stream_to_hal
