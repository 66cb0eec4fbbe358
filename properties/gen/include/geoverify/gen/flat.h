// SPDX-License-Identifier: MIT
// geoverify generators: helpers shared by the plane-OBB, half-space-AABB and
// half-space-OBB generators (a plane or a half-space is a "flat" {n, d}).
//
// Exact contact is built on integers: a box vertex v and a normal n with
// integer components, and d = -n.v computed in 64-bit integers and accepted
// only when it is representable in T (exact_integer_dot). OBBs for exact
// contact take their axes from contact_frame(), rounded ones from
// rounded_frame(): the one place to swap in another frame source.
#ifndef GEOVERIFY_GEN_FLAT_H
#define GEOVERIFY_GEN_FLAT_H

#include <cmath>
#include <cstdint>

#include "geoverify/gen/frames.h"
#include "geoverify/gen/grid.h"
#include "geoverify/gen/scalars.h"

namespace gv {
namespace gen {
namespace detail {

/// out = a.b exactly, when every component is an integer of magnitude below
/// 2^26 (so the 64-bit sum is exact) and the sum is representable in T;
/// returns false (out unchanged) otherwise.
template <class T>
bool exact_integer_dot(const Vec3<T>& a, const Vec3<T>& b, T& out) {
  std::int64_t s = 0;
  for (int i = 0; i < 3; ++i) {
    const T x = get(a, i), y = get(b, i);
    if (!(std::fabs(x) < T(67108864)) || !(std::fabs(y) < T(67108864))) return false;
    if (x != std::trunc(x) || y != std::trunc(y)) return false;
    s += static_cast<std::int64_t>(x) * static_cast<std::int64_t>(y);
  }
  const T r = static_cast<T>(s);
  if (static_cast<std::int64_t>(r) != s) return false;
  out = r;
  return true;
}

/// The axes of the exact-contact classes: exactly orthogonal integer vectors
/// of equal length (frames.h, integer_frame: a signed permutation or an
/// integer quaternion's matrix). Every class that needs exact contact on an
/// oriented box takes its axes from here.
template <class T, class Src>
void contact_frame(Src& src, Vec3<T> u[3]) {
  std::int64_t len = 1;
  integer_frame<T>(src, u, len);
}

/// The axes of the rounded classes: a random rotation rounded to T (frames.h).
template <class T, class Src>
void rounded_frame(Src& src, Vec3<T> u[3]) {
  random_frame<T>(src, u);
}

/// An OBB on contact_frame() with an integer centre and integer extents in
/// [1, 6] (each zero with probability 1/zero_extent_odds): every vertex is
/// an integer point.
template <class T, class Src>
Obb<T> contact_obb(Src& src, std::uint64_t zero_extent_odds) {
  Obb<T> b{};
  contact_frame<T>(src, b.u);
  b.c = grid_vec<T>(src, 6);
  for (int i = 0; i < 3; ++i) b.e[i] = one_in(src, zero_extent_odds) ? T(0) : T(int_in(src, 1, 6));
  return b;
}

/// An OBB on rounded_frame() with a real centre and real extents.
template <class T, class Src>
Obb<T> rounded_frame_obb(Src& src) {
  Obb<T> b{};
  rounded_frame<T>(src, b.u);
  b.c = {T(8) * unit_real<T>(src), T(8) * unit_real<T>(src), T(8) * unit_real<T>(src)};
  for (int i = 0; i < 3; ++i) b.e[i] = T(0.25) + std::fabs(T(4) * unit_real<T>(src));
  return b;
}

/// n.u computed in long double (exact for the integer boxes; a sign for the others).
template <class T>
long double dot_ld(const Vec3<T>& a, const Vec3<T>& b) {
  return static_cast<long double>(a.x) * b.x + static_cast<long double>(a.y) * b.y +
         static_cast<long double>(a.z) * b.z;
}

/// The vertex of the stored parallelepiped where n.x is lowest (low) or
/// highest: c + sum_i s_i e_i u_i with s_i = -+sign(n.u_i) (+-1 where n.u_i
/// == 0). Exact on integer boxes of moderate size (each step adds an integer
/// vector to an integer point).
template <class T>
Vec3<T> obb_extreme_vertex(const Obb<T>& b, const Vec3<T>& n, bool low) {
  Vec3<T> v = b.c;
  for (int i = 0; i < 3; ++i) {
    const bool up = (dot_ld(n, b.u[i]) >= 0) != low;
    const T s = up ? T(1) : T(-1);
    v = {v.x + s * b.e[i] * b.u[i].x, v.y + s * b.e[i] * b.u[i].y, v.z + s * b.e[i] * b.u[i].z};
  }
  return v;
}

/// A normal built from the box's own axes: n = sum_i k_i u_i with `used`
/// (1, 2 or 3) nonzero integer coefficients |k_i| <= 3 at random axes. On an
/// orthogonal frame n.u_i == 0 exactly for the unused axes: used == 1 is a
/// face normal, 2 is parallel to an edge, 3 meets a vertex only.
template <class T, class Src>
Vec3<T> frame_normal(Src& src, const Obb<T>& b, int used) {
  const int first = static_cast<int>(src.draw(3));
  Vec3<T> n{T(0), T(0), T(0)};
  for (int k = 0; k < used; ++k) {
    const Vec3<T>& u = b.u[(first + k) % 3];
    const T m = T(nonzero_int(src, 3));
    n = {n.x + m * u.x, n.y + m * u.y, n.z + m * u.z};
  }
  return n;
}

/// {n, d} through v, exactly, when the integer dot is representable;
/// otherwise through v up to one rounding (computed in long double).
template <class T>
T offset_through(const Vec3<T>& n, const Vec3<T>& v) {
  T nv{};
  if (exact_integer_dot(n, v, nv)) return -nv;
  return static_cast<T>(-dot_ld(n, v));
}

/// Makes one axis degenerate: a copy of another, a parallel multiple of it
/// (times -2), or zero.
template <class T, class Src>
void degenerate_axis(Src& src, Obb<T>& b) {
  const int i = static_cast<int>(src.draw(3)), j = (i + 1 + static_cast<int>(src.draw(2))) % 3;
  switch (src.draw(3)) {
    case 0: b.u[j] = b.u[i]; break;
    case 1: b.u[j] = {-T(2) * b.u[i].x, -T(2) * b.u[i].y, -T(2) * b.u[i].z}; break;
    default: b.u[j] = {T(0), T(0), T(0)}; break;
  }
}

template <class T, class Src>
void sprinkle_obb(Obb<T>& b, Src& src) {
  sprinkle_negative_zeros(b.c, src);
  for (auto& u : b.u) sprinkle_negative_zeros(u, src);
  for (auto& e : b.e) sprinkle_negative_zero(e, src);
}

}  // namespace detail
}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_FLAT_H
