//===- UtilOps.cpp - The util dialect's ops -------------------------------===//
#include "StreamToHAL/dialects/util/UtilDialect.h"

#include "StreamToHAL/dialects/util/UtilSyntax.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::util;

bool mlir::util::isGlobalTypeCompatible(Type globalType, Type accessType) {
  // Shaped types only need compatible shapes; element types are not compared.
  if (isa<ShapedType>(globalType) && isa<ShapedType>(accessType))
    return succeeded(verifyCompatibleShape(globalType, accessType));
  return globalType == accessType;
}

//===----------------------------------------------------------------------===//
// util.global
//===----------------------------------------------------------------------===//

LogicalResult GlobalOp::verify() {
  TypedAttr initialValue = getInitialValueAttr();
  if (initialValue &&
      !isGlobalTypeCompatible(getType(), initialValue.getType()))
    return emitOpError() << "initial value type mismatch; global "
                         << getSymName() << " is " << getType()
                         << " but initial value provided is "
                         << initialValue.getType();
  return success();
}

//===----------------------------------------------------------------------===//
// util.global.load / util.global.store
//===----------------------------------------------------------------------===//

void GlobalLoadOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), getGlobal());
}

void GlobalLoadOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  // MLIR has no symbol-level effects: model a load of a mutable global (or of
  // one that does not resolve) as a memory read, and a load of an immutable
  // global as pure.
  auto global = SymbolTable::lookupNearestSymbolFrom<GlobalOp>(getOperation(),
                                                               getGlobalAttr());
  if (!global || global.getIsMutable())
    effects.emplace_back(MemoryEffects::Read::get());
}

LogicalResult
GlobalLoadOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  auto global =
      symbolTable.lookupNearestSymbolFrom<GlobalOp>(*this, getGlobalAttr());
  if (!global)
    return emitOpError() << "undefined global: " << getGlobal();
  if (!isGlobalTypeCompatible(global.getType(), getType()))
    return emitOpError() << "global type mismatch; global " << getGlobal()
                         << " is " << global.getType() << " but load is "
                         << getType();
  return success();
}

LogicalResult
GlobalStoreOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  auto global =
      symbolTable.lookupNearestSymbolFrom<GlobalOp>(*this, getGlobalAttr());
  if (!global)
    return emitOpError() << "undefined global: " << getGlobal();
  Type storeType = getValue().getType();
  if (global.getType() != storeType)
    return emitOpError() << "global type mismatch; global " << getGlobal()
                         << " is " << global.getType() << " but store is "
                         << storeType;
  // Initializers may set the value of immutable globals.
  if (!global.getIsMutable() && !(*this)->getParentOfType<InitializerOp>())
    return emitOpError() << "global " << getGlobal()
                         << " is not mutable and cannot be stored to";
  return success();
}

//===----------------------------------------------------------------------===//
// util.initializer
//===----------------------------------------------------------------------===//

LogicalResult InitializerOp::verify() {
  if (getBody().front().getNumArguments() != 0)
    return emitOpError() << "entry block must have no arguments";
  return success();
}

//===----------------------------------------------------------------------===//
// util.do_not_optimize / util.align
//===----------------------------------------------------------------------===//

LogicalResult
DoNotOptimizeOp::inferReturnTypes(MLIRContext *, std::optional<Location>,
                                  Adaptor adaptor,
                                  SmallVectorImpl<Type> &inferredReturnTypes) {
  llvm::append_range(inferredReturnTypes, adaptor.getArguments().getTypes());
  return success();
}

OpFoldResult AlignOp::fold(FoldAdaptor adaptor) {
  // Aligning twice to the same alignment is aligning once.
  if (auto inner = getValue().getDefiningOp<AlignOp>())
    if (inner.getAlignment() == getAlignment())
      return getValue();
  auto value = dyn_cast_if_present<IntegerAttr>(adaptor.getValue());
  auto alignment = dyn_cast_if_present<IntegerAttr>(adaptor.getAlignment());
  if (!value || !alignment)
    return {};
  // Same type, hence same bit width: (value + alignment - 1) & ~(alignment -
  // 1).
  APInt mask = alignment.getValue() - 1;
  return IntegerAttr::get(getType(), (value.getValue() + mask) & ~mask);
}

//===----------------------------------------------------------------------===//
// util.list.get / util.list.set
//===----------------------------------------------------------------------===//

LogicalResult ListGetOp::verify() {
  Type elementType = getList().getType().getElementType();
  Type resultType = getResult().getType();
  if (!ListType::canImplicitlyCast(elementType, resultType))
    return emitOpError() << "list contains " << elementType
                         << " and cannot be accessed as " << resultType;
  return success();
}

LogicalResult ListSetOp::verify() {
  Type elementType = getList().getType().getElementType();
  Type valueType = getValue().getType();
  if (!ListType::canImplicitlyCast(valueType, elementType))
    return emitOpError() << "list contains " << elementType
                         << " and cannot be mutated as " << valueType;
  return success();
}

#define GET_OP_CLASSES
#include "StreamToHAL/dialects/util/UtilOps.cpp.inc"
