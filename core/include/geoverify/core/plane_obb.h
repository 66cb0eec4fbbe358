// SPDX-License-Identifier: MIT
// geoverify core: plane versus oriented box, exact.
//
// The set computed: the relation (relation.h) of the plane {x : n.x + d = 0}
// and the oriented box as stored, the parallelepiped
// {c + sum_i s_i e_i u_i : |s_i| <= 1} (shapes.h: any axes). Over the box
// n.x + d ranges over [s_lo, s_hi] with
//   s_lo, s_hi = n.c + d -+ sum_i e_i |n.u_i|
// (each s_i sweeps [-1, 1] independently; exact/plane_obb.h), and
//   n == 0, d == 0                   overlapping (the plane is all of space)
//   n == 0, d != 0                   disjoint    (the plane is empty)
//   s_lo > 0 or s_hi < 0             disjoint
//   s_lo < 0 < s_hi                  overlapping (the plane cuts the box)
//   otherwise                        touching    (through a vertex, an edge or
//                                                 a face, or a flat box lying
//                                                 in the plane)
// Degenerate but valid: zero extents, zero, parallel, sheared or non-unit
// axes (flat boxes, segments, points), n == 0, -0.0 anywhere, subnormals,
// magnitudes up to FLT_MAX / DBL_MAX. Nothing assumes orthonormal axes.
// Invalid (NaN or infinite component, a negative or NaN extent):
// Relation::invalid, and intersects() returns false.
//
// Exactness: the answer is exact for every finite input, float or double.
// Stage 1 evaluates s_lo and s_hi in double with the error bound
// kFlatObbBound (docs/error-bounds.md, "Plane and half-space versus
// oriented box"); stage 2 evaluates the undecided signs exactly, in the
// grid stage when every step fits a double (detail/grid_float.h) and
// otherwise with stack-only integer arithmetic (detail/bigfloat.h). Double
// inputs with a nonzero magnitude outside [2^-100, 2^100] skip stage 1.
// noexcept, no heap, no global state; on valid input raises no
// floating-point exception other than inexact.
#ifndef GEOVERIFY_CORE_PLANE_OBB_H
#define GEOVERIFY_CORE_PLANE_OBB_H

#include <cmath>
#include <type_traits>

#include "geoverify/core/detail/exact_eval.h"
#include "geoverify/core/detail/obb_common.h"
#include "geoverify/core/detail/roundoff.h"
#include "geoverify/core/detail/stage.h"
#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"

namespace gv {
namespace detail {

/// Filter bound of s -+ sum e_i |n.u_i|: |computed - exact| <= gamma_7 T with
/// T = |d| + sum_j |n_j c_j| + sum_i e_i sum_j |n_j u_ij|, and the computed
/// T is at least T (1-u)^7; c = 8u (1 + 2^-10) >= gamma_7 / (1-u)^8.
constexpr double kFlatObbBound = 8 * kU * (1 + 0x1p-11);

/// Stage 2: the signs of s_lo and (want_hi) s_hi exactly, in the numbers
/// Num (grid_float.h), coded as 3 (sign(s_lo) + 1) + sign(s_hi) + 1 (s_hi
/// taken as 0 when not wanted): t_i = n.u_i (degree 2), r = sum e_i |t_i|
/// (degree 3), s = n.c + d (degree 2). ok turns false when Num cannot hold
/// a step.
template <class T, template <int> class Num>
inline int flat_obb_exact(const double (&n)[3], double d, const double (&c)[3], const double (&u)[3][3],
                          const double (&e)[3], bool want_hi, bool& ok, NumTag<Num>) noexcept {
  Num<ExactCaps<T>::deg2> s;
  ok &= big_affine3(s, d, n, c);
  Num<ExactCaps<T>::deg4> r;
  big_zero(r);
  for (int i = 0; i < 3 && ok; ++i) {
    Num<ExactCaps<T>::deg2> t;
    ok &= big_affine3(t, 0.0, n, u[i]);
    Num<4> eb;
    big_set(eb, e[i]);
    ok &= big_add_abs_times(r, t, eb);
  }
  Num<ExactCaps<T>::deg4> f;
  ok &= big_add(f, s, r, /*negate_b=*/true);
  const int lo = big_sign(f);
  int hi = 0;
  if (want_hi) {
    ok &= big_add(f, s, r);
    hi = big_sign(f);
  }
  return 3 * (lo + 1) + hi + 1;
}

/// flat_obb_exact in the grid stage, then the integer stage; out of line,
/// so that the filter's path stays small.
template <class T>
GEOVERIFY_NOINLINE int flat_obb_exact_stages(const double (&n)[3], double d, const double (&c)[3],
                                             const double (&u)[3][3], const double (&e)[3], bool want_hi,
                                             bool& ok) noexcept {
  return grid_then_integer(
      [&](auto num, bool& stage_ok) { return flat_obb_exact<T>(n, d, c, u, e, want_hi, stage_ok, num); }, ok);
}

/// Signs of s_lo = n.c + d - r and s_hi = n.c + d + r, r = sum_i e_i |n.u_i|,
/// for a valid flat {n, d} (plane or half-space) and a valid box, n != 0;
/// hi only if want_hi. Counts the deciding stage in st; ok is cleared only
/// if a BigFloat capacity was exceeded (ruled out by derivation). Out of
/// line: inlined into plane_obb and halfspace_obb, the float typical rows
/// measured 3-4% slower.
template <class T>
GEOVERIFY_NOINLINE void flat_obb_signs(const Vec3<T>& nv, T dv, const Obb<T>& b, bool want_hi, int& lo, int& hi,
                                       Stats* st, bool& ok) noexcept {
  const double n[3] = {nv.x, nv.y, nv.z};
  const double d = dv;
  const double c[3] = {b.c.x, b.c.y, b.c.z};
  const double u[3][3] = {{b.u[0].x, b.u[0].y, b.u[0].z}, {b.u[1].x, b.u[1].y, b.u[1].z},
                          {b.u[2].x, b.u[2].y, b.u[2].z}};
  const double e[3] = {b.e[0], b.e[1], b.e[2]};
  bool admit = obb_admit_all<T>(b);
  obb_admit<T>(admit, d);
  for (int j = 0; j < 3; ++j) obb_admit<T>(admit, n[j]);
  if (admit) {
    double r = 0, mag_r = 0;
    for (int i = 0; i < 3; ++i) {
      const double p0 = n[0] * u[i][0], p1 = n[1] * u[i][1], p2 = n[2] * u[i][2];
      const double t = (p0 + p1) + p2;
      const double a = (std::fabs(p0) + std::fabs(p1)) + std::fabs(p2);
      r = r + e[i] * std::fabs(t);
      mag_r = mag_r + e[i] * a;
    }
    const double q0 = n[0] * c[0], q1 = n[1] * c[1], q2 = n[2] * c[2];
    const double s = ((q0 + q1) + q2) + d;
    const double mag = (((std::fabs(q0) + std::fabs(q1)) + std::fabs(q2)) + std::fabs(d)) + mag_r;
    if (mag == 0.0) {  // every term exactly zero (no underflow in range)
      lo = hi = 0;
      if (st) ++st->filter;
      return;
    }
    const double bound = kFlatObbBound * mag;
    const double f_lo = s - r, f_hi = s + r;
    const bool lo_ok = std::fabs(f_lo) > bound, hi_ok = std::fabs(f_hi) > bound;
    if (lo_ok && (hi_ok || !want_hi)) {
      lo = f_lo > 0 ? 1 : -1;
      hi = f_hi > 0 ? 1 : -1;
      if (st) ++st->filter;
      return;
    }
  }
  const int code = flat_obb_exact_stages<T>(n, d, c, u, e, want_hi, ok);
  lo = code / 3 - 1;
  hi = code % 3 - 1;
  if (st) ++st->exact;
}

template <class T>
inline Relation plane_obb(const Plane<T>& p_in, const Obb<T>& b_in, Stats* st) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Plane<T>& p = as_given(p_in);
  const Obb<T>& b = as_given(b_in);
  if (!(is_valid(p) && is_valid(b))) return rejected(st);
  if (p.n.x == 0 && p.n.y == 0 && p.n.z == 0) {
    return decided_by_filter(st, p.d == 0 ? Relation::overlapping : Relation::disjoint);
  }
  int lo = 0, hi = 0;
  bool ok = true;
  flat_obb_signs(p.n, p.d, b, true, lo, hi, st, ok);
  if (!ok) return capacity_exceeded();
  if (lo > 0 || hi < 0) return Relation::disjoint;
  if (lo < 0 && hi > 0) return Relation::overlapping;
  return Relation::touching;
}

}  // namespace detail

/// Exact relation of the plane {x : n.x + d = 0} and the oriented box as
/// stored; see the file comment for the rules and the degenerate cases.
/// Invalid input gives Relation::invalid. stats, when given, counts the
/// stage that decided the call.
template <class T>
Relation relation(const Plane<T>& plane, const Obb<T>& obb, Stats* stats = nullptr) noexcept {
  return detail::plane_obb(plane, obb, stats);
}

/// relation(Obb, Plane) is relation(Plane, Obb): the other argument order (relation.h).
template <class T>
struct ReversedPair<Obb<T>, Plane<T>> : std::true_type {};

}  // namespace gv

#endif  // GEOVERIFY_CORE_PLANE_OBB_H
