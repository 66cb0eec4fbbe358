// SPDX-License-Identifier: MIT
// Ray-AABB (seed 001): the certified core against the branchless slab test
// with a precomputed inverse direction, the exact oracle and CGAL.
#include <algorithm>
#include <cmath>
#include <limits>

#include "bench.h"
#include "cgal_peer.h"

namespace gvbench {
namespace {

template <class T>
struct SlabRay {
  gv::Vec3<T> o, inv;
  T tmin, tmax;
};

/// The slab test as BVH traversals write it (Williams et al. 2005, in the
/// branchless min/max form): the reciprocal of the direction is computed once
/// per ray, outside the timed loop, as a traversal reuses it for every box.
/// A zero direction component gives an infinite reciprocal (and NaN slab
/// parameters when the origin lies on that slab's plane: not handled).
template <class T>
bool plain_slab(const SlabRay<T>& r, const gv::Aabb<T>& b) noexcept {
  T t0 = r.tmin, t1 = r.tmax;
  for (int i = 0; i < 3; ++i) {
    const T lo = (gv::get(b.min, i) - gv::get(r.o, i)) * gv::get(r.inv, i);
    const T hi = (gv::get(b.max, i) - gv::get(r.o, i)) * gv::get(r.inv, i);
    t0 = std::max(t0, std::min(lo, hi));
    t1 = std::min(t1, std::max(lo, hi));
  }
  return t0 <= t1;
}

template <class T>
Runner plain_ray_aabb(const std::vector<gv::query::RayAabb<T>>& cases) {
  std::vector<std::pair<SlabRay<T>, gv::Aabb<T>>> prepared;
  for (const auto& c : cases) {
    const gv::Vec3<T>& d = c.ray.dir;
    prepared.push_back({{c.ray.o, {T(1) / d.x, T(1) / d.y, T(1) / d.z}, c.ray.tmin, c.ray.tmax}, c.box});
  }
  return [p = std::move(prepared)] {
    int hits = 0;
    for (const auto& [r, b] : p) hits += plain_slab(r, b) ? 1 : 0;
    return hits;
  };
}

/// The slab test with the reciprocal computed in the call (no traversal to
/// amortise it over), for the per-call row.
template <class T>
bool plain_slab_per_call(const gv::query::RayAabb<T>& c) noexcept {
  const gv::Vec3<T>& d = c.ray.dir;
  return plain_slab(SlabRay<T>{c.ray.o, {T(1) / d.x, T(1) / d.y, T(1) / d.z}, c.ray.tmin, c.ray.tmax}, c.box);
}

/// The core as a traversal uses it: gv::prepare_ray once per ray (untimed,
/// like the plain column's reciprocal), then gv::intersects per box.
template <class T>
Runner core_prepared(const std::vector<gv::query::RayAabb<T>>& cases) {
  std::vector<std::pair<gv::PreparedRay<T>, gv::Aabb<T>>> prepared;
  for (const auto& c : cases) prepared.push_back({gv::prepare_ray(c.ray), c.box});
  return [p = std::move(prepared)] {
    int hits = 0;
    for (const auto& [r, b] : p) hits += gv::intersects(r, b) ? 1 : 0;
    return hits;
  };
}

/// Rays from origins in [-100, 100]^3 aimed near boxes of half size 1..10
/// centred in [-50, 50]^3 (about half of them hit); every eighth direction has
/// an exact zero component, as axis-aligned rays in real scenes do.
template <class T>
std::vector<gv::query::RayAabb<T>> typical_ray_aabb() {
  gv::gen::Prng rng(9);
  auto u = [&rng] { return gv::gen::unit_real<T>(rng); };
  std::vector<gv::query::RayAabb<T>> v;
  for (int i = 0; i < cases(); ++i) {
    const gv::Vec3<T> c{T(50) * u(), T(50) * u(), T(50) * u()};
    const gv::Vec3<T> h{T(1) + T(9) * std::fabs(u()), T(1) + T(9) * std::fabs(u()), T(1) + T(9) * std::fabs(u())};
    const gv::Vec3<T> o{T(100) * u(), T(100) * u(), T(100) * u()};
    const T spread = T(2.5) * std::max({h.x, h.y, h.z});
    gv::Vec3<T> d{c.x + spread * u() - o.x, c.y + spread * u() - o.y, c.z + spread * u() - o.z};
    if (i % 8 == 0) gv::set(d, (i / 8) % 3, T(0));
    const T len = std::sqrt(d.x * d.x + d.y * d.y + d.z * d.z);
    d = {d.x / len, d.y / len, d.z / len};
    v.push_back({{o, d, T(0), std::numeric_limits<T>::infinity()}, {{c.x - h.x, c.y - h.y, c.z - h.z}, {c.x + h.x, c.y + h.y, c.z + h.z}}});
  }
  return v;
}

}  // namespace

void register_ray_aabb() {
  using Rf = gv::query::RayAabb<float>;
  using Rd = gv::query::RayAabb<double>;
  register_query<Rf>(
      {"ray-aabb/f32", typical_ray_aabb<float>, plain_ray_aabb<float>, cgal_runner<Rf>(), core_prepared<float>}, 43);
  register_query<Rd>(
      {"ray-aabb/f64", typical_ray_aabb<double>, plain_ray_aabb<double>, cgal_runner<Rd>(), core_prepared<double>}, 43);
  register_query<Rf>({"ray-aabb-per-call/f32", typical_ray_aabb<float>, per_case<Rf, plain_slab_per_call<float>>,
                      nullptr, nullptr, false},
                     43);
  register_query<Rd>({"ray-aabb-per-call/f64", typical_ray_aabb<double>, per_case<Rd, plain_slab_per_call<double>>,
                      nullptr, nullptr, false},
                     43);
}

GVBENCH_QUERY_SOURCE(register_ray_aabb);

}  // namespace gvbench
