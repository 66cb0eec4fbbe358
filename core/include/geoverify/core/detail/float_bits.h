// SPDX-License-Identifier: MIT
// geoverify core, internal: floating-point values by their bit patterns:
// neighbours, for the certified parameter bracket (ray_hit.h), and powers of
// two.
#ifndef GEOVERIFY_CORE_DETAIL_FLOAT_BITS_H
#define GEOVERIFY_CORE_DETAIL_FLOAT_BITS_H

#include <cstdint>
#include <cstring>

namespace gv {
namespace detail {

template <class T>
struct FloatBits;
template <>
struct FloatBits<float> {
  using U = std::uint32_t;
};
template <>
struct FloatBits<double> {
  using U = std::uint64_t;
};

template <class T>
inline typename FloatBits<T>::U to_bits(T x) noexcept {
  typename FloatBits<T>::U u;
  std::memcpy(&u, &x, sizeof u);
  return u;
}
template <class T>
inline T from_bits(typename FloatBits<T>::U u) noexcept {
  T x;
  std::memcpy(&x, &u, sizeof x);
  return x;
}

/// The biased exponent field of a double: 1023 + ilogb(x) for a normal x,
/// 0 for zero and subnormals, 2047 for infinities and NaN. No call, no flag.
inline int exponent_field(double x) noexcept { return static_cast<int>((to_bits(x) >> 52) & 0x7ffu); }

/// x = m 2^e exactly for a finite double x: m its signed significand as an
/// integer (|m| < 2^53; 0 for a zero of either sign, with e = 0) and e its
/// exponent in [-1074, 971]. No call, no flag.
inline void integer_parts(double x, std::int64_t& m, int& e) noexcept {
  const std::uint64_t b = to_bits(x);
  const int field = static_cast<int>((b >> 52) & 0x7ffu);
  const std::uint64_t frac = b & ((std::uint64_t{1} << 52) - 1);
  const std::uint64_t sig = field == 0 ? frac : (frac | (std::uint64_t{1} << 52));
  const std::int64_t mag = static_cast<std::int64_t>(sig);
  m = (b >> 63) != 0 ? -mag : mag;
  e = sig == 0 ? 0 : (field == 0 ? -1074 : field - 1075);
}

/// 2^k for -1022 <= k <= 1023, from its bits (no call, no flag).
inline double pow2(int k) noexcept { return from_bits<double>(static_cast<std::uint64_t>(k + 1023) << 52); }

/// Successor and predecessor of a value 0 <= x < +inf, by its bit pattern
/// (nonnegative floats are ordered as their patterns), without raising any
/// flag (std::nextafter may raise underflow or overflow). next_down needs x > 0.
template <class T>
inline T next_up(T x) noexcept {
  return from_bits<T>(to_bits<T>(x) + 1u);  // x == +0.0 -> denorm_min; max -> +inf
}
template <class T>
inline T next_down(T x) noexcept {
  return from_bits<T>(to_bits<T>(x) - 1u);
}

/// x, with -0 as +0: every Bracket gives a zero as +0, an input's -0.0 too.
template <class T>
inline T plus_zero(T x) noexcept {
  return x == T(0) ? T(0) : x;
}

}  // namespace detail
}  // namespace gv

#endif  // GEOVERIFY_CORE_DETAIL_FLOAT_BITS_H
