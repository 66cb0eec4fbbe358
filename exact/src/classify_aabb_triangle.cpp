// SPDX-License-Identifier: MIT
// geoverify exact: the degeneracy classes of a aabb-triangle case (classify.h).
//
// Tags, most specific first (besides the subnormal and huge of every query):
// point, repeated-vertex, collinear, in-face-plane, axis-parallel-edge, point-box, flat-box
#include "classify_support.h"

namespace gv {
namespace exact {
namespace classify_detail {

template <class T>
Tags tags_of(const query::AabbTriangle<T>& c) {
  Tags t;
  const Triangle<T>& tr = c.tri;
  const bool r01 = same(tr.p0, tr.p1), r12 = same(tr.p1, tr.p2), r02 = same(tr.p0, tr.p2);
  if (r01 && r12) {
    t.push_back("point");
  } else if (r01 || r12 || r02) {
    t.push_back("repeated-vertex");
  } else {
    Vec3<Rational> e1, e2;
    for (int i = 0; i < 3; ++i) {
      set(e1, i, q(get(tr.p1, i)) - q(get(tr.p0, i)));
      set(e2, i, q(get(tr.p2, i)) - q(get(tr.p0, i)));
    }
    const bool collinear = e1.y * e2.z == e1.z * e2.y && e1.z * e2.x == e1.x * e2.z && e1.x * e2.y == e1.y * e2.x;
    if (collinear) t.push_back("collinear");
  }
  for (int i = 0; i < 3; ++i) {
    const T x = get(tr.p0, i);
    if (x == get(tr.p1, i) && x == get(tr.p2, i) && (x == get(c.box.min, i) || x == get(c.box.max, i))) {
      t.push_back("in-face-plane");
      break;
    }
  }
  const Vec3<T>* p[3] = {&tr.p0, &tr.p1, &tr.p2};
  for (int k = 0; k < 3; ++k) {
    const Vec3<T>& a = *p[k];
    const Vec3<T>& b = *p[(k + 1) % 3];
    const int eq = (a.x == b.x) + (a.y == b.y) + (a.z == b.z);
    if (eq == 2) {
      t.push_back("axis-parallel-edge");
      break;
    }
  }
  box_tags(c.box, t);
  return t;
}

template <class T>
struct Tagger<query::AabbTriangle<T>> {
  static Tags tags(const query::AabbTriangle<T>& c, const Result&) { return tags_of(c); }
};

}  // namespace classify_detail

template std::string degeneracy_class(const query::AabbTriangle<float>&, const Result&);
template std::string degeneracy_class(const query::AabbTriangle<double>&, const Result&);

}  // namespace exact
}  // namespace gv
