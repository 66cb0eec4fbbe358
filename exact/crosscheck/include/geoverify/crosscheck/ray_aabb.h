// SPDX-License-Identifier: MIT
// geoverify crosscheck: the independent formulation of ray-aabb (crosscheck.h).
#ifndef GEOVERIFY_CROSSCHECK_RAY_AABB_H
#define GEOVERIFY_CROSSCHECK_RAY_AABB_H

#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"
#include "geoverify/query/ray_aabb.h"

namespace gv {
namespace crosscheck {

/// Relation of the ray {o + t dir : tmin <= t <= tmax} (tmax may be +inf: a
/// half-line; dir == 0: the single point o; tmin == tmax: one point) and the
/// closed box (zero extents allowed: slab, segment or point). invalid if
/// either shape is invalid. Exact for all valid input. T is float or double.
template <class T>
Relation ray_aabb(const Ray<T>& ray, const Aabb<T>& box);

/// The same for a case (generic code calls crosscheck::of(c)).
template <class T>
Relation of(const query::RayAabb<T>& c) {
  return crosscheck::ray_aabb(c.ray, c.box);
}

}  // namespace crosscheck
}  // namespace gv

#endif  // GEOVERIFY_CROSSCHECK_RAY_AABB_H
