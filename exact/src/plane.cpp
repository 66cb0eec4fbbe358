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
double plane_offset_scale(const Plane<T>& p) {
  const double nmax = std::max({std::fabs(double(p.n.x)), std::fabs(double(p.n.y)),
                                std::fabs(double(p.n.z))});
  if (nmax == 0) return 0;
  return to_double(approx(std::fabs(double(p.d))) / approx(nmax));
}

template <class T>
double max_abs(const Vec3<T>& v) {
  return std::max({std::fabs(double(v.x)), std::fabs(double(v.y)), std::fabs(double(v.z))});
}

}  // namespace

template <class T>
Result plane_aabb(const Plane<T>& plane, const Aabb<T>& box) {
  if (!is_valid(plane) || !is_valid(box)) return Result{};
  const double scale =
      std::max({plane_offset_scale(plane), max_abs(box.min), max_abs(box.max)});
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
  const double scale =
      std::max({plane_offset_scale(plane), max_abs(sphere.c), std::fabs(double(sphere.r))});
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
