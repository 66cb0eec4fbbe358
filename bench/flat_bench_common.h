// SPDX-License-Identifier: MIT
// Shared workload of the plane-OBB and half-space benchmarks: a box near the
// origin and a unit-normal flat {n, d} whose offset puts the boundary plane
// within the box's reach about half of the time.
#ifndef GEOVERIFY_BENCH_FLAT_BENCH_COMMON_H
#define GEOVERIFY_BENCH_FLAT_BENCH_COMMON_H

#include <cmath>

#include "bench.h"

namespace gvbench {

/// A unit normal (rounded), every fourth one axis-aligned.
template <class T>
gv::Vec3<T> flat_normal(gv::gen::Prng& rng, int i) {
  if (i % 4 == 0) {
    gv::Vec3<T> n{T(0), T(0), T(0)};
    gv::set(n, (i / 4) % 3, (i / 12) % 2 ? T(-1) : T(1));
    return n;
  }
  for (;;) {
    const T x = gv::gen::unit_real<T>(rng), y = gv::gen::unit_real<T>(rng), z = gv::gen::unit_real<T>(rng);
    const T len = std::sqrt(x * x + y * y + z * z);
    if (len > T(0.1)) return {x / len, y / len, z / len};
  }
}

}  // namespace gvbench

#endif  // GEOVERIFY_BENCH_FLAT_BENCH_COMMON_H
