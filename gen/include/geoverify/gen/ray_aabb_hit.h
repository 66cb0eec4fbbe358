// SPDX-License-Identifier: MIT
// geoverify generators: ray-aabb-hit cases. Ray-aabb's classes (the same
// shapes: exact contact on the grid, zero and -0.0 direction components,
// grazing rays, clipped ranges, ...), then three that stress the entry
// parameter itself, where it is almost never a value of T: a random box and
// a ray aimed at a full-precision point inside it (aimed.h: aimed,
// aimed-far, aimed-slow).
#ifndef GEOVERIFY_GEN_RAY_AABB_HIT_H
#define GEOVERIFY_GEN_RAY_AABB_HIT_H

#include <array>
#include <cmath>
#include <cstddef>

#include "geoverify/gen/aimed.h"
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
  static constexpr auto kClasses = classes_then<kShapeClasses>(
      Shapes::kClasses, std::array<const char*, 3>{"aimed", "aimed-far", "aimed-slow"});

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
    c.ray = aimed_ray(src, p, cls == kShapeClasses ? Aim::kAimed : cls == kShapeClasses + 1 ? Aim::kFar : Aim::kSlow);
    return c;
  }
};

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_RAY_AABB_HIT_H
