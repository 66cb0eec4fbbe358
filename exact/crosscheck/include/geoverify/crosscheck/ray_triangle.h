// SPDX-License-Identifier: MIT
// geoverify crosscheck: the independent formulation of ray-triangle (crosscheck.h).
#ifndef GEOVERIFY_CROSSCHECK_RAY_TRIANGLE_H
#define GEOVERIFY_CROSSCHECK_RAY_TRIANGLE_H

#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"
#include "geoverify/query/ray_triangle.h"

namespace gv {
namespace crosscheck {

/// Relation of the ray (as in ray_aabb) and the convex hull of a triangle's
/// vertices (collinear or coincident vertices: a segment or a point). invalid
/// if either shape is invalid. Exact for all valid input.
template <class T>
Relation ray_triangle(const Ray<T>& ray, const Triangle<T>& tri);

/// The same for a case (generic code calls crosscheck::of(c)).
template <class T>
Relation of(const query::RayTriangle<T>& c) {
  return crosscheck::ray_triangle(c.ray, c.tri);
}

}  // namespace crosscheck
}  // namespace gv

#endif  // GEOVERIFY_CROSSCHECK_RAY_TRIANGLE_H
