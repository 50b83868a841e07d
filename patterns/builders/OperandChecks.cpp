//===- OperandChecks.cpp - Checks of converted operands before building ---===//
#include "StreamToHAL/patterns/builders/OperandChecks.h"

#include "StreamToHAL/dialects/hal/HALDialect.h"

#include "llvm/Support/raw_ostream.h"

namespace mlir::stream_to_hal {

std::string typeToString(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  type.print(os);
  return text;
}

LogicalResult checkConvertedToBuffer(Operation *op, Value converted,
                                     const llvm::Twine &what) {
  if (isa<hal::BufferType>(converted.getType()))
    return success();
  return op->emitError() << what << " was not converted to !hal.buffer (got "
                         << typeToString(converted.getType()) << ")";
}

LogicalResult checkConvertedToBufferView(Operation *op, Value original,
                                         Value converted) {
  if (isa<hal::BufferViewType>(converted.getType()))
    return success();
  return op->emitError() << "cannot convert " << original.getType()
                         << " to a buffer view";
}

LogicalResult checkAwaitedResources(Operation *op, ValueRange resources) {
  if (resources.size() == op->getNumResults())
    return success();
  return op->emitOpError() << "has " << resources.size()
                           << " resource operands for " << op->getNumResults()
                           << " results";
}

} // namespace mlir::stream_to_hal
