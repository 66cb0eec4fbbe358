// SPDX-License-Identifier: MIT
// geoverify generators: OBB-sphere and OBB-OBB cases (seeds 002, 003 and
// Ericson's test).
//
// The boxes take the frames real APIs take (frames.h): rotation matrices and
// quaternions rounded to T, rotations about a coordinate axis, and proper
// signed permutations, all near-orthonormal within a few ulps, so that a
// routine requiring "the axes form a rotation within 2^-20" is judged on
// nearly every case. Contact is constructed exactly ON those stored axes (the
// oracle takes them as given): a point of a box at exactly representable
// parameters (a vertex, or a point of a face or an edge), and a sphere centre
// or a second box's vertex placed exactly on it, on the outer side decided by
// exact signs (frames.h, orientation_sign and dot_sign); a sphere of radius
// r > 0 touches along a Pythagorean lattice direction strictly inside the
// normal cone of the touched point. Every such sum is evaluated in T with a
// check that it was exact (obb_detail::Checked), and a draw whose sums round
// is redrawn. A few percent of the exact-contact cases (kLegacyOdds) still
// use integer frames of length > 1 (frames.h, integer_frame), which reach
// exact contact on any rotated face or edge but are no rotation. Further:
// random rotations rounded to nearest, near-parallel pairs rotated from each
// other by 1e-9 .. 1e-3 rad, flat boxes (zero extents), coplanar rectangles
// and segments, and, as classes of their own, parallel, repeated and zero
// axes (degenerate-axes: no rotation at all).
#ifndef GEOVERIFY_GEN_OBB_H
#define GEOVERIFY_GEN_OBB_H

#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <utility>

#include "geoverify/gen/out_of_line.h"
#include "geoverify/gen/frames.h"
#include "geoverify/gen/grid.h"
#include "geoverify/gen/placement.h"
#include "geoverify/gen/scalars.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace gen {

namespace detail {

/// An OBB on an integer frame: integer centre and extents, so every vertex
/// c + sum +-e_i u_i is an integer point.
template <class T, class Src>
Obb<T> integer_obb(Src& src, std::int64_t& len, std::uint64_t zero_extent_odds) {
  Obb<T> b{};
  integer_frame<T>(src, b.u, len);
  b.c = grid_vec<T>(src, 6);
  for (int i = 0; i < 3; ++i) b.e[i] = one_in(src, zero_extent_odds) ? T(0) : T(int_in(src, 1, 6));
  return b;
}

/// An OBB with a random rotation rounded to T and real extents.
template <class T, class Src>
Obb<T> rounded_obb(Src& src) {
  Obb<T> b{};
  random_frame<T>(src, b.u);
  b.c = {T(8) * unit_real<T>(src), T(8) * unit_real<T>(src), T(8) * unit_real<T>(src)};
  for (int i = 0; i < 3; ++i) b.e[i] = T(0.25) + std::fabs(T(4) * unit_real<T>(src));
  return b;
}

/// Directions of integer length relative to the frame: face (1,0,0)->1,
/// edge (3,4,0)->5, corner (1,2,2)->3 or (2,3,6)->7.
struct Lattice {
  int a, b, c, len;
};
inline constexpr Lattice kContactDirections[] = {{1, 0, 0, 1}, {3, 4, 0, 5}, {4, 3, 0, 5},
                                                 {1, 2, 2, 3}, {2, 3, 6, 7}, {6, 2, 3, 7}};

/// The vertex of b extreme along w (exact on integer boxes): c + sum sign(w.u_i) e_i u_i.
template <class T>
Vec3<T> extreme_vertex(const Obb<T>& b, const Vec3<double>& w, bool highest) {
  Vec3<T> v = b.c;
  for (int i = 0; i < 3; ++i) {
    const double k = w.x * b.u[i].x + w.y * b.u[i].y + w.z * b.u[i].z;
    const T s = ((k >= 0) == highest) ? T(1) : T(-1);
    v = {v.x + s * b.e[i] * b.u[i].x, v.y + s * b.e[i] * b.u[i].y, v.z + s * b.e[i] * b.u[i].z};
  }
  return v;
}

}  // namespace detail

/// Helpers of the exact-contact constructions on rotation frames.
namespace obb_detail {

/// One in kLegacyOdds exact-contact cases (in the classes that ask for them)
/// is built on an integer frame of frames.h (half of them of length > 1: no
/// rotation), which reaches exact contact on any rotated face or edge.
constexpr std::uint64_t kLegacyOdds = 32;

/// Arithmetic in T that records in ok whether every operation was exact (no
/// rounding, overflow or underflow): a construction whose ok is false is
/// redrawn.
template <class T>
struct Checked {
  bool ok = true;

  /// a * b, exactly or ok = false (checked by fma).
  T mul(T a, T b) {
    const T p = a * b;
    if (!std::isfinite(p) || std::fma(a, b, -p) != T(0) || (p == T(0) && a != T(0) && b != T(0)) ||
        (p != T(0) && std::fabs(p) < std::numeric_limits<T>::min())) {
      ok = false;
    }
    return p;
  }
  /// a + b, exactly or ok = false (checked by the two-sum error term).
  T add(T a, T b) {
    const T s = a + b;
    const T bb = s - a;
    const T err = (a - (s - bb)) + (b - bb);
    if (!std::isfinite(s) || err != T(0)) ok = false;
    return s;
  }
  /// p + k v, componentwise exactly or ok = false.
  Vec3<T> axpy(const Vec3<T>& p, T k, const Vec3<T>& v) {
    return {add(p.x, mul(k, v.x)), add(p.y, mul(k, v.y)), add(p.z, mul(k, v.z))};
  }
  /// The point c + sum_i s_i e_i u_i of box b (its parameters s_i in [-1, 1]).
  Vec3<T> point(const Obb<T>& b, const T (&s)[3]) {
    Vec3<T> p = b.c;
    for (int i = 0; i < 3; ++i) p = axpy(p, mul(s[i], b.e[i]), b.u[i]);
    return p;
  }
};

/// A multiple of 1/4 in [-1, 1]: a box parameter that keeps sums exact.
template <class T, class Src>
T quarter(Src& src) {
  return T(int_in(src, -4, 4)) / T(4);
}

/// The frames of the exact-contact constructions (frames.h), all rotations:
///   rotation       a random rotation, Rounding::fixed
///   axis_rotation  a rotation about a coordinate axis, Rounding::fixed: one
///                  axis exactly a signed unit coordinate vector, orthogonal
///                  to the others exactly
///   permutation    a proper signed permutation: exactly orthonormal
enum class FrameKind { rotation, axis_rotation, permutation };

/// Axes u[0..2] of the given kind (a proper rotation in every case).
template <class T, class Src>
void contact_axes(Src& src, FrameKind kind, Vec3<T> u[3]) {
  switch (kind) {
    case FrameKind::rotation: rotation_matrix_frame<T>(random_rotation(src), u, Rounding::fixed); break;
    case FrameKind::axis_rotation: rotation_matrix_frame<T>(random_axis_rotation(src), u, Rounding::fixed); break;
    case FrameKind::permutation: rotation_matrix_frame<T>(random_signed_permutation(src), u, Rounding::fixed); break;
  }
}

/// Rotation 60%, axis rotation 25%, signed permutation 15%.
template <class Src>
FrameKind any_kind(Src& src) {
  const auto d = src.draw(20);
  return d < 12 ? FrameKind::rotation : d < 17 ? FrameKind::axis_rotation : FrameKind::permutation;
}

/// True when u[i] is exactly a signed unit coordinate vector e_k and the other
/// two axes have a zero k-th component: the face {s_i = +-1} then lies in a
/// coordinate plane, with the exact unit outward normal +-u[i], and the edges
/// along u[i] have the coordinate plane x_k = const as exact normal plane.
template <class T>
bool exact_face_axis(const Vec3<T> (&u)[3], int i) {
  const int k = exact_axis(u[i]);
  return k >= 0 && get(u[(i + 1) % 3], k) == T(0) && get(u[(i + 2) % 3], k) == T(0);
}

/// Extents and centre for a box on axes u, chosen so that the sums of the
/// constructions are likely exact in T: an axis that is an exact coordinate
/// vector (exact_face_axis) gets an integer extent in [1, 6], any other 1 or 2
/// (sums of such terms of the fixed-point frame fit in T when the centre is
/// near the origin); each extent is zero with probability 1/zero_extent_odds.
/// A centre coordinate that only exact axes reach is a grid integer, any
/// other a multiple of 1/8 in [-1/2, 1/2].
template <class T, class Src>
void contact_size(Src& src, Obb<T>& b, std::uint64_t zero_extent_odds) {
  bool exact[3];
  for (int i = 0; i < 3; ++i) {
    exact[i] = exact_face_axis(b.u, i);
    const T e = exact[i] ? T(int_in(src, 1, 6)) : T(int_in(src, 1, 2));
    b.e[i] = one_in(src, zero_extent_odds) ? T(0) : e;
  }
  for (int k = 0; k < 3; ++k) {
    bool free = true;
    for (int i = 0; i < 3; ++i) free = free && (exact[i] || get(b.u[i], k) == T(0));
    set(b.c, k, free ? T(grid_int(src, 5)) : T(int_in(src, -4, 4)) / T(8));
  }
}

/// A box for exact contact on a frame of the given kind (contact_size).
template <class T, class Src>
Obb<T> contact_box(Src& src, FrameKind kind, std::uint64_t zero_extent_odds) {
  Obb<T> b{};
  contact_axes<T>(src, kind, b.u);
  contact_size(src, b, zero_extent_odds);
  return b;
}

/// Places b so that it touches a at a point p of a's face {s_i = sigma} (the
/// face's other parameters multiples of 1/4): b.c = p - sum_m tau_m e_m u_m
/// with tau_m = -sign(n . u_m) for a's outward face normal n (exact signs,
/// orientation_sign), so that b's lowest point along n is p, and tau_m a
/// multiple of 1/4 where u_m is parallel to the face. Then a lies in
/// {n.x <= n.p}, b in {n.x >= n.p}, and p in both: exactly touching. Returns
/// false (b unchanged or partly changed) when a sum would round in T or a's
/// axes are linearly dependent.
template <class T, class Src>
bool place_on_face(Src& src, const Obb<T>& a, Obb<T>& b) {
  const int i = static_cast<int>(src.draw(3)), j = (i + 1) % 3, k = (i + 2) % 3;
  const int det = orientation_sign(a.u[i], a.u[j], a.u[k]);
  if (det == 0) return false;
  const T sigma = coin(src) ? T(1) : T(-1);
  T s[3];
  s[i] = sigma;
  s[j] = quarter<T>(src);
  s[k] = quarter<T>(src);
  Checked<T> x;
  Vec3<T> c = x.point(a, s);  // p, then moved to b's centre
  for (int m = 0; m < 3; ++m) {
    // n = sigma det (u_j x u_k); sign(n . v) = sigma det orientation_sign(v, u_j, u_k)
    const int side = static_cast<int>(sigma) * det * orientation_sign(b.u[m], a.u[j], a.u[k]);
    const T tau = side > 0 ? T(-1) : side < 0 ? T(1) : quarter<T>(src);
    c = x.axpy(c, x.mul(-tau, b.e[m]), b.u[m]);
  }
  if (!x.ok) return false;
  b.c = c;
  return true;
}

/// One in kBitsAxesOdds cases of the random-bits classes has axes from random
/// bits too; the others take a random rotation rounded to nearest T (what real
/// boxes carry) and randomise only the centres, extents and radius.
constexpr std::uint64_t kBitsAxesOdds = 64;

/// Axes for the random-bits classes: nine values from random bits (special
/// values a third of the time) when bits, else a random rotation rounded to
/// nearest T.
template <class T, class Src>
void rotation_or_bits_axes(Src& src, Vec3<T> u[3], bool bits) {
  if (!bits) {
    random_frame<T>(src, u);
    return;
  }
  auto pick = [&] { return one_in(src, 3) ? special<T>(src) : any_finite<T>(src); };
  for (int i = 0; i < 3; ++i) u[i] = {pick(), pick(), pick()};
}

}  // namespace obb_detail

template <class T>
struct Generator<query::ObbSphere<T>> : OutOfLineMake<query::ObbSphere<T>> {
  using C = query::ObbSphere<T>;
  static constexpr std::array<const char*, 13> kClasses{
      "random-real", "random-bits",      "tangent-face",  "tangent-edge-corner", "point-on-box",
      "flat-box",    "degenerate-axes",  "rounded-axes",  "centre-inside",       "ulp-step",
      "subnormal",   "huge",             "far-small"};

  /// Exact tangency on an integer frame (frames.h, integer_frame: a signed
  /// permutation or an integer rotation of length len > 1): q = (vertex or
  /// face point) + k * dir, r = k * |dir| with |dir| = lattice length * frame
  /// length; k == 0 gives r == 0 on the surface.
  template <class Src>
  static C integer_tangent(Src& src, bool face_only, std::uint64_t zero_extent_odds) {
    std::int64_t len = 1;
    const Obb<T> b = detail::integer_obb<T>(src, len, zero_extent_odds);
    const auto& l = detail::kContactDirections[face_only ? 0 : src.draw(6)];
    const int perm = static_cast<int>(src.draw(3));
    const T comp[3] = {T(l.a), T(l.b), T(l.c)};
    // touching point: the box point with s_i = sign for the axes the direction uses
    Vec3<T> p = b.c;
    Vec3<T> dir{0, 0, 0};
    for (int k = 0; k < 3; ++k) {
      const int i = (perm + k) % 3;
      const T sgn = coin(src) ? T(1) : T(-1);
      const T s = comp[k] != 0 ? sgn : T(int_in(src, -1, 1));  // free axes: anywhere on the face
      p = {p.x + s * b.e[i] * b.u[i].x, p.y + s * b.e[i] * b.u[i].y, p.z + s * b.e[i] * b.u[i].z};
      dir = {dir.x + sgn * comp[k] * b.u[i].x, dir.y + sgn * comp[k] * b.u[i].y, dir.z + sgn * comp[k] * b.u[i].z};
    }
    const T k = T(int_in(src, 0, 4));
    const Vec3<T> q{p.x + k * dir.x, p.y + k * dir.y, p.z + k * dir.z};
    return {b, {q, k * T(l.len) * T(len)}};
  }

  /// One attempt at exact tangency on a rotation frame of the given kind:
  /// the sphere centre is q = p + k dir and r = k |dir| (k a small dyadic,
  /// zero a fifth of the time: r == 0 on the surface) for a point p of the box
  /// and a lattice direction dir of integer length strictly inside p's normal
  /// cone, so that p is the point of the box nearest to q, at distance r:
  ///   mode 0 (face)   p on the face of an exact coordinate axis u_i
  ///                   (exact_face_axis) and dir = +-u_i; on a frame without
  ///                   one, dir = 0 (r == 0: a point on a face)
  ///   mode 1 (edge)   p on an edge along an exact coordinate axis u_i and dir
  ///                   a Pythagorean (3,4), (5,12) pair in the coordinate
  ///                   plane normal to it, on the outer side of both faces
  ///   mode 2 (corner) a lattice direction of kContactDirections with random
  ///                   order and signs, and p the vertex with sigma_m =
  ///                   sign(dir . u_m) (exact signs; a zero sign on an axis
  ///                   of nonzero extent fails the attempt)
  /// Returns false when the frame cannot carry the mode or a sum would round
  /// in T (Checked).
  template <class Src>
  static bool try_tangent(Src& src, obb_detail::FrameKind kind, int mode, std::uint64_t zero_extent_odds, C& out) {
    const Obb<T> b = obb_detail::contact_box<T>(src, kind, zero_extent_odds);
    int exact[3], n_exact = 0;
    for (int i = 0; i < 3; ++i) {
      if (obb_detail::exact_face_axis(b.u, i)) exact[n_exact++] = i;
    }
    T s[3] = {obb_detail::quarter<T>(src), obb_detail::quarter<T>(src), obb_detail::quarter<T>(src)};
    Vec3<T> dir{T(0), T(0), T(0)};
    T len = T(0);
    if (mode == 0) {
      const T sigma = coin(src) ? T(1) : T(-1);
      if (n_exact > 0) {
        const int i = exact[src.draw(static_cast<std::uint64_t>(n_exact))];
        s[i] = sigma;
        dir = {sigma * b.u[i].x, sigma * b.u[i].y, sigma * b.u[i].z};
        len = T(1);
      } else {
        s[src.draw(3)] = sigma;  // a point on a face of a rotated box
      }
    } else if (mode == 1) {
      if (n_exact == 0) return false;
      const int i = exact[src.draw(static_cast<std::uint64_t>(n_exact))];
      static constexpr int kPairs[4][3] = {{3, 4, 5}, {4, 3, 5}, {5, 12, 13}, {12, 5, 13}};
      const int* l = kPairs[src.draw(4)];
      const int a = exact_axis(b.u[i]);
      set(dir, (a + 1) % 3, T(coin(src) ? l[0] : -l[0]));
      set(dir, (a + 2) % 3, T(coin(src) ? l[1] : -l[1]));
      len = T(l[2]);
      for (int m = 0; m < 3; ++m) {
        if (m == i) continue;
        const int sg = dot_sign(dir, b.u[m]);
        if (sg == 0 && b.e[m] != T(0)) return false;
        s[m] = sg >= 0 ? T(1) : T(-1);
      }
    } else {
      const auto& l = detail::kContactDirections[src.draw(6)];
      const int perm = static_cast<int>(src.draw(3));
      const int comp[3] = {l.a, l.b, l.c};
      for (int m = 0; m < 3; ++m) set(dir, (perm + m) % 3, T(coin(src) ? comp[m] : -comp[m]));
      len = T(l.len);
      for (int m = 0; m < 3; ++m) {
        const int sg = dot_sign(dir, b.u[m]);
        if (sg == 0 && b.e[m] != T(0)) return false;
        s[m] = sg >= 0 ? T(1) : T(-1);
      }
    }
    // k: 0 .. 4 times a power of two near 1 / (4 |dir|), so that r = k |dir| <= 2
    const int shift = len <= T(1) ? 2 : len <= T(5) ? 4 : 5;
    const T k = std::ldexp(T(int_in(src, 0, 4)), -shift);
    obb_detail::Checked<T> x;
    const Vec3<T> q = x.axpy(x.point(b, s), k, dir);
    const T r = x.mul(k, len);
    if (!x.ok) return false;
    out = {b, {q, r}};
    return true;
  }

  /// Exact tangency (see try_tangent): a face (face_only) or an edge or a
  /// corner, on an axis rotation or a signed permutation for faces and edges
  /// and on any rotation for corners and faces (r == 0 there); one in
  /// legacy_odds cases (none if 0) on an integer frame (integer_tangent).
  /// Draws that round are redrawn; after 64 the integer frame is used.
  template <class Src>
  static C tangent(Src& src, bool face_only, std::uint64_t zero_extent_odds,
                   std::uint64_t legacy_odds = obb_detail::kLegacyOdds) {
    using obb_detail::FrameKind;
    if (legacy_odds != 0 && one_in(src, legacy_odds)) return integer_tangent(src, face_only, zero_extent_odds);
    const int mode = face_only ? 0 : 1 + static_cast<int>(src.draw(2));
    C c{};
    for (int attempt = 0; attempt < 64; ++attempt) {
      const auto d = src.draw(20);
      FrameKind kind;
      if (mode == 0) {  // faces: axis rotations 60%, rotations 25% (r == 0), permutations 15%
        kind = d < 12 ? FrameKind::axis_rotation : d < 17 ? FrameKind::rotation : FrameKind::permutation;
      } else if (mode == 1) {  // edges: axis rotations 80%, permutations 20%
        kind = d < 16 ? FrameKind::axis_rotation : FrameKind::permutation;
      } else {  // corners: rotations 65%, axis rotations 20%, permutations 15%
        kind = d < 13 ? FrameKind::rotation : d < 17 ? FrameKind::axis_rotation : FrameKind::permutation;
      }
      if (try_tangent(src, kind, mode, zero_extent_odds, c)) return c;
    }
    return integer_tangent(src, face_only, zero_extent_odds);
  }

  /// A valid case of class cls (an index of kClasses). tangent-face,
  /// tangent-edge-corner, flat-box, subnormal and huge are exactly touching;
  /// all classes but random-bits (one in kBitsAxesOdds) and degenerate-axes
  /// carry rotation axes, near-orthonormal within a few ulps, except the one
  /// in kLegacyOdds exact-contact cases on an integer frame.
  template <class Src>
  static C generate(Src& src, std::size_t cls) {
    C c{};
    switch (cls) {
      case 0:
        c.obb = detail::rounded_obb<T>(src);
        c.sphere = {{T(8) * unit_real<T>(src), T(8) * unit_real<T>(src), T(8) * unit_real<T>(src)},
                    std::fabs(T(4) * unit_real<T>(src))};
        break;
      case 1: {  // random-bits: scalars from random bits, the axes mostly from a rotation (rotation_or_bits_axes)
        auto pick = [&] { return one_in(src, 3) ? special<T>(src) : any_finite<T>(src); };
        c.obb = {{pick(), pick(), pick()}, {}, {std::fabs(pick()), std::fabs(pick()), std::fabs(pick())}};
        obb_detail::rotation_or_bits_axes<T>(src, c.obb.u, one_in(src, obb_detail::kBitsAxesOdds));
        c.sphere = {{pick(), pick(), pick()}, std::fabs(pick())};
        break;
      }
      case 2: c = tangent(src, true, 1u << 20); break;
      case 3: c = tangent(src, false, 1u << 20); break;
      case 4: {  // point-on-box: r = 0 on the surface (k = 0), or a point outside, or the centre
        c = tangent(src, coin(src), 1u << 20, 0);
        c.sphere.r = T(0);
        if (coin(src)) c.sphere.c = c.obb.c;
        break;
      }
      case 5: c = tangent(src, coin(src), 2); break;  // flat-box
      case 6: {  // degenerate-axes: a repeated, parallel or zero axis
        c = tangent(src, coin(src), 6);
        const int i = static_cast<int>(src.draw(3)), j = (i + 1 + static_cast<int>(src.draw(2))) % 3;
        switch (src.draw(3)) {
          case 0: c.obb.u[j] = c.obb.u[i]; break;
          case 1: c.obb.u[j] = {-T(2) * c.obb.u[i].x, -T(2) * c.obb.u[i].y, -T(2) * c.obb.u[i].z}; break;
          default: c.obb.u[j] = {T(0), T(0), T(0)}; break;
        }
        break;
      }
      case 7: {  // rounded-axes: a real OBB, the sphere at (nearly) the computed tangent distance of a face
        c.obb = detail::rounded_obb<T>(src);
        const int i = static_cast<int>(src.draw(3));
        const T s = coin(src) ? T(1) : T(-1);
        const T r = std::fabs(T(2) * unit_real<T>(src));
        const double len = std::sqrt(double(c.obb.u[i].x) * c.obb.u[i].x + double(c.obb.u[i].y) * c.obb.u[i].y +
                                     double(c.obb.u[i].z) * c.obb.u[i].z);
        const double off = s * (double(c.obb.e[i]) + r / len);
        c.sphere = {{T(c.obb.c.x + off * c.obb.u[i].x), T(c.obb.c.y + off * c.obb.u[i].y),
                     T(c.obb.c.z + off * c.obb.u[i].z)},
                    r};
        break;
      }
      case 8: {  // centre-inside
        c = tangent(src, true, 1u << 20, 0);
        c.sphere.c = c.obb.c;
        c.sphere.r = T(int_in(src, 0, 3));
        break;
      }
      case 9: c = ulp_step(tangent(src, coin(src), 6), src); break;
      case 10:
      case 11: c = tangent(src, coin(src), 6); break;  // subnormal, huge: placed below
      default: {  // far-small: a small box and sphere far from the origin (inexact placement)
        c = tangent(src, coin(src), 6, 0);
        const T sgn = coin(src) ? T(1) : T(-1);  // drawn before the exponent
        const T off = std::ldexp(sgn, static_cast<int>(int_in(src, 10, 40)));
        c.obb.c = {c.obb.c.x + off, c.obb.c.y + off, c.obb.c.z};
        c.sphere.c = {c.sphere.c.x + off, c.sphere.c.y + off, c.sphere.c.z};
        break;
      }
    }
    c = cls == 10 ? place_subnormal(c, src) : cls == 11 ? place_huge(c, src) : cls >= 2 ? place_moderate(c, src) : c;
    sprinkle_negative_zeros(c.sphere.c, src);
    sprinkle_negative_zero(c.sphere.r, src);
    for (auto& u : c.obb.u) sprinkle_negative_zeros(u, src);
    return c;
  }
};

template <class T>
struct Generator<query::ObbObb<T>> : OutOfLineMake<query::ObbObb<T>> {
  using C = query::ObbObb<T>;
  static constexpr std::array<const char*, 15> kClasses{
      "random-real",  "random-bits",    "near-parallel",   "parallel-touch", "vertex-face-touch",
      "flat-coplanar", "coplanar-segments", "degenerate-axes", "identical",      "point-boxes",
      "rounded-touch", "ulp-step",       "subnormal",       "huge",           "point-near-face"};

  /// Two boxes, b moved along w so that its lowest vertex along w meets a's
  /// highest: they touch (at a vertex, edge or face); exact on integer frames.
  static C stacked(const Obb<T>& a, Obb<T> b, const Vec3<double>& w) {
    const Vec3<T> top = detail::extreme_vertex(a, w, true);
    const Vec3<T> bottom = detail::extreme_vertex(b, w, false);
    b.c = {b.c.x + (top.x - bottom.x), b.c.y + (top.y - bottom.y), b.c.z + (top.z - bottom.z)};
    return {a, b};
  }

  template <class Src>
  static Vec3<double> some_axis(Src& src, const Obb<T>& b) {
    const Vec3<T>& u = b.u[src.draw(3)];
    return {double(u.x), double(u.y), double(u.z)};
  }

  template <class Src>
  static C integer_pair(Src& src, std::uint64_t zero_extent_odds, bool same_frame) {
    std::int64_t len = 1;
    Obb<T> a = detail::integer_obb<T>(src, len, zero_extent_odds);
    Obb<T> b = detail::integer_obb<T>(src, len, zero_extent_odds);
    if (same_frame) {
      for (int i = 0; i < 3; ++i) b.u[i] = a.u[(i + src.draw(3)) % 3];
    }
    return stacked(a, b, some_axis(src, coin(src) ? a : b));
  }

  /// Two boxes touching exactly on rotation frames: a of a random kind, b of
  /// a random kind (or, same_frame, on a's stored axes, half the time
  /// reordered and signed by a proper signed permutation: faces exactly
  /// parallel), b placed on a face
  /// of a (obb_detail::place_on_face: at a vertex of b when b's axes are
  /// generic, along an edge or a face of b when some are parallel to the
  /// face); the two returned in random order. One in legacy_odds cases (none
  /// if 0) is integer_pair instead; draws whose sums round are redrawn, and
  /// after 64 integer_pair is used.
  template <class Src>
  static C contact_pair(Src& src, std::uint64_t zero_extent_odds, bool same_frame,
                        std::uint64_t legacy_odds = obb_detail::kLegacyOdds) {
    if (legacy_odds != 0 && one_in(src, legacy_odds)) return integer_pair(src, zero_extent_odds, same_frame);
    for (int attempt = 0; attempt < 64; ++attempt) {
      const Obb<T> a = obb_detail::contact_box<T>(src, obb_detail::any_kind(src), zero_extent_odds);
      Obb<T> b{};
      if (same_frame) {  // a's stored axes, half the time as they are, else reordered and signed
        const Frame p = coin(src) ? Frame{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}} : random_signed_permutation(src);
        for (int m = 0; m < 3; ++m) {
          for (int n = 0; n < 3; ++n) {
            if (p[m][n] != 0) b.u[m] = p[m][n] > 0 ? a.u[n] : Vec3<T>{-a.u[n].x, -a.u[n].y, -a.u[n].z};
          }
        }
        obb_detail::contact_size(src, b, zero_extent_odds);
      } else {
        b = obb_detail::contact_box<T>(src, obb_detail::any_kind(src), zero_extent_odds);
      }
      if (obb_detail::place_on_face(src, a, b)) return coin(src) ? C{a, b} : C{b, a};
    }
    return integer_pair(src, zero_extent_odds, same_frame);
  }

  /// Near-parallel boxes touching exactly: a on a random rotation, b on the
  /// same rotation turned by 1e-9 .. 1e-3 rad (both Rounding::fixed; in float
  /// the smallest turns round away and the faces are exactly parallel), b's
  /// lowest vertex, edge or face placed on a face of a (place_on_face).
  template <class Src>
  static C near_parallel_touch(Src& src) {
    for (int attempt = 0; attempt < 64; ++attempt) {
      const Frame f = random_rotation(src);
      const double theta = std::pow(10.0, -9.0 + 6.0 * (static_cast<double>(src.draw(1000)) / 1000.0));
      Obb<T> a{}, b{};
      rotation_matrix_frame<T>(f, a.u, Rounding::fixed);
      rotation_matrix_frame<T>(compose(small_rotation(src, theta), f), b.u, Rounding::fixed);
      obb_detail::contact_size(src, a, 1u << 20);
      obb_detail::contact_size(src, b, 1u << 20);
      if (obb_detail::place_on_face(src, a, b)) return coin(src) ? C{a, b} : C{b, a};
    }
    return integer_pair(src, 1u << 20, true);
  }

  /// Two rectangles in one plane on a rotation frame: a flat along u0 (e0 ==
  /// 0), b on a's axes turned by 90 degrees about u0 (u0, u2, -u1: a proper
  /// rotation, same plane), flat too, its centre a.c + i u1 + j u2 with
  /// integers |i|, |j| <= 3 (exactly, Checked: the plane is exactly shared);
  /// extents 1/2 .. 3/2, so they overlap in the plane (touching) or not
  /// (disjoint). One in kLegacyOdds on an integer frame.
  template <class Src>
  static C flat_coplanar(Src& src) {
    const bool legacy = one_in(src, obb_detail::kLegacyOdds);
    for (int attempt = 0; attempt < 64 && !legacy; ++attempt) {
      Obb<T> a = obb_detail::contact_box<T>(src, obb_detail::any_kind(src), 1u << 20);
      Obb<T> b = a;
      if (coin(src)) {
        b.u[1] = a.u[2];
        b.u[2] = {-a.u[1].x, -a.u[1].y, -a.u[1].z};
      }
      for (int i = 1; i < 3; ++i) {
        a.e[i] = T(int_in(src, 1, 3)) / T(2);
        b.e[i] = T(int_in(src, 1, 3)) / T(2);
      }
      a.e[0] = b.e[0] = T(0);
      obb_detail::Checked<T> x;
      const T s1 = T(int_in(src, -3, 3)), s2 = T(int_in(src, -3, 3));
      b.c = x.axpy(x.axpy(a.c, s1, a.u[1]), s2, a.u[2]);
      if (x.ok) return {a, b};
    }
    std::int64_t len = 1;  // integer frame: a lies in the plane through a.c spanned by u1, u2
    Obb<T> a = detail::integer_obb<T>(src, len, 1u << 20);
    a.e[0] = T(0);
    Obb<T> b = a;
    for (int i = 0; i < 3; ++i) b.e[i] = T(int_in(src, 1, 6));
    b.e[0] = T(0);
    if (coin(src)) std::swap(b.u[1], b.u[2]);
    const T i = T(int_in(src, -12, 12)), j = T(int_in(src, -12, 12));
    b.c = {a.c.x + i * a.u[1].x + j * a.u[2].x, a.c.y + i * a.u[1].y + j * a.u[2].y,
           a.c.z + i * a.u[1].z + j * a.u[2].z};
    return {a, b};
  }

  /// Two segments (boxes with one nonzero extent, 1/2 .. 2) in one plane, on
  /// independent rotation frames whose other axes (and their cross products)
  /// miss the plane's normal: a = a.c +- e0 a.u0, b.c = a.c + i a.u0 + j b.u0
  /// with integers |i|, |j| <= 2 (exactly, Checked), so both lie in the plane
  /// through a.c spanned by a.u0 and b.u0; they cross (touching) when |i| <=
  /// a.e0 and |j| <= b.e0, unless the axes are parallel (collinear segments).
  /// After 64 draws that round, b.c = a.c (segments crossing at their
  /// centres). One in kLegacyOdds on integer frames, with b.u0 = a.u0 + k g
  /// for a grid vector g (no unit axis) and b.c = a.c + i a.u0 + j g.
  template <class Src>
  static C coplanar_segments(Src& src) {
    if (one_in(src, obb_detail::kLegacyOdds)) {
      std::int64_t len = 1;
      Obb<T> a = detail::integer_obb<T>(src, len, 1u << 20);
      a.e[1] = a.e[2] = T(0);  // the segment a.c +- e0 u0
      Vec3<T> g;
      do {
        g = grid_vec<T>(src, 3);
      } while (g.y * a.u[0].z == g.z * a.u[0].y && g.z * a.u[0].x == g.x * a.u[0].z &&
               g.x * a.u[0].y == g.y * a.u[0].x);  // not parallel to u0
      const T k = T(nonzero_int(src, 3));
      Obb<T> b{};
      b.u[0] = {a.u[0].x + k * g.x, a.u[0].y + k * g.y, a.u[0].z + k * g.z};
      std::int64_t len_b = 1;
      Vec3<T> other[3];
      integer_frame<T>(src, other, len_b);
      b.u[1] = other[1];
      b.u[2] = other[2];
      b.e[0] = T(int_in(src, 1, 6));
      const T i = T(int_in(src, -8, 8)), j = T(int_in(src, -8, 8));
      b.c = {a.c.x + i * a.u[0].x + j * g.x, a.c.y + i * a.u[0].y + j * g.y, a.c.z + i * a.u[0].z + j * g.z};
      return {a, b};
    }
    Obb<T> a{}, b{};
    for (int attempt = 0; attempt < 64; ++attempt) {
      a = obb_detail::contact_box<T>(src, obb_detail::any_kind(src), 1u << 20);
      obb_detail::contact_axes<T>(src, obb_detail::any_kind(src), b.u);
      a.e[0] = T(int_in(src, 1, 4)) / T(2);
      b.e[0] = T(int_in(src, 1, 4)) / T(2);
      a.e[1] = a.e[2] = b.e[1] = b.e[2] = T(0);
      obb_detail::Checked<T> x;
      const T sa = T(int_in(src, -2, 2)), sb = T(int_in(src, -2, 2));
      b.c = x.axpy(x.axpy(a.c, sa, a.u[0]), sb, b.u[0]);
      if (x.ok) return {a, b};
    }
    b.c = a.c;
    return {a, b};
  }

  /// Moves b.c one ulp at a time until the point b.c + sum_k sigma_k e_k u_k
  /// (b's tip) lies inside a's parallelepiped across face i by as little as
  /// one-ulp steps allow: the coordinate s_i of the tip in a's frame (from the
  /// dual vector u_j x u_k, in long double) has |s_i| < 1, and one step
  /// outwards would make it > 1. Gives up after 256 steps each way (the oracle
  /// judges the case whatever it is).
  static void nudge_inside_face(const Obb<T>& a, int i, const double (&sigma)[3], Obb<T>& b) {
    using L = long double;
    const Vec3<T>& uj = a.u[(i + 1) % 3];
    const Vec3<T>& uk = a.u[(i + 2) % 3];
    const L w[3] = {L(uj.y) * L(uk.z) - L(uj.z) * L(uk.y), L(uj.z) * L(uk.x) - L(uj.x) * L(uk.z),
                    L(uj.x) * L(uk.y) - L(uj.y) * L(uk.x)};
    const L det = w[0] * L(a.u[i].x) + w[1] * L(a.u[i].y) + w[2] * L(a.u[i].z);
    if (det == 0 || a.e[i] == 0) return;
    auto gap = [&] {  // first: > 0 when the tip is inside across face i; second: the side
      L s = 0;
      for (int k = 0; k < 3; ++k) {
        const L tip = L(get(b.c, k)) + L(sigma[0]) * L(b.e[0]) * L(get(b.u[0], k)) +
                      L(sigma[1]) * L(b.e[1]) * L(get(b.u[1], k)) + L(sigma[2]) * L(b.e[2]) * L(get(b.u[2], k));
        s += (tip - L(get(a.c, k))) * w[k];
      }
      s /= det * L(a.e[i]);
      return std::make_pair(1 - std::fabs(s), s < 0 ? L(-1) : L(1));
    };
    // Steps move the one coordinate whose ulp moves the tip least across the
    // face (smallest nonzero ulp(c_k) |u_ik|), so the final gap is as small
    // as the float grid allows.
    int fine = -1;
    L finest = 0;
    for (int k = 0; k < 3; ++k) {
      const T ck = get(b.c, k);
      const L effect = (L(std::nextafter(std::fabs(ck), std::numeric_limits<T>::max())) - L(std::fabs(ck))) *
                       std::fabs(L(get(a.u[i], k)));
      if (effect > 0 && (fine < 0 || effect < finest)) {
        fine = k;
        finest = effect;
      }
    }
    if (fine < 0) return;
    auto step = [&](L along) {  // one ulp of coordinate `fine`, along +-u_i
      const L m = along * L(get(a.u[i], fine));
      set(b.c, fine, std::nextafter(get(b.c, fine), m > 0 ? std::numeric_limits<T>::max()
                                                          : -std::numeric_limits<T>::max()));
    };
    // Out across the face while inside, then in until just inside.
    for (int n = 0; n < 256; ++n) {
      const auto g = gap();
      if (g.first < 0) break;
      step(g.second);
    }
    for (int n = 0; n < 256; ++n) {
      const auto g = gap();
      if (g.first > 0) break;
      step(-g.second);
    }
  }

  /// A valid case of class cls (an index of kClasses). parallel-touch,
  /// vertex-face-touch, subnormal and huge are exactly touching, and so is
  /// half of near-parallel; all classes but random-bits (one in
  /// kBitsAxesOdds) and degenerate-axes carry rotation axes, near-orthonormal
  /// within a few ulps, except the one in kLegacyOdds exact-contact cases on
  /// integer frames.
  template <class Src>
  static C generate(Src& src, std::size_t cls) {
    C c{};
    switch (cls) {
      case 0: c = {detail::rounded_obb<T>(src), detail::rounded_obb<T>(src)}; break;
      case 1: {  // random-bits: scalars from random bits, the axes mostly from rotations (rotation_or_bits_axes)
        auto pick = [&] { return one_in(src, 3) ? special<T>(src) : any_finite<T>(src); };
        const bool bits = one_in(src, obb_detail::kBitsAxesOdds);
        for (Obb<T>* b : {&c.a, &c.b}) {
          *b = {{pick(), pick(), pick()}, {}, {std::fabs(pick()), std::fabs(pick()), std::fabs(pick())}};
          obb_detail::rotation_or_bits_axes<T>(src, b->u, bits && (b == &c.a || coin(src)));
        }
        break;
      }
      case 2: {  // near-parallel: b's frame is a's rotated by 1e-9..1e-3 rad; half the time touching
                 // exactly (near_parallel_touch), otherwise faces a tiny gap apart or into each other
        if (coin(src)) {
          c = near_parallel_touch(src);
          break;
        }
        const Frame f = random_rotation(src);
        Obb<T> a{}, b{};
        frame_axes(f, a.u);
        nudged_frame<T>(src, f, b.u);
        a.c = {T(0), T(0), T(0)};
        for (int i = 0; i < 3; ++i) {
          a.e[i] = T(1) + std::fabs(unit_real<T>(src));
          b.e[i] = T(1) + std::fabs(unit_real<T>(src));
        }
        const int i = static_cast<int>(src.draw(3));
        // along a's axis i: centre distance e_a + e_b, plus a gap of -2^-10 .. 2^-10 (often 0)
        double gap = 0.0;
        if (!coin(src)) {  // the steps drawn before the exponent
          const double steps = double(int_in(src, -4, 4));
          gap = std::ldexp(steps, -static_cast<int>(int_in(src, 10, 40)));
        }
        const double dist = double(a.e[i]) + double(b.e[i]) + gap;
        const double lateral[2] = {double(unit_real<T>(src)), double(unit_real<T>(src))};
        for (int k = 0; k < 3; ++k) {
          const double along = f[i][k] * dist + f[(i + 1) % 3][k] * lateral[0] + f[(i + 2) % 3][k] * lateral[1];
          set(b.c, k, static_cast<T>(along));
        }
        c = {a, b};
        break;
      }
      case 3: c = contact_pair(src, 1u << 20, true); break;   // parallel-touch: same axes, exact contact
      case 4: c = contact_pair(src, 1u << 20, false); break;  // vertex-face-touch: independent frames
      case 5: c = flat_coplanar(src); break;                  // two rectangles in one plane
      case 6: c = coplanar_segments(src); break;              // two segments in one plane
      case 7: {  // degenerate-axes: a repeated, parallel or zero axis (no rotation)
        c = contact_pair(src, 6, coin(src));
        Obb<T>& b = coin(src) ? c.a : c.b;
        const int i = static_cast<int>(src.draw(3)), j = (i + 1 + static_cast<int>(src.draw(2))) % 3;
        switch (src.draw(3)) {
          case 0: b.u[j] = b.u[i]; break;
          case 1: b.u[j] = {T(3) * b.u[i].x, T(3) * b.u[i].y, T(3) * b.u[i].z}; break;
          default: b.u[j] = {T(0), T(0), T(0)}; break;
        }
        break;
      }
      case 8: {  // identical boxes (a real OBB, or a contact box, sometimes flat)
        c.a = coin(src) ? detail::rounded_obb<T>(src)
                        : obb_detail::contact_box<T>(src, obb_detail::any_kind(src), 8);
        c.b = c.a;
        break;
      }
      case 9: {  // point-boxes: all extents zero on one or both
        c = contact_pair(src, 1, coin(src), 0);
        if (coin(src)) c.b.e[0] = c.b.e[1] = c.b.e[2] = T(int_in(src, 0, 2));
        break;
      }
      case 10: {  // rounded-touch: real OBBs stacked along a face normal in double (near contact)
        const Obb<T> a = detail::rounded_obb<T>(src);
        const Obb<T> b = detail::rounded_obb<T>(src);
        c = stacked(a, b, some_axis(src, coin(src) ? a : b));
        break;
      }
      case 11: c = ulp_step(contact_pair(src, 6, coin(src)), src); break;
      case 14: {  // point-near-face: a point box, or the tip vertex of a box, just inside a face
                  // of a rotated box: nudged ulp by ulp until it lies inside the stored
                  // parallelepiped by as little as one-ulp steps allow, where rounding decides
        const Obb<T> a = detail::rounded_obb<T>(src);
        Obb<T> b{};
        random_frame<T>(src, b.u);
        const bool vertex = coin(src);
        if (vertex) {
          for (T& e : b.e) e = T(int_in(src, 1, 8)) / T(4);
        }
        const int i = static_cast<int>(src.draw(3));
        const double sgn = coin(src) ? 1.0 : -1.0;
        const double l1 = double(a.e[(i + 1) % 3]) * double(unit_real<T>(src));
        const double l2 = double(a.e[(i + 2) % 3]) * double(unit_real<T>(src));
        // The tip: the vertex of b farthest towards a's centre (-sgn u_i).
        double sigma[3] = {0, 0, 0};
        for (int k = 0; k < 3; ++k) {
          const double dot = -sgn * (double(b.u[k].x) * double(a.u[i].x) + double(b.u[k].y) * double(a.u[i].y) +
                                     double(b.u[k].z) * double(a.u[i].z));
          sigma[k] = vertex ? (dot >= 0 ? 1.0 : -1.0) : 0.0;
        }
        for (int k = 0; k < 3; ++k) {
          const double tip = sigma[0] * double(b.e[0]) * double(get(b.u[0], k)) +
                             sigma[1] * double(b.e[1]) * double(get(b.u[1], k)) +
                             sigma[2] * double(b.e[2]) * double(get(b.u[2], k));
          set(b.c, k, static_cast<T>(double(get(a.c, k)) + sgn * double(a.e[i]) * double(get(a.u[i], k)) +
                                     l1 * double(get(a.u[(i + 1) % 3], k)) + l2 * double(get(a.u[(i + 2) % 3], k)) -
                                     tip));
        }
        nudge_inside_face(a, i, sigma, b);
        c = coin(src) ? C{a, b} : C{b, a};
        break;
      }
      default: c = contact_pair(src, 6, coin(src)); break;  // subnormal, huge: placed below
    }
    c = cls == 12 ? place_subnormal(c, src) : cls == 13 ? place_huge(c, src) : cls >= 2 ? place_moderate(c, src) : c;
    for (Obb<T>* b : {&c.a, &c.b}) {
      for (auto& u : b->u) sprinkle_negative_zeros(u, src);
      sprinkle_negative_zeros(b->c, src);
    }
    return c;
  }
};

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_OBB_H
