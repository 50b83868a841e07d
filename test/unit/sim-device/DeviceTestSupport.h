//===- DeviceTestSupport.h - Building blocks of the device tests ---------===//
#ifndef STREAM_TO_HAL_TEST_UNIT_SIM_DEVICE_DEVICETESTSUPPORT_H
#define STREAM_TO_HAL_TEST_UNIT_SIM_DEVICE_DEVICETESTSUPPORT_H

#include "StreamToHAL/sim/device/simulated/SimulatedDevice.h"

#include "llvm/Support/Error.h"

#include "gtest/gtest.h"

#include <string>

namespace stream_to_hal::sim::testing {

inline SourceSite site(std::string op, std::string loc,
                       std::string streamLoc = "") {
  return {std::move(op), std::move(loc), std::move(streamLoc)};
}

/// A dispatch that reads `input` and writes `output` (whole buffers): the
/// output's bytes become the input's plus one.
inline Command incrementDispatch(Memory &memory, BufferId input,
                                 BufferId output, SourceSite where) {
  Command command;
  command.kind = EventKind::Dispatch;
  command.stage = stage::Dispatch;
  command.accesses = {{input, 0, memory.size(input), AccessKind::Read},
                      {output, 0, memory.size(output), AccessKind::Write}};
  command.workgroups = 1;
  command.name = "dispatch";
  command.site = std::move(where);
  command.effect = [&memory, input, output] {
    auto in = memory.bytes(input);
    auto out = memory.bytes(output);
    for (size_t i = 0; i < out.size() && i < in.size(); ++i)
      out[i] = uint8_t(in[i] + 1);
  };
  return command;
}

/// Fails the test with the error's message.
inline void expectOk(llvm::Error error) {
  if (error)
    ADD_FAILURE() << llvm::toString(std::move(error));
}

template <typename T> T expectValue(llvm::Expected<T> value) {
  if (!value) {
    ADD_FAILURE() << llvm::toString(value.takeError());
    return T();
  }
  return *value;
}

inline std::string errorText(llvm::Error error) {
  return error ? llvm::toString(std::move(error)) : "<success>";
}

} // namespace stream_to_hal::sim::testing

#endif // STREAM_TO_HAL_TEST_UNIT_SIM_DEVICE_DEVICETESTSUPPORT_H
