//===- DispatchPatterns.cpp - stream.cmd.dispatch to hal ------------------===//
//
// conversion.md §10: a dispatch is recorded inside a hal.device.switch on the
// command buffer's device, with one case per variant of the target
// hal.executable, each pushing constants and descriptor sets through the
// variant's entry-point layout and dispatching it by symbol. Everything that
// can fail (§10.1, §14) is checked before the first op is created.
//
//===----------------------------------------------------------------------===//
#include "patterns/CommandRecording.h"
#include "patterns/DeviceSwitchBuilder.h"
#include "patterns/Patterns.h"
#include "patterns/WorkgroupCount.h"

#include "dialects/Compat.h"
#include "dialects/hal/HALDialect.h"
#include "dialects/stream/StreamDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#include <optional>
#include <string>

namespace mlir::stream_to_hal {
namespace {

/// The discardable attribute interface materialization puts on dispatch sites.
constexpr StringLiteral kBindingsAttrName = "hal.interface.bindings";

/// One case of the switch: a variant and its entry point for the dispatch.
struct DispatchCase {
  hal::ExecutableVariantOp variant;
  hal::ExecutableEntryPointOp entryPoint;
};

/// Everything the dispatch lowering needs, resolved and checked.
struct ResolvedDispatch {
  Value commandBuffer;
  hal::ExecutableOp executable;
  SmallVector<DispatchCase> cases;
  SmallVector<hal::InterfaceBindingAttr> bindings;
};

struct CmdDispatchOpPattern : public OpConversionPattern<stream::CmdDispatchOp> {
  CmdDispatchOpPattern(TypeConverter &typeConverter, MLIRContext *context,
                       std::shared_ptr<CommandConversionState> state)
      : OpConversionPattern(typeConverter, context), state(std::move(state)) {}

  LogicalResult
  matchAndRewrite(stream::CmdDispatchOp dispatchOp, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<ResolvedDispatch> resolved = resolve(dispatchOp, adaptor);
    if (failed(resolved))
      return failure();

    Location loc = dispatchOp.getLoc();
    Value commandBuffer = resolved->commandBuffer;
    // The device is dynamic: whatever the command buffer was created for.
    Value device = compat::createOp<hal::CommandBufferDeviceOp>(
                       rewriter, loc, hal::DeviceType::get(getContext()),
                       commandBuffer)
                       .getResult();
    SmallVector<Attribute> conditions;
    for (DispatchCase dispatchCase : resolved->cases)
      conditions.push_back(dispatchCase.variant.getTarget().getMatchExpression());
    // The switch is built detached and then inserted whole: the rewriter
    // tracks one new op instead of every op of every case, which is most of
    // the pass's output (docs/benchmark.md). A rollback still erases it.
    OpBuilder detachedBuilder(getContext());
    FailureOr<DeviceSwitchBuilder> switchBuilder = DeviceSwitchBuilder::create(
        detachedBuilder, loc, /*resultTypes=*/{}, device, conditions);
    if (failed(switchBuilder))
      return dispatchOp.emitError()
             << "internal error: cannot build the hal.device.switch";

    for (auto [index, dispatchCase] : llvm::enumerate(resolved->cases)) {
      detachedBuilder.setInsertionPointToEnd(
          switchBuilder->getCaseBlock(index));
      if (failed(recordCase(detachedBuilder, loc, device, *resolved,
                            dispatchCase, adaptor)) ||
          failed(switchBuilder->terminateCase(index, /*results=*/{}))) {
        switchBuilder->getOp()->erase();
        return dispatchOp.emitError()
               << "internal error: cannot record the dispatch for variant @"
               << dispatchCase.variant.getSymName();
      }
    }
    rewriter.insert(switchBuilder->getOp());

    state->commandBuffers.forget(dispatchOp);
    rewriter.eraseOp(dispatchOp);
    return success();
  }

private:
  /// conversion.md §10.1 and §14 A1, A8-A12, E3, F3, F5, in that order of
  /// resolution; emits the located diagnostic of the first problem found.
  FailureOr<ResolvedDispatch> resolve(stream::CmdDispatchOp dispatchOp,
                                      OpAdaptor adaptor) const {
    ResolvedDispatch resolved;
    resolved.commandBuffer = state->commandBuffers.lookup(dispatchOp);
    if (!resolved.commandBuffer)
      return emitNotInExecuteError(dispatchOp);

    // 1. The executable, through the cached symbol tables.
    SymbolRefAttr entryPointRef = dispatchOp.getEntryPoint();
    StringAttr executableName = entryPointRef.getRootReference();
    Operation *symbol = state->symbolTables.lookupNearestSymbolFrom(
        dispatchOp, executableName);
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
          state->symbolTables.lookupSymbolIn(variant, entryName));
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
      if (!isa<hal::BufferType>(buffer.getType()))
        return dispatchOp.emitError()
               << "resource #" << index
               << " was not converted to !hal.buffer (got "
               << typeToString(buffer.getType()) << ")";
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

  /// Fills one switch case (conversion.md §10.2 a-e) at the builder's
  /// insertion point; the caller adds the hal.return.
  static LogicalResult recordCase(OpBuilder &builder,
                                  Location loc, Value device,
                                  ResolvedDispatch &resolved,
                                  DispatchCase dispatchCase,
                                  OpAdaptor adaptor) {
    Value commandBuffer = resolved.commandBuffer;
    Value layout = compat::createOp<hal::ExecutableLayoutLookupOp>(
                       builder, loc,
                       hal::ExecutableLayoutType::get(builder.getContext()),
                       device, dispatchCase.entryPoint.getLayout())
                       .getResult();

    // Push constants: all operands, base offset always 0.
    ValueRange pushConstants = adaptor.getUniformOperands();
    if (!pushConstants.empty())
      compat::createOp<hal::CommandBufferPushConstantsOp>(
          builder, loc, commandBuffer, layout, builder.getIndexAttr(0),
          pushConstants);

    // One push per run of consecutive resources in the same set; sets are
    // neither sorted nor merged.
    std::optional<int64_t> currentSet;
    SmallVector<hal::DescriptorSetBindingValue, 4> pending;
    auto flush = [&]() {
      Value set = compat::createOp<arith::ConstantIndexOp>(builder, loc,
                                                           *currentSet);
      compat::createOp<hal::CommandBufferPushDescriptorSetOp>(
          builder, loc, commandBuffer, layout, set, pending);
      pending.clear();
    };
    for (auto [index, binding] : llvm::enumerate(resolved.bindings)) {
      if (currentSet && *currentSet != binding.getSet())
        flush();
      currentSet = binding.getSet();
      Value ordinal = compat::createOp<arith::ConstantIndexOp>(
          builder, loc, binding.getBinding());
      pending.push_back({ordinal, adaptor.getResources()[index],
                         adaptor.getResourceOffsets()[index],
                         adaptor.getResourceLengths()[index]});
    }
    if (currentSet)
      flush();

    FailureOr<std::array<Value, 3>> counts = buildWorkgroupCount(
        builder, loc, dispatchCase.entryPoint, adaptor.getWorkgroupCount());
    if (failed(counts))
      return failure();

    // @executable::@variant::@entry_point
    auto target = SymbolRefAttr::get(
        resolved.executable.getSymNameAttr(),
        {FlatSymbolRefAttr::get(dispatchCase.variant.getSymNameAttr()),
         FlatSymbolRefAttr::get(dispatchCase.entryPoint.getSymNameAttr())});
    compat::createOp<hal::CommandBufferDispatchSymbolOp>(
        builder, loc, commandBuffer, target, (*counts)[0], (*counts)[1],
        (*counts)[2]);
    return success();
  }

  std::shared_ptr<CommandConversionState> state;
};

} // namespace

void populateDispatchPatterns(MLIRContext *context,
                              TypeConverter &typeConverter,
                              RewritePatternSet &patterns,
                              std::shared_ptr<CommandConversionState> state) {
  patterns.add<CmdDispatchOpPattern>(typeConverter, context, std::move(state));
}

} // namespace mlir::stream_to_hal
