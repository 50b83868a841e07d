//===- PluginImpl.cpp - The release-specific half of the plugin -----------===//
//
// libStreamToHAL-llvm<N>.so: loaded by libStreamToHAL.so (PluginEntry.c) once it
// has checked that the host mlir-opt is LLVM <N>. It links no MLIR library: every
// MLIR symbol resolves from the host, so exactly one copy of MLIR is in the process.
//
//===----------------------------------------------------------------------===//
#include "StreamToHAL/dialects/Registration.h"
#include "StreamToHAL/patterns/pass/Passes.h"
#include "StreamToHAL/test/lib/TestPasses.h"
#include "StreamToHAL/plugin/PluginABI.h"

#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"

#include <cstddef>
#include <type_traits>

using namespace mlir;

// The entry library forwards these structs through its plain-C restatement.
#define STREAM_TO_HAL_SAME_FIELD(Ours, Theirs, field)                         \
  static_assert(offsetof(Ours, field) == offsetof(Theirs, field),             \
                #Ours "::" #field " is not where MLIR expects it");
static_assert(sizeof(StreamToHALDialectPluginInfo) == sizeof(DialectPluginLibraryInfo));
static_assert(sizeof(StreamToHALPassPluginInfo) == sizeof(PassPluginLibraryInfo));
STREAM_TO_HAL_SAME_FIELD(StreamToHALDialectPluginInfo, DialectPluginLibraryInfo, apiVersion)
STREAM_TO_HAL_SAME_FIELD(StreamToHALDialectPluginInfo, DialectPluginLibraryInfo, pluginName)
STREAM_TO_HAL_SAME_FIELD(StreamToHALDialectPluginInfo, DialectPluginLibraryInfo, pluginVersion)
STREAM_TO_HAL_SAME_FIELD(StreamToHALDialectPluginInfo, DialectPluginLibraryInfo,
                         registerDialectRegistryCallbacks)
STREAM_TO_HAL_SAME_FIELD(StreamToHALPassPluginInfo, PassPluginLibraryInfo, apiVersion)
STREAM_TO_HAL_SAME_FIELD(StreamToHALPassPluginInfo, PassPluginLibraryInfo, pluginName)
STREAM_TO_HAL_SAME_FIELD(StreamToHALPassPluginInfo, PassPluginLibraryInfo, pluginVersion)
STREAM_TO_HAL_SAME_FIELD(StreamToHALPassPluginInfo, PassPluginLibraryInfo,
                         registerPassRegistryCallbacks)

extern "C" LLVM_ATTRIBUTE_USED StreamToHALDialectPluginInfo
streamToHALImplDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "StreamToHAL", STREAM_TO_HAL_VERSION,
          [](void *registry) {
            stream_to_hal::registerDialects(
                *static_cast<DialectRegistry *>(registry));
          }};
}

extern "C" LLVM_ATTRIBUTE_USED StreamToHALPassPluginInfo
streamToHALImplPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "StreamToHAL", STREAM_TO_HAL_VERSION,
          [] {
            stream_to_hal::registerPasses();
            stream_to_hal::registerTestPasses();
          }};
}
