//===- UtilDialect.h - The util dialect, its types and ops ------*- C++ -*-===//
#ifndef STREAM_TO_HAL_DIALECTS_UTIL_UTILDIALECT_H
#define STREAM_TO_HAL_DIALECTS_UTIL_UTILDIALECT_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "StreamToHAL/dialects/util/UtilDialect.h.inc"

namespace mlir::util {

/// Marks an op that may block or yield the host thread (Util_YieldPoint);
/// it adds no behaviour.
template <typename ConcreteType>
class YieldPoint : public OpTrait::TraitBase<ConcreteType, YieldPoint> {};

} // namespace mlir::util

#define GET_TYPEDEF_CLASSES
#include "StreamToHAL/dialects/util/UtilTypes.h.inc"

#define GET_OP_CLASSES
#include "StreamToHAL/dialects/util/UtilOps.h.inc"

namespace mlir::util {

/// The access rule of docs/design/util-dialect.md#global-type-compatibility:
/// shaped types with compatible shapes, or equal types.
bool isGlobalTypeCompatible(Type globalType, Type accessType);

} // namespace mlir::util

#endif // STREAM_TO_HAL_DIALECTS_UTIL_UTILDIALECT_H
