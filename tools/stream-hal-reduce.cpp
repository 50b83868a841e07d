//===- stream-hal-reduce.cpp - mlir-reduce for StreamToHAL ----------------===//
//
// MLIR's test-case reducer knowing the stream, hal and util dialects and the
// project's passes (for opt-reduction-pass and for the test scripts' tools).
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/tools/ToolRegistry.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Tools/mlir-reduce/MlirReduceMain.h"

#include "llvm/Support/raw_ostream.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::stream_to_hal::registerToolDialectsAndPasses(registry);
  mlir::MLIRContext context(registry);
  // mlirReduceMain leaves diagnostics to the context's default handler, which
  // drops warnings, among them the reducer's "uninterested module will not get
  // reduced": without this an input the test script rejects fails silently.
  // Errors go on to the default handler.
  mlir::ScopedDiagnosticHandler warnings(&context, [](mlir::Diagnostic &diag) {
    const char *severity = "remark";
    switch (diag.getSeverity()) {
    case mlir::DiagnosticSeverity::Error:
      return mlir::failure();
    case mlir::DiagnosticSeverity::Warning:
      severity = "warning";
      break;
    case mlir::DiagnosticSeverity::Note:
      severity = "note";
      break;
    case mlir::DiagnosticSeverity::Remark:
      break;
    }
    llvm::errs() << diag.getLocation() << ": " << severity << ": " << diag << "\n";
    return mlir::success();
  });
  return mlir::failed(mlir::mlirReduceMain(argc, argv, context)) ? 1 : 0;
}
