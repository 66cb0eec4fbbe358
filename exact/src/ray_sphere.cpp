// SPDX-License-Identifier: MIT
// geoverify exact: the ray-ball oracle (see ray_sphere.h).
#include "geoverify/exact/ray_sphere.h"

#include <cmath>

#include "geoverify/exact/rational.h"

namespace gv {
namespace exact {

template <class T>
Result ray_sphere(const Ray<T>& ray, const Sphere<T>& sphere) {
  if (!is_valid(ray) || !is_valid(sphere)) return Result{};
  const Approx scale = max_abs_scale(ray.o.x, ray.o.y, ray.o.z, sphere.c.x, sphere.c.y, sphere.c.z, sphere.r);
  const Vec3Q m = to_rational(ray.o) - to_rational(sphere.c);
  const Vec3Q d = to_rational(ray.dir);
  const Rational a = dot(d, d);
  // The closest parameter of [tmin, tmax] to the unconstrained minimiser
  // t* = -(m.d) / a; any t when d == 0 (f is constant).
  Rational t = to_rational(ray.tmin);
  if (a != 0) {
    const Rational star = -dot(m, d) / a;
    if (star > t) t = std::isinf(ray.tmax) ? star : (star < to_rational(ray.tmax) ? star : to_rational(ray.tmax));
  }
  const Vec3Q p = m + t * d;  // closest point of the ray, relative to c
  const Rational dist2 = dot(p, p);
  const Rational r = to_rational(sphere.r);
  const Rational F = dist2 - r * r;
  if (F == 0) return make_result(Relation::touching, Approx{}, scale);
  // dist - r = F / (dist + r); dist + r > 0 here (F != 0)
  const Approx margin = abs(approx(F)) / (sqrt(approx(dist2)) + approx(r));
  return make_result(F > 0 ? Relation::disjoint : Relation::overlapping, margin, scale);
}

template Result ray_sphere<float>(const Ray<float>&, const Sphere<float>&);
template Result ray_sphere<double>(const Ray<double>&, const Sphere<double>&);

}  // namespace exact
}  // namespace gv
