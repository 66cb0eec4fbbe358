#!/usr/bin/env bash
# Runs every fuzz target under libFuzzer with ASan+UBSan for SECONDS each
# (default 60), starting from the checked-in seed corpus and the float
# dictionary. New inputs go to build/clang/fuzz/corpus_<query>/, crashes to
# build/clang/fuzz/artifacts/. Exit 1 if any target crashed.
#   usage: scripts/fuzz.sh [SECONDS] [QUERY...]     e.g. scripts/fuzz.sh 600 obb_obb
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
case "$seconds" in (''|*[!0-9]*) echo "fuzz.sh: SECONDS must be a whole number, got '$seconds'" >&2; exit 2;; esac
shift || true
bash scripts/setup-debian.sh
cmake --preset clang >/dev/null
queries=("$@")
if [ ${#queries[@]} -eq 0 ]; then
  queries=($(sed -n 's/^set(GEOVERIFY_FUZZ_QUERIES \(.*\))$/\1/p' fuzz/CMakeLists.txt))
fi
targets=()
for q in "${queries[@]}"; do targets+=("fuzz_$q"); done
cmake --build --preset clang --target "${targets[@]}"
mkdir -p build/clang/fuzz/artifacts
status=0
for q in "${queries[@]}"; do
  corpus=build/clang/fuzz/corpus_$q
  mkdir -p "$corpus"
  echo "== fuzz_$q for ${seconds}s"
  if ! build/clang/fuzz/fuzz_$q -max_total_time="$seconds" -timeout=10 -print_final_stats=1 \
      -dict=fuzz/dict/floats.dict -artifact_prefix=build/clang/fuzz/artifacts/"$q"- \
      "$corpus" "fuzz/corpus/${q//_/-}"; then
    echo "fuzz_$q: CRASH (see build/clang/fuzz/artifacts/)" >&2
    status=1
  fi
done
exit $status
