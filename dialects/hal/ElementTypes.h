//===- ElementTypes.h - HAL element-type and encoding codes ------*- C++ -*-===//
//
// The i32 codes that describe a buffer view's element type and encoding
// (docs/design/hal-dialect.md#element-type-codes;
// docs/design/tensors.md#element-type-codes). Both functions answer
// std::nullopt for anything without a code, so that callers can report the
// offending type or attribute at the op that carries it.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_DIALECTS_HAL_ELEMENTTYPES_H
#define STREAM_TO_HAL_DIALECTS_HAL_ELEMENTTYPES_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/Types.h"

#include <cstdint>
#include <optional>

namespace mlir::hal {

/// Returns `(numericalType << 24) | bitWidth` for `type`, where the numerical
/// type is 0x10 for signless `iN`, 0x11 for `siN`, 0x12 for `uiN`, 0x21 for
/// the IEEE floats f16/f32/f64/f128 and 0x22 for bf16. Every other type
/// (index, complex, vectors, other float formats, non-builtin types, a null
/// type) has no code.
std::optional<int32_t> getElementTypeValue(Type type);

/// The only encoding that exists: dense row-major.
inline constexpr int32_t kDenseRowMajorEncodingValue = 1;

/// Returns kDenseRowMajorEncodingValue for the null encoding (a tensor type
/// without an encoding attribute); every non-null encoding has no code.
std::optional<int32_t> getEncodingTypeValue(Attribute encoding);

} // namespace mlir::hal

#endif // STREAM_TO_HAL_DIALECTS_HAL_ELEMENTTYPES_H
