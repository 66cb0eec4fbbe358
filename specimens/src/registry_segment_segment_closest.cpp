// SPDX-License-Identifier: MIT
// geoverify specimens: registration of the segment-segment-closest specimen
// (Ericson's ClosestPtSegmentSegment, Real-Time Collision Detection 2005,
// section 5.1.9: its closest points c1, c2 and returned squared distance;
// the transcription: zoo_ericson_capsule.h).
#include <type_traits>

#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/zoo_ericson_capsule.h"

namespace gv {
namespace specimens {
namespace {

template <class T>
query::Implementation<query::SegmentSegmentClosest<T>> ericson(const char* note) {
  using C = query::SegmentSegmentClosest<T>;
  query::Implementation<C> impl;
  impl.name = std::is_same_v<T, float> ? "zoo.ericson.ClosestPtSegmentSegment"
                                       : "zoo.ericson.ClosestPtSegmentSegment<double>";
  impl.origin =
      "specimens/src/zoo_ericson_capsule.cpp, from C. Ericson, Real-Time Collision Detection (2005), section "
      "5.1.9, ClosestPtSegmentSegment (clamped s, t from a, b, c, e, f; EPSILON for point segments)";
  impl.role = query::Role::specimen;
  impl.contract = query::Contract::exact();
  impl.number_contract = query::NumberContract::ulps(4);
  impl.expected = query::kWrongNumber;
  impl.defect_note = note;
  impl.numbers = [](const C& c) {
    const T p1[3] = {c.a.p0.x, c.a.p0.y, c.a.p0.z}, q1[3] = {c.a.p1.x, c.a.p1.y, c.a.p1.z};
    const T p2[3] = {c.b.p0.x, c.b.p0.y, c.b.p0.z}, q2[3] = {c.b.p1.x, c.b.p1.y, c.b.p1.z};
    T s = 0, t = 0, c1[3], c2[3];
    const T d2 = ericson_capsule::ClosestPtSegmentSegment<T>(p1, q1, p2, q2, s, t, c1, c2);
    query::Numbers<T, 7> n;
    n.present = true;
    n.lo = {c1[0], c1[1], c1[2], c2[0], c2[1], c2[2], d2};
    n.hi = n.lo;
    return n;
  };
  return impl;
}

}  // namespace

template <>
std::vector<query::Implementation<query::SegmentSegmentClosest<float>>> specimens() {
  return {ericson<float>(
      "wrong number: denom = a e - b^2 cancels for nearly parallel segments, so s and the closest points "
      "land far from the exact ones; segments shorter than sqrt(EPSILON) are taken as points; the closest "
      "points are formed in absolute coordinates and the squared distance from their rounded difference "
      "(0 for segments that do not meet, or far off); squares under- and overflow")};
}
template <>
std::vector<query::Implementation<query::SegmentSegmentClosest<double>>> specimens() {
  return {ericson<double>(
      "wrong number: as in float, at double's ends: nearly parallel segments, EPSILON-short segments taken "
      "as points, the squared distance of the rounded closest points, under- and overflow")};
}

}  // namespace specimens
}  // namespace gv
