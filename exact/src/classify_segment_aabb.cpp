// SPDX-License-Identifier: MIT
// geoverify exact: the degeneracy classes of a segment-aabb case (classify.h).
//
// Tags, most specific first (besides the subnormal and huge of every query):
// point-segment (p0 == p1), endpoint-on-box (an endpoint on the boundary), in-face-plane (both
// endpoints on one face plane), grazing-edge (touching through an edge or a corner only),
// axis-parallel (a zero component of p1 - p0), near-parallel (0 < |d_i| < 2^-10 max |d|, d = p1 -
// p0 exactly), rounded-direction (p1 - p0 is not exact in T), point-box, flat-box
#include "classify_support.h"

namespace gv {
namespace exact {
namespace classify_detail {

template <class T>
Tags tags_of(const query::SegmentAabb<T>& c, const Result& r) {
  Tags t;
  const Segment<T>& g = c.seg;
  const Aabb<T>& b = c.box;
  const bool point = same(g.p0, g.p1);
  if (point) t.push_back("point-segment");
  // An endpoint on the box's boundary (in the closed box, not strictly inside).
  bool on_box = false;
  for (const Vec3<T>* p : {&g.p0, &g.p1}) {
    bool closed = true, open = true;
    for (int i = 0; i < 3; ++i) {
      const T x = get(*p, i), lo = get(b.min, i), hi = get(b.max, i);
      closed = closed && lo <= x && x <= hi;
      open = open && lo < x && x < hi;
    }
    on_box = on_box || (closed && !open);
  }
  if (on_box) t.push_back("endpoint-on-box");
  // The segment in a face plane (both endpoints on the plane x_i = min_i or max_i).
  bool in_face = false;
  for (int i = 0; i < 3; ++i) {
    const T a = get(g.p0, i);
    in_face = in_face || (a == get(g.p1, i) && (a == get(b.min, i) || a == get(b.max, i)));
  }
  if (in_face) t.push_back("in-face-plane");
  // Touching away from the endpoints and the face planes: through an edge or a corner.
  if (r.relation == Relation::touching && !on_box && !in_face && !point) t.push_back("grazing-edge");
  if (!point) {
    // The direction p1 - p0, exactly.
    Rational d[3], m = 0;
    bool inexact = false;
    for (int i = 0; i < 3; ++i) {
      d[i] = q(get(g.p1, i)) - q(get(g.p0, i));
      const Rational a = d[i] < 0 ? Rational(-d[i]) : d[i];
      if (a > m) m = a;
      const T rounded = get(g.p1, i) - get(g.p0, i);  // may overflow to inf: then inexact
      inexact = inexact || !std::isfinite(rounded) || q(rounded) != d[i];
    }
    bool axis = false, near = false;
    for (int i = 0; i < 3; ++i) {
      const Rational a = d[i] < 0 ? Rational(-d[i]) : d[i];
      axis = axis || a == 0;
      near = near || (a != 0 && a * Rational(1u << 10) < m);
    }
    if (axis) t.push_back("axis-parallel");
    if (near) t.push_back("near-parallel");
    if (inexact) t.push_back("rounded-direction");
  }
  box_tags(b, t);
  return t;
}

template <class T>
struct Tagger<query::SegmentAabb<T>> {
  static Tags tags(const query::SegmentAabb<T>& c, const Result& r) { return tags_of(c, r); }
};

}  // namespace classify_detail

template std::string degeneracy_class(const query::SegmentAabb<float>&, const Result&);
template std::string degeneracy_class(const query::SegmentAabb<double>&, const Result&);

}  // namespace exact
}  // namespace gv
