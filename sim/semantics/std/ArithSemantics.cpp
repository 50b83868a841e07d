//===- ArithSemantics.cpp - arith, index, affine.apply, tensor.dim --------===//
//
// docs/design/simulator.md#std-ops: integer ops on APInt (index is 64
// bits), float ops on APFloat, as the arith and index dialects define them.
// Division by zero and signed-overflowing division fail the run (they are
// undefined behaviour in the IR).
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/semantics/Interpreter.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Index/IR/IndexOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineExprVisitor.h"

using namespace mlir;
using llvm::APFloat;
using llvm::APInt;

namespace stream_to_hal::sim {

namespace {

unsigned widthOf(Type type) {
  return type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
}

LogicalResult runConstant(Operation &op, Interpreter &interp) {
  Attribute value = op.getAttr("value");
  Type type = op.getResult(0).getType();
  if (auto integer = dyn_cast_or_null<IntegerAttr>(value)) {
    interp.set(op.getResult(0), RuntimeValue::integer(type, integer.getValue().sextOrTrunc(widthOf(type))));
    return success();
  }
  if (auto boolean = dyn_cast_or_null<BoolAttr>(value)) {
    interp.set(op.getResult(0), RuntimeValue::integer(type, APInt(1, boolean.getValue())));
    return success();
  }
  if (auto floating = dyn_cast_or_null<FloatAttr>(value)) {
    interp.set(op.getResult(0), RuntimeValue::floating(type, floating.getValue()));
    return success();
  }
  return interp.fail(op, "only scalar integer, index and float constants are supported");
}

// Binary integer ops: `compute` returns the result or sets `error`.
using IntBinary = APInt (*)(const APInt &, const APInt &, const char *&error);

template <IntBinary compute>
LogicalResult runIntBinary(Operation &op, Interpreter &interp) {
  FailureOr<APInt> lhs = interp.getInteger(op, op.getOperand(0));
  FailureOr<APInt> rhs = interp.getInteger(op, op.getOperand(1));
  if (failed(lhs) || failed(rhs))
    return failure();
  if (lhs->getBitWidth() != rhs->getBitWidth())
    return interp.fail(op, "operands of different widths");
  const char *error = nullptr;
  APInt result = compute(*lhs, *rhs, error);
  if (error)
    return interp.fail(op, error);
  interp.set(op.getResult(0), RuntimeValue::integer(op.getResult(0).getType(), result));
  return success();
}

APInt addI(const APInt &a, const APInt &b, const char *&) { return a + b; }
APInt subI(const APInt &a, const APInt &b, const char *&) { return a - b; }
APInt mulI(const APInt &a, const APInt &b, const char *&) { return a * b; }
APInt andI(const APInt &a, const APInt &b, const char *&) { return a & b; }
APInt orI(const APInt &a, const APInt &b, const char *&) { return a | b; }
APInt xorI(const APInt &a, const APInt &b, const char *&) { return a ^ b; }
APInt maxUI(const APInt &a, const APInt &b, const char *&) { return a.ugt(b) ? a : b; }
APInt minUI(const APInt &a, const APInt &b, const char *&) { return a.ult(b) ? a : b; }
APInt maxSI(const APInt &a, const APInt &b, const char *&) { return a.sgt(b) ? a : b; }
APInt minSI(const APInt &a, const APInt &b, const char *&) { return a.slt(b) ? a : b; }

bool checkDivisor(const APInt &a, const APInt &b, bool isSigned, const char *&error) {
  if (b.isZero()) {
    error = "division by zero";
    return false;
  }
  if (isSigned && a.isMinSignedValue() && b.isAllOnes()) {
    error = "signed division overflows";
    return false;
  }
  return true;
}
APInt divUI(const APInt &a, const APInt &b, const char *&e) {
  return checkDivisor(a, b, false, e) ? a.udiv(b) : a;
}
APInt divSI(const APInt &a, const APInt &b, const char *&e) {
  return checkDivisor(a, b, true, e) ? a.sdiv(b) : a;
}
APInt remUI(const APInt &a, const APInt &b, const char *&e) {
  return checkDivisor(a, b, false, e) ? a.urem(b) : a;
}
APInt remSI(const APInt &a, const APInt &b, const char *&e) {
  return checkDivisor(a, b, true, e) ? a.srem(b) : a;
}
APInt ceilDivUI(const APInt &a, const APInt &b, const char *&e) {
  if (!checkDivisor(a, b, false, e))
    return a;
  return llvm::APIntOps::RoundingUDiv(a, b, APInt::Rounding::UP);
}
APInt ceilDivSI(const APInt &a, const APInt &b, const char *&e) {
  if (!checkDivisor(a, b, true, e))
    return a;
  return llvm::APIntOps::RoundingSDiv(a, b, APInt::Rounding::UP);
}
APInt floorDivSI(const APInt &a, const APInt &b, const char *&e) {
  if (!checkDivisor(a, b, true, e))
    return a;
  return llvm::APIntOps::RoundingSDiv(a, b, APInt::Rounding::DOWN);
}
// Shifts by at least the width are poison in arith; the run fails.
bool checkShift(const APInt &a, const APInt &b, const char *&error) {
  if (b.uge(a.getBitWidth())) {
    error = "shift amount is not less than the bit width";
    return false;
  }
  return true;
}
APInt shlI(const APInt &a, const APInt &b, const char *&e) {
  return checkShift(a, b, e) ? a.shl(b) : a;
}
APInt shrUI(const APInt &a, const APInt &b, const char *&e) {
  return checkShift(a, b, e) ? a.lshr(b) : a;
}
APInt shrSI(const APInt &a, const APInt &b, const char *&e) {
  return checkShift(a, b, e) ? a.ashr(b) : a;
}

bool compareInt(arith::CmpIPredicate predicate, const APInt &a, const APInt &b) {
  switch (predicate) {
  case arith::CmpIPredicate::eq: return a == b;
  case arith::CmpIPredicate::ne: return a != b;
  case arith::CmpIPredicate::slt: return a.slt(b);
  case arith::CmpIPredicate::sle: return a.sle(b);
  case arith::CmpIPredicate::sgt: return a.sgt(b);
  case arith::CmpIPredicate::sge: return a.sge(b);
  case arith::CmpIPredicate::ult: return a.ult(b);
  case arith::CmpIPredicate::ule: return a.ule(b);
  case arith::CmpIPredicate::ugt: return a.ugt(b);
  case arith::CmpIPredicate::uge: return a.uge(b);
  }
  return false;
}

LogicalResult setBool(Interpreter &interp, Operation &op, bool value) {
  interp.set(op.getResult(0), RuntimeValue::integer(op.getResult(0).getType(), APInt(1, value)));
  return success();
}

LogicalResult runCmpI(Operation &op, Interpreter &interp) {
  auto cmp = cast<arith::CmpIOp>(op);
  FailureOr<APInt> lhs = interp.getInteger(op, cmp.getLhs());
  FailureOr<APInt> rhs = interp.getInteger(op, cmp.getRhs());
  if (failed(lhs) || failed(rhs))
    return failure();
  return setBool(interp, op, compareInt(cmp.getPredicate(), *lhs, *rhs));
}

LogicalResult runIndexCmp(Operation &op, Interpreter &interp) {
  auto cmp = cast<index::CmpOp>(op);
  FailureOr<APInt> lhs = interp.getInteger(op, cmp.getLhs());
  FailureOr<APInt> rhs = interp.getInteger(op, cmp.getRhs());
  if (failed(lhs) || failed(rhs))
    return failure();
  // index.cmp's predicates have arith.cmpi's names and order.
  auto predicate = static_cast<arith::CmpIPredicate>(cmp.getPred());
  return setBool(interp, op, compareInt(predicate, *lhs, *rhs));
}

LogicalResult runCmpF(Operation &op, Interpreter &interp) {
  auto cmp = cast<arith::CmpFOp>(op);
  FailureOr<APFloat> lhs = interp.getFloat(op, cmp.getLhs());
  FailureOr<APFloat> rhs = interp.getFloat(op, cmp.getRhs());
  if (failed(lhs) || failed(rhs))
    return failure();
  APFloat::cmpResult order = lhs->compare(*rhs);
  bool unordered = order == APFloat::cmpUnordered;
  bool eq = order == APFloat::cmpEqual, lt = order == APFloat::cmpLessThan,
       gt = order == APFloat::cmpGreaterThan;
  bool result = false;
  switch (cmp.getPredicate()) {
  case arith::CmpFPredicate::AlwaysFalse: result = false; break;
  case arith::CmpFPredicate::OEQ: result = eq; break;
  case arith::CmpFPredicate::OGT: result = gt; break;
  case arith::CmpFPredicate::OGE: result = gt || eq; break;
  case arith::CmpFPredicate::OLT: result = lt; break;
  case arith::CmpFPredicate::OLE: result = lt || eq; break;
  case arith::CmpFPredicate::ONE: result = lt || gt; break;
  case arith::CmpFPredicate::ORD: result = !unordered; break;
  case arith::CmpFPredicate::UEQ: result = unordered || eq; break;
  case arith::CmpFPredicate::UGT: result = unordered || gt; break;
  case arith::CmpFPredicate::UGE: result = unordered || gt || eq; break;
  case arith::CmpFPredicate::ULT: result = unordered || lt; break;
  case arith::CmpFPredicate::ULE: result = unordered || lt || eq; break;
  case arith::CmpFPredicate::UNE: result = !eq; break;
  case arith::CmpFPredicate::UNO: result = unordered; break;
  case arith::CmpFPredicate::AlwaysTrue: result = true; break;
  }
  return setBool(interp, op, result);
}

LogicalResult runSelect(Operation &op, Interpreter &interp) {
  auto select = cast<arith::SelectOp>(op);
  FailureOr<APInt> condition = interp.getInteger(op, select.getCondition());
  if (failed(condition))
    return failure();
  FailureOr<RuntimeValue> chosen = interp.get(
      op, condition->isZero() ? select.getFalseValue() : select.getTrueValue());
  if (failed(chosen))
    return failure();
  interp.set(op.getResult(0), *chosen);
  return success();
}

// Integer casts: index_cast (signed), index_castui, extsi, extui, trunci,
// index.casts, index.castu.
template <bool isSigned>
LogicalResult runIntCast(Operation &op, Interpreter &interp) {
  FailureOr<APInt> value = interp.getInteger(op, op.getOperand(0));
  if (failed(value))
    return failure();
  Type type = op.getResult(0).getType();
  unsigned width = widthOf(type);
  APInt result = isSigned ? value->sextOrTrunc(width) : value->zextOrTrunc(width);
  interp.set(op.getResult(0), RuntimeValue::integer(type, result));
  return success();
}

using FloatBinary = APFloat::opStatus (APFloat::*)(const APFloat &, APFloat::roundingMode);

template <FloatBinary compute>
LogicalResult runFloatBinary(Operation &op, Interpreter &interp) {
  FailureOr<APFloat> lhs = interp.getFloat(op, op.getOperand(0));
  FailureOr<APFloat> rhs = interp.getFloat(op, op.getOperand(1));
  if (failed(lhs) || failed(rhs))
    return failure();
  APFloat result = *lhs;
  (result.*compute)(*rhs, APFloat::rmNearestTiesToEven);
  interp.set(op.getResult(0), RuntimeValue::floating(op.getResult(0).getType(), result));
  return success();
}

LogicalResult runNegF(Operation &op, Interpreter &interp) {
  FailureOr<APFloat> value = interp.getFloat(op, op.getOperand(0));
  if (failed(value))
    return failure();
  APFloat result = *value;
  result.changeSign();
  interp.set(op.getResult(0), RuntimeValue::floating(op.getResult(0).getType(), result));
  return success();
}

// extf / truncf.
LogicalResult runFloatCast(Operation &op, Interpreter &interp) {
  FailureOr<APFloat> value = interp.getFloat(op, op.getOperand(0));
  if (failed(value))
    return failure();
  Type type = op.getResult(0).getType();
  APFloat result = *value;
  bool lossy = false;
  result.convert(cast<FloatType>(type).getFloatSemantics(), APFloat::rmNearestTiesToEven,
                 &lossy);
  interp.set(op.getResult(0), RuntimeValue::floating(type, result));
  return success();
}

template <bool isSigned>
LogicalResult runIntToFloat(Operation &op, Interpreter &interp) {
  FailureOr<APInt> value = interp.getInteger(op, op.getOperand(0));
  if (failed(value))
    return failure();
  Type type = op.getResult(0).getType();
  APFloat result(cast<FloatType>(type).getFloatSemantics());
  result.convertFromAPInt(*value, isSigned, APFloat::rmNearestTiesToEven);
  interp.set(op.getResult(0), RuntimeValue::floating(type, result));
  return success();
}

template <bool isSigned>
LogicalResult runFloatToInt(Operation &op, Interpreter &interp) {
  FailureOr<APFloat> value = interp.getFloat(op, op.getOperand(0));
  if (failed(value))
    return failure();
  Type type = op.getResult(0).getType();
  llvm::APSInt result(widthOf(type), !isSigned);
  bool exact = false;
  value->convertToInteger(result, APFloat::rmTowardZero, &exact);
  interp.set(op.getResult(0), RuntimeValue::integer(type, result));
  return success();
}

LogicalResult runBitcast(Operation &op, Interpreter &interp) {
  FailureOr<RuntimeValue> value = interp.get(op, op.getOperand(0));
  if (failed(value))
    return failure();
  Type type = op.getResult(0).getType();
  APInt bits = value->isFloat() ? value->getFloat().bitcastToAPInt()
               : value->isInteger() ? value->getInteger()
                                    : APInt();
  if (!value->isFloat() && !value->isInteger())
    return interp.fail(op, "bitcast of " + value->describe());
  if (auto floatType = dyn_cast<FloatType>(type))
    interp.set(op.getResult(0),
               RuntimeValue::floating(type, APFloat(floatType.getFloatSemantics(), bits)));
  else
    interp.set(op.getResult(0), RuntimeValue::integer(type, bits));
  return success();
}

// affine.apply: the map's expression over the operands (dims then symbols).
class AffineEvaluator : public AffineExprVisitor<AffineEvaluator, int64_t> {
public:
  AffineEvaluator(llvm::ArrayRef<int64_t> dims, llvm::ArrayRef<int64_t> symbols)
      : dims(dims), symbols(symbols) {}
  const char *error = nullptr;

  int64_t visitAddExpr(AffineBinaryOpExpr e) { return visit(e.getLHS()) + visit(e.getRHS()); }
  int64_t visitMulExpr(AffineBinaryOpExpr e) { return visit(e.getLHS()) * visit(e.getRHS()); }
  int64_t visitModExpr(AffineBinaryOpExpr e) {
    int64_t lhs = visit(e.getLHS()), rhs = visit(e.getRHS());
    if (rhs <= 0)
      return fail("affine mod by a non-positive value");
    int64_t mod = lhs % rhs;
    return mod < 0 ? mod + rhs : mod;
  }
  int64_t visitFloorDivExpr(AffineBinaryOpExpr e) {
    int64_t lhs = visit(e.getLHS()), rhs = visit(e.getRHS());
    if (rhs <= 0)
      return fail("affine floordiv by a non-positive value");
    return lhs / rhs - ((lhs % rhs) < 0 ? 1 : 0);
  }
  int64_t visitCeilDivExpr(AffineBinaryOpExpr e) {
    int64_t lhs = visit(e.getLHS()), rhs = visit(e.getRHS());
    if (rhs <= 0)
      return fail("affine ceildiv by a non-positive value");
    return lhs / rhs + ((lhs % rhs) > 0 ? 1 : 0);
  }
  int64_t visitConstantExpr(AffineConstantExpr e) { return e.getValue(); }
  int64_t visitDimExpr(AffineDimExpr e) { return dims[e.getPosition()]; }
  int64_t visitSymbolExpr(AffineSymbolExpr e) { return symbols[e.getPosition()]; }

private:
  int64_t fail(const char *message) {
    error = message;
    return 0;
  }
  llvm::ArrayRef<int64_t> dims, symbols;
};

LogicalResult runAffineApply(Operation &op, Interpreter &interp) {
  auto apply = cast<affine::AffineApplyOp>(op);
  AffineMap map = apply.getAffineMap();
  llvm::SmallVector<int64_t, 4> operands;
  for (Value operand : apply.getMapOperands()) {
    FailureOr<APInt> value = interp.getInteger(op, operand);
    if (failed(value))
      return failure();
    operands.push_back(value->getSExtValue());
  }
  if (map.getNumResults() != 1 || operands.size() != map.getNumInputs())
    return interp.fail(op, "affine.apply needs a single-result map over its operands");
  llvm::ArrayRef<int64_t> all(operands);
  AffineEvaluator evaluator(all.take_front(map.getNumDims()), all.drop_front(map.getNumDims()));
  int64_t result = evaluator.visit(map.getResult(0));
  if (evaluator.error)
    return interp.fail(op, evaluator.error);
  interp.set(op.getResult(0), RuntimeValue::index(op.getResult(0).getType(), result));
  return success();
}

// tensor.dim / tensor.rank of a stream-level tensor (a buffer view).
LogicalResult runTensorDim(Operation &op, Interpreter &interp) {
  auto dim = cast<tensor::DimOp>(op);
  FailureOr<BufferView> view = interp.getView(op, dim.getSource());
  FailureOr<uint64_t> index = interp.getIndex(op, dim.getIndex());
  if (failed(view) || failed(index))
    return failure();
  if (*index >= view->shape.size())
    return interp.fail(op, "dimension " + llvm::Twine(*index) + " of a rank-" +
                               llvm::Twine(view->shape.size()) + " tensor");
  interp.set(op.getResult(0), RuntimeValue::index(op.getResult(0).getType(), view->shape[*index]));
  return success();
}

LogicalResult runTensorRank(Operation &op, Interpreter &interp) {
  FailureOr<BufferView> view = interp.getView(op, op.getOperand(0));
  if (failed(view))
    return failure();
  interp.set(op.getResult(0), RuntimeValue::index(op.getResult(0).getType(), view->shape.size()));
  return success();
}

} // namespace

void registerControlFlowSemantics(OpRegistry &registry);

void registerStdSemantics(OpRegistry &registry) {
  registerControlFlowSemantics(registry);
  registry.add("arith.constant", runConstant);
  registry.add("index.constant", runConstant);
  registry.add("index.bool.constant", runConstant);
  struct IntOp {
    const char *arith, *index;
    OpHandler handler;
  };
  static const IntOp intOps[] = {
      {"arith.addi", "index.add", runIntBinary<addI>},
      {"arith.subi", "index.sub", runIntBinary<subI>},
      {"arith.muli", "index.mul", runIntBinary<mulI>},
      {"arith.divui", "index.divu", runIntBinary<divUI>},
      {"arith.divsi", "index.divs", runIntBinary<divSI>},
      {"arith.remui", "index.remu", runIntBinary<remUI>},
      {"arith.remsi", "index.rems", runIntBinary<remSI>},
      {"arith.ceildivui", "index.ceildivu", runIntBinary<ceilDivUI>},
      {"arith.ceildivsi", "index.ceildivs", runIntBinary<ceilDivSI>},
      {"arith.floordivsi", "index.floordivs", runIntBinary<floorDivSI>},
      {"arith.andi", "index.and", runIntBinary<andI>},
      {"arith.ori", "index.or", runIntBinary<orI>},
      {"arith.xori", "index.xor", runIntBinary<xorI>},
      {"arith.shli", "index.shl", runIntBinary<shlI>},
      {"arith.shrui", "index.shru", runIntBinary<shrUI>},
      {"arith.shrsi", "index.shrs", runIntBinary<shrSI>},
      {"arith.maxui", "index.maxu", runIntBinary<maxUI>},
      {"arith.minui", "index.minu", runIntBinary<minUI>},
      {"arith.maxsi", "index.maxs", runIntBinary<maxSI>},
      {"arith.minsi", "index.mins", runIntBinary<minSI>},
  };
  for (const IntOp &op : intOps) {
    registry.add(op.arith, op.handler);
    registry.add(op.index, op.handler);
  }
  registry.add("arith.cmpi", runCmpI);
  registry.add("index.cmp", runIndexCmp);
  registry.add("arith.cmpf", runCmpF);
  registry.add("arith.select", runSelect);
  registry.add("arith.index_cast", runIntCast<true>);
  registry.add("arith.extsi", runIntCast<true>);
  registry.add("index.casts", runIntCast<true>);
  registry.add("arith.index_castui", runIntCast<false>);
  registry.add("arith.extui", runIntCast<false>);
  registry.add("arith.trunci", runIntCast<false>);
  registry.add("index.castu", runIntCast<false>);
  registry.add("arith.addf", runFloatBinary<&APFloat::add>);
  registry.add("arith.subf", runFloatBinary<&APFloat::subtract>);
  registry.add("arith.mulf", runFloatBinary<&APFloat::multiply>);
  registry.add("arith.divf", runFloatBinary<&APFloat::divide>);
  registry.add("arith.negf", runNegF);
  registry.add("arith.extf", runFloatCast);
  registry.add("arith.truncf", runFloatCast);
  registry.add("arith.sitofp", runIntToFloat<true>);
  registry.add("arith.uitofp", runIntToFloat<false>);
  registry.add("arith.fptosi", runFloatToInt<true>);
  registry.add("arith.fptoui", runFloatToInt<false>);
  registry.add("arith.bitcast", runBitcast);
  registry.add("affine.apply", runAffineApply);
  registry.add("tensor.dim", runTensorDim);
  registry.add("tensor.rank", runTensorRank);
}

} // namespace stream_to_hal::sim
