// SPDX-License-Identifier: MIT
// geoverify exact: the oracle for two triangles.
//
// Trust base: rational arithmetic only (polyhedron.h), no filter, no
// shortcut. Invalid input (a NaN or infinite coordinate in either triangle)
// is rejected before anything is converted to a rational:
// Result{Relation::invalid}.
#ifndef GEOVERIFY_EXACT_TRIANGLE_TRIANGLE_H
#define GEOVERIFY_EXACT_TRIANGLE_TRIANGLE_H

#include "geoverify/core/shapes.h"
#include "geoverify/exact/result.h"
#include "geoverify/query/triangle_triangle.h"

namespace gv {
namespace exact {

/// Triangle A = conv(a.p0, a.p1, a.p2) versus B = conv(b.p0, b.p1, b.p2),
/// both closed. Relation (relation.h, through M = A - B):
///   disjoint     no common point;
///   overlapping  0 is interior to M: the triangles are not parallel and
///                cross transversally (each passes through the other's
///                relative interior, or an edge of one through the other's
///                relative interior, crossing its plane);
///   touching     otherwise: contact on a boundary only (a shared vertex or
///                edge, a vertex on the other's face, edges meeting, one
///                triangle's edge lying in the other's plane), and every
///                contact of coplanar triangles, or of degenerate ones (two
///                segments, a point), whose M is flat and has no interior.
/// Degenerate but valid: collinear or coincident vertices (a segment or a
/// point), coplanar and parallel triangles, -0.0 anywhere (equal to +0.0),
/// subnormals, magnitudes up to FLT_MAX / DBL_MAX. Exact for every finite
/// input.
/// Margin: disjoint, the largest gap along a candidate separating direction
/// (a lower bound of the distance); overlapping, minus the penetration depth
/// (the shortest translation that separates them); touching, 0.
/// Scale: the largest |coordinate| of the six vertices.
template <class T>
Result triangle_triangle(const Triangle<T>& a, const Triangle<T>& b);

/// The oracle of a triangle-triangle case (generic code calls oracle(c), oracle.h).
template <class T>
Result oracle(const query::TriangleTriangle<T>& c) {
  return exact::triangle_triangle(c.a, c.b);
}

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_TRIANGLE_TRIANGLE_H
