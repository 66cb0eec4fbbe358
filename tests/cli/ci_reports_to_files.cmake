# SPDX-License-Identifier: MIT
# `geoverify run --junit FILE --markdown FILE --report FILE`: the table on
# stdout, and three files: JUnit XML (one passing test case per row), the
# Markdown table, and the JSON report.
set(dir ${CMAKE_CURRENT_BINARY_DIR}/ci_reports_to_files)
file(REMOVE_RECURSE ${dir})
file(MAKE_DIRECTORY ${dir})
execute_process(COMMAND ${EXE} run --cases 500 --query plane-aabb/f32 --no-progress
                        --junit ${dir}/r.xml --markdown ${dir}/r.md --report ${dir}/r.json
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "exit code ${code}\nstdout:\n${out}\nstderr:\n${err}")
endif()
foreach(what "result: PASS" "JSON report written to ${dir}/r.json" "JUnit XML report written to ${dir}/r.xml"
        "Markdown report written to ${dir}/r.md")
  string(FIND "${out}" "${what}" at)
  if(at LESS 0)
    message(FATAL_ERROR "stdout lacks '${what}':\n${out}")
  endif()
endforeach()
file(READ ${dir}/r.xml xml)
if(NOT xml MATCHES "^<\\?xml [^\n]*\n<testsuites name=\"geoverify\" tests=\"[1-9][0-9]*\" failures=\"0\""
   OR NOT xml MATCHES "<testcase classname=\"plane-aabb/f32\" name=\"[^\"]+ \\[[^\"]+\\]\" time=\"[0-9.]+\">"
   OR xml MATCHES "<failure" OR NOT xml MATCHES "</testsuites>\n$")
  message(FATAL_ERROR "not a passing JUnit report of plane-aabb/f32:\n${xml}")
endif()
file(READ ${dir}/r.md md)
if(NOT md MATCHES "^## geoverify: PASS \\(seed 1, " OR NOT md MATCHES "\n\\| plane-aabb/f32 \\| ")
  message(FATAL_ERROR "not a passing Markdown report of plane-aabb/f32:\n${md}")
endif()
file(READ ${dir}/r.json json)
string(JSON passed ERROR_VARIABLE json_error GET "${json}" passed)
if(json_error OR NOT passed)
  message(FATAL_ERROR "not a passing JSON report (${json_error})")
endif()
