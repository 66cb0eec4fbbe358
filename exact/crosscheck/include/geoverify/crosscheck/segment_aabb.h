// SPDX-License-Identifier: MIT
// geoverify crosscheck: the independent formulation of segment-aabb (crosscheck.h).
#ifndef GEOVERIFY_CROSSCHECK_SEGMENT_AABB_H
#define GEOVERIFY_CROSSCHECK_SEGMENT_AABB_H

#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"
#include "geoverify/query/segment_aabb.h"

namespace gv {
namespace crosscheck {

/// Relation of the segment conv{p0, p1} (the endpoints as given; p0 == p1 is
/// the single point p0) and a closed box (zero extents allowed): the LP of
/// the polytope queries with the segment written as p0 + t (p1 - p0), t in
/// [0, 1], the direction exact. invalid if either shape is invalid. Exact for
/// all valid input.
template <class T>
Relation segment_aabb(const Segment<T>& seg, const Aabb<T>& box);

/// The same for a case (generic code calls crosscheck::of(c)).
template <class T>
Relation of(const query::SegmentAabb<T>& c) {
  return crosscheck::segment_aabb(c.seg, c.box);
}

}  // namespace crosscheck
}  // namespace gv

#endif  // GEOVERIFY_CROSSCHECK_SEGMENT_AABB_H
