// SPDX-License-Identifier: MIT
// geoverify generators: triangle-triangle cases (the interference tests of
// Moller 1997 and Guigue-Devillers 2003, and every float routine like them).
//
// Those tests decide by the signs of plane distances or orientation
// determinants, and break where a sign is zero or should be: coplanar
// triangles (their own 2D branch), a vertex on the other's plane, shared
// vertices and edges, edges meeting exactly, degenerate triangles (a zero
// normal makes every distance zero and sends a segment or a point down the
// coplanar branch). So contact is built exactly on the integer grid:
//   coplanar            six vertices in an axis plane (at 0 a third of the time,
//                       where -0.0 meets +0.0), overlapping in the plane,
//                       touching at a boundary or apart;
//   coplanar-oblique    the same in the plane o + x u + y v of two small grid
//                       vectors (a third of the time x + y + z = k, whose
//                       normal's components tie);
//   near-coplanar       a coplanar pair with one vertex moved one to three ulps
//                       off the plane, or two moved to opposite sides;
//   shared-edge         two vertices bit-identical, the triangles folded at any
//                       angle, coplanar on opposite sides or on the same side;
//   shared-vertex       one vertex shared, the other triangle on one side of
//                       the plane, anywhere, or in the plane;
//   vertex-on-face      a vertex of b at a barycentric grid point of a
//                       (p0 + (w1 e1 + w2 e2) / 8: exact), b on one side;
//   edge-edge           an edge of b through a grid point of an edge of a, b
//                       beyond the plane through that edge (touching), or in
//                       a's plane;
//   edge-in-plane       an edge of b in a's plane, b's third vertex off it;
//   parallel            b in a distinct parallel plane (a translated copy, or
//                       grid points of a's plane moved by an off-plane grid
//                       vector, down to 2^-10 of it);
//   crossing            an edge of b through a's interior (or an edge point of
//                       a), transversally;
//   segment / point / repeated-vertex
//                       degenerate triangles (collinear: q + k v, coincident,
//                       or two equal vertices) through, ending on, lying in or
//                       beside a proper triangle, and against each other;
//   sliver              such a segment with its third vertex one ulp off the
//                       line;
//   ulp-step            a contact case with one scalar moved one ulp;
//   subnormal, huge     a contact case scaled exactly (placement.h);
//   far-small           a contact case translated exactly by +-2^k, k as large
//                       as keeps every coordinate exact (a small scene far from
//                       the origin).
// The special triangle (b) is then swapped with a half of the time and both
// triangles' vertex orders are permuted, so no routine sees it in one role.
#ifndef GEOVERIFY_GEN_TRIANGLE_TRIANGLE_H
#define GEOVERIFY_GEN_TRIANGLE_TRIANGLE_H

#include <algorithm>
#include <array>
#include <climits>
#include <cmath>
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
struct Generator<query::TriangleTriangle<T>> : OutOfLineMake<query::TriangleTriangle<T>> {
  using C = query::TriangleTriangle<T>;
  using V = Vec3<T>;
  static constexpr std::array<const char*, 20> kClasses{
      "random-real",    "random-bits", "coplanar",  "coplanar-oblique", "near-coplanar", "shared-edge", "shared-vertex",
      "vertex-on-face", "edge-edge",   "edge-in-plane", "parallel",     "crossing",      "segment",     "point",
      "repeated-vertex", "sliver",     "ulp-step",  "subnormal",        "huge",          "far-small"};

  /// Bits of a triangle's first vertex; the other vertices are within 2^5 of
  /// it, so every construction below (cross products, dot products, eighths)
  /// is exact in T (and the sign tests, in double).
  static constexpr int kBits = kCoordBits<T> - 3;

  // ---- exact vector helpers (on the grid every result is representable) ------

  static V add(const V& a, const V& b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
  static V sub(const V& a, const V& b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
  static V axpy(const V& a, const V& b, T k) { return {a.x + k * b.x, a.y + k * b.y, a.z + k * b.z}; }
  static V mul(const V& a, T k) { return {k * a.x, k * a.y, k * a.z}; }
  static Vec3<double> dvec(const V& a) { return {double(a.x), double(a.y), double(a.z)}; }
  static Vec3<double> dcross(const Vec3<double>& a, const Vec3<double>& b) {
    return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
  }
  static double ddot(const Vec3<double>& a, const Vec3<double>& b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
  static bool is_zero(const Vec3<double>& a) { return a.x == 0 && a.y == 0 && a.z == 0; }
  /// The (unnormalised) normal of a grid triangle, exact in double.
  static Vec3<double> normal(const Triangle<T>& t) { return dcross(dvec(sub(t.p1, t.p0)), dvec(sub(t.p2, t.p0))); }
  static int sign(double x) { return x > 0 ? 1 : x < 0 ? -1 : 0; }

  template <class Src>
  static V nonzero_vec(Src& src, int bits) {
    for (int i = 0; i < 16; ++i) {
      const V d = grid_vec<T>(src, bits);
      if (d.x != 0 || d.y != 0 || d.z != 0) return d;
    }
    return {T(1), T(0), T(0)};
  }

  /// A proper grid triangle: p0 with kBits bits, edges of 5 bits.
  template <class Src>
  static Triangle<T> grid_triangle(Src& src) {
    const V p0 = grid_vec<T>(src, kBits);
    for (int i = 0; i < 16; ++i) {
      const Triangle<T> t{p0, add(p0, grid_vec<T>(src, 5)), add(p0, grid_vec<T>(src, 5))};
      if (!is_zero(normal(t))) return t;
    }
    return {p0, add(p0, V{T(3), T(0), T(1)}), add(p0, V{T(-1), T(2), T(0)})};
  }

  /// A grid vector w on the given side (+1, -1) of the plane with normal n
  /// (n . w has that sign; n != 0).
  template <class Src>
  static V off_plane(Src& src, const Vec3<double>& n, int side, int bits = 3) {
    V w{};
    for (int i = 0; i < 16; ++i) {
      w = grid_vec<T>(src, bits);
      if (ddot(n, dvec(w)) != 0) break;
    }
    if (ddot(n, dvec(w)) == 0) {  // fall back to the sign pattern of n
      w = {T(sign(n.x)), T(sign(n.y)), T(sign(n.z))};
    }
    return sign(ddot(n, dvec(w))) == side ? w : mul(w, T(-1));
  }

  /// Barycentric weights in eighths (w0 + w1 + w2 = 8): where 0 an interior
  /// point, 1 a point of an edge (one weight 0), 2 a vertex (one weight 8).
  template <class Src>
  static std::array<int, 3> weights(Src& src, int where) {
    std::array<int, 3> w{0, 0, 0};
    if (where == 2) {
      w[src.draw(3)] = 8;
    } else if (where == 1) {
      const auto z = static_cast<std::size_t>(src.draw(3));
      const int k = static_cast<int>(int_in(src, 1, 7));
      w[(z + 1) % 3] = k;
      w[(z + 2) % 3] = 8 - k;
    } else {
      w[1] = static_cast<int>(int_in(src, 1, 6));
      w[2] = static_cast<int>(int_in(src, 1, 7 - w[1]));
      w[0] = 8 - w[1] - w[2];
    }
    return w;
  }

  /// p0 + (w1 e1 + w2 e2) / 8 for weights(src, where): exact on the grid.
  template <class Src>
  static V bary_point(Src& src, const Triangle<T>& t, int where) {
    const std::array<int, 3> w = weights(src, where);
    const V s = add(mul(sub(t.p1, t.p0), T(w[1])), mul(sub(t.p2, t.p0), T(w[2])));
    return add(t.p0, mul(s, T(0.125)));
  }

  /// A grid point of a's plane: p0 + (x e1 + y e2) / 4, x and y in [lo, hi].
  template <class Src>
  static V plane_point(Src& src, const Triangle<T>& t, int lo, int hi) {
    const T x = T(int_in(src, lo, hi)), y = T(int_in(src, lo, hi));
    const V s = add(mul(sub(t.p1, t.p0), x), mul(sub(t.p2, t.p0), y));
    return add(t.p0, mul(s, T(0.25)));
  }

  /// A nonzero vector of a's plane: x e1 + y e2, small integers.
  template <class Src>
  static V plane_dir(Src& src, const Triangle<T>& t) {
    const V e1 = sub(t.p1, t.p0), e2 = sub(t.p2, t.p0);
    const T x = T(int_in(src, -2, 2));
    const T y = x == 0 ? T(nonzero_int(src, 2)) : T(int_in(src, -2, 2));
    return add(mul(e1, x), mul(e2, y));
  }

  // ---- coplanar pairs ----------------------------------------------------------

  /// Two triangles in one plane, given by embed(x, y) (exact for small
  /// dyadic x, y): random small grid points, or b from a point of a (a vertex,
  /// an edge point or an interior point: they touch), or b a translated copy
  /// of a (overlapping in the plane, edge to edge, or apart).
  template <class Src, class Embed>
  static C coplanar_pair(Src& src, Embed&& embed) {
    using P = std::array<T, 2>;
    auto pt = [&](int bits) { return P{T(grid_int(src, bits)), T(grid_int(src, bits))}; };
    auto at = [&](const P& p) { return embed(p[0], p[1]); };
    auto proper2 = [](const P& a, const P& b, const P& c) {
      return double(b[0] - a[0]) * double(c[1] - a[1]) - double(b[1] - a[1]) * double(c[0] - a[0]) != 0;
    };
    P a[3] = {pt(3), pt(3), pt(3)};
    const int mode = static_cast<int>(src.draw(3));
    if (mode != 0) {
      for (int i = 0; i < 16 && !proper2(a[0], a[1], a[2]); ++i) a[2] = pt(3);
      if (!proper2(a[0], a[1], a[2])) {
        a[1] = {a[0][0] + T(3), a[0][1]};
        a[2] = {a[0][0] + T(1), a[0][1] + T(2)};
      }
    }
    P b[3] = {pt(3), pt(3), pt(3)};
    if (mode == 1) {  // b's first vertex at a grid point of a (weights in eighths)
      const std::array<int, 3> w = weights(src, static_cast<int>(src.draw(3)));
      for (std::size_t k = 0; k < 2; ++k) {
        b[0][k] = (T(w[0]) * a[0][k] + T(w[1]) * a[1][k] + T(w[2]) * a[2][k]) * T(0.125);
      }
      // b[1], b[2] anywhere near it: b may reach over a or lie beside it
      for (std::size_t k = 0; k < 2; ++k) b[1][k] += b[0][k], b[2][k] += b[0][k];
    } else if (mode == 2) {  // b a copy of a moved in the plane
      const P t = pt(3);
      for (int i = 0; i < 3; ++i) b[i] = {a[i][0] + t[0], a[i][1] + t[1]};
    }
    return {{at(a[0]), at(a[1]), at(a[2])}, {at(b[0]), at(b[1]), at(b[2])}};
  }

  /// Coplanar in an axis plane: coordinate i is c for all six vertices.
  template <class Src>
  static C coplanar_axis(Src& src, int& axis) {
    axis = static_cast<int>(src.draw(3));
    const T c = one_in(src, 3) ? T(0) : T(grid_int(src, kBits));
    const V o = grid_vec<T>(src, kBits);
    const int i = axis;
    return coplanar_pair(src, [&](T x, T y) {
      V v{};
      set(v, i, c);
      set(v, (i + 1) % 3, get(o, (i + 1) % 3) + x);
      set(v, (i + 2) % 3, get(o, (i + 2) % 3) + y);
      return v;
    });
  }

  /// Coplanar in the oblique plane o + x u + y v.
  template <class Src>
  static C coplanar_oblique(Src& src) {
    const V o = grid_vec<T>(src, kBits);
    V u{T(1), T(-1), T(0)}, v{T(0), T(1), T(-1)};  // x + y + z = const
    if (!one_in(src, 3)) {
      for (int i = 0; i < 16; ++i) {
        u = nonzero_vec(src, 2);
        v = nonzero_vec(src, 2);
        if (!is_zero(dcross(dvec(u), dvec(v)))) break;
      }
      if (is_zero(dcross(dvec(u), dvec(v)))) {
        u = {T(1), T(2), T(0)};
        v = {T(0), T(-1), T(3)};
      }
    }
    return coplanar_pair(src, [&](T x, T y) { return add(o, add(mul(u, x), mul(v, y))); });
  }

  // ---- degenerate triangles ----------------------------------------------------

  /// A segment triangle through q along v: q - s0 v, q + s1 v and a third
  /// collinear vertex between them (or equal to an end).
  template <class Src>
  static Triangle<T> segment_through(Src& src, const V& q, const V& v, int s0, int s1) {
    const V e0 = axpy(q, v, T(-s0)), e1 = axpy(q, v, T(s1));
    const V mid = axpy(q, v, T(int_in(src, -s0, s1)));
    switch (src.draw(3)) {
      case 0: return {e0, e1, mid};
      case 1: return {e0, mid, e1};
      default: return {mid, e0, e1};
    }
  }

  /// Segment against a proper triangle (or another segment), in contact
  /// exactly: through, ending on, lying in its plane, or beside it.
  template <class Src>
  static C segment_case(Src& src) {
    C c{};
    if (one_in(src, 5)) {  // two segments: crossing in a point, or skew
      const V p = grid_vec<T>(src, kBits), u = nonzero_vec(src, 3);
      const int k = static_cast<int>(int_in(src, 1, 3));
      c.a = segment_through(src, p, u, k, static_cast<int>(int_in(src, 0, 3)));
      const V w = nonzero_vec(src, 3);
      const V q = one_in(src, 3) ? add(p, grid_vec<T>(src, 1)) : axpy(p, u, T(int_in(src, -k, 0)));  // on a, or off
      const int kb0 = static_cast<int>(int_in(src, 0, 2)), kb1 = static_cast<int>(int_in(src, 1, 3));
      c.b = segment_through(src, q, w, kb0, kb1);
      return c;
    }
    c.a = grid_triangle(src);
    const int where = static_cast<int>(src.draw(3));
    const V q = bary_point(src, c.a, where);
    const int kind = static_cast<int>(src.draw(4));
    const V v = kind == 0 ? plane_dir(src, c.a) : off_plane(src, normal(c.a), coin(src) ? 1 : -1);
    int s0 = static_cast<int>(int_in(src, 0, 3)), s1 = static_cast<int>(int_in(src, 0, 3));
    if (s0 + s1 == 0) s1 = 1;
    const V shift = kind == 3 ? off_plane(src, normal(c.a), 1, 1) : V{};  // beside: a parallel copy of the line
    c.b = segment_through(src, add(q, shift), v, s0, s1);
    return c;
  }

  /// A point against a triangle, a segment or a point: on it or next to it.
  template <class Src>
  static C point_case(Src& src) {
    C c{};
    const int other = static_cast<int>(src.draw(6));
    V q{};
    if (other == 0) {  // a point too
      const V p = grid_vec<T>(src, kBits);
      c.a = {p, p, p};
      q = p;
    } else if (other == 1) {  // a segment
      const V p = grid_vec<T>(src, kBits), u = nonzero_vec(src, 3);
      c.a = segment_through(src, p, u, 2, 2);
      q = axpy(p, u, T(int_in(src, -8, 8)) * T(0.25));
    } else {
      c.a = grid_triangle(src);
      q = bary_point(src, c.a, static_cast<int>(src.draw(3)));
    }
    if (one_in(src, 3)) q = add(q, nonzero_vec(src, 0));  // off by one grid step (maybe still on a)
    c.b = {q, q, q};
    return c;
  }

  // ---- contact constructions -------------------------------------------------

  /// Class k built on the grid, b the special triangle, before any placement.
  template <class Src>
  static C build(Src& src, std::size_t cls) {
    C c{};
    switch (cls) {
      case 2: {
        int axis = 0;
        c = coplanar_axis(src, axis);
        break;
      }
      case 3: c = coplanar_oblique(src); break;
      case 4: {  // near-coplanar: vertices moved off the common plane by a few ulps
        int axis = -1;
        c = one_in(src, 3) ? coplanar_axis(src, axis) : coplanar_oblique(src);
        Triangle<T>& t = coin(src) ? c.a : c.b;
        V* p[3] = {&t.p0, &t.p1, &t.p2};
        const int i = static_cast<int>(src.draw(3));
        const int k = static_cast<int>(nonzero_int(src, 3));
        const int coord = axis >= 0 ? axis : static_cast<int>(src.draw(3));
        set(*p[i], coord, ulps(get(*p[i], coord), k));
        if (coin(src)) {  // a second vertex to the other side: the triangles cross, or nearly
          const int j = (i + 1 + static_cast<int>(src.draw(2))) % 3;
          set(*p[j], coord, ulps(get(*p[j], coord), k > 0 ? -static_cast<int>(int_in(src, 1, 3))
                                                         : static_cast<int>(int_in(src, 1, 3))));
        }
        break;
      }
      case 5: {  // shared-edge: b = (p1, p0, s), folded at any angle
        c.a = grid_triangle(src);
        const V p = c.a.p0, q = c.a.p1, r = c.a.p2;
        const V e = sub(q, p), f = sub(r, p);
        V s{};
        switch (src.draw(4)) {
          case 0: s = add(p, grid_vec<T>(src, 5)); break;                                     // any fold
          case 1: {  // coplanar, opposite
            const T x = T(int_in(src, -1, 2)), y = T(-int_in(src, 1, 2));
            s = axpy(axpy(p, e, x), f, y);
            break;
          }
          case 2: {  // coplanar, same side
            const T x = T(int_in(src, -1, 2)), y = T(int_in(src, 1, 2));
            s = axpy(axpy(p, e, x), f, y);
            break;
          }
          default: {  // almost flat: coplanar opposite plus one grid step
            const T x = T(int_in(src, -1, 2)), y = T(-int_in(src, 1, 2));
            s = add(axpy(axpy(p, e, x), f, y), nonzero_vec(src, 0));
            break;
          }
        }
        c.b = {q, p, s};
        break;
      }
      case 6: {  // shared-vertex
        c.a = grid_triangle(src);
        const V p = c.a.p0;
        const Vec3<double> n = normal(c.a);
        switch (src.draw(3)) {
          case 0: {  // b on one side of a's plane: only p in common
            const int side = coin(src) ? 1 : -1;
            c.b = {p, add(p, off_plane(src, n, side, 4)), add(p, off_plane(src, n, side, 4))};
            break;
          }
          case 1: c.b = {p, add(p, grid_vec<T>(src, 5)), add(p, grid_vec<T>(src, 5))}; break;
          default: c.b = {p, add(p, plane_dir(src, c.a)), add(p, plane_dir(src, c.a))}; break;  // coplanar
        }
        break;
      }
      case 7: {  // vertex-on-face
        c.a = grid_triangle(src);
        const V q = bary_point(src, c.a, one_in(src, 4) ? 1 : 0);
        const Vec3<double> n = normal(c.a);
        const int side = coin(src) ? 1 : -1;
        const bool across = one_in(src, 4);  // the far vertices on both sides
        c.b = {q, add(q, off_plane(src, n, side, 4)), add(q, off_plane(src, n, across ? -side : side, 4))};
        break;
      }
      case 8: {  // edge-edge: b's edge through a grid point of a's edge
        c.a = grid_triangle(src);
        const V* p[3] = {&c.a.p0, &c.a.p1, &c.a.p2};
        const int i = static_cast<int>(src.draw(3));
        const V& pi = *p[i];
        const V e = sub(*p[(i + 1) % 3], pi), g = sub(*p[(i + 2) % 3], pi);
        const V q = axpy(pi, e, T(int_in(src, 1, 3)) * T(0.25));
        V d{};
        Vec3<double> m{};
        for (int t = 0; t < 16; ++t) {
          d = one_in(src, 4) ? plane_dir(src, c.a) : nonzero_vec(src, 3);
          m = dcross(dvec(e), dvec(d));
          if (!is_zero(m)) break;
        }
        if (is_zero(m)) {
          d = g;
          m = dcross(dvec(e), dvec(d));
        }
        // The plane through a's edge containing d has a on side sa; b's third
        // vertex goes to the other side (or into it): a touching pair.
        const int sa = sign(ddot(m, dvec(g)));
        const V s = sa == 0 ? add(q, grid_vec<T>(src, 4)) : add(q, off_plane(src, m, -sa, 4));
        const int s0 = static_cast<int>(int_in(src, 1, 3)), s1 = static_cast<int>(int_in(src, 1, 3));
        c.b = {axpy(q, d, T(-s0)), axpy(q, d, T(s1)), s};
        break;
      }
      case 9: {  // edge-in-plane: b's edge in a's plane, its third vertex off it
        c.a = grid_triangle(src);
        const V u0 = coin(src) ? bary_point(src, c.a, static_cast<int>(src.draw(3))) : plane_point(src, c.a, -4, 8);
        const V u1 = coin(src) ? add(u0, plane_dir(src, c.a)) : plane_point(src, c.a, -4, 8);
        c.b = {u0, u1, add(u0, off_plane(src, normal(c.a), coin(src) ? 1 : -1, 4))};
        break;
      }
      case 10: {  // parallel: distinct parallel planes
        c.a = grid_triangle(src);
        V w = off_plane(src, normal(c.a), coin(src) ? 1 : -1);
        if (one_in(src, 4)) w = mul(w, std::ldexp(T(1), -static_cast<int>(int_in(src, 1, 10))));
        if (coin(src)) {
          c.b = {add(c.a.p0, w), add(c.a.p1, w), add(c.a.p2, w)};
        } else {
          c.b = {add(plane_point(src, c.a, -4, 8), w), add(plane_point(src, c.a, -4, 8), w),
                 add(plane_point(src, c.a, -4, 8), w)};
        }
        break;
      }
      case 11: {  // crossing: an edge of b through a's interior (or an edge point), transversally
        c.a = grid_triangle(src);
        const V q = bary_point(src, c.a, one_in(src, 4) ? 1 : 0);
        const V d = off_plane(src, normal(c.a), 1, 3);
        const int s0 = static_cast<int>(int_in(src, 1, 3)), s1 = static_cast<int>(int_in(src, 1, 3));
        c.b = {axpy(q, d, T(-s0)), axpy(q, d, T(s1)), add(q, grid_vec<T>(src, 4))};
        break;
      }
      case 12: c = segment_case(src); break;
      case 13: c = point_case(src); break;
      case 14: {  // repeated-vertex: two equal vertices in b (and sometimes in a)
        static constexpr std::size_t kBase[] = {5, 6, 7, 8, 9, 11, 12};
        c = build(src, kBase[src.draw(7)]);
        // b.p0 and b.p1 carry the contact in every base (the shared or
        // touching vertex, the crossing or touching edge): b.p2 repeats one.
        c.b.p2 = coin(src) ? c.b.p0 : c.b.p1;
        if (one_in(src, 4)) c.a.p2 = coin(src) ? c.a.p0 : c.a.p1;
        break;
      }
      case 15: {  // sliver: a segment through a, its third vertex moved one ulp off the line
        c = segment_case(src);  // b is a segment of nonzero length
        V* p[3] = {&c.b.p0, &c.b.p1, &c.b.p2};
        V& v = *p[src.draw(3)];
        const int first = static_cast<int>(src.draw(3));
        for (int k = 0; k < 3; ++k) {
          const int step = k == 0 ? (coin(src) ? 1 : -1) : static_cast<int>(int_in(src, -1, 1));
          const int axis = (first + k) % 3;
          set(v, axis, ulps(get(v, axis), step));
        }
        break;
      }
      default: break;
    }
    return c;
  }

  /// The contact classes used as bases of ulp-step and the magnitude classes.
  template <class Src>
  static std::size_t contact_class(Src& src) {
    static constexpr std::size_t kContact[] = {2, 3, 5, 6, 7, 8, 9, 11, 12, 13};
    return kContact[src.draw(sizeof kContact / sizeof kContact[0])];
  }

  /// Translated by +-2^k on each axis (or not), k as large as keeps every
  /// coordinate exact: |x| < 2^(k-1) and its lowest bit at least 2^(k+1-digits).
  template <class Src>
  static C far_small(const C& c, Src& src) {
    int low = INT_MAX, high = INT_MIN;
    for (T x : query::scalars_of(c)) {
      if (x == 0) continue;
      low = std::min(low, low_bit_exponent(x));
      high = std::max(high, exponent_of(x));
    }
    if (low == INT_MAX) low = high = 0;
    const int kmax = low + std::numeric_limits<T>::digits - 1, kmin = high + 2;
    if (kmax < kmin) return c;
    const int k = kmax - static_cast<int>(src.draw(static_cast<std::uint64_t>(std::min(4, kmax - kmin + 1))));
    T off[3];
    for (T& o : off) o = one_in(src, 3) ? T(0) : std::ldexp(T(coin(src) ? 1 : -1), k);
    if (off[0] == 0 && off[1] == 0 && off[2] == 0) off[0] = std::ldexp(T(1), k);
    C r = c;
    for (V* v : {&r.a.p0, &r.a.p1, &r.a.p2, &r.b.p0, &r.b.p1, &r.b.p2}) *v = add(*v, {off[0], off[1], off[2]});
    return r;
  }

  template <class Src>
  static Triangle<T> permuted(const Triangle<T>& t, Src& src) {
    switch (src.draw(6)) {
      case 0: return t;
      case 1: return {t.p1, t.p2, t.p0};
      case 2: return {t.p2, t.p0, t.p1};
      case 3: return {t.p0, t.p2, t.p1};
      case 4: return {t.p2, t.p1, t.p0};
      default: return {t.p1, t.p0, t.p2};
    }
  }

  template <class Src>
  static C generate(Src& src, std::size_t cls) {
    C c{};
    switch (cls) {
      case 0: {
        auto pick = [&] { return T(2) * unit_real<T>(src); };
        c.a = {{pick(), pick(), pick()}, {pick(), pick(), pick()}, {pick(), pick(), pick()}};
        c.b = {{pick(), pick(), pick()}, {pick(), pick(), pick()}, {pick(), pick(), pick()}};
        return c;
      }
      case 1: {
        auto pick = [&] { return one_in(src, 3) ? special<T>(src) : any_finite<T>(src); };
        c.a = {{pick(), pick(), pick()}, {pick(), pick(), pick()}, {pick(), pick(), pick()}};
        c.b = {{pick(), pick(), pick()}, {pick(), pick(), pick()}, {pick(), pick(), pick()}};
        return c;
      }
      case 16: c = ulp_step(build(src, contact_class(src)), src); break;
      case 17:
      case 18:
      case 19: c = build(src, contact_class(src)); break;
      default: c = build(src, cls); break;
    }
    if (coin(src)) std::swap(c.a, c.b);
    c.a = permuted(c.a, src);
    c.b = permuted(c.b, src);
    c = cls == 17 ? place_subnormal(c, src) : cls == 18 ? place_huge(c, src) : cls == 19 ? far_small(c, src)
                                                                                         : place_moderate(c, src);
    for (V* v : {&c.a.p0, &c.a.p1, &c.a.p2, &c.b.p0, &c.b.p1, &c.b.p2}) sprinkle_negative_zeros(*v, src);
    return c;
  }
};

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_TRIANGLE_TRIANGLE_H
