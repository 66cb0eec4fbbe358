// SPDX-License-Identifier: MIT
// geoverify exact (rational): ray-triangle, the exact first hit (parameter and barycentrics).
// Rational-valued (Boost.Multiprecision): for the oracles' sources and the
// tests; the oracle itself is declared in geoverify/exact/ray_triangle.h.
#ifndef GEOVERIFY_EXACT_RATIONAL_RAY_TRIANGLE_H
#define GEOVERIFY_EXACT_RATIONAL_RAY_TRIANGLE_H

#include "geoverify/core/shapes.h"
#include "geoverify/exact/rational.h"

namespace gv {
namespace exact {

/// The first point where a ray meets a triangle, exactly.
struct TriangleFirstHit {
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
TriangleFirstHit ray_triangle_hit(const Ray<T>& ray, const Triangle<T>& tri);

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_RATIONAL_RAY_TRIANGLE_H
