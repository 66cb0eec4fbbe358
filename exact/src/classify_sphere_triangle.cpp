// SPDX-License-Identifier: MIT
// geoverify exact: the degeneracy classes of a sphere-triangle case (classify.h).
//
// Tags, most specific first (besides the subnormal and huge of every query),
// all decided exactly: point-sphere (r == 0), point-triangle /
// segment-triangle-degenerate (three equal vertices; collinear or repeated
// ones), centre-at-vertex (the centre bit-for-bit a vertex; -0.0 equals
// +0.0), centre-on-triangle (distance 0), centre-in-plane (off the triangle,
// in the plane of a proper one), and where the nearest point of the triangle
// lies when the sphere is tangent (distance == r > 0): tangent-vertex,
// tangent-edge (inside an edge), tangent-face (inside the face).
#include "classify_support.h"
#include "geoverify/exact/rational/sphere_triangle.h"
#include "geoverify/query/sphere_triangle.h"

namespace gv {
namespace exact {
namespace classify_detail {

template <class T>
Tags tags_of(const query::SphereTriangle<T>& c) {
  Tags t;
  const Sphere<T>& s = c.sphere;
  const Triangle<T>& tri = c.tri;
  if (s.r == 0) t.push_back("point-sphere");
  const Vec3Q v[3] = {to_rational(tri.p0), to_rational(tri.p1), to_rational(tri.p2)};
  const Vec3Q n = cross(v[1] - v[0], v[2] - v[0]);
  const bool flat = n.x == 0 && n.y == 0 && n.z == 0;
  if (flat) {
    t.push_back(same(tri.p0, tri.p1) && same(tri.p1, tri.p2) ? "point-triangle" : "segment-triangle-degenerate");
  }
  if (same(s.c, tri.p0) || same(s.c, tri.p1) || same(s.c, tri.p2)) t.push_back("centre-at-vertex");
  const Vec3Q q = to_rational(s.c);
  const Rational d2 = squared_distance_to_triangle(q, v[0], v[1], v[2]);
  if (d2 == 0) {
    t.push_back("centre-on-triangle");
    return t;
  }
  if (!flat && dot(n, q - v[0]) == 0) t.push_back("centre-in-plane");
  const Rational r = to_rational(s.r);
  if (d2 != r * r) return t;
  // Tangent: which feature holds the nearest point.
  for (int i = 0; i < 3; ++i) {
    const Vec3Q w = q - v[i];
    if (dot(w, w) == d2) {
      t.push_back("tangent-vertex");
      return t;
    }
  }
  for (int i = 0; i < 3; ++i) {
    if (squared_distance_to_segment(q, v[i], v[(i + 1) % 3]) == d2) {
      t.push_back("tangent-edge");
      return t;
    }
  }
  t.push_back("tangent-face");
  return t;
}

template <class T>
struct Tagger<query::SphereTriangle<T>> {
  static Tags tags(const query::SphereTriangle<T>& c, const Result&) { return tags_of(c); }
};

}  // namespace classify_detail

template std::string degeneracy_class(const query::SphereTriangle<float>&, const Result&);
template std::string degeneracy_class(const query::SphereTriangle<double>&, const Result&);

}  // namespace exact
}  // namespace gv
