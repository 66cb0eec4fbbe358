# SPDX-License-Identifier: MIT
# `geoverify run --report -`: stdout is the JSON report alone (it parses, and
# says the run passed), the table goes to stderr, and no file named '-' appears.
set(dir ${CMAKE_CURRENT_BINARY_DIR}/report_to_stdout)
file(REMOVE_RECURSE ${dir})
file(MAKE_DIRECTORY ${dir})
execute_process(COMMAND ${EXE} run --cases 500 --query plane-aabb/f32 --no-progress --report -
                WORKING_DIRECTORY ${dir} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "exit code ${code}\nstdout:\n${out}\nstderr:\n${err}")
endif()
string(JSON passed ERROR_VARIABLE json_error GET "${out}" passed)
if(json_error OR NOT passed)
  message(FATAL_ERROR "stdout is not a passing JSON report (${json_error}):\n${out}")
endif()
if(NOT err MATCHES "plane-aabb/f32")
  message(FATAL_ERROR "the table is not on stderr:\n${err}")
endif()
if(EXISTS ${dir}/-)
  message(FATAL_ERROR "a file named '-' was written")
endif()
