//===- VulkanDevice.cpp - The HAL device on a real Vulkan driver ----------===//
//
// docs/design/vulkan-device.md. The host's view of every buffer stays in
// Memory, as the interpreter reads and writes it there; each buffer the
// device uses also has a host-visible VkBuffer, and the bytes move between
// the two at the points where the host and the device hand a buffer to each
// other: host writes go to the device before the next submission, device
// writes come back before the next host access once the device work that
// made them was waited for.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/sim/device/vulkan/VulkanDevice.h"
#include "StreamToHAL/sim/device/vulkan/VulkanFunctions.h"

#include "DispatchDigest.spv.h"
#include "DispatchDigestTexel.spv.h"
#include "Fill.spv.h"
#include "FillTexel.spv.h"
#include "OverlappingCopy.spv.h"
#include "OverlappingCopyTexel.spv.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Regex.h"

#include <dlfcn.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <deque>
#include <optional>
#include <set>

using namespace stream_to_hal::sim;
using namespace stream_to_hal::sim::vulkan;

namespace {

constexpr const char *kValidationLayer = "VK_LAYER_KHRONOS_validation";
// The dispatch shader's bindings (DispatchDigest.comp): the parameters, then
// kMaxBindings read-only ones, then kMaxBindings written ones.
constexpr uint32_t kMaxBindings = 12;
constexpr uint32_t kDispatchDescriptors = 1 + 2 * kMaxBindings;
constexpr uint32_t kPushConstantWords = 32;
constexpr uint32_t kParameterHeaderWords = 11;
// How long an await may block before the device is taken to be hung.
constexpr uint64_t kWaitTimeoutNs = 60ull * 1000 * 1000 * 1000;

llvm::Error makeError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

llvm::Error vulkanError(const char *what, VkResult result) {
  return makeError(llvm::Twine(what) + " failed (VkResult " + llvm::Twine(int(result)) + ")");
}

std::string describeSite(const SourceSite &site) {
  if (site.opName.empty())
    return "the run";
  std::string text = site.opName;
  if (!site.loweredLoc.empty())
    text += " at " + site.loweredLoc;
  if (!site.streamLoc.empty())
    text += " (stream " + site.streamLoc + ")";
  return text;
}

/// A copy vkCmdCopyBuffer cannot do: within one buffer, the ranges overlap.
bool overlaps(const CopyOperation &copy) {
  return copy.length != 0 && copy.source == copy.target &&
         copy.sourceOffset < copy.targetOffset + copy.length &&
         copy.targetOffset < copy.sourceOffset + copy.length;
}

uint64_t roundUp(uint64_t value, uint64_t alignment) {
  return (value + alignment - 1) / alignment * alignment;
}

/// HAL execution stages as Vulkan pipeline stages (IREE's Vulkan driver maps
/// them the same way); `computeFills`: the command buffer runs a fill or a
/// copy with a kernel (Fill.comp, OverlappingCopy.comp), whose accesses are
/// then a Transfer command's.
VkPipelineStageFlags2 mapStages(StageMask mask, bool computeFills) {
  VkPipelineStageFlags2 stages = VK_PIPELINE_STAGE_2_NONE;
  if (mask & stage::CommandIssue)
    stages |= VK_PIPELINE_STAGE_2_TOP_OF_PIPE_BIT;
  if (mask & stage::CommandProcess)
    stages |= VK_PIPELINE_STAGE_2_DRAW_INDIRECT_BIT;
  if (mask & stage::Dispatch)
    stages |= VK_PIPELINE_STAGE_2_COMPUTE_SHADER_BIT;
  if (mask & stage::Transfer)
    stages |= VK_PIPELINE_STAGE_2_TRANSFER_BIT |
              (computeFills ? VK_PIPELINE_STAGE_2_COMPUTE_SHADER_BIT : 0);
  if (mask & stage::CommandRetire)
    stages |= VK_PIPELINE_STAGE_2_BOTTOM_OF_PIPE_BIT;
  if (mask & stage::Host)
    stages |= VK_PIPELINE_STAGE_2_HOST_BIT;
  return stages;
}

/// The accesses the commands of those stages make: writes made available on
/// the source side, reads and writes made visible on the target side.
VkAccessFlags2 mapAccesses(StageMask mask, bool computeFills, bool source) {
  VkAccessFlags2 accesses = 0;
  bool compute = (mask & stage::Dispatch) || (computeFills && (mask & stage::Transfer));
  if (compute)
    accesses |= VK_ACCESS_2_SHADER_STORAGE_WRITE_BIT |
                (source ? 0 : VK_ACCESS_2_SHADER_STORAGE_READ_BIT);
  if (mask & stage::Transfer)
    accesses |= VK_ACCESS_2_TRANSFER_WRITE_BIT | (source ? 0 : VK_ACCESS_2_TRANSFER_READ_BIT);
  if (mask & stage::Host)
    accesses |= VK_ACCESS_2_HOST_WRITE_BIT | (source ? 0 : VK_ACCESS_2_HOST_READ_BIT);
  return accesses;
}

class VulkanDevice final : public Device {
public:
  VulkanDevice(Memory &memory, const VulkanOptions &options)
      : memory(memory), options(options), start(std::chrono::steady_clock::now()) {}
  ~VulkanDevice() override;

  llvm::Error initialize();

  Memory &getMemory() override { return memory; }

  void hostWork(double, const SourceSite &) override {}
  llvm::Error hostAccess(const Access &access, const SourceSite &site) override;
  BufferId hostAllocate(uint64_t bytes, std::string origin, bool deviceMemory,
                        const SourceSite &site) override;
  void describeBuffer(BufferId buffer, uint32_t halUsage, uint32_t halMemoryTypes) override;
  BufferId importBuffer(uint64_t bytes, std::string origin) override;

  FenceId createFence(const SourceSite &site) override;
  FenceId joinFences(llvm::ArrayRef<FenceId> fences) override;
  llvm::Error signalFromHost(FenceId fence, const SourceSite &site) override;
  llvm::Error failFence(FenceId fence, int32_t status, const SourceSite &site) override;
  FenceState queryFence(FenceId fence) const override;
  llvm::Expected<int32_t> awaitFences(llvm::ArrayRef<FenceId> fences,
                                      const SourceSite &site) override;

  CommandBufferId createCommandBuffer(const SourceSite &site,
                                      uint64_t bindingCapacity) override;
  llvm::Expected<uint64_t> bindingCapacity(CommandBufferId buffer) const override;
  llvm::Error record(CommandBufferId buffer, Command command) override;
  llvm::Error recordBarrier(CommandBufferId buffer, StageMask source, StageMask target,
                            const SourceSite &site) override;
  llvm::Error end(CommandBufferId buffer, const SourceSite &site) override;

  llvm::Error submitAndWait(CommandBufferId buffer, const SourceSite &site) override;
  llvm::Error queueExecute(llvm::ArrayRef<FenceId> waits, FenceId signal,
                           llvm::ArrayRef<CommandBufferId> buffers,
                           const SourceSite &site) override;
  llvm::Error queueExecuteIndirect(llvm::ArrayRef<FenceId> waits, FenceId signal,
                                   CommandBufferId buffer,
                                   llvm::ArrayRef<BindingTableEntry> table,
                                   const SourceSite &site) override;
  llvm::Expected<BufferId> queueAlloca(llvm::ArrayRef<FenceId> waits, FenceId signal,
                                       uint64_t bytes, std::string origin,
                                       const SourceSite &site) override;
  llvm::Error queueDealloca(llvm::ArrayRef<FenceId> waits, FenceId signal, BufferId buffer,
                            const SourceSite &site) override;

  void finish() override;
  llvm::ArrayRef<std::string> problems() const override { return problemList; }
  const Timeline &timeline() const override { return measured; }
  RunSummary summary() const override;
  llvm::ArrayRef<std::string> validationMessages() const override { return messages; }

  /// The validation layer's callback.
  void onMessage(const VkDebugUtilsMessengerCallbackDataEXT &data);

private:
  /// The Vulkan side of one buffer of Memory.
  struct DeviceBuffer {
    VkBuffer buffer = VK_NULL_HANDLE;
    VkDeviceMemory memory = VK_NULL_HANDLE;
    uint8_t *mapped = nullptr;
    uint64_t size = 0;
    /// The host wrote Memory since the bytes last went to the device.
    bool hostDirty = true;
    /// Submitted device work may have written it since the host last read it.
    bool deviceDirty = false;
  };
  struct BufferBits {
    uint32_t usage = 0, memoryTypes = 0;
  };
  /// One command buffer item: a command, or a barrier.
  struct Item {
    std::optional<Command> command;
    StageMask source = 0, target = 0;
    SourceSite site;
  };
  /// A recorded VkCommandBuffer and what it keeps alive.
  struct Recording {
    VkCommandBuffer commands = VK_NULL_HANDLE;
    DeviceBuffer parameters;
    /// The texel views its descriptors name.
    std::vector<VkBufferView> views;
    std::set<BufferId> written;
    uint64_t barriers = 0;
    /// The HAL op of each command the synchronization validation numbers
    /// (its seq_no), to name the earlier op of a hazard.
    std::vector<SourceSite> sequence;
  };
  struct CommandBufferState {
    std::vector<Item> items;
    uint64_t bindingCapacity = 0;
    bool ended = false;
    bool hasSlots = false;
    std::unique_ptr<Recording> recording; // of a buffer without slots, at end()
  };
  /// A fence is a set of timeline semaphores, each reached at value 1.
  struct Semaphore {
    VkSemaphore semaphore = VK_NULL_HANDLE;
    int32_t failure = 0;
    bool hostSignaled = false;
    /// The semaphores the submission that signals it waits on, once one does.
    std::optional<std::vector<uint32_t>> signaledAfter;
  };

  /// The kernels over one kind of byte descriptor
  /// (docs/design/vulkan-device.md#exact-ranges): storage buffers, whose
  /// offsets are rounded down to storageAlignment, or r8ui storage texel
  /// buffers, whose views cover exactly the bytes a command touches.
  struct Kernels {
    VkDescriptorSetLayout dispatchSet = VK_NULL_HANDLE, fillSet = VK_NULL_HANDLE;
    VkPipelineLayout dispatchLayout = VK_NULL_HANDLE, fillLayout = VK_NULL_HANDLE;
    VkPipeline dispatch = VK_NULL_HANDLE, fill = VK_NULL_HANDLE, copy = VK_NULL_HANDLE;
  };
  llvm::Error createPipelines();
  llvm::Expected<DeviceBuffer *> deviceBuffer(BufferId buffer);
  llvm::Error createBuffer(DeviceBuffer &buffer, uint64_t size, VkBufferUsageFlags usage,
                           bool deviceLocal);
  void destroyBuffer(DeviceBuffer &buffer);
  /// What a recording holds besides its command buffer.
  void destroyRecordingResources(Recording &recording);
  /// An r8ui texel view of exactly [offset, offset + length) of `buffer`,
  /// kept by the recording.
  llvm::Expected<VkBufferView> createView(Recording &recording, VkBuffer buffer,
                                          uint64_t offset, uint64_t length);
  llvm::Error upload();
  llvm::Error download(BufferId buffer);
  llvm::Expected<std::unique_ptr<Recording>> recordItems(llvm::ArrayRef<Item> items,
                                                          llvm::ArrayRef<BindingTableEntry> table,
                                                          bool resolve);
  /// The command between debug-utils labels that name its HAL op.
  llvm::Error recordCommand(Recording &recording, const Command &command,
                            uint64_t &parameterOffset);
  llvm::Error recordOperation(Recording &recording, const Command &command,
                              uint64_t &parameterOffset);
  void beginLabel(VkCommandBuffer commands, const SourceSite &site);
  void endLabel(VkCommandBuffer commands) {
    if (vk.vkCmdEndDebugUtilsLabelEXT)
      vk.vkCmdEndDebugUtilsLabelEXT(commands);
  }
  /// `kind`: what the submission is on the measured timeline.
  llvm::Error submit(llvm::ArrayRef<FenceId> waits, FenceId signal,
                     llvm::ArrayRef<Recording *> recordings, const SourceSite &site,
                     EventKind kind = EventKind::QueueExecute);
  /// Timestamps (docs/design/vulkan-device.md#summary): whether the queue
  /// has them, and the calibration of device ticks against the host clock.
  void setUpTimestamps(llvm::ArrayRef<VkQueueFamilyProperties> families,
                       const VkPhysicalDeviceProperties &properties, bool calibrated);
  /// The two command buffers that bracket one submission with timestamps.
  llvm::Error timeSubmission(EventKind kind, const SourceSite &site,
                             VkCommandBufferSubmitInfo &begin, VkCommandBufferSubmitInfo &end);
  /// The host time of a device timestamp, in microseconds from the start.
  double hostUsOfTicks(uint64_t ticks) const;
  /// Reads the timestamps once the device is idle: the queue's events.
  void readTimestamps();
  /// Past --max-timeline-events: the budget's error.
  llvm::Error reserveTimelineEvent(const SourceSite &site);
  std::vector<uint32_t> members(llvm::ArrayRef<FenceId> fences) const;
  bool reachable(uint32_t semaphore, std::vector<int8_t> &state) const;
  uint64_t value(uint32_t semaphore) const;
  void collectFrees();
  llvm::Expected<CommandBufferState *> getCommandBuffer(CommandBufferId id);
  /// One that has not ended.
  llvm::Expected<CommandBufferState *> getRecordingBuffer(CommandBufferId id);
  /// A fill or copy kernel (`pipeline` of `kernels`) over one descriptor:
  /// `view` when the texel kernels run it, else `range`.
  void recordKernel(VkCommandBuffer commands, const Kernels &kernels,
                    VkPipeline Kernels::*pipeline, const VkDescriptorBufferInfo &range,
                    VkBufferView view, const uint32_t (&constants)[4], uint32_t workgroups);
  /// Whether a command whose descriptor starts at `offset` and covers
  /// `length` bytes runs on the texel kernels: when a storage descriptor
  /// would start early and a texel view can be exact.
  bool needsTexels(uint64_t offset, uint64_t length) const {
    return exactTexels && offset % storageAlignment != 0 && length <= maxTexelBytes;
  }
  double nowUs() const {
    return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start)
        .count();
  }

  Memory &memory;
  VulkanOptions options;
  Functions vk;
  void *loader = nullptr;
  VkInstance instance = VK_NULL_HANDLE;
  VkDebugUtilsMessengerEXT messenger = VK_NULL_HANDLE;
  VkPhysicalDevice physical = VK_NULL_HANDLE;
  VkPhysicalDeviceMemoryProperties memoryProperties{};
  uint64_t storageAlignment = 16;
  VkDevice device = VK_NULL_HANDLE;
  VkQueue queue = VK_NULL_HANDLE;
  uint32_t queueFamily = 0;
  VkCommandPool pool = VK_NULL_HANDLE;
  Kernels storageKernels, texelKernels;
  /// Whether the device has byte-exact texel views (r8ui storage texel
  /// buffers at any offset), and the most bytes one view covers.
  bool exactTexels = false;
  uint64_t maxTexelBytes = 0;

  /// By BufferId; a deque, so that growing it keeps the DeviceBuffer
  /// pointers deviceBuffer() returned valid.
  std::deque<DeviceBuffer> buffers;
  llvm::DenseMap<BufferId, BufferBits> bits;
  std::vector<CommandBufferState> commandBuffers;
  /// Recordings submitted, kept until the end of the run (a reusable one
  /// may be submitted again; the device may still run one).
  std::vector<std::unique_ptr<Recording>> retired;
  std::vector<Semaphore> semaphores;
  std::vector<std::vector<uint32_t>> fences; // by FenceId: its semaphores
  /// Every submission's waited and signaled semaphores, for failures.
  std::vector<std::pair<std::vector<uint32_t>, std::vector<uint32_t>>> submitted;
  /// Deallocas whose buffer is freed once their semaphores are reached.
  std::vector<std::pair<BufferId, std::vector<uint32_t>>> pendingFrees;

  /// The op the host is running: names the op of a validation message.
  SourceSite currentSite;
  /// While recording: the recording, to name the earlier op of a hazard.
  Recording *recordingNow = nullptr;
  std::vector<std::string> messages, problemList;
  /// The measured timeline: the host's waits, and each submission's span
  /// between its two timestamps.
  Timeline measured;
  static constexpr unsigned kHostLane = 0, kQueueLane = 1;
  static constexpr uint32_t kQueriesPerPool = 512;
  struct TimedSubmission {
    VkQueryPool pool = VK_NULL_HANDLE;
    uint32_t query = 0; // the begin timestamp; the end one is query + 1
    VkCommandBuffer commands[2] = {VK_NULL_HANDLE, VK_NULL_HANDLE};
    double hostSubmitUs = 0;
    EventKind kind = EventKind::QueueExecute;
    SourceSite site;
  };
  bool timestamps = false;
  double timestampPeriodNs = 1;
  uint64_t timestampMask = ~uint64_t(0);
  /// A device tick and the host time it was taken at (VK_EXT_calibrated_timestamps),
  /// when the device has both clocks.
  std::optional<std::pair<uint64_t, double>> calibration;
  std::vector<VkQueryPool> queryPools;
  uint32_t queriesUsed = kQueriesPerPool; // of queryPools.back()
  std::vector<TimedSubmission> timed;
  std::chrono::steady_clock::time_point start;
  double blockedUs = 0, endUs = 0, deviceBusyUs = 0;
  uint64_t barriersExecuted = 0, hostWaits = 0, submissions = 0, commandsRecorded = 0;
};

VKAPI_ATTR VkBool32 VKAPI_CALL onValidationMessage(
    VkDebugUtilsMessageSeverityFlagBitsEXT severity, VkDebugUtilsMessageTypeFlagsEXT,
    const VkDebugUtilsMessengerCallbackDataEXT *data, void *user) {
  if (data && (severity & (VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT |
                           VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT)))
    static_cast<VulkanDevice *>(user)->onMessage(*data);
  return VK_FALSE;
}

//===----------------------------------------------------------------------===//
// Set-up
//===----------------------------------------------------------------------===//

llvm::Error VulkanDevice::initialize() {
  loader = dlopen("libvulkan.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!loader)
    return makeError("--device=vulkan: cannot load the Vulkan loader libvulkan.so.1 (Debian: "
                     "apt-get install libvulkan1 mesa-vulkan-drivers)");
  vk.vkGetInstanceProcAddr =
      reinterpret_cast<PFN_vkGetInstanceProcAddr>(dlsym(loader, "vkGetInstanceProcAddr"));
  if (!vk.vkGetInstanceProcAddr)
    return makeError("--device=vulkan: libvulkan.so.1 has no vkGetInstanceProcAddr");
#define STREAM_TO_HAL_VULKAN_LOAD(name)                                                    \
  vk.name = reinterpret_cast<PFN_##name>(vk.vkGetInstanceProcAddr(instance, #name));
  STREAM_TO_HAL_VULKAN_GLOBAL_FUNCTIONS(STREAM_TO_HAL_VULKAN_LOAD)
  if (!vk.vkCreateInstance || !vk.vkEnumerateInstanceLayerProperties)
    return makeError("--device=vulkan: the Vulkan loader lacks vkCreateInstance");

  std::vector<const char *> layers, extensions = {VK_EXT_DEBUG_UTILS_EXTENSION_NAME};
  if (options.validation) {
    uint32_t count = 0;
    vk.vkEnumerateInstanceLayerProperties(&count, nullptr);
    std::vector<VkLayerProperties> available(count);
    vk.vkEnumerateInstanceLayerProperties(&count, available.data());
    if (llvm::none_of(available, [](const VkLayerProperties &layer) {
          return llvm::StringRef(layer.layerName) == kValidationLayer;
        }))
      return makeError(llvm::Twine("--vulkan-validation=on: the Khronos validation layer ") +
                       kValidationLayer +
                       " is not installed (Debian: apt-get install vulkan-validationlayers); "
                       "--vulkan-validation=off runs without it");
    layers.push_back(kValidationLayer);
    extensions.push_back(VK_EXT_VALIDATION_FEATURES_EXTENSION_NAME);
  }
  VkApplicationInfo application{VK_STRUCTURE_TYPE_APPLICATION_INFO};
  application.pApplicationName = "stream-hal-sim";
  application.apiVersion = VK_API_VERSION_1_3;
  VkDebugUtilsMessengerCreateInfoEXT messengerInfo{
      VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT};
  messengerInfo.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT |
                                  VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
  messengerInfo.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT |
                              VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT |
                              VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT;
  messengerInfo.pfnUserCallback = onValidationMessage;
  messengerInfo.pUserData = this;
  VkValidationFeatureEnableEXT enables[] = {
      VK_VALIDATION_FEATURE_ENABLE_SYNCHRONIZATION_VALIDATION_EXT};
  VkValidationFeaturesEXT features{VK_STRUCTURE_TYPE_VALIDATION_FEATURES_EXT};
  features.enabledValidationFeatureCount = 1;
  features.pEnabledValidationFeatures = enables;
  features.pNext = &messengerInfo;
  VkInstanceCreateInfo instanceInfo{VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
  instanceInfo.pNext = options.validation ? static_cast<void *>(&features) : &messengerInfo;
  instanceInfo.pApplicationInfo = &application;
  instanceInfo.enabledLayerCount = layers.size();
  instanceInfo.ppEnabledLayerNames = layers.data();
  instanceInfo.enabledExtensionCount = extensions.size();
  instanceInfo.ppEnabledExtensionNames = extensions.data();
  if (VkResult result = vk.vkCreateInstance(&instanceInfo, nullptr, &instance))
    return makeError("--device=vulkan: vkCreateInstance failed (VkResult " +
                     llvm::Twine(int(result)) +
                     "): no Vulkan 1.3 driver with VK_EXT_debug_utils (Debian: apt-get install "
                     "mesa-vulkan-drivers)");
  STREAM_TO_HAL_VULKAN_INSTANCE_FUNCTIONS(STREAM_TO_HAL_VULKAN_LOAD)
#undef STREAM_TO_HAL_VULKAN_LOAD
  if (vk.vkCreateDebugUtilsMessengerEXT)
    vk.vkCreateDebugUtilsMessengerEXT(instance, &messengerInfo, nullptr, &messenger);

  uint32_t count = 0;
  vk.vkEnumeratePhysicalDevices(instance, &count, nullptr);
  std::vector<VkPhysicalDevice> devices(count);
  vk.vkEnumeratePhysicalDevices(instance, &count, devices.data());
  if (devices.empty())
    return makeError("--device=vulkan: no Vulkan device (Debian: apt-get install "
                     "mesa-vulkan-drivers for lavapipe, a CPU device)");
  std::vector<std::string> names;
  for (VkPhysicalDevice candidate : devices) {
    VkPhysicalDeviceProperties properties;
    vk.vkGetPhysicalDeviceProperties(candidate, &properties);
    names.push_back(properties.deviceName);
  }
  unsigned index = 0;
  if (!options.device.empty()) {
    bool isIndex = llvm::all_of(options.device, llvm::isDigit);
    if (isIndex) {
      if (llvm::StringRef(options.device).getAsInteger(10, index) || index >= devices.size())
        index = devices.size();
    } else {
      index = llvm::find_if(names, [&](const std::string &name) {
                return llvm::StringRef(name).contains(options.device);
              }) - names.begin();
    }
    if (index >= devices.size()) {
      std::string listed;
      for (auto [i, name] : llvm::enumerate(names))
        listed += (i ? ", " : "") + std::to_string(i) + ": " + name;
      return makeError("--vulkan-device=" + options.device + ": no such device (there are " +
                       listed + ")");
    }
  }
  physical = devices[index];
  VkPhysicalDeviceProperties properties;
  vk.vkGetPhysicalDeviceProperties(physical, &properties);
  storageAlignment = std::max<uint64_t>(1, properties.limits.minStorageBufferOffsetAlignment);
  vk.vkGetPhysicalDeviceMemoryProperties(physical, &memoryProperties);

  uint32_t extensionCount = 0;
  vk.vkEnumerateDeviceExtensionProperties(physical, nullptr, &extensionCount, nullptr);
  std::vector<VkExtensionProperties> deviceExtensions(extensionCount);
  vk.vkEnumerateDeviceExtensionProperties(physical, nullptr, &extensionCount,
                                          deviceExtensions.data());
  auto hasExtension = [&](llvm::StringRef name) {
    return llvm::any_of(deviceExtensions, [&](const VkExtensionProperties &extension) {
      return llvm::StringRef(extension.extensionName) == name;
    });
  };
  // Optional: byte-exact texel views (docs/design/vulkan-device.md#exact-ranges);
  // the extension's structures are queried only on a device that has it.
  bool texelAlignmentExtension = hasExtension(VK_EXT_TEXEL_BUFFER_ALIGNMENT_EXTENSION_NAME);

  // The features the mapping needs (docs/design/vulkan-device.md#set-up).
  VkPhysicalDeviceTexelBufferAlignmentFeaturesEXT texelFeatures{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_TEXEL_BUFFER_ALIGNMENT_FEATURES_EXT};
  VkPhysicalDeviceVulkan13Features features13{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES};
  if (texelAlignmentExtension)
    features13.pNext = &texelFeatures;
  VkPhysicalDeviceVulkan12Features features12{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES};
  features12.pNext = &features13;
  VkPhysicalDeviceFeatures2 features2{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2};
  features2.pNext = &features12;
  vk.vkGetPhysicalDeviceFeatures2(physical, &features2);
  std::vector<std::string> missing;
  if (properties.apiVersion < VK_API_VERSION_1_3)
    missing.push_back("Vulkan 1.3");
  if (!features12.timelineSemaphore)
    missing.push_back("timelineSemaphore");
  if (!features12.storageBuffer8BitAccess)
    missing.push_back("storageBuffer8BitAccess");
  if (!features13.synchronization2)
    missing.push_back("synchronization2");
  if (!features2.features.shaderInt64)
    missing.push_back("shaderInt64");
  if (!hasExtension(VK_KHR_PUSH_DESCRIPTOR_EXTENSION_NAME))
    missing.push_back(VK_KHR_PUSH_DESCRIPTOR_EXTENSION_NAME);
  // Optional: device timestamps on the host's clock.
  bool calibrated = hasExtension(VK_EXT_CALIBRATED_TIMESTAMPS_EXTENSION_NAME);
  if (texelAlignmentExtension && properties.apiVersion >= VK_API_VERSION_1_3) {
    VkPhysicalDeviceTexelBufferAlignmentProperties texelAlignment{
        VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_TEXEL_BUFFER_ALIGNMENT_PROPERTIES};
    VkPhysicalDeviceProperties2 properties2{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2};
    properties2.pNext = &texelAlignment;
    vk.vkGetPhysicalDeviceProperties2(physical, &properties2);
    VkFormatProperties byteFormat{};
    vk.vkGetPhysicalDeviceFormatProperties(physical, VK_FORMAT_R8_UINT, &byteFormat);
    exactTexels = texelFeatures.texelBufferAlignment &&
                  features2.features.shaderStorageImageExtendedFormats &&
                  (byteFormat.bufferFeatures & VK_FORMAT_FEATURE_STORAGE_TEXEL_BUFFER_BIT) &&
                  (texelAlignment.storageTexelBufferOffsetSingleTexelAlignment ||
                   texelAlignment.storageTexelBufferOffsetAlignmentBytes <= 1);
  }
  maxTexelBytes = properties.limits.maxTexelBufferElements;
  uint32_t familyCount = 0;
  vk.vkGetPhysicalDeviceQueueFamilyProperties(physical, &familyCount, nullptr);
  std::vector<VkQueueFamilyProperties> families(familyCount);
  vk.vkGetPhysicalDeviceQueueFamilyProperties(physical, &familyCount, families.data());
  auto family = llvm::find_if(families, [](const VkQueueFamilyProperties &properties) {
    return properties.queueFlags & VK_QUEUE_COMPUTE_BIT;
  });
  if (family == families.end())
    missing.push_back("a compute queue");
  if (!missing.empty())
    return makeError("--device=vulkan: device " + llvm::Twine(index) + " (" + names[index] +
                     ") lacks " + llvm::join(missing, ", "));
  queueFamily = family - families.begin();

  VkPhysicalDeviceVulkan13Features enable13{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES};
  enable13.synchronization2 = VK_TRUE;
  VkPhysicalDeviceVulkan12Features enable12{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES};
  enable12.timelineSemaphore = VK_TRUE;
  enable12.storageBuffer8BitAccess = VK_TRUE;
  enable12.pNext = &enable13;
  VkPhysicalDeviceTexelBufferAlignmentFeaturesEXT enableTexels{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_TEXEL_BUFFER_ALIGNMENT_FEATURES_EXT};
  enableTexels.texelBufferAlignment = VK_TRUE;
  if (exactTexels)
    enable13.pNext = &enableTexels;
  VkPhysicalDeviceFeatures2 enable2{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2};
  enable2.features.shaderInt64 = VK_TRUE;
  enable2.features.shaderStorageImageExtendedFormats = exactTexels ? VK_TRUE : VK_FALSE;
  enable2.pNext = &enable12;
  float priority = 1;
  VkDeviceQueueCreateInfo queueInfo{VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO};
  queueInfo.queueFamilyIndex = queueFamily;
  queueInfo.queueCount = 1;
  queueInfo.pQueuePriorities = &priority;
  std::vector<const char *> deviceExtensionNames = {VK_KHR_PUSH_DESCRIPTOR_EXTENSION_NAME};
  if (calibrated)
    deviceExtensionNames.push_back(VK_EXT_CALIBRATED_TIMESTAMPS_EXTENSION_NAME);
  if (exactTexels)
    deviceExtensionNames.push_back(VK_EXT_TEXEL_BUFFER_ALIGNMENT_EXTENSION_NAME);
  VkDeviceCreateInfo deviceInfo{VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO};
  deviceInfo.pNext = &enable2;
  deviceInfo.queueCreateInfoCount = 1;
  deviceInfo.pQueueCreateInfos = &queueInfo;
  deviceInfo.enabledExtensionCount = deviceExtensionNames.size();
  deviceInfo.ppEnabledExtensionNames = deviceExtensionNames.data();
  if (VkResult result = vk.vkCreateDevice(physical, &deviceInfo, nullptr, &device))
    return vulkanError("--device=vulkan: vkCreateDevice", result);
#define STREAM_TO_HAL_VULKAN_LOAD(name)                                                    \
  vk.name = reinterpret_cast<PFN_##name>(vk.vkGetDeviceProcAddr(device, #name));
  STREAM_TO_HAL_VULKAN_DEVICE_FUNCTIONS(STREAM_TO_HAL_VULKAN_LOAD)
#undef STREAM_TO_HAL_VULKAN_LOAD
  if (!vk.vkCmdBeginDebugUtilsLabelEXT) {
    // Loaded from the instance when the device does not report it.
    vk.vkCmdBeginDebugUtilsLabelEXT = reinterpret_cast<PFN_vkCmdBeginDebugUtilsLabelEXT>(
        vk.vkGetInstanceProcAddr(instance, "vkCmdBeginDebugUtilsLabelEXT"));
    vk.vkCmdEndDebugUtilsLabelEXT = reinterpret_cast<PFN_vkCmdEndDebugUtilsLabelEXT>(
        vk.vkGetInstanceProcAddr(instance, "vkCmdEndDebugUtilsLabelEXT"));
  }
  vk.vkGetDeviceQueue(device, queueFamily, 0, &queue);
  VkCommandPoolCreateInfo poolInfo{VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO};
  poolInfo.queueFamilyIndex = queueFamily;
  if (VkResult result = vk.vkCreateCommandPool(device, &poolInfo, nullptr, &pool))
    return vulkanError("vkCreateCommandPool", result);
  // FenceId 0 is the null fence: no semaphore, reached.
  fences.emplace_back();
  if (llvm::Error error = createPipelines())
    return error;
  // The run's times count from here, after the set-up.
  setUpTimestamps(families, properties, calibrated);
  return llvm::Error::success();
}

void VulkanDevice::setUpTimestamps(llvm::ArrayRef<VkQueueFamilyProperties> families,
                                   const VkPhysicalDeviceProperties &properties,
                                   bool calibrated) {
  measured.clock = "measured";
  measured.lanes = {{LaneKind::Host, "host"}, {LaneKind::Queue, "queue 0"}};
  start = std::chrono::steady_clock::now();
  uint32_t validBits = families[queueFamily].timestampValidBits;
  timestamps = validBits != 0 && properties.limits.timestampPeriod > 0;
  if (!timestamps)
    return;
  timestampPeriodNs = properties.limits.timestampPeriod;
  timestampMask = validBits >= 64 ? ~uint64_t(0) : (uint64_t(1) << validBits) - 1;
  if (!calibrated || !vk.vkGetPhysicalDeviceCalibrateableTimeDomainsEXT ||
      !vk.vkGetCalibratedTimestampsEXT)
    return;
  uint32_t count = 0;
  vk.vkGetPhysicalDeviceCalibrateableTimeDomainsEXT(physical, &count, nullptr);
  std::vector<VkTimeDomainEXT> domains(count);
  vk.vkGetPhysicalDeviceCalibrateableTimeDomainsEXT(physical, &count, domains.data());
  // steady_clock is CLOCK_MONOTONIC on Linux: the host domain of nowUs().
  if (!llvm::is_contained(domains, VK_TIME_DOMAIN_DEVICE_EXT) ||
      !llvm::is_contained(domains, VK_TIME_DOMAIN_CLOCK_MONOTONIC_EXT))
    return;
  VkCalibratedTimestampInfoEXT infos[2] = {
      {VK_STRUCTURE_TYPE_CALIBRATED_TIMESTAMP_INFO_EXT, nullptr, VK_TIME_DOMAIN_DEVICE_EXT},
      {VK_STRUCTURE_TYPE_CALIBRATED_TIMESTAMP_INFO_EXT, nullptr,
       VK_TIME_DOMAIN_CLOCK_MONOTONIC_EXT}};
  uint64_t values[2] = {0, 0}, deviation = 0;
  if (vk.vkGetCalibratedTimestampsEXT(device, 2, infos, values, &deviation) != VK_SUCCESS)
    return;
  auto startNs = std::chrono::duration_cast<std::chrono::nanoseconds>(start.time_since_epoch());
  calibration = {values[0] & timestampMask,
                 (double(int64_t(values[1]) - int64_t(startNs.count()))) / 1000};
}

llvm::Error VulkanDevice::createPipelines() {
  // Bindings from `firstBytes` on are the kernel's byte descriptors, of
  // type `bytes`; those before, storage buffers (the dispatch parameters).
  auto makeSetLayout = [&](uint32_t count, uint32_t firstBytes, VkDescriptorType bytes,
                           VkDescriptorSetLayout &layout) {
    std::vector<VkDescriptorSetLayoutBinding> bindings(count);
    for (uint32_t i = 0; i < count; ++i)
      bindings[i] = {i, i < firstBytes ? VK_DESCRIPTOR_TYPE_STORAGE_BUFFER : bytes, 1,
                     VK_SHADER_STAGE_COMPUTE_BIT, nullptr};
    VkDescriptorSetLayoutCreateInfo info{VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO};
    info.flags = VK_DESCRIPTOR_SET_LAYOUT_CREATE_PUSH_DESCRIPTOR_BIT_KHR;
    info.bindingCount = count;
    info.pBindings = bindings.data();
    return vk.vkCreateDescriptorSetLayout(device, &info, nullptr, &layout);
  };
  auto makeLayout = [&](VkDescriptorSetLayout &setLayout, uint32_t pushBytes,
                        VkPipelineLayout &layout) {
    VkPushConstantRange range{VK_SHADER_STAGE_COMPUTE_BIT, 0, pushBytes};
    VkPipelineLayoutCreateInfo info{VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO};
    info.setLayoutCount = 1;
    info.pSetLayouts = &setLayout;
    info.pushConstantRangeCount = 1;
    info.pPushConstantRanges = &range;
    return vk.vkCreatePipelineLayout(device, &info, nullptr, &layout);
  };
  auto makePipeline = [&](const uint32_t *code, size_t bytes, VkPipelineLayout layout,
                          VkPipeline &pipeline) {
    VkShaderModuleCreateInfo moduleInfo{VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO};
    moduleInfo.codeSize = bytes;
    moduleInfo.pCode = code;
    VkShaderModule module;
    if (VkResult result = vk.vkCreateShaderModule(device, &moduleInfo, nullptr, &module))
      return result;
    VkComputePipelineCreateInfo info{VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO};
    info.stage = {VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO};
    info.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
    info.stage.module = module;
    info.stage.pName = "main";
    info.layout = layout;
    VkResult result =
        vk.vkCreateComputePipelines(device, VK_NULL_HANDLE, 1, &info, nullptr, &pipeline);
    vk.vkDestroyShaderModule(device, module, nullptr);
    return result;
  };
  struct Code {
    const uint32_t *code;
    size_t bytes;
  };
  auto makeKernels = [&](Kernels &kernels, VkDescriptorType bytes, Code dispatch, Code fill,
                         Code copy) -> llvm::Error {
    if (VkResult result =
            makeSetLayout(kDispatchDescriptors, 1, bytes, kernels.dispatchSet))
      return vulkanError("vkCreateDescriptorSetLayout", result);
    if (VkResult result = makeSetLayout(1, 0, bytes, kernels.fillSet))
      return vulkanError("vkCreateDescriptorSetLayout", result);
    if (VkResult result =
            makeLayout(kernels.dispatchSet, 4 * kPushConstantWords, kernels.dispatchLayout))
      return vulkanError("vkCreatePipelineLayout", result);
    if (VkResult result = makeLayout(kernels.fillSet, 16, kernels.fillLayout))
      return vulkanError("vkCreatePipelineLayout", result);
    if (VkResult result =
            makePipeline(dispatch.code, dispatch.bytes, kernels.dispatchLayout, kernels.dispatch))
      return vulkanError("vkCreateComputePipelines (the dispatch shader)", result);
    if (VkResult result = makePipeline(fill.code, fill.bytes, kernels.fillLayout, kernels.fill))
      return vulkanError("vkCreateComputePipelines (the fill kernel)", result);
    if (VkResult result = makePipeline(copy.code, copy.bytes, kernels.fillLayout, kernels.copy))
      return vulkanError("vkCreateComputePipelines (the copy kernel)", result);
    return llvm::Error::success();
  };
  if (llvm::Error error = makeKernels(
          storageKernels, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
          {DispatchDigestSpirv, sizeof(DispatchDigestSpirv)}, {FillSpirv, sizeof(FillSpirv)},
          {OverlappingCopySpirv, sizeof(OverlappingCopySpirv)}))
    return error;
  if (!exactTexels)
    return llvm::Error::success();
  return makeKernels(texelKernels, VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER,
                     {DispatchDigestTexelSpirv, sizeof(DispatchDigestTexelSpirv)},
                     {FillTexelSpirv, sizeof(FillTexelSpirv)},
                     {OverlappingCopyTexelSpirv, sizeof(OverlappingCopyTexelSpirv)});
}

VulkanDevice::~VulkanDevice() {
  if (device) {
    vk.vkDeviceWaitIdle(device);
    for (CommandBufferState &state : commandBuffers)
      if (state.recording)
        destroyRecordingResources(*state.recording);
    for (std::unique_ptr<Recording> &recording : retired)
      destroyRecordingResources(*recording);
    for (DeviceBuffer &buffer : buffers)
      destroyBuffer(buffer);
    for (Semaphore &semaphore : semaphores)
      vk.vkDestroySemaphore(device, semaphore.semaphore, nullptr);
    for (VkQueryPool queryPool : queryPools)
      vk.vkDestroyQueryPool(device, queryPool, nullptr);
    for (Kernels *kernels : {&storageKernels, &texelKernels}) {
      vk.vkDestroyPipeline(device, kernels->dispatch, nullptr);
      vk.vkDestroyPipeline(device, kernels->fill, nullptr);
      vk.vkDestroyPipeline(device, kernels->copy, nullptr);
      vk.vkDestroyPipelineLayout(device, kernels->dispatchLayout, nullptr);
      vk.vkDestroyPipelineLayout(device, kernels->fillLayout, nullptr);
      vk.vkDestroyDescriptorSetLayout(device, kernels->dispatchSet, nullptr);
      vk.vkDestroyDescriptorSetLayout(device, kernels->fillSet, nullptr);
    }
    vk.vkDestroyCommandPool(device, pool, nullptr);
    vk.vkDestroyDevice(device, nullptr);
  }
  if (messenger)
    vk.vkDestroyDebugUtilsMessengerEXT(instance, messenger, nullptr);
  if (instance)
    vk.vkDestroyInstance(instance, nullptr);
  if (loader)
    dlclose(loader);
}

//===----------------------------------------------------------------------===//
// Validation messages
//===----------------------------------------------------------------------===//

void VulkanDevice::onMessage(const VkDebugUtilsMessengerCallbackDataEXT &data) {
  llvm::StringRef id = data.pMessageIdName ? data.pMessageIdName : "validation";
  llvm::StringRef text = data.pMessage ? data.pMessage : "";
  std::string line = "vulkan: " + id.str() + " at " + describeSite(currentSite);
  // A hazard names the earlier command by its number in the command buffer
  // ("command: vkCmdFillBuffer, seq_no: 1"): the op recorded as that one.
  static const llvm::Regex prior("prior_usage: [A-Z_0-9]+, [^)]*command: (vkCmd[A-Za-z0-9]+), "
                                 "seq_no: ([0-9]+)");
  llvm::SmallVector<llvm::StringRef, 3> groups;
  unsigned number = 0;
  if (recordingNow && prior.match(text, &groups) && !groups[2].getAsInteger(10, number) &&
      number >= 1 && number <= recordingNow->sequence.size())
    line += " after " + describeSite(recordingNow->sequence[number - 1]);
  // The layer's text, without its object handles (they change every run).
  static const llvm::Regex handle("0x[0-9a-f]+");
  std::string cleaned = text.str();
  while (handle.match(cleaned))
    cleaned = handle.sub("0x?", cleaned);
  messages.push_back(line + ": " + cleaned);
}

//===----------------------------------------------------------------------===//
// Buffers
//===----------------------------------------------------------------------===//

llvm::Error VulkanDevice::createBuffer(DeviceBuffer &buffer, uint64_t size,
                                       VkBufferUsageFlags usage, bool deviceLocal) {
  buffer.size = roundUp(std::max<uint64_t>(size, 4), 4);
  VkBufferCreateInfo info{VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO};
  info.size = buffer.size;
  info.usage = usage;
  info.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  if (VkResult result = vk.vkCreateBuffer(device, &info, nullptr, &buffer.buffer))
    return vulkanError("vkCreateBuffer", result);
  VkMemoryRequirements requirements;
  vk.vkGetBufferMemoryRequirements(device, buffer.buffer, &requirements);
  // Every buffer is host-visible: the interpreter keeps the host's view of
  // every buffer (docs/design/vulkan-device.md#buffers).
  VkMemoryPropertyFlags required =
      VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
  std::optional<uint32_t> chosen;
  for (uint32_t i = 0; i < memoryProperties.memoryTypeCount; ++i) {
    VkMemoryPropertyFlags flags = memoryProperties.memoryTypes[i].propertyFlags;
    if (!(requirements.memoryTypeBits & (1u << i)) || (flags & required) != required)
      continue;
    bool local = flags & VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT;
    if (!chosen || (local == deviceLocal &&
                    bool(memoryProperties.memoryTypes[*chosen].propertyFlags &
                         VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT) != deviceLocal))
      chosen = i;
  }
  if (!chosen)
    return makeError("the Vulkan device has no host-visible, host-coherent memory for a buffer");
  VkMemoryAllocateInfo allocate{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
  allocate.allocationSize = requirements.size;
  allocate.memoryTypeIndex = *chosen;
  if (VkResult result = vk.vkAllocateMemory(device, &allocate, nullptr, &buffer.memory))
    return vulkanError("vkAllocateMemory", result);
  if (VkResult result = vk.vkBindBufferMemory(device, buffer.buffer, buffer.memory, 0))
    return vulkanError("vkBindBufferMemory", result);
  void *mapped = nullptr;
  if (VkResult result = vk.vkMapMemory(device, buffer.memory, 0, VK_WHOLE_SIZE, 0, &mapped))
    return vulkanError("vkMapMemory", result);
  buffer.mapped = static_cast<uint8_t *>(mapped);
  return llvm::Error::success();
}

void VulkanDevice::destroyRecordingResources(Recording &recording) {
  for (VkBufferView view : recording.views)
    vk.vkDestroyBufferView(device, view, nullptr);
  recording.views.clear();
  destroyBuffer(recording.parameters);
}

llvm::Expected<VkBufferView> VulkanDevice::createView(Recording &recording, VkBuffer buffer,
                                                      uint64_t offset, uint64_t length) {
  VkBufferViewCreateInfo info{VK_STRUCTURE_TYPE_BUFFER_VIEW_CREATE_INFO};
  info.buffer = buffer;
  info.format = VK_FORMAT_R8_UINT;
  info.offset = offset;
  info.range = length;
  VkBufferView view = VK_NULL_HANDLE;
  if (VkResult result = vk.vkCreateBufferView(device, &info, nullptr, &view))
    return vulkanError("vkCreateBufferView", result);
  recording.views.push_back(view);
  return view;
}

void VulkanDevice::destroyBuffer(DeviceBuffer &buffer) {
  if (buffer.buffer)
    vk.vkDestroyBuffer(device, buffer.buffer, nullptr);
  if (buffer.memory)
    vk.vkFreeMemory(device, buffer.memory, nullptr);
  buffer = DeviceBuffer();
  buffer.hostDirty = false;
}

llvm::Expected<VulkanDevice::DeviceBuffer *> VulkanDevice::deviceBuffer(BufferId id) {
  if (!memory.isLive(id))
    return makeError("uses " + memory.origin(id) + ", which is not live");
  if (buffers.size() <= id)
    buffers.resize(id + 1);
  DeviceBuffer &buffer = buffers[id];
  if (buffer.buffer)
    return &buffer;
  // The uses the buffer's HAL bits allow, and nothing more; a buffer the
  // program did not allocate (an --input, a mapped host buffer) allows all.
  VkBufferUsageFlags usage = VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT |
                             VK_BUFFER_USAGE_STORAGE_BUFFER_BIT;
  // A storage descriptor's bytes may be a texel view's instead.
  VkBufferUsageFlags storage =
      VK_BUFFER_USAGE_STORAGE_BUFFER_BIT |
      (exactTexels ? VkBufferUsageFlags(VK_BUFFER_USAGE_STORAGE_TEXEL_BUFFER_BIT) : VkBufferUsageFlags(0));
  usage |= storage;
  bool deviceLocal = false;
  if (auto described = bits.find(id); described != bits.end()) {
    usage = 0;
    if (described->second.usage & 0x2) // Transfer
      usage |= VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;
    if (described->second.usage & 0x8) // Dispatch
      usage |= storage;
    deviceLocal = (described->second.memoryTypes & 0x30) == 0x30; // DeviceLocal
  }
  if (llvm::Error error = createBuffer(buffer, memory.size(id), usage, deviceLocal))
    return std::move(error);
  buffer.hostDirty = true;
  return &buffer;
}

llvm::Error VulkanDevice::upload() {
  for (auto [id, buffer] : llvm::enumerate(buffers)) {
    if (!buffer.buffer || !buffer.hostDirty || !memory.isLive(id))
      continue;
    llvm::ArrayRef<uint8_t> bytes = memory.bytes(id);
    std::memcpy(buffer.mapped, bytes.data(), bytes.size());
    buffer.hostDirty = false;
  }
  return llvm::Error::success();
}

llvm::Error VulkanDevice::download(BufferId id) {
  if (id >= buffers.size() || !buffers[id].buffer || !buffers[id].deviceDirty ||
      !memory.isLive(id))
    return llvm::Error::success();
  DeviceBuffer &buffer = buffers[id];
  llvm::MutableArrayRef<uint8_t> bytes = memory.bytes(id);
  if (buffer.hostDirty) // keep the host's writes: they go to the device first
    std::memcpy(buffer.mapped, bytes.data(), bytes.size());
  std::memcpy(bytes.data(), buffer.mapped, bytes.size());
  buffer.hostDirty = buffer.deviceDirty = false;
  return llvm::Error::success();
}

llvm::Error VulkanDevice::hostAccess(const Access &access, const SourceSite &site) {
  currentSite = site;
  if (!memory.isLive(access.buffer))
    return makeError("accesses " + memory.origin(access.buffer) + ", which is not live");
  if (!memory.inBounds(access.buffer, access.offset, access.length))
    return makeError("accesses bytes [" + llvm::Twine(access.offset) + ", " +
                     llvm::Twine(access.end()) + ") of " + memory.origin(access.buffer) +
                     " of " + llvm::Twine(memory.size(access.buffer)) + " bytes");
  collectFrees();
  if (llvm::Error error = download(access.buffer))
    return error;
  if (access.isWrite() && access.buffer < buffers.size())
    buffers[access.buffer].hostDirty = true;
  return llvm::Error::success();
}

BufferId VulkanDevice::hostAllocate(uint64_t bytes, std::string origin, bool deviceMemory,
                                    const SourceSite &site) {
  currentSite = site;
  return memory.allocate(bytes, std::move(origin), deviceMemory);
}

void VulkanDevice::describeBuffer(BufferId buffer, uint32_t halUsage, uint32_t halMemoryTypes) {
  bits[buffer] = {halUsage, halMemoryTypes};
}

BufferId VulkanDevice::importBuffer(uint64_t bytes, std::string origin) {
  return memory.allocate(bytes, std::move(origin), /*deviceMemory=*/false);
}

//===----------------------------------------------------------------------===//
// Fences: sets of timeline semaphores
//===----------------------------------------------------------------------===//

FenceId VulkanDevice::createFence(const SourceSite &site) {
  currentSite = site;
  VkSemaphoreTypeCreateInfo type{VK_STRUCTURE_TYPE_SEMAPHORE_TYPE_CREATE_INFO};
  type.semaphoreType = VK_SEMAPHORE_TYPE_TIMELINE;
  VkSemaphoreCreateInfo info{VK_STRUCTURE_TYPE_SEMAPHORE_CREATE_INFO};
  info.pNext = &type;
  Semaphore semaphore;
  if (VkResult result = vk.vkCreateSemaphore(device, &info, nullptr, &semaphore.semaphore))
    problemList.push_back(describeSite(site) + ": vkCreateSemaphore failed (VkResult " +
                          std::to_string(int(result)) + ")");
  semaphores.push_back(semaphore);
  fences.push_back({uint32_t(semaphores.size() - 1)});
  return fences.size() - 1;
}

FenceId VulkanDevice::joinFences(llvm::ArrayRef<FenceId> joined) {
  std::vector<uint32_t> all = members(joined);
  fences.push_back(std::move(all));
  return fences.size() - 1;
}

std::vector<uint32_t> VulkanDevice::members(llvm::ArrayRef<FenceId> ids) const {
  std::vector<uint32_t> all;
  for (FenceId id : ids)
    if (id < fences.size())
      all.insert(all.end(), fences[id].begin(), fences[id].end());
  llvm::sort(all);
  all.erase(std::unique(all.begin(), all.end()), all.end());
  return all;
}

uint64_t VulkanDevice::value(uint32_t semaphore) const {
  uint64_t current = 0;
  if (semaphores[semaphore].semaphore)
    vk.vkGetSemaphoreCounterValue(device, semaphores[semaphore].semaphore, &current);
  return current;
}

llvm::Error VulkanDevice::signalFromHost(FenceId fence, const SourceSite &site) {
  currentSite = site;
  if (fence >= fences.size())
    return makeError("signals an unknown fence");
  for (uint32_t member : fences[fence]) {
    Semaphore &semaphore = semaphores[member];
    if (semaphore.hostSignaled || semaphore.signaledAfter)
      return makeError("signals a fence that is already signaled or will be by the device");
    semaphore.hostSignaled = true;
    VkSemaphoreSignalInfo info{VK_STRUCTURE_TYPE_SEMAPHORE_SIGNAL_INFO};
    info.semaphore = semaphore.semaphore;
    info.value = 1;
    if (VkResult result = vk.vkSignalSemaphore(device, &info))
      return vulkanError("vkSignalSemaphore", result);
  }
  return llvm::Error::success();
}

llvm::Error VulkanDevice::failFence(FenceId fence, int32_t status, const SourceSite &site) {
  // The semaphore is signaled so that its waiters run; work submitted after
  // this waiting on it fails its own fence instead of running, and the
  // fences of work already submitted that waits on it fail too (the work
  // runs: Vulkan cannot cancel it) (docs/design/vulkan-device.md#queues).
  if (fence < fences.size())
    for (uint32_t member : fences[fence])
      semaphores[member].failure = status ? status : 1;
  for (bool changed = true; changed;) {
    changed = false;
    for (const auto &[waited, signaled] : submitted) {
      auto failedWait = llvm::find_if(
          waited, [&](uint32_t member) { return semaphores[member].failure != 0; });
      if (failedWait == waited.end())
        continue;
      for (uint32_t member : signaled)
        if (!semaphores[member].failure) {
          semaphores[member].failure = semaphores[*failedWait].failure;
          changed = true;
        }
    }
  }
  return signalFromHost(fence, site);
}

FenceState VulkanDevice::queryFence(FenceId fence) const {
  if (fence >= fences.size())
    return FenceState::Pending;
  for (uint32_t member : fences[fence])
    if (semaphores[member].failure)
      return FenceState::Failed;
  for (uint32_t member : fences[fence])
    if (value(member) < 1)
      return FenceState::Pending;
  return FenceState::Signaled;
}

// Whether something will signal `semaphore`: the host did, or a submission
// that waits only on semaphores something will signal. `state`: 0 unknown,
// 1 being decided (a cycle never resolves), 2 yes, 3 no.
bool VulkanDevice::reachable(uint32_t semaphore, std::vector<int8_t> &state) const {
  if (state[semaphore] >= 2)
    return state[semaphore] == 2;
  if (state[semaphore] == 1)
    return false;
  state[semaphore] = 1;
  const Semaphore &entry = semaphores[semaphore];
  bool yes = entry.hostSignaled;
  if (!yes && entry.signaledAfter)
    yes = llvm::all_of(*entry.signaledAfter,
                       [&](uint32_t waited) { return reachable(waited, state); });
  state[semaphore] = yes ? 2 : 3;
  return yes;
}

llvm::Expected<int32_t> VulkanDevice::awaitFences(llvm::ArrayRef<FenceId> awaited,
                                                  const SourceSite &site) {
  currentSite = site;
  std::vector<uint32_t> all = members(awaited);
  std::vector<int8_t> state(semaphores.size(), 0);
  for (uint32_t member : all)
    if (!reachable(member, state))
      return makeError("waits on a fence that nothing will signal: the host would block "
                       "forever");
  std::vector<VkSemaphore> handles;
  std::vector<uint64_t> values;
  for (uint32_t member : all) {
    handles.push_back(semaphores[member].semaphore);
    values.push_back(1);
  }
  if (!handles.empty()) {
    if (llvm::Error error = reserveTimelineEvent(site))
      return std::move(error);
    double before = nowUs();
    VkSemaphoreWaitInfo info{VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO};
    info.semaphoreCount = handles.size();
    info.pSemaphores = handles.data();
    info.pValues = values.data();
    VkResult result = vk.vkWaitSemaphores(device, &info, kWaitTimeoutNs);
    double after = nowUs();
    blockedUs += after - before;
    measured.events.push_back({kHostLane, EventKind::HostWait, "wait", before, after, site});
    ++hostWaits;
    if (result == VK_TIMEOUT)
      return makeError("the Vulkan device did not reach the fences within 60 s");
    if (result != VK_SUCCESS)
      return vulkanError("vkWaitSemaphores", result);
  }
  collectFrees();
  for (uint32_t member : all)
    if (semaphores[member].failure)
      return semaphores[member].failure;
  return 0;
}

//===----------------------------------------------------------------------===//
// Command buffers
//===----------------------------------------------------------------------===//

CommandBufferId VulkanDevice::createCommandBuffer(const SourceSite &site,
                                                  uint64_t capacity) {
  currentSite = site;
  commandBuffers.emplace_back();
  commandBuffers.back().bindingCapacity = capacity;
  return commandBuffers.size() - 1;
}

llvm::Expected<VulkanDevice::CommandBufferState *>
VulkanDevice::getCommandBuffer(CommandBufferId id) {
  if (id >= commandBuffers.size())
    return makeError("unknown command buffer");
  return &commandBuffers[id];
}

llvm::Expected<VulkanDevice::CommandBufferState *>
VulkanDevice::getRecordingBuffer(CommandBufferId id) {
  llvm::Expected<CommandBufferState *> state = getCommandBuffer(id);
  if (state && (*state)->ended)
    return makeError("records into a command buffer that has ended");
  return state;
}

llvm::Expected<uint64_t> VulkanDevice::bindingCapacity(CommandBufferId id) const {
  if (id >= commandBuffers.size())
    return makeError("unknown command buffer");
  return commandBuffers[id].bindingCapacity;
}

llvm::Error VulkanDevice::record(CommandBufferId id, Command command) {
  currentSite = command.site;
  llvm::Expected<CommandBufferState *> state = getRecordingBuffer(id);
  if (!state)
    return state.takeError();
  ++commandsRecorded;
  (*state)->hasSlots |= bool(command.resolve);
  Item item;
  item.site = command.site;
  item.command = std::move(command);
  (*state)->items.push_back(std::move(item));
  return llvm::Error::success();
}

llvm::Error VulkanDevice::recordBarrier(CommandBufferId id, StageMask source, StageMask target,
                                        const SourceSite &site) {
  currentSite = site;
  llvm::Expected<CommandBufferState *> state = getRecordingBuffer(id);
  if (!state)
    return state.takeError();
  ++commandsRecorded;
  (*state)->items.push_back({std::nullopt, source, target, site});
  return llvm::Error::success();
}

llvm::Error VulkanDevice::end(CommandBufferId id, const SourceSite &site) {
  currentSite = site;
  llvm::Expected<CommandBufferState *> state = getCommandBuffer(id);
  if (!state)
    return state.takeError();
  (*state)->ended = true;
  if ((*state)->hasSlots)
    return llvm::Error::success(); // recorded at each indirect submission
  llvm::Expected<std::unique_ptr<Recording>> recording =
      recordItems((*state)->items, {}, /*resolve=*/false);
  if (!recording)
    return recording.takeError();
  (*state)->recording = std::move(*recording);
  return llvm::Error::success();
}

void VulkanDevice::beginLabel(VkCommandBuffer commands, const SourceSite &site) {
  std::string name = describeSite(site);
  VkDebugUtilsLabelEXT label{VK_STRUCTURE_TYPE_DEBUG_UTILS_LABEL_EXT};
  label.pLabelName = name.c_str();
  if (vk.vkCmdBeginDebugUtilsLabelEXT)
    vk.vkCmdBeginDebugUtilsLabelEXT(commands, &label);
}

llvm::Expected<std::unique_ptr<VulkanDevice::Recording>>
VulkanDevice::recordItems(llvm::ArrayRef<Item> items, llvm::ArrayRef<BindingTableEntry> table,
                          bool resolve) {
  // Resolve slots first: the commands this recording runs.
  std::vector<Command> resolved;
  std::vector<const Command *> commands(items.size(), nullptr);
  resolved.reserve(items.size());
  for (auto [index, item] : llvm::enumerate(items)) {
    if (!item.command)
      continue;
    if (resolve && item.command->resolve) {
      currentSite = item.site;
      llvm::Expected<Command> command = item.command->resolve(table);
      if (!command)
        return command.takeError();
      resolved.push_back(std::move(*command));
      commands[index] = &resolved.back();
    } else {
      commands[index] = &*item.command;
    }
  }
  // The dispatch parameters, and whether any fill needs the fill kernel.
  uint64_t parameterBytes = 0;
  bool computeFills = false;
  for (const Command *command : commands) {
    if (!command)
      continue;
    if (const auto *dispatch = std::get_if<DispatchOperation>(&command->operation))
      parameterBytes += roundUp(4 * (kParameterHeaderWords + 8 * dispatch->bindings.size()),
                                storageAlignment) +
                        roundUp(16, storageAlignment);
    if (const auto *fill = std::get_if<FillOperation>(&command->operation))
      computeFills |= fill->length != 0 && (fill->offset % 4 != 0 || fill->length % 4 != 0);
    if (const auto *copy = std::get_if<CopyOperation>(&command->operation))
      computeFills |= overlaps(*copy);
  }
  auto recording = std::make_unique<Recording>();
  if (parameterBytes)
    if (llvm::Error error = createBuffer(
            recording->parameters, parameterBytes,
            VK_BUFFER_USAGE_STORAGE_BUFFER_BIT |
                (exactTexels ? VkBufferUsageFlags(VK_BUFFER_USAGE_STORAGE_TEXEL_BUFFER_BIT) : VkBufferUsageFlags(0)),
            false))
      return std::move(error);
  VkCommandBufferAllocateInfo allocate{VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO};
  allocate.commandPool = pool;
  allocate.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  allocate.commandBufferCount = 1;
  if (VkResult result = vk.vkAllocateCommandBuffers(device, &allocate, &recording->commands))
    return vulkanError("vkAllocateCommandBuffers", result);
  VkCommandBufferBeginInfo begin{VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
  if (resolve) // recorded for one indirect submission
    begin.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
  if (VkResult result = vk.vkBeginCommandBuffer(recording->commands, &begin))
    return vulkanError("vkBeginCommandBuffer", result);
  recordingNow = recording.get();
  uint64_t parameterOffset = 0;
  for (auto [index, item] : llvm::enumerate(items)) {
    currentSite = item.site;
    if (!item.command) {
      beginLabel(recording->commands, item.site);
      VkMemoryBarrier2 barrier{VK_STRUCTURE_TYPE_MEMORY_BARRIER_2};
      barrier.srcStageMask = mapStages(item.source, computeFills);
      barrier.srcAccessMask = mapAccesses(item.source, computeFills, /*source=*/true);
      barrier.dstStageMask = mapStages(item.target, computeFills);
      barrier.dstAccessMask = mapAccesses(item.target, computeFills, /*source=*/false);
      VkDependencyInfo dependency{VK_STRUCTURE_TYPE_DEPENDENCY_INFO};
      dependency.memoryBarrierCount = 1;
      dependency.pMemoryBarriers = &barrier;
      vk.vkCmdPipelineBarrier2(recording->commands, &dependency);
      recording->sequence.push_back(item.site);
      ++recording->barriers;
      endLabel(recording->commands);
      continue;
    }
    if (llvm::Error error =
            recordCommand(*recording, *commands[index], parameterOffset)) {
      recordingNow = nullptr;
      vk.vkEndCommandBuffer(recording->commands);
      vk.vkFreeCommandBuffers(device, pool, 1, &recording->commands);
      destroyRecordingResources(*recording);
      return std::move(error);
    }
  }
  recordingNow = nullptr;
  if (VkResult result = vk.vkEndCommandBuffer(recording->commands))
    return vulkanError("vkEndCommandBuffer", result);
  return std::move(recording);
}

void VulkanDevice::recordKernel(VkCommandBuffer commands, const Kernels &kernels,
                                VkPipeline Kernels::*pipeline,
                                const VkDescriptorBufferInfo &range, VkBufferView view,
                                const uint32_t (&constants)[4], uint32_t workgroups) {
  VkWriteDescriptorSet write{VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET};
  write.dstBinding = 0;
  write.descriptorCount = 1;
  if (view) {
    write.descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER;
    write.pTexelBufferView = &view;
  } else {
    write.descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    write.pBufferInfo = &range;
  }
  vk.vkCmdBindPipeline(commands, VK_PIPELINE_BIND_POINT_COMPUTE, kernels.*pipeline);
  vk.vkCmdPushDescriptorSetKHR(commands, VK_PIPELINE_BIND_POINT_COMPUTE, kernels.fillLayout, 0,
                               1, &write);
  vk.vkCmdPushConstants(commands, kernels.fillLayout, VK_SHADER_STAGE_COMPUTE_BIT, 0,
                        sizeof(constants), constants);
  vk.vkCmdDispatch(commands, workgroups, 1, 1);
}

llvm::Error VulkanDevice::recordCommand(Recording &recording, const Command &command,
                                        uint64_t &parameterOffset) {
  beginLabel(recording.commands, command.site);
  llvm::Error error = recordOperation(recording, command, parameterOffset);
  endLabel(recording.commands);
  return error;
}

llvm::Error VulkanDevice::recordOperation(Recording &recording, const Command &command,
                                          uint64_t &parameterOffset) {
  VkCommandBuffer commands = recording.commands;
  // The descriptor of [offset, offset + length) of a buffer
  // (docs/design/vulkan-device.md#exact-ranges): with `texel`, a texel view
  // of exactly those bytes (length > 0); else a storage range from the
  // offset rounded down to the alignment storage descriptors need. `within`
  // is where the bytes start in it.
  struct Descriptor {
    VkDescriptorBufferInfo range{};
    VkBufferView view = VK_NULL_HANDLE;
    uint32_t within = 0;
  };
  auto describe = [&](BufferId id, uint64_t offset, uint64_t length,
                      bool texel) -> llvm::Expected<Descriptor> {
    llvm::Expected<DeviceBuffer *> buffer = deviceBuffer(id);
    if (!buffer)
      return buffer.takeError();
    if (!memory.inBounds(id, offset, length) || length > UINT32_MAX)
      return makeError("binds bytes [" + llvm::Twine(offset) + ", " +
                       llvm::Twine(offset + length) + ") of " + memory.origin(id) + " of " +
                       llvm::Twine(memory.size(id)) + " bytes");
    Descriptor descriptor;
    if (texel) {
      llvm::Expected<VkBufferView> view =
          createView(recording, (*buffer)->buffer, offset, length);
      if (!view)
        return view.takeError();
      descriptor.view = *view;
      descriptor.range = {(*buffer)->buffer, offset, length};
      return descriptor;
    }
    uint64_t aligned = offset / storageAlignment * storageAlignment;
    descriptor.within = uint32_t(offset - aligned);
    uint64_t range = std::max<uint64_t>(descriptor.within + length, 1);
    range = std::min(range, (*buffer)->size - aligned);
    descriptor.range = {(*buffer)->buffer, aligned, range};
    return descriptor;
  };
  auto checkRange = [&](BufferId id, uint64_t offset, uint64_t length) -> llvm::Error {
    if (!memory.isLive(id))
      return makeError("uses " + memory.origin(id) + ", which is not live");
    if (!memory.inBounds(id, offset, length))
      return makeError("accesses bytes [" + llvm::Twine(offset) + ", " +
                       llvm::Twine(offset + length) + ") of " + memory.origin(id) + " of " +
                       llvm::Twine(memory.size(id)) + " bytes");
    return llvm::Error::success();
  };
  if (const auto *fill = std::get_if<FillOperation>(&command.operation)) {
    if (llvm::Error error = checkRange(fill->buffer, fill->offset, fill->length))
      return error;
    recording.written.insert(fill->buffer);
    if (fill->length == 0)
      return llvm::Error::success();
    llvm::Expected<DeviceBuffer *> target = deviceBuffer(fill->buffer);
    if (!target)
      return target.takeError();
    uint32_t pattern = fill->pattern;
    if (fill->patternBytes == 1)
      pattern = (pattern & 0xff) * 0x01010101u;
    else if (fill->patternBytes == 2)
      pattern = (pattern & 0xffff) * 0x00010001u;
    if (fill->offset % 4 == 0 && fill->length % 4 == 0) {
      vk.vkCmdFillBuffer(commands, (*target)->buffer, fill->offset, fill->length, pattern);
      recording.sequence.push_back(command.site);
      return llvm::Error::success();
    }
    // The fill kernel (Fill.comp) for what vkCmdFillBuffer cannot do.
    bool texel = needsTexels(fill->offset, fill->length);
    llvm::Expected<Descriptor> bytes = describe(fill->buffer, fill->offset, fill->length, texel);
    if (!bytes)
      return bytes.takeError();
    uint32_t constants[4] = {bytes->within, uint32_t(fill->length), fill->pattern,
                             fill->patternBytes};
    recordKernel(commands, texel ? texelKernels : storageKernels, &Kernels::fill, bytes->range,
                 bytes->view, constants,
                 uint32_t(std::min<uint64_t>((fill->length + 63) / 64, 65535)));
    recording.sequence.push_back(command.site);
    return llvm::Error::success();
  }

  if (const auto *copy = std::get_if<CopyOperation>(&command.operation)) {
    if (llvm::Error error = checkRange(copy->source, copy->sourceOffset, copy->length))
      return error;
    if (llvm::Error error = checkRange(copy->target, copy->targetOffset, copy->length))
      return error;
    recording.written.insert(copy->target);
    if (copy->length == 0)
      return llvm::Error::success();
    if (overlaps(*copy)) {
      // The copy kernel (OverlappingCopy.comp) over the union of both ranges.
      uint64_t first = std::min(copy->sourceOffset, copy->targetOffset);
      uint64_t span = std::max(copy->sourceOffset, copy->targetOffset) + copy->length - first;
      bool texel = needsTexels(first, span);
      llvm::Expected<Descriptor> bytes = describe(copy->source, first, span, texel);
      if (!bytes)
        return bytes.takeError();
      uint32_t constants[4] = {uint32_t(bytes->within + copy->sourceOffset - first),
                               uint32_t(bytes->within + copy->targetOffset - first),
                               uint32_t(copy->length), 0};
      recordKernel(commands, texel ? texelKernels : storageKernels, &Kernels::copy, bytes->range,
                   bytes->view, constants, 1);
      recording.sequence.push_back(command.site);
      return llvm::Error::success();
    }
    llvm::Expected<DeviceBuffer *> source = deviceBuffer(copy->source);
    if (!source)
      return source.takeError();
    llvm::Expected<DeviceBuffer *> target = deviceBuffer(copy->target);
    if (!target)
      return target.takeError();
    VkBufferCopy region{copy->sourceOffset, copy->targetOffset, copy->length};
    vk.vkCmdCopyBuffer(commands, (*source)->buffer, (*target)->buffer, 1, &region);
    recording.sequence.push_back(command.site);
    return llvm::Error::success();
  }

  const auto *dispatch = std::get_if<DispatchOperation>(&command.operation);
  if (!dispatch)
    return makeError("the Vulkan device cannot run this command");
  if (dispatch->constants.size() > kPushConstantWords)
    return makeError("pushes " + llvm::Twine(dispatch->constants.size()) +
                     " constants; the Vulkan device passes at most " +
                     llvm::Twine(kPushConstantWords));
  // Parameters (DispatchDigest.comp): reads in slot order, then writes.
  std::vector<uint32_t> words(kParameterHeaderWords, 0);
  std::vector<uint32_t> readEntries, writeEntries;
  // The texel kernel when a binding's storage descriptor would start early
  // and every binding fits a view; its empty bindings see the unused slots'
  // views (null until those exist).
  bool early = false, fits = true;
  for (const DispatchOperation::Binding &binding : dispatch->bindings)
    if ((binding.read || binding.write) && binding.length) {
      early |= binding.offset % storageAlignment != 0;
      fits &= binding.length <= maxTexelBytes;
    }
  bool texel = exactTexels && early && fits;
  VkDescriptorBufferInfo infos[kDispatchDescriptors];
  VkBufferView views[kDispatchDescriptors] = {};
  uint32_t readCount = 0, writeCount = 0;
  for (const DispatchOperation::Binding &binding : dispatch->bindings) {
    if (!binding.read && !binding.write)
      continue;
    if ((binding.write ? writeCount : readCount) == kMaxBindings)
      return makeError("has more than " + llvm::Twine(kMaxBindings) + " " +
                       (binding.write ? "written" : "read-only") +
                       " bindings, the most the dispatch shader takes");
    llvm::Expected<Descriptor> descriptor =
        describe(binding.buffer, binding.offset, binding.length, texel && binding.length);
    if (!descriptor)
      return descriptor.takeError();
    uint32_t within = descriptor->within;
    uint32_t length = uint32_t(binding.length);
    uint32_t slot = binding.write ? 1 + kMaxBindings + writeCount : 1 + readCount;
    infos[slot] = descriptor->range;
    views[slot] = descriptor->view;
    if (binding.write) {
      recording.written.insert(binding.buffer);
      writeEntries.insert(writeEntries.end(), {writeCount, within, length, binding.ordinal});
      if (binding.read)
        readEntries.insert(readEntries.end(), {1, writeCount, within, length});
      ++writeCount;
    } else {
      readEntries.insert(readEntries.end(), {0, readCount, within, length});
      ++readCount;
    }
  }
  uint32_t reads = readEntries.size() / 4;
  words[0] = reads;
  words[1] = writeCount;
  words[2] = dispatch->constants.size();
  words[3] = uint32_t(dispatch->nameDigest);
  words[4] = uint32_t(dispatch->nameDigest >> 32);
  for (unsigned i = 0; i < 3; ++i) {
    words[5 + 2 * i] = uint32_t(dispatch->workgroups[i]);
    words[6 + 2 * i] = uint32_t(dispatch->workgroups[i] >> 32);
  }
  words.insert(words.end(), readEntries.begin(), readEntries.end());
  words.insert(words.end(), writeEntries.begin(), writeEntries.end());
  uint64_t parametersAt = parameterOffset;
  uint64_t scratchAt = parametersAt + roundUp(4 * words.size(), storageAlignment);
  parameterOffset = scratchAt + roundUp(16, storageAlignment);
  std::memcpy(recording.parameters.mapped + parametersAt, words.data(), 4 * words.size());
  // Unused slots: read-only ones see the parameters, written ones a scratch
  // range of this dispatch's own, so that they touch nothing else.
  infos[0] = {recording.parameters.buffer, parametersAt, 4 * words.size()};
  VkDescriptorBufferInfo scratch{recording.parameters.buffer, scratchAt, 16};
  for (uint32_t i = readCount; i < kMaxBindings; ++i)
    infos[1 + i] = infos[0];
  for (uint32_t i = writeCount; i < kMaxBindings; ++i)
    infos[1 + kMaxBindings + i] = scratch;
  if (texel) {
    llvm::Expected<VkBufferView> unusedRead =
        createView(recording, infos[0].buffer, infos[0].offset, infos[0].range);
    if (!unusedRead)
      return unusedRead.takeError();
    llvm::Expected<VkBufferView> unusedWrite =
        createView(recording, scratch.buffer, scratch.offset, scratch.range);
    if (!unusedWrite)
      return unusedWrite.takeError();
    for (uint32_t i = 1; i < kDispatchDescriptors; ++i)
      if (!views[i])
        views[i] = i <= kMaxBindings ? *unusedRead : *unusedWrite;
  }
  VkWriteDescriptorSet writes[kDispatchDescriptors];
  for (uint32_t i = 0; i < kDispatchDescriptors; ++i) {
    writes[i] = {VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET};
    writes[i].dstBinding = i;
    writes[i].descriptorCount = 1;
    if (texel && i != 0) {
      writes[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER;
      writes[i].pTexelBufferView = &views[i];
    } else {
      writes[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
      writes[i].pBufferInfo = &infos[i];
    }
  }
  uint32_t constants[kPushConstantWords] = {};
  std::copy(dispatch->constants.begin(), dispatch->constants.end(), constants);
  const Kernels &kernels = texel ? texelKernels : storageKernels;
  vk.vkCmdBindPipeline(commands, VK_PIPELINE_BIND_POINT_COMPUTE, kernels.dispatch);
  vk.vkCmdPushDescriptorSetKHR(commands, VK_PIPELINE_BIND_POINT_COMPUTE, kernels.dispatchLayout,
                               0, kDispatchDescriptors, writes);
  vk.vkCmdPushConstants(commands, kernels.dispatchLayout, VK_SHADER_STAGE_COMPUTE_BIT, 0,
                        sizeof(constants), constants);
  // The grid is a parameter of the digest: one workgroup computes it.
  vk.vkCmdDispatch(commands, 1, 1, 1);
  recording.sequence.push_back(command.site);
  return llvm::Error::success();
}

//===----------------------------------------------------------------------===//
// Submissions
//===----------------------------------------------------------------------===//

llvm::Error VulkanDevice::submit(llvm::ArrayRef<FenceId> waits, FenceId signal,
                                 llvm::ArrayRef<Recording *> recordings,
                                 const SourceSite &site, EventKind kind) {
  currentSite = site;
  if (llvm::Error error = upload())
    return error;
  std::vector<uint32_t> waited = members(waits);
  std::vector<uint32_t> signaled = members({signal});
  int32_t failure = 0;
  for (uint32_t member : waited)
    if (!failure)
      failure = semaphores[member].failure;
  bool failed = failure != 0;
  for (uint32_t member : signaled) {
    if (semaphores[member].hostSignaled || semaphores[member].signaledAfter)
      return makeError("signals a fence that is already signaled or will be by another "
                       "submission");
    semaphores[member].signaledAfter = waited;
    if (failed)
      semaphores[member].failure = failure;
  }
  submitted.push_back({waited, signaled});
  std::vector<VkSemaphoreSubmitInfo> waitInfos, signalInfos;
  for (uint32_t member : waited)
    waitInfos.push_back({VK_STRUCTURE_TYPE_SEMAPHORE_SUBMIT_INFO, nullptr,
                         semaphores[member].semaphore, 1, VK_PIPELINE_STAGE_2_ALL_COMMANDS_BIT,
                         0});
  for (uint32_t member : signaled)
    signalInfos.push_back({VK_STRUCTURE_TYPE_SEMAPHORE_SUBMIT_INFO, nullptr,
                           semaphores[member].semaphore, 1,
                           VK_PIPELINE_STAGE_2_ALL_COMMANDS_BIT, 0});
  std::vector<VkCommandBufferSubmitInfo> commandInfos;
  VkCommandBufferSubmitInfo timedEnd{};
  // Work waiting on a failed fence does not run; its fence fails.
  if (!failed && timestamps) {
    commandInfos.emplace_back();
    if (llvm::Error error = timeSubmission(kind, site, commandInfos.back(), timedEnd))
      return error;
  }
  if (!failed)
    for (Recording *recording : recordings) {
      commandInfos.push_back(
          {VK_STRUCTURE_TYPE_COMMAND_BUFFER_SUBMIT_INFO, nullptr, recording->commands, 0});
      barriersExecuted += recording->barriers;
      for (BufferId written : recording->written)
        if (written < buffers.size())
          buffers[written].deviceDirty = true;
    }
  if (timedEnd.commandBuffer)
    commandInfos.push_back(timedEnd);
  VkSubmitInfo2 info{VK_STRUCTURE_TYPE_SUBMIT_INFO_2};
  info.waitSemaphoreInfoCount = waitInfos.size();
  info.pWaitSemaphoreInfos = waitInfos.data();
  info.commandBufferInfoCount = commandInfos.size();
  info.pCommandBufferInfos = commandInfos.data();
  info.signalSemaphoreInfoCount = signalInfos.size();
  info.pSignalSemaphoreInfos = signalInfos.data();
  ++submissions;
  if (VkResult result = vk.vkQueueSubmit2(queue, 1, &info, VK_NULL_HANDLE)) {
    if (timedEnd.commandBuffer)
      timed.pop_back(); // its queries are never written
    return vulkanError("vkQueueSubmit2", result);
  }
  return llvm::Error::success();
}

llvm::Error VulkanDevice::reserveTimelineEvent(const SourceSite &site) {
  uint64_t limit = memory.budgets().timelineEvents;
  if (measured.events.size() + timed.size() < limit)
    return llvm::Error::success();
  return budgetExceeded("max-timeline-events", limit, "events of one HAL run's timeline",
                        "the timeline event of " + describeSite(site));
}

llvm::Error VulkanDevice::timeSubmission(EventKind kind, const SourceSite &site,
                                         VkCommandBufferSubmitInfo &begin,
                                         VkCommandBufferSubmitInfo &end) {
  if (llvm::Error error = reserveTimelineEvent(site))
    return error;
  if (queriesUsed + 2 > kQueriesPerPool) {
    VkQueryPoolCreateInfo poolInfo{VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO};
    poolInfo.queryType = VK_QUERY_TYPE_TIMESTAMP;
    poolInfo.queryCount = kQueriesPerPool;
    VkQueryPool queryPool = VK_NULL_HANDLE;
    if (VkResult result = vk.vkCreateQueryPool(device, &poolInfo, nullptr, &queryPool))
      return vulkanError("vkCreateQueryPool", result);
    queryPools.push_back(queryPool);
    queriesUsed = 0;
  }
  TimedSubmission submission;
  submission.pool = queryPools.back();
  submission.query = queriesUsed;
  queriesUsed += 2;
  submission.site = site;
  submission.kind = kind;
  VkCommandBufferAllocateInfo allocate{VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO};
  allocate.commandPool = pool;
  allocate.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  allocate.commandBufferCount = 2;
  if (VkResult result = vk.vkAllocateCommandBuffers(device, &allocate, submission.commands))
    return vulkanError("vkAllocateCommandBuffers", result);
  VkCommandBufferBeginInfo beginInfo{VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
  beginInfo.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
  for (unsigned which : {0u, 1u}) {
    VkCommandBuffer commands = submission.commands[which];
    vk.vkBeginCommandBuffer(commands, &beginInfo);
    if (which == 0)
      vk.vkCmdResetQueryPool(commands, submission.pool, submission.query, 2);
    // ALL_COMMANDS: written once every earlier command of the queue is done,
    // so on a queue that runs in order the first marks the submission's
    // start and the second its end.
    vk.vkCmdWriteTimestamp2(commands, VK_PIPELINE_STAGE_2_ALL_COMMANDS_BIT, submission.pool,
                            submission.query + which);
    if (VkResult result = vk.vkEndCommandBuffer(commands))
      return vulkanError("vkEndCommandBuffer", result);
  }
  begin = {VK_STRUCTURE_TYPE_COMMAND_BUFFER_SUBMIT_INFO, nullptr, submission.commands[0], 0};
  end = {VK_STRUCTURE_TYPE_COMMAND_BUFFER_SUBMIT_INFO, nullptr, submission.commands[1], 0};
  submission.hostSubmitUs = nowUs();
  timed.push_back(std::move(submission));
  return llvm::Error::success();
}

double VulkanDevice::hostUsOfTicks(uint64_t ticks) const {
  if (!calibration) // the device's own epoch: readTimestamps() moves it
    return double(ticks & timestampMask) * timestampPeriodNs / 1000;
  // Ticks wrap at timestampValidBits: the difference is taken modulo them.
  int64_t elapsed = int64_t(((ticks & timestampMask) - calibration->first) & timestampMask);
  if (timestampMask != ~uint64_t(0) && elapsed > int64_t(timestampMask >> 1))
    elapsed -= int64_t(timestampMask) + 1;
  return calibration->second + double(elapsed) * timestampPeriodNs / 1000;
}

void VulkanDevice::readTimestamps() {
  double offsetUs = 0;
  bool first = true;
  double busyEnd = 0;
  for (const TimedSubmission &submission : timed) {
    uint64_t ticks[2] = {0, 0};
    // No WAIT_BIT: a submission that waits on a fence nothing signaled never
    // ran, and its queries stay unavailable (VK_NOT_READY): it has no span.
    if (vk.vkGetQueryPoolResults(device, submission.pool, submission.query, 2, sizeof(ticks),
                                 ticks, sizeof(uint64_t), VK_QUERY_RESULT_64_BIT) != VK_SUCCESS)
      continue;
    double startUs = hostUsOfTicks(ticks[0]);
    double spanEndUs = startUs + double((ticks[1] - ticks[0]) & timestampMask) *
                                     timestampPeriodNs / 1000;
    // Without calibrated clocks the first submission is taken to start when
    // the host submitted it, and the others keep their distances from it.
    if (!calibration && first)
      offsetUs = submission.hostSubmitUs - startUs;
    first = false;
    startUs += offsetUs;
    spanEndUs += offsetUs;
    // One queue runs its submissions in order: the busy time is the union of
    // spans sorted by their start, summed in one pass.
    deviceBusyUs += std::max(0.0, spanEndUs - std::max(startUs, busyEnd));
    busyEnd = std::max(busyEnd, spanEndUs);
    llvm::StringRef op = submission.site.opName;
    op.consume_front("hal.");
    measured.events.push_back(
        {kQueueLane, submission.kind, op.str(), startUs, spanEndUs, submission.site});
  }
}

llvm::Error VulkanDevice::submitAndWait(CommandBufferId id, const SourceSite &site) {
  currentSite = site;
  llvm::Expected<CommandBufferState *> state = getCommandBuffer(id);
  if (!state)
    return state.takeError();
  if (!(*state)->recording)
    return makeError("submits a command buffer that has not ended or has binding-table slots");
  FenceId done = createFence(site);
  if (llvm::Error error = submit({}, done, {(*state)->recording.get()}, site))
    return error;
  llvm::Expected<int32_t> status = awaitFences({done}, site);
  if (!status)
    return status.takeError();
  return llvm::Error::success();
}

llvm::Error VulkanDevice::queueExecute(llvm::ArrayRef<FenceId> waits, FenceId signal,
                                       llvm::ArrayRef<CommandBufferId> ids,
                                       const SourceSite &site) {
  currentSite = site;
  std::vector<Recording *> recordings;
  for (CommandBufferId id : ids) {
    llvm::Expected<CommandBufferState *> state = getCommandBuffer(id);
    if (!state)
      return state.takeError();
    if (!(*state)->recording)
      return makeError("executes a command buffer that has not ended or has binding-table "
                       "slots");
    recordings.push_back((*state)->recording.get());
  }
  return submit(waits, signal, recordings, site);
}

llvm::Error VulkanDevice::queueExecuteIndirect(llvm::ArrayRef<FenceId> waits, FenceId signal,
                                               CommandBufferId id,
                                               llvm::ArrayRef<BindingTableEntry> table,
                                               const SourceSite &site) {
  currentSite = site;
  llvm::Expected<CommandBufferState *> state = getCommandBuffer(id);
  if (!state)
    return state.takeError();
  if (!(*state)->ended)
    return makeError("executes a command buffer that has not ended");
  if ((*state)->recording)
    return submit(waits, signal, {(*state)->recording.get()}, site);
  // The binding table is resolved now: a command buffer recorded for this
  // submission (docs/design/vulkan-device.md#queues).
  llvm::Expected<std::unique_ptr<Recording>> recording =
      recordItems((*state)->items, table, /*resolve=*/true);
  if (!recording)
    return recording.takeError();
  Recording *submitted = recording->get();
  retired.push_back(std::move(*recording));
  return submit(waits, signal, {submitted}, site);
}

llvm::Expected<BufferId> VulkanDevice::queueAlloca(llvm::ArrayRef<FenceId> waits,
                                                   FenceId signal, uint64_t bytes,
                                                   std::string origin,
                                                   const SourceSite &site) {
  // The buffer exists at once; the queue orders the alloca as an empty
  // submission from its waits to its signal, as IREE's Vulkan driver
  // emulates queue allocations.
  BufferId id = memory.allocate(bytes, std::move(origin), /*deviceMemory=*/true);
  if (llvm::Error error = submit(waits, signal, {}, site, EventKind::QueueAlloca))
    return std::move(error);
  return id;
}

llvm::Error VulkanDevice::queueDealloca(llvm::ArrayRef<FenceId> waits, FenceId signal,
                                        BufferId buffer, const SourceSite &site) {
  if (!memory.isLive(buffer))
    return makeError("deallocates " + memory.origin(buffer) + ", which is not live");
  if (llvm::Error error = submit(waits, signal, {}, site, EventKind::QueueDealloca))
    return error;
  pendingFrees.push_back({buffer, members({signal})});
  return llvm::Error::success();
}

void VulkanDevice::collectFrees() {
  llvm::erase_if(pendingFrees, [&](const std::pair<BufferId, std::vector<uint32_t>> &free) {
    if (llvm::any_of(free.second, [&](uint32_t member) { return value(member) < 1; }))
      return false;
    if (free.first < buffers.size())
      destroyBuffer(buffers[free.first]);
    memory.release(free.first);
    return true;
  });
}

void VulkanDevice::finish() {
  currentSite = SourceSite();
  vk.vkDeviceWaitIdle(device);
  collectFrees();
  for (const auto &[buffer, members] : pendingFrees)
    problemList.push_back("the dealloca of " + memory.origin(buffer).str() +
                          " never ran: its wait fence was never reached");
  for (BufferId id = 0; id < buffers.size(); ++id)
    llvm::consumeError(download(id));
  endUs = nowUs();
  readTimestamps();
  for (const TimelineEvent &event : measured.events)
    endUs = std::max(endUs, event.endUs);
}

RunSummary VulkanDevice::summary() const {
  RunSummary summary;
  summary.makespanUs = endUs;
  summary.hostBlockedUs = blockedUs;
  summary.hostBusyUs = std::max(0.0, endUs - blockedUs);
  summary.deviceBusyUs = deviceBusyUs;
  summary.deviceUtilization = endUs > 0 ? deviceBusyUs / endUs : 0;
  summary.barriersExecuted = barriersExecuted;
  summary.hostWaits = hostWaits;
  summary.submissions = submissions;
  summary.commandsRecorded = commandsRecorded;
  summary.peakDeviceBytes = memory.peakDeviceBytes();
  return summary;
}

} // namespace

llvm::Expected<std::unique_ptr<Device>>
stream_to_hal::sim::createVulkanDevice(Memory &memory, const VulkanOptions &options) {
  auto device = std::make_unique<VulkanDevice>(memory, options);
  if (llvm::Error error = device->initialize())
    return std::move(error);
  return std::move(device);
}
