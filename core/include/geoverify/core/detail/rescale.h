// SPDX-License-Identifier: MIT
// geoverify core, internal: exact rescaling by a power of two.
//
// The relation of two shapes given by their points is unchanged when every
// coordinate is multiplied by the same 2^k, and the products are exact as
// long as no coordinate loses a bit below 2^-1074 or overflows. A core
// whose filter needs its inputs inside a range (stage.h's screens)
// brings in this way the input that lies outside it only by its scale: a
// contact case scaled into the subnormals or to the top of the range then
// takes the filter and the grid stage as the unscaled case does, instead of
// the integer stage.
#ifndef GEOVERIFY_CORE_DETAIL_RESCALE_H
#define GEOVERIFY_CORE_DETAIL_RESCALE_H

#include <cmath>
#include <cstdint>

#include "geoverify/core/detail/filter.h"
#include "geoverify/core/detail/float_bits.h"

namespace gv {
namespace detail {

/// The number of trailing zero bits of x != 0.
inline int trailing_zeros(std::uint64_t x) noexcept {
#if defined(__GNUC__) || defined(__clang__)
  return __builtin_ctzll(x);
#else
  int n = 0;
  for (; (x & 1u) == 0; x >>= 1) ++n;
  return n;
#endif
}

/// For a finite x != 0: top, the exponent of its leading bit (2^top <= |x|
/// < 2^(top + 1)), and low, that of its lowest set bit. No flag: a
/// subnormal is first scaled by 2^64, exactly, into the normal range.
inline void bit_span(double x, int& top, int& low) noexcept {
  double ax = x < 0 ? -x : x;
  int shift = 0;
  if (exponent_field(ax) == 0) {
    ax *= 0x1p64;
    shift = 64;
  }
  const std::uint64_t b = to_bits(ax);
  const int field = static_cast<int>(b >> 52);
  top = field - 1023 - shift;
  low = field - 1075 - shift + trailing_zeros((b & ((std::uint64_t{1} << 52) - 1)) | (std::uint64_t{1} << 52));
}

/// out = v 2^k with the k that puts the largest nonzero magnitude in
/// [1, 2), when that is exact: every nonzero element keeps all its bits
/// (its lowest set bit stays at or above 2^-1074; nothing can overflow, the
/// largest lands below 2). Zeros stay zeros of the same sign. Returns false
/// (out unspecified) when v is all zero or some element would lose a bit.
/// Exact; no flag (each of the two multiplications, by 2^(k/2) and the
/// rest, is exact, and every intermediate lies between an input and its
/// exact result).
template <int K>
inline bool rescaled_to_unit(const double (&v)[K], double (&out)[K]) noexcept {
  int emax = -2000, tmin = 2000;
  for (int i = 0; i < K; ++i) {
    if (v[i] == 0.0) continue;
    int top = 0, low = 0;
    bit_span(v[i], top, low);
    emax = top > emax ? top : emax;
    tmin = low < tmin ? low : tmin;
  }
  if (emax == -2000) return false;
  const int k = -emax;  // in [-1023, 1074]
  if (tmin + k < -1074) return false;
  const double s1 = pow2(k / 2), s2 = pow2(k - k / 2);  // each exponent in [-512, 537]
  for (int i = 0; i < K; ++i) out[i] = v[i] * s1 * s2;
  return true;
}

/// out = v 2^k with the k that puts the largest nonzero magnitude in
/// [1, 2), except that an element whose scaled magnitude would lie below
/// `floor` (a power of two, at least 2^-1000) is replaced by 0: every
/// nonzero element of out is then an exact scaling, in [floor, 2), and each
/// replaced one differed from its exact scaling by less than floor. Sets
/// flushed when an element was replaced. Returns false (out unspecified)
/// when v is all zero. No flag: an element is multiplied only when its
/// scaled value is at least floor, with its lowest set bit at or above
/// floor 2^-52, and then as in rescaled_to_unit.
/// The scaled values are v_i 2^k; scale, when given, receives k.
template <int K>
inline bool rescaled_to_unit_above(const double (&v)[K], double floor, double (&out)[K], bool& flushed,
                                   int* scale = nullptr) noexcept {
  int emax = -2000, tops[K];
  for (int i = 0; i < K; ++i) {
    tops[i] = -2000;
    if (v[i] == 0.0) continue;
    int low = 0;
    bit_span(v[i], tops[i], low);
    emax = tops[i] > emax ? tops[i] : emax;
  }
  if (emax == -2000) return false;
  const int k = -emax;  // in [-1023, 1074]
  if (scale) *scale = k;
  int floor_top = 0, floor_low = 0;
  bit_span(floor, floor_top, floor_low);
  const double s1 = pow2(k / 2), s2 = pow2(k - k / 2);  // each exponent in [-512, 537]
  flushed = false;
  for (int i = 0; i < K; ++i) {
    if (v[i] == 0.0) {
      out[i] = v[i];
    } else if (tops[i] + k < floor_top) {  // |v_i 2^k| < 2^(tops_i + k + 1) <= floor
      out[i] = 0.0;
      flushed = true;
    } else {
      out[i] = v[i] * s1 * s2;
    }
  }
  return true;
}

/// out = x 2^k for a finite x, when that lies below 2^ceil_top in magnitude
/// (false otherwise, out unspecified); a result that would fall below
/// `floor` (a power of two, at least 2^-1000) is 0 instead, and flushed is
/// set. Exact, no flag: x is multiplied only when its result is at least
/// floor, by powers of two of at most 2^+-512 at a time, each intermediate
/// between x and the result.
inline bool scaled_by_pow2(double x, int k, double floor, int ceil_top, double& out, bool& flushed) noexcept {
  if (x == 0.0) {
    out = x;
    return true;
  }
  int top = 0, low = 0;
  bit_span(x, top, low);
  if (top + k >= ceil_top) return false;
  int floor_top = 0, floor_low = 0;
  bit_span(floor, floor_top, floor_low);
  if (top + k < floor_top) {
    out = 0.0;
    flushed = true;
    return true;
  }
  for (; k > 512; k -= 512) x *= pow2(512);
  for (; k < -512; k += 512) x *= pow2(-512);
  out = x * pow2(k);
  return true;
}

/// A sum S = x_0 y_0 + ... + x_{K-1} y_{K-1} + c of doubles whose
/// exponents span more than a filter's screen, as its terms scaled by one
/// power of two 2^-E (the sign of S does not change): E = max(e_x + e_y)
/// over the nonzero products, with 2^e_x <= |x| < 2^(e_x + 1), so the
/// largest product lands in [1, 4). Each product is formed from the
/// factors' significands (exact, in [1, 2)), whose product rounds as
/// fl(x y) would without underflow or overflow, and then scaled exactly. A
/// term whose scaled magnitude would fall below `floor` (a power of two, at
/// least 2^-1000) is 0 instead, and so is c 2^-E (scaled_by_pow2); flushed
/// is set then. Each replaced value was below floor in magnitude (a
/// rounded product below the power of two floor comes from one below it).
/// far is set instead when |c 2^-E| >= 2^8: the
/// products sum to less than 4 K <= 16 in magnitude, so S has the sign of c
/// (t and c are then unspecified).
template <int K>
struct ScaledProducts {
  double t[K];
  double c;
  bool flushed;
  bool far;
};

/// For a finite x != 0: its significand m (x = m 2^e with 1 <= |m| < 2, the
/// sign of x) and e. Exact, no flag: the significand's bits are copied (a
/// subnormal is first scaled by 2^64, exactly).
inline double significand(double x, int& e) noexcept {
  int shift = 0;
  if (exponent_field(x) == 0) {
    x *= 0x1p64;
    shift = 64;
  }
  const std::uint64_t b = to_bits(x);
  e = static_cast<int>((b >> 52) & 0x7ffu) - 1023 - shift;
  return from_bits<double>((b & 0x800fffffffffffffu) | (std::uint64_t{1023} << 52));
}

/// out = the scaled terms of x.y + c above; false (out unspecified) when
/// every product x_k y_k is zero (S = c). x, y, c finite. No flag but
/// inexact (the products round): the significands are copied, their
/// products lie in [1, 4), each kept term is multiplied by a power of two
/// 2^d with floor / 2 <= 2^d <= 1 into [floor, 4), and c is scaled by
/// scaled_by_pow2.
template <int K>
inline bool scaled_products(const double (&x)[K], const double (&y)[K], double c, double floor,
                            ScaledProducts<K>& out) noexcept {
  static_assert(K >= 1 && K <= 4, "geoverify: the far rule and kSum4Bound take at most four products");
  double m[K];
  int e[K], emax = -5000;
  for (int k = 0; k < K; ++k) {
    e[k] = -5000;
    if (x[k] == 0.0 || y[k] == 0.0) continue;
    int ex = 0, ey = 0;
    m[k] = significand(x[k], ex) * significand(y[k], ey);  // rounds as fl(x y) would, in [1, 4)
    e[k] = ex + ey;
    emax = e[k] > emax ? e[k] : emax;
  }
  if (emax == -5000) return false;
  int floor_top = 0, floor_low = 0;
  bit_span(floor, floor_top, floor_low);
  out.flushed = false;
  for (int k = 0; k < K; ++k) {
    const int d = e[k] - emax;  // the scaled product lies in [2^d, 2^(d + 2))
    if (e[k] == -5000) {
      out.t[k] = 0.0;
    } else if (d + 2 <= floor_top) {
      out.t[k] = 0.0;
      out.flushed = true;
    } else {
      out.t[k] = m[k] * pow2(d);  // d in [floor_top - 1, 0]: exact, at least floor / 2 ...
      if (std::fabs(out.t[k]) < floor) {  // ... and below floor: flushed like the rest
        out.t[k] = 0.0;
        out.flushed = true;
      }
    }
  }
  bool c_flushed = false;
  out.far = !scaled_by_pow2(c, -emax, floor, 8, out.c, c_flushed);
  out.flushed = out.flushed || c_flushed;
  return true;
}

/// The sign of S = x_0 y_0 + x_1 y_1 + x_2 y_2 + c for finite doubles of
/// any exponents, certified on its scaled terms (scaled_products with floor
/// kScreenLo = 2^-450): exact when every product is zero (S = c) or when c
/// is far; otherwise the filter of a sum of four terms, kSum4Bound M~,
/// or undecided. The flushed terms need nothing more: they sum to less than
/// 4 2^-450, and the bound's slack 4u 2^-20 M~ exceeds that, since M~ holds
/// the largest term, at least 1 (docs/error-bounds.md, "Sums of at most
/// four terms"); so it never certifies a zero either. No flag but inexact.
inline FilteredSign sign_of_scaled_sum(const double (&x)[3], const double (&y)[3], double c) noexcept {
  ScaledProducts<3> a;
  if (!scaled_products(x, y, c, kScreenLo, a) || a.far) return {c > 0 ? 1 : (c < 0 ? -1 : 0), true};
  const double mag = ((std::fabs(a.t[0]) + std::fabs(a.t[1])) + std::fabs(a.t[2])) + std::fabs(a.c);
  return filtered_sign(((a.t[0] + a.t[1]) + a.t[2]) + a.c, mag);
}

}  // namespace detail
}  // namespace gv

#endif  // GEOVERIFY_CORE_DETAIL_RESCALE_H
