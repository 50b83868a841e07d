//===- ConvertStreamToHALPass.cpp - The convert-stream-to-hal pass --------===//
#include "patterns/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::stream_to_hal {

#define GEN_PASS_DEF_CONVERTSTREAMTOHAL
#include "patterns/Passes.h.inc"

namespace {

struct ConvertStreamToHALPass
    : impl::ConvertStreamToHALBase<ConvertStreamToHALPass> {
  void runOnOperation() override {}
};

} // namespace

#define GEN_PASS_REGISTRATION
#include "patterns/Passes.h.inc"

void registerPasses() {
  registerStreamToHALPasses();
  registerTestPasses();
}

} // namespace mlir::stream_to_hal
