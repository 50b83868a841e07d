//===- CommandPatterns.cpp - stream.cmd.* ops to hal ----------------------===//
#include "patterns/Patterns.h"

namespace mlir::stream_to_hal {

// Will lower stream.cmd.execute, serial, concurrent, flush, invalidate,
// discard, fill, copy and dispatch, and stream.yield (conversion.md §8.4,
// §8.6, §9, §10).
void populateCommandPatterns(MLIRContext *, TypeConverter &,
                             RewritePatternSet &) {}

} // namespace mlir::stream_to_hal
