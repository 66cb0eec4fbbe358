# SPDX-License-Identifier: MIT
# Runs EXE with ARGS (a ;-list) and checks its exit code and stderr (and
# stdout, when STDOUT_REGEX is given).
execute_process(COMMAND ${EXE} ${ARGS} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code STREQUAL "${CODE}")
  message(FATAL_ERROR "exit code ${code}, expected ${CODE}\nstdout:\n${out}\nstderr:\n${err}")
endif()
if(NOT err MATCHES "${STDERR_REGEX}")
  message(FATAL_ERROR "stderr does not match '${STDERR_REGEX}':\n${err}")
endif()
string(REGEX MATCHALL "\n" lines "${err}")
list(LENGTH lines n)
if(n GREATER 1)
  message(FATAL_ERROR "stderr has ${n} lines, expected at most one:\n${err}")
endif()
if(DEFINED STDOUT_REGEX AND NOT out MATCHES "${STDOUT_REGEX}")
  message(FATAL_ERROR "stdout does not match '${STDOUT_REGEX}':\n${out}")
endif()
