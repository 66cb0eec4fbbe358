# SPDX-License-Identifier: MIT
# Runs a built-in fuzz target into a fresh reproducer folder and passes iff it
# finished cleanly (specimen defects are known, never fatal) and saved at
# least one specimen reproducer: a GoogleTest TEST that looks the specimen up
# in the registry and asserts the exact relation.
#   cmake -DFUZZER=<exe> -DARGS=<a|b|...> -DDIR=<folder> -DCORPUS_OUT=<folder> -P expect_reproducers.cmake
# (CORPUS_OUT, emptied first, must be the first corpus folder in ARGS: libFuzzer
# writes new inputs there, never into the checked-in seeds.)
string(REPLACE "|" ";" ARGS "${ARGS}")
foreach(d "${DIR}" "${CORPUS_OUT}")
  file(REMOVE_RECURSE "${d}")
  file(MAKE_DIRECTORY "${d}")
endforeach()
execute_process(COMMAND ${CMAKE_COMMAND} -E env GEOVERIFY_REPRODUCER_DIR=${DIR} ${FUZZER} ${ARGS}
                RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${FUZZER} failed (exit ${rc}):\n${err}")
endif()
file(GLOB found "${DIR}/mismatch-*.cpp")
list(LENGTH found n)
if(n EQUAL 0)
  message(FATAL_ERROR "no reproducer in ${DIR}:\n${err}")
endif()
foreach(f IN LISTS found)
  file(READ "${f}" text)
  foreach(must "TEST(GeoverifyFuzz, " "gv::specimens::specimens<gv::query::" "ASSERT_EQ(gv::exact::oracle(c).relation")
    string(FIND "${text}" "${must}" at)
    if(at EQUAL -1)
      message(FATAL_ERROR "${f} lacks '${must}':\n${text}")
    endif()
  endforeach()
  string(FIND "${err}" "reproducer ${f})" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "the exit report does not name ${f}:\n${err}")
  endif()
endforeach()
message(STATUS "${n} specimen reproducers in ${DIR}")
