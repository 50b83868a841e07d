//===- DispatchAccessTable.cpp - Bindings from the stream dispatch sites ---===//
//
// docs/design/simulator.md#access-table.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/semantics/DispatchAccessTable.h"

#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/stream/StreamDialect.h"

#include <tuple>

using namespace mlir;

namespace stream_to_hal::sim {

namespace {
bool slotBefore(const BindingAccess &a, const BindingAccess &b) {
  return std::tie(a.set, a.binding, a.ordinal) < std::tie(b.set, b.binding, b.ordinal);
}
bool sameSlot(const BindingAccess &a, const BindingAccess &b) {
  return a.set == b.set && a.binding == b.binding;
}
} // namespace

std::string DispatchAccessTable::key(llvm::StringRef executable, llvm::StringRef entry) {
  return (executable + "::" + entry).str();
}

llvm::SmallVector<BindingAccess, 4> DispatchAccessTable::bindingsOfSite(Operation *site) {
  llvm::SmallVector<BindingAccess, 4> bindings;
  auto dispatch = dyn_cast<stream::CmdDispatchOp>(site);
  if (!dispatch)
    return bindings;
  auto slots = dispatch->getAttrOfType<ArrayAttr>("hal.interface.bindings");
  ArrayAttr accesses = dispatch.getResourceAccesses();
  for (unsigned i = 0, e = dispatch.getResources().size(); i < e; ++i) {
    BindingAccess access;
    access.ordinal = i;
    if (slots && i < slots.size())
      if (auto slot = dyn_cast<hal::InterfaceBindingAttr>(slots[i])) {
        access.set = slot.getSet();
        access.binding = slot.getBinding();
      }
    if (accesses && i < accesses.size())
      if (auto bits = dyn_cast<IntegerAttr>(accesses[i])) {
        access.read = bits.getInt() & 1;
        access.write = bits.getInt() & 2;
      }
    bindings.push_back(access);
  }
  llvm::stable_sort(bindings, slotBefore);
  return bindings;
}

DispatchAccessTable DispatchAccessTable::build(ModuleOp streamModule) {
  DispatchAccessTable table;
  streamModule.walk([&](stream::CmdDispatchOp dispatch) {
    SymbolRefAttr entryPoint = dispatch.getEntryPoint();
    Site site{key(entryPoint.getRootReference(), entryPoint.getLeafReference()),
              bindingsOfSite(dispatch)};
    auto [it, inserted] = table.entries.try_emplace(site.entryKey);
    EntryBindings &entry = it->second;
    if (inserted) {
      entry.bindings = site.bindings;
    } else {
      // Merge two slot-sorted lists: the union of the modes per slot.
      llvm::SmallVector<BindingAccess, 4> merged;
      auto known = entry.bindings.begin(), knownEnd = entry.bindings.end();
      auto added = site.bindings.begin(), addedEnd = site.bindings.end();
      while (known != knownEnd || added != addedEnd) {
        if (added == addedEnd || (known != knownEnd && slotBefore(*known, *added) &&
                                  !sameSlot(*known, *added))) {
          merged.push_back(*known++);
        } else if (known == knownEnd || !sameSlot(*known, *added)) {
          merged.push_back(*added++);
        } else {
          BindingAccess both = *known++;
          both.read |= added->read;
          both.write |= added->write;
          ++added;
          merged.push_back(both);
        }
      }
      if (merged.size() != entry.bindings.size() || merged.size() != site.bindings.size())
        entry.sitesAgreeOnSlots = false;
      entry.bindings = std::move(merged);
    }
    auto [at, unique] = table.siteAt.try_emplace(dispatch.getLoc(), table.sites.size());
    if (!unique)
      at->second = kAmbiguous;
    table.sites.push_back(std::move(site));
  });
  return table;
}

DispatchBindings DispatchAccessTable::lookup(llvm::StringRef executable, llvm::StringRef entry,
                                             Location location) const {
  std::string entryKey = key(executable, entry);
  auto at = siteAt.find(location);
  if (at != siteAt.end() && at->second != kAmbiguous &&
      sites[at->second].entryKey == entryKey)
    return {sites[at->second].bindings, true};
  auto it = entries.find(entryKey);
  if (it == entries.end())
    return {};
  return {it->second.bindings, it->second.sitesAgreeOnSlots};
}

} // namespace stream_to_hal::sim
