// SPDX-License-Identifier: MIT
// geoverify crosscheck: ray-aabb-hit's relation is ray-aabb's; its second
// formulation is ray-aabb's exact LP (crosscheck/ray_aabb.h).
#ifndef GEOVERIFY_CROSSCHECK_RAY_AABB_HIT_H
#define GEOVERIFY_CROSSCHECK_RAY_AABB_HIT_H

#include "geoverify/crosscheck/ray_aabb.h"
#include "geoverify/query/ray_aabb_hit.h"

namespace gv {
namespace crosscheck {

/// The ray-aabb relation of the case's shapes (generic code calls of(c)).
template <class T>
Relation of(const query::RayAabbHit<T>& c) {
  return crosscheck::ray_aabb(c.ray, c.box);
}

}  // namespace crosscheck
}  // namespace gv

#endif  // GEOVERIFY_CROSSCHECK_RAY_AABB_HIT_H
