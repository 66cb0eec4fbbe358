// SPDX-License-Identifier: MIT
// geoverify crosscheck: ray-sphere from the ends and the discriminant (see the header).
#include "geoverify/crosscheck/ray_sphere.h"

#include <cmath>

#include "geoverify/exact/rational.h"

namespace gv {
namespace crosscheck {

using exact::Rational;

template <class T>
Relation ray_sphere(const Ray<T>& ray, const Sphere<T>& sphere) {
  if (!is_valid(ray) || !is_valid(sphere)) return Relation::invalid;
  const exact::Vec3Q m = exact::to_rational(ray.o) - exact::to_rational(sphere.c);
  const exact::Vec3Q d = exact::to_rational(ray.dir);
  const Rational r = exact::to_rational(sphere.r);
  const Rational a = exact::dot(d, d), b = exact::dot(m, d), k = exact::dot(m, m) - r * r;
  const bool bounded = !std::isinf(ray.tmax);
  const Rational t0 = exact::to_rational(ray.tmin);
  const Rational t1 = bounded ? exact::to_rational(ray.tmax) : Rational(0);
  const Rational f0 = (a * t0 + 2 * b) * t0 + k;
  const Rational f1 = bounded ? (a * t1 + 2 * b) * t1 + k : Rational(1);
  const bool vertex_inside = a != 0 && a * t0 <= -b && (!bounded || -b <= a * t1);
  const Rational disc = b * b - a * k;
  if (f0 < 0 || f1 < 0 || (vertex_inside && disc > 0)) return Relation::overlapping;
  if (f0 == 0 || f1 == 0 || (vertex_inside && disc == 0)) return Relation::touching;
  return Relation::disjoint;
}

template Relation ray_sphere<float>(const Ray<float>&, const Sphere<float>&);
template Relation ray_sphere<double>(const Ray<double>&, const Sphere<double>&);

}  // namespace crosscheck
}  // namespace gv
