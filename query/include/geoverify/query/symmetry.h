// SPDX-License-Identifier: MIT
// geoverify query: exact symmetries of space applied to shapes.
//
// A Symmetry is one of the 48 signed axis permutations (6 permutations x 8
// sign patterns): p'_i = s_i * p_{perm_i}. Negation and permutation are exact
// in floating point, map every shape onto a shape of the same kind, and
// preserve every relation, so each is a free extra oracle (metamorphic
// relation). Scaling by a power of two is exact unless a value overflows or
// loses subnormal bits; scaled() reports whether it was exact.
#ifndef GEOVERIFY_QUERY_SYMMETRY_H
#define GEOVERIFY_QUERY_SYMMETRY_H

#include <cmath>

#include "geoverify/core/shapes.h"

namespace gv {
namespace query {

struct Symmetry {
  int perm[3] = {0, 1, 2};
  bool flip[3] = {false, false, false};
};

/// The k-th of the 48 symmetries, k in [0, 48); k == 0 is the identity.
inline Symmetry symmetry(int k) noexcept {
  static constexpr int kPerms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  Symmetry s;
  for (int i = 0; i < 3; ++i) {
    s.perm[i] = kPerms[(k / 8) % 6][i];
    s.flip[i] = ((k >> i) & 1) != 0;
  }
  return s;
}

/// Image of a point or direction.
template <class T>
Vec3<T> apply(const Symmetry& s, const Vec3<T>& v) noexcept {
  Vec3<T> r{};
  for (int i = 0; i < 3; ++i) {
    const T x = get(v, s.perm[i]);
    set(r, i, s.flip[i] ? -x : x);
  }
  return r;
}

template <class T>
Aabb<T> apply(const Symmetry& s, const Aabb<T>& b) noexcept {
  Aabb<T> r{};
  for (int i = 0; i < 3; ++i) {
    const T lo = get(b.min, s.perm[i]), hi = get(b.max, s.perm[i]);
    set(r.min, i, s.flip[i] ? -hi : lo);
    set(r.max, i, s.flip[i] ? -lo : hi);
  }
  return r;
}

template <class T>
Plane<T> apply(const Symmetry& s, const Plane<T>& p) noexcept {
  return {apply(s, p.n), p.d};
}

template <class T>
Halfspace<T> apply(const Symmetry& s, const Halfspace<T>& h) noexcept {
  return {apply(s, h.n), h.d};
}

template <class T>
Sphere<T> apply(const Symmetry& s, const Sphere<T>& sp) noexcept {
  return {apply(s, sp.c), sp.r};
}

template <class T>
Ray<T> apply(const Symmetry& s, const Ray<T>& r) noexcept {
  return {apply(s, r.o), apply(s, r.dir), r.tmin, r.tmax};
}

template <class T>
Obb<T> apply(const Symmetry& s, const Obb<T>& b) noexcept {
  return {apply(s, b.c), {apply(s, b.u[0]), apply(s, b.u[1]), apply(s, b.u[2])}, {b.e[0], b.e[1], b.e[2]}};
}

template <class T>
Triangle<T> apply(const Symmetry& s, const Triangle<T>& t) noexcept {
  return {apply(s, t.p0), apply(s, t.p1), apply(s, t.p2)};
}

template <class T>
Segment<T> apply(const Symmetry& s, const Segment<T>& g) noexcept {
  return {apply(s, g.p0), apply(s, g.p1)};
}

template <class T>
Capsule<T> apply(const Symmetry& s, const Capsule<T>& c) noexcept {
  return {apply(s, c.p0), apply(s, c.p1), c.r};
}

template <class T>
Point<T> apply(const Symmetry& s, const Point<T>& q) noexcept {
  return {apply(s, q.p)};
}

/// x * 2^k; clears exact when the result is not exactly x * 2^k (overflow or
/// lost subnormal bits).
template <class T>
T scaled(T x, int k, bool& exact) noexcept {
  const T y = std::ldexp(x, k);
  if (!std::isfinite(y) || std::ldexp(y, -k) != x) exact = false;
  return y;
}

template <class T>
Vec3<T> scaled(const Vec3<T>& v, int k, bool& exact) noexcept {
  return {scaled(v.x, k, exact), scaled(v.y, k, exact), scaled(v.z, k, exact)};
}

// Scaling a configuration by 2^k maps each point set X to 2^k X. Planes and
// half-spaces keep n and scale d; rays scale o and dir and keep their parameter range; boxes
// keep their axes and scale centre and extents.
template <class T>
Aabb<T> scaled(const Aabb<T>& b, int k, bool& exact) noexcept {
  return {scaled(b.min, k, exact), scaled(b.max, k, exact)};
}
template <class T>
Plane<T> scaled(const Plane<T>& p, int k, bool& exact) noexcept {
  return {p.n, scaled(p.d, k, exact)};
}
template <class T>
Halfspace<T> scaled(const Halfspace<T>& h, int k, bool& exact) noexcept {
  return {h.n, scaled(h.d, k, exact)};
}
template <class T>
Sphere<T> scaled(const Sphere<T>& s, int k, bool& exact) noexcept {
  return {scaled(s.c, k, exact), scaled(s.r, k, exact)};
}
template <class T>
Ray<T> scaled(const Ray<T>& r, int k, bool& exact) noexcept {
  return {scaled(r.o, k, exact), scaled(r.dir, k, exact), r.tmin, r.tmax};
}
template <class T>
Obb<T> scaled(const Obb<T>& b, int k, bool& exact) noexcept {
  return {scaled(b.c, k, exact), {b.u[0], b.u[1], b.u[2]},
          {scaled(b.e[0], k, exact), scaled(b.e[1], k, exact), scaled(b.e[2], k, exact)}};
}
template <class T>
Triangle<T> scaled(const Triangle<T>& t, int k, bool& exact) noexcept {
  return {scaled(t.p0, k, exact), scaled(t.p1, k, exact), scaled(t.p2, k, exact)};
}
template <class T>
Segment<T> scaled(const Segment<T>& g, int k, bool& exact) noexcept {
  return {scaled(g.p0, k, exact), scaled(g.p1, k, exact)};
}
template <class T>
Capsule<T> scaled(const Capsule<T>& c, int k, bool& exact) noexcept {
  return {scaled(c.p0, k, exact), scaled(c.p1, k, exact), scaled(c.r, k, exact)};
}
template <class T>
Point<T> scaled(const Point<T>& q, int k, bool& exact) noexcept {
  return {scaled(q.p, k, exact)};
}

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_SYMMETRY_H
