// SPDX-License-Identifier: MIT
// geoverify exact: the oracle of ray-aabb-hit (query/ray_aabb_hit.h): the
// relation is ray-aabb's; the number is the exact entry parameter t_enter,
// in [tmin, tmax], from the exact slab method (rational/ray_aabb.h).
#ifndef GEOVERIFY_EXACT_RAY_AABB_HIT_H
#define GEOVERIFY_EXACT_RAY_AABB_HIT_H

#include "geoverify/exact/quantity.h"
#include "geoverify/exact/ray_aabb.h"
#include "geoverify/exact/result.h"
#include "geoverify/query/ray_aabb_hit.h"

namespace gv {
namespace exact {

/// The exact entry parameter of the case's ray into its box, with its range
/// [tmin, tmax]; no value when they do not meet (and for invalid input).
template <class T>
ExactNumbers exact_numbers(const query::RayAabbHit<T>& c);

/// The oracle of a ray-aabb-hit case: ray-aabb's relation.
template <class T>
Result oracle(const query::RayAabbHit<T>& c) {
  return exact::ray_aabb(c.ray, c.box);
}

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_RAY_AABB_HIT_H
