//===- ControlFlowSemantics.cpp - func, cf and scf ------------------------===//
//
// docs/design/simulator.md#std-ops: calls, branches and structured control
// flow, executed in the interpreter's current frame.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/semantics/Interpreter.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;

namespace stream_to_hal::sim {

namespace {

using Values = llvm::SmallVector<RuntimeValue, 4>;

LogicalResult setResults(Interpreter &interp, Operation &op, llvm::ArrayRef<RuntimeValue> values) {
  if (values.size() != op.getNumResults())
    return interp.fail(op, "produced " + llvm::Twine(values.size()) + " values for " +
                               llvm::Twine(op.getNumResults()) + " results");
  for (auto [result, value] : llvm::zip(op.getResults(), values))
    interp.set(result, value);
  return success();
}

FailureOr<bool> getCondition(Interpreter &interp, Operation &op, Value condition) {
  FailureOr<llvm::APInt> value = interp.getInteger(op, condition);
  if (failed(value))
    return failure();
  return !value->isZero();
}

LogicalResult runCall(Operation &op, Interpreter &interp) {
  auto call = cast<func::CallOp>(op);
  Operation *callee = interp.symbolTable().lookup(call.getCallee());
  if (!callee)
    return interp.fail(op, "no function @" + call.getCallee());
  FailureOr<Values> arguments = interp.getAll(op, call.getOperands());
  if (failed(arguments))
    return failure();
  FailureOr<Values> results = interp.callFunction(callee, *arguments);
  if (failed(results))
    return failure();
  return setResults(interp, op, *results);
}

LogicalResult runBranch(Operation &op, Interpreter &interp) {
  auto branch = cast<cf::BranchOp>(op);
  FailureOr<Values> arguments = interp.getAll(op, branch.getDestOperands());
  if (failed(arguments))
    return failure();
  interp.branchTo(branch.getDest(), std::move(*arguments));
  return success();
}

LogicalResult runCondBranch(Operation &op, Interpreter &interp) {
  auto branch = cast<cf::CondBranchOp>(op);
  FailureOr<bool> taken = getCondition(interp, op, branch.getCondition());
  if (failed(taken))
    return failure();
  FailureOr<Values> arguments = interp.getAll(
      op, *taken ? branch.getTrueDestOperands() : branch.getFalseDestOperands());
  if (failed(arguments))
    return failure();
  interp.branchTo(*taken ? branch.getTrueDest() : branch.getFalseDest(),
                  std::move(*arguments));
  return success();
}

LogicalResult runSwitch(Operation &op, Interpreter &interp) {
  auto switchOp = cast<cf::SwitchOp>(op);
  FailureOr<llvm::APInt> flag = interp.getInteger(op, switchOp.getFlag());
  if (failed(flag))
    return failure();
  Block *dest = switchOp.getDefaultDestination();
  ValueRange operands = switchOp.getDefaultOperands();
  if (auto caseValues = switchOp.getCaseValues()) {
    for (auto [index, caseValue] : llvm::enumerate(caseValues->getValues<llvm::APInt>())) {
      if (caseValue.getBitWidth() == flag->getBitWidth() && caseValue == *flag) {
        dest = switchOp.getCaseDestinations()[index];
        operands = switchOp.getCaseOperands(index);
        break;
      }
    }
  }
  FailureOr<Values> arguments = interp.getAll(op, operands);
  if (failed(arguments))
    return failure();
  interp.branchTo(dest, std::move(*arguments));
  return success();
}

LogicalResult runIf(Operation &op, Interpreter &interp) {
  auto ifOp = cast<scf::IfOp>(op);
  FailureOr<bool> taken = getCondition(interp, op, ifOp.getCondition());
  if (failed(taken))
    return failure();
  Region &region = *taken ? ifOp.getThenRegion() : ifOp.getElseRegion();
  if (region.empty())
    return setResults(interp, op, {});
  FailureOr<RegionExit> exit = interp.runRegion(region, {});
  if (failed(exit))
    return failure();
  return setResults(interp, op, exit->values);
}

LogicalResult runFor(Operation &op, Interpreter &interp) {
  auto forOp = cast<scf::ForOp>(op);
  FailureOr<llvm::APInt> lower = interp.getInteger(op, forOp.getLowerBound());
  FailureOr<llvm::APInt> upper = interp.getInteger(op, forOp.getUpperBound());
  FailureOr<llvm::APInt> step = interp.getInteger(op, forOp.getStep());
  FailureOr<Values> carried = interp.getAll(op, forOp.getInitArgs());
  if (failed(lower) || failed(upper) || failed(step) || failed(carried))
    return failure();
  // Bounds are signed (scf.for's default; unsignedCmp loops are not in our
  // subset and are rejected below).
  if (op.hasAttr("unsignedCmp"))
    return interp.fail(op, "unsigned scf.for loops are not supported");
  if (!step->isStrictlyPositive())
    return interp.fail(op, "scf.for step must be positive, got " +
                               llvm::Twine(step->getSExtValue()));
  Type ivType = forOp.getInductionVar().getType();
  Values arguments;
  for (llvm::APInt iv = *lower; iv.slt(*upper);) {
    arguments.clear();
    arguments.push_back(RuntimeValue::integer(ivType, iv));
    arguments.append(carried->begin(), carried->end());
    FailureOr<RegionExit> exit = interp.runRegion(forOp.getRegion(), arguments);
    if (failed(exit))
      return failure();
    *carried = std::move(exit->values);
    bool overflow = false;
    iv = iv.sadd_ov(*step, overflow);
    if (overflow)
      break;
  }
  return setResults(interp, op, *carried);
}

LogicalResult runWhile(Operation &op, Interpreter &interp) {
  auto whileOp = cast<scf::WhileOp>(op);
  FailureOr<Values> carried = interp.getAll(op, whileOp.getInits());
  if (failed(carried))
    return failure();
  while (true) {
    FailureOr<RegionExit> before = interp.runRegion(whileOp.getBefore(), *carried);
    if (failed(before))
      return failure();
    if (before->values.empty() || !before->values.front().isInteger())
      return interp.fail(*before->terminator, "scf.condition without an i1 condition");
    bool proceed = !before->values.front().getInteger().isZero();
    Values forwarded(std::next(before->values.begin()), before->values.end());
    if (!proceed)
      return setResults(interp, op, forwarded);
    FailureOr<RegionExit> after = interp.runRegion(whileOp.getAfter(), forwarded);
    if (failed(after))
      return failure();
    *carried = std::move(after->values);
  }
}

LogicalResult runExecuteRegion(Operation &op, Interpreter &interp) {
  FailureOr<RegionExit> exit = interp.runRegion(op.getRegion(0), {});
  if (failed(exit))
    return failure();
  return setResults(interp, op, exit->values);
}

} // namespace

void registerControlFlowSemantics(OpRegistry &registry) {
  registry.add("func.call", runCall);
  registry.add("cf.br", runBranch);
  registry.add("cf.cond_br", runCondBranch);
  registry.add("cf.switch", runSwitch);
  registry.add("scf.if", runIf);
  registry.add("scf.for", runFor);
  registry.add("scf.while", runWhile);
  registry.add("scf.execute_region", runExecuteRegion);
}

} // namespace stream_to_hal::sim
