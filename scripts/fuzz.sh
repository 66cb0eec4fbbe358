#!/usr/bin/env bash
# Runs every fuzz target under libFuzzer with ASan+UBSan for SECONDS each
# (default 60), starting from the checked-in seed corpus and the float
# dictionary. New inputs go to build/clang/fuzz/corpus_<query>/, crashes to
# build/clang/fuzz/artifacts/. Each run gets its own folder,
# build/clang/fuzz/runs/<date>-<time>/, holding one libFuzzer log per target
# (<query>.log; nothing of it on the terminal) and every mismatch the target
# met as a GoogleTest reproducer (reproducers/<query>/mismatch-*.cpp; see
# docs/fuzzing.md). The run ends with a summary: per target the inputs run,
# inputs per second, corpus files, crashes, mismatches (reproducers written)
# and where the reproducers are. Exit 1 if any target crashed.
#   usage: scripts/fuzz.sh [SECONDS] [QUERY...]     e.g. scripts/fuzz.sh 600 obb_obb
# Environment (optional):
#   GEOVERIFY_FUZZ_BUILD_DIR  an already configured fuzzer build to use instead
#                             of the clang preset (no setup, no configure)
#   GEOVERIFY_FUZZ_RUNS       also stop each target after this many inputs
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
case "$seconds" in (''|*[!0-9]*) echo "fuzz.sh: SECONDS must be a whole number, got '$seconds'" >&2; exit 2;; esac
shift || true
runs=${GEOVERIFY_FUZZ_RUNS:-}
case "$runs" in (*[!0-9]*) echo "fuzz.sh: GEOVERIFY_FUZZ_RUNS must be a whole number, got '$runs'" >&2; exit 2;; esac
build=${GEOVERIFY_FUZZ_BUILD_DIR:-}
if [ -z "$build" ]; then
  bash scripts/setup-debian.sh
  cmake --preset clang >/dev/null
  build=build/clang
fi
queries=("$@")
if [ ${#queries[@]} -eq 0 ]; then
  # Every query of the registry, as file stems (PlaneAabb -> plane_aabb), the
  # way cmake/GeoverifyRegistry.cmake names the fuzz targets.
  queries=($(sed -n 's/^[[:space:]]*X(\([A-Za-z0-9]*\)).*/\1/p' query/include/geoverify/query/registry.h |
             sed -E 's/([a-z0-9])([A-Z])/\1_\2/g' | tr 'A-Z' 'a-z'))
fi
targets=()
for q in "${queries[@]}"; do targets+=("fuzz_$q"); done
cmake --build "$build" --target "${targets[@]}"

fuzz=$build/fuzz
run=$fuzz/runs/$(date +%Y%m%d-%H%M%S)
mkdir -p "$fuzz/artifacts" "$run"
status=0
rows=()
declare -A crash_of reproducers_of
for q in "${queries[@]}"; do
  corpus=$fuzz/corpus_$q
  repro=$run/reproducers/$q
  log=$run/$q.log
  mkdir -p "$corpus" "$repro"
  marker=$run/.start-$q
  touch "$marker"
  limits=(-max_total_time="$seconds")
  [ -n "$runs" ] && limits+=(-runs="$runs")
  printf '== fuzz_%s for %ss%s: log %s\n' "$q" "$seconds" "${runs:+ (at most $runs inputs)}" "$log"
  rc=0
  start=$(date +%s.%N)
  GEOVERIFY_REPRODUCER_DIR=$repro "$fuzz/fuzz_$q" "${limits[@]}" -timeout=10 -print_final_stats=1 \
      -dict=fuzz/dict/floats.dict -artifact_prefix="$fuzz/artifacts/$q-" \
      "$corpus" "fuzz/corpus/${q//_/-}" >"$log" 2>&1 || rc=$?
  wall=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.3f", b - a }')
  # libFuzzer's final statistics (-print_final_stats=1; also printed on a
  # crash), else its "Done N runs in S second(s)" line.
  execs=$(sed -n 's/^stat::number_of_executed_units: *\([0-9]*\).*/\1/p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *\([0-9]*\).*/\1/p' "$log" | tail -1)
  done_line=$(grep -E '^Done [0-9]+ runs in [0-9]+ second' "$log" | tail -1 || true)
  if [ -z "$execs" ] && [ -n "$done_line" ]; then execs=$(awk '{print $2}' <<<"$done_line"); fi
  if [ -z "$rate" ] && [ -n "$done_line" ]; then rate=$(awk '{ if ($5 > 0) printf "%d", $2 / $5 }' <<<"$done_line"); fi
  # libFuzzer counts whole seconds (0 for a run under one): then the wall clock.
  if [ -n "$execs" ] && [ "${rate:-0}" -eq 0 ]; then
    rate=$(awk -v n="$execs" -v t="$wall" 'BEGIN { if (t > 0) printf "%d", n / t }')
  fi
  files=$(find "$corpus" -type f | wc -l)
  crash_of[$q]=$(find "$fuzz/artifacts" -maxdepth 1 -type f -name "$q-*" -newer "$marker" | sort)
  crashes=$(grep -c . <<<"${crash_of[$q]}" || true)
  reproducers_of[$q]=$(find "$repro" -maxdepth 1 -type f -name 'mismatch-*.cpp' | sort)
  mismatches=$(grep -c . <<<"${reproducers_of[$q]}" || true)
  state=ok
  if [ "$rc" -ne 0 ]; then
    state="CRASH (exit $rc)"
    status=1
  fi
  rows+=("$(printf '%-20s %12s %9s %7s %8s %11s  %s' "fuzz_$q" "${execs:-?}" "${rate:-?}" "$files" "$crashes" \
           "$mismatches" "$state")")
  rm -f "$marker"
done

echo
echo "== fuzz summary: ${seconds}s per target${runs:+, at most $runs inputs}; logs and reproducers in $run/"
printf '%-20s %12s %9s %7s %8s %11s  %s\n' target execs execs/s corpus crashes mismatches status
printf '%s\n' "${rows[@]}"
for q in "${queries[@]}"; do
  if [ -n "${reproducers_of[$q]}" ]; then
    n=$(grep -c . <<<"${reproducers_of[$q]}")
    echo "fuzz_$q: $n reproducer(s)"
    head -2 <<<"${reproducers_of[$q]}" | sed 's/^/  /'
    if [ "$n" -gt 2 ]; then echo "  ... $((n - 2)) more in $run/reproducers/$q/"; fi
  fi
  if [ -n "${crash_of[$q]}" ]; then
    echo "fuzz_$q: CRASH, input $(head -1 <<<"${crash_of[$q]}"); see $run/$q.log" >&2
  fi
done
exit $status
