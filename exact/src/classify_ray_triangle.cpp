// SPDX-License-Identifier: MIT
// geoverify exact: the degeneracy classes of a ray-triangle case (classify.h).
//
// Tags, most specific first (besides the subnormal and huge of every query):
// zero-dir, point, collinear (degenerate triangles), in-plane (the ray lies in the triangle's
// plane), parallel (parallel to it, off it), through-edge, through-vertex (the line crosses
// exactly an edge or a vertex), near-parallel (|d.n| <= 2^-10 |d||n|), clipped
#include "classify_support.h"

namespace gv {
namespace exact {
namespace classify_detail {

template <class T>
Tags tags_of(const query::RayTriangle<T>& c) {
  Tags t;
  const Ray<T>& r = c.ray;
  const Triangle<T>& tr = c.tri;
  if (is_zero(r.dir)) t.push_back("zero-dir");
  const Vec3Q p0 = to_rational(tr.p0), p1 = to_rational(tr.p1), p2 = to_rational(tr.p2);
  const Vec3Q n = cross(p1 - p0, p2 - p0);
  if (same(tr.p0, tr.p1) && same(tr.p1, tr.p2)) {
    t.push_back("point");
  } else if (is_zero(n)) {
    t.push_back("collinear");
  } else if (!is_zero(r.dir)) {
    const Vec3Q o = to_rational(r.o), d = to_rational(r.dir);
    const Rational dn = dot(n, d);
    if (dn == 0) {
      t.push_back(dot(n, o - p0) == 0 ? "in-plane" : "parallel");
    } else {
      // Where the line crosses the plane: on an edge or a vertex?
      const Rational w[3] = {dot(d, cross(p1 - o, p2 - o)), dot(d, cross(p2 - o, p0 - o)),
                             dot(d, cross(p0 - o, p1 - o))};
      const int zeros = (w[0] == 0) + (w[1] == 0) + (w[2] == 0);
      const bool inside = (w[0] >= 0 && w[1] >= 0 && w[2] >= 0) || (w[0] <= 0 && w[1] <= 0 && w[2] <= 0);
      if (inside && zeros == 2) t.push_back("through-vertex");
      else if (inside && zeros == 1) t.push_back("through-edge");
      // Near-parallel: |d.n| <= 2^-10 |d| |n|, decided exactly on squares.
      if (dn * dn * Rational(1u << 20) <= dot(d, d) * dot(n, n)) t.push_back("near-parallel");
    }
  }
  if (r.tmin > 0 || std::isfinite(r.tmax)) t.push_back("clipped");
  return t;
}

template <class T>
struct Tagger<query::RayTriangle<T>> {
  static Tags tags(const query::RayTriangle<T>& c, const Result&) { return tags_of(c); }
};

}  // namespace classify_detail

template std::string degeneracy_class(const query::RayTriangle<float>&, const Result&);
template std::string degeneracy_class(const query::RayTriangle<double>&, const Result&);

}  // namespace exact
}  // namespace gv
