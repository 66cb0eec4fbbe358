// SPDX-License-Identifier: MIT
// geoverify generators: placing a configuration at a magnitude.
//
// A configuration built on the integer grid is moved to the subnormal range,
// to the top of the finite range, or left near 1 by an exact power-of-two
// scaling of the whole case (query::scaled_case), which preserves its exact
// relation. If a scaling would not be exact, a smaller one is tried.
#ifndef GEOVERIFY_GEN_PLACEMENT_H
#define GEOVERIFY_GEN_PLACEMENT_H

#include <algorithm>
#include <limits>

#include "geoverify/gen/scalars.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace gen {

/// Largest binary exponent among the scalars that scaled_case() scales
/// (positions and lengths; not plane normals or box axes).
template <class C>
int max_scaled_exponent(const C& c) {
  bool exact = true;
  const auto before = query::scalars_of(c);
  const auto after = query::scalars_of(query::scaled_case(c, -1, exact));
  int e = std::numeric_limits<int>::min();
  for (std::size_t i = 0; i < before.size(); ++i) {
    if (before[i] != after[i] && std::isfinite(before[i])) e = std::max(e, exponent_of(before[i]));
  }
  return e == std::numeric_limits<int>::min() ? 0 : e;
}

/// c scaled by 2^k if that is exact; otherwise by the largest exact 2^(k/2^i).
template <class C>
C scaled_exactly(const C& c, int k) {
  while (k != 0) {
    bool exact = true;
    const C r = query::scaled_case(c, k, exact);
    if (exact) return r;
    k /= 2;
  }
  return c;
}

/// Exponent of the lowest set bit of x != 0 (x is a multiple of 2^result).
template <class T>
int low_bit_exponent(T x) {
  int e = 0;
  const T m = std::frexp(std::fabs(x), &e);
  auto bits = static_cast<std::uint64_t>(std::ldexp(m, std::numeric_limits<T>::digits));
  int tz = 0;
  while ((bits & 1u) == 0) {
    bits >>= 1;
    ++tz;
  }
  return e - std::numeric_limits<T>::digits + tz;
}

/// Configuration moved so that its finest bit lands near the smallest
/// subnormal: every scaled value becomes a multiple of denorm_min, exactly,
/// and a grid configuration (integers below 2^11) lies wholly in the
/// subnormal range.
template <class C, class Src>
C place_subnormal(const C& c, Src& src) {
  using T = typename C::Scalar;
  bool exact = true;
  const auto before = query::scalars_of(c);
  const auto after = query::scalars_of(query::scaled_case(c, -1, exact));
  int low = std::numeric_limits<int>::max();
  for (std::size_t i = 0; i < before.size(); ++i) {
    if (before[i] != after[i] && std::isfinite(before[i])) low = std::min(low, low_bit_exponent(before[i]));
  }
  if (low == std::numeric_limits<int>::max()) return c;  // nothing to scale
  const int denorm_exp = std::numeric_limits<T>::min_exponent - std::numeric_limits<T>::digits;  // -149, -1074
  return scaled_exactly(c, denorm_exp - low + static_cast<int>(src.draw(12)));
}

/// Grid configuration moved so that its largest value is within a factor 16
/// of the largest finite value.
template <class C, class Src>
C place_huge(const C& c, Src& src) {
  using T = typename C::Scalar;
  const int k = std::numeric_limits<T>::max_exponent - 1 - max_scaled_exponent(c) - static_cast<int>(src.draw(4));
  return scaled_exactly(c, k);
}

/// A random placement: mostly unchanged, sometimes a moderate power of two.
template <class C, class Src>
C place_moderate(const C& c, Src& src) {
  if (coin(src)) return c;
  return scaled_exactly(c, static_cast<int>(int_in(src, -24, 24)));
}

/// A random scalar of the case moved by one ulp up or down; a step that would
/// make the case invalid (a flat box's min above its max, a zero radius
/// below zero) is redrawn, and after a few tries the case is kept unchanged.
template <class C, class Src>
C ulp_step(const C& c, Src& src) {
  for (int attempt = 0; attempt < 8; ++attempt) {
    auto v = query::scalars_of(c);
    const std::size_t i = static_cast<std::size_t>(src.draw(v.size()));
    v[i] = ulps(v[i], coin(src) ? 1 : -1);
    const C r = query::case_from_scalars<C>(v);
    if (query::valid(r)) return r;
  }
  return c;
}

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_PLACEMENT_H
