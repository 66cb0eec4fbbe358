// SPDX-License-Identifier: MIT
// geoverify crosscheck: the independent formulation of obb-sphere (crosscheck.h).
#ifndef GEOVERIFY_CROSSCHECK_OBB_SPHERE_H
#define GEOVERIFY_CROSSCHECK_OBB_SPHERE_H

#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"
#include "geoverify/query/obb_sphere.h"

namespace gv {
namespace crosscheck {

/// Relation of a parallelepiped (as in obb_obb; any axes and extents) and
/// the closed ball |x - c| <= r (r == 0: the point c). From the exact squared
/// distance D from c to the parallelepiped: D > r^2 disjoint, D < r^2
/// overlapping, D == r^2 touching, except that a point (r == 0) inside the
/// parallelepiped overlaps iff it is strictly interior (which needs a
/// nonsingular axis matrix). invalid if either shape is invalid.
template <class T>
Relation obb_sphere(const Obb<T>& box, const Sphere<T>& sphere);

/// The same for a case (generic code calls crosscheck::of(c)).
template <class T>
Relation of(const query::ObbSphere<T>& c) {
  return crosscheck::obb_sphere(c.obb, c.sphere);
}

}  // namespace crosscheck
}  // namespace gv

#endif  // GEOVERIFY_CROSSCHECK_OBB_SPHERE_H
