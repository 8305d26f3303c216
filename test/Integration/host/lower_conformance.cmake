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

# The width property test (width_property.c, width_property.sh): random
# layouts with leaves near 2^31, 2^32 and 2^63 against 128-bit arithmetic.
add_executable(cute-width-property-gen
  ${CMAKE_CURRENT_LIST_DIR}/width_property.c)
target_link_libraries(cute-width-property-gen PRIVATE cute_capi cute_rt)
if(LLVM22_BINDIR)
  foreach(_seed 1 2 3)
    add_test(NAME conversion.width_property_${_seed}
             COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/width_property.sh
                     $<TARGET_FILE:cute-width-property-gen>
                     $<TARGET_FILE:cute-opt> ${LLVM22_BINDIR} ${_seed} 1000
                     ${CMAKE_CURRENT_BINARY_DIR}/width_property_${_seed})
    set_tests_properties(conversion.width_property_${_seed} PROPERTIES
                         LABELS conversion TIMEOUT 600)
  endforeach()
endif()
