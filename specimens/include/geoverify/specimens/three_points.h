// SPDX-License-Identifier: MIT
// geoverify specimens: three float points exactly on a float plane.
//
// Seed 000 builds its planes the way its demo does, with createPlane(v1, v2,
// v3). To drive it that way on a generated case {plane, shape}, the driver
// needs three float points whose plane is exactly the case's plane; the
// specimen then gets the points, and the oracle judges the exact plane through
// them. This finds such points, or says there are none it can offer.
#ifndef GEOVERIFY_SPECIMENS_THREE_POINTS_H
#define GEOVERIFY_SPECIMENS_THREE_POINTS_H

#include <array>

#include "geoverify/core/shapes.h"

namespace gv {
namespace specimens {

/// The reduced integer coefficients (after removing a common power of two and
/// the gcd of the normal) must not exceed this for three_points_on_plane to
/// search: the search costs up to kThreePointsMaxCoefficient^2 steps.
inline constexpr long long kThreePointsMaxCoefficient = 64;

/// Finds three float points p[0], p[1], p[2] that lie exactly on the plane
/// {x : n.x + d = 0}, not collinear, near `anchor` (within about
/// kThreePointsMaxCoefficient grid steps of the plane's dyadic lattice where
/// the plane passes near it). The plane through them is then the given plane
/// exactly: cross(p1 - p0, p2 - p0) is a nonzero multiple of n.
///
/// Degenerate but valid: n = 0 with d = 0 (the equation 0 = 0 holds
/// everywhere; three points that lie on every plane do not exist, so it
/// returns the collinear (0,0,0), (1,0,0), (2,0,0), whose cross product is 0,
/// the n = 0, d = 0 plane).
///
/// Returns false, p unspecified, when there are no such points it offers:
/// a non-finite coefficient; n = 0 with d != 0 (no point at all); a plane
/// with no point of float coordinates (the odd part of the gcd of the normal's
/// integer coefficients does not divide d's); reduced coefficients above
/// kThreePointsMaxCoefficient (most planes with full-precision random
/// normals); points outside float's range or precision. Exact: every point
/// returned is checked on the plane with the certified core.
bool three_points_on_plane(const Plane<float>& plane, const Vec3<float>& anchor, std::array<Vec3<float>, 3>& p);

}  // namespace specimens
}  // namespace gv

#endif  // GEOVERIFY_SPECIMENS_THREE_POINTS_H
