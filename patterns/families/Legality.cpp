//===- Legality.cpp - The conversion target of convert-stream-to-hal ------===//
//
// docs/design/types-and-legality.md#legality. An op is legal when the type
// converter leaves all of its operand and result types unchanged, unless a rule
// below says otherwise.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/patterns/families/Patterns.h"

#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/stream/StreamDialect.h"
#include "StreamToHAL/dialects/util/UtilDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::stream_to_hal {

void populateStreamToHALLegality(ConversionTarget &target,
                                 const TypeConverter &typeConverter) {
  target.addLegalDialect<hal::HALDialect>();
  target.addLegalOp<ModuleOp>();
  // Executables are compiled separately: their contents are never inspected.
  target.addLegalOp<hal::ExecutableOp>();
  target.markOpRecursivelyLegal<hal::ExecutableOp>();

  target.addIllegalDialect<stream::StreamDialect>();
  // The driver folds them to constants first for static dimensions and ranked
  // tensors (docs/design/tensors.md#tensor-dim-rank).
  target.addIllegalOp<tensor::DimOp, tensor::RankOp>();

  target.addDynamicallyLegalOp<func::FuncOp>([&typeConverter](func::FuncOp op) {
    return typeConverter.isSignatureLegal(op.getFunctionType()) &&
           typeConverter.isLegal(&op.getBody());
  });
  target.addDynamicallyLegalOp<util::GlobalOp>(
      [&typeConverter](util::GlobalOp op) {
        TypedAttr initialValue = op.getInitialValueAttr();
        return typeConverter.isLegal(op.getType()) &&
               (!initialValue || typeConverter.isLegal(initialValue.getType()));
      });

  // Legal iff all operand and result types are; block arguments of nested
  // regions and attribute contents are not inspected.
  auto typesAreLegal = [&typeConverter](Operation *op) {
    return typeConverter.isLegal(op);
  };
  target.addDynamicallyLegalOp<util::GlobalLoadOp, util::GlobalStoreOp,
                               util::DoNotOptimizeOp, util::ListCreateOp,
                               util::ListGetOp, util::ListSetOp, scf::IfOp,
                               scf::YieldOp>(typesAreLegal);
  target.markUnknownOpDynamicallyLegal(typesAreLegal);
}

} // namespace mlir::stream_to_hal
