// SPDX-License-Identifier: MIT
// geoverify generators: integer vectors, for the constructions that build
// exact contacts on an integer grid (ray-sphere, segment-triangle,
// sphere-triangle, capsule-capsule). A generator derives from IntegerVectors
// and calls these unqualified. Every draw is made in a fixed order (braced
// lists evaluate left to right), so a seed gives the same case under every
// compiler.
#ifndef GEOVERIFY_GEN_IVEC_H
#define GEOVERIFY_GEN_IVEC_H

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <numeric>

#include "geoverify/gen/scalars.h"

namespace gv {
namespace gen {

struct IntegerVectors {
  using I = std::int64_t;
  using V = std::array<I, 3>;

  static V add(const V& a, const V& b) { return {a[0] + b[0], a[1] + b[1], a[2] + b[2]}; }
  static V sub(const V& a, const V& b) { return {a[0] - b[0], a[1] - b[1], a[2] - b[2]}; }
  static V mul(const V& a, I k) { return {a[0] * k, a[1] * k, a[2] * k}; }
  static V axpy(const V& a, const V& b, I k) { return add(a, mul(b, k)); }
  static I dot(const V& a, const V& b) { return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]; }
  static V cross(const V& a, const V& b) {
    return {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
  }
  static I iabs(I x) { return x < 0 ? -x : x; }
  static I max_abs(const V& a) { return std::max(iabs(a[0]), std::max(iabs(a[1]), iabs(a[2]))); }
  static bool is_zero(const V& a) { return a[0] == 0 && a[1] == 0 && a[2] == 0; }
  static int sign(I x) { return x > 0 ? 1 : x < 0 ? -1 : 0; }
  /// s times the i-th axis.
  static V unit(int i, I s) {
    V v{0, 0, 0};
    v[static_cast<std::size_t>(i)] = s;
    return v;
  }
  /// a divided by the gcd of its components (a != 0).
  static V primitive(const V& a) {
    const I g = std::gcd(std::gcd(iabs(a[0]), iabs(a[1])), iabs(a[2]));
    return g > 1 ? V{a[0] / g, a[1] / g, a[2] / g} : a;
  }

  /// +1 or -1, one coin.
  template <class Src>
  static I some_sign(Src& src) {
    return coin(src) ? 1 : -1;
  }
  /// Three grid_int(bits) draws, x then y then z.
  template <class Src>
  static V grid_ivec(Src& src, int bits) {
    return {grid_int(src, bits), grid_int(src, bits), grid_int(src, bits)};
  }
};

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_IVEC_H
