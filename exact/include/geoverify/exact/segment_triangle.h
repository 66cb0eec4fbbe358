// SPDX-License-Identifier: MIT
// geoverify exact: the oracle for a segment given by its two endpoints versus
// a triangle.
//
// Trust base: rational arithmetic only (polyhedron.h), no filter, no
// shortcut. Invalid input (a NaN or infinite coordinate) is rejected before
// anything is converted to a rational: Result{Relation::invalid}.
#ifndef GEOVERIFY_EXACT_SEGMENT_TRIANGLE_H
#define GEOVERIFY_EXACT_SEGMENT_TRIANGLE_H

#include "geoverify/core/shapes.h"
#include "geoverify/exact/result.h"
#include "geoverify/query/segment_triangle.h"

namespace gv {
namespace exact {

/// Segment S = conv{p0, p1} (the endpoints as given: p1 - p0 is taken
/// exactly) versus the closed triangle T = conv{t.p0, t.p1, t.p2}.
/// Relation, decided on the Minkowski difference T - S (polyhedron.h), which
/// is complete for every valid input. Consequences (relation.h):
///   overlapping  S crosses T's plane transversally (its endpoints strictly
///                on opposite sides) at a point of T's relative interior;
///   touching     they meet, but not so: an endpoint on T, S through an edge
///                or a vertex of T, S in T's plane, and every contact of a
///                degenerate pair (a point segment, a triangle that is a
///                segment or a point), whose T - S is flat;
///   disjoint     no common point.
/// Degenerate but valid: p0 == p1 (a point), collinear or coincident
/// triangle vertices, S parallel to or lying in T's plane, -0.0 anywhere,
/// subnormals, magnitudes up to FLT_MAX / DBL_MAX. Exact for every finite
/// input.
/// Margin: disjoint, the largest gap along a candidate separating direction
/// (a lower bound of the distance); overlapping, minus the penetration depth
/// (the shortest translation that separates them); touching, 0.
/// Scale: the largest |coordinate| of the five points.
template <class T>
Result segment_triangle(const Segment<T>& seg, const Triangle<T>& tri);

/// The oracle of a segment-triangle case (generic code calls oracle(c), oracle.h).
template <class T>
Result oracle(const query::SegmentTriangle<T>& c) {
  return exact::segment_triangle(c.seg, c.tri);
}

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_SEGMENT_TRIANGLE_H
