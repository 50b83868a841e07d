//===- DeviceSwitchBuilder.cpp - Builds hal.device.switch ops -------------===//
#include "StreamToHAL/patterns/builders/DeviceSwitchBuilder.h"

#include "StreamToHAL/dialects/Compat.h"

#include "llvm/ADT/STLExtras.h"

namespace mlir::stream_to_hal {

FailureOr<DeviceSwitchBuilder>
DeviceSwitchBuilder::create(OpBuilder &builder, Location loc,
                            TypeRange resultTypes, Value device,
                            ArrayRef<Attribute> conditions) {
  if (conditions.empty() || !device || !isa<hal::DeviceType>(device.getType()))
    return failure();
  if (llvm::any_of(conditions, [](Attribute condition) { return !condition; }))
    return failure();

  // createBlock moves the insertion point into the new block; the caller's
  // point (just after the switch, or none when the switch is built detached)
  // is restored.
  OpBuilder::InsertionGuard guard(builder);
  auto switchOp = compat::createOp<hal::DeviceSwitchOp>(builder, loc,
                                                        resultTypes, device,
                                                        conditions);
  for (Region &region : switchOp->getRegions())
    builder.createBlock(&region);
  return DeviceSwitchBuilder(builder, switchOp);
}

unsigned DeviceSwitchBuilder::getNumCases() {
  return switchOp->getNumRegions();
}

Attribute DeviceSwitchBuilder::getCondition(unsigned index) {
  ArrayAttr conditions = switchOp.getConditions();
  if (index >= conditions.size())
    return {};
  return conditions[index];
}

Block *DeviceSwitchBuilder::getCaseBlock(unsigned index) {
  if (index >= getNumCases())
    return nullptr;
  Region &region = switchOp->getRegion(index);
  return region.empty() ? nullptr : &region.front();
}

LogicalResult DeviceSwitchBuilder::terminateCase(unsigned index,
                                                 ValueRange results) {
  Block *block = getCaseBlock(index);
  if (!block)
    return failure();
  if (!block->empty() && block->back().hasTrait<OpTrait::IsTerminator>())
    return failure();
  if (!llvm::equal(results.getTypes(), switchOp->getResultTypes()))
    return failure();
  OpBuilder::InsertionGuard guard(*builder);
  builder->setInsertionPointToEnd(block);
  compat::createOp<hal::ReturnOp>(*builder, switchOp.getLoc(), results);
  return success();
}

LogicalResult DeviceSwitchBuilder::buildCase(
    unsigned index,
    function_ref<FailureOr<SmallVector<Value>>(OpBuilder &)> body) {
  Block *block = getCaseBlock(index);
  if (!block)
    return failure();
  FailureOr<SmallVector<Value>> results;
  {
    OpBuilder::InsertionGuard guard(*builder);
    builder->setInsertionPointToEnd(block);
    results = body(*builder);
  }
  if (failed(results))
    return failure();
  return terminateCase(index, *results);
}

bool DeviceSwitchBuilder::isComplete() {
  for (unsigned index = 0, e = getNumCases(); index < e; ++index) {
    Block *block = getCaseBlock(index);
    if (!block || block->empty() || !isa<hal::ReturnOp>(block->back()))
      return false;
  }
  return true;
}

} // namespace mlir::stream_to_hal
