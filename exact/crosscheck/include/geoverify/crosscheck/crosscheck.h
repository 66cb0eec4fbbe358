// SPDX-License-Identifier: MIT
// geoverify crosscheck: a second, independent exact formulation of the
// polytope queries and obb_sphere, used only to cross-check the primary
// exact oracles.
//
// Semantics are those of geoverify/core/shapes.h and relation.h: every scalar
// is the exact rational it represents (-0.0 == 0), every shape is a closed
// set, degenerate shapes keep their exact meaning, and
//   disjoint     A and B have no common point;
//   overlapping  the origin is interior to A - B (every small enough
//                translation of B still meets A);
//   touching     they meet but are not overlapping;
//   invalid      some input is not valid (shapes.h is_valid); this is checked
//                before any value is converted to a rational.
//
// Method (deliberately unlike separating-axis tests):
//   - Polytope queries (ray_aabb, obb_obb, aabb_triangle, ray_triangle, segment_aabb,
//     plane_aabb, plane_obb, halfspace_aabb, halfspace_obb; a half-space is
//     a convex polyhedron too, written with one slack variable) are
//     exact linear programs over the shapes' parameters (lp.h). A point of
//     each shape is written with bounded variables (box: x itself; obb:
//     s_i in [-1, 1]; triangle: barycentric lambda >= 0 summing to 1; ray:
//     t in [tmin, tmax], no upper bound if tmax is infinite; plane: one
//     equality row). For each of the four directions w_k = (1,1,1),
//     (1,-1,-1), (-1,1,-1), (-1,-1,1) the LP maximises delta in [0, 1] subject
//     to "point of A == point of B + delta w_k". It is infeasible iff A and B
//     are disjoint (delta = 0 is "A and B meet"); they overlap iff all four
//     maxima are positive (proof in crosscheck.cpp); otherwise they touch.
//   - obb_sphere is the exact squared distance from the sphere's centre to
//     the parallelepiped, by solving the normal equations on each of the 27
//     faces of the parameter cube [-1, 1]^3 (proof in crosscheck.cpp).
// All arithmetic is exact (gv::exact::Rational); no result depends on
// rounding. Slow on purpose: a few small LPs per call.
#ifndef GEOVERIFY_CROSSCHECK_CROSSCHECK_H
#define GEOVERIFY_CROSSCHECK_CROSSCHECK_H

#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"

namespace gv {
namespace crosscheck {

/// Relation of the ray {o + t dir : tmin <= t <= tmax} (tmax may be +inf: a
/// half-line; dir == 0: the single point o; tmin == tmax: one point) and the
/// closed box (zero extents allowed: slab, segment or point). invalid if
/// either shape is invalid. Exact for all valid input. T is float or double.
template <class T>
Relation ray_aabb(const Ray<T>& ray, const Aabb<T>& box);

/// Relation of two parallelepipeds {c + sum_i s_i e_i u_i : |s_i| <= 1} with
/// the axes as stored: not necessarily orthonormal, possibly parallel or
/// zero, e_i possibly 0 (flat boxes, segments, points). invalid if either
/// shape is invalid. Exact for all valid input.
template <class T>
Relation obb_obb(const Obb<T>& a, const Obb<T>& b);

/// Relation of a closed box (zero extents allowed) and the convex hull of a
/// triangle's vertices (collinear or coincident vertices: a segment or a
/// point). invalid if either shape is invalid. Exact for all valid input.
template <class T>
Relation aabb_triangle(const Aabb<T>& box, const Triangle<T>& tri);

/// Relation of the ray (as in ray_aabb) and the convex hull of a triangle's
/// vertices (collinear or coincident vertices: a segment or a point). invalid
/// if either shape is invalid. Exact for all valid input.
template <class T>
Relation ray_triangle(const Ray<T>& ray, const Triangle<T>& tri);

/// Relation of a parallelepiped (as in obb_obb; any axes and extents) and
/// the closed ball |x - c| <= r (r == 0: the point c). From the exact squared
/// distance D from c to the parallelepiped: D > r^2 disjoint, D < r^2
/// overlapping, D == r^2 touching, except that a point (r == 0) inside the
/// parallelepiped overlaps iff it is strictly interior (which needs a
/// nonsingular axis matrix). invalid if either shape is invalid.
template <class T>
Relation obb_sphere(const Obb<T>& box, const Sphere<T>& sphere);

/// Relation of the plane {x : n.x + d == 0} and a closed box (zero extents
/// allowed). n == 0: the plane is empty if d != 0 (disjoint) and all of space
/// if d == 0 (overlapping). invalid if either shape is invalid. Exact.
template <class T>
Relation plane_aabb(const Plane<T>& plane, const Aabb<T>& box);

/// Relation of the segment conv{p0, p1} (the endpoints as given; p0 == p1 is
/// the single point p0) and a closed box (zero extents allowed): the LP of
/// the polytope queries with the segment written as p0 + t (p1 - p0), t in
/// [0, 1], the direction exact. invalid if either shape is invalid. Exact for
/// all valid input.
template <class T>
Relation segment_aabb(const Segment<T>& seg, const Aabb<T>& box);

/// Relation of the plane (as in plane_aabb) and a parallelepiped (as in
/// obb_obb: any axes and extents). The same LP as plane_aabb over the box
/// parameters s_i in [-1, 1]. invalid if either shape is invalid. Exact.
template <class T>
Relation plane_obb(const Plane<T>& plane, const Obb<T>& obb);

/// Relation of the closed half-space {x : n.x + d <= 0} and a closed box
/// (zero extents allowed), by the LP with one slack variable sigma >= 0 in
/// the row n.x + d + sigma == 0. n == 0: all of space if d <= 0
/// (overlapping), empty if d > 0 (disjoint), which the LP finds by itself.
/// invalid if either shape is invalid. Exact.
template <class T>
Relation halfspace_aabb(const Halfspace<T>& halfspace, const Aabb<T>& box);

/// Relation of the closed half-space (as in halfspace_aabb) and a
/// parallelepiped (as in obb_obb). invalid if either shape is invalid. Exact.
template <class T>
Relation halfspace_obb(const Halfspace<T>& halfspace, const Obb<T>& obb);

}  // namespace crosscheck
}  // namespace gv

#endif  // GEOVERIFY_CROSSCHECK_CROSSCHECK_H
