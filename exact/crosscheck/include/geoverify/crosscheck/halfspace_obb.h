// SPDX-License-Identifier: MIT
// geoverify crosscheck: the independent formulation of halfspace-obb (crosscheck.h).
#ifndef GEOVERIFY_CROSSCHECK_HALFSPACE_OBB_H
#define GEOVERIFY_CROSSCHECK_HALFSPACE_OBB_H

#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"
#include "geoverify/query/halfspace_obb.h"

namespace gv {
namespace crosscheck {

/// Relation of the closed half-space (as in halfspace_aabb) and a
/// parallelepiped (as in obb_obb). invalid if either shape is invalid. Exact.
template <class T>
Relation halfspace_obb(const Halfspace<T>& halfspace, const Obb<T>& obb);

/// The same for a case (generic code calls crosscheck::of(c)).
template <class T>
Relation of(const query::HalfspaceObb<T>& c) {
  return crosscheck::halfspace_obb(c.halfspace, c.obb);
}

}  // namespace crosscheck
}  // namespace gv

#endif  // GEOVERIFY_CROSSCHECK_HALFSPACE_OBB_H
