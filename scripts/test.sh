#!/usr/bin/env bash
# Every test: set everything up, then build and run the whole suite through
# CTest twice: with g++ (unit tests, properties, corpus replays, the
# -O3 -march=native build, a one-pass benchmark smoke run), and with clang
# under ASan+UBSan (the same tests but the properties and the benchmark, whose
# sources it only checks for warnings, plus each libFuzzer target run for a
# fixed number of inputs from its seed corpus). Both builds treat warnings
# (-Wall -Wextra) as errors. Then the package is installed from the g++ build
# (no third build) and the example consumers are built against it.
# Ends with the time each phase took.
set -euo pipefail
cd "$(dirname "$0")/.."

phases=()
started=$(date +%s)
summary() {
  local rc=$?
  echo
  echo "== test.sh phase times (seconds)"
  for p in "${phases[@]}"; do echo "   $p"; done
  echo "   total $(( $(date +%s) - started ))  (exit $rc)"
}
trap summary EXIT

# phase NAME COMMAND...: runs COMMAND and records how long it took.
phase() {
  local name=$1 t0
  shift
  t0=$(date +%s)
  echo "== phase: $name"
  "$@"
  phases+=("$(printf '%-15s %5d' "$name" $(( $(date +%s) - t0 )))")
}

phase setup bash scripts/setup-debian.sh --tests
phase gcc-configure cmake --preset gcc
phase gcc-build cmake --build --preset gcc
phase gcc-test ctest --preset gcc
phase clang-configure cmake --preset clang
phase clang-build cmake --build --preset clang
phase clang-test ctest --preset clang
phase consumers bash scripts/consumers.sh build/gcc
