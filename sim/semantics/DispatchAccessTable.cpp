//===- DispatchAccessTable.cpp - Bindings from the stream dispatch sites ---===//
//
// docs/design/simulator.md#access-table.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/semantics/DispatchAccessTable.h"
#include "StreamToHAL/sim/semantics/Interpreter.h"

#include "StreamToHAL/dialects/hal/HALDialect.h"
#include "StreamToHAL/dialects/stream/StreamDialect.h"
#include "StreamToHAL/dialects/util/UtilDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Path.h"

#include <tuple>

using namespace mlir;

namespace stream_to_hal::sim {

namespace {

bool slotBefore(const BindingAccess &a, const BindingAccess &b) {
  return std::tie(a.set, a.binding, a.ordinal) < std::tie(b.set, b.binding, b.ordinal);
}

/// The key of a top-level op: "@name" for a symbol, else "<op name>#<k>", k
/// counting the unnamed top-level ops of that name in module order
/// (util.initializer#0, ...): the same in the stream and the lowered module,
/// which keep the top-level ops' names and order (new ops come last).
std::string getTopLevelKey(Operation &top, llvm::StringMap<unsigned> &unnamed) {
  if (auto name = top.getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName()))
    return ("@" + name.getValue()).str();
  StringRef opName = top.getName().getStringRef();
  return (opName + "#" + llvm::Twine(unnamed[opName]++)).str();
}

/// A file position, with the file named by its last path component: a
/// lowering printed with --mlir-print-debuginfo names the input file as the
/// tool that printed it was given it (another directory, another spelling).
std::string positionKey(FileLineColLoc position) {
  return (llvm::sys::path::filename(position.getFilename().getValue()) + ":" +
          llvm::Twine(position.getLine()) + ":" + llvm::Twine(position.getColumn()))
      .str();
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
  auto command = cast<stream::CommandAccessOpInterface>(site);
  for (const stream::CommandAccess &access : command.getCommandAccessList()) {
    BindingAccess binding;
    binding.ordinal = access.ordinal;
    if (slots && access.ordinal < slots.size())
      if (auto slot = dyn_cast<hal::InterfaceBindingAttr>(slots[access.ordinal])) {
        binding.set = slot.getSet();
        binding.binding = slot.getBinding();
      }
    binding.read = access.reads;
    binding.write = access.writes;
    bindings.push_back(binding);
  }
  llvm::stable_sort(bindings, slotBefore);
  return bindings;
}

DispatchAccessTable DispatchAccessTable::build(ModuleOp streamModule) {
  DispatchAccessTable table;
  llvm::StringMap<unsigned> unnamed;
  for (Operation &top : streamModule.getBody()->getOperations()) {
    std::string topKey = getTopLevelKey(top, unnamed);
    if (auto name = top.getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName()))
      table.streamSymbols.insert(name.getValue());
    top.walk([&](stream::CmdDispatchOp dispatch) {
      SymbolRefAttr entryPoint = dispatch.getEntryPoint();
      std::string entryKey = key(entryPoint.getRootReference(), entryPoint.getLeafReference());
      size_t index = table.sites.size();
      table.sites.push_back({entryKey, bindingsOfSite(dispatch), dispatch.getLoc()});
      EntrySites &entry = table.entries[entryKey];
      if (!entry.sites.empty() &&
          table.sites[entry.sites.front()].bindings != table.sites[index].bindings)
        entry.sitesAgree = false;
      entry.sites.push_back(index);
      table.sitesByFunction[topKey + "\n" + entryKey].push_back(index);
    });
  }
  return table;
}

namespace {

/// The HAL dispatches of each top-level op of a lowered module in the order
/// they are recorded, with the functions the outline pass made of
/// hal.device.memoize regions (docs/design/reusable.md#outline-pass) spliced in
/// where their results are used: at the func.call of the apply function, or
/// at the first util.global.load of a global an initializer stores a result
/// of its call in. Functions and globals that the stream module has are the
/// program's own and are not spliced (the stream side does not follow calls
/// either). Each op, function and global is visited once per top-level op:
/// linear in the module.
class RecordedDispatchOrder {
public:
  RecordedDispatchOrder(ModuleOp lowered, const llvm::StringSet<> &streamSymbols) {
    for (Operation &top : lowered.getBody()->getOperations()) {
      if (auto funcOp = dyn_cast<func::FuncOp>(top);
          funcOp && !streamSymbols.contains(funcOp.getSymName()))
        outlined[funcOp.getSymName()] = funcOp;
    }
    for (Operation &top : lowered.getBody()->getOperations()) {
      if (!isa<util::InitializerOp>(top))
        continue;
      top.walk([&](util::GlobalStoreOp store) {
        auto call = store.getValue().getDefiningOp<func::CallOp>();
        if (call && !streamSymbols.contains(store.getGlobal()))
          if (func::FuncOp callee = outlined.lookup(call.getCallee()))
            storedFrom.try_emplace(store.getGlobal(), callee);
      });
    }
  }

  /// Whether `funcOp` is a function the outline pass made (its dispatches
  /// are spliced into the top-level op that uses it).
  bool isOutlined(Operation *op) const {
    auto funcOp = dyn_cast<func::FuncOp>(op);
    return funcOp && outlined.count(funcOp.getSymName());
  }

  /// The dispatches of `top` in recording order.
  std::vector<hal::CommandBufferDispatchSymbolOp> collect(Operation *top) const {
    std::vector<hal::CommandBufferDispatchSymbolOp> order;
    llvm::DenseSet<Operation *> spliced;
    append(top, order, spliced);
    return order;
  }

private:
  void append(Operation *root, std::vector<hal::CommandBufferDispatchSymbolOp> &order,
              llvm::DenseSet<Operation *> &spliced) const {
    root->walk<WalkOrder::PreOrder>([&](Operation *op) {
      func::FuncOp callee;
      if (auto dispatch = dyn_cast<hal::CommandBufferDispatchSymbolOp>(op))
        order.push_back(dispatch);
      else if (auto call = dyn_cast<func::CallOp>(op))
        callee = outlined.lookup(call.getCallee());
      else if (auto load = dyn_cast<util::GlobalLoadOp>(op))
        callee = storedFrom.lookup(load.getGlobal());
      if (callee && spliced.insert(callee).second)
        append(callee, order, spliced);
    });
  }

  llvm::StringMap<func::FuncOp> outlined;
  /// Outlined-pass globals, by name: the apply function whose result an
  /// initializer stores in them.
  llvm::StringMap<func::FuncOp> storedFrom;
};

} // namespace

void DispatchAccessTable::identifySites(ModuleOp lowered, llvm::StringRef loweredFileName) {
  identified.clear();
  // The sites of each entry point whose sites disagree, by file position;
  // kAmbiguous where several share one. Entry points whose sites agree need
  // no identification.
  constexpr size_t kAmbiguous = ~size_t(0);
  llvm::StringMap<size_t> siteAtPosition;
  for (size_t index = 0; index < sites.size(); ++index) {
    const Site &site = sites[index];
    if (entries.lookup(site.entryKey).sitesAgree)
      continue;
    Interpreter::visitFilePositions(site.location, [&](FileLineColLoc position) {
      auto [it, inserted] =
          siteAtPosition.try_emplace(site.entryKey + "@" + positionKey(position), index);
      if (!inserted && it->second != index)
        it->second = kAmbiguous;
      return true;
    });
  }
  auto needsIdentification = [&](hal::CommandBufferDispatchSymbolOp dispatch,
                                 std::string &entryKey) {
    SymbolRefAttr entryPoint = dispatch.getEntryPoint();
    entryKey = key(entryPoint.getRootReference(), entryPoint.getLeafReference());
    auto entry = entries.find(entryKey);
    return entry != entries.end() && !entry->second.sitesAgree;
  };

  // By location: a file position, other than the dispatch's own place in the
  // lowered text, that exactly one site of its entry point has.
  lowered.walk([&](hal::CommandBufferDispatchSymbolOp dispatch) {
    std::string entryKey;
    if (!needsIdentification(dispatch, entryKey))
      return;
    Interpreter::visitFilePositions(dispatch.getLoc(), [&](FileLineColLoc position) {
      if (position.getFilename().getValue() == loweredFileName)
        return true;
      auto it = siteAtPosition.find(entryKey + "@" + positionKey(position));
      if (it == siteAtPosition.end() || it->second == kAmbiguous)
        return true;
      identified[dispatch] = it->second;
      return false;
    });
  });

  // The rest by position: per top-level op, entry point and variant, the
  // n-th dispatch in recording order is the n-th site when the counts agree.
  RecordedDispatchOrder order(lowered, streamSymbols);
  llvm::StringMap<unsigned> unnamed;
  for (Operation &top : lowered.getBody()->getOperations()) {
    std::string topKey = getTopLevelKey(top, unnamed);
    if (order.isOutlined(&top))
      continue;
    llvm::StringMap<llvm::SmallVector<Operation *, 2>> groups;
    for (hal::CommandBufferDispatchSymbolOp dispatch : order.collect(&top)) {
      std::string entryKey;
      if (!needsIdentification(dispatch, entryKey))
        continue;
      llvm::ArrayRef<FlatSymbolRefAttr> nested = dispatch.getEntryPoint().getNestedReferences();
      StringRef variant = nested.size() > 1 ? nested.front().getValue() : StringRef();
      groups[entryKey + "\n" + variant.str()].push_back(dispatch);
    }
    for (auto &group : groups) {
      StringRef entryKey = group.getKey().split('\n').first;
      auto streamSites = sitesByFunction.find((topKey + "\n" + entryKey).str());
      if (streamSites == sitesByFunction.end() ||
          streamSites->second.size() != group.getValue().size())
        continue;
      for (auto [dispatch, site] : llvm::zip_equal(group.getValue(), streamSites->second))
        identified.try_emplace(dispatch, site);
    }
  }
}

llvm::Expected<llvm::ArrayRef<BindingAccess>>
DispatchAccessTable::lookup(Operation *dispatch, llvm::StringRef executable,
                            llvm::StringRef entry) const {
  std::string entryKey = key(executable, entry);
  auto it = entries.find(entryKey);
  if (it == entries.end())
    return llvm::createStringError("no stream dispatch site of @" + executable + "::@" +
                                   entry + " says which bindings it reads and writes");
  if (it->second.sitesAgree)
    return llvm::ArrayRef<BindingAccess>(sites[it->second.sites.front()].bindings);
  if (auto site = identified.find(dispatch); site != identified.end())
    return llvm::ArrayRef<BindingAccess>(sites[site->second].bindings);
  return llvm::createStringError(
      "cannot tell which of the " + llvm::Twine(it->second.sites.size()) +
      " stream dispatch sites of @" + executable + "::@" + entry +
      " this dispatch was lowered from: they read and write different bindings, and "
      "neither its location nor its position in its function identifies one; no verdict "
      "on guessed access modes (a lowering printed with --mlir-print-debuginfo keeps "
      "the sites' locations)");
}

} // namespace stream_to_hal::sim
