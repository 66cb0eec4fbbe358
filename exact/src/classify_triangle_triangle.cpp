// SPDX-License-Identifier: MIT
// geoverify exact: the degeneracy classes of a triangle-triangle case (classify.h).
//
// Tags, most specific first (besides the subnormal and huge of every query):
// point / segment (the more degenerate of the two triangles: coincident
// vertices, or collinear or repeated ones), shared-edge / shared-vertex (two or
// one vertex of a is bit-for-bit a vertex of b; -0.0 equals +0.0), coplanar
// (the six vertices lie in one plane), parallel (two proper triangles in
// distinct parallel planes), vertex-on-plane (a vertex of one proper
// triangle lies in the other's plane, the triangles not coplanar).
#include "classify_support.h"

namespace gv {
namespace exact {
namespace classify_detail {

/// 0: a proper triangle, 1: a segment (collinear or repeated vertices), 2: a point.
template <class T>
int triangle_degeneracy(const Triangle<T>& t) {
  if (same(t.p0, t.p1) && same(t.p1, t.p2)) return 2;
  const Vec3Q n = cross(to_rational(t.p1) - to_rational(t.p0), to_rational(t.p2) - to_rational(t.p0));
  return n.x == 0 && n.y == 0 && n.z == 0 ? 1 : 0;
}

template <class T>
Tags tags_of(const query::TriangleTriangle<T>& c) {
  Tags t;
  const int da = triangle_degeneracy(c.a), db = triangle_degeneracy(c.b);
  const int d = da > db ? da : db;
  if (d == 2) t.push_back("point");
  else if (d == 1) t.push_back("segment");
  const Vec3<T>* pa[3] = {&c.a.p0, &c.a.p1, &c.a.p2};
  const Vec3<T>* pb[3] = {&c.b.p0, &c.b.p1, &c.b.p2};
  int shared = 0;
  for (const Vec3<T>* p : pa) {
    bool found = false;
    for (const Vec3<T>* q : pb) found = found || same(*p, *q);
    shared += found;
  }
  if (shared >= 2) t.push_back("shared-edge");
  else if (shared == 1) t.push_back("shared-vertex");
  // Planes, exactly: n_a . (q - a0) for the vertices q of b, and back.
  auto plane_side = [](const Triangle<T>& s, const Vec3<T>& q) {
    const Vec3Q s0 = to_rational(s.p0);
    const Vec3Q n = cross(to_rational(s.p1) - s0, to_rational(s.p2) - s0);
    const Rational v = dot(n, to_rational(q) - s0);
    return v == 0 ? 0 : (v > 0 ? 1 : -1);
  };
  if (da == 0 || db == 0) {
    const Triangle<T>& s = da == 0 ? c.a : c.b;  // a proper triangle
    const Triangle<T>& o = da == 0 ? c.b : c.a;
    const int s0 = plane_side(s, o.p0), s1 = plane_side(s, o.p1), s2 = plane_side(s, o.p2);
    if (s0 == 0 && s1 == 0 && s2 == 0) {
      t.push_back("coplanar");
    } else if (da == 0 && db == 0) {
      const Vec3Q a0 = to_rational(c.a.p0), b0 = to_rational(c.b.p0);
      const Vec3Q na = cross(to_rational(c.a.p1) - a0, to_rational(c.a.p2) - a0);
      const Vec3Q nb = cross(to_rational(c.b.p1) - b0, to_rational(c.b.p2) - b0);
      const Vec3Q x = cross(na, nb);
      if (x.x == 0 && x.y == 0 && x.z == 0) {
        t.push_back("parallel");
      } else if (s0 * s1 * s2 == 0 || plane_side(c.b, c.a.p0) * plane_side(c.b, c.a.p1) * plane_side(c.b, c.a.p2) == 0) {
        t.push_back("vertex-on-plane");
      }
    } else if (s0 * s1 * s2 == 0) {
      t.push_back("vertex-on-plane");
    }
  } else {
    // Two segments or points: coplanar when the four points span at most a plane.
    const Vec3Q p[6] = {to_rational(c.a.p0), to_rational(c.a.p1), to_rational(c.a.p2),
                        to_rational(c.b.p0), to_rational(c.b.p1), to_rational(c.b.p2)};
    bool flat = true;
    for (int i = 1; i < 6 && flat; ++i) {
      for (int j = i + 1; j < 6 && flat; ++j) {
        for (int k = j + 1; k < 6 && flat; ++k) flat = dot(cross(p[i] - p[0], p[j] - p[0]), p[k] - p[0]) == 0;
      }
    }
    if (flat) t.push_back("coplanar");
  }
  return t;
}

template <class T>
struct Tagger<query::TriangleTriangle<T>> {
  static Tags tags(const query::TriangleTriangle<T>& c, const Result&) { return tags_of(c); }
};

}  // namespace classify_detail

template std::string degeneracy_class(const query::TriangleTriangle<float>&, const Result&);
template std::string degeneracy_class(const query::TriangleTriangle<double>&, const Result&);

}  // namespace exact
}  // namespace gv
