#!/bin/sh
# SPDX-License-Identifier: MIT
# The compiler launcher of the sources a build only checks (GEOVERIFY_CHECK_ONLY,
# CMakeLists.txt): runs the compile command it is given with -fsyntax-only,
# which still writes the dependency file, and then creates the (empty) object
# file the build expects, so that the check reruns only when a source or a
# header it includes changes.
out=
prev=
for arg in "$@"; do
  if [ "$prev" = "-o" ]; then out=$arg; fi
  prev=$arg
done
if [ -z "$out" ]; then
  echo "syntax-only.sh: no -o in the compile command" >&2
  exit 2
fi
"$@" -fsyntax-only || exit $?
: > "$out"
