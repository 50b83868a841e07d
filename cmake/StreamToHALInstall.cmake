# What `cmake --install` puts below the prefix, in three components (the Debian
# packages of cmake/StreamToHALPackage.cmake are made from them):
#   plugin: libStreamToHAL.so and the implementation it loads from its own folder,
#           libStreamToHAL-llvm<N>.so
#   tools:  stream-hal-opt, stream-hal-lsp-server, stream-hal-reduce and stream-hal-sim in bin/,
#           and their CMake export (StreamToHAL::stream-hal-opt, ...), which the
#           CMake package includes when it is there
#   dev:    the public headers (incl. generated .h.inc), the TableGen files, the
#           static libraries of the dialects and patterns, and the CMake package
#           (find_package(StreamToHAL), see cmake/StreamToHALConfig.cmake.in)
include(CMakePackageConfigHelpers)

install(TARGETS StreamToHAL StreamToHALImpl
  LIBRARY DESTINATION "${STREAM_TO_HAL_INSTALL_LIBDIR}" COMPONENT plugin)

# The tools, in their own export set: the dev files must not require them.
install(TARGETS ${STREAM_TO_HAL_TOOLS} EXPORT StreamToHALToolTargets
  RUNTIME DESTINATION "${STREAM_TO_HAL_INSTALL_BINDIR}" COMPONENT tools)
install(EXPORT StreamToHALToolTargets NAMESPACE StreamToHAL::
  DESTINATION "${STREAM_TO_HAL_INSTALL_CMAKEDIR}" COMPONENT tools)

# The static libraries. Like in the build tree they link no MLIR library.
get_property(stream_to_hal_libraries GLOBAL PROPERTY STREAM_TO_HAL_LIBRARIES)
install(TARGETS ${stream_to_hal_libraries} EXPORT StreamToHALTargets
  ARCHIVE DESTINATION "${STREAM_TO_HAL_INSTALL_LIBDIR}" COMPONENT dev)
set(STREAM_TO_HAL_EXPORTED_TARGETS)
foreach(library IN LISTS stream_to_hal_libraries)
  get_target_property(export_name ${library} EXPORT_NAME)
  list(APPEND STREAM_TO_HAL_EXPORTED_TARGETS "StreamToHAL::${export_name}")
endforeach()

# The public headers: this list is the one place that says which they are. They
# are installed to include/StreamToHAL/<path> and included as
# "StreamToHAL/<path>"; every other header is private to the build.
# test/install's consumer includes each of them, and only them.
set(STREAM_TO_HAL_PUBLIC_HEADERS
  dialects/Compat.h
  dialects/Registration.h
  dialects/hal/ElementTypes.h
  dialects/hal/HALDialect.h
  dialects/stream/CommandAccesses.h
  dialects/stream/StreamDialect.h
  dialects/util/UtilDialect.h
  patterns/builders/BufferBits.h
  patterns/builders/DeviceSwitchBuilder.h
  patterns/builders/WorkgroupCount.h
  patterns/pass/Passes.h)
set(header_dest "${STREAM_TO_HAL_INSTALL_HEADERDIR}")
foreach(header IN LISTS STREAM_TO_HAL_PUBLIC_HEADERS)
  get_filename_component(header_dir "${header}" DIRECTORY)
  install(FILES "${header}" DESTINATION "${header_dest}/${header_dir}" COMPONENT dev)
endforeach()
# What the public headers include of TableGen's output (the .cpp.inc
# definitions are compiled into the libraries).
install(DIRECTORY "${PROJECT_BINARY_DIR}/dialects/" DESTINATION "${header_dest}/dialects"
  COMPONENT dev FILES_MATCHING PATTERN "*.h.inc" PATTERN CMakeFiles EXCLUDE)
install(FILES "${PROJECT_BINARY_DIR}/patterns/pass/Passes.h.inc"
    "${PROJECT_BINARY_DIR}/patterns/pass/PassOptions.h.inc"
    "${PROJECT_BINARY_DIR}/patterns/pass/PassStatistics.h.inc"
  DESTINATION "${header_dest}/patterns/pass" COMPONENT dev)
# TableGen sources, included as "StreamToHAL/dialects/<name>/<file>.td" like in
# this tree.
install(DIRECTORY dialects/ DESTINATION "${header_dest}/dialects"
  COMPONENT dev FILES_MATCHING PATTERN "*.td")
install(FILES patterns/pass/Passes.td DESTINATION "${header_dest}/patterns/pass" COMPONENT dev)
# Included by Passes.td.
install(FILES patterns/memoize/MemoizePasses.td DESTINATION "${header_dest}/patterns/memoize"
  COMPONENT dev)

# The CMake package.
install(EXPORT StreamToHALTargets NAMESPACE StreamToHAL::
  DESTINATION "${STREAM_TO_HAL_INSTALL_CMAKEDIR}" COMPONENT dev)
configure_package_config_file(cmake/StreamToHALConfig.cmake.in
  "${PROJECT_BINARY_DIR}/cmake/StreamToHALConfig.cmake"
  INSTALL_DESTINATION "${STREAM_TO_HAL_INSTALL_CMAKEDIR}"
  PATH_VARS STREAM_TO_HAL_INSTALL_INCLUDEDIR)
# Releases before 1.0 break freely: only the same major.minor is compatible.
write_basic_package_version_file("${PROJECT_BINARY_DIR}/cmake/StreamToHALConfigVersion.cmake"
  COMPATIBILITY SameMinorVersion)
install(FILES "${PROJECT_BINARY_DIR}/cmake/StreamToHALConfig.cmake"
    "${PROJECT_BINARY_DIR}/cmake/StreamToHALConfigVersion.cmake"
  DESTINATION "${STREAM_TO_HAL_INSTALL_CMAKEDIR}" COMPONENT dev)
