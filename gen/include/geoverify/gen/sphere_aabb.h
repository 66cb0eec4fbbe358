// SPDX-License-Identifier: MIT
// geoverify generators: sphere-AABB cases (Arvo's clamp, every engine's broad
// phase).
//
// Contact is constructed exactly on the integer grid: the ball's centre is a
// boundary point q of a grid box moved outwards by k times a lattice vector
// of integer length (a face: (1); an edge: a Pythagorean triple (3, 4) -> 5,
// ...; a corner: a Pythagorean quadruple (1, 2, 2) -> 3, ...), one component
// per fixed axis, and r = k times that length, so the exact squared distance
// equals r^2 (every value a small integer: exact in T). Around that: one ulp
// of r either way, point balls on and in the box, flat and point boxes, large
// radii with a tiny box (the squares exceed T's precision), and placements at
// every magnitude by exact power-of-two scaling, including the range where
// the squares themselves underflow ("tiny-squares") and overflow ("huge").
#ifndef GEOVERIFY_GEN_SPHERE_AABB_H
#define GEOVERIFY_GEN_SPHERE_AABB_H

#include <array>
#include <cmath>
#include <cstdint>
#include <limits>

#include "geoverify/gen/out_of_line.h"
#include "geoverify/gen/grid.h"
#include "geoverify/gen/lattice.h"
#include "geoverify/gen/placement.h"
#include "geoverify/gen/scalars.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace gen {


template <class T>
struct Generator<query::SphereAabb<T>> : OutOfLineMake<query::SphereAabb<T>> {
  using C = query::SphereAabb<T>;
  static constexpr std::array<const char*, 17> kClasses{
      "random-real",      "random-bits",   "touch-face",    "touch-edge",         "touch-corner",
      "ulp-radius",       "point-on-box",  "point-inside",  "flat-box",           "point-box",
      "centre-inside",    "large-radius",  "ulp-step",      "tiny-squares",       "subnormal",
      "huge",             "far-small"};

  /// Exact contact: the ball touches the grid box b at a face (fixed == 1),
  /// an edge (2) or a corner (3) with multiplier k (k == 0: a point ball on
  /// the box's surface). The centre is outside the slabs of the fixed axes
  /// only, so the clamp's excess is k times the lattice vector.
  template <class Src>
  static C touching(Src& src, int fixed, std::uint64_t zero_extent_odds, std::int64_t kmax, int box_bits) {
    const Vec3<T> lo = grid_vec<T>(src, box_bits);
    Vec3<T> hi = lo;
    for (int i = 0; i < 3; ++i) {
      const T ext = one_in(src, zero_extent_odds) ? T(0) : T(int_in(src, 1, std::int64_t{1} << box_bits));
      set(hi, i, get(lo, i) + ext);
    }
    const Aabb<T> box{lo, hi};
    // Half of the edge and corner contacts use large lattice vectors (k = 1).
    const bool big = fixed >= 2 && kmax > 0 && coin(src);
    const LatticeVector l =
        big          ? big_lattice<T>(src, fixed)
        : fixed == 1 ? LatticeVector{1, 0, 0, 1}
        : fixed == 2 ? kEdgeTriples[src.draw(sizeof kEdgeTriples / sizeof kEdgeTriples[0])]
                     : kCornerQuadruples[src.draw(sizeof kCornerQuadruples /
                                                          sizeof kCornerQuadruples[0])];
    const std::int64_t comp[3] = {l.a, l.b, l.c};
    const bool swap = fixed >= 2 && coin(src);  // which of the first two components goes first
    const T k = big ? T(1) : T(int_in(src, 0, kmax));
    Vec3<T> q = grid_point_in<T>(src, box);
    const int first = static_cast<int>(src.draw(3));
    for (int m = 0; m < fixed; ++m) {
      const int i = (first + m) % 3;
      const std::int64_t cm = m < 2 && swap ? comp[1 - m] : comp[m];
      const bool at_max = coin(src);
      const T bound = at_max ? get(box.max, i) : get(box.min, i);
      set(q, i, bound + (at_max ? T(1) : T(-1)) * k * T(cm));
    }
    return {{q, k * T(l.len)}, box};
  }

  /// r moved by steps ulps (never below zero).
  static C radius_ulps(C c, int steps) {
    const T r = ulps(c.sphere.r, steps);
    if (r >= T(0)) c.sphere.r = r;
    return c;
  }

  template <class Src>
  static int some_fixed(Src& src) {
    return static_cast<int>(int_in(src, 1, 3));
  }

  template <class Src>
  static C generate(Src& src, std::size_t cls) {
    constexpr int kBits = kCoordBits<T> - 1;  // box coordinates: 9 bits (float), 21 (double)
    C c{};
    switch (cls) {
      case 0:  // random-real: a ball and a box around the unit cube
        c.sphere = {{T(2) * unit_real<T>(src), T(2) * unit_real<T>(src), T(2) * unit_real<T>(src)},
                    std::fabs(unit_real<T>(src))};
        c.box = spanned_box<T>([&] { return unit_real<T>(src); });
        break;
      case 1: {  // random-bits: every exponent, specials mixed in
        auto pick = [&] { return one_in(src, 3) ? special<T>(src) : any_finite<T>(src); };
        c.sphere = {{pick(), pick(), pick()}, std::fabs(pick())};
        c.box = spanned_box<T>(pick);
        break;
      }
      case 2: c = touching(src, 1, 1u << 20, 64, kBits); break;  // touch-face
      case 3: c = touching(src, 2, 1u << 20, 64, kBits); break;  // touch-edge
      case 4: c = touching(src, 3, 1u << 20, 64, kBits); break;  // touch-corner
      case 5:  // ulp-radius: one ulp inside or outside exact contact
        c = touching(src, some_fixed(src), 1u << 20, 64, kBits);
        c = radius_ulps(c, coin(src) ? 1 : -1);
        break;
      case 6: c = touching(src, some_fixed(src), 1u << 20, 0, kBits); break;  // point-on-box (k == 0)
      case 7: {  // point-inside: r == 0 at a grid point of the box, or one ulp off a face
        c = touching(src, 1, 8, 0, kBits);
        if (coin(src)) {
          c.sphere.c = grid_point_in<T>(src, c.box);
        } else {
          const int i = static_cast<int>(src.draw(3));
          set(c.sphere.c, i, ulps(get(c.sphere.c, i), coin(src) ? 1 : -1));
        }
        break;
      }
      case 8:  // flat-box: zero extents, contact or one ulp off it
        c = touching(src, some_fixed(src), 2, 64, kBits);
        c = radius_ulps(c, static_cast<int>(int_in(src, -1, 1)));
        break;
      case 9:  // point-box
        c = touching(src, some_fixed(src), 1, 64, kBits);
        c = radius_ulps(c, static_cast<int>(int_in(src, -1, 1)));
        break;
      case 10: {  // centre-inside: the centre in the closed box, r >= 0
        c = touching(src, 1, 6, 0, kBits);
        c.sphere.c = grid_point_in<T>(src, c.box);
        c.sphere.r = one_in(src, 4) ? T(0) : T(int_in(src, 1, std::int64_t{1} << kBits));
        break;
      }
      case 11: {  // large-radius: a small box, a ball of large radius nearly touching it
        const std::int64_t kmax = std::is_same_v<T, float> ? (std::int64_t{1} << 10) : (std::int64_t{1} << 30);
        c = touching(src, some_fixed(src), 1u << 20, kmax, 4);
        c = radius_ulps(c, static_cast<int>(int_in(src, -2, 2)));
        break;
      }
      case 12: c = ulp_step(touching(src, some_fixed(src), 4, 64, kBits), src); break;
      case 13: {  // tiny-squares: the squares straddle the underflow threshold of T
        c = touching(src, some_fixed(src), 6, 64, kBits);
        c = radius_ulps(c, static_cast<int>(int_in(src, -1, 1)));
        const int target = (std::numeric_limits<T>::min_exponent - std::numeric_limits<T>::digits) / 2 +
                           static_cast<int>(int_in(src, -4, 4));
        c = scaled_exactly(c, target - max_scaled_exponent(c));
        break;
      }
      case 14:  // subnormal, placed below
      case 15:  // huge, placed below
        c = touching(src, some_fixed(src), 6, 64, kBits);
        c = radius_ulps(c, static_cast<int>(int_in(src, -1, 1)));
        break;
      default: {  // far-small: a small configuration translated far from the origin (when exact)
        c = touching(src, some_fixed(src), 6, 64, 4);
        c = radius_ulps(c, static_cast<int>(int_in(src, -1, 1)));
        const int j = static_cast<int>(int_in(src, 12, std::numeric_limits<T>::digits - 1));
        Vec3<T> o{};
        for (int i = 0; i < 3; ++i) set(o, i, coin(src) ? std::ldexp(T(1), j) : -std::ldexp(T(1), j));
        C moved = c;
        bool exact = true;
        auto shift = [&](Vec3<T>& v) {
          for (int i = 0; i < 3; ++i) {
            const T x = get(v, i), y = x + get(o, i);
            exact = exact && (y - get(o, i) == x);
            set(v, i, y);
          }
        };
        shift(moved.sphere.c);
        shift(moved.box.min);
        shift(moved.box.max);
        if (exact) c = moved;
        break;
      }
    }
    c = cls == 14 ? place_subnormal(c, src) : cls == 15 ? place_huge(c, src) : (cls >= 2 && cls != 13) ? place_moderate(c, src) : c;
    sprinkle_negative_zeros(c.sphere.c, src);
    sprinkle_negative_zero(c.sphere.r, src);
    sprinkle_negative_zeros(c.box.min, src);
    sprinkle_negative_zeros(c.box.max, src);
    return c;
  }
};

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_SPHERE_AABB_H
