// SPDX-License-Identifier: MIT
// geoverify core: plane versus axis-aligned box, exact.
//
// The set computed: the relation (relation.h) of the plane {x : n.x + d = 0}
// and the closed box {min <= x <= max}. With
//   s_lo = d + sum_i n_i * (n_i >= 0 ? min_i : max_i)   (smallest n.x + d on the box)
//   s_hi = d + sum_i n_i * (n_i >= 0 ? max_i : min_i)   (largest  n.x + d on the box)
// the answer is
//   n == 0, d == 0                   overlapping (the plane is all of space)
//   n == 0, d != 0                   disjoint    (the plane is empty)
//   s_lo > 0 or s_hi < 0             disjoint
//   s_lo < 0 < s_hi                  overlapping (the plane cuts the box)
//   otherwise                        touching    (through a face, edge or corner,
//                                                 or a flat box lying in the plane)
// Degenerate but valid: zero-extent boxes (slab, segment, point), n == 0,
// -0.0 anywhere, subnormals, magnitudes up to FLT_MAX / DBL_MAX.
// Invalid (NaN or infinite component, min > max on some axis): Relation::invalid,
// and intersects() returns false.
//
// Exactness: the answer is exact for every finite input, float or double.
// Stage 1 evaluates s_lo and s_hi in double with the error bound of
// detail/filter.h (kSum4Bound); stage 2 evaluates the undecided signs exactly
// with stack-only integer arithmetic (detail/bigfloat.h). Double inputs with a
// nonzero magnitude outside [2^-450, 2^500] have s_lo and s_hi filtered on
// their terms scaled by a power of two (rescale.h's sign_of_scaled_sum; terms
// below 2^-450 after it are flushed to 0). noexcept, no heap, no
// global state; on valid input raises no floating-point exception other than
// inexact (invalid input may raise FE_INVALID, e.g. 0 * inf, before it is
// classified).
#ifndef GEOVERIFY_CORE_PLANE_AABB_H
#define GEOVERIFY_CORE_PLANE_AABB_H

#include <cmath>

#include "geoverify/core/detail/exact_eval.h"
#include "geoverify/core/detail/filter.h"
#include "geoverify/core/detail/rescale.h"
#include "geoverify/core/detail/stage.h"
#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"

namespace gv {
namespace detail {

inline Relation plane_aabb_from_signs(int s_lo, int s_hi) noexcept {
  if (s_lo > 0 || s_hi < 0) return Relation::disjoint;
  if (s_lo < 0 && s_hi > 0) return Relation::overlapping;
  return Relation::touching;
}

/// The corner of the box that minimises n.x (lo) and the one that
/// maximises it (hi), by the signs of n.
GEOVERIFY_ALWAYS_INLINE void plane_aabb_corners(const double (&n)[3], const double (&mn)[3], const double (&mx)[3], double (&lo)[3],
                               double (&hi)[3]) noexcept {
  for (int i = 0; i < 3; ++i) {
    lo[i] = n[i] >= 0 ? mn[i] : mx[i];
    hi[i] = n[i] >= 0 ? mx[i] : mn[i];
  }
}

/// Stage 1 on doubles (float input: any finite values; double input:
/// screened): the relation when the certified signs of s_lo and s_hi decide
/// it, counted in st, else Relation::invalid with f_lo and f_hi as certified
/// (for the exact stage).
GEOVERIFY_ALWAYS_INLINE Relation plane_aabb_filter(const double (&n)[3], double d, const double (&mn)[3], const double (&mx)[3],
                                  Stats* st, FilteredSign& f_lo, FilteredSign& f_hi) noexcept {
  double lo[3], hi[3];
  plane_aabb_corners(n, mn, mx, lo, hi);
  const double pl0 = n[0] * lo[0], pl1 = n[1] * lo[1], pl2 = n[2] * lo[2];
  const double mag_lo = ((std::fabs(pl0) + std::fabs(pl1)) + std::fabs(pl2)) + std::fabs(d);
  f_lo = filtered_sign(((pl0 + pl1) + pl2) + d, mag_lo);
  if (f_lo.decided && f_lo.sign > 0) return decided_by_filter(st, Relation::disjoint);
  const double ph0 = n[0] * hi[0], ph1 = n[1] * hi[1], ph2 = n[2] * hi[2];
  const double mag_hi = ((std::fabs(ph0) + std::fabs(ph1)) + std::fabs(ph2)) + std::fabs(d);
  f_hi = filtered_sign(((ph0 + ph1) + ph2) + d, mag_hi);
  if (f_lo.decided && f_hi.decided) return decided_by_filter(st, plane_aabb_from_signs(f_lo.sign, f_hi.sign));
  if (f_hi.decided && f_hi.sign < 0) return decided_by_filter(st, Relation::disjoint);
  return Relation::invalid;
}

/// Stage 2: the exact signs of s_lo and s_hi for the given values, each
/// unless already certified (f_lo, f_hi: certified signs of this s_lo and
/// s_hi, from plane_aabb_filter or from the scaled terms' filter).
template <class T>
inline Relation plane_aabb_exact(const double (&n)[3], double d, const double (&mn)[3], const double (&mx)[3],
                                 FilteredSign f_lo, FilteredSign f_hi, Stats* st) noexcept {
  double lo[3], hi[3];
  plane_aabb_corners(n, mn, mx, lo, hi);
  bool ok = true;
  const int s_lo = f_lo.decided ? f_lo.sign : exact_sign_affine3<T>(d, n, lo, ok);
  if (s_lo > 0) return ok ? decided_exactly(st, Relation::disjoint) : capacity_exceeded();
  const int s_hi = f_hi.decided ? f_hi.sign : exact_sign_affine3<T>(d, n, hi, ok);
  if (!ok) return capacity_exceeded();
  return decided_exactly(st, plane_aabb_from_signs(s_lo, s_hi));
}

/// The complete predicate: validity, the zero normal, the filter, the exact
/// stage. Kept out of line; plane_aabb() calls it only when its fast path
/// cannot decide. Double input outside the screen has s_lo and s_hi
/// filtered on their terms scaled by a power of two (sign_of_scaled_sum).
template <class T>
GEOVERIFY_NOINLINE Relation plane_aabb_slow(const Plane<T>& p, const Aabb<T>& b, Stats* st) noexcept {
  const T in[10] = {p.n.x, p.n.y, p.n.z, p.d, b.min.x, b.min.y, b.min.z, b.max.x, b.max.y, b.max.z};
  const bool filterable = screen(in);
  if (!filterable && !(is_valid(p) && is_valid(b))) return rejected(st);
  if (!(b.min.x <= b.max.x && b.min.y <= b.max.y && b.min.z <= b.max.z)) return rejected(st);

  const double n[3] = {p.n.x, p.n.y, p.n.z};
  const double d = p.d;
  if (n[0] == 0 && n[1] == 0 && n[2] == 0) {
    return decided_by_filter(st, d == 0 ? Relation::overlapping : Relation::disjoint);
  }
  const double mn[3] = {b.min.x, b.min.y, b.min.z};
  const double mx[3] = {b.max.x, b.max.y, b.max.z};
  FilteredSign f_lo{0, false}, f_hi{0, false};
  if (filterable) {
    const Relation f = plane_aabb_filter(n, d, mn, mx, st, f_lo, f_hi);
    if (f != Relation::invalid) return f;
  } else if constexpr (std::is_same_v<T, double>) {
    double lo[3], hi[3];
    plane_aabb_corners(n, mn, mx, lo, hi);
    f_lo = sign_of_scaled_sum(n, lo, d);
    if (f_lo.decided && f_lo.sign > 0) return decided_by_filter(st, Relation::disjoint);
    f_hi = sign_of_scaled_sum(n, hi, d);
    if (f_lo.decided && f_hi.decided) return decided_by_filter(st, plane_aabb_from_signs(f_lo.sign, f_hi.sign));
    if (f_hi.decided && f_hi.sign < 0) return decided_by_filter(st, Relation::disjoint);
  }
  return plane_aabb_exact<T>(n, d, mn, mx, f_lo, f_hi, st);
}

/// Fast path: both extreme values filtered without branches; decides every
/// input whose two values clear their error bounds (neither is zero), which
/// is all but near-contact input. Everything else, invalid input included,
/// goes to plane_aabb_slow().
///
/// The extreme corner products are min/max(n_i min_i, n_i max_i): rounding is
/// monotone, so these equal the rounded products of the corner the sign of
/// n_i selects, with no branch. One magnitude M = sum_i max(ph_i, -pl_i) + |d|
/// bounds the terms of both sums, so kSum4Bound * M bounds both errors.
/// Validity: a NaN or infinity anywhere makes s_lo or s_hi or M non-finite
/// (the selections below keep a NaN product in pl when it is the second
/// operand and in ph when it is the first), so the strict comparisons fail;
/// only min <= max must be checked. Double inputs must first pass the
/// exponent screen, before any product is formed.
template <class T>
inline Relation plane_aabb(const Plane<T>& p_in, const Aabb<T>& b_in, Stats* st) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Plane<T>& p = as_given(p_in);
  const Aabb<T>& b = as_given(b_in);
  if constexpr (std::is_same_v<T, double>) {
    if (!(admit_in_place<T>(p, kScreenLo, kScreenHi) && admit_in_place<T>(b, kScreenLo, kScreenHi))) {
      return plane_aabb_slow(p, b, st);
    }
  }
  const double nx = p.n.x, ny = p.n.y, nz = p.n.z, d = p.d;
  const double ax = nx * b.min.x, bx = nx * b.max.x;
  const double ay = ny * b.min.y, by = ny * b.max.y;
  const double az = nz * b.min.z, bz = nz * b.max.z;
  const double pl0 = ax < bx ? ax : bx, ph0 = ax < bx ? bx : ax;
  const double pl1 = ay < by ? ay : by, ph1 = ay < by ? by : ay;
  const double pl2 = az < bz ? az : bz, ph2 = az < bz ? bz : az;
  const double s_lo = ((pl0 + pl1) + pl2) + d;
  const double s_hi = ((ph0 + ph1) + ph2) + d;
  const double m0 = ph0 > -pl0 ? ph0 : -pl0, m1 = ph1 > -pl1 ? ph1 : -pl1, m2 = ph2 > -pl2 ? ph2 : -pl2;
  const double bound = kSum4Bound * (((m0 + m1) + m2) + std::fabs(d));
  const bool decided = (std::fabs(s_lo) > bound) & (std::fabs(s_hi) > bound) & (b.min.x <= b.max.x) &
                       (b.min.y <= b.max.y) & (b.min.z <= b.max.z);
  if (decided) {
    if (st) ++st->filter;
    return ((s_lo > 0) | (s_hi < 0)) ? Relation::disjoint : Relation::overlapping;
  }
  return plane_aabb_slow(p, b, st);
}

}  // namespace detail

/// Exact relation of the plane {x : n.x + d = 0} and the box {min <= x <= max};
/// see the file comment for the rules and the degenerate cases.
/// Invalid input gives Relation::invalid. stats, when given, counts the stage
/// that decided the call.
template <class T>
Relation relation(const Plane<T>& plane, const Aabb<T>& box, Stats* stats = nullptr) noexcept {
  return detail::plane_aabb(plane, box, stats);
}

/// relation(Aabb, Plane) is relation(Plane, Aabb): the other argument order (relation.h).
template <class T>
struct ReversedPair<Aabb<T>, Plane<T>> : std::true_type {};

}  // namespace gv

#endif  // GEOVERIFY_CORE_PLANE_AABB_H
