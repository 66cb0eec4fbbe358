// SPDX-License-Identifier: MIT
// geoverify generators: integer vectors of integer length, for exact contact
// at a distance (a ball touching a box's edge or corner, two tangent balls).
//
// A vector (a, b, c) with a^2 + b^2 + c^2 == len^2 puts two points exactly
// len apart with small integer coordinates: the small tables (Pythagorean
// triples and quadruples) keep every square exact in T; big_lattice() draws
// large ones whose squares round in T, so that a routine squaring in T
// decides exact contact on rounded values.
#ifndef GEOVERIFY_GEN_LATTICE_H
#define GEOVERIFY_GEN_LATTICE_H

#include <cstdint>
#include <type_traits>

#include "geoverify/gen/scalars.h"

namespace gv {
namespace gen {

/// An integer lattice vector of integer length: {components..., length}.
struct LatticeVector {
  std::int64_t a, b, c, len;
};
/// Pythagorean triples (two nonzero components).
inline constexpr LatticeVector kEdgeTriples[] = {{3, 4, 0, 5},   {5, 12, 0, 13},  {8, 15, 0, 17},
                                                 {7, 24, 0, 25}, {20, 21, 0, 29}, {12, 35, 0, 37}};
/// Pythagorean quadruples (three nonzero components).
inline constexpr LatticeVector kCornerQuadruples[] = {{1, 2, 2, 3},   {2, 3, 6, 7},   {1, 4, 8, 9},
                                                      {4, 4, 7, 9},   {2, 6, 9, 11},  {6, 6, 7, 11},
                                                      {8, 9, 12, 17}, {2, 10, 11, 15}};

/// A lattice vector of integer length whose squares are not exact in T:
/// Pythagorean triples (m^2 - n^2, 2mn; m^2 + n^2) when fixed == 2 (two
/// nonzero components) and quadruples (m^2 + n^2 - p^2 - q^2, 2(mq + np),
/// 2(nq - mp); m^2 + n^2 + p^2 + q^2) otherwise, with parameters below 2^10
/// (float) or 2^24 (double): every component and the length are exact in T,
/// their squares round.
template <class T, class Src>
LatticeVector big_lattice(Src& src, int fixed) {
  constexpr int kParamBits = std::is_same_v<T, float> ? 10 : 24;
  auto pick = [&] { return int_in(src, 1, std::int64_t{1} << kParamBits); };
  const std::int64_t m = pick(), n = pick();
  if (fixed == 2) {
    const std::int64_t hi = m > n ? m : n, lo = m > n ? n : m + 1;  // hi > lo unless m == n
    const std::int64_t big = hi == lo ? hi + 1 : hi;
    return {big * big - lo * lo, 2 * big * lo, 0, big * big + lo * lo};
  }
  const std::int64_t p = pick(), q = pick();
  const std::int64_t a = m * m + n * n - p * p - q * q, c = 2 * (n * q - m * p);
  return {a < 0 ? -a : a, 2 * (m * q + n * p), c < 0 ? -c : c, m * m + n * n + p * p + q * q};
}

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_LATTICE_H
