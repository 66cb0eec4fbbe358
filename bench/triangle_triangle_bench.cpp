// SPDX-License-Identifier: MIT
// Triangle-triangle: the certified core against Möller's 1997 interval test
// (tri_tri_intersect, transcribed in specimens/zoo_moller_tritri.h: the test
// most mesh and physics code carries), the exact oracle and, when CGAL is
// found, CGAL Epick's do_intersect(Triangle_3, Triangle_3).
#include <cmath>

#include "bench.h"
#include "cgal_peer.h"
#include "geoverify/specimens/zoo_moller_tritri.h"

namespace gvbench {
namespace {

template <class T>
bool plain_moller(const gv::query::TriangleTriangle<T>& c) {
  T v0[3] = {c.a.p0.x, c.a.p0.y, c.a.p0.z}, v1[3] = {c.a.p1.x, c.a.p1.y, c.a.p1.z};
  T v2[3] = {c.a.p2.x, c.a.p2.y, c.a.p2.z};
  T u0[3] = {c.b.p0.x, c.b.p0.y, c.b.p0.z}, u1[3] = {c.b.p1.x, c.b.p1.y, c.b.p1.z};
  T u2[3] = {c.b.p2.x, c.b.p2.y, c.b.p2.z};
  return gv::specimens::moller_tritri::tri_tri_intersect<T>(v0, v1, v2, u0, u1, u2) != 0;
}

/// Triangles of size about 1 round points of [-1.5, 1.5]^3 (the vertices
/// within 1 of their triangle's centre): a mesh's neighbourhood, about half
/// of the pairs intersecting, with bounding boxes that mostly overlap.
template <class T>
std::vector<gv::query::TriangleTriangle<T>> typical_triangle_triangle() {
  gv::gen::Prng rng(79);
  auto u = [&rng] { return gv::gen::unit_real<T>(rng); };
  auto tri = [&] {
    const gv::Vec3<T> m{T(1.5) * u(), T(1.5) * u(), T(1.5) * u()};
    gv::Vec3<T> v[3];
    for (auto& p : v) p = {m.x + u(), m.y + u(), m.z + u()};
    return gv::Triangle<T>{v[0], v[1], v[2]};
  };
  std::vector<gv::query::TriangleTriangle<T>> v;
  for (int i = 0; i < cases(); ++i) v.push_back({tri(), tri()});
  return v;
}

}  // namespace

void register_triangle_triangle() {
  using Tf = gv::query::TriangleTriangle<float>;
  using Td = gv::query::TriangleTriangle<double>;
  register_query<Tf>({"triangle-triangle/f32", typical_triangle_triangle<float>, per_case<Tf, plain_moller<float>>,
                      cgal_runner<Tf>()},
                     83);
  register_query<Td>({"triangle-triangle/f64", typical_triangle_triangle<double>, per_case<Td, plain_moller<double>>,
                      cgal_runner<Td>()},
                     83);
}

GVBENCH_QUERY_SOURCE(register_triangle_triangle);

}  // namespace gvbench
