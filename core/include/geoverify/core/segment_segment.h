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
// polynomial of degree <= 4 in the inputs (those of degree 4 screened first
// as Lagrange values (A x B) . (C x D) in doubles with their own exponents,
// detail/cross_dot_screen.h, and formed exactly only when the screen cannot
// certify them), and s and t end as fractions over one denominator D
// (denom, a, e or 1) of degree <= 4. Each coordinate of p and q is then
// ((D - s_n) P0_k + s_n P1_k) / D (degree 5 over 4) and the squared
// distance |r D + s_n d1 - t_n d2|^2 / D^2 (degree 10 over 8); each is
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
// at 0 or 1 and numbers within their bound of a float. Double input always
// takes the exact stage: a double evaluation cannot bracket a double.
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
  static constexpr int kDist = Caps::deg(10) + 8;   ///< |gap|^2, and cand * D^2

  bool ok = true;
  BigFloat<kD> D, sn, tn;
  BigVec<Caps::d1> d1, d2, r;

  SsClosestExact(const double (&p0)[3], const double (&p1)[3], const double (&q0)[3], const double (&q1)[3]) noexcept {
    for (int k = 0; k < 3; ++k) {
      ok &= big_diff(d1.c[k], p1[k], p0[k]);
      ok &= big_diff(d2.c[k], q1[k], q0[k]);
      ok &= big_diff(r.c[k], p0[k], q0[k]);
    }
    using F2 = BigFloat<Caps::d2>;
    // a = d1.d1, e = d2.d2, b = d1.d2, c = d1.r, f = d2.r, each formed the
    // first time a branch needs it.
    enum { kA, kE, kB, kC, kF };
    F2 dots[5];
    bool have[5] = {false, false, false, false, false};
    const auto dot = [&](int k) -> const F2& {
      if (!have[k]) {
        const BigVec<Caps::d1>& x = k == kA || k == kB || k == kC ? d1 : d2;
        const BigVec<Caps::d1>& y = k == kA ? d1 : (k == kC || k == kF ? r : d2);
        ok &= k == kA || k == kE ? big_norm2(dots[k], x) : big_dot3(dots[k], x, y);
        have[k] = true;
      }
      return dots[k];
    };
    // x + y or x - y of two of them.
    const auto combined = [&](int x, int y, bool negate_y) {
      F2 out;
      ok &= big_add(out, dot(x), dot(y), negate_y);
      return out;
    };
    BigFloat<kD> one;
    big_set(one, 1.0);
    // x = num / den (den > 0) clamped to [0, 1]: 0, 1, or the fraction.
    const auto clamp_kind = [](const auto& num, const auto& den) {
      if (big_sign(num) <= 0) return 0;
      if (big_compare(num, den) >= 0) return 1;
      return 2;
    };
    // One parameter x = clamp(num / den) (den = a for s, e for t) with the
    // other fixed at 0 or 1: x over D = den, or both over D = 1.
    const auto clamped = [&](const F2& num, const F2& den, BigFloat<kD>& x, BigFloat<kD>& fixed, bool fixed_one) {
      const int k = clamp_kind(num, den);
      if (k == 2) {
        set(D, den);
        set(x, num);
      } else {
        set(D, one);
        set(x, k == 1 ? one : BigFloat<kD>{});
      }
      set(fixed, fixed_one ? D : BigFloat<kD>{});
    };
    // t = 0 or 1 with s = clamp(-c / a) or clamp((b - c) / a).
    const auto t_at_end = [&](bool t_one) {
      F2 num;
      if (t_one) {
        num = combined(kB, kC, /*negate_y=*/true);
      } else {
        num = dot(kC);
        num.neg = num.n != 0 && !num.neg;  // -c
      }
      clamped(num, dot(kA), sn, tn, t_one);
    };
    // a == 0 iff P0 == P1, e == 0 iff Q0 == Q1.
    const bool a0 = p0[0] == p1[0] && p0[1] == p1[1] && p0[2] == p1[2];
    const bool e0 = q0[0] == q1[0] && q0[1] == q1[1] && q0[2] == q1[2];
    if (a0 && e0) {
      set(D, one);
      return;  // sn = tn = 0
    }
    if (a0) {
      clamped(dot(kF), dot(kE), tn, sn, false);  // s = 0, t = clamp(f / e)
      return;
    }
    if (e0) {
      t_at_end(false);  // t = 0, s = clamp(-c / a)
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
      if (screened != kSignUndecided) return screened;
      deg4();
      return exact();
    };
    // d2 x r and d2 x (P1 - Q0) are the normals of the triangles (Q0, Q1,
    // P0) and (Q0, Q1, P1); d1 x r and d1 x (P0 - Q1) those of (P0, P1, Q0)
    // and (P0, P1, Q1), negated.
    const ScreenedCross n = screened_cross(screened_diff(p1, p0), screened_diff(q1, q0));
    const auto negated = [](int s) { return s == kSignUndecided ? s : -s; };
    int sk = 0;  // s: 0, 1 or the interior fraction
    if (sign4(screened_dot_sign(n, n), [&] { return big_sign(denom); }) != 0) {
      const int lo = sign4(screened_dot_sign(n, screened_triangle_cross(q0, q1, p0)), [&] { return big_sign(snum); });
      if (lo > 0) {
        const ScreenedCross m = screened_triangle_cross(q0, q1, p1);
        sk = sign4(screened_dot_sign(n, m), [&] { return big_compare(snum, denom); }) >= 0 ? 1 : 2;
      }
    }
    // t for that s, before its own clamping: f / e, (b + f) / e or (a f - b c) / denom.
    int tsign_lo = 0, tsign_hi = 0;  // sign(t), sign(t - 1) (the latter only when t >= 0)
    if (sk == 2) {
      const ScreenedCross m = screened_triangle_cross(p0, p1, q0);
      tsign_lo = sign4(negated(screened_dot_sign(n, m)), [&] { return big_sign(tnum); });
      if (tsign_lo >= 0) {
        const ScreenedCross m1 = screened_triangle_cross(p0, p1, q1);
        tsign_hi = sign4(negated(screened_dot_sign(n, m1)), [&] { return big_compare(tnum, denom); });
      }
    }
    F2 tn_end;  // for s = 0 or 1: f or b + f, over e
    if (sk != 2) {
      tn_end = sk == 1 ? combined(kB, kF, false) : dot(kF);
      tsign_lo = big_sign(tn_end);
      tsign_hi = big_compare(tn_end, dot(kE));
    }
    if (tsign_lo < 0) {
      t_at_end(false);  // t = 0, s = clamp(-c / a)
      return;
    }
    if (tsign_hi > 0) {
      t_at_end(true);  // t = 1, s = clamp((b - c) / a)
      return;
    }
    if (sk == 2) {  // both interior, over denom
      deg4();
      set(D, denom);
      set(sn, snum);
      set(tn, tnum);
      return;
    }
    // s = 0 or 1 and t = f / e or (b + f) / e, already in [0, 1].
    clamped(tn_end, dot(kE), tn, sn, sk == 1);
  }

  template <int A>
  void set(BigFloat<kD>& dst, const BigFloat<A>& src) noexcept {
    ok &= big_copy(dst, src);
  }

  /// The numerators over D of p's and q's coordinates, (D - n) o_k + n e_k
  /// (= o_k D + n v_k; o = P0, e = P1, n = s_n for p; Q0, Q1, t_n for q),
  /// and gap = pnum - qnum = r D + s_n d1 - t_n d2, whose squared length
  /// over D^2 is the squared distance. After the constructor. Each product
  /// has an input (a word or two) for one factor.
  BigFloat<kPoint> pnum[3], qnum[3], gap[3];

  void numerators(const double (&p0)[3], const double (&p1)[3], const double (&q0)[3],
                  const double (&q1)[3]) noexcept {
    BigFloat<kD + 1> dp, dq;  // D - s_n, D - t_n
    ok &= big_add(dp, D, sn, /*negate_b=*/true);
    ok &= big_add(dq, D, tn, /*negate_b=*/true);
    const auto affine = [this](BigFloat<kPoint>& out, const BigFloat<kD + 1>& w0, double o, const BigFloat<kD>& w1,
                               double end) {
      BigFloat<4> x;
      BigFloat<kPoint> u, v;
      big_set(x, o);
      ok &= big_mul(u, w0, x);
      big_set(x, end);
      ok &= big_mul(v, w1, x);
      ok &= big_add(out, u, v);
    };
    for (int k = 0; k < 3; ++k) {
      affine(pnum[k], dp, p0[k], sn, p1[k]);
      affine(qnum[k], dq, q0[k], tn, q1[k]);
      ok &= big_add(gap[k], pnum[k], qnum[k], /*negate_b=*/true);
    }
  }
};

/// The filter of segment_segment_closest(), for float input: Ericson's
/// branches with every sign certified (tracked.h), each coordinate
/// o_k + n v_k / D and the squared distance |p - q|^2 bracketed from their
/// certified bounds (docs/error-bounds.md, "Closest points: the filter").
/// Writes out and returns true when everything was decided; false (out
/// unspecified) otherwise: input outside point_triangle.h's screen, an
/// undecided sign (parallel segments, a parameter at 0 or 1), a number
/// within its bound of a float (or of 0, for the squared distance). Each
/// sign is of the polynomial the exact stage decides, on the same branch.
inline bool ss_closest_filter(const double (&p0)[3], const double (&p1)[3], const double (&q0)[3], const double (&q1)[3],
                              SegmentClosest<float>& out) noexcept {
  const double in[12] = {p0[0], p0[1], p0[2], p1[0], p1[1], p1[2], q0[0], q0[1], q0[2], q1[0], q1[1], q1[2]};
  if (!fast_screen(in, kClosestScreenLo, kClosestScreenHi)) return false;
  Tracked d1[3], d2[3], r[3];
  for (int k = 0; k < 3; ++k) {
    d1[k] = tracked_diff(p1[k], p0[k]);
    d2[k] = tracked_diff(q1[k], q0[k]);
    r[k] = tracked_diff(p0[k], q0[k]);
  }
  const Tracked a = tracked_dot(d1, d1), e = tracked_dot(d2, d2), b = tracked_dot(d1, d2);
  const Tracked c = tracked_dot(d1, r), f = tracked_dot(d2, r);
  bool decided = true;
  const auto sg = [&decided](const Tracked& t) {
    const FilteredSign x = tracked_sign(t);
    decided = decided && x.decided;
    return x.sign;
  };
  // clamp(num / den), den > 0: 0, 1 or 2 (the fraction).
  const auto clamp_kind = [&sg](const Tracked& num, const Tracked& den) {
    if (sg(num) <= 0) return 0;
    if (sg(num - den) >= 0) return 1;
    return 2;
  };
  // A point o + (n / D) v: o itself (kind 0), o + v (kind 1: the segment's
  // other end, an input), or the quotient.
  bool ok = true;
  const auto point = [&ok](const double (&o)[3], const double (&end)[3], const Tracked (&v)[3], int kind,
                           const Tracked& n, const Tracked& D, Bounded (&pt)[3]) {
    TrackedDivisor d{};
    if (kind == 2 && !tracked_divisor(D, d)) {
      ok = false;
      return;
    }
    for (int k = 0; k < 3; ++k) {
      if (kind == 2) {
        pt[k] = tracked_offset_quotient(o[k], n * v[k], d);
      } else {
        pt[k] = {kind == 0 ? o[k] : end[k], 0.0};
      }
    }
  };
  Bounded P[3], Q[3];
  const Tracked none{0.0, 0.0, 0};
  // a == 0 iff P0 == P1 (a sum of squares of differences, none rounded to 0).
  const bool a0 = a.v == 0.0, e0 = e.v == 0.0;
  const Tracked neg_c = -c, b_minus_c = b - c, b_plus_f = b + f;
  // s = clamp(x / a) with t fixed at 0 or 1.
  const auto s_clamped = [&](const Tracked& x, bool t_one) {
    point(p0, p1, d1, clamp_kind(x, a), x, a, P);
    point(q0, q1, d2, t_one ? 1 : 0, none, none, Q);
  };
  if (a0 && e0) {
    point(p0, p1, d1, 0, none, none, P);
    point(q0, q1, d2, 0, none, none, Q);
  } else if (a0) {  // s = 0, t = clamp(f / e)
    point(p0, p1, d1, 0, none, none, P);
    point(q0, q1, d2, clamp_kind(f, e), f, e, Q);
  } else if (e0) {  // t = 0, s = clamp(-c / a)
    s_clamped(neg_c, false);
  } else {
    const Tracked denom = a * e - b * b;
    int sk = 0;
    Tracked snum = none;
    if (sg(denom) != 0) {
      snum = b * f - c * e;
      sk = clamp_kind(snum, denom);
    }
    int tlo, thi;
    Tracked tnum = none;
    if (sk == 2) {
      tnum = a * f - b * c;
      tlo = sg(tnum);
      thi = sg(tnum - denom);
    } else {
      const Tracked& num = sk == 1 ? b_plus_f : f;
      tlo = sg(num);
      thi = sg(num - e);
    }
    if (tlo < 0) {
      s_clamped(neg_c, false);
    } else if (thi > 0) {
      s_clamped(b_minus_c, true);
    } else if (sk == 2) {
      point(p0, p1, d1, 2, snum, denom, P);
      point(q0, q1, d2, 2, tnum, denom, Q);
    } else {  // s = 0 or 1, t = clamp(f / e) or clamp((b + f) / e)
      point(p0, p1, d1, sk, none, none, P);
      const Tracked& num = sk == 1 ? b_plus_f : f;
      point(q0, q1, d2, clamp_kind(num, e), num, e, Q);
    }
  }
  if (!decided || !ok) return false;
  for (int k = 0; k < 3; ++k) {
    if (!bracket_from_bounded(P[k], out.p[k]) || !bracket_from_bounded(Q[k], out.q[k])) return false;
  }
  if (!bracket_squared_distance(P, Q, out.d2)) return false;
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
  SsClosestExact<T> ex(p0, p1, q0, q1);
  ex.numerators(p0, p1, q0, q1);
  // Each coordinate from its exact numerator over D: two or three exact
  // comparisons settle its bracket.
  for (int k = 0; k < 3; ++k) {
    bracket_exact_quotient(ex.pnum[k], ex.D, ex.ok, out.p[k]);
    bracket_exact_quotient(ex.qnum[k], ex.D, ex.ok, out.q[k]);
  }
  // The squared distance |gap|^2 / D^2: top-word bounds first, the degree-10
  // squares only for a candidate those cannot separate.
  const bool d2_ok = bracket_exact_squared_distance<T, SsClosestExact<T>::kDist>(ex.gap, ex.D, out.d2);
  return ex.ok && d2_ok;
}

}  // namespace detail

/// Certified closest points and squared distance of two closed segments
/// (see the file comment): Ericson's pair of closest points, exact, each
/// coordinate and the squared distance bracketed. Float input first takes
/// the filter (detail::ss_closest_filter; stats counts the call as filter
/// when it decides everything), double input and what the filter leaves the
/// exact stage (stats: exact). Invalid input gives valid == false.
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
  if constexpr (std::is_same_v<T, float>) {
    if (detail::ss_closest_filter(p0, p1, q0, q1, out)) {
      if (stats) ++stats->filter;
      return out;
    }
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
