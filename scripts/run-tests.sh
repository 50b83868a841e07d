#!/usr/bin/env bash
# Installs what is missing, builds the plugin for one LLVM release and runs the
# whole test suite (lit: FileCheck and -verify-diagnostics tests, unit tests).
# Usage: scripts/run-tests.sh [--llvm 19|22]   (default 22)
# Ends with one line "N passed, M failed"; exits non-zero if anything failed.
usage() { sed -n '2,5p' "$0" | sed 's/^# //'; }
source "$(dirname "$0")/lib.sh"
parse_release_option "$@"
configure_and_build

log "running the test suite against LLVM $LLVM_RELEASE"
report="$(mktemp)"
trap 'rm -f "$report"' EXIT
set +e
python3 "$(grep -m1 '^STREAM_TO_HAL_LIT:' "$BUILD_DIR/CMakeCache.txt" | cut -d= -f2-)" \
  -sv "$BUILD_DIR/test" "$BUILD_DIR/test/unit" | tee "$report"
lit_status=${PIPESTATUS[0]}
set -e
count() { lit_count "$report" "$1"; }
passed=$(( $(count Passed) + $(count "Expectedly Failed") ))
failed=$(( $(count Failed) + $(count Unresolved) + $(count "Timed Out") + $(count "Unexpectedly Passed") ))
if [ "$lit_status" -ne 0 ] && [ "$failed" -eq 0 ]; then failed=1; fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
