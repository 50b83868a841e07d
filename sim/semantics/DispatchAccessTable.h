//===- DispatchAccessTable.h - Which bindings an entry point reads, writes ===//
//
// Dispatches are opaque (docs/design/simulator.md#dispatch-digest): what an
// entry point reads and writes comes from the stream program's dispatch
// sites (`ro`/`wo`/`rw`), per site (docs/design/simulator.md#access-table).
// The table is built once from the stream module, before the lowering. The
// reference uses each site's own bindings; the HAL side finds the site of a
// HAL dispatch by its location (the in-process conversion keeps it) and falls
// back to the entry point's bindings, the union over its sites per slot.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_SIM_SEMANTICS_DISPATCHACCESSTABLE_H
#define STREAM_TO_HAL_SIM_SEMANTICS_DISPATCHACCESSTABLE_H

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <string>

namespace stream_to_hal::sim {

/// One binding of a dispatch: the resource ordinal at the dispatch site, its
/// hal.interface.bindings slot, and what the site (or, for an entry point's
/// bindings, any of its sites) does with it.
struct BindingAccess {
  unsigned ordinal = 0;
  uint64_t set = 0;
  uint64_t binding = 0;
  bool read = false;
  bool write = false;
};

/// The bindings a HAL dispatch uses, in (set, binding) order.
struct DispatchBindings {
  llvm::ArrayRef<BindingAccess> bindings;
  /// Whether each binding must have been pushed: true for a site's own
  /// bindings and for an entry point whose sites all use the same slots.
  bool allRequired = true;
};

class DispatchAccessTable {
public:
  /// Walks every stream.cmd.dispatch of `streamModule`.
  static DispatchAccessTable build(mlir::ModuleOp streamModule);

  /// The bindings of one stream.cmd.dispatch `site`, in (set, binding) order
  /// (then ordinal), with the site's own modes.
  static llvm::SmallVector<BindingAccess, 4> bindingsOfSite(mlir::Operation *site);

  /// Whether a stream dispatch site names `executable::entry` (it may have
  /// no bindings).
  bool contains(llvm::StringRef executable, llvm::StringRef entry) const {
    return entries.count(key(executable, entry));
  }
  /// The bindings of a HAL dispatch of `executable::entry` at `location`:
  /// those of the one stream site of that entry point at `location`, or else
  /// the entry point's (empty when no site names it).
  DispatchBindings lookup(llvm::StringRef executable, llvm::StringRef entry,
                          mlir::Location location) const;

  /// "executable::entry", the table's key.
  static std::string key(llvm::StringRef executable, llvm::StringRef entry);

private:
  struct EntryBindings {
    llvm::SmallVector<BindingAccess, 4> bindings; // union per slot
    bool sitesAgreeOnSlots = true;
  };
  struct Site {
    std::string entryKey;
    llvm::SmallVector<BindingAccess, 4> bindings;
  };
  llvm::StringMap<EntryBindings> entries;
  std::vector<Site> sites;
  /// The site at each location; kAmbiguous where several sites share one.
  llvm::DenseMap<mlir::Location, size_t> siteAt;
  static constexpr size_t kAmbiguous = ~size_t(0);
};

} // namespace stream_to_hal::sim

#endif // STREAM_TO_HAL_SIM_SEMANTICS_DISPATCHACCESSTABLE_H
