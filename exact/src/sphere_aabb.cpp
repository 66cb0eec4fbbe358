// SPDX-License-Identifier: MIT
// geoverify exact: the ball-box oracle (see sphere_aabb.h).
#include "geoverify/exact/sphere_aabb.h"
#include "geoverify/exact/rational/sphere_aabb.h"

#include <algorithm>

namespace gv {
namespace exact {

Rational squared_distance_to_box(const Vec3Q& c, const Vec3Q& lo, const Vec3Q& hi) {
  Rational d2 = 0;
  for (int i = 0; i < 3; ++i) {
    const Rational& ci = get(c, i);
    Rational e = 0;
    if (ci < get(lo, i)) e = get(lo, i) - ci;
    else if (ci > get(hi, i)) e = ci - get(hi, i);
    d2 += e * e;
  }
  return d2;
}

template <class T>
Result sphere_aabb(const Sphere<T>& sphere, const Aabb<T>& box) {
  if (!is_valid(sphere) || !is_valid(box)) return Result{};
  const Approx scale = max(max_abs_scale(sphere.c.x, sphere.c.y, sphere.c.z, sphere.r),
                           max_abs_scale(box.min.x, box.min.y, box.min.z, box.max.x, box.max.y, box.max.z));
  const Vec3Q c = to_rational(sphere.c), lo = to_rational(box.min), hi = to_rational(box.max);
  const Rational r = to_rational(sphere.r);
  const Rational d2 = squared_distance_to_box(c, lo, hi);
  const Rational r2 = r * r;
  if (d2 != r2 && d2 != 0) {
    // dist - r = (dist^2 - r^2) / (dist + r), without cancellation
    const Approx m = abs(approx(Rational(d2 - r2))) / (sqrt(approx(d2)) + approx(r));
    return make_result(d2 > r2 ? Relation::disjoint : Relation::overlapping, m, scale);
  }
  if (d2 != 0) return make_result(Relation::touching, Approx{}, scale);  // tangent, r > 0
  // c is in the box. Depth: its distance to the boundary (zero unless c is
  // strictly inside on every axis, which needs a solid box).
  bool interior = true;
  Rational depth = 0;
  for (int i = 0; i < 3; ++i) {
    const Rational below = get(c, i) - get(lo, i), above = get(hi, i) - get(c, i);
    interior = interior && below > 0 && above > 0;
    const Rational d = std::min(below, above);
    depth = i == 0 ? d : std::min(depth, d);
  }
  if (!interior) depth = 0;
  if (r == 0) {
    return interior ? make_result(Relation::overlapping, approx(depth), scale)
                    : make_result(Relation::touching, Approx{}, scale);
  }
  return make_result(Relation::overlapping, approx(r) + approx(depth), scale);
}

template Result sphere_aabb<float>(const Sphere<float>&, const Aabb<float>&);
template Result sphere_aabb<double>(const Sphere<double>&, const Aabb<double>&);

}  // namespace exact
}  // namespace gv
