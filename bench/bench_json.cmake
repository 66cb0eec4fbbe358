# SPDX-License-Identifier: MIT
# What the benchmark's JSON test scripts share (ratio_json_test.cmake,
# exact_classes_test.cmake).
#
# gv_bench_json(OUTPUT_VAR ARGS...): runs ${BENCH} with ARGS, fails unless it
# exits 0, and sets OUTPUT_VAR to its standard output.
# gv_read_json_array(FILE JSON_VAR LENGTH_VAR): reads FILE, fails unless it
# is a JSON array, and sets JSON_VAR to its text and LENGTH_VAR to its length.
function(gv_bench_json output_var)
  execute_process(COMMAND ${BENCH} ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "geoverify_bench exited ${rc}")
  endif()
  set(${output_var} "${out}" PARENT_SCOPE)
endfunction()

function(gv_read_json_array file json_var length_var)
  file(READ ${file} json)
  string(JSON n ERROR_VARIABLE err LENGTH "${json}")
  if(err)
    message(FATAL_ERROR "${file} is not a JSON array: ${err}")
  endif()
  set(${json_var} "${json}" PARENT_SCOPE)
  set(${length_var} ${n} PARENT_SCOPE)
endfunction()
