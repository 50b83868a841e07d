#!/usr/bin/env bash
# Installs what is missing, builds the plugin for one LLVM release and makes its
# Debian packages: stream-to-hal-llvm<N>_<version>_<arch>.deb (the plugin),
# stream-to-hal-llvm<N>-dev_<version>_<arch>.deb and -tools_<version>_<arch>.deb
# (stream-hal-opt, ...), in build/llvm-<N>/packages/.
# Usage: scripts/package.sh [--llvm 19|22]   (default 22)
usage() { sed -n '2,6p' "$0" | sed 's/^# //'; }
source "$(dirname "$0")/lib.sh"
parse_release_option "$@"
configure_and_build

log "making the Debian packages for LLVM $LLVM_RELEASE"
cpack --config "$BUILD_DIR/CPackConfig.cmake" -G DEB -B "$BUILD_DIR/packages" >&2
rm -rf "$BUILD_DIR/packages/_CPack_Packages"
ls "$BUILD_DIR"/packages/*.deb
