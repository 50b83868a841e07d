//===- VulkanFunctions.h - The Vulkan entry points the device calls -------===//
//
// The loader (libvulkan.so.1) is opened at run time rather than linked, so
// that stream-hal-sim starts on a machine without it and --device=vulkan
// says what to install. X(name) lists every function, by the level it is
// looked up at.
//
//===----------------------------------------------------------------------===//
#ifndef STREAM_TO_HAL_SIM_DEVICE_VULKAN_VULKANFUNCTIONS_H
#define STREAM_TO_HAL_SIM_DEVICE_VULKAN_VULKANFUNCTIONS_H

#ifndef VK_NO_PROTOTYPES
#define VK_NO_PROTOTYPES
#endif
#include <vulkan/vulkan.h>

#define STREAM_TO_HAL_VULKAN_GLOBAL_FUNCTIONS(X)                                          \
  X(vkCreateInstance)                                                                      \
  X(vkEnumerateInstanceLayerProperties)                                                    \
  X(vkEnumerateInstanceExtensionProperties)

#define STREAM_TO_HAL_VULKAN_INSTANCE_FUNCTIONS(X)                                        \
  X(vkDestroyInstance)                                                                     \
  X(vkEnumeratePhysicalDevices)                                                            \
  X(vkGetPhysicalDeviceProperties)                                                         \
  X(vkGetPhysicalDeviceFeatures2)                                                          \
  X(vkGetPhysicalDeviceProperties2)                                                        \
  X(vkGetPhysicalDeviceFormatProperties)                                                   \
  X(vkGetPhysicalDeviceQueueFamilyProperties)                                              \
  X(vkGetPhysicalDeviceMemoryProperties)                                                   \
  X(vkEnumerateDeviceExtensionProperties)                                                  \
  X(vkCreateDevice)                                                                        \
  X(vkGetDeviceProcAddr)                                                                   \
  X(vkCreateDebugUtilsMessengerEXT)                                                        \
  X(vkDestroyDebugUtilsMessengerEXT)                                                       \
  X(vkGetPhysicalDeviceCalibrateableTimeDomainsEXT)

#define STREAM_TO_HAL_VULKAN_DEVICE_FUNCTIONS(X)                                          \
  X(vkDestroyDevice)                                                                       \
  X(vkGetDeviceQueue)                                                                      \
  X(vkDeviceWaitIdle)                                                                      \
  X(vkCreateCommandPool)                                                                   \
  X(vkDestroyCommandPool)                                                                  \
  X(vkAllocateCommandBuffers)                                                              \
  X(vkFreeCommandBuffers)                                                                  \
  X(vkBeginCommandBuffer)                                                                  \
  X(vkEndCommandBuffer)                                                                    \
  X(vkCreateBuffer)                                                                        \
  X(vkDestroyBuffer)                                                                       \
  X(vkGetBufferMemoryRequirements)                                                         \
  X(vkAllocateMemory)                                                                      \
  X(vkFreeMemory)                                                                          \
  X(vkBindBufferMemory)                                                                    \
  X(vkMapMemory)                                                                           \
  X(vkCreateBufferView)                                                                    \
  X(vkDestroyBufferView)                                                                   \
  X(vkCreateShaderModule)                                                                  \
  X(vkDestroyShaderModule)                                                                 \
  X(vkCreateDescriptorSetLayout)                                                           \
  X(vkDestroyDescriptorSetLayout)                                                          \
  X(vkCreatePipelineLayout)                                                                \
  X(vkDestroyPipelineLayout)                                                               \
  X(vkCreateComputePipelines)                                                              \
  X(vkDestroyPipeline)                                                                     \
  X(vkCmdBindPipeline)                                                                     \
  X(vkCmdPushConstants)                                                                    \
  X(vkCmdPushDescriptorSetKHR)                                                             \
  X(vkCmdDispatch)                                                                         \
  X(vkCmdFillBuffer)                                                                       \
  X(vkCmdCopyBuffer)                                                                       \
  X(vkCmdPipelineBarrier2)                                                                 \
  X(vkCmdBeginDebugUtilsLabelEXT)                                                          \
  X(vkCmdEndDebugUtilsLabelEXT)                                                            \
  X(vkQueueSubmit2)                                                                        \
  X(vkCreateSemaphore)                                                                     \
  X(vkDestroySemaphore)                                                                    \
  X(vkWaitSemaphores)                                                                      \
  X(vkSignalSemaphore)                                                                     \
  X(vkGetSemaphoreCounterValue)                                                            \
  X(vkCreateQueryPool)                                                                     \
  X(vkDestroyQueryPool)                                                                    \
  X(vkCmdResetQueryPool)                                                                   \
  X(vkCmdWriteTimestamp2)                                                                  \
  X(vkGetQueryPoolResults)                                                                 \
  X(vkGetCalibratedTimestampsEXT)

namespace stream_to_hal::sim::vulkan {

struct Functions {
  PFN_vkGetInstanceProcAddr vkGetInstanceProcAddr = nullptr;
#define STREAM_TO_HAL_VULKAN_MEMBER(name) PFN_##name name = nullptr;
  STREAM_TO_HAL_VULKAN_GLOBAL_FUNCTIONS(STREAM_TO_HAL_VULKAN_MEMBER)
  STREAM_TO_HAL_VULKAN_INSTANCE_FUNCTIONS(STREAM_TO_HAL_VULKAN_MEMBER)
  STREAM_TO_HAL_VULKAN_DEVICE_FUNCTIONS(STREAM_TO_HAL_VULKAN_MEMBER)
#undef STREAM_TO_HAL_VULKAN_MEMBER
};

} // namespace stream_to_hal::sim::vulkan

#endif // STREAM_TO_HAL_SIM_DEVICE_VULKAN_VULKANFUNCTIONS_H
