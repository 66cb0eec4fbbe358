// SPDX-License-Identifier: MIT
// geoverify generators: AABB-AABB cases (every broad phase, every BVH
// node-versus-node test).
//
// Contact is constructed exactly on the integer grid, axis by axis. Box A is
// a grid box; on each "contact" axis B's interval starts where A's ends
// (b.min_i == a.max_i, or b.max_i == a.min_i), and on every other axis the
// two intervals overlap strictly (each starts before the other ends; a flat
// interval sits strictly inside the other), so the exact relation is
// touching through a face (one contact axis), an edge (two) or a corner
// (three). Both boxes flat on the same axis meet at one value there, which is
// contact too. Around that: one ulp of gap or of overlap at the contact
// (the step taken at the placed magnitude, where an ulp may be the smallest
// subnormal at a contact plane through 0); flat, segment and point boxes;
// contact at 0 between -0.0 and +0.0; nested and identical boxes; small
// boxes far from the origin, where one ulp is a grid unit and min + max no
// longer fits in T; and placements at every magnitude by exact power-of-two
// scaling, down to the subnormals and up to the largest finite values (where
// min + max overflows T).
#ifndef GEOVERIFY_GEN_AABB_AABB_H
#define GEOVERIFY_GEN_AABB_AABB_H

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
struct Generator<query::AabbAabb<T>> : OutOfLineMake<query::AabbAabb<T>> {
  using C = query::AabbAabb<T>;
  static constexpr std::array<const char*, 17> kClasses{
      "random-real", "random-bits",  "touch-face",  "touch-edge", "touch-corner", "ulp-gap",
      "ulp-overlap", "flat-box",     "segment-box", "point-box",  "signed-zero",  "subnormal",
      "huge",        "far-small",    "nested",      "identical",  "ulp-step"};

  /// Grid bits of the coordinates: 9 (float), 21 (double). Every value built
  /// below is an integer or a half-integer below 2^(kBits + 2): exact in T.
  static constexpr int kBits = kCoordBits<T> - 1;

  /// Which of B's ends meets A on a contact axis: +1, b.min_i == a.max_i (B
  /// above); -1, b.max_i == a.min_i (B below).
  struct Contact {
    int axis = -1;
    int side = 0;
  };

  /// The result of touching(): the case, the contact axes (how many and
  /// which side), to step from.
  struct Touch {
    C c{};
    Contact contact[3];
    int n = 0;
  };

  /// Exact contact on the `mask` axes (bit i: axis i), strict overlap on the
  /// others. Each box is flat on the axes of its flat mask. Coordinates of A
  /// up to 2^bits, extents 1 .. 2^bits (0 on flat axes).
  template <class Src>
  static Touch touching(Src& src, unsigned mask, unsigned a_flat, unsigned b_flat, int bits) {
    Touch t;
    const std::int64_t span = std::int64_t{1} << bits;
    for (int i = 0; i < 3; ++i) {
      const bool af = (a_flat >> i) & 1u, bf = (b_flat >> i) & 1u;
      const T alo = T(grid_int(src, bits));
      const T ahi = af ? alo : alo + T(int_in(src, 1, span));
      const T bext = bf ? T(0) : T(int_in(src, 1, span));
      T blo, bhi;
      if (((mask >> i) & 1u) || (af && bf)) {  // contact (both flat: one common value)
        const int side = (af && bf && !((mask >> i) & 1u)) ? 1 : (coin(src) ? 1 : -1);
        if (side > 0) {
          blo = ahi;
          bhi = ahi + bext;
        } else {
          bhi = alo;
          blo = alo - bext;
        }
        t.contact[t.n++] = Contact{i, side};
      } else if (bf) {  // B flat strictly inside A's interval
        const T v = alo + T(int_in(src, 1, 2 * static_cast<std::int64_t>(ahi - alo) - 1)) * T(0.5);
        blo = bhi = v;
      } else if (af) {  // A flat strictly inside B's interval
        blo = alo - T(int_in(src, 1, span));
        bhi = alo + T(int_in(src, 1, span));
      } else {  // both solid: each starts before the other ends
        blo = T(int_in(src, static_cast<std::int64_t>(alo) - span, static_cast<std::int64_t>(ahi) - 1));
        const std::int64_t from = static_cast<std::int64_t>(blo > alo ? blo : alo) + 1;
        bhi = T(int_in(src, from, static_cast<std::int64_t>(ahi) + span));
      }
      set(t.c.a.min, i, alo);
      set(t.c.a.max, i, ahi);
      set(t.c.b.min, i, blo);
      set(t.c.b.max, i, bhi);
    }
    return t;
  }

  /// A random nonempty set of `count` axes (count 1, 2, 3) as a mask.
  template <class Src>
  static unsigned axes(Src& src, int count) {
    const int first = static_cast<int>(src.draw(3));
    unsigned m = 0;
    for (int k = 0; k < count; ++k) m |= 1u << ((first + k) % 3);
    return m;
  }

  /// A random flat mask: each axis flat with probability 1/odds.
  template <class Src>
  static unsigned flats(Src& src, std::uint64_t odds) {
    unsigned m = 0;
    for (int i = 0; i < 3; ++i) m |= one_in(src, odds) ? 1u << i : 0u;
    return m;
  }

  /// Exactly `count` flat axes at random.
  template <class Src>
  static unsigned flat_axes(Src& src, int count) {
    return count == 0 ? 0u : axes(src, count);
  }

  /// A contact case: face, edge or corner at random.
  template <class Src>
  static Touch some_touch(Src& src, unsigned a_flat, unsigned b_flat, int bits) {
    return touching(src, axes(src, static_cast<int>(int_in(src, 1, 3))), a_flat, b_flat, bits);
  }

  /// some_touch() of boxes flat on flats(src, odds) each, A's mask drawn
  /// first, then B's (hoisted: as two arguments of one call, their order
  /// would be the compiler's).
  template <class Src>
  static Touch some_touch(Src& src, std::uint64_t odds, int bits) {
    const unsigned a_flat = flats(src, odds), b_flat = flats(src, odds);
    return some_touch(src, a_flat, b_flat, bits);
  }

  /// The end of B (side +1: b.min, -1: b.max) that meets A on the contact
  /// axis, moved by one ulp away from A (gap) or into A (overlap). A flat B
  /// moves as a whole; for an overlap, a contact between two flat intervals
  /// is left alone (moving it would open a gap). Returns false if nothing moved.
  static bool step_contact(C& c, const Contact& k, bool gap) {
    const int i = k.axis;
    const T big = std::numeric_limits<T>::max();
    const T dir = (k.side > 0) == gap ? big : -big;  // gap above: up; overlap above: down
    const bool b_flat = get(c.b.min, i) == get(c.b.max, i);
    const bool a_flat = get(c.a.min, i) == get(c.a.max, i);
    if (!gap && a_flat && b_flat) return false;
    const T end = k.side > 0 ? get(c.b.min, i) : get(c.b.max, i);
    const T moved = std::nextafter(end, dir);
    if (!std::isfinite(moved)) return false;
    // B's extent on a contact axis is at least one grid unit, which is at
    // least one ulp of its ends: a non-flat B stays valid.
    if (b_flat || k.side > 0) set(c.b.min, i, moved);
    if (b_flat || k.side < 0) set(c.b.max, i, moved);
    return true;
  }

  /// One ulp of gap on one contact axis (disjoint), or of overlap on every
  /// contact axis (overlapping, unless two flat intervals meet on one),
  /// taken on the placed case so that the ulp is the one of its magnitude.
  template <class Src>
  static C ulp_contact(Src& src, const Touch& t, bool gap, C placed) {
    if (gap) {
      step_contact(placed, t.contact[src.draw(static_cast<std::uint64_t>(t.n))], true);
    } else {
      for (int k = 0; k < t.n; ++k) step_contact(placed, t.contact[k], false);
    }
    return placed;
  }

  /// The case moved along axis i by the integer offset o (exact: the
  /// callers' values and results are integers below 2^digits in magnitude).
  static void translate(C& c, int i, T o) {
    for (Vec3<T>* v : {&c.a.min, &c.a.max, &c.b.min, &c.b.max}) set(*v, i, get(*v, i) + o);
  }

  /// A contact case of small boxes (4 bits: every coordinate x an integer,
  /// or on an axis where B is flat inside A a half-integer; |x| < 64) moved
  /// far from the origin on every axis, where one grid unit is one ulp:
  /// x becomes s (k + f x) 2^(e - digits + 1) with f = 1 (f = 2 on an axis
  /// with a half-integer), a random binade exponent e, a random sign s and a
  /// random integer k in [2^(digits-1) + 128, 2^digits - 128], so that every
  /// coordinate is exact (k + f x has at most digits bits) and lies in the
  /// binade [2^e, 2^(e+1)), while the sum of two of them needs one bit more:
  /// min + max rounds when it is an odd number of ulps (x0 + x1 odd). A
  /// negative s mirrors the axis (min and max swap roles).
  template <class Src>
  static Touch far(Src& src) {
    constexpr int kDigits = std::numeric_limits<T>::digits;
    Touch t = some_touch(src, 6, 4);
    const int e = static_cast<int>(int_in(src, -24, 40));
    for (int i = 0; i < 3; ++i) {
      const std::int64_t k = int_in(src, (std::int64_t{1} << (kDigits - 1)) + 128, (std::int64_t{1} << kDigits) - 128);
      const bool mirror = coin(src);
      bool half = false;
      for (const Vec3<T>* v : {&t.c.a.min, &t.c.a.max, &t.c.b.min, &t.c.b.max}) {
        half = half || get(*v, i) != std::floor(get(*v, i));
      }
      const T f = half ? T(2) : T(1);
      auto move = [&](T x) { return std::ldexp(T(k + static_cast<std::int64_t>(f * x)), e - kDigits + 1); };
      for (Aabb<T>* b : {&t.c.a, &t.c.b}) {
        const T lo = move(get(b->min, i)), hi = move(get(b->max, i));
        set(b->min, i, mirror ? -hi : lo);
        set(b->max, i, mirror ? -lo : hi);
      }
      if (mirror) {
        for (int n = 0; n < t.n; ++n) {
          if (t.contact[n].axis == i) t.contact[n].side = -t.contact[n].side;
        }
      }
    }
    return t;
  }

  /// B nested in A: each of B's intervals inside A's (closed; shared end
  /// points included). A is flat on the axes of a_flat, B on those of b_flat.
  template <class Src>
  static C nested(Src& src, unsigned a_flat, unsigned b_flat) {
    C c{};
    const std::int64_t span = std::int64_t{1} << kBits;
    for (int i = 0; i < 3; ++i) {
      const std::int64_t lo = grid_int(src, kBits);
      const std::int64_t hi = ((a_flat >> i) & 1u) ? lo : lo + int_in(src, 1, span);
      // B's ends: each at A's end or anywhere inside it.
      const std::int64_t bl = coin(src) ? lo : int_in(src, lo, hi);
      const std::int64_t bh = ((b_flat >> i) & 1u) ? bl : (coin(src) ? hi : int_in(src, bl, hi));
      set(c.a.min, i, T(lo));
      set(c.a.max, i, T(hi));
      set(c.b.min, i, T(bl));
      set(c.b.max, i, T(bh));
    }
    return c;
  }

  /// A placement at a moderate magnitude, then the optional one-ulp step.
  template <class Src>
  static C contact_or_ulp(Src& src, const Touch& t, int mode) {
    // mode 0: as built; 1: one ulp of gap; 2: one ulp of overlap
    C c = place_moderate(t.c, src);
    if (mode == 1) c = ulp_contact(src, t, true, c);
    if (mode == 2) c = ulp_contact(src, t, false, c);
    return c;
  }

  template <class Src>
  static C generate(Src& src, std::size_t cls) {
    C c{};
    bool placed = false;  // the class placed the case itself
    switch (cls) {
      case 0: {  // random-real: two boxes around the unit cube
        c.a = spanned_box<T>([&] { return unit_real<T>(src); });
        c.b = spanned_box<T>([&] { return unit_real<T>(src); });
        placed = true;
        break;
      }
      case 1: {  // random-bits: every exponent, specials mixed in
        auto pick = [&] { return one_in(src, 3) ? special<T>(src) : any_finite<T>(src); };
        c.a = spanned_box<T>(pick);
        c.b = spanned_box<T>(pick);
        placed = true;
        break;
      }
      case 2:  // touch-face
      case 3:  // touch-edge
      case 4: {  // touch-corner
        const unsigned mask = axes(src, static_cast<int>(cls) - 1);
        const unsigned fa = flats(src, 1u << 20), fb = flats(src, 1u << 20);
        c = touching(src, mask, fa, fb, kBits).c;
        break;
      }
      case 5:  // ulp-gap: one ulp apart at a face, edge or corner contact
      case 6: {  // ulp-overlap: one ulp into each other there
        const Touch t = some_touch(src, 8, kBits);
        c = contact_or_ulp(src, t, cls == 5 ? 1 : 2);
        placed = true;
        break;
      }
      case 7:  // flat-box: one box (or both) flat on one axis
      case 8:  // segment-box: flat on two axes
      case 9: {  // point-box: flat on all three
        const int zeros = static_cast<int>(cls) - 6;
        const unsigned fa = flat_axes(src, zeros), fb = coin(src) ? flat_axes(src, zeros) : flats(src, 3);
        const int what = static_cast<int>(src.draw(4));  // contact, gap, overlap, nested
        if (what == 3) {
          c = nested(src, 0u, fa);  // the degenerate box inside a solid one
        } else {
          const Touch t = some_touch(src, fa, fb, kBits);
          c = contact_or_ulp(src, t, what);
          placed = true;
        }
        break;
      }
      case 10: {  // signed-zero: contact on a plane through 0, -0.0 against +0.0
        Touch t = some_touch(src, 8, kBits);
        const Contact k = t.contact[src.draw(static_cast<std::uint64_t>(t.n))];
        const int i = k.axis;
        translate(t.c, i, -(k.side > 0 ? get(t.c.a.max, i) : get(t.c.a.min, i)));
        c = place_moderate(t.c, src);
        // the meeting ends: A's end and B's end, both 0; opposite signs
        const T za = coin(src) ? -T(0) : T(0), zb = -za;
        for (Vec3<T>* v : {&c.a.min, &c.a.max}) {
          if (get(*v, i) == 0) set(*v, i, za);
        }
        for (Vec3<T>* v : {&c.b.min, &c.b.max}) {
          if (get(*v, i) == 0) set(*v, i, zb);
        }
        if (one_in(src, 4)) c = ulp_contact(src, Touch{c, {k}, 1}, coin(src), c);  // or one denorm_min off it
        return coin(src) ? c : C{c.b, c.a};
      }
      case 11:    // subnormal
      case 12: {  // huge: half of them far from the origin first, so that min + max overflows T
        const Touch t = cls == 12 && coin(src) ? far(src) : some_touch(src, 6, kBits);
        c = cls == 11 ? place_subnormal(t.c, src) : place_huge(t.c, src);
        const int mode = static_cast<int>(src.draw(3));
        if (mode == 1) c = ulp_contact(src, t, true, c);
        if (mode == 2) c = ulp_contact(src, t, false, c);
        placed = true;
        break;
      }
      case 13: {  // far-small: small boxes far from the origin, one grid unit one ulp
        const Touch t = far(src);
        c = t.c;
        const int mode = static_cast<int>(src.draw(3));
        if (mode == 1) c = ulp_contact(src, t, true, c);
        if (mode == 2) c = ulp_contact(src, t, false, c);
        placed = true;
        break;
      }
      case 14: {  // nested
        const unsigned fa = flats(src, 6), fb = flats(src, 4);
        c = nested(src, fa, fb);
        break;
      }
      case 15: {  // identical: the same box twice (solid boxes overlap, flat ones touch)
        c.a = grid_box<T>(src, 4);
        c.b = c.a;
        break;
      }
      default: {  // ulp-step: any scalar of a contact or nested case one ulp off
        if (coin(src)) {
          c = some_touch(src, 6, kBits).c;
        } else {
          const unsigned fa = flats(src, 6), fb = flats(src, 6);
          c = nested(src, fa, fb);
        }
        c = ulp_step(c, src);
        break;
      }
    }
    if (!placed) c = place_moderate(c, src);
    if (coin(src)) std::swap(c.a, c.b);
    sprinkle_negative_zeros(c.a.min, src);
    sprinkle_negative_zeros(c.a.max, src);
    sprinkle_negative_zeros(c.b.min, src);
    sprinkle_negative_zeros(c.b.max, src);
    return c;
  }
};

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_AABB_AABB_H
