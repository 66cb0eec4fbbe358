// SPDX-License-Identifier: MIT
// geoverify core: the distance from a point to a triangle, certified.
//
// The number computed: the exact squared Euclidean distance q from the point
// p to the closed triangle conv(p0, p1, p2), and its square root, each as a
// Bracket (point_aabb.h): two values of T enclosing the exact number, equal
// when it is representable and adjacent otherwise, so lo == hi == 0 exactly
// when p lies on the triangle. Degenerate but valid: collinear vertices (the
// distance to the segment between the two farthest apart), three equal
// vertices (to a point), -0.0, subnormals, magnitudes up to FLT_MAX /
// DBL_MAX. Invalid: a NaN or infinity in p or a vertex; the Bracket is then
// not valid and both ends NaN.
//
// Exactness: the bracket is exact for every finite input, float or double.
// It is found by exact comparisons of q with values c of T (sqrt(q) with c
// as q against c^2; ray_hit.h's bracket routine, from a double estimate of
// the distance and its neighbours). Each comparison is the sphere-triangle
// predicate (sphere_triangle.h) for the ball about p of squared radius
// R^2 = c (or c^2): the sign of q - R^2 is the least sign over the eligible
// features (vertices, edges, face) of the polynomials V, E and F, first by
// that query's filter (its bounds allow R^2 up to three roundings; here it
// has none, or the one of fl(c c)), then exactly in integer arithmetic.
// Inputs outside the filter's screen (a nonzero magnitude outside
// [2^-64, 2^128], or R^2 outside the squares of that range) go to the
// integer stage directly. For double input the comparisons with a candidate
// and its neighbours are finer than any double filter: the squared distance
// and the distance are first taken from the closest-point filter
// (point_triangle_closest(), double-double comparisons), and what that
// leaves ends in the integer stage (a few microseconds); for float input the
// filter decides them.
//
// Promises: noexcept, no heap allocation, no global state; on valid input no
// floating-point exception other than inexact. -ffast-math is refused by
// config.h.
#ifndef GEOVERIFY_CORE_POINT_TRIANGLE_H
#define GEOVERIFY_CORE_POINT_TRIANGLE_H

#include <cmath>
#include <limits>
#include <type_traits>

#include "geoverify/core/config.h"
#include "geoverify/core/detail/distance_signs.h"
#include "geoverify/core/detail/poly_exact.h"
#include "geoverify/core/detail/stage.h"
#include "geoverify/core/detail/closest_filter.h"
#include "geoverify/core/detail/cross_dot_screen.h"
#include "geoverify/core/detail/tracked.h"
#include "geoverify/core/point_aabb.h"
#include "geoverify/core/ray_hit.h"
#include "geoverify/core/shapes.h"
#include "geoverify/core/sphere_triangle.h"

namespace gv {

/// The closest point of a shape to a point, certified per coordinate: each
/// a Bracket (point_aabb.h) of the exact coordinate, lo == hi when it is
/// representable in T, else adjacent values around it. valid is false, and
/// every end NaN, for invalid input.
template <class T>
struct ClosestPoint {
  bool valid = false;
  Bracket<T> c[3];
  Bracket<T> d2;  ///< the squared distance from the point to it (0 exactly on the shape)
};

namespace detail {

/// A double estimate of the squared distance from c to the triangle (for
/// the candidate only: any value is correct, a close one saves comparisons):
/// the least of the squared distances to the vertices, to the edges' feet
/// inside them, and to the face's foot when it lies inside. Raises no flag
/// other than inexact on screened input.
inline double point_triangle_estimate(const double (&c)[3], const double (&p)[3][3]) noexcept {
  auto sub = [](const double* a, const double* b, double* r) {
    for (int k = 0; k < 3; ++k) r[k] = a[k] - b[k];
  };
  auto dot = [](const double* a, const double* b) { return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]; };
  double best = std::numeric_limits<double>::infinity();
  double w[3][3], e[3][3];
  for (int i = 0; i < 3; ++i) {
    sub(c, p[i], w[i]);
    sub(p[(i + 1) % 3], p[i], e[i]);
    const double v = dot(w[i], w[i]);
    best = v < best ? v : best;
  }
  for (int i = 0; i < 3; ++i) {  // edge i: p_i + t e_i, 0 < t < 1
    const double ee = dot(e[i], e[i]), we = dot(w[i], e[i]);
    if (ee > 0 && we > 0 && we < ee) {
      const double d = dot(w[i], w[i]) - we * (we / ee);
      const double dv = d > 0 ? d : 0.0;
      best = dv < best ? dv : best;
    }
  }
  const double n[3] = {e[0][1] * e[1][2] - e[0][2] * e[1][1], e[0][2] * e[1][0] - e[0][0] * e[1][2],
                 e[0][0] * e[1][1] - e[0][1] * e[1][0]};
  const double nn = dot(n, n);
  if (nn > 0) {
    bool inside = true;
    for (int i = 0; i < 3; ++i) {
      const double s[3] = {e[i][1] * w[i][2] - e[i][2] * w[i][1], e[i][2] * w[i][0] - e[i][0] * w[i][2],
                     e[i][0] * w[i][1] - e[i][1] * w[i][0]};
      inside = inside && dot(s, n) >= 0;
    }
    if (inside) {
      // nw in [2^-348, 2^390] and nn in [2^-464, 2^520] when nonzero (screened
      // input), so nw / nn and the product could leave the normal range:
      // used only when both factors lie in [2^-400, 2^400]
      const double nw = dot(n, w[0]);
      const double t = nw / nn;
      const double anw = std::fabs(nw), at = std::fabs(t);
      if (nw == 0.0) {
        best = 0.0;
      } else if (anw >= 0x1p-400 && anw <= 0x1p400 && at >= 0x1p-400 && at <= 0x1p400) {
        const double d = nw * t;
        best = d < best ? d : best;
      }
    }
  }
  return best;
}

template <class T>
inline Bracket<T> point_triangle_distance_impl(const Vec3<T>& x_in, const Triangle<T>& tri_in, bool root, Stats* st) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Vec3<T>& x = as_given(x_in);
  const Triangle<T>& tri = as_given(tri_in);
  Bracket<T> out;
  if (!is_finite(x) || !is_valid(tri)) {
    if (st) ++st->invalid;
    return out;
  }
  const double c[3] = {x.x, x.y, x.z};
  const double p[3][3] = {{tri.p0.x, tri.p0.y, tri.p0.z}, {tri.p1.x, tri.p1.y, tri.p1.z},
                          {tri.p2.x, tri.p2.y, tri.p2.z}};
  bool screened = true;
  for (double v : c) admit(screened, v, kDistScreenLo, kDistScreenHi);
  screened = screened && admit_in_place<T>(tri, kDistScreenLo, kDistScreenHi);
  bool used_exact = false, ok = true;
  const auto sign_of = [&](T cand) {
    const double cd = static_cast<double>(cand);
    // R^2 = cand (squared distance) or fl(cand^2) (distance), screened as the
    // square of a radius in [kDistScreenLo, kDistScreenHi].
    const bool r_ok = root ? (cd == 0.0 || (cd >= kDistScreenLo && cd <= kDistScreenHi))
                           : (cd == 0.0 || (cd >= kDistScreenLo * kDistScreenLo && cd <= kDistScreenHi * kDistScreenHi));
    if (screened && r_ok) {  // then fl(cd cd) neither overflows nor underflows
      const Relation rel = spt_filter_against(c, root ? cd * cd : cd, p);
      if (rel == Relation::disjoint) return 1;
      if (rel == Relation::overlapping) return -1;
    }
    used_exact = true;
    BigFloat<PolyCaps<T>::d2> r2big;
    if (root) {
      BigFloat<4> cb;
      big_set(cb, cd);
      ok &= big_square(r2big, cb);
    } else {
      ok &= big_diff(r2big, cd, 0.0);
    }
    return spt_exact_against<T>(c, r2big, p, ok);
  };
  out.valid = true;
  if (sign_of(T(0)) == 0) {  // on the triangle
    out.lo = out.hi = T(0);
  } else if (screened) {
    const double q = point_triangle_estimate(c, p);
    bracket_from_candidate<T>(sign_of, bracket_candidate<T>(root ? std::sqrt(q) : q), out.lo, out.hi);
  } else {
    bracket_by_bisection<T>(sign_of, out.lo, out.hi);
  }
  return finish_bracket(out, ok, used_exact, st);
}

/// The exact closest point of the closed triangle conv(a, b, c) to p, as
/// num_k / den per coordinate (den > 0), or a vertex. The feature is found
/// by Ericson's Voronoi-region tests (Real-Time Collision Detection 5.1.5),
/// evaluated exactly, where each test is an exact optimality condition of
/// the convex problem: vertex a is closest iff (p - a).(b - a) <= 0 and
/// (p - a).(c - a) <= 0; the foot q on edge ab (its parameter in [0, 1])
/// iff (p - q).(c - q) <= 0, which times |ab|^2 is Ericson's vc; likewise
/// for the other vertices and edges; otherwise the projection into the
/// face, with den = va + vb + vc = |ab x ac|^2 > 0. A zero-length edge is
/// skipped (its formula would divide by zero; its points are vertices).
/// Degenerate triangles (collinear or coincident vertices) need nothing
/// else: their closest point lies on a vertex or on an edge of positive
/// length, whose test then holds. Degrees: num 5, den 4 (face); num 3, den
/// 2 (edge). Every sign is screened first (cross_dot_screen.h: the dot
/// products from rounded differences, vc, vb, va as Lagrange values over
/// the normal ab x ac) and formed exactly only when the screen leaves it
/// undecided or the closest point's numbers need it.
template <class T>
struct PtClosestExact {
  using Caps = PolyCaps<T>;
  static constexpr int kNum = Caps::deg(5) + 4;  // also holds cand * den
  static constexpr int kDen = Caps::d4 + 2;
  bool ok = true;
  int vertex = -1;  ///< 0, 1, 2: the closest point is that vertex; -1: num / den
  BigFloat<kNum> num[3];
  BigFloat<kDen> den;

  PtClosestExact(const double (&x)[3], const double (&p)[3][3]) noexcept {
    using B1 = BigVec<Caps::d1>;
    using F4 = BigFloat<Caps::d4 + 2>;
    B1 ab, ac, bc, ap, bp, cp;
    for (int k = 0; k < 3; ++k) {
      ok &= big_diff(ab.c[k], p[1][k], p[0][k]);
      ok &= big_diff(ac.c[k], p[2][k], p[0][k]);
      ok &= big_diff(bc.c[k], p[2][k], p[1][k]);
      ok &= big_diff(ap.c[k], x[k], p[0][k]);
      ok &= big_diff(bp.c[k], x[k], p[1][k]);
      ok &= big_diff(cp.c[k], x[k], p[2][k]);
    }
    // Ericson's d1..d6 and d4 - d3 = bc.bp, d6 - d5 = bc.cp, each formed
    // exactly the first time it is needed: for a sign the screen left
    // undecided, or for the closest point's numbers.
    enum { kD1, kD2, kD3, kD4, kD5, kD6, kD43, kD65 };
    const B1* const lhs[8] = {&ab, &ac, &ab, &ac, &ab, &ac, &bc, &bc};
    const B1* const rhs[8] = {&ap, &ap, &bp, &bp, &cp, &cp, &bp, &cp};
    LazyDots<8, Caps::d2, Caps::d1> dot(lhs, rhs, ok);
    // u v - y z, exactly (degree 4).
    const auto det = [this, &dot](F4& r, int u, int v, int y, int z) {
      F4 a, b;
      ok &= big_mul(a, dot(u), dot(v));
      ok &= big_mul(b, dot(y), dot(z));
      ok &= big_add(r, a, b, /*negate_b=*/true);
    };
    // Every sign screened first (cross_dot_screen.h): the dot products as
    // dots of rounded differences, vc, vb, va as the Lagrange values
    // (ab x ac) . (ap x bp), (ab x ac) . (cp x ap), (ab x ac) . (bp x cp),
    // the last factors being the normals of (x, a, b), (x, c, a), (x, b, c).
    const ScreenedDiff sab = screened_diff(p[1], p[0]), sac = screened_diff(p[2], p[0]);
    const ScreenedDiff sbc = screened_diff(p[2], p[1]), sap = screened_diff(x, p[0]);
    const ScreenedDiff sbp = screened_diff(x, p[1]), scp = screened_diff(x, p[2]);
    const ScreenedDiff* const sl[8] = {&sab, &sac, &sab, &sac, &sab, &sac, &sbc, &sbc};
    const ScreenedDiff* const sr[8] = {&sap, &sap, &sbp, &sbp, &scp, &scp, &sbp, &scp};
    const auto sign = [&](int i) {
      const int s = screened_diff_dot_sign(*sl[i], *sr[i]);
      return s != kSignUndecided ? s : big_sign(dot(i));
    };
    const int s1 = sign(kD1), s2 = sign(kD2);
    if (s1 <= 0 && s2 <= 0) {
      set_vertex(x, p, 0);
      return;
    }
    const int s3 = sign(kD3), s43 = sign(kD43);  // sign(d4 - d3)
    if (s3 >= 0 && s43 <= 0) {
      set_vertex(x, p, 1);
      return;
    }
    const int s6 = sign(kD6), s65 = sign(kD65);  // sign(d6 - d5)
    if (s6 >= 0 && s65 >= 0) {
      set_vertex(x, p, 2);
      return;
    }
    // The edges' degree-4 signs vc, vb, va, only where the degree-2
    // conditions of their edge hold.
    const ScreenedCross normal = screened_triangle_cross(p[0], p[1], p[2]);
    const auto edge_sign = [&](const double (&u)[3], const double (&v)[3], F4& exact, int a, int b, int c, int d) {
      const int s = screened_dot_sign(normal, screened_triangle_cross(x, u, v));
      if (s != kSignUndecided) return s;
      det(exact, a, b, c, d);
      return big_sign(exact);
    };
    F4 vc, vb, va;
    // Edge ab: the foot a + (d1 / |ab|^2) ab, for d1 >= 0 >= d3 and vc <= 0.
    if (!sab.zero && s1 >= 0 && s3 <= 0 && edge_sign(p[0], p[1], vc, kD1, kD4, kD3, kD2) <= 0) {
      set_foot(p[0], p[1], ab, ap, dot(kD1));
      return;
    }
    // Edge ac: the foot a + (d2 / |ac|^2) ac, for d2 >= 0 >= d6 and vb <= 0.
    if (!sac.zero && s2 >= 0 && s6 <= 0 && edge_sign(p[2], p[0], vb, kD5, kD2, kD1, kD6) <= 0) {
      set_foot(p[0], p[2], ac, ap, dot(kD2));
      return;
    }
    // Edge bc: the foot b + ((d4 - d3) / |bc|^2) bc, for d4 >= d3, d5 >= d6 and va <= 0.
    if (!sbc.zero && s43 >= 0 && s65 <= 0 && edge_sign(p[1], p[2], va, kD3, kD6, kD5, kD4) <= 0) {
      set_foot(p[1], p[2], bc, bp, dot(kD43));
      return;
    }
    // The face: the projection of x into the triangle's plane, x - ((ap . N)
    // / |N|^2) N with N = ab x ac, the same point as Ericson's a + (vb ab +
    // vc ac) / (va + vb + vc) (|N|^2 = va + vb + vc): num_k = x_k |N|^2 -
    // (ap . N) N_k over den = |N|^2.
    BigVec<Caps::d2> n;
    ok &= big_cross(n, ab, ac);
    ok &= big_norm2(den, n);
    BigFloat<kTerm>& h = w[0];  // ap . N; the squared distance is h^2 / |N|^2
    ok &= big_dot3(h, ap, n);
    big_zero(w[1]);
    big_zero(w[2]);
    for (int k = 0; k < 3; ++k) {
      BigFloat<kNum> u, v;
      ok &= big_mul(u, den, input(x[k]));
      ok &= big_mul(v, h, n.c[k]);
      ok &= big_add(num[k], u, v, /*negate_b=*/true);
    }
  }

  /// An input as an exact number (for a product with it).
  static BigFloat<4> input(double v) noexcept {
    BigFloat<4> b;
    big_set(b, v);
    return b;
  }

  /// The vertex p_i, and the squared distance's terms w = x - p_i over den = 1.
  void set_vertex(const double (&x)[3], const double (&p)[3][3], int i) noexcept {
    vertex = i;
    for (int k = 0; k < 3; ++k) ok &= big_diff(w[k], x[k], p[i][k]);
    big_set(den, 1.0);
  }

  /// The foot o + (t / |e|^2) e of the edge from o to end = o + e:
  /// num_k = (|e|^2 - t) o_k + t end_k, den = |e|^2; each product has an
  /// input for one factor. xo = x - o: the squared distance is |e x xo|^2 /
  /// |e|^2 (x's distance to the edge's line, whose foot this is).
  template <int E, int N2>
  void set_foot(const double (&o)[3], const double (&end)[3], const BigVec<E>& e, const BigVec<E>& xo,
                const BigFloat<N2>& t) noexcept {
    BigVec<kTerm> c;
    ok &= big_cross(c, e, xo);
    for (int k = 0; k < 3; ++k) ok &= big_copy(w[k], c.c[k]);
    ok &= big_norm2(den, e);
    BigFloat<kDen + 1> rest;  // |e|^2 - t
    ok &= big_add(rest, den, t, /*negate_b=*/true);
    for (int k = 0; k < 3; ++k) {
      BigFloat<kNum> u, v;
      ok &= big_mul(u, rest, input(o[k]));
      ok &= big_mul(v, t, input(end[k]));
      ok &= big_add(num[k], u, v);
    }
  }

  /// The squared distance from x to the closest point as (w_0^2 + w_1^2 +
  /// w_2^2) / den (den > 0), by the feature (no gap of degree 5 over 4 is
  /// formed): a vertex v, w = x - v over den = 1; an
  /// edge e from o, w = e x (x - o) over |e|^2; the face, w = (ap . N, 0, 0)
  /// over |N|^2 (x's distance to the line or the plane, whose foot the
  /// closest point is). Degree <= 6 over 4.
  static constexpr int kTerm = Caps::d3;        ///< a term w_k: degree <= 3
  static constexpr int kDist = Caps::deg(6);    ///< sum of w_k^2, and cand * den (degree 5)
  BigFloat<kTerm> w[3];
};

/// Ericson's feature of the closest point of the triangle p to x, every
/// sign certified by tracked values of type Tr (Tracked for float input,
/// TrackedDd for double; tracked.h, tracked_dd.h), with the values the
/// numbers are formed from. Each sign is the one the exact stage computes,
/// of the same polynomial or of an identical one (d4 - d3 = bc.bp, d5 - d6
/// = -(bc.cp)); all eleven are required, needed or not. The caller screens
/// the input (kClosestScreenLo, kClosestScreenHi).
template <class Tr>
struct PtFilterFeature {
  Tr ab[3], ac[3], bc[3], ap[3], bp[3], cp[3];
  Tr d1, d2, d43, va, vb, vc;
  /// 0, 1, 2: that vertex; 3, 4, 5: the foot on the edge ab, ac, bc; 6: the
  /// projection into the face; -1: a sign was undecided.
  int feature = -1;

  PtFilterFeature(const double (&x)[3], const double (&p)[3][3]) noexcept {
    for (int k = 0; k < 3; ++k) {
      ab[k] = tracked_diff_as<Tr>(p[1][k], p[0][k]);
      ac[k] = tracked_diff_as<Tr>(p[2][k], p[0][k]);
      bc[k] = tracked_diff_as<Tr>(p[2][k], p[1][k]);
      ap[k] = tracked_diff_as<Tr>(x[k], p[0][k]);
      bp[k] = tracked_diff_as<Tr>(x[k], p[1][k]);
      cp[k] = tracked_diff_as<Tr>(x[k], p[2][k]);
    }
    d1 = tracked_dot(ab, ap);
    d2 = tracked_dot(ac, ap);
    const Tr d3 = tracked_dot(ab, bp), d4 = tracked_dot(ac, bp), d5 = tracked_dot(ab, cp), d6 = tracked_dot(ac, cp);
    d43 = tracked_dot(bc, bp);  // d4 - d3
    const Tr d65 = tracked_dot(bc, cp);  // d6 - d5
    vc = d1 * d4 - d3 * d2;
    vb = d5 * d2 - d1 * d6;
    va = d3 * d6 - d5 * d4;
    const Tr* const all[11] = {&d1, &d2, &d3, &d4, &d5, &d6, &d43, &d65, &va, &vb, &vc};
    int s[11];
    for (int i = 0; i < 11; ++i) {
      const FilteredSign f = tracked_sign(*all[i]);
      if (!f.decided) return;
      s[i] = f.sign;
    }
    const int s1 = s[0], s2 = s[1], s3 = s[2], s6 = s[5], s43 = s[6], s56 = -s[7], sa = s[8], sb = s[9], sc = s[10];
    const auto nonzero = [](const Tr (&e)[3]) { return !tracked_is_zero(e[0]) || !tracked_is_zero(e[1]) || !tracked_is_zero(e[2]); };
    if (s1 <= 0 && s2 <= 0) {
      feature = 0;
    } else if (s3 >= 0 && s43 <= 0) {
      feature = 1;
    } else if (s6 >= 0 && s56 <= 0) {
      feature = 2;
    } else if (nonzero(ab) && sc <= 0 && s1 >= 0 && s3 <= 0) {
      feature = 3;
    } else if (nonzero(ac) && sb <= 0 && s2 >= 0 && s6 <= 0) {
      feature = 4;
    } else if (nonzero(bc) && sa <= 0 && s43 >= 0 && s56 >= 0) {
      feature = 5;
    } else {
      feature = 6;
    }
  }
};

/// The filter of point_triangle_closest() for float input: the feature by
/// PtFilterFeature<Tracked>, then each coordinate o_k + N_k / D and the
/// squared distance bracketed from their certified bounds (tracked.h).
/// Writes out and returns true when everything was decided; false (out
/// unspecified) otherwise: input outside the screen, an undecided sign (a
/// point on a Voronoi boundary, a degenerate triangle), a number within its
/// bound of a float.
inline bool pt_closest_filter(const double (&x)[3], const double (&p)[3][3], ClosestPoint<float>& out) noexcept {
  const double in[12] = {x[0],    x[1],    x[2],    p[0][0], p[0][1], p[0][2],
                         p[1][0], p[1][1], p[1][2], p[2][0], p[2][1], p[2][2]};
  if (!fast_screen(in, kClosestScreenLo, kClosestScreenHi)) return false;
  const PtFilterFeature<Tracked> f(x, p);
  Bounded q[3];
  // The foot o + (t / |e|^2) e of an edge.
  const auto foot = [&q](const double (&o)[3], const Tracked (&e)[3], const Tracked& t) {
    TrackedDivisor ee;
    if (!tracked_divisor(tracked_dot(e, e), ee)) return false;
    for (int k = 0; k < 3; ++k) q[k] = tracked_offset_quotient(o[k], t * e[k], ee);
    return true;
  };
  bool ok = true;
  switch (f.feature) {
    case 0:
    case 1:
    case 2:
      for (int k = 0; k < 3; ++k) q[k] = {p[f.feature][k], 0.0};
      break;
    case 3:
      ok = foot(p[0], f.ab, f.d1);
      break;
    case 4:
      ok = foot(p[0], f.ac, f.d2);
      break;
    case 5:
      ok = foot(p[1], f.bc, f.d43);
      break;
    case 6: {  // the face: p0 + (vb ab + vc ac) / (va + vb + vc)
      TrackedDivisor den;
      ok = tracked_divisor((f.va + f.vb) + f.vc, den);
      for (int k = 0; ok && k < 3; ++k) q[k] = tracked_offset_quotient(p[0][k], f.vb * f.ab[k] + f.vc * f.ac[k], den);
      break;
    }
    default:
      return false;
  }
  if (!ok) return false;
  for (int k = 0; k < 3; ++k) {
    if (!bracket_from_bounded(q[k], out.c[k])) return false;
  }
  const Bounded point[3] = {{x[0], 0.0}, {x[1], 0.0}, {x[2], 0.0}};
  if (!bracket_squared_distance(point, q, out.d2)) return false;
  out.valid = true;
  return true;
}

/// The filter of point_triangle_closest() for double input. The feature
/// first by PtFilterFeature<Tracked> (double arithmetic: the signs only, no
/// number needs them finer), then, where a sign is undecided, by
/// PtFilterFeature<TrackedDd>. The numbers in double-double from the
/// feature's own values (the exact stage's forms): a vertex v, its
/// coordinates and |x - v|^2 over 1; the foot o + (t / |e|^2) e of an edge
/// (o, e), t = e . (x - o), and |e x (x - o)|^2 over |e|^2; the face's
/// x - ((ap . N) / |N|^2) N, N = ab x ac, and (ap . N)^2 over |N|^2; each
/// bracketed by certified comparisons with doubles (dd_bracket_quotient).
/// True when everything was decided; false (out unspecified) as for float,
/// or when a number is a double itself (a comparison with it is a true zero)
/// or out of the comparisons' range. coords null: the squared distance only
/// (or, root true, the distance: dd_bracket_sqrt_quotient) into d2.
inline bool pt_closest_filter_dd(const double (&x)[3], const double (&p)[3][3], Bracket<double> (*coords)[3],
                                 Bracket<double>& d2, bool root = false) noexcept {
  const double in[12] = {x[0],    x[1],    x[2],    p[0][0], p[0][1], p[0][2],
                         p[1][0], p[1][1], p[1][2], p[2][0], p[2][1], p[2][2]};
  if (!fast_screen(in, kClosestScreenLo, kClosestScreenHi)) return false;
  int feature = PtFilterFeature<Tracked>(x, p).feature;
  if (feature < 0) feature = PtFilterFeature<TrackedDd>(x, p).feature;
  if (feature < 0) return false;
  constexpr double kCoordLimit = 0x1p61, kDistLimit = 0x1p126;
  using Tr = TrackedDd;
  const auto diff = [](const double (&u)[3], const double (&v)[3], Tr (&d)[3]) {
    for (int k = 0; k < 3; ++k) d[k] = tracked_diff_as<Tr>(u[k], v[k]);
  };
  Tr W, D;
  if (feature <= 2) {  // the vertex p[feature]
    Tr w[3];
    diff(x, p[feature], w);
    for (int k = 0; coords && k < 3; ++k) (*coords)[k] = {true, plus_zero(p[feature][k]), plus_zero(p[feature][k])};
    W = tracked_dot(w, w);
    D = tracked_dd_input(1.0);
  } else if (feature <= 5) {  // the foot on the edge from o to end
    const double(&o)[3] = p[feature == 5 ? 1 : 0];
    const double(&end)[3] = p[feature == 3 ? 1 : 2];
    Tr e[3], xo[3], c[3];
    diff(end, o, e);
    diff(x, o, xo);
    const Tr t = tracked_dot(e, xo);
    D = tracked_dot(e, e);
    for (int k = 0; coords && k < 3; ++k) {
      if (!dd_bracket_quotient(o[k], t * e[k], D, kCoordLimit, (*coords)[k])) return false;
    }
    tracked_cross(e, xo, c);
    W = tracked_dot(c, c);
  } else {  // the projection into the face
    Tr ab[3], ac[3], ap[3], n[3];
    diff(p[1], p[0], ab);
    diff(p[2], p[0], ac);
    diff(x, p[0], ap);
    tracked_cross(ab, ac, n);
    D = tracked_dot(n, n);
    const Tr h = tracked_dot(ap, n);
    for (int k = 0; coords && k < 3; ++k) {
      if (!dd_bracket_quotient(x[k], -(h * n[k]), D, kCoordLimit, (*coords)[k])) return false;
    }
    W = h * h;
  }
  return root ? dd_bracket_sqrt_quotient(W, D, d2) : dd_bracket_quotient(0.0, W, D, kDistLimit, d2);
}

/// pt_closest_filter_dd() for the closest point and its squared distance.
inline bool pt_closest_filter(const double (&x)[3], const double (&p)[3][3], ClosestPoint<double>& out) noexcept {
  if (!pt_closest_filter_dd(x, p, &out.c, out.d2)) return false;
  out.valid = true;
  return true;
}

/// point_triangle_distance2() (root false) and point_triangle_distance()
/// (root true). Double input first takes the closest-point filter's
/// squared distance or distance (its comparisons with doubles are in
/// double-double; the sphere-triangle filter of point_triangle_distance_impl
/// cannot resolve a double's neighbours); everything else takes
/// point_triangle_distance_impl.
template <class T>
inline Bracket<T> point_triangle_distance_first(const Vec3<T>& p, const Triangle<T>& tri, bool root, Stats* stats) noexcept {
  if constexpr (std::is_same_v<T, double>) {
    const Vec3<T>& x = as_given(p);
    const Triangle<T>& t = as_given(tri);
    if (is_finite(x) && is_valid(t)) {
      const double xs[3] = {x.x, x.y, x.z};
      const double v[3][3] = {{t.p0.x, t.p0.y, t.p0.z}, {t.p1.x, t.p1.y, t.p1.z}, {t.p2.x, t.p2.y, t.p2.z}};
      Bracket<double> d;
      if (pt_closest_filter_dd(xs, v, nullptr, d, root)) {
        if (stats) ++stats->filter;
        return d;
      }
    }
  }
  return point_triangle_distance_impl(p, tri, root, stats);
}

}  // namespace detail


namespace detail {

/// point_triangle_closest()'s exact stage (out of line, so that the
/// filter's path keeps a small frame): the feature and the numbers from
/// PtClosestExact. False on a capacity overflow (ruled out by derivation).
template <class T>
GEOVERIFY_NOINLINE bool point_triangle_closest_exact(const double (&x)[3], const double (&v)[3][3], const Triangle<T>& tri,
                                                     ClosestPoint<T>& out) noexcept {
  PtClosestExact<T> e(x, v);
  if (e.vertex >= 0) {
    const Vec3<T>& q = e.vertex == 0 ? tri.p0 : (e.vertex == 1 ? tri.p1 : tri.p2);
    const T qc[3] = {q.x, q.y, q.z};
    for (int k = 0; k < 3; ++k) out.c[k] = {true, plus_zero(qc[k]), plus_zero(qc[k])};
  } else {
    for (int k = 0; k < 3; ++k) bracket_exact_quotient(e.num[k], e.den, e.ok, out.c[k]);
  }
  // The squared distance to that point: to the vertex, or to the edge's
  // line or the plane whose foot it is (PtClosestExact::w, with den).
  const bool d2_ok = bracket_exact_squared_distance<T, PtClosestExact<T>::kDist>(e.w, e.den, out.d2);
  return e.ok && d2_ok;
}

}  // namespace detail

/// Certified closest point of the closed triangle conv(p0, p1, p2) to p
/// (unique: the triangle is convex), and the squared distance to it (the
/// same bracket as point_triangle_distance2()). Degenerate but valid:
/// collinear or coincident vertices (the closest point of the segment or
/// point they span), p on the triangle (p itself), -0.0, subnormals,
/// magnitudes up to FLT_MAX / DBL_MAX. Invalid (a NaN or infinity): valid ==
/// false.
/// Exactness: exact for every finite input. The closest point is Ericson's
/// (Real-Time Collision Detection 5.1.5): the feature (vertex, edge or
/// face) from the signs of eleven polynomials of degree 2 and 4, each
/// coordinate a rational num / den of degree 5 / 4 (face) or 3 / 2 (edge),
/// the squared distance p's to the vertex, |e x (p - o)|^2 / |e|^2 to the
/// line of the edge (o, e), or (N . (p - p0))^2 / |N|^2 to the plane.
///   - Every input first takes the filter (detail::pt_closest_filter): the
///     signs certified by tracked error bounds (detail/tracked.h in double
///     for float input, detail/tracked_dd.h in double-double for double),
///     each number bracketed from its double value and certified bound
///     (float) or by certified comparisons with doubles (double;
///     docs/error-bounds.md, "Closest points: the filter"). It needs every
///     nonzero input magnitude in [2^-60, 2^60], every sign clear of its
///     bound, and no number within its bound of a value of T (or of 0, for
///     the squared distance: a point on the triangle); stats then counts
///     the call as filter.
///   - Otherwise the exact stage (detail::PtClosestExact): the feature
///     decided exactly and each number bracketed by exact comparisons with
///     values of T (detail::bracket_signed), from the quotient of the exact
///     num and den's leading digits (detail::big_quotient_estimate), so that
///     two or three comparisons settle it at any magnitude; stats counts it
///     as exact.
/// noexcept, no heap, no flag but inexact on valid input; the big numbers
/// live on the stack.
template <class T>
ClosestPoint<T> point_triangle_closest(const Vec3<T>& p_in, const Triangle<T>& tri_in, Stats* stats = nullptr) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Vec3<T>& p = detail::as_given(p_in);
  const Triangle<T>& tri = detail::as_given(tri_in);
  ClosestPoint<T> out;
  if (!is_finite(p) || !is_valid(tri)) {
    if (stats) ++stats->invalid;
    return out;
  }
  const double x[3] = {p.x, p.y, p.z};
  const double v[3][3] = {{tri.p0.x, tri.p0.y, tri.p0.z}, {tri.p1.x, tri.p1.y, tri.p1.z},
                          {tri.p2.x, tri.p2.y, tri.p2.z}};
  if (detail::pt_closest_filter(x, v, out)) {
    if (stats) ++stats->filter;
    return out;
  }
  if (!detail::point_triangle_closest_exact(x, v, tri, out)) {
    detail::capacity_exceeded();
    return ClosestPoint<T>{};
  }
  out.valid = true;
  if (stats) ++stats->exact;
  return out;
}

/// The exact relation of a point and a closed triangle: touching when the
/// point lies on the triangle (it has no interior in space), disjoint
/// otherwise; invalid for a NaN or an infinity. The sphere-triangle
/// predicate (sphere_triangle.h) for the ball of radius 0 about the point:
/// its filter, then its exact stage.
template <class T>
Relation relation(const Point<T>& point_in, const Triangle<T>& tri_in, Stats* stats = nullptr) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Point<T>& point = detail::as_given(point_in);
  const Triangle<T>& tri = detail::as_given(tri_in);
  return relation(Sphere<T>{point.p, T(0)}, tri, stats);
}

/// Certified bracket of the exact squared distance from p to the closed
/// triangle (see the file comment and Bracket): lo == hi == 0 exactly when p
/// is on the triangle. Invalid input gives valid == false. stats, when given,
/// counts one call: filter when every comparison was decided in floating
/// point, exact when one needed the integer stage.
template <class T>
Bracket<T> point_triangle_distance2(const Vec3<T>& p, const Triangle<T>& tri, Stats* stats = nullptr) noexcept {
  return detail::point_triangle_distance_first(p, tri, false, stats);
}

/// Certified bracket of the exact distance from p to the closed triangle,
/// with the promises of point_triangle_distance2().
template <class T>
Bracket<T> point_triangle_distance(const Vec3<T>& p, const Triangle<T>& tri, Stats* stats = nullptr) noexcept {
  return detail::point_triangle_distance_first(p, tri, true, stats);
}

}  // namespace gv

#endif  // GEOVERIFY_CORE_POINT_TRIANGLE_H
