// SPDX-License-Identifier: MIT
// geoverify exact: the oracle for two capsules (the exact squared distance
// between their axes, compared with the square of the radii's sum).
//
// Trust base: rational arithmetic only, no filter, no shortcut. Invalid input
// (shapes.h: a NaN or infinite component, a negative radius) is rejected
// before anything is converted to a rational: Result{Relation::invalid}.
#ifndef GEOVERIFY_EXACT_CAPSULE_CAPSULE_H
#define GEOVERIFY_EXACT_CAPSULE_CAPSULE_H

#include "geoverify/core/shapes.h"
#include "geoverify/exact/result.h"
#include "geoverify/query/capsule_capsule.h"

namespace gv {
namespace exact {

/// Capsules A = {x : dist(x, S_a) <= r_a} and B likewise, S the closed axis
/// segments (points when p0 == p1). Relation: with D2 the exact squared
/// distance between S_a and S_b (rational/capsule_capsule.h) and
/// R = r_a + r_b (exact), D2 > R^2 is disjoint, D2 < R^2 overlapping,
/// D2 == R^2 touching: tangent capsules, and axes that meet when both radii
/// are zero (two segments have no interior).
/// Margin: dist - R, computed as (D2 - R^2) / (dist + R) (for overlapping,
/// minus the penetration depth R - dist).
/// Scale: the largest of the endpoints' |coordinates| and the radii.
/// Degenerate but valid: p0 == p1 (a ball), r == 0 or -0.0 (a segment),
/// both (a point), parallel and collinear axes, -0.0 anywhere, subnormals,
/// magnitudes up to FLT_MAX / DBL_MAX. Exact for every finite input.
template <class T>
Result capsule_capsule(const Capsule<T>& a, const Capsule<T>& b);

/// The oracle of a capsule-capsule case (generic code calls oracle(c), oracle.h).
template <class T>
Result oracle(const query::CapsuleCapsule<T>& c) {
  return exact::capsule_capsule(c.a, c.b);
}

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_CAPSULE_CAPSULE_H
