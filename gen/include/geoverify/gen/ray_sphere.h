// SPDX-License-Identifier: MIT
// geoverify generators: ray-sphere cases (the textbook ray-ball test every
// ray tracer and picking routine writes: with m = o - c, b = m.dir and
// e = m.m - r^2 (the textbook's "c"), the sign of b^2 - (dir.dir) e, and the
// early-out "e > 0 && b > 0").
//
// Contact is constructed exactly on the integer grid. Tangency: a grid point
// p (the point where the ray's line touches), an integer vector n of integer
// length (gen/lattice.h: an axis, a Pythagorean triple or quadruple, or a
// large one whose squares round in T) and an integer direction d
// perpendicular to n (a cross product of n with a small integer vector,
// divided by the components' gcd) give c = p + n, r = |n|, o = p - t0 d: the
// line is at distance exactly r from c, touching at the parameter t0, which
// the range [tmin, tmax] contains or misses. Points on the sphere (o, or an
// end o + tmin dir / o + tmax dir of the range) are c + n with the direction
// entering the ball, leaving it or tangent there.
//
//   random-real          o, dir, c, r of full precision round the unit cube
//   random-bits          every exponent, specials mixed in (still valid)
//   tangent-axis         n along an axis, or dir along an axis with n a triple
//                        in the plane across it: zero components in dir
//   tangent-lattice      n a triple or quadruple, dir an integer perpendicular
//   tangent-big-lattice  n a large lattice vector: m.m, b^2 and r^2 round in T
//   tangent-off-range    exact tangency of the line at t0 < 0 (behind the
//                        origin), t0 < tmin or t0 > tmax: disjoint, the
//                        unclipped line touches
//   origin-on-sphere     o exactly on the sphere, dir into the ball, out of it
//                        or tangent (e == 0 exactly, b of either sign or 0)
//   origin-inside        o inside the ball (e < 0), possibly at its centre
//   pointing-away        b > 0: from outside (the line often crosses the ball
//                        behind o: disjoint) and from inside or on the sphere
//   end-on-sphere        a finite tmax with o + tmax dir on the sphere, or
//                        tmin > 0 with o + tmin dir on it; entering, leaving
//                        or tangent there (touching or overlapping)
//   point-sphere         r == 0 (or -0.0): c on the ray, beyond its range, a
//                        grid step or an ulp off the line
//   zero-dir             dir == 0 (signed zeros): the point o on, inside or
//                        outside the ball, point balls included
//   dir-scale            a contact case with dir scaled by 2^s and tmin, tmax
//                        by 2^-s (the same point set): |dir| tiny (down to
//                        subnormal) or huge (dir.dir overflows)
//   ulp-radius           a contact case with r one ulp larger or smaller
//   ulp-step             a contact case with one scalar moved by one ulp
//   grazing-far          exact tangency at a large t0 (2^7 up to where o
//                        stays an exact integer in T): b^2 and (dir.dir) e are
//                        huge and cancel; exact, or one ulp off in r or in
//                        another scalar
//   tiny-squares         contact cases whose squares straddle underflow
//   subnormal            contact cases (small lattice vectors) scaled into
//                        the subnormal range: every case has subnormal values
//   huge                 contact cases scaled to the top of the range: the
//                        squares overflow
//                        (these three: scaled exactly, then r one ulp of the
//                        placed magnitude either way, or kept)
//   far-small            a small contact configuration translated far from
//                        the origin, where o - c cancels
//   unit-half-line-tangent  the textbook routines' own input: a half-line
//                        (tmin 0, tmax +infinity) with a unit axis direction,
//                        tangent to a ball round a large lattice vector n
//                        across that axis, at a small or a large t0, exact or
//                        one ulp off; o, c and r (never dir) sometimes scaled
//                        towards the subnormals or the overflow of the squares
//
// Every case is valid: finite o, dir, c, r and tmin, 0 <= tmin <= tmax
// (tmax possibly +infinity), r >= 0; zeros come with both signs.
#ifndef GEOVERIFY_GEN_RAY_SPHERE_H
#define GEOVERIFY_GEN_RAY_SPHERE_H

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numeric>
#include <utility>

#include "geoverify/gen/lattice.h"
#include "geoverify/gen/ivec.h"
#include "geoverify/gen/out_of_line.h"
#include "geoverify/gen/placement.h"
#include "geoverify/gen/scalars.h"
#include "geoverify/query/cases.h"
#include "geoverify/query/ray_sphere.h"

namespace gv {
namespace gen {

template <class T>
struct Generator<query::RaySphere<T>> : OutOfLineMake<query::RaySphere<T>>, IntegerVectors {
  using C = query::RaySphere<T>;
  static constexpr std::array<const char*, 21> kClasses{
      "random-real",      "random-bits",   "tangent-axis",  "tangent-lattice", "tangent-big-lattice",
      "tangent-off-range", "origin-on-sphere", "origin-inside", "pointing-away", "end-on-sphere",
      "point-sphere",     "zero-dir",      "dir-scale",     "ulp-radius",      "ulp-step",
      "grazing-far",      "tiny-squares",  "subnormal",     "huge",            "far-small",
      "unit-half-line-tangent"};


  /// Bits of the grid points (centres, tangent points).
  static constexpr int kBits = kCoordBits<T> - 1;
  /// Integers of magnitude up to kExact are exact in T.
  static constexpr I kExact = I{1} << std::numeric_limits<T>::digits;
  /// tmax of a Grid case meaning +infinity.
  static constexpr I kInf = -1;

  /// A case on the integer grid: exact in T when fits().
  struct Grid {
    V o{}, d{}, c{};
    I r = 0;
    I tmin = 0, tmax = kInf;
  };

  // ---- integer vectors (the common ones: IntegerVectors, gen/ivec.h) ------

  /// floor(sqrt(x)) for 0 <= x < 2^62.
  static I isqrt(I x) {
    I s = static_cast<I>(std::sqrt(static_cast<double>(x)));
    while (s > 0 && s * s > x) --s;
    while ((s + 1) * (s + 1) <= x) ++s;
    return s;
  }

  /// A nonzero grid vector.
  template <class Src>
  static V grid_dir(Src& src, int bits) {
    for (int attempt = 0; attempt < 8; ++attempt) {
      const V d = grid_ivec(src, bits);
      if (!is_zero(d)) return d;
    }
    return {1, 0, 0};
  }

  /// A lattice vector of integer length len: one axis (kind 1), a triple (2), a
  /// quadruple (3), a large one (4) or a large one with a zero component (5),
  /// components in a random order and signs.
  template <class Src>
  static V lattice_vec(Src& src, int kind, I& len) {
    constexpr std::uint64_t kTriples = sizeof kEdgeTriples / sizeof kEdgeTriples[0];
    constexpr std::uint64_t kQuadruples = sizeof kCornerQuadruples / sizeof kCornerQuadruples[0];
    const LatticeVector l = kind == 1   ? LatticeVector{1, 0, 0, 1}
                            : kind == 2 ? kEdgeTriples[src.draw(kTriples)]
                            : kind == 3 ? kCornerQuadruples[src.draw(kQuadruples)]
                            : kind == 5 ? big_lattice<T>(src, 2)
                                        : big_lattice<T>(src, coin(src) ? 2 : 3);
    V v{l.a, l.b, l.c};
    for (std::size_t i = 2; i > 0; --i) std::swap(v[i], v[src.draw(i + 1)]);  // shuffle
    for (auto& x : v) x = coin(src) ? -x : x;
    len = l.len;
    return v;
  }

  template <class Src>
  static int some_kind(Src& src) {
    return static_cast<int>(int_in(src, 1, 4));
  }

  /// A nonzero integer vector perpendicular to n != 0: n x w for a small
  /// integer w (components in [-wmax, wmax]; in [-1, 1] when n is large, so
  /// that the result stays below 2 max|n_i| and exact in T), divided by its
  /// components' gcd.
  template <class Src>
  static V perpendicular(Src& src, const V& n, I wmax) {
    if (max_abs(n) > kExact / 16) wmax = 1;
    auto reduced = [](V d) {
      const I g = std::gcd(std::gcd(d[0], d[1]), d[2]);
      return g > 1 ? V{d[0] / g, d[1] / g, d[2] / g} : d;
    };
    for (int attempt = 0; attempt < 4; ++attempt) {
      const V d = cross(n, {int_in(src, -wmax, wmax), int_in(src, -wmax, wmax), int_in(src, -wmax, wmax)});
      if (!is_zero(d)) return reduced(d);
    }
    for (std::size_t i = 0; i < 3; ++i) {
      V e{};
      e[i] = 1;
      const V d = cross(n, e);
      if (!is_zero(d)) return reduced(d);
    }
    return {1, 0, 0};
  }

  /// A direction into the ball at a point c + n of its sphere (way 0: d.n < 0),
  /// out of it (way 1: d.n > 0) or tangent (way 2: d.n == 0).
  template <class Src>
  static V direction_at(Src& src, const V& n, int way) {
    if (way == 2) return perpendicular(src, n, 2);
    V d = grid_dir(src, 4);
    I s = dot(d, n);  // |d| <= 16: no overflow
    if (s == 0) {
      d = add(d, n);  // (d + n).n == n.n > 0
      s = 1;
    }
    return (s > 0) == (way == 1) ? d : mul(d, -1);
  }

  static bool fits(const Grid& g) {
    const I m = std::max(std::max(max_abs(g.o), max_abs(g.d)), std::max(max_abs(g.c), iabs(g.r)));
    return m <= kExact && g.tmin <= kExact && g.tmax <= kExact;
  }

  static C to_case(const Grid& g) {
    auto vec = [](const V& v) { return Vec3<T>{T(v[0]), T(v[1]), T(v[2])}; };
    C c{};
    c.ray.o = vec(g.o);
    c.ray.dir = vec(g.d);
    c.ray.tmin = T(g.tmin);
    c.ray.tmax = g.tmax == kInf ? std::numeric_limits<T>::infinity() : T(g.tmax);
    c.sphere = {vec(g.c), T(g.r)};
    return c;
  }

  /// A parameter range containing t0 >= 0 (in), or missing t0 (!in).
  template <class Src>
  static void set_range(Src& src, Grid& g, I t0, bool in) {
    if (in) {
      if (one_in(src, 8)) {
        g.tmin = g.tmax = t0;
        return;
      }
      g.tmin = one_in(src, 3) ? int_in(src, 0, t0) : 0;
      g.tmax = coin(src) ? kInf : int_in(src, t0, t0 + 8);
    } else if (t0 < 0) {  // behind the origin
      g.tmin = one_in(src, 3) ? int_in(src, 0, 4) : 0;
      g.tmax = coin(src) ? kInf : g.tmin + int_in(src, 0, 8);
    } else if (t0 >= 1 && coin(src)) {  // beyond tmax
      g.tmax = int_in(src, 0, t0 - 1);
      g.tmin = one_in(src, 3) ? int_in(src, 0, g.tmax) : 0;
    } else {  // before tmin
      g.tmin = int_in(src, t0 + 1, t0 + 8);
      g.tmax = coin(src) ? kInf : g.tmin + int_in(src, 0, 8);
    }
  }

  // ---- contact constructions ------------------------------------------------

  /// Exact tangency (see the file comment): c = p + n, r = |n| = k L,
  /// o = p - t0 d with d.n == 0. With axis_dir, d lies along an axis on which
  /// n has a zero component. t0 is halved until the case fits T.
  template <class Src>
  static Grid tangent(Src& src, int kind, I kmax, bool in_range, bool axis_dir = false) {
    I len = 0;
    const V l = lattice_vec(src, kind, len);
    const I k = kind == 4 ? 1 : int_in(src, 1, kmax);
    const V n = mul(l, k);
    V d = perpendicular(src, n, kind == 4 ? 1 : 2);
    if (axis_dir) {
      std::size_t zeros[3] = {};
      std::size_t count = 0;
      for (std::size_t i = 0; i < 3; ++i) {
        if (n[i] == 0) zeros[count++] = i;
      }
      if (count > 0) {
        d = V{};
        d[zeros[src.draw(count)]] = nonzero_int(src, 4);
      }
    }
    const V p = grid_ivec(src, kBits);
    I t0 = in_range ? int_in(src, 0, 8) : int_in(src, -8, 8);
    Grid g;
    g.c = add(p, n);
    g.r = k * len;
    g.d = d;
    for (;;) {
      g.o = sub(p, mul(d, t0));
      if (t0 == 0 || fits(g)) break;
      t0 /= 2;
    }
    set_range(src, g, t0, in_range);
    return g;
  }

  /// A ball of g round a grid point through the integer point c + n, which it
  /// returns: n = k l for a lattice vector l of the given kind (k = 1 for a
  /// large one, else in [1, kmax]), r = |n|.
  template <class Src>
  static V sphere_through(Src& src, int kind, I kmax, Grid& g) {
    I len = 0;
    const V l = lattice_vec(src, kind, len);
    const I k = kind == 4 ? 1 : int_in(src, 1, kmax);
    g.c = grid_ivec(src, kBits);
    g.r = k * len;
    return mul(l, k);
  }

  /// o on the sphere (o = c + n), the direction into the ball, out or tangent.
  template <class Src>
  static Grid origin_on(Src& src, int kind, I kmax) {
    Grid g;
    const V n = sphere_through(src, kind, kmax, g);
    g.o = add(g.c, n);
    g.d = direction_at(src, n, static_cast<int>(src.draw(3)));
    g.tmax = one_in(src, 6) ? 0 : coin(src) ? kInf : int_in(src, 1, 16);
    return g;
  }

  /// An end of the range on the sphere: q = c + n = o + te d with te = tmax or
  /// te = tmin, d entering the ball at q, leaving it or tangent there.
  template <class Src>
  static Grid end_on(Src& src, int kind, I kmax) {
    Grid g;
    const V n = sphere_through(src, kind, kmax, g);
    const V q = add(g.c, n);
    g.d = direction_at(src, n, static_cast<int>(src.draw(3)));
    I te = int_in(src, 1, 8);
    for (;;) {
      g.o = sub(q, mul(g.d, te));
      if (te == 1 || fits(g)) break;
      te /= 2;
    }
    if (coin(src)) {  // o + tmax dir on the sphere
      g.tmax = te;
      g.tmin = one_in(src, 3) ? int_in(src, 0, te) : 0;
    } else {  // o + tmin dir on the sphere
      g.tmin = te;
      g.tmax = coin(src) ? kInf : te + int_in(src, 0, 8);
    }
    return g;
  }

  /// A point ball (r == 0) at o + t0 d, with t0 in the range (on) or not.
  template <class Src>
  static Grid point_on_line(Src& src, bool in_range) {
    Grid g;
    g.o = grid_ivec(src, kBits);
    g.d = grid_dir(src, 4);
    const I t0 = in_range ? int_in(src, 0, 16) : int_in(src, -16, 16);
    g.c = add(g.o, mul(g.d, t0));
    set_range(src, g, t0, in_range);
    return g;
  }

  /// One of the contact constructions at a random kind up to max_kind (mostly
  /// touching; overlapping where the direction enters the ball at the contact
  /// point).
  template <class Src>
  static Grid some_contact(Src& src, I kmax, int max_kind = 4) {
    const auto which = src.draw(6);
    const int kind = static_cast<int>(int_in(src, 1, max_kind));
    switch (which) {
      case 0:
      case 1: {
        const bool axis_dir = one_in(src, 4);
        return tangent(src, kind, kmax, true, axis_dir);
      }
      case 2: return origin_on(src, kind, kmax);
      case 3: return end_on(src, kind, kmax);
      case 4: return point_on_line(src, true);
      default: return tangent(src, kind, kmax, false);
    }
  }

  /// r moved by steps ulps (kept if it stays non-negative).
  static C radius_ulps(C c, int steps) {
    const T moved = ulps(c.sphere.r, steps);
    if (moved >= T(0)) c.sphere.r = moved;
    return c;
  }

  /// dir scaled by 2^s and tmin, tmax by 2^-s (the same point set), with s
  /// halved until both scalings are exact.
  static C dir_scaled(const C& c, int s) {
    for (; s != 0; s /= 2) {
      bool exact = true;
      C r = c;
      r.ray.dir = query::scaled(c.ray.dir, s, exact);
      r.ray.tmin = query::scaled(c.ray.tmin, -s, exact);
      if (std::isfinite(c.ray.tmax)) r.ray.tmax = query::scaled(c.ray.tmax, -s, exact);
      if (exact) return r;
    }
    return c;
  }

  // ---- the classes ----------------------------------------------------------

  template <class Src>
  static C generate(Src& src, std::size_t cls) {
    using L = std::numeric_limits<T>;
    constexpr I kK = 64;  // largest multiple of a small lattice vector
    C c{};
    switch (cls) {
      case 0: {  // random-real: the ray aimed at a point near the ball (hits and misses), or anywhere
        c.sphere = {{T(2) * unit_real<T>(src), T(2) * unit_real<T>(src), T(2) * unit_real<T>(src)},
                    std::fabs(unit_real<T>(src))};
        c.ray.o = {T(4) * unit_real<T>(src), T(4) * unit_real<T>(src), T(4) * unit_real<T>(src)};
        if (one_in(src, 4)) {
          c.ray.dir = {unit_real<T>(src), unit_real<T>(src), unit_real<T>(src)};
        } else {
          const T spread = T(1.5) * c.sphere.r;
          const Vec3<T> aim{c.sphere.c.x + spread * unit_real<T>(src), c.sphere.c.y + spread * unit_real<T>(src),
                            c.sphere.c.z + spread * unit_real<T>(src)};
          c.ray.dir = {aim.x - c.ray.o.x, aim.y - c.ray.o.y, aim.z - c.ray.o.z};
        }
        if (coin(src)) {
          c.ray.tmax = std::fabs(T(2) * unit_real<T>(src));
          if (coin(src)) c.ray.tmin = c.ray.tmax * std::fabs(unit_real<T>(src));  // <= tmax
        }
        break;
      }
      case 1: {  // random-bits
        auto pick = [&] { return one_in(src, 3) ? special<T>(src) : any_finite<T>(src); };
        c.ray.o = {pick(), pick(), pick()};
        c.ray.dir = {pick(), pick(), pick()};
        c.sphere = {{pick(), pick(), pick()}, std::fabs(pick())};
        const T a = std::fabs(pick());
        const T b = one_in(src, 3) ? L::infinity() : std::fabs(pick());
        c.ray.tmin = std::min(a, b);
        c.ray.tmax = std::max(a, b);
        break;
      }
      case 2: {  // tangent-axis
        const int kind = coin(src) ? 1 : 2;
        const bool axis_dir = coin(src);
        c = to_case(tangent(src, kind, kK, true, axis_dir));
        break;
      }
      case 3: c = to_case(tangent(src, coin(src) ? 2 : 3, kK, true)); break;  // tangent-lattice
      case 4: c = to_case(tangent(src, 4, 1, true)); break;  // tangent-big-lattice
      case 5: {  // tangent-off-range
        const int kind = some_kind(src);
        const bool axis_dir = one_in(src, 4);
        c = to_case(tangent(src, kind, kK, false, axis_dir));
        break;
      }
      case 6: c = to_case(origin_on(src, some_kind(src), kK)); break;  // origin-on-sphere
      case 7: {  // origin-inside: |o - c| < r
        Grid g;
        g.c = grid_ivec(src, kBits);
        const V m = one_in(src, 8) ? V{} : grid_ivec(src, 5);
        g.o = add(g.c, m);
        g.r = isqrt(dot(m, m)) + int_in(src, 1, 4);
        g.d = grid_dir(src, 4);
        g.tmax = coin(src) ? kInf : int_in(src, 0, 16);
        c = to_case(g);
        break;
      }
      case 8: {  // pointing-away: b = m.d > 0, o outside (2/3) or inside / on the sphere (1/3)
        Grid g;
        g.c = grid_ivec(src, kBits);
        const V m = grid_dir(src, 5);
        g.o = add(g.c, m);
        g.d = grid_dir(src, 4);
        const I b = dot(m, g.d);
        if (b < 0) g.d = mul(g.d, -1);
        if (b == 0) g.d = add(g.d, m);  // then m.d == m.m > 0
        const I mm = dot(m, m), s = isqrt(mm);
        if (one_in(src, 3)) {  // r^2 >= m.m: inside, or on the sphere when m.m is a square
          g.r = (s * s == mm ? s : s + 1) + int_in(src, 0, 2);
        } else {  // r^2 < m.m, r mostly above the line's distance (the ball behind o)
          g.r = std::max<I>(0, s * s == mm ? s - int_in(src, 1, 3) : s - int_in(src, 0, 2));
        }
        g.tmax = coin(src) ? kInf : int_in(src, 0, 16);
        c = to_case(g);
        break;
      }
      case 9: c = to_case(end_on(src, some_kind(src), kK)); break;  // end-on-sphere
      case 10: {  // point-sphere: r == 0 on the ray, beyond its range, a step or an ulp off
        c = to_case(point_on_line(src, !one_in(src, 3)));
        const int off = static_cast<int>(src.draw(4));
        const int i = static_cast<int>(src.draw(3));
        if (off == 0) set(c.sphere.c, i, get(c.sphere.c, i) + T(nonzero_int(src, 1)));
        if (off == 1) set(c.sphere.c, i, ulps(get(c.sphere.c, i), coin(src) ? 1 : -1));
        break;
      }
      case 11: {  // zero-dir: the point o on, inside or outside the ball
        Grid g;
        g.c = grid_ivec(src, kBits);
        g.d = V{};
        const int where = static_cast<int>(src.draw(4));
        if (where == 0) {  // on the sphere
          I len = 0;
          const I k = int_in(src, 1, kK);
          g.o = add(g.c, mul(lattice_vec(src, static_cast<int>(int_in(src, 1, 3)), len), k));
          g.r = k * len;
        } else {
          const V m = where == 3 ? (coin(src) ? V{} : grid_ivec(src, 1)) : grid_dir(src, 5);
          const I mm = dot(m, m), s = isqrt(mm);
          g.o = add(g.c, m);
          g.r = where == 1   ? s + int_in(src, 1, 4)                                                   // inside
                : where == 2 ? std::max<I>(0, s * s == mm ? s - int_in(src, 1, 3) : s - int_in(src, 0, 2))  // outside
                             : 0;                                                                   // point ball
        }
        g.tmin = one_in(src, 3) ? int_in(src, 0, 8) : 0;
        g.tmax = coin(src) ? kInf : g.tmin + int_in(src, 0, 8);
        c = to_case(g);
        break;
      }
      case 12: {  // dir-scale: |dir| tiny (dir.dir underflows), huge (it overflows) or moderate
        c = to_case(some_contact(src, kK));
        const T big = std::max(std::fabs(c.ray.dir.x), std::max(std::fabs(c.ray.dir.y), std::fabs(c.ray.dir.z)));
        const auto which = src.draw(3);
        const std::int64_t target = which == 0   ? int_in(src, L::min_exponent - L::digits + 4, L::min_exponent / 2)
                                    : which == 1 ? int_in(src, L::max_exponent / 2, L::max_exponent - 2)
                                                 : int_in(src, -30, 30);
        c = dir_scaled(c, static_cast<int>(target) - exponent_of(big));
        break;
      }
      case 13: {  // ulp-radius
        c = to_case(some_contact(src, kK));
        c = radius_ulps(c, coin(src) ? 1 : -1);
        break;
      }
      case 14: c = ulp_step(to_case(some_contact(src, kK)), src); break;  // ulp-step
      case 15: {  // grazing-far: tangent at a large t0
        I len = 0;
        const I k = int_in(src, 1, 8);
        const V n = mul(lattice_vec(src, static_cast<int>(int_in(src, 1, 3)), len), k);
        const V d = perpendicular(src, n, 1);
        const V p = grid_ivec(src, kBits);
        const I room = (kExact - (I{1} << kBits)) / max_abs(d);  // |p - t0 d| <= kExact
        int top = 0;
        while (top < 62 && (I{1} << (top + 1)) <= room) ++top;
        const int w = top <= 8 ? top : static_cast<int>(int_in(src, 8, top));
        const I t0 = int_in(src, (I{1} << w) / 2, std::min(I{1} << w, room));
        Grid g;
        g.c = add(p, n);
        g.r = k * len;
        g.d = d;
        g.o = sub(p, mul(d, t0));
        g.tmax = coin(src) ? kInf : int_in(src, t0, 2 * t0);
        c = to_case(g);
        const int how = static_cast<int>(src.draw(4));
        if (how == 2) c = radius_ulps(c, coin(src) ? 1 : -1);
        if (how == 3) c = ulp_step(c, src);
        break;
      }
      case 16:    // tiny-squares: the squares straddle the underflow threshold of T
      case 17:    // subnormal: every grid value a multiple of denorm_min
      case 18: {  // huge: the squares overflow T
        // Placed exactly, then r one ulp (at the placed magnitude) either way or kept.
        // Subnormal: no large lattice vectors, whose values would land above the
        // subnormal range.
        c = to_case(some_contact(src, kK, cls == 17 ? 3 : 4));
        if (cls == 16) {
          const int target = (L::min_exponent - L::digits) / 2 + static_cast<int>(int_in(src, -4, 4));
          c = scaled_exactly(c, target - max_scaled_exponent(c));
        } else {
          c = cls == 17 ? place_subnormal(c, src) : place_huge(c, src);
        }
        c = radius_ulps(c, static_cast<int>(int_in(src, -1, 1)));
        break;
      }
      case 20: {  // unit-half-line-tangent
        I len = 0;
        V n{};
        if (coin(src)) {
          n = lattice_vec(src, 5, len);
        } else {
          n = lattice_vec(src, 2, len);
          const I k = int_in(src, 1, 64);
          n = mul(n, k);
          len *= k;
        }
        std::size_t axis = 0;
        while (axis < 2 && n[axis] != 0) ++axis;
        Grid g;
        g.d = V{};
        g.d[axis] = coin(src) ? 1 : -1;
        const V p = grid_ivec(src, kBits / 2);
        g.c = add(p, n);
        g.r = len;
        const int w = static_cast<int>(int_in(src, 0, std::numeric_limits<T>::digits - 2));
        I t0 = int_in(src, 0, I{1} << w);
        for (;;) {
          g.o = sub(p, mul(g.d, t0));
          if (t0 == 0 || fits(g)) break;
          t0 /= 2;
        }
        g.tmin = 0;
        g.tmax = kInf;
        c = to_case(g);
        const int how = static_cast<int>(src.draw(4));
        if (how == 1) c = radius_ulps(c, coin(src) ? 1 : -1);
        if (how == 2) {  // one coordinate of o or c one ulp off
          T& x = coin(src) ? (coin(src) ? c.ray.o.x : c.ray.o.y) : (coin(src) ? c.sphere.c.x : c.sphere.c.z);
          x = ulps(x, coin(src) ? 1 : -1);
        }
        if (one_in(src, 3)) {  // o, c and r scaled by 2^e: the same half-line relation (d kept)
          using Lim = std::numeric_limits<T>;
          const int e = coin(src) ? static_cast<int>(int_in(src, Lim::max_exponent / 2, Lim::max_exponent - 30))
                                  : -static_cast<int>(int_in(src, -Lim::min_exponent / 2, -Lim::min_exponent + 10));
          C scaled = c;
          bool exact = true;
          auto sc = [&](T& x) {
            const T y = std::ldexp(x, e);
            exact = exact && std::isfinite(y) && std::ldexp(y, -e) == x;
            x = y;
          };
          for (Vec3<T>* v : {&scaled.ray.o, &scaled.sphere.c}) {
            for (int i = 0; i < 3; ++i) {
              T x = get(*v, i);
              sc(x);
              set(*v, i, x);
            }
          }
          sc(scaled.sphere.r);
          if (exact) c = scaled;
        }
        break;
      }
      default: {  // far-small: a small configuration translated far from the origin (when exact)
        c = to_case(some_contact(src, 8));
        c = radius_ulps(c, static_cast<int>(int_in(src, -1, 1)));
        const int j = static_cast<int>(int_in(src, 12, L::digits - 1));
        Vec3<T> off{};
        for (int i = 0; i < 3; ++i) set(off, i, coin(src) ? std::ldexp(T(1), j) : -std::ldexp(T(1), j));
        C moved = c;
        bool exact = true;
        for (Vec3<T>* v : {&moved.ray.o, &moved.sphere.c}) {
          for (int i = 0; i < 3; ++i) {
            const T x = get(*v, i), y = x + get(off, i);
            exact = exact && (y - get(off, i) == x);
            set(*v, i, y);
          }
        }
        if (exact) c = moved;
        break;
      }
    }
    if (cls >= 2 && (cls < 16 || cls > 18) && cls != 20) c = place_moderate(c, src);
    sprinkle_negative_zeros(c.ray.o, src);
    sprinkle_negative_zeros(c.ray.dir, src);
    sprinkle_negative_zero(c.ray.tmin, src);
    sprinkle_negative_zero(c.ray.tmax, src);
    sprinkle_negative_zeros(c.sphere.c, src);
    sprinkle_negative_zero(c.sphere.r, src);
    return c;
  }
};

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_RAY_SPHERE_H
