// SPDX-License-Identifier: MIT
// geoverify query: the ray-sphere-hit case (one registry line in
// query/registry.h), a quantity query (query/quantity.h): the first
// parameter of a ray in a closed ball,
//   t_hit = min { t in [tmin, tmax] : |o + t dir - c| <= r },
// tmin when the ray starts in the ball (the ball is solid), else the smaller
// root of |o + t dir - c|^2 = r^2, an irrational number in general; no value
// when the ray misses the ball. Its relation is ray-sphere's.
#ifndef GEOVERIFY_QUERY_RAY_SPHERE_HIT_H
#define GEOVERIFY_QUERY_RAY_SPHERE_HIT_H

#include <array>
#include <tuple>

#include "geoverify/core/ray_sphere.h"
#include "geoverify/core/shapes.h"
#include "geoverify/query/quantity.h"

namespace gv {
namespace query {

template <class T>
struct RaySphereHit {
  using Scalar = T;
  Ray<T> ray;
  Sphere<T> sphere;
  static constexpr const char* kQuery = "ray-sphere-hit";
  static constexpr std::array<const char*, 2> kNames{"ray", "sphere"};
  static constexpr std::array<const char*, 1> kNumbers{"t"};
  static constexpr bool kValueMeansHit = true;  ///< no value: the ray misses
  auto tie() { return std::tie(ray, sphere); }
  auto tie() const { return std::tie(ray, sphere); }

  /// The certified core's answer: a bracket of adjacent values of T around
  /// t_hit (gv::ray_sphere_hit), no value on a miss.
  static Numbers<T, 1> core_numbers(const RaySphereHit& c, Stats* stats) noexcept {
    const RayHit<T> h = ray_sphere_hit(c.ray, c.sphere, stats);
    return intersecting(h.relation) ? bracket(h.t_lo, h.t_hi) : no_value<T>();
  }
};

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_RAY_SPHERE_HIT_H
