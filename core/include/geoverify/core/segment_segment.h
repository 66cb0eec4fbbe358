// SPDX-License-Identifier: MIT
// geoverify core: the closest points of two segments and their squared
// distance, certified (the axes of two capsules).
//
// The numbers computed: for the closed segments S1 = {P0 + s d1 : s in
// [0, 1]} and S2 = {Q0 + t d2 : t in [0, 1]} (d1 = P1 - P0, d2 = Q1 - Q0,
// exact, never rounded), a pair of closest points p in S1, q in S2 and the
// exact squared distance |p - q|^2, 0 exactly when the segments meet. The
// pair is unique unless the segments are parallel and their projections on
// each other overlap in more than a point; then it is the pair of Ericson's
// rule (below), one of the closest pairs. Each number is returned as a
// Bracket (point_aabb.h): two values of T enclosing it, equal when it is
// representable, adjacent otherwise. Degenerate but valid: P0 == P1 or
// Q0 == Q1 (a point), both (two points), parallel and collinear segments,
// -0.0, subnormals, magnitudes up to FLT_MAX / DBL_MAX. Invalid: a NaN or an
// infinity; every Bracket is then not valid, its ends NaN.
//
// Exactness: exact for every finite input. The parameters are Ericson's
// (Real-Time Collision Detection, 5.1.9) evaluated exactly, with a = d1.d1,
// e = d2.d2, b = d1.d2, c = d1.r, f = d2.r, r = P0 - Q0 and
// denom = a e - b^2 >= 0:
//   a == e == 0           s = t = 0;
//   a == 0                s = 0, t = clamp(f / e);
//   e == 0                t = 0, s = clamp(-c / a);
//   otherwise             s = clamp((b f - c e) / denom), or 0 when denom
//                         == 0 (parallel: any s of the overlap is optimal,
//                         0 or the clamping below picks one); t = (b s + f)
//                         / e, which is (a f - b c) / denom for the
//                         unclamped s; if t < 0: t = 0, s = clamp(-c / a);
//                         if t > 1: t = 1, s = clamp((b - c) / a).
// In exact arithmetic this is the minimiser of the convex quadratic over the
// unit square (unique when denom > 0). Every branch is an exact sign of a
// polynomial of degree <= 4 in the inputs, screened first in doubles with
// their own exponents (detail/cross_dot_screen.h) and formed exactly only
// when the screen cannot certify it: those of degree 4 as Lagrange values
// (A x B) . (C x D), those of degree 2 (the clampings to 0 or 1) as dot
// products d . (P_S - Q_T) of a direction and two inputs. s and t end as
// fractions over one denominator D (denom, a, e or 1) of degree <= 4. A
// closest point at an end is that input; one inside its segment has the
// coordinates ((D - s_n) P0_k + s_n P1_k) / D (degree 5 over 4). The
// squared distance is sum w_k^2 / den by where the points lie: |X - Y|^2
// for two ends, |d x (O - X)|^2 / |d|^2 for an end X and a point inside
// the segment (O, d), (n . r)^2 / |n|^2 with n = d1 x d2 for two points
// inside (degree <= 6 over 4). Each number is
// bracketed by exact comparisons with values of T (detail/poly_exact.h,
// stack integers; ray_hit.h's bracketing routines), starting from the
// quotient of its numerator's and denominator's leading digits
// (detail::big_quotient_estimate), so that two or three comparisons settle
// it at any magnitude. That is the exact stage (stack integers; stats
// counts the call as exact). Float input first takes a filter that decides
// the same branches by certified signs and brackets each number from its
// double value and certified bound (detail/tracked.h; docs/error-bounds.md,
// "Closest points: the filter"); it needs every nonzero input magnitude in
// [2^-60, 2^60] and leaves to the exact stage parallel segments, parameters
// at 0 or 1 and numbers within their bound of a float. Double input takes
// the same filter in double-double (detail/tracked_dd.h), each number
// bracketed by certified comparisons with doubles.
//
// Promises: noexcept, no heap allocation, no global state; on valid input no
// floating-point exception other than inexact. -ffast-math is refused by
// config.h.
#ifndef GEOVERIFY_CORE_SEGMENT_SEGMENT_H
#define GEOVERIFY_CORE_SEGMENT_SEGMENT_H

#include <cmath>
#include <type_traits>

#include "geoverify/core/capsule_capsule.h"
#include "geoverify/core/config.h"
#include "geoverify/core/detail/closest_filter.h"
#include "geoverify/core/detail/cross_dot_screen.h"
#include "geoverify/core/detail/poly_exact.h"
#include "geoverify/core/detail/stage.h"
#include "geoverify/core/detail/tracked.h"
#include "geoverify/core/point_aabb.h"
#include "geoverify/core/ray_hit.h"
#include "geoverify/core/shapes.h"

namespace gv {

/// The closest points p (of the first segment) and q (of the second) and
/// their squared distance, each coordinate a certified Bracket; valid is
/// false for invalid input.
template <class T>
struct SegmentClosest {
  bool valid = false;
  Bracket<T> p[3], q[3];
  Bracket<T> d2;
};

namespace detail {

/// Ericson's closest parameters of two segments, exactly: s = s_n / D and
/// t = t_n / D with D > 0, and what each is (for the double estimate).
template <class T>
struct SsClosestExact {
  using Caps = PolyCaps<T>;
  static constexpr int kD = Caps::d4 + 2;           ///< D, s_n, t_n: degree <= 4
  static constexpr int kPoint = Caps::deg(5) + 4;   ///< a coordinate's numerator, and cand * D
  static constexpr int kTerm = Caps::d3;            ///< a term w_k of the squared distance: degree <= 3
  static constexpr int kDist = Caps::deg(6);        ///< sum of w_k^2 (degree <= 6), and cand * D (5)

  bool ok = true;
  BigFloat<kD> D, sn, tn;
  BigVec<Caps::d1> d1, d2, r;
  /// Where each closest point lies: 0 at its segment's first end (P0, Q0),
  /// 1 at its second (P1, Q1), 2 at P0 + (s_n / D) d1 (Q0 + (t_n / D) d2):
  /// inside the segment, or, for t when both are the lines' closest
  /// parameters, possibly exactly at an end (then still over D = denom).
  int s_kind = 0, t_kind = 0;

  SsClosestExact(const double (&p0)[3], const double (&p1)[3], const double (&q0)[3], const double (&q1)[3]) noexcept {
    for (int k = 0; k < 3; ++k) {
      ok &= big_diff(d1.c[k], p1[k], p0[k]);
      ok &= big_diff(d2.c[k], q1[k], q0[k]);
      ok &= big_diff(r.c[k], p0[k], q0[k]);
    }
    using F2 = BigFloat<Caps::d2>;
    // a = d1.d1, e = d2.d2, b = d1.d2, c = d1.r, f = d2.r, each formed the
    // first time it is needed: for an undecided sign, or as the numerator
    // and denominator of a parameter inside its segment.
    enum { kA, kE, kB, kC, kF };
    const BigVec<Caps::d1>* const lhs[5] = {&d1, &d2, &d1, &d1, &d2};
    const BigVec<Caps::d1>* const rhs[5] = {&d1, &d2, &d2, &r, &r};
    LazyDots<5, Caps::d2, Caps::d1> dot(lhs, rhs, ok);
    BigFloat<kD> one, zero;
    big_set(one, 1.0);
    big_zero(zero);
    // A screened sign, or the exact one when the screen leaves it undecided.
    const auto certain = [](int screened, const auto& exact) { return screened != kSignUndecided ? screened : exact(); };
    const auto negated = [](int s) { return s == kSignUndecided ? s : -s; };
    // The clamping of one parameter, x = clamp(num / den) with the other
    // fixed at 0 or 1, decided by sign(num) and sign(num - den). Each is the
    // dot product of a direction with the difference of two inputs, P_S -
    // Q_T (g[S + 2 T]), so it is screened first (screened_diff_dot_sign):
    //   s at t = T: num = -c (T = 0) or b - c (T = 1), den = a:
    //               sign(num) = -sign(d1 . (P0 - Q_T)), sign(num - a) = -sign(d1 . (P1 - Q_T));
    //   t at s = S: num = f (S = 0) or b + f (S = 1), den = e:
    //               sign(num) = sign(d2 . (P_S - Q0)), sign(num - e) = sign(d2 . (P_S - Q1)).
    const ScreenedDiff sd1 = screened_diff(p1, p0), sd2 = screened_diff(q1, q0);
    const ScreenedDiff g[4] = {screened_diff(p0, q0), screened_diff(p1, q0), screened_diff(p0, q1),
                               screened_diff(p1, q1)};
    const auto s_num = [&](bool t_one) {
      F2 num;
      if (t_one) {
        ok &= big_add(num, dot(kB), dot(kC), /*negate_b=*/true);
      } else {
        num = dot(kC);
        num.neg = num.n != 0 && !num.neg;  // -c
      }
      return num;
    };
    const auto t_num = [&](bool s_one) {
      F2 num;
      if (s_one) {
        ok &= big_add(num, dot(kB), dot(kF));
      } else {
        num = dot(kF);
      }
      return num;
    };
    const auto s_lo = [&](bool t_one) {
      return certain(negated(screened_diff_dot_sign(sd1, g[2 * t_one])), [&] { return big_sign(s_num(t_one)); });
    };
    const auto s_hi = [&](bool t_one) {
      return certain(negated(screened_diff_dot_sign(sd1, g[1 + 2 * t_one])),
                     [&] { return big_compare(s_num(t_one), dot(kA)); });
    };
    const auto t_lo = [&](bool s_one) {
      return certain(screened_diff_dot_sign(sd2, g[s_one]), [&] { return big_sign(t_num(s_one)); });
    };
    const auto t_hi = [&](bool s_one) {
      return certain(screened_diff_dot_sign(sd2, g[2 + s_one]), [&] { return big_compare(t_num(s_one), dot(kE)); });
    };
    // The kind of clamp(num / den) from sign(num) (lo) and, when it is
    // positive, sign(num - den) (hi): 0, 1 or 2 (the fraction).
    const auto kind_of = [](int lo, const auto& hi) { return lo <= 0 ? 0 : (hi() >= 0 ? 1 : 2); };
    // x of kind k (num / den over D = den when 2, else both over D = 1),
    // the other parameter fixed at 0 or 1.
    const auto place = [&](int k, const auto& num, int den, BigFloat<kD>& x, BigFloat<kD>& fixed, bool fixed_one) {
      if (k == 2) {
        set(D, dot(den));
        set(x, num());
      } else {
        set(D, one);
        set(x, k == 1 ? one : zero);
      }
      set(fixed, fixed_one ? D : zero);
    };
    // t = T with s = clamp(-c / a) or clamp((b - c) / a).
    const auto s_at_t = [&](bool t_one) {
      s_kind = kind_of(s_lo(t_one), [&] { return s_hi(t_one); });
      t_kind = t_one ? 1 : 0;
      place(s_kind, [&] { return s_num(t_one); }, kA, sn, tn, t_one);
    };
    // s = S with t = clamp(f / e) or clamp((b + f) / e).
    const auto t_at_s = [&](bool s_one, int lo, int hi) {
      s_kind = s_one ? 1 : 0;
      t_kind = lo <= 0 ? 0 : (hi >= 0 ? 1 : 2);
      place(t_kind, [&] { return t_num(s_one); }, kE, tn, sn, s_one);
    };
    // a == 0 iff P0 == P1, e == 0 iff Q0 == Q1.
    if (sd1.zero && sd2.zero) {
      set(D, one);
      return;  // sn = tn = 0
    }
    if (sd1.zero) {  // s = 0, t = clamp(f / e)
      const int lo = t_lo(false);
      t_at_s(false, lo, lo > 0 ? t_hi(false) : 0);
      return;
    }
    if (sd2.zero) {
      s_at_t(false);  // t = 0, s = clamp(-c / a)
      return;
    }
    // The degree-4 signs, as Lagrange signs over n = d1 x d2 (denom = |n|^2,
    // snum = n . (d2 x r), snum - denom = n . (d2 x (P1 - Q0)), tnum = n .
    // (d1 x r), tnum - denom = n . (d1 x (P0 - Q1))): screened in scaled
    // doubles first (cross_dot_screen.h); the exact polynomials only when
    // the screen leaves one undecided, or for the interior case's numbers.
    BigFloat<kD> denom, snum, tnum;
    bool have_deg4 = false;
    const auto deg4 = [&]() {
      if (have_deg4) return;
      have_deg4 = true;
      BigFloat<kD> x, y;
      const F2 &a = dot(kA), &e = dot(kE), &b = dot(kB), &c = dot(kC), &f = dot(kF);
      ok &= big_mul(x, a, e);
      ok &= big_square(y, b);
      ok &= big_add(denom, x, y, /*negate_b=*/true);
      ok &= big_mul(x, b, f);
      ok &= big_mul(y, c, e);
      ok &= big_add(snum, x, y, /*negate_b=*/true);
      ok &= big_mul(x, a, f);
      ok &= big_mul(y, b, c);
      ok &= big_add(tnum, x, y, /*negate_b=*/true);
    };
    // The screened sign, or the exact one (after deg4()) when undecided.
    const auto sign4 = [&](int screened, const auto& exact) {
      return certain(screened, [&] {
        deg4();
        return exact();
      });
    };
    // d2 x r and d2 x (P1 - Q0) are the normals of the triangles (Q0, Q1,
    // P0) and (Q0, Q1, P1); d1 x r and d1 x (P0 - Q1) those of (P0, P1, Q0)
    // and (P0, P1, Q1), negated.
    const ScreenedCross n = screened_cross(sd1, sd2);
    int sk = 0;  // s: 0, 1 or the interior fraction
    if (sign4(screened_dot_sign(n, n), [&] { return big_sign(denom); }) != 0) {
      const int lo = sign4(screened_dot_sign(n, screened_triangle_cross(q0, q1, p0)), [&] { return big_sign(snum); });
      if (lo > 0) {
        const ScreenedCross m = screened_triangle_cross(q0, q1, p1);
        sk = sign4(screened_dot_sign(n, m), [&] { return big_compare(snum, denom); }) >= 0 ? 1 : 2;
      }
    }
    // t for that s, before its own clamping: sign(t) and, when t >= 0,
    // sign(t - 1); of (a f - b c) / denom when s is inside, else of f / e
    // or (b + f) / e.
    int tsign_lo = 0, tsign_hi = 0;
    if (sk == 2) {
      const ScreenedCross m = screened_triangle_cross(p0, p1, q0);
      tsign_lo = sign4(negated(screened_dot_sign(n, m)), [&] { return big_sign(tnum); });
      if (tsign_lo >= 0) {
        const ScreenedCross m1 = screened_triangle_cross(p0, p1, q1);
        tsign_hi = sign4(negated(screened_dot_sign(n, m1)), [&] { return big_compare(tnum, denom); });
      }
    } else {
      tsign_lo = t_lo(sk == 1);
      if (tsign_lo >= 0) tsign_hi = t_hi(sk == 1);
    }
    if (tsign_lo < 0) {
      s_at_t(false);  // t = 0, s = clamp(-c / a)
      return;
    }
    if (tsign_hi > 0) {
      s_at_t(true);  // t = 1, s = clamp((b - c) / a)
      return;
    }
    if (sk == 2) {  // both interior, over denom
      deg4();
      set(D, denom);
      set(sn, snum);
      set(tn, tnum);
      s_kind = t_kind = 2;
      return;
    }
    // s = 0 or 1 and t = f / e or (b + f) / e, already in [0, 1].
    t_at_s(sk == 1, tsign_lo, tsign_hi);
  }

  template <int A>
  void set(BigFloat<kD>& dst, const BigFloat<A>& src) noexcept {
    ok &= big_copy(dst, src);
  }

  /// The bracket of each coordinate of the closest point of the segment
  /// (o, end) of that kind (s_kind or t_kind), with n its parameter's
  /// numerator (s_n or t_n): an end is an input, exact; an inside point is
  /// ((D - n) o_k + n end_k) / D (= o_k + (n / D) v_k; each product has an
  /// input for one factor), bracketed by exact comparisons.
  void bracket_point(const double (&o)[3], const double (&end)[3], int kind, const BigFloat<kD>& n,
                     Bracket<T> (&out)[3]) noexcept {
    if (kind != 2) {
      for (int k = 0; k < 3; ++k) {
        const double v = kind == 1 ? end[k] : o[k];
        out[k].valid = true;
        out[k].lo = out[k].hi = plus_zero(static_cast<T>(v));
      }
      return;
    }
    BigFloat<kD + 1> w0;  // D - n
    ok &= big_add(w0, D, n, /*negate_b=*/true);
    for (int k = 0; k < 3; ++k) {
      BigFloat<4> x;
      BigFloat<kPoint> u, v, num;
      big_set(x, o[k]);
      ok &= big_mul(u, w0, x);
      big_set(x, end[k]);
      ok &= big_mul(v, n, x);
      ok &= big_add(num, u, v);
      bracket_exact_quotient(num, D, ok, out[k]);
    }
  }

  /// The squared distance as (w_0^2 + w_1^2 + w_2^2) / D (D > 0), by where
  /// the closest points lie (no gap of degree 5 over D is formed):
  ///   both at ends X, Y      w = X - Y, D = 1;
  ///   p inside, q at Y       w = d1 x (P0 - Y), den = |d1|^2 = D (Y's
  ///                          distance to the line of the first segment);
  ///   q inside, p at X       w = d2 x (Q0 - X), den = |d2|^2 = D;
  ///   both inside            w = (n . r, 0, 0) with n = d1 x d2, den =
  ///                          |n|^2 = denom = D (the lines' distance: s and t
  ///                          are then the lines' own closest parameters).
  void distance_terms(const double (&p0)[3], const double (&p1)[3], const double (&q0)[3], const double (&q1)[3],
                      BigFloat<kTerm> (&w)[3]) noexcept {
    const double(&x)[3] = s_kind == 1 ? p1 : p0;  // p when it is an end
    const double(&y)[3] = t_kind == 1 ? q1 : q0;  // q when it is an end
    if (s_kind != 2 && t_kind != 2) {
      for (int k = 0; k < 3; ++k) ok &= big_diff(w[k], x[k], y[k]);
      return;
    }
    BigVec<kTerm> c;
    if (s_kind != 2 || t_kind != 2) {
      const bool p_inside = s_kind == 2;
      BigVec<Caps::d1> v;  // P0 - Y or Q0 - X
      for (int k = 0; k < 3; ++k) ok &= big_diff(v.c[k], p_inside ? p0[k] : q0[k], p_inside ? y[k] : x[k]);
      ok &= big_cross(c, p_inside ? d1 : d2, v);
      for (int k = 0; k < 3; ++k) ok &= big_copy(w[k], c.c[k]);
      return;
    }
    ok &= big_cross(c, d1, d2);
    ok &= big_dot3(w[0], c, r);
    big_zero(w[1]);
    big_zero(w[2]);
  }
};

/// The polynomials a parameter's numerator and denominator are, by name
/// (a = d1.d1, b = d1.d2, c = d1.r, e = d2.d2, f = d2.r; denom = a e - b^2,
/// snum = b f - c e, tnum = a f - b c).
enum SsTerm { kSsNone, kSsA, kSsE, kSsDenom, kSsNegC, kSsBMinusC, kSsF, kSsBPlusF, kSsSnum, kSsTnum };

/// Ericson's branches of segment_segment_closest() with every sign
/// certified by tracked values of type Tr (Tracked for float input,
/// TrackedDd for double; tracked.h, tracked_dd.h): where each closest point
/// lies and, for a point inside its segment, its parameter's numerator and
/// denominator. Each sign is of the polynomial the exact stage decides, on
/// the same branch; decided is false when one was not certified (parallel
/// segments, a parameter at 0 or 1). The caller screens the input
/// (kClosestScreenLo, kClosestScreenHi).
/// The value of a term from the five dot products.
template <class Tr>
GEOVERIFY_ALWAYS_INLINE Tr ss_term(SsTerm t, const Tr& a, const Tr& b, const Tr& c, const Tr& e, const Tr& f) noexcept {
  switch (t) {
    case kSsA: return a;
    case kSsE: return e;
    case kSsDenom: return a * e - b * b;
    case kSsNegC: return -c;
    case kSsBMinusC: return b - c;
    case kSsF: return f;
    case kSsBPlusF: return b + f;
    case kSsSnum: return b * f - c * e;
    case kSsTnum: return a * f - b * c;
    default: return Tr{};
  }
}

/// Where one closest point lies: kind 0 at its segment's first end, 1 at
/// its second, 2 at o + (n / D) d, strictly inside (then D is a or e when
/// the other point is at an end, denom = a e - b^2 when both are inside);
/// n and D as values and as terms (SsTerm), for a caller that forms them
/// again in finer arithmetic.
template <class Tr>
struct SsFilterParam {
  int kind = 0;
  Tr n{}, D{};
  SsTerm n_term = kSsNone, D_term = kSsNone;
  void set(int k, const Tr& num, const Tr& den, SsTerm num_term, SsTerm den_term) noexcept {
    kind = k;
    n = num;
    D = den;
    n_term = num_term;
    D_term = den_term;
  }
};

template <class Tr>
struct SsFilterBranch {
  Tr d1[3], d2[3], r[3];
  Tr a, e;
  SsFilterParam<Tr> s, t;  ///< the closest points' parameters on the first and second segment
  bool decided = true;

  SsFilterBranch(const double (&p0)[3], const double (&p1)[3], const double (&q0)[3], const double (&q1)[3]) noexcept {
    for (int k = 0; k < 3; ++k) {
      d1[k] = tracked_diff_as<Tr>(p1[k], p0[k]);
      d2[k] = tracked_diff_as<Tr>(q1[k], q0[k]);
      r[k] = tracked_diff_as<Tr>(p0[k], q0[k]);
    }
    a = tracked_dot(d1, d1);
    e = tracked_dot(d2, d2);
    const Tr b = tracked_dot(d1, d2), c = tracked_dot(d1, r), f = tracked_dot(d2, r);
    const auto sg = [this](const Tr& v) {
      const FilteredSign x = tracked_sign(v);
      decided = decided && x.decided;
      return x.sign;
    };
    // clamp(num / den), den > 0: 0, 1 or 2 (the fraction).
    const auto clamp_kind = [&sg](const Tr& num, const Tr& den) {
      if (sg(num) <= 0) return 0;
      if (sg(num - den) >= 0) return 1;
      return 2;
    };
    const auto term = [&](SsTerm which) { return ss_term(which, a, b, c, e, f); };
    // s = clamp(x / a) with t fixed at 0 or 1.
    const auto s_clamped = [&](SsTerm x_term, bool t_one) {
      const Tr x = term(x_term);
      s.set(clamp_kind(x, a), x, a, x_term, kSsA);
      t.kind = t_one ? 1 : 0;
    };
    // a == 0 iff P0 == P1 (a sum of squares of differences, none rounded to 0).
    const bool a0 = tracked_is_zero(a), e0 = tracked_is_zero(e);
    if (a0 && e0) {
      return;
    } else if (a0) {  // s = 0, t = clamp(f / e)
      t.set(clamp_kind(f, e), f, e, kSsF, kSsE);
    } else if (e0) {  // t = 0, s = clamp(-c / a)
      s_clamped(kSsNegC, false);
    } else {
      const Tr denom = term(kSsDenom);
      int sk = 0;
      Tr snum{};
      if (sg(denom) != 0) {
        snum = term(kSsSnum);
        sk = clamp_kind(snum, denom);
      }
      // t = tnum / denom for s inside, else (b s + f) / e; t > 1 is asked
      // only when t < 0 is not (as the exact stage does).
      const SsTerm tn_term = sk == 2 ? kSsTnum : (sk == 1 ? kSsBPlusF : kSsF);
      const Tr tnum = term(tn_term);
      const Tr& tden = sk == 2 ? denom : e;
      if (sg(tnum) < 0) {
        s_clamped(kSsNegC, false);
      } else if (sg(tnum - tden) > 0) {
        s_clamped(kSsBMinusC, true);
      } else if (sk == 2) {
        s.set(2, snum, denom, kSsSnum, kSsDenom);
        t.set(2, tnum, denom, kSsTnum, kSsDenom);
      } else {  // s = 0 or 1, t = clamp(f / e) or clamp((b + f) / e)
        s.kind = sk;
        t.set(clamp_kind(tnum, e), tnum, e, tn_term, kSsE);
      }
    }
  }
};

/// The filter of segment_segment_closest() for float input: the branches
/// by SsFilterBranch<Tracked>, each coordinate o_k + n v_k / D and the
/// squared distance |p - q|^2 bracketed from their certified bounds
/// (docs/error-bounds.md, "Closest points: the filter"). Writes out and
/// returns true when everything was decided; false (out unspecified)
/// otherwise: input outside the screen, an undecided sign (parallel
/// segments, a parameter at 0 or 1), a number within its bound of a float
/// (or of 0, for the squared distance).
inline bool ss_closest_filter(const double (&p0)[3], const double (&p1)[3], const double (&q0)[3], const double (&q1)[3],
                              SegmentClosest<float>& out) noexcept {
  const double in[12] = {p0[0], p0[1], p0[2], p1[0], p1[1], p1[2], q0[0], q0[1], q0[2], q1[0], q1[1], q1[2]};
  if (!fast_screen(in, kClosestScreenLo, kClosestScreenHi)) return false;
  const SsFilterBranch<Tracked> br(p0, p1, q0, q1);
  if (!br.decided) return false;
  // A point o + (n / D) v: o itself (kind 0), o + v (kind 1: the segment's
  // other end, an input), or the quotient.
  const auto point = [](const double (&o)[3], const double (&end)[3], const Tracked (&v)[3], int kind,
                        const Tracked& n, const Tracked& D, Bounded (&pt)[3]) {
    TrackedDivisor d{};
    if (kind == 2 && !tracked_divisor(D, d)) return false;
    for (int k = 0; k < 3; ++k) {
      if (kind == 2) {
        pt[k] = tracked_offset_quotient(o[k], n * v[k], d);
      } else {
        pt[k] = {kind == 0 ? o[k] : end[k], 0.0};
      }
    }
    return true;
  };
  Bounded P[3], Q[3];
  if (!point(p0, p1, br.d1, br.s.kind, br.s.n, br.s.D, P) || !point(q0, q1, br.d2, br.t.kind, br.t.n, br.t.D, Q)) {
    return false;
  }
  for (int k = 0; k < 3; ++k) {
    if (!bracket_from_bounded(P[k], out.p[k]) || !bracket_from_bounded(Q[k], out.q[k])) return false;
  }
  if (!bracket_squared_distance(P, Q, out.d2)) return false;
  out.valid = true;
  return true;
}

/// The filter of segment_segment_closest() for double input. The branches
/// first by SsFilterBranch<Tracked> (double arithmetic: the signs only),
/// then, where a sign is undecided, by SsFilterBranch<TrackedDd>. The
/// numbers in double-double from the branch's terms (SsTerm), each formed
/// once and only when a number needs it: a coordinate o_k + n v_k / D, and
/// the squared distance W / D by where the points lie (|X - Y|^2 over 1
/// for two ends, |d x (O - X)|^2 over |d|^2 for an end X and a point inside
/// (O, d), (n . r)^2 over denom = |n|^2, n = d1 x d2, for two points
/// inside: the exact stage's forms), each bracketed by certified
/// comparisons with doubles (dd_bracket_quotient). True when everything was
/// decided; false (out unspecified) as for float, or when a number is a
/// double itself or out of the comparisons' range.
inline bool ss_closest_filter(const double (&p0)[3], const double (&p1)[3], const double (&q0)[3], const double (&q1)[3],
                              SegmentClosest<double>& out) noexcept {
  const double in[12] = {p0[0], p0[1], p0[2], p1[0], p1[1], p1[2], q0[0], q0[1], q0[2], q1[0], q1[1], q1[2]};
  if (!fast_screen(in, kClosestScreenLo, kClosestScreenHi)) return false;
  int s_kind, t_kind;
  SsTerm terms[4];
  // The kinds and the terms of the branch that decided.
  const auto take = [&](const auto& br) {
    s_kind = br.s.kind, t_kind = br.t.kind;
    terms[0] = br.s.n_term, terms[1] = br.s.D_term, terms[2] = br.t.n_term, terms[3] = br.t.D_term;
    return br.decided;
  };
  if (!take(SsFilterBranch<Tracked>(p0, p1, q0, q1)) && !take(SsFilterBranch<TrackedDd>(p0, p1, q0, q1))) return false;
  using Tr = TrackedDd;
  constexpr double kCoordLimit = 0x1p61, kDistLimit = 0x1p126;
  Tr d1[3], d2[3], r[3];
  for (int k = 0; k < 3; ++k) {
    d1[k] = tracked_diff_as<Tr>(p1[k], p0[k]);
    d2[k] = tracked_diff_as<Tr>(q1[k], q0[k]);
    r[k] = tracked_diff_as<Tr>(p0[k], q0[k]);
  }
  // a, e, b, c, f, each formed the first time a term needs it.
  enum { kA, kE, kB, kC, kF };
  Tr dots[5]{};
  bool have[5] = {false, false, false, false, false};
  const Tr(*const lhs[5])[3] = {&d1, &d2, &d1, &d1, &d2};
  const Tr(*const rhs[5])[3] = {&d1, &d2, &d2, &r, &r};
  const auto dot = [&](int i) -> const Tr& {
    if (!have[i]) {
      dots[i] = tracked_dot(*lhs[i], *rhs[i]);
      have[i] = true;
    }
    return dots[i];
  };
  // The dot products a term uses, then the term (ss_term).
  const auto term = [&](SsTerm t) -> Tr {
    static constexpr unsigned char kUses[10] = {0,
                                                1u << kA,
                                                1u << kE,
                                                (1u << kA) | (1u << kE) | (1u << kB),
                                                1u << kC,
                                                (1u << kB) | (1u << kC),
                                                1u << kF,
                                                (1u << kB) | (1u << kF),
                                                (1u << kB) | (1u << kF) | (1u << kC) | (1u << kE),
                                                (1u << kA) | (1u << kF) | (1u << kB) | (1u << kC)};
    for (int i = 0; i < 5; ++i) {
      if (kUses[t] & (1u << i)) dot(i);
    }
    return ss_term(t, dots[kA], dots[kB], dots[kC], dots[kE], dots[kF]);
  };
  // The denominators of the points inside; two inside share denom.
  Tr sD{}, tD{};
  if (s_kind == 2) sD = term(terms[1]);
  if (t_kind == 2) tD = s_kind == 2 ? sD : term(terms[3]);
  const auto point = [&](const double (&o)[3], const double (&end)[3], const Tr (&v)[3], int kind, SsTerm n_term,
                         const Tr& D, Bracket<double> (&pt)[3]) {
    if (kind != 2) {
      for (int k = 0; k < 3; ++k) {
        const double c = plus_zero(kind == 0 ? o[k] : end[k]);
        pt[k] = {true, c, c};
      }
      return true;
    }
    const Tr n = term(n_term);
    for (int k = 0; k < 3; ++k) {
      if (!dd_bracket_quotient(o[k], n * v[k], D, kCoordLimit, pt[k])) return false;
    }
    return true;
  };
  if (!point(p0, p1, d1, s_kind, terms[0], sD, out.p) || !point(q0, q1, d2, t_kind, terms[2], tD, out.q)) {
    return false;
  }
  // An end as an exact point.
  const auto end_of = [](const double (&o)[3], const double (&end)[3], int kind) -> const double(&)[3] {
    return kind == 0 ? o : end;
  };
  Tr W, D;
  if (s_kind != 2 && t_kind != 2) {
    const double(&X)[3] = end_of(p0, p1, s_kind);
    const double(&Y)[3] = end_of(q0, q1, t_kind);
    Tr w[3];
    for (int k = 0; k < 3; ++k) w[k] = tracked_diff_as<Tr>(X[k], Y[k]);
    W = tracked_dot(w, w);
    D = tracked_dd_input(1.0);
  } else if (s_kind == 2 && t_kind == 2) {
    Tr n[3];
    tracked_cross(d1, d2, n);
    const Tr h = tracked_dot(n, r);
    W = h * h;
    D = sD;  // denom
  } else {
    // One point inside (O, d) over D = |d|^2, the other an end X.
    const bool s_in = s_kind == 2;
    const double(&O)[3] = s_in ? p0 : q0;
    const double(&X)[3] = s_in ? end_of(q0, q1, t_kind) : end_of(p0, p1, s_kind);
    const Tr(&d)[3] = s_in ? d1 : d2;
    Tr ox[3], c[3];
    for (int k = 0; k < 3; ++k) ox[k] = tracked_diff_as<Tr>(O[k], X[k]);
    tracked_cross(d, ox, c);
    W = tracked_dot(c, c);
    D = s_in ? sD : tD;
  }
  if (!dd_bracket_quotient(0.0, W, D, kDistLimit, out.d2)) return false;
  out.valid = true;
  return true;
}

}  // namespace detail

namespace detail {

/// segment_segment_closest()'s exact stage (out of line, so that the
/// filter's path keeps a small frame). False on a capacity overflow (ruled
/// out by derivation).
template <class T>
GEOVERIFY_NOINLINE bool segment_segment_closest_exact(const double (&p0)[3], const double (&p1)[3], const double (&q0)[3],
                                                      const double (&q1)[3], SegmentClosest<T>& out) noexcept {
  using Ex = SsClosestExact<T>;
  Ex ex(p0, p1, q0, q1);
  // An end's coordinates are inputs; an inside point's, exact numerators
  // over D, each settled by two or three exact comparisons.
  ex.bracket_point(p0, p1, ex.s_kind, ex.sn, out.p);
  ex.bracket_point(q0, q1, ex.t_kind, ex.tn, out.q);
  // The squared distance sum w_k^2 / D (degree <= 6 over 4; D = 1 for two
  // ends): top-word bounds first, the squares only for a candidate those
  // cannot separate.
  BigFloat<Ex::kTerm> w[3];
  ex.distance_terms(p0, p1, q0, q1, w);
  const bool d2_ok = bracket_exact_squared_distance<T, Ex::kDist>(w, ex.D, out.d2);
  return ex.ok && d2_ok;
}

}  // namespace detail

/// Certified closest points and squared distance of two closed segments
/// (see the file comment): Ericson's pair of closest points, exact, each
/// coordinate and the squared distance bracketed. Every input first takes
/// the filter (detail::ss_closest_filter, in double for float input and in
/// double-double for double; stats counts the call as filter when it
/// decides everything), what it leaves the exact stage (stats: exact).
/// Invalid input gives valid == false.
template <class T>
SegmentClosest<T> segment_segment_closest(const Segment<T>& s1_in, const Segment<T>& s2_in, Stats* stats = nullptr) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Segment<T>& s1 = detail::as_given(s1_in);
  const Segment<T>& s2 = detail::as_given(s2_in);
  SegmentClosest<T> out;
  if (!is_valid(s1) || !is_valid(s2)) {
    if (stats) ++stats->invalid;
    return out;
  }
  const double p0[3] = {s1.p0.x, s1.p0.y, s1.p0.z}, p1[3] = {s1.p1.x, s1.p1.y, s1.p1.z};
  const double q0[3] = {s2.p0.x, s2.p0.y, s2.p0.z}, q1[3] = {s2.p1.x, s2.p1.y, s2.p1.z};
  if (detail::ss_closest_filter(p0, p1, q0, q1, out)) {
    if (stats) ++stats->filter;
    return out;
  }
  if (!detail::segment_segment_closest_exact(p0, p1, q0, q1, out)) {
    detail::capacity_exceeded();
    return SegmentClosest<T>{};
  }
  out.valid = true;
  if (stats) ++stats->exact;
  return out;
}

/// The exact relation of two closed segments: touching when they meet (two
/// segments have no interior), disjoint otherwise; invalid for a NaN or an
/// infinity. The capsule-capsule predicate (capsule_capsule.h) for radii 0:
/// its filter, then its exact stage.
template <class T>
Relation relation(const Segment<T>& a_in, const Segment<T>& b_in, Stats* stats = nullptr) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Segment<T>& a = detail::as_given(a_in);
  const Segment<T>& b = detail::as_given(b_in);
  return relation(Capsule<T>{a.p0, a.p1, T(0)}, Capsule<T>{b.p0, b.p1, T(0)}, stats);
}

}  // namespace gv

#endif  // GEOVERIFY_CORE_SEGMENT_SEGMENT_H
