// SPDX-License-Identifier: MIT
// geoverify crosscheck: the independent formulation of ray-sphere (crosscheck.h).
#ifndef GEOVERIFY_CROSSCHECK_RAY_SPHERE_H
#define GEOVERIFY_CROSSCHECK_RAY_SPHERE_H

#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"
#include "geoverify/query/ray_sphere.h"

namespace gv {
namespace crosscheck {

/// Relation of the ray {o + t dir : tmin <= t <= tmax} and the closed ball
/// {|x - c| <= r}; invalid if either is invalid. Exact for all valid input.
/// Formulation: with f(t) = a t^2 + 2 b t + k (a = dir.dir, b = m.dir,
/// k = m.m - r^2, m = o - c), the ray meets the open ball iff f < 0 at an
/// end of the ray, or the vertex -b/a lies in [tmin, tmax] (tested as
/// a tmin <= -b <= a tmax, no division) with discriminant b^2 - a k > 0;
/// it touches iff not that, and f == 0 at an end or the vertex lies in the
/// interval with b^2 == a k. No minimiser is formed or clamped (the oracle
/// clamps the minimiser and evaluates f there).
template <class T>
Relation ray_sphere(const Ray<T>& ray, const Sphere<T>& sphere);

/// The same for a case (generic code calls crosscheck::of(c)).
template <class T>
Relation of(const query::RaySphere<T>& c) {
  return crosscheck::ray_sphere(c.ray, c.sphere);
}

}  // namespace crosscheck
}  // namespace gv

#endif  // GEOVERIFY_CROSSCHECK_RAY_SPHERE_H
