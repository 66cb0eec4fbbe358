// SPDX-License-Identifier: MIT
// geoverify exact: the oracle for plane versus oriented box.
//
// Trust base: rational arithmetic only, no filter, no shortcut. Invalid input
// (shapes.h: a NaN or infinite component, a negative or NaN extent) is
// rejected before anything is converted to a rational: Result{Relation::invalid}.
#ifndef GEOVERIFY_EXACT_PLANE_OBB_H
#define GEOVERIFY_EXACT_PLANE_OBB_H

#include "geoverify/core/shapes.h"
#include "geoverify/exact/result.h"
#include "geoverify/query/plane_obb.h"

namespace gv {
namespace exact {

/// Plane {x : n.x + d = 0} versus the oriented box as stored (obb.h: the
/// parallelepiped c + sum s_i e_i u_i, |s_i| <= 1, any axes).
/// Relation: with [s_lo, s_hi] the exact range of n.x + d over the box
/// (plane_range_over_parallelepiped: n.c + d -+ sum_i e_i |n.u_i|),
/// s_lo > 0 or s_hi < 0 is disjoint, s_lo < 0 < s_hi overlapping, anything
/// else touching (the plane through a vertex, an edge or a face, or a flat
/// box lying in the plane: a translation by eps n moves the range off 0).
/// n == 0: the empty plane (d != 0, disjoint) or all of space (d == 0,
/// overlapping).
/// Margin: as plane_aabb (plane.h): disjoint, the distance s_lo / |n| or
/// -s_hi / |n|; overlapping, minus the shortest separating translation,
/// min(-s_lo, s_hi) / |n| (along n: a translation t moves the range by n.t,
/// |n.t| <= |n||t|); +-infinity for n == 0.
/// Scale: the largest of |c_i|, e_i max_j |u_ij| and |d| / max_i |n_i|.
/// Degenerate but valid: zero extents, zero, parallel or non-unit axes (a
/// flat box, a segment, a point), n == 0, -0.0 anywhere. Exact for every
/// finite input.
template <class T>
Result plane_obb(const Plane<T>& plane, const Obb<T>& obb);

/// The oracle of a plane-obb case (generic code calls oracle(c), oracle.h).
template <class T>
Result oracle(const query::PlaneObb<T>& c) {
  return exact::plane_obb(c.plane, c.obb);
}

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_PLANE_OBB_H
