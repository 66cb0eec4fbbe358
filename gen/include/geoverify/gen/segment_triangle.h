// SPDX-License-Identifier: MIT
// geoverify generators: segment-triangle cases (the segment given by its two
// endpoints: Moller-Trumbore on p1 - p0 clipped to [0, 1], Ericson's
// IntersectSegmentTriangle, the signed-volume tests of a line of sight or a
// swept point against a mesh triangle).
//
// Those tests decide by the signs of plane distances n.(p - t0), of the
// triple products along the segment's line, or of barycentric coordinates,
// and break where a sign is zero or should be: an endpoint on the plane, the
// line through an edge or a vertex, a segment in the plane (d.n == 0, the
// division by zero of the textbook), a zero normal (degenerate triangles), a
// direction nearly in the plane. So contact is built exactly on the integer
// grid: triangle vertices are multiples of 8 (grid points in eighths), so a
// point t0 + (l1 e1 + l2 e2) / 8 with integer barycentric weights
// (l0, l1, l2), l0 + l1 + l2 = 8, is an exact grid point, inside (all > 0),
// on an edge (one 0), at a vertex (one 8) or outside (one < 0); a segment
// through q is q - a d, q + b d for a grid vector d and small integers a, b.
// Triangles lie in general grid planes, in axis planes (zero normal
// components), in planes of an integer normal of integer length (triples and
// quadruples such as (1, 2, 2), lattice.h) or of a normal with tied
// components (+-1, +-1, +-1).
//
//   random-real          endpoints and vertices of full precision round the
//                        unit cube; half the segments aimed through a point
//                        of the triangle (computed in T, rounded)
//   random-bits          every exponent, specials mixed in
//   crossing             through an interior grid point transversally
//                        (sometimes an eighth from an edge): overlapping
//   through-edge         transversally through a grid point of an edge
//   through-vertex       transversally through a vertex
//   endpoint-on-face     an endpoint at an interior grid point (sometimes an
//                        edge point), the other off the plane (or in it)
//   endpoint-on-edge     an endpoint on an edge or at a vertex, the other off
//                        the plane on either side, or in it
//   in-plane-crossing    in the plane through an edge point or an interior
//                        point, crossing edges
//   in-plane-vertex      in the plane through a vertex: touching there only,
//                        along an edge's line, or starting there
//   in-plane-disjoint    in the plane, beyond an edge's line (one
//                        barycentric weight negative at both ends), on an
//                        edge's line beyond a vertex, or an eighth beyond an
//                        edge along it
//   parallel-offset      an in-plane segment across the triangle moved off
//                        the plane by a small grid vector (components up to
//                        4), the triangle scaled up by 2^k: an offset down to
//                        2^-k of its size
//   near-parallel        the direction L u + m (u in the plane, m off it, L up
//                        to the precision of T): a long segment meeting the
//                        plane exactly at an interior, edge, vertex or outside
//                        grid point, or ending just before it
//   point-segment        p0 == p1 inside, on an edge, at a vertex, outside in
//                        the plane, a step off the plane, or an ulp off
//   degenerate-triangle  collinear vertices (some equal) or all equal, the
//                        segment through a point of them, ending there,
//                        along their line, beyond it, or a parallel copy
//   sliver               a thin triangle (height 1, length up to 2^(digits-9))
//                        crossed at a grid point, or a collinear triangle
//                        with one vertex moved by ulps
//   shared-endpoint      an endpoint bit-identical to a vertex, the other off
//                        the plane, in it, another vertex, a point of the
//                        opposite edge, or the same vertex
//   front-to-back        the textbook's own input (Ericson's one-sided
//                        IntersectSegmentTriangle): with n = e1 x e2,
//                        n.(p0 - t0) >= 0 >= n.(p1 - t0) and n.(p0 - p1) > 0
//                        exactly, through an interior, edge, vertex or
//                        just-outside point, an endpoint on the face, and
//                        one-ulp steps of an endpoint that keep those signs
//   ulp-step             a contact case with an endpoint coordinate (or any
//                        scalar) moved one ulp either way
//   far-small            a contact case scaled up by 2^j and translated by
//                        +-2^k, k as large as keeps every coordinate exact
//                        (2^20 and beyond): the differences stay exact, the
//                        products round
//   tiny                 contact cases scaled so that the products of two
//                        or three coordinates (the normal, the triple
//                        products) straddle the underflow of T
//   subnormal            contact cases scaled into the subnormal range
//   huge                 contact cases scaled to within 16 of the largest
//                        finite value: the products (and some differences)
//                        overflow
//                        (these four: sometimes one ulp off after placing)
// The triangle's vertex order is then permuted and the segment's endpoints
// swapped half of the time (front-to-back keeps both orientations: only
// cyclic permutations), so no routine sees a contact in one role only.
//
// Every case is valid: finite coordinates; zeros come with both signs.
#ifndef GEOVERIFY_GEN_SEGMENT_TRIANGLE_H
#define GEOVERIFY_GEN_SEGMENT_TRIANGLE_H

#include <algorithm>
#include <array>
#include <climits>
#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <utility>

#include "geoverify/gen/frames.h"
#include "geoverify/gen/ivec.h"
#include "geoverify/gen/lattice.h"
#include "geoverify/gen/out_of_line.h"
#include "geoverify/gen/placement.h"
#include "geoverify/gen/scalars.h"
#include "geoverify/query/cases.h"
#include "geoverify/query/segment_triangle.h"

namespace gv {
namespace gen {

template <class T>
struct Generator<query::SegmentTriangle<T>> : OutOfLineMake<query::SegmentTriangle<T>>, IntegerVectors {
  using C = query::SegmentTriangle<T>;
  static constexpr std::array<const char*, 22> kClasses{
      "random-real",      "random-bits",       "crossing",        "through-edge",        "through-vertex",
      "endpoint-on-face", "endpoint-on-edge",  "in-plane-crossing", "in-plane-vertex",   "in-plane-disjoint",
      "parallel-offset",  "near-parallel",     "point-segment",   "degenerate-triangle", "sliver",
      "shared-endpoint",  "front-to-back",     "ulp-step",        "far-small",           "tiny",
      "subnormal",        "huge"};

  /// Barycentric weights in eighths (l0 + l1 + l2 == 8).
  using W = std::array<I, 3>;

  /// Bits of a triangle's first grid vertex; edges have up to 8 bits, and
  /// the grid is in eighths, so a triangle stays below 2^(kBits + 5).
  static constexpr int kBits = kCoordBits<T> - 3;
  /// Integers of magnitude up to kExact are exact in T.
  static constexpr I kExact = I{1} << std::numeric_limits<T>::digits;
  /// Eighths: a grid value x stands for x / 8.
  static constexpr int kEighths = 3;

  /// A case on the integer grid; the scalar x stands for x 2^-shift, exact in
  /// T when fits().
  struct Grid {
    V p0{}, p1{}, t0{}, t1{}, t2{};
    int shift = kEighths;
  };

  // ---- integer vectors (the common ones: IntegerVectors, gen/ivec.h) ------

  /// A nonzero grid vector.
  template <class Src>
  static V grid_dir(Src& src, int bits) {
    for (int attempt = 0; attempt < 16; ++attempt) {
      const V d = grid_ivec(src, bits);
      if (!is_zero(d)) return d;
    }
    return {1, 0, 0};
  }

  /// A nonzero grid vector not parallel to v (any nonzero one when v == 0).
  template <class Src>
  static V grid_dir_across(Src& src, const V& v, int bits) {
    for (int attempt = 0; attempt < 16; ++attempt) {
      const V d = grid_dir(src, bits);
      if (is_zero(v) || !is_zero(cross(d, v))) return d;
    }
    return is_zero(cross(V{1, 0, 0}, v)) ? V{0, 1, 0} : V{1, 0, 0};
  }

  using IntegerVectors::max_abs;  // and the Grid overload below
  static I max_abs(const Grid& g) {
    return std::max({max_abs(g.p0), max_abs(g.p1), max_abs(g.t0), max_abs(g.t1), max_abs(g.t2)});
  }
  static bool fits(const Grid& g) { return max_abs(g) <= kExact; }

  /// The largest k with max_abs(g) 2^k <= limit (0 when none is larger).
  static int room(const Grid& g, I limit) {
    const I m = std::max<I>(1, max_abs(g));
    int k = 0;
    while (k < 62 && (m << (k + 1)) <= limit) ++k;
    return k;
  }

  static void scale(Grid& g, int k) {
    for (V* v : {&g.p0, &g.p1, &g.t0, &g.t1, &g.t2}) *v = mul(*v, I{1} << k);
    g.shift += k;
  }

  static T scalar(I x, int shift) { return std::ldexp(T(x), -shift); }
  static Vec3<T> vec(const V& v, int shift) { return {scalar(v[0], shift), scalar(v[1], shift), scalar(v[2], shift)}; }
  static C to_case(const Grid& g) {
    C c{};
    c.seg = {vec(g.p0, g.shift), vec(g.p1, g.shift)};
    c.tri = {vec(g.t0, g.shift), vec(g.t1, g.shift), vec(g.t2, g.shift)};
    return c;
  }

  // ---- triangles and their grid points -----------------------------------------

  /// An integer normal of integer length (a triple or a quadruple), its
  /// components in a random order and signs.
  template <class Src>
  static V lattice_normal(Src& src) {
    constexpr std::uint64_t kTriples = sizeof kEdgeTriples / sizeof kEdgeTriples[0];
    constexpr std::uint64_t kQuadruples = sizeof kCornerQuadruples / sizeof kCornerQuadruples[0];
    const LatticeVector l =
        one_in(src, 3) ? kEdgeTriples[src.draw(kTriples)] : kCornerQuadruples[src.draw(kQuadruples)];
    V n{l.a, l.b, l.c};
    for (std::size_t i = 2; i > 0; --i) std::swap(n[i], n[src.draw(i + 1)]);
    for (auto& x : n) x = coin(src) ? -x : x;
    return n;
  }

  /// Two independent edge vectors (before the scaling to eighths): general
  /// grid vectors (1/3), perpendicular to a lattice normal (1/3), in an axis
  /// plane (1/6), or in a plane s . x == 0 with s a sign vector (1/6).
  template <class Src>
  static void edges(Src& src, V& e1, V& e2) {
    const auto kind = src.draw(6);
    const V n = kind == 2 || kind == 3 ? lattice_normal(src) : V{};
    const int axis = static_cast<int>(src.draw(3));
    const V s{coin(src) ? 1 : -1, coin(src) ? 1 : -1, coin(src) ? 1 : -1};
    for (int attempt = 0; attempt < 16; ++attempt) {
      if (kind <= 1) {
        e1 = grid_ivec(src, 5);
        e2 = grid_ivec(src, 5);
      } else if (kind <= 3) {  // n x w for small w: |components| <= 4 max|n_i| <= 140
        e1 = cross(n, {int_in(src, -2, 2), int_in(src, -2, 2), int_in(src, -2, 2)});
        e2 = cross(n, {int_in(src, -2, 2), int_in(src, -2, 2), int_in(src, -2, 2)});
      } else if (kind == 4) {
        e1 = grid_ivec(src, 5);
        e2 = grid_ivec(src, 5);
        e1[static_cast<std::size_t>(axis)] = 0;
        e2[static_cast<std::size_t>(axis)] = 0;
      } else {
        const I a = int_in(src, -8, 8), b = int_in(src, -8, 8), c = int_in(src, -8, 8), d = int_in(src, -8, 8);
        e1 = {s[0] * a, s[1] * b, -s[2] * (a + b)};
        e2 = {s[0] * c, s[1] * d, -s[2] * (c + d)};
      }
      if (!is_zero(cross(e1, e2))) return;
    }
    e1 = {3, 0, 1};
    e2 = {-1, 2, 0};
  }

  /// A proper triangle (nonzero normal) with vertices on the grid in eighths.
  template <class Src>
  static void triangle(Src& src, Grid& g) {
    const V p = grid_ivec(src, kBits);
    V e1{}, e2{};
    edges(src, e1, e2);
    g.t0 = mul(p, 8);
    g.t1 = mul(add(p, e1), 8);
    g.t2 = mul(add(p, e2), 8);
  }

  static V normal(const Grid& g) { return cross(sub(g.t1, g.t0), sub(g.t2, g.t0)); }

  /// Weights where 0: inside (all > 0), 1: on an edge (one 0), 2: at a vertex
  /// (one 8), 3: just outside (one in [-2, -1]).
  template <class Src>
  static W weights(Src& src, int where) {
    W w{0, 0, 0};
    const auto z = static_cast<std::size_t>(src.draw(3));
    if (where == 2) {
      w[z] = 8;
    } else if (where == 1) {
      const I k = int_in(src, 1, 7);
      w[(z + 1) % 3] = k;
      w[(z + 2) % 3] = 8 - k;
    } else if (where == 3) {
      w[z] = -int_in(src, 1, 2);
      w[(z + 1) % 3] = int_in(src, 0, 10);
      w[(z + 2) % 3] = 8 - w[z] - w[(z + 1) % 3];
    } else {
      w[z] = int_in(src, 1, 6);
      w[(z + 1) % 3] = int_in(src, 1, 7 - w[z]);
      w[(z + 2) % 3] = 8 - w[z] - w[(z + 1) % 3];
    }
    return w;
  }

  /// (w0 t0 + w1 t1 + w2 t2) / 8 = t0 + (w1 e1 + w2 e2) / 8 for weights
  /// summing to 8: exact, the edges being multiples of 8.
  static V bary(const Grid& g, const W& w) {
    const V s = add(mul(sub(g.t1, g.t0), w[1]), mul(sub(g.t2, g.t0), w[2]));
    return add(g.t0, {s[0] / 8, s[1] / 8, s[2] / 8});
  }

  /// A grid vector w on the given side (+1, -1) of the plane with normal n
  /// (n . w has that sign; n != 0).
  template <class Src>
  static V off_plane(Src& src, const V& n, int side, int bits) {
    V w{};
    for (int attempt = 0; attempt < 16; ++attempt) {
      w = grid_ivec(src, bits);
      if (dot(n, w) != 0) break;
    }
    if (dot(n, w) == 0) w = {sign(n[0]), sign(n[1]), sign(n[2])};  // n . w == sum |n_i| > 0
    return sign(dot(n, w)) == side ? w : mul(w, -1);
  }

  /// A segment direction off the plane with normal n, on the given side:
  /// eighths, or whole grid steps a third of the time.
  template <class Src>
  static V across(Src& src, const V& n, int side) {
    const V d = off_plane(src, n, side, static_cast<int>(int_in(src, 1, 4)));
    return one_in(src, 3) ? mul(d, 8) : d;
  }

  /// A nonzero direction of g's plane: (x e1 + y e2) / 8, x and y in [-2, 2].
  template <class Src>
  static V plane_dir(Src& src, const Grid& g) {
    const I x = int_in(src, -2, 2);
    const I y = x == 0 ? nonzero_int(src, 2) : int_in(src, -2, 2);
    const V s = add(mul(sub(g.t1, g.t0), x), mul(sub(g.t2, g.t0), y));
    return {s[0] / 8, s[1] / 8, s[2] / 8};
  }

  /// The segment q - a d, q + b d (a == 0: q is an endpoint).
  static void through(Grid& g, const V& q, const V& d, I a, I b) {
    g.p0 = axpy(q, d, -a);
    g.p1 = axpy(q, d, b);
  }

  template <class Src>
  static int some_side(Src& src) {
    return coin(src) ? 1 : -1;
  }

  // ---- one-ulp steps and orientations ------------------------------------------

  /// One coordinate of one endpoint moved one ulp up or down.
  template <class Src>
  static C endpoint_ulp(C c, Src& src) {
    Vec3<T>& p = coin(src) ? c.seg.p0 : c.seg.p1;
    const int i = static_cast<int>(src.draw(3));
    set(p, i, ulps(get(p, i), coin(src) ? 1 : -1));
    return c;
  }

  /// True iff n.(p0 - t0) >= 0 >= n.(p1 - t0) and n.(p0 - p1) > 0 exactly,
  /// n = (t1 - t0) x (t2 - t0), for a triangle built on the grid (its edges
  /// and n exact in double; the signs by ExactSum, frames.h).
  static bool is_front_to_back(const C& c) {
    auto dsub = [](const Vec3<T>& a, const Vec3<T>& b) {
      return Vec3<double>{double(a.x) - double(b.x), double(a.y) - double(b.y), double(a.z) - double(b.z)};
    };
    const Vec3<double> e1 = dsub(c.tri.p1, c.tri.p0), e2 = dsub(c.tri.p2, c.tri.p0);
    const Vec3<double> n{e1.y * e2.z - e1.z * e2.y, e1.z * e2.x - e1.x * e2.z, e1.x * e2.y - e1.y * e2.x};
    auto side = [&n](const Vec3<T>& a, const Vec3<T>& b) {  // sign of n.(a - b)
      ExactSum s;
      for (int i = 0; i < 3; ++i) {
        s.add_product(get(n, i), double(get(a, i)));
        s.add_product(-get(n, i), double(get(b, i)));
      }
      return s.sign();
    };
    return side(c.seg.p0, c.tri.p0) >= 0 && side(c.seg.p1, c.tri.p0) <= 0 && side(c.seg.p0, c.seg.p1) > 0;
  }

  /// A one-ulp step of an endpoint that keeps c front to back (redrawn a few
  /// times; c unchanged if none does).
  template <class Src>
  static C front_to_back_ulp(const C& c, Src& src) {
    for (int attempt = 0; attempt < 8; ++attempt) {
      const C r = endpoint_ulp(c, src);
      if (is_front_to_back(r)) return r;
    }
    return c;
  }

  /// The vertices in any order (cyclic: rotations only, which keep the normal).
  template <class Src>
  static Triangle<T> permuted(const Triangle<T>& t, Src& src, bool cyclic) {
    switch (src.draw(cyclic ? 3 : 6)) {
      case 0: return t;
      case 1: return {t.p1, t.p2, t.p0};
      case 2: return {t.p2, t.p0, t.p1};
      case 3: return {t.p0, t.p2, t.p1};
      case 4: return {t.p2, t.p1, t.p0};
      default: return {t.p1, t.p0, t.p2};
    }
  }

  // ---- the constructions -------------------------------------------------------

  /// A collinear triangle p + 8 k_i v (v == 0: a point), in eighths; lo and
  /// hi receive the least and largest k_i.
  template <class Src>
  static void collinear(Src& src, Grid& g, const V& p, const V& v, I& lo, I& hi) {
    I k[3];
    for (I& x : k) x = is_zero(v) ? 0 : int_in(src, -4, 4);
    g.t0 = axpy(p, v, 8 * k[0]);
    g.t1 = axpy(p, v, 8 * k[1]);
    g.t2 = axpy(p, v, 8 * k[2]);
    lo = std::min({k[0], k[1], k[2]});
    hi = std::max({k[0], k[1], k[2]});
  }

  /// A segment against a collinear or a point triangle: through a point q of
  /// it across its line, ending at q, along the line over q (touching), along
  /// the line beyond an end, or a parallel copy of such a segment (disjoint).
  template <class Src>
  static void degenerate(Src& src, Grid& g) {
    const V p = mul(grid_ivec(src, kBits), 8);
    const V v = one_in(src, 4) ? V{} : grid_dir(src, 3);
    I lo = 0, hi = 0;
    collinear(src, g, p, v, lo, hi);
    const V q = axpy(p, v, int_in(src, 8 * lo, 8 * hi));
    const V dir = is_zero(v) ? grid_dir(src, 3) : v;  // the line's direction (any, for a point)
    switch (src.draw(6)) {
      case 0:
      case 1: {
        const V d = grid_dir_across(src, v, 3);
        const I a = int_in(src, 1, 8), b = int_in(src, 1, 8);
        through(g, q, d, a, b);
        break;
      }
      case 2: {
        const V d = grid_dir(src, 3);
        through(g, q, d, 0, int_in(src, 1, 8));
        break;
      }
      case 3: {
        const V d = mul(dir, coin(src) ? 1 : -1);
        const I a = int_in(src, 0, 16), b = int_in(src, 1, 16);
        through(g, q, d, a, b);
        break;
      }
      case 4: {  // beyond an end: p + t dir with t > 8 hi, or t < 8 lo
        const I s0 = int_in(src, 1, 8), s1 = int_in(src, 0, 8);
        if (coin(src)) {
          g.p0 = axpy(p, dir, 8 * hi + s0);
          g.p1 = axpy(p, dir, 8 * hi + s0 + s1);
        } else {
          g.p0 = axpy(p, dir, 8 * lo - s0);
          g.p1 = axpy(p, dir, 8 * lo - s0 - s1);
        }
        break;
      }
      default: {  // the line moved by s not along dir: parallel to the triangle's line, or missing the point
        const V s = grid_dir_across(src, dir, 1);
        const I a = int_in(src, 0, 8), b = int_in(src, 0, 8);
        through(g, add(q, s), dir, a, b);
        break;
      }
    }
  }

  /// Class cls built on the grid, before the orientation and the placement.
  template <class Src>
  static C build(Src& src, std::size_t cls) {
    Grid g;
    switch (cls) {
      case 2: {  // crossing
        triangle(src, g);
        const V q = bary(g, weights(src, 0));
        const int side = some_side(src);
        const V d = across(src, normal(g), side);
        const I a = int_in(src, 1, 8), b = int_in(src, 1, 8);
        through(g, q, d, a, b);
        break;
      }
      case 3:    // through-edge
      case 4: {  // through-vertex
        triangle(src, g);
        const V q = bary(g, weights(src, cls == 3 ? 1 : 2));
        const int side = some_side(src);
        const V d = across(src, normal(g), side);
        const I a = int_in(src, 1, 8), b = int_in(src, 1, 8);
        through(g, q, d, a, b);
        break;
      }
      case 5:    // endpoint-on-face (an edge point a quarter of the time)
      case 6: {  // endpoint-on-edge (a vertex a third of the time)
        triangle(src, g);
        const int where = cls == 5 ? (one_in(src, 4) ? 1 : 0) : (one_in(src, 3) ? 2 : 1);
        const V q = bary(g, weights(src, where));
        const V d = one_in(src, 6) ? plane_dir(src, g) : across(src, normal(g), some_side(src));
        through(g, q, d, 0, int_in(src, 1, 8));
        break;
      }
      case 7: {  // in-plane-crossing: through an edge point (2/3) or an interior point
        triangle(src, g);
        const V q = bary(g, weights(src, one_in(src, 3) ? 0 : 1));
        const I a = int_in(src, 0, 8), b = int_in(src, a == 0 ? 1 : 0, 8);
        through(g, q, plane_dir(src, g), a, b);
        break;
      }
      case 8: {  // in-plane-vertex
        triangle(src, g);
        const V* t[3] = {&g.t0, &g.t1, &g.t2};
        const auto i = static_cast<std::size_t>(src.draw(3));
        const V p = *t[i];
        const V ej = sub(*t[(i + 1) % 3], p), ek = sub(*t[(i + 2) % 3], p);  // multiples of 8
        switch (src.draw(3)) {
          case 0: {  // x ej - y ek (x, y > 0): neither d nor -d points into the triangle, touching at p only
            const I x = int_in(src, 1, 3), y = int_in(src, 1, 3);
            const V s = sub(mul(ej, x), mul(ek, y));
            const I a = int_in(src, 1, 8), b = int_in(src, 1, 8);
            through(g, p, {s[0] / 8, s[1] / 8, s[2] / 8}, a, b);
            break;
          }
          case 1: {  // along an edge's line: over the edge, or leaving it at p
            const V& e = coin(src) ? ej : ek;
            const V d{e[0] / 8, e[1] / 8, e[2] / 8};
            const V s = mul(d, coin(src) ? 1 : -1);
            const I a = int_in(src, 0, 8), b = int_in(src, 1, 12);
            through(g, p, s, a, b);
            break;
          }
          default: {  // from p, any way in the plane
            const V d = plane_dir(src, g);
            through(g, p, d, 0, int_in(src, 1, 8));
            break;
          }
        }
        break;
      }
      case 9: {  // in-plane-disjoint
        triangle(src, g);
        const auto j = static_cast<std::size_t>(src.draw(3));
        const std::size_t k = (j + 1) % 3, l = (j + 2) % 3;
        W u{}, v{};
        switch (src.draw(4)) {
          case 0:
          case 1:  // beyond the line of the edge opposite vertex j: weight j negative at both ends
            u[j] = -int_in(src, 1, 8);
            v[j] = -int_in(src, 1, 8);
            u[k] = int_in(src, -8, 16);
            v[k] = int_in(src, -8, 16);
            break;
          case 2:  // on the line of that edge, beyond vertex l (weight k negative)
            u[k] = -int_in(src, 1, 8);
            v[k] = -int_in(src, 1, 8);
            break;
          default:  // an eighth beyond that edge, running along it past both its ends
            u[j] = v[j] = -1;
            u[k] = -int_in(src, 0, 8);
            v[k] = 9 + int_in(src, 0, 8);
            break;
        }
        u[l] = 8 - u[j] - u[k];
        v[l] = 8 - v[j] - v[k];
        g.p0 = bary(g, u);
        g.p1 = bary(g, v);
        break;
      }
      case 10: {  // parallel-offset
        triangle(src, g);
        const V n = normal(g);
        const V q = bary(g, weights(src, static_cast<int>(src.draw(3))));
        const I a = int_in(src, 0, 6), b = int_in(src, a == 0 ? 1 : 0, 6);
        through(g, q, plane_dir(src, g), a, b);
        const int kmax = room(g, kExact / 2);
        const int k = coin(src) ? kmax - static_cast<int>(src.draw(static_cast<std::uint64_t>(std::min(kmax, 3) + 1)))
                                : static_cast<int>(int_in(src, 0, kmax));
        scale(g, k);
        const int side = some_side(src);
        const V w = off_plane(src, n, side, static_cast<int>(src.draw(3)));  // |w_i| <= 4
        g.p0 = add(g.p0, w);
        g.p1 = add(g.p1, w);
        break;
      }
      case 11: {  // near-parallel
        triangle(src, g);
        const V n = normal(g);
        const V q = bary(g, weights(src, static_cast<int>(src.draw(4))));
        const V u = plane_dir(src, g);
        const int side = some_side(src);
        const V m = off_plane(src, n, side, static_cast<int>(src.draw(2)));
        I a = 0, b = 0;  // the endpoints q + a d, q + b d
        if (one_in(src, 5)) {  // both on one side: ending just before the plane
          const I lo = int_in(src, 1, 2), hi = lo + int_in(src, 0, 2);
          a = coin(src) ? lo : -hi;
          b = a == lo ? hi : -lo;
        } else {
          a = -int_in(src, 0, 2);
          b = int_in(src, a == 0 ? 1 : 0, 2);
        }
        const I reach = std::max(iabs(a), iabs(b));
        const I limit = (kExact - max_abs(q) - reach * max_abs(m)) / (reach * max_abs(u));
        int top = 0;
        while (top < 61 && (I{1} << (top + 1)) <= limit) ++top;
        const int j = static_cast<int>(int_in(src, std::min(4, top), top));
        I len = std::min(limit, (I{1} << j) + int_in(src, 0, (I{1} << j) - 1));
        for (;;) {
          const V d = axpy(m, u, len);
          g.p0 = axpy(q, d, a);
          g.p1 = axpy(q, d, b);
          if (len <= 1 || fits(g)) break;
          len /= 2;
        }
        break;
      }
      case 12: {  // point-segment
        triangle(src, g);
        static constexpr int kWhere[] = {0, 1, 1, 2, 3};
        const int where = kWhere[src.draw(5)];
        V q = bary(g, weights(src, where));
        if (where != 3 && one_in(src, 5)) q = add(q, off_plane(src, normal(g), some_side(src), 0));
        g.p0 = g.p1 = q;
        C c = to_case(g);
        if (one_in(src, 5)) {  // one ulp off, both endpoints alike
          const int i = static_cast<int>(src.draw(3));
          const T x = ulps(get(c.seg.p0, i), coin(src) ? 1 : -1);
          set(c.seg.p0, i, x);
          set(c.seg.p1, i, x);
        }
        return c;
      }
      case 13: degenerate(src, g); break;  // degenerate-triangle
      case 14: {                           // sliver
        if (one_in(src, 3)) {  // collinear, crossed at a point of it, then one vertex moved by ulps
          const V p = mul(grid_ivec(src, kBits), 8), v = grid_dir(src, 3);
          const I k0 = int_in(src, -4, 0), k1 = int_in(src, 1, 4), k2 = int_in(src, k0, k1);
          g.t0 = axpy(p, v, 8 * k0);
          g.t1 = axpy(p, v, 8 * k1);
          g.t2 = axpy(p, v, 8 * k2);
          const V q = axpy(p, v, int_in(src, 8 * k0, 8 * k1));
          const V d = grid_dir_across(src, v, 3);
          const I a = int_in(src, 1, 8), b = int_in(src, 1, 8);
          through(g, q, d, a, b);
          C c = to_case(g);
          Vec3<T>* t[3] = {&c.tri.p0, &c.tri.p1, &c.tri.p2};
          Vec3<T>& x = *t[src.draw(3)];
          const int first = static_cast<int>(src.draw(3));
          for (int s = 0; s < 3; ++s) {
            const int step = s == 0 ? (coin(src) ? 1 : -1) : static_cast<int>(int_in(src, -1, 1));
            const int axis = (first + s) % 3;
            set(x, axis, ulps(get(x, axis), step));
          }
          return c;
        }
        // A thin triangle p, p + len u, p + m u + e (height about |e| = 1 over
        // a length up to 2^(digits - 10)), in eighths, crossed at a grid point
        // inside, on an edge, at a vertex or just outside.
        const V p = grid_ivec(src, kBits), u = grid_dir(src, 2), e = grid_dir_across(src, u, 0);
        const int j = static_cast<int>(int_in(src, 3, std::numeric_limits<T>::digits - 10));
        const I len = (I{1} << j) + int_in(src, 0, (I{1} << j) - 1);
        const I m = int_in(src, -1, len + 1);
        g.t0 = mul(p, 8);
        g.t1 = mul(axpy(p, u, len), 8);
        g.t2 = mul(add(axpy(p, u, m), e), 8);
        const V n = cross(u, e);  // normal(g) == 64 len (u x e)
        const V q = bary(g, weights(src, static_cast<int>(src.draw(4))));
        const int side = some_side(src);
        const V d = across(src, n, side);
        const I a = int_in(src, 1, 8), b = int_in(src, 1, 8);
        through(g, q, d, a, b);
        break;
      }
      case 15: {  // shared-endpoint: p0 a vertex, bit for bit
        triangle(src, g);
        const V* t[3] = {&g.t0, &g.t1, &g.t2};
        const auto i = static_cast<std::size_t>(src.draw(3));
        g.p0 = *t[i];
        switch (src.draw(5)) {
          case 0: {
            const int side = some_side(src);
            const V d = across(src, normal(g), side);
            g.p1 = axpy(g.p0, d, int_in(src, 1, 8));
            break;
          }
          case 1: {  // in the plane, in or out
            const V d = plane_dir(src, g);
            g.p1 = axpy(g.p0, d, int_in(src, 1, 8));
            break;
          }
          case 2: g.p1 = *t[(i + 1 + src.draw(2)) % 3]; break;                     // the segment is an edge
          case 3: {  // across the face to a point of the opposite edge
            W w{};
            w[(i + 1) % 3] = int_in(src, 0, 8);
            w[(i + 2) % 3] = 8 - w[(i + 1) % 3];
            g.p1 = bary(g, w);
            break;
          }
          default: g.p1 = g.p0; break;
        }
        break;
      }
      case 16: {  // front-to-back: p0 = q + a d in front, p1 = q - b d behind, n.d > 0
        triangle(src, g);
        const V q = bary(g, weights(src, static_cast<int>(src.draw(4))));
        const V d = across(src, normal(g), 1);
        I a = int_in(src, 1, 8), b = int_in(src, 1, 8);
        const auto ends = src.draw(3);
        if (ends == 0) a = 0;  // p0 on the plane
        if (ends == 1) b = 0;  // p1 on the plane
        g.p0 = axpy(q, d, a);
        g.p1 = axpy(q, d, -b);
        const C c = to_case(g);
        return coin(src) ? front_to_back_ulp(c, src) : c;
      }
      default: break;
    }
    return to_case(g);
  }

  /// The contact classes used as bases of ulp-step and the magnitude classes.
  template <class Src>
  static std::size_t contact_class(Src& src) {
    static constexpr std::size_t kContact[] = {2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16};
    return kContact[src.draw(sizeof kContact / sizeof kContact[0])];
  }

  /// The contact classes small enough to move far from the origin.
  template <class Src>
  static std::size_t small_contact_class(Src& src) {
    static constexpr std::size_t kSmall[] = {2, 3, 4, 5, 6, 7, 8, 12, 13, 15, 16};
    return kSmall[src.draw(sizeof kSmall / sizeof kSmall[0])];
  }

  /// Translated by +-2^k on each axis (or not), k up to the largest that
  /// keeps every coordinate exact (|x| < 2^(k-1) and its lowest bit at least
  /// 2^(k+1-digits)) and at least 20 when that is possible; moved is cleared
  /// (and c returned) when no k > log2 max|x| + 1 keeps c exact.
  template <class Src>
  static C far_small(const C& c, Src& src, bool& moved) {
    int low = INT_MAX, high = INT_MIN;
    for (T x : query::scalars_of(c)) {
      if (x == 0) continue;
      low = std::min(low, low_bit_exponent(x));
      high = std::max(high, exponent_of(x));
    }
    if (low == INT_MAX) low = high = 0;
    const int kmax = low + std::numeric_limits<T>::digits - 1, kmin = high + 2;
    moved = kmax >= kmin;
    if (!moved) return c;
    const auto near_top = static_cast<std::uint64_t>(std::min(4, kmax - kmin + 1));
    const int k = coin(src) ? static_cast<int>(int_in(src, std::max(kmin, std::min(kmax, 20)), kmax))
                            : kmax - static_cast<int>(src.draw(near_top));
    T off[3];
    for (T& o : off) o = one_in(src, 3) ? T(0) : std::ldexp(T(coin(src) ? 1 : -1), k);
    if (off[0] == 0 && off[1] == 0 && off[2] == 0) off[0] = std::ldexp(T(1), k);
    C r = c;
    for (Vec3<T>* v : {&r.seg.p0, &r.seg.p1, &r.tri.p0, &r.tri.p1, &r.tri.p2}) {
      *v = {v->x + off[0], v->y + off[1], v->z + off[2]};
    }
    return r;
  }

  template <class Src>
  static C generate(Src& src, std::size_t cls) {
    using L = std::numeric_limits<T>;
    C c{};
    switch (cls) {
      case 0: {  // random-real
        auto pick = [&] { return T(2) * unit_real<T>(src); };
        c.tri = {{pick(), pick(), pick()}, {pick(), pick(), pick()}, {pick(), pick(), pick()}};
        if (coin(src)) {
          c.seg = {{pick(), pick(), pick()}, {pick(), pick(), pick()}};
        } else {  // aimed through the point t0 + u e1 + v e2 of the triangle (rounded)
          T u = std::fabs(unit_real<T>(src)), v = std::fabs(unit_real<T>(src));
          if (u + v > T(1)) {
            u = T(1) - u;
            v = T(1) - v;
          }
          const Vec3<T>& a = c.tri.p0;
          const Vec3<T>& b = c.tri.p1;
          const Vec3<T>& e = c.tri.p2;
          const Vec3<T> q{a.x + u * (b.x - a.x) + v * (e.x - a.x), a.y + u * (b.y - a.y) + v * (e.y - a.y),
                          a.z + u * (b.z - a.z) + v * (e.z - a.z)};
          const Vec3<T> d{pick(), pick(), pick()};
          const T s0 = std::fabs(unit_real<T>(src)), s1 = std::fabs(unit_real<T>(src));
          c.seg = {{q.x - s0 * d.x, q.y - s0 * d.y, q.z - s0 * d.z}, {q.x + s1 * d.x, q.y + s1 * d.y, q.z + s1 * d.z}};
        }
        return c;
      }
      case 1: {  // random-bits
        auto pick = [&] { return one_in(src, 3) ? special<T>(src) : any_finite<T>(src); };
        c.seg = {{pick(), pick(), pick()}, {pick(), pick(), pick()}};
        c.tri = {{pick(), pick(), pick()}, {pick(), pick(), pick()}, {pick(), pick(), pick()}};
        return c;
      }
      case 17:  // ulp-step: an endpoint coordinate (2/3) or any scalar
        c = build(src, contact_class(src));
        c = one_in(src, 3) ? ulp_step(c, src) : endpoint_ulp(c, src);
        break;
      case 18: {  // far-small: scaled up by 2^j, then translated (a new base if that cannot be exact)
        bool moved = false;
        for (int attempt = 0; attempt < 4 && !moved; ++attempt) {
          const C base = build(src, small_contact_class(src));
          c = far_small(scaled_exactly(base, static_cast<int>(int_in(src, 0, 24))), src, moved);
        }
        break;
      }
      case 19:
      case 20:
      case 21: c = build(src, contact_class(src)); break;
      default: c = build(src, cls); break;
    }
    if (cls != 16 && coin(src)) std::swap(c.seg.p0, c.seg.p1);
    c.tri = permuted(c.tri, src, cls == 16);
    switch (cls) {
      case 18: break;  // placed above
      case 19: {  // products of two (or three) coordinates straddle the underflow threshold
        const int half_or_third = coin(src) ? L::min_exponent / 2 : L::min_exponent / 3;
        const int target = half_or_third + static_cast<int>(int_in(src, -4, 4));
        c = scaled_exactly(c, target - max_scaled_exponent(c));
        break;
      }
      case 20: c = place_subnormal(c, src); break;
      case 21: c = place_huge(c, src); break;
      default: c = place_moderate(c, src); break;
    }
    if (cls >= 18 && one_in(src, 4)) c = endpoint_ulp(c, src);
    for (Vec3<T>* v : {&c.seg.p0, &c.seg.p1, &c.tri.p0, &c.tri.p1, &c.tri.p2}) sprinkle_negative_zeros(*v, src);
    return c;
  }
};

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_SEGMENT_TRIANGLE_H
