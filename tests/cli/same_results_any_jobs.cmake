# SPDX-License-Identifier: MIT
# Runs the same campaign (seed, case budget) on one thread and on three and
# checks that the JSON reports agree on everything but the clock and the
# thread count.
# SHRINK: the shrink budget; FAST: the core referees (the sanitizer build's
# choices, see CMakeLists.txt).
set(common run --cases 600 --seed 7 --query ray-aabb --query obb-obb --no-progress --shrink-budget ${SHRINK})
if(FAST)
  list(APPEND common --fast)
endif()
foreach(jobs 1 3)
  execute_process(COMMAND ${EXE} ${common} --jobs ${jobs} --report ${CMAKE_CURRENT_BINARY_DIR}/jobs${jobs}.json
                  RESULT_VARIABLE code OUTPUT_QUIET)
  if(NOT code STREQUAL "0" AND NOT code STREQUAL "1")  # 1: a short run may miss a specimen defect
    message(FATAL_ERROR "geoverify --jobs ${jobs} exited ${code}")
  endif()
  file(READ ${CMAKE_CURRENT_BINARY_DIR}/jobs${jobs}.json text)
  string(REGEX REPLACE "\"(elapsed_seconds|seconds|jobs)\": [0-9.e+-]+" "" text "${text}")
  set(report${jobs} "${text}")
endforeach()
if(NOT report1 STREQUAL report3)
  message(FATAL_ERROR "the reports of --jobs 1 and --jobs 3 differ beyond time and thread count")
endif()
