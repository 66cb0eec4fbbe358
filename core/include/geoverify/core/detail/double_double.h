// SPDX-License-Identifier: MIT
// geoverify core, internal: error-free transformations of doubles and the
// few double-double steps the bracket filters build from them
// (docs/error-bounds.md, "The double-double bracket").
//
// A Dd {h, l} stands for the exact sum h + l. The two transformations are
// exact for every pair of doubles whose results neither overflow nor (for
// the product) fall below 2^-969 in magnitude; their callers keep every
// value on a grid coarse enough for that (their range screens):
//   two_sum(a, b)   h = fl(a + b), l = a + b - h exactly (Knuth, 6 flops;
//                   |l| <= u |h|). No multiplication: immune to FMA
//                   contraction.
//   two_prod(a, b)  h = fl(a b), l = a b - h exactly (|l| <= u |h|): one
//                   fused multiply-add where the target has one (then also
//                   what contraction would produce), else Dekker's product
//                   over Veltkamp's split (17 flops; a target without FMA
//                   instructions cannot contract it).
// The approximate steps (dd_mul, the sums) return unevaluated sums whose
// error the caller bounds a priori, in units of u^2 = 2^-106 times the
// magnitudes; each step's bound is stated where it is defined and derived
// in docs/error-bounds.md. No step raises a flag other than inexact on the
// grids its callers guarantee.
#ifndef GEOVERIFY_CORE_DETAIL_DOUBLE_DOUBLE_H
#define GEOVERIFY_CORE_DETAIL_DOUBLE_DOUBLE_H

#include <cmath>

#if defined(FP_FAST_FMA) || defined(__FP_FAST_FMA) || defined(__FMA__)
#define GEOVERIFY_DETAIL_HARDWARE_FMA 1
#else
#define GEOVERIFY_DETAIL_HARDWARE_FMA 0
#endif

namespace gv {
namespace detail {

/// The exact sum h + l of two doubles.
struct Dd {
  double h = 0, l = 0;
};

/// a + b exactly (Knuth's TwoSum).
inline Dd two_sum(double a, double b) noexcept {
  const double s = a + b;
  const double bb = s - a;
  const double err = (a - (s - bb)) + (b - bb);
  return {s, err};
}

/// a b exactly (see the file comment).
inline Dd two_prod(double a, double b) noexcept {
  const double p = a * b;
#if GEOVERIFY_DETAIL_HARDWARE_FMA
  return {p, std::fma(a, b, -p)};
#else
  constexpr double kSplit = 134217729.0;  // 2^27 + 1: Veltkamp's split into 26 + 26 bits and a sign
  const double ca = kSplit * a, cb = kSplit * b;
  const double ah = ca - (ca - a), al = a - ah;
  const double bh = cb - (cb - b), bl = b - bh;
  return {p, ((ah * bh - p) + ah * bl + al * bh) + al * bl};
#endif
}

/// a - b exactly.
inline Dd dd_diff(double a, double b) noexcept { return two_sum(a, -b); }

/// The product of two exact sums X = x.h + x.l, Y = y.h + y.l with
/// |x.l| <= u |x.h|, |y.l| <= u |y.h|, as the unevaluated sum
/// p.h + p.l + m: p = x.h y.h exactly, m = fl(x.h y.l + x.l y.h); x.l y.l is
/// dropped. Error at most 5.01 u^2 |x.h| |y.h|, and |m| <= 2.01 u |x.h| |y.h|.
struct DdProduct {
  Dd p;
  double m = 0;
};
inline DdProduct dd_mul(const Dd& x, const Dd& y) noexcept {
  return {two_prod(x.h, y.h), x.h * y.l + x.l * y.h};
}

/// The product of a double d and an exact sum Y, as p.h + p.l + m:
/// p = d y.h exactly, m = fl(d y.l). Error at most u^2 |d| |y.h| when
/// |y.l| <= u |y.h|; |m| <= 1.01 u |d| |y.h|.
inline DdProduct dd_scale(double d, const Dd& y) noexcept { return {two_prod(d, y.h), d * y.l}; }

/// The renormalised sum of x's three parts minus y's: the highs by two_sum,
/// the four small parts and two_sum's error added in double (five roundings
/// of six terms at most; the bound is the caller's, from the terms'
/// magnitudes), then renormalised: |l| <= u |h|.
inline Dd dd_sub(const DdProduct& x, const DdProduct& y) noexcept {
  const Dd s = two_sum(x.p.h, -y.p.h);
  const double low = ((x.p.l - y.p.l) + (x.m - y.m)) + s.l;
  return two_sum(s.h, low);
}

/// The renormalised sum x0 + x1 + x2 of three products: the highs by two
/// two_sums, their two errors and the six small parts added in double
/// (seven roundings of eight terms), then renormalised: |l| <= u |h|.
inline Dd dd_sum3(const DdProduct& x0, const DdProduct& x1, const DdProduct& x2) noexcept {
  const Dd s1 = two_sum(x0.p.h, x1.p.h);
  const Dd s2 = two_sum(s1.h, x2.p.h);
  const double low = ((x0.p.l + x1.p.l) + (x2.p.l + x0.m)) + ((x1.m + x2.m) + (s1.l + s2.l));
  return two_sum(s2.h, low);
}

/// The sign of x - y for two exact two-term values (|l| <= u |h| each), when
/// the computed difference exceeds `bound` in magnitude: the highs
/// subtracted exactly (two_sum), the three small parts added in two
/// roundings (at most 4.1 u^2 (|x.h| + |y.h|), which the caller's bound must
/// include with x's and y's own errors), and the two parts summed in double,
/// whose sign is that of their exact sum. False when |F~| <= bound.
inline bool dd_sign_of_difference(const Dd& x, const Dd& y, double bound, int& sign) noexcept {
  const Dd hi = two_sum(x.h, -y.h);
  const double f = hi.h + ((x.l - y.l) + hi.l);
  if (!(std::fabs(f) > bound)) return false;
  sign = f > 0 ? 1 : -1;
  return true;
}

}  // namespace detail
}  // namespace gv

#endif  // GEOVERIFY_CORE_DETAIL_DOUBLE_DOUBLE_H
