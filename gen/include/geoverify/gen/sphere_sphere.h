// SPDX-License-Identifier: MIT
// geoverify generators: sphere-sphere cases (the textbook test every physics
// engine's broad and narrow phase writes).
//
// Tangency is constructed exactly on the integer grid: the centres differ by
// k times a lattice vector of integer length L (an axis, a Pythagorean triple
// or quadruple, or a large one whose squares round in T; gen/lattice.h), and
// the radii are two non-negative integers summing to k L, so |d|^2 == s^2 in
// exact arithmetic. Around that: one ulp of a radius either way, point balls
// on a sphere and on each other, concentric and nested balls (one inside the
// other, tangent inside), and placements at every magnitude by exact
// power-of-two scaling, including the ranges where the squares underflow
// ("tiny-squares") and overflow ("huge"), and small balls far from the
// origin, where the centres' difference cancels.
#ifndef GEOVERIFY_GEN_SPHERE_SPHERE_H
#define GEOVERIFY_GEN_SPHERE_SPHERE_H

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
struct Generator<query::SphereSphere<T>> : OutOfLineMake<query::SphereSphere<T>> {
  using C = query::SphereSphere<T>;
  static constexpr std::array<const char*, 16> kClasses{
      "random-real",  "random-bits",  "tangent-axis", "tangent-lattice", "tangent-big-lattice", "ulp-radius",
      "point-on-sphere", "points",    "concentric",   "nested",          "ulp-step",            "tiny-squares",
      "subnormal",    "huge",         "far-small",    "large-radius"};

  /// A lattice vector: one axis (kind 1), a triple (2), a quadruple (3) or a
  /// large one (4), its components in a random order and signs.
  template <class Src>
  static LatticeVector lattice(Src& src, int kind) {
    LatticeVector l = kind == 1   ? LatticeVector{1, 0, 0, 1}
                      : kind == 2 ? kEdgeTriples[src.draw(sizeof kEdgeTriples / sizeof kEdgeTriples[0])]
                      : kind == 3 ? kCornerQuadruples[src.draw(sizeof kCornerQuadruples / sizeof kCornerQuadruples[0])]
                                  : big_lattice<T>(src, coin(src) ? 2 : 3);
    std::int64_t v[3] = {l.a, l.b, l.c};
    for (int i = 2; i > 0; --i) {  // shuffle
      const int j = static_cast<int>(src.draw(static_cast<std::uint64_t>(i + 1)));
      const std::int64_t t = v[i];
      v[i] = v[j];
      v[j] = t;
    }
    for (auto& x : v) x = coin(src) ? -x : x;
    return {v[0], v[1], v[2], l.len};
  }

  /// Exact tangency: b.c = a.c + k (lattice vector), a.r + b.r = k L. With
  /// inside, b is tangent inside a instead: a.r - b.r = k L.
  template <class Src>
  static C tangent(Src& src, int kind, std::int64_t kmax, bool inside = false) {
    constexpr int kBits = kCoordBits<T> - 1;
    const LatticeVector l = lattice(src, kind);
    const std::int64_t k = kind == 4 ? 1 : int_in(src, 1, kmax);
    const std::int64_t sum = k * l.len;
    const std::int64_t ra = inside ? sum + int_in(src, 0, std::int64_t{1} << (kBits / 2)) : int_in(src, 0, sum);
    const std::int64_t rb = inside ? ra - sum : sum - ra;
    const Vec3<T> ca = grid_vec<T>(src, kBits);
    const Vec3<T> cb{ca.x + T(k * l.a), ca.y + T(k * l.b), ca.z + T(k * l.c)};
    C c{{ca, T(ra)}, {cb, T(rb)}};
    if (coin(src)) std::swap(c.a, c.b);
    return c;
  }

  /// One radius moved by steps ulps (never below zero).
  template <class Src>
  static C radius_ulps(C c, Src& src, int steps) {
    T& r = coin(src) ? c.a.r : c.b.r;
    const T moved = ulps(r, steps);
    if (moved >= T(0)) r = moved;
    return c;
  }

  template <class Src>
  static int some_kind(Src& src) {
    return static_cast<int>(int_in(src, 1, 4));
  }

  template <class Src>
  static C generate(Src& src, std::size_t cls) {
    constexpr int kBits = kCoordBits<T> - 1;
    C c{};
    switch (cls) {
      case 0:  // random-real: two balls round the unit cube
        c.a = {{T(2) * unit_real<T>(src), T(2) * unit_real<T>(src), T(2) * unit_real<T>(src)},
               std::fabs(unit_real<T>(src))};
        c.b = {{T(2) * unit_real<T>(src), T(2) * unit_real<T>(src), T(2) * unit_real<T>(src)},
               std::fabs(unit_real<T>(src))};
        break;
      case 1: {  // random-bits: every exponent, specials mixed in
        auto pick = [&] { return one_in(src, 3) ? special<T>(src) : any_finite<T>(src); };
        c.a = {{pick(), pick(), pick()}, std::fabs(pick())};
        c.b = {{pick(), pick(), pick()}, std::fabs(pick())};
        break;
      }
      case 2: c = tangent(src, 1, 64); break;  // tangent-axis
      case 3: c = tangent(src, coin(src) ? 2 : 3, 64); break;  // tangent-lattice
      case 4: c = tangent(src, 4, 1); break;  // tangent-big-lattice: the squares round in T
      case 5:  // ulp-radius (the case drawn before the steps)
        c = tangent(src, some_kind(src), 64);
        c = radius_ulps(c, src, coin(src) ? 1 : -1);
        break;
      case 6: {  // point-on-sphere: one radius zero, the point on the other sphere (or one ulp off)
        c = tangent(src, some_kind(src), 64);
        if (c.a.r == 0 || coin(src)) {
          c.b.r = c.a.r + c.b.r;
          c.a.r = 0;
        } else {
          c.a.r = c.a.r + c.b.r;
          c.b.r = 0;
        }
        if (coin(src)) {
          Vec3<T>& p = c.a.r == 0 ? c.a.c : c.b.c;
          const int i = static_cast<int>(src.draw(3));
          set(p, i, ulps(get(p, i), coin(src) ? 1 : -1));
        }
        break;
      }
      case 7: {  // points: two zero radii, equal centres or one ulp apart
        const Vec3<T> p = grid_vec<T>(src, kBits);
        Vec3<T> q = p;
        if (coin(src)) {
          const int i = static_cast<int>(src.draw(3));
          set(q, i, ulps(get(q, i), coin(src) ? 1 : -1));
        }
        c = {{p, T(0)}, {q, T(0)}};
        break;
      }
      case 8: {  // concentric: equal centres, radii zero or not
        const Vec3<T> p = grid_vec<T>(src, kBits);
        c = {{p, one_in(src, 3) ? T(0) : T(int_in(src, 1, 64))}, {p, one_in(src, 3) ? T(0) : T(int_in(src, 1, 64))}};
        break;
      }
      case 9:
        c = tangent(src, some_kind(src), 64, true);
        c = radius_ulps(c, src, static_cast<int>(int_in(src, -1, 1)));
        break;
      case 10: c = ulp_step(tangent(src, some_kind(src), 64), src); break;
      case 11: {  // tiny-squares: the squares straddle the underflow threshold of T
        c = tangent(src, some_kind(src), 64);
        c = radius_ulps(c, src, static_cast<int>(int_in(src, -1, 1)));
        const int target = (std::numeric_limits<T>::min_exponent - std::numeric_limits<T>::digits) / 2 +
                           static_cast<int>(int_in(src, -4, 4));
        c = scaled_exactly(c, target - max_scaled_exponent(c));
        break;
      }
      case 12:  // subnormal, placed below
      case 13:  // huge, placed below: the squares overflow T
        c = tangent(src, some_kind(src), 64);
        c = radius_ulps(c, src, static_cast<int>(int_in(src, -1, 1)));
        break;
      case 14: {  // far-small: a small configuration translated far from the origin (when exact)
        c = tangent(src, some_kind(src), 8);
        c = radius_ulps(c, src, static_cast<int>(int_in(src, -1, 1)));
        const int j = static_cast<int>(int_in(src, 12, std::numeric_limits<T>::digits - 1));
        Vec3<T> o{};
        for (int i = 0; i < 3; ++i) set(o, i, coin(src) ? std::ldexp(T(1), j) : -std::ldexp(T(1), j));
        C moved = c;
        bool exact = true;
        for (Vec3<T>* v : {&moved.a.c, &moved.b.c}) {
          for (int i = 0; i < 3; ++i) {
            const T x = get(*v, i), y = x + get(o, i);
            exact = exact && (y - get(o, i) == x);
            set(*v, i, y);
          }
        }
        if (exact) c = moved;
        break;
      }
      default: {  // large-radius: a huge ball and a small one nearly tangent to it
        const std::int64_t kmax = std::is_same_v<T, float> ? (std::int64_t{1} << 10) : (std::int64_t{1} << 30);
        c = tangent(src, some_kind(src), kmax);
        c = radius_ulps(c, src, static_cast<int>(int_in(src, -2, 2)));
        break;
      }
    }
    c = cls == 12 ? place_subnormal(c, src) : cls == 13 ? place_huge(c, src) : (cls >= 2 && cls != 11) ? place_moderate(c, src) : c;
    for (Sphere<T>* s : {&c.a, &c.b}) {
      sprinkle_negative_zeros(s->c, src);
      sprinkle_negative_zero(s->r, src);
    }
    return c;
  }
};

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_SPHERE_SPHERE_H
