// SPDX-License-Identifier: MIT
// geoverify exact: ray versus triangle.
#ifndef GEOVERIFY_EXACT_RAY_TRIANGLE_H
#define GEOVERIFY_EXACT_RAY_TRIANGLE_H

#include "geoverify/core/shapes.h"
#include "geoverify/exact/rational.h"
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

/// The first point where a ray meets a triangle, exactly.
struct RayTriangleHit {
  bool hit = false;   ///< the ray meets the triangle (iff ray_triangle() is not disjoint)
  Rational t;         ///< smallest t in [tmin, tmax] with o + t dir in the triangle (when hit)
  Rational b[3];      ///< barycentrics of that point: b >= 0, b0 + b1 + b2 == 1, point == sum b_i p_i
};

/// The first hit: t as above and barycentric coordinates of o + t dir.
/// For a non-degenerate triangle the barycentrics are unique. For a
/// degenerate one (collinear vertices) they express the point on the segment
/// between the two vertices farthest apart (the lowest-numbered such pair),
/// the third coordinate 0; for three coincident vertices b = (1, 0, 0). A
/// point-like ray (dir == 0) hits at t == tmin. Invalid input: hit == false.
template <class T>
RayTriangleHit ray_triangle_hit(const Ray<T>& ray, const Triangle<T>& tri);

/// The oracle of a ray-triangle case (generic code calls oracle(c), oracle.h).
template <class T>
Result oracle(const query::RayTriangle<T>& c) {
  return exact::ray_triangle(c.ray, c.tri);
}

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_RAY_TRIANGLE_H
