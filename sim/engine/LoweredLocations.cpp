//===- LoweredLocations.cpp - Both positions of every lowered op ----------===//
//
// docs/design/simulator.md#locations.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/engine/LoweredLocations.h"
#include "StreamToHAL/sim/device/Budgets.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/AsmParser/AsmParserState.h"
#include "mlir/Bytecode/BytecodeReader.h"
#include "mlir/IR/Location.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"

using namespace mlir;

namespace stream_to_hal::sim {

namespace {

/// The lowered position first: makeSite takes the first file position as
/// the lowered one and the next as the stream one.
void fuse(Operation *op, Location loweredPosition) {
  op->setLoc(FusedLoc::get(op->getContext(), {loweredPosition, op->getLoc()}));
}

llvm::SmallVector<Operation *> collectOps(Operation *root) {
  llvm::SmallVector<Operation *> ops;
  root->walk([&](Operation *op) { ops.push_back(op); });
  return ops;
}

} // namespace

LogicalResult locateInProcessLowering(ModuleOp lowered, llvm::StringRef textName,
                                      llvm::StringRef writePath) {
  // Without debug info, the parser locates each op at its name in the text.
  // The conversion verified its output: printing need not verify it again.
  std::string text;
  llvm::raw_string_ostream os(text);
  lowered->print(os, OpPrintingFlags().assumeVerified());
  os.flush();
  if (!writePath.empty()) {
    std::string error;
    std::unique_ptr<llvm::ToolOutputFile> file = openOutputFile(writePath, &error);
    if (!file) {
      llvm::WithColor::error() << error << "\n";
      return failure();
    }
    file->os() << text;
    file->keep();
  }
  MLIRContext *context = lowered.getContext();
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBuffer(text, textName), llvm::SMLoc());
  Block parsed;
  // Verified already, as the conversion's output.
  if (failed(parseSourceFile(sourceMgr, &parsed, ParserConfig(context, /*verifyAfterParse=*/false))))
    return failure();
  llvm::SmallVector<Operation *> ops = collectOps(lowered);
  llvm::SmallVector<Operation *> reparsed;
  for (Operation &top : parsed)
    top.walk([&](Operation *op) { reparsed.push_back(op); });
  if (ops.size() != reparsed.size()) {
    llvm::WithColor::warning() << "the printed lowering does not parse back to the same ops; "
                                  "reports name stream positions only\n";
    return success();
  }
  for (auto [op, printed] : llvm::zip_equal(ops, reparsed))
    fuse(op, printed->getLoc());
  return success();
}

LogicalResult loadSourceFile(llvm::StringRef path, llvm::SourceMgr &sourceMgr,
                             uint64_t maxBytes) {
  llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> file = readFileWithin(path, maxBytes);
  if (!file) {
    llvm::WithColor::error() << llvm::toString(file.takeError()) << "\n";
    return failure();
  }
  sourceMgr.AddNewSourceBuffer(std::move(*file), llvm::SMLoc());
  return success();
}

OwningOpRef<ModuleOp> parseLoweredFile(MLIRContext &context, llvm::StringRef path,
                                       llvm::SourceMgr &sourceMgr, uint64_t maxBytes) {
  if (failed(loadSourceFile(path, sourceMgr, maxBytes)))
    return nullptr;
  llvm::StringRef name =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID())->getBufferIdentifier();
  // Bytecode has no text positions: its ops keep the locations it holds.
  if (isBytecode(sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID())->getMemBufferRef()))
    return parseSourceFile<ModuleOp>(sourceMgr, &context);
  Block parsed;
  AsmParserState state;
  if (failed(parseAsmSourceFile(sourceMgr, &parsed, ParserConfig(&context), &state)))
    return nullptr;
  Location fileLoc = FileLineColLoc::get(&context, name, 0, 0);
  for (Operation &top : parsed)
    top.walk([&](Operation *op) {
      const AsmParserState::OperationDefinition *definition = state.getOpDef(op);
      if (!definition)
        return;
      auto [line, column] = sourceMgr.getLineAndColumn(definition->loc.Start);
      // Without debug info the parser's location is this same position and
      // FusedLoc::get folds the two into one.
      fuse(op, FileLineColLoc::get(&context, name, line, column));
    });
  return detail::constructContainerOpForParserIfNecessary<ModuleOp>(&parsed, &context, fileLoc);
}

} // namespace stream_to_hal::sim
