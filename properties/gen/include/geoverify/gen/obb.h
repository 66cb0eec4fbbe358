// SPDX-License-Identifier: MIT
// geoverify generators: OBB-sphere and OBB-OBB cases (seeds 002, 003 and
// Ericson's test).
//
// Three kinds of orientation (frames.h): exactly orthogonal integer frames,
// on which contact is constructed exactly (a sphere tangent to a face, an
// edge or a corner along a Pythagorean direction; two boxes whose extreme
// vertices along a face normal meet exactly); random rotations rounded to T,
// the axes real OBBs have; and near-parallel pairs, rotated from each other
// by 1e-9 .. 1e-3 rad, where the cross products of the axes nearly vanish.
// Flat boxes (zero extents), coplanar segments, parallel, repeated and zero
// axes are classes of their own.
#ifndef GEOVERIFY_GEN_OBB_H
#define GEOVERIFY_GEN_OBB_H

#include <array>
#include <utility>
#include <cmath>
#include <limits>

#include "geoverify/gen/frames.h"
#include "geoverify/gen/grid.h"
#include "geoverify/gen/placement.h"
#include "geoverify/gen/scalars.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace gen {

template <class C>
struct Generator;

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

template <class T>
struct Generator<query::ObbSphere<T>> {
  using C = query::ObbSphere<T>;
  static constexpr std::array<const char*, 13> kClasses{
      "random-real", "random-bits",      "tangent-face",  "tangent-edge-corner", "point-on-box",
      "flat-box",    "degenerate-axes",  "rounded-axes",  "centre-inside",       "ulp-step",
      "subnormal",   "huge",             "far-small"};

  /// Exact tangency on an integer frame: q = (vertex or face point) + k * dir,
  /// r = k * |dir| with |dir| = lattice length * frame length.
  template <class Src>
  static C tangent(Src& src, bool face_only, std::uint64_t zero_extent_odds) {
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

  template <class Src>
  static C make(Src& src, std::size_t cls) {
    C c{};
    switch (cls) {
      case 0:
        c.obb = detail::rounded_obb<T>(src);
        c.sphere = {{T(8) * unit_real<T>(src), T(8) * unit_real<T>(src), T(8) * unit_real<T>(src)},
                    std::fabs(T(4) * unit_real<T>(src))};
        break;
      case 1: {
        auto pick = [&] { return one_in(src, 3) ? special<T>(src) : any_finite<T>(src); };
        c.obb = {{pick(), pick(), pick()},
                 {{pick(), pick(), pick()}, {pick(), pick(), pick()}, {pick(), pick(), pick()}},
                 {std::fabs(pick()), std::fabs(pick()), std::fabs(pick())}};
        c.sphere = {{pick(), pick(), pick()}, std::fabs(pick())};
        break;
      }
      case 2: c = tangent(src, true, 1u << 20); break;
      case 3: c = tangent(src, false, 1u << 20); break;
      case 4: {  // point-on-box: r = 0 on the surface (k = 0), or a grid point inside or near
        c = tangent(src, coin(src), 1u << 20);
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
        c = tangent(src, true, 1u << 20);
        c.sphere.c = c.obb.c;
        c.sphere.r = T(int_in(src, 0, 3));
        break;
      }
      case 9: c = ulp_step(tangent(src, coin(src), 6), src); break;
      case 10:
      case 11: c = tangent(src, coin(src), 6); break;  // subnormal, huge: placed below
      default: {  // far-small: a small box and sphere far from the origin (inexact placement)
        c = tangent(src, coin(src), 6);
        const T off = std::ldexp(T(coin(src) ? 1 : -1), static_cast<int>(int_in(src, 10, 40)));
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
struct Generator<query::ObbObb<T>> {
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

  template <class Src>
  static C make(Src& src, std::size_t cls) {
    C c{};
    switch (cls) {
      case 0: c = {detail::rounded_obb<T>(src), detail::rounded_obb<T>(src)}; break;
      case 1: {
        auto pick = [&] { return one_in(src, 3) ? special<T>(src) : any_finite<T>(src); };
        for (Obb<T>* b : {&c.a, &c.b}) {
          *b = {{pick(), pick(), pick()},
                {{pick(), pick(), pick()}, {pick(), pick(), pick()}, {pick(), pick(), pick()}},
                {std::fabs(pick()), std::fabs(pick()), std::fabs(pick())}};
        }
        break;
      }
      case 2: {  // near-parallel: b's frame is a's rotated by 1e-9..1e-3 rad, faces nearly touching
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
        const double gap = coin(src) ? 0.0 : std::ldexp(double(int_in(src, -4, 4)), -static_cast<int>(int_in(src, 10, 40)));
        const double dist = double(a.e[i]) + double(b.e[i]) + gap;
        const double lateral[2] = {double(unit_real<T>(src)), double(unit_real<T>(src))};
        for (int k = 0; k < 3; ++k) {
          const double along = f[i][k] * dist + f[(i + 1) % 3][k] * lateral[0] + f[(i + 2) % 3][k] * lateral[1];
          set(b.c, k, static_cast<T>(along));
        }
        c = {a, b};
        break;
      }
      case 3: c = integer_pair(src, 1u << 20, true); break;   // parallel-touch: same axes, exact contact
      case 4: c = integer_pair(src, 1u << 20, false); break;  // vertex-face-touch: independent frames
      case 5: {  // flat-coplanar: two rectangles in one plane (zero extent along the normal)
        std::int64_t len = 1;
        Obb<T> a = detail::integer_obb<T>(src, len, 1u << 20);
        a.e[0] = T(0);  // a lies in the plane through a.c spanned by u1, u2
        Obb<T> b = a;
        for (int i = 0; i < 3; ++i) b.e[i] = T(int_in(src, 1, 6));
        b.e[0] = T(0);
        if (coin(src)) std::swap(b.u[1], b.u[2]);
        const T i = T(int_in(src, -12, 12)), j = T(int_in(src, -12, 12));
        b.c = {a.c.x + i * a.u[1].x + j * a.u[2].x, a.c.y + i * a.u[1].y + j * a.u[2].y,
               a.c.z + i * a.u[1].z + j * a.u[2].z};
        c = {a, b};
        break;
      }
      case 6: {  // coplanar-segments: each box a segment, both in one plane, with frames whose
                 // other axes (and their cross products) miss the in-plane normals
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
        c = {a, b};
        break;
      }
      case 7: {  // degenerate-axes
        c = integer_pair(src, 6, coin(src));
        Obb<T>& b = coin(src) ? c.a : c.b;
        const int i = static_cast<int>(src.draw(3)), j = (i + 1 + static_cast<int>(src.draw(2))) % 3;
        switch (src.draw(3)) {
          case 0: b.u[j] = b.u[i]; break;
          case 1: b.u[j] = {T(3) * b.u[i].x, T(3) * b.u[i].y, T(3) * b.u[i].z}; break;
          default: b.u[j] = {T(0), T(0), T(0)}; break;
        }
        break;
      }
      case 8: {  // identical boxes, or one shifted by a lattice vector
        c.a = coin(src) ? detail::rounded_obb<T>(src) : integer_pair(src, 8, true).a;
        c.b = c.a;
        break;
      }
      case 9: {  // point-boxes: all extents zero on one or both
        c = integer_pair(src, 1, coin(src));
        if (coin(src)) c.b.e[0] = c.b.e[1] = c.b.e[2] = T(int_in(src, 0, 2));
        break;
      }
      case 10: {  // rounded-touch: real OBBs stacked along a face normal in double (near contact)
        const Obb<T> a = detail::rounded_obb<T>(src);
        const Obb<T> b = detail::rounded_obb<T>(src);
        c = stacked(a, b, some_axis(src, coin(src) ? a : b));
        break;
      }
      case 11: c = ulp_step(integer_pair(src, 6, coin(src)), src); break;
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
      default: c = integer_pair(src, 6, coin(src)); break;  // subnormal, huge: placed below
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
