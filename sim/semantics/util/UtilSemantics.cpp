//===- UtilSemantics.cpp - util globals, initializers, status, buffers ----===//
//
// docs/design/simulator.md#util-ops. The same at both levels.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/semantics/Interpreter.h"
#include "StreamToHAL/sim/values/ElementBytes.h"

#include "StreamToHAL/dialects/stream/StreamDialect.h"
#include "StreamToHAL/dialects/util/UtilDialect.h"

#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;

namespace stream_to_hal::sim {

namespace {

// The global's initial value, as the runtime would have it before any
// initializer runs; a global without one holds the null value of its type
// (docs/design/async-model.md#timepoint-globals: for a fence, a reached one).
LogicalResult runGlobal(Operation &op, Interpreter &interp) {
  auto global = cast<util::GlobalOp>(op);
  std::optional<TypedAttr> initial = global.getInitialValue();
  Type type = global.getType();
  if (!initial) {
    interp.setGlobal(global.getSymName(), RuntimeValue::null(type));
    return success();
  }
  if (auto integer = dyn_cast<IntegerAttr>(*initial)) {
    unsigned width = type.isIndex() ? 64 : type.isIntOrFloat() ? type.getIntOrFloatBitWidth() : 64;
    interp.setGlobal(global.getSymName(),
                     RuntimeValue::integer(type, integer.getValue().sextOrTrunc(width)));
    return success();
  }
  if (auto floating = dyn_cast<FloatAttr>(*initial)) {
    interp.setGlobal(global.getSymName(), RuntimeValue::floating(type, floating.getValue()));
    return success();
  }
  if (isa<stream::TimepointAttr>(*initial)) {
    interp.setGlobal(global.getSymName(),
                     RuntimeValue::handle(type, Handle{HandleKind::Timepoint, 0}));
    return success();
  }
  return interp.fail(op, "the simulator does not support the initial value of @" +
                             global.getSymName());
}

LogicalResult runInitializer(Operation &op, Interpreter &interp) {
  return failure(failed(interp.runIsolatedRegion(op.getRegion(0), {})));
}

LogicalResult runGlobalLoad(Operation &op, Interpreter &interp) {
  auto load = cast<util::GlobalLoadOp>(op);
  const RuntimeValue *value = interp.getGlobal(load.getGlobal());
  if (!value)
    return interp.fail(op, "global @" + load.getGlobal() + " is loaded before it has a value");
  interp.set(load.getResult(), *value);
  return success();
}

LogicalResult runGlobalStore(Operation &op, Interpreter &interp) {
  auto store = cast<util::GlobalStoreOp>(op);
  FailureOr<RuntimeValue> value = interp.get(op, store.getValue());
  if (failed(value))
    return failure();
  interp.setGlobal(store.getGlobal(), *value);
  return success();
}

// The runtime aborts the invocation with the message.
LogicalResult runStatusCheckOk(Operation &op, Interpreter &interp) {
  auto check = cast<util::StatusCheckOkOp>(op);
  FailureOr<llvm::APInt> status = interp.getInteger(op, check.getStatus());
  if (failed(status))
    return failure();
  if (status->isZero())
    return success();
  return interp.fail(op, "status " + llvm::Twine(status->getSExtValue()) + " is not OK: " +
                             check.getMessage().value_or("util.status.check_ok failed"));
}

LogicalResult runNull(Operation &op, Interpreter &interp) {
  interp.set(op.getResult(0), RuntimeValue::null(op.getResult(0).getType()));
  return success();
}

LogicalResult runByteBufferConstant(Operation &op, Interpreter &interp) {
  auto constant = cast<util::ByteBufferConstantOp>(op);
  FailureOr<std::vector<uint8_t>> bytes = getAttributeBytes(constant.getValue());
  if (failed(bytes))
    return interp.fail(op, "the simulator cannot take the bytes of this attribute");
  BufferId id = interp.allocateHostBuffer(
      *bytes, "util.byte_buffer.constant at " + Interpreter::formatLocation(op));
  interp.set(constant.getResult(),
             RuntimeValue::buffer(constant.getType(), BufferRef{id, 0, bytes->size()}));
  return success();
}

LogicalResult runDoNotOptimize(Operation &op, Interpreter &interp) {
  FailureOr<llvm::SmallVector<RuntimeValue, 4>> values = interp.getAll(op, op.getOperands());
  if (failed(values))
    return failure();
  for (auto [result, value] : llvm::zip(op.getResults(), *values))
    interp.set(result, value);
  return success();
}

LogicalResult runAlign(Operation &op, Interpreter &interp) {
  auto align = cast<util::AlignOp>(op);
  FailureOr<llvm::APInt> value = interp.getInteger(op, align.getValue());
  FailureOr<llvm::APInt> alignment = interp.getInteger(op, align.getAlignment());
  if (failed(value) || failed(alignment))
    return failure();
  if (!alignment->isPowerOf2())
    return interp.fail(op, "alignment " + llvm::Twine(alignment->getZExtValue()) +
                               " is not a power of two");
  llvm::APInt mask = *alignment - 1;
  interp.set(align.getResult(),
             RuntimeValue::integer(align.getType(), (*value + mask) & ~mask));
  return success();
}

//===--- Lists ------------------------------------------------------------===//

FailureOr<llvm::SmallVector<RuntimeValue, 0> *> getList(Interpreter &interp, Operation &op) {
  FailureOr<Handle> handle = interp.getHandle(op, op.getOperand(0), HandleKind::List);
  if (failed(handle))
    return failure();
  return &interp.lists()[handle->id];
}

FailureOr<uint64_t> getListIndex(Interpreter &interp, Operation &op, size_t size) {
  FailureOr<uint64_t> index = interp.getIndex(op, op.getOperand(1));
  if (failed(index))
    return failure();
  if (*index >= size)
    return interp.fail(op, "list index " + llvm::Twine(*index) + " out of bounds (size " +
                               llvm::Twine(size) + ")");
  return *index;
}

/// Lists (one element each) and their elements count against
/// Budgets::listElements (--max-list-elements).
LogicalResult holdListElements(Interpreter &interp, Operation &op, uint64_t before,
                               uint64_t after) {
  uint64_t &held = interp.listElementCount();
  uint64_t others = held - before;
  uint64_t limit = interp.memory().budgets().listElements;
  if (after > limit || others > limit - after)
    return interp.fail(op, llvm::toString(budgetExceeded(
                               "max-list-elements", limit, "elements of the lists of one run",
                               "holding " + llvm::Twine(after) + " elements in this list, with " +
                                   llvm::Twine(others) + " in others,")));
  held = others + after;
  return success();
}

LogicalResult runListCreate(Operation &op, Interpreter &interp) {
  if (failed(holdListElements(interp, op, 0, 1)))
    return failure();
  uint64_t id = interp.lists().size();
  interp.lists().emplace_back();
  interp.set(op.getResult(0), RuntimeValue::handle(op.getResult(0).getType(),
                                                   Handle{HandleKind::List, id}));
  return success();
}

LogicalResult runListSize(Operation &op, Interpreter &interp) {
  FailureOr<llvm::SmallVector<RuntimeValue, 0> *> list = getList(interp, op);
  if (failed(list))
    return failure();
  interp.set(op.getResult(0), RuntimeValue::index(op.getResult(0).getType(), (*list)->size()));
  return success();
}

LogicalResult runListResize(Operation &op, Interpreter &interp) {
  FailureOr<llvm::SmallVector<RuntimeValue, 0> *> list = getList(interp, op);
  FailureOr<uint64_t> size = interp.getIndex(op, op.getOperand(1));
  if (failed(list) || failed(size))
    return failure();
  // A list counts as one element beside its elements.
  if (failed(holdListElements(interp, op, (*list)->size() + 1, std::max(*size, *size + 1))))
    return failure();
  (*list)->resize(*size);
  return success();
}

LogicalResult runListGet(Operation &op, Interpreter &interp) {
  FailureOr<llvm::SmallVector<RuntimeValue, 0> *> list = getList(interp, op);
  if (failed(list))
    return failure();
  FailureOr<uint64_t> index = getListIndex(interp, op, (*list)->size());
  if (failed(index))
    return failure();
  const RuntimeValue &element = (**list)[*index];
  if (element.kind() == RuntimeValue::Kind::Empty)
    return interp.fail(op, "list element " + llvm::Twine(*index) + " was never set");
  interp.set(op.getResult(0), element);
  return success();
}

LogicalResult runListSet(Operation &op, Interpreter &interp) {
  FailureOr<llvm::SmallVector<RuntimeValue, 0> *> list = getList(interp, op);
  if (failed(list))
    return failure();
  FailureOr<uint64_t> index = getListIndex(interp, op, (*list)->size());
  FailureOr<RuntimeValue> value = interp.get(op, op.getOperand(2));
  if (failed(index) || failed(value))
    return failure();
  (**list)[*index] = *value;
  return success();
}

} // namespace

void registerUtilSemantics(OpRegistry &registry) {
  registry.add("util.global", runGlobal);
  registry.add("util.initializer", runInitializer);
  registry.add("util.global.load", runGlobalLoad);
  registry.add("util.global.store", runGlobalStore);
  registry.add("util.status.check_ok", runStatusCheckOk);
  registry.add("util.null", runNull);
  registry.add("util.byte_buffer.constant", runByteBufferConstant);
  registry.add("util.do_not_optimize", runDoNotOptimize);
  registry.add("util.align", runAlign);
  registry.add("util.list.create", runListCreate);
  registry.add("util.list.size", runListSize);
  registry.add("util.list.resize", runListResize);
  registry.add("util.list.get", runListGet);
  registry.add("util.list.set", runListSet);
}

} // namespace stream_to_hal::sim
