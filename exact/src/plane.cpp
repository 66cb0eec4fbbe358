// SPDX-License-Identifier: MIT
// geoverify exact: plane oracles (see plane.h).
#include "geoverify/exact/plane.h"

#include <cmath>

#include "geoverify/exact/rational.h"
#include "plane_support.h"

namespace gv {
namespace exact {

template <class T>
Result plane_aabb(const Plane<T>& plane, const Aabb<T>& box) {
  if (!is_valid(plane) || !is_valid(box)) return Result{};
  return plane_detail::plane_relation(plane.n, plane.d, box);
}

template <class T>
Result plane_sphere(const Plane<T>& plane, const Sphere<T>& sphere) {
  if (!is_valid(plane) || !is_valid(sphere)) return Result{};
  const Approx scale = max(plane_detail::offset_scale(plane.n, plane.d),
                           max_abs_scale(sphere.c.x, sphere.c.y, sphere.c.z, sphere.r));
  const Vec3Q n = to_rational(plane.n);
  const Rational d = to_rational(plane.d);
  if (is_zero(n)) return degenerate_plane_result(d == 0, scale);
  const Vec3Q c = to_rational(sphere.c);
  const Rational r = to_rational(sphere.r);
  const Rational s = dot(n, c) + d;
  const Rational nn = dot(n, n);
  const Rational D = s * s - r * r * nn;
  const Relation rel =
      D > 0 ? Relation::disjoint : (D < 0 ? Relation::overlapping : Relation::touching);
  if (rel == Relation::touching) return make_result(rel, Approx{}, scale);
  const Approx norm = sqrt(approx(nn));
  const Approx denom = norm * (abs(approx(s)) + approx(r) * norm);
  return make_result(rel, abs(approx(D)) / denom, scale);
}

template Result plane_aabb<float>(const Plane<float>&, const Aabb<float>&);
template Result plane_aabb<double>(const Plane<double>&, const Aabb<double>&);
template Result plane_sphere<float>(const Plane<float>&, const Sphere<float>&);
template Result plane_sphere<double>(const Plane<double>&, const Sphere<double>&);

}  // namespace exact
}  // namespace gv
