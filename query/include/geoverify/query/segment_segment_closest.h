// SPDX-License-Identifier: MIT
// geoverify query: the segment-segment-closest case (one registry line in
// query/registry.h), a quantity query (query/quantity.h): a pair of closest
// points p (of the first segment) and q (of the second) and their squared
// distance d2, 0 exactly when the segments meet -- the axes of two capsules.
// The pair is unique unless the segments are parallel and overlap in
// projection; then any closest pair is right, and each coordinate is judged
// against the set of its values over the closest pairs (not the pairing of
// p with q: d2 judges their distance). Its relation is the capsules' of
// radius 0: touching when the segments meet (they have no interior), else
// disjoint. Degenerate but valid: a segment that is a point, parallel and
// collinear segments.
#ifndef GEOVERIFY_QUERY_SEGMENT_SEGMENT_CLOSEST_H
#define GEOVERIFY_QUERY_SEGMENT_SEGMENT_CLOSEST_H

#include <array>
#include <tuple>

#include "geoverify/core/segment_segment.h"
#include "geoverify/core/shapes.h"
#include "geoverify/query/quantity.h"

namespace gv {
namespace query {

template <class T>
struct SegmentSegmentClosest {
  using Scalar = T;
  Segment<T> a;
  Segment<T> b;
  static constexpr const char* kQuery = "segment-segment-closest";
  static constexpr std::array<const char*, 2> kNames{"a", "b"};
  static constexpr std::array<const char*, 7> kNumbers{"px", "py", "pz", "qx", "qy", "qz", "d2"};
  auto tie() { return std::tie(a, b); }
  auto tie() const { return std::tie(a, b); }

  /// The certified core's answer: brackets of adjacent values of T around
  /// each coordinate of Ericson's closest pair and the squared distance
  /// (gv::segment_segment_closest).
  static Numbers<T, 7> core_numbers(const SegmentSegmentClosest& c, Stats* stats) noexcept {
    const SegmentClosest<T> s = segment_segment_closest(c.a, c.b, stats);
    Numbers<T, 7> n;
    n.present = s.valid;
    n.lo = {s.p[0].lo, s.p[1].lo, s.p[2].lo, s.q[0].lo, s.q[1].lo, s.q[2].lo, s.d2.lo};
    n.hi = {s.p[0].hi, s.p[1].hi, s.p[2].hi, s.q[0].hi, s.q[1].hi, s.q[2].hi, s.d2.hi};
    return n;
  }
};

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_SEGMENT_SEGMENT_CLOSEST_H
