// SPDX-License-Identifier: MIT
// geoverify exact: the oracle for closed half-space versus oriented box.
//
// Trust base: rational arithmetic only, no filter, no shortcut. Invalid input
// (shapes.h: a NaN or infinite component, a negative or NaN extent) is
// rejected before anything is converted to a rational: Result{Relation::invalid}.
//
// The box is the parallelepiped of its stored axes, P = {c + sum s_i e_i u_i,
// |s_i| <= 1}. The minimum of n.p + d over P is
//   m = n.c + d - sum_i e_i |n.u_i|
// (plane_obb.h, plane_range_over_parallelepiped), and the argument of
// halfspace_aabb.h applies word for word to any closed convex set whose
// minimum of n.p + d is m: translating P by t moves m to m + n.t, so m < 0
// is overlapping, m == 0 touching (t = eps n separates), m > 0 disjoint, for
// solid, flat, segment and point boxes alike. n == 0: all of space if
// d <= 0 (overlapping), empty if d > 0 (disjoint).
#ifndef GEOVERIFY_EXACT_HALFSPACE_OBB_H
#define GEOVERIFY_EXACT_HALFSPACE_OBB_H

#include "geoverify/core/shapes.h"
#include "geoverify/exact/result.h"
#include "geoverify/query/halfspace_obb.h"

namespace gv {
namespace exact {

/// Half-space {x : n.x + d <= 0} versus the oriented box as stored.
/// Relation: m = n.c + d - sum_i e_i |n.u_i| (exact): m > 0 disjoint,
/// m == 0 touching, m < 0 overlapping; n == 0: overlapping if d <= 0,
/// disjoint if d > 0.
/// Margin: m / |n| (the distance, or minus the shortest separating
/// translation, along n); +-infinity for n == 0.
/// Scale: the largest of |c_i|, e_i max_j |u_ij| and |d| / max_i |n_i| (as
/// plane_obb).
/// Degenerate but valid: zero extents, zero, parallel or non-unit axes, n == 0,
/// -0.0 anywhere. Exact for every finite input.
template <class T>
Result halfspace_obb(const Halfspace<T>& halfspace, const Obb<T>& obb);

/// The oracle of a halfspace-obb case (generic code calls oracle(c), oracle.h).
template <class T>
Result oracle(const query::HalfspaceObb<T>& c) {
  return exact::halfspace_obb(c.halfspace, c.obb);
}

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_HALFSPACE_OBB_H
