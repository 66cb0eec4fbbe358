// SPDX-License-Identifier: MIT
// geoverify core, internal: tracked values in double-double, for the
// closest-point filters on double input (tracked.h is their double form,
// for float input).
//
// A double filter cannot bracket a double coordinate: its error is ulps of
// double. A TrackedDd carries the same three things as a Tracked, with the
// value in double-double (about 106 bits):
//   v      the evaluation of the exact polynomial P as an unevaluated sum
//          v.h + v.l (|v.l| <= u |v.h|), every operation one of the
//          double-double steps below;
//   mag    the absolute expression of P evaluated in double (tracked.h);
//   depth  tracked.h's depth: 1 for a difference of inputs (exact here,
//          but its mag is rounded once), d_a + d_b + 1 for a product,
//          max(d_a, d_b) + 1 for a sum or difference.
// The steps (docs/error-bounds.md, "Tracked values in double-double"):
//   sum      x + y: the highs by two_sum, the lows and two_sum's error
//            added in double (two roundings), renormalised by two_sum;
//            error at most 3.01 u^2 (|x| + |y|);
//   product  x y: x.h y.h by two_prod, x.h y.l + x.l y.h in double and
//            added to two_prod's error (four roundings, x.l y.l dropped),
//            renormalised; error at most 8.01 u^2 |x| |y|.
// Both are within delta = 16 u^2 = 2^-102 of the operands' magnitudes, and
// tracked.h's lemma, run with delta in place of u, gives
//   |v - P| <= fl(k delta (1 + 2^-20) mag)               (tracked_error()).
// The sign of P is certified when |v.h| exceeds twice that bound.
//
// Range: no rounding may underflow (the lemma's model). The caller screens
// the leaves: each is an input or a difference of two (0 or a multiple of
// 2^-112, at most 2^61 in magnitude: inputs in [2^-60, 2^60]) or is formed
// from a candidate value (0 or a multiple of 2^-205, at most 2^127), and
// each monomial has at most six leaves of the first kind and one of the
// second, or four and two (a distance's x^2 D, x in [2^-75, 2^63], a
// multiple of 2^-127), its absolute expression at most 2^400 (the
// closest-point filters). Every value the steps compute, low parts and
// intermediate roundings included, is then a multiple of 2^-877: a sum of multiples of
// g is one, and so is its rounding (the rounding unit of a sum at or above
// 2^53 g is a multiple of g; below, the sum is exact), and a product of
// multiples of g and h is a multiple of g h. So every nonzero value is a
// normal double, nothing underflows or overflows, and Veltkamp's split
// (double_double.h) is safe.
#ifndef GEOVERIFY_CORE_DETAIL_TRACKED_DD_H
#define GEOVERIFY_CORE_DETAIL_TRACKED_DD_H

#include <cmath>

#include "geoverify/core/config.h"
#include "geoverify/core/detail/double_double.h"
#include "geoverify/core/detail/filter.h"
#include "geoverify/core/detail/tracked.h"

namespace gv {
namespace detail {

struct TrackedDd {
  Dd v;
  double mag;
  int depth;
};

/// x + y as a normalised double-double (|l| <= u |h|): error at most
/// 3.01 u^2 (|x| + |y|) for normalised x and y.
GEOVERIFY_ALWAYS_INLINE Dd dd_add(const Dd& x, const Dd& y) noexcept {
  const Dd s = two_sum(x.h, y.h);
  return two_sum(s.h, (x.l + y.l) + s.l);
}

/// x y as a normalised double-double: error at most 8.01 u^2 |x| |y| for
/// normalised x and y (x.l y.l dropped).
GEOVERIFY_ALWAYS_INLINE Dd dd_mul_dd(const Dd& x, const Dd& y) noexcept {
  const Dd p = two_prod(x.h, y.h);
  return two_sum(p.h, p.l + (x.h * y.l + x.l * y.h));
}

/// An exact input: no rounding.
GEOVERIFY_ALWAYS_INLINE TrackedDd tracked_dd_input(double x) noexcept { return {{x, 0.0}, std::fabs(x), 0}; }

template <>
GEOVERIFY_ALWAYS_INLINE TrackedDd tracked_diff_as<TrackedDd>(double a, double b) noexcept {
  const Dd d = two_sum(a, -b);  // exact
  return {d, std::fabs(d.h), 1};
}

GEOVERIFY_ALWAYS_INLINE TrackedDd operator+(const TrackedDd& a, const TrackedDd& b) noexcept {
  return {dd_add(a.v, b.v), a.mag + b.mag, tracked_max(a.depth, b.depth) + 1};
}
GEOVERIFY_ALWAYS_INLINE TrackedDd operator-(const TrackedDd& a) noexcept { return {{-a.v.h, -a.v.l}, a.mag, a.depth}; }
GEOVERIFY_ALWAYS_INLINE TrackedDd operator-(const TrackedDd& a, const TrackedDd& b) noexcept {
  return {dd_add(a.v, {-b.v.h, -b.v.l}), a.mag + b.mag, tracked_max(a.depth, b.depth) + 1};
}
GEOVERIFY_ALWAYS_INLINE TrackedDd operator*(const TrackedDd& a, const TrackedDd& b) noexcept {
  return {dd_mul_dd(a.v, b.v), a.mag * b.mag, a.depth + b.depth + 1};
}

/// The certified bound of the lemma: |t.v - P| <= tracked_error(t).
GEOVERIFY_ALWAYS_INLINE double tracked_error(const TrackedDd& t) noexcept {
  return (static_cast<double>(t.depth) * (0x1p-102 * (1 + 0x1p-20))) * t.mag;
}

/// The certified sign of P: {+1 or -1, true} when |v.h| > 2 tracked_error
/// (then |v| >= (1 - u) |v.h| clears the bound; an input, of depth 0, is
/// exact), {0, true} when mag is 0 (every monomial is exactly 0), else
/// undecided.
GEOVERIFY_ALWAYS_INLINE FilteredSign tracked_sign(const TrackedDd& t) noexcept {
  if (t.mag == 0.0) return {0, true};
  const double h = t.v.h;
  if (std::fabs(h) > 2 * tracked_error(t)) return {h > 0 ? 1 : -1, true};
  return {0, false};
}

GEOVERIFY_ALWAYS_INLINE bool tracked_is_zero(const TrackedDd& t) noexcept { return t.v.h == 0.0; }

/// t times a power of two s (an exact input leaf): exact on the grids of
/// the file comment (no rounding, no underflow), counted as a product.
GEOVERIFY_ALWAYS_INLINE TrackedDd tracked_scaled(const TrackedDd& t, double s) noexcept {
  return {{t.v.h * s, t.v.l * s}, t.mag * std::fabs(s), t.depth + 1};
}

}  // namespace detail
}  // namespace gv

#endif  // GEOVERIFY_CORE_DETAIL_TRACKED_DD_H
