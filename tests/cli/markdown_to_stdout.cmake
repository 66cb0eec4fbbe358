# SPDX-License-Identifier: MIT
# `geoverify run --markdown - --junit FILE`: stdout is the Markdown report
# alone, the table and the "written to" note go to stderr, the JUnit file is
# written, and no file named '-' appears.
set(dir ${CMAKE_CURRENT_BINARY_DIR}/markdown_to_stdout)
file(REMOVE_RECURSE ${dir})
file(MAKE_DIRECTORY ${dir})
execute_process(COMMAND ${EXE} run --cases 500 --query plane-aabb/f32 --no-progress
                        --markdown - --junit r.xml
                WORKING_DIRECTORY ${dir} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "exit code ${code}\nstdout:\n${out}\nstderr:\n${err}")
endif()
if(NOT out MATCHES "^## geoverify: PASS \\(seed 1, "
   OR NOT out MATCHES "\n\\| query \\| routine \\| contract \\| cases \\| false hits \\| false misses \\| disagreed \\| leaks \\| crashes \\| worst margin \\| result \\|\n"
   OR NOT out MATCHES "\n\\| plane-aabb/f32 \\| [^\n]* \\| holds contract \\|\n"
   OR out MATCHES "result: PASS|written to")
  message(FATAL_ERROR "stdout is not the Markdown report alone:\n${out}")
endif()
if(NOT err MATCHES "result: PASS" OR NOT err MATCHES "JUnit XML report written to r.xml")
  message(FATAL_ERROR "the table and the note are not on stderr:\n${err}")
endif()
file(READ ${dir}/r.xml xml)
if(NOT xml MATCHES "<testsuites ")
  message(FATAL_ERROR "r.xml is not a JUnit report:\n${xml}")
endif()
if(EXISTS ${dir}/-)
  message(FATAL_ERROR "a file named '-' was written")
endif()
