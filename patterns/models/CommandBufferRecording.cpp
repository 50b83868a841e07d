//===- CommandBufferRecording.cpp - command-buffers=one-shot and the choice -===//
#include "StreamToHAL/patterns/models/CommandBufferRecording.h"

namespace mlir::stream_to_hal {

const CommandBufferRecording &getReusableRecording();

namespace {

/// command-buffers=one-shot: nothing to plan; every execute records a
/// one-shot command buffer (docs/design/commands.md).
class OneShotRecording final : public CommandBufferRecording {
public:
  void plan(Operation *, CommandConversionState &,
            SymbolLookup) const override {}
};

} // namespace

CommandBufferRecording::~CommandBufferRecording() = default;

const CommandBufferRecording &
CommandBufferRecording::get(CommandBufferReuse kind) {
  static const OneShotRecording oneShot;
  if (kind == CommandBufferReuse::Reusable)
    return getReusableRecording();
  return oneShot;
}

} // namespace mlir::stream_to_hal
