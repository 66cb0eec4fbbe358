// SPDX-License-Identifier: MIT
// Ray-triangle: the certified core against Moller-Trumbore (1997, with its
// EPSILON; the hit test of most renderers and pickers) and the watertight
// test of Woop, Benthin and Wald (2013), both as transcribed in specimens/,
// and the exact oracle; and ray-triangle-hit on the same rays: the core's
// bracket of the hit parameter against Moller-Trumbore's t.
#include <cmath>
#include <limits>

#include "bench.h"
#include "geoverify/specimens/zoo_moller_trumbore.h"
#include "geoverify/specimens/zoo_woop_watertight.h"

namespace gvbench {
namespace {

template <class T>
bool plain_moller_trumbore(const gv::query::RayTriangle<T>& c) {
  T orig[3] = {c.ray.o.x, c.ray.o.y, c.ray.o.z};
  T dir[3] = {c.ray.dir.x, c.ray.dir.y, c.ray.dir.z};
  T v0[3] = {c.tri.p0.x, c.tri.p0.y, c.tri.p0.z};
  T v1[3] = {c.tri.p1.x, c.tri.p1.y, c.tri.p1.z};
  T v2[3] = {c.tri.p2.x, c.tri.p2.y, c.tri.p2.z};
  T t = 0, u = 0, v = 0;
  return gv::specimens::moller_trumbore::intersect_triangle(orig, dir, v0, v1, v2, &t, &u, &v) != 0 &&
         c.ray.tmin <= t && t <= c.ray.tmax;
}

/// Moller-Trumbore's t, clipped to [tmin, tmax] by the caller.
template <class T>
bool plain_moller_trumbore_t(const gv::query::RayTriangleHit<T>& c, T& t) {
  T orig[3] = {c.ray.o.x, c.ray.o.y, c.ray.o.z};
  T dir[3] = {c.ray.dir.x, c.ray.dir.y, c.ray.dir.z};
  T v0[3] = {c.tri.p0.x, c.tri.p0.y, c.tri.p0.z};
  T v1[3] = {c.tri.p1.x, c.tri.p1.y, c.tri.p1.z};
  T v2[3] = {c.tri.p2.x, c.tri.p2.y, c.tri.p2.z};
  T u = 0, v = 0;
  return gv::specimens::moller_trumbore::intersect_triangle(orig, dir, v0, v1, v2, &t, &u, &v) != 0 &&
         c.ray.tmin <= t && t <= c.ray.tmax;
}

template <class T>
bool plain_woop(const gv::query::RayTriangle<T>& c) {
  namespace w = gv::specimens::woop;
  const w::Ray<T> ray{{{c.ray.o.x, c.ray.o.y, c.ray.o.z}}, {{c.ray.dir.x, c.ray.dir.y, c.ray.dir.z}}};
  const w::Triangle<T> tri{{{c.tri.p0.x, c.tri.p0.y, c.tri.p0.z}},
                           {{c.tri.p1.x, c.tri.p1.y, c.tri.p1.z}},
                           {{c.tri.p2.x, c.tri.p2.y, c.tri.p2.z}}};
  w::Hit<T> hit;
  hit.t = c.ray.tmax;
  return w::intersect(ray, tri, hit) && hit.t >= c.ray.tmin;
}

/// Triangles with vertices in a ball of radius 1..10 around centres in
/// [-50, 50]^3, rays from origins in [-100, 100]^3 aimed at a point within
/// 1.5 radii of the centre (about a third hit), unbounded.
template <class T>
std::vector<gv::query::RayTriangle<T>> typical_ray_triangle() {
  gv::gen::Prng rng(21);
  auto u = [&rng] { return gv::gen::unit_real<T>(rng); };
  std::vector<gv::query::RayTriangle<T>> v;
  for (int i = 0; i < cases(); ++i) {
    const gv::Vec3<T> c{T(50) * u(), T(50) * u(), T(50) * u()};
    const T r = T(1) + T(9) * std::fabs(u());
    auto vertex = [&] { return gv::Vec3<T>{c.x + r * u(), c.y + r * u(), c.z + r * u()}; };
    const gv::Triangle<T> tri{vertex(), vertex(), vertex()};
    const gv::Vec3<T> o{T(100) * u(), T(100) * u(), T(100) * u()};
    const T s = T(1.5) * r;
    gv::query::RayTriangle<T> q{};
    q.ray.o = o;
    q.ray.dir = {c.x + s * u() - o.x, c.y + s * u() - o.y, c.z + s * u() - o.z};
    q.tri = tri;
    v.push_back(q);
  }
  return v;
}

/// The typical rays as ray-triangle-hit cases.
template <class T>
std::vector<gv::query::RayTriangleHit<T>> typical_ray_triangle_hit() {
  std::vector<gv::query::RayTriangleHit<T>> v;
  for (const auto& c : typical_ray_triangle<T>()) v.push_back({c.ray, c.tri});
  return v;
}

}  // namespace

void register_ray_triangle() {
  using Rf = gv::query::RayTriangle<float>;
  using Rd = gv::query::RayTriangle<double>;
  register_query<Rf>({"ray-triangle/f32", typical_ray_triangle<float>, per_case<Rf, plain_moller_trumbore<float>>}, 51);
  register_query<Rd>({"ray-triangle/f64", typical_ray_triangle<double>, per_case<Rd, plain_moller_trumbore<double>>},
                     51);
  register_query<Rf>({"ray-triangle-woop/f32", typical_ray_triangle<float>, per_case<Rf, plain_woop<float>>, nullptr,
                      nullptr, false},
                     51);
  register_query<Rd>({"ray-triangle-woop/f64", typical_ray_triangle<double>, per_case<Rd, plain_woop<double>>, nullptr,
                      nullptr, false},
                     51);
  using Hf = gv::query::RayTriangleHit<float>;
  using Hd = gv::query::RayTriangleHit<double>;
  QuerySpec<Hf> hf{"ray-triangle-hit/f32", typical_ray_triangle_hit<float>,
                   per_case_number<Hf, plain_moller_trumbore_t<float>>};
  hf.core = core_numbers<Hf>;
  QuerySpec<Hd> hd{"ray-triangle-hit/f64", typical_ray_triangle_hit<double>,
                   per_case_number<Hd, plain_moller_trumbore_t<double>>};
  hd.core = core_numbers<Hd>;
  register_query<Hf>(hf, 53);
  register_query<Hd>(hd, 53);
}

GVBENCH_QUERY_SOURCE(register_ray_triangle);

}  // namespace gvbench
