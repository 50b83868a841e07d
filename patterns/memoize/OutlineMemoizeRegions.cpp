//===- OutlineMemoizeRegions.cpp - stream-to-hal-outline-memoize-regions --===//
//
// docs/design/reusable.md#outline-pass: each hal.device.memoize of a function
// becomes a private apply function; when everything it captures can be
// recomputed and its device is the shared one, an initializer calls it once
// and the function loads the results from globals. Otherwise a warning says
// why and the function calls the apply function in place.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/patterns/pass/Passes.h"

#include "StreamToHAL/patterns/analyses/ReusePlanner.h"
#include "StreamToHAL/patterns/builders/DeviceLookup.h"
#include "StreamToHAL/patterns/pass/Statistics.h"

#include "StreamToHAL/dialects/Compat.h"
#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/util/UtilDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringSet.h"

namespace mlir::stream_to_hal {

#define GEN_PASS_DEF_OUTLINEMEMOIZEREGIONS
#include "StreamToHAL/patterns/pass/Passes.h.inc"

namespace {

/// Checked before anything changes: memoize ops the pass cannot outline.
LogicalResult checkOutlinable(ArrayRef<hal::DeviceMemoizeOp> memoizeOps) {
  bool ok = true;
  for (hal::DeviceMemoizeOp memoizeOp : memoizeOps) {
    if (memoizeOp->getParentOfType<hal::DeviceMemoizeOp>()) {
      memoizeOp.emitOpError()
          << "nested memoize regions cannot be outlined";
      ok = false;
    } else if (memoizeOp->getParentOfType<util::InitializerOp>() ||
               !memoizeOp->getParentOfType<func::FuncOp>()) {
      memoizeOp.emitOpError() << "must be nested in a func.func to be outlined";
      ok = false;
    }
  }
  return success(ok);
}

/// Module symbol names, with the first free `_<n>` suffix for taken ones.
class SymbolNamer {
public:
  explicit SymbolNamer(ModuleOp module) : symbolTable(module) {}

  std::string claim(StringRef name) {
    std::string candidate = name.str();
    for (unsigned suffix = 0; isTaken(candidate); ++suffix)
      candidate = (name + "_" + Twine(suffix)).str();
    claimed.insert(candidate);
    return candidate;
  }

private:
  bool isTaken(StringRef name) {
    return claimed.contains(name) || symbolTable.lookup(name);
  }

  SymbolTable symbolTable;
  llvm::StringSet<> claimed;
};

/// What one memoize region captures, in getUsedValuesDefinedAbove order.
struct Captures {
  SmallVector<Value> clonable;
  SmallVector<Value> dynamic;
};

Captures classifyCaptures(hal::DeviceMemoizeOp memoizeOp,
                          SymbolTableCollection &symbols) {
  llvm::SetVector<Value> used;
  getUsedValuesDefinedAbove(memoizeOp.getBody(), used);
  StaticValues staticValues;
  Captures captures;
  for (Value value : used) {
    if (value == memoizeOp.getDevice() ||
        value == memoizeOp.getQueueAffinity())
      continue;
    Operation *op = value.getDefiningOp();
    bool clonable = staticValues.isStatic(value);
    if (op && !clonable) {
      if (op->hasTrait<OpTrait::ConstantLike>() && op->getNumOperands() == 0)
        clonable = true;
      else if (auto loadOp = dyn_cast<util::GlobalLoadOp>(op)) {
        auto globalOp = symbols.lookupNearestSymbolFrom<util::GlobalOp>(
            loadOp, loadOp.getGlobalAttr());
        clonable = globalOp && !globalOp.getIsMutable();
      }
    }
    (clonable ? captures.clonable : captures.dynamic).push_back(value);
  }
  return captures;
}

/// Clones the definition of `root` into `builder`'s block, operands' first,
/// unless already cloned (static values are defined by ops all the way).
void cloneDefinition(OpBuilder &builder, Value root, IRMapping &mapping) {
  SmallVector<std::pair<Operation *, bool>> stack;
  if (Operation *op = root.getDefiningOp())
    stack.push_back({op, false});
  while (!stack.empty()) {
    auto [op, operandsDone] = stack.pop_back_val();
    if (mapping.contains(op->getResult(0)))
      continue;
    if (operandsDone) {
      builder.clone(*op, mapping);
      continue;
    }
    stack.push_back({op, true});
    for (Value operand : llvm::reverse(op->getOperands()))
      if (Operation *definition = operand.getDefiningOp())
        if (!mapping.contains(operand))
          stack.push_back({definition, false});
  }
}

struct OutlineMemoizeRegionsPass
    : impl::OutlineMemoizeRegionsBase<OutlineMemoizeRegionsPass> {
  using OutlineMemoizeRegionsBase::OutlineMemoizeRegionsBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<hal::DeviceMemoizeOp> memoizeOps;
    module.walk<WalkOrder::PreOrder>(
        [&](hal::DeviceMemoizeOp op) { memoizeOps.push_back(op); });
    if (failed(checkOutlinable(memoizeOps)))
      return signalPassFailure();

    SymbolNamer namer(module);
    SymbolTableCollection symbols;
    llvm::DenseMap<Operation *, unsigned> countPerFunction;
    uint64_t memoized = 0, unmemoized = 0;
    for (hal::DeviceMemoizeOp memoizeOp : memoizeOps) {
      auto funcOp = memoizeOp->getParentOfType<func::FuncOp>();
      unsigned index = countPerFunction[funcOp]++;
      std::string prefix = ("__" + funcOp.getSymName() + "_memoize").str();
      if (index != 0)
        prefix += "_" + std::to_string(index);
      if (outline(memoizeOp, prefix, namer, symbols))
        ++memoized;
      else
        ++unmemoized;
    }
    numMemoizedRegions += memoized;
    numUnmemoizedRegions += unmemoized;
    printOwnStatistics(getName(),
                       {{"memoized-regions",
                         "memoize regions moved into an initializer", memoized},
                        {"unmemoized-regions",
                         "memoize regions called in place (with a warning)",
                         unmemoized}});
  }

  /// Outlines one memoize op; true when it was memoized in an initializer.
  bool outline(hal::DeviceMemoizeOp memoizeOp, StringRef prefix,
               SymbolNamer &namer, SymbolTableCollection &symbols) {
    ModuleOp module = getOperation();
    Location loc = memoizeOp.getLoc();
    Captures captures = classifyCaptures(memoizeOp, symbols);
    OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());

    // The apply function.
    SmallVector<Type> argumentTypes = {memoizeOp.getDevice().getType(),
                                       memoizeOp.getQueueAffinity().getType()};
    for (Value value : captures.dynamic)
      argumentTypes.push_back(value.getType());
    std::string applyName = namer.claim((prefix + "_apply").str());
    auto applyOp = compat::createOp<func::FuncOp>(
        builder, loc, applyName,
        builder.getFunctionType(argumentTypes, memoizeOp.getResultTypes()));
    applyOp.setPrivate();
    Block *entry = applyOp.addEntryBlock();
    IRMapping mapping;
    mapping.map(memoizeOp.getDevice(), entry->getArgument(0));
    mapping.map(memoizeOp.getQueueAffinity(), entry->getArgument(1));
    for (auto [value, argument] :
         llvm::zip_equal(captures.dynamic, entry->getArguments().drop_front(2)))
      mapping.map(value, argument);
    {
      OpBuilder::InsertionGuard guard(builder);
      builder.setInsertionPointToEnd(entry);
      for (Value value : captures.clonable)
        cloneDefinition(builder, value, mapping);
      Block &body = memoizeOp.getBody().front();
      for (Operation &op : body.without_terminator())
        builder.clone(op, mapping);
      SmallVector<Value> results = llvm::map_to_vector(
          body.getTerminator()->getOperands(),
          [&](Value value) { return mapping.lookupOrDefault(value); });
      compat::createOp<func::ReturnOp>(builder, loc, results);
    }

    OpBuilder callBuilder(memoizeOp);
    if (!captures.dynamic.empty() ||
        !memoizeOp.getDevice().getDefiningOp<hal::ExSharedDeviceOp>()) {
      memoizeOp.emitWarning()
          << (captures.dynamic.empty()
                  ? "memoization failed: unable to analyze devices that may "
                    "be used with memoized region"
                  : "memoization failed: dynamic values captured at the call "
                    "site");
      SmallVector<Value> operands = {memoizeOp.getDevice(),
                                     memoizeOp.getQueueAffinity()};
      llvm::append_range(operands, captures.dynamic);
      auto callOp =
          compat::createOp<func::CallOp>(callBuilder, loc, applyOp, operands);
      memoizeOp.replaceAllUsesWith(callOp.getResults());
      memoizeOp.erase();
      return false;
    }

    // Memoized: globals, an initializer that fills them, loads in place.
    SmallVector<std::string> globalNames;
    for (auto [index, type] : llvm::enumerate(memoizeOp.getResultTypes())) {
      globalNames.push_back(
          namer.claim((prefix + "_result_" + Twine(index)).str()));
      auto globalOp = compat::createOp<util::GlobalOp>(
          builder, loc, builder.getStringAttr(globalNames.back()),
          builder.getStringAttr("private"), TypeAttr::get(type),
          /*is_mutable=*/UnitAttr(), /*initial_value=*/TypedAttr());
      (void)globalOp;
    }
    auto initializerOp = compat::createOp<util::InitializerOp>(builder, loc);
    {
      OpBuilder::InsertionGuard guard(builder);
      builder.createBlock(&initializerOp.getBody());
      Value device = lookupDevice(builder, loc);
      int64_t affinity = -1;
      if (auto constantOp =
              memoizeOp.getQueueAffinity().getDefiningOp<arith::ConstantOp>())
        if (auto attr = dyn_cast<IntegerAttr>(constantOp.getValue()))
          affinity = attr.getValue().getSExtValue();
      Value affinityValue = compat::createOp<arith::ConstantOp>(
                                builder, loc, builder.getI64IntegerAttr(affinity))
                                .getResult();
      auto callOp = compat::createOp<func::CallOp>(
          builder, loc, applyOp, ValueRange{device, affinityValue});
      for (auto [result, name] : llvm::zip_equal(callOp.getResults(), globalNames))
        compat::createOp<util::GlobalStoreOp>(builder, loc, result, name);
      compat::createOp<util::InitializerReturnOp>(builder, loc);
    }
    SmallVector<Value> loads;
    for (auto [type, name] :
         llvm::zip_equal(memoizeOp.getResultTypes(), globalNames))
      loads.push_back(
          compat::createOp<util::GlobalLoadOp>(callBuilder, loc, type, name)
              .getResult());
    memoizeOp.replaceAllUsesWith(loads);
    memoizeOp.erase();
    return true;
  }
};

} // namespace

} // namespace mlir::stream_to_hal
