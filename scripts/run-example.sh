#!/usr/bin/env bash
# Installs what is missing, builds the plugin for one LLVM release, and lowers the
# bundled example (or the given .mlir file) to HAL through Debian's stock mlir-opt.
# Usage: scripts/run-example.sh [--llvm 19|22] [file.mlir]   (default: 22, examples/inference_step.mlir)
usage() { sed -n '2,4p' "$0" | sed 's/^# //'; }
source "$(dirname "$0")/lib.sh"
input="$STREAM_TO_HAL_ROOT/examples/inference_step.mlir"
args=()
for arg in "$@"; do
  case "$arg" in
    *.mlir) input="$arg" ;;
    *) args+=("$arg") ;;
  esac
done
parse_release_option ${args[@]+"${args[@]}"}
configure_and_build

mlir_opt="$(grep -m1 '^STREAM_TO_HAL_MLIR_OPT:' "$BUILD_DIR/CMakeCache.txt" | cut -d= -f2-)"
plugin="$BUILD_DIR/lib/libStreamToHAL.so"
log "$mlir_opt --load-dialect-plugin=$plugin --load-pass-plugin=$plugin --pass-pipeline='builtin.module(convert-stream-to-hal)' $input"
"$mlir_opt" --load-dialect-plugin="$plugin" --load-pass-plugin="$plugin" \
  --pass-pipeline='builtin.module(convert-stream-to-hal)' "$input"
