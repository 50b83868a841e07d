//===- Statistics.cpp - convert-stream-to-hal's statistics ----------------===//
#include "StreamToHAL/patterns/pass/Statistics.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"

#include <algorithm>

namespace mlir::stream_to_hal {

ConversionStatistics &
ConversionStatistics::operator+=(const ConversionStatistics &other) {
#define STREAM_TO_HAL_STATISTIC(member, name, description)                     \
  member += other.member;
#include "StreamToHAL/patterns/pass/PassStatistics.h.inc"
#undef STREAM_TO_HAL_STATISTIC
  return *this;
}

void printStatisticsReport(llvm::raw_ostream &os, llvm::StringRef passName,
                           const ConversionStatistics &statistics) {
  SmallVector<StatisticEntry> entries = {
#define STREAM_TO_HAL_STATISTIC(member, name, description)                     \
  {name, description, statistics.member},
#include "StreamToHAL/patterns/pass/PassStatistics.h.inc"
#undef STREAM_TO_HAL_STATISTIC
  };
  printStatisticsReport(os, passName, entries);
}

void printStatisticsReport(llvm::raw_ostream &os, llvm::StringRef passName,
                           llvm::ArrayRef<StatisticEntry> unsorted) {
  SmallVector<StatisticEntry> entries(unsorted);
  llvm::sort(entries, [](const StatisticEntry &lhs, const StatisticEntry &rhs) {
    return lhs.name < rhs.name;
  });
  size_t nameWidth = 0, valueWidth = 0;
  for (const StatisticEntry &entry : entries) {
    nameWidth = std::max(nameWidth, entry.name.size());
    valueWidth = std::max(valueWidth, llvm::utostr(entry.value).size());
  }
  os << passName << "\n";
  for (const StatisticEntry &entry : entries)
    os << "  (S) " << llvm::right_justify(llvm::utostr(entry.value), valueWidth)
       << " " << llvm::left_justify(entry.name, nameWidth) << " - "
       << entry.description << "\n";
}

void printOwnStatistics(llvm::StringRef passName,
                        llvm::ArrayRef<StatisticEntry> entries) {
#if !LLVM_ENABLE_STATS
  auto &registered = llvm::cl::getRegisteredOptions();
  auto option = registered.find("mlir-pass-statistics");
  if (option != registered.end() && option->second->getNumOccurrences() != 0)
    printStatisticsReport(llvm::errs(), passName, entries);
#else
  (void)passName;
  (void)entries;
#endif
}

} // namespace mlir::stream_to_hal
