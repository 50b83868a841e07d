#!/usr/bin/env bash
# Builds the plugin and the unit tests with AddressSanitizer and
# UndefinedBehaviorSanitizer (-DSTREAM_TO_HAL_SANITIZE=ON, in build/llvm-N-asan)
# and runs the whole test suite with gcc's sanitizer runtimes preloaded into
# Debian's (unsanitized) mlir-opt.
# Usage: scripts/run-sanitized-tests.sh [--llvm 19|22]   (default 22)
# Ends with one line "N passed, M failed"; exits non-zero if anything failed.
#
# Only mlir-opt gets the runtimes (test/lit.cfg.py wraps it); the unit tests
# link them. Every ASan error and every UBSan report aborts, failing the test.
# Two ASan features are off, both for MLIR's sake, not ours:
# - detect_leaks=0: mlir-opt exits without freeing what MLIR's context and
#   LLVM's static registries hold.
# - allow_user_poisoning=0: LLVM's BumpPtrAllocator poisons its slabs when the
#   code that inlines it is built with ASan (ours), but Debian's uninstrumented
#   libMLIR allocates from the same slabs (e.g. the attribute uniquer) without
#   unpoisoning, which ASan then reports as use-after-poison in MLIR.
usage() { sed -n '2,6p' "$0" | sed 's/^# //'; }
source "$(dirname "$0")/lib.sh"
parse_release_option "$@"
export STREAM_TO_HAL_BUILD_DIR="${STREAM_TO_HAL_BUILD_DIR:-$STREAM_TO_HAL_ROOT/build/llvm-$LLVM_RELEASE-asan}"
BUILD_DIR="$STREAM_TO_HAL_BUILD_DIR"
export STREAM_TO_HAL_EXTRA_CMAKE_ARGS="-DSTREAM_TO_HAL_SANITIZE=ON"
configure_and_build

runtime() { # the runtime the compiler that built us links
  local cxx; cxx="$(grep -m1 '^CMAKE_CXX_COMPILER:' "$BUILD_DIR/CMakeCache.txt" | cut -d= -f2-)"
  "${cxx:-g++}" -print-file-name="$1"
}
export STREAM_TO_HAL_SANITIZER_PRELOAD="$(runtime libasan.so) $(runtime libubsan.so)"
export ASAN_OPTIONS="detect_leaks=0:allow_user_poisoning=0:abort_on_error=1:detect_odr_violation=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
exec "$STREAM_TO_HAL_ROOT/scripts/run-tests.sh" --llvm "$LLVM_RELEASE"
