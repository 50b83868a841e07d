//===- StreamOps.cpp - The stream dialect's ops -------------------------------===//
//
// Verifiers (#ops), folders (#folders) and size relations (#size-relations)
// of docs/design/stream-dialect.md.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/dialects/stream/StreamDialect.h"
#include "StreamToHAL/dialects/stream/StreamSyntax.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Dominance.h"

using namespace mlir;
using namespace mlir::stream;

#include "StreamToHAL/dialects/stream/StreamInterfaces.cpp.inc"

#define GET_OP_CLASSES
#include "StreamToHAL/dialects/stream/StreamOps.cpp.inc"

//===----------------------------------------------------------------------===//
// Shared verification
//===----------------------------------------------------------------------===//

/// One size operand per resource value (IREE's verifyOpValueSizes).
static LogicalResult verifyValueSizes(Operation *op, ValueRange values, ValueRange sizes) {
  size_t required = llvm::count_if(values, [](Value v) { return isa<ResourceType>(v.getType()); });
  if (sizes.size() != required)
    return op->emitOpError() << "value set has " << required
                             << " dynamic dimensions but only " << sizes.size()
                             << " dimension values are attached";
  return success();
}

/// One dimension operand per dynamic dimension of the encoding types.
static LogicalResult verifyEncodingDims(Operation *op, TypeRange types, ValueRange dims) {
  int64_t required = 0;
  for (Type type : types)
    if (auto shaped = dyn_cast<ShapedType>(type); shaped && shaped.hasRank())
      required += shaped.getNumDynamicDims();
  if (static_cast<int64_t>(dims.size()) != required)
    return op->emitOpError() << "type set has " << required
                             << " dynamic dimensions but only " << dims.size()
                             << " dimension values are attached";
  return success();
}

/// What RegionBranchOpInterface::verifyTypes checks for the cmd region ops:
/// control enters the body with `entryOperands` as its arguments and leaves it
/// with no values (the terminator must have no operands).
static LogicalResult verifyRegionEdges(Operation *op, Region &body, ValueRange entryOperands) {
  if (body.empty())
    return success(); // SizedRegion<1> reports it.
  Block &entry = body.front();
  if (entry.getNumArguments() != entryOperands.size())
    return op->emitOpError() << "region control flow edge from parent operands to Region #0: "
                                "source has "
                             << entryOperands.size() << " operands, but target successor needs "
                             << entry.getNumArguments();
  for (auto [index, operand, argument] :
       llvm::enumerate(entryOperands, entry.getArguments())) {
    if (operand.getType() != argument.getType())
      return op->emitOpError() << "along control flow edge from parent operands to Region #0: "
                                  "source type #"
                               << index << " " << operand.getType() << " should match input type #"
                               << index << " " << argument.getType();
  }
  if (!entry.empty()) {
    if (auto yield = dyn_cast<YieldOp>(entry.back()); yield && yield->getNumOperands() != 0) {
      // The forwarded values are the resources (their sizes ride along).
      size_t forwarded = yield.getResourceOperands().size();
      return op->emitOpError() << "region control flow edge from Region #0 to parent results: "
                                  "source has "
                               << (forwarded ? forwarded : yield->getNumOperands())
                               << " operands, but target successor needs 0";
    }
  }
  return success();
}

/// Every resource used directly in the body is a capture (entry argument) or
/// produced by an earlier op of the body.
static LogicalResult verifyAllResourcesCaptured(Region &body) {
  if (body.empty())
    return success();
  Block &entry = body.front();
  llvm::SmallPtrSet<Value, 16> available;
  for (BlockArgument argument : entry.getArguments())
    available.insert(argument);
  for (Operation &op : entry) {
    for (Value result : op.getResults())
      available.insert(result);
    for (Value operand : op.getOperands()) {
      // A null operand (IR edited without verification, e.g. by the reducer) is
      // the nested op's own verifier's to report, after this one.
      if (operand && isa<ResourceType>(operand.getType()) && !available.contains(operand))
        return op.emitOpError()
               << "used resource not listed in explicit captures (or produced internally)";
    }
  }
  return success();
}

/// The body holds command ops only (no arith.constant either: values come from above).
static LogicalResult verifyExplicitOps(Region &body) {
  if (body.empty())
    return success();
  for (Operation &op : body.front()) {
    if (!isa<CmdFlushOp, CmdInvalidateOp, CmdDiscardOp, CmdFillOp, CmdCopyOp, CmdDispatchOp,
             CmdSerialOp, CmdConcurrentOp, YieldOp>(op))
      return op.emitOpError() << "explicit execution regions must only contain explicit ops";
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Size relations (docs/design/stream-dialect.md#size-relations)
//===----------------------------------------------------------------------===//

/// The size of `values[index]` in a values/sizes pair of operand groups.
static Value getSizeInList(unsigned index, ValueRange values, ValueRange sizes) {
  if (index >= values.size() || !isa<ResourceType>(values[index].getType()))
    return {};
  unsigned sizeIndex = 0;
  for (unsigned i = 0; i < index; ++i)
    if (isa<ResourceType>(values[i].getType()))
      ++sizeIndex;
  return sizeIndex < sizes.size() ? sizes[sizeIndex] : Value();
}

/// The size of operand `operandIndex` of `op` if it lies in `group`.
static Value getGroupOperandSize(Operation *op, unsigned operandIndex, OperandRange group,
                                 ValueRange sizes) {
  if (group.empty())
    return {};
  unsigned begin = group.getBeginOperandIndex();
  if (operandIndex < begin || operandIndex >= op->getNumOperands())
    return {};
  return getSizeInList(operandIndex - begin, group, sizes);
}

Value ResourceAllocOp::getOperandSize(unsigned) { return {}; }
Value ResourceAllocOp::getResultSize(unsigned index) {
  return getSizeInList(index, getResults(), getStorageSizes());
}

Value ResourceAllocaOp::getOperandSize(unsigned) { return {}; }
Value ResourceAllocaOp::getResultSize(unsigned index) {
  return index == 0 ? getStorageSize() : Value();
}

Value ResourceDeallocaOp::getOperandSize(unsigned index) {
  return index == 0 ? getOperandSize() : Value();
}
Value ResourceDeallocaOp::getResultSize(unsigned) { return {}; }

Value ResourceSizeOp::getOperandSize(unsigned index) { return index == 0 ? getResult() : Value(); }
Value ResourceSizeOp::getResultSize(unsigned) { return {}; }

Value ResourceMapOp::getOperandSize(unsigned) { return {}; }
Value ResourceMapOp::getResultSize(unsigned index) {
  return index == 0 ? getResultSize() : Value();
}

Value ResourceTryMapOp::getOperandSize(unsigned) { return {}; }
Value ResourceTryMapOp::getResultSize(unsigned index) {
  return index == 1 ? getResultSize() : Value();
}

Value ResourceLoadOp::getOperandSize(unsigned index) {
  return index == 0 ? getSourceSize() : Value();
}
Value ResourceLoadOp::getResultSize(unsigned) { return {}; }

Value ResourceStoreOp::getOperandSize(unsigned index) {
  return index == 0 ? getTargetSize() : Value();
}
Value ResourceStoreOp::getResultSize(unsigned) { return {}; }

Value ResourceSubviewOp::getOperandSize(unsigned index) {
  return index == 0 ? getSourceSize() : Value();
}
Value ResourceSubviewOp::getResultSize(unsigned index) {
  return index == 0 ? getResultSize() : Value();
}
std::optional<unsigned> ResourceSubviewOp::getTiedResultOperandIndex(unsigned index) {
  return index == 0 ? std::optional<unsigned>(0) : std::nullopt;
}
SmallVector<Value> ResourceSubviewOp::getOperandTiedResults(unsigned index) {
  return index == 0 ? SmallVector<Value>{getResult()} : SmallVector<Value>{};
}
Value ResourceSubviewOp::getViewSource() { return getSource(); }

Value TensorImportOp::getOperandSize(unsigned) { return {}; }
Value TensorImportOp::getResultSize(unsigned index) {
  return index == 0 ? getResultSize() : Value();
}
std::optional<unsigned> TensorImportOp::getTiedResultOperandIndex(unsigned index) {
  return index == 0 ? std::optional<unsigned>(0) : std::nullopt;
}
SmallVector<Value> TensorImportOp::getOperandTiedResults(unsigned index) {
  return index == 0 ? SmallVector<Value>{getResult()} : SmallVector<Value>{};
}

Value TensorExportOp::getOperandSize(unsigned index) {
  return index == 0 ? getSourceSize() : Value();
}
Value TensorExportOp::getResultSize(unsigned) { return {}; }
std::optional<unsigned> TensorExportOp::getTiedResultOperandIndex(unsigned index) {
  return index == 0 ? std::optional<unsigned>(0) : std::nullopt;
}
SmallVector<Value> TensorExportOp::getOperandTiedResults(unsigned index) {
  return index == 0 ? SmallVector<Value>{getResult()} : SmallVector<Value>{};
}

Value CmdFlushOp::getOperandSize(unsigned index) { return index == 0 ? getTargetSize() : Value(); }
Value CmdFlushOp::getResultSize(unsigned) { return {}; }
Value CmdInvalidateOp::getOperandSize(unsigned index) {
  return index == 0 ? getTargetSize() : Value();
}
Value CmdInvalidateOp::getResultSize(unsigned) { return {}; }
Value CmdDiscardOp::getOperandSize(unsigned index) {
  return index == 0 ? getTargetSize() : Value();
}
Value CmdDiscardOp::getResultSize(unsigned) { return {}; }
Value CmdFillOp::getOperandSize(unsigned index) { return index == 0 ? getTargetSize() : Value(); }
Value CmdFillOp::getResultSize(unsigned) { return {}; }

Value CmdCopyOp::getOperandSize(unsigned index) {
  if (index == getSourceMutable().getOperandNumber())
    return getSourceSize();
  if (index == getTargetMutable().getOperandNumber())
    return getTargetSize();
  return {};
}
Value CmdCopyOp::getResultSize(unsigned) { return {}; }

Value CmdDispatchOp::getOperandSize(unsigned index) {
  return getGroupOperandSize(*this, index, getResources(), getResourceSizes());
}
Value CmdDispatchOp::getResultSize(unsigned) { return {}; }

Value CmdExecuteOp::getOperandSize(unsigned index) {
  return getGroupOperandSize(*this, index, getResourceOperands(), getOperandSizes());
}
Value CmdExecuteOp::getResultSize(unsigned) { return {}; }

Value TimepointAwaitOp::getOperandSize(unsigned index) {
  return getGroupOperandSize(*this, index, getResourceOperands(), getOperandSizes());
}
Value TimepointAwaitOp::getResultSize(unsigned index) {
  return getSizeInList(index, getResults(), getOperandSizes());
}
std::optional<unsigned> TimepointAwaitOp::getTiedResultOperandIndex(unsigned index) {
  OperandRange operands = getResourceOperands();
  if (index >= operands.size())
    return std::nullopt;
  return operands.getBeginOperandIndex() + index;
}
SmallVector<Value> TimepointAwaitOp::getOperandTiedResults(unsigned index) {
  OperandRange operands = getResourceOperands();
  if (operands.empty() || index < operands.getBeginOperandIndex())
    return {};
  unsigned position = index - operands.getBeginOperandIndex();
  if (position >= operands.size() || position >= getNumResults())
    return {};
  return {getResult(position)};
}

Value YieldOp::getOperandSize(unsigned index) {
  return getGroupOperandSize(*this, index, getResourceOperands(), getOperandSizes());
}
Value YieldOp::getResultSize(unsigned) { return {}; }

//===----------------------------------------------------------------------===//
// Size search (docs/design/stream-dialect.md#size-search)
//===----------------------------------------------------------------------===//

namespace {
/// Whether a size value may be used at `insertionPoint` in `block`, by the rule
/// IREE applied (a value of any entry block is taken to dominate). Dominance is
/// computed at most once per search.
class SizeUsability {
public:
  SizeUsability(Block *block, Block::iterator insertionPoint)
      : block(block), insertionPoint(insertionPoint) {}

  bool isUsable(Value value) {
    if (!block || !block->getParent())
      return false;
    // A block the dialect conversion has replaced (an old signature) is detached:
    // its arguments are about to go away and are usable nowhere.
    Block *definingBlock = value.getParentBlock();
    if (!definingBlock || !definingBlock->getParent())
      return false;
    if (definingBlock == block) {
      if (isa<BlockArgument>(value) || insertionPoint == block->end())
        return true;
      Operation *definingOp = value.getDefiningOp();
      return definingOp && definingOp->isBeforeInBlock(&*insertionPoint);
    }
    if (definingBlock->isEntryBlock())
      return true;
    Operation *scope = block->getParentOp();
    if (!scope)
      return false;
    if (!dominance)
      dominance.emplace(scope);
    return dominance->dominates(definingBlock, block);
  }

private:
  Block *block;
  Block::iterator insertionPoint;
  std::optional<DominanceInfo> dominance;
};
} // namespace

Value mlir::stream::findSizeValue(Value resource, Block *block, Block::iterator insertionPoint) {
  // Producer: a size-aware producer knows the size (or that it has none). IREE
  // also walked up through tied results of other producers, but every op that
  // ties results in this subset is size-aware itself.
  if (auto sizeAware = resource.getDefiningOp<SizeAwareOpInterface>())
    return sizeAware.getResultSizeFromValue(resource);

  // Users, in use-list order: any size-aware user reporting a usable size;
  // results tied to the used operand are searched the same way.
  SizeUsability usability(block, insertionPoint);
  SmallVector<Value> worklist{resource};
  llvm::SmallPtrSet<Value, 8> visited{resource};
  while (!worklist.empty()) {
    Value current = worklist.pop_back_val();
    for (OpOperand &use : current.getUses()) {
      auto sizeAware = dyn_cast<SizeAwareOpInterface>(use.getOwner());
      if (!sizeAware)
        continue;
      unsigned operandIndex = use.getOperandNumber();
      if (Value size = sizeAware.getOperandSize(operandIndex))
        if (usability.isUsable(size))
          return size;
      for (Value tied : sizeAware.getOperandTiedResults(operandIndex))
        if (visited.insert(tied).second)
          worklist.push_back(tied);
    }
  }
  return {};
}

//===----------------------------------------------------------------------===//
// stream.resource.*
//===----------------------------------------------------------------------===//

LogicalResult ResourceAllocOp::verify() {
  if (failed(verifyValueSizes(*this, getResults(), getStorageSizes())))
    return failure();
  Operation *op = getOperation();
  if (op->getNumResults() == 0)
    return success(); // AtLeastNResults<1> reports it.
  // IREE emits this one without the op-name prefix.
  Type anyType = op->getResult(0).getType();
  for (Type type : op->getResultTypes())
    if (type != anyType)
      return emitError() << "all allocated resources must have the same lifetime";
  return success();
}

OpFoldResult ResourceSizeOp::fold(FoldAdaptor) {
  Operation *op = getOperation();
  return findSizeValue(getOperand(), op->getBlock(), Block::iterator(op));
}

OpFoldResult ResourceSubviewOp::fold(FoldAdaptor) {
  if (getSourceSize() == getResultSize())
    return getSource();
  return {};
}

//===----------------------------------------------------------------------===//
// stream.tensor.*
//===----------------------------------------------------------------------===//

LogicalResult TensorImportOp::verify() {
  return verifyEncodingDims(*this, getResultEncoding(), getResultEncodingDims());
}

OpFoldResult TensorImportOp::fold(FoldAdaptor) {
  // Different affinities may mean exporting from one device or queue and
  // importing to another: only a round trip on the same affinity folds.
  auto exportOp = getSource().getDefiningOp<TensorExportOp>();
  if (exportOp && getAffinityAttr() == exportOp.getAffinityAttr() &&
      getResultSize() == exportOp.getSourceSize())
    return exportOp.getSource();
  return {};
}

LogicalResult TensorExportOp::verify() {
  return verifyEncodingDims(*this, getSourceEncoding(), getSourceEncodingDims());
}

OpFoldResult TensorExportOp::fold(FoldAdaptor) {
  auto importOp = getSource().getDefiningOp<TensorImportOp>();
  if (importOp && getSourceEncoding() == importOp.getResultEncoding() &&
      llvm::equal(getSourceEncodingDims(), importOp.getResultEncodingDims()) &&
      getSourceSize() == importOp.getResultSize() &&
      getAffinityAttr() == importOp.getAffinityAttr() &&
      // IREE did not check this; a mismatch would leave a mistyped use.
      importOp.getSource().getType() == getResult().getType())
    return importOp.getSource();
  return {};
}

//===----------------------------------------------------------------------===//
// stream.cmd.*
//===----------------------------------------------------------------------===//

LogicalResult CmdDispatchOp::verify() {
  size_t count = getResources().size();
  if (getResourceSizes().size() != count || getResourceOffsets().size() != count ||
      getResourceLengths().size() != count || getResourceAccesses().size() != count)
    return emitOpError() << "dispatch with " << count
                         << " resources has mismatched associated ranges";
  return success();
}

LogicalResult CmdExecuteOp::verify() {
  if (failed(verifyValueSizes(*this, getResourceOperands(), getOperandSizes())) ||
      failed(verifyRegionEdges(*this, getBody(), getResourceOperands())) ||
      failed(verifyAllResourcesCaptured(getBody())) || failed(verifyExplicitOps(getBody())))
    return failure();
  return success();
}

LogicalResult CmdSerialOp::verify() {
  if (failed(verifyRegionEdges(*this, getBody(), ValueRange())) ||
      failed(verifyExplicitOps(getBody())))
    return failure();
  return success();
}

LogicalResult CmdConcurrentOp::verify() {
  if (failed(verifyRegionEdges(*this, getBody(), ValueRange())) ||
      failed(verifyExplicitOps(getBody())))
    return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// stream.timepoint.*
//===----------------------------------------------------------------------===//

OpFoldResult TimepointImmediateOp::fold(FoldAdaptor) {
  return TimepointAttr::get(getContext());
}

LogicalResult TimepointExportOp::fold(FoldAdaptor, SmallVectorImpl<OpFoldResult> &results) {
  // Only when the import's values have exactly the types asked for.
  auto importOp = getAwaitTimepoint().getDefiningOp<TimepointImportOp>();
  if (!importOp || !llvm::equal(importOp.getImportOperands().getTypes(), getResultTypes()))
    return failure();
  llvm::append_range(results, importOp.getImportOperands());
  return success();
}

OpFoldResult TimepointJoinOp::fold(FoldAdaptor adaptor) {
  // Constant operands are immediate timepoints; zero operands count as all.
  if (llvm::all_of(adaptor.getAwaitTimepoints(), [](Attribute a) { return a != nullptr; }))
    return TimepointAttr::get(getContext());
  if (getAwaitTimepoints().size() == 1)
    return getAwaitTimepoints().front();
  return {};
}

LogicalResult TimepointAwaitOp::verify() {
  if (failed(verifyValueSizes(*this, getResourceOperands(), getOperandSizes())) ||
      failed(verifyValueSizes(*this, getResults(), getOperandSizes())))
    return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// stream.yield
//===----------------------------------------------------------------------===//

LogicalResult YieldOp::verify() {
  return verifyValueSizes(*this, getResourceOperands(), getOperandSizes());
}
