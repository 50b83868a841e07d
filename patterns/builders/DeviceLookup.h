//===- DeviceLookup.h - Device and allocator lookup -------------*- C++ -*-===//
//
// docs/design/resources.md#device-lookup: every pattern that needs the device
// or its allocator emits its own lookup at the insertion point (never shared
// between ops); affinities are ignored.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_PATTERNS_BUILDERS_DEVICELOOKUP_H
#define STREAM_TO_HAL_PATTERNS_BUILDERS_DEVICELOOKUP_H

#include "mlir/IR/Builders.h"

namespace mlir::stream_to_hal {

/// Emits `hal.ex.shared_device : !hal.device` and returns the device.
Value lookupDevice(OpBuilder &builder, Location loc);

/// Emits the device lookup followed by
/// `hal.device.allocator<%device : !hal.device> : !hal.allocator` and returns
/// the allocator.
Value lookupAllocator(OpBuilder &builder, Location loc);

} // namespace mlir::stream_to_hal

#endif // STREAM_TO_HAL_PATTERNS_BUILDERS_DEVICELOOKUP_H
