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
// (u128_scaled_floor_to_double). Degree three needs narrower differences:
// below 2^41, a signed volume x . (y x z) lies below 2^126 and is an I128
// (ray-, segment- and triangle-triangle's frames), compared with a double
// times another such value in I256.
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
    // Masks instead of branches: the signs of the data are random.
    const int shift = (low[i] - lowest) & -static_cast<int>(sig[i] != 0);
    const std::uint64_t mag = (sig[i] >> (tz[i] & 63)) << shift;
    const std::uint64_t neg = std::uint64_t{0} - (to_bits(v[i]) >> 63);
    m[i] = static_cast<std::int64_t>((mag ^ neg) - neg);
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

// ---- signed 128- and 256-bit integers, for degree three and four ------------
//
// Differences of frame integers below 2^b in magnitude give cross-product
// components below 2^(2b + 1) and signed volumes x . (y x z) below 2^(3b + 3):
// for b <= 41, all below 2^126, held exactly by I128, two words in two's
// complement (the callers check b and say so at each call). A comparison of
// such a value with another times a double's significand (below 2^53) takes
// I256, four words, which holds magnitudes below 2^255.

/// A signed integer below 2^127 in magnitude: hi 2^64 + lo in two's
/// complement (hi's top bit the sign).
struct I128 {
  std::uint64_t hi = 0;
  std::uint64_t lo = 0;
};

/// The mask of x's sign: all ones for x < 0, else zero.
inline std::uint64_t sign_mask(std::int64_t x) noexcept {
  return std::uint64_t{0} - (static_cast<std::uint64_t>(x) >> 63);
}

/// a b for int64 values, exactly: the unsigned product of the words, less
/// 2^64 b for a < 0 and 2^64 a for b < 0 (two's complement). No branch.
inline I128 i128_product(std::int64_t a, std::int64_t b) noexcept {
  const std::uint64_t ua = static_cast<std::uint64_t>(a), ub = static_cast<std::uint64_t>(b);
  I128 r;
  mul_wide(ua, ub, r.hi, r.lo);
  r.hi -= (ub & sign_mask(a)) + (ua & sign_mask(b));
  return r;
}

/// a + b and a - b; the caller has shown that the result stays below 2^127.
inline I128 i128_add(const I128& a, const I128& b) noexcept {
  const std::uint64_t lo = a.lo + b.lo;
  return I128{a.hi + b.hi + (lo < a.lo ? 1u : 0u), lo};
}
inline I128 i128_sub(const I128& a, const I128& b) noexcept {
  return I128{a.hi - b.hi - (a.lo < b.lo ? 1u : 0u), a.lo - b.lo};
}

/// a x for an int64 x: the low 128 bits of the two's complement product,
/// which are the product when, as the caller has shown, it stays below 2^127.
inline I128 i128_mul(const I128& a, std::int64_t x) noexcept {
  const std::uint64_t xl = static_cast<std::uint64_t>(x), xh = sign_mask(x);
  I128 r;
  mul_wide(a.lo, xl, r.hi, r.lo);
  r.hi += a.hi * xl + a.lo * xh;
  return r;
}

/// -1, 0 or +1.
inline int i128_sign(const I128& a) noexcept {
  if ((a.hi >> 63) != 0) return -1;
  return (a.hi | a.lo) != 0 ? 1 : 0;
}

/// The arithmetic of a frame's values of degree two, for code written once
/// for both widths: Int64Arith (native instructions) where the caller has
/// shown that every product, sum and difference it forms stays below 2^63
/// in magnitude, I128Arith where they stay below 2^127.
struct Int64Arith {
  using W = std::int64_t;
  static W product(std::int64_t a, std::int64_t b) noexcept { return a * b; }
  static W add(W a, W b) noexcept { return a + b; }
  static W sub(W a, W b) noexcept { return a - b; }
  static int sign(W a) noexcept { return (a > 0) - (a < 0); }
};
struct I128Arith {
  using W = I128;
  static W product(std::int64_t a, std::int64_t b) noexcept { return i128_product(a, b); }
  static W add(const W& a, const W& b) noexcept { return i128_add(a, b); }
  static W sub(const W& a, const W& b) noexcept { return i128_sub(a, b); }
  static int sign(const W& a) noexcept { return i128_sign(a); }
};

/// The magnitude of x or-ed into bits: bit_length(bits) then bounds every
/// magnitude or-ed in (|x| < 2^bit_length(bits)).
inline void or_magnitude(std::uint64_t& bits, std::int64_t x) noexcept {
  const std::uint64_t s = sign_mask(x);
  bits |= (static_cast<std::uint64_t>(x) ^ s) - s;
}

/// The setup of the degree-three frames: for finite points, frames all 3P
/// coordinates together (int_frame) and writes q[k][i] = (pts[k][i] -
/// pts[0][i]) / 2^L, exactly (the frame's integers lie below 2^62, so their
/// differences below 2^63). Returns the bit length of the largest |q[k][i]|,
/// b with every |q[k][i]| < 2^b (0 when every point equals the first), or
/// -1 when the frame refuses the coordinates (their set bits span more than
/// 62 places, or all are zero). A translation changes no relation between
/// the shapes the points span, and the callers bound their products by b.
template <int P>
inline int frame_translated(const double (&pts)[P][3], std::int64_t (&q)[P][3], int& L) noexcept {
  double v[3 * P];
  for (int k = 0; k < P; ++k) {
    for (int i = 0; i < 3; ++i) v[3 * k + i] = pts[k][i];
  }
  std::int64_t m[3 * P];
  if (!int_frame(v, m, L)) return -1;
  std::uint64_t bits = 0;
  for (int k = 0; k < P; ++k) {
    for (int i = 0; i < 3; ++i) {
      q[k][i] = m[3 * k + i] - m[i];
      or_magnitude(bits, q[k][i]);
    }
  }
  return bit_length(bits);
}

/// c = y x z for int64 vectors whose components lie below 2^b in magnitude,
/// b <= 62: each component a difference of two products below 2^(2b), so
/// below 2^(2b + 1), exact.
inline void i128_cross(const std::int64_t (&y)[3], const std::int64_t (&z)[3], I128 (&c)[3]) noexcept {
  c[0] = i128_sub(i128_product(y[1], z[2]), i128_product(y[2], z[1]));
  c[1] = i128_sub(i128_product(y[2], z[0]), i128_product(y[0], z[2]));
  c[2] = i128_sub(i128_product(y[0], z[1]), i128_product(y[1], z[0]));
}

/// x . c; the caller has shown that each product x_k c_k and the sum stay
/// below 2^127 in magnitude (for a signed volume x . (y x z) of differences
/// below 2^b: below 3 2^(3b + 1) < 2^(3b + 3), so b <= 41).
inline I128 i128_dot(const std::int64_t (&x)[3], const I128 (&c)[3]) noexcept {
  return i128_add(i128_add(i128_mul(c[0], x[0]), i128_mul(c[1], x[1])), i128_mul(c[2], x[2]));
}

/// A signed integer of magnitude below 2^255, two's complement over four
/// words, w[0] the lowest.
struct I256 {
  std::uint64_t w[4] = {0, 0, 0, 0};
};

/// a, widened.
inline I256 i256_from(const I128& a) noexcept {
  const std::uint64_t ext = (a.hi >> 63) != 0 ? ~std::uint64_t{0} : 0;
  I256 r;
  r.w[0] = a.lo;
  r.w[1] = a.hi;
  r.w[2] = ext;
  r.w[3] = ext;
  return r;
}

/// -1, 0 or +1.
inline int i256_sign(const I256& a) noexcept {
  if ((a.w[3] >> 63) != 0) return -1;
  return (a.w[0] | a.w[1] | a.w[2] | a.w[3]) != 0 ? 1 : 0;
}

/// -a (a above -2^255, as every I256 here).
inline I256 i256_negate(const I256& a) noexcept {
  I256 r;
  std::uint64_t carry = 1;
  for (int i = 0; i < 4; ++i) {
    r.w[i] = ~a.w[i] + carry;
    carry = (carry != 0 && r.w[i] == 0) ? 1 : 0;
  }
  return r;
}

/// a + b (two's complement, every word with its carry); the caller has
/// shown that the sum stays below 2^255 in magnitude.
inline I256 i256_add(const I256& a, const I256& b) noexcept {
  I256 r;
  std::uint64_t carry = 0;
  for (int i = 0; i < 4; ++i) {
    const std::uint64_t s = a.w[i] + carry;
    const std::uint64_t c1 = s < carry ? 1u : 0u;
    r.w[i] = s + b.w[i];
    carry = c1 + (r.w[i] < s ? 1u : 0u);
  }
  return r;
}

/// a x for an int64 x; the caller has shown that |a x| < 2^255.
inline I256 i256_mul(const I256& a, std::int64_t x) noexcept {
  const bool negative = (a.w[3] >> 63) != 0;
  const I256 mag = negative ? i256_negate(a) : a;
  const std::uint64_t m = x < 0 ? std::uint64_t{0} - static_cast<std::uint64_t>(x) : static_cast<std::uint64_t>(x);
  I256 r;
  std::uint64_t carry = 0;
  for (int i = 0; i < 4; ++i) carry = mul_add_word(mag.w[i], m, r.w[i], carry);  // the last carry is 0 by the bound
  return negative != (x < 0) ? i256_negate(r) : r;
}

/// The number of significant bits of a nonnegative a (0 for a == 0).
inline int i256_bit_length(const I256& a) noexcept {
  for (int i = 3; i >= 0; --i) {
    if (a.w[i] != 0) return 64 * i + bit_length(a.w[i]);
  }
  return 0;
}

/// a 2^s for a nonnegative a and 0 <= s < 256; the caller has shown that it
/// stays below 2^255.
inline I256 i256_shl(const I256& a, int s) noexcept {
  I256 r;
  const int words = s / 64, bits = s % 64;
  for (int i = 3; i >= words; --i) {
    const std::uint64_t hi = a.w[i - words] << bits;
    const std::uint64_t lo = (bits != 0 && i - words - 1 >= 0) ? a.w[i - words - 1] >> (64 - bits) : 0;
    r.w[i] = hi | lo;
  }
  return r;
}

/// The sign of a - b for nonnegative a and b.
inline int i256_compare_magnitudes(const I256& a, const I256& b) noexcept {
  for (int i = 3; i >= 0; --i) {
    if (a.w[i] != b.w[i]) return a.w[i] > b.w[i] ? 1 : -1;
  }
  return 0;
}

/// The sign of a 2^ea - b 2^eb, exactly, for exponents of magnitude below
/// 2^20: the signs first; for equal signs the magnitudes as in
/// u128_compare_scaled (leading places, then the one of the higher exponent
/// shifted to the other's, which then has the other's bit length, below 255).
inline int i256_compare_scaled(const I256& a, int ea, const I256& b, int eb) noexcept {
  const int sa = i256_sign(a), sb = i256_sign(b);
  if (sa != sb) return sa > sb ? 1 : -1;
  if (sa == 0) return 0;
  const I256 ma = sa < 0 ? i256_negate(a) : a, mb = sb < 0 ? i256_negate(b) : b;
  const int ta = i256_bit_length(ma) + ea, tb = i256_bit_length(mb) + eb;  // 2^(t - 1) <= |x| < 2^t
  if (ta != tb) return ta > tb ? sa : -sa;
  const int c = ea >= eb ? i256_compare_magnitudes(i256_shl(ma, ea - eb), mb)
                         : i256_compare_magnitudes(ma, i256_shl(mb, eb - ea));
  return sa * c;
}

}  // namespace detail
}  // namespace gv

#endif  // GEOVERIFY_CORE_DETAIL_INT_FRAME_H
