# Debian packages, three per LLVM release (`cpack -G DEB` in the build folder,
# or scripts/package.sh):
#   stream-to-hal-llvm<N>      the plugin (install component `plugin`), depends on
#                              that release's mlir-<N>-tools (the stock mlir-opt)
#   stream-to-hal-llvm<N>-dev  headers, TableGen files, static libraries and the
#                              CMake package (component `dev`)
#   stream-to-hal-llvm<N>-tools  stream-hal-opt, stream-hal-lsp-server,
#                              stream-hal-reduce and stream-hal-sim (component
#                              `tools`); they link the
#                              release's libMLIR.so, so they depend on libmlir-<N>,
#                              not on the plugin
# Both install below /usr/lib/llvm-<N>, Debian's prefix for that release, so the
# plugin is /usr/lib/llvm-<N>/lib/libStreamToHAL.so, next to libMLIR.so, and
# find_package(StreamToHAL) finds MLIR in the same prefix.
set(stream_to_hal_deb "stream-to-hal-llvm${STREAM_TO_HAL_LLVM_MAJOR}")
# Debian's LLVM packages carry the epoch 1; the plugin needs the same major.minor
# (the soname of libMLIR.so and libLLVM.so).
set(stream_to_hal_llvm_version "1:${LLVM_VERSION_MAJOR}.${LLVM_VERSION_MINOR}")
math(EXPR stream_to_hal_next_minor "${LLVM_VERSION_MINOR} + 1")
set(stream_to_hal_llvm_next "1:${LLVM_VERSION_MAJOR}.${stream_to_hal_next_minor}")

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME "${stream_to_hal_deb}")
set(CPACK_PACKAGE_VENDOR "StreamToHAL")
set(CPACK_PACKAGE_CONTACT "StreamToHAL maintainers <stream-to-hal@localhost>")
set(CPACK_PACKAGING_INSTALL_PREFIX "/usr/lib/llvm-${STREAM_TO_HAL_LLVM_MAJOR}")
set(CPACK_COMPONENTS_ALL plugin dev tools)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)

set(CPACK_DEBIAN_PLUGIN_PACKAGE_NAME "${stream_to_hal_deb}")
set(CPACK_DEBIAN_PLUGIN_PACKAGE_DEPENDS
  "mlir-${STREAM_TO_HAL_LLVM_MAJOR}-tools (>= ${stream_to_hal_llvm_version}), mlir-${STREAM_TO_HAL_LLVM_MAJOR}-tools (<< ${stream_to_hal_llvm_next})")
# The first line is the synopsis.
set(stream_to_hal_plugin_path "/usr/lib/llvm-${STREAM_TO_HAL_LLVM_MAJOR}/lib/libStreamToHAL.so")
string(CONCAT CPACK_DEBIAN_PLUGIN_DESCRIPTION
  "IREE's stream, hal and util dialects and convert-stream-to-hal for mlir-opt\n"
  "The plugin ${stream_to_hal_plugin_path} brings IREE's stream,\n"
  "hal and util dialects (textual syntax of April 2022) and the convert-stream-to-hal\n"
  "lowering into the stock mlir-opt of LLVM ${STREAM_TO_HAL_LLVM_MAJOR}; load it with both\n"
  "--load-dialect-plugin= and --load-pass-plugin=.")

set(CPACK_DEBIAN_DEV_PACKAGE_NAME "${stream_to_hal_deb}-dev")
set(CPACK_DEBIAN_DEV_PACKAGE_DEPENDS
  "libmlir-${STREAM_TO_HAL_LLVM_MAJOR}-dev (>= ${stream_to_hal_llvm_version}), libmlir-${STREAM_TO_HAL_LLVM_MAJOR}-dev (<< ${stream_to_hal_llvm_next})")
set(CPACK_COMPONENT_DEV_DEPENDS plugin)
set(CPACK_DEBIAN_ENABLE_COMPONENT_DEPENDS ON)
string(CONCAT CPACK_DEBIAN_DEV_DESCRIPTION
  "StreamToHAL development files for LLVM ${STREAM_TO_HAL_LLVM_MAJOR}\n"
  "Headers, TableGen files, static libraries and CMake package of StreamToHAL, to\n"
  "build your own MLIR tool with IREE's stream, hal and util dialects and the\n"
  "convert-stream-to-hal lowering: find_package(StreamToHAL) and link\n"
  "StreamToHAL::Patterns (and StreamToHAL::MLIR into an executable).")

set(CPACK_DEBIAN_TOOLS_PACKAGE_NAME "${stream_to_hal_deb}-tools")
# libMLIR.so.<N>.<M> (with libLLVM.so.<N>.<M> through its own dependencies).
set(CPACK_DEBIAN_TOOLS_PACKAGE_DEPENDS
  "libmlir-${STREAM_TO_HAL_LLVM_MAJOR} (>= ${stream_to_hal_llvm_version}), libmlir-${STREAM_TO_HAL_LLVM_MAJOR} (<< ${stream_to_hal_llvm_next})")
string(CONCAT CPACK_DEBIAN_TOOLS_DESCRIPTION
  "stream-hal-opt, stream-hal-lsp-server, stream-hal-reduce, stream-hal-sim for LLVM ${STREAM_TO_HAL_LLVM_MAJOR}\n"
  "MLIR's opt driver, language server and test-case reducer with IREE's stream, hal\n"
  "and util dialects and the convert-stream-to-hal lowering built in, in\n"
  "/usr/lib/llvm-${STREAM_TO_HAL_LLVM_MAJOR}/bin: stream-hal-opt --convert-stream-to-hal in.mlir;\n"
  "stream-hal-lsp-server for the VS Code MLIR extension (mlir.server_path);\n"
  "stream-hal-sim, which runs a stream program and its HAL lowering and compares them.")

include(CPack)
