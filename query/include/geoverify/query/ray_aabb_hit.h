// SPDX-License-Identifier: MIT
// geoverify query: the ray-aabb-hit case (one registry line in query/registry.h),
// a quantity query (query/quantity.h): the entry parameter of a ray into a box,
//   t_enter = min { t in [tmin, tmax] : o + t dir in the closed box },
// or no value when the ray misses the box. Its relation is ray-aabb's.
#ifndef GEOVERIFY_QUERY_RAY_AABB_HIT_H
#define GEOVERIFY_QUERY_RAY_AABB_HIT_H

#include <array>
#include <tuple>

#include "geoverify/core/ray_aabb.h"
#include "geoverify/core/shapes.h"
#include "geoverify/query/quantity.h"

namespace gv {
namespace query {

template <class T>
struct RayAabbHit {
  using Scalar = T;
  Ray<T> ray;
  Aabb<T> box;
  static constexpr const char* kQuery = "ray-aabb-hit";
  static constexpr std::array<const char*, 2> kNames{"ray", "box"};
  static constexpr std::array<const char*, 1> kNumbers{"t"};
  static constexpr bool kValueMeansHit = true;  ///< no value: the ray misses
  auto tie() { return std::tie(ray, box); }
  auto tie() const { return std::tie(ray, box); }

  /// The certified core's answer: a bracket of adjacent values of T around
  /// t_enter (gv::ray_aabb_entry), no value on a miss.
  static Numbers<T, 1> core_numbers(const RayAabbHit& c, Stats* stats) noexcept {
    const RayHit<T> h = ray_aabb_entry(c.ray, c.box, stats);
    return intersecting(h.relation) ? bracket(h.t_lo, h.t_hi) : no_value<T>();
  }
};

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_RAY_AABB_HIT_H
