//===- ResourcePatterns.cpp - stream.resource.* ops to hal ----------------===//
#include "patterns/Patterns.h"

namespace mlir::stream_to_hal {

// Will lower stream.resource.alloc, alloca, dealloca, size, map,
// try_map, load, store and subview (conversion.md §8.1).
void populateResourcePatterns(MLIRContext *, TypeConverter &,
                              RewritePatternSet &) {}

} // namespace mlir::stream_to_hal
