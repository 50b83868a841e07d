#!/usr/bin/env bash
# Installs what is missing, builds the plugin for one LLVM release, and lowers the
# bundled example (or the given .mlir file) to HAL through Debian's stock mlir-opt.
# Usage: scripts/run-example.sh [--llvm 19|22] [--execution-model sync|async] [file.mlir]
#        (default: 22, sync, examples/inference_step.mlir)
usage() { sed -n '2,5p' "$0" | sed 's/^# //'; }
source "$(dirname "$0")/lib.sh"
input="$STREAM_TO_HAL_ROOT/examples/inference_step.mlir"
pass_options=()
args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --execution-model) [ $# -ge 2 ] || die "--execution-model needs sync or async"
                       pass_options+=("execution-model=$2"); shift 2 ;;
    --execution-model=*) pass_options+=("execution-model=${1#--execution-model=}"); shift ;;
    *.mlir) input="$1"; shift ;;
    *) args+=("$1"); shift ;;
  esac
done
parse_release_option ${args[@]+"${args[@]}"}
configure_and_build

mlir_opt="$(grep -m1 '^STREAM_TO_HAL_MLIR_OPT:' "$BUILD_DIR/CMakeCache.txt" | cut -d= -f2-)"
plugin="$BUILD_DIR/lib/libStreamToHAL.so"
pass="convert-stream-to-hal"
[ ${#pass_options[@]} -eq 0 ] || pass="$pass{${pass_options[*]}}"
log "$mlir_opt --load-dialect-plugin=$plugin --load-pass-plugin=$plugin --pass-pipeline='builtin.module($pass)' $input"
"$mlir_opt" --load-dialect-plugin="$plugin" --load-pass-plugin="$plugin" \
  --pass-pipeline="builtin.module($pass)" "$input"
