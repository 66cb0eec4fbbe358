# SPDX-License-Identifier: MIT
# CTest script: geoverify_bench --exact-classes FILE times the exact stage of
# every query per generator class and writes a JSON array whose objects have
# the keys query, type, class, tried, exact and exact_ns (main.cpp): exact_ns
# a positive number where some case of the class reached the exact stage,
# null where none did; every query with an exact stage in both types, every
# class of its generator once.
#   cmake -DBENCH=<geoverify_bench> -DOUT=<file> -P exact_classes_test.cmake
cmake_policy(SET CMP0057 NEW)  # if(IN_LIST) in a -P script
include(${CMAKE_CURRENT_LIST_DIR}/bench_json.cmake)
gv_bench_json(out --cases=8 --exact-classes ${OUT})
if(NOT out MATCHES "worst class per query and type\n.*obb-sphere/f64 +[a-z-]+ +[0-9]+ ns")
  message(FATAL_ERROR "no worst-class line for obb-sphere/f64 in:\n${out}")
endif()
gv_read_json_array(${OUT} json n)
math(EXPR last "${n} - 1")
set(seen "")
set(timed 0)
foreach(i RANGE ${last})
  string(JSON query GET "${json}" ${i} query)
  string(JSON type GET "${json}" ${i} type)
  string(JSON class GET "${json}" ${i} class)
  string(JSON tried GET "${json}" ${i} tried)
  string(JSON exact GET "${json}" ${i} exact)
  string(JSON kind TYPE "${json}" ${i} exact_ns)
  if(NOT type MATCHES "^f(32|64)$" OR class STREQUAL "" OR tried LESS 1 OR exact GREATER tried)
    message(FATAL_ERROR "${OUT}: row ${i} is ${query}/${type}/${class}, tried ${tried}, exact ${exact}")
  endif()
  if(exact GREATER 0)
    string(JSON ns GET "${json}" ${i} exact_ns)
    if(NOT kind STREQUAL "NUMBER" OR NOT ns GREATER 0)
      message(FATAL_ERROR "${OUT}: row ${i} (${query}/${type}/${class}) has ${exact} exact cases and exact_ns ${kind}")
    endif()
    math(EXPR timed "${timed} + 1")
  elseif(NOT kind STREQUAL "NULL")
    message(FATAL_ERROR "${OUT}: row ${i} (${query}/${type}/${class}) has no exact case but exact_ns ${kind}")
  endif()
  set(key "${query}/${type}/${class}")
  if(key IN_LIST seen)
    message(FATAL_ERROR "${OUT}: ${key} twice")
  endif()
  list(APPEND seen "${key}")
endforeach()
foreach(want obb-sphere/f32/random-bits obb-sphere/f64/random-bits segment-segment-closest/f64/random-bits
             ray-aabb/f64/subnormal-dir)
  if(NOT want IN_LIST seen)
    message(FATAL_ERROR "${OUT}: no row ${want}")
  endif()
endforeach()
message(STATUS "${n} classes, ${timed} of them timed")
