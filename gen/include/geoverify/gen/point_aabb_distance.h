// SPDX-License-Identifier: MIT
// geoverify generators: point-aabb-distance cases. Points placed exactly on
// the integer grid relative to a grid box -- inside, on a face, an edge or a
// corner (distance 0), and beyond a face, an edge or a corner by grid steps
// (squared distances that are integers) -- one ulp off the surface, boxes
// flat or a point, and the magnitudes where the squares round, underflow or
// overflow: tiny (the configuration in the subnormal range: a squared
// distance of two disjoint shapes below the least subnormal), huge (squares
// past the largest value), far-small (a unit box and a point 2^20 to 2^60
// from the origin: min - p cancels).
#ifndef GEOVERIFY_GEN_POINT_AABB_DISTANCE_H
#define GEOVERIFY_GEN_POINT_AABB_DISTANCE_H

#include <array>
#include <cmath>
#include <cstddef>

#include "geoverify/gen/grid.h"
#include "geoverify/gen/out_of_line.h"
#include "geoverify/gen/placement.h"
#include "geoverify/gen/scalars.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace gen {

template <class T>
struct Generator<query::PointAabbDistance<T>> : OutOfLineMake<query::PointAabbDistance<T>> {
  using C = query::PointAabbDistance<T>;
  static constexpr std::array<const char*, 13> kClasses{
      "random-real", "random-bits", "inside",   "on-face", "on-edge", "on-corner", "beyond-face",
      "beyond-edge", "beyond-corner", "ulp-off", "tiny",    "huge",    "far-small"};

  /// A point beyond `out` faces of b (grid steps 1..16 past the bound on
  /// `out` axes, inside the range on the others).
  template <class Src>
  static Vec3<T> beyond(Src& src, const Aabb<T>& b, int out) {
    Vec3<T> q = grid_point_in<T>(src, b);
    const int first = static_cast<int>(src.draw(3));
    for (int k = 0; k < out; ++k) {
      const int i = (first + k) % 3;
      const T step = T(int_in(src, 1, 16));
      set(q, i, coin(src) ? get(b.min, i) - step : get(b.max, i) + step);
    }
    return q;
  }

  template <class Src>
  static C grid(Src& src) {
    C c{};
    c.box = grid_box<T>(src, 6);
    const int where = static_cast<int>(src.draw(7));  // inside, on 1..3, beyond 1..3
    c.point.p = where == 0 ? grid_point_in<T>(src, c.box)
                : where <= 3 ? boundary_point<T>(src, c.box, where)
                             : beyond(src, c.box, where - 3);
    return c;
  }

  template <class Src>
  static C generate(Src& src, std::size_t cls) {
    C c{};
    switch (cls) {
      case 0:  // random-real
        c.box = spanned_box<T>([&] { return unit_real<T>(src); });
        c.point.p = {T(2) * unit_real<T>(src), T(2) * unit_real<T>(src), T(2) * unit_real<T>(src)};
        break;
      case 1: {  // random-bits
        auto pick = [&] { return one_in(src, 3) ? special<T>(src) : any_finite<T>(src); };
        c.box = spanned_box<T>(pick);
        c.point.p = {pick(), pick(), pick()};
        break;
      }
      case 2: c.box = grid_box<T>(src, 6), c.point.p = grid_point_in<T>(src, c.box); break;
      case 3:
      case 4:
      case 5:  // on a face, an edge, a corner
        c.box = grid_box<T>(src, 6);
        c.point.p = boundary_point<T>(src, c.box, static_cast<int>(cls) - 2);
        break;
      case 6:
      case 7:
      case 8:  // beyond a face, an edge, a corner
        c.box = grid_box<T>(src, 6);
        c.point.p = beyond(src, c.box, static_cast<int>(cls) - 5);
        break;
      case 9: {  // ulp-off: a surface point moved one ulp along an axis
        c.box = grid_box<T>(src, 6);
        c.point.p = boundary_point<T>(src, c.box, 1 + static_cast<int>(src.draw(3)));
        const int i = static_cast<int>(src.draw(3));
        set(c.point.p, i, ulps(get(c.point.p, i), coin(src) ? 1 : -1));
        break;
      }
      case 10: c = place_subnormal(grid(src), src); break;  // tiny
      case 11: c = place_huge(grid(src), src); break;       // huge
      default: {  // far-small: a unit box and a point near it, far from the origin
        const T far = std::ldexp(T(1), static_cast<int>(int_in(src, 20, 60)));
        const Vec3<T> o{far * unit_real<T>(src), far * unit_real<T>(src), far * unit_real<T>(src)};
        c.box = spanned_box<T>([&] { return unit_real<T>(src); });
        c.box = {{o.x + c.box.min.x, o.y + c.box.min.y, o.z + c.box.min.z},
                 {o.x + c.box.max.x, o.y + c.box.max.y, o.z + c.box.max.z}};
        c.point.p = {o.x + T(2) * unit_real<T>(src), o.y + T(2) * unit_real<T>(src), o.z + T(2) * unit_real<T>(src)};
        if (c.box.min.x > c.box.max.x || c.box.min.y > c.box.max.y || c.box.min.z > c.box.max.z) c.box.max = c.box.min;
        break;
      }
    }
    return c;
  }
};

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_POINT_AABB_DISTANCE_H
