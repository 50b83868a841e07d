# Shared by the scripts in this folder: option parsing, installing the LLVM/MLIR
# release a build needs, configuring and building. Sourced, not run.
set -euo pipefail

STREAM_TO_HAL_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SUPPORTED_LLVM_RELEASES="19 22"
LLVM_RELEASE=22
# Debian's libmlir-19* and libmlir-22* packages conflict, so MLIR is unpacked from
# Debian's own .deb files into a private prefix per release unless the system
# already has that release installed.
STREAM_TO_HAL_DEPS_DIR="${STREAM_TO_HAL_DEPS_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/stream-to-hal}"

# ccache hits across checkouts in other folders (CI clones afresh): paths below
# the checkout are hashed relative to it.
export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$STREAM_TO_HAL_ROOT}"

log() { echo "[stream-to-hal] $*" >&2; }
die() { echo "[stream-to-hal] error: $*" >&2; exit 1; }

parse_release_option() {
  while [ $# -gt 0 ]; do
    case "$1" in
      --llvm) [ $# -ge 2 ] || die "--llvm needs a release (one of: $SUPPORTED_LLVM_RELEASES)"
              LLVM_RELEASE="$2"; shift 2 ;;
      --llvm=*) LLVM_RELEASE="${1#--llvm=}"; shift ;;
      -h|--help) usage; exit 0 ;;
      *) die "unknown option '$1' (try --help)" ;;
    esac
  done
  case " $SUPPORTED_LLVM_RELEASES " in
    *" $LLVM_RELEASE "*) ;;
    *) die "unsupported LLVM release '$LLVM_RELEASE' (supported: $SUPPORTED_LLVM_RELEASES)" ;;
  esac
  BUILD_DIR="${STREAM_TO_HAL_BUILD_DIR:-$STREAM_TO_HAL_ROOT/build/llvm-$LLVM_RELEASE}"
}

# lit_count REPORT LABEL: the count on lit's summary line "  <Label>: <count> (<percent>)"
# in REPORT (the labels are padded to one width when there are several), 0 if absent.
lit_count() {
  awk -F: -v label="$2" '{gsub(/^ +| +$/, "", $1)} $1 == label {split($2, n, " "); print n[1]; found=1}
                         END {if (!found) print 0}' "$1"
}

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

package_installed() {
  [ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" = "install ok installed" ]
}

apt_updated=no
apt_install() {
  local missing=() p
  for p in "$@"; do package_installed "$p" || missing+=("$p"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  log "installing ${missing[*]}"
  if [ $apt_updated = no ]; then as_root apt-get update -qq >&2; apt_updated=yes; fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
}

# Sets LLVM_PREFIX and MLIR_PREFIX (the /usr/lib/llvm-N style roots) for LLVM_RELEASE.
ensure_toolchain() {
  local n="$LLVM_RELEASE"
  # librsvg2-bin: rsvg-convert, with which test/sim/timeline renders the
  # simulator's SVG timeline. libvulkan-dev and glslang-tools build
  # stream-hal-sim's Vulkan device; mesa-vulkan-drivers (lavapipe) and
  # vulkan-validationlayers run test/sim/vulkan (docs/design/vulkan-device.md).
  apt_install ca-certificates cmake ninja-build ccache g++ python3 libgtest-dev file \
    librsvg2-bin "llvm-$n-dev" "llvm-$n-tools" \
    libvulkan-dev glslang-tools mesa-vulkan-drivers vulkan-validationlayers
  LLVM_PREFIX="/usr/lib/llvm-$n"
  if package_installed "libmlir-$n-dev" && package_installed "mlir-$n-tools"; then
    MLIR_PREFIX="/usr/lib/llvm-$n"
    return 0
  fi
  local root="$STREAM_TO_HAL_DEPS_DIR/mlir-$n"
  MLIR_PREFIX="$root/usr/lib/llvm-$n"
  local version
  version="$(apt-cache policy "libmlir-$n-dev" 2>/dev/null | awk '/Candidate:/ {print $2}')"
  if [ -z "$version" ] || [ "$version" = "(none)" ]; then
    as_root apt-get update -qq >&2; apt_updated=yes
    version="$(apt-cache policy "libmlir-$n-dev" | awk '/Candidate:/ {print $2}')"
  fi
  [ -n "$version" ] && [ "$version" != "(none)" ] || die "Debian has no libmlir-$n-dev package here"
  # Two builds at once (two checkouts, or a test run beside a build) share the
  # prefix: the check and the unpack hold a lock, and the unpack goes to a
  # staging folder moved into place whole, so nobody sees half a prefix.
  mkdir -p "$STREAM_TO_HAL_DEPS_DIR"
  local lock_fd; exec {lock_fd}>"$root.lock"
  flock "$lock_fd"
  if [ "$(cat "$root/.version" 2>/dev/null)" = "$version" ] && [ -x "$MLIR_PREFIX/bin/mlir-opt" ]; then
    exec {lock_fd}>&-
    return 0
  fi
  log "unpacking Debian's MLIR $n ($version) into $root"
  local debs; debs="$(mktemp -d)"
  (cd "$debs" && apt-get download -qq "libmlir-$n=$version" "libmlir-$n-dev=$version" "mlir-$n-tools=$version" >&2) \
    || die "could not download Debian's MLIR $n packages"
  local staging="$root.unpacking"
  rm -rf "$staging"; mkdir -p "$staging"
  local deb; for deb in "$debs"/*.deb; do dpkg-deb -x "$deb" "$staging"; done
  rm -rf "$debs"
  echo "$version" > "$staging/.version"
  rm -rf "$root"; mv "$staging" "$root"
  exec {lock_fd}>&-
}

# configure_and_build [TARGET...]: configures BUILD_DIR and builds everything,
# or only the given targets (and what they need).
configure_and_build() {
  ensure_toolchain
  log "building for LLVM $LLVM_RELEASE in $BUILD_DIR"
  cmake -G Ninja -S "$STREAM_TO_HAL_ROOT" -B "$BUILD_DIR" \
    -DCMAKE_BUILD_TYPE="${CMAKE_BUILD_TYPE:-Release}" \
    -DLLVM_DIR="$LLVM_PREFIX/lib/cmake/llvm" \
    -DMLIR_DIR="$MLIR_PREFIX/lib/cmake/mlir" \
    -DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache \
    -DSTREAM_TO_HAL_WERROR=ON ${STREAM_TO_HAL_EXTRA_CMAKE_ARGS:-} >&2
  if [ $# -gt 0 ]; then
    cmake --build "$BUILD_DIR" --target "$@" >&2
  else
    cmake --build "$BUILD_DIR" >&2
  fi
}
