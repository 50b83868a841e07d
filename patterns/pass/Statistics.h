//===- Statistics.h - The report of convert-stream-to-hal's statistics -*- C++ -*-===//
#ifndef STREAM_TO_HAL_PATTERNS_PASS_STATISTICS_H
#define STREAM_TO_HAL_PATTERNS_PASS_STATISTICS_H

#include "StreamToHAL/patterns/pass/Passes.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::stream_to_hal {

/// Prints `statistics` as MLIR's --mlir-pass-statistics prints the entry of
/// pass `passName`: the pass name, then one line per statistic sorted by
/// name, values and names aligned. LLVM built without statistics (Debian's,
/// like any release build) keeps no Statistic values, and its mlir-opt prints
/// an empty report; the pass prints this in its place.
void printStatisticsReport(llvm::raw_ostream &os, llvm::StringRef passName,
                           const ConversionStatistics &statistics);

/// One line of such a report.
struct StatisticEntry {
  llvm::StringRef name;
  llvm::StringRef description;
  uint64_t value;
};

/// The same, for any entries.
void printStatisticsReport(llvm::raw_ostream &os, llvm::StringRef passName,
                           llvm::ArrayRef<StatisticEntry> entries);

/// Where LLVM keeps no Statistic values, prints the report of `entries` to
/// stderr when --mlir-pass-statistics was given, just before MLIR's empty
/// one; does nothing otherwise.
void printOwnStatistics(llvm::StringRef passName,
                        llvm::ArrayRef<StatisticEntry> entries);

} // namespace mlir::stream_to_hal

#endif // STREAM_TO_HAL_PATTERNS_PASS_STATISTICS_H
