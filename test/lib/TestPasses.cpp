//===- TestPasses.cpp - Test-only passes of StreamToHAL -------------------===//
//
// Drivers that let lit tests exercise DeviceSwitchBuilder and
// buildWorkgroupCount on hand-written IR, with a plain OpBuilder and inside a
// dialect-conversion pattern. See TestPasses.td.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/test/lib/TestPasses.h"

#include "mlir/Pass/Pass.h"

#include "StreamToHAL/dialects/Compat.h"
#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/patterns/builders/DeviceSwitchBuilder.h"
#include "StreamToHAL/patterns/builders/WorkgroupCount.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::stream_to_hal {

#define GEN_PASS_DECL
#include "StreamToHAL/test/lib/TestPasses.h.inc"

#define GEN_PASS_DEF_TESTDEVICESWITCH
#define GEN_PASS_DEF_TESTWORKGROUPCOUNT
#include "StreamToHAL/test/lib/TestPasses.h.inc"

namespace {

constexpr StringLiteral kDeviceSwitchOpName = "test.device_switch";
constexpr StringLiteral kWorkgroupCountOpName = "test.workgroup_count";

/// Builds the hal.device.switch that replaces the test.device_switch `op` at
/// `builder`'s insertion point; reports bad test input at `op` first.
FailureOr<SmallVector<Value>> buildTestDeviceSwitch(Operation *op,
                                                    OpBuilder &builder) {
  if (op->getNumOperands() != 1)
    return op->emitError("expects exactly one (device) operand");
  auto conditions = op->getAttrOfType<ArrayAttr>("conditions");
  if (!conditions)
    return op->emitError("expects a 'conditions' array attribute");
  for (auto [index, type] : llvm::enumerate(op->getResultTypes())) {
    if (!type.isIntOrIndex())
      return op->emitError("result #")
             << index << " has type " << type
             << "; the test builds only integer and index results";
  }

  FailureOr<DeviceSwitchBuilder> switchBuilder = DeviceSwitchBuilder::create(
      builder, op->getLoc(), op->getResultTypes(), op->getOperand(0),
      conditions.getValue());
  if (failed(switchBuilder))
    return op->emitError("DeviceSwitchBuilder refused to build the switch");
  for (unsigned index = 0; index < switchBuilder->getNumCases(); ++index) {
    LogicalResult built = switchBuilder->buildCase(
        index, [&](OpBuilder &caseBuilder) -> FailureOr<SmallVector<Value>> {
          SmallVector<Value> results;
          for (Type type : op->getResultTypes())
            results.push_back(compat::createOp<arith::ConstantOp>(
                caseBuilder, op->getLoc(),
                caseBuilder.getIntegerAttr(type, index)));
          return results;
        });
    if (failed(built))
      return op->emitError("DeviceSwitchBuilder could not build case #")
             << index;
  }
  if (!switchBuilder->isComplete())
    return op->emitError("the built hal.device.switch is incomplete");
  return SmallVector<Value>(switchBuilder->getOp()->getResults());
}

/// Builds the workgroup counts that replace the test.workgroup_count `op` at
/// `builder`'s insertion point; reports bad input at `op` before building.
FailureOr<SmallVector<Value>>
buildTestWorkgroupCount(Operation *op, OpBuilder &builder,
                        SymbolTableCollection &symbolTables) {
  auto entryPointRef = op->getAttrOfType<SymbolRefAttr>("entry_point");
  if (!entryPointRef)
    return op->emitError("expects an 'entry_point' symbol reference");
  if (op->getNumResults() != 3)
    return op->emitError("expects 3 results");
  auto entryPoint =
      symbolTables.lookupNearestSymbolFrom<hal::ExecutableEntryPointOp>(
          op, entryPointRef);
  if (!entryPoint)
    return op->emitError("symbol ")
           << entryPointRef << " is not a hal.executable.entry_point";
  if (std::optional<std::string> error =
          getWorkgroupCountError(entryPoint, op->getOperands()))
    return op->emitError(*error);

  FailureOr<std::array<Value, 3>> counts = buildWorkgroupCount(
      builder, op->getLoc(), entryPoint, op->getOperands());
  if (failed(counts))
    return op->emitError("buildWorkgroupCount failed after its checks passed");
  return SmallVector<Value>(counts->begin(), counts->end());
}

using BuildFn = function_ref<FailureOr<SmallVector<Value>>(Operation *,
                                                           OpBuilder &)>;

/// Replaces every op named `opName` under `root` by what `build` creates, with
/// a plain OpBuilder.
LogicalResult replaceWithBuilder(Operation *root, StringRef opName,
                                 BuildFn build) {
  SmallVector<Operation *> ops;
  root->walk([&](Operation *op) {
    if (op->getName().getStringRef() == opName)
      ops.push_back(op);
  });
  bool failedAny = false;
  for (Operation *op : ops) {
    OpBuilder builder(op);
    FailureOr<SmallVector<Value>> replacements = build(op, builder);
    if (failed(replacements)) {
      failedAny = true;
      continue;
    }
    op->replaceAllUsesWith(*replacements);
    op->erase();
  }
  return failure(failedAny);
}

/// Replaces an op named by the pattern's root through the conversion driver.
struct ReplaceTestOpPattern : ConversionPattern {
  using Fn = std::function<FailureOr<SmallVector<Value>>(Operation *,
                                                         OpBuilder &)>;
  ReplaceTestOpPattern(MLIRContext *context, StringRef opName, Fn build)
      : ConversionPattern(opName, /*benefit=*/1, context),
        build(std::move(build)) {}

  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value> /*operands*/,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<SmallVector<Value>> replacements = build(op, rewriter);
    if (failed(replacements))
      return failure();
    rewriter.replaceOp(op, *replacements);
    return success();
  }

  Fn build;
};

LogicalResult replaceWithConversion(Operation *root, StringRef opName,
                                    ReplaceTestOpPattern::Fn build) {
  MLIRContext *context = root->getContext();
  ConversionTarget target(*context);
  // Explicitly illegal, so that a pattern failure fails the conversion.
  target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
  target.setOpAction(OperationName(opName, context),
                     ConversionTarget::LegalizationAction::Illegal);
  RewritePatternSet patterns(context);
  patterns.add<ReplaceTestOpPattern>(context, opName, std::move(build));
  return applyPartialConversion(root, target, std::move(patterns));
}

struct TestDeviceSwitchPass
    : impl::TestDeviceSwitchBase<TestDeviceSwitchPass> {
  using Base::Base;

  void runOnOperation() override {
    LogicalResult result =
        useRewriter ? replaceWithConversion(getOperation(), kDeviceSwitchOpName,
                                            buildTestDeviceSwitch)
                    : replaceWithBuilder(getOperation(), kDeviceSwitchOpName,
                                         buildTestDeviceSwitch);
    if (failed(result))
      signalPassFailure();
  }
};

struct TestWorkgroupCountPass
    : impl::TestWorkgroupCountBase<TestWorkgroupCountPass> {
  using Base::Base;

  void runOnOperation() override {
    SymbolTableCollection symbolTables;
    auto build = [&](Operation *op, OpBuilder &builder) {
      return buildTestWorkgroupCount(op, builder, symbolTables);
    };
    LogicalResult result =
        useRewriter
            ? replaceWithConversion(getOperation(), kWorkgroupCountOpName,
                                    build)
            : replaceWithBuilder(getOperation(), kWorkgroupCountOpName, build);
    if (failed(result))
      signalPassFailure();
  }
};

} // namespace

#define GEN_PASS_REGISTRATION
#include "StreamToHAL/test/lib/TestPasses.h.inc"

void registerTestPasses() { registerStreamToHALTestPasses(); }

} // namespace mlir::stream_to_hal
