// SPDX-License-Identifier: MIT
// geoverify exact: the ball-ball oracle (see sphere_sphere.h).
#include "geoverify/exact/sphere_sphere.h"

#include "geoverify/exact/rational.h"

namespace gv {
namespace exact {

template <class T>
Result sphere_sphere(const Sphere<T>& a, const Sphere<T>& b) {
  if (!is_valid(a) || !is_valid(b)) return Result{};
  const Approx scale = max(max_abs_scale(a.c.x, a.c.y, a.c.z, a.r), max_abs_scale(b.c.x, b.c.y, b.c.z, b.r));
  const Vec3Q d = to_rational(a.c) - to_rational(b.c);
  const Rational D = dot(d, d);
  const Rational s = to_rational(a.r) + to_rational(b.r);
  const Rational s2 = s * s;
  if (D == s2) return make_result(Relation::touching, Approx{}, scale);
  // |d| - s = (D - s^2) / (|d| + s); |d| + s > 0 here (D == s^2 == 0 is touching)
  const Approx m = abs(approx(Rational(D - s2))) / (sqrt(approx(D)) + approx(s));
  return make_result(D > s2 ? Relation::disjoint : Relation::overlapping, m, scale);
}

template Result sphere_sphere<float>(const Sphere<float>&, const Sphere<float>&);
template Result sphere_sphere<double>(const Sphere<double>&, const Sphere<double>&);

}  // namespace exact
}  // namespace gv
