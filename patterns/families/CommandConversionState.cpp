//===- CommandConversionState.cpp - State shared by the stream.cmd patterns ===//
#include "StreamToHAL/patterns/families/CommandConversionState.h"

#include "llvm/ADT/STLExtras.h"

namespace mlir::stream_to_hal {

//===----------------------------------------------------------------------===//
// CommandBufferMapping
//===----------------------------------------------------------------------===//

bool CommandBufferMapping::canRecord(Block &block) const {
  return llvm::none_of(block, [&](Operation &op) {
    return commandBuffers.contains(&op);
  });
}

void CommandBufferMapping::record(Block &block, Value commandBuffer) {
  for (Operation &op : block)
    commandBuffers.try_emplace(&op, commandBuffer);
}

Value CommandBufferMapping::lookup(Operation *op) const {
  for (Operation *current = op; current; current = current->getParentOp()) {
    auto it = commandBuffers.find(current);
    if (it != commandBuffers.end())
      return it->second;
  }
  return {};
}

//===----------------------------------------------------------------------===//
// CommandConversionStates
//===----------------------------------------------------------------------===//

void CommandConversionStates::prepare(ArrayRef<Operation *> roots) {
  container = roots.empty() ? nullptr : roots.front()->getParentOp();
  rootIndices.clear();
  states.clear();
  symbolTables.clear();
  for (auto [index, root] : llvm::enumerate(roots)) {
    rootIndices.try_emplace(root, index);
    states.push_back(std::make_unique<CommandConversionState>());
  }
  // Dispatches resolve executables in the container and entry points in
  // their variants; the conversions never change either.
  if (!container || !container->hasTrait<OpTrait::SymbolTable>() ||
      container->getNumRegions() != 1 || !container->getRegion(0).hasOneBlock())
    return;
  symbolTables.try_emplace(container, std::make_unique<SymbolTable>(container));
  for (auto executable :
       container->getRegion(0).front().getOps<hal::ExecutableOp>())
    for (auto variant :
         executable.getBody().getOps<hal::ExecutableVariantOp>())
      if (variant->getRegion(0).hasOneBlock())
        symbolTables.try_emplace(variant,
                                 std::make_unique<SymbolTable>(variant));
}

CommandConversionState *CommandConversionStates::find(Operation *op) const {
  Operation *root = op;
  while (root && root->getParentOp() != container)
    root = root->getParentOp();
  auto it = root ? rootIndices.find(root) : rootIndices.end();
  if (it == rootIndices.end()) {
    op->emitError() << "internal error: '" << op->getName()
                    << "' is converted outside the ops the pass prepared";
    return nullptr;
  }
  return states[it->second].get();
}

Operation *
CommandConversionStates::lookupNearestSymbolFrom(CommandConversionState &state,
                                                 Operation *from,
                                                 StringAttr name) const {
  Operation *symbolTableOp = SymbolTable::getNearestSymbolTable(from);
  return symbolTableOp ? lookupSymbolIn(state, symbolTableOp, name) : nullptr;
}

Operation *
CommandConversionStates::lookupSymbolIn(CommandConversionState &state,
                                        Operation *symbolTableOp,
                                        StringAttr name) const {
  auto it = symbolTables.find(symbolTableOp);
  if (it != symbolTables.end())
    return it->second->lookup(name);
  return state.localSymbolTables.lookupSymbolIn(symbolTableOp, name);
}

FailureOr<const CommandSlotAccesses *>
findSlotAccesses(CommandConversionState &state, Operation *op,
                 Value commandBuffer, size_t numAccesses) {
  if (!state.reusableCommandBuffers.contains(commandBuffer))
    return static_cast<const CommandSlotAccesses *>(nullptr);
  const CommandSlotAccesses *accesses = state.reusePlans.lookupAccesses(op);
  if (!accesses || accesses->size() != numAccesses)
    return op->emitError()
           << "internal error: no binding table slot for resource";
  return accesses;
}

std::optional<SlotAccess> getSlotAccess(const CommandSlotAccesses *accesses,
                                        size_t index) {
  if (!accesses || index >= accesses->size())
    return std::nullopt;
  return (*accesses)[index];
}

LogicalResult emitNotInExecuteError(Operation *op) {
  return op->emitError() << "'" << op->getName()
                         << "' must be nested within a stream.cmd.execute to "
                            "be converted";
}

} // namespace mlir::stream_to_hal
