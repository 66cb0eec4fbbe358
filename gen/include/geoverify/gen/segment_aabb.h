// SPDX-License-Identifier: MIT
// geoverify generators: segment-AABB cases, the segment given by its two
// endpoints (a raycast from `from` to `to`, a swept point, a line-of-sight
// test).
//
// Contact is built exactly on the integer grid. A segment through a grid
// point q is p0 = q - m0 v, p1 = q + m1 v for a grid vector v and small
// integers m0, m1 (m == 0: q is an endpoint), exact in T. Grazing contact
// with an edge or a corner uses a v that leaves the box on both sides of q
// (outward along one fixed axis, inward along another: the line meets the
// box only at q), so the exact relation is touching. Around that: endpoints
// on faces, edges and corners; segments lying in a face plane or along an
// edge; zero and -0.0 components of p1 - p0; point segments (p0 == p1);
// flat and point boxes; one-ulp steps of any coordinate; segments nearly
// parallel to a face that cross its plane by one grid unit over a long run;
// long segments through a box corner whose direction p1 - p0 is not
// representable in T (the routines under test compute it, and round); and
// placements at every magnitude by exact power-of-two scaling.
#ifndef GEOVERIFY_GEN_SEGMENT_AABB_H
#define GEOVERIFY_GEN_SEGMENT_AABB_H

#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <utility>

#include "geoverify/gen/out_of_line.h"
#include "geoverify/gen/grid.h"
#include "geoverify/gen/placement.h"
#include "geoverify/gen/scalars.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace gen {

template <class T>
struct Generator<query::SegmentAabb<T>> : OutOfLineMake<query::SegmentAabb<T>> {
  using C = query::SegmentAabb<T>;
  static constexpr std::array<const char*, 19> kClasses{
      "random-real",   "random-bits",   "endpoint-on-face", "endpoint-on-edge", "endpoint-on-corner",
      "in-face-plane", "along-edge",    "axis-parallel",    "graze-edge",       "graze-corner",
      "point-segment", "flat-box",      "point-box",        "ulp-step",         "near-parallel",
      "long-rounded",  "subnormal",     "huge",             "far-small"};

  /// Grid bits of box coordinates; segment endpoints reach a few times further.
  static constexpr int kBits = kCoordBits<T> - 3;

  template <class Src>
  static Vec3<T> grid_dir(Src& src, int bits) {
    for (;;) {
      const Vec3<T> d = grid_vec<T>(src, bits);
      if (d.x != 0 || d.y != 0 || d.z != 0) return d;
    }
  }

  /// The segment through q: p0 = q - m0 v, p1 = q + m1 v (exact on the grid),
  /// its endpoints swapped half of the time.
  template <class Src>
  static Segment<T> through(Src& src, const Vec3<T>& q, const Vec3<T>& v, std::int64_t mmax) {
    const T m0 = T(int_in(src, 0, mmax)), m1 = T(int_in(src, 0, mmax));
    Segment<T> s{{q.x - m0 * v.x, q.y - m0 * v.y, q.z - m0 * v.z}, {q.x + m1 * v.x, q.y + m1 * v.y, q.z + m1 * v.z}};
    if (coin(src)) std::swap(s.p0, s.p1);
    return s;
  }

  /// A grid box of kBits bits per coordinate; each extent zero with odds 1/zero_odds.
  template <class Src>
  static Aabb<T> box(Src& src, std::uint64_t zero_odds) {
    const Vec3<T> lo = grid_vec<T>(src, kBits);
    Vec3<T> hi = lo;
    for (int i = 0; i < 3; ++i) {
      const T ext = one_in(src, zero_odds) ? T(0) : T(int_in(src, 1, std::int64_t{1} << kBits));
      set(hi, i, get(lo, i) + ext);
    }
    return {lo, hi};
  }

  /// A grid point around b: each coordinate in [min - w, max + w], w = extent + 4.
  template <class Src>
  static Vec3<T> near_point(Src& src, const Aabb<T>& b) {
    Vec3<T> p{};
    for (int i = 0; i < 3; ++i) {
      const auto lo = static_cast<std::int64_t>(get(b.min, i)), hi = static_cast<std::int64_t>(get(b.max, i));
      const std::int64_t w = hi - lo + 4;
      set(p, i, T(int_in(src, lo - w, hi + w)));
    }
    return p;
  }

  /// One endpoint on the boundary (fixed == 1: a face, 2: an edge, 3: a
  /// corner), the other a grid point anywhere around the box.
  template <class Src>
  static C endpoint_on(Src& src, int fixed, std::uint64_t zero_odds) {
    C c{};
    c.box = box(src, zero_odds);
    c.seg = {boundary_point<T>(src, c.box, fixed), near_point(src, c.box)};
    if (coin(src)) std::swap(c.seg.p0, c.seg.p1);
    return c;
  }

  /// Both endpoints on the plane x_i = min_i or max_i (`fixed` == 1), or on
  /// the line of an edge (`fixed` == 2), anywhere along it.
  template <class Src>
  static C in_plane(Src& src, int fixed, std::uint64_t zero_odds) {
    C c{};
    c.box = box(src, zero_odds);
    c.seg = {near_point(src, c.box), near_point(src, c.box)};
    const int first = static_cast<int>(src.draw(3));
    for (int k = 0; k < fixed; ++k) {
      const int i = (first + k) % 3;
      const T v = coin(src) ? get(c.box.min, i) : get(c.box.max, i);
      set(c.seg.p0, i, v);
      set(c.seg.p1, i, v);
    }
    return c;
  }

  /// Exact grazing contact: the segment meets the box at one point q of an
  /// edge (corner == false) or at a corner, and nowhere else. With outward
  /// signs s_i (+1 at max, -1 at min) on the fixed axes, q + t v is outside
  /// for t > 0 because s_i v_i > 0 on one fixed axis, and for t < 0 because
  /// s_j v_j < 0 on another.
  template <class Src>
  static C graze(Src& src, bool corner, std::uint64_t zero_odds) {
    C c{};
    c.box = box(src, zero_odds);
    Vec3<T> q = grid_point_in<T>(src, c.box);
    const int i = static_cast<int>(src.draw(3));
    const int j = (i + 1 + static_cast<int>(src.draw(2))) % 3;
    const int k = 3 - i - j;
    T s[3];
    for (int a = 0; a < 3; ++a) s[a] = coin(src) ? T(1) : T(-1);
    Vec3<T> v = grid_vec<T>(src, 4);  // the free axis: any component (k, when an edge)
    set(v, i, s[i] * T(int_in(src, 1, 16)));   // outward on i
    set(v, j, -s[j] * T(int_in(src, 1, 16)));  // inward on j
    const int nfixed = corner ? 3 : 2;
    const int fixed[3] = {i, j, k};
    if (corner) set(v, k, T(nonzero_int(src, 16)));  // any sign: the mixed signs of i, j suffice
    for (int a = 0; a < nfixed; ++a) {
      const int ax = fixed[a];
      set(q, ax, s[ax] > 0 ? get(c.box.max, ax) : get(c.box.min, ax));
    }
    c.seg = through(src, q, v, 8);
    return c;
  }

  /// A segment nearly parallel to the face plane x_i = bound: its i-th
  /// coordinate is on the plane or one grid unit off it at each end (a
  /// change of at most two units) while coordinate a runs across the face and
  /// far beyond it and coordinate b stays near the face's range.
  template <class Src>
  static C near_parallel(Src& src) {
    C c{};
    c.box = box(src, 1u << 20);
    const int i = static_cast<int>(src.draw(3));
    const T bound = coin(src) ? get(c.box.min, i) : get(c.box.max, i);
    const int a = (i + 1 + static_cast<int>(src.draw(2))) % 3;  // the long run
    const int b = 3 - i - a;                                      // across the face
    const std::int64_t run = std::int64_t{1} << kCoordBits<T>;
    set(c.seg.p0, i, bound + T(int_in(src, -1, 1)));
    set(c.seg.p1, i, bound + T(int_in(src, -1, 1)));
    set(c.seg.p0, a, get(c.box.min, a) - T(int_in(src, 0, run)));
    set(c.seg.p1, a, get(c.box.max, a) + T(int_in(src, 0, run)));
    const T q0 = get(grid_point_in<T>(src, c.box), b);  // each grid point drawn before its step
    set(c.seg.p0, b, q0 + T(int_in(src, -1, 1)));
    const T q1 = get(grid_point_in<T>(src, c.box), b);
    set(c.seg.p1, b, q1 + T(int_in(src, -1, 1)));
    if (coin(src)) std::swap(c.seg.p0, c.seg.p1);
    return c;
  }

  /// A long segment through a corner of the box at the origin whose
  /// direction is not exact in T: p1 = v (a small grid vector, possibly scaled
  /// down by a power of two), p0 = -2^e v with e near T's precision, so
  /// p1 - p0 = (2^e + 1) v needs more bits than T has. The line passes
  /// through the corner exactly; whether it enters the box depends on the
  /// signs (touching or overlapping), or misses it after an ulp step.
  template <class Src>
  static C long_rounded(Src& src) {
    constexpr int kDigits = std::numeric_limits<T>::digits;
    C c{};
    for (int a = 0; a < 3; ++a) {
      const T w = one_in(src, 8) ? T(0) : T(int_in(src, 1, std::int64_t{1} << kBits));
      const bool below = coin(src);
      set(c.box.min, a, below ? -w : T(0));
      set(c.box.max, a, below ? T(0) : w);
    }
    Vec3<T> v{};
    for (int a = 0; a < 3; ++a) set(v, a, one_in(src, 5) ? T(0) : T(nonzero_int(src, 63)));
    if (v.x == 0 && v.y == 0 && v.z == 0) v.x = T(1);
    const int fine = static_cast<int>(int_in(src, 0, 8));
    const int e = static_cast<int>(int_in(src, kDigits - 6, kDigits + 6));
    for (int a = 0; a < 3; ++a) {
      set(c.seg.p1, a, std::ldexp(get(v, a), -fine));
      set(c.seg.p0, a, -std::ldexp(get(v, a), e - fine));
    }
    if (coin(src)) std::swap(c.seg.p0, c.seg.p1);
    if (coin(src)) c = ulp_step(c, src);
    return c;
  }

  /// One of the exact-contact constructions, for the ulp steps and placements.
  template <class Src>
  static C contact(Src& src, std::uint64_t zero_odds) {
    switch (src.draw(5)) {
      case 0: return endpoint_on(src, static_cast<int>(int_in(src, 1, 3)), zero_odds);
      case 1: return in_plane(src, static_cast<int>(int_in(src, 1, 2)), zero_odds);
      case 2: return graze(src, false, zero_odds);
      case 3: return graze(src, true, zero_odds);
      default: {
        C c{};
        c.box = box(src, zero_odds);
        const Vec3<T> q = grid_point_in<T>(src, c.box);  // drawn before the direction
        c.seg = through(src, q, grid_dir(src, 4), 4);
        return c;
      }
    }
  }

  template <class Src>
  static C generate(Src& src, std::size_t cls) {
    C c{};
    switch (cls) {
      case 0:  // random-real: a segment and a box around the unit cube
        c.seg = {{T(2) * unit_real<T>(src), T(2) * unit_real<T>(src), T(2) * unit_real<T>(src)},
                 {T(2) * unit_real<T>(src), T(2) * unit_real<T>(src), T(2) * unit_real<T>(src)}};
        c.box = spanned_box<T>([&] { return unit_real<T>(src); });
        break;
      case 1: {  // random-bits: every exponent, specials mixed in
        auto pick = [&] { return one_in(src, 3) ? special<T>(src) : any_finite<T>(src); };
        c.seg = {{pick(), pick(), pick()}, {pick(), pick(), pick()}};
        c.box = spanned_box<T>(pick);
        break;
      }
      case 2: c = endpoint_on(src, 1, 1u << 20); break;
      case 3: c = endpoint_on(src, 2, 1u << 20); break;
      case 4: c = endpoint_on(src, 3, 1u << 20); break;
      case 5: c = in_plane(src, 1, 1u << 20); break;
      case 6: c = in_plane(src, 2, 1u << 20); break;
      case 7: {  // axis-parallel: p1 - p0 with one or two zero components; the
                 // static coordinates on a bound, inside, or one unit outside
        c.box = box(src, 1u << 20);
        c.seg.p0 = near_point(src, c.box);
        c.seg.p1 = near_point(src, c.box);
        const int zeros = static_cast<int>(int_in(src, 1, 2));
        const int first = static_cast<int>(src.draw(3));
        for (int k = 0; k < zeros; ++k) {
          const int i = (first + k) % 3;
          const T lo = get(c.box.min, i), hi = get(c.box.max, i);
          const T choices[4] = {lo, hi, coin(src) ? lo - T(1) : hi + T(1), get(grid_point_in<T>(src, c.box), i)};
          const T x = choices[src.draw(4)];
          set(c.seg.p0, i, x);
          set(c.seg.p1, i, x);
        }
        break;
      }
      case 8: c = graze(src, false, 1u << 20); break;
      case 9: c = graze(src, true, 1u << 20); break;
      case 10: {  // point-segment: p0 == p1 in, on, or one ulp off the box
        c.box = box(src, 8);
        const Vec3<T> p = coin(src) ? grid_point_in<T>(src, c.box)
                                    : boundary_point<T>(src, c.box, static_cast<int>(int_in(src, 1, 3)));
        c.seg = {p, p};
        if (coin(src)) {
          const int i = static_cast<int>(src.draw(3));
          const T x = ulps(get(p, i), coin(src) ? 1 : -1);
          set(c.seg.p0, i, x);
          set(c.seg.p1, i, x);
        }
        break;
      }
      case 11:  // flat-box: zero extents, crossed, ended on, grazed
        c = contact(src, 2);
        break;
      case 12:  // point-box
        c = contact(src, 1);
        if (coin(src)) c = ulp_step(c, src);
        break;
      case 13: c = ulp_step(contact(src, 4), src); break;
      case 14: c = near_parallel(src); break;
      case 15: c = long_rounded(src); break;
      case 16:  // subnormal, placed below
      case 17:  // huge, placed below
        c = contact(src, 6);
        if (coin(src)) c = ulp_step(c, src);
        break;
      default: {  // far-small: a small configuration translated far from the origin (when exact)
        c = contact(src, 6);
        if (coin(src)) c = ulp_step(c, src);
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
        shift(moved.seg.p0);
        shift(moved.seg.p1);
        shift(moved.box.min);
        shift(moved.box.max);
        if (exact) c = moved;
        break;
      }
    }
    c = cls == 16 ? place_subnormal(c, src) : cls == 17 ? place_huge(c, src) : cls >= 2 ? place_moderate(c, src) : c;
    sprinkle_negative_zeros(c.seg.p0, src);
    sprinkle_negative_zeros(c.seg.p1, src);
    sprinkle_negative_zeros(c.box.min, src);
    sprinkle_negative_zeros(c.box.max, src);
    return c;
  }
};

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_SEGMENT_AABB_H
