//===- stream-hal-reduce.cpp - mlir-reduce for StreamToHAL ----------------===//
//
// MLIR's test-case reducer knowing the stream, hal and util dialects and the
// project's passes (for opt-reduction-pass and for the test scripts' tools).
//
//===----------------------------------------------------------------------===//
#include "tools/ToolRegistry.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Tools/mlir-reduce/MlirReduceMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::stream_to_hal::registerToolDialectsAndPasses(registry);
  mlir::MLIRContext context(registry);
  return mlir::failed(mlir::mlirReduceMain(argc, argv, context)) ? 1 : 0;
}
