//===- ConvertStreamToHALPass.cpp - The convert-stream-to-hal pass --------===//
//
// One partial dialect conversion over the module (conversion.md §3): the
// pass fails iff some illegal op can neither be folded nor rewritten, or a
// converted value stays in use by an unconverted op.
//
//===----------------------------------------------------------------------===//
#include "patterns/Passes.h"

#include "patterns/Patterns.h"

#include "dialects/hal/HALDialect.h"
#include "dialects/stream/StreamDialect.h"
#include "dialects/util/UtilDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::stream_to_hal {

#define GEN_PASS_DEF_CONVERTSTREAMTOHAL
#include "patterns/Passes.h.inc"

namespace {

struct ConvertStreamToHALPass
    : impl::ConvertStreamToHALBase<ConvertStreamToHALPass> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    StreamToHALTypeConverter typeConverter(context);
    ConversionTarget target(*context);
    populateStreamToHALLegality(target, typeConverter);

    // IREE's order: util->HAL and util generic, standard->HAL, stream->HAL.
    RewritePatternSet patterns(context);
    populateUtilPatterns(context, typeConverter, patterns);
    populateStructuralPatterns(context, typeConverter, patterns);
    populateResourcePatterns(context, typeConverter, patterns);
    populateTensorPatterns(context, typeConverter, patterns);
    populateCommandPatterns(context, typeConverter, patterns);
    populateTimepointPatterns(context, typeConverter, patterns);

    // One conversion per top-level op rather than one over the whole module:
    // the same rewrites (no pattern looks across top-level ops), but the
    // driver's bookkeeping stays as small as one function, which keeps the
    // time linear in practice (cache-friendly) for large modules. Stop at the
    // first failure, as a single conversion would; the driver reports what
    // failed, located at the op.
    FrozenRewritePatternSet frozenPatterns(std::move(patterns));
    for (Operation &op :
         llvm::make_early_inc_range(getOperation().getBody()->getOperations())) {
      if (failed(applyPartialConversion(&op, target, frozenPatterns))) {
        signalPassFailure();
        return;
      }
    }
  }
};

} // namespace

#define GEN_PASS_REGISTRATION
#include "patterns/Passes.h.inc"

void registerPasses() {
  registerStreamToHALPasses();
  registerTestPasses();
}

} // namespace mlir::stream_to_hal
