//===- TensorPatterns.cpp - stream.tensor.* ops to hal --------------------===//
#include "patterns/Patterns.h"

namespace mlir::stream_to_hal {

// Will lower stream.tensor.import, export and trace (conversion.md §8.2).
void populateTensorPatterns(MLIRContext *, TypeConverter &,
                            RewritePatternSet &) {}

} // namespace mlir::stream_to_hal
