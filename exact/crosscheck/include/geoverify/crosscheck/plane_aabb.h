// SPDX-License-Identifier: MIT
// geoverify crosscheck: the independent formulation of plane-aabb (crosscheck.h).
#ifndef GEOVERIFY_CROSSCHECK_PLANE_AABB_H
#define GEOVERIFY_CROSSCHECK_PLANE_AABB_H

#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"
#include "geoverify/query/plane_aabb.h"

namespace gv {
namespace crosscheck {

/// Relation of the plane {x : n.x + d == 0} and a closed box (zero extents
/// allowed). n == 0: the plane is empty if d != 0 (disjoint) and all of space
/// if d == 0 (overlapping). invalid if either shape is invalid. Exact.
template <class T>
Relation plane_aabb(const Plane<T>& plane, const Aabb<T>& box);

/// The same for a case (generic code calls crosscheck::of(c)).
template <class T>
Relation of(const query::PlaneAabb<T>& c) {
  return crosscheck::plane_aabb(c.plane, c.box);
}

}  // namespace crosscheck
}  // namespace gv

#endif  // GEOVERIFY_CROSSCHECK_PLANE_AABB_H
