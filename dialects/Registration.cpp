//===- Registration.cpp - Registers the project's dialects ----------------===//
#include "dialects/Registration.h"

#include "dialects/hal/HALDialect.h"
#include "dialects/stream/StreamDialect.h"
#include "dialects/util/UtilDialect.h"

#include "mlir/IR/DialectRegistry.h"

namespace mlir::stream_to_hal {

void registerDialects(DialectRegistry &registry) {
  registry.insert<stream::StreamDialect, hal::HALDialect, util::UtilDialect>();
}

} // namespace mlir::stream_to_hal
