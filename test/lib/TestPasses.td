//===- TestPasses.td - Test-only passes of StreamToHAL -----*- tablegen -*-===//
//
// Passes that exist only so that lit tests can drive the conversion's C++
// building blocks on hand-written IR. Their names start with `test-`; they are
// not part of the lowering and nothing but tests should run them.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_TEST_LIB_TESTPASSES_TD
#define STREAM_TO_HAL_TEST_LIB_TESTPASSES_TD

include "mlir/Pass/PassBase.td"

def TestDeviceSwitch : Pass<"test-stream-to-hal-device-switch", "mlir::ModuleOp"> {
  let summary = "(test only) Replaces test.device_switch ops using DeviceSwitchBuilder";
  let description = [{
    Replaces every `"test.device_switch"(%device) {conditions = [...]}` op
    (an unregistered op: run with --allow-unregistered-dialect) by a
    `hal.device.switch` on `%device` built by DeviceSwitchBuilder, with one
    case per condition and the test op's result types. Case `i` returns
    `arith.constant i` of each (integer or index) result type. Results and
    conditions the builder rejects are reported at the test op.
  }];
  let options = [
    Option<"useRewriter", "use-rewriter", "bool", /*default=*/"false",
           "Build inside a dialect-conversion pattern "
           "(ConversionPatternRewriter) instead of with a plain OpBuilder">,
  ];
  let dependentDialects = ["mlir::arith::ArithDialect", "mlir::hal::HALDialect"];
}

def TestWorkgroupCount : Pass<"test-stream-to-hal-workgroup-count", "mlir::ModuleOp"> {
  let summary = "(test only) Replaces test.workgroup_count ops using buildWorkgroupCount";
  let description = [{
    Replaces every `"test.workgroup_count"(%workload...) {entry_point =
    @ex::@variant::@entry}` op producing three values (an unregistered op: run
    with --allow-unregistered-dialect) by the workgroup counts that
    buildWorkgroupCount derives for that hal.executable.entry_point. The
    errors getWorkgroupCountError reports are emitted at the test op.
  }];
  let options = [
    Option<"useRewriter", "use-rewriter", "bool", /*default=*/"false",
           "Build inside a dialect-conversion pattern "
           "(ConversionPatternRewriter) instead of with a plain OpBuilder">,
  ];
  let dependentDialects = ["mlir::arith::ArithDialect", "mlir::hal::HALDialect"];
}

#endif // STREAM_TO_HAL_TEST_LIB_TESTPASSES_TD
