// SPDX-License-Identifier: MIT
// AABB-triangle (seed 004): the certified core against Akenine-Moller's
// 13-axis triangle-box overlap test, the exact oracle and CGAL.
#include <algorithm>
#include <cmath>

#include "bench.h"
#include "cgal_peer.h"

namespace gvbench {
namespace {

/// Akenine-Moller, "Fast 3D triangle-box overlap testing" (2001), as tribox3.c
/// orders it, in T: the 9 edge-cross-axis tests (two projections each: the
/// edge's own two vertices project alike), the 3 box normals, the triangle's
/// plane. Closed sets: a separating axis needs a strict gap.
template <class T>
bool plain_tribox(const gv::query::AabbTriangle<T>& c) noexcept {
  using V = gv::Vec3<T>;
  const gv::Aabb<T>& b = c.box;
  const V ctr{(b.min.x + b.max.x) * T(0.5), (b.min.y + b.max.y) * T(0.5), (b.min.z + b.max.z) * T(0.5)};
  const V h{b.max.x - ctr.x, b.max.y - ctr.y, b.max.z - ctr.z};
  const V v0{c.tri.p0.x - ctr.x, c.tri.p0.y - ctr.y, c.tri.p0.z - ctr.z};
  const V v1{c.tri.p1.x - ctr.x, c.tri.p1.y - ctr.y, c.tri.p1.z - ctr.z};
  const V v2{c.tri.p2.x - ctr.x, c.tri.p2.y - ctr.y, c.tri.p2.z - ctr.z};
  const V e[3] = {{v1.x - v0.x, v1.y - v0.y, v1.z - v0.z},
                  {v2.x - v1.x, v2.y - v1.y, v2.z - v1.z},
                  {v0.x - v2.x, v0.y - v2.y, v0.z - v2.z}};
  const V* start[3] = {&v0, &v1, &v2};  // a vertex of edge k
  const V* other[3] = {&v2, &v0, &v1};  // the vertex off edge k
  auto separated = [](T p, T q, T r) { return std::min(p, q) > r || std::max(p, q) < -r; };
  for (int k = 0; k < 3; ++k) {
    const V& a = *start[k];
    const V& o = *other[k];
    const V& ek = e[k];
    // x cross e = (0, -e.z, e.y)
    if (separated(-ek.z * a.y + ek.y * a.z, -ek.z * o.y + ek.y * o.z, std::fabs(ek.z) * h.y + std::fabs(ek.y) * h.z))
      return false;
    // y cross e = (e.z, 0, -e.x)
    if (separated(ek.z * a.x - ek.x * a.z, ek.z * o.x - ek.x * o.z, std::fabs(ek.z) * h.x + std::fabs(ek.x) * h.z))
      return false;
    // z cross e = (-e.y, e.x, 0)
    if (separated(-ek.y * a.x + ek.x * a.y, -ek.y * o.x + ek.x * o.y, std::fabs(ek.y) * h.x + std::fabs(ek.x) * h.y))
      return false;
  }
  for (int i = 0; i < 3; ++i) {
    const T a = gv::get(v0, i), p = gv::get(v1, i), q = gv::get(v2, i), r = gv::get(h, i);
    if (std::min({a, p, q}) > r || std::max({a, p, q}) < -r) return false;
  }
  const V n{e[0].y * e[1].z - e[0].z * e[1].y, e[0].z * e[1].x - e[0].x * e[1].z, e[0].x * e[1].y - e[0].y * e[1].x};
  V vmin{}, vmax{};
  for (int i = 0; i < 3; ++i) {
    const T hv = gv::get(h, i), pv = gv::get(v0, i);
    gv::set(vmin, i, gv::get(n, i) > T(0) ? -hv - pv : hv - pv);
    gv::set(vmax, i, gv::get(n, i) > T(0) ? hv - pv : -hv - pv);
  }
  if (n.x * vmin.x + n.y * vmin.y + n.z * vmin.z > T(0)) return false;
  return n.x * vmax.x + n.y * vmax.y + n.z * vmax.z >= T(0);
}

/// Boxes of half extents 1..10 per axis centred in [-50, 50]^3; triangles of
/// edge length up to about twice the box, placed around it (about half
/// overlap).
template <class T>
std::vector<gv::query::AabbTriangle<T>> typical_aabb_triangle() {
  gv::gen::Prng rng(10);
  auto u = [&rng] { return gv::gen::unit_real<T>(rng); };
  std::vector<gv::query::AabbTriangle<T>> v;
  for (int i = 0; i < cases(); ++i) {
    const gv::Vec3<T> c{T(50) * u(), T(50) * u(), T(50) * u()};
    const gv::Vec3<T> h{T(1) + T(9) * std::fabs(u()), T(1) + T(9) * std::fabs(u()), T(1) + T(9) * std::fabs(u())};
    const T s = std::max({h.x, h.y, h.z});
    const gv::Vec3<T> g{c.x + T(1.5) * s * u(), c.y + T(1.5) * s * u(), c.z + T(1.5) * s * u()};
    auto vertex = [&] { return gv::Vec3<T>{g.x + s * u(), g.y + s * u(), g.z + s * u()}; };
    const gv::Vec3<T> p0 = vertex(), p1 = vertex(), p2 = vertex();
    v.push_back({{{c.x - h.x, c.y - h.y, c.z - h.z}, {c.x + h.x, c.y + h.y, c.z + h.z}}, {p0, p1, p2}});
  }
  return v;
}

}  // namespace

void register_aabb_triangle() {
  using Tf = gv::query::AabbTriangle<float>;
  using Td = gv::query::AabbTriangle<double>;
  register_query<Tf>({"aabb-triangle/f32", typical_aabb_triangle<float>, per_case<Tf, plain_tribox<float>>, cgal_runner<Tf>()},
                     44);
  register_query<Td>(
      {"aabb-triangle/f64", typical_aabb_triangle<double>, per_case<Td, plain_tribox<double>>, cgal_runner<Td>()}, 44);
}

GVBENCH_QUERY_SOURCE(register_aabb_triangle);

}  // namespace gvbench
