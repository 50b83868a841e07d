//===- RecordedTimepoints.h - Timepoints of the stream program's order ----===//
//
// The reference's timepoint handles carry a StreamOrder timepoint id
// (races/StreamOrder.h) when the order is recorded; anything else (an
// argument's timepoint, util.null) is reached with nothing to order after.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_SIM_SEMANTICS_STREAM_RECORDEDTIMEPOINTS_H
#define STREAM_TO_HAL_SIM_SEMANTICS_STREAM_RECORDEDTIMEPOINTS_H

#include "StreamToHAL/sim/races/StreamOrder.h"
#include "StreamToHAL/sim/semantics/Interpreter.h"

namespace stream_to_hal::sim {

inline StreamOrder::TimepointId getRecordedTimepoint(Interpreter &interp, mlir::Value value) {
  const RuntimeValue *timepoint = interp.lookup(value);
  if (!timepoint || !timepoint->isHandle() ||
      timepoint->getHandle().kind != HandleKind::Timepoint)
    return 0;
  return timepoint->getHandle().id;
}

} // namespace stream_to_hal::sim

#endif // STREAM_TO_HAL_SIM_SEMANTICS_STREAM_RECORDEDTIMEPOINTS_H
