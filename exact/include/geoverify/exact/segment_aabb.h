// SPDX-License-Identifier: MIT
// geoverify exact: the oracle for a segment given by its two endpoints versus
// an axis-aligned box.
//
// Trust base: rational arithmetic only, no filter, no shortcut. Invalid input
// (shapes.h: a NaN or infinite component, min > max on an axis) is rejected
// before anything is converted to a rational: Result{Relation::invalid}.
#ifndef GEOVERIFY_EXACT_SEGMENT_AABB_H
#define GEOVERIFY_EXACT_SEGMENT_AABB_H

#include "geoverify/core/shapes.h"
#include "geoverify/exact/result.h"
#include "geoverify/query/segment_aabb.h"

namespace gv {
namespace exact {

/// Segment S = conv{p0, p1} (the endpoints as given: the direction p1 - p0 is
/// taken exactly, never rounded) versus box B = {min <= x <= max}.
/// Relation: decided on the Minkowski difference B - S (polyhedron.h), which
/// is complete for every valid input. Consequences (relation.h):
///   overlapping  S meets B's interior (a solid box), or S crosses a flat box
///                transversally through its relative interior at an interior
///                point of S; a point segment (p0 == p1) overlaps only when
///                strictly inside a solid box;
///   touching     S meets B only on B's boundary or at an endpoint that just
///                reaches a flat box: an endpoint on a face, S lying in a
///                face plane, along an edge, grazing an edge or a corner, any
///                contact with a segment- or point-like box, a point segment
///                on B's boundary or on a flat B;
///   disjoint     otherwise.
/// Margin: disjoint, the Euclidean distance between S and B (exact squared
/// distance, square-rooted to about 1e-15 relative); overlapping, minus the
/// penetration depth (the shortest translation that separates them, exact up
/// to the final square root); touching, 0.
/// Scale: the largest of |p0_i|, |p1_i|, |min_i|, |max_i|.
/// Degenerate but valid: p0 == p1 (a point), zero and -0.0 components of
/// p1 - p0, zero extents (a slab, a segment, a point box), subnormals,
/// magnitudes up to FLT_MAX / DBL_MAX (where p1 - p0 overflows in T).
/// Exact for every finite input.
template <class T>
Result segment_aabb(const Segment<T>& seg, const Aabb<T>& box);

/// The oracle of a segment-aabb case (generic code calls oracle(c), oracle.h).
template <class T>
Result oracle(const query::SegmentAabb<T>& c) {
  return exact::segment_aabb(c.seg, c.box);
}

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_SEGMENT_AABB_H
