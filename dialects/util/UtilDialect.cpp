//===- UtilDialect.cpp - The util dialect ---------------------------------===//
#include "StreamToHAL/dialects/util/UtilDialect.h"

#include "StreamToHAL/dialects/InlineEverything.h"

#include "StreamToHAL/dialects/Compat.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Transforms/InliningUtils.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::util;

#include "StreamToHAL/dialects/util/UtilDialect.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "StreamToHAL/dialects/util/UtilTypes.cpp.inc"

namespace {

/// Every util op may be inlined (docs/design/util-dialect.md#dialect).
struct UtilInlinerInterface : public stream_to_hal::InlineEverythingInterface {
  using InlineEverythingInterface::InlineEverythingInterface;

  /// An inlined multi-block initializer body continues at `newDest`.
  void handleTerminator(Operation *op, Block *newDest) const final {
    if (!isa<InitializerReturnOp>(op))
      return;
    OpBuilder builder(op);
    compat::createOp<cf::BranchOp>(builder, op->getLoc(), newDest);
    op->erase();
  }

  /// util.initializer.return returns no values: nothing to replace.
  void handleTerminator(Operation *, ValueRange) const final {}
};

} // namespace

void UtilDialect::initialize() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "StreamToHAL/dialects/util/UtilTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "StreamToHAL/dialects/util/UtilOps.cpp.inc"
      >();
  addInterfaces<UtilInlinerInterface>();
}

Operation *UtilDialect::materializeConstant(OpBuilder &builder, Attribute value,
                                            Type type, Location loc) {
  if (!arith::ConstantOp::isBuildableWith(value, type))
    return nullptr;
  return compat::createOp<arith::ConstantOp>(builder, loc, type,
                                             cast<TypedAttr>(value));
}

bool ListType::canImplicitlyCast(Type from, Type to) {
  if (from == to || llvm::isa<VariantType>(from) || llvm::isa<VariantType>(to))
    return true;
  return llvm::isa<TensorType>(from) && llvm::isa<TensorType>(to);
}
