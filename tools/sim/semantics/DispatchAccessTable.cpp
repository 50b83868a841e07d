//===- DispatchAccessTable.cpp - Bindings from the stream dispatch sites ---===//
//
// docs/design/simulator.md#access-table.
//
//===----------------------------------------------------------------------===//
#include "sim/semantics/DispatchAccessTable.h"

#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/stream/StreamDialect.h"

using namespace mlir;

namespace stream_to_hal::sim {

std::string DispatchAccessTable::key(llvm::StringRef executable, llvm::StringRef entry) {
  return (executable + "::" + entry).str();
}

FailureOr<DispatchAccessTable> DispatchAccessTable::build(ModuleOp streamModule) {
  DispatchAccessTable table;
  WalkResult walked = streamModule.walk([&](stream::CmdDispatchOp dispatch) {
    SymbolRefAttr entryPoint = dispatch.getEntryPoint();
    auto bindingsAttr = dispatch->getAttrOfType<ArrayAttr>("hal.interface.bindings");
    ArrayAttr accesses = dispatch.getResourceAccesses();
    llvm::SmallVector<BindingAccess, 4> site;
    for (unsigned i = 0, e = dispatch.getResources().size(); i < e; ++i) {
      BindingAccess access;
      access.ordinal = i;
      if (bindingsAttr && i < bindingsAttr.size())
        if (auto slot = dyn_cast<hal::InterfaceBindingAttr>(bindingsAttr[i])) {
          access.set = slot.getSet();
          access.binding = slot.getBinding();
        }
      if (accesses && i < accesses.size())
        if (auto bits = dyn_cast<IntegerAttr>(accesses[i])) {
          access.read = bits.getInt() & 1;
          access.write = bits.getInt() & 2;
        }
      site.push_back(access);
    }
    auto [it, inserted] = table.entries.try_emplace(
        key(entryPoint.getRootReference(), entryPoint.getLeafReference()), site);
    if (inserted)
      return WalkResult::advance();
    auto &known = it->second;
    bool sameSlots = known.size() == site.size();
    for (unsigned i = 0; sameSlots && i < site.size(); ++i)
      sameSlots = known[i].set == site[i].set && known[i].binding == site[i].binding;
    if (!sameSlots) {
      dispatch.emitError("dispatch sites of ")
          << entryPoint << " disagree on their bindings; the simulator needs one "
          << "binding layout per entry point";
      return WalkResult::interrupt();
    }
    for (unsigned i = 0; i < site.size(); ++i) {
      known[i].read |= site[i].read;
      known[i].write |= site[i].write;
    }
    return WalkResult::advance();
  });
  if (walked.wasInterrupted())
    return failure();
  return table;
}

llvm::ArrayRef<BindingAccess> DispatchAccessTable::lookup(llvm::StringRef executable,
                                                         llvm::StringRef entry) const {
  auto it = entries.find(key(executable, entry));
  if (it == entries.end())
    return {};
  return it->second;
}

std::optional<BindingAccess> DispatchAccessTable::lookupSlot(llvm::StringRef executable,
                                                             llvm::StringRef entry,
                                                             uint64_t set,
                                                             uint64_t binding) const {
  for (const BindingAccess &access : lookup(executable, entry))
    if (access.set == set && access.binding == binding)
      return access;
  return std::nullopt;
}

} // namespace stream_to_hal::sim
