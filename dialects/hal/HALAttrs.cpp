//===- HALAttrs.cpp - The hal dialect's attributes ----------------------===//
#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/hal/HALSyntax.h"

#include "StreamToHAL/dialects/Compat.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::hal;

#include "StreamToHAL/dialects/hal/HALAttrInterfaces.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "StreamToHAL/dialects/hal/HALAttrs.cpp.inc"

#include "StreamToHAL/dialects/hal/HALEnums.cpp.inc"

void HALDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "StreamToHAL/dialects/hal/HALAttrs.cpp.inc"
      >();
}

/// Lower-cases `name` and replaces `-` with `_` (the symbol name fragments of
/// docs/design/hal-dialect.md#device-target, #executable-target).
static std::string toSymbolNameFragment(StringRef name) {
  std::string fragment = name.lower();
  std::replace(fragment.begin(), fragment.end(), '-', '_');
  return fragment;
}

static Attribute lookupConfiguration(DictionaryAttr configuration,
                                     StringRef name) {
  return configuration ? configuration.get(name) : Attribute();
}

//===----------------------------------------------------------------------===//
// DeviceTargetAttr / ExecutableTargetAttr
//===----------------------------------------------------------------------===//

Attribute DeviceTargetAttr::getMatchExpression() const {
  return DeviceMatchIDAttr::get(*this);
}

std::string DeviceTargetAttr::getSymbolNameFragment() const {
  return toSymbolNameFragment(getDeviceID().getValue());
}

Attribute DeviceTargetAttr::getConfigurationAttr(StringRef name) const {
  return lookupConfiguration(getConfiguration(), name);
}

SmallVector<ExecutableTargetAttr, 4> DeviceTargetAttr::getExecutableTargets() const {
  SmallVector<ExecutableTargetAttr, 4> targets;
  auto array = llvm::dyn_cast_if_present<ArrayAttr>(
      getConfigurationAttr("executable_targets"));
  if (!array)
    return targets;
  for (Attribute element : array)
    if (auto target = llvm::dyn_cast<ExecutableTargetAttr>(element))
      targets.push_back(target);
  return targets;
}

SmallVector<DeviceTargetAttr, 4> DeviceTargetAttr::lookup(Operation *op) {
  SmallVector<DeviceTargetAttr, 4> targets;
  for (; op; op = op->getParentOp()) {
    auto array = op->getAttrOfType<ArrayAttr>(getTargetsAttrName());
    if (!array)
      continue;
    for (Attribute element : array)
      if (auto target = llvm::dyn_cast<DeviceTargetAttr>(element))
        targets.push_back(target);
    break;
  }
  return targets;
}

Attribute ExecutableTargetAttr::getMatchExpression() const {
  return DeviceMatchExecutableFormatAttr::get(*this);
}

std::string ExecutableTargetAttr::getSymbolNameFragment() const {
  return toSymbolNameFragment(getFormat().getValue());
}

Attribute ExecutableTargetAttr::getConfigurationAttr(StringRef name) const {
  return lookupConfiguration(getConfiguration(), name);
}

//===----------------------------------------------------------------------===//
// MatchAttrInterface (docs/design/hal-dialect.md#match-attr-interface)
//===----------------------------------------------------------------------===//

static Value buildBoolConstant(Location loc, bool value, OpBuilder &builder) {
  // (value, width) is the one builder spelled the same on MLIR 19 and 22.
  return compat::createOp<arith::ConstantIntOp>(
      builder, loc, static_cast<int64_t>(value), /*width=*/1u);
}

/// Folds the sub-expressions left to right with `CombineOp`; `emptyValue`
/// when there are none.
template <typename CombineOp>
static Value buildCombinedExpression(Location loc, ArrayAttr conditions,
                                     bool emptyValue, Value device,
                                     OpBuilder &builder) {
  Value result;
  for (Attribute condition : conditions) {
    auto match = llvm::dyn_cast<MatchAttrInterface>(condition);
    if (!match)
      continue;
    Value value = match.buildConditionExpression(loc, device, builder);
    result = result ? compat::createOp<CombineOp>(builder, loc, result, value)
                          .getResult()
                    : value;
  }
  return result ? result : buildBoolConstant(loc, emptyValue, builder);
}

/// `hal.device.query<%device> key("category" :: "pattern") : i1, i1 = false`,
/// yielding the `value` result.
static Value buildDeviceQuery(Location loc, Value device, StringRef category,
                              StringAttr pattern, OpBuilder &builder) {
  Type i1 = builder.getI1Type();
  auto query = compat::createOp<DeviceQueryOp>(
      builder, loc, i1, i1, device, builder.getStringAttr(category), pattern,
      builder.getBoolAttr(false));
  return query.getValue();
}

Value MatchAlwaysAttr::buildConditionExpression(Location loc, Value,
                                                OpBuilder builder) const {
  return buildBoolConstant(loc, true, builder);
}

Value MatchAnyAttr::buildConditionExpression(Location loc, Value device,
                                             OpBuilder builder) const {
  return buildCombinedExpression<arith::OrIOp>(loc, getConditions(),
                                               /*emptyValue=*/false, device,
                                               builder);
}

Value MatchAllAttr::buildConditionExpression(Location loc, Value device,
                                             OpBuilder builder) const {
  return buildCombinedExpression<arith::AndIOp>(loc, getConditions(),
                                                /*emptyValue=*/true, device,
                                                builder);
}

Value DeviceMatchIDAttr::buildConditionExpression(Location loc, Value device,
                                                  OpBuilder builder) const {
  return buildDeviceQuery(loc, device, "hal.device.id", getPattern(), builder);
}

Value DeviceMatchFeatureAttr::buildConditionExpression(Location loc,
                                                       Value device,
                                                       OpBuilder builder) const {
  return buildDeviceQuery(loc, device, "hal.device.feature", getPattern(),
                          builder);
}

Value DeviceMatchArchitectureAttr::buildConditionExpression(Location loc,
                                                            Value device,
                                                            OpBuilder builder) const {
  return buildDeviceQuery(loc, device, "hal.device.architecture", getPattern(),
                          builder);
}

Value DeviceMatchExecutableFormatAttr::buildConditionExpression(
    Location loc, Value device, OpBuilder builder) const {
  return buildDeviceQuery(loc, device, "hal.executable.format", getPattern(),
                          builder);
}
