// SPDX-License-Identifier: MIT
// geoverify generators: ray-sphere-hit cases. Ray-sphere's classes (the same
// shapes: tangent rays on the grid, origins on the sphere and inside the
// ball, ends on the sphere, point balls, zero and scaled directions, grazing
// far rays, squares that under- or overflow, ...), then seven that stress the
// hit parameter, a root of a quadratic that is almost never a value of T:
//   aimed, aimed-far, aimed-slow, behind  a random ball and a ray aimed at a
//                 full-precision point inside it (aimed.h), or turned away;
//   unit-aimed    aimed with the direction normalised in T, as callers of
//                 the textbook routines (which assume |dir| = 1) pass it;
//   unit-far      the same from 2^10 to 2^40 away;
//   near-surface  a unit ray from just outside the sphere (2^-4 to 2^-40 of
//                 r away) into the ball: t1 ~ k / 2|b| is tiny beside |b|,
//                 so -b - sqrt(b^2 - k) cancels in the quadratic formula.
#ifndef GEOVERIFY_GEN_RAY_SPHERE_HIT_H
#define GEOVERIFY_GEN_RAY_SPHERE_HIT_H

#include <array>
#include <cmath>
#include <cstddef>

#include "geoverify/gen/aimed.h"
#include "geoverify/gen/out_of_line.h"
#include "geoverify/gen/ray_sphere.h"
#include "geoverify/gen/scalars.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace gen {

template <class T>
struct Generator<query::RaySphereHit<T>> : OutOfLineMake<query::RaySphereHit<T>> {
  using C = query::RaySphereHit<T>;
  using Shapes = Generator<query::RaySphere<T>>;
  static constexpr std::size_t kShapeClasses = Shapes::kClasses.size();
  static constexpr auto kClasses = classes_then<kShapeClasses>(
      Shapes::kClasses, std::array<const char*, 7>{"aimed", "aimed-far", "aimed-slow", "behind", "unit-aimed",
                                                   "unit-far", "near-surface"});

  /// dir / |dir| in T (a zero dir stays zero).
  static Vec3<T> normalised(const Vec3<T>& d) {
    const T len = std::sqrt(d.x * d.x + d.y * d.y + d.z * d.z);
    if (!(len > T(0)) || !std::isfinite(len)) return d;
    return {d.x / len, d.y / len, d.z / len};
  }

  template <class Src>
  static C generate(Src& src, std::size_t cls) {
    if (cls < kShapeClasses) {
      const query::RaySphere<T> c = Shapes::generate(src, cls);
      return {c.ray, c.sphere};
    }
    C c{};
    c.sphere = {{unit_real<T>(src), unit_real<T>(src), unit_real<T>(src)}, T(0.125) + std::fabs(unit_real<T>(src))};
    const std::size_t own = cls - kShapeClasses;
    if (own == 6) {  // near-surface: o = c + (1 + eps) r u, aimed at a point inside
      const Vec3<T> u = normalised({unit_real<T>(src), unit_real<T>(src), unit_real<T>(src)});
      const T out = c.sphere.r * (T(1) + std::ldexp(T(1), -static_cast<int>(int_in(src, 4, 40))));
      c.ray.o = {c.sphere.c.x + out * u.x, c.sphere.c.y + out * u.y, c.sphere.c.z + out * u.z};
      const T in = c.sphere.r * T(0.5) * std::fabs(unit_real<T>(src));
      const Vec3<T> v = normalised({unit_real<T>(src), unit_real<T>(src), unit_real<T>(src)});
      const Vec3<T> p{c.sphere.c.x + in * v.x, c.sphere.c.y + in * v.y, c.sphere.c.z + in * v.z};
      c.ray.dir = normalised({p.x - c.ray.o.x, p.y - c.ray.o.y, p.z - c.ray.o.z});
      return c;
    }
    // A point inside the ball: the centre plus up to 0.9 r along a random direction.
    const T in = c.sphere.r * T(0.9) * std::fabs(unit_real<T>(src));
    const Vec3<T> v = normalised({unit_real<T>(src), unit_real<T>(src), unit_real<T>(src)});
    const Vec3<T> p{c.sphere.c.x + in * v.x, c.sphere.c.y + in * v.y, c.sphere.c.z + in * v.z};
    static constexpr Aim kAims[] = {Aim::kAimed, Aim::kFar, Aim::kSlow, Aim::kBehind, Aim::kAimed, Aim::kFar};
    c.ray = aimed_ray(src, p, kAims[own]);
    if (own >= 4) c.ray.dir = normalised(c.ray.dir);
    return c;
  }
};

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_RAY_SPHERE_HIT_H
