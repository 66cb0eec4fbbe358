// SPDX-License-Identifier: MIT
// geoverify core, internal: the floating-point filter stage.
//
// A filter evaluates a predicate's polynomial P in double and decides its sign
// only when the computed value clears a rigorous bound on the rounding error;
// otherwise the caller falls back to exact arithmetic (bigfloat.h). The bounds
// are derived in docs/error-bounds.md; the constants below carry the results.
//
// Model. u = 2^-53. Every double operation o satisfies fl(a o b) = (a o b)(1+δ),
// |δ| <= u, when its result is normal or zero; sqrt likewise. A fused
// multiply-add rounds once, which is the same model with one rounding fewer,
// so every bound holds whether or not the compiler contracts a*b+c. The
// filters never see a subnormal or infinite intermediate:
//   * float inputs are promoted to double; a product of two floats is exact in
//     double and lies in [2^-298, 2^256], far inside the normal range;
//   * double inputs are first screened (in_filter_range): every nonzero input
//     must satisfy 2^-450 <= |x| <= 2^500. Then products of two inputs lie in
//     [2^-900, 2^1000], sums of at most eight of them stay below 2^1003, and a
//     nonzero sum or difference of such values is at least ulp(2^-900) =
//     2^-952. Inputs outside the screen never reach these filters as they
//     are: they go to the exact stage or are first scaled by powers of two
//     into the screen (rescale.h), so no filter raises an overflow,
//     underflow or invalid exception.
#ifndef GEOVERIFY_CORE_DETAIL_FILTER_H
#define GEOVERIFY_CORE_DETAIL_FILTER_H

#include <cmath>

#include "geoverify/core/detail/roundoff.h"

namespace gv {
namespace detail {

/// Smallest and largest nonzero magnitude a double input may have for the
/// filter stage (see the file comment).
constexpr double kScreenLo = 0x1p-450;
constexpr double kScreenHi = 0x1p+500;

/// True iff x == 0 or kScreenLo <= |x| <= kScreenHi. False for NaN and
/// infinity, so a passing screen also proves finiteness.
inline bool in_filter_range(double x) noexcept {
  const double a = std::fabs(x);
  return (a == 0.0) | ((a >= kScreenLo) & (a <= kScreenHi));
}

/// The least and the greatest of three values (no NaN: callers screen first).
/// Exact: a comparison rounds nothing.
inline double min3(double a, double b, double c) noexcept { return a < b ? (a < c ? a : c) : (b < c ? b : c); }
inline double max3(double a, double b, double c) noexcept { return a > b ? (a > c ? a : c) : (b > c ? b : c); }

/// True iff x is finite. Written as a comparison so that it folds with the
/// other checks; false for NaN.
inline bool finite_f(float x) noexcept { return std::fabs(x) <= 0x1.fffffep+127f; }

/// Bound for a sum of k <= 4 terms, each term a product of two inputs or a
/// single input, evaluated in any order with or without FMA:
///   |fl(s) - s| <= gamma_4 * T,  T = sum |term|,  gamma_4 = 4u / (1 - 4u).
/// The computed T~ satisfies T~ >= T (1-u)^4 and the computed bound
/// fl(c T~) >= c T (1-u)^5, so c = 4u (1 + 2^-20) > gamma_4 / (1-u)^5 makes
/// fl(c T~) an upper bound of the error. The extra factor (1 + 2^-20) also
/// absorbs the roundings of the final comparisons in the callers.
constexpr double kSum4Bound = 4 * kU * (1 + 0x1p-20);

/// Relative bound for q = r * sqrt(n.n) evaluated as fl(r * fl(sqrt(fl(n.n)))):
///   |q~ - q| <= 3.5u (1 + O(u)) q  and q <= q~ / (1 - 3.6u), hence
///   |q~ - q| <= 3.7u q~ <= fl(c q~)  for c = 4u (1 + 2^-20).
constexpr double kNormProductBound = 4 * kU * (1 + 0x1p-20);

/// Bound for the ray-box slab filter (ray_aabb.h): each slab parameter
/// t~ = fl(fl(p - o) / d) has relative error at most gamma_2 = 2u / (1 - 2u);
/// the maximum L~ of such values (and of the exact tmin) and the minimum U~
/// (and the exact tmax) satisfy |L~ - L| <= g |L~|, |U~ - U| <= g |U~| with
/// g = gamma_2 (1 + 4u + O(u^2)); with D~ = fl(U~ - L~) and
/// B = fl(c * max(fl(|L~| + |U~|), kRayBoundFloor)),
///   D~ > B  =>  U > L,     D~ < -B  =>  U < L
/// whenever c >= g (1 + u) / (1 - u)^2 = 2u (1 + 9u + O(u^2)).
/// c = 2u (1 + 2^-20) satisfies this. Derivation: docs/error-bounds.md.
constexpr double kRaySlabBound = 2 * kU * (1 + 0x1p-20);

/// Bound for the slab filter of a prepared ray (ray_aabb.h, PreparedRay): each
/// slab parameter is t~ = fl(fl(p - o) * fl(1 / d)), relative error at most
/// g = (1+u)^3 - 1 = 3u + 3u^2 + u^3 (three roundings; no a*b+c shape, so
/// contraction cannot change it). The argument of kRaySlabBound then needs
///   c >= g'' (1 + u) / (1 - u)^2 = 3u (1 + 10u + O(u^2)),  g'' = g'/(1-g'), g' = g/(1-g).
/// c = (3 + 2^-18) u >= 3u (1 + 2^-20) satisfies it. Derivation:
/// docs/error-bounds.md, "The prepared ray".
constexpr double kRayPreparedSlabBound = (3 + 0x1p-18) * kU;

/// kRayPreparedSlabBound for float arithmetic (u = 2^-24): the bound of the
/// scaled slab filter of the float box batches (ray_aabb_batch.h), whose
/// parameters fl(fl(p - o) * fl(num / d)) are computed in float, all normal
/// (the ranges of detail::ScaledRange). The same derivation with u = 2^-24:
/// c >= 3u (1 + 10u + O(u^2)); (3 + 2^-18) u = 0x1.80002p-23 satisfies it.
/// docs/error-bounds.md, "The scaled filter of the box batches".
constexpr float kRayScaledSlabBoundF = 0x1.80002p-23f;

/// Floor of the magnitude that kRayScaledSlabBoundF multiplies, so that the
/// bound is normal in float: kRayScaledSlabBoundF * 2^-100 > 2^-126.
constexpr float kRayScaledFloorF = 0x1p-100f;

/// Floor on the magnitude that kRaySlabBound multiplies, so that the bound is
/// a normal number (no underflow flag) even when every slab parameter is tiny;
/// a larger bound is only more conservative.
constexpr double kRayBoundFloor = 0x1p-900;

/// Sign of a value whose computed approximation is s and whose rounding error
/// is at most bound (a computed upper bound): +1 or -1 when decided, 0 when
/// the filter cannot decide. When the terms were all zero (mag == 0) the value
/// is exactly zero and the answer is 0 with decided set.
struct FilteredSign {
  int sign;
  bool decided;
};

/// A value computed in double and a computed upper bound on its rounding
/// error: |value - exact| <= bound. Every filter of the core builds its bound
/// as a multiple of the magnitudes of the value's terms, so a zero bound
/// means that every term, and the value, is exactly zero.
struct Bounded {
  double value;
  double bound;
};

/// The certified sign of a bounded value: {+1 or -1, true} when the value
/// clears its bound, {0, true} when value and bound are both zero (every term
/// exactly zero), {0, false} when undecided (also for a NaN value or bound).
inline FilteredSign certified_sign(const Bounded& v) noexcept {
  if (v.value > v.bound) return {1, true};
  if (v.value < -v.bound) return {-1, true};
  if (v.bound == 0.0) return {0, true};  // |value| <= 0: exactly zero
  return {0, false};
}

/// The sign of a sum of at most four terms (kSum4Bound) whose computed value
/// is s and whose terms' magnitudes sum to mag.
inline FilteredSign filtered_sign(double s, double mag) noexcept {
  return certified_sign({s, kSum4Bound * mag});
}

}  // namespace detail
}  // namespace gv

#endif  // GEOVERIFY_CORE_DETAIL_FILTER_H
