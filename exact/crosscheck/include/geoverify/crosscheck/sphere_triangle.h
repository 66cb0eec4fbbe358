// SPDX-License-Identifier: MIT
// geoverify crosscheck: the independent formulation of sphere-triangle (crosscheck.h).
#ifndef GEOVERIFY_CROSSCHECK_SPHERE_TRIANGLE_H
#define GEOVERIFY_CROSSCHECK_SPHERE_TRIANGLE_H

#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"
#include "geoverify/query/sphere_triangle.h"

namespace gv {
namespace crosscheck {

/// Relation of the closed ball |x - c| <= r (r == 0: the point c) and the
/// triangle parametrised as p0 + s (p1 - p0) + t (p2 - p0), s, t >= 0,
/// s + t <= 1 (collinear or coincident vertices: a segment or a point). The
/// exact squared distance D is the least |c - x|^2 over the stationary points
/// of the seven faces of that parameter simplex (its interior, three edges
/// and three vertices; a singular Gram matrix skips a face, whose minimum
/// then lies on a smaller one). D > r^2 disjoint, D < r^2 overlapping,
/// D == r^2 touching. invalid if either shape is invalid.
template <class T>
Relation sphere_triangle(const Sphere<T>& sphere, const Triangle<T>& tri);

/// The same for a case (generic code calls crosscheck::of(c)).
template <class T>
Relation of(const query::SphereTriangle<T>& c) {
  return crosscheck::sphere_triangle(c.sphere, c.tri);
}

}  // namespace crosscheck
}  // namespace gv

#endif  // GEOVERIFY_CROSSCHECK_SPHERE_TRIANGLE_H
