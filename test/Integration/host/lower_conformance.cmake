# The lowering's differential test over the conformance vectors
# (lower_conformance.c, lower_conformance.sh). Included from this folder's
# CMakeLists.txt.
add_executable(cute-lower-conformance-gen
  ${CMAKE_CURRENT_LIST_DIR}/lower_conformance.c)
target_include_directories(cute-lower-conformance-gen PRIVATE
  ${CMAKE_SOURCE_DIR}/dialect)
target_link_libraries(cute-lower-conformance-gen PRIVATE cute_capi cute_support)
if(LLVM22_BINDIR)
  add_test(NAME conversion.lower_conformance
           COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/lower_conformance.sh
                   $<TARGET_FILE:cute-lower-conformance-gen>
                   $<TARGET_FILE:cute-opt> ${LLVM22_BINDIR}
                   ${CMAKE_SOURCE_DIR}/test/algebra/data/layout_algebra.tsv
                   ${CMAKE_CURRENT_BINARY_DIR}/lower_conformance)
  set_tests_properties(conversion.lower_conformance PROPERTIES
                       LABELS conversion TIMEOUT 600)
endif()
