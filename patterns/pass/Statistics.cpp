//===- Statistics.cpp - convert-stream-to-hal's statistics ----------------===//
#include "StreamToHAL/patterns/pass/Statistics.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
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
  struct Entry {
    llvm::StringRef name;
    llvm::StringRef description;
    uint64_t value;
  };
  SmallVector<Entry> entries = {
#define STREAM_TO_HAL_STATISTIC(member, name, description)                     \
  {name, description, statistics.member},
#include "StreamToHAL/patterns/pass/PassStatistics.h.inc"
#undef STREAM_TO_HAL_STATISTIC
  };
  llvm::sort(entries,
             [](const Entry &lhs, const Entry &rhs) { return lhs.name < rhs.name; });
  size_t nameWidth = 0, valueWidth = 0;
  for (const Entry &entry : entries) {
    nameWidth = std::max(nameWidth, entry.name.size());
    valueWidth = std::max(valueWidth, llvm::utostr(entry.value).size());
  }
  os << passName << "\n";
  for (const Entry &entry : entries)
    os << "  (S) " << llvm::right_justify(llvm::utostr(entry.value), valueWidth)
       << " " << llvm::left_justify(entry.name, nameWidth) << " - "
       << entry.description << "\n";
}

} // namespace mlir::stream_to_hal
