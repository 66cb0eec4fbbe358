// SPDX-License-Identifier: MIT
// geoverify exact: the oracle for two axis-aligned boxes.
//
// Trust base: rational arithmetic only, no filter, no shortcut. Invalid input
// (shapes.h: a NaN or infinite component, min > max on an axis of either box)
// is rejected before anything is converted to a rational:
// Result{Relation::invalid}.
#ifndef GEOVERIFY_EXACT_AABB_AABB_H
#define GEOVERIFY_EXACT_AABB_AABB_H

#include "geoverify/core/shapes.h"
#include "geoverify/exact/result.h"
#include "geoverify/query/aabb_aabb.h"

namespace gv {
namespace exact {

/// Box A = {a.min <= x <= a.max} versus box B = {b.min <= x <= b.max}, both
/// closed. Their Minkowski difference A - B is the box whose axis i is the
/// interval D_i = [a.min_i - b.max_i, a.max_i - b.min_i] (exact rationals).
/// Relation (relation.h: they meet iff 0 is in A - B, overlap iff 0 is
/// interior to it):
///   disjoint     some axis has 0 outside D_i: a.max_i < b.min_i or
///                b.max_i < a.min_i (a gap on that axis);
///   overlapping  every axis has 0 strictly inside D_i: a.min_i < b.max_i and
///                b.min_i < a.max_i for i = 0, 1, 2;
///   touching     otherwise: on some axis the intervals only share an end
///                point (a face, an edge or a corner of contact: one, two or
///                three such axes), or both boxes are flat on the same plane
///                x_i = c (D_i = [0, 0]: no interior).
/// Consequences: a flat box crossing a solid box, or two flat boxes crossing
/// each other transversally (flat on different axes), overlap; identical
/// solid boxes overlap, identical flat, segment or point boxes only touch; a
/// point box overlaps a box it is strictly inside of.
/// Margin: disjoint, the Euclidean distance between A and B,
/// sqrt(sum_i g_i^2) with the per-axis gaps g_i = max(b.min_i - a.max_i,
/// a.min_i - b.max_i, 0) (exact squared distance, square-rooted to about
/// 1e-15 relative); overlapping, minus the penetration depth, the shortest
/// translation that separates them: min_i min(a.max_i - b.min_i,
/// b.max_i - a.min_i) (exact, then rounded); touching, 0.
/// Scale: the largest |coordinate| of either box.
/// Degenerate but valid: zero extents on any axis of either box (a slab, a
/// segment, a point box), -0.0 anywhere (equal to +0.0), subnormals,
/// magnitudes up to FLT_MAX / DBL_MAX (where max - min and min + max overflow
/// in T: nothing is computed in T). Exact for every finite input.
template <class T>
Result aabb_aabb(const Aabb<T>& a, const Aabb<T>& b);

/// The oracle of an aabb-aabb case (generic code calls oracle(c), oracle.h).
template <class T>
Result oracle(const query::AabbAabb<T>& c) {
  return exact::aabb_aabb(c.a, c.b);
}

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_AABB_AABB_H
