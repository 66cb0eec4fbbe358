// SPDX-License-Identifier: MIT
// geoverify exact (rational): ray-aabb, the exact parameter interval of a ray in a box.
// Rational-valued (Boost.Multiprecision): for the oracles' sources and the
// tests; the oracle itself is declared in geoverify/exact/ray_aabb.h.
#ifndef GEOVERIFY_EXACT_RATIONAL_RAY_AABB_H
#define GEOVERIFY_EXACT_RATIONAL_RAY_AABB_H

#include "geoverify/core/shapes.h"
#include "geoverify/exact/rational.h"

namespace gv {
namespace exact {

/// The exact parameter interval of a ray inside a box.
struct RayInterval {
  bool hit = false;          ///< the ray meets the box
  Rational t_enter;          ///< smallest t in [tmin, tmax] with o + t dir in the box (when hit)
  Rational t_exit;           ///< largest such t (when hit and !exit_unbounded)
  bool exit_unbounded = false;  ///< the ray stays in the box for all t >= t_enter (dir zero on the
                                ///< open axes, tmax infinite)
};

/// The slab method in exact arithmetic: entry and exit parameters. Invalid
/// input gives hit == false. Agrees with intersecting(ray_aabb(...).relation)
/// (tested).
template <class T>
RayInterval ray_aabb_interval(const Ray<T>& ray, const Aabb<T>& box);

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_RATIONAL_RAY_AABB_H
