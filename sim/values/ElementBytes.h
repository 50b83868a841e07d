//===- ElementBytes.h - Scalars and attributes as little-endian bytes -----===//
//
// How the simulator lays values out in buffers (docs/design/simulator.md#values):
// an element of an N-bit integer or float type takes ceil(N/8) bytes,
// little-endian, as the HAL stores it; index takes 8 bytes.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_SIM_VALUES_ELEMENTBYTES_H
#define STREAM_TO_HAL_SIM_VALUES_ELEMENTBYTES_H

#include "StreamToHAL/sim/values/RuntimeValue.h"

#include "mlir/IR/Attributes.h"
#include "mlir/Support/LogicalResult.h"

#include <optional>
#include <vector>

namespace stream_to_hal::sim {

/// Bytes per element of an integer, index or float type; none for others.
std::optional<unsigned> getElementByteWidth(mlir::Type type);

/// Writes an integer or float value's bits into `bytes` (its width).
void writeScalar(const RuntimeValue &value, llvm::MutableArrayRef<uint8_t> bytes);
void writeBits(const llvm::APInt &bits, llvm::MutableArrayRef<uint8_t> bytes);

/// The value of `type` stored in `bytes` (getElementByteWidth(type) of them).
RuntimeValue readScalar(mlir::Type type, llvm::ArrayRef<uint8_t> bytes);

/// The bytes of a dense elements attribute (elements in order) or a string
/// attribute; failure for other attributes.
mlir::FailureOr<std::vector<uint8_t>> getAttributeBytes(mlir::Attribute attr);

} // namespace stream_to_hal::sim

#endif // STREAM_TO_HAL_SIM_VALUES_ELEMENTBYTES_H
