// SPDX-License-Identifier: MIT
// geoverify exact: plane versus oriented box (see plane_obb.h).
#include "geoverify/exact/plane_obb.h"
#include "geoverify/exact/rational/plane_obb.h"

#include <algorithm>

namespace gv {
namespace exact {
namespace {

// |d| / max_i |n_i|, the distance scale of the plane's offset; 0 when n == 0.
template <class T>
Approx offset_scale(const Vec3<T>& n, T d) {
  const Approx nmax = max_abs_scale(n.x, n.y, n.z);
  if (nmax.m == 0) return {};
  return abs(approx(double(d))) / nmax;
}

template <class T>
Approx obb_scale(const Obb<T>& b) {
  Approx s = max_abs_scale(b.c.x, b.c.y, b.c.z);
  for (int i = 0; i < 3; ++i) s = max(s, approx(double(b.e[i])) * max_abs_scale(b.u[i].x, b.u[i].y, b.u[i].z));
  return s;
}

}  // namespace

void plane_range_over_parallelepiped(const Vec3Q& n, const Rational& d, const Vec3Q& c, const Vec3Q a[3],
                                     Rational& lo, Rational& hi) {
  const Rational s = dot(n, c) + d;
  Rational r = 0;
  for (int i = 0; i < 3; ++i) r += abs(dot(n, a[i]));
  lo = s - r;
  hi = s + r;
}

template <class T>
Result plane_obb(const Plane<T>& plane, const Obb<T>& obb) {
  if (!is_valid(plane) || !is_valid(obb)) return Result{};
  const Approx scale = max(offset_scale(plane.n, plane.d), obb_scale(obb));
  const Vec3Q n = to_rational(plane.n);
  const Rational d = to_rational(plane.d);
  if (is_zero(n)) return degenerate_plane_result(d == 0, scale);
  Vec3Q a[3];
  for (int i = 0; i < 3; ++i) a[i] = to_rational(obb.e[i]) * to_rational(obb.u[i]);
  Rational s_lo, s_hi;
  plane_range_over_parallelepiped(n, d, to_rational(obb.c), a, s_lo, s_hi);
  const Approx norm = sqrt(approx(dot(n, n)));
  if (s_lo > 0) return make_result(Relation::disjoint, approx(s_lo) / norm, scale);
  if (s_hi < 0) return make_result(Relation::disjoint, approx(-s_hi) / norm, scale);
  if (s_lo < 0 && s_hi > 0) {
    const Rational depth = std::min(-s_lo, s_hi);
    return make_result(Relation::overlapping, approx(depth) / norm, scale);
  }
  return make_result(Relation::touching, Approx{}, scale);
}

template Result plane_obb<float>(const Plane<float>&, const Obb<float>&);
template Result plane_obb<double>(const Plane<double>&, const Obb<double>&);

}  // namespace exact
}  // namespace gv
