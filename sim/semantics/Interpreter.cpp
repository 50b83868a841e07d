//===- Interpreter.cpp - Frames, regions, calls and located failures -------===//
//
// docs/design/simulator.md#interpreter.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/semantics/Interpreter.h"

#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/util/UtilDialect.h"

#include "StreamToHAL/sim/device/Device.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;

namespace stream_to_hal::sim {

namespace {
// Past these a program is considered runaway (an infinite loop or
// recursion in a user's IR) and the run fails instead of hanging or
// overflowing the stack.
constexpr unsigned kMaxCallDepth = 200;
constexpr uint64_t kMaxOpsExecuted = 50'000'000;
constexpr uint64_t kMaxBytesTouched = uint64_t(4) << 30;
} // namespace

Interpreter::Interpreter(ModuleOp module, RunLevel level, const OpRegistry &registry,
                         Memory &memory, Device *device,
                         const DispatchAccessTable &accessTable)
    : module(module), runLevel(level), registry(registry), mem(memory), dev(device),
      table(accessTable), symbols(module) {
  frames.emplace_back();
}

Interpreter::~Interpreter() = default;

LogicalResult Interpreter::fail(Operation &op, const llvm::Twine &message) {
  op.emitError(message);
  return failure();
}

BufferId Interpreter::allocateHostBuffer(llvm::ArrayRef<uint8_t> bytes, std::string origin) {
  BufferId id = dev ? dev->importBuffer(bytes.size(), std::move(origin))
                    : mem.allocate(bytes.size(), std::move(origin), /*deviceMemory=*/false);
  llvm::copy(bytes, mem.bytes(id).begin());
  return id;
}

/// visitFilePositions; false once `visit` asked to stop.
static bool descendFilePositions(Location loc,
                                 llvm::function_ref<bool(FileLineColLoc)> visit) {
  if (auto position = dyn_cast<FileLineColLoc>(loc))
    return visit(position);
  if (auto name = dyn_cast<NameLoc>(loc))
    return descendFilePositions(name.getChildLoc(), visit);
  if (auto callSite = dyn_cast<CallSiteLoc>(loc))
    return descendFilePositions(callSite.getCallee(), visit) &&
           descendFilePositions(callSite.getCaller(), visit);
  if (auto fused = dyn_cast<FusedLoc>(loc)) {
    for (Location inner : fused.getLocations())
      if (!descendFilePositions(inner, visit))
        return false;
    return true;
  }
  if (auto opaque = dyn_cast<OpaqueLoc>(loc))
    return descendFilePositions(opaque.getFallbackLocation(), visit);
  if (isa<UnknownLoc>(loc))
    return true;
  // Another kind (a dialect's own): the generic walk finds its positions.
  bool more = true;
  loc->walk([&](Location inner) {
    auto position = dyn_cast<FileLineColLoc>(inner);
    if (position && !visit(position)) {
      more = false;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return more;
}

void Interpreter::visitFilePositions(Location loc,
                                     llvm::function_ref<bool(FileLineColLoc)> visit) {
  descendFilePositions(loc, visit);
}

std::string Interpreter::formatLocation(Operation &op) {
  Location loc = op.getLoc();
  // Fused and named locations: the first file position inside.
  FileLineColLoc position;
  visitFilePositions(loc, [&](FileLineColLoc fileLoc) {
    position = fileLoc;
    return false;
  });
  if (!position) {
    // A name without a file (loc("copy0")) still says which op it is.
    std::string name = "unknown";
    loc->walk([&](Location inner) {
      if (auto nameLoc = dyn_cast<NameLoc>(inner)) {
        name = nameLoc.getName().str();
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    return name;
  }
  return (position.getFilename().getValue() + ":" + llvm::Twine(position.getLine()) + ":" +
          llvm::Twine(position.getColumn()))
      .str();
}

//===----------------------------------------------------------------------===//
// Environment
//===----------------------------------------------------------------------===//

void Interpreter::set(Value value, RuntimeValue runtimeValue) {
  frames.back()[value] = std::move(runtimeValue);
}

const RuntimeValue *Interpreter::lookup(Value value) const {
  const auto &frame = frames.back();
  auto it = frame.find(value);
  return it == frame.end() ? nullptr : &it->second;
}

FailureOr<RuntimeValue> Interpreter::get(Operation &op, Value value) {
  if (const RuntimeValue *found = lookup(value))
    if (found->kind() != RuntimeValue::Kind::Empty)
      return *found;
  return fail(op, "operand of type " + mlirTypeToString(value.getType()) +
                      " has no value (used before it was computed)");
}

FailureOr<llvm::SmallVector<RuntimeValue, 4>> Interpreter::getAll(Operation &op,
                                                                ValueRange values) {
  llvm::SmallVector<RuntimeValue, 4> result;
  result.reserve(values.size());
  for (Value value : values) {
    FailureOr<RuntimeValue> v = get(op, value);
    if (failed(v))
      return failure();
    result.push_back(std::move(*v));
  }
  return result;
}

static LogicalResult wrongKind(Interpreter &interp, Operation &op, const RuntimeValue &v,
                               llvm::StringRef expected) {
  return interp.fail(op, "expected " + expected + ", got " + v.describe());
}

FailureOr<llvm::APInt> Interpreter::getInteger(Operation &op, Value value) {
  FailureOr<RuntimeValue> v = get(op, value);
  if (failed(v))
    return failure();
  if (!v->isInteger())
    return wrongKind(*this, op, *v, "an integer");
  return v->getInteger();
}

FailureOr<uint64_t> Interpreter::getIndex(Operation &op, Value value) {
  FailureOr<llvm::APInt> v = getInteger(op, value);
  if (failed(v))
    return failure();
  if (v->isNegative() && v->getBitWidth() > 1)
    return fail(op, "expected a non-negative size or offset, got " +
                        llvm::Twine(v->getSExtValue()));
  if (v->getActiveBits() > 64)
    return fail(op, "size or offset does not fit in 64 bits");
  return v->getZExtValue();
}

FailureOr<llvm::APFloat> Interpreter::getFloat(Operation &op, Value value) {
  FailureOr<RuntimeValue> v = get(op, value);
  if (failed(v))
    return failure();
  if (!v->isFloat())
    return wrongKind(*this, op, *v, "a float");
  return v->getFloat();
}

FailureOr<BufferRef> Interpreter::getBuffer(Operation &op, Value value) {
  FailureOr<RuntimeValue> v = get(op, value);
  if (failed(v))
    return failure();
  if (v->isView())
    return v->getView().storage;
  if (!v->isBuffer())
    return wrongKind(*this, op, *v, "a buffer");
  return v->getBuffer();
}

FailureOr<BufferRef> Interpreter::getRange(Operation &op, Value value, uint64_t offset,
                                           uint64_t length) {
  FailureOr<BufferRef> ref = getBuffer(op, value);
  if (failed(ref))
    return failure();
  if (offset > ref->length || length > ref->length - offset)
    return fail(op, "byte range [" + llvm::Twine(offset) + ", " + llvm::Twine(offset + length) +
                        ") is outside the " + llvm::Twine(ref->length) + "-byte buffer");
  if (!mem.isLive(ref->buffer))
    return fail(op, "uses " + mem.origin(ref->buffer) + " after it was freed");
  return BufferRef{ref->buffer, ref->offset + offset, length};
}

FailureOr<BufferView> Interpreter::getView(Operation &op, Value value) {
  FailureOr<RuntimeValue> v = get(op, value);
  if (failed(v))
    return failure();
  if (!v->isView())
    return wrongKind(*this, op, *v, "a buffer view");
  return v->getView();
}

FailureOr<Handle> Interpreter::getHandle(Operation &op, Value value, HandleKind kind) {
  FailureOr<RuntimeValue> v = get(op, value);
  if (failed(v))
    return failure();
  if (!v->isHandle() || v->getHandle().kind != kind)
    return wrongKind(*this, op, *v, std::string("a ") + getHandleKindName(kind).str());
  return v->getHandle();
}

//===----------------------------------------------------------------------===//
// Globals
//===----------------------------------------------------------------------===//

const RuntimeValue *Interpreter::getGlobal(llvm::StringRef name) const {
  auto it = globalValues.find(name);
  return it == globalValues.end() ? nullptr : &it->second;
}

void Interpreter::setGlobal(llvm::StringRef name, RuntimeValue value) {
  globalValues[name] = std::move(value);
}

//===----------------------------------------------------------------------===//
// Running
//===----------------------------------------------------------------------===//

void Interpreter::branchTo(Block *dest, llvm::SmallVector<RuntimeValue, 4> arguments) {
  pendingBlock = dest;
  pendingArguments = std::move(arguments);
}

LogicalResult Interpreter::chargeBytes(Operation &op, uint64_t bytes) {
  bytesTouched += bytes;
  if (bytesTouched <= kMaxBytesTouched)
    return success();
  return fail(op, "the program touched more than 4 GiB of buffers (runaway loop?)");
}

LogicalResult Interpreter::runOp(Operation &op) {
  if (++opsExecuted > kMaxOpsExecuted)
    return fail(op, "the program executed more than " + llvm::Twine(kMaxOpsExecuted) +
                        " ops (runaway loop?)");
  const void *key = op.getName().getAsOpaquePointer();
  auto [it, inserted] = handlerCache.try_emplace(key, nullptr);
  if (inserted)
    it->second = registry.lookup(op.getName().getStringRef());
  if (!it->second)
    return fail(op, "the simulator does not support '" + op.getName().getStringRef() + "'");
  return it->second(op, *this);
}

FailureOr<RegionExit> Interpreter::runRegion(Region &region,
                                             llvm::ArrayRef<RuntimeValue> arguments) {
  if (region.empty())
    return RegionExit{};
  Block *block = &region.front();
  llvm::SmallVector<RuntimeValue, 4> blockArguments(arguments.begin(), arguments.end());
  while (true) {
    if (block->getNumArguments() != blockArguments.size()) {
      Operation *parent = region.getParentOp();
      return fail(*parent, "block takes " + llvm::Twine(block->getNumArguments()) +
                               " arguments, given " + llvm::Twine(blockArguments.size()));
    }
    for (auto [argument, value] : llvm::zip(block->getArguments(), blockArguments))
      set(argument, std::move(value));
    for (Operation &op : *block) {
      bool isExit = op.hasTrait<OpTrait::IsTerminator>() && op.getNumSuccessors() == 0;
      if (isExit) {
        FailureOr<llvm::SmallVector<RuntimeValue, 4>> values = getAll(op, op.getOperands());
        if (failed(values))
          return failure();
        return RegionExit{&op, std::move(*values)};
      }
      if (failed(runOp(op)))
        return failure();
    }
    if (!pendingBlock) {
      Operation *last = block->empty() ? region.getParentOp() : &block->back();
      return fail(*last, "block ended without a terminator");
    }
    block = pendingBlock;
    blockArguments = std::move(pendingArguments);
    pendingBlock = nullptr;
    pendingArguments.clear();
  }
}

FailureOr<RegionExit> Interpreter::runIsolatedRegion(Region &region,
                                                     llvm::ArrayRef<RuntimeValue> arguments) {
  frames.emplace_back();
  FailureOr<RegionExit> exit = runRegion(region, arguments);
  frames.pop_back();
  return exit;
}

FailureOr<llvm::SmallVector<RuntimeValue, 4>>
Interpreter::callFunction(Operation *callee, llvm::ArrayRef<RuntimeValue> arguments) {
  auto function = dyn_cast_or_null<func::FuncOp>(callee);
  if (!function)
    return fail(*callee, "only func.func can be called");
  if (function.isExternal())
    return fail(*callee, "cannot call external function @" + function.getSymName());
  if (function.getNumArguments() != arguments.size())
    return fail(*callee, "@" + function.getSymName() + " takes " +
                             llvm::Twine(function.getNumArguments()) + " arguments, given " +
                             llvm::Twine(arguments.size()));
  if (callDepth >= kMaxCallDepth)
    return fail(*callee, "calls nested more than " + llvm::Twine(kMaxCallDepth) +
                             " deep (runaway recursion?)");
  ++callDepth;
  FailureOr<RegionExit> exit = runIsolatedRegion(function.getBody(), arguments);
  --callDepth;
  if (failed(exit))
    return failure();
  if (exit->values.size() != function.getNumResults())
    return fail(*exit->terminator, "returns " + llvm::Twine(exit->values.size()) +
                                       " values; @" + function.getSymName() + " has " +
                                       llvm::Twine(function.getNumResults()) + " results");
  return std::move(exit->values);
}

LogicalResult Interpreter::runInitializers() {
  // Globals take their initial values and initializers run in module order,
  // through their handlers (semantics/util).
  for (Operation &op : module.getBody()->getOperations())
    if (isa<util::GlobalOp, util::InitializerOp>(op) && failed(runOp(op)))
      return failure();
  return success();
}

Operation *Interpreter::lookupEntryPoint(SymbolRefAttr entryPoint) {
  auto [it, inserted] = entryPointCache.try_emplace(entryPoint, nullptr);
  if (!inserted)
    return it->second;
  // As the conversion resolves it (docs/design/dispatch.md#resolution): the
  // executable by the first name, the entry point by the last, so that
  // `@ex::@entry` and `@ex::@variant::@entry` name the same entry point.
  if (entryPoint.getNestedReferences().empty())
    return nullptr;
  Operation *executable = symbols.lookup(entryPoint.getRootReference());
  if (!executable || !isa<hal::ExecutableOp>(executable))
    return nullptr;
  StringAttr entryName = entryPoint.getLeafReference();
  for (auto variant : executable->getRegion(0).getOps<hal::ExecutableVariantOp>())
    for (auto entry : variant.getBody().getOps<hal::ExecutableEntryPointOp>())
      if (entry.getSymNameAttr() == entryName)
        return it->second = entry;
  return nullptr;
}

FailureOr<std::array<uint64_t, 3>>
Interpreter::evaluateWorkgroupCount(Operation &dispatchSite, Operation *entryPoint,
                                    llvm::ArrayRef<uint64_t> workload) {
  std::array<uint64_t, 3> counts = {1, 1, 1};
  Region *countRegion = entryPoint->getNumRegions() ? &entryPoint->getRegion(0) : nullptr;
  if (!countRegion || countRegion->empty()) {
    if (workload.size() > 3)
      return fail(dispatchSite, "the workload has more than 3 values");
    for (auto [index, value] : llvm::enumerate(workload))
      counts[index] = value;
    return counts;
  }
  if (workload.size() != 3 || countRegion->front().getNumArguments() != 3)
    return fail(dispatchSite, "the workgroup count region takes 3 values, the workload has " +
                                  llvm::Twine(workload.size()));
  bool memoizable = isPureCountRegion(*countRegion);
  WorkgroupCountKey key(countRegion, workload[0], workload[1], workload[2]);
  if (memoizable) {
    auto known = workgroupCounts.find(key);
    if (known != workgroupCounts.end())
      return known->second;
  }
  Type indexType = IndexType::get(module.getContext());
  llvm::SmallVector<RuntimeValue, 3> arguments;
  for (uint64_t value : workload)
    arguments.push_back(RuntimeValue::index(indexType, value));
  FailureOr<RegionExit> exit = runIsolatedRegion(*countRegion, arguments);
  if (failed(exit))
    return failure();
  if (exit->values.size() < 3)
    return fail(*exit->terminator, "the workgroup count region returns fewer than 3 values");
  for (unsigned i = 0; i < 3; ++i) {
    const RuntimeValue &v = exit->values[i];
    if (!v.isInteger() || v.getInteger().getActiveBits() > 64)
      return fail(*exit->terminator, "workgroup count " + llvm::Twine(i) + " is not an index");
    counts[i] = v.getInteger().getZExtValue();
  }
  if (memoizable)
    workgroupCounts.try_emplace(key, counts);
  return counts;
}

bool Interpreter::isPureCountRegion(Region &region) {
  auto [known, inserted] = pureCountRegions.try_emplace(&region, true);
  if (inserted) {
    known->second = !region
                         .walk([](Operation *op) {
                           return op->hasTrait<OpTrait::IsTerminator>() ||
                                          isMemoryEffectFree(op)
                                      ? WalkResult::advance()
                                      : WalkResult::interrupt();
                         })
                         .wasInterrupted();
  }
  return known->second;
}

} // namespace stream_to_hal::sim
