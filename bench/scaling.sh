#!/usr/bin/env bash
# Converts generated modules with 1,000 and 10,000 dispatches in one run and reports
# the pass time of each (from --mlir-timing) and their ratio; linear scaling is a
# ratio of about 10, the target is at most 11.
# Usage: bench/scaling.sh [--llvm 19|22]   (builds first, like the Quick start scripts)
usage() { sed -n '2,5p' "$0" | sed 's/^# //'; }
source "$(dirname "$0")/../scripts/lib.sh"
parse_release_option "$@"
configure_and_build

mlir_opt="$(grep -m1 '^STREAM_TO_HAL_MLIR_OPT:' "$BUILD_DIR/CMakeCache.txt" | cut -d= -f2-)"
plugin="$BUILD_DIR/lib/libStreamToHAL.so"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

pass_seconds() { # pass_seconds <dispatches>: wall time of the conversion pass alone
  local input="$work/d$1.mlir"
  python3 "$STREAM_TO_HAL_ROOT/bench/generate.py" --dispatches "$1" --seed 1 > "$input"
  "$mlir_opt" --load-dialect-plugin="$plugin" --load-pass-plugin="$plugin" \
    --pass-pipeline='builtin.module(convert-stream-to-hal)' --mlir-timing \
    -o /dev/null "$input" 2> "$work/timing$1.txt" || { cat "$work/timing$1.txt" >&2; exit 1; }
  awk '/ConvertStreamToHAL|convert-stream-to-hal/ {print $1; exit}' "$work/timing$1.txt"
}

small=$(pass_seconds 1000)
large=$(pass_seconds 10000)
ratio=$(awk -v a="$small" -v b="$large" 'BEGIN {printf "%.2f", b / a}')
echo "convert-stream-to-hal: 1000 dispatches ${small}s, 10000 dispatches ${large}s, ratio ${ratio} (target <= 11)"
awk -v r="$ratio" 'BEGIN {exit !(r <= 11)}'
