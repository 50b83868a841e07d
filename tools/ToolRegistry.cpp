//===- ToolRegistry.cpp - What the project's tools register ---------------===//
#include "StreamToHAL/tools/ToolRegistry.h"

#include "StreamToHAL/dialects/Registration.h"
#include "StreamToHAL/patterns/pass/Passes.h"
#include "StreamToHAL/test/lib/TestPasses.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/Extensions/AllExtensions.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Index/IR/IndexDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Transforms/Passes.h"

namespace mlir::stream_to_hal {

void registerToolDialectsAndPasses(DialectRegistry &registry) {
  registerDialects(registry);
  // What the stream-level programs of IREE (and of this project's tests and
  // examples) are written in around stream, hal and util. Only these, not all
  // of MLIR: the LSP server offers every registered dialect for completion.
  registry.insert<affine::AffineDialect, arith::ArithDialect, cf::ControlFlowDialect,
                  func::FuncDialect, index::IndexDialect, math::MathDialect,
                  memref::MemRefDialect, scf::SCFDialect, tensor::TensorDialect,
                  ub::UBDialect>();
  // func's inliner interface lives in an extension; without it --inline
  // leaves every func.call in place.
  func::registerAllExtensions(registry);

  // The pass registry is global and refuses a second registration of a name.
  static const bool passesRegistered = [] {
    registerPasses();
    registerTestPasses();
    registerTransformsPasses();
    return true;
  }();
  (void)passesRegistered;
}

} // namespace mlir::stream_to_hal
