// SPDX-License-Identifier: MIT
// geoverify exact: the degeneracy classes of a capsule-capsule case (classify.h).
//
// Tags, most specific first (besides the subnormal and huge of every query),
// all decided exactly: point-axis (an axis with p0 == p1: a ball),
// zero-radius (r == 0 for both: two segments), collinear (both axes on one
// line) or parallel (parallel axes, not collinear; only for two proper
// axes), axes-meet (distance 0), and, when the capsules are tangent
// (distance == ra + rb > 0), where the nearest points lie: tangent-ends (an
// endpoint against an endpoint), tangent-end-side (an endpoint against the
// other axis's interior), tangent-sides (the interiors).
#include "classify_support.h"
#include "geoverify/exact/rational/capsule_capsule.h"
#include "geoverify/exact/rational/sphere_triangle.h"
#include "geoverify/query/capsule_capsule.h"

namespace gv {
namespace exact {
namespace classify_detail {

template <class T>
Tags tags_of(const query::CapsuleCapsule<T>& c) {
  Tags t;
  const bool pa = same(c.a.p0, c.a.p1), pb = same(c.b.p0, c.b.p1);
  if (pa || pb) t.push_back("point-axis");
  if (c.a.r == 0 && c.b.r == 0) t.push_back("zero-radius");
  const Vec3Q p0 = to_rational(c.a.p0), p1 = to_rational(c.a.p1), q0 = to_rational(c.b.p0), q1 = to_rational(c.b.p1);
  const auto zero = [](const Vec3Q& v) { return v.x == 0 && v.y == 0 && v.z == 0; };
  if (!pa && !pb && zero(cross(p1 - p0, q1 - q0))) {
    t.push_back(zero(cross(p1 - p0, q0 - p0)) ? "collinear" : "parallel");
  }
  const Rational d2 = squared_distance_segment_segment(p0, p1, q0, q1);
  if (d2 == 0) {
    t.push_back("axes-meet");
    return t;
  }
  const Rational r = to_rational(c.a.r) + to_rational(c.b.r);
  if (d2 != r * r) return t;
  const Vec3Q ends[2][2] = {{p0, p1}, {q0, q1}};
  for (const Vec3Q& x : ends[0]) {
    for (const Vec3Q& y : ends[1]) {
      const Vec3Q v = x - y;
      if (dot(v, v) == d2) {
        t.push_back("tangent-ends");
        return t;
      }
    }
  }
  for (const Vec3Q& x : ends[0]) {
    if (squared_distance_to_segment(x, q0, q1) == d2) {
      t.push_back("tangent-end-side");
      return t;
    }
  }
  for (const Vec3Q& y : ends[1]) {
    if (squared_distance_to_segment(y, p0, p1) == d2) {
      t.push_back("tangent-end-side");
      return t;
    }
  }
  t.push_back("tangent-sides");
  return t;
}

template <class T>
struct Tagger<query::CapsuleCapsule<T>> {
  static Tags tags(const query::CapsuleCapsule<T>& c, const Result&) { return tags_of(c); }
};

}  // namespace classify_detail

template std::string degeneracy_class(const query::CapsuleCapsule<float>&, const Result&);
template std::string degeneracy_class(const query::CapsuleCapsule<double>&, const Result&);

}  // namespace exact
}  // namespace gv
