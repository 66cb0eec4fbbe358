// SPDX-License-Identifier: MIT
// geoverify exact: the oracle for ball versus axis-aligned box (Arvo's clamp,
// in rational arithmetic).
//
// Trust base: rational arithmetic only, no filter, no shortcut. Invalid input
// (shapes.h: a NaN or infinite component, min > max on an axis, a negative
// radius) is rejected before anything is converted to a rational:
// Result{Relation::invalid}.
#ifndef GEOVERIFY_EXACT_SPHERE_AABB_H
#define GEOVERIFY_EXACT_SPHERE_AABB_H

#include "geoverify/core/shapes.h"
#include "geoverify/exact/result.h"
#include "geoverify/query/sphere_aabb.h"

namespace gv {
namespace exact {

/// Ball {|x - c| <= r} versus box B = {min <= x <= max}.
/// Relation: with the exact squared distance D2 = sum_i e_i^2 from c to B,
/// e_i = max(min_i - c_i, 0, c_i - max_i) (the clamp), D2 > r^2 is disjoint,
/// D2 < r^2 overlapping, D2 == r^2 touching, except r == 0 with c strictly
/// inside B on every axis (min_i < c_i < max_i), which is overlapping: a point
/// strictly inside a solid box survives every small move. A point on B's
/// boundary, or on a flat B (a zero extent: no interior), only touches.
/// Margin: dist - r, computed as (D2 - r^2) / (dist + r) so that it keeps its
/// relative accuracy near tangency; when c is in B, minus (r + the distance
/// from c to B's boundary, min_i min(c_i - min_i, max_i - c_i), which is 0
/// unless c is strictly inside): the same measure as obb_sphere (obb.h) on
/// the same box.
/// Scale: the largest of |c_i|, r, |min_i| and |max_i|.
/// Degenerate but valid: r == 0 or -0.0 (a point), zero extents (a slab, a
/// segment, a point box), -0.0 anywhere. Exact for every finite input.
template <class T>
Result sphere_aabb(const Sphere<T>& sphere, const Aabb<T>& box);

/// The oracle of a sphere-aabb case (generic code calls oracle(c), oracle.h).
template <class T>
Result oracle(const query::SphereAabb<T>& c) {
  return exact::sphere_aabb(c.sphere, c.box);
}

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_SPHERE_AABB_H
