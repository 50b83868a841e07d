//===- Registration.cpp - Registers the project's dialects ----------------===//
#include "StreamToHAL/dialects/Registration.h"

#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/stream/StreamDialect.h"
#include "StreamToHAL/dialects/util/UtilDialect.h"

#include "mlir/IR/DialectRegistry.h"

namespace mlir::stream_to_hal {

void registerDialects(DialectRegistry &registry) {
  registry.insert<stream::StreamDialect, hal::HALDialect, util::UtilDialect>();
}

} // namespace mlir::stream_to_hal
