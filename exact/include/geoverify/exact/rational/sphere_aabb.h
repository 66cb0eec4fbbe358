// SPDX-License-Identifier: MIT
// geoverify exact (rational): sphere-aabb, the exact squared distance from a point to a box.
// Rational-valued (Boost.Multiprecision): for the oracles' sources and the
// tests; the oracle itself is declared in geoverify/exact/sphere_aabb.h.
#ifndef GEOVERIFY_EXACT_RATIONAL_SPHERE_AABB_H
#define GEOVERIFY_EXACT_RATIONAL_SPHERE_AABB_H

#include "geoverify/core/shapes.h"
#include "geoverify/exact/rational.h"

namespace gv {
namespace exact {

/// The exact squared distance from c to the box [lo, hi] (the per-axis
/// clamp; exposed for tests). Precondition: lo <= hi componentwise.
Rational squared_distance_to_box(const Vec3Q& c, const Vec3Q& lo, const Vec3Q& hi);

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_RATIONAL_SPHERE_AABB_H
