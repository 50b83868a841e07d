//===- HALDialect.h - The hal dialect, its types and ops ------*- C++ -*-===//
#ifndef STREAM_TO_HAL_DIALECTS_HAL_HALDIALECT_H
#define STREAM_TO_HAL_DIALECTS_HAL_HALDIALECT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "StreamToHAL/dialects/util/UtilDialect.h"

#include <type_traits>

#include "StreamToHAL/dialects/hal/HALDialect.h.inc"

#include "StreamToHAL/dialects/hal/HALEnums.h.inc"

namespace mlir::hal {

/// True when every bit of `required` is set in `value` (bitEnumContains is
/// true when any is).
template <typename T>
inline bool allEnumBitsSet(T value, T required) {
  using Int = std::underlying_type_t<T>;
  return (static_cast<Int>(value) & static_cast<Int>(required)) ==
         static_cast<Int>(required);
}

/// True when any bit of `bit` is set in `bits` (IREE's spelling of the
/// generated bitEnumContainsAny).
template <typename T>
inline auto bitEnumContains(T bits, T bit)
    -> decltype(bitEnumContainsAny(bits, bit)) {
  return bitEnumContainsAny(bits, bit);
}

/// One binding of hal.command_buffer.push_descriptor_set.
struct DescriptorSetBindingValue {
  Value ordinal;
  Value buffer;
  Value byteOffset;
  Value byteLength;
};

/// Rules V1a/V1b of docs/design/reusable.md#verifier-rules for one buffer
/// operand `buffer` of `op`, a command recorded into `commandBuffer`: an
/// `index` slot needs a create with bindings(...), and a constant slot must
/// be below a constant capacity. Emits the op error and fails otherwise.
LogicalResult verifyBindingTableSlot(Operation *op, Value commandBuffer,
                                     Value buffer);

/// True when `terminator` returns values of exactly `types`. A parent's
/// verify() runs before its nested ops are verified, so an operand there may
/// be null (a reducer deleting its defining op leaves such IR): null never
/// matches, and the nested op reports it.
bool returnsValuesOfTypes(Operation *terminator, TypeRange types);

} // namespace mlir::hal

#include "StreamToHAL/dialects/hal/HALAttrInterfaces.h.inc"

#define GET_ATTRDEF_CLASSES
#include "StreamToHAL/dialects/hal/HALAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "StreamToHAL/dialects/hal/HALTypes.h.inc"

#define GET_OP_CLASSES
#include "StreamToHAL/dialects/hal/HALOps.h.inc"

#endif // STREAM_TO_HAL_DIALECTS_HAL_HALDIALECT_H
