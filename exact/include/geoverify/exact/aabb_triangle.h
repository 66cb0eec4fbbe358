// SPDX-License-Identifier: MIT
// geoverify exact: axis-aligned box versus triangle (seed 004).
#ifndef GEOVERIFY_EXACT_AABB_TRIANGLE_H
#define GEOVERIFY_EXACT_AABB_TRIANGLE_H

#include "geoverify/core/shapes.h"
#include "geoverify/exact/result.h"
#include "geoverify/query/aabb_triangle.h"

namespace gv {
namespace exact {

/// Box {min <= x <= max} versus the convex hull of three points.
/// Relation: exact for every input (polyhedron.h), including collinear and
/// coincident vertices (a segment or a point), flat boxes, and a triangle or
/// segment lying in a face plane, where the 13-axis SAT set is incomplete.
/// Margin: disjoint, the largest gap along a candidate separating direction;
/// overlapping, minus the penetration depth.
/// Scale: the largest coordinate magnitude of the box and the vertices.
/// Invalid input (a NaN or infinite coordinate, min > max on some axis) is
/// rejected before any conversion to a rational: Result{Relation::invalid}.
template <class T>
Result aabb_triangle(const Aabb<T>& box, const Triangle<T>& tri);

/// The oracle of a aabb-triangle case (generic code calls oracle(c), oracle.h).
template <class T>
Result oracle(const query::AabbTriangle<T>& c) {
  return exact::aabb_triangle(c.box, c.tri);
}

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_AABB_TRIANGLE_H
