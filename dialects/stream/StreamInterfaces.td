//===- StreamInterfaces.td - Interfaces of stream ops -------*- tablegen -*-===//
//
// IREE's size-aware and tied-op interfaces, reduced to what the stream subset
// needs (docs/design/stream-dialect.md#size-relations): which index value is
// the byte size of a resource operand or result, and which results alias (are
// tied to) an operand. The folder of stream.resource.size
// (docs/design/stream-dialect.md#size-search) and the stream->HAL conversion
// query them.
//
// The command-access interface is the one model of what a command touches
// (docs/design/access-model.md), as IREE's access-range interface is for its
// hazard analysis: the barrier and reuse planners and the simulator read it.
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

def Stream_CommandAccessOp : OpInterface<"CommandAccessOpInterface"> {
  let cppNamespace = "::mlir::stream";
  let description = [{
    A command of an execute region (stream.cmd.fill, stream.cmd.copy,
    stream.cmd.dispatch): the resource byte ranges it reads and writes and
    the stage it runs in, as docs/design/access-model.md defines them. The
    rules for unknown and out-of-range values, for `None` access bits and for
    operand lists of unverified IR live here and nowhere else.
  }];
  let methods = [
    InterfaceMethod<[{
        Appends one access per resource operand the command touches, in
        operand order: fill (target); copy (source, target); dispatch
        (resources in order, one per entry).
      }], "void", "getCommandAccesses",
      (ins "::llvm::SmallVectorImpl<::mlir::stream::CommandAccess> &":$accesses)>,
    InterfaceMethod<[{
        The stage the command's recorded HAL op executes in.
      }], "::mlir::stream::CommandStage", "getCommandStage", (ins)>,
  ];
  let extraClassDeclaration = [{
    /// The accesses, as getCommandAccesses appends them.
    ::llvm::SmallVector<::mlir::stream::CommandAccess, 2> getCommandAccessList() {
      ::llvm::SmallVector<::mlir::stream::CommandAccess, 2> accesses;
      getCommandAccesses(accesses);
      return accesses;
    }
  }];
}

#endif // STREAM_TO_HAL_DIALECTS_STREAM_STREAMINTERFACES_TD
