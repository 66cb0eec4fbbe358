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
#include <limits>

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

/// The magnitude of x != 0 from its top two words: |x| ~ m 2^exp with m in
/// [1, 2^128) (two conversions and a sum, each within u = 2^-53; the dropped
/// words weigh below 2^-64 of the value, the top word being nonzero), so m
/// is within 3.1u of |x| 2^-exp. For big_quotient_estimate and
/// projection_screen (separating_axes.h).
template <int A>
inline double big_top_mantissa(const BigFloat<A>& x, long& exp) noexcept {
  const int k = x.n < 2 ? x.n : 2;
  double m = 0.0;
  for (int i = 1; i <= k; ++i) m = m * 0x1p64 + static_cast<double>(x.w[x.n - i]);
  exp = 64L * (static_cast<long>(x.e) + x.n - k);
  return m;
}

/// An approximation of num / den (den != 0), for the candidates of a
/// bracket (ray_hit.h): the top two words of each, converted and divided
/// in double (relative error below 2^-50: the top word is nonzero, so the
/// dropped words weigh below 2^-64 of the value; each mantissa rounds at
/// most three times, two conversions and a sum, and the quotient once:
/// seven roundings of at most 2^-53) where the quotient is a normal double;
/// +-DBL_MAX above, rounded down to a multiple of 2^-1074 among subnormals,
/// 0 below 2^-1080. A candidate is never trusted, but a far one costs the
/// bracket a walk of up to about a hundred exact comparisons (a squared
/// distance above 2^1000 used to start at 2^1000). No flag other than
/// inexact: the two mantissas lie in [1, 2^128), every scaling lands in the
/// normal range, and the subnormal result is an exact multiple of 2^-1074.
template <int A, int B>
inline double big_quotient_estimate(const BigFloat<A>& num, const BigFloat<B>& den) noexcept {
  if (num.n == 0 || den.n == 0) return 0.0;
  long en = 0, ed = 0;
  const double q = big_top_mantissa(num, en) / big_top_mantissa(den, ed);  // in (2^-128, 2^128)
  const long e = en - ed + std::ilogb(q);
  const double sign = num.neg != den.neg ? -1.0 : 1.0;
  if (e > 1023) return sign * std::numeric_limits<double>::max();
  if (e >= -1022) return sign * std::ldexp(q, static_cast<int>(en - ed));  // normal: exact scaling
  if (e < -1080) return 0.0;
  // In [2^-6, 2^53) after the shift: normal; its integer part times 2^-1074 is exact.
  return sign * std::floor(std::ldexp(q, static_cast<int>(en - ed + 1074))) * 0x1p-1074;
}

/// sign(num / den - c) for den > 0 and a finite double c, exactly: num
/// against c den (N limbs hold the product). ok turns false on overflow of N.
template <int N, int M>
inline int big_fraction_sign(const BigFloat<N>& num, const BigFloat<M>& den, double c, bool& ok) noexcept {
  BigFloat<4> cb;
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
/// The same on BigFloat, in acc's own words (big_add_in_place; x must not
/// alias acc).
template <int N, int A>
inline bool big_accumulate(BigFloat<N>& acc, const BigFloat<A>& x, bool negate = false) noexcept {
  return big_add_in_place(acc, x, negate);
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

/// r = a . a, the squared length of an exact vector, by big_square.
template <int N, int A, template <int> class Num>
inline bool big_norm2(Num<N>& r, const BigVec<A, Num>& a) noexcept {
  bool ok = true;
  big_zero(r);
  for (int i = 0; i < 3; ++i) {
    if (big_sign(a.c[i]) == 0) continue;
    Num<N> t;
    ok &= big_square(t, a.c[i]);
    ok &= big_accumulate(r, t);
  }
  return ok;
}

/// Exact dot products x_k . y_k (k < K) of vectors a caller names up
/// front, each formed the first time it is asked for (by big_norm2 when x_k
/// and y_k are the same vector): an exact stage forms only those its branch
/// needs, for an undecided sign or as a numerator. Keeps pointers to the
/// vectors and a reference to the caller's ok, which turns false if N
/// cannot hold a product (ruled out by the caller's derivation).
template <int K, int N, int A, template <int> class Num = BigFloat>
class LazyDots {
 public:
  using Vec = BigVec<A, Num>;
  LazyDots(const Vec* const (&x)[K], const Vec* const (&y)[K], bool& ok) noexcept : ok_(ok) {
    for (int k = 0; k < K; ++k) {
      x_[k] = x[k];
      y_[k] = y[k];
      have_[k] = false;
    }
  }

  /// x_k . y_k, exactly.
  const Num<N>& operator()(int k) noexcept {
    if (!have_[k]) {
      ok_ &= x_[k] == y_[k] ? big_norm2(v_[k], *x_[k]) : big_dot3(v_[k], *x_[k], *y_[k]);
      have_[k] = true;
    }
    return v_[k];
  }

 private:
  bool& ok_;
  const Vec* x_[K];
  const Vec* y_[K];
  bool have_[K];
  Num<N> v_[K];
};

/// Bounds lo <= |x| <= hi from the top words of x: lo is x's top three
/// words (the words below, dropped, weigh less than one unit of lo's lowest
/// word u), hi = lo + u. Both equal |x| when x has at most three words, and
/// lo > 0 whenever x != 0 (the top word is nonzero), so hi / lo < 1 + 2^-128
/// (lo >= 2^128 u). Exact arithmetic on a few words: no rounding to bound.
struct BigBounds {
  BigFloat<8> lo, hi;  // at most four words (hi may carry into a fourth)
};

template <int A>
inline BigBounds big_magnitude_bounds(const BigFloat<A>& x) noexcept {
  BigBounds b;
  const int k = x.n < 3 ? x.n : 3;
  for (int i = 0; i < k; ++i) b.lo.w[i] = x.w[x.n - k + i];
  b.lo.n = k;
  b.lo.e = x.e + x.n - k;
  b.lo.neg = false;
  if (k == x.n) {
    b.hi = b.lo;
    return b;
  }
  BigFloat<4> unit;
  unit.w[0] = 1;
  unit.n = 1;
  unit.e = b.lo.e;
  big_normalize(b.lo);  // x.w[n - 3] may be zero; x.w[n - 1] is not
  big_add(b.hi, b.lo, unit);  // <= 4 words: fits (kWords 6)
  return b;
}

/// The quotient q = num / den of exact numbers with den > 0 (a closest
/// point's coordinate over its positive denominator), compared with values
/// of T (bracket_signed) and estimated. sign_minus(c) = sign(q - c) is
/// exact for every finite c: the signs alone decide when c is 0 or of the
/// other sign; else top-word bounds of |num| and den (big_magnitude_bounds,
/// each within a relative 2^-128) decide, in a few word products, every c
/// whose relative distance to q exceeds about 2^-126; only the rest compare
/// num with c den in full (big_fraction_sign). ok turns false if a
/// capacity was too small (ruled out: the full comparison's capacity is
/// num's, as for big_fraction_sign).
template <int N, int D>
class ExactQuotient {
 public:
  ExactQuotient(const BigFloat<N>& num, const BigFloat<D>& den) noexcept
      : num_(num), den_(den), s_(big_sign(num)), n_(big_magnitude_bounds(num)), d_(big_magnitude_bounds(den)) {}
  // It keeps references to num and den: temporaries would dangle.
  ExactQuotient(BigFloat<N>&&, const BigFloat<D>&) = delete;
  ExactQuotient(const BigFloat<N>&, BigFloat<D>&&) = delete;

  /// A double near q (relative error below 2^-49), for the bracket's first
  /// candidate; never trusted.
  double estimate() const noexcept { return big_quotient_estimate(num_, den_); }

  /// sign(q - c), exactly.
  int sign_minus(double c) noexcept {
    const int sc = c > 0 ? 1 : (c < 0 ? -1 : 0);
    if (s_ == 0 || sc != s_) return s_ > sc ? 1 : (s_ < sc ? -1 : 0);
    // Same sign: sign(q - c) = s sign(|num| - |c| den), and |c| den lies in
    // [|c| den_lo, |c| den_hi].
    BigFloat<4> cb;
    big_set(cb, c < 0 ? -c : c);
    BigFloat<16> x_lo, x_hi;
    ok &= big_mul(x_lo, cb, d_.lo);
    ok &= big_mul(x_hi, cb, d_.hi);
    if (big_compare(n_.hi, x_lo) < 0) return -s_;
    if (big_compare(n_.lo, x_hi) > 0) return s_;
    return big_fraction_sign(num_, den_, c, ok);
  }

  bool ok = true;

 private:
  const BigFloat<N>& num_;
  const BigFloat<D>& den_;
  int s_;
  BigBounds n_, d_;
};

/// The ratio q = (w_0^2 + w_1^2 + w_2^2) / den of a squared distance, for
/// exact w_k and den > 0: a cross or dot product over a squared length
/// (|d x v|^2 / |d|^2 to a line, (n . r)^2 / |n|^2 to a plane or between
/// two lines; |X - Y|^2 over 1), compared with values of T (bracket_signed)
/// and estimated. sign_minus(c) = sign(q - c) is exact for every finite c:
/// it first compares top-word bounds of both sides (big_magnitude_bounds:
/// the sum of squares and den each within a relative 2^-126 of their
/// value, so a c whose own relative distance to q exceeds about 2^-124 is
/// decided there, in a few word products), and only when those overlap
/// forms the full squares, once, and compares exactly. Wide: the capacity
/// (in 32-bit limbs, bigfloat.h) of w_0^2 + w_1^2 + w_2^2 and of c den for
/// a candidate c, derived by the caller. ok turns false if a capacity was
/// too small (ruled out by that derivation).
template <int W, int D, int Wide>
class SumOfSquaresRatio {
 public:
  SumOfSquaresRatio(const BigFloat<W> (&w)[3], const BigFloat<D>& den) noexcept
      : w_(w), den_(den), d_(big_magnitude_bounds(den)) {
    BigFloat<Wide> s_lo, s_hi;
    big_zero(s_lo);
    big_zero(s_hi);
    for (int k = 0; k < 3; ++k) {
      if (big_sign(w[k]) == 0) continue;
      const BigBounds b = big_magnitude_bounds(w[k]);
      ok &= add_square<16>(s_lo, b.lo);  // a bound has at most four words
      ok &= add_square<16>(s_hi, b.hi);
    }
    s_lo_ = big_magnitude_bounds(s_lo).lo;
    s_hi_ = big_magnitude_bounds(s_hi).hi;
  }

  // It keeps references to w and den: temporaries would dangle.
  SumOfSquaresRatio(const BigFloat<W> (&)[3], BigFloat<D>&&) = delete;

  /// A double near q (relative error below 2^-49), for the bracket's first
  /// candidate; never trusted.
  double estimate() const noexcept { return big_quotient_estimate(s_lo_, d_.lo); }

  /// sign(q - c), exactly.
  int sign_minus(double c) noexcept {
    BigFloat<4> cb;
    big_set(cb, c);
    // c den lies in [x_lo, x_hi]: c times the bounds of den, swapped for c < 0.
    BigFloat<16> a, b;
    ok &= big_mul(a, cb, d_.lo);
    ok &= big_mul(b, cb, d_.hi);
    const BigFloat<16>& x_lo = c < 0 ? b : a;
    const BigFloat<16>& x_hi = c < 0 ? a : b;
    if (big_compare(s_hi_, x_lo) < 0) return -1;
    if (big_compare(s_lo_, x_hi) > 0) return 1;
    // Both sides known exactly and equal (every bound tight): q == c.
    if (big_compare(s_lo_, s_hi_) == 0 && big_compare(x_lo, x_hi) == 0 && big_compare(s_lo_, x_lo) == 0) return 0;
    if (!exact_ready_) {
      big_zero(s_);
      for (int k = 0; k < 3; ++k) ok &= add_square<Wide>(s_, w_[k]);
      exact_ready_ = true;
    }
    return big_fraction_sign(s_, den_, c, ok);
  }

  bool ok = true;

 private:
  /// acc += x^2, the square formed in S limbs.
  template <int S, int N, int A>
  static bool add_square(BigFloat<N>& acc, const BigFloat<A>& x) noexcept {
    BigFloat<S> sq;
    bool ok = big_square(sq, x);
    ok &= big_accumulate(acc, sq);
    return ok;
  }

  const BigFloat<W> (&w_)[3];
  const BigFloat<D>& den_;
  BigBounds d_;  // of den
  BigFloat<8> s_lo_, s_hi_;
  bool exact_ready_ = false;
  BigFloat<Wide> s_;
};

}  // namespace detail
}  // namespace gv

#endif  // GEOVERIFY_CORE_DETAIL_POLY_EXACT_H
