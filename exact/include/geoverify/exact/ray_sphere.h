// SPDX-License-Identifier: MIT
// geoverify exact: the oracle for a ray (or segment of a line) versus a ball.
//
// Trust base: rational arithmetic only, no filter, no shortcut. Invalid input
// (shapes.h: a NaN or infinite component other than tmax == +infinity, tmin
// < 0, tmin > tmax, a negative radius) is rejected before anything is
// converted to a rational: Result{Relation::invalid}.
#ifndef GEOVERIFY_EXACT_RAY_SPHERE_H
#define GEOVERIFY_EXACT_RAY_SPHERE_H

#include "geoverify/core/shapes.h"
#include "geoverify/exact/result.h"
#include "geoverify/query/ray_sphere.h"

namespace gv {
namespace exact {

/// Ray R = {o + t dir : tmin <= t <= tmax} versus ball B = {|x - c| <= r},
/// both closed. With m = o - c, f(t) = |m + t dir|^2 - r^2 (a convex
/// quadratic) and F = min f over [tmin, tmax] (exact rationals: the
/// minimiser t* = -(m.dir) / (dir.dir), clamped to [tmin, tmax]; dir == 0
/// gives F = |m|^2 - r^2):
///   disjoint     F > 0;
///   touching     F == 0: a tangent line, an end of the ray (o at tmin, or
///                o + tmax dir) on the sphere with the rest outside, a point
///                ball (r == 0) on the ray;
///   overlapping  F < 0: the ray meets the open ball.
/// This is the rule of relation.h on the Minkowski difference B - R, the
/// ball swept along the ray, whose interior is where the distance to the
/// ray is below r.
/// Margin: dist(c, R) - r, the distance between them (disjoint) or minus the
/// shortest translation that separates them (overlapping), computed as
/// F / (sqrt(F + r^2) + r) without cancellation; touching, 0.
/// Scale: the largest |coordinate| of o and c, and r.
/// Degenerate but valid: dir == 0 (the point o), zero and -0.0 components of
/// dir, tmin == tmax (a point), tmax == +infinity (the default half-line),
/// r == 0 or -0.0 (a point ball), o on the sphere or inside the ball,
/// subnormals, magnitudes up to FLT_MAX / DBL_MAX (nothing is computed in T).
/// Exact for every finite input.
template <class T>
Result ray_sphere(const Ray<T>& ray, const Sphere<T>& sphere);

/// The oracle of a ray-sphere case (generic code calls oracle(c), oracle.h).
template <class T>
Result oracle(const query::RaySphere<T>& c) {
  return exact::ray_sphere(c.ray, c.sphere);
}

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_RAY_SPHERE_H
