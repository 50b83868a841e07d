# What `cmake --install` puts below the prefix, in three components (the Debian
# packages of cmake/StreamToHALPackage.cmake are made from them):
#   plugin: libStreamToHAL.so and the implementation it loads from its own folder,
#           libStreamToHAL-llvm<N>.so
#   tools:  stream-hal-opt, stream-hal-lsp-server and stream-hal-reduce in bin/,
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

# Public headers: the one header per dialect and what it includes, and the
# pattern helpers others build on. Internal headers (…Syntax.h, DeviceLookup.h)
# stay out; test/install builds a consumer that includes every installed header.
set(include_dest "${STREAM_TO_HAL_INSTALL_INCLUDEDIR}")
install(FILES dialects/Compat.h dialects/Registration.h
  DESTINATION "${include_dest}/dialects" COMPONENT dev)
install(FILES dialects/hal/HALDialect.h dialects/hal/ElementTypes.h
  DESTINATION "${include_dest}/dialects/hal" COMPONENT dev)
install(FILES dialects/stream/StreamDialect.h
  DESTINATION "${include_dest}/dialects/stream" COMPONENT dev)
install(FILES dialects/util/UtilDialect.h
  DESTINATION "${include_dest}/dialects/util" COMPONENT dev)
install(FILES patterns/BarrierPlanner.h patterns/BufferBits.h patterns/DeviceSwitchBuilder.h patterns/ExecutionModel.h patterns/Passes.h
    patterns/Patterns.h patterns/WorkgroupCount.h
  DESTINATION "${include_dest}/patterns" COMPONENT dev)
# Generated declarations (the .cpp.inc definitions are compiled into the libraries).
install(DIRECTORY "${PROJECT_BINARY_DIR}/dialects/" DESTINATION "${include_dest}/dialects"
  COMPONENT dev FILES_MATCHING PATTERN "*.h.inc" PATTERN CMakeFiles EXCLUDE)
install(FILES "${PROJECT_BINARY_DIR}/patterns/Passes.h.inc"
  DESTINATION "${include_dest}/patterns" COMPONENT dev)
# TableGen sources, included as "dialects/<name>/<file>.td" like in this tree.
install(DIRECTORY dialects/ DESTINATION "${include_dest}/dialects"
  COMPONENT dev FILES_MATCHING PATTERN "*.td")
install(FILES patterns/Passes.td DESTINATION "${include_dest}/patterns" COMPONENT dev)

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
