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
// nanoseconds on word frames and normalisation.
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
/// gives 0), and true. Otherwise false (m unspecified), also when every v_i
/// is zero. v must be finite (an infinity or NaN reads as a number of the
/// largest exponent and gives a meaningless frame).
template <int K>
inline bool int_frame(const double (&v)[K], std::int64_t (&m)[K]) noexcept {
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

/// The sign of a - b: -1, 0 or +1.
inline int u128_compare(const U128& a, const U128& b) noexcept {
  if (a.hi != b.hi) return a.hi > b.hi ? 1 : -1;
  if (a.lo != b.lo) return a.lo > b.lo ? 1 : -1;
  return 0;
}

}  // namespace detail
}  // namespace gv

#endif  // GEOVERIFY_CORE_DETAIL_INT_FRAME_H
