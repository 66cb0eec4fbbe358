// SPDX-License-Identifier: MIT
// Ray-aabb-hit: the certified entry bracket (gv::ray_aabb_entry) against the
// plain slab method returning its entry parameter (Ericson's IntersectRayAABB
// without the EPSILON test, written inline so that the plain column pays no
// call) and the exact entry parameter.
#include <algorithm>
#include <cmath>
#include <limits>

#include "bench.h"

namespace gvbench {
namespace {

/// The slab method with divisions: the entry parameter of the half-line, or
/// false. NaN-free for the typical family (no zero direction component).
template <class T>
bool plain_entry(const gv::query::RayAabbHit<T>& q, T& t) {
  T tmin = 0, tmax = std::numeric_limits<T>::infinity();
  const T o[3] = {q.ray.o.x, q.ray.o.y, q.ray.o.z}, d[3] = {q.ray.dir.x, q.ray.dir.y, q.ray.dir.z};
  const T lo[3] = {q.box.min.x, q.box.min.y, q.box.min.z}, hi[3] = {q.box.max.x, q.box.max.y, q.box.max.z};
  for (int i = 0; i < 3; ++i) {
    const T inv = T(1) / d[i];
    T t1 = (lo[i] - o[i]) * inv, t2 = (hi[i] - o[i]) * inv;
    if (t1 > t2) std::swap(t1, t2);
    tmin = std::max(tmin, t1);
    tmax = std::min(tmax, t2);
    if (tmin > tmax) return false;
  }
  t = tmin;
  return true;
}

/// Rays from points in [-10, 10]^3 in random directions (no zero component)
/// against boxes spanning [-1, 1]^3 points: about a third meet.
template <class T>
std::vector<gv::query::RayAabbHit<T>> typical_entries() {
  gv::gen::Prng rng(91);
  auto u = [&rng] { return gv::gen::unit_real<T>(rng); };
  auto nonzero = [&u] {
    for (;;) {
      const T x = u();
      if (x != 0) return x;
    }
  };
  std::vector<gv::query::RayAabbHit<T>> v;
  for (int i = 0; i < cases(); ++i) {
    gv::query::RayAabbHit<T> q{};
    q.box = gv::gen::spanned_box<T>(u);
    q.ray.o = {T(10) * u(), T(10) * u(), T(10) * u()};
    // Aimed near the box half the time, so that hits are common.
    q.ray.dir = {nonzero() - q.ray.o.x / T(10), nonzero() - q.ray.o.y / T(10), nonzero() - q.ray.o.z / T(10)};
    v.push_back(q);
  }
  return v;
}

}  // namespace

void register_ray_aabb_hit() {
  using Hf = gv::query::RayAabbHit<float>;
  using Hd = gv::query::RayAabbHit<double>;
  QuerySpec<Hf> f{"ray-aabb-hit/f32", typical_entries<float>, per_case_number<Hf, plain_entry<float>>};
  f.core = core_numbers<Hf>;
  QuerySpec<Hd> d{"ray-aabb-hit/f64", typical_entries<double>, per_case_number<Hd, plain_entry<double>>};
  d.core = core_numbers<Hd>;
  register_query<Hf>(f, 93);
  register_query<Hd>(d, 93);
}

GVBENCH_QUERY_SOURCE(register_ray_aabb_hit);

}  // namespace gvbench
