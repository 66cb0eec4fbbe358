// SPDX-License-Identifier: MIT
// geoverify exact: the oracle of ray-sphere-hit (query/ray_sphere_hit.h): the
// relation is ray-sphere's; the number is the exact first parameter in the
// ball, in [tmin, tmax]: tmin when f(tmin) <= 0, else the smaller root
//   t1 = (-b - sqrt(b^2 - a k)) / a     (a = dir.dir, b = m.dir,
//                                        k = m.m - r^2, m = o - c)
// held as p + s sqrt(q) (rational/number.h) and rounded by exact
// comparisons, never evaluated in floating point.
#ifndef GEOVERIFY_EXACT_RAY_SPHERE_HIT_H
#define GEOVERIFY_EXACT_RAY_SPHERE_HIT_H

#include "geoverify/exact/quantity.h"
#include "geoverify/exact/ray_sphere.h"
#include "geoverify/exact/result.h"
#include "geoverify/query/ray_sphere_hit.h"

namespace gv {
namespace exact {

/// The exact first parameter of the case's ray in its ball, with its range
/// [tmin, tmax]; no value when they do not meet (and for invalid input).
/// Whether they meet is decided here from the roots (f(tmin) <= 0, or
/// tmin <= t1 <= tmax), independently of the oracle's minimiser.
template <class T>
ExactNumbers exact_numbers(const query::RaySphereHit<T>& c);

/// The oracle of a ray-sphere-hit case: ray-sphere's relation.
template <class T>
Result oracle(const query::RaySphereHit<T>& c) {
  return exact::ray_sphere(c.ray, c.sphere);
}

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_RAY_SPHERE_HIT_H
