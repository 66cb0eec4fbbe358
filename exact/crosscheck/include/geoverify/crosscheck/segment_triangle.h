// SPDX-License-Identifier: MIT
// geoverify crosscheck: the independent formulation of segment-triangle (crosscheck.h).
#ifndef GEOVERIFY_CROSSCHECK_SEGMENT_TRIANGLE_H
#define GEOVERIFY_CROSSCHECK_SEGMENT_TRIANGLE_H

#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"
#include "geoverify/query/segment_triangle.h"

namespace gv {
namespace crosscheck {

/// Relation of the segment conv{p0, p1} and the convex hull of the
/// triangle's vertices (collinear or coincident vertices: a segment or a
/// point), by the exact LP over both shapes' parameters. invalid if either
/// shape is invalid. Exact for all valid input.
template <class T>
Relation segment_triangle(const Segment<T>& seg, const Triangle<T>& tri);

/// The same for a case (generic code calls crosscheck::of(c)).
template <class T>
Relation of(const query::SegmentTriangle<T>& c) {
  return crosscheck::segment_triangle(c.seg, c.tri);
}

}  // namespace crosscheck
}  // namespace gv

#endif  // GEOVERIFY_CROSSCHECK_SEGMENT_TRIANGLE_H
