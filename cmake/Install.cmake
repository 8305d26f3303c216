# `cmake --install build [--prefix P] [--component C]` (docs/embedding.md):
#   runtime   libcute_rt.so/.a, Runtime.h, RuntimeAot.h, cute-rt.pc, the
#             CMake package (CuteC::runtime, CuteC::runtime_static); needs nothing but
#             glibc and, at run time, a CUDA driver.
#   compiler  libcute-c.so (our C API and MLIR's), the headers,
#             cute-c.pc, the CMake package (CuteC::cute-c).
#   tools     cute-opt, cute-translate, cute-layout.
# The package files are relocatable: the CMake config and the .pc files
# find the prefix from where they lie, so --prefix at install time works.
include(CMakePackageConfigHelpers)
set(_cmakedir ${CMAKE_INSTALL_LIBDIR}/cmake/CuteC)
set(_pcdir ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
set(_inc ${PROJECT_SOURCE_DIR}/include/cute-c)
set(_gen ${PROJECT_BINARY_DIR}/package)
# From the .pc files' folder back to the prefix ("../.." for lib/pkgconfig).
file(RELATIVE_PATH CUTE_PC_TO_PREFIX /p/${_pcdir} /p)
string(REGEX REPLACE "/$" "" CUTE_PC_TO_PREFIX "${CUTE_PC_TO_PREFIX}")
set(CUTE_DL_LIBS_FLAG "")
if(CMAKE_DL_LIBS)
  set(CUTE_DL_LIBS_FLAG "-l${CMAKE_DL_LIBS}")
endif()

# Runtime.
install(FILES ${_inc}/Runtime.h ${_inc}/RuntimeAot.h ${_inc}/Mgpu.h
              ${_inc}/Export.h
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/cute-c COMPONENT runtime)
install(TARGETS cute_rt_shared cute_rt EXPORT CuteCRuntimeTargets
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT runtime
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT runtime)
install(EXPORT CuteCRuntimeTargets NAMESPACE CuteC::
        DESTINATION ${_cmakedir} COMPONENT runtime)
configure_file(${CMAKE_CURRENT_LIST_DIR}/cute-rt.pc.in ${_gen}/cute-rt.pc @ONLY)
install(FILES ${_gen}/cute-rt.pc DESTINATION ${_pcdir} COMPONENT runtime)

# The CMake package, with either component or both.
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/CuteCConfig.cmake.in
  ${_gen}/CuteCConfig.cmake INSTALL_DESTINATION ${_cmakedir})
write_basic_package_version_file(${_gen}/CuteCConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
foreach(_component runtime compiler)
  install(FILES ${_gen}/CuteCConfig.cmake ${_gen}/CuteCConfigVersion.cmake
          DESTINATION ${_cmakedir} COMPONENT ${_component})
endforeach()

if(NOT TARGET cute-c)
  return() # MLIR not found: the algebra and the runtime only
endif()

# Compiler.
file(GLOB _headers ${_inc}/*.h)
list(REMOVE_ITEM _headers ${_inc}/Runtime.h ${_inc}/RuntimeAot.h
     ${_inc}/Mgpu.h)
install(FILES ${_headers} ${PROJECT_BINARY_DIR}/include/cute-c/Version.h
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/cute-c COMPONENT compiler)
install(TARGETS cute-c EXPORT CuteCTargets
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT compiler)
install(EXPORT CuteCTargets NAMESPACE CuteC::
        DESTINATION ${_cmakedir} COMPONENT compiler)
set(CUTE_MLIR_INCLUDE_DIR ${MLIR_INCLUDE_DIRS})
configure_file(${CMAKE_CURRENT_LIST_DIR}/cute-c.pc.in ${_gen}/cute-c.pc @ONLY)
install(FILES ${_gen}/cute-c.pc DESTINATION ${_pcdir} COMPONENT compiler)

# Tools.
install(TARGETS cute-opt cute-translate cute-layout
        RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT tools)
