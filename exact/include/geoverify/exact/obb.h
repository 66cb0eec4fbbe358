// SPDX-License-Identifier: MIT
// geoverify exact: oracles for oriented boxes (seeds 002 and 003).
//
// An Obb is the parallelepiped of its stored axes: {c + sum s_i e_i u_i,
// |s_i| <= 1}; with a_i = e_i u_i computed exactly. Rounded, non-orthonormal,
// parallel and zero axes and zero extents are all handled exactly: nothing
// here assumes orthonormality.
//
// Invalid input (shapes.h: a NaN or infinite component, a negative or NaN
// extent, a negative radius) is rejected before anything is converted to a
// rational: Result{Relation::invalid}.
#ifndef GEOVERIFY_EXACT_OBB_H
#define GEOVERIFY_EXACT_OBB_H

#include "geoverify/core/shapes.h"
#include "geoverify/exact/result.h"

namespace gv {
namespace exact {

/// Oriented box versus ball {|x - c| <= r}.
/// Relation: from the exact squared distance dist^2 of the ball's centre q to
/// the parallelepiped P (below): dist^2 > r^2 disjoint, < r^2 overlapping,
/// equal: touching, except r == 0 with q in the interior of a solid P, which
/// is overlapping (a point strictly inside a box survives every small move).
/// The squared distance is the minimum, over the vertices, the segments and
/// the affinely independent triangles of P's 8 vertices, of the distance to
/// q's projection when that projection lies in the simplex (Caratheodory:
/// the nearest point of P lies in the relative interior of such a simplex,
/// where it is the projection; every candidate is a point of P), and 0 when
/// q is inside a solid P (Cramer's rule on the axes).
/// Margin: dist - r; when q is inside P, minus (r + the distance from q to
/// P's boundary).
/// Scale: the largest of the box centre, its extents e_i |u_i|, the ball
/// centre and r.
/// Degenerate but valid: zero extents or zero, parallel, non-unit axes (a
/// flat box, a segment, a point), r == 0 or -0.0 (a point). Invalid input:
/// Result{Relation::invalid}. Exact for every finite input.
template <class T>
Result obb_sphere(const Obb<T>& obb, const Sphere<T>& sphere);

/// Oriented box versus oriented box: the exact relation of the two
/// parallelepipeds (polyhedron.h: complete for flat and degenerate boxes,
/// where the 15-axis test is not).
/// Margin: disjoint, the largest gap along a candidate separating direction;
/// overlapping, minus the penetration depth.
/// Scale: the largest of the centres and extents e_i |u_i|.
/// Degenerate but valid: either box flat, a segment or a point (zero extents
/// or zero axes); parallel or identical axes, within a box or across the two
/// (where the textbook cross-product axes vanish); identical boxes. Invalid
/// input: Result{Relation::invalid}. Exact for every finite input.
template <class T>
Result obb_obb(const Obb<T>& a, const Obb<T>& b);

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_OBB_H
