//===- HALDialect.cpp - The hal dialect ---------------------------------===//
#include "StreamToHAL/dialects/hal/HALDialect.h"

#include "StreamToHAL/dialects/InlineEverything.h"

#include "StreamToHAL/dialects/Compat.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Transforms/InliningUtils.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::hal;

#include "StreamToHAL/dialects/hal/HALDialect.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "StreamToHAL/dialects/hal/HALTypes.cpp.inc"

namespace {

/// Suggests the alias names of docs/design/hal-dialect.md#attribute-aliases.
struct HALOpAsmInterface : public OpAsmDialectInterface {
  using OpAsmDialectInterface::OpAsmDialectInterface;
  AliasResult getAlias(Attribute attr, raw_ostream &os) const final {
    if (auto target = llvm::dyn_cast<DeviceTargetAttr>(attr)) {
      os << "device_target_" << target.getSymbolNameFragment();
      return AliasResult::OverridableAlias;
    }
    if (auto target = llvm::dyn_cast<ExecutableTargetAttr>(attr)) {
      os << "executable_target_" << target.getSymbolNameFragment();
      return AliasResult::OverridableAlias;
    }
    if (llvm::isa<ExecutableLayoutAttr>(attr)) {
      os << "executable_layout";
      return AliasResult::OverridableAlias;
    }
    return AliasResult::NoAlias;
  }
};

} // namespace

void HALDialect::initialize() {
  registerAttributes();
  addTypes<
#define GET_TYPEDEF_LIST
#include "StreamToHAL/dialects/hal/HALTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "StreamToHAL/dialects/hal/HALOps.cpp.inc"
      >();
  // Every hal op and region may be inlined
  // (docs/design/hal-dialect.md#dialect-level-facts).
  addInterfaces<stream_to_hal::InlineEverythingInterface, HALOpAsmInterface>();
}

Operation *HALDialect::materializeConstant(OpBuilder &builder, Attribute value,
                                           Type type, Location loc) {
  auto typedValue = llvm::dyn_cast<TypedAttr>(value);
  if (!llvm::isa<IndexType>(type) || !typedValue ||
      typedValue.getType() != type)
    return nullptr;
  return compat::createOp<arith::ConstantOp>(builder, loc, type, typedValue);
}
