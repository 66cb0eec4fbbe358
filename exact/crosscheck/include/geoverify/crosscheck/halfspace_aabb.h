// SPDX-License-Identifier: MIT
// geoverify crosscheck: the independent formulation of halfspace-aabb (crosscheck.h).
#ifndef GEOVERIFY_CROSSCHECK_HALFSPACE_AABB_H
#define GEOVERIFY_CROSSCHECK_HALFSPACE_AABB_H

#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"
#include "geoverify/query/halfspace_aabb.h"

namespace gv {
namespace crosscheck {

/// Relation of the closed half-space {x : n.x + d <= 0} and a closed box
/// (zero extents allowed), by the LP with one slack variable sigma >= 0 in
/// the row n.x + d + sigma == 0. n == 0: all of space if d <= 0
/// (overlapping), empty if d > 0 (disjoint), which the LP finds by itself.
/// invalid if either shape is invalid. Exact.
template <class T>
Relation halfspace_aabb(const Halfspace<T>& halfspace, const Aabb<T>& box);

/// The same for a case (generic code calls crosscheck::of(c)).
template <class T>
Relation of(const query::HalfspaceAabb<T>& c) {
  return crosscheck::halfspace_aabb(c.halfspace, c.box);
}

}  // namespace crosscheck
}  // namespace gv

#endif  // GEOVERIFY_CROSSCHECK_HALFSPACE_AABB_H
