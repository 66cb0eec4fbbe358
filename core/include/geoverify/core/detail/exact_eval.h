// SPDX-License-Identifier: MIT
// geoverify core, internal: exact evaluation of the predicate polynomials.
//
// Each function returns the exact sign of its polynomial in the given double
// values (float inputs arrive promoted, which is exact): first in the grid
// stage (grid_float.h), and when a step cannot be proven exact there, in
// BigFloat, where it sets ok = false only if a capacity was too small, which
// the capacities below rule out by derivation.
//
// Capacity derivation (limbs of 32 bits; BigFloat<N> stores N such limbs in
// 64-bit words, bigfloat.h). A converted input occupies at most
// L limbs with limb exponent in [emin, emax]:
//   float : L = 2, emin = -5,  emax = 3   (m < 2^24, binary exponent -149..104)
//   double: L = 3, emin = -34, emax = 30  (m < 2^53, binary exponent -1074..971)
// A product of k inputs has limb exponent >= k emin and its top limb below
// k (emax + L); a sum of up to 8 such terms adds at most one carry limb. So a
// sum of degree-k terms needs k (emax + L - emin) + 2 limbs, and the product
// of two degree-2 sums needs at most twice the degree-2 capacity.
//   float : degree 2 -> 22, degree 4 -> 44   (we reserve 26 and 54)
//   double: degree 2 -> 136, degree 4 -> 272 (we reserve 140 and 284)
#ifndef GEOVERIFY_CORE_DETAIL_EXACT_EVAL_H
#define GEOVERIFY_CORE_DETAIL_EXACT_EVAL_H

#include "geoverify/core/detail/bigfloat.h"
#include "geoverify/core/detail/grid_float.h"
#include "geoverify/core/detail/poly_exact.h"  // big_accumulate

namespace gv {
namespace detail {

template <class T>
struct ExactCaps;
template <>
struct ExactCaps<float> {
  static constexpr int deg2 = 26;
  static constexpr int deg4 = 54;
};
template <>
struct ExactCaps<double> {
  static constexpr int deg2 = 140;
  static constexpr int deg4 = 284;
};

/// acc = d + n0 q0 + n1 q1 + n2 q2, exactly (in the grid stage's numbers:
/// when it returns true).
template <template <int> class Num, int N>
inline bool big_affine3(Num<N>& acc, double d, const double n[3], const double q[3]) noexcept {
  Num<4> a, b;
  Num<8> t;
  bool ok = true;
  big_set(acc, d);
  for (int i = 0; i < 3 && ok; ++i) {  // the grid stage stops at a refused step
    big_set(a, n[i]);
    big_set(b, q[i]);
    ok &= big_mul(t, a, b);
    ok &= big_accumulate(acc, t);
  }
  return ok;
}

/// Exact sign of d + n.q, in the numbers Num.
template <class T, template <int> class Num>
inline int sign_affine3_on(double d, const double n[3], const double q[3], bool& ok, NumTag<Num>) noexcept {
  Num<ExactCaps<T>::deg2> s;
  ok &= big_affine3(s, d, n, q);
  return big_sign(s);
}

/// Exact sign of d + n.q: the grid stage, then the integer stage.
template <class T>
inline int exact_sign_affine3(double d, const double n[3], const double q[3], bool& ok) noexcept {
  return grid_then_integer([&](auto num, bool& stage_ok) { return sign_affine3_on<T>(d, n, q, stage_ok, num); }, ok);
}

/// Exact sign of (d + n.c)^2 - r^2 (n.n), in the numbers Num.
template <class T, template <int> class Num>
inline int sign_plane_sphere_on(double d, const double n[3], const double c[3], double r, bool& ok,
                                NumTag<Num>) noexcept {
  Num<ExactCaps<T>::deg2> s;
  ok &= big_affine3(s, d, n, c);
  if (!ok) return 0;  // the grid stage refused a step: the integer stage answers
  Num<ExactCaps<T>::deg4> s2, acc, tmp;
  ok &= big_square(s2, s);
  Num<4> rb, nb;
  Num<8> rn;
  Num<16> rn2;
  big_set(rb, r);
  big_zero(acc);
  for (int i = 0; i < 3; ++i) {
    big_set(nb, n[i]);
    ok &= big_mul(rn, rb, nb);
    ok &= big_square(rn2, rn);
    ok &= big_accumulate(acc, rn2);
  }
  ok &= big_add(tmp, s2, acc, /*negate_b=*/true);
  return big_sign(tmp);
}

/// Exact sign of (d + n.c)^2 - r^2 (n.n): the grid stage, then the integer stage.
template <class T>
inline int exact_sign_plane_sphere(double d, const double n[3], const double c[3], double r, bool& ok) noexcept {
  return grid_then_integer([&](auto num, bool& stage_ok) { return sign_plane_sphere_on<T>(d, n, c, r, stage_ok, num); },
                           ok);
}

/// Exact sign of x0 y0 + x1 y1 + x2 y2 + x3 y3 (a degree-2 sum of four terms:
/// the ExactCaps<T>::deg2 capacity covers it, see the derivation above), in
/// the numbers Num.
template <class T, template <int> class Num>
inline int sign_dot4_on(const double x[4], const double y[4], bool& ok, NumTag<Num>) noexcept {
  Num<4> a, b;
  Num<8> t;
  Num<ExactCaps<T>::deg2> acc;
  big_zero(acc);
  for (int i = 0; i < 4 && ok; ++i) {  // the grid stage stops at a refused step
    big_set(a, x[i]);
    big_set(b, y[i]);
    ok &= big_mul(t, a, b);
    ok &= big_accumulate(acc, t);
  }
  return big_sign(acc);
}

/// Exact sign of x0 y0 + ... + x3 y3: the grid stage, then the integer stage.
template <class T>
inline int exact_sign_dot4(const double x[4], const double y[4], bool& ok) noexcept {
  return grid_then_integer([&](auto num, bool& stage_ok) { return sign_dot4_on<T>(x, y, stage_ok, num); }, ok);
}

}  // namespace detail
}  // namespace gv

#endif  // GEOVERIFY_CORE_DETAIL_EXACT_EVAL_H
