// SPDX-License-Identifier: MIT
// geoverify specimens: registration of the segment-triangle specimen (bug
// zoo: Ericson's IntersectSegmentTriangle, Real-Time Collision Detection
// 2005, section 5.3.6). The routine takes the segment by its endpoints p, q
// and the triangle by its vertices a, b, c, as the suite's case does, so the
// adapter passes the floats through unchanged: p = seg.p0, q = seg.p1,
// a, b, c = tri.p0, tri.p1, tri.p2.
#include "geoverify/query/preconditions.h"
#include "geoverify/query/segment_triangle.h"
#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/zoo_ericson_segment_triangle.h"

#include <type_traits>

namespace gv {
namespace specimens {
namespace {

constexpr const char* kOrigin =
    "specimens/src/zoo_ericson_segment_triangle.cpp, from C. Ericson, Real-Time Collision Detection (2005), "
    "section 5.3.6, IntersectSegmentTriangle (one-sided: d = (p - q) . ((b - a) x (c - a)) <= 0 returns 0, "
    "then 0 <= t <= d, v >= 0, w >= 0, v + w <= d on the undivided values)";

template <class T>
std::vector<query::Implementation<query::SegmentTriangle<T>>> rows(const char* note) {
  using C = query::SegmentTriangle<T>;
  query::Implementation<C> a;
  a.name = std::is_same_v<T, float> ? "zoo.ericson.IntersectSegmentTriangle"
                                    : "zoo.ericson.IntersectSegmentTriangle<double>";
  a.origin = kOrigin;
  a.role = query::Role::specimen;
  a.contract = query::Contract::exact();  // closed: t == 0, t == d, v == 0, w == 0, v + w == d hit
  a.expected = query::kFalseHit | query::kFalseMiss;
  a.defect_note = note;
  // One-sided by design (zoo_ericson_segment_triangle.h): judged only where
  // the segment goes from the front of the triangle to its back, decided by
  // the exact sign of (p - q) . n. No precondition margin: the precondition
  // has no tolerance, and near its edge (d nearly 0) the routine's wrong
  // answers are its own rounding, which the suite should report.
  a.accepts = [](const C& c) { return query::front_to_back(c.seg, c.tri); };
  a.intersects = [](const C& c) {
    const T p[3] = {c.seg.p0.x, c.seg.p0.y, c.seg.p0.z}, q[3] = {c.seg.p1.x, c.seg.p1.y, c.seg.p1.z};
    const T va[3] = {c.tri.p0.x, c.tri.p0.y, c.tri.p0.z}, vb[3] = {c.tri.p1.x, c.tri.p1.y, c.tri.p1.z},
            vc[3] = {c.tri.p2.x, c.tri.p2.y, c.tri.p2.z};
    T u = 0, v = 0, w = 0, t = 0;
    return ericson_segment_triangle::IntersectSegmentTriangle<T>(p, q, va, vb, vc, u, v, w, t) != 0;
  };
  return {a};
}

}  // namespace

template <>
std::vector<query::Implementation<query::SegmentTriangle<float>>> specimens() {
  return rows<float>(
      "false miss and hit: n, d, t, v and w round in float, so a segment exactly through an edge or with an "
      "endpoint exactly on the face is cut off (w < 0, t < 0 or t > d by a rounding) and one an ulp beside an "
      "edge is let in (w rounds to -0); d = qp . n cancels to 0 for a grazing segment through the interior "
      "(miss); e = qp x ap cancels for far endpoints (from 2^26 away, crossings 8 beside a unit triangle hit "
      "and 5 inside an edge miss); d underflows to 0 below about 2^-50 (miss) and e to 0 near a vertex (hit); "
      "an overflowing n makes d = +inf, which voids t <= d (hit), or -inf (miss)");
}

template <>
std::vector<query::Implementation<query::SegmentTriangle<double>>> specimens() {
  return rows<double>(
      "false miss and hit: as in float, at double's ends: rounding at an edge, at an endpoint on the face and "
      "an ulp beside an edge; cancellation in d for grazing segments and in e = qp x ap for far endpoints; d "
      "and e underflowing below 2^-1074; n overflowing above 2^1024 (d = +inf voids t <= d, d = -inf misses)");
}

}  // namespace specimens
}  // namespace gv
