//===- HALOps.cpp - The hal dialect's ops -------------------------------===//
#include "dialects/hal/HALDialect.h"
#include "dialects/hal/HALSyntax.h"

#include "dialects/Compat.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::hal;

//===----------------------------------------------------------------------===//
// Result-name hints (§1.3)
//===----------------------------------------------------------------------===//

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

void CommandBufferCreateOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "cmd");
}

void ExecutableLayoutLookupOp::getAsmResultNames(
    OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "executable_layout");
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

// Runs after the blocks are verified, so every block has a terminator.
LogicalResult DeviceSwitchOp::verifyRegions() {
  for (Region &region : getConditionRegions()) {
    for (Block &block : region) {
      auto returnOp =
          block.empty() ? ReturnOp() : llvm::dyn_cast<ReturnOp>(block.back());
      if (returnOp && returnOp.getOperandTypes() != getResultTypes())
        return emitOpError() << "requires all regions return the same types";
    }
  }
  return success();
}

//===----------------------------------------------------------------------===//
// hal.executable / hal.executable.variant / hal.executable.entry_point
//===----------------------------------------------------------------------===//

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
#include "dialects/hal/HALOps.cpp.inc"
