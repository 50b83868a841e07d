//===- DeviceLookupTest.cpp - Device and allocator lookup -----------------===//
#include "StreamToHAL/patterns/builders/DeviceLookup.h"

#include "StreamToHAL/dialects/hal/HALDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"

#include <gtest/gtest.h>

using namespace mlir;

namespace {

// docs/design/resources.md#device-lookup: each lookup emits a fresh
// shared_device (+ allocator).
TEST(DeviceLookup, EmitsFreshLookups) {
  MLIRContext context;
  context.loadDialect<hal::HALDialect>();
  OpBuilder builder(&context);
  Location loc = FileLineColLoc::get(&context, "lookup.mlir", 3, 5);
  OwningOpRef<ModuleOp> module = ModuleOp::create(builder.getUnknownLoc());
  builder.setInsertionPointToEnd(module->getBody());

  Value device = stream_to_hal::lookupDevice(builder, loc);
  Value allocator = stream_to_hal::lookupAllocator(builder, loc);
  ASSERT_TRUE(succeeded(verify(*module)));

  auto deviceOp = device.getDefiningOp<hal::ExSharedDeviceOp>();
  ASSERT_TRUE(deviceOp);
  EXPECT_TRUE(isa<hal::DeviceType>(device.getType()));
  auto allocatorOp = allocator.getDefiningOp<hal::DeviceAllocatorOp>();
  ASSERT_TRUE(allocatorOp);
  EXPECT_TRUE(isa<hal::AllocatorType>(allocator.getType()));
  auto secondDeviceOp =
      allocatorOp.getDevice().getDefiningOp<hal::ExSharedDeviceOp>();
  ASSERT_TRUE(secondDeviceOp);
  EXPECT_NE(secondDeviceOp, deviceOp);

  // In order, all at the given location.
  std::vector<Operation *> ops;
  for (Operation &op : *module->getBody())
    ops.push_back(&op);
  ASSERT_EQ(ops.size(), 3u);
  EXPECT_EQ(ops[0], deviceOp.getOperation());
  EXPECT_EQ(ops[1], secondDeviceOp.getOperation());
  EXPECT_EQ(ops[2], allocatorOp.getOperation());
  for (Operation *op : ops)
    EXPECT_EQ(op->getLoc(), loc);
}

} // namespace
