//===- StreamInterfaces.td - Size relations of stream ops ---*- tablegen -*-===//
//
// IREE's size-aware and tied-op interfaces, reduced to what the stream subset
// needs (docs/design/stream-dialect.md#size-relations): which index value is
// the byte size of a resource operand or result, and which results alias (are
// tied to) an operand. The folder of stream.resource.size
// (docs/design/stream-dialect.md#size-search) and the stream->HAL conversion
// query them.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_DIALECTS_STREAM_STREAMINTERFACES_TD
#define STREAM_TO_HAL_DIALECTS_STREAM_STREAMINTERFACES_TD

include "mlir/IR/OpBase.td"

def Stream_SizeAwareOp : OpInterface<"SizeAwareOpInterface"> {
  let cppNamespace = "::mlir::stream";
  let description = [{
    An op carrying resources together with their byte sizes. Sizes are index
    values that are operands (or, for stream.resource.size, the result) of the
    op itself.
  }];
  let methods = [
    InterfaceMethod<[{
        Returns the byte size of the resource operand number `operandIndex`,
        or null when that operand has no size relation on this op.
      }], "::mlir::Value", "getOperandSize", (ins "unsigned":$operandIndex)>,
    InterfaceMethod<[{
        Returns the byte size of the resource result number `resultIndex`, or
        null when that result has no size relation on this op.
      }], "::mlir::Value", "getResultSize", (ins "unsigned":$resultIndex)>,
    InterfaceMethod<[{
        Returns the number of the operand that result `resultIndex` aliases,
        if it is tied to one.
      }], "::std::optional<unsigned>", "getTiedResultOperandIndex",
      (ins "unsigned":$resultIndex), [{}], [{ return std::nullopt; }]>,
    InterfaceMethod<[{
        Returns the results tied to operand number `operandIndex`.
      }], "::llvm::SmallVector<::mlir::Value>", "getOperandTiedResults",
      (ins "unsigned":$operandIndex), [{}], [{ return {}; }]>,
  ];
  let extraClassDeclaration = [{
    /// The size of `value`, a result of this op, or null.
    ::mlir::Value getResultSizeFromValue(::mlir::Value value) {
      auto result = ::llvm::dyn_cast<::mlir::OpResult>(value);
      if (!result || result.getOwner() != getOperation())
        return {};
      return getResultSize(result.getResultNumber());
    }
    /// The operand `value` (a result of this op) aliases, or null.
    ::mlir::Value getTiedResultOperand(::mlir::Value value) {
      auto result = ::llvm::dyn_cast<::mlir::OpResult>(value);
      if (!result || result.getOwner() != getOperation())
        return {};
      std::optional<unsigned> index = getTiedResultOperandIndex(result.getResultNumber());
      if (!index || *index >= getOperation()->getNumOperands())
        return {};
      return getOperation()->getOperand(*index);
    }
  }];
}

#endif // STREAM_TO_HAL_DIALECTS_STREAM_STREAMINTERFACES_TD
