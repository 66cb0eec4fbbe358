# SPDX-License-Identifier: MIT
# CTest script: geoverify_bench --ratios FILE writes its ratio table as a JSON
# array whose objects have the keys query, type, family, core_over_plain,
# cgal_over_core and exact_ns (main.cpp), one per row of the table.
#   cmake -DBENCH=<geoverify_bench> -DOUT=<file> -P ratio_json_test.cmake
include(${CMAKE_CURRENT_LIST_DIR}/bench_json.cmake)
gv_bench_json(out --cases=16 --benchmark_repetitions=1 --benchmark_min_time=0 --benchmark_filter=^sphere-aabb/
              --ratios ${OUT})
gv_read_json_array(${OUT} json n)
# sphere-aabb: f32 and f64, three families each
if(NOT n EQUAL 6)
  message(FATAL_ERROR "${OUT}: ${n} rows, want 6")
endif()
math(EXPR last "${n} - 1")
foreach(i RANGE ${last})
  string(JSON query GET "${json}" ${i} query)
  string(JSON type GET "${json}" ${i} type)
  string(JSON family GET "${json}" ${i} family)
  if(NOT query STREQUAL "sphere-aabb" OR NOT type MATCHES "^f(32|64)$"
     OR NOT family MATCHES "^(typical|near-boundary|exact-fallback)$")
    message(FATAL_ERROR "${OUT}: row ${i} is ${query}/${type}/${family}")
  endif()
  foreach(key core_over_plain exact_ns)
    string(JSON kind TYPE "${json}" ${i} ${key})
    string(JSON value GET "${json}" ${i} ${key})
    if(NOT kind STREQUAL "NUMBER" OR NOT value GREATER 0)
      message(FATAL_ERROR "${OUT}: row ${i} ${key} is ${kind} ${value}, want a positive number")
    endif()
  endforeach()
  string(JSON kind TYPE "${json}" ${i} cgal_over_core)
  if(NOT kind MATCHES "^(NULL|NUMBER)$")
    message(FATAL_ERROR "${OUT}: row ${i} cgal_over_core is ${kind}")
  endif()
endforeach()
message(STATUS "${n} rows with every key")
