//===- DeviceLookup.cpp - Device and allocator lookup ---------------------===//
#include "StreamToHAL/patterns/builders/DeviceLookup.h"

#include "StreamToHAL/dialects/Compat.h"
#include "StreamToHAL/dialects/hal/HALDialect.h"

namespace mlir::stream_to_hal {

Value lookupDevice(OpBuilder &builder, Location loc) {
  return compat::createOp<hal::ExSharedDeviceOp>(builder, loc).getResult();
}

Value lookupAllocator(OpBuilder &builder, Location loc) {
  Value device = lookupDevice(builder, loc);
  return compat::createOp<hal::DeviceAllocatorOp>(builder, loc, device)
      .getResult();
}

} // namespace mlir::stream_to_hal
