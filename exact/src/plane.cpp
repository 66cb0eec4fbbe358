// SPDX-License-Identifier: MIT
// geoverify exact: plane oracles (see plane.h).
#include "geoverify/exact/plane.h"

#include <algorithm>
#include <cmath>

#include "geoverify/exact/rational.h"

namespace gv {
namespace exact {
namespace {

// |d| / max_i |n_i|, the distance scale of the plane's offset; 0 when n == 0.
template <class T>
Approx plane_offset_scale(const Plane<T>& p) {
  const Approx nmax = max_abs_scale(p.n.x, p.n.y, p.n.z);
  if (nmax.m == 0) return {};
  return abs(approx(double(p.d))) / nmax;
}

}  // namespace

template <class T>
Result plane_aabb(const Plane<T>& plane, const Aabb<T>& box) {
  if (!is_valid(plane) || !is_valid(box)) return Result{};
  const Approx scale = max(plane_offset_scale(plane), max_abs_scale(box.min.x, box.min.y, box.min.z, box.max.x,
                                                                     box.max.y, box.max.z));
  const Vec3Q n = to_rational(plane.n);
  const Rational d = to_rational(plane.d);
  if (is_zero(n)) return degenerate_plane_result(d == 0, scale);
  const Vec3Q lo = to_rational(box.min), hi = to_rational(box.max);
  Rational s_lo = d, s_hi = d;
  for (int i = 0; i < 3; ++i) {
    const Rational& ni = get(n, i);
    s_lo += ni * (ni >= 0 ? get(lo, i) : get(hi, i));
    s_hi += ni * (ni >= 0 ? get(hi, i) : get(lo, i));
  }
  const Approx norm = sqrt(approx(dot(n, n)));
  if (s_lo > 0) return make_result(Relation::disjoint, approx(s_lo) / norm, scale);
  if (s_hi < 0) return make_result(Relation::disjoint, approx(-s_hi) / norm, scale);
  if (s_lo < 0 && s_hi > 0) {
    const Rational depth = std::min(-s_lo, s_hi);
    return make_result(Relation::overlapping, approx(depth) / norm, scale);
  }
  return make_result(Relation::touching, Approx{}, scale);
}

template <class T>
Result plane_sphere(const Plane<T>& plane, const Sphere<T>& sphere) {
  if (!is_valid(plane) || !is_valid(sphere)) return Result{};
  const Approx scale =
      max(plane_offset_scale(plane), max_abs_scale(sphere.c.x, sphere.c.y, sphere.c.z, sphere.r));
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
