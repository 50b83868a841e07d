//===- HALOps.cpp - The hal dialect's ops -------------------------------===//
#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/hal/HALSyntax.h"

#include "StreamToHAL/dialects/Compat.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::hal;

//===----------------------------------------------------------------------===//
// Result-name hints (docs/design/hal-dialect.md#result-name-hints)
//===----------------------------------------------------------------------===//

void ExSharedDeviceOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "device");
}

void DeviceAllocatorOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "allocator");
}

void AllocatorAllocateOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "buffer");
}

void AllocatorMapOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "mapped");
}

void AllocatorTryMapOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getDidMap(), "did_map");
  setNameFn(getResult(), "mapped");
}

void BufferSubspanOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "buffer");
}

void BufferLengthOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "len");
}

void BufferViewCreateOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "view");
}

void BufferViewBufferOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "buffer");
}

void CommandBufferCreateOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "cmd");
}

void ExecutableLayoutLookupOp::getAsmResultNames(
    OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "executable_layout");
}

void SemaphoreCreateOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "semaphore");
}

//===----------------------------------------------------------------------===//
// hal.device.query
//===----------------------------------------------------------------------===//

LogicalResult DeviceQueryOp::verify() {
  if (std::optional<TypedAttr> defaultValue = getDefaultValue()) {
    if (defaultValue->getType() != getValue().getType())
      return emitOpError()
             << "type mismatch between result and default value";
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Builders
//===----------------------------------------------------------------------===//

void BufferViewCreateOp::build(OpBuilder &builder, OperationState &state,
                               Value buffer, int32_t elementType,
                               int32_t encodingType, ValueRange shape) {
  Location loc = state.location;
  Value elementTypeValue = builder.createOrFold<arith::ConstantIntOp>(
      loc, static_cast<int64_t>(elementType), /*width=*/32u);
  Value encodingTypeValue = builder.createOrFold<arith::ConstantIntOp>(
      loc, static_cast<int64_t>(encodingType), /*width=*/32u);
  build(builder, state, buffer, elementTypeValue, encodingTypeValue, shape);
}

void BufferViewCreateOp::build(OpBuilder &builder, OperationState &state,
                               Value buffer, Value elementType,
                               Value encodingType, ValueRange shape) {
  state.addOperands({buffer, elementType, encodingType});
  state.addOperands(shape);
  state.addTypes(BufferViewType::get(builder.getContext()));
}

void CommandBufferPushDescriptorSetOp::build(
    OpBuilder &builder, OperationState &state, Value commandBuffer,
    Value executableLayout, int64_t set,
    ArrayRef<DescriptorSetBindingValue> bindings) {
  Value setValue =
      builder.createOrFold<arith::ConstantIndexOp>(state.location, set);
  build(builder, state, commandBuffer, executableLayout, setValue, bindings);
}

void CommandBufferPushDescriptorSetOp::build(
    OpBuilder &builder, OperationState &state, Value commandBuffer,
    Value executableLayout, Value set,
    ArrayRef<DescriptorSetBindingValue> bindings) {
  state.addOperands({commandBuffer, executableLayout, set});
  for (const DescriptorSetBindingValue &binding : bindings)
    state.addOperands(binding.ordinal);
  for (const DescriptorSetBindingValue &binding : bindings)
    state.addOperands(binding.buffer);
  for (const DescriptorSetBindingValue &binding : bindings)
    state.addOperands(binding.byteOffset);
  for (const DescriptorSetBindingValue &binding : bindings)
    state.addOperands(binding.byteLength);
}

LogicalResult CommandBufferPushDescriptorSetOp::verify() {
  // SameVariadicOperandSize splits the operands evenly; a remainder would be
  // silently dropped from every group.
  unsigned variadicCount = getNumOperands() - 3;
  if (variadicCount % 4 != 0)
    return emitOpError() << "expects the binding ordinals, buffers, offsets "
                            "and lengths to have the same number of values, "
                            "but has "
                         << variadicCount << " binding operands";
  for (Value buffer : getBindingBuffers())
    if (failed(verifyBindingTableSlot(*this, getCommandBuffer(), buffer)))
      return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// Canonicalization patterns
// (docs/design/hal-dialect.md#canonicalization-patterns)
//===----------------------------------------------------------------------===//

namespace {

/// hal.buffer_view.buffer of hal.buffer_view.create -> the created view's
/// buffer.
struct SkipBufferViewCreate : public OpRewritePattern<BufferViewBufferOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(BufferViewBufferOp op,
                                PatternRewriter &rewriter) const override {
    auto createOp = op.getBufferView().getDefiningOp<BufferViewCreateOp>();
    if (!createOp)
      return failure();
    rewriter.replaceOp(op, createOp.getBuffer());
    return success();
  }
};

/// hal.command_buffer.device of hal.command_buffer.create -> the device the
/// command buffer was created for.
struct SkipCommandBufferCreate
    : public OpRewritePattern<CommandBufferDeviceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(CommandBufferDeviceOp op,
                                PatternRewriter &rewriter) const override {
    auto createOp = op.getCommandBuffer().getDefiningOp<CommandBufferCreateOp>();
    if (!createOp)
      return failure();
    rewriter.replaceOp(op, createOp.getDevice());
    return success();
  }
};

/// If `buffer` is a hal.buffer.subspan, points `buffer`/`offset` at the
/// subspan's source buffer with `source_offset + offset` (created or folded
/// before `op`). Returns true when it changed them.
static bool foldSubspanIntoRange(Operation *op, OpOperand &buffer,
                                 OpOperand &offset,
                                 PatternRewriter &rewriter) {
  auto subspanOp = buffer.get().getDefiningOp<BufferSubspanOp>();
  if (!subspanOp)
    return false;
  rewriter.setInsertionPoint(op);
  Value newOffset = rewriter.createOrFold<arith::AddIOp>(
      op->getLoc(), subspanOp.getSourceOffset(), offset.get());
  rewriter.modifyOpInPlace(op, [&] {
    buffer.set(subspanOp.getSourceBuffer());
    offset.set(newOffset);
  });
  return true;
}

struct FoldFillBufferSubspan
    : public OpRewritePattern<CommandBufferFillBufferOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(CommandBufferFillBufferOp op,
                                PatternRewriter &rewriter) const override {
    return success(foldSubspanIntoRange(op, op.getTargetBufferMutable(),
                                        op.getTargetOffsetMutable(),
                                        rewriter));
  }
};

struct FoldCopyBufferSubspans
    : public OpRewritePattern<CommandBufferCopyBufferOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(CommandBufferCopyBufferOp op,
                                PatternRewriter &rewriter) const override {
    bool changed = foldSubspanIntoRange(op, op.getSourceBufferMutable(),
                                        op.getSourceOffsetMutable(),
                                        rewriter);
    changed |= foldSubspanIntoRange(op, op.getTargetBufferMutable(),
                                    op.getTargetOffsetMutable(), rewriter);
    return success(changed);
  }
};

struct FoldPushDescriptorSetSubspans
    : public OpRewritePattern<CommandBufferPushDescriptorSetOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(CommandBufferPushDescriptorSetOp op,
                                PatternRewriter &rewriter) const override {
    MutableOperandRange buffers = op.getBindingBuffersMutable();
    MutableOperandRange offsets = op.getBindingOffsetsMutable();
    bool changed = false;
    for (unsigned i = 0, e = std::min(buffers.size(), offsets.size()); i != e;
         ++i)
      changed |= foldSubspanIntoRange(op, buffers[i], offsets[i], rewriter);
    return success(changed);
  }
};

} // namespace

void BufferViewBufferOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                     MLIRContext *context) {
  results.add<SkipBufferViewCreate>(context);
}

void CommandBufferDeviceOp::getCanonicalizationPatterns(
    RewritePatternSet &results, MLIRContext *context) {
  results.add<SkipCommandBufferCreate>(context);
}

void CommandBufferFillBufferOp::getCanonicalizationPatterns(
    RewritePatternSet &results, MLIRContext *context) {
  results.add<FoldFillBufferSubspan>(context);
}

void CommandBufferCopyBufferOp::getCanonicalizationPatterns(
    RewritePatternSet &results, MLIRContext *context) {
  results.add<FoldCopyBufferSubspans>(context);
}

void CommandBufferPushDescriptorSetOp::getCanonicalizationPatterns(
    RewritePatternSet &results, MLIRContext *context) {
  results.add<FoldPushDescriptorSetSubspans>(context);
}

//===----------------------------------------------------------------------===//
// hal.device.switch
//===----------------------------------------------------------------------===//

void DeviceSwitchOp::build(OpBuilder &builder, OperationState &state,
                           TypeRange resultTypes, Value device,
                           ArrayRef<Attribute> conditions,
                           ArrayRef<NamedAttribute> attributes) {
  state.addOperands(device);
  state.addAttribute(getConditionsAttrName(state.name),
                     builder.getArrayAttr(conditions));
  for (size_t i = 0, e = conditions.size(); i != e; ++i)
    state.addRegion();
  state.addTypes(resultTypes);
  state.addAttributes(attributes);
}

LogicalResult DeviceSwitchOp::verify() {
  if (getConditions().size() != getConditionRegions().size())
    return emitOpError() << "requires conditions and regions be matched 1:1";
  if (getConditionRegions().empty())
    return emitOpError() << "requires at least one condition";
  return success();
}

bool hal::returnsValuesOfTypes(Operation *terminator, TypeRange types) {
  if (terminator->getNumOperands() != types.size())
    return false;
  for (auto [operand, type] : llvm::zip_equal(terminator->getOperands(), types))
    if (!operand || operand.getType() != type)
      return false;
  return true;
}

// Runs after the blocks are verified, so every block has a terminator.
LogicalResult DeviceSwitchOp::verifyRegions() {
  for (Region &region : getConditionRegions()) {
    for (Block &block : region) {
      auto returnOp =
          block.empty() ? ReturnOp() : llvm::dyn_cast<ReturnOp>(block.back());
      if (returnOp && !returnsValuesOfTypes(returnOp, getResultTypes()))
        return emitOpError() << "requires all regions return the same types";
    }
  }
  return success();
}

//===----------------------------------------------------------------------===//
// hal.executable / hal.executable.variant / hal.executable.entry_point
//===----------------------------------------------------------------------===//

bool ExecutableOp::canDiscardOnUseEmpty() { return false; }

void ExecutableOp::build(OpBuilder &builder, OperationState &state,
                         StringRef name) {
  state.addAttribute(getSymNameAttrName(state.name),
                     builder.getStringAttr(name));
  ensureTerminator(*state.addRegion(), builder, state.location);
}

void ExecutableVariantOp::build(OpBuilder &builder, OperationState &state,
                                StringRef name, ExecutableTargetAttr target) {
  state.addAttribute(getSymNameAttrName(state.name),
                     builder.getStringAttr(name));
  state.addAttribute(getTargetAttrName(state.name), target);
  ensureTerminator(*state.addRegion(), builder, state.location);
}

void ExecutableEntryPointOp::build(OpBuilder &builder, OperationState &state,
                                   StringAttr symName, IntegerAttr ordinal,
                                   ExecutableLayoutAttr layout,
                                   ArrayAttr workgroupSize,
                                   IntegerAttr workgroupLocalMemory) {
  build(builder, state, symName, /*sym_visibility=*/StringAttr(), ordinal,
        layout, workgroupSize, workgroupLocalMemory);
}

LogicalResult ExecutableEntryPointOp::verify() {
  Operation *parent = (*this)->getParentOp();
  if (!parent || !(llvm::isa<ExecutableVariantOp>(parent) ||
                   parent->getName().getStringRef() == "hal.executable.source"))
    return emitOpError() << "expects parent op to be one of "
                            "'hal.executable.variant, hal.executable.source'";

  Region &region = getWorkgroupCountRegion();
  if (region.empty())
    return success();
  if (!llvm::hasSingleElement(region))
    return emitOpError() << "expected a single block in "
                            "workgroup_count_region";
  Block &body = region.front();
  if (body.getNumArguments() != getNumWorkgroupDims())
    return emitOpError() << "expected " << getNumWorkgroupDims()
                         << " arguments for workgroup_count_region but got "
                         << body.getNumArguments();
  for (Type type : body.getArgumentTypes())
    if (!llvm::isa<IndexType>(type))
      return emitOpError()
             << "expected arguments to workgroup_count_region be index type";
  auto returnOp =
      body.empty() ? ReturnOp() : llvm::dyn_cast<ReturnOp>(body.back());
  if (!returnOp || returnOp.getOperands().size() != getNumWorkgroupDims())
    return emitOpError() << "expected workgroup_count_region to end in "
                            "hal.return of "
                         << getNumWorkgroupDims() << " values";
  return success();
}

#define GET_OP_CLASSES
#include "StreamToHAL/dialects/hal/HALOps.cpp.inc"
