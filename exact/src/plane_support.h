// SPDX-License-Identifier: MIT
// geoverify exact (private): what the plane and half-space oracles share.
// plane_aabb, plane_obb, halfspace_aabb and halfspace_obb are two rules (a
// plane, a half-space) applied to two shapes (a box, an oriented box): the
// rules are written once here (plane_relation, halfspace_relation), over
// what they need of a shape, its scale and the exact extremes of n.x + d on
// it (shape_scale, plane_extremes). Each oracle's header documents its
// relation, margin and scale.
#ifndef GEOVERIFY_EXACT_SRC_PLANE_SUPPORT_H
#define GEOVERIFY_EXACT_SRC_PLANE_SUPPORT_H

#include <algorithm>

#include "geoverify/core/shapes.h"
#include "geoverify/exact/rational.h"
#include "geoverify/exact/rational/plane_obb.h"
#include "geoverify/exact/result.h"

namespace gv {
namespace exact {
namespace plane_detail {

/// |d| / max_i |n_i|, the distance scale of the offset of the plane or
/// half-space n.x + d (== or <=) 0; 0 when n == 0. Approximate, from finite
/// n and d.
template <class T>
Approx offset_scale(const Vec3<T>& n, T d) {
  const Approx nmax = max_abs_scale(n.x, n.y, n.z);
  if (nmax.m == 0) return {};
  return abs(approx(double(d))) / nmax;
}

/// The scale of a box: the largest of |min_i| and |max_i|. Approximate.
template <class T>
Approx shape_scale(const Aabb<T>& b) {
  return max_abs_scale(b.min.x, b.min.y, b.min.z, b.max.x, b.max.y, b.max.z);
}

/// The scale of an oriented box: the largest of |c_i| and e_i max_j |u_ij|.
/// Approximate.
template <class T>
Approx shape_scale(const Obb<T>& b) {
  Approx s = max_abs_scale(b.c.x, b.c.y, b.c.z);
  for (int i = 0; i < 3; ++i) s = max(s, approx(double(b.e[i])) * max_abs_scale(b.u[i].x, b.u[i].y, b.u[i].z));
  return s;
}

/// The exact minimum lo of n.x + d over the box {min <= x <= max} and, if
/// hi is not null, the exact maximum *hi: each term n_i x_i is extreme at an
/// end of [min_i, max_i], independently of the others, so the minimum is at
/// the corner x_i = (n_i >= 0 ? min_i : max_i) and the maximum at the
/// opposite one. Flat, segment and point boxes alike; n == 0 gives d. The
/// box must be valid (finite).
template <class T>
void plane_extremes(const Vec3Q& n, const Rational& d, const Aabb<T>& box, Rational& lo, Rational* hi) {
  const Vec3Q a = to_rational(box.min), b = to_rational(box.max);
  lo = d;
  if (hi) *hi = d;
  for (int i = 0; i < 3; ++i) {
    const Rational& ni = get(n, i);
    lo += ni * (ni >= 0 ? get(a, i) : get(b, i));
    if (hi) *hi += ni * (ni >= 0 ? get(b, i) : get(a, i));
  }
}

/// The exact minimum lo of n.x + d over the oriented box as stored, the
/// parallelepiped c + sum_i s_i a_i, |s_i| <= 1, with a_i = e_i u_i taken
/// exactly, and, if hi is not null, the exact maximum *hi
/// (plane_range_over_parallelepiped, rational/plane_obb.h). Any axes (zero,
/// parallel, non-unit); n == 0 gives d. The box must be valid (finite).
template <class T>
void plane_extremes(const Vec3Q& n, const Rational& d, const Obb<T>& obb, Rational& lo, Rational* hi) {
  Vec3Q a[3];
  for (int i = 0; i < 3; ++i) a[i] = to_rational(obb.e[i]) * to_rational(obb.u[i]);
  Rational unused;
  plane_range_over_parallelepiped(n, d, to_rational(obb.c), a, lo, hi ? *hi : unused);
}

/// The plane {x : n.x + d == 0} against a valid box or oriented box (the
/// oracles plane_aabb and plane_obb; n and d finite). With [lo, hi] the exact
/// range of n.x + d over the shape (plane_extremes): lo > 0 or hi < 0
/// disjoint, with margin lo / |n| or -hi / |n| (the distance); lo < 0 < hi
/// overlapping, with margin -min(-lo, hi) / |n| (minus the shortest
/// separating translation, along n); otherwise touching (margin 0). n == 0:
/// the empty plane (d != 0, disjoint) or all of space (d == 0, overlapping),
/// degenerate_plane_result, the shape not read. Scale: the largest of
/// shape_scale(shape) and offset_scale(n, d). The relation is exact, the
/// margin and scale approximate.
template <class T, class Shape>
Result plane_relation(const Vec3<T>& n, T d, const Shape& shape) {
  const Approx scale = max(offset_scale(n, d), shape_scale(shape));
  const Vec3Q nq = to_rational(n);
  const Rational dq = to_rational(d);
  if (is_zero(nq)) return degenerate_plane_result(dq == 0, scale);
  Rational lo, hi;
  plane_extremes(nq, dq, shape, lo, &hi);
  const Approx norm = sqrt(approx(dot(nq, nq)));
  if (lo > 0) return make_result(Relation::disjoint, approx(lo) / norm, scale);
  if (hi < 0) return make_result(Relation::disjoint, approx(-hi) / norm, scale);
  if (lo < 0 && hi > 0) {
    const Rational depth = std::min(-lo, hi);
    return make_result(Relation::overlapping, approx(depth) / norm, scale);
  }
  return make_result(Relation::touching, Approx{}, scale);
}

/// The closed half-space {x : n.x + d <= 0} against a valid box or oriented
/// box (the oracles halfspace_aabb and halfspace_obb; n and d finite). With
/// m the exact minimum of n.x + d over the shape (plane_extremes): m > 0
/// disjoint, m < 0 overlapping, each with margin m / |n| (the distance, or
/// minus the shortest separating translation, along n); m == 0 touching
/// (margin 0). n == 0: all of space (d <= 0, overlapping) or empty (d > 0,
/// disjoint), degenerate_plane_result, the shape not read. Scale: as
/// plane_relation. The relation is exact, the margin and scale approximate.
template <class T, class Shape>
Result halfspace_relation(const Vec3<T>& n, T d, const Shape& shape) {
  const Approx scale = max(offset_scale(n, d), shape_scale(shape));
  const Vec3Q nq = to_rational(n);
  const Rational dq = to_rational(d);
  if (is_zero(nq)) return degenerate_plane_result(dq <= 0, scale);
  Rational m;
  plane_extremes(nq, dq, shape, m, nullptr);
  const Approx norm = sqrt(approx(dot(nq, nq)));
  if (m > 0) return make_result(Relation::disjoint, approx(m) / norm, scale);
  if (m < 0) return make_result(Relation::overlapping, approx(-m) / norm, scale);
  return make_result(Relation::touching, Approx{}, scale);
}

}  // namespace plane_detail
}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_SRC_PLANE_SUPPORT_H
