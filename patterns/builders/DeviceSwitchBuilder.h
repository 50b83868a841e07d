//===- DeviceSwitchBuilder.h - Builds hal.device.switch ops ------*- C++ -*-===//
//
// Builds a `hal.device.switch` (docs/design/dispatch.md#device-switch-builder,
// #emitted-switch; docs/design/hal-dialect.md#hal-device-switch;
// docs/design/decisions.md#porting-1) directly as its final op: one condition
// region per match attribute, each with a single argument-less block for the
// caller to fill. Every IR change goes through the OpBuilder given by the
// caller, so a ConversionPatternRewriter sees (and can roll back) all of them;
// there are no temporary per-case ops.
//
// Typical use in a conversion pattern:
//
//   FailureOr<DeviceSwitchBuilder> switchBuilder =
//       DeviceSwitchBuilder::create(rewriter, loc, /*resultTypes=*/{}, device,
//                                   conditions);
//   if (failed(switchBuilder)) ...;   // no conditions: report it, nothing built
//   for (unsigned i = 0; i < switchBuilder->getNumCases(); ++i) {
//     OpBuilder::InsertionGuard guard(rewriter);
//     rewriter.setInsertionPointToEnd(switchBuilder->getCaseBlock(i));
//     ... build the case's ops ...
//     (void)switchBuilder->terminateCase(i, /*results=*/{});
//   }
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_PATTERNS_BUILDERS_DEVICESWITCHBUILDER_H
#define STREAM_TO_HAL_PATTERNS_BUILDERS_DEVICESWITCHBUILDER_H

#include "StreamToHAL/dialects/hal/HALDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/Support/LogicalResult.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir::stream_to_hal {

class DeviceSwitchBuilder {
public:
  /// Creates, through `builder` at its insertion point, a hal.device.switch on
  /// `device` with `resultTypes` and one region per entry of `conditions` (in
  /// order), each holding one empty block without arguments. Afterwards the
  /// builder's insertion point is just after the switch. A builder without an
  /// insertion point builds the switch detached, for the caller to insert.
  ///
  /// Fails without creating anything when `conditions` is empty (the op needs
  /// at least one case, docs/design/hal-dialect.md#hal-device-switch), when one
  /// of them is null, or when `device` is not a !hal.device value.
  static FailureOr<DeviceSwitchBuilder> create(OpBuilder &builder,
                                               Location loc,
                                               TypeRange resultTypes,
                                               Value device,
                                               ArrayRef<Attribute> conditions);

  hal::DeviceSwitchOp getOp() { return switchOp; }
  unsigned getNumCases();
  /// The condition of case `index`; null when there is no such case.
  Attribute getCondition(unsigned index);
  /// The block of case `index` to fill; null when there is no such case.
  Block *getCaseBlock(unsigned index);

  /// Ends case `index` with `hal.return results`, created through the builder
  /// at the end of the case block (the builder's insertion point is kept).
  /// Fails without creating anything when there is no such case, when the
  /// case already ends in a terminator, or when `results` do not have the
  /// switch's result types.
  LogicalResult terminateCase(unsigned index, ValueRange results);

  /// Fills case `index`: calls `body` with the builder at the end of the case
  /// block, then terminates the case with the values `body` returns. Fails
  /// when `body` fails (leaving the case unterminated) or terminateCase does.
  /// The builder's insertion point is restored afterwards.
  LogicalResult
  buildCase(unsigned index,
            function_ref<FailureOr<SmallVector<Value>>(OpBuilder &)> body);

  /// True when every case ends in `hal.return`, i.e. the switch is complete.
  bool isComplete();

private:
  DeviceSwitchBuilder(OpBuilder &builder, hal::DeviceSwitchOp switchOp)
      : builder(&builder), switchOp(switchOp) {}

  OpBuilder *builder;
  hal::DeviceSwitchOp switchOp;
};

} // namespace mlir::stream_to_hal

#endif // STREAM_TO_HAL_PATTERNS_BUILDERS_DEVICESWITCHBUILDER_H
