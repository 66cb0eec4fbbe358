// SPDX-License-Identifier: MIT
// geoverify generators: capsule-capsule cases (two swept spheres: the narrow
// phase of every character controller and ragdoll; Ericson's
// ClosestPtSegmentSegment followed by dist^2 <= (ra + rb)^2).
//
// That test clamps the lines' closest parameters to [0, 1] by divisions,
// switches to an arbitrary parameter when the axes are parallel within an
// EPSILON, forms the closest points by rounded sums and then compares the
// squared distance with the square of the rounded sum ra + rb in T; it
// breaks where the exact squared distance D2 between the axes equals
// R^2 = (ra + rb)^2, where the closest points sit at an end of an axis, where
// the axes are parallel, nearly parallel, collinear or points, where ra + rb
// rounds, and where the squares round, underflow or overflow. So tangency
// is constructed exactly on the integer grid: the contact points F (on a)
// and G = F + k q (on b) differ by k times a lattice vector q of integer
// length len (an axis, a Pythagorean triple or quadruple, or a big one whose
// squares round in T; gen/lattice.h), and ra + rb = k len. The pair (F, G)
// is the closest pair of the axes when the first-order conditions hold: an
// axis through F in its interior runs orthogonal to q (a direction q x w,
// divided by its gcd), an axis ending at F runs away from G (v . q <= 0),
// an axis ending at G away from F (w . q >= 0); the distance between two
// segments is a convex function of their parameters, so these make
// D2 == (k len)^2 == R^2 exactly, every value a small integer. Around that:
// parallel and collinear axes, nearly parallel ones, crossing axes, balls
// (p0 == p1), segments (r == 0), one ulp of a radius, radius sums that
// round in T (a coarse capsule far along q against a fine one at the
// origin: ra = 2^N len and rb = len are exact, their sum (2^N + 1) len is
// not), and placements at every magnitude by exact power-of-two scaling and
// exact translation.
//
//   random-real          endpoints and radii of full precision round the
//                        unit cube; half the b axes start near a point of a
//                        (computed in T, rounded)
//   random-bits          every exponent, specials mixed in
//   tangent-interior     skew axes, the closest points strictly inside both
//                        (both axes orthogonal to q): touching
//   tangent-end-interior an end of a against the interior of b: touching
//   tangent-end-end      end against end (each axis running away from the
//                        other end): touching
//   tangent-big-lattice  the three above with a big lattice vector q (k = 1):
//                        R^2 and D2 round in T; touching
//   parallel             parallel axes orthogonal to q, overlapping in
//                        projection (touching ends of the overlap included),
//                        or apart along their direction (u . q > 0, the
//                        nearest pair end against end): touching
//   collinear            axes on one line along q: end to end with
//                        ra + rb == the gap (touching; both radii zero and a
//                        shared end: touching), and (not in the bases of the
//                        other classes) overlapping, apart by one integer of
//                        R, or on a line of irrational step with zero radii
//   near-parallel        long axes (2^j steps of u, up to 2^(digits-3))
//                        tangent in parallel, then an end of b moved by a
//                        small integer vector or one ulp: the directions
//                        differ by about 2^-(digits-3); mixed relations (and
//                        exactly parallel, of different lengths: touching)
//   crossing             axes meeting at a point (X, T or V shapes): D2 == 0,
//                        overlapping for R > 0, touching for R == 0
//   ball                 a == a ball (p0 == p1) tangent to the interior or an
//                        end of b, or to a ball b; or the centre on b's axis
//                        (overlapping)
//   segments             both radii zero: crossing, T, V, collinear
//                        overlapping, a point on a segment (touching), a
//                        lattice step apart (skew or parallel: disjoint), or
//                        an end one ulp off the other segment (mixed)
//   ulp-radius           a tangency with one radius one ulp larger or
//                        smaller: overlapping or disjoint, never touching
//   ulp-step             a contact case with one scalar moved one ulp
//   radius-sum           a tangency (interior, end-interior, end-end) with
//                        ra = 2^N len, rb = len and N >= digits - log2(len):
//                        ra + rb == (k len) exactly, not in T; touching
//   large-radius         a ball containing all of the other (small) capsule,
//                        or a tangency at a large multiple k (up to 2^10,
//                        2^30) with a radius up to two ulps off
//   far-small            a small contact case translated by +-2^k, k as
//                        large as keeps every coordinate exact (2^20 and
//                        beyond): exact, a radius one ulp off, or an end one
//                        ulp off
//   tiny-squares         contact cases scaled so that the squares straddle
//                        the underflow of T (coordinates near 2^-74 for
//                        float, 2^-537 for double)
//   subnormal            contact cases scaled into the subnormal range
//   huge                 contact cases scaled to within 16 of the largest
//                        finite value: the squares overflow
//                        (these three: a radius then one ulp of the placed
//                        magnitude either way, or kept)
// Each axis's endpoints are then reversed or not and a and b swapped or not,
// and the contact classes placed at a moderate power of two half of the time.
//
// Every case is valid: finite coordinates, radii >= 0; zeros (coordinates,
// point and segment radii) come with both signs.
#ifndef GEOVERIFY_GEN_CAPSULE_CAPSULE_H
#define GEOVERIFY_GEN_CAPSULE_CAPSULE_H

#include <algorithm>
#include <array>
#include <climits>
#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <numeric>
#include <utility>

#include "geoverify/gen/lattice.h"
#include "geoverify/gen/ivec.h"
#include "geoverify/gen/out_of_line.h"
#include "geoverify/gen/placement.h"
#include "geoverify/gen/scalars.h"
#include "geoverify/query/capsule_capsule.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace gen {

template <class T>
struct Generator<query::CapsuleCapsule<T>> : OutOfLineMake<query::CapsuleCapsule<T>>, IntegerVectors {
  using C = query::CapsuleCapsule<T>;
  static constexpr std::array<const char*, 20> kClasses{
      "random-real",   "random-bits", "tangent-interior", "tangent-end-interior", "tangent-end-end",
      "tangent-big-lattice", "parallel", "collinear",     "near-parallel",        "crossing",
      "ball",          "segments",    "ulp-radius",       "ulp-step",             "radius-sum",
      "large-radius",  "far-small",   "tiny-squares",     "subnormal",            "huge"};


  /// Bits of the grid point F a construction starts from: 7 (float), 19 (double).
  static constexpr int kBits = kCoordBits<T> - 3;
  static constexpr int kDigits = std::numeric_limits<T>::digits;

  /// A case on the integer grid: the axes a0-a1 and b0-b1 (p[0..3]) and the radii.
  struct Grid {
    std::array<V, 4> p{};
    I ra = 0, rb = 0;
  };

  // ---- integer vectors (the common ones: IntegerVectors, gen/ivec.h) ------

  /// A nonzero vector with components in [-m, m].
  template <class Src>
  static V small_vec(Src& src, I m) {
    V v{0, 0, 0};
    while (is_zero(v)) v = {int_in(src, -m, m), int_in(src, -m, m), int_in(src, -m, m)};
    return v;
  }

  /// x is exact in T (and far from int64 overflow).
  static bool exact_in_t(I x) {
    if (iabs(x) > (I{1} << 62)) return false;
    return static_cast<I>(T(x)) == x;
  }
  static bool fits(const Grid& g) {
    for (const V& v : g.p) {
      for (const I x : v) {
        if (!exact_in_t(x)) return false;
      }
    }
    return exact_in_t(g.ra) && exact_in_t(g.rb);
  }

  static Vec3<T> vec(const V& v) { return {T(v[0]), T(v[1]), T(v[2])}; }
  static C to_case(const Grid& g) {
    C c{};
    c.a = {vec(g.p[0]), vec(g.p[1]), T(g.ra)};
    c.b = {vec(g.p[2]), vec(g.p[3]), T(g.rb)};
    return c;
  }

  // ---- lattice vectors and directions ------------------------------------------

  enum Kind { kAxis, kTriple, kQuadruple, kBig };

  /// A lattice vector's components in a random order and signs.
  template <class Src>
  static V shuffled(Src& src, const LatticeVector& lv) {
    V v{lv.a, lv.b, lv.c};
    for (std::size_t i = 2; i > 0; --i) std::swap(v[i], v[static_cast<std::size_t>(src.draw(i + 1))]);
    for (auto& x : v) x = coin(src) ? -x : x;
    return v;
  }

  /// q of integer length len: an axis, a triple, a quadruple or a big one.
  template <class Src>
  static V lattice(Src& src, int kind, I& len) {
    LatticeVector lv{1, 0, 0, 1};
    switch (kind) {
      case kAxis: break;
      case kTriple: lv = kEdgeTriples[src.draw(sizeof kEdgeTriples / sizeof kEdgeTriples[0])]; break;
      case kQuadruple: lv = kCornerQuadruples[src.draw(sizeof kCornerQuadruples / sizeof kCornerQuadruples[0])]; break;
      default: lv = big_lattice<T>(src, coin(src) ? 2 : 3); break;
    }
    len = lv.len;
    return shuffled(src, lv);
  }

  /// The small kinds: axis (1/4), triple (3/8), quadruple (3/8).
  template <class Src>
  static int small_kind(Src& src) {
    const auto x = src.draw(8);
    return x < 2 ? kAxis : x < 5 ? kTriple : kQuadruple;
  }

  static bool big(const V& q) { return max_abs(q) > 64; }

  /// Two independent directions orthogonal to q: q x r for small r (divided
  /// by their gcds), or for a big q, q x e_a0 and q x e_a1 with q_c != 0.
  template <class Src>
  static void perps(Src& src, const V& q, V& u, V& w) {
    if (big(q)) {
      int c = static_cast<int>(src.draw(3));
      while (q[static_cast<std::size_t>(c)] == 0) c = (c + 1) % 3;
      const int a0 = (c + 1 + static_cast<int>(src.draw(2))) % 3, a1 = 3 - c - a0;
      u = mul(primitive(cross(q, unit(a0, 1))), some_sign(src));
      w = mul(primitive(cross(q, unit(a1, 1))), some_sign(src));
      return;
    }
    u = w = V{0, 0, 0};
    for (int attempt = 0; attempt < 16 && is_zero(u); ++attempt) u = cross(q, small_vec(src, 2));
    if (is_zero(u)) u = cross(q, is_zero(cross(q, unit(0, 1))) ? unit(1, 1) : unit(0, 1));
    u = primitive(u);
    for (int attempt = 0; attempt < 16; ++attempt) {
      const V x = cross(q, small_vec(src, 2));
      if (!is_zero(cross(u, x))) {
        w = primitive(x);
        break;
      }
    }
    if (is_zero(w)) w = mul(primitive(cross(q, u)), some_sign(src));
  }

  /// A small nonzero vector v with v . q <= 0 (running away from q).
  template <class Src>
  static V away(Src& src, const V& q, I m) {
    const V v = small_vec(src, m);
    return dot(v, q) > 0 ? mul(v, -1) : v;
  }

  // ---- contact ----------------------------------------------------------------

  enum Contact { kInterior, kEndInterior, kEndEnd, kParallel, kParallelApart };

  /// The axes of a contact at F (on a) and G = F + Q (on b), Q a positive
  /// multiple of q: (F, G) is their closest pair. b's direction vectors are
  /// multiplied by cb (1, or 2^N for radius-sum); m bounds the extents.
  template <class Src>
  static void contact(Src& src, int type, const V& F, const V& Q, const V& q, I m, I cb, Grid& g) {
    const V G = add(F, Q);
    V u{}, w{};
    perps(src, q, u, w);
    const I ext = big(q) ? 1 : m;
    auto extent = [&] { return int_in(src, 1, ext); };
    switch (type) {
      case kInterior:
        g.p = {axpy(F, u, -extent()), axpy(F, u, extent()), axpy(G, w, -cb * extent()), axpy(G, w, cb * extent())};
        break;
      case kEndInterior:
        g.p = {F, add(F, away(src, q, m)), axpy(G, w, -cb * extent()), axpy(G, w, cb * extent())};
        break;
      case kEndEnd:
        g.p = {F, add(F, away(src, q, m)), G, add(G, mul(away(src, mul(q, -1), m), cb))};
        break;
      case kParallel: {  // projections [s0, s1] and [t0, t1] on u overlap
        const I s0 = int_in(src, -ext, 0), s1 = int_in(src, s0 + 1, ext);
        const I t0 = int_in(src, s0 - ext, s1), t1 = int_in(src, std::max(t0 + 1, s0), s1 + ext);
        g.p = {axpy(F, u, s0), axpy(F, u, s1), axpy(G, u, t0), axpy(G, u, t1)};
        break;
      }
      default: {  // apart along the common direction d, d . q >= 0: a ends at F, b starts at G
        const I ku = big(q) ? 1 : nonzero_int(src, 2);  // drawn before the multiple of q
        const V d = add(mul(u, ku), mul(q, int_in(src, 0, big(q) ? 1 : 2)));
        g.p = {axpy(F, d, -extent()), F, G, axpy(G, d, extent())};
        break;
      }
    }
  }

  template <class Src>
  static void split(Src& src, I R, Grid& g) {
    switch (src.draw(6)) {
      case 0: g.ra = 0; break;
      case 1: g.ra = R; break;
      default: g.ra = int_in(src, 0, R); break;
    }
    g.rb = R - g.ra;
  }

  /// Exact tangency: a contact of the given type at F and F + k q, ra + rb = k len.
  template <class Src>
  static Grid tangent(Src& src, int kind, int type, I kmax, I m, int base_bits, V& F) {
    for (int attempt = 0; attempt < 8; ++attempt) {
      I len = 1;
      const V q = lattice(src, kind, len);
      const I k = kind == kBig ? 1 : int_in(src, 1, kmax);
      F = grid_ivec(src, base_bits);
      Grid g;
      contact(src, type, F, mul(q, k), q, m, 1, g);
      split(src, k * len, g);
      if (fits(g)) return g;
    }
    return tangent(src, kAxis, type, 1, 1, 0, F);  // always fits
  }
  template <class Src>
  static Grid tangent(Src& src, int kind, int type, I kmax, I m, int base_bits) {
    V F{};
    return tangent(src, kind, type, kmax, m, base_bits, F);
  }
  template <class Src>
  static Grid tangent(Src& src, int kind, int type) {
    return tangent(src, kind, type, 8, 3, kBits);
  }

  // ---- the other constructions ---------------------------------------------------

  /// Collinear axes along q: a = [F - s q, F], b = [F + j q, F + (j + t) q].
  /// Variant 0: j >= 1, R = j len (touching); 1: -s - t <= j <= 0 with zero
  /// radii (sharing an end or overlapping: touching); 2: overlapping (j <= 0
  /// and R > 0, or R above the gap); 3: apart (R one below the gap); 4: as 1
  /// on a line of irrational step.
  template <class Src>
  static Grid collinear(Src& src, int variant) {
    I len = 1;
    V q = lattice(src, small_kind(src), len);
    if (variant == 4) {
      len = 0;
      while (len == 0) {
        q = small_vec(src, 2);
        const I n2 = dot(q, q);
        const auto root = static_cast<I>(std::sqrt(static_cast<double>(n2)));
        len = root * root == n2 ? 0 : 1;  // keep an irrational length
      }
    }
    const V F = grid_ivec(src, kBits);
    const I s = int_in(src, 1, 4), t = int_in(src, 1, 4);
    I j = 0;
    Grid g;
    switch (variant) {
      case 0: j = int_in(src, 1, 4); split(src, j * len, g); break;
      case 1:
      case 4: j = coin(src) ? -int_in(src, 0, s + t) : 0; break;  // overlapping or sharing an end
      case 2:
        if (coin(src)) {
          j = -int_in(src, 0, s + t);
          split(src, int_in(src, 1, 8), g);
        } else {
          j = int_in(src, 1, 4);
          split(src, j * len + int_in(src, 1, 4), g);
        }
        break;
      default: j = int_in(src, 1, 4); split(src, j * len - 1, g); break;
    }
    g.p = {axpy(F, q, -s), F, axpy(F, q, j), axpy(F, q, j + t)};
    return g;
  }

  /// Axes meeting at F (variant 0: X, 1: T, 2: V), directions of small
  /// independent vectors; radii zero with zero_radii, else small integers or
  /// tiny powers of two.
  template <class Src>
  static C crossing(Src& src, int variant, bool zero_radii) {
    const V F = grid_ivec(src, kBits);
    const V u = small_vec(src, 4);
    V w = small_vec(src, 4);
    while (is_zero(cross(u, w))) w = small_vec(src, 4);
    const I s = int_in(src, 1, 3), t = int_in(src, 1, 3), s2 = int_in(src, 1, 3), t2 = int_in(src, 1, 3);
    Grid g;
    switch (variant) {
      case 0: g.p = {axpy(F, u, -s), axpy(F, u, t), axpy(F, w, -s2), axpy(F, w, t2)}; break;
      case 1: g.p = {axpy(F, u, -s), axpy(F, u, t), F, axpy(F, w, t2)}; break;
      default: g.p = {F, axpy(F, u, t), F, axpy(F, w, t2)}; break;
    }
    C c = to_case(g);
    if (!zero_radii) {
      auto radius = [&] {
        return coin(src) ? T(int_in(src, 0, 16)) : std::ldexp(T(1), -static_cast<int>(int_in(src, 1, 30)));
      };
      c.a.r = radius();
      c.b.r = radius();
      if (c.a.r == 0 && c.b.r == 0) c.b.r = T(1);
    }
    return c;
  }

  /// a a ball at F: tangent to the interior or an end of b, or to a ball b
  /// (exact); or (variant 3) its centre on b's axis: overlapping.
  template <class Src>
  static Grid ball(Src& src, int variant) {
    V F{};
    if (variant == 3) {
      Grid g = tangent(src, small_kind(src), kInterior);
      g.p[0] = g.p[1] = add(g.p[2], mul(sub(g.p[3], g.p[2]), int_in(src, 0, 1)));
      if (g.ra + g.rb == 0) g.rb = 1;
      return g;
    }
    const int kind = one_in(src, 4) ? static_cast<int>(kBig) : small_kind(src);
    Grid g = tangent(src, kind, variant == 0 ? kEndInterior : kEndEnd, 8, 3, kBits, F);
    g.p[1] = g.p[0];                    // a = [F, F]
    if (variant == 2) g.p[3] = g.p[2];  // b = [G, G]
    return g;
  }

  /// Both radii zero.
  template <class Src>
  static C segments(Src& src, int variant) {
    switch (variant) {
      case 0:
      case 1:
      case 2: return crossing(src, variant, true);  // X, T, V: touching
      case 3: return to_case(collinear(src, coin(src) ? 1 : 4));  // collinear, overlapping: touching
      case 4: {  // a point on a segment: touching
        const V F = grid_ivec(src, kBits), u = small_vec(src, 4);
        const I s = int_in(src, 1, 4);
        Grid g;
        g.p = {axpy(F, u, int_in(src, 0, s)), {}, F, axpy(F, u, s)};
        g.p[1] = g.p[0];
        return to_case(g);
      }
      case 5:
      case 6: {  // a lattice step apart, skew or parallel: disjoint
        Grid g = tangent(src, small_kind(src), variant == 5 ? kInterior : kParallel);
        g.ra = g.rb = 0;
        return to_case(g);
      }
      default: {  // an end one ulp off the other segment (T shape)
        C c = crossing(src, 1, true);
        nudge(c.b.p0, src);
        return c;
      }
    }
  }

  /// Long parallel axes tangent at distance k len, then b's end moved by a
  /// small integer vector (variant 0), one ulp (1), or b's length changed
  /// (2: exactly parallel, touching).
  template <class Src>
  static C near_parallel(Src& src, int variant) {
    for (int attempt = 0; attempt < 8; ++attempt) {
      I len = 1;
      const V q = lattice(src, small_kind(src), len);
      const I k = int_in(src, 1, 8);
      V u{}, w{};
      perps(src, q, u, w);
      const V F = grid_ivec(src, kBits), G = axpy(F, q, k);
      const I limit = (I{1} << (kDigits - 3)) / max_abs(u);
      int top = 0;
      while (top < 60 && (I{2} << top) <= limit) ++top;
      const int j = static_cast<int>(int_in(src, std::min(top, kDigits / 3), top));
      auto length = [&] { return (I{1} << j) + int_in(src, 0, (I{1} << j) - 1); };
      Grid g;
      g.p = {axpy(F, u, -length()), axpy(F, u, length()), axpy(G, u, -length()), axpy(G, u, length())};
      split(src, k * len, g);
      if (variant == 0) {
        const std::size_t end = 2 + src.draw(2);
        g.p[end] = add(g.p[end], small_vec(src, 1));
      } else if (variant == 2) {
        g.p[3] = axpy(G, u, int_in(src, 1, 3));
      }
      if (!fits(g)) continue;
      C c = to_case(g);
      if (variant == 1) nudge(coin(src) ? c.b.p0 : c.b.p1, src);
      return c;
    }
    return to_case(tangent(src, kAxis, kParallel, 1, 1, 0));
  }

  /// The radius-sum construction: a fine capsule at F = -q against a coarse
  /// one at G = 2^N q (directions times 2^N), ra = 2^N len and rb = len:
  /// D == (2^N + 1) len == ra + rb, not representable in T.
  template <class Src>
  static Grid radius_sum(Src& src) {
    for (int attempt = 0; attempt < 8; ++attempt) {
      I len = 1;
      const V q = lattice(src, small_kind(src), len);
      int lb = 0;
      while ((I{2} << lb) <= len) ++lb;
      int N = static_cast<int>(int_in(src, kDigits - lb, kDigits + 2));
      const int type = static_cast<int>(src.draw(3));
      // b's coordinates, 2^N times integers below 17 len < 2^(lb + 5), stay below 2^62.
      if (N + lb + 6 >= 62) N = kDigits - lb;
      Grid g;
      const I p = I{1} << N;
      const V F = mul(q, -1);
      contact(src, type, F, mul(q, p + 1), q, 2, p, g);
      g.ra = p * len;
      g.rb = len;
      if (fits(g)) return g;
    }
    return tangent(src, kAxis, kInterior);
  }

  /// One coordinate of v moved one ulp up or down.
  template <class Src>
  static void nudge(Vec3<T>& v, Src& src) {
    const int i = static_cast<int>(src.draw(3));
    set(v, i, ulps(get(v, i), coin(src) ? 1 : -1));
  }

  /// One radius moved by steps ulps; a step down takes a positive radius
  /// (and becomes a step up when both are zero).
  template <class Src>
  static void radius_ulps(C& c, Src& src, int steps) {
    T* r = coin(src) ? &c.a.r : &c.b.r;
    if (steps < 0 && *r <= T(0)) r = r == &c.a.r ? &c.b.r : &c.a.r;
    if (steps < 0 && *r <= T(0)) steps = -steps;
    const T moved = ulps(*r, steps);
    if (moved >= T(0) && std::isfinite(moved)) *r = moved;
  }

  /// Class cls (2 to 11, 14, 15) before the orientation and the placement;
  /// with exact, the classes of mixed relations keep to their touching variants.
  template <class Src>
  static C build(Src& src, std::size_t cls, bool exact = false) {
    switch (cls) {
      case 2: return to_case(tangent(src, small_kind(src), kInterior));
      case 3: return to_case(tangent(src, small_kind(src), kEndInterior));
      case 4: return to_case(tangent(src, small_kind(src), kEndEnd));
      case 5: return to_case(tangent(src, kBig, static_cast<int>(src.draw(3))));
      case 6: {  // the kind drawn first, then the type
        const int kind = one_in(src, 4) ? static_cast<int>(kBig) : small_kind(src);
        const int type = coin(src) ? kParallel : kParallelApart;
        return to_case(tangent(src, kind, type));
      }
      case 7: return to_case(collinear(src, static_cast<int>(src.draw(exact ? 2 : 5))));
      case 8: return near_parallel(src, exact ? 2 : static_cast<int>(src.draw(3)));
      case 9: {
        const int variant = static_cast<int>(src.draw(3));
        return crossing(src, variant, exact || one_in(src, 3));
      }
      case 10: return to_case(ball(src, static_cast<int>(src.draw(exact ? 3 : 4))));
      case 11: return segments(src, static_cast<int>(src.draw(exact ? 5 : 8)));
      case 14: return to_case(radius_sum(src));
      default: {  // large-radius
        if (coin(src)) {  // a ball (or capsule) containing all of b: ra >= 4 max|x - a0|
          const int kind = small_kind(src);
          Grid g = tangent(src, kind, static_cast<int>(src.draw(5)));
          g.p[0] = add(g.p[2], grid_ivec(src, 3));
          g.p[1] = coin(src) ? g.p[0] : add(g.p[0], small_vec(src, 2));
          I m = 1;
          for (std::size_t i = 2; i < 4; ++i) m = std::max(m, max_abs(sub(g.p[i], g.p[0])));
          int j = 0;
          while ((I{1} << j) < 4 * m) ++j;
          j = static_cast<int>(int_in(src, j, std::max(j, kDigits - 2)));
          g.ra = (I{1} << j) + int_in(src, 0, (I{1} << j) - 1);
          return to_case(g);
        }
        constexpr I kmax = kDigits < 32 ? (I{1} << 10) : (I{1} << 30);
        const int kind = small_kind(src);
        C c = to_case(tangent(src, kind, static_cast<int>(src.draw(5)), kmax, 2, kBits));
        radius_ulps(c, src, static_cast<int>(int_in(src, -2, 2)));
        return c;
      }
    }
  }

  /// The exact tangencies with R > 0: the bases of ulp-radius.
  template <class Src>
  static std::size_t tangent_class(Src& src) {
    static constexpr std::size_t kTangent[] = {2, 3, 4, 5, 6, 7, 10, 14};
    return kTangent[src.draw(sizeof kTangent / sizeof kTangent[0])];
  }

  /// The contact classes: bases of ulp-step and the magnitude classes (with
  /// build(src, k, true)).
  template <class Src>
  static std::size_t contact_class(Src& src) {
    static constexpr std::size_t kContact[] = {2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 14};
    return kContact[src.draw(sizeof kContact / sizeof kContact[0])];
  }

  /// Translated by +-2^k on each axis (or not), k up to the largest that
  /// keeps every coordinate exact and at least 20 when that is possible;
  /// radii unchanged. moved is cleared (and c returned) when no such k
  /// exceeds the configuration's largest coordinate.
  template <class Src>
  static C far_small(const C& c, Src& src, bool& moved) {
    int low = INT_MAX, high = INT_MIN;
    for (const Vec3<T>* v : {&c.a.p0, &c.a.p1, &c.b.p0, &c.b.p1}) {
      for (int i = 0; i < 3; ++i) {
        const T x = get(*v, i);
        if (x == 0) continue;
        low = std::min(low, low_bit_exponent(x));
        high = std::max(high, exponent_of(x));
      }
    }
    if (low == INT_MAX) low = high = 0;
    const int kmax = low + kDigits - 1, kmin = high + 2;
    moved = kmax >= kmin;
    if (!moved) return c;
    const auto near_top = static_cast<std::uint64_t>(std::min(4, kmax - kmin + 1));
    const int k = coin(src) ? static_cast<int>(int_in(src, std::max(kmin, std::min(kmax, 20)), kmax))
                            : kmax - static_cast<int>(src.draw(near_top));
    T off[3];
    for (T& o : off) o = one_in(src, 3) ? T(0) : std::ldexp(T(coin(src) ? 1 : -1), k);
    if (off[0] == 0 && off[1] == 0 && off[2] == 0) off[0] = std::ldexp(T(1), k);
    C r = c;
    for (Vec3<T>* v : {&r.a.p0, &r.a.p1, &r.b.p0, &r.b.p1}) *v = {v->x + off[0], v->y + off[1], v->z + off[2]};
    return r;
  }

  /// Endpoints reversed or not, a and b swapped or not.
  template <class Src>
  static C oriented(C c, Src& src) {
    if (coin(src)) std::swap(c.a.p0, c.a.p1);
    if (coin(src)) std::swap(c.b.p0, c.b.p1);
    if (coin(src)) std::swap(c.a, c.b);
    return c;
  }

  template <class Src>
  static C generate(Src& src, std::size_t cls) {
    using L = std::numeric_limits<T>;
    C c{};
    switch (cls) {
      case 0: {  // random-real
        auto pick = [&] { return T(2) * unit_real<T>(src); };
        auto radius = [&] { return std::fabs(T(0.5) * unit_real<T>(src)); };
        c.a = {{pick(), pick(), pick()}, {pick(), pick(), pick()}, radius()};
        if (coin(src)) {
          c.b = {{pick(), pick(), pick()}, {pick(), pick(), pick()}, radius()};
        } else {  // b starts near the point a0 + u (a1 - a0) of a (rounded)
          const T u = std::fabs(unit_real<T>(src)), s = T(0.5) * unit_real<T>(src);
          const Vec3<T>& p = c.a.p0;
          const Vec3<T>& q = c.a.p1;
          c.b.p0 = {p.x + u * (q.x - p.x) + s * unit_real<T>(src), p.y + u * (q.y - p.y) + s * unit_real<T>(src),
                    p.z + u * (q.z - p.z) + s * unit_real<T>(src)};
          c.b.p1 = {c.b.p0.x + pick(), c.b.p0.y + pick(), c.b.p0.z + pick()};
          c.b.r = radius();
        }
        break;
      }
      case 1: {  // random-bits
        auto pick = [&] { return one_in(src, 3) ? special<T>(src) : any_finite<T>(src); };
        c.a = {{pick(), pick(), pick()}, {pick(), pick(), pick()}, std::fabs(pick())};
        c.b = {{pick(), pick(), pick()}, {pick(), pick(), pick()}, std::fabs(pick())};
        break;
      }
      case 12:  // ulp-radius
        c = oriented(build(src, tangent_class(src), true), src);
        radius_ulps(c, src, coin(src) ? 1 : -1);
        break;
      case 13: c = ulp_step(oriented(build(src, contact_class(src), true), src), src); break;  // ulp-step
      case 16: {  // far-small: a small contact case, translated (a new one if that cannot be exact)
        bool moved = false;
        for (int attempt = 0; attempt < 4 && !moved; ++attempt) {
          const int kind = small_kind(src);  // drawn before the type
          const Grid g = tangent(src, kind, static_cast<int>(src.draw(5)), 2, 2, 2);
          c = far_small(oriented(to_case(g), src), src, moved);
        }
        switch (src.draw(4)) {
          case 0: radius_ulps(c, src, 1); break;
          case 1: radius_ulps(c, src, -1); break;
          case 2: nudge(coin(src) ? c.a.p0 : c.b.p1, src); break;
          default: break;
        }
        break;
      }
      case 17:
      case 18:
      case 19: c = oriented(build(src, contact_class(src), true), src); break;
      default: c = oriented(build(src, cls), src); break;  // 2 to 11, 14, 15
    }
    switch (cls) {
      case 0:
      case 1:
      case 16: break;  // placed above
      case 17: {       // tiny-squares: the squares straddle the underflow threshold of T
        const int target = (L::min_exponent - L::digits) / 2 + static_cast<int>(int_in(src, -4, 4));
        c = scaled_exactly(c, target - max_scaled_exponent(c));
        break;
      }
      case 18: c = place_subnormal(c, src); break;
      case 19: c = place_huge(c, src); break;
      default: c = place_moderate(c, src); break;
    }
    if (cls >= 17) radius_ulps(c, src, static_cast<int>(int_in(src, -1, 1)));
    for (Capsule<T>* x : {&c.a, &c.b}) {
      sprinkle_negative_zeros(x->p0, src);
      sprinkle_negative_zeros(x->p1, src);
      sprinkle_negative_zero(x->r, src);
    }
    return c;
  }
};

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_CAPSULE_CAPSULE_H
