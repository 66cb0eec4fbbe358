#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Shows that a change left the campaign's results alone: runs the `geoverify`
# binaries BEFORE and AFTER on the same fixed work (--cases N, seeds 1 to 3)
# and compares their JSON reports with scripts/same_results.py (every field
# but the timing ones; query instances only one of them has are listed, not
# compared). Exit 0 when identical, 1 when not, 2 on bad usage.
#   scripts/same_results.sh BEFORE AFTER [CASES]   (CASES default 2000)
# e.g. build the old revision in a worktree, then
#   scripts/same_results.sh ../old/build/gcc/cli/geoverify build/gcc/cli/geoverify
set -euo pipefail
if [ $# -lt 2 ] || [ $# -gt 3 ]; then
  echo "usage: scripts/same_results.sh BEFORE AFTER [CASES]" >&2
  exit 2
fi
before=$1 after=$2 cases=${3:-2000}
for exe in "$before" "$after"; do
  [ -x "$exe" ] || { echo "same_results.sh: '$exe' is not an executable" >&2; exit 2; }
done
case "$cases" in (''|*[!0-9]*) echo "same_results.sh: CASES must be a whole number, got '$cases'" >&2; exit 2;; esac
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
status=0
for seed in 1 2 3; do
  for side in before after; do
    exe=$before
    [ "$side" = after ] && exe=$after
    # exit 1 (a contract violated) is a result like any other here
    "$exe" run --cases "$cases" --seconds 10000000 --seed "$seed" --no-progress \
      --report "$out/$side-$seed.json" >/dev/null || [ $? -eq 1 ]
  done
  python3 "$(dirname "$0")/same_results.py" "$out/before-$seed.json" "$out/after-$seed.json" || status=1
done
exit $status
