# SPDX-License-Identifier: MIT
# `geoverify run --html FILE` and `geoverify merge --wide --html FILE`: the
# default table fits 100 columns and --wide keeps every column; the page is
# one self-contained file (no network: no external script, style, font or
# image) with its table, plots and a picture of every counterexample.
# With -DCHROMIUM=<path>, the page is also opened in headless Chromium: its
# script must run (body data-js="ready") without a console message, and a
# screenshot is kept as a build artefact (ARTEFACTS/report.png).
set(dir ${CMAKE_CURRENT_BINARY_DIR}/html_report)
file(REMOVE_RECURSE ${dir})
file(MAKE_DIRECTORY ${dir})
execute_process(COMMAND ${EXE} run --cases 400 --query obb-obb/f32 --query ray-triangle/f32 --query plane-aabb/f32
                        --query halfspace-aabb/f64 --no-progress --html ${dir}/r.html --report ${dir}/r.json
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "run: exit code ${code}\nstdout:\n${out}\nstderr:\n${err}")
endif()
string(FIND "${out}" "\nMinimal counterexamples" end)
string(SUBSTRING "${out}" 0 ${end} table)
string(REPLACE "\n" ";" lines "${table}")
foreach(line IN LISTS lines)
  string(LENGTH "${line}" n)
  if(n GREATER 100)
    message(FATAL_ERROR "a line of the default table is ${n} columns wide:\n${line}\n\n${out}")
  endif()
endforeach()
if(NOT out MATCHES "\nquery / routine +contract +cases +hits +misses +crashes +margin +result\n"
   OR NOT out MATCHES "\nHTML report written to ${dir}/r.html\n")
  message(FATAL_ERROR "not the default table, or no HTML report:\n${out}")
endif()

execute_process(COMMAND ${EXE} merge --wide --html ${dir}/m.html ${dir}/r.json
                RESULT_VARIABLE code OUTPUT_VARIABLE wide ERROR_VARIABLE err)
if(NOT code EQUAL 0 OR NOT wide MATCHES "\nquery +implementation +contract +cases +false hits +false misses +disagreed")
  message(FATAL_ERROR "merge --wide: exit code ${code}\nstdout:\n${wide}\nstderr:\n${err}")
endif()

foreach(page r.html m.html)
  file(READ ${dir}/${page} html)
  foreach(what "<!DOCTYPE html>\n<html lang=\"en\">" "<body data-js=\"pending\">" "<select id=\"f-query\">"
          "<select id=\"f-result\">" "<svg class=\"plot\"" "<svg class=\"view\"" "<button class=\"copy\""
          "const gv::Obb&lt;float&gt; a{" "</script>\n</body></html>\n")
    string(FIND "${html}" "${what}" at)
    if(at LESS 0)
      message(FATAL_ERROR "${page} lacks '${what}'")
    endif()
  endforeach()
  if(html MATCHES "(https?:|<link|<img| src=|@import|url\\()")
    message(FATAL_ERROR "${page} refers to something outside itself: '${CMAKE_MATCH_1}'")
  endif()
endforeach()

if(CHROMIUM)
  execute_process(COMMAND ${CHROMIUM} --headless --no-sandbox --disable-gpu --user-data-dir=${dir}/profile
                          --enable-logging=stderr --v=0 --dump-dom file://${dir}/r.html
                  RESULT_VARIABLE code OUTPUT_VARIABLE dom ERROR_VARIABLE log)
  if(NOT code EQUAL 0 OR NOT dom MATCHES "<body data-js=\"ready\">")
    message(FATAL_ERROR "Chromium: exit code ${code}, the page's script did not finish:\n${log}")
  endif()
  if(log MATCHES "CONSOLE[^\n]*")
    message(FATAL_ERROR "Chromium's console: ${CMAKE_MATCH_0}")
  endif()
  file(MAKE_DIRECTORY ${ARTEFACTS})
  file(REMOVE ${ARTEFACTS}/report.png)
  execute_process(COMMAND ${CHROMIUM} --headless --no-sandbox --disable-gpu --user-data-dir=${dir}/profile
                          --hide-scrollbars --window-size=1280,1800 --screenshot=${ARTEFACTS}/report.png
                          file://${dir}/r.html
                  RESULT_VARIABLE code OUTPUT_QUIET ERROR_QUIET)
  file(SIZE ${ARTEFACTS}/report.png png_size)
  if(NOT code EQUAL 0 OR png_size LESS 20000)
    message(FATAL_ERROR "Chromium: no screenshot (exit code ${code}, ${png_size} bytes)")
  endif()
  message(STATUS "screenshot: ${ARTEFACTS}/report.png")
endif()
