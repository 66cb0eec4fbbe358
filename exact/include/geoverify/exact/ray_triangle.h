// SPDX-License-Identifier: MIT
// geoverify exact: ray versus triangle.
#ifndef GEOVERIFY_EXACT_RAY_TRIANGLE_H
#define GEOVERIFY_EXACT_RAY_TRIANGLE_H

#include "geoverify/core/shapes.h"
#include "geoverify/exact/result.h"
#include "geoverify/query/ray_triangle.h"

namespace gv {
namespace exact {

/// Ray {o + t dir : tmin <= t <= tmax} (tmax may be +infinity) versus the
/// convex hull of three points.
/// Relation: decided on the Minkowski difference triangle - ray
/// (polyhedron.h), exact for every valid input. Consequences of the
/// definition (relation.h, docs/semantics.md):
///   overlapping  only a transversal crossing (dir not parallel to the
///                triangle's plane) of the triangle's relative interior at a
///                parameter strictly inside (tmin, tmax);
///   touching     a crossing through an edge or a vertex, at t == tmin or
///                t == tmax, a ray lying in the triangle's plane and meeting
///                it, a point-like ray (dir == 0 or tmin == tmax) on the
///                triangle, any meeting with a degenerate triangle (collinear
///                or coincident vertices: a segment or a point);
///   disjoint     otherwise.
/// Margin: disjoint, the largest gap along a candidate separating direction;
/// overlapping, minus the penetration depth of the Minkowski difference.
/// Scale: the largest coordinate magnitude of o and the vertices.
/// Invalid input (shapes.h: a NaN or infinity in o, dir, tmin or a vertex,
/// tmin < 0, tmax < tmin or NaN): Result{Relation::invalid}, before any
/// value is converted to a rational.
template <class T>
Result ray_triangle(const Ray<T>& ray, const Triangle<T>& tri);

/// The oracle of a ray-triangle case (generic code calls oracle(c), oracle.h).
template <class T>
Result oracle(const query::RayTriangle<T>& c) {
  return exact::ray_triangle(c.ray, c.tri);
}

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_RAY_TRIANGLE_H
