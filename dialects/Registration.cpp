//===- Registration.cpp - Registers the project's dialects ----------------===//
#include "dialects/Registration.h"

#include "mlir/IR/DialectRegistry.h"

namespace mlir::stream_to_hal {

void registerDialects(DialectRegistry &registry) { (void)registry; }

} // namespace mlir::stream_to_hal
