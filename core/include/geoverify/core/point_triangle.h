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
// and its neighbours are finer than any double filter, so a call almost
// always ends in the integer stage (a few microseconds); for float input the
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
#include "geoverify/core/point_aabb.h"
#include "geoverify/core/ray_hit.h"
#include "geoverify/core/shapes.h"
#include "geoverify/core/sphere_triangle.h"

namespace gv {

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
inline Bracket<T> point_triangle_distance_impl(const Vec3<T>& x, const Triangle<T>& tri, bool root, Stats* st) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  Bracket<T> out;
  if (!is_finite(x) || !is_valid(tri)) {
    if (st) ++st->invalid;
    return out;
  }
  const double c[3] = {x.x, x.y, x.z};
  const double p[3][3] = {{tri.p0.x, tri.p0.y, tri.p0.z}, {tri.p1.x, tri.p1.y, tri.p1.z},
                          {tri.p2.x, tri.p2.y, tri.p2.z}};
  const double in[12] = {c[0],    c[1],    c[2],    p[0][0], p[0][1], p[0][2],
                         p[1][0], p[1][1], p[1][2], p[2][0], p[2][1], p[2][2]};
  const bool screened = fast_screen(in, kDistScreenLo, kDistScreenHi);
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
      ok &= big_mul(r2big, cb, cb);
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

}  // namespace detail

/// Certified bracket of the exact squared distance from p to the closed
/// triangle (see the file comment and Bracket): lo == hi == 0 exactly when p
/// is on the triangle. Invalid input gives valid == false. stats, when given,
/// counts one call: filter when every comparison was decided in floating
/// point, exact when one needed the integer stage.
template <class T>
Bracket<T> point_triangle_distance2(const Vec3<T>& p, const Triangle<T>& tri, Stats* stats = nullptr) noexcept {
  return detail::point_triangle_distance_impl(p, tri, false, stats);
}

/// Certified bracket of the exact distance from p to the closed triangle,
/// with the promises of point_triangle_distance2().
template <class T>
Bracket<T> point_triangle_distance(const Vec3<T>& p, const Triangle<T>& tri, Stats* stats = nullptr) noexcept {
  return detail::point_triangle_distance_impl(p, tri, true, stats);
}

}  // namespace gv

#endif  // GEOVERIFY_CORE_POINT_TRIANGLE_H
