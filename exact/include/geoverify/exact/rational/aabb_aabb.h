// SPDX-License-Identifier: MIT
// geoverify exact (rational): aabb-aabb, the exact squared distance between two boxes.
// Rational-valued (Boost.Multiprecision): for the oracles' sources and the
// tests; the oracle itself is declared in geoverify/exact/aabb_aabb.h.
#ifndef GEOVERIFY_EXACT_RATIONAL_AABB_AABB_H
#define GEOVERIFY_EXACT_RATIONAL_AABB_AABB_H

#include "geoverify/core/shapes.h"
#include "geoverify/exact/rational.h"

namespace gv {
namespace exact {

/// The exact squared Euclidean distance between the boxes [alo, ahi] and
/// [blo, bhi] (the sum of the squared per-axis gaps; 0 iff they meet).
/// Exposed for tests. Precondition: lo <= hi componentwise for both.
Rational squared_distance_box_box(const Vec3Q& alo, const Vec3Q& ahi, const Vec3Q& blo, const Vec3Q& bhi);

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_RATIONAL_AABB_AABB_H
