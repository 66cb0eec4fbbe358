// SPDX-License-Identifier: MIT
// geoverify crosscheck: point-triangle-closest's relation as segment-triangle's
// exact LP (crosscheck/segment_triangle.h) with the point as a segment of
// zero length: the same point set, so the same relation (touching on the
// triangle, which has no interior; else disjoint).
#ifndef GEOVERIFY_CROSSCHECK_POINT_TRIANGLE_CLOSEST_H
#define GEOVERIFY_CROSSCHECK_POINT_TRIANGLE_CLOSEST_H

#include "geoverify/crosscheck/segment_triangle.h"
#include "geoverify/query/point_triangle_closest.h"

namespace gv {
namespace crosscheck {

/// The relation of the case's point and triangle (generic code calls of(c)).
template <class T>
Relation of(const query::PointTriangleClosest<T>& c) {
  return crosscheck::segment_triangle(Segment<T>{c.point.p, c.point.p}, c.tri);
}

}  // namespace crosscheck
}  // namespace gv

#endif  // GEOVERIFY_CROSSCHECK_POINT_TRIANGLE_CLOSEST_H
