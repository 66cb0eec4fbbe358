# SPDX-License-Identifier: MIT
# GeoverifyFuzz: build a fuzz target that checks a routine against geoverify's
# exact oracles (geoverify/fuzz/fuzz.h), and run it in CTest.
#
#   geoverify_add_fuzzer(NAME <target> SOURCES <file>...
#                        [CORPUS <dir>...] [DICT <file>] [RUNS <n>] [EXPECT_MISMATCH])
#
# creates the executable <target> from SOURCES (one of which defines
# LLVMFuzzerTestOneInput, e.g. with GEOVERIFY_FUZZ_ROUTINE) linked with the
# geoverify verification target, and the test <target>_fuzz_smoke:
#   libFuzzer    (clang): the target is compiled and linked with
#                -fsanitize=fuzzer; the test runs RUNS inputs (default 2000,
#                fixed seed) starting from the CORPUS folders (seeds; never
#                written to), with DICT, new inputs going
#                to <binary dir>/<target>_corpus, reproducers to
#                <binary dir>/<target>_reproducers, crash inputs to
#                <binary dir>/<target>_artifacts.
#   replay       (any other compiler): the target gets a main that runs the
#                files it is given (geoverify/fuzz/replay.h); the test replays
#                CORPUS (no test without a CORPUS).
#   oss-fuzz     (ClusterFuzzLite / OSS-Fuzz builds): linked with the flags
#                in GEOVERIFY_LIB_FUZZING_ENGINE (default: the environment's
#                $LIB_FUZZING_ENGINE); compile flags come from $CXXFLAGS.
# The engine is GEOVERIFY_FUZZ_ENGINE if set, else oss-fuzz when
# $LIB_FUZZING_ENGINE is set, else libFuzzer with clang, else replay.
# Add your own libraries with target_link_libraries(<target> PRIVATE ...); for
# coverage feedback inside them, compile them with -fsanitize=fuzzer-no-link.
#
# EXPECT_MISMATCH: the routine is known to be wrong (a demonstration, or a
# test of the harness). The test then passes only if the run stops with a
# mismatch or a crash, has written a reproducer (mismatch-*.cpp or
# crash-*.cpp) holding the case, and
# (libFuzzer) replaying the saved crash input writes the same reproducer. Such
# a target is left out of geoverify_fuzzers and of the ClusterFuzzLite list.
#
# Every other target joins the custom target `geoverify_fuzzers` and is listed
# in <build dir>/geoverify-fuzzers/<target>.txt, one key=value per line:
# executable=<path>, corpus=<seed dir> (one line per CORPUS folder) and
# dict=<file> (when given); .clusterfuzzlite/build.sh reads these to fill $OUT.
#
# Variables this module sets: GEOVERIFY_FUZZ_SEED_CORPUS_DIR (one folder of
# seeds per query, named like the query: ray-aabb, obb-sphere, ...) and
# GEOVERIFY_FUZZ_DICT (the float dictionary), found in the source tree or
# under <prefix>/share/geoverify/fuzz of an installed package (set
# GEOVERIFY_FUZZ_DATA_DIR to point elsewhere).
#
# Run as a script (cmake -P), this file is the EXPECT_MISMATCH check itself.
include_guard(DIRECTORY)  # per directory: the variables below are directory-scoped

# ---- script mode: the EXPECT_MISMATCH check ---------------------------------
#   -DFUZZER=<exe> -DENGINE=<libfuzzer|replay|oss-fuzz> -DARGS=<a|b|...>
#   -DREPRODUCERS=<dir> -DARTIFACTS=<dir> -DCORPUS_OUT=<dir>
if(CMAKE_SCRIPT_MODE_FILE AND CMAKE_SCRIPT_MODE_FILE STREQUAL CMAKE_CURRENT_LIST_FILE)
  string(REPLACE "|" ";" ARGS "${ARGS}")
  foreach(_d REPRODUCERS ARTIFACTS CORPUS_OUT)
    if(NOT "${${_d}}" STREQUAL "")
      file(REMOVE_RECURSE "${${_d}}")
      file(MAKE_DIRECTORY "${${_d}}")
    endif()
  endforeach()
  execute_process(COMMAND ${CMAKE_COMMAND} -E env GEOVERIFY_REPRODUCER_DIR=${REPRODUCERS} ${FUZZER} ${ARGS}
                  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  if(_rc EQUAL 0)
    message(FATAL_ERROR "expected a mismatch, but ${FUZZER} finished cleanly:\n${_err}")
  endif()
  file(GLOB _found "${REPRODUCERS}/mismatch-*.cpp" "${REPRODUCERS}/crash-*.cpp")
  list(LENGTH _found _n)
  if(NOT _n EQUAL 1)
    message(FATAL_ERROR "expected one reproducer in ${REPRODUCERS}, found ${_n} (exit ${_rc}):\n${_err}")
  endif()
  string(FIND "${_err}" "reproducer written to ${_found}" _at)
  if(_at EQUAL -1)
    message(FATAL_ERROR "the fuzzer did not print the reproducer's path ${_found}:\n${_err}")
  endif()
  file(READ "${_found}" _text)
  foreach(_must "TEST(GeoverifyFuzz, " "ASSERT_EQ(gv::exact::oracle(c).relation, gv::Relation::" "  const gv::"
                "  const gv::query::" "EXPECT_")
    string(FIND "${_text}" "${_must}" _at)
    if(_at EQUAL -1)
      message(FATAL_ERROR "the reproducer ${_found} lacks '${_must}':\n${_text}")
    endif()
  endforeach()
  if(ENGINE STREQUAL "libfuzzer")
    # libFuzzer saved the input; replaying it must give the same finding.
    file(GLOB _crashes "${ARTIFACTS}/crash-*")
    list(LENGTH _crashes _nc)
    if(NOT _nc EQUAL 1)
      message(FATAL_ERROR "expected one crash input in ${ARTIFACTS}, found ${_nc}:\n${_err}")
    endif()
    set(_again "${REPRODUCERS}/replay")
    file(MAKE_DIRECTORY "${_again}")
    execute_process(COMMAND ${CMAKE_COMMAND} -E env GEOVERIFY_REPRODUCER_DIR=${_again} ${FUZZER} ${_crashes}
                    RESULT_VARIABLE _rc2 OUTPUT_QUIET ERROR_VARIABLE _err2)
    get_filename_component(_name "${_found}" NAME)
    if(_rc2 EQUAL 0 OR NOT EXISTS "${_again}/${_name}")
      message(FATAL_ERROR "replaying ${_crashes} did not reproduce ${_name} (exit ${_rc2}):\n${_err2}")
    endif()
    file(READ "${_again}/${_name}" _text2)
    if(NOT _text2 STREQUAL _text)
      message(FATAL_ERROR "replaying ${_crashes} wrote a different ${_name}")
    endif()
  endif()
  message(STATUS "mismatch found as expected; reproducer ${_found}:\n${_text}")
  return()
endif()

# ---- configure mode ----------------------------------------------------------
set_property(GLOBAL PROPERTY GEOVERIFY_FUZZ_MODULE "${CMAKE_CURRENT_LIST_FILE}")

if(NOT GEOVERIFY_FUZZ_DATA_DIR)
  if(EXISTS "${CMAKE_CURRENT_LIST_DIR}/../fuzz/corpus")             # the source tree
    get_filename_component(GEOVERIFY_FUZZ_DATA_DIR "${CMAKE_CURRENT_LIST_DIR}/../fuzz" ABSOLUTE)
  elseif(PACKAGE_PREFIX_DIR AND EXISTS "${PACKAGE_PREFIX_DIR}/share/geoverify/fuzz/corpus")  # installed
    set(GEOVERIFY_FUZZ_DATA_DIR "${PACKAGE_PREFIX_DIR}/share/geoverify/fuzz")
  endif()
endif()
if(GEOVERIFY_FUZZ_DATA_DIR)
  set(GEOVERIFY_FUZZ_SEED_CORPUS_DIR "${GEOVERIFY_FUZZ_DATA_DIR}/corpus")
  set(GEOVERIFY_FUZZ_DICT "${GEOVERIFY_FUZZ_DATA_DIR}/dict/floats.dict")
endif()

set(GEOVERIFY_LIB_FUZZING_ENGINE "$ENV{LIB_FUZZING_ENGINE}" CACHE STRING
    "Link flags of the fuzzing engine for GEOVERIFY_FUZZ_ENGINE=oss-fuzz (OSS-Fuzz's \$LIB_FUZZING_ENGINE)")

# The include folder of <fuzzer/FuzzedDataProvider.h> for compilers other than
# clang (clang finds it itself). It ships with clang's runtime; -I on that
# folder would shadow g++'s own headers (clang's stddef.h), -idirafter does not.
function(_geoverify_fuzz_fdp_include out)
  set(${out} "" PARENT_SCOPE)
  if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    return()
  endif()
  file(GLOB _fdp /usr/lib/llvm-*/lib/clang/*/include/fuzzer/FuzzedDataProvider.h
                 /usr/lib/clang/*/include/fuzzer/FuzzedDataProvider.h)
  if(NOT _fdp)
    message(FATAL_ERROR "FuzzedDataProvider.h not found: install clang's runtime headers "
                        "(Debian: libclang-rt-14-dev)")
  endif()
  list(SORT _fdp)
  list(GET _fdp -1 _fdp)
  get_filename_component(_dir "${_fdp}" DIRECTORY)
  get_filename_component(_dir "${_dir}" DIRECTORY)
  set(${out} "${_dir}" PARENT_SCOPE)
endfunction()

# Adds the FuzzedDataProvider include folder to a target (a no-op for clang).
function(geoverify_fuzz_provider_include target)
  _geoverify_fuzz_fdp_include(_dir)
  if(_dir)
    get_target_property(_type ${target} TYPE)
    if(_type STREQUAL "INTERFACE_LIBRARY")
      target_compile_options(${target} INTERFACE "$<BUILD_INTERFACE:SHELL:-idirafter ${_dir}>")
    else()
      target_compile_options(${target} PRIVATE "SHELL:-idirafter ${_dir}")
    endif()
  endif()
endfunction()

function(geoverify_add_fuzzer)
  cmake_parse_arguments(PARSE_ARGV 0 ARG "EXPECT_MISMATCH" "NAME;DICT;RUNS" "SOURCES;CORPUS")
  if(NOT ARG_NAME OR NOT ARG_SOURCES)
    message(FATAL_ERROR "geoverify_add_fuzzer: NAME and SOURCES are required")
  endif()
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "geoverify_add_fuzzer: unknown arguments ${ARG_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT ARG_RUNS)
    set(ARG_RUNS 2000)
  endif()
  set(_corpora "")
  foreach(_c IN LISTS ARG_CORPUS)
    get_filename_component(_c "${_c}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    if(NOT IS_DIRECTORY "${_c}")
      message(FATAL_ERROR "geoverify_add_fuzzer(${ARG_NAME}): CORPUS ${_c} is not a folder")
    endif()
    list(APPEND _corpora "${_c}")
  endforeach()
  if(ARG_DICT)
    get_filename_component(ARG_DICT "${ARG_DICT}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    if(NOT EXISTS "${ARG_DICT}")
      message(FATAL_ERROR "geoverify_add_fuzzer(${ARG_NAME}): DICT ${ARG_DICT} does not exist")
    endif()
  endif()

  # The engine.
  if(GEOVERIFY_FUZZ_ENGINE)
    set(_engine "${GEOVERIFY_FUZZ_ENGINE}")
  elseif(NOT "$ENV{LIB_FUZZING_ENGINE}" STREQUAL "")
    set(_engine oss-fuzz)
  elseif(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    set(_engine libfuzzer)
  else()
    set(_engine replay)
  endif()
  if(NOT _engine MATCHES "^(libfuzzer|replay|oss-fuzz)$")
    message(FATAL_ERROR "GEOVERIFY_FUZZ_ENGINE must be libfuzzer, replay or oss-fuzz, not '${_engine}'")
  endif()

  # The verification target: in-tree geoverify_fuzz_support, or the installed package's.
  if(TARGET geoverify_fuzz_support)
    set(_verify geoverify_fuzz_support)
  elseif(TARGET geoverify::fuzz_support)
    set(_verify geoverify::fuzz_support)
  elseif(TARGET geoverify::verify)
    set(_verify geoverify::verify)
  else()
    message(FATAL_ERROR "geoverify_add_fuzzer: no geoverify verification target; "
                        "use find_package(geoverify CONFIG REQUIRED COMPONENTS verify)")
  endif()

  add_executable(${ARG_NAME} ${ARG_SOURCES})
  target_link_libraries(${ARG_NAME} PRIVATE ${_verify})
  target_compile_features(${ARG_NAME} PRIVATE cxx_std_17)
  if(_engine STREQUAL "libfuzzer")
    target_compile_options(${ARG_NAME} PRIVATE -fsanitize=fuzzer)
    target_link_options(${ARG_NAME} PRIVATE -fsanitize=fuzzer)
  elseif(_engine STREQUAL "oss-fuzz")
    separate_arguments(_flags UNIX_COMMAND "${GEOVERIFY_LIB_FUZZING_ENGINE}")
    if(NOT _flags)
      message(FATAL_ERROR "GEOVERIFY_FUZZ_ENGINE=oss-fuzz needs GEOVERIFY_LIB_FUZZING_ENGINE (or \$LIB_FUZZING_ENGINE)")
    endif()
    target_link_options(${ARG_NAME} PRIVATE ${_flags})
  else()
    # One replay main for every replay target of the project, compiled once.
    if(NOT TARGET geoverify_fuzz_replay_main)
      set(_main "${CMAKE_BINARY_DIR}/geoverify_fuzz_replay_main.cpp")
      file(CONFIGURE OUTPUT "${_main}" CONTENT
        "// Generated by geoverify_add_fuzzer: the replay main (geoverify/fuzz/replay.h).\n#include \"geoverify/fuzz/replay.h\"\n\nint main(int argc, char** argv) { return gv::fuzz::replay_main(argc, argv); }\n")
      add_library(geoverify_fuzz_replay_main STATIC "${_main}")
      target_link_libraries(geoverify_fuzz_replay_main PRIVATE ${_verify})
      target_compile_features(geoverify_fuzz_replay_main PRIVATE cxx_std_17)
      geoverify_fuzz_provider_include(geoverify_fuzz_replay_main)
    endif()
    target_link_libraries(${ARG_NAME} PRIVATE geoverify_fuzz_replay_main)
  endif()
  geoverify_fuzz_provider_include(${ARG_NAME})

  if(NOT ARG_EXPECT_MISMATCH)
    if(NOT TARGET geoverify_fuzzers)
      add_custom_target(geoverify_fuzzers)
    endif()
    add_dependencies(geoverify_fuzzers ${ARG_NAME})
    set(_manifest "executable=$<TARGET_FILE:${ARG_NAME}>\n")
    foreach(_c IN LISTS _corpora)
      string(APPEND _manifest "corpus=${_c}\n")
    endforeach()
    if(ARG_DICT)
      string(APPEND _manifest "dict=${ARG_DICT}\n")
    endif()
    file(GENERATE OUTPUT "${CMAKE_BINARY_DIR}/geoverify-fuzzers/${ARG_NAME}.txt" CONTENT "${_manifest}")
  endif()

  # The smoke test.
  set(_dir "${CMAKE_CURRENT_BINARY_DIR}")
  set(_repro "${_dir}/${ARG_NAME}_reproducers")
  set(_artifacts "${_dir}/${ARG_NAME}_artifacts")
  set(_corpus_out "${_dir}/${ARG_NAME}_corpus")
  if(_engine STREQUAL "replay")
    if(NOT _corpora)
      return()  # nothing to replay
    endif()
    set(_args ${_corpora})
  else()
    file(MAKE_DIRECTORY "${_corpus_out}" "${_artifacts}")
    set(_args -runs=${ARG_RUNS} -seed=1 -timeout=60 -artifact_prefix=${_artifacts}/)
    if(ARG_DICT)
      list(APPEND _args -dict=${ARG_DICT})
    endif()
    list(APPEND _args "${_corpus_out}" ${_corpora})
  endif()
  set(_env ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1)
  if(ARG_EXPECT_MISMATCH)
    get_property(_module GLOBAL PROPERTY GEOVERIFY_FUZZ_MODULE)
    string(REPLACE ";" "|" _script_args "${_args}")
    add_test(NAME ${ARG_NAME}_fuzz_smoke
      COMMAND ${CMAKE_COMMAND} -E env ${_env}
              ${CMAKE_COMMAND} -DFUZZER=$<TARGET_FILE:${ARG_NAME}> -DENGINE=${_engine} "-DARGS=${_script_args}"
              -DREPRODUCERS=${_repro} -DARTIFACTS=${_artifacts} -DCORPUS_OUT=${_corpus_out} -P ${_module})
  else()
    add_test(NAME ${ARG_NAME}_fuzz_smoke
      COMMAND ${CMAKE_COMMAND} -E env ${_env} GEOVERIFY_REPRODUCER_DIR=${_repro}
              $<TARGET_FILE:${ARG_NAME}> ${_args})
  endif()
endfunction()
