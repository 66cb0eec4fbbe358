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

#include "geoverify/core/config.h"
#include "geoverify/core/detail/float_bits.h"

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
GEOVERIFY_ALWAYS_INLINE Dd two_sum(double a, double b) noexcept {
  const double s = a + b;
  const double bb = s - a;
  const double err = (a - (s - bb)) + (b - bb);
  return {s, err};
}

/// a b exactly (see the file comment).
GEOVERIFY_ALWAYS_INLINE Dd two_prod(double a, double b) noexcept {
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

/// |a - b|^2 for two exact 3-vectors in double-double, with Q = sum of
/// delta_h^2 (the bound's magnitude): each delta = a_k - b_k exactly
/// (two_sum), delta_h^2 exactly (two_prod), 2 delta_h delta_l in one
/// rounding, delta_l^2 dropped, the three summed by dd_sum3. |q - |a - b|^2|
/// <= 38.4 u^2 Q (docs/error-bounds.md, "Point-AABB distance", the
/// double-double comparison) when no step underflows: every nonzero a_k,
/// b_k in [2^-450, 2^500] (then every part is a multiple of 2^-1004 below
/// 2^1002).
struct DdNorm2 {
  Dd q;
  double Q = 0;
};
GEOVERIFY_ALWAYS_INLINE DdNorm2 dd_norm2_of_difference(const double (&a)[3], const double (&b)[3]) noexcept {
  DdProduct t[3];
  DdNorm2 out;
  for (int k = 0; k < 3; ++k) {
    const Dd d = dd_diff(a[k], b[k]);
    t[k] = {two_prod(d.h, d.h), (2 * d.h) * d.l};
    out.Q += d.h * d.h;
  }
  out.q = dd_sum3(t[0], t[1], t[2]);
  return out;
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

/// The exact sign of x[0] + ... + x[n-1], n <= 8, for doubles with every
/// |x[i]| <= 2^1000 (no partial sum overflows; subnormals are fine: two_sum
/// is exact on them). Shewchuk's Grow-Expansion with zero elimination: each
/// term is added to a nonoverlapping expansion of the previous ones, whose
/// components stay in increasing magnitude, so the sign of the sum is that
/// of the last nonzero component. At most 28 two_sums; exact, not a filter.
inline int expansion_sign(const double* x, int n) noexcept {
  double e[8];
  int m = 0;
  for (int i = 0; i < n; ++i) {
    double q = x[i];
    int k = 0;
    for (int j = 0; j < m; ++j) {
      const Dd s = two_sum(q, e[j]);
      if (s.l != 0) e[k++] = s.l;
      q = s.h;
    }
    if (q != 0) e[k++] = q;
    m = k;
  }
  return m == 0 ? 0 : (e[m - 1] > 0 ? 1 : -1);
}

/// The exact sign of x0 y0 + x1 y1 + x2 y2 + x3 y3 by error-free
/// transformations, when each product has a zero factor or two normal
/// factors of magnitude at most 2^995 (Veltkamp's split cannot overflow)
/// whose product lies in [2^-968, 2^1000] by their exponents (two_prod is
/// then exact: see the file comment); false otherwise (the caller takes its
/// integer stage).
inline bool sign_dot4_by_expansion(const double x[4], const double y[4], int& sign) noexcept {
  double t[8];
  for (int i = 0; i < 4; ++i) {
    const double ax = std::fabs(x[i]), ay = std::fabs(y[i]);
    if (ax == 0 || ay == 0) {
      t[2 * i] = t[2 * i + 1] = 0;
      continue;
    }
    if (!(ax <= 0x1p995 && ay <= 0x1p995 && ax >= 0x1p-1022 && ay >= 0x1p-1022)) return false;
    // |x y| in [2^-968, 2^1000] from the exponent fields, before multiplying
    // (no flag): |x y| in [2^e, 2^(e+2)) for normal x and y.
    const long e = static_cast<long>(exponent_field(ax)) + exponent_field(ay) - 2046;
    if (e < -968 || e > 997) return false;
    const Dd p = two_prod(x[i], y[i]);
    t[2 * i] = p.h;
    t[2 * i + 1] = p.l;
  }
  sign = expansion_sign(t, 8);
  return true;
}

}  // namespace detail
}  // namespace gv

#endif  // GEOVERIFY_CORE_DETAIL_DOUBLE_DOUBLE_H
