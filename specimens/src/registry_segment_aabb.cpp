// SPDX-License-Identifier: MIT
// geoverify specimens: registration of the segment-AABB specimens (bug zoo:
// Ericson's TestSegmentAABB, Real-Time Collision Detection 2005, and JOML's
// slab test intersectLineSegmentAab). Both take the segment by its two
// endpoints, as the suite's case does, so the adapters pass the floats
// through unchanged.
#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/zoo_ericson_segment_aabb.h"

#include <type_traits>

namespace gv {
namespace specimens {
namespace {

constexpr const char* kEricsonOrigin =
    "specimens/src/zoo_ericson_segment_aabb.cpp, from C. Ericson, Real-Time Collision Detection (2005), "
    "section 5.3.3, TestSegmentAABB; EPSILON = the machine epsilon of the type";
constexpr const char* kJomlOrigin =
    "specimens/src/zoo_ericson_segment_aabb.cpp, from JOML (K. Burjack, MIT), "
    "Intersectionf/Intersectiond.intersectLineSegmentAab, as vendored in IrisShaders/Iris";

template <class T>
std::vector<query::Implementation<query::SegmentAabb<T>>> rows(const char* ericson_note, const char* joml_note) {
  using C = query::SegmentAabb<T>;
  constexpr bool kFloat = std::is_same_v<T, float>;
  query::Implementation<C> a;
  a.name = kFloat ? "zoo.ericson.TestSegmentAABB" : "zoo.ericson.TestSegmentAABB<double>";
  a.origin = kEricsonOrigin;
  a.role = query::Role::specimen;
  a.contract = query::Contract::conservative();  // the epsilon accepts false hits, never misses
  a.expected = query::kFalseMiss;
  a.defect_note = ericson_note;
  a.intersects = [](const C& c) {
    const T p0[3] = {c.seg.p0.x, c.seg.p0.y, c.seg.p0.z}, p1[3] = {c.seg.p1.x, c.seg.p1.y, c.seg.p1.z};
    const T lo[3] = {c.box.min.x, c.box.min.y, c.box.min.z}, hi[3] = {c.box.max.x, c.box.max.y, c.box.max.z};
    return ericson_segment::TestSegmentAABB<T>(p0, p1, lo, hi) != 0;
  };

  query::Implementation<C> b;
  b.name = kFloat ? "zoo.joml.intersectLineSegmentAab" : "zoo.joml.intersectLineSegmentAab<double>";
  b.origin = kJomlOrigin;
  b.role = query::Role::specimen;
  b.contract = query::Contract::exact();
  b.expected = query::kFalseHit | query::kFalseMiss;
  b.defect_note = joml_note;
  b.intersects = [](const C& c) {
    T result[2];
    return ericson_segment::intersectLineSegmentAab<T>(c.seg.p0.x, c.seg.p0.y, c.seg.p0.z, c.seg.p1.x, c.seg.p1.y,
                                                       c.seg.p1.z, c.box.min.x, c.box.min.y, c.box.min.z,
                                                       c.box.max.x, c.box.max.y, c.box.max.z, result) != -1;
  };
  return {a, b};
}

}  // namespace

template <>
std::vector<query::Implementation<query::SegmentAabb<float>>> specimens() {
  return rows<float>(
      "false miss: the rounded midpoint and half-length clear the epsilon-free box-axis test for an endpoint "
      "exactly on a (flat) box, or a long segment whose p0 + p1 rounds; min + max overflows to inf near "
      "FLT_MAX (false hits from the absolute epsilon at tiny scales are within its conservative contract)",
      "false hit and miss: dir = p1 - p0 and 1/dir round, so a segment grazing an edge exactly is cut off "
      "and one passing an ulp beside it is let through; (min - p0) * (1/0) = NaN for a segment along an "
      "edge line, which the NaN guards miss");
}

template <>
std::vector<query::Implementation<query::SegmentAabb<double>>> specimens() {
  return rows<double>(
      "false miss: as in float, at double's ends: rounded midpoint and half-length at an endpoint on a "
      "(point) box or a long segment; min + max overflows near DBL_MAX",
      "false hit and miss: as in float: rounded dir and 1/dir at grazing contact; NaN for a segment along "
      "an edge line");
}

}  // namespace specimens
}  // namespace gv
