# Helpers shared by the project's CMakeLists.

# The major release of the LLVM/MLIR we build against; the plugin refuses to load
# into an mlir-opt of any other release.
set(STREAM_TO_HAL_LLVM_MAJOR "${LLVM_VERSION_MAJOR}")

# Install layout below CMAKE_INSTALL_PREFIX (LLVM's own layout, so that a prefix of
# /usr/lib/llvm-N puts everything next to Debian's MLIR): the plugin and the static
# libraries in lib/, the tools (stream-hal-opt, ...) in bin/, headers and TableGen
# files in include/StreamToHAL/ (included as "StreamToHAL/dialects/...",
# "StreamToHAL/patterns/..." with include/ on the include path, beside mlir/ and
# llvm/), the CMake package in lib/cmake/StreamToHAL/.
set(STREAM_TO_HAL_INSTALL_LIBDIR lib)
set(STREAM_TO_HAL_INSTALL_BINDIR bin)
set(STREAM_TO_HAL_INSTALL_INCLUDEDIR include)
set(STREAM_TO_HAL_INSTALL_HEADERDIR include/StreamToHAL)
set(STREAM_TO_HAL_INSTALL_CMAKEDIR lib/cmake/StreamToHAL)

# Every header and TableGen file of the project is included with the project's
# prefix, "StreamToHAL/<top-level folder>/...", in the build tree as once
# installed, so that a consumer's own dialects/ or patterns/ cannot shadow ours.
# In the build tree two include roots give that prefix, made of links: one to the
# source folders, one to the build folders where TableGen writes (a quoted
# include searches them in that order).
set(STREAM_TO_HAL_SOURCE_INCLUDE_DIR "${PROJECT_BINARY_DIR}/include/source")
set(STREAM_TO_HAL_GENERATED_INCLUDE_DIR "${PROJECT_BINARY_DIR}/include/generated")
foreach(folder dialects patterns plugin sim tools test)
  file(MAKE_DIRECTORY "${STREAM_TO_HAL_SOURCE_INCLUDE_DIR}/StreamToHAL"
    "${STREAM_TO_HAL_GENERATED_INCLUDE_DIR}/StreamToHAL" "${PROJECT_BINARY_DIR}/${folder}")
  file(CREATE_LINK "${PROJECT_SOURCE_DIR}/${folder}"
    "${STREAM_TO_HAL_SOURCE_INCLUDE_DIR}/StreamToHAL/${folder}" SYMBOLIC)
  file(CREATE_LINK "${PROJECT_BINARY_DIR}/${folder}"
    "${STREAM_TO_HAL_GENERATED_INCLUDE_DIR}/StreamToHAL/${folder}" SYMBOLIC)
endforeach()
set(STREAM_TO_HAL_BUILD_INCLUDE_DIRS
  "${STREAM_TO_HAL_SOURCE_INCLUDE_DIR}" "${STREAM_TO_HAL_GENERATED_INCLUDE_DIR}")

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
  # Headers are included as "StreamToHAL/dialects/...", generated ones too.
  target_include_directories(${name} PUBLIC
    "$<BUILD_INTERFACE:${STREAM_TO_HAL_BUILD_INCLUDE_DIRS}>"
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

# stream_to_hal_write_generated(<output> <content>)
#
# Writes <content> to <output> below the current build folder, only when it
# changes, so that a reconfigure rebuilds nothing.
function(stream_to_hal_write_generated output content)
  set(out "${CMAKE_CURRENT_BINARY_DIR}/${output}")
  set(old "")
  if(EXISTS "${out}")
    file(READ "${out}" old)
  endif()
  if(NOT old STREQUAL content)
    file(WRITE "${out}" "${content}")
  endif()
endfunction()

# stream_to_hal_statistics(<Passes.td> <output.h.inc>)
#
# Writes, below the current build folder, one line
#   STREAM_TO_HAL_STATISTIC(<cpp name>, "<name>", "<description>")
# per `Statistic<"cpp name", "name", "description">` of the .td file, in order.
# Read at configure time (the .td file is a configure dependency); a Statistic
# this cannot read (e.g. a description with an escaped quote) stops the configure.
function(stream_to_hal_statistics td output)
  set(td_path "${CMAKE_CURRENT_SOURCE_DIR}/${td}")
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${td_path}")
  file(READ "${td_path}" text)
  string(REGEX MATCHALL "Statistic<" declared "${text}")
  string(REGEX MATCHALL "Statistic<\"[A-Za-z0-9_]+\",[ \t\r\n]*\"[^\"\\\\]*\",[ \t\r\n]*\"[^\"\\\\]*\">"
    entries "${text}")
  list(LENGTH declared num_declared)
  list(LENGTH entries num_read)
  if(NOT num_declared EQUAL num_read)
    message(FATAL_ERROR "${td}: read ${num_read} of its ${num_declared} Statistic<...> "
      "declarations; write each as Statistic<\"cppName\", \"name\", \"description\">")
  endif()
  set(lines "// Generated from ${td} by stream_to_hal_statistics (cmake/StreamToHAL.cmake).\n")
  foreach(entry IN LISTS entries)
    string(REGEX REPLACE "[ \t\r\n]+" " " entry "${entry}")
    string(REGEX REPLACE "^Statistic<\"([A-Za-z0-9_]+)\", (\"[^\"]*\"), (\"[^\"]*\")>$"
      "STREAM_TO_HAL_STATISTIC(\\1, \\2, \\3)" line "${entry}")
    string(APPEND lines "${line}\n")
  endforeach()
  stream_to_hal_write_generated("${output}" "${lines}")
endfunction()

# stream_to_hal_options(<Passes.td> <output.h.inc>)
#
# Writes, below the current build folder, one line
#   STREAM_TO_HAL_OPTION(<cpp name>, "<argument>", <type>, <modifiers>...)
# per `Option<"cpp name", "argument", "type", "default", "description"[, "flags"]>`
# of the .td file, in order. <modifiers> are the llvm::cl modifiers mlir-tblgen
# gives the pass's own option: ::llvm::cl::desc("<description>"), then
# ::llvm::cl::init(<default>) unless the default is empty, then <flags> unless
# empty. So a PassOptions declares the pass's options exactly as the pass does with
#   #define STREAM_TO_HAL_OPTION(member, argument, type, ...) \
#     Option<type> member{*this, argument, __VA_ARGS__};
# Read at configure time, like the statistics; /*...*/ comments and whole-line //
# comments are skipped. An Option this cannot read (a string with a quote, a
# backslash or a semicolon, a type with a comma, a ListOption) stops the configure.
function(stream_to_hal_options td output)
  set(td_path "${CMAKE_CURRENT_SOURCE_DIR}/${td}")
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${td_path}")
  file(READ "${td_path}" text)
  string(REGEX REPLACE "/\\*[^*]*\\*/" "" text "${text}")
  string(REGEX REPLACE "(^|\n)[ \t]*//[^\n]*" "\\1" text "${text}")
  set(ws "[ \t\r\n]*")
  # A string of the .td file; not one with a quote, a backslash or a semicolon
  # (a CMake list separator).
  set(str "\"[^\";\\\\]*\"")
  # Not ListOption<: the character before the name is no identifier's.
  string(REGEX MATCHALL "[^A-Za-z0-9_]Option<" declared "${text}")
  string(REGEX MATCHALL
    "[^A-Za-z0-9_]Option<${ws}\"[A-Za-z0-9_]+\",${ws}${str},${ws}${str},${ws}${str},${ws}${str}(,${ws}${str})?${ws}>"
    entries "${text}")
  list(LENGTH declared num_declared)
  list(LENGTH entries num_read)
  if(NOT num_declared EQUAL num_read)
    message(FATAL_ERROR "${td}: read ${num_read} of its ${num_declared} Option<...> "
      "declarations; write each as Option<\"cppName\", \"argument\", \"type\", "
      "\"default\", \"description\"[, \"flags\"]>, strings without quotes, "
      "backslashes or semicolons")
  endif()
  if(text MATCHES "ListOption<")
    message(FATAL_ERROR "${td}: stream_to_hal_options reads no ListOption<...> yet")
  endif()
  set(lines "// Generated from ${td} by stream_to_hal_options (cmake/StreamToHAL.cmake).\n")
  foreach(entry IN LISTS entries)
    string(REGEX MATCHALL "\"[^\"]*\"" fields "${entry}")
    list(GET fields 0 cpp_name)
    list(GET fields 1 argument)
    list(GET fields 2 type)
    list(GET fields 3 default)
    list(GET fields 4 description)
    set(flags "\"\"")
    list(LENGTH fields num_fields)
    if(num_fields EQUAL 6)
      list(GET fields 5 flags)
    endif()
    foreach(field cpp_name type default flags)
      string(REGEX REPLACE "^\"(.*)\"$" "\\1" ${field} "${${field}}")
    endforeach()
    if(type MATCHES ",")
      message(FATAL_ERROR "${td}: option ${argument} has a type with a comma; "
        "give the type an alias without one")
    endif()
    set(line "STREAM_TO_HAL_OPTION(${cpp_name}, ${argument}, ${type}, ::llvm::cl::desc(${description})")
    if(NOT default STREQUAL "")
      string(APPEND line ", ::llvm::cl::init(${default})")
    endif()
    if(NOT flags STREQUAL "")
      string(APPEND line ", ${flags}")
    endif()
    string(APPEND lines "${line})\n")
  endforeach()
  stream_to_hal_write_generated("${output}" "${lines}")
endfunction()
