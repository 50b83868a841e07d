#!/usr/bin/env bash
# Builds the plugin with ThreadSanitizer (-DSTREAM_TO_HAL_SANITIZE=thread, in
# build/llvm-N-tsan) and runs, with gcc's libtsan preloaded into Debian's
# (uninstrumented) mlir-opt and MLIR's threading on, the conversion, example
# and determinism tests and the conversion of a generated module of 200
# functions, which the pass converts in parallel.
# Usage: scripts/run-tsan-tests.sh [--llvm 19|22]   (default 22)
# Ends with one line "N passed, M failed"; exits non-zero if anything failed.
#
# Any report fails: halt_on_error makes mlir-opt exit non-zero at the first.
# Only our code is instrumented; MLIR's locks (pthread mutexes, rwlocks and
# condition variables, which libtsan intercepts) order our accesses. One false
# positive of uninstrumented MLIR code (StorageUniquer's lazily published shard
# locks) is suppressed, narrowly: scripts/tsan-suppressions.txt says why.
usage() { sed -n '2,8p' "$0" | sed 's/^# //'; }
source "$(dirname "$0")/lib.sh"
parse_release_option "$@"
export STREAM_TO_HAL_BUILD_DIR="${STREAM_TO_HAL_BUILD_DIR:-$STREAM_TO_HAL_ROOT/build/llvm-$LLVM_RELEASE-tsan}"
BUILD_DIR="$STREAM_TO_HAL_BUILD_DIR"
export STREAM_TO_HAL_EXTRA_CMAKE_ARGS="-DSTREAM_TO_HAL_SANITIZE=thread"
configure_and_build

cxx="$(grep -m1 '^CMAKE_CXX_COMPILER:' "$BUILD_DIR/CMakeCache.txt" | cut -d= -f2-)"
export STREAM_TO_HAL_SANITIZER_PRELOAD="$("${cxx:-g++}" -print-file-name=libtsan.so)"
export TSAN_OPTIONS="halt_on_error=1:exitcode=66:second_deadlock_stack=1:suppressions=$STREAM_TO_HAL_ROOT/scripts/tsan-suppressions.txt"

passed=0
failed=0
lit="$(grep -m1 '^STREAM_TO_HAL_LIT:' "$BUILD_DIR/CMakeCache.txt" | cut -d= -f2-)"
report="$(mktemp)"; work="$(mktemp -d)"
trap 'rm -rf "$report" "$work"' EXIT
set +e
log "running the conversion, example and determinism tests under ThreadSanitizer"
python3 "$lit" -sv "$BUILD_DIR/test/patterns/families" "$BUILD_DIR/test/patterns/models" \
  "$BUILD_DIR/test/patterns/pass" "$BUILD_DIR/test/examples" "$BUILD_DIR/test/determinism" \
  | tee "$report"
lit_status=${PIPESTATUS[0]}
count() { lit_count "$report" "$1"; }
passed=$(( $(count Passed) ))
failed=$(( $(count Failed) + $(count Unresolved) + $(count "Timed Out") ))
if [ "$lit_status" -ne 0 ] && [ "$failed" -eq 0 ]; then failed=1; fi

log "converting a generated module of 200 functions with threads on"
mlir_opt="$(grep -m1 '^STREAM_TO_HAL_MLIR_OPT:' "$BUILD_DIR/CMakeCache.txt" | cut -d= -f2-)"
plugin="$BUILD_DIR/lib/libStreamToHAL.so"
python3 "$STREAM_TO_HAL_ROOT/bench/generate.py" --dispatches 20000 --seed 5 > "$work/many.mlir"
LD_PRELOAD="$STREAM_TO_HAL_SANITIZER_PRELOAD" "$mlir_opt" --load-dialect-plugin="$plugin" \
  --load-pass-plugin="$plugin" --pass-pipeline='builtin.module(convert-stream-to-hal)' \
  --mlir-pass-statistics "$work/many.mlir" -o "$work/many.out" 2> "$work/many.err"
status=$?
if [ "$status" -eq 0 ] && ! grep -q ThreadSanitizer "$work/many.err" \
   && grep -q '20000 dispatches' "$work/many.err"; then
  passed=$((passed + 1)); echo "PASS: 200 functions converted in parallel, no report"
else
  failed=$((failed + 1)); echo "FAIL: 200 functions (exit $status)"; head -n 60 "$work/many.err"
fi
set -e
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
