// SPDX-License-Identifier: MIT
// geoverify generators: plane-AABB and plane-sphere cases (seed 000).
//
// Each query has a list of named degeneracy classes; make(src, k) draws a case
// of class k. Contact is constructed exactly on the integer grid (products of
// a grid normal and grid coordinates need at most 21 bits for float, 39 for
// double, so d = -n.q is exact), then the case is placed at a magnitude and
// zeros get random signs. The plane (n, d) is also rescaled jointly by a
// random power of two: the same plane with a non-unit normal.
#ifndef GEOVERIFY_GEN_PLANE_H
#define GEOVERIFY_GEN_PLANE_H

#include <algorithm>
#include <array>
#include <cmath>

#include "geoverify/gen/out_of_line.h"
#include "geoverify/gen/grid.h"
#include "geoverify/gen/placement.h"
#include "geoverify/gen/scalars.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace gen {

namespace detail {

/// Grid normal with exactly `zeros` zero components (0, 1 or 2) at random axes.
template <class T, class Src>
Vec3<T> grid_normal(Src& src, int zeros) {
  const std::int64_t m = std::int64_t{1} << kNormalBits<T>;
  Vec3<T> n{T(nonzero_int(src, m)), T(nonzero_int(src, m)), T(nonzero_int(src, m))};
  const int first = static_cast<int>(src.draw(3));
  if (zeros >= 1) set(n, first, T(0));
  if (zeros >= 2) set(n, (first + 1 + static_cast<int>(src.draw(2))) % 3, T(0));
  return n;
}

/// The box corner minimising (low) or maximising n.x.
template <class T>
Vec3<T> extreme_corner(const Aabb<T>& b, const Vec3<T>& n, bool low) {
  Vec3<T> q{};
  for (int i = 0; i < 3; ++i) {
    const bool take_min = (get(n, i) >= 0) == low;
    set(q, i, take_min ? get(b.min, i) : get(b.max, i));
  }
  return q;
}

/// n.q exactly (grid values: the double sum is exact and fits in T).
template <class T>
T grid_dot(const Vec3<T>& n, const Vec3<T>& q) {
  return T(double(n.x) * q.x + double(n.y) * q.y + double(n.z) * q.z);
}

/// The same plane with (n, d) scaled by 2^j when that is exact.
template <class T, class Src>
Plane<T> rescale_plane(const Plane<T>& p, Src& src) {
  if (!coin(src)) return p;
  const int j = one_in(src, 4) ? static_cast<int>(int_in(src, -100, 100)) : static_cast<int>(int_in(src, -12, 12));
  bool exact = true;
  const Plane<T> r{query::scaled(p.n, j, exact), query::scaled(p.d, j, exact)};
  return exact ? r : p;
}

template <class T, class Src>
void sprinkle(query::PlaneAabb<T>& c, Src& src) {
  sprinkle_negative_zeros(c.plane.n, src);
  sprinkle_negative_zero(c.plane.d, src);
  sprinkle_negative_zeros(c.box.min, src);
  sprinkle_negative_zeros(c.box.max, src);
}

template <class T, class Src>
void sprinkle(query::PlaneSphere<T>& c, Src& src) {
  sprinkle_negative_zeros(c.plane.n, src);
  sprinkle_negative_zero(c.plane.d, src);
  sprinkle_negative_zeros(c.sphere.c, src);
  sprinkle_negative_zero(c.sphere.r, src);
}

/// A unit-length normal as float code computes it: normalize(random vector).
template <class T, class Src>
Vec3<T> rounded_unit_normal(Src& src) {
  for (;;) {
    const Vec3<T> v{unit_real<T>(src), unit_real<T>(src), unit_real<T>(src)};
    const T len = std::sqrt(v.x * v.x + v.y * v.y + v.z * v.z);
    if (len > T(0.01)) return {v.x / len, v.y / len, v.z / len};
  }
}

/// A cancellation layout for n.q + d: q = (X, y, X) and n = (a, b, -a) up to
/// an axis permutation, with |X| >> |y|, so that a X and -a X cancel exactly
/// while b y carries the low bits, and d is the value of T nearest to -(b y)
/// (moved by a few ulps). The exact n.q + d is tiny, but evaluating it in
/// double rounds b y against a X: the filter must not trust that rounding.
/// Returns n.q + d = b y + d (a X - a X cancels exactly) to within one
/// rounding, which the naive evaluation does not achieve.
template <class T, class Src>
double cancellation_layout(Src& src, Vec3<T>& n, Vec3<T>& q, T& d) {
  const int spread = std::is_same_v<T, float> ? static_cast<int>(int_in(src, 20, 60))
                                              : static_cast<int>(int_in(src, 40, 120));
  const T a = unit_real<T>(src), b = unit_real<T>(src);
  const T y = unit_real<T>(src);
  const T X = std::ldexp(unit_real<T>(src), spread);
  const int perm = static_cast<int>(src.draw(3));
  set(n, perm, a);
  set(n, (perm + 1) % 3, b);
  set(n, (perm + 2) % 3, -a);
  set(q, perm, X);
  set(q, (perm + 1) % 3, y);
  set(q, (perm + 2) % 3, X);
  d = ulps(static_cast<T>(-(static_cast<double>(b) * y)), static_cast<int>(int_in(src, -2, 2)));
  return std::fma(static_cast<double>(b), static_cast<double>(y), static_cast<double>(d));
}

}  // namespace detail

template <class T>
struct Generator<query::PlaneAabb<T>> : OutOfLineMake<query::PlaneAabb<T>> {
  using C = query::PlaneAabb<T>;
  static constexpr std::array<const char*, 16> kClasses{
      "random-real", "random-bits", "touch-corner", "touch-edge", "touch-face",
      "crossing",    "flat-box",    "point-box",    "zero-normal", "ulp-step",
      "near-touch",  "subnormal",   "huge",         "far-tiny-box", "unit-normal",
      "cancellation"};

  /// Exact contact: plane through the n-extreme corner of a grid box.
  template <class Src>
  static C touching(Src& src, int zeros, std::uint64_t zero_extent_odds) {
    const Aabb<T> box = grid_box<T>(src, zero_extent_odds);
    const Vec3<T> n = detail::grid_normal<T>(src, zeros);
    const Vec3<T> q = detail::extreme_corner(box, n, coin(src));
    return {{n, -detail::grid_dot(n, q)}, box};
  }

  template <class Src>
  static C generate(Src& src, std::size_t cls) {
    C c{};
    switch (cls) {
      case 0: {  // random-real: uniform-ish reals around the unit cube
        c.plane = {{unit_real<T>(src), unit_real<T>(src), unit_real<T>(src)}, unit_real<T>(src)};
        c.box = spanned_box<T>([&] { return unit_real<T>(src); });
        break;
      }
      case 1: {  // random-bits: every exponent, specials mixed in
        auto pick = [&] { return one_in(src, 4) ? special<T>(src) : any_finite<T>(src); };
        c.plane = {{pick(), pick(), pick()}, pick()};
        c.box = spanned_box<T>(pick);
        break;
      }
      case 2: c = touching(src, 0, 6); break;  // touch-corner
      case 3: c = touching(src, 1, 6); break;  // touch-edge
      case 4: c = touching(src, 2, 6); break;  // touch-face
      case 5: {  // crossing: plane through a grid point inside the box
        c.box = grid_box<T>(src, 6);
        Vec3<T> q{};
        for (int i = 0; i < 3; ++i) {
          set(q, i, T(int_in(src, static_cast<std::int64_t>(get(c.box.min, i)),
                              static_cast<std::int64_t>(get(c.box.max, i)))));
        }
        const Vec3<T> n = detail::grid_normal<T>(src, static_cast<int>(src.draw(3)));
        c.plane = {n, -detail::grid_dot(n, q)};
        break;
      }
      case 6: c = touching(src, static_cast<int>(src.draw(3)), 2); break;  // flat-box
      case 7: c = touching(src, static_cast<int>(src.draw(3)), 1); break;  // point-box
      case 8: {  // zero-normal: empty plane or all of space
        c = touching(src, 0, 4);
        c.plane.n = {T(0), T(0), T(0)};
        c.plane.d = coin(src) ? T(0) : T(grid_int(src, 8));
        break;
      }
      case 9: c = ulp_step(touching(src, static_cast<int>(src.draw(3)), 4), src); break;
      case 10: {  // near-touch: d a few ulps off contact
        c = touching(src, static_cast<int>(src.draw(3)), 4);
        c.plane.d = ulps(c.plane.d, static_cast<int>(int_in(src, -4, 4)));
        break;
      }
      case 11:  // subnormal, placed below
      case 12:  // huge, placed below
        c = touching(src, static_cast<int>(src.draw(3)), 4);
        break;
      case 13: {  // far-tiny-box: a box a few ulps wide far from the origin, plane near it
        C g = touching(src, static_cast<int>(src.draw(3)), 4);
        const int k = static_cast<int>(int_in(src, 8, 40));  // offset 2^k grid units
        const T off = std::ldexp(T(1), k + kCoordBits<T>);
        const Vec3<T> o{coin(src) ? off : -off, coin(src) ? off : -off, coin(src) ? off : -off};
        // Translate the box by o and move the plane with it: d' = d - n.o, exact
        // when n.o is a power-of-two multiple representable beside d.
        g.box = {{g.box.min.x + o.x, g.box.min.y + o.y, g.box.min.z + o.z},
                 {g.box.max.x + o.x, g.box.max.y + o.y, g.box.max.z + o.z}};
        g.plane.d = g.plane.d - detail::grid_dot(g.plane.n, o);
        c = g;
        break;
      }
      case 14: {  // unit-normal: a normalized normal, plane through a box point
        c.box = grid_box<T>(src, 6);
        const Vec3<T> n = detail::rounded_unit_normal<T>(src);
        const Vec3<T> q = detail::extreme_corner(c.box, n, coin(src));
        c.plane = {n, -(n.x * q.x + n.y * q.y + n.z * q.z)};
        break;
      }
      default: {  // cancellation: the box's n-lowest (or n-highest) corner is where n.q + d cancels
        Vec3<T> n{}, q{};
        T d{};
        detail::cancellation_layout(src, n, q, d);
        c.plane = {n, d};
        // The box extends from q away along +n (q its n-lowest corner) or -n
        // (n-highest), so the sign of n.q + d decides between disjoint and
        // overlapping; for a point box either sign would be disjoint.
        const bool q_is_lowest = coin(src);
        c.box = {q, q};
        for (int i = 0; i < 3; ++i) {
          const T qi = get(q, i);
          const bool grow_up = (get(n, i) >= 0) == q_is_lowest;
          const int steps = 1 + static_cast<int>(src.draw(4));
          const T wide = std::fabs(qi) + T(1);
          if (grow_up) set(c.box.max, i, coin(src) ? ulps(qi, steps) : qi + wide);
          else set(c.box.min, i, coin(src) ? ulps(qi, -steps) : qi - wide);
        }
        break;
      }
    }
    if (cls != 11) c.plane = detail::rescale_plane(c.plane, src);  // keep grid values for subnormal
    c = cls == 11 ? place_subnormal(c, src) : cls == 12 ? place_huge(c, src) : cls >= 2 ? place_moderate(c, src) : c;
    detail::sprinkle(c, src);
    return c;
  }
};

/// Pythagorean directions: integer vectors of integer length L.
struct PythagoreanNormal {
  int x, y, z, len;
};
inline constexpr PythagoreanNormal kPythagorean[] = {
    {3, 4, 0, 5}, {5, 12, 0, 13}, {1, 2, 2, 3}, {2, 3, 6, 7}, {1, 4, 8, 9},
    {4, 4, 7, 9}, {2, 6, 9, 11}, {6, 6, 7, 11}, {8, 9, 12, 17}, {2, 10, 11, 15}};

template <class T>
struct Generator<query::PlaneSphere<T>> : OutOfLineMake<query::PlaneSphere<T>> {
  using C = query::PlaneSphere<T>;
  static constexpr std::array<const char*, 14> kClasses{
      "random-real", "random-bits", "tangent-axis", "tangent-pythagorean", "point-on-plane",
      "point-near-plane", "crossing", "zero-normal", "ulp-step", "subnormal",
      "huge", "unit-normal", "far-small-sphere", "cancellation"};

  /// Exact tangency: |n.c + d| == r |n| with |n| an integer.
  template <class Src>
  static C tangent(Src& src, bool axis) {
    Vec3<T> n{};
    T len;
    const std::int64_t k = nonzero_int(src, 8);
    if (axis) {
      set(n, static_cast<int>(src.draw(3)), T(k));
      len = T(k < 0 ? -k : k);
    } else {
      const auto& p = kPythagorean[src.draw(sizeof kPythagorean / sizeof kPythagorean[0])];
      const int perm = static_cast<int>(src.draw(3));
      const T comps[3] = {T(p.x * k), T(p.y * k), T(p.z * k)};
      for (int i = 0; i < 3; ++i) set(n, (i + perm) % 3, coin(src) ? comps[i] : -comps[i]);
      len = T(p.len * (k < 0 ? -k : k));
    }
    const Vec3<T> c = grid_vec<T>(src, kCoordBits<T> - 4);
    const T r = T(int_in(src, 0, std::int64_t{1} << (kCoordBits<T> - 4)));
    const T s = coin(src) ? r * len : -(r * len);  // desired n.c + d
    return {{n, s - detail::grid_dot(n, c)}, {c, r}};
  }

  template <class Src>
  static C generate(Src& src, std::size_t cls) {
    C c{};
    switch (cls) {
      case 0:
        c.plane = {{unit_real<T>(src), unit_real<T>(src), unit_real<T>(src)}, unit_real<T>(src)};
        c.sphere = {{unit_real<T>(src), unit_real<T>(src), unit_real<T>(src)}, std::fabs(unit_real<T>(src))};
        break;
      case 1: {
        auto pick = [&] { return one_in(src, 4) ? special<T>(src) : any_finite<T>(src); };
        c.plane = {{pick(), pick(), pick()}, pick()};
        c.sphere = {{pick(), pick(), pick()}, std::fabs(pick())};
        break;
      }
      case 2: c = tangent(src, true); break;
      case 3: c = tangent(src, false); break;
      case 4: {  // point-on-plane: r = 0, c on the plane
        c = tangent(src, coin(src));
        c.sphere.r = T(0);
        c.plane.d = -detail::grid_dot(c.plane.n, c.sphere.c);
        break;
      }
      case 5: {  // point-near-plane: r = 0, c a few ulps off the plane
        c = tangent(src, coin(src));
        c.sphere.r = T(0);
        c.plane.d = ulps(-detail::grid_dot(c.plane.n, c.sphere.c), static_cast<int>(int_in(src, -3, 3)));
        break;
      }
      case 6: {  // crossing: plane through the centre
        c = tangent(src, coin(src));
        c.plane.d = -detail::grid_dot(c.plane.n, c.sphere.c);
        break;
      }
      case 7: {
        c = tangent(src, true);
        c.plane.n = {T(0), T(0), T(0)};
        c.plane.d = coin(src) ? T(0) : T(grid_int(src, 8));
        break;
      }
      case 8: c = ulp_step(tangent(src, coin(src)), src); break;
      case 9:   // subnormal, placed below
      case 10:  // huge, placed below
        c = tangent(src, coin(src));
        break;
      case 11: {  // unit-normal: the usual plane representation, sphere near it
        const Vec3<T> n = detail::rounded_unit_normal<T>(src);
        const Vec3<T> ctr = grid_vec<T>(src, kCoordBits<T> - 4);
        const T r = T(int_in(src, 0, 64));
        const T steps = T(int_in(src, -2, 2));  // drawn before the exponent
        const T dist = r + steps * std::ldexp(T(1), -static_cast<int>(src.draw(30)));
        c = {{n, dist - (n.x * ctr.x + n.y * ctr.y + n.z * ctr.z)}, {ctr, r}};
        break;
      }
      case 13: {  // cancellation: n.c + d cancels; r is 0 or about |n.c + d| / |n|
        Vec3<T> n{}, ctr{};
        T d{};
        const double s = detail::cancellation_layout(src, n, ctr, d);
        T r = T(0);
        if (!one_in(src, 4)) {  // tangent up to rounding: r |n| = |n.c + d|
          const double len = std::sqrt(double(n.x) * n.x + double(n.y) * n.y + double(n.z) * n.z);
          r = ulps(static_cast<T>(std::fabs(s) / len), static_cast<int>(int_in(src, -2, 2)));
          if (!(r >= T(0))) r = T(0);
        }
        c = {{n, d}, {ctr, r}};
        break;
      }
      default: {  // far-small-sphere: tiny radius at a large offset
        c = tangent(src, coin(src));
        const int k = static_cast<int>(int_in(src, 4, 30));
        const T off = std::ldexp(T(coin(src) ? 1 : -1), k + kCoordBits<T>);
        const int axis = static_cast<int>(src.draw(3));
        Vec3<T> o{};
        set(o, axis, off);
        c.sphere.c = {c.sphere.c.x + o.x, c.sphere.c.y + o.y, c.sphere.c.z + o.z};
        c.plane.d = c.plane.d - detail::grid_dot(c.plane.n, o);
        break;
      }
    }
    if (cls != 9) c.plane = detail::rescale_plane(c.plane, src);  // keep grid values for subnormal
    c = cls == 9 ? place_subnormal(c, src) : cls == 10 ? place_huge(c, src) : cls >= 2 ? place_moderate(c, src) : c;
    detail::sprinkle(c, src);
    return c;
  }
};

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_PLANE_H
