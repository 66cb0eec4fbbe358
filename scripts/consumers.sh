#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Out-of-tree consumers, built the way a user builds them: install geoverify
# as a package (core + verification suite + the geoverify command), then
#   1. examples/embed_core        embeds the certified core (find_package)
#   2. examples/verify_my_routine verifies a routine geoverify does not ship:
#      its defective build must exit 1 (defect found), its fixed build 0,
#      through the campaign library and the GoogleTest helper; and
#      examples/fuzz_my_routine fuzzes one (libFuzzer, clang): the fuzz
#      target must find its rounding defect and write a reproducer
#   3. examples/check_my_hit judges the numbers a routine returns (a ray's
#      entry parameter into a box) under ulps(4): its defective build must
#      exit 1 with a hit behind the origin reported, its fixed build 0
#   4. examples/ray_mesh_caster judges a BVH ray caster over whole meshes:
#      the plain one must exit 1 with leaks found, the robust one 0
#   5. the installed geoverify command runs a tiny campaign.
#
# Usage: scripts/consumers.sh [BUILD_DIR]
# With BUILD_DIR (a configured and built tree of this project, such as
# build/gcc), the package is installed from it; scripts/test.sh does so after
# the g++ workflow, so CI builds the suite twice, not three times. Without it,
# a Release package is configured and built in build/package first.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
pkg=$root/build/package
prefix=$pkg/prefix
out=$root/build/consumers
from=${1:-}
if [ -n "$from" ] && [ ! -f "$from/CMakeCache.txt" ]; then
  echo "consumers: $from is not a configured build tree (no CMakeCache.txt)" >&2
  exit 2
fi
rm -rf "$prefix" "$out"
mkdir -p "$out"

if [ -n "$from" ]; then
  echo "== geoverify: installing the package from $from into $prefix"
  cmake --build "$from" -j2 >/dev/null
  cmake --install "$from" --prefix "$prefix" >/dev/null
else
  echo "== geoverify: building and installing the package into $prefix"
  cmake -S . -B "$pkg" -G Ninja -DCMAKE_BUILD_TYPE=Release -DGEOVERIFY_BUILD_TESTS=OFF \
    -DGEOVERIFY_BUILD_BENCH=OFF -DGEOVERIFY_WERROR=ON >/dev/null
  cmake --build "$pkg" -j2
  cmake --install "$pkg" --prefix "$prefix" >/dev/null
fi

echo "== consumer 1: examples/embed_core (find_package, geoverify::core)"
cmake -S examples/embed_core -B "$out/embed" -G Ninja -DCMAKE_PREFIX_PATH="$prefix" >/dev/null
cmake --build "$out/embed" >/dev/null
"$out/embed/embed_core"

echo "== consumer 2: examples/verify_my_routine, defective routine (must exit 1)"
cmake -S examples/verify_my_routine -B "$out/verify" -G Ninja -DCMAKE_PREFIX_PATH="$prefix" \
  -DMY_ROUTINE_FIXED=OFF >/dev/null
cmake --build "$out/verify" >/dev/null
set +e
"$out/verify/check_my_plane_sphere" "$out/defective.json" >"$out/defective.txt"
rc=$?
set -e
if [ "$rc" -ne 1 ] || ! grep -q "^  my_plane_sphere .*VIOLATED$" "$out/defective.txt"; then
  cat "$out/defective.txt"
  echo "consumers: the defective routine was not caught (exit $rc)" >&2
  exit 1
fi
grep "my_plane_sphere" "$out/defective.txt" | head -3
if "$out/verify/my_plane_sphere_test" >"$out/defective-gtest.txt" 2>&1; then
  echo "consumers: the GoogleTest helper passed a defective routine" >&2
  exit 1
fi
grep -q "TEST(my_plane_sphere_case, Geoverify_" "$out/defective-gtest.txt" || {
  cat "$out/defective-gtest.txt"
  echo "consumers: the GoogleTest helper printed no regression test" >&2
  exit 1
}
echo "   caught: exit 1, and the GoogleTest helper printed a paste-ready regression"
echo "== consumer 2: the report's counterexamples as regression tests (the installed geoverify-regressions)"
"$prefix/bin/geoverify-regressions" "$out/defective.json" --call my_plane_sphere=my_plane_sphere_case \
  --include my_routine.h >"$out/regressions_test.cpp"
n=$(grep -c "^TEST(GeoverifyRegressions, MyPlaneSphere" "$out/regressions_test.cpp" || true)
cmake -S examples/verify_my_routine -B "$out/verify" -DMY_REGRESSIONS="$out/regressions_test.cpp" >/dev/null
cmake --build "$out/verify" >/dev/null
if [ "$n" -lt 1 ] || "$out/verify/my_plane_sphere_regressions" >"$out/regressions.txt" 2>&1; then
  echo "consumers: $n regression tests, and they pass on the defective routine" >&2
  exit 1
fi
echo "   $n regression tests, $(grep -c '^\[  FAILED  \] GeoverifyRegressions.*ms)$' "$out/regressions.txt") failing on the defective routine"

echo "== consumer 2: examples/verify_my_routine, fixed routine (must exit 0)"
cmake -S examples/verify_my_routine -B "$out/verify" -DMY_ROUTINE_FIXED=ON >/dev/null
cmake --build "$out/verify" >/dev/null
"$out/verify/check_my_plane_sphere" | tail -1
"$out/verify/my_plane_sphere_test" | tail -1
"$out/verify/my_plane_sphere_regressions" | tail -1

echo "== consumer 2: examples/fuzz_my_routine (libFuzzer with clang): the rounding defect must be found"
CXX=clang++ cmake -S examples/fuzz_my_routine -B "$out/fuzz" -G Ninja -DCMAKE_PREFIX_PATH="$prefix" >/dev/null
cmake --build "$out/fuzz" >/dev/null
ctest --test-dir "$out/fuzz" --output-on-failure | tail -3

echo "== consumer 3: examples/check_my_hit, numbers under ulps(4): defective routine (must exit 1)"
cmake -S examples/check_my_hit -B "$out/hit" -G Ninja -DCMAKE_PREFIX_PATH="$prefix" -DMY_HIT_FIXED=OFF >/dev/null
cmake --build "$out/hit" >/dev/null
set +e
"$out/hit/check_my_hit" >"$out/hit-defective.txt"
rc=$?
set -e
if [ "$rc" -ne 1 ] || ! grep -q "^\[ray-aabb-hit/f32\] my_ray_box_entry: wrong number (t = -" "$out/hit-defective.txt"; then
  cat "$out/hit-defective.txt"
  echo "consumers: the hit behind the origin was not reported as a wrong number (exit $rc)" >&2
  exit 1
fi
grep "^ray-aabb-hit/f32  my_ray_box_entry" "$out/hit-defective.txt"
echo "   caught: exit 1, a hit behind the origin reported as a wrong number"
echo "== consumer 3: examples/check_my_hit, fixed routine (must exit 0)"
cmake -S examples/check_my_hit -B "$out/hit" -DMY_HIT_FIXED=ON >/dev/null
cmake --build "$out/hit" >/dev/null
"$out/hit/check_my_hit" >"$out/hit-fixed.txt" || {
  cat "$out/hit-fixed.txt"
  echo "consumers: the fixed routine broke ulps(4)" >&2
  exit 1
}
grep "^ray-aabb-hit/f32  my_ray_box_entry" "$out/hit-fixed.txt"
tail -1 "$out/hit-fixed.txt"

echo "== consumer 4: examples/ray_mesh_caster, a BVH ray caster over whole meshes: the plain one leaks (exit 1)"
cmake -S examples/ray_mesh_caster -B "$out/caster" -G Ninja -DCMAKE_PREFIX_PATH="$prefix" >/dev/null
cmake --build "$out/caster" >/dev/null
set +e
"$out/caster/check_my_caster" --meshes 16 --rays 256 >"$out/caster-plain.txt"
rc=$?
set -e
if [ "$rc" -ne 1 ] || ! grep -q "leaks [1-9]" "$out/caster-plain.txt"; then
  cat "$out/caster-plain.txt"
  echo "consumers: the plain caster's leaks were not found (exit $rc)" >&2
  exit 1
fi
grep -E "^  (leaks|first leak)" "$out/caster-plain.txt"
echo "== consumer 4: examples/ray_mesh_caster --robust (must exit 0)"
"$out/caster/check_my_caster" --robust --meshes 16 --rays 256 >"$out/caster-robust.txt" || {
  cat "$out/caster-robust.txt"
  echo "consumers: the robust caster broke watertight" >&2
  exit 1
}
head -1 "$out/caster-robust.txt"

echo "== the installed geoverify command"
"$prefix/bin/geoverify" run --query plane-aabb/f32 --cases 2000 --seconds 600 --no-progress | tail -1
echo "consumers: all passed"
