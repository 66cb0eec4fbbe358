// SPDX-License-Identifier: MIT
// geoverify exact: the oracle of segment-segment-closest
// (query/segment_segment_closest.h): the relation is the capsules' of radius
// 0 (exact/capsule_capsule.h); the numbers are the exact closest points and
// squared distance. Each coordinate lies in its segment's bounding box; when
// the closest pair is not unique (parallel segments overlapping in
// projection) each coordinate is the set of its values over the closest
// pairs, an interval (rational/quantity.h, ExactQuantity::upto).
#ifndef GEOVERIFY_EXACT_SEGMENT_SEGMENT_CLOSEST_H
#define GEOVERIFY_EXACT_SEGMENT_SEGMENT_CLOSEST_H

#include "geoverify/exact/capsule_capsule.h"
#include "geoverify/exact/quantity.h"
#include "geoverify/exact/result.h"
#include "geoverify/query/segment_segment_closest.h"

namespace gv {
namespace exact {

/// The exact closest points and squared distance of the case's segments,
/// found as the minimum over the parameter square's candidates (the lines'
/// closest points when interior, else the four edges' clamped feet), and
/// for parallel segments the interval of the overlap; always a value for
/// valid input (none for invalid input).
template <class T>
ExactNumbers exact_numbers(const query::SegmentSegmentClosest<T>& c);

/// The oracle of a segment-segment-closest case: the capsules of radius 0.
template <class T>
Result oracle(const query::SegmentSegmentClosest<T>& c) {
  return exact::capsule_capsule(Capsule<T>{c.a.p0, c.a.p1, T(0)}, Capsule<T>{c.b.p0, c.b.p1, T(0)});
}

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_SEGMENT_SEGMENT_CLOSEST_H
