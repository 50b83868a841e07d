//===- Budgets.cpp - What one simulation may hold in host memory ---------===//
//
// See Budgets.h and docs/design/simulator-budgets.md.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/device/Budgets.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FileSystem.h"

#include <unistd.h>

namespace stream_to_hal::sim {

Budgets Budgets::forMemory(uint64_t physicalBytes) {
  uint64_t share = physicalBytes / 4;
  Budgets budgets;
  budgets.deviceBytes = share;
  budgets.recordedCommands = share / kBytesPerRecordedCommand;
  budgets.timelineEvents = share / kBytesPerTimelineEvent;
  budgets.listElements = share / kBytesPerListElement;
  budgets.fileBytes = share / kFileBytesDivisor;
  return budgets;
}

Budgets Budgets::fromMachine() {
  long pages = sysconf(_SC_PHYS_PAGES);
  long pageSize = sysconf(_SC_PAGESIZE);
  uint64_t physical = pages > 0 && pageSize > 0 ? uint64_t(pages) * uint64_t(pageSize)
                                                : uint64_t(4) << 30;
  return forMemory(physical);
}

llvm::Error budgetExceeded(llvm::StringRef option, uint64_t limit, llvm::StringRef unit,
                           const llvm::Twine &what) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 what + " exceeds the budget --" + option + "=" +
                                     llvm::Twine(limit) + " (" + unit + "); raise it with --" +
                                     option + "=N");
}

llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> readFileWithin(llvm::StringRef path,
                                                                   uint64_t maxBytes) {
  auto cannotRead = [&](llvm::StringRef what, std::error_code error) {
    return llvm::createStringError(error, what + " '" + path + "': " + error.message());
  };
  llvm::sys::fs::file_t file;
  bool isStdin = path == "-";
  if (isStdin) {
    file = llvm::sys::fs::getStdinHandle();
  } else {
    llvm::Expected<llvm::sys::fs::file_t> opened = llvm::sys::fs::openNativeFileForRead(path);
    if (!opened)
      return cannotRead("cannot open input file", llvm::errorToErrorCode(opened.takeError()));
    file = *opened;
  }
  llvm::SmallVector<char, 0> text;
  llvm::Error status = llvm::Error::success();
  constexpr size_t kChunk = 1 << 16;
  while (true) {
    if (text.size() > maxBytes) {
      status = budgetExceeded("max-file-bytes", maxBytes, "bytes of each file read",
                              "'" + path + "'");
      break;
    }
    size_t used = text.size();
    text.resize_for_overwrite(used + kChunk);
    llvm::Expected<size_t> read =
        llvm::sys::fs::readNativeFile(file, llvm::MutableArrayRef<char>(text).slice(used));
    if (!read) {
      status = cannotRead("cannot read", llvm::errorToErrorCode(read.takeError()));
      break;
    }
    text.truncate(used + *read);
    if (*read == 0)
      break;
  }
  if (!isStdin)
    llvm::sys::fs::closeFile(file);
  if (status)
    return std::move(status);
  return llvm::MemoryBuffer::getMemBufferCopy(llvm::StringRef(text.data(), text.size()),
                                              isStdin ? "<stdin>" : path);
}

} // namespace stream_to_hal::sim
