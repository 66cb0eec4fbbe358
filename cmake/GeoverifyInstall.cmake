# SPDX-License-Identifier: MIT
# The installed package (cmake --install): find_package(geoverify CONFIG)
# gives geoverify::core always, and, when the verification suite was built,
# the component `verify`:
#   geoverify::verify    oracles, generators, campaign (one target to link)
#   geoverify::exact, ::campaign, ::gen, ::query, ::specimens (its parts)
#   the geoverify command (bin/geoverify)
#   the CMake helpers of GeoverifyFuzz.cmake (geoverify_add_fuzzer) when present
# Boost and GMP, which the oracles use, are found again by the package
# config through find_dependency.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(_gv_cmake_dir ${CMAKE_INSTALL_LIBDIR}/cmake/geoverify)
set(GEOVERIFY_CONFIG_VERIFY OFF)
set(GEOVERIFY_CONFIG_GMP OFF)
if(GEOVERIFY_BUILD_SUITE)
  set(GEOVERIFY_CONFIG_VERIFY ON)
  if(GMP_FOUND)
    set(GEOVERIFY_CONFIG_GMP ON)
  endif()
  add_library(geoverify_verify INTERFACE)
  add_library(geoverify::verify ALIAS geoverify_verify)
  target_link_libraries(geoverify_verify INTERFACE geoverify_campaign geoverify_exact geoverify_gen geoverify_query)
  set_target_properties(geoverify_verify PROPERTIES EXPORT_NAME verify)
  if(TARGET geoverify_fuzz_support)
    target_link_libraries(geoverify_verify INTERFACE geoverify_fuzz_support)
  endif()
  install(TARGETS geoverify_verify geoverify_campaign geoverify_exact geoverify_specimens geoverify_gen geoverify_query
          EXPORT geoverifyVerifyTargets
          ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
  foreach(_dir exact/include query/include gen/include campaign/include specimens/include)
    install(DIRECTORY ${PROJECT_SOURCE_DIR}/${_dir}/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
  endforeach()
  if(EXISTS ${PROJECT_SOURCE_DIR}/fuzz/include)
    install(DIRECTORY ${PROJECT_SOURCE_DIR}/fuzz/include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
  endif()
  install(EXPORT geoverifyVerifyTargets NAMESPACE geoverify:: DESTINATION ${_gv_cmake_dir})
  install(TARGETS geoverify RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  # A report's counterexamples as GoogleTest regressions (python3).
  install(PROGRAMS ${PROJECT_SOURCE_DIR}/scripts/regressions_from_report.py DESTINATION ${CMAKE_INSTALL_BINDIR}
          RENAME geoverify-regressions)
  if(EXISTS ${PROJECT_SOURCE_DIR}/cmake/GeoverifyFuzz.cmake)
    install(FILES ${PROJECT_SOURCE_DIR}/cmake/GeoverifyFuzz.cmake DESTINATION ${_gv_cmake_dir})
  endif()
endif()

configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/geoverifyConfig.cmake.in
  ${PROJECT_BINARY_DIR}/geoverifyConfig.cmake
  INSTALL_DESTINATION ${_gv_cmake_dir})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/geoverifyConfigVersion.cmake
  COMPATIBILITY SameMinorVersion ARCH_INDEPENDENT)
install(FILES ${PROJECT_BINARY_DIR}/geoverifyConfig.cmake ${PROJECT_BINARY_DIR}/geoverifyConfigVersion.cmake
  DESTINATION ${_gv_cmake_dir})
