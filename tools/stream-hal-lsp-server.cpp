//===- stream-hal-lsp-server.cpp - MLIR language server for StreamToHAL ---===//
//
// MLIR's language server (diagnostics, hover, go-to-definition, document
// symbols over JSON-RPC on stdio) knowing the stream, hal and util dialects;
// the VS Code MLIR extension runs it through its `mlir.server_path` setting.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/tools/ToolRegistry.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-lsp-server/MlirLspServerMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::stream_to_hal::registerToolDialectsAndPasses(registry);
  return mlir::failed(mlir::MlirLspServerMain(argc, argv, registry)) ? 1 : 0;
}
