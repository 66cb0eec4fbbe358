// SPDX-License-Identifier: MIT
// geoverify exact: the oracle for a ball versus a triangle (the exact squared
// distance from the centre to the triangle, compared with r^2).
//
// Trust base: rational arithmetic only, no filter, no shortcut. Invalid input
// (shapes.h: a NaN or infinite component, a negative radius) is rejected
// before anything is converted to a rational: Result{Relation::invalid}.
#ifndef GEOVERIFY_EXACT_SPHERE_TRIANGLE_H
#define GEOVERIFY_EXACT_SPHERE_TRIANGLE_H

#include "geoverify/core/shapes.h"
#include "geoverify/exact/result.h"
#include "geoverify/query/sphere_triangle.h"

namespace gv {
namespace exact {

/// Ball B = {|x - c| <= r} versus the closed triangle T = conv{p0, p1, p2}.
/// Relation: with D2 the exact squared distance from c to T
/// (rational/sphere_triangle.h), D2 > r^2 is disjoint, D2 < r^2 overlapping
/// (a point of T inside the open ball: every small move keeps it inside),
/// D2 == r^2 touching: tangent to the face, an edge or a vertex, and a point
/// sphere (r == 0) on T, since T has no interior in space.
/// Margin: dist - r, computed as (D2 - r^2) / (dist + r) so that it keeps its
/// relative accuracy near tangency (for overlapping, minus the penetration
/// depth r - dist: moving B by that along c minus its closest point of T, or
/// along T's normal when c lies on T, separates them).
/// Scale: the largest of |c_i|, r and the vertices' |coordinates|.
/// Degenerate but valid: r == 0 or -0.0 (a point), collinear or coincident
/// vertices (a segment, a point), -0.0 anywhere, subnormals, magnitudes up
/// to FLT_MAX / DBL_MAX. Exact for every finite input.
template <class T>
Result sphere_triangle(const Sphere<T>& sphere, const Triangle<T>& tri);

/// The oracle of a sphere-triangle case (generic code calls oracle(c), oracle.h).
template <class T>
Result oracle(const query::SphereTriangle<T>& c) {
  return exact::sphere_triangle(c.sphere, c.tri);
}

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_SPHERE_TRIANGLE_H
