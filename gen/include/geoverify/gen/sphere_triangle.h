// SPDX-License-Identifier: MIT
// geoverify generators: sphere-triangle cases (a ball against a mesh
// triangle: Ericson's ClosestPtPointTriangle followed by a comparison of the
// squared distance with r^2, the test of every character controller and
// collision mesh).
//
// That test computes the nearest point of the triangle by Voronoi-region
// tests on dot products, barycentric weights by divisions and the point by
// a rounded sum, and then |c - p|^2 <= r^2 in T; it breaks where the exact
// squared distance equals r^2, where the nearest point lies on a region
// boundary (an edge, a vertex, the line of a degenerate triangle), and where
// the squares round, underflow or overflow. So tangency is constructed
// exactly on the integer grid. An orthogonal integer basis (d, e, l) has
// |l| == len an integer: the coordinate axes; l a Pythagorean triple or
// quadruple ((3, 4, 0) -> 5, (2, 3, 6) -> 7, (1, 4, 8) -> 9, (4, 4, 7) -> 9,
// ...; gen/lattice.h) with d = l x w and e = l x d divided by their gcds; or
// the rows u_i, u_j, u_k of an integer rotation (frames.h, integer_frame:
// equal lengths L) with d = u_i, l = a u_j + b u_k and e = b u_j - a u_k for
// a triple (a, b; g), so that len = g L and an edge can run along u_i. A
// triangle is built around a grid point F so that (X - F) . l <= 0 for every
// vertex X, with F inside the face (the vertices F + g a, F + g b,
// F - al a - be b for in-plane vectors a, b and positive al, be, g: the
// barycentric weights of F are (al, be, g) / (al + be + g)), strictly inside
// an edge (F - s D, F + t D and a third vertex on the far side of l), or at
// a vertex (both edges with e_i . l <= 0). Then F is the point of the
// triangle nearest to c = F + k l, and r = k len makes the exact squared
// distance equal r^2: every value a small integer, exact in T, its squares
// often not. Big lattice vectors (m^2 - n^2, 2mn; m^2 + n^2) and quadruples
// with parameters up to 2^10 (float) or 2^24 (double) make the squares
// round in T on every case. Around tangency: one ulp of r either way, point
// spheres on and off the triangle, centres on the triangle, degenerate
// triangles (collinear with distinct or repeated vertices, and a point),
// slivers, large radii, and placements at every magnitude by exact
// power-of-two scaling and exact translation.
//
//   random-real          centre, radius and vertices of full precision round
//                        the unit cube; half the centres near a point of the
//                        triangle (computed in T, rounded)
//   random-bits          every exponent, specials mixed in
//   tangent-face         c = F + k l with F strictly inside a triangle in the
//                        plane across l (axis, Pythagorean or rotated
//                        normals), r = k len: touching
//   tangent-edge         F strictly inside an edge (along an axis, a basis
//                        vector or a small combination of two), the third
//                        vertex on the far side of l or in the plane across
//                        it: touching
//   tangent-vertex       F a vertex, l in its Voronoi region: touching
//   tangent-big-lattice  the three above with a big lattice vector l (k = 1):
//                        r^2 and |c - F|^2 round in T; touching
//   in-plane-tangent     the centre in the triangle's plane, outside it,
//                        tangent to an edge or at a vertex: touching
//   sliver               a thin triangle (length 2^j against a height of a
//                        few grid steps) tangent at its face, its long edge
//                        or its acute vertex: touching
//   point-on-triangle    r == 0 (or -0.0) and the centre inside the face, on
//                        an edge or at a vertex (lattice-normal or general
//                        grid planes, eighths): touching
//   point-off-triangle   r == 0 and the centre a lattice step off the
//                        triangle, in its plane beyond an edge, or a point of
//                        the triangle moved one ulp in one coordinate
//                        (disjoint, or touching where the ulp stays on it)
//   centre-on-triangle   the centre on the triangle, r an integer or a tiny
//                        power of two: overlapping
//   collinear            p + k_i v (distinct or repeated multiples): tangent
//                        at an interior point of the segment or at an end,
//                        crossed (r larger), r one ulp off, or one vertex
//                        moved one ulp off the line (a needle)
//   point-triangle       three equal vertices: tangent, the centre at the
//                        point (r zero or not), r one ulp off, or a point
//                        sphere one ulp away
//   ulp-radius           a tangency with r one ulp larger or smaller:
//                        overlapping or disjoint, never touching
//   ulp-step             a contact case with one scalar moved one ulp
//   large-radius         a ball containing the whole (small) triangle, or a
//                        tangency at a large multiple k (up to 2^10, 2^30)
//                        with r up to two ulps off
//   far-small            a small contact case translated by +-2^k, k as
//                        large as keeps every coordinate exact (2^20 and
//                        beyond): exact, r one ulp off, or the centre one ulp
//                        off
//   tiny-squares         contact cases scaled so that the squares straddle
//                        the underflow of T (coordinates near 2^-74 for
//                        float, 2^-537 for double)
//   subnormal            contact cases scaled into the subnormal range
//   huge                 contact cases scaled to within 16 of the largest
//                        finite value: the squares overflow
//                        (these three: r then one ulp of the placed magnitude
//                        either way, or kept)
// The triangle's vertices are then permuted (any of the 6 orders), and the
// contact classes placed at a moderate power of two half of the time.
//
// Every case is valid: finite coordinates, r >= 0; zeros (coordinates of
// axis-plane triangles, point radii) come with both signs.
#ifndef GEOVERIFY_GEN_SPHERE_TRIANGLE_H
#define GEOVERIFY_GEN_SPHERE_TRIANGLE_H

#include <algorithm>
#include <array>
#include <climits>
#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <numeric>
#include <utility>

#include "geoverify/gen/frames.h"
#include "geoverify/gen/ivec.h"
#include "geoverify/gen/lattice.h"
#include "geoverify/gen/out_of_line.h"
#include "geoverify/gen/placement.h"
#include "geoverify/gen/scalars.h"
#include "geoverify/query/cases.h"
#include "geoverify/query/sphere_triangle.h"

namespace gv {
namespace gen {

template <class T>
struct Generator<query::SphereTriangle<T>> : OutOfLineMake<query::SphereTriangle<T>>, IntegerVectors {
  using C = query::SphereTriangle<T>;
  static constexpr std::array<const char*, 20> kClasses{
      "random-real",       "random-bits",        "tangent-face",     "tangent-edge",      "tangent-vertex",
      "tangent-big-lattice", "in-plane-tangent", "sliver",           "point-on-triangle", "point-off-triangle",
      "centre-on-triangle", "collinear",         "point-triangle",   "ulp-radius",        "ulp-step",
      "large-radius",      "far-small",          "tiny-squares",     "subnormal",         "huge"};


  /// Bits of the grid point F a construction starts from: 7 (float), 19 (double).
  static constexpr int kBits = kCoordBits<T> - 3;
  /// Integers of magnitude up to kExact are exact in T.
  static constexpr I kExact = I{1} << std::numeric_limits<T>::digits;

  /// A case on the integer grid: centre, radius, vertices.
  struct Grid {
    V c{};
    I r = 0;
    std::array<V, 3> t{};
  };

  // ---- integer vectors (the common ones: IntegerVectors, gen/ivec.h) ------

  static bool fits(const Grid& g) {
    return std::max({max_abs(g.c), iabs(g.r), max_abs(g.t[0]), max_abs(g.t[1]), max_abs(g.t[2])}) <= kExact;
  }

  static Vec3<T> vec(const V& v) { return {T(v[0]), T(v[1]), T(v[2])}; }
  static C to_case(const Grid& g) {
    C c{};
    c.sphere = {vec(g.c), T(g.r)};
    c.tri = {vec(g.t[0]), vec(g.t[1]), vec(g.t[2])};
    return c;
  }

  // ---- orthogonal integer bases ------------------------------------------------

  /// d, e and l pairwise orthogonal (for kBig: d and e independent, both
  /// orthogonal to l), |l| == len.
  struct Basis {
    V d{}, e{}, l{};
    I len = 1;
  };
  enum Kind { kAxis, kTable, kFrame, kBig };

  /// A lattice vector's components in a random order and signs.
  template <class Src>
  static V shuffled(Src& src, const LatticeVector& lv) {
    V v{lv.a, lv.b, lv.c};
    for (std::size_t i = 2; i > 0; --i) std::swap(v[i], v[static_cast<std::size_t>(src.draw(i + 1))]);
    for (auto& x : v) x = coin(src) ? -x : x;
    return v;
  }

  template <class Src>
  static Basis basis(Src& src, int kind) {
    Basis b;
    const int i = static_cast<int>(src.draw(3));
    const int j = (i + 1 + static_cast<int>(src.draw(2))) % 3, k = 3 - i - j;
    switch (kind) {
      case kAxis:  // axis-plane triangles, axis normals
        b.l = unit(i, some_sign(src));
        b.d = unit(j, some_sign(src));
        b.e = unit(k, some_sign(src));
        b.len = 1;
        break;
      case kTable: {  // l a triple or a quadruple
        constexpr std::uint64_t kTriples = sizeof kEdgeTriples / sizeof kEdgeTriples[0];
        constexpr std::uint64_t kQuadruples = sizeof kCornerQuadruples / sizeof kCornerQuadruples[0];
        const LatticeVector lv =
            one_in(src, 3) ? kEdgeTriples[src.draw(kTriples)] : kCornerQuadruples[src.draw(kQuadruples)];
        b.l = shuffled(src, lv);
        b.len = lv.len;
        int zero = -1;
        for (int a = 0; a < 3; ++a) zero = b.l[static_cast<std::size_t>(a)] == 0 ? a : zero;
        if (zero >= 0 && coin(src)) {
          b.d = unit(zero, some_sign(src));  // an axis edge
        } else {
          V d{};
          for (int attempt = 0; attempt < 16 && is_zero(d); ++attempt) {
            d = cross(b.l, {int_in(src, -2, 2), int_in(src, -2, 2), int_in(src, -2, 2)});
          }
          if (is_zero(d)) d = cross(b.l, is_zero(cross(b.l, unit(0, 1))) ? unit(1, 1) : unit(0, 1));
          b.d = primitive(d);
        }
        b.e = primitive(cross(b.l, b.d));
        break;
      }
      case kFrame: {  // rows of an integer rotation; l a triple in two of them
        Vec3<double> u[3];
        I frame_len = 1;
        integer_frame<double>(src, u, frame_len);
        V w[3];
        for (int a = 0; a < 3; ++a) {
          w[a] = {static_cast<I>(u[a].x), static_cast<I>(u[a].y), static_cast<I>(u[a].z)};
        }
        I al = 1, be = 0, g = 1;
        if (coin(src)) {
          const LatticeVector t = kEdgeTriples[src.draw(sizeof kEdgeTriples / sizeof kEdgeTriples[0])];
          al = t.a;
          be = t.b;
          g = t.len;
          if (coin(src)) std::swap(al, be);
        } else if (coin(src)) {
          std::swap(al, be);
        }
        al *= some_sign(src);
        be *= some_sign(src);
        const V l = add(mul(w[j], al), mul(w[k], be));
        // |l| = g L; l / f for the gcd f of its components has the integer length g L / f.
        const I f = std::gcd(std::gcd(iabs(l[0]), iabs(l[1])), iabs(l[2]));
        b.l = primitive(l);
        b.len = g * frame_len / f;
        b.d = primitive(w[i]);
        b.e = primitive(sub(mul(w[j], be), mul(w[k], al)));
        break;
      }
      default: {  // big: the squares round in T
        const LatticeVector lv = big_lattice<T>(src, coin(src) ? 2 : 3);
        b.l = shuffled(src, lv);
        b.len = lv.len;
        int c = static_cast<int>(src.draw(3));
        while (b.l[static_cast<std::size_t>(c)] == 0) c = (c + 1) % 3;
        const int a0 = (c + 1 + static_cast<int>(src.draw(2))) % 3, a1 = 3 - c - a0;
        b.d = primitive(cross(b.l, unit(a0, 1)));  // l x e_a0 and l x e_a1: independent as l_c != 0
        b.e = primitive(cross(b.l, unit(a1, 1)));
        break;
      }
    }
    return b;
  }

  /// The small bases: axis (1/4), table (3/8), frame (3/8).
  template <class Src>
  static int small_kind(Src& src) {
    const auto x = src.draw(8);
    return x < 2 ? kAxis : x < 5 ? kTable : kFrame;
  }

  /// x d + y e + z l.
  static V at(const Basis& b, I x, I y, I z) { return add(add(mul(b.d, x), mul(b.e, y)), mul(b.l, z)); }

  /// Two independent in-plane coefficient pairs (x1, y1), (x2, y2) of d and
  /// e: +-d and +-e themselves (always when m == 1), or small combinations.
  template <class Src>
  static void plane_pair(Src& src, I m, I& x1, I& y1, I& x2, I& y2) {
    if (m <= 1 || coin(src)) {
      const I s1 = some_sign(src), s2 = some_sign(src);
      const bool swap = coin(src);
      x1 = swap ? 0 : s1;
      y1 = swap ? s1 : 0;
      x2 = swap ? s2 : 0;
      y2 = swap ? 0 : s2;
      return;
    }
    for (int attempt = 0; attempt < 16; ++attempt) {
      x1 = int_in(src, -m, m);
      y1 = int_in(src, -m, m);
      x2 = int_in(src, -m, m);
      y2 = int_in(src, -m, m);
      if (x1 * y2 - x2 * y1 != 0) return;
    }
    x1 = y2 = 1;
    y1 = x2 = 0;
  }

  // ---- contact ----------------------------------------------------------------

  enum Feature { kFace, kEdge, kVertex, kPlanarEdge, kPlanarVertex };

  /// Sets g.t to a proper triangle holding F on the given feature (inside the
  /// face, strictly inside an edge, at a vertex) with (X - F) . l <= 0 for
  /// every vertex X: F is its point nearest to F + k l for every k >= 0.
  /// The planar features put l in the triangle's plane. m bounds the
  /// coefficients (m == 1 for big bases: every vertex within 3 max|d, e, l|).
  template <class Src>
  static void contact_triangle(Src& src, const Basis& b, int feature, I m, const V& F, Grid& g) {
    I x1 = 0, y1 = 0, x2 = 0, y2 = 0;
    plane_pair(src, m, x1, y1, x2, y2);
    const V a = at(b, x1, y1, 0), a2 = at(b, x2, y2, 0);
    switch (feature) {
      case kFace: {  // weights (al, be, ga) / (al + be + ga), all > 0
        const I hi = m <= 1 ? 1 : 2 * m + 2;
        const I al = int_in(src, 1, hi), be = int_in(src, 1, hi), ga = int_in(src, 1, hi);
        g.t = {axpy(F, a, ga), axpy(F, a2, ga), sub(F, add(mul(a, al), mul(a2, be)))};
        break;
      }
      case kEdge:
      case kPlanarEdge: {  // F - s a, F + t a, and F + x a + y a2 + z l with z <= 0
        const I s = int_in(src, 1, 2 * m), t = int_in(src, 1, 2 * m), x = int_in(src, -m, m);
        I y = 0, z = 0;
        if (feature == kPlanarEdge) {
          z = -int_in(src, 1, m);
        } else {
          y = nonzero_int(src, m);  // out of the plane of a and l (in-plane-tangent has y == 0)
          z = -int_in(src, 0, m);
        }
        g.t = {axpy(F, a, -s), axpy(F, a, t), add(add(axpy(F, a, x), mul(a2, y)), mul(b.l, z))};
        break;
      }
      default: {  // F and F + e_i, e_i = (coefficients of a, a2, l) with the l one <= 0
        const bool planar = feature == kPlanarVertex;
        V u{}, v{};
        for (int attempt = 0; attempt < 32; ++attempt) {
          u = {int_in(src, -m, m), planar ? 0 : int_in(src, -m, m), -int_in(src, 0, m)};
          v = {int_in(src, -m, m), planar ? 0 : int_in(src, -m, m), -int_in(src, 0, m)};
          if (!is_zero(cross(u, v))) break;
        }
        if (is_zero(cross(u, v))) {
          u = {1, 0, 0};
          v = {0, 0, -1};
        }
        auto edge = [&](const V& w) { return add(add(mul(a, w[0]), mul(a2, w[1])), mul(b.l, w[2])); };
        g.t = {F, add(F, edge(u)), add(F, edge(v))};
        break;
      }
    }
  }

  /// Exact tangency: a triangle with F on the feature and c = F + k l,
  /// r = k len (k in [1, kmax]). F receives the contact point.
  template <class Src>
  static Grid tangent(Src& src, int kind, int feature, I kmax, I m, int base_bits, V& F) {
    for (int attempt = 0; attempt < 8; ++attempt) {
      const Basis b = basis(src, kind);
      Grid g;
      F = grid_ivec(src, base_bits);
      contact_triangle(src, b, feature, kind == kBig ? 1 : m, F, g);
      const I k = kind == kBig ? 1 : int_in(src, 1, kmax);
      g.c = axpy(F, b.l, k);
      g.r = k * b.len;
      if (fits(g)) return g;
    }
    return tangent(src, kAxis, feature, 1, 1, 0, F);  // always fits
  }

  template <class Src>
  static Grid tangent(Src& src, int kind, int feature, I kmax, I m, int base_bits) {
    V F{};
    return tangent(src, kind, feature, kmax, m, base_bits, F);
  }

  template <class Src>
  static int some_feature(Src& src) {
    return static_cast<int>(src.draw(5));
  }

  /// tangent() on a small basis (small_kind), at the given feature or, when
  /// feature < 0, at any (the kind drawn first, then the feature: the draws
  /// stay in one order whatever the compiler's order of arguments).
  template <class Src>
  static Grid small_tangent(Src& src, int feature, I kmax, I m, int base_bits, V& F) {
    const int kind = small_kind(src);
    const int where = feature < 0 ? some_feature(src) : feature;
    return tangent(src, kind, where, kmax, m, base_bits, F);
  }

  template <class Src>
  static Grid small_tangent(Src& src, int feature, I kmax, I m, int base_bits) {
    V F{};
    return small_tangent(src, feature, kmax, m, base_bits, F);
  }

  // ---- general grid triangles (eighths) ----------------------------------------

  /// Weights in eighths (sum 8): 0 inside (all > 0), 1 on an edge (one 0),
  /// 2 at a vertex (one 8), 3 outside in the plane (one in [-2, -1]).
  template <class Src>
  static std::array<I, 3> weights(Src& src, int where) {
    std::array<I, 3> w{0, 0, 0};
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

  /// A proper triangle 8 p, 8 (p + e1), 8 (p + e2) in a general grid plane
  /// (an axis plane a third of the time) and its point 8 p + w1 e1 + w2 e2
  /// for weights of the given kind.
  template <class Src>
  static V eighths(Src& src, int where, Grid& g) {
    const V p = grid_ivec(src, kBits);
    const bool axis_plane = one_in(src, 3);
    const auto zero = static_cast<std::size_t>(src.draw(3));
    V e1{3, 0, 1}, e2{-1, 2, 0};
    for (int attempt = 0; attempt < 16; ++attempt) {
      V u = grid_ivec(src, 4), v = grid_ivec(src, 4);
      if (axis_plane) u[zero] = v[zero] = 0;
      if (!is_zero(cross(u, v))) {
        e1 = u;
        e2 = v;
        break;
      }
    }
    g.t = {mul(p, 8), mul(add(p, e1), 8), mul(add(p, e2), 8)};
    const auto w = weights(src, where);
    return add(mul(p, 8), add(mul(e1, w[1]), mul(e2, w[2])));
  }

  /// A point of a triangle (inside, on an edge, at a vertex), built either
  /// way: on a lattice-normal contact triangle or a general one.
  template <class Src>
  static V point_on(Src& src, Grid& g) {
    if (one_in(src, 3)) return eighths(src, static_cast<int>(src.draw(3)), g);
    V F{};
    g = small_tangent(src, -1, 8, 3, kBits, F);
    return F;
  }

  // ---- the other constructions ---------------------------------------------------

  /// A thin triangle along a (P, Q in [2^j, 2^(j+1)) steps of a) whose
  /// height (w and l) is 2^(digits/3) times shorter or less, tangent at its
  /// face, its long edge or its acute vertex.
  template <class Src>
  static Grid sliver(Src& src) {
    const Basis b = basis(src, small_kind(src));
    I x1 = 0, y1 = 0, x2 = 0, y2 = 0;
    plane_pair(src, 2, x1, y1, x2, y2);
    V a = at(b, x1, y1, 0), w = at(b, x2, y2, 0);
    if (max_abs(w) > max_abs(a)) std::swap(a, w);  // the long way along the longer vector
    const V F = grid_ivec(src, kBits);
    const I limit = (kExact / 16) / max_abs(a), height = max_abs(w) + max_abs(b.l);
    int top = 0;  // P max|a| <= 2^(digits - 4)
    while (top < 60 && (I{2} << top) <= limit) ++top;
    int lo = 0;  // P max|a| >= 2^(digits / 3) height, when top allows
    while (lo < top && ((I{1} << lo) * max_abs(a) >> (std::numeric_limits<T>::digits / 3)) < height) ++lo;
    const int j = static_cast<int>(int_in(src, lo, top));
    auto length = [&] { return (I{1} << j) + int_in(src, 0, (I{1} << j) - 1); };
    const I P = length(), Q = length();
    Grid g;
    switch (src.draw(3)) {
      case 0: {  // face: F between the long edge (at -w) and the apex (at +w)
        const I R = int_in(src, 1 - Q, P - 1);
        g.t = {sub(axpy(F, a, -P), w), sub(axpy(F, a, Q), w), add(axpy(F, a, R), w)};
        break;
      }
      case 1: {  // long edge: F inside it, the apex on the far side of l
        const I R = int_in(src, -P, Q);
        const I y = int_in(src, -1, 1), z = y == 0 ? -1 : -int_in(src, 0, 1);
        g.t = {axpy(F, a, -P), axpy(F, a, Q), add(add(axpy(F, a, R), mul(w, y)), mul(b.l, z))};
        break;
      }
      default: {  // acute vertex at F: edges P a + y1 w + z1 l and Q a + y2 w + z2 l, z_i <= 0
        I u1 = 1, v1 = 0, u2 = 0, v2 = -1;  // (the fallback: independent)
        for (int attempt = 0; attempt < 16; ++attempt) {
          const I a1 = int_in(src, -1, 1), b1 = -int_in(src, 0, 1);
          const I a2 = int_in(src, -1, 1), b2 = -int_in(src, 0, 1);
          if (!is_zero(cross({P, a1, b1}, {Q, a2, b2}))) {
            u1 = a1;
            v1 = b1;
            u2 = a2;
            v2 = b2;
            break;
          }
        }
        g.t = {F, add(add(axpy(F, a, P), mul(w, u1)), mul(b.l, v1)),
               add(add(axpy(F, a, Q), mul(w, u2)), mul(b.l, v2))};
        break;
      }
    }
    const I k = int_in(src, 1, 8);
    g.c = axpy(F, b.l, k);
    g.r = k * b.len;
    return g;
  }

  /// A collinear triangle p + k_i v (two equal multiples a third of the
  /// time) with a sphere tangent at an interior point of the segment (v
  /// orthogonal to l) or at its end p + hi v (v . l >= 0), or crossing it.
  template <class Src>
  static Grid collinear(Src& src, bool crossing) {
    const Basis b = basis(src, small_kind(src));
    const bool end = one_in(src, 3);
    const I x = int_in(src, -2, 2), y = x == 0 ? nonzero_int(src, 2) : int_in(src, -2, 2);
    const V v = at(b, x, y, end ? int_in(src, 0, 2) : 0);
    const V p = grid_ivec(src, kBits);
    I k[3] = {0, 0, 0};
    I lo = 0, hi = 0;
    for (I& ki : k) ki = int_in(src, -3, 3);
    if (one_in(src, 3)) {  // a repeated vertex
      const auto from = src.draw(3), to = src.draw(3);
      k[to] = k[from];
    }
    if (k[0] == k[1] && k[1] == k[2]) k[src.draw(3)] += 1;  // a segment, not a point
    lo = std::min({k[0], k[1], k[2]});
    hi = std::max({k[0], k[1], k[2]});
    Grid g;
    g.t = {axpy(p, v, k[0]), axpy(p, v, k[1]), axpy(p, v, k[2])};
    const V F = !end && hi - lo >= 2 ? axpy(p, v, int_in(src, lo + 1, hi - 1)) : axpy(p, v, hi);
    const I kk = int_in(src, 1, 8);
    g.c = axpy(F, b.l, kk);
    g.r = kk * b.len + (crossing ? int_in(src, 1, 4) : 0);
    return g;
  }

  /// One coordinate of v moved one ulp up or down.
  template <class Src>
  static void nudge(Vec3<T>& v, Src& src) {
    const int i = static_cast<int>(src.draw(3));
    set(v, i, ulps(get(v, i), coin(src) ? 1 : -1));
  }

  /// r moved by steps ulps (kept when that would go below zero).
  static void radius_ulps(C& c, int steps) {
    const T r = ulps(c.sphere.r, steps);
    if (r >= T(0)) c.sphere.r = r;
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

  /// Class cls (2 to 12, 15) before the orientation and the placement; with
  /// exact, collinear and point-triangle keep to their variants without an
  /// ulp step (tangent, crossing, centre at the point).
  template <class Src>
  static C build(Src& src, std::size_t cls, bool exact = false) {
    switch (cls) {
      case 2: return to_case(small_tangent(src, kFace, 8, 3, kBits));
      case 3: return to_case(small_tangent(src, kEdge, 8, 3, kBits));
      case 4: return to_case(small_tangent(src, kVertex, 8, 3, kBits));
      case 5: return to_case(tangent(src, kBig, static_cast<int>(src.draw(3)), 1, 1, kBits));
      case 6: {
        const int feature = coin(src) ? kPlanarEdge : kPlanarVertex;
        return to_case(small_tangent(src, feature, 8, 3, kBits));
      }
      case 7: return to_case(sliver(src));
      case 8:    // point-on-triangle
      case 10: {  // centre-on-triangle
        Grid g;
        const V F = point_on(src, g);
        g.c = F;
        g.r = 0;
        C c = to_case(g);
        if (cls == 10) {
          c.sphere.r = coin(src) ? T(int_in(src, 1, 64)) : std::ldexp(T(1), -static_cast<int>(int_in(src, 1, 30)));
        }
        return c;
      }
      case 9: {  // point-off-triangle
        Grid g;
        switch (src.draw(3)) {
          case 0: g = small_tangent(src, -1, 8, 3, kBits); break;  // a lattice step off
          case 1: {  // in the plane, beyond an edge
            const V q = eighths(src, 3, g);
            g.c = q;
            break;
          }
          default: {  // one ulp off a point of the triangle
            const V F = point_on(src, g);
            g.c = F;
            g.r = 0;
            C c = to_case(g);
            nudge(c.sphere.c, src);
            return c;
          }
        }
        g.r = 0;
        return to_case(g);
      }
      case 11: {  // collinear
        const auto variant = src.draw(exact ? 4 : 6);
        C c = to_case(collinear(src, variant == 3));
        if (variant == 4) radius_ulps(c, coin(src) ? 1 : -1);
        if (variant == 5) {  // a needle: one vertex one ulp off the line
          Vec3<T>* t[3] = {&c.tri.p0, &c.tri.p1, &c.tri.p2};
          nudge(*t[src.draw(3)], src);
        }
        return c;
      }
      case 12: {  // point-triangle
        const Basis b = basis(src, small_kind(src));
        const V p = grid_ivec(src, kBits);
        Grid g;
        g.t = {p, p, p};
        const I k = int_in(src, 1, 8);
        const auto variant = src.draw(exact ? 4 : 6);
        g.c = variant <= 1 || variant == 4 ? axpy(p, b.l, k) : p;
        g.r = variant <= 1 || variant == 4 ? k * b.len : variant == 3 ? int_in(src, 1, 64) : 0;
        C c = to_case(g);
        if (variant == 4) radius_ulps(c, coin(src) ? 1 : -1);
        if (variant == 5) nudge(c.sphere.c, src);
        return c;
      }
      default: {  // large-radius
        if (coin(src)) {  // a ball containing the whole triangle: r >= 4 max|x - c|
          Grid g;
          const V F = point_on(src, g);
          g.c = add(F, grid_ivec(src, 3));
          I m = 1;
          for (const V& x : g.t) m = std::max(m, max_abs(sub(x, g.c)));
          int j = 0;
          while ((I{1} << j) < 4 * m) ++j;
          j = static_cast<int>(int_in(src, j, std::max(j, std::numeric_limits<T>::digits - 2)));
          g.r = (I{1} << j) + int_in(src, 0, (I{1} << j) - 1);
          return to_case(g);
        }
        constexpr I kmax = std::numeric_limits<T>::digits < 32 ? (I{1} << 10) : (I{1} << 30);
        C c = to_case(small_tangent(src, -1, kmax, 2, kBits));
        radius_ulps(c, static_cast<int>(int_in(src, -2, 2)));
        return c;
      }
    }
  }

  /// The exact tangencies (r > 0): the bases of ulp-radius.
  template <class Src>
  static std::size_t tangent_class(Src& src) {
    return static_cast<std::size_t>(int_in(src, 2, 7));
  }

  /// The contact classes used as bases of ulp-step and the magnitude classes
  /// (these with build(src, k, true): the placement keeps every value
  /// within the range it aims at).
  template <class Src>
  static std::size_t contact_class(Src& src) {
    static constexpr std::size_t kContact[] = {2, 3, 4, 5, 6, 7, 8, 11, 12};
    return kContact[src.draw(sizeof kContact / sizeof kContact[0])];
  }

  /// Translated by +-2^k on each axis (or not), k up to the largest that
  /// keeps every coordinate exact (|x| < 2^(k-1) and its lowest bit at least
  /// 2^(k+1-digits)) and at least 20 when that is possible; r unchanged.
  /// moved is cleared (and c returned) when no such k exceeds the
  /// configuration's largest coordinate.
  template <class Src>
  static C far_small(const C& c, Src& src, bool& moved) {
    int low = INT_MAX, high = INT_MIN;
    for (const Vec3<T>* v : {&c.sphere.c, &c.tri.p0, &c.tri.p1, &c.tri.p2}) {
      for (int i = 0; i < 3; ++i) {
        const T x = get(*v, i);
        if (x == 0) continue;
        low = std::min(low, low_bit_exponent(x));
        high = std::max(high, exponent_of(x));
      }
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
    for (Vec3<T>* v : {&r.sphere.c, &r.tri.p0, &r.tri.p1, &r.tri.p2}) {
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
          c.sphere = {{pick(), pick(), pick()}, std::fabs(pick())};
        } else {  // near the point t0 + u e1 + v e2 of the triangle (rounded)
          T u = std::fabs(unit_real<T>(src)), v = std::fabs(unit_real<T>(src));
          if (u + v > T(1)) {
            u = T(1) - u;
            v = T(1) - v;
          }
          const Vec3<T>& a = c.tri.p0;
          const Vec3<T>& b = c.tri.p1;
          const Vec3<T>& e = c.tri.p2;
          const T s = T(0.5) * unit_real<T>(src);
          c.sphere.c = {a.x + u * (b.x - a.x) + v * (e.x - a.x) + s * unit_real<T>(src),
                        a.y + u * (b.y - a.y) + v * (e.y - a.y) + s * unit_real<T>(src),
                        a.z + u * (b.z - a.z) + v * (e.z - a.z) + s * unit_real<T>(src)};
          c.sphere.r = std::fabs(T(0.5) * unit_real<T>(src));
        }
        return c;
      }
      case 1: {  // random-bits
        auto pick = [&] { return one_in(src, 3) ? special<T>(src) : any_finite<T>(src); };
        c.sphere = {{pick(), pick(), pick()}, std::fabs(pick())};
        c.tri = {{pick(), pick(), pick()}, {pick(), pick(), pick()}, {pick(), pick(), pick()}};
        return c;
      }
      case 13:  // ulp-radius
        c = build(src, tangent_class(src));
        radius_ulps(c, coin(src) ? 1 : -1);
        break;
      case 14: c = ulp_step(build(src, contact_class(src)), src); break;  // ulp-step
      case 16: {  // far-small: a small contact case, translated (a new one if that cannot be exact)
        bool moved = false;
        for (int attempt = 0; attempt < 4 && !moved; ++attempt) {
          Grid g;
          V F{};
          g = small_tangent(src, -1, 2, 2, 2, F);
          if (one_in(src, 5)) {  // a point sphere on the triangle
            g.c = F;
            g.r = 0;
          }
          c = far_small(to_case(g), src, moved);
        }
        switch (src.draw(4)) {
          case 0: radius_ulps(c, 1); break;
          case 1: radius_ulps(c, -1); break;
          case 2: nudge(c.sphere.c, src); break;
          default: break;
        }
        break;
      }
      case 17:
      case 18:
      case 19: c = build(src, contact_class(src), true); break;
      default: c = build(src, cls); break;  // 2 to 12, 15
    }
    c.tri = permuted(c.tri, src);
    switch (cls) {
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
    if (cls >= 17) radius_ulps(c, static_cast<int>(int_in(src, -1, 1)));
    sprinkle_negative_zeros(c.sphere.c, src);
    sprinkle_negative_zero(c.sphere.r, src);
    for (Vec3<T>* v : {&c.tri.p0, &c.tri.p1, &c.tri.p2}) sprinkle_negative_zeros(*v, src);
    return c;
  }
};

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_SPHERE_TRIANGLE_H
