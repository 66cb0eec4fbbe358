// SPDX-License-Identifier: MIT
// geoverify crosscheck: segment-segment-closest's relation as capsule-capsule's
// second formulation (crosscheck/capsule_capsule.h) with radii 0: the same
// point sets, so the same relation.
#ifndef GEOVERIFY_CROSSCHECK_SEGMENT_SEGMENT_CLOSEST_H
#define GEOVERIFY_CROSSCHECK_SEGMENT_SEGMENT_CLOSEST_H

#include "geoverify/crosscheck/capsule_capsule.h"
#include "geoverify/query/segment_segment_closest.h"

namespace gv {
namespace crosscheck {

/// The relation of the case's segments (generic code calls of(c)).
template <class T>
Relation of(const query::SegmentSegmentClosest<T>& c) {
  return crosscheck::capsule_capsule(Capsule<T>{c.a.p0, c.a.p1, T(0)}, Capsule<T>{c.b.p0, c.b.p1, T(0)});
}

}  // namespace crosscheck
}  // namespace gv

#endif  // GEOVERIFY_CROSSCHECK_SEGMENT_SEGMENT_CLOSEST_H
