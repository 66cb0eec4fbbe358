// SPDX-License-Identifier: MIT
// geoverify specimens: registration of the capsule-capsule specimen (bug zoo:
// Ericson's TestCapsuleCapsule through ClosestPtSegmentSegment, Real-Time
// Collision Detection 2005, sections 4.5.1 and 5.1.9). The routine takes
// each capsule as the book's struct {a, b, r} (the medial segment's start
// and end points and the radius), as the suite's case does, so the adapter
// passes the floats through unchanged: capsule1 = {a.p0, a.p1, a.r},
// capsule2 = {b.p0, b.p1, b.r}.
#include "geoverify/query/capsule_capsule.h"
#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/zoo_ericson_capsule.h"

#include <type_traits>

namespace gv {
namespace specimens {
namespace {

constexpr const char* kOrigin =
    "specimens/src/zoo_ericson_capsule.cpp, from C. Ericson, Real-Time Collision Detection (2005), section "
    "4.5.1, TestCapsuleCapsule (dist2 = ClosestPtSegmentSegment(...); radius = capsule1.r + capsule2.r; "
    "dist2 <= radius * radius), with section 5.1.9's ClosestPtSegmentSegment (EPSILON = the machine epsilon "
    "of the type for degenerate segments, s = Clamp((b*f - c*e) / denom) if denom != 0, else s = 0)";

template <class T>
std::vector<query::Implementation<query::CapsuleCapsule<T>>> rows(const char* note) {
  using C = query::CapsuleCapsule<T>;
  query::Implementation<C> a;
  a.name = std::is_same_v<T, float> ? "zoo.ericson.TestCapsuleCapsule" : "zoo.ericson.TestCapsuleCapsule<double>";
  a.origin = kOrigin;
  a.role = query::Role::specimen;
  // Closed: dist2 <= radius * radius, tangent capsules and meeting axes with
  // zero radii collide. Exact, not tolerant: EPSILON only keeps the
  // divisions by a and e from zero ("segments degenerate into points"); it
  // is absolute, so the miss it causes is not bounded by any eps x the
  // input's scale (half the scale for inputs of size 2^-12), and it is one
  // of the defects to find (zoo_ericson_capsule.h).
  a.contract = query::Contract::exact();
  a.expected = query::kFalseHit | query::kFalseMiss;
  a.defect_note = note;
  // No precondition: the book states none (short and point axes, r == 0,
  // parallel and collinear axes included).
  a.intersects = [](const C& c) {
    const ericson_capsule::Capsule<T> c1{{c.a.p0.x, c.a.p0.y, c.a.p0.z}, {c.a.p1.x, c.a.p1.y, c.a.p1.z}, c.a.r};
    const ericson_capsule::Capsule<T> c2{{c.b.p0.x, c.b.p0.y, c.b.p0.z}, {c.b.p1.x, c.b.p1.y, c.b.p1.z}, c.b.r};
    return ericson_capsule::TestCapsuleCapsule<T>(c1, c2) != 0;
  };
  return {a};
}

}  // namespace

template <>
std::vector<query::Implementation<query::CapsuleCapsule<float>>> specimens() {
  return rows<float>(
      "false miss and hit: denom, s, t and the closest points round in float, so capsules exactly tangent "
      "across skew or parallel axes, and collinear overlapping axes with zero radii, miss, and the same "
      "capsules an ulp thinner hit; nearly parallel axes get denom == 0 (the fallback s = 0 measures from p1: "
      "crossing axes 3/2 apart, a capsule half a unit deep missed) or a rounding residue for denom (wrong s, "
      "crossing axes measured more than a unit apart); EPSILON = 2^-23 on the squared lengths takes an axis "
      "of 2^-12 for its first endpoint (a miss by half the input's scale); ra + rb rounds up (a hit 1/4 ulp "
      "apart); dist2 underflows to 0 (parallel axes 2^-80 apart hit) and subnormal squares round apart (a "
      "tangent point-like pair misses); dist2 and radius * radius both overflow (inf <= inf: a far ball "
      "hits), a, e, f overflow to 0 * inf = NaN (crossing axes of 2^65 miss); at 2^20 the closest points "
      "round to the coordinates' grid (about 1/8 off, both ways)");
}

template <>
std::vector<query::Implementation<query::CapsuleCapsule<double>>> specimens() {
  return rows<double>(
      "false miss and hit: as in float, at double's ends: rounding at tangency across skew, parallel and "
      "collinear axes, and an ulp short of it; nearly parallel axes with denom == 0 (s = 0) or a residue "
      "(wrong closest points); EPSILON = 2^-52 takes an axis of 2^-27 for a point; ra + rb rounding up; "
      "dist2 underflowing (2^-540 apart) and subnormal squares; inf <= inf for r = 2^600; NaN from axes "
      "of 2^513; at 2^49 the closest points round to the grid of 1/8");
}

}  // namespace specimens
}  // namespace gv
