//===- VulkanDevice.h - The HAL device on a real Vulkan driver ------------===//
//
// The Device the HAL semantics drive, run on a Vulkan device (Mesa's lavapipe
// in CI, a GPU elsewhere) and checked by the Khronos validation layer with
// synchronization validation: buffers get exactly the uses their HAL bits
// allow, commands are recorded as the matching Vulkan commands, barriers keep
// the HAL stage masks, fences are timeline semaphores, and each dispatch runs
// a shader that computes the dispatch digest. Every validation message is a
// `vulkan:` line that fails the run. The mapping and why:
// docs/design/vulkan-device.md. Built only when the Vulkan headers and
// glslangValidator are found (STREAM_TO_HAL_VULKAN); the loader is opened at
// run time, so a machine without it still runs the simulated device.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_SIM_DEVICE_VULKAN_VULKANDEVICE_H
#define STREAM_TO_HAL_SIM_DEVICE_VULKAN_VULKANDEVICE_H

#include "StreamToHAL/sim/device/Device.h"

#include "llvm/Support/Error.h"

#include <memory>
#include <string>

namespace stream_to_hal::sim {

struct VulkanOptions {
  /// "" (the first device), an index, or a substring of the device's name.
  std::string device;
  /// Enable VK_LAYER_KHRONOS_validation with synchronization validation.
  bool validation = true;
};

/// A Vulkan device over `memory` (the host's view of every buffer), or an
/// error that says what is missing: the loader, a device, the named device,
/// the validation layer or a feature.
llvm::Expected<std::unique_ptr<Device>> createVulkanDevice(Memory &memory,
                                                           const VulkanOptions &options);

} // namespace stream_to_hal::sim

#endif // STREAM_TO_HAL_SIM_DEVICE_VULKAN_VULKANDEVICE_H
