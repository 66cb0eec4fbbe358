// SPDX-License-Identifier: MIT
// Ericson's ClosestPtPointTriangle (Real-Time Collision Detection, 2005,
// section 5.1.5, the Voronoi-region walk), inline for the plain columns of
// the sphere-triangle and point-triangle benchmarks so that they pay no call;
// the transcription the suite checks is specimens/zoo_ericson_sphere_triangle.h.
#ifndef GEOVERIFY_BENCH_ERICSON_CLOSEST_POINT_H
#define GEOVERIFY_BENCH_ERICSON_CLOSEST_POINT_H

#include "geoverify/core/shapes.h"

namespace gvbench {

/// The point of the triangle abc closest to p, in T.
template <class T>
inline gv::Vec3<T> ericson_closest_point(const gv::Vec3<T>& p, const gv::Vec3<T>& a, const gv::Vec3<T>& b,
                                         const gv::Vec3<T>& c) noexcept {
  using V = gv::Vec3<T>;
  auto sub = [](const V& x, const V& y) { return V{x.x - y.x, x.y - y.y, x.z - y.z}; };
  auto dot = [](const V& x, const V& y) { return x.x * y.x + x.y * y.y + x.z * y.z; };
  auto along = [](const V& o, T s, const V& d) { return V{o.x + s * d.x, o.y + s * d.y, o.z + s * d.z}; };
  const V ab = sub(b, a), ac = sub(c, a), ap = sub(p, a);
  const T d1 = dot(ab, ap), d2 = dot(ac, ap);
  const V bp = sub(p, b);
  const T d3 = dot(ab, bp), d4 = dot(ac, bp);
  const V cp = sub(p, c);
  const T d5 = dot(ab, cp), d6 = dot(ac, cp);
  const T vc = d1 * d4 - d3 * d2, vb = d5 * d2 - d1 * d6, va = d3 * d6 - d5 * d4;
  if (d1 <= T(0) && d2 <= T(0)) return a;
  if (d3 >= T(0) && d4 <= d3) return b;
  if (vc <= T(0) && d1 >= T(0) && d3 <= T(0)) return along(a, d1 / (d1 - d3), ab);
  if (d6 >= T(0) && d5 <= d6) return c;
  if (vb <= T(0) && d2 >= T(0) && d6 <= T(0)) return along(a, d2 / (d2 - d6), ac);
  if (va <= T(0) && (d4 - d3) >= T(0) && (d5 - d6) >= T(0)) return along(b, (d4 - d3) / ((d4 - d3) + (d5 - d6)), sub(c, b));
  const T denom = T(1) / (va + vb + vc);
  return along(along(a, vb * denom, ab), vc * denom, ac);
}

/// |ericson_closest_point(p, a, b, c) - p|^2, in T.
template <class T>
inline T ericson_distance2(const gv::Vec3<T>& p, const gv::Triangle<T>& t) noexcept {
  const gv::Vec3<T> x = ericson_closest_point(p, t.p0, t.p1, t.p2);
  const T dx = x.x - p.x, dy = x.y - p.y, dz = x.z - p.z;
  return dx * dx + dy * dy + dz * dz;
}

}  // namespace gvbench

#endif  // GEOVERIFY_BENCH_ERICSON_CLOSEST_POINT_H
