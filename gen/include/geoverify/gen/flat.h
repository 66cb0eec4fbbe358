// SPDX-License-Identifier: MIT
// geoverify generators: helpers shared by the plane-OBB, half-space-AABB and
// half-space-OBB generators (a plane or a half-space is a "flat" {n, d}).
//
// OBBs take the frames real APIs take (frames.h, as obb.h does): rotation
// matrices rounded to T (Rounding::fixed), rotations about a coordinate axis
// and proper signed permutations, near-orthonormal within a few ulps, so that
// a routine requiring "the axes form a rotation within 2^-20" is judged on
// nearly every case. Exact contact is built ON those stored axes: the box is
// placed so that its touching vertex is a small grid point p (b.c = p - sum
// s_i e_i u_i, every operation checked exact in T: obb_detail::Checked), the
// vertex is chosen by exact signs of n.u_i (frames.h, dot_sign), and the
// offset d = -n.p is computed and checked exact in T; a draw whose sums round
// is redrawn. Face and edge contact use normals built from axes that are
// exactly orthogonal (dot_sign == 0: rotations about a coordinate axis and
// signed permutations), so n.u_i == 0 exactly for the axes the plane is
// parallel to. One in kIntegerFrameOdds exact-contact cases still uses an
// integer frame (contact_frame(): integer axes, of length > 1 half the time,
// no rotation), with d = -n.v computed in 64-bit integers (exact_integer_dot).
// Rounded classes take rounded_frame() (a random rotation rounded to nearest).
#ifndef GEOVERIFY_GEN_FLAT_H
#define GEOVERIFY_GEN_FLAT_H

#include <cmath>
#include <cstdint>

#include "geoverify/gen/frames.h"
#include "geoverify/gen/grid.h"
#include "geoverify/gen/obb.h"
#include "geoverify/gen/plane.h"
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

/// One in kIntegerFrameOdds exact-contact cases is built on contact_frame()
/// (an integer frame, half of them of length > 1: no rotation), the others on
/// rotation frames (rotation_contact).
constexpr std::uint64_t kIntegerFrameOdds = obb_detail::kLegacyOdds;

/// The axes of the integer-frame exact-contact cases (one in
/// kIntegerFrameOdds) and of degenerate-axes: exactly orthogonal integer
/// vectors of equal length (frames.h, integer_frame: a signed permutation or
/// an integer quaternion's matrix).
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

/// True when a and b are exactly orthogonal (exact sign of a.b, dot_sign).
template <class T>
bool exactly_orthogonal(const Vec3<T>& a, const Vec3<T>& b) {
  return dot_sign(a, b) == 0;
}

/// -n.p exactly in T (every product and sum checked exact), or false.
template <class T>
bool exact_offset(const Vec3<T>& n, const Vec3<T>& p, T& d) {
  obb_detail::Checked<T> x;
  const T np = x.add(x.add(x.mul(n.x, p.x), x.mul(n.y, p.y)), x.mul(n.z, p.z));
  if (!x.ok) return false;
  d = -np;
  return true;
}

/// Sets b.c so that b's point with parameters s (c + sum_i s_i e_i u_i) is
/// exactly p; false (b unchanged) when a sum would round in T.
template <class T>
bool place_point_at(Obb<T>& b, const T (&s)[3], const Vec3<T>& p) {
  obb_detail::Checked<T> x;
  Vec3<T> c = p;
  for (int i = 0; i < 3; ++i) c = x.axpy(c, x.mul(-s[i], b.e[i]), b.u[i]);
  if (!x.ok) return false;
  b.c = c;
  return true;
}

/// A small grid point (coordinates in [-2, 2]): the touching vertex or the
/// crossing point of the rotation-frame constructions.
template <class T, class Src>
Vec3<T> small_grid_point(Src& src) {
  return {T(int_in(src, -2, 2)), T(int_in(src, -2, 2)), T(int_in(src, -2, 2))};
}

/// +-1 or +-2.
template <class T, class Src>
T small_multiplier(Src& src) {
  const T magnitude = coin(src) ? T(1) : T(2);  // drawn before the sign
  return magnitude * (coin(src) ? T(1) : T(-1));
}

/// A normal built from a rotation frame's stored axes, exactly in T:
///   used 1 (face)   +-2^j u_i (j in 0..2) for an axis exactly orthogonal to
///                   the two others: n.u_j == n.u_k == 0 exactly
///   used 2 (edge)   m_i u_i + m_j u_j (m in +-1, +-2) for two axes exactly
///                   orthogonal to the third u_k (n.u_k == 0 exactly), or,
///                   when u_k is a signed coordinate vector e_a, half the time
///                   a grid normal with a zero a-th component
///   used 3 (vertex) a grid normal half the time, else sum_i m_i u_i
/// Returns false when the frame has no such axes or a sum rounds.
template <class T, class Src>
bool rotation_normal(Src& src, const Obb<T>& b, int used, Vec3<T>& n) {
  const int first = static_cast<int>(src.draw(3));
  obb_detail::Checked<T> x;
  if (used == 3) {
    if (coin(src)) {
      n = grid_normal<T>(src, 0);
      return true;
    }
    n = {T(0), T(0), T(0)};
    for (int i = 0; i < 3; ++i) n = x.axpy(n, small_multiplier<T>(src), b.u[i]);
    return x.ok;
  }
  for (int t = 0; t < 3; ++t) {
    const int i = (first + t) % 3, j = (i + 1) % 3, k = (i + 2) % 3;
    if (used == 1) {
      if (!exactly_orthogonal(b.u[i], b.u[j]) || !exactly_orthogonal(b.u[i], b.u[k])) continue;
      const T sgn = coin(src) ? T(1) : T(-1);  // drawn before the exponent
      const T m = std::ldexp(sgn, static_cast<int>(src.draw(3)));
      n = x.axpy({T(0), T(0), T(0)}, m, b.u[i]);
      return x.ok;
    }
    // used == 2: an edge along u_k
    if (!exactly_orthogonal(b.u[i], b.u[k]) || !exactly_orthogonal(b.u[j], b.u[k])) continue;
    const int a = exact_axis(b.u[k]);
    if (a >= 0 && coin(src)) {
      n = grid_normal<T>(src, 0);
      set(n, a, T(0));
      return true;
    }
    const T mi = small_multiplier<T>(src), mj = small_multiplier<T>(src);
    n = x.axpy(x.axpy({T(0), T(0), T(0)}, mi, b.u[i]), mj, b.u[j]);
    return x.ok;
  }
  return false;
}

/// The parameters of the vertex of b where n.x is lowest (low) or highest,
/// by exact signs of n.u_i; +-1 at random where n.u_i == 0 exactly.
template <class T, class Src>
void extreme_parameters(Src& src, const Obb<T>& b, const Vec3<T>& n, bool low, T (&s)[3]) {
  for (int i = 0; i < 3; ++i) {
    const int sg = dot_sign(n, b.u[i]);
    s[i] = sg == 0 ? (coin(src) ? T(1) : T(-1)) : ((sg > 0) != low ? T(1) : T(-1));
  }
}

/// The frame kind of a rotation-frame contact box using `used` axes in its
/// normal: faces and edges need exactly orthogonal axes (an axis rotation or
/// a signed permutation), vertices take any rotation (obb_detail::any_kind).
template <class Src>
obb_detail::FrameKind contact_kind(Src& src, int used) {
  if (used == 3) return obb_detail::any_kind(src);
  return src.draw(5) < 3 ? obb_detail::FrameKind::axis_rotation : obb_detail::FrameKind::permutation;
}

/// Exact contact on a rotation frame: a box on a frame of contact_kind (extents
/// as obb_detail::contact_size, each zero with probability 1/zero_extent_odds),
/// a normal n from rotation_normal, and the box placed so that its vertex
/// where n.x is lowest (low) or highest is a small grid point p, with d =
/// -n.p exactly: min (or max) over the stored box of n.x + d is exactly 0.
/// Returns false after 64 draws that round.
template <class T, class Src>
bool rotation_contact(Src& src, int used, std::uint64_t zero_extent_odds, bool low, Obb<T>& b, Vec3<T>& n, T& d) {
  for (int attempt = 0; attempt < 64; ++attempt) {
    b = obb_detail::contact_box<T>(src, contact_kind(src, used), zero_extent_odds);
    if (!rotation_normal(src, b, used, n)) continue;
    T s[3];
    extreme_parameters(src, b, n, low, s);
    const Vec3<T> p = small_grid_point<T>(src);
    if (place_point_at(b, s, p) && exact_offset(n, p, d)) return true;
  }
  return false;
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
