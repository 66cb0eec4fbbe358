// SPDX-License-Identifier: MIT
// geoverify generators: ray-aabb-hit cases. Ray-aabb's classes (the same
// shapes: exact contact on the grid, zero and -0.0 direction components,
// grazing rays, clipped ranges, ...), then three that stress the entry
// parameter itself, where it is almost never a value of T:
//   aimed       a random box and a ray from a random origin aimed at a
//               full-precision point inside it;
//   aimed-far   the same with the origin 2^10 to 2^40 box sizes away, so
//               that min_i - o_i cancels most of the box's digits;
//   aimed-slow  the direction scaled by 2^-20 to 2^-100, so that the entry
//               parameter is huge (and 1/dir_i near the top of T's range).
#ifndef GEOVERIFY_GEN_RAY_AABB_HIT_H
#define GEOVERIFY_GEN_RAY_AABB_HIT_H

#include <array>
#include <cmath>
#include <cstddef>

#include "geoverify/gen/out_of_line.h"
#include "geoverify/gen/ray_aabb.h"
#include "geoverify/gen/scalars.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace gen {

template <class T>
struct Generator<query::RayAabbHit<T>> : OutOfLineMake<query::RayAabbHit<T>> {
  using C = query::RayAabbHit<T>;
  using Shapes = Generator<query::RayAabb<T>>;
  static constexpr std::size_t kShapeClasses = Shapes::kClasses.size();
  static constexpr std::array<const char*, kShapeClasses + 3> kClasses = [] {
    std::array<const char*, kShapeClasses + 3> out{};
    for (std::size_t k = 0; k < kShapeClasses; ++k) out[k] = Shapes::kClasses[k];
    out[kShapeClasses] = "aimed";
    out[kShapeClasses + 1] = "aimed-far";
    out[kShapeClasses + 2] = "aimed-slow";
    return out;
  }();

  template <class Src>
  static C generate(Src& src, std::size_t cls) {
    if (cls < kShapeClasses) {
      const query::RayAabb<T> c = Shapes::generate(src, cls);
      return {c.ray, c.box};
    }
    C c{};
    c.box = spanned_box<T>([&] { return unit_real<T>(src); });
    const auto inside = [&](T lo, T hi) {
      const T p = lo + (hi - lo) * std::fabs(unit_real<T>(src));
      return p > hi ? hi : p;
    };
    const Vec3<T> p{inside(c.box.min.x, c.box.max.x), inside(c.box.min.y, c.box.max.y),
                    inside(c.box.min.z, c.box.max.z)};
    const T away = cls == kShapeClasses + 1 ? std::ldexp(T(1), static_cast<int>(int_in(src, 10, 40))) : T(4);
    const Vec3<T> o{away * unit_real<T>(src), away * unit_real<T>(src), away * unit_real<T>(src)};
    Vec3<T> d{p.x - o.x, p.y - o.y, p.z - o.z};
    if (cls == kShapeClasses + 2) {
      const int k = -static_cast<int>(int_in(src, 20, 100));
      d = {std::ldexp(d.x, k), std::ldexp(d.y, k), std::ldexp(d.z, k)};
    }
    c.ray = {o, d};
    return c;
  }
};

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_RAY_AABB_HIT_H
