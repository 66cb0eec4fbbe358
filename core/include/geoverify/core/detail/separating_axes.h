// SPDX-License-Identifier: MIT
// geoverify core, internal: what the separating-direction cores of
// polytope pairs share (aabb_triangle.h, triangle_triangle.h).
//
// Both decide the relation of two convex polytopes A and B on their
// Minkowski difference M = A - B through candidate directions c and the
// support values G+(c) = h_M(c), G-(c) = h_M(-c): a negative value
// separates, a zero one is contact. Their filters evaluate values of
// degree 3 in the inputs, (u x v) . w with u, v, w once-rounded differences
// of inputs, and bound the rounding error of each by kTriNormalBound times
// sum_i N_i Y_i (N_i = |u_j v_m| + |u_m v_j|, Y_i >= |w_i|); the derivation
// is docs/error-bounds.md, "AABB-triangle", "Triangle normal", and its
// range needs double inputs screened by in_degree3_range.
#ifndef GEOVERIFY_CORE_DETAIL_SEPARATING_AXES_H
#define GEOVERIFY_CORE_DETAIL_SEPARATING_AXES_H

#include <cmath>

#include "geoverify/core/detail/roundoff.h"

namespace gv {
namespace detail {

/// Double inputs enter a degree-3 filter only if every nonzero magnitude
/// lies in [kTriScreenLo, kTriScreenHi] (docs/error-bounds.md,
/// "AABB-triangle", range).
constexpr double kTriScreenLo = 0x1p-270;
constexpr double kTriScreenHi = 0x1p+330;

/// Bound factor for (u x v) . w from once-rounded differences u, v, w:
/// |error| <= gamma_8 M, M = sum_i N_i Y_i; c = 8u (1 + 2^-20) covers
/// gamma_8 / (1-u)^9 (the computed M~ >= M (1-u)^8, one more rounding for c M~).
constexpr double kTriNormalBound = 8 * kU * (1 + 0x1p-20);

/// True iff every nonzero |v_i| lies in [kTriScreenLo, kTriScreenHi] (the
/// inputs are known to be finite).
template <int K>
inline bool in_degree3_range(const double (&v)[K]) noexcept {
  bool ok = true;
  for (int i = 0; i < K; ++i) {
    const double a = std::fabs(v[i]);
    ok &= (a == 0.0) | ((a >= kTriScreenLo) & (a <= kTriScreenHi));
  }
  return ok;
}

/// What the candidate directions found in an exact stage: some direction
/// separates (a negative support value), or touches (a zero one).
struct CandidateOutcome {
  bool separated = false;
  bool contact = false;
};

}  // namespace detail
}  // namespace gv

#endif  // GEOVERIFY_CORE_DETAIL_SEPARATING_AXES_H
