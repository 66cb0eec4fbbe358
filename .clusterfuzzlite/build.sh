#!/bin/bash -eu
# SPDX-License-Identifier: MIT
# ClusterFuzzLite / OSS-Fuzz build of every geoverify fuzz target. Runs in the
# image of .clusterfuzzlite/Dockerfile, which provides $CXX (clang),
# $CXXFLAGS (sanitizer and coverage flags), $LIB_FUZZING_ENGINE, $SRC, $WORK
# and $OUT. For each target geoverify_add_fuzzer() registered (a manifest per
# target in <build>/geoverify-fuzzers/), it puts into $OUT:
#   <target>                  the fuzz target
#   <target>_seed_corpus.zip  its seed corpus (fuzz/corpus/<query>/)
#   <target>.dict             its dictionary (fuzz/dict/floats.dict)
# Targets declared EXPECT_MISMATCH (self-tests that must crash) are not listed.
set -eu
src=${SRC}/geoverify
build=${WORK}/geoverify-build

# The builder's flags as they are: no build type, no -Werror (its clang is
# newer than the ones geoverify is tested with), no tests or benchmarks; the
# fuzz targets link $LIB_FUZZING_ENGINE (GEOVERIFY_FUZZ_ENGINE=oss-fuzz).
cmake -S "$src" -B "$build" -G Ninja \
  -DCMAKE_CXX_COMPILER="$CXX" -DCMAKE_CXX_FLAGS="$CXXFLAGS" \
  -DGEOVERIFY_BUILD_TESTS=OFF -DGEOVERIFY_BUILD_BENCH=OFF -DGEOVERIFY_WERROR=OFF \
  -DGEOVERIFY_BUILD_FUZZERS=OFF -DGEOVERIFY_FUZZ_ENGINE=oss-fuzz \
  -DGEOVERIFY_LIB_FUZZING_ENGINE="$LIB_FUZZING_ENGINE"
cmake --build "$build" --target geoverify_fuzzers -j"$(nproc)"

shopt -s nullglob
manifests=("$build"/geoverify-fuzzers/*.txt)
if [ ${#manifests[@]} -eq 0 ]; then
  echo "build.sh: no fuzz target registered in $build/geoverify-fuzzers" >&2
  exit 1
fi
for manifest in "${manifests[@]}"; do
  name=$(basename "$manifest" .txt)
  exe=$(sed -n 's/^executable=//p' "$manifest")
  cp "$exe" "$OUT/$name"
  rm -f "$OUT/${name}_seed_corpus.zip"
  while IFS= read -r corpus; do
    (cd "$corpus" && zip -q -r "$OUT/${name}_seed_corpus.zip" .)
  done < <(sed -n 's/^corpus=//p' "$manifest")
  dict=$(sed -n 's/^dict=//p' "$manifest")
  if [ -n "$dict" ]; then cp "$dict" "$OUT/$name.dict"; fi
  echo "build.sh: $name$( [ -f "$OUT/${name}_seed_corpus.zip" ] && echo ", seed corpus")${dict:+, dictionary}"
done
