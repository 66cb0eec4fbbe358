// SPDX-License-Identifier: MIT
// geoverify exact (rational): segment-aabb, the exact squared distance between a segment and a box.
// Rational-valued (Boost.Multiprecision): for the oracles' sources and the
// tests; the oracle itself is declared in geoverify/exact/segment_aabb.h.
#ifndef GEOVERIFY_EXACT_RATIONAL_SEGMENT_AABB_H
#define GEOVERIFY_EXACT_RATIONAL_SEGMENT_AABB_H

#include "geoverify/core/shapes.h"
#include "geoverify/exact/rational.h"

namespace gv {
namespace exact {

/// The exact squared Euclidean distance between the segment conv{p0, p1} and
/// the box [lo, hi]: the minimum over t in [0, 1] of the squared clamp
/// distance of p0 + t (p1 - p0), a convex piecewise quadratic minimised
/// piece by piece between the parameters where the segment crosses a slab
/// plane. 0 iff they intersect (tested against the relation). Exposed for
/// tests. Precondition: lo <= hi componentwise.
Rational squared_distance_segment_box(const Vec3Q& p0, const Vec3Q& p1, const Vec3Q& lo, const Vec3Q& hi);

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_RATIONAL_SEGMENT_AABB_H
