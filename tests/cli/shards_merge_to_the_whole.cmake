# SPDX-License-Identifier: MIT
# Runs a campaign whole and as shards 1/3, 2/3, 3/3, merges the shard
# reports with 'geoverify merge', and checks that the merged report equals
# the whole run's in everything but the clock, the thread count and the
# shard bookkeeping.
# SHRINK: the shrink budget; FAST: the core referees (the sanitizer build:
# the merge is the same code, the oracle's cost under ASan is not).
set(common run --cases 700 --seed 11 --query ray-aabb --query obb-sphere --no-progress --jobs 2
    --shrink-budget ${SHRINK})
if(FAST)
  list(APPEND common --fast)
endif()
set(dir ${CMAKE_CURRENT_BINARY_DIR}/shards)
file(MAKE_DIRECTORY ${dir})
function(run_or_fail)
  execute_process(COMMAND ${EXE} ${ARGN} RESULT_VARIABLE code OUTPUT_QUIET ERROR_VARIABLE err)
  if(NOT code STREQUAL "0" AND NOT code STREQUAL "1")  # 1: a short run may miss a specimen defect
    message(FATAL_ERROR "geoverify ${ARGN} exited ${code}: ${err}")
  endif()
endfunction()
run_or_fail(${common} --report ${dir}/whole.json)
foreach(k 1 2 3)
  run_or_fail(${common} --shard ${k}/3 --report ${dir}/shard${k}.json)
endforeach()
# Any order of the shard reports.
run_or_fail(merge --report ${dir}/merged.json ${dir}/shard2.json ${dir}/shard3.json ${dir}/shard1.json)
foreach(name whole merged)
  file(READ ${dir}/${name}.json text)
  string(REGEX REPLACE "\"(elapsed_seconds|seconds|jobs)\": [0-9.e+-]+" "" text "${text}")
  string(REGEX REPLACE "\"shard\": {[^}]*}" "" text "${text}")
  set(${name} "${text}")
endforeach()
if(NOT whole STREQUAL merged)
  message(FATAL_ERROR "the merged shard reports differ from the whole run")
endif()
