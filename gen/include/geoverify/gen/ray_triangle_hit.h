// SPDX-License-Identifier: MIT
// geoverify generators: ray-triangle-hit cases. Ray-triangle's single-case
// classes (the same shapes: exact contact through edges and vertices on the
// grid, rays in the plane, parallel, degenerate triangles, point-like rays,
// clipped ranges, ...; not its closed meshes, which judge the relation's
// watertightness), then four that stress the hit parameter (aimed.h): a
// random triangle and a ray aimed at a full-precision point of it (aimed,
// aimed-far, aimed-slow), and the same ray turned around (behind), which
// meets the triangle's line at t < 0 only.
#ifndef GEOVERIFY_GEN_RAY_TRIANGLE_HIT_H
#define GEOVERIFY_GEN_RAY_TRIANGLE_HIT_H

#include <array>
#include <cmath>
#include <cstddef>

#include "geoverify/gen/aimed.h"
#include "geoverify/gen/out_of_line.h"
#include "geoverify/gen/ray_triangle.h"
#include "geoverify/gen/scalars.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace gen {

template <class T>
struct Generator<query::RayTriangleHit<T>> : OutOfLineMake<query::RayTriangleHit<T>> {
  using C = query::RayTriangleHit<T>;
  using Shapes = Generator<query::RayTriangle<T>>;
  /// Ray-triangle's classes before its two mesh classes (the last two).
  static constexpr std::size_t kShapeClasses = Shapes::kClasses.size() - 2;
  static constexpr auto kClasses = classes_then<kShapeClasses>(
      Shapes::kClasses, std::array<const char*, 4>{"aimed", "aimed-far", "aimed-slow", "behind"});

  template <class Src>
  static C generate(Src& src, std::size_t cls) {
    static_assert(!Shapes::is_mesh_class(kShapeClasses - 1) && Shapes::is_mesh_class(kShapeClasses),
                  "ray-triangle's mesh classes are its last two");
    if (cls < kShapeClasses) {
      const query::RayTriangle<T> c = Shapes::generate(src, cls);
      return {c.ray, c.tri};
    }
    C c{};
    c.tri = {{unit_real<T>(src), unit_real<T>(src), unit_real<T>(src)},
             {unit_real<T>(src), unit_real<T>(src), unit_real<T>(src)},
             {unit_real<T>(src), unit_real<T>(src), unit_real<T>(src)}};
    // A point of the triangle: barycentrics a, b, 1 - a - b, rounded.
    T a = std::fabs(unit_real<T>(src)), b = std::fabs(unit_real<T>(src));
    if (a + b > T(1)) {
      a = T(1) - a;
      b = T(1) - b;
    }
    const auto at = [&](T p0, T p1, T p2) { return p0 + a * (p1 - p0) + b * (p2 - p0); };
    const Vec3<T> p{at(c.tri.p0.x, c.tri.p1.x, c.tri.p2.x), at(c.tri.p0.y, c.tri.p1.y, c.tri.p2.y),
                    at(c.tri.p0.z, c.tri.p1.z, c.tri.p2.z)};
    static constexpr Aim kAims[] = {Aim::kAimed, Aim::kFar, Aim::kSlow, Aim::kBehind};
    c.ray = aimed_ray(src, p, kAims[cls - kShapeClasses]);
    return c;
  }
};

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_RAY_TRIANGLE_HIT_H
