// SPDX-License-Identifier: MIT
// geoverify core, internal: what the two oriented-box queries share (the
// double screen, the filter constants, exact vector helpers).
//
// Both OBB filters are derived in docs/error-bounds.md ("Oriented boxes").
// Their values have degree at most 4 in the inputs; the screen below keeps
// every intermediate of a double input in the normal range, and float inputs
// need no screen (every float is a multiple of 2^-149 and at most 2^128, so
// a degree-4 value is 0 or at least 2^-596 and below 2^520).
#ifndef GEOVERIFY_CORE_DETAIL_OBB_COMMON_H
#define GEOVERIFY_CORE_DETAIL_OBB_COMMON_H

#include <cmath>
#include <cstddef>
#include <cstring>
#include <limits>
#include <type_traits>

#include "geoverify/core/config.h"
#include "geoverify/core/detail/poly_exact.h"
#include "geoverify/core/detail/roundoff.h"
#include "geoverify/core/detail/stage.h"
#include "geoverify/core/shapes.h"

namespace gv {
namespace detail {

/// Double inputs enter an OBB filter only if every nonzero magnitude lies in
/// [kObbScreenLo, kObbScreenHi] (docs/error-bounds.md, "Oriented boxes",
/// range); others go straight to the exact stage.
constexpr double kObbScreenLo = 0x1p-100;
constexpr double kObbScreenHi = 0x1p+100;

/// OBB-OBB filter: |computed triple product of three axes - exact| <=
/// kObbTripleBound * X^3, X the largest axis component magnitude (6 gamma_5).
constexpr double kObbTripleBound = 30 * kU * (1 + 0x1p-10);
/// |computed triple product of two axes and the centre difference - exact|
/// <= kObbCentreBound * X^2 * D, D the largest computed |c_b - c_a| component
/// (6 (gamma_5 + u/(1-u)), the difference rounded once).
constexpr double kObbCentreBound = 36 * kU * (1 + 0x1p-10);
/// Relative bound of a computed sum of four nonnegative products (gamma_4,
/// and the final subtraction).
constexpr double kObbSumBound = 4 * kU * (1 + 0x1p-10);

/// OBB-sphere filter: |computed residual component - exact| <=
/// kObbResidualBound * (W + X * sum |t_i|) (gamma_4).
constexpr double kObbResidualBound = 4 * kU * (1 + 0x1p-10);
/// |computed L - L| <= kObbSupportBound * nmax * (W + X * sum e_i) (3 gamma_7).
constexpr double kObbSupportBound = 21 * kU * (1 + 0x1p-10);
/// |computed r |n| - r |n|| <= kObbNormBound * computed r |n| (3.5u + O(u^2)).
constexpr double kObbNormBound = 4 * kU * (1 + 0x1p-10);
/// Factor that turns a computed sum of three squares into a certified upper
/// bound once compared with a rounded r * r (1 + 7u would do).
constexpr double kObbSquareSlack = 1.0 + 0x1p-40;
/// Floor of the residual magnitudes squared by the OBB-sphere filter, so no
/// square underflows; it only makes the overlap certificate more cautious.
constexpr double kObbResidualFloor = 0x1p-160;
/// Residuals below this are too small to give a separating direction without
/// underflow; such calls go to the exact stage.
constexpr double kObbDirectionFloor = 0x1p-300;

/// The range an OBB filter admits: float input finite (every finite float
/// is in range), double input 0 or of magnitude in [kObbScreenLo, kObbScreenHi].
template <class T>
constexpr double kObbAdmitLo = std::is_same_v<T, float> ? 0.0 : kObbScreenLo;
template <class T>
constexpr double kObbAdmitHi = std::is_same_v<T, float> ? 0x1.fffffep+127 : kObbScreenHi;

/// Accumulates, without branches, whether x may enter an OBB filter
/// (stage.h's admit with the OBB range). False for NaN and infinity.
template <class T>
inline void obb_admit(bool& ok, double x) noexcept {
  admit(ok, x, kObbAdmitLo<T>, kObbAdmitHi<T>);
}

/// obb_admit over every value of s, a struct of at least 16 bytes of T's
/// only (Obb<T>, Sphere<T>), read in place (stage.h's admit_in_place).
template <class T, class S>
GEOVERIFY_ALWAYS_INLINE bool obb_admit_all(const S& s) noexcept {
  return admit_in_place<T>(s, kObbAdmitLo<T>, kObbAdmitHi<T>);
}

/// acc += |x| * y for y >= 0 (an extent), exactly, in the numbers Num
/// (BigFloat, or the grid stage's GridFloat, which returns false for a step
/// it cannot prove exact).
template <template <int> class Num, int N, int A, int B>
inline bool big_add_abs_times(Num<N>& acc, const Num<A>& x, const Num<B>& y) noexcept {
  if (big_sign(x) == 0 || big_sign(y) == 0) return true;
  Num<N> t;
  bool ok = big_mul(t, x, y);
  if (big_sign(t) < 0) big_negate(t);
  ok &= big_accumulate(acc, t);
  return ok;
}

/// Sign of |a| - b for b >= 0, exactly, without a temporary.
template <int A, int B>
inline int big_compare_abs(const BigFloat<A>& a, const BigFloat<B>& b) noexcept {
  if (a.n == 0) return b.n == 0 ? 0 : -1;
  if (b.n == 0) return 1;
  return big_compare_magnitude(a, b);  // b > 0: |b| = b
}

/// v = x (a converted double vector).
inline void big_set_vec(BigVec<4>& v, const double (&x)[3]) noexcept {
  for (int i = 0; i < 3; ++i) big_set(v.c[i], x[i]);
}

}  // namespace detail
}  // namespace gv

#endif  // GEOVERIFY_CORE_DETAIL_OBB_COMMON_H
