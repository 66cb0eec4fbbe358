// SPDX-License-Identifier: MIT
// geoverify query: the point-aabb-distance case (one registry line in
// query/registry.h), a quantity query (query/quantity.h): the squared
// distance d2 and the distance d from a point to a closed box (0 exactly
// when the point is in the box, its surface included). Its relation is the
// point's in the box: overlapping inside, touching on the surface (or in a
// flat box), else disjoint.
#ifndef GEOVERIFY_QUERY_POINT_AABB_DISTANCE_H
#define GEOVERIFY_QUERY_POINT_AABB_DISTANCE_H

#include <array>
#include <tuple>

#include "geoverify/core/point_aabb.h"
#include "geoverify/core/shapes.h"
#include "geoverify/query/quantity.h"

namespace gv {
namespace query {

template <class T>
struct PointAabbDistance {
  using Scalar = T;
  Point<T> point;
  Aabb<T> box;
  static constexpr const char* kQuery = "point-aabb-distance";
  static constexpr std::array<const char*, 2> kNames{"point", "box"};
  static constexpr std::array<const char*, 2> kNumbers{"d2", "d"};
  auto tie() { return std::tie(point, box); }
  auto tie() const { return std::tie(point, box); }

  /// The certified core's answer: brackets of adjacent values of T around
  /// the squared distance and the distance (gv::point_aabb_distance2,
  /// gv::point_aabb_distance). Stats count the two calls as one: exact when
  /// either needed the integer stage.
  static Numbers<T, 2> core_numbers(const PointAabbDistance& c, Stats* stats) noexcept {
    Stats local;
    const Bracket<T> d2 = point_aabb_distance2(c.point.p, c.box, &local);
    const Bracket<T> d = point_aabb_distance(c.point.p, c.box, &local);
    if (stats) ++(local.exact ? stats->exact : stats->filter);
    Numbers<T, 2> n;
    n.present = d2.valid && d.valid;
    n.lo = {d2.lo, d.lo};
    n.hi = {d2.hi, d.hi};
    return n;
  }
};

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_POINT_AABB_DISTANCE_H
