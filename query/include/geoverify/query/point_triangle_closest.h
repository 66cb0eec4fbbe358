// SPDX-License-Identifier: MIT
// geoverify query: the point-triangle-closest case (one registry line in
// query/registry.h), a quantity query (query/quantity.h): the closest point
// (x, y, z) of a closed triangle to a point, unique because the triangle is
// convex, and the squared distance d2 between them (0 exactly when the point
// is on the triangle). Its relation is the point's on the triangle:
// touching, else disjoint. Degenerate but valid: collinear or coincident
// vertices (the closest point of the segment or the point they span).
#ifndef GEOVERIFY_QUERY_POINT_TRIANGLE_CLOSEST_H
#define GEOVERIFY_QUERY_POINT_TRIANGLE_CLOSEST_H

#include <array>
#include <tuple>

#include "geoverify/core/point_triangle.h"
#include "geoverify/core/shapes.h"
#include "geoverify/query/quantity.h"

namespace gv {
namespace query {

template <class T>
struct PointTriangleClosest {
  using Scalar = T;
  Point<T> point;
  Triangle<T> tri;
  static constexpr const char* kQuery = "point-triangle-closest";
  static constexpr std::array<const char*, 2> kNames{"point", "tri"};
  static constexpr std::array<const char*, 4> kNumbers{"x", "y", "z", "d2"};
  auto tie() { return std::tie(point, tri); }
  auto tie() const { return std::tie(point, tri); }

  /// The certified core's answer: brackets of adjacent values of T around
  /// each coordinate of the closest point and the squared distance
  /// (gv::point_triangle_closest).
  static Numbers<T, 4> core_numbers(const PointTriangleClosest& c, Stats* stats) noexcept {
    const ClosestPoint<T> q = point_triangle_closest(c.point.p, c.tri, stats);
    Numbers<T, 4> n;
    n.present = q.valid;
    n.lo = {q.c[0].lo, q.c[1].lo, q.c[2].lo, q.d2.lo};
    n.hi = {q.c[0].hi, q.c[1].hi, q.c[2].hi, q.d2.hi};
    return n;
  }
};

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_POINT_TRIANGLE_CLOSEST_H
