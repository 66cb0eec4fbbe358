// SPDX-License-Identifier: MIT
// geoverify generators: ray-AABB cases (seed 001 and the ray-box zoo).
//
// Contact is built exactly on the integer grid: a point q on a face, an edge
// or a corner of a grid box, a grid direction d and a grid parameter t give
// the origin o = q - t d, so the ray passes through q at t exactly. Zero and
// -0.0 direction components, origins on face planes, grazing rays lying in a
// face plane, origins inside and boxes behind the origin, flat boxes, tiny,
// subnormal and near-parallel directions and clipped parameter ranges are
// classes of their own; near-edge uses full-precision values aimed a hair
// beside an edge, where rounding of o + t dir decides.
#ifndef GEOVERIFY_GEN_RAY_AABB_H
#define GEOVERIFY_GEN_RAY_AABB_H

#include <array>
#include <cmath>
#include <limits>

#include "geoverify/gen/out_of_line.h"
#include "geoverify/gen/grid.h"
#include "geoverify/gen/placement.h"
#include "geoverify/gen/scalars.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace gen {

template <class T>
struct Generator<query::RayAabb<T>> : OutOfLineMake<query::RayAabb<T>> {
  using C = query::RayAabb<T>;
  static constexpr std::array<const char*, 18> kClasses{
      "random-real",  "random-bits",   "axis-parallel", "zero-dir",      "origin-on-face", "grazing-face",
      "through-edge", "origin-inside", "box-behind",    "flat-box",      "near-parallel",  "subnormal-dir",
      "clipped",      "ulp-step",      "subnormal",     "huge",          "near-edge",      "edge-miss"};

  static constexpr int kBits = kCoordBits<T> - 3;

  template <class Src>
  static Vec3<T> grid_dir(Src& src) {
    for (;;) {
      const Vec3<T> d = grid_vec<T>(src, 4);
      if (d.x != 0 || d.y != 0 || d.z != 0) return d;
    }
  }

  /// The ray through q at parameter t: o = q - t d (exact on the grid).
  static Ray<T> through(const Vec3<T>& q, const Vec3<T>& d, T t) {
    return {{q.x - t * d.x, q.y - t * d.y, q.z - t * d.z}, d};
  }

  template <class Src>
  static C contact(Src& src, int fixed, std::uint64_t zero_extent_odds) {
    const Aabb<T> box = grid_box<T>(src, zero_extent_odds);
    const Vec3<T> q = boundary_point<T>(src, box, fixed);
    const Vec3<T> d = grid_dir(src);
    return {through(q, d, T(int_in(src, 0, 16))), box};
  }

  /// edge-miss: a ray that enters the plane of the face x_i = 0 of the unit
  /// box just outside its edge x_j = e (e = 0 or 1) and moves away from the
  /// box, so it misses by less than the rounding of o + t dir; the origin is
  /// nudged ulp by ulp until the exact crossing lies outside by at most one
  /// ulp of o_j (checked in long double, which decides it exactly for float
  /// input).
  template <class Src>
  static C edge_miss(Src& src) {
    using L = long double;
    C c{};
    c.box = {{T(0), T(0), T(0)}, {T(1), T(1), T(1)}};
    const int i = static_cast<int>(src.draw(3));
    const int j = (i + 1 + static_cast<int>(src.draw(2))) % 3;
    const int k = 3 - i - j;
    const bool high = coin(src);
    const T edge = high ? T(1) : T(0);
    const T away = high ? T(1) : T(-1);
    Vec3<T> d{};
    set(d, i, T(0.125) + std::fabs(unit_real<T>(src)));
    set(d, j, away * (T(0.0625) + std::fabs(unit_real<T>(src))));
    set(d, k, unit_real<T>(src));
    Vec3<T> q{};
    set(q, j, edge);
    set(q, k, T(0.25) + std::fabs(unit_real<T>(src)) / T(2));
    const T t = T(1) + std::fabs(T(8) * unit_real<T>(src));
    Vec3<T> o{q.x - t * d.x, q.y - t * d.y, q.z - t * d.z};
    for (int step = 0; step < 64; ++step) {
      const T oj = get(o, j);
      const L limit = L(std::nextafter(std::fabs(oj), std::numeric_limits<T>::max())) - L(std::fabs(oj));
      // Where the exact line crosses x_i = 0: x_j = o_j - o_i d_j / d_i.
      const L gap = L(away) * ((L(get(o, j)) - L(edge)) - L(get(o, i)) * L(get(d, j)) / L(get(d, i)));
      if (gap > 0 && gap <= limit) break;
      const T target = (gap <= 0) == (away > 0) ? std::numeric_limits<T>::max() : -std::numeric_limits<T>::max();
      set(o, j, std::nextafter(get(o, j), target));
    }
    c.ray = {o, d};
    return c;
  }

  template <class Src>
  static C generate(Src& src, std::size_t cls) {
    C c{};
    switch (cls) {
      case 0: {  // random-real
        c.box = spanned_box<T>([&] { return unit_real<T>(src); });
        c.ray = {{T(4) * unit_real<T>(src), T(4) * unit_real<T>(src), T(4) * unit_real<T>(src)},
                 {unit_real<T>(src), unit_real<T>(src), unit_real<T>(src)}};
        break;
      }
      case 1: {  // random-bits
        auto pick = [&] { return one_in(src, 3) ? special<T>(src) : any_finite<T>(src); };
        c.box = spanned_box<T>(pick);
        c.ray = {{pick(), pick(), pick()}, {pick(), pick(), pick()}};
        break;
      }
      case 2: {  // axis-parallel: one or two zero direction components
        c = contact(src, static_cast<int>(src.draw(4)), 6);
        const int first = static_cast<int>(src.draw(3));
        set(c.ray.dir, first, T(0));
        if (coin(src)) set(c.ray.dir, (first + 1) % 3, T(0));
        if (c.ray.dir.x == 0 && c.ray.dir.y == 0 && c.ray.dir.z == 0) set(c.ray.dir, (first + 2) % 3, T(1));
        break;
      }
      case 3: {  // zero-dir: the ray is the point o, inside, on or outside the box
        c.box = grid_box<T>(src, 6);
        c.ray = {coin(src) ? boundary_point<T>(src, c.box, static_cast<int>(src.draw(4))) : grid_vec<T>(src, kBits),
                 {T(0), T(0), T(0)}};
        break;
      }
      case 4: {  // origin-on-face: o on the box surface, any direction
        c.box = grid_box<T>(src, 6);
        c.ray = {boundary_point<T>(src, c.box, 1 + static_cast<int>(src.draw(3))), grid_dir(src)};
        break;
      }
      case 5: {  // grazing-face: the ray lies in a face plane (dir_i = +-0, o_i on the plane)
        c.box = grid_box<T>(src, 6);
        const int i = static_cast<int>(src.draw(3));
        Vec3<T> o = grid_vec<T>(src, kBits);
        set(o, i, coin(src) ? get(c.box.min, i) : get(c.box.max, i));
        Vec3<T> d = grid_dir(src);
        set(d, i, T(0));
        if (d.x == 0 && d.y == 0 && d.z == 0) set(d, (i + 1) % 3, T(1));
        c.ray = {o, d};
        break;
      }
      case 6: c = contact(src, 2 + static_cast<int>(src.draw(2)), 8); break;  // through-edge / corner
      case 7: {  // origin-inside
        c.box = grid_box<T>(src, 1u << 20);
        c.ray = {grid_point_in<T>(src, c.box), grid_dir(src)};
        break;
      }
      case 8: {  // box-behind: the box lies at t < 0 (only the line meets it), the line
                 // through a point of its boundary or of its interior
        c = contact(src, static_cast<int>(src.draw(4)), 6);
        const Vec3<T> q = coin(src) ? boundary_point<T>(src, c.box, 0) : grid_point_in<T>(src, c.box);
        c.ray = through(q, c.ray.dir, T(-int_in(src, 1, 16)));
        break;
      }
      case 9: c = contact(src, static_cast<int>(src.draw(3)), 2); break;  // flat-box
      case 10: {  // near-parallel: a direction component 2^-10 .. 2^-40 of the others
        c = contact(src, static_cast<int>(src.draw(4)), 6);
        const int i = static_cast<int>(src.draw(3));
        const T m = T(nonzero_int(src, 3));  // drawn before the exponent
        set(c.ray.dir, i, std::ldexp(m, -static_cast<int>(int_in(src, 10, 40))));
        break;
      }
      case 11: {  // subnormal-dir: 1/d overflows
        c = contact(src, static_cast<int>(src.draw(4)), 6);
        const int i = static_cast<int>(src.draw(3));
        set(c.ray.dir, i, T(nonzero_int(src, 4)) * std::numeric_limits<T>::denorm_min());
        break;
      }
      case 12: {  // clipped: tmin / tmax exactly at the contact parameter, or one ulp off
        c = contact(src, static_cast<int>(src.draw(4)), 6);
        const T t = T(int_in(src, 0, 16));  // a parameter on the grid, possibly the contact one
        const int step = static_cast<int>(int_in(src, -1, 1));
        if (coin(src)) {
          c.ray.tmax = ulps(t, step);
          if (!(c.ray.tmax >= T(0))) c.ray.tmax = T(0);
        } else {
          c.ray.tmin = t > 0 ? ulps(t, step) : T(0);
          c.ray.tmax = coin(src) ? std::numeric_limits<T>::infinity() : c.ray.tmin + T(int_in(src, 0, 4));
        }
        break;
      }
      case 13: c = ulp_step(contact(src, 1 + static_cast<int>(src.draw(3)), 6), src); break;
      case 16: {  // near-edge: full-precision values aimed a hair beside or onto an edge, so that
                  // o + t dir rounds: the point where a routine's ray meets a face plane lands on the
                  // other side of an edge than the exact ray does
        c.box = {{T(0), T(0), T(0)}, {T(1), T(1), T(1)}};
        const int i = static_cast<int>(src.draw(3));  // the face plane x_i = 0 the ray enters through
        const int j = (i + 1 + static_cast<int>(src.draw(2))) % 3;  // the edge: x_j = 0 or 1 on that face
        Vec3<T> q{};
        set(q, i, T(0));
        const T frac = unit_real<T>(src);  // drawn before the exponent
        const T off = std::ldexp(frac, -static_cast<int>(int_in(src, 20, 25)));
        set(q, j, (coin(src) ? T(1) : T(0)) + off);
        set(q, 3 - i - j, T(0.25) + std::fabs(unit_real<T>(src)) / T(2));
        Vec3<T> d{unit_real<T>(src), unit_real<T>(src), unit_real<T>(src)};
        set(d, i, T(0.125) + std::fabs(get(d, i)));  // entering through the face x_i = 0
        const T t = T(1) + std::fabs(T(8) * unit_real<T>(src));
        c.ray = {{q.x - t * d.x, q.y - t * d.y, q.z - t * d.z}, d};
        break;
      }
      case 17: c = edge_miss(src); break;
      default: c = contact(src, 1 + static_cast<int>(src.draw(3)), 6); break;  // subnormal, huge: placed below
    }
    c = cls == 14 ? place_subnormal(c, src) : cls == 15 ? place_huge(c, src) : cls >= 2 ? place_moderate(c, src) : c;
    sprinkle_negative_zeros(c.ray.o, src);
    sprinkle_negative_zeros(c.ray.dir, src);
    sprinkle_negative_zeros(c.box.min, src);
    sprinkle_negative_zeros(c.box.max, src);
    return c;
  }
};

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_RAY_AABB_H
