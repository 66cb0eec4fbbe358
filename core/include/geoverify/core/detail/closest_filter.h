// SPDX-License-Identifier: MIT
// geoverify core, internal: what the closest-point filters share
// (point_triangle.h, segment_segment.h): their input screen, the brackets
// of a coordinate and of a squared distance from values with certified
// bounds (tracked.h), and the same brackets from exact numbers
// (poly_exact.h) for their exact stages.
#ifndef GEOVERIFY_CORE_DETAIL_CLOSEST_FILTER_H
#define GEOVERIFY_CORE_DETAIL_CLOSEST_FILTER_H

#include "geoverify/core/detail/filter.h"
#include "geoverify/core/detail/float_bits.h"
#include "geoverify/core/detail/poly_exact.h"
#include "geoverify/core/detail/tracked.h"
#include "geoverify/core/detail/tracked_dd.h"
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
    out.lo = out.hi = plus_zero(static_cast<T>(q.value));  // an input of type T
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

/// The walk of the double brackets below: from a double `at` whose certified
/// comparison with the value gave `sign` (+1: the value is above), up to
/// `steps` neighbours towards the value, each compared by sign_at_next(at,
/// next), until the sign turns; then out is the last two. By the bit
/// pattern of |at| (no flag), which grows for a step away from 0; the
/// callers keep |at| far enough from 0 that no step reaches it. False when
/// a comparison is undecided or the sign does not turn.
template <class SignAtNext>
inline bool dd_walk_until_turn(double at, int sign, int steps, SignAtNext&& sign_at_next, Bracket<double>& out) noexcept {
  const bool up = sign > 0;
  for (int i = 0; i < steps; ++i) {
    const double a = std::fabs(at);
    const double next = std::copysign((at > 0) == up ? next_up(a) : next_down(a), at);
    const FilteredSign g = sign_at_next(at, next);
    if (!g.decided) return false;
    if (g.sign != sign) {
      out = {true, up ? at : next, up ? next : at};
      return true;
    }
    at = next;
  }
  return false;
}

/// The double bracket of Q = o + N / D (o an exact input, 0 for none; N and
/// D tracked in double-double, tracked_dd.h), for the filters on double
/// input. D > 0 is certified first. Every comparison of Q with a double x is
/// the certified sign of the tracked polynomial V(x) = N - (x - o) D =
/// (Q - x) D, formed incrementally: V(c0) for c0 = fl(o + N~ / D~), then
/// V(c) = V(c0) - (c - c0) D for the corrected candidate c = fl(c0 + V~ /
/// D~) (within about 2^-100 of Q), then V(x') = V(x) - (x' - x) D for each
/// neighbour x' of x towards Q, x' - x a power of two (an exact scaling),
/// until the sign turns (Q strictly between two adjacent doubles). A sign is
/// certified 0 only when every monomial of V is 0: at the first candidate,
/// for N exactly 0 and c0 = o (then Q = o). False (out unspecified) when a
/// sign is undecided (among others, whenever Q is a double other than o),
/// three steps do not turn, or a candidate lies outside [2^-150, limit] in
/// magnitude (the range tracked_dd.h's bound needs: limit at most 2^61 for a
/// coordinate, 2^126 for a squared distance).
inline bool dd_bracket_quotient(double o, const TrackedDd& N, const TrackedDd& D, double limit,
                                Bracket<double>& out) noexcept {
  const FilteredSign sd = tracked_sign(D);
  if (!sd.decided || sd.sign <= 0) return false;
  const auto in_range = [limit](double x) { return std::fabs(x) >= 0x1p-150 && std::fabs(x) <= limit; };
  const double c0 = o + N.v.h / D.v.h;
  if (!in_range(c0)) return false;
  TrackedDd v = N - tracked_diff_as<TrackedDd>(c0, o) * D;
  double at = c0 + v.v.h / D.v.h;
  if (at != c0) {
    if (!in_range(at)) return false;
    v = v - tracked_diff_as<TrackedDd>(at, c0) * D;
  }
  const FilteredSign f = tracked_sign(v);
  if (!f.decided) return false;
  if (f.sign == 0) {
    out = {true, at, at};
    return true;
  }
  // |at| >= 2^-150: three steps never reach 0. V(next) = V(at) - (next -
  // at) D, next - at exact, a power of two; never a certified 0 (its mag
  // grew).
  const auto sign_at_next = [&v, &D](double from, double next) {
    v = v - tracked_scaled(D, next - from);
    return tracked_sign(v);
  };
  return dd_walk_until_turn(at, f.sign, 3, sign_at_next, out);
}

/// The double bracket of sqrt(W / D) (W >= 0 and D tracked, D > 0 certified
/// first), for a distance: sign(sqrt(W / D) - x) = sign(W - x^2 D) for a
/// double x >= 0, with x^2 = x x a product of two leaves (exact), certified
/// by tracked_dd.h's bound, at a candidate c = fl(sqrt(W~.h / D~.h)) and its
/// neighbours towards the value, until the sign turns. False (out
/// unspecified) when a sign is undecided (among others, whenever the
/// distance is a double), four steps do not turn, or a candidate lies
/// outside [2^-75, 2^63] (x^2 within the squared distance's range of
/// dd_bracket_quotient).
inline bool dd_bracket_sqrt_quotient(const TrackedDd& W, const TrackedDd& D, Bracket<double>& out) noexcept {
  const FilteredSign sd = tracked_sign(D);
  if (!sd.decided || sd.sign <= 0) return false;
  const auto in_range = [](double x) { return x >= 0x1p-75 && x <= 0x1p63; };
  double at = std::sqrt(W.v.h / D.v.h);
  if (!in_range(at)) return false;
  const auto sign_at = [&](double x) {
    const TrackedDd xx = tracked_dd_input(x);
    return tracked_sign(W - (xx * xx) * D);
  };
  const FilteredSign f = sign_at(at);
  if (!f.decided || f.sign == 0) return false;  // 0 is never certified: x^2 D has nonzero terms
  const auto sign_at_next = [&](double, double next) {
    return in_range(next) ? sign_at(next) : FilteredSign{0, false};
  };
  return dd_walk_until_turn(at, f.sign, 4, sign_at_next, out);
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
