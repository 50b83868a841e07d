//===- InlineMemoizeRegions.cpp - stream-to-hal-inline-memoize-regions ----===//
//
// docs/design/reusable.md#inline-pass: runs each hal.device.memoize region in
// place, innermost first. Its command buffers are then recorded at every run,
// so they become OneShot; capacity, slots and the indirect submission stay.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/patterns/pass/Passes.h"

#include "StreamToHAL/patterns/pass/Statistics.h"

#include "StreamToHAL/dialects/hal/HALDialect.h"

namespace mlir::stream_to_hal {

#define GEN_PASS_DEF_INLINEMEMOIZEREGIONS
#include "StreamToHAL/patterns/pass/Passes.h.inc"

namespace {

struct InlineMemoizeRegionsPass
    : impl::InlineMemoizeRegionsBase<InlineMemoizeRegionsPass> {
  using InlineMemoizeRegionsBase::InlineMemoizeRegionsBase;

  void runOnOperation() override {
    // Post-order: inner regions are inlined into outer ones first.
    SmallVector<hal::DeviceMemoizeOp> memoizeOps;
    getOperation().walk<WalkOrder::PostOrder>(
        [&](hal::DeviceMemoizeOp op) { memoizeOps.push_back(op); });
    uint64_t inlined = 0;
    for (hal::DeviceMemoizeOp memoizeOp : memoizeOps) {
      Region &body = memoizeOp.getBody();
      // Verified IR has one block ending in hal.return with the results.
      if (!body.hasOneBlock() || body.front().empty())
        continue;
      auto returnOp = dyn_cast<hal::ReturnOp>(body.front().back());
      if (!returnOp ||
          returnOp.getNumOperands() != memoizeOp.getNumResults())
        continue;
      body.walk([](hal::CommandBufferCreateOp createOp) {
        createOp.setModes(createOp.getModes() |
                          hal::CommandBufferModeBitfield::OneShot);
      });
      Block *parent = memoizeOp->getBlock();
      parent->getOperations().splice(memoizeOp->getIterator(),
                                     body.front().getOperations(),
                                     body.front().begin(),
                                     returnOp->getIterator());
      memoizeOp.replaceAllUsesWith(returnOp.getOperands());
      memoizeOp.erase();
      ++inlined;
    }
    numInlinedRegions += inlined;
    printOwnStatistics(getName(), {{"inlined-regions",
                                    "memoize regions inlined", inlined}});
  }
};

} // namespace

} // namespace mlir::stream_to_hal
