//===- CommandBufferReuseStrategy.cpp - command-buffers=one-shot and the choice -===//
#include "StreamToHAL/patterns/models/CommandBufferReuseStrategy.h"

namespace mlir::stream_to_hal {

const CommandBufferReuseStrategy &getReusableStrategy();

namespace {

/// command-buffers=one-shot: nothing to plan; every execute records a
/// one-shot command buffer (docs/design/commands.md).
class OneShotStrategy final : public CommandBufferReuseStrategy {
public:
  void plan(Operation *, ReusePlans &, ConversionStatistics &,
            SymbolLookup) const override {}
};

} // namespace

CommandBufferReuseStrategy::~CommandBufferReuseStrategy() = default;

const CommandBufferReuseStrategy &
CommandBufferReuseStrategy::get(CommandBufferReuse kind) {
  static const OneShotStrategy oneShot;
  if (kind == CommandBufferReuse::Reusable)
    return getReusableStrategy();
  return oneShot;
}

} // namespace mlir::stream_to_hal
