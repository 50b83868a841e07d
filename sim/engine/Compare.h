//===- Compare.h - The reference against a HAL run ------------------------===//
//
// docs/design/simulator.md#comparison: every result of every function call
// and every global the reference holds at the end, byte for byte (scalars by
// value); handles and timepoints are not compared.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_SIM_ENGINE_COMPARE_H
#define STREAM_TO_HAL_SIM_ENGINE_COMPARE_H

#include "StreamToHAL/sim/engine/ProgramRun.h"

#include <string>
#include <vector>

namespace stream_to_hal::sim {

/// One `mismatch: ...` line (without the prefix) per value that differs:
/// which function result or global, the first differing byte offset and
/// both bytes, and how many bytes differ.
std::vector<std::string> compareRuns(const RunOutcome &reference, const RunOutcome &lowered);

} // namespace stream_to_hal::sim

#endif // STREAM_TO_HAL_SIM_ENGINE_COMPARE_H
