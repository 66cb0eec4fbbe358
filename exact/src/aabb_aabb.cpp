// SPDX-License-Identifier: MIT
// geoverify exact: the box-box oracle (see aabb_aabb.h).
#include "geoverify/exact/aabb_aabb.h"
#include "geoverify/exact/rational/aabb_aabb.h"

namespace gv {
namespace exact {

Rational squared_distance_box_box(const Vec3Q& alo, const Vec3Q& ahi, const Vec3Q& blo, const Vec3Q& bhi) {
  Rational d2 = 0;
  for (int i = 0; i < 3; ++i) {
    Rational g = 0;
    if (get(ahi, i) < get(blo, i)) g = get(blo, i) - get(ahi, i);       // B above A on axis i
    else if (get(bhi, i) < get(alo, i)) g = get(alo, i) - get(bhi, i);  // B below A
    d2 += g * g;
  }
  return d2;
}

template <class T>
Result aabb_aabb(const Aabb<T>& a, const Aabb<T>& b) {
  if (!is_valid(a) || !is_valid(b)) return Result{};
  const Approx scale = max(max_abs_scale(a.min.x, a.min.y, a.min.z, a.max.x, a.max.y, a.max.z),
                           max_abs_scale(b.min.x, b.min.y, b.min.z, b.max.x, b.max.y, b.max.z));
  const Vec3Q alo = to_rational(a.min), ahi = to_rational(a.max);
  const Vec3Q blo = to_rational(b.min), bhi = to_rational(b.max);
  // Axis i of A - B is D_i = [lo_i, hi_i] = [a.min_i - b.max_i, a.max_i - b.min_i].
  bool meet = true, open = true;
  Rational depth;
  for (int i = 0; i < 3; ++i) {
    const Rational lo = get(alo, i) - get(bhi, i), hi = get(ahi, i) - get(blo, i);
    meet = meet && lo <= 0 && 0 <= hi;
    open = open && lo < 0 && 0 < hi;
    // The distance from 0 to the ends of D_i: how far B must move along axis
    // i to leave A (meaningful when 0 is inside D_i).
    const Rational d = -lo < hi ? Rational(-lo) : hi;
    if (i == 0 || d < depth) depth = d;
  }
  if (!meet) return make_result(Relation::disjoint, sqrt(approx(squared_distance_box_box(alo, ahi, blo, bhi))), scale);
  if (!open) return make_result(Relation::touching, Approx{}, scale);
  return make_result(Relation::overlapping, approx(depth), scale);
}

template Result aabb_aabb<float>(const Aabb<float>&, const Aabb<float>&);
template Result aabb_aabb<double>(const Aabb<double>&, const Aabb<double>&);

}  // namespace exact
}  // namespace gv
