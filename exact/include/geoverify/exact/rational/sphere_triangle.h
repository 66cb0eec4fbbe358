// SPDX-License-Identifier: MIT
// geoverify exact (rational): sphere-triangle, the exact squared distance
// from a point to a closed triangle. Rational-valued (Boost.Multiprecision):
// for the oracles' sources, the generators' checks and the tests; the oracle
// itself is declared in geoverify/exact/sphere_triangle.h.
#ifndef GEOVERIFY_EXACT_RATIONAL_SPHERE_TRIANGLE_H
#define GEOVERIFY_EXACT_RATIONAL_SPHERE_TRIANGLE_H

#include "geoverify/exact/rational.h"

namespace gv {
namespace exact {

/// The exact squared distance from q to the closed segment conv{a, b} (a
/// point when a == b).
Rational squared_distance_to_segment(const Vec3Q& q, const Vec3Q& a, const Vec3Q& b);

/// The exact squared distance from q to the closed triangle conv{a, b, c},
/// for any three points (collinear or coincident vertices: a segment or a
/// point). The closest point lies on an edge (vertices included) unless it
/// is the orthogonal projection of q into the relative interior of a proper
/// triangle; both are taken.
Rational squared_distance_to_triangle(const Vec3Q& q, const Vec3Q& a, const Vec3Q& b, const Vec3Q& c);

/// The exact closest point of the closed segment conv{a, b} to q: the foot
/// a + (w.e / e.e) e clamped to the segment (a when a == b).
Vec3Q closest_point_on_segment(const Vec3Q& q, const Vec3Q& a, const Vec3Q& b);

/// The exact closest point of the closed triangle conv{a, b, c} to q (unique:
/// the triangle is convex), for any three points: the projection of q on the
/// plane when it lies in a proper triangle, else the nearest of the three
/// edges' closest points (for a segment or a point, its edges cover it).
/// The same minimum as squared_distance_to_triangle, by comparing the
/// candidates' points rather than their distances.
Vec3Q closest_point_on_triangle(const Vec3Q& q, const Vec3Q& a, const Vec3Q& b, const Vec3Q& c);

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_RATIONAL_SPHERE_TRIANGLE_H
