//===- TimepointPatterns.cpp - stream.timepoint.* ops to hal --------------===//
#include "patterns/Patterns.h"

namespace mlir::stream_to_hal {

// Will lower stream.timepoint.immediate, import, export, join and await
// (conversion.md §8.5).
void populateTimepointPatterns(MLIRContext *, TypeConverter &,
                               RewritePatternSet &) {}

} // namespace mlir::stream_to_hal
