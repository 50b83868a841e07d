# Helpers shared by the project's CMakeLists.

# The major release of the LLVM/MLIR we build against; the plugin refuses to load
# into an mlir-opt of any other release.
set(STREAM_TO_HAL_LLVM_MAJOR "${LLVM_VERSION_MAJOR}")

# stream_to_hal_library(name SOURCES... [DEPENDS tablegen-targets...] [LINK libs...])
#
# A static library of plugin code. It deliberately links no MLIR library: inside the
# plugin every MLIR symbol resolves from the host mlir-opt; tools and unit tests that
# need MLIR link it themselves (see stream_to_hal_link_mlir).
function(stream_to_hal_library name)
  cmake_parse_arguments(ARG "" "" "SOURCES;DEPENDS;LINK" ${ARGN})
  add_library(${name} STATIC ${ARG_SOURCES})
  if(ARG_DEPENDS)
    add_dependencies(${name} ${ARG_DEPENDS})
  endif()
  if(ARG_LINK)
    target_link_libraries(${name} PUBLIC ${ARG_LINK})
  endif()
endfunction()

# Links an executable (unit test or tool) against the host release's MLIR shared library.
function(stream_to_hal_link_mlir target)
  target_link_libraries(${target} PRIVATE MLIR)
endfunction()
