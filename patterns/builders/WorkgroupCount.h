//===- WorkgroupCount.h - Workgroup counts of a dispatch ---------*- C++ -*-===//
//
// The x, y, z workgroup counts of a dispatch to a hal.executable.entry_point
// (docs/design/hal-dialect.md#workgroup-count-region;
// docs/design/dispatch.md#workgroup-count). With a workgroup-count region, its
// ops are cloned with the region's arguments replaced by the workload; without
// one, the workload itself is the count, padded with 1.
//
// The checks come first and are exposed on their own, so that a conversion
// can report them (docs/design/failures.md A12, F5) before it changes any IR.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_PATTERNS_BUILDERS_WORKGROUPCOUNT_H
#define STREAM_TO_HAL_PATTERNS_BUILDERS_WORKGROUPCOUNT_H

#include "StreamToHAL/dialects/hal/HALDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/Support/LogicalResult.h"

#include <array>
#include <optional>
#include <string>

namespace mlir::stream_to_hal {

/// Why `workload` cannot give `entryPoint`'s workgroup counts, as the text of
/// the diagnostic the caller emits at the dispatch; std::nullopt when
/// buildWorkgroupCount will succeed. Changes nothing, emits nothing:
/// * region present, workload size n != 3:
///   `entry point @<entry> expects 3 workload values, dispatch provides <n>`
/// * no region, n > 3:
///   `cannot derive a workgroup count from <n> workload values`
/// * a workload value that is not `index`:
///   `workload value #<i> has type <T>; expected index`
/// * a region that is not one block with 3 arguments ending in a `hal.return`
///   of at least 3 values (the entry point's verifier rules this out):
///   `entry point @<entry> has a malformed workgroup count region`
std::optional<std::string>
getWorkgroupCountError(hal::ExecutableEntryPointOp entryPoint,
                       ValueRange workload);

/// Builds the three workgroup counts of a dispatch of `workload` to
/// `entryPoint` at `builder`'s insertion point; every op is created through
/// `builder`. With a workgroup-count region, clones its non-terminator ops in
/// order (keeping their locations; `loc` is unused) with block argument k
/// replaced by workload[k]; the counts are the `hal.return` operands after the
/// same replacement, so a returned argument yields workload[k] itself. Without
/// a region, count k is workload[k], or one `arith.constant 1 : index` (at
/// `loc`, created only if needed) for k >= workload.size().
///
/// Fails without creating anything exactly when getWorkgroupCountError
/// returns a message.
FailureOr<std::array<Value, 3>>
buildWorkgroupCount(OpBuilder &builder, Location loc,
                    hal::ExecutableEntryPointOp entryPoint,
                    ValueRange workload);

} // namespace mlir::stream_to_hal

#endif // STREAM_TO_HAL_PATTERNS_BUILDERS_WORKGROUPCOUNT_H
