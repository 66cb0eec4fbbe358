// SPDX-License-Identifier: MIT
// geoverify exact: the oracle for two balls.
//
// Trust base: rational arithmetic only, no filter, no shortcut. Invalid input
// (shapes.h: a NaN or infinite component, a negative radius) is rejected
// before anything is converted to a rational: Result{Relation::invalid}.
#ifndef GEOVERIFY_EXACT_SPHERE_SPHERE_H
#define GEOVERIFY_EXACT_SPHERE_SPHERE_H

#include "geoverify/core/shapes.h"
#include "geoverify/exact/result.h"
#include "geoverify/query/sphere_sphere.h"

namespace gv {
namespace exact {

/// Ball A = {|x - a.c| <= a.r} versus ball B = {|x - b.c| <= b.r}, both
/// closed. Their Minkowski difference A - B is the ball of radius
/// s = a.r + b.r round d = a.c - b.c, so with D = |d|^2 (exact rationals):
///   disjoint     D > s^2;
///   touching     D == s^2 (tangent balls; two equal points, s == 0);
///   overlapping  D < s^2 (then s > 0 and 0 is interior to A - B), also
///                when one ball lies inside the other, tangent or not.
/// Margin: disjoint, the distance between the balls |d| - s; overlapping,
/// minus the penetration depth s - |d|, the shortest separating translation;
/// both as (D - s^2) / (|d| + s), without cancellation; touching, 0.
/// Scale: the largest |coordinate| of either centre and the radii.
/// Degenerate but valid: r == 0 or -0.0 (a point), coincident centres, -0.0
/// anywhere, subnormals, magnitudes up to FLT_MAX / DBL_MAX (where D and
/// s^2 overflow in T: nothing is computed in T). Exact for every finite input.
template <class T>
Result sphere_sphere(const Sphere<T>& a, const Sphere<T>& b);

/// The oracle of a sphere-sphere case (generic code calls oracle(c), oracle.h).
template <class T>
Result oracle(const query::SphereSphere<T>& c) {
  return exact::sphere_sphere(c.a, c.b);
}

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_SPHERE_SPHERE_H
