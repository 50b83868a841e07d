//===- DispatchAccessTable.h - Which bindings an entry point reads, writes ===//
//
// Dispatches are opaque (docs/design/simulator.md#dispatch-digest): what an
// entry point reads and writes comes from the stream program's dispatch
// sites (`ro`/`wo`/`rw`). The table is built once from the stream module,
// before the lowering, and serves both levels: the reference looks bindings
// up by resource ordinal, the HAL side by (set, binding) of the descriptor
// sets it pushed.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_SIM_SEMANTICS_DISPATCHACCESSTABLE_H
#define STREAM_TO_HAL_SIM_SEMANTICS_DISPATCHACCESSTABLE_H

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <optional>
#include <string>

namespace stream_to_hal::sim {

/// One binding of an entry point: the resource ordinal at the dispatch site,
/// its hal.interface.bindings slot, and what the sites do with it (the union
/// of all sites of the entry point).
struct BindingAccess {
  unsigned ordinal = 0;
  uint64_t set = 0;
  uint64_t binding = 0;
  bool read = false;
  bool write = false;
};

class DispatchAccessTable {
public:
  /// Walks every stream.cmd.dispatch of `streamModule`. Sites of one entry
  /// point that disagree on the slots of their bindings are an error at the
  /// second site.
  static mlir::FailureOr<DispatchAccessTable> build(mlir::ModuleOp streamModule);

  /// Whether a stream dispatch site names `executable::entry` (it may have
  /// no bindings).
  bool contains(llvm::StringRef executable, llvm::StringRef entry) const {
    return entries.count(key(executable, entry));
  }
  /// The bindings of `executable::entry`, in ordinal order; empty when no
  /// dispatch site names it.
  llvm::ArrayRef<BindingAccess> lookup(llvm::StringRef executable,
                                       llvm::StringRef entry) const;
  /// The binding of `executable::entry` in slot (set, binding), if any.
  std::optional<BindingAccess> lookupSlot(llvm::StringRef executable, llvm::StringRef entry,
                                          uint64_t set, uint64_t binding) const;

  /// "executable::entry", the table's key.
  static std::string key(llvm::StringRef executable, llvm::StringRef entry);

private:
  llvm::StringMap<llvm::SmallVector<BindingAccess, 4>> entries;
};

} // namespace stream_to_hal::sim

#endif // STREAM_TO_HAL_SIM_SEMANTICS_DISPATCHACCESSTABLE_H
