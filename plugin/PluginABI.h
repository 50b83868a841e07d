/* The two entry points mlir-opt looks up in a plugin, restated in plain C so that
 * the entry library can forward them without including (or linking) MLIR. The
 * layouts equal mlir::DialectPluginLibraryInfo and mlir::PassPluginLibraryInfo;
 * PluginImpl.cpp checks that at compile time. */
#ifndef STREAM_TO_HAL_PLUGIN_PLUGINABI_H
#define STREAM_TO_HAL_PLUGIN_PLUGINABI_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct StreamToHALDialectPluginInfo {
  uint32_t apiVersion;
  const char *pluginName;
  const char *pluginVersion;
  void (*registerDialectRegistryCallbacks)(void *dialectRegistry);
} StreamToHALDialectPluginInfo;

typedef struct StreamToHALPassPluginInfo {
  uint32_t apiVersion;
  const char *pluginName;
  const char *pluginVersion;
  void (*registerPassRegistryCallbacks)(void);
} StreamToHALPassPluginInfo;

/* Exported by the release-specific implementation library. */
#define STREAM_TO_HAL_IMPL_DIALECT_ENTRY "streamToHALImplDialectPluginInfo"
#define STREAM_TO_HAL_IMPL_PASS_ENTRY "streamToHALImplPassPluginInfo"

#ifdef __cplusplus
}
#endif

#endif
