// SPDX-License-Identifier: MIT
// geoverify query: the ray-triangle-hit case (one registry line in
// query/registry.h), a quantity query (query/quantity.h): the first hit
// parameter of a ray on a triangle,
//   t_hit = min { t in [tmin, tmax] : o + t dir in the closed triangle },
// and the barycentrics of the hit point, or no value when the ray misses it.
// Its relation is ray-triangle's.
#ifndef GEOVERIFY_QUERY_RAY_TRIANGLE_HIT_H
#define GEOVERIFY_QUERY_RAY_TRIANGLE_HIT_H

#include <array>
#include <tuple>

#include "geoverify/core/ray_triangle.h"
#include "geoverify/core/shapes.h"
#include "geoverify/query/quantity.h"

namespace gv {
namespace query {

template <class T>
struct RayTriangleHit {
  using Scalar = T;
  Ray<T> ray;
  Triangle<T> tri;
  static constexpr const char* kQuery = "ray-triangle-hit";
  static constexpr std::array<const char*, 2> kNames{"ray", "tri"};
  /// t, and the barycentrics (u, v) of the hit point o + t dir =
  /// (1 - u - v) p0 + u p1 + v p2, Moller-Trumbore's convention; a routine
  /// may return t alone (Numbers::count 1).
  static constexpr std::array<const char*, 3> kNumbers{"t", "u", "v"};
  static constexpr bool kValueMeansHit = true;  ///< no value: the ray misses
  auto tie() { return std::tie(ray, tri); }
  auto tie() const { return std::tie(ray, tri); }

  /// The certified core's answer: a bracket of adjacent values of T around
  /// t_hit (gv::ray_triangle), no value on a miss; no barycentrics.
  static Numbers<T, 3> core_numbers(const RayTriangleHit& c, Stats* stats) noexcept {
    const RayHit<T> h = ray_triangle(c.ray, c.tri, stats);
    return intersecting(h.relation) ? bracket(h.t_lo, h.t_hi) : no_value<T>();
  }
};

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_RAY_TRIANGLE_HIT_H
