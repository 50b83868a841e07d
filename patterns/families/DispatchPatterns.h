//===- DispatchPatterns.h - stream.cmd.dispatch to hal ---------*- C++ -*-===//
//
// A dispatch is lowered in two steps (docs/design/dispatch.md): during the
// conversion its pattern checks everything and leaves a marker; once the
// conversion of the top-level op has succeeded, the marker becomes the
// dispatch's hal.device.switch (CommandConversionState.h says why it waits).
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_PATTERNS_FAMILIES_DISPATCHPATTERNS_H
#define STREAM_TO_HAL_PATTERNS_FAMILIES_DISPATCHPATTERNS_H

#include "StreamToHAL/patterns/families/CommandConversionState.h"

#include "mlir/Transforms/DialectConversion.h"

#include <memory>

namespace mlir::stream_to_hal {

/// stream.cmd.dispatch: the first step.
void populateDispatchPatterns(MLIRContext *context,
                              TypeConverter &typeConverter,
                              RewritePatternSet &patterns,
                              std::shared_ptr<CommandConversionStates> states);

/// The second step: builds the hal.device.switch of every dispatch the
/// conversion of `converted` lowered, in place of its marker. When the
/// conversion failed, the driver has already rolled the markers back and
/// this only forgets them. Fails, with a located error, only if a switch
/// cannot be built.
LogicalResult buildPendingDeviceSwitches(CommandConversionState &state,
                                         Operation *converted,
                                         bool conversionSucceeded);

} // namespace mlir::stream_to_hal

#endif // STREAM_TO_HAL_PATTERNS_FAMILIES_DISPATCHPATTERNS_H
