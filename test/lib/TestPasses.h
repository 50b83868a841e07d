//===- TestPasses.h - Test-only passes of StreamToHAL -----------*- C++ -*-===//
//
// Passes that exist only so that lit tests can drive the conversion's C++
// building blocks on hand-written IR (TestPasses.td). The plugin and the
// tools register them; the public registerPasses() does not.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_TEST_LIB_TESTPASSES_H
#define STREAM_TO_HAL_TEST_LIB_TESTPASSES_H

namespace mlir::stream_to_hal {

/// Registers the passes of TestPasses.td (test-stream-to-hal-device-switch,
/// test-stream-to-hal-workgroup-count, test-stream-command-accesses,
/// test-stream-to-hal-barrier-plan, test-stream-to-hal-reuse-plan) with
/// MLIR's global pass registry.
void registerTestPasses();

} // namespace mlir::stream_to_hal

#endif // STREAM_TO_HAL_TEST_LIB_TESTPASSES_H
