// SPDX-License-Identifier: MIT
// geoverify exact: the segment-box oracle (see segment_aabb.h).
#include "geoverify/exact/segment_aabb.h"

#include <algorithm>
#include <vector>

#include "geoverify/exact/rational/polyhedron.h"
#include "geoverify/exact/rational/segment_aabb.h"

namespace gv {
namespace exact {

Rational squared_distance_segment_box(const Vec3Q& p0, const Vec3Q& p1, const Vec3Q& lo, const Vec3Q& hi) {
  const Vec3Q d = p1 - p0;
  // The parameters in (0, 1) where x_i(t) = p0_i + t d_i crosses a slab plane.
  std::vector<Rational> ts{Rational(0), Rational(1)};
  for (int i = 0; i < 3; ++i) {
    const Rational& di = get(d, i);
    if (di == 0) continue;
    for (const Rational* plane : {&get(lo, i), &get(hi, i)}) {
      const Rational t = (*plane - get(p0, i)) / di;
      if (t > 0 && t < 1) ts.push_back(t);
    }
  }
  std::sort(ts.begin(), ts.end());
  ts.erase(std::unique(ts.begin(), ts.end()), ts.end());
  // On [a, b] every axis is in one regime (below, inside, above), read at the
  // midpoint; f(t) = A t^2 + B t + C there. The squared clamp distance is
  // continuous and convex, so its minimum over [0, 1] is the smallest of the
  // pieces' minima.
  bool have = false;
  Rational best;
  auto consider = [&](const Rational& v) {
    if (!have || v < best) best = v;
    have = true;
  };
  for (std::size_t k = 0; k + 1 < ts.size(); ++k) {  // ts holds 0 and 1: at least one piece
    const Rational& a = ts[k];
    const Rational& b = ts[k + 1];
    const Rational mid = (a + b) / 2;
    Rational A = 0, B = 0, C = 0;
    for (int i = 0; i < 3; ++i) {
      const Rational x = get(p0, i) + mid * get(d, i);
      // excess(t) = g + t di with the sign that makes it >= 0 on the piece
      Rational g, s;
      if (x < get(lo, i)) {
        g = get(lo, i) - get(p0, i);
        s = -get(d, i);
      } else if (x > get(hi, i)) {
        g = get(p0, i) - get(hi, i);
        s = get(d, i);
      } else {
        continue;
      }
      A += s * s;
      B += 2 * g * s;
      C += g * g;
    }
    auto f = [&](const Rational& t) { return (A * t + B) * t + C; };
    consider(f(a));
    consider(f(b));
    if (A > 0) {
      const Rational t = -B / (2 * A);
      if (t > a && t < b) consider(f(t));
    }
  }
  return best;
}

template <class T>
Result segment_aabb(const Segment<T>& seg, const Aabb<T>& box) {
  if (!is_valid(seg) || !is_valid(box)) return Result{};
  const Approx scale = max(max_abs_scale(seg.p0.x, seg.p0.y, seg.p0.z, seg.p1.x, seg.p1.y, seg.p1.z),
                           max_abs_scale(box.min.x, box.min.y, box.min.z, box.max.x, box.max.y, box.max.z));
  const Vec3Q p0 = to_rational(seg.p0), p1 = to_rational(seg.p1);
  const Vec3Q lo = to_rational(box.min), hi = to_rational(box.max);
  const Separation s = separation(box_polyhedron(lo, hi), segment_polyhedron(p0, p1));
  if (s.relation == Relation::disjoint) {
    // The margin is the true distance (the separation's gap is only a lower
    // bound of it when the nearest points are on an edge or a corner).
    return make_result(Relation::disjoint, sqrt(approx(squared_distance_segment_box(p0, p1, lo, hi))), scale);
  }
  return make_result(s.relation, s.magnitude, scale);
}

template Result segment_aabb<float>(const Segment<float>&, const Aabb<float>&);
template Result segment_aabb<double>(const Segment<double>&, const Aabb<double>&);

}  // namespace exact
}  // namespace gv
