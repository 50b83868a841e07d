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

//===----------------------------------------------------------------------===//
// Analyses printed on their input (TestAnalysisPasses.cpp), as CIRCT's
// test-dependence-analysis prints its result: each decision becomes a
// discardable `test.*` attribute of the op it is about, so that lit tests
// check the decisions on stream IR, without the conversion.
//===----------------------------------------------------------------------===//

def TestCommandAccesses : Pass<"test-stream-command-accesses", "mlir::ModuleOp"> {
  let summary = "(test only) Prints the access model of every stream command";
  let description = [{
    Gives every op implementing CommandAccessOpInterface
    (docs/design/access-model.md) the attributes `test.stage` ("transfer" or
    "dispatch") and `test.accesses`, one string per access in order:
    `"<ordinal> <r|w|rw> [<begin>, <end>)"` for a known byte range, or
    `"<ordinal> <r|w|rw> unknown"`.
  }];
}

def TestBarrierPlan : Pass<"test-stream-to-hal-barrier-plan", "mlir::ModuleOp"> {
  let summary = "(test only) Prints the barrier plan of every stream.cmd.execute";
  let description = [{
    Plans the barriers of every execute as convert-stream-to-hal does
    (patterns/analyses/BarrierPlanner.h) and gives every item of every
    sequential block (an execute or serial body) the attribute
    `test.barrier`: the slot after it, `"<source> -> <target>"` with the
    stage masks as hal.command_buffer.execution_barrier prints them, or
    `"none"` when the slot is dropped.
  }];
  let options = [
    Option<"barriers", "barriers", "std::string", /*default=*/"\"hazard\"",
           "The barrier mode to plan in: all or hazard">,
  ];
}

def TestReusePlan : Pass<"test-stream-to-hal-reuse-plan", "mlir::ModuleOp"> {
  let summary = "(test only) Prints the reuse plan of every stream.cmd.execute";
  let description = [{
    Plans every execute as `command-buffers=reusable` does
    (patterns/analyses/ReusePlanner.h). Each execute gets `test.reuse`:
    `"reusable"` or `"one-shot: <reason>"` (initializer, uncaptured-resource,
    dynamic-value, no-slots); a reusable one also gets `test.slots`, one
    string per slot: `"capture <i> [<begin>, <end>)"` (narrowed) or
    `"capture <i> whole"`. Each command of a reusable execute gets
    `test.slot_accesses`, one string per access: `"direct"`, or
    `"slot <k>"` followed by ` offset <o>` when the offset is rebased and
    ` whole-length` when the length becomes -1.
  }];
}

#endif // STREAM_TO_HAL_TEST_LIB_TESTPASSES_TD
