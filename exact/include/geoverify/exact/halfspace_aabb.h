// SPDX-License-Identifier: MIT
// geoverify exact: the oracle for closed half-space versus axis-aligned box.
//
// Trust base: rational arithmetic only, no filter, no shortcut. Invalid input
// (shapes.h: a NaN or infinite component, min > max on an axis) is rejected
// before anything is converted to a rational: Result{Relation::invalid}.
//
// Why the minimum decides (semantics.md's definitions, H = {p : n.p + d <= 0},
// B a closed box, m = min over B of n.p + d, attained at the corner the signs
// of n select; n != 0):
//   * H and B meet iff some p of B has n.p + d <= 0 iff m <= 0.
//   * Translating B by t changes every value by n.t, so the minimum over
//     B + t is m + n.t.
//   * m < 0: every t with |n.t| < -m, in particular every |t| < -m / |n|,
//     keeps m + n.t < 0: they still meet: overlapping.
//   * m == 0: t = eps n gives m + eps |n|^2 > 0 for every eps > 0: an
//     arbitrarily small translation separates them: touching.
//   * m > 0: disjoint.
// Nothing here uses the box's volume: a flat box, a segment or a point box
// follows the same three rules (a point box on the boundary plane touches; a
// flat box lying in the boundary plane touches; a point box strictly inside
// H overlaps, since H itself is solid). n == 0: H is all of space when
// d <= 0 (it contains B and every translate of it: overlapping) and empty
// when d > 0 (disjoint).
#ifndef GEOVERIFY_EXACT_HALFSPACE_AABB_H
#define GEOVERIFY_EXACT_HALFSPACE_AABB_H

#include "geoverify/core/shapes.h"
#include "geoverify/exact/result.h"
#include "geoverify/query/halfspace_aabb.h"

namespace gv {
namespace exact {

/// Half-space {x : n.x + d <= 0} versus box {min <= x <= max}.
/// Relation: with m = d + sum_i n_i (n_i >= 0 ? min_i : max_i), the exact
/// minimum of n.x + d over the box: m > 0 disjoint, m == 0 touching, m < 0
/// overlapping (argument above). n == 0: overlapping if d <= 0 (all of
/// space), disjoint if d > 0 (empty).
/// Margin: m / |n| in both directions: disjoint, the distance from the box
/// to the half-space; overlapping, minus the shortest translation of the box
/// (along n) that separates them; +-infinity for n == 0.
/// Scale: the largest of |min_i|, |max_i| and |d| / max_i |n_i| (as plane_aabb).
/// Degenerate but valid: zero extents (slab, segment, point box), n == 0,
/// -0.0 anywhere. Exact for every finite input.
template <class T>
Result halfspace_aabb(const Halfspace<T>& halfspace, const Aabb<T>& box);

/// The oracle of a halfspace-aabb case (generic code calls oracle(c), oracle.h).
template <class T>
Result oracle(const query::HalfspaceAabb<T>& c) {
  return exact::halfspace_aabb(c.halfspace, c.box);
}

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_HALFSPACE_AABB_H
