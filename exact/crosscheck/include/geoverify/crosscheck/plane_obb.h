// SPDX-License-Identifier: MIT
// geoverify crosscheck: the independent formulation of plane-obb (crosscheck.h).
#ifndef GEOVERIFY_CROSSCHECK_PLANE_OBB_H
#define GEOVERIFY_CROSSCHECK_PLANE_OBB_H

#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"
#include "geoverify/query/plane_obb.h"

namespace gv {
namespace crosscheck {

/// Relation of the plane (as in plane_aabb) and a parallelepiped (as in
/// obb_obb: any axes and extents). The same LP as plane_aabb over the box
/// parameters s_i in [-1, 1]. invalid if either shape is invalid. Exact.
template <class T>
Relation plane_obb(const Plane<T>& plane, const Obb<T>& obb);

/// The same for a case (generic code calls crosscheck::of(c)).
template <class T>
Relation of(const query::PlaneObb<T>& c) {
  return crosscheck::plane_obb(c.plane, c.obb);
}

}  // namespace crosscheck
}  // namespace gv

#endif  // GEOVERIFY_CROSSCHECK_PLANE_OBB_H
