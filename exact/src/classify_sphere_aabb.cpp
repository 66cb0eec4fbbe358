// SPDX-License-Identifier: MIT
// geoverify exact: the degeneracy classes of a sphere-aabb case (classify.h).
//
// Tags, most specific first (besides the subnormal and huge of every query):
// point-sphere (r == 0), point-box, flat-box, centre-inside (strictly inside on every axis),
// centre-on-boundary, edge-region / corner-region (the centre outside the slabs of two / three
// axes: the nearest point is an edge / corner)
#include "classify_support.h"

namespace gv {
namespace exact {
namespace classify_detail {

template <class T>
Tags tags_of(const query::SphereAabb<T>& c) {
  Tags t;
  const Sphere<T>& s = c.sphere;
  const Aabb<T>& b = c.box;
  if (s.r == 0) t.push_back("point-sphere");
  box_tags(b, t);
  // Where the centre lies: inside (strictly, every axis), on the box's
  // boundary, or outside the slabs of 1 (face region), 2 (edge region) or
  // 3 axes (corner region). Comparisons of floats: exact.
  int outside = 0;
  bool strictly = true;
  for (int i = 0; i < 3; ++i) {
    const T x = get(s.c, i), lo = get(b.min, i), hi = get(b.max, i);
    outside += (x < lo) || (x > hi);
    strictly = strictly && lo < x && x < hi;
  }
  if (outside == 0) t.push_back(strictly ? "centre-inside" : "centre-on-boundary");
  else if (outside == 2) t.push_back("edge-region");
  else if (outside == 3) t.push_back("corner-region");
  return t;
}

template <class T>
struct Tagger<query::SphereAabb<T>> {
  static Tags tags(const query::SphereAabb<T>& c, const Result&) { return tags_of(c); }
};

}  // namespace classify_detail

template std::string degeneracy_class(const query::SphereAabb<float>&, const Result&);
template std::string degeneracy_class(const query::SphereAabb<double>&, const Result&);

}  // namespace exact
}  // namespace gv
