// SPDX-License-Identifier: MIT
// geoverify core, internal: what the closest-point filters share
// (point_triangle.h, segment_segment.h): their input screen, the brackets
// of a coordinate and of a squared distance from values with certified
// bounds (tracked.h), and the same brackets from exact numbers
// (poly_exact.h) for their exact stages.
#ifndef GEOVERIFY_CORE_DETAIL_CLOSEST_FILTER_H
#define GEOVERIFY_CORE_DETAIL_CLOSEST_FILTER_H

#include "geoverify/core/detail/filter.h"
#include "geoverify/core/detail/poly_exact.h"
#include "geoverify/core/detail/tracked.h"
#include "geoverify/core/point_aabb.h"
#include "geoverify/core/ray_hit.h"

namespace gv {
namespace detail {

/// Nonzero input magnitudes the closest-point filters accept: inside
/// [2^-60, 2^60] every tracked value, quotient and bound they form is zero or
/// a normal double (docs/error-bounds.md, "Closest points: the filter").
constexpr double kClosestScreenLo = 0x1p-60;
constexpr double kClosestScreenHi = 0x1p+60;

/// The bracket of a coordinate q (or of a squared distance, nonneg) from a
/// Bounded value: exact when the bound is 0 (a coordinate of an input),
/// else from the interval [q - eps, q + eps] (ray_hit.h); false when that
/// interval holds a float or 0.
template <class T>
inline bool bracket_from_bounded(const Bounded& q, Bracket<T>& out) noexcept {
  out.valid = true;
  if (q.bound == 0.0) {
    out.lo = out.hi = static_cast<T>(q.value);  // an input of type T
    return true;
  }
  return bracket_signed_from_interval<T>(q.value - q.bound, q.value + q.bound, out.lo, out.hi);
}

/// The squared distance |p - q|^2 between two points known as Bounded
/// coordinates (an exact point has bound 0), bracketed (tracked.h,
/// tracked_diff_error and bounded_squared_sum); false when its interval
/// holds a float or 0.
template <class T>
inline bool bracket_squared_distance(const Bounded (&p)[3], const Bounded (&q)[3], Bracket<T>& out) noexcept {
  double w[3], e[3];
  for (int k = 0; k < 3; ++k) {
    w[k] = p[k].value - q[k].value;
    e[k] = tracked_diff_error(w[k], p[k].bound, q[k].bound);
  }
  const Bounded s = bounded_squared_sum(w, e);
  out.valid = true;
  return bracket_from_interval<T>(s.value - s.bound, s.value + s.bound, out.lo, out.hi);
}

/// The bracket of the exact quotient num / den (den > 0): a coordinate of
/// a closest point. Exact: two or three comparisons (ExactQuotient, most
/// settled by top-word bounds) from the quotient of the leading words
/// (big_quotient_estimate, never trusted). ok turns false if a product
/// overflows its capacity (ruled out by the caller's derivation).
template <class T, int N, int D>
inline void bracket_exact_quotient(const BigFloat<N>& num, const BigFloat<D>& den, bool& ok, Bracket<T>& out) noexcept {
  ExactQuotient<N, D> q(num, den);
  out.valid = true;
  bracket_signed<T>([&q](T c) { return q.sign_minus(static_cast<double>(c)); }, true, q.estimate(), out.lo, out.hi);
  ok &= q.ok;
}

/// The bracket of the exact squared distance (w_0^2 + w_1^2 + w_2^2) / den
/// (den > 0: a cross or dot product over a squared length). Top-word bounds
/// first, the full squares only for a candidate those cannot separate
/// (SumOfSquaresRatio; Wide its capacity, derived by the caller). False if
/// a capacity was too small.
template <class T, int Wide, int W, int D>
inline bool bracket_exact_squared_distance(const BigFloat<W> (&w)[3], const BigFloat<D>& den,
                                           Bracket<T>& out) noexcept {
  SumOfSquaresRatio<W, D, Wide> d2(w, den);
  out.valid = true;
  bracket_signed<T>([&d2](T c) { return d2.sign_minus(static_cast<double>(c)); }, true, d2.estimate(), out.lo,
                    out.hi);
  return d2.ok;
}

}  // namespace detail
}  // namespace gv

#endif  // GEOVERIFY_CORE_DETAIL_CLOSEST_FILTER_H
