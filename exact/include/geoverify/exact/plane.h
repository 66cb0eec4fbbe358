// SPDX-License-Identifier: MIT
// geoverify exact: oracles for the plane queries of seed 000.
//
// Trust base: rational arithmetic only, no filter, no shortcut. Each oracle
// rejects invalid input (shapes.h) before converting anything to a rational
// and then returns Result{Relation::invalid}.
#ifndef GEOVERIFY_EXACT_PLANE_H
#define GEOVERIFY_EXACT_PLANE_H

#include "geoverify/core/shapes.h"
#include "geoverify/exact/result.h"

namespace gv {
namespace exact {

/// Plane {x : n.x + d = 0} versus box {min <= x <= max}.
/// Relation: the extreme values of n.x + d over the box are taken at the
/// corners chosen by the signs of n (s_lo, s_hi); s_lo > 0 or s_hi < 0 is
/// disjoint, s_lo < 0 < s_hi overlapping, anything else touching. n == 0 is
/// the empty plane (d != 0, disjoint) or all of space (d == 0, overlapping).
/// Margin: disjoint, the distance between plane and box (s_lo or -s_hi over
/// |n|); overlapping, minus the shortest translation along n that separates
/// them (min(-s_lo, s_hi) / |n|); +-infinity for n == 0.
/// Scale: the largest of |min_i|, |max_i| and |d| / max_i |n_i|.
template <class T>
Result plane_aabb(const Plane<T>& plane, const Aabb<T>& box);

/// Plane {x : n.x + d = 0} versus ball {|x - c| <= r}.
/// Relation: with s = n.c + d, D = s^2 - r^2 n.n > 0 is disjoint, < 0
/// overlapping, == 0 touching; n == 0 as for plane_aabb.
/// Margin: dist(c, plane) - r, computed as D / (|n| (|s| + r |n|)) so that
/// it keeps its relative accuracy near tangency; +-infinity for n == 0.
/// Scale: the largest of |c_i|, r and |d| / max_i |n_i|.
template <class T>
Result plane_sphere(const Plane<T>& plane, const Sphere<T>& sphere);

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_PLANE_H
