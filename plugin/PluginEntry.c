/* libStreamToHAL.so: the file users hand to --load-dialect-plugin= and
 * --load-pass-plugin=. It references no MLIR symbol, so it loads into an
 * mlir-opt of any LLVM release; before anything touches MLIR it checks that the
 * host's LLVM major release is the one this build was made for, and only then
 * loads the release-specific implementation (libStreamToHAL-llvm<N>.so, next to
 * this file). A plugin built for another release would be an ABI mismatch, so
 * it refuses with an error and a non-zero exit instead of loading. */
#define _GNU_SOURCE
#include "PluginABI.h"

#include <dlfcn.h>
#include <link.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef STREAM_TO_HAL_LLVM_MAJOR
#error "STREAM_TO_HAL_LLVM_MAJOR must name the LLVM release this plugin is built for"
#endif
#ifndef STREAM_TO_HAL_IMPL_FILE
#error "STREAM_TO_HAL_IMPL_FILE must name the implementation library"
#endif

#define EXPORT __attribute__((visibility("default")))

static void fail(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));

/* Prints the error and leaves without running any of the host's exit-time code:
 * mlir-opt is in the middle of parsing its options. */
static void fail(const char *fmt, ...) {
  fflush(stdout);
  fputs("error: libStreamToHAL: ", stderr);
  va_list args;
  va_start(args, fmt);
  vfprintf(stderr, fmt, args);
  va_end(args);
  fputc('\n', stderr);
  fflush(stderr);
  _exit(1);
}

/* Major release of the libLLVM shared library named `path`, 0 if it is none. */
static unsigned llvmMajorOfLibrary(const char *path) {
  const char *base = strrchr(path, '/');
  base = base ? base + 1 : path;
  const char *digits = NULL;
  if (strncmp(base, "libLLVM.so.", 11) == 0)
    digits = base + 11;
  else if (strncmp(base, "libLLVM-", 8) == 0)
    digits = base + 8;
  if (!digits || *digits < '1' || *digits > '9')
    return 0;
  return (unsigned)strtoul(digits, NULL, 10);
}

static int findLoadedLLVM(struct dl_phdr_info *info, size_t size, void *data) {
  (void)size;
  unsigned major = info->dlpi_name ? llvmMajorOfLibrary(info->dlpi_name) : 0;
  if (major == 0)
    return 0;
  *(unsigned *)data = major;
  return 1;
}

/* The LLVM major release of the process we were loaded into, 0 if unknown. */
static unsigned hostLLVMMajor(void) {
  typedef void (*GetVersionFn)(unsigned *, unsigned *, unsigned *);
  GetVersionFn getVersion = (GetVersionFn)dlsym(RTLD_DEFAULT, "LLVMGetVersion");
  if (getVersion) {
    unsigned major = 0, minor = 0, patch = 0;
    getVersion(&major, &minor, &patch);
    return major;
  }
  unsigned major = 0;
  dl_iterate_phdr(findLoadedLLVM, &major);
  return major;
}

static void *implementation;

/* Checks the host release, then loads the implementation once. */
static void *loadImplementation(void) {
  if (implementation)
    return implementation;
  unsigned host = hostLLVMMajor();
  if (host == 0)
    fail("cannot tell the LLVM release of this mlir-opt (it exports no LLVMGetVersion "
         "and loads no libLLVM); this plugin needs an mlir-opt of LLVM %u",
         (unsigned)STREAM_TO_HAL_LLVM_MAJOR);
  if (host != STREAM_TO_HAL_LLVM_MAJOR)
    fail("this plugin was built for LLVM %u, but this mlir-opt is LLVM %u; loading it "
         "would mix two MLIR ABIs.\n"
         "note: rebuild it against LLVM %u: scripts/build.sh --llvm %u "
         "(or cmake -DMLIR_DIR=<prefix of LLVM %u>/lib/cmake/mlir)",
         (unsigned)STREAM_TO_HAL_LLVM_MAJOR, host, host, host, host);

  Dl_info self;
  if (!dladdr((void *)&loadImplementation, &self) || !self.dli_fname)
    fail("cannot locate its own file");
  const char *slash = strrchr(self.dli_fname, '/');
  size_t dirLength = slash ? (size_t)(slash - self.dli_fname) + 1 : 0;
  size_t size = dirLength + sizeof(STREAM_TO_HAL_IMPL_FILE);
  char *path = malloc(size);
  if (!path)
    fail("out of memory");
  memcpy(path, self.dli_fname, dirLength);
  memcpy(path + dirLength, STREAM_TO_HAL_IMPL_FILE, sizeof(STREAM_TO_HAL_IMPL_FILE));
  implementation = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  free(path);
  if (!implementation)
    fail("cannot load its implementation: %s", dlerror());
  return implementation;
}

static void *implementationEntry(const char *name) {
  void *entry = dlsym(loadImplementation(), name);
  if (!entry)
    fail("the implementation library has no entry point %s", name);
  return entry;
}

EXPORT StreamToHALDialectPluginInfo mlirGetDialectPluginInfo(void) {
  typedef StreamToHALDialectPluginInfo (*EntryFn)(void);
  return ((EntryFn)implementationEntry(STREAM_TO_HAL_IMPL_DIALECT_ENTRY))();
}

EXPORT StreamToHALPassPluginInfo mlirGetPassPluginInfo(void) {
  typedef StreamToHALPassPluginInfo (*EntryFn)(void);
  return ((EntryFn)implementationEntry(STREAM_TO_HAL_IMPL_PASS_ENTRY))();
}
