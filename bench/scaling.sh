#!/usr/bin/env bash
# Converts generated modules with 1,000 and 10,000 dispatches in one run and reports
# the pass time of each (from --mlir-timing, best of five, without and with MLIR's
# verifier after the pass) and their ratio, plus the
# ratio of instructions the pass executes (callgrind, when valgrind is installed);
# linear scaling is a ratio of about 10, the target is at most 11.
# Usage: bench/scaling.sh [--llvm 19|22]   (builds first, like the Quick start scripts)
usage() { sed -n '2,7p' "$0" | sed 's/^# //'; }
source "$(dirname "$0")/../scripts/lib.sh"
parse_release_option "$@"
configure_and_build

mlir_opt="$(grep -m1 '^STREAM_TO_HAL_MLIR_OPT:' "$BUILD_DIR/CMakeCache.txt" | cut -d= -f2-)"
plugin="$BUILD_DIR/lib/libStreamToHAL.so"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

run_pass() { # run_pass <input> [extra mlir-opt args...]
  local input="$1"; shift
  "$mlir_opt" --load-dialect-plugin="$plugin" --load-pass-plugin="$plugin" \
    --pass-pipeline='builtin.module(convert-stream-to-hal)' -o /dev/null "$@" "$input"
}

# pass_seconds <dispatches> [extra args]: the pass's wall time (from --mlir-timing),
# the best of five runs, so that other load on the machine does not count.
pass_seconds() {
  local dispatches="$1" input="$work/d$1.mlir" best="" t i
  shift
  [ -f "$input" ] || python3 "$STREAM_TO_HAL_ROOT/bench/generate.py" --dispatches "$dispatches" --seed 1 > "$input"
  for i in 1 2 3 4 5; do
    run_pass "$input" --mlir-timing "$@" 2> "$work/timing.txt" || { cat "$work/timing.txt" >&2; exit 1; }
    t=$(awk '/ConvertStreamToHAL/ {print $1; exit}' "$work/timing.txt")
    best=$(awk -v a="$best" -v b="$t" 'BEGIN {print (a == "" || b < a) ? b : a}')
  done
  echo "$best"
}

# pass_instructions <dispatches>: instructions executed by the pass alone
# (callgrind; deterministic, unlike time, which also reflects cache behaviour).
pass_instructions() {
  valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" \
    --toggle-collect='*ConvertStreamToHALPass*runOnOperation*' \
    "$mlir_opt" --load-dialect-plugin="$plugin" --load-pass-plugin="$plugin" \
    --pass-pipeline='builtin.module(convert-stream-to-hal)' -o /dev/null "$work/d$1.mlir" 2>&1 |
    awk '/Collected :/ {print $NF}'
}

# mlir-opt verifies the module after each pass and --mlir-timing counts that
# (MLIR's own verifier, a walk of the whole output) as the pass's time; the pass
# alone is measured with --verify-each=false, the total is reported next to it.
small=$(pass_seconds 1000 --verify-each=false)
large=$(pass_seconds 10000 --verify-each=false)
ratio=$(awk -v a="$small" -v b="$large" 'BEGIN {printf "%.2f", b / a}')
echo "convert-stream-to-hal time: 1000 dispatches ${small}s, 10000 dispatches ${large}s, ratio ${ratio} (target <= 11)"
small_v=$(pass_seconds 1000)
large_v=$(pass_seconds 10000)
echo "with MLIR's verifier after the pass: 1000 dispatches ${small_v}s, 10000 dispatches ${large_v}s," \
     "ratio $(awk -v a="$small_v" -v b="$large_v" 'BEGIN {printf "%.2f", b / a}')"
if command -v valgrind > /dev/null; then
  small_ir=$(pass_instructions 1000)
  large_ir=$(pass_instructions 10000)
  echo "convert-stream-to-hal instructions: 1000 dispatches ${small_ir}, 10000 dispatches ${large_ir}," \
       "ratio $(awk -v a="$small_ir" -v b="$large_ir" 'BEGIN {printf "%.2f", b / a}')"
fi
awk -v r="$ratio" 'BEGIN {exit !(r <= 11)}'
