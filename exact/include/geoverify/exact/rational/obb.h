// SPDX-License-Identifier: MIT
// geoverify exact (rational): oriented boxes, the exact squared distance to a parallelepiped.
// Rational-valued (Boost.Multiprecision): for the oracles' sources and the
// tests; the oracle itself is declared in geoverify/exact/obb.h.
#ifndef GEOVERIFY_EXACT_RATIONAL_OBB_H
#define GEOVERIFY_EXACT_RATIONAL_OBB_H

#include "geoverify/core/shapes.h"
#include "geoverify/exact/rational.h"

namespace gv {
namespace exact {

/// The exact squared distance from q to the parallelepiped c + sum s_i a_i
/// (exposed for tests).
Rational squared_distance_to_parallelepiped(const Vec3Q& q, const Vec3Q& c, const Vec3Q a[3]);

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_RATIONAL_OBB_H
