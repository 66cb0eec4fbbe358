// SPDX-License-Identifier: MIT
// The certified distances (core/point_aabb.h, core/point_triangle.h): the
// certified numbers against the textbook routine in T --
// Arvo's clamp-and-sum for a box, Ericson's ClosestPtPointTriangle (RTCD
// 5.1.5) for a triangle -- on points in [-100, 100]^3 and boxes of half size
// 1..10 (triangles of edge up to 20) centred in [-50, 50]^3. The
// rows are the queries' (bench.h register_query: typical, near-boundary and
// exact-fallback families, the exact numbers as the oracle column):
// point-aabb-distance's squared distance and distance, point-triangle-
// closest's closest point and squared distance.
#include <cmath>
#include <string>
#include <vector>

#include "bench.h"
#include "ericson_closest_point.h"
#include "geoverify/core/point_aabb.h"
#include "geoverify/core/point_triangle.h"

namespace gvbench {
namespace {

template <class T>
using PointBox = gv::query::PointAabbDistance<T>;

template <class T>
std::vector<PointBox<T>> point_boxes() {
  gv::gen::Prng rng(31);
  auto u = [&rng] { return gv::gen::unit_real<T>(rng); };
  std::vector<PointBox<T>> v;
  for (int i = 0; i < cases(); ++i) {
    const T cx = T(50) * u(), cy = T(50) * u(), cz = T(50) * u();
    const T hx = T(1) + T(9) * std::fabs(u()), hy = T(1) + T(9) * std::fabs(u()), hz = T(1) + T(9) * std::fabs(u());
    const T px = T(100) * u(), py = T(100) * u(), pz = T(100) * u();
    v.push_back({{{px, py, pz}}, {{cx - hx, cy - hy, cz - hz}, {cx + hx, cy + hy, cz + hz}}});
  }
  return v;
}

/// Arvo's squared distance (clamp each coordinate, sum the squares, in T)
/// and its square root: the plain routine of the query's two numbers.
template <class T>
bool arvo_distance(const PointBox<T>& c, T& d) noexcept {
  T s = 0;
  for (int k = 0; k < 3; ++k) {
    const T x = gv::get(c.point.p, k), lo = gv::get(c.box.min, k), hi = gv::get(c.box.max, k);
    const T e = x < lo ? lo - x : (x > hi ? x - hi : T(0));
    s += e * e;
  }
  d = std::sqrt(s);
  return true;
}

template <class T>
void register_distance(const char* type) {
  QuerySpec<PointBox<T>> spec{std::string("point-aabb-distance/") + type, point_boxes<T>,
                              per_case_number<PointBox<T>, arvo_distance<T>>};
  spec.core = core_numbers<PointBox<T>>;
  register_query<PointBox<T>>(spec, 33);
}

template <class T>
using PointTri = gv::query::PointTriangleClosest<T>;

template <class T>
std::vector<PointTri<T>> point_triangles() {
  gv::gen::Prng rng(37);
  auto u = [&rng] { return gv::gen::unit_real<T>(rng); };
  std::vector<PointTri<T>> v;
  for (int i = 0; i < cases(); ++i) {
    const T cx = T(50) * u(), cy = T(50) * u(), cz = T(50) * u();
    gv::Vec3<T> q[3];
    for (auto& x : q) {
      const T a = cx + T(10) * u(), b = cy + T(10) * u(), c = cz + T(10) * u();
      x = {a, b, c};
    }
    const T px = T(100) * u(), py = T(100) * u(), pz = T(100) * u();
    v.push_back({{{px, py, pz}}, {q[0], q[1], q[2]}});
  }
  return v;
}

/// Ericson's closest point and the squared distance to it, in T: the plain
/// routine of the query's four numbers.
template <class T>
bool ericson_closest(const PointTri<T>& c, T& d2) noexcept {
  const gv::Vec3<T> q = ericson_closest_point(c.point.p, c.tri.p0, c.tri.p1, c.tri.p2);
  const T x = q.x - c.point.p.x, y = q.y - c.point.p.y, z = q.z - c.point.p.z;
  d2 = x * x + y * y + z * z;
  return true;
}

template <class T>
void register_triangle_distance(const char* type) {
  QuerySpec<PointTri<T>> spec{std::string("point-triangle-closest/") + type, point_triangles<T>,
                              per_case_number<PointTri<T>, ericson_closest<T>>};
  spec.core = core_numbers<PointTri<T>>;
  register_query<PointTri<T>>(spec, 37);
}

void register_distances() {
  register_distance<float>("f32");
  register_distance<double>("f64");
  register_triangle_distance<float>("f32");
  register_triangle_distance<double>("f64");
}

GVBENCH_QUERY_SOURCE(register_distances);

}  // namespace
}  // namespace gvbench
