// SPDX-License-Identifier: MIT
// geoverify exact: the degeneracy classes of an aabb-aabb case (classify.h).
//
// Tags, most specific first (besides the subnormal and huge of every query):
// touching-face / touching-edge / touching-corner (touching through one, two or three axes whose
// intervals only share an end point; two boxes flat on one plane share it too),
// signed-zero-contact (such an end point is -0.0 in one box and +0.0 in the other), identical,
// nested (one box inside the other, closed), point-box / segment-box / flat-box (the most
// degenerate of the two boxes: three, two or one zero extents)
#include <algorithm>
#include <cmath>

#include "classify_support.h"

namespace gv {
namespace exact {
namespace classify_detail {

template <class T>
Tags tags_of(const query::AabbAabb<T>& c, const Result& r) {
  Tags t;
  const Aabb<T>& a = c.a;
  const Aabb<T>& b = c.b;
  // Contact axes: the intervals meet only at an end point (comparisons of
  // floats: exact; -0.0 == +0.0). Counted for touching cases only.
  int contact = 0;
  bool signed_zero = false;
  for (int i = 0; i < 3; ++i) {
    const T alo = get(a.min, i), ahi = get(a.max, i), blo = get(b.min, i), bhi = get(b.max, i);
    const bool up = ahi == blo, down = bhi == alo;  // B above A / below A, end to end
    if (up || down) ++contact;
    signed_zero = signed_zero || (up && ahi == 0 && std::signbit(ahi) != std::signbit(blo)) ||
                  (down && alo == 0 && std::signbit(alo) != std::signbit(bhi));
  }
  if (r.relation == Relation::touching) {
    if (contact == 1) t.push_back("touching-face");
    else if (contact == 2) t.push_back("touching-edge");
    else if (contact == 3) t.push_back("touching-corner");
  }
  if (signed_zero) t.push_back("signed-zero-contact");
  auto inside = [](const Aabb<T>& p, const Aabb<T>& q) {  // p in q (closed)
    return q.min.x <= p.min.x && p.max.x <= q.max.x && q.min.y <= p.min.y && p.max.y <= q.max.y &&
           q.min.z <= p.min.z && p.max.z <= q.max.z;
  };
  if (inside(a, b) && inside(b, a)) t.push_back("identical");
  else if (inside(a, b) || inside(b, a)) t.push_back("nested");
  const int z = std::max(zero_extents(a), zero_extents(b));
  if (z == 3) t.push_back("point-box");
  else if (z == 2) t.push_back("segment-box");
  else if (z == 1) t.push_back("flat-box");
  return t;
}

template <class T>
struct Tagger<query::AabbAabb<T>> {
  static Tags tags(const query::AabbAabb<T>& c, const Result& r) { return tags_of(c, r); }
};

}  // namespace classify_detail

template std::string degeneracy_class(const query::AabbAabb<float>&, const Result&);
template std::string degeneracy_class(const query::AabbAabb<double>&, const Result&);

}  // namespace exact
}  // namespace gv
