// SPDX-License-Identifier: MIT
// geoverify exact: the degeneracy classes of a segment-triangle case (classify.h).
//
// Tags, most specific first (besides the subnormal and huge of every query),
// all decided exactly with n = (t1 - t0) x (t2 - t0) and the endpoints' plane
// values sP = n . (p0 - t0), sQ = n . (p1 - t0):
// point-segment (p0 == p1), point-triangle / segment-triangle-degenerate (three
// equal vertices; collinear or repeated ones: n == 0), endpoint-at-vertex (an
// endpoint bit-for-bit a vertex; -0.0 equals +0.0), in-plane (sP == sQ == 0),
// parallel (sP == sQ != 0, p0 != p1: the segment parallel to the plane,
// off it; no plane tags for a degenerate triangle),
// endpoint-on-plane (exactly one of sP, sQ is zero), through-vertex /
// through-edge (the segment meets the plane at one point, which is a vertex
// or lies on an edge of the triangle).
#include "classify_support.h"
#include "geoverify/query/segment_triangle.h"

namespace gv {
namespace exact {
namespace classify_detail {

template <class T>
Tags tags_of(const query::SegmentTriangle<T>& c) {
  Tags t;
  const Segment<T>& g = c.seg;
  const Triangle<T>& tri = c.tri;
  if (same(g.p0, g.p1)) t.push_back("point-segment");
  const Vec3Q a[3] = {to_rational(tri.p0), to_rational(tri.p1), to_rational(tri.p2)};
  const Vec3Q n = cross(a[1] - a[0], a[2] - a[0]);
  const bool flat = n.x == 0 && n.y == 0 && n.z == 0;
  if (flat) {
    t.push_back(same(tri.p0, tri.p1) && same(tri.p1, tri.p2) ? "point-triangle" : "segment-triangle-degenerate");
  }
  for (const Vec3<T>* p : {&g.p0, &g.p1}) {
    if (same(*p, tri.p0) || same(*p, tri.p1) || same(*p, tri.p2)) {
      t.push_back("endpoint-at-vertex");
      break;
    }
  }
  if (flat) return t;  // no plane to be in, parallel to or through
  const Vec3Q P = to_rational(g.p0), Q = to_rational(g.p1);
  const Rational sP = dot(n, P - a[0]), sQ = dot(n, Q - a[0]);
  if (sP == 0 && sQ == 0) {
    t.push_back("in-plane");
  } else if (sP == sQ) {
    if (!same(g.p0, g.p1)) t.push_back("parallel");
  } else {
    if (sP == 0 || sQ == 0) t.push_back("endpoint-on-plane");
    if (sP * sQ <= 0) {
      // One crossing point X; its barycentric signs are those of the volumes
      // (Q - P) . ((a_{i+1} - P) x (a_{i+2} - P)).
      const Vec3Q d = Q - P;
      int pos = 0, neg = 0, zero = 0;
      for (int i = 0; i < 3; ++i) {
        const Rational e = dot(d, cross(a[(i + 1) % 3] - P, a[(i + 2) % 3] - P));
        pos += e > 0;
        neg += e < 0;
        zero += e == 0;
      }
      if (!(pos > 0 && neg > 0)) {
        if (zero == 2) t.push_back("through-vertex");
        else if (zero == 1) t.push_back("through-edge");
      }
    }
  }
  return t;
}

template <class T>
struct Tagger<query::SegmentTriangle<T>> {
  static Tags tags(const query::SegmentTriangle<T>& c, const Result&) { return tags_of(c); }
};

}  // namespace classify_detail

template std::string degeneracy_class(const query::SegmentTriangle<float>&, const Result&);
template std::string degeneracy_class(const query::SegmentTriangle<double>&, const Result&);

}  // namespace exact
}  // namespace gv
