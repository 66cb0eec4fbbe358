// SPDX-License-Identifier: MIT
// geoverify exact (rational): plane-obb, the exact range of a plane function over a parallelepiped.
// Rational-valued (Boost.Multiprecision): for the oracles' sources and the
// tests; the oracle itself is declared in geoverify/exact/plane_obb.h.
#ifndef GEOVERIFY_EXACT_RATIONAL_PLANE_OBB_H
#define GEOVERIFY_EXACT_RATIONAL_PLANE_OBB_H

#include "geoverify/core/shapes.h"
#include "geoverify/exact/rational.h"

namespace gv {
namespace exact {

/// The exact range [lo, hi] of f(p) = n.p + d over the parallelepiped
/// P = {c + sum_i s_i a_i : |s_i| <= 1} (for an Obb, a_i = e_i u_i).
/// Argument: f(c + sum s_i a_i) = (n.c + d) + sum_i s_i (n.a_i), and the s_i
/// range independently over [-1, 1], so each term sweeps [-|n.a_i|, |n.a_i|]
/// and lo, hi = n.c + d -+ sum_i |n.a_i|, attained at vertices. Holds for any
/// axes (zero, parallel, non-unit: P is what the axes describe) and n == 0
/// (lo == hi == d). Exact.
void plane_range_over_parallelepiped(const Vec3Q& n, const Rational& d, const Vec3Q& c, const Vec3Q a[3],
                                     Rational& lo, Rational& hi);

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_RATIONAL_PLANE_OBB_H
