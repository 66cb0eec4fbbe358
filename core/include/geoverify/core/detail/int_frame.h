// SPDX-License-Identifier: MIT
// geoverify core, internal: doubles as the integers of one binary frame.
//
// Why. The exact contacts that reach an exact stage are mostly built on a
// lattice: integer coordinates, or one-ulp steps of them. Where their
// squares no longer fit a double's 53 bits (the grid stage's limit,
// grid_float.h) the values themselves still span few bits, and then they
// are small integers of one frame: every nonzero v_i an integer multiple of
// 2^L below 2^(L + 62) in magnitude, that is v_i = M_i 2^L with |M_i| <
// 2^62. A sum or difference of two such integers lies below 2^63 and is an
// int64; its square lies below 2^126, and a sum of three squares below
// 3 2^126 < 2^128, an unsigned 128-bit integer. So an expression of degree
// two in a few inputs is evaluated exactly with a handful of integer
// instructions, where the integer stage (bigfloat.h) spends tens of
// nanoseconds on word frames and normalisation: sphere-sphere's
// |a.c - b.c|^2 - (a.r + b.r)^2, and point-AABB's squared distance, which
// is compared with doubles c or c^2 as numbers a 2^e (u128_compare_scaled)
// and turned into a double candidate without a floating-point operation
// (u128_scaled_floor_to_double).
//
// Only integer instructions are used: no floating-point flag, and neither
// FMA contraction nor the rounding mode can change a result. The frame does
// not depend on the magnitudes: subnormals and values near DBL_MAX fit as
// well as values near 1, as long as their set bits span at most 62 places.
#ifndef GEOVERIFY_CORE_DETAIL_INT_FRAME_H
#define GEOVERIFY_CORE_DETAIL_INT_FRAME_H

#include <cstdint>

#include "geoverify/core/detail/bigfloat.h"
#include "geoverify/core/detail/float_bits.h"
#include "geoverify/core/detail/rescale.h"

namespace gv {
namespace detail {

/// Set bits of the frame's integers: every |M_i| < 2^kIntFrameBits.
constexpr int kIntFrameBits = 62;

/// For finite v: when the set bits of all nonzero v_i lie within
/// kIntFrameBits consecutive places, m_i = v_i / 2^L exactly, with 2^L the
/// lowest set bit over all of them (|m_i| < 2^62; a zero of either sign
/// gives 0; L in [-1074, 1023]), and true. Otherwise false (m and L
/// unspecified), also when every v_i is zero. v must be finite (an infinity
/// or NaN reads as a number of the largest exponent and gives a meaningless
/// frame).
template <int K>
inline bool int_frame(const double (&v)[K], std::int64_t (&m)[K], int& L) noexcept {
  // One pass for the span, without a branch on the data (a rejected input,
  // whose exponents lie far apart, costs a few instructions per value):
  // |v_i| = sig_i 2^x_i with the lowest set bit at low_i and |v_i| < 2^top_i.
  // A zero gets low = +kNone and top = -kNone, so it widens nothing.
  constexpr int kNone = 1 << 20;
  std::uint64_t sig[K];
  int low[K], tz[K];
  int lowest = kNone, highest = -kNone;
  for (int i = 0; i < K; ++i) {
    const std::uint64_t b = to_bits(v[i]);
    const int field = static_cast<int>((b >> 52) & 0x7ffu);
    const std::uint64_t frac = b & ((std::uint64_t{1} << 52) - 1);
    sig[i] = field == 0 ? frac : (frac | (std::uint64_t{1} << 52));
    tz[i] = trailing_zeros(sig[i] | (std::uint64_t{1} << 63));  // 63 for a zero, never read then
    const int x = field == 0 ? -1074 : field - 1075;
    // top = x + 53: exact for a normal value (2^(x + 52) <= |v_i|); for a
    // subnormal (x = -1074) only a bound, -1021, which changes no answer:
    // beside a normal value, whose top is at least -1021, it is not the
    // highest; among subnormals alone the span is at most 53 either way.
    const bool zero = sig[i] == 0;
    low[i] = zero ? kNone : x + tz[i];
    const int top = zero ? -kNone : x + 53;
    lowest = low[i] < lowest ? low[i] : lowest;
    highest = top > highest ? top : highest;
  }
  if (highest - lowest > kIntFrameBits || lowest == kNone) return false;
  L = lowest;
  for (int i = 0; i < K; ++i) {
    // |m_i| = (sig_i >> tz_i) 2^(low_i - lowest) < 2^(top_i - lowest) <= 2^62; a zero shifts by 0.
    const int shift = sig[i] == 0 ? 0 : low[i] - lowest;
    const std::int64_t mag = static_cast<std::int64_t>((sig[i] >> (tz[i] & 63)) << shift);
    m[i] = (to_bits(v[i]) >> 63) != 0 ? -mag : mag;
  }
  return true;
}

/// An unsigned 128-bit integer hi 2^64 + lo.
struct U128 {
  std::uint64_t hi = 0;
  std::uint64_t lo = 0;
};

/// x^2 for the magnitude of an int64 x (exact: below 2^126 when |x| < 2^63).
inline U128 u128_square(std::int64_t x) noexcept {
  const std::uint64_t a = x < 0 ? std::uint64_t{0} - static_cast<std::uint64_t>(x) : static_cast<std::uint64_t>(x);
  U128 r;
  mul_wide(a, a, r.hi, r.lo);
  return r;
}

/// a += b; the caller has shown that the sum stays below 2^128.
inline void u128_add(U128& a, const U128& b) noexcept {
  a.lo += b.lo;
  a.hi += b.hi + (a.lo < b.lo ? 1u : 0u);
}

/// d0^2 + d1^2 + d2^2 for int64 values of magnitude below 2^63 (differences
/// of frame integers): each square below 2^126, the sum below 3 2^126.
inline U128 u128_norm2(std::int64_t d0, std::int64_t d1, std::int64_t d2) noexcept {
  U128 r = u128_square(d0);
  u128_add(r, u128_square(d1));
  u128_add(r, u128_square(d2));
  return r;
}

/// The sign of a - b: -1, 0 or +1.
inline int u128_compare(const U128& a, const U128& b) noexcept {
  if (a.hi != b.hi) return a.hi > b.hi ? 1 : -1;
  if (a.lo != b.lo) return a.lo > b.lo ? 1 : -1;
  return 0;
}

/// The sign of a b - c e for int64 values of magnitude below 2^63
/// (differences of frame integers), exactly: the products' signs first,
/// then their magnitudes (each below 2^126) as 128-bit integers.
inline int sign_of_cross(std::int64_t a, std::int64_t b, std::int64_t c, std::int64_t e) noexcept {
  const auto sign = [](std::int64_t x) { return (x > 0) - (x < 0); };
  const auto mag = [](std::int64_t x) {
    return x < 0 ? std::uint64_t{0} - static_cast<std::uint64_t>(x) : static_cast<std::uint64_t>(x);
  };
  const int sx = sign(a) * sign(b), sy = sign(c) * sign(e);
  if (sx != sy) return sx > sy ? 1 : -1;
  if (sx == 0) return 0;
  U128 x, y;
  mul_wide(mag(a), mag(b), x.hi, x.lo);
  mul_wide(mag(c), mag(e), y.hi, y.lo);
  return sx * u128_compare(x, y);
}

/// The number of significant bits of x (0 for x == 0).
inline int bit_length(std::uint64_t x) noexcept {
#if defined(__GNUC__) || defined(__clang__)
  return x == 0 ? 0 : 64 - __builtin_clzll(x);
#else
  int n = 0;
  for (; x != 0; x >>= 1) ++n;
  return n;
#endif
}

/// The number of significant bits of a (0 for a == 0): 2^(n-1) <= a < 2^n.
inline int u128_bit_length(const U128& a) noexcept { return a.hi != 0 ? 64 + bit_length(a.hi) : bit_length(a.lo); }

/// a 2^s for 0 <= s < 128; the caller has shown that it stays below 2^128.
inline U128 u128_shl(const U128& a, int s) noexcept {
  if (s == 0) return a;
  if (s >= 64) return U128{a.lo << (s - 64), 0};
  return U128{(a.hi << s) | (a.lo >> (64 - s)), a.lo << s};
}

/// floor(a / 2^s) for 0 <= s < 128.
inline U128 u128_shr(const U128& a, int s) noexcept {
  if (s == 0) return a;
  if (s >= 64) return U128{0, a.hi >> (s - 64)};
  return U128{a.hi >> s, (a.lo >> s) | (a.hi << (64 - s))};
}

/// The sign of a 2^ea - b 2^eb, exactly, for exponents of magnitude below
/// 2^20. Numbers whose leading bits differ in place compare by place;
/// otherwise the one of the higher exponent, shifted to the other's, has
/// the other's bit length, at most 128, and the two compare as integers.
inline int u128_compare_scaled(const U128& a, int ea, const U128& b, int eb) noexcept {
  const int na = u128_bit_length(a), nb = u128_bit_length(b);
  if (na == 0 || nb == 0) return na != 0 ? 1 : (nb != 0 ? -1 : 0);
  const int ta = na + ea, tb = nb + eb;  // 2^(t - 1) <= x < 2^t
  if (ta != tb) return ta > tb ? 1 : -1;
  return ea >= eb ? u128_compare(u128_shl(a, ea - eb), b) : u128_compare(a, u128_shl(b, eb - ea));
}

/// The largest double at most a 2^e (exponent of magnitude below 2^20):
/// DBL_MAX when a 2^e exceeds it, 0 when it lies below the least subnormal.
/// Integer instructions only: no flag.
inline double u128_scaled_floor_to_double(const U128& a, int e) noexcept {
  const int n = u128_bit_length(a);
  if (n == 0) return 0.0;
  const int shift = n > 53 ? n - 53 : 0;  // a 2^e >= m 2^x: the leading 53 bits (or all)
  std::uint64_t m = u128_shr(a, shift).lo;
  int x = e + shift;
  const int b = bit_length(m);
  const int lead = x + b - 1;  // 2^lead <= m 2^x < 2^(lead + 1)
  if (lead > 1023) return from_bits<double>(0x7fefffffffffffffull);  // DBL_MAX
  if (lead >= -1022) {  // normal: m to 53 bits, the exponent field lead + 1023
    m <<= 53 - b;
    return from_bits<double>((static_cast<std::uint64_t>(lead + 1023) << 52) | (m & ((std::uint64_t{1} << 52) - 1)));
  }
  // subnormal: m 2^x below 2^-1022 as k 2^-1074, k < 2^52, rounded down
  if (x >= -1074) return from_bits<double>(m << (x + 1074));
  const int drop = -1074 - x;
  return drop >= 64 ? 0.0 : from_bits<double>(m >> drop);
}

}  // namespace detail
}  // namespace gv

#endif  // GEOVERIFY_CORE_DETAIL_INT_FRAME_H
