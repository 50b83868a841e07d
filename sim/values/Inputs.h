//===- Inputs.h - --input values, in iree-run-module's conventions --------===//
//
// docs/design/simulator.md#inputs:
//   --input=4xf32=1,2,3,4   a tensor with its elements (commas or spaces;
//                           one value fills every element)
//   --input=256x4xf32       a tensor filled deterministically
//   --input=i32=7, --input=f32=1.5, --input=index=256   typed scalars
//   --input=buffer:NBYTES   a !hal.buffer (or util byte buffer) of NBYTES
//                           bytes, filled deterministically
//   --input=timepoint       a reached timepoint (!stream.timepoint, lowered
//                           to index 0 or a null !hal.fence)
// An input is parsed once, then materialized in each run against the type of
// the argument it is given to.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_SIM_VALUES_INPUTS_H
#define STREAM_TO_HAL_SIM_VALUES_INPUTS_H

#include "StreamToHAL/sim/values/RuntimeValue.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Types.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace stream_to_hal::sim {

struct InputValue {
  enum class Kind { Scalar, Tensor, Buffer, Timepoint };
  Kind kind = Kind::Scalar;
  std::string text;              // as written, for diagnostics
  mlir::Type elementType;        // Scalar, Tensor
  llvm::SmallVector<int64_t, 4> shape; // Tensor
  std::vector<uint8_t> bytes;    // Scalar (its element), Tensor, Buffer
};

/// Parses one --input; errors say what is malformed, or that it holds more
/// than `maxBytes` (Budgets::deviceBytes).
llvm::Expected<InputValue> parseInput(mlir::MLIRContext &context, llvm::StringRef text,
                                      uint64_t maxBytes);

/// The deterministic fill of element `index` of a tensor written without
/// values (and of byte `index` of `buffer:N`): small integers 0..63 from
/// llvm::xxh3_64bits, in the element type.
uint64_t getFillValue(uint64_t index);

/// What an input becomes when given to an argument of `argumentType` in a
/// run; `makeBuffer` creates a host buffer holding the bytes (in that run's
/// Memory). Wrong kind or type: an error naming both.
llvm::Expected<RuntimeValue>
materializeInput(const InputValue &input, mlir::Type argumentType,
                 llvm::function_ref<BufferId(llvm::ArrayRef<uint8_t>)> makeBuffer);

/// The MLIR type of a HAL element-type code (docs/design/tensors.md), or
/// null for codes the simulator cannot print.
mlir::Type decodeElementType(mlir::MLIRContext &context, uint32_t code);

} // namespace stream_to_hal::sim

#endif // STREAM_TO_HAL_SIM_VALUES_INPUTS_H
