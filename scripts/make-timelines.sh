#!/usr/bin/env bash
# Makes the README's two timeline pictures: simulates examples/inference_step.mlir
# (its initializer, then @step three times) lowered in the sync model with all
# barriers and in the async model with hazard barriers, and writes
# docs/timeline-sync.svg and docs/timeline-async-hazard.svg.
# Usage: scripts/make-timelines.sh [--llvm 19|22] [--sim PATH] [--out DIR]
#   --sim: use this stream-hal-sim instead of building one; --out: write the
#   pictures there instead of docs/ (test/sim/timeline/ compares them with docs/).
usage() { sed -n '2,8p' "$0" | sed 's/^# //'; }
source "$(dirname "$0")/lib.sh"
sim=""
out="$STREAM_TO_HAL_ROOT/docs"
args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --sim) [ $# -ge 2 ] || die "--sim needs a path"; sim="$2"; shift 2 ;;
    --sim=*) sim="${1#--sim=}"; shift ;;
    --out) [ $# -ge 2 ] || die "--out needs a folder"; out="$2"; shift 2 ;;
    --out=*) out="${1#--out=}"; shift ;;
    *) args+=("$1"); shift ;;
  esac
done
parse_release_option ${args[@]+"${args[@]}"}
if [ -z "$sim" ]; then
  configure_and_build stream-hal-sim
  sim="$BUILD_DIR/bin/stream-hal-sim"
fi
[ -x "$sim" ] || die "no stream-hal-sim at $sim"
sim="$(cd "$(dirname "$sim")" && pwd)/$(basename "$sim")"
out="$(mkdir -p "$out" && cd "$out" && pwd)"

# From the root, with a relative path: the pictures' tooltips show source
# locations, which must not depend on where the checkout is.
cd "$STREAM_TO_HAL_ROOT"
# Three steps, so that the async model can overlap one step's tail (the
# scratch dealloca, the wait on @last_step) with the next step's work.
example="examples/inference_step.mlir"
run=(--function=step --function=step --function=step --input=64xf32 --input=i32=3
     --print-max-element-count=0)
for variant in "sync:execution-model=sync barriers=all" "async-hazard:execution-model=async barriers=hazard"; do
  name="${variant%%:*}" options="${variant#*:}"
  log "$sim $example ${run[*]} --options='$options' --timeline=$out/timeline-$name.svg"
  "$sim" "$example" "${run[@]}" --options="$options" --timeline="$out/timeline-$name.svg"
done
