// SPDX-License-Identifier: MIT
// geoverify generators: scalar building blocks.
//
// Uniform random floats almost never reach the inputs where float routines
// fail, so the generators build most cases on an integer grid (every
// coordinate a small integer), where exact contact can be constructed without
// rounding, and then place the whole configuration at a chosen magnitude by
// an exact power-of-two scaling. The helpers here draw the pieces.
#ifndef GEOVERIFY_GEN_SCALARS_H
#define GEOVERIFY_GEN_SCALARS_H

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

#include "geoverify/core/shapes.h"

namespace gv {
namespace gen {

template <class Src>
bool coin(Src& src) {
  return src.draw(2) == 1;
}

/// True with probability 1/n.
template <class Src>
bool one_in(Src& src, std::uint64_t n) {
  return src.draw(n) == 0;
}

/// Uniform integer in [lo, hi].
template <class Src>
std::int64_t int_in(Src& src, std::int64_t lo, std::int64_t hi) {
  return lo + static_cast<std::int64_t>(src.draw(static_cast<std::uint64_t>(hi - lo) + 1));
}

/// Nonzero integer in [-m, m].
template <class Src>
std::int64_t nonzero_int(Src& src, std::int64_t m) {
  const std::int64_t v = int_in(src, 1, m);
  return coin(src) ? -v : v;
}

/// An integer in [-2^bits, 2^bits], small magnitudes more likely (a random
/// bit width first, then a value of that width).
template <class Src>
std::int64_t grid_int(Src& src, int bits) {
  const int w = static_cast<int>(int_in(src, 0, bits));
  const std::int64_t m = (std::int64_t{1} << w);
  return int_in(src, -m, m);
}

/// Grid bits usable per coordinate so that dot products of a coordinate with a
/// grid normal stay exact (see the generators).
template <class T>
constexpr int kCoordBits = std::is_same_v<T, float> ? 10 : 22;
template <class T>
constexpr int kNormalBits = std::is_same_v<T, float> ? 6 : 14;

template <class T, class Src>
Vec3<T> grid_vec(Src& src, int bits) {
  return {T(grid_int(src, bits)), T(grid_int(src, bits)), T(grid_int(src, bits))};
}

/// A value in [-1, 1) with a random full-precision mantissa.
template <class T, class Src>
T unit_real(Src& src) {
  constexpr int digits = std::numeric_limits<T>::digits;
  const std::int64_t m = int_in(src, -(std::int64_t{1} << digits), (std::int64_t{1} << digits) - 1);
  return std::ldexp(T(m), -digits);
}

/// A point of [-1, 1)^3 with full-precision coordinates (unit_real).
template <class T, class Src>
Vec3<T> unit_point(Src& src) {
  const T x = unit_real<T>(src), y = unit_real<T>(src), z = unit_real<T>(src);  // drawn in this order
  return {x, y, z};
}

/// a + s d, each coordinate rounded in T.
template <class T>
Vec3<T> along(const Vec3<T>& a, T s, const Vec3<T>& d) {
  return {a.x + s * d.x, a.y + s * d.y, a.z + s * d.z};
}

/// A finite value from random bits: every exponent equally likely.
template <class T, class Src>
T any_finite(Src& src) {
  for (;;) {
    T x;
    if constexpr (std::is_same_v<T, float>) {
      const auto bits = static_cast<std::uint32_t>(src.draw(std::uint64_t{1} << 32));
      std::memcpy(&x, &bits, sizeof x);
    } else {
      const std::uint64_t bits = (src.draw(std::uint64_t{1} << 32) << 32) | src.draw(std::uint64_t{1} << 32);
      std::memcpy(&x, &bits, sizeof x);
    }
    if (std::isfinite(x)) return x;
  }
}

/// One of the values where float code is known to misbehave: zeros of both
/// signs, the smallest subnormal, the smallest normal, one, the largest finite
/// value, and their negatives.
template <class T, class Src>
T special(Src& src) {
  using L = std::numeric_limits<T>;
  const T values[] = {T(0), -T(0), L::denorm_min(), L::min(), T(1), T(0.5), L::max(), L::epsilon()};
  const T v = values[src.draw(sizeof values / sizeof values[0])];
  return coin(src) ? -v : v;
}

/// x moved by k ulps (k may be negative), stopping at the largest finite value.
template <class T>
T ulps(T x, int k) {
  const T dir = k > 0 ? std::numeric_limits<T>::max() : -std::numeric_limits<T>::max();
  for (int i = 0; i < (k > 0 ? k : -k); ++i) x = std::nextafter(x, dir);
  return x;
}

/// The exponent e such that 2^e <= |x| < 2^(e+1); 0 for x == 0.
template <class T>
int exponent_of(T x) {
  if (x == 0) return 0;
  int e = 0;
  std::frexp(x, &e);
  return e - 1;
}

/// Replaces each zero component with -0.0 with probability 1/2: sign of zero
/// must never change an answer.
template <class T, class Src>
void sprinkle_negative_zeros(Vec3<T>& v, Src& src) {
  if (v.x == 0 && coin(src)) v.x = -T(0);
  if (v.y == 0 && coin(src)) v.y = -T(0);
  if (v.z == 0 && coin(src)) v.z = -T(0);
}

template <class T, class Src>
void sprinkle_negative_zero(T& x, Src& src) {
  if (x == 0 && coin(src)) x = -T(0);
}

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_SCALARS_H
