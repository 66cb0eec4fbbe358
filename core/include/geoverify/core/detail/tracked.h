// SPDX-License-Identifier: MIT
// geoverify core, internal: double values that carry a certified bound on
// their rounding error, for filters of long polynomial expressions (the
// closest-point cores), where a bound derived by hand per expression would
// be long and easy to get wrong.
//
// A Tracked value stands for an exact polynomial P in the inputs, built from
// exact inputs and differences of two inputs by +, - and *. It carries
//   v      the double evaluation of P, every operation rounded to nearest;
//   mag    the same expression evaluated in double with every leaf replaced
//          by its absolute value and every subtraction by an addition (the
//          absolute expression: a sum of non-negative monomials);
//   depth  an upper bound on the number of rounded operations any monomial
//          of P passes through: 1 for a difference of inputs, d_a + d_b + 1
//          for a product (the monomials of a*b are products of one of a and
//          one of b, each carrying its own roundings), max(d_a, d_b) + 1 for
//          a sum or difference.
// Lemma (docs/error-bounds.md, "Tracked values"): when no operation
// overflows or underflows, |v - P| <= gamma_k |P|_abs with k = depth, and
// mag >= (1 - u)^k |P|_abs, so
//   |v - P| <= fl(k u (1 + 2^-20) * mag)        (error(), for k < 2^20).
// The model is one rounding per operation; a fused multiply-add rounds once
// for two operations, so contraction (-ffp-contract=fast, FMA) only removes
// roundings from both v and mag and the bound still holds.
//
// Range: the caller screens the inputs so that every v, mag and bound is
// zero or a normal double (the closest-point filters: every nonzero input
// magnitude in [2^-60, 2^60]; docs/error-bounds.md).
#ifndef GEOVERIFY_CORE_DETAIL_TRACKED_H
#define GEOVERIFY_CORE_DETAIL_TRACKED_H

#include <cmath>

#include "geoverify/core/config.h"
#include "geoverify/core/detail/filter.h"
#include "geoverify/core/detail/roundoff.h"

namespace gv {
namespace detail {

struct Tracked {
  double v;
  double mag;
  int depth;
};

/// An exact input: no rounding.
GEOVERIFY_ALWAYS_INLINE Tracked tracked_input(double x) noexcept { return {x, std::fabs(x), 0}; }
/// a - b for exact inputs a and b: one rounding.
GEOVERIFY_ALWAYS_INLINE Tracked tracked_diff(double a, double b) noexcept {
  const double d = a - b;
  return {d, std::fabs(d), 1};
}
GEOVERIFY_ALWAYS_INLINE int tracked_max(int a, int b) noexcept { return a > b ? a : b; }
GEOVERIFY_ALWAYS_INLINE Tracked operator+(const Tracked& a, const Tracked& b) noexcept {
  return {a.v + b.v, a.mag + b.mag, tracked_max(a.depth, b.depth) + 1};
}
GEOVERIFY_ALWAYS_INLINE Tracked operator-(const Tracked& a, const Tracked& b) noexcept {
  return {a.v - b.v, a.mag + b.mag, tracked_max(a.depth, b.depth) + 1};
}
GEOVERIFY_ALWAYS_INLINE Tracked operator-(const Tracked& a) noexcept { return {-a.v, a.mag, a.depth}; }  // exact
GEOVERIFY_ALWAYS_INLINE Tracked operator*(const Tracked& a, const Tracked& b) noexcept {
  return {a.v * b.v, a.mag * b.mag, a.depth + b.depth + 1};
}

/// The dot product of two tracked 3-vectors, ((x0 y0 + x1 y1) + x2 y2), for
/// Tracked and TrackedDd (tracked_dd.h) alike.
template <class Tr>
GEOVERIFY_ALWAYS_INLINE Tr tracked_dot(const Tr (&x)[3], const Tr (&y)[3]) noexcept {
  return (x[0] * y[0] + x[1] * y[1]) + x[2] * y[2];
}

/// The cross product x × y of two tracked 3-vectors.
template <class Tr>
GEOVERIFY_ALWAYS_INLINE void tracked_cross(const Tr (&x)[3], const Tr (&y)[3], Tr (&out)[3]) noexcept {
  out[0] = x[1] * y[2] - x[2] * y[1];
  out[1] = x[2] * y[0] - x[0] * y[2];
  out[2] = x[0] * y[1] - x[1] * y[0];
}

/// Whether the computed value is 0: for a sum of squares of differences of
/// inputs (screened, so that no product underflows) exactly when every
/// difference is 0.
GEOVERIFY_ALWAYS_INLINE bool tracked_is_zero(const Tracked& t) noexcept { return t.v == 0.0; }

/// a - b for exact inputs as a tracked value of type Tr, for filters written
/// once for Tracked and TrackedDd (tracked_dd.h specialises it).
template <class Tr>
Tr tracked_diff_as(double a, double b) noexcept;
template <>
GEOVERIFY_ALWAYS_INLINE Tracked tracked_diff_as<Tracked>(double a, double b) noexcept {
  return tracked_diff(a, b);
}

/// The certified bound of the lemma: |t.v - P| <= tracked_error(t).
GEOVERIFY_ALWAYS_INLINE double tracked_error(const Tracked& t) noexcept {
  return (static_cast<double>(t.depth) * (kU * (1 + 0x1p-20))) * t.mag;  // k u (1 + 2^-20) is exact
}

/// The certified sign of P (filter.h): {+1 or -1, true} when v clears the
/// bound, {0, true} when mag is 0 (every monomial is exactly 0), else
/// undecided.
GEOVERIFY_ALWAYS_INLINE FilteredSign tracked_sign(const Tracked& t) noexcept { return certified_sign({t.v, tracked_error(t)}); }

/// Safety factor for bounds evaluated in double from non-negative terms: a
/// bound expression of at most 1000 roundings (each a factor (1 +- u)) is
/// at least its exact value over (1 + 2^-20) (docs/error-bounds.md,
/// "Tracked values").
constexpr double kBoundSlack = 1 + 0x1p-20;

/// A tracked divisor D (exact value D > 0 certified) with what every
/// quotient by it needs: 1 / D~, and eD / D~ and 1 / (D~ - eD) for the
/// bound, each computed once (three divisions, however many quotients).
struct TrackedDivisor {
  double inv;        ///< fl(1 / D~)
  double rel;        ///< fl(eD * inv): the relative uncertainty of D~
  double inv_floor;  ///< fl(1 / fl(D~ - eD)): at least about 1 / D
};

/// Prepares D; false when the filter cannot prove D > 0 (D~ does not clear
/// its error), and then no quotient by it may be formed.
GEOVERIFY_ALWAYS_INLINE bool tracked_divisor(const Tracked& D, TrackedDivisor& out) noexcept {
  const double eD = tracked_error(D);
  const double g = D.v - eD;  // > 0 proves D~ > eD, so D >= D~ - eD > 0
  if (!(g > 0)) return false;
  out.inv = 1.0 / D.v;
  out.rel = eD * out.inv;
  out.inv_floor = 1.0 / g;
  return true;
}

/// Q = o + N / D for an exact input o (0 for none), a tracked N and a
/// prepared divisor D: the double value q = fl(o + fl(N~ * fl(1 / D~))) and
/// a bound eps with |q - Q| <= eps - 2u |q|, so that fl(q - eps) <= Q <=
/// fl(q + eps) whenever eps < |q| (the endpoints' own rounding is covered):
///   eps = (1 + 2^-20) (3u |q| + 2u |r| + (|N~| eD / D~ + eN) / (D~ - eD)),
/// r = fl(N~ * fl(1 / D~)). Derivation: docs/error-bounds.md, "Tracked
/// values".
GEOVERIFY_ALWAYS_INLINE Bounded tracked_offset_quotient(double o, const Tracked& N, const TrackedDivisor& D) noexcept {
  const double r = N.v * D.inv;
  const double q = o + r;
  const double err = (std::fabs(N.v) * D.rel + tracked_error(N)) * D.inv_floor;
  return {q, kBoundSlack * ((3 * kU) * std::fabs(q) + (2 * kU) * std::fabs(r) + err)};
}

/// The bound on a squared distance S = sum_k w_k^2 computed from double
/// approximations w~_k with |w~_k - w_k| <= e_k: its value s~ = ((w~_0^2 +
/// w~_1^2) + w~_2^2) and a bound eps with |s~ - S| <= eps - 2u s~ (so the
/// endpoints fl(s~ -+ eps) enclose S). Tiny terms are first moved into
/// their bound (|w~_k| < 2^-400 becomes 0 with e_k + |w~_k|) and each e_k
/// floored at 2^-500, so that no square or product underflows; both only
/// enlarge the bound. Derivation: docs/error-bounds.md, "Tracked values".
inline Bounded bounded_squared_sum(const double (&w)[3], const double (&e)[3]) noexcept {
  double s = 0.0, cross = 0.0;
  for (int k = 0; k < 3; ++k) {
    double a = std::fabs(w[k]), ek = e[k];
    if (a < 0x1p-400) {
      ek += a;
      a = 0.0;
    }
    ek = ek > 0x1p-500 ? ek : 0x1p-500;
    s += a * a;
    cross += (2 * a + ek) * ek;  // 2 |w~| e + e^2
  }
  return {s, kBoundSlack * ((5 * kU) * s + cross)};
}

/// The error bound of w~ = fl(a - b) for a, b with |a - A| <= ea and
/// |b - B| <= eb: |w~ - (A - B)| <= tracked_diff_error(w~, ea, eb).
inline double tracked_diff_error(double w, double ea, double eb) noexcept {
  return kBoundSlack * (kU * std::fabs(w) + ea + eb);
}

}  // namespace detail
}  // namespace gv

#endif  // GEOVERIFY_CORE_DETAIL_TRACKED_H
