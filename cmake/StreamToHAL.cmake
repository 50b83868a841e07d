# Helpers shared by the project's CMakeLists.

# The major release of the LLVM/MLIR we build against; the plugin refuses to load
# into an mlir-opt of any other release.
set(STREAM_TO_HAL_LLVM_MAJOR "${LLVM_VERSION_MAJOR}")

# Install layout below CMAKE_INSTALL_PREFIX (LLVM's own layout, so that a prefix of
# /usr/lib/llvm-N puts everything next to Debian's MLIR): the plugin and the static
# libraries in lib/, the tools (stream-hal-opt, ...) in bin/, headers and TableGen files in include/StreamToHAL/ (included as
# "dialects/..." and "patterns/..."), the CMake package in lib/cmake/StreamToHAL/.
set(STREAM_TO_HAL_INSTALL_LIBDIR lib)
set(STREAM_TO_HAL_INSTALL_BINDIR bin)
set(STREAM_TO_HAL_INSTALL_INCLUDEDIR include/StreamToHAL)
set(STREAM_TO_HAL_INSTALL_CMAKEDIR lib/cmake/StreamToHAL)

# stream_to_hal_library(name SOURCES... [DEPENDS tablegen-targets...] [LINK libs...])
#
# A static library of plugin code. It deliberately links no MLIR library: inside the
# plugin every MLIR symbol resolves from the host mlir-opt; tools and unit tests that
# need MLIR link it themselves (see stream_to_hal_link_mlir).
#
# Every such library is installed and exported as StreamToHAL::<name without the
# StreamToHAL prefix> (cmake/StreamToHALInstall.cmake); the same alias exists in the
# build tree for projects that add this one with add_subdirectory.
function(stream_to_hal_library name)
  cmake_parse_arguments(ARG "" "" "SOURCES;DEPENDS;LINK" ${ARGN})
  add_library(${name} STATIC ${ARG_SOURCES})
  string(REGEX REPLACE "^StreamToHAL" "" export_name "${name}")
  set_target_properties(${name} PROPERTIES EXPORT_NAME "${export_name}")
  add_library(StreamToHAL::${export_name} ALIAS ${name})
  # Headers are included as "dialects/..." and "patterns/...", generated ones too.
  target_include_directories(${name} PUBLIC
    "$<BUILD_INTERFACE:${PROJECT_SOURCE_DIR};${PROJECT_BINARY_DIR}>"
    "$<INSTALL_INTERFACE:${STREAM_TO_HAL_INSTALL_INCLUDEDIR}>")
  set_property(GLOBAL APPEND PROPERTY STREAM_TO_HAL_LIBRARIES ${name})
  # Whatever links sanitized objects needs the sanitizer runtimes.
  if(STREAM_TO_HAL_SANITIZER_FLAGS)
    target_link_options(${name} INTERFACE ${STREAM_TO_HAL_SANITIZER_FLAGS})
  endif()
  if(ARG_DEPENDS)
    add_dependencies(${name} ${ARG_DEPENDS})
  endif()
  if(ARG_LINK)
    target_link_libraries(${name} PUBLIC ${ARG_LINK})
  endif()
endfunction()

# Links an executable (unit test or tool) against the host release's MLIR shared library.
function(stream_to_hal_link_mlir target)
  target_link_libraries(${target} PRIVATE MLIR LLVM)
  # Our static libraries come after the shared ones on the link line (CMake lists
  # transitive static dependencies last), so keep the shared ones even if nothing
  # before them needs them yet.
  target_link_options(${target} PRIVATE -Wl,--no-as-needed)
endfunction()

# stream_to_hal_dialect(Name prefix SOURCES ... [ENUMS] [ATTRS] [INTERFACES file.td])
#
# TableGen for the dialect in dialects/<prefix>: <Name>Ops.td defines the dialect,
# its types and ops (and, where present, enums and attributes), and the library
# StreamToHAL<Name> holds its C++. Op interfaces live in their own file (TableGen
# emits only the interfaces of its main file) and generate <Name>Interfaces.{h,cpp}.inc.
function(stream_to_hal_dialect name dialect)
  cmake_parse_arguments(ARG "ENUMS;ATTRS" "INTERFACES" "SOURCES;LINK" ${ARGN})
  if(ARG_INTERFACES)
    set(LLVM_TARGET_DEFINITIONS ${ARG_INTERFACES})
    mlir_tablegen(${name}Interfaces.h.inc -gen-op-interface-decls)
    mlir_tablegen(${name}Interfaces.cpp.inc -gen-op-interface-defs)
  endif()
  set(LLVM_TARGET_DEFINITIONS ${name}Ops.td)
  mlir_tablegen(${name}Dialect.h.inc -gen-dialect-decls -dialect=${dialect})
  mlir_tablegen(${name}Dialect.cpp.inc -gen-dialect-defs -dialect=${dialect})
  mlir_tablegen(${name}Types.h.inc -gen-typedef-decls -typedefs-dialect=${dialect})
  mlir_tablegen(${name}Types.cpp.inc -gen-typedef-defs -typedefs-dialect=${dialect})
  mlir_tablegen(${name}Ops.h.inc -gen-op-decls -dialect=${dialect})
  mlir_tablegen(${name}Ops.cpp.inc -gen-op-defs -dialect=${dialect})
  if(ARG_ENUMS)
    mlir_tablegen(${name}Enums.h.inc -gen-enum-decls)
    mlir_tablegen(${name}Enums.cpp.inc -gen-enum-defs)
  endif()
  if(ARG_ATTRS)
    mlir_tablegen(${name}Attrs.h.inc -gen-attrdef-decls -attrdefs-dialect=${dialect})
    mlir_tablegen(${name}Attrs.cpp.inc -gen-attrdef-defs -attrdefs-dialect=${dialect})
  endif()
  add_public_tablegen_target(StreamToHAL${name}IncGen)
  stream_to_hal_library(StreamToHAL${name}
    SOURCES ${ARG_SOURCES}
    DEPENDS StreamToHAL${name}IncGen
    LINK ${ARG_LINK})
endfunction()
