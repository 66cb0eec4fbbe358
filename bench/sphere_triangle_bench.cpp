// SPDX-License-Identifier: MIT
// Sphere-triangle: the certified core against the textbook test (C.
// Ericson, Real-Time Collision Detection, 2005, section 5.2.7,
// TestSphereTriangle through section 5.1.5's ClosestPtPointTriangle;
// transcribed in specimens/, written inline here so that the plain column
// pays no call), and the exact oracle.
#include "bench.h"
#include "ericson_closest_point.h"

namespace gvbench {
namespace {

/// The book's Voronoi-region walk for the closest point of the triangle to
/// the centre, then |closest - centre|^2 <= r^2.
template <class T>
bool plain_sphere_triangle(const gv::query::SphereTriangle<T>& q) {
  return ericson_distance2(q.sphere.c, q.tri) <= q.sphere.r * q.sphere.r;
}

/// Triangles of size about 1 round points of [-1.5, 1.5]^3 (as the
/// triangle-triangle benchmark's), and balls of radius in [0.1, 0.9] centred
/// within 3/4 of the triangle's centroid on each axis: about half of the
/// pairs meet.
template <class T>
std::vector<gv::query::SphereTriangle<T>> typical_sphere_triangle() {
  gv::gen::Prng rng(89);
  auto u = [&rng] { return gv::gen::unit_real<T>(rng); };
  auto point = [&](const gv::Vec3<T>& m) { return gv::Vec3<T>{m.x + u(), m.y + u(), m.z + u()}; };
  std::vector<gv::query::SphereTriangle<T>> v;
  for (int i = 0; i < cases(); ++i) {
    const gv::Vec3<T> m{T(1.5) * u(), T(1.5) * u(), T(1.5) * u()};
    const gv::Triangle<T> t{point(m), point(m), point(m)};
    const gv::Vec3<T> c{(t.p0.x + t.p1.x + t.p2.x) / 3 + T(0.75) * u(), (t.p0.y + t.p1.y + t.p2.y) / 3 + T(0.75) * u(),
                        (t.p0.z + t.p1.z + t.p2.z) / 3 + T(0.75) * u()};
    v.push_back({{c, T(0.5) + T(0.4) * u()}, t});
  }
  return v;
}

}  // namespace

void register_sphere_triangle() {
  using Sf = gv::query::SphereTriangle<float>;
  using Sd = gv::query::SphereTriangle<double>;
  register_query<Sf>({"sphere-triangle/f32", typical_sphere_triangle<float>, per_case<Sf, plain_sphere_triangle<float>>},
                     85);
  register_query<Sd>(
      {"sphere-triangle/f64", typical_sphere_triangle<double>, per_case<Sd, plain_sphere_triangle<double>>}, 85);
}

GVBENCH_QUERY_SOURCE(register_sphere_triangle);

}  // namespace gvbench
