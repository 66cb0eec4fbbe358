# SPDX-License-Identifier: MIT
cmake_minimum_required(VERSION 3.25)
# Fails if any file under CORE_DIR includes a header that is neither part of
# the C++ standard library nor geoverify/core itself. The x86 vector
# intrinsics (emmintrin.h, immintrin.h) come with the compiler, not from a
# package; ray_aabb_batch.h includes them only where the target has them.
set(allowed algorithm array cassert cfloat climits cmath cstddef cstdint cstdlib cstring
    limits type_traits utility emmintrin.h immintrin.h)
file(GLOB_RECURSE files "${CORE_DIR}/*.h" "${CORE_DIR}/*.hpp" "${CORE_DIR}/*.cpp")
set(bad "")
foreach(f ${files})
  file(STRINGS "${f}" lines REGEX "^[ \t]*#[ \t]*include")
  foreach(line ${lines})
    if(line MATCHES "#[ \t]*include[ \t]*<([^>]+)>")
      if(NOT CMAKE_MATCH_1 IN_LIST allowed)
        list(APPEND bad "${f}: <${CMAKE_MATCH_1}>")
      endif()
    elseif(line MATCHES "#[ \t]*include[ \t]*\"([^\"]+)\"")
      if(NOT CMAKE_MATCH_1 MATCHES "^geoverify/core(/|\\.h$)")
        list(APPEND bad "${f}: \"${CMAKE_MATCH_1}\"")
      endif()
    endif()
  endforeach()
endforeach()
list(LENGTH files n)
if(bad)
  string(REPLACE ";" "\n  " bad "${bad}")
  message(FATAL_ERROR "core includes headers outside the standard library:\n  ${bad}")
endif()
message(STATUS "core: ${n} files, standard-library includes only")
