//===- stream-hal-opt.cpp - mlir-opt with StreamToHAL built in ------------===//
//
// MLIR's opt driver with the project's dialects and passes compiled in, so that
// the pass is a flag (--convert-stream-to-hal[=options]), which a plugin pass
// cannot be.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/tools/ToolRegistry.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::stream_to_hal::registerToolDialectsAndPasses(registry);
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "StreamToHAL optimizer driver (stream, hal, util)\n", registry));
}
