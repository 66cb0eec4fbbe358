// SPDX-License-Identifier: MIT
// geoverify exact: ray-sphere-hit's exact number (see ray_sphere_hit.h).
#include "geoverify/exact/ray_sphere_hit.h"

#include <cmath>

#include "geoverify/exact/rational.h"
#include "geoverify/exact/rational/quantity.h"

namespace gv {
namespace exact {

template <class T>
ExactNumbers exact_numbers(const query::RaySphereHit<T>& c) {
  if (!is_valid(c.ray) || !is_valid(c.sphere)) return no_exact_value();
  const Vec3Q m = to_rational(c.ray.o) - to_rational(c.sphere.c);
  const Vec3Q d = to_rational(c.ray.dir);
  const Rational r = to_rational(c.sphere.r), tmin = to_rational(c.ray.tmin);
  const Vec3Q start = m + tmin * d;
  if (dot(start, start) <= r * r) {  // starts in the ball
    return one_exact_value(ExactNumber::rational(tmin), c.ray.tmin, c.ray.tmax);
  }
  const Rational a = dot(d, d);
  if (a == 0) return no_exact_value();  // the point o, outside
  const Rational b = dot(m, d), k = dot(m, m) - r * r;
  const Rational disc = b * b - a * k;
  if (disc < 0) return no_exact_value();  // the line misses the ball
  const ExactNumber t1 = ExactNumber::with_root(-b / a, Rational(-1) / a, disc);
  // compare(y) = sign(y - t1): the ray holds t1 iff tmin <= t1 <= tmax.
  if (t1.compare(tmin) > 0) return no_exact_value();  // the ball lies behind tmin
  if (!std::isinf(c.ray.tmax) && t1.compare(to_rational(c.ray.tmax)) < 0) return no_exact_value();
  return one_exact_value(t1, c.ray.tmin, c.ray.tmax);
}

template ExactNumbers exact_numbers(const query::RaySphereHit<float>&);
template ExactNumbers exact_numbers(const query::RaySphereHit<double>&);

}  // namespace exact
}  // namespace gv
