// SPDX-License-Identifier: MIT
// geoverify generators: rays aimed at a point of a shape, for the quantity
// queries (ray-aabb-hit, ray-triangle-hit), whose hit parameter is then
// almost never a value of T:
//   kAimed    from a random origin in [-4, 4]^3 towards the target;
//   kFar      from 2^10 to 2^40 times farther, so that differences of
//             coordinates cancel most of the shape's digits;
//   kSlow     kAimed with the direction scaled by 2^-20 to 2^-100: the hit
//             parameter is huge (and reciprocals of the direction near the
//             top of T's range);
//   kBehind   kAimed turned around: the line meets the shape behind the
//             origin (t < 0), so a routine that does not clip t reports a hit.
#ifndef GEOVERIFY_GEN_AIMED_H
#define GEOVERIFY_GEN_AIMED_H

#include <array>
#include <cmath>
#include <cstddef>

#include "geoverify/core/shapes.h"
#include "geoverify/gen/scalars.h"

namespace gv {
namespace gen {

enum class Aim { kAimed, kFar, kSlow, kBehind };

/// The class names of a quantity query's generator: the first N of its
/// relation query's (base), then its own (more).
template <std::size_t N, std::size_t M, std::size_t K>
constexpr std::array<const char*, N + K> classes_then(const std::array<const char*, M>& base,
                                                      const std::array<const char*, K>& more) {
  static_assert(N <= M, "more classes taken than the base has");
  std::array<const char*, N + K> out{};
  for (std::size_t k = 0; k < N; ++k) out[k] = base[k];
  for (std::size_t k = 0; k < K; ++k) out[N + k] = more[k];
  return out;
}

/// A half-line (tmin 0, tmax +infinity) aimed at target as `aim` says.
template <class T, class Src>
Ray<T> aimed_ray(Src& src, const Vec3<T>& target, Aim aim) {
  const T away = aim == Aim::kFar ? std::ldexp(T(1), static_cast<int>(int_in(src, 10, 40))) : T(4);
  const Vec3<T> o{away * unit_real<T>(src), away * unit_real<T>(src), away * unit_real<T>(src)};
  Vec3<T> d{target.x - o.x, target.y - o.y, target.z - o.z};
  if (aim == Aim::kSlow) {
    const int k = -static_cast<int>(int_in(src, 20, 100));
    d = {std::ldexp(d.x, k), std::ldexp(d.y, k), std::ldexp(d.z, k)};
  }
  if (aim == Aim::kBehind) d = {-d.x, -d.y, -d.z};
  return {o, d};
}

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_AIMED_H
