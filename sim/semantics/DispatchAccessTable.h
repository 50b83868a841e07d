//===- DispatchAccessTable.h - Which bindings an entry point reads, writes ===//
//
// Dispatches are opaque (docs/design/simulator.md#dispatch-digest): what a
// dispatch reads and writes comes from its stream dispatch site, through the
// access model (docs/design/access-model.md), per site
// (docs/design/simulator.md#access-table). The table is built once from the
// stream module. The reference uses each site's own bindings; for the HAL
// program, each hal.command_buffer.dispatch.symbol is matched to its stream
// site once, before the runs, by location or else by position. A HAL
// dispatch neither identifies runs only when every site of its entry point
// has the same bindings; otherwise the run fails, saying why, instead of
// guessing the modes.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_SIM_SEMANTICS_DISPATCHACCESSTABLE_H
#define STREAM_TO_HAL_SIM_SEMANTICS_DISPATCHACCESSTABLE_H

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <vector>

namespace stream_to_hal::sim {

/// One binding of a dispatch: the resource ordinal at the dispatch site, its
/// hal.interface.bindings slot, and what the site does with it.
struct BindingAccess {
  unsigned ordinal = 0;
  uint64_t set = 0;
  uint64_t binding = 0;
  bool read = false;
  bool write = false;

  bool operator==(const BindingAccess &other) const {
    return ordinal == other.ordinal && set == other.set && binding == other.binding &&
           read == other.read && write == other.write;
  }
};

class DispatchAccessTable {
public:
  /// Walks every stream.cmd.dispatch of `streamModule`.
  static DispatchAccessTable build(mlir::ModuleOp streamModule);

  /// The bindings of one stream.cmd.dispatch `site`, in (set, binding) order
  /// (then ordinal), with the access model's modes.
  static llvm::SmallVector<BindingAccess, 4> bindingsOfSite(mlir::Operation *site);

  /// Matches every hal.command_buffer.dispatch.symbol of `lowered` to the
  /// stream site it was lowered from (docs/design/simulator.md#access-table):
  /// by a file position in its location that exactly one site of its entry
  /// point has, else by position (the n-th dispatch of an entry point and
  /// variant recorded by a function is the n-th site of that entry point in
  /// the stream function of the same name, when the counts agree; functions
  /// the outline pass made count where they are called or their results
  /// loaded). Positions in `loweredFileName`, the lowered text itself, are
  /// not stream positions. Linear.
  void identifySites(mlir::ModuleOp lowered, llvm::StringRef loweredFileName);

  /// Whether a stream dispatch site names `executable::entry` (it may have
  /// no bindings).
  bool contains(llvm::StringRef executable, llvm::StringRef entry) const {
    return entries.count(key(executable, entry));
  }

  /// The bindings of the HAL dispatch `dispatch` of `executable::entry`: its
  /// identified site's, or, when every site of the entry point has the same
  /// bindings, those. An error says why there are none.
  llvm::Expected<llvm::ArrayRef<BindingAccess>>
  lookup(mlir::Operation *dispatch, llvm::StringRef executable, llvm::StringRef entry) const;

  /// "executable::entry", the table's key.
  static std::string key(llvm::StringRef executable, llvm::StringRef entry);

private:
  struct Site {
    std::string entryKey;
    llvm::SmallVector<BindingAccess, 4> bindings;
    mlir::Location location;
  };
  struct EntrySites {
    /// Indices into `sites`.
    llvm::SmallVector<size_t, 2> sites;
    /// Whether every site has the same bindings (then any HAL dispatch of
    /// the entry point can use them).
    bool sitesAgree = true;
  };
  std::vector<Site> sites;
  llvm::StringMap<EntrySites> entries;
  /// The sites of each entry point in each top-level op, in walk order, by
  /// "<top-level op key>\n<entry key>".
  llvm::StringMap<llvm::SmallVector<size_t, 2>> sitesByFunction;
  /// The identified site of each HAL dispatch of the lowered module.
  llvm::DenseMap<mlir::Operation *, size_t> identified;
  /// The stream module's top-level symbols: a lowered function or global
  /// without one was made by a pass (the outline pass's apply functions).
  llvm::StringSet<> streamSymbols;
};

} // namespace stream_to_hal::sim

#endif // STREAM_TO_HAL_SIM_SEMANTICS_DISPATCHACCESSTABLE_H
