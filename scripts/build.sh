#!/usr/bin/env bash
# Installs what the build needs for one LLVM release and builds the plugin.
# Usage: scripts/build.sh [--llvm 19|22]   (default 22)
usage() { sed -n '2,3p' "$0" | sed 's/^# //'; }
source "$(dirname "$0")/lib.sh"
parse_release_option "$@"
configure_and_build
echo "$BUILD_DIR/lib/libStreamToHAL.so"
