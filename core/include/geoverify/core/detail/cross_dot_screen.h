// SPDX-License-Identifier: MIT
// geoverify core, internal: the sign of (A x B) . (C x D) for four
// differences of input points, and of a dot product of two, screened in
// doubles with their own exponents before any exact arithmetic
// (segment_segment.h, point_triangle.h), and of a triple product (A x B) .
// D (triangle_triangle.h's projections, separating_axes.h).
//
// By Lagrange's identity (A x B) . (C x D) = (A . C)(B . D) - (A . D)(B . C):
// segment-segment's degree-4 branch signs (a e - b^2, b f - c e, ...) and
// point-triangle's (vc, vb, va) are of this form. Formed as products of dot products they cancel whenever the
// vectors are nearly parallel, which random-bits input makes common (one
// coordinate dominates each vector by hundreds of binades); formed from the
// cross products they cancel only near a true zero. A degree-4 value of
// double inputs spans four times the double exponent range, so each value
// here carries its own exponent (WideFloat): no operation underflows or
// overflows, and every one is a double operation with one rounding.
//
// Every finite input double is valid (zero, subnormal, up to DBL_MAX); no
// flag other than inexact is raised. The error bound is derived in
// docs/error-bounds.md, "Lagrange signs with wide exponents".
#ifndef GEOVERIFY_CORE_DETAIL_CROSS_DOT_SCREEN_H
#define GEOVERIFY_CORE_DETAIL_CROSS_DOT_SCREEN_H

#include <cmath>
#include <cstdint>

#include "geoverify/core/detail/float_bits.h"

namespace gv {
namespace detail {

/// m 2^e: m == 0 (the value 0, e unused) or |m| in [1/2, 1).
struct WideFloat {
  double m;
  int e;
};

/// x (normal or 0) as m 2^e with |m| in [1/2, 1), added to the exponent e0.
inline WideFloat wide_normalized(double x, int e0) noexcept {
  if (x == 0.0) return {0.0, 0};
  const std::uint64_t bits = to_bits(x);
  const int field = static_cast<int>((bits >> 52) & 0x7ffu);
  const std::uint64_t mant = (bits & ~(std::uint64_t{0x7ff} << 52)) | (std::uint64_t{1022} << 52);
  return {from_bits<double>(mant), e0 + field - 1022};
}

/// a b: one rounding (|a.m b.m| in [1/4, 1): normal).
inline WideFloat wide_mul(const WideFloat& a, const WideFloat& b) noexcept {
  if (a.m == 0.0 || b.m == 0.0) return {0.0, 0};
  return wide_normalized(a.m * b.m, a.e + b.e);
}

/// a + b (or a - b): the smaller aligned to the larger's exponent, exactly
/// (it stays >= 2^-1001, normal), then one rounding; a term more than 2^1000
/// below the other is dropped (a relative error below 2^-999 of the sum's
/// magnitude, covered by the bound's margin). The sum is 0 or normal: two
/// mantissas within a factor 2 cancel to a multiple of 2^-54, and farther
/// apart they leave at least 1/4.
inline WideFloat wide_add(const WideFloat& a, WideFloat b, bool negate_b = false) noexcept {
  if (negate_b) b.m = -b.m;
  if (b.m == 0.0) return a;
  if (a.m == 0.0) return b;
  const WideFloat& hi = a.e >= b.e ? a : b;
  const WideFloat& lo = a.e >= b.e ? b : a;
  const int d = hi.e - lo.e;
  if (d > 1000) return hi;
  return wide_normalized(hi.m + lo.m * pow2(-d), hi.e);
}

inline WideFloat wide_abs(WideFloat a) noexcept {
  a.m = std::fabs(a.m);
  return a;
}

/// A difference x - y of two input points as the screen holds it: each
/// component rounded once (exact when subnormal); zero iff x == y.
struct ScreenedDiff {
  WideFloat c[3];
  bool zero;
};

/// x - y for finite x, y (see ScreenedDiff).
inline ScreenedDiff screened_diff(const double (&x)[3], const double (&y)[3]) noexcept {
  ScreenedDiff d{};
  d.zero = true;
  for (int k = 0; k < 3; ++k) {
    if (std::fabs(x[k]) >= 0x1p969 && std::fabs(y[k]) >= 0x1p969) {
      // x - y might round to infinity (raising overflow); halving both is
      // exact at this size, and their difference then stays below DBL_MAX.
      d.c[k] = wide_normalized(0.5 * x[k] - 0.5 * y[k], 1);
    } else {
      // Below 2^969 the smaller is under half an ulp of DBL_MAX: no
      // overflow. A subnormal difference is exact; scaled by 2^64
      // (exactly) it is normal.
      const double w = x[k] - y[k];
      d.c[k] = exponent_field(w) == 0 ? wide_normalized(w * 0x1p64, -64) : wide_normalized(w, 0);
    }
    d.zero = d.zero && d.c[k].m == 0.0;
  }
  return d;
}

/// An exponent below every other (for a zero term of a magnitude bound);
/// sums of a few of them stay far from int overflow.
constexpr int kNoExponent = -(1 << 24);

/// The exponent bound of a component: |x| < 2^exp (|m| < 1), or kNoExponent
/// for x == 0.
inline int wide_exponent_bound(const WideFloat& x) noexcept { return x.m != 0.0 ? x.e : kNoExponent; }

/// A x B: v_i = a_j b_k - a_k b_j, each product and the difference rounded
/// once, and mag_exp[i] with |a_j b_k| + |a_k b_j| < 2^mag_exp[i] (from the
/// factors' exponents: each exact product of mantissas is below 1); zero
/// when A or B is exactly zero.
struct ScreenedCross {
  WideFloat v[3];
  int mag_exp[3];
  bool zero;
};

inline ScreenedCross screened_cross(const ScreenedDiff& a, const ScreenedDiff& b) noexcept {
  ScreenedCross r{};
  r.zero = a.zero || b.zero;
  int ea[3], eb[3];
  for (int k = 0; k < 3; ++k) {
    ea[k] = wide_exponent_bound(a.c[k]);
    eb[k] = wide_exponent_bound(b.c[k]);
  }
  for (int i = 0; i < 3; ++i) {
    const int j = (i + 1) % 3, k = (i + 2) % 3;
    r.v[i] = wide_add(wide_mul(a.c[j], b.c[k]), wide_mul(a.c[k], b.c[j]), /*negate_b=*/true);
    const int x = ea[j] + eb[k], y = ea[k] + eb[j];
    r.mag_exp[i] = (x > y ? x : y) + 1;  // the sum of two terms below 2^max
  }
  return r;
}

/// The larger of two magnitudes' order: |a| < |b|.
inline bool wide_less_magnitude(const WideFloat& a, const WideFloat& b) noexcept {
  if (b.m == 0.0) return false;
  if (a.m == 0.0) return true;
  return a.e != b.e ? a.e < b.e : std::fabs(a.m) < std::fabs(b.m);
}

/// The normal (B - A) x (C - A) of the triangle A, B, C, from the two
/// edges that leave out its longest (by largest component): with the edges
/// ab = B - A, bc = C - B, ca = A - C the normal is ca x ab = ab x bc = bc x
/// ca. Both edges rounded once, as for screened_cross, but the rounding of
/// the long edge, which may be as large as the short edges themselves when
/// one vertex lies far from the other two, does not enter.
inline ScreenedCross screened_triangle_cross(const double (&a)[3], const double (&b)[3], const double (&c)[3]) noexcept {
  const ScreenedDiff e[3] = {screened_diff(b, a), screened_diff(c, b), screened_diff(a, c)};
  WideFloat len[3];
  for (int i = 0; i < 3; ++i) {
    len[i] = e[i].c[0];
    for (int k = 1; k < 3; ++k) {
      if (wide_less_magnitude(len[i], e[i].c[k])) len[i] = e[i].c[k];
    }
  }
  int longest = 0;
  for (int i = 1; i < 3; ++i) {
    if (wide_less_magnitude(len[longest], len[i])) longest = i;
  }
  // Leaving out edge i: the normal is e[i + 1] x e[i + 2].
  return screened_cross(e[(longest + 1) % 3], e[(longest + 2) % 3]);
}

/// The screen's answer when it cannot certify a sign.
constexpr int kSignUndecided = 2;

/// Bound exponents of the screened signs, for P < 2^E (P the sum of the
/// monomials' magnitudes on the rounded inputs): |s^ - s| <= 11.02u P <
/// 2^(E-49) for a Lagrange value, <= 8.0004u P < 2^(E-49) for a triple
/// product, <= 5.0003u P < 2^(E-50) for a dot product of two differences
/// (u = 2^-53; docs/error-bounds.md, "Lagrange signs with wide exponents").
constexpr int kCrossDotBoundExp = -49;
constexpr int kTripleBoundExp = -49;
constexpr int kDiffDotBoundExp = -50;

/// The exponent of a bound on a sum of three terms, each below 2^t[i]:
/// the sum is below 3 2^max < 2^(max + 2).
inline int sum3_exponent(int t0, int t1, int t2) noexcept {
  const int m = t0 > t1 ? t0 : t1;
  return (m > t2 ? m : t2) + 2;
}

/// sign(s) from the computed s^ when |s^| > 2^(E + bound_exp), compared on
/// the exponents (|s^| >= |m| 2^e with |m| in [1/2, 1)); kSignUndecided
/// otherwise.
inline int wide_sign_if_clear(const WideFloat& s, int e_bound, int bound_exp) noexcept {
  if (s.m == 0.0) return kSignUndecided;
  const int lim = e_bound + bound_exp;  // decide when |s^| > 2^lim
  const bool clears = s.e - 1 > lim || (s.e - 1 == lim && std::fabs(s.m) > 0.5);
  if (!clears) return kSignUndecided;
  return s.m > 0 ? 1 : -1;
}

/// sign((A x B) . (C x D)) for n = A x B and m = C x D (screened_cross),
/// when the computed dot product s^ clears its bound 2^(E-49), P < 2^E from
/// the magnitudes' exponents: +1 or -1; 0 only when a vector is exactly
/// zero (the value is then exactly 0); kSignUndecided otherwise, always for
/// a true zero of nonzero vectors (parallel ones).
inline int screened_dot_sign(const ScreenedCross& n, const ScreenedCross& m) noexcept {
  if (n.zero || m.zero) return 0;
  WideFloat s{0.0, 0};
  for (int i = 0; i < 3; ++i) s = wide_add(s, wide_mul(n.v[i], m.v[i]));
  const int e = sum3_exponent(n.mag_exp[0] + m.mag_exp[0], n.mag_exp[1] + m.mag_exp[1], n.mag_exp[2] + m.mag_exp[2]);
  return wide_sign_if_clear(s, e, kCrossDotBoundExp);
}

/// sign(A . B) for two differences (screened_diff), when the computed value
/// clears its bound 2^(E-50), P = sum |a_k b_k| < 2^E: +1 or -1; 0 only when
/// a vector is exactly zero; kSignUndecided otherwise, always for a true
/// zero of nonzero vectors.
inline int screened_diff_dot_sign(const ScreenedDiff& a, const ScreenedDiff& b) noexcept {
  if (a.zero || b.zero) return 0;
  WideFloat s{0.0, 0};
  int t[3];
  for (int k = 0; k < 3; ++k) {
    s = wide_add(s, wide_mul(a.c[k], b.c[k]));
    t[k] = wide_exponent_bound(a.c[k]) + wide_exponent_bound(b.c[k]);
  }
  return wide_sign_if_clear(s, sum3_exponent(t[0], t[1], t[2]), kDiffDotBoundExp);
}

/// sign((A x B) . D) for n = A x B (screened_cross) and a difference D, when
/// the computed value clears its bound 2^(E-49), P = sum_i mag_i |d_i| <
/// 2^E: +1 or -1; 0 only when a vector is exactly zero; kSignUndecided
/// otherwise, always for a true zero of nonzero vectors (D in the plane of
/// A and B).
inline int screened_triple_sign(const ScreenedCross& n, const ScreenedDiff& d) noexcept {
  if (n.zero || d.zero) return 0;
  WideFloat s{0.0, 0};
  int t[3];
  for (int i = 0; i < 3; ++i) {
    s = wide_add(s, wide_mul(n.v[i], d.c[i]));
    t[i] = n.mag_exp[i] + wide_exponent_bound(d.c[i]);
  }
  return wide_sign_if_clear(s, sum3_exponent(t[0], t[1], t[2]), kTripleBoundExp);
}

}  // namespace detail
}  // namespace gv

#endif  // GEOVERIFY_CORE_DETAIL_CROSS_DOT_SCREEN_H
