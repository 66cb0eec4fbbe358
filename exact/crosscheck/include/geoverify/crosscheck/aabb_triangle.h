// SPDX-License-Identifier: MIT
// geoverify crosscheck: the independent formulation of aabb-triangle (crosscheck.h).
#ifndef GEOVERIFY_CROSSCHECK_AABB_TRIANGLE_H
#define GEOVERIFY_CROSSCHECK_AABB_TRIANGLE_H

#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"
#include "geoverify/query/aabb_triangle.h"

namespace gv {
namespace crosscheck {

/// Relation of a closed box (zero extents allowed) and the convex hull of a
/// triangle's vertices (collinear or coincident vertices: a segment or a
/// point). invalid if either shape is invalid. Exact for all valid input.
template <class T>
Relation aabb_triangle(const Aabb<T>& box, const Triangle<T>& tri);

/// The same for a case (generic code calls crosscheck::of(c)).
template <class T>
Relation of(const query::AabbTriangle<T>& c) {
  return crosscheck::aabb_triangle(c.box, c.tri);
}

}  // namespace crosscheck
}  // namespace gv

#endif  // GEOVERIFY_CROSSCHECK_AABB_TRIANGLE_H
