#!/usr/bin/env bash
# Installs what is missing, builds the plugin and stream-hal-sim for one LLVM
# release, lowers the bundled example (or the given .mlir file) to HAL through
# Debian's stock mlir-opt, and, for the bundled example, simulates the lowering
# against the stream program (docs/design/simulator.md): results, `match`, summary.
# --device vulkan runs the lowered program's device work on a real Vulkan driver
# under the validation layer instead (docs/design/vulkan-device.md): the summary's
# times are then measured.
# Usage: scripts/run-example.sh [--llvm 19|22] [--execution-model sync|async]
#                               [--device simulated|vulkan] [file.mlir]
#        (default: 22, sync, simulated, examples/inference_step.mlir)
usage() { sed -n '2,11p' "$0" | sed 's/^# //'; }
source "$(dirname "$0")/lib.sh"
input="$STREAM_TO_HAL_ROOT/examples/inference_step.mlir"
pass_options=()
device=simulated
args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --execution-model) [ $# -ge 2 ] || die "--execution-model needs sync or async"
                       pass_options+=("execution-model=$2"); shift 2 ;;
    --execution-model=*) pass_options+=("execution-model=${1#--execution-model=}"); shift ;;
    --device) [ $# -ge 2 ] || die "--device needs simulated or vulkan"; device="$2"; shift 2 ;;
    --device=*) device="${1#--device=}"; shift ;;
    *.mlir) input="$1"; shift ;;
    *) args+=("$1"); shift ;;
  esac
done
parse_release_option ${args[@]+"${args[@]}"}
case "$device" in
  simulated|vulkan) ;;
  *) die "--device: '$device' is neither simulated nor vulkan" ;;
esac
# Only what this script runs: the plugin and the simulator.
configure_and_build StreamToHAL stream-hal-sim

mlir_opt="$(grep -m1 '^STREAM_TO_HAL_MLIR_OPT:' "$BUILD_DIR/CMakeCache.txt" | cut -d= -f2-)"
plugin="$BUILD_DIR/lib/libStreamToHAL.so"
pass="convert-stream-to-hal"
[ ${#pass_options[@]} -eq 0 ] || pass="$pass{${pass_options[*]}}"
log "$mlir_opt --load-dialect-plugin=$plugin --load-pass-plugin=$plugin --pass-pipeline='builtin.module($pass)' $input"
"$mlir_opt" --load-dialect-plugin="$plugin" --load-pass-plugin="$plugin" \
  --pass-pipeline="builtin.module($pass)" "$input"

# The example's functions in the execution model just lowered: @step twice
# (its state and last-step fence carry over), then @read_element and @upload.
[ "$input" = "$STREAM_TO_HAL_ROOT/examples/inference_step.mlir" ] || exit 0
# Random schedules are the simulated device's; a Vulkan run has the driver's.
device_options=(--schedules=4)
[ "$device" = simulated ] || device_options=(--device=vulkan)
sim=(
  "$BUILD_DIR/bin/stream-hal-sim" "$input" "--options=${pass_options[*]:-}"
  "${device_options[@]}" --print-max-element-count=8)
simulate() {
  log "stream-hal-sim examples/inference_step.mlir --options='${pass_options[*]:-}' ${device_options[*]} $*"
  "${sim[@]}" "$@"
}
simulate --function=step --function=step --input=64xf32 --input=i32=3
simulate --function=read_element --input=buffer:256 --input=index=8
simulate --function=upload --input=buffer:128 --input=timepoint
