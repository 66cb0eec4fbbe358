// SPDX-License-Identifier: MIT
// geoverify crosscheck: the independent formulation of triangle-triangle (crosscheck.h).
#ifndef GEOVERIFY_CROSSCHECK_TRIANGLE_TRIANGLE_H
#define GEOVERIFY_CROSSCHECK_TRIANGLE_TRIANGLE_H

#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"
#include "geoverify/query/triangle_triangle.h"

namespace gv {
namespace crosscheck {

/// Relation of the convex hulls of two triangles' vertices (collinear or
/// coincident vertices: a segment or a point). invalid if either triangle is
/// invalid. Exact for all valid input.
template <class T>
Relation triangle_triangle(const Triangle<T>& a, const Triangle<T>& b);

/// The same for a case (generic code calls crosscheck::of(c)).
template <class T>
Relation of(const query::TriangleTriangle<T>& c) {
  return crosscheck::triangle_triangle(c.a, c.b);
}

}  // namespace crosscheck
}  // namespace gv

#endif  // GEOVERIFY_CROSSCHECK_TRIANGLE_TRIANGLE_H
