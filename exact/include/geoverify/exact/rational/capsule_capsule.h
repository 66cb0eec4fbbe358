// SPDX-License-Identifier: MIT
// geoverify exact (rational): capsule-capsule, the exact squared distance
// between two closed segments. Rational-valued (Boost.Multiprecision): for
// the oracles' sources, the generators' checks and the tests; the oracle
// itself is declared in geoverify/exact/capsule_capsule.h.
#ifndef GEOVERIFY_EXACT_RATIONAL_CAPSULE_CAPSULE_H
#define GEOVERIFY_EXACT_RATIONAL_CAPSULE_CAPSULE_H

#include "geoverify/exact/rational.h"

namespace gv {
namespace exact {

/// The exact squared distance between the closed segments conv{p0, p1} and
/// conv{q0, q1} (either may be a point). The minimum over the parameter
/// square is at an endpoint of one segment against the other, unless the
/// axes are not parallel and the lines' closest points lie strictly inside
/// both segments; both are taken.
Rational squared_distance_segment_segment(const Vec3Q& p0, const Vec3Q& p1, const Vec3Q& q0, const Vec3Q& q1);

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_RATIONAL_CAPSULE_CAPSULE_H
