// SPDX-License-Identifier: MIT
// geoverify core, internal: the integer polynomial stage shared by the
// cores: exact vectors, dot and cross products and polynomials of degree
// <= 4 in the input coordinates, on BigFloat, with capacities derived once
// for float and double (PolyCaps). Written for the box-triangle query's
// integer stage (aabb_triangle.h), it now serves every core whose exact
// stage is a sign of such a polynomial.
//
// Everything here is written once over its numbers, BigFloat (bigfloat.h):
// only integer instructions, no floating-point operation on the values, so
// the exact stage raises no floating-point exception and is immune to FMA
// contraction and to the rounding mode -- or GridFloat (grid_float.h), the
// grid stage's doubles, each operation proven exact before it runs. For
// BigFloat, functions set ok = false only if a capacity was too small, which
// the capacities below rule out by derivation; for GridFloat, whenever a step
// cannot be proven exact (the caller then runs the integer stage).
//
// Capacity derivation (limbs of 32 bits; BigFloat<N> stores N such limbs in
// 64-bit words, bigfloat.h). A finite input x converts to at
// most L limbs with limb exponents in [emin, emin + S), S = emax + L - emin:
//   float : emin = -5,  emax = 3,  L = 2  ->  S = 10
//   double: emin = -34, emax = 30, L = 3  ->  S = 67
// (1.0, used for the unit axes, lies in the same range.) So every input is an
// integer multiple of 2^(32 emin) and below 2^(32 (emin + S)) in magnitude.
// A value V of "degree d" is a signed sum of at most m <= 2^32 products of d
// such numbers; V is then a multiple of 2^(32 d emin) and
// |V| < m 2^(32 d (emin + S)) <= 2^(32 (d (emin + S) + 1)), so once
// normalised it occupies at most d S + 1 limbs. big_mul of degrees a and b
// needs (a S + 1) + (b S + 1) limbs; big_add of degrees <= d needs the union
// of the limb ranges plus one carry limb, and since emin < 0 < emin + S the
// range of degree d contains the ranges of every smaller degree, so d S + 2
// limbs. Hence PolyCaps<T>::deg(d) = d S + 2 covers every intermediate of
// degree <= d:
//   float : deg1 12, deg2 22, deg3 32, deg4 42 limbs
//   double: deg1 69, deg2 136, deg3 203, deg4 270 limbs
// The box-triangle stage uses degree <= 3 for candidate directions and degree
// <= 4 for projections; its largest term count is 192 (well below 2^32). The
// deepest call chain holds about a dozen such numbers: about 14 KB of stack
// for double (measured with GCC -fstack-usage), under 3 KB for float.
#ifndef GEOVERIFY_CORE_DETAIL_POLY_EXACT_H
#define GEOVERIFY_CORE_DETAIL_POLY_EXACT_H

#include <type_traits>

#include <cmath>

#include "geoverify/core/detail/bigfloat.h"
#include "geoverify/core/detail/grid_float.h"

namespace gv {
namespace detail {

/// Limb capacities for intermediates of degree d in the inputs of type T
/// (see the file comment).
template <class T>
struct PolyCaps {
  static constexpr int S = std::is_same<T, float>::value ? 10 : 67;
  static constexpr int deg(int d) { return d * S + 2; }
  static constexpr int d1 = deg(1);
  static constexpr int d2 = deg(2);
  static constexpr int d3 = deg(3);
  static constexpr int d4 = deg(4);
};

/// An approximation of num / den (den != 0), for the candidates of a
/// bracket (ray_hit.h): the top two words of each, converted and divided
/// in double (relative error below 2^-50: the top word is nonzero, so the
/// dropped words weigh below 2^-64 of the value; each mantissa rounds at
/// most three times, two conversions and a sum, and the quotient once:
/// seven roundings of at most 2^-53); 0 when the quotient's magnitude
/// is below 2^-1000, +-2^1000 when above (a candidate is never trusted:
/// bracket_candidate clamps it to T's range). No flag other than inexact:
/// the two mantissas lie in [1, 2^128), and the final scaling stays normal.
template <int A, int B>
inline double big_quotient_estimate(const BigFloat<A>& num, const BigFloat<B>& den) noexcept {
  if (num.n == 0 || den.n == 0) return 0.0;
  const auto top = [](const auto& x, long& exp) {
    const int k = x.n < 2 ? x.n : 2;
    double m = 0.0;
    for (int i = 1; i <= k; ++i) m = m * 0x1p64 + static_cast<double>(x.w[x.n - i]);
    exp = 64L * (static_cast<long>(x.e) + x.n - k);
    return m;
  };
  long en = 0, ed = 0;
  const double q = top(num, en) / top(den, ed);  // in (2^-128, 2^128)
  const long e = en - ed + std::ilogb(q);
  const double sign = num.neg != den.neg ? -1.0 : 1.0;
  if (e < -1000) return 0.0;
  if (e > 1000) return sign * 0x1p1000;
  return sign * std::ldexp(q, static_cast<int>(en - ed));
}

/// sign(num / den - c) for den > 0 and a finite double c, exactly: num
/// against c den (N limbs hold the product). ok turns false on overflow of N.
template <int N, int M>
inline int big_fraction_sign(const BigFloat<N>& num, const BigFloat<M>& den, double c, bool& ok) noexcept {
  BigFloat<4> cb{};  // value-initialised: GCC's -O3 cannot see big_set write the limbs big_mul reads
  big_set(cb, c);
  BigFloat<N> cd;
  ok &= big_mul(cd, den, cb);
  return big_compare(num, cd);
}

/// A vector of exact numbers: BigFloat, or GridFloat for the grid stage
/// (grid_float.h). The functions below are written once for both.
template <int N, template <int> class Num = BigFloat>
struct BigVec {
  Num<N> c[3];
};

/// Sign of a - b, exactly, without a temporary.
template <int A, int B>
inline int big_compare(const BigFloat<A>& a, const BigFloat<B>& b) noexcept {
  const int sa = big_sign(a), sb = big_sign(b);
  if (sa != sb) return sa > sb ? 1 : -1;
  if (sa == 0) return 0;
  const int mag = big_compare_magnitude(a, b);  // same sign, both nonzero
  return sa > 0 ? mag : -mag;
}
/// The same for the grid stage's exact doubles.
template <int A, int B>
inline int big_compare(const GridFloat<A>& a, const GridFloat<B>& b) noexcept {
  return a.v > b.v ? 1 : (a.v < b.v ? -1 : 0);
}

/// acc += x (or -= x when negate).
template <template <int> class Num, int N, int A>
inline bool big_accumulate(Num<N>& acc, const Num<A>& x, bool negate = false) noexcept {
  Num<N> tmp;
  bool ok = big_add(tmp, acc, x, negate);
  ok &= big_copy(acc, tmp);
  return ok;
}

/// r = x - y for two finite doubles, exactly (degree 1).
template <template <int> class Num, int N>
inline bool big_diff(Num<N>& r, double x, double y) noexcept {
  Num<4> a, b;
  big_set(a, x);
  big_set(b, y);
  return big_add(r, a, b, /*negate_b=*/true);
}

/// True iff every component is zero.
template <int N, template <int> class Num>
inline bool big_is_zero(const BigVec<N, Num>& v) noexcept {
  return big_sign(v.c[0]) == 0 && big_sign(v.c[1]) == 0 && big_sign(v.c[2]) == 0;
}

/// dst = src, component by component (dst's capacity at least src's content).
template <int N, int A, template <int> class Num>
inline bool big_copy_vec(BigVec<N, Num>& dst, const BigVec<A, Num>& src) noexcept {
  bool ok = true;
  for (int i = 0; i < 3; ++i) ok &= big_copy(dst.c[i], src.c[i]);
  return ok;
}

/// r = a x b, exactly. r must not alias a or b.
template <int N, int A, int B, template <int> class Num>
inline bool big_cross(BigVec<N, Num>& r, const BigVec<A, Num>& a, const BigVec<B, Num>& b) noexcept {
  bool ok = true;
  for (int i = 0; i < 3; ++i) {
    const int j = (i + 1) % 3, k = (i + 2) % 3;
    Num<N> s, t;
    ok &= big_mul(s, a.c[j], b.c[k]);
    ok &= big_mul(t, a.c[k], b.c[j]);
    ok &= big_add(r.c[i], s, t, /*negate_b=*/true);
  }
  return ok;
}

/// r = c . q for an exact vector c and a point q of converted inputs.
template <int N, int C, template <int> class Num>
inline bool big_dot(Num<N>& r, const BigVec<C, Num>& c, const Num<4> q[3]) noexcept {
  bool ok = true;
  big_zero(r);
  for (int i = 0; i < 3; ++i) {
    if (big_sign(c.c[i]) == 0 || big_sign(q[i]) == 0) continue;
    Num<N> t;
    ok &= big_mul(t, c.c[i], q[i]);
    ok &= big_accumulate(r, t);
  }
  return ok;
}

/// r = a . b for two exact vectors (r has the capacity of the products' degree).
template <int N, int A, int B, template <int> class Num>
inline bool big_dot3(Num<N>& r, const BigVec<A, Num>& a, const BigVec<B, Num>& b) noexcept {
  bool ok = true;
  big_zero(r);
  for (int i = 0; i < 3; ++i) {
    if (big_sign(a.c[i]) == 0 || big_sign(b.c[i]) == 0) continue;
    Num<N> t;
    ok &= big_mul(t, a.c[i], b.c[i]);
    ok &= big_accumulate(r, t);
  }
  return ok;
}

}  // namespace detail
}  // namespace gv

#endif  // GEOVERIFY_CORE_DETAIL_POLY_EXACT_H
