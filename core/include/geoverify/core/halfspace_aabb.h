// SPDX-License-Identifier: MIT
// geoverify core: closed half-space versus axis-aligned box, exact.
//
// The set computed: the relation (relation.h) of the half-space
// {x : n.x + d <= 0} (an engine's "n.x <= D" is {n, -D}) and the closed box
// {min <= x <= max}. With
//   m = d + sum_i n_i * (n_i >= 0 ? min_i : max_i)   (smallest n.x + d on the box)
// the answer is
//   n == 0, d <= 0      overlapping (the half-space is all of space)
//   n == 0, d > 0       disjoint    (the half-space is empty)
//   m > 0               disjoint
//   m == 0              touching    (the box meets the boundary plane only:
//                                    moving it by eps n separates them)
//   m < 0               overlapping (some point of the box is strictly inside,
//                                    and stays inside under small moves)
// (exact/halfspace_aabb.h has the argument; it holds for flat boxes too.)
// Degenerate but valid: zero-extent boxes (slab, segment, point: a point on
// the boundary touches, one strictly inside overlaps), n == 0, -0.0
// anywhere, subnormals, magnitudes up to FLT_MAX / DBL_MAX.
// Invalid (NaN or infinite component, min > max on some axis):
// Relation::invalid, and intersects() returns false.
//
// Exactness: the answer is exact for every finite input, float or double.
// Stage 1 evaluates m in double with the error bound of detail/filter.h
// (kSum4Bound, the bound of plane_aabb.h's s_lo; docs/error-bounds.md,
// "Half-space versus box"); stage 2 evaluates its sign exactly with
// stack-only integer arithmetic (detail/bigfloat.h). Double inputs with a
// nonzero magnitude outside [2^-450, 2^500] have m filtered on its terms
// scaled by a power of two (rescale.h's sign_of_scaled_sum; terms below
// 2^-450 after it are flushed to 0). noexcept, no heap, no
// global state; on valid input raises no floating-point exception other
// than inexact (invalid input may raise FE_INVALID, e.g. 0 * inf, before it
// is classified).
#ifndef GEOVERIFY_CORE_HALFSPACE_AABB_H
#define GEOVERIFY_CORE_HALFSPACE_AABB_H

#include <cmath>

#include "geoverify/core/detail/exact_eval.h"
#include "geoverify/core/detail/filter.h"
#include "geoverify/core/detail/rescale.h"
#include "geoverify/core/detail/stage.h"
#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"

namespace gv {
namespace detail {

inline Relation halfspace_from_sign(int m) noexcept {
  return m > 0 ? Relation::disjoint : (m < 0 ? Relation::overlapping : Relation::touching);
}

/// The corner of the box that minimises n.x, by the signs of n.
inline void halfspace_aabb_corner(const double (&n)[3], const double (&mn)[3], const double (&mx)[3],
                                  double (&lo)[3]) noexcept {
  for (int i = 0; i < 3; ++i) lo[i] = n[i] >= 0 ? mn[i] : mx[i];
}

/// Stage 1 on doubles (float input: any finite values; double input:
/// screened): the certified sign of m, the least n.x + d on the box.
GEOVERIFY_ALWAYS_INLINE FilteredSign halfspace_aabb_filter(const double (&n)[3], double d, const double (&mn)[3],
                                          const double (&mx)[3]) noexcept {
  double lo[3];
  halfspace_aabb_corner(n, mn, mx, lo);
  const double p0 = n[0] * lo[0], p1 = n[1] * lo[1], p2 = n[2] * lo[2];
  const double mag = ((std::fabs(p0) + std::fabs(p1)) + std::fabs(p2)) + std::fabs(d);
  return filtered_sign(((p0 + p1) + p2) + d, mag);
}

/// Stage 2: the exact sign of m for the given values.
template <class T>
inline Relation halfspace_aabb_exact(const double (&n)[3], double d, const double (&mn)[3], const double (&mx)[3],
                                     Stats* st) noexcept {
  double lo[3];
  halfspace_aabb_corner(n, mn, mx, lo);
  bool ok = true;
  const int m = exact_sign_affine3<T>(d, n, lo, ok);
  if (!ok) return capacity_exceeded();
  return decided_exactly(st, halfspace_from_sign(m));
}

/// The complete predicate: validity, the zero normal, the filter, the exact
/// stage. Kept out of line; halfspace_aabb() calls it only when its fast path
/// cannot decide. Double input outside the screen has m filtered on its
/// terms scaled by a power of two (sign_of_scaled_sum).
template <class T>
GEOVERIFY_NOINLINE Relation halfspace_aabb_slow(const Halfspace<T>& h, const Aabb<T>& b, Stats* st) noexcept {
  const T in[10] = {h.n.x, h.n.y, h.n.z, h.d, b.min.x, b.min.y, b.min.z, b.max.x, b.max.y, b.max.z};
  const bool filterable = screen(in);
  if (!filterable && !(is_valid(h) && is_valid(b))) return rejected(st);
  if (!(b.min.x <= b.max.x && b.min.y <= b.max.y && b.min.z <= b.max.z)) return rejected(st);

  const double n[3] = {h.n.x, h.n.y, h.n.z};
  const double d = h.d;
  if (n[0] == 0 && n[1] == 0 && n[2] == 0) {
    return decided_by_filter(st, d <= 0 ? Relation::overlapping : Relation::disjoint);
  }
  const double mn[3] = {b.min.x, b.min.y, b.min.z};
  const double mx[3] = {b.max.x, b.max.y, b.max.z};
  if (filterable) {
    const FilteredSign f = halfspace_aabb_filter(n, d, mn, mx);
    if (f.decided) return decided_by_filter(st, halfspace_from_sign(f.sign));
  } else if constexpr (std::is_same_v<T, double>) {
    double lo[3];
    halfspace_aabb_corner(n, mn, mx, lo);
    const FilteredSign f = sign_of_scaled_sum(n, lo, d);
    if (f.decided) return decided_by_filter(st, halfspace_from_sign(f.sign));
  }
  return halfspace_aabb_exact<T>(n, d, mn, mx, st);
}

/// Fast path: m filtered without branches; decides every input whose m
/// clears its error bound (m != 0 and not within rounding of 0), which is
/// all but near-contact input. Everything else, invalid input included, goes
/// to halfspace_aabb_slow().
///
/// The products at the n-lowest corner are min(n_i min_i, n_i max_i):
/// rounding is monotone, so these equal the rounded products of the corner
/// the sign of n_i selects, with no branch. The bound's magnitude
/// M = sum_i max(ph_i, -pl_i) + |d| (ph_i the larger product) is at least the
/// sum of |pl_i| and |d| that kSum4Bound needs, and it carries validity: a
/// NaN or infinity anywhere makes m or M non-finite, so the strict
/// comparison |m| > bound fails; only min <= max must be checked. (A single
/// NaN product, e.g. 0 * inf for an infinite coordinate on an axis the normal
/// ignores, lands in pl when it is the second operand of the selection, and
/// then in m; when it is the first, it lands in ph, and the selection of
/// max(ph_i, -pl_i) keeps it: `ph < -pl ? -pl : ph` is false for NaN. An
/// infinite product makes m or M infinite.) Double inputs must first pass the exponent screen, before any
/// product is formed.
template <class T>
inline Relation halfspace_aabb(const Halfspace<T>& h_in, const Aabb<T>& b_in, Stats* st) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Halfspace<T>& h = as_given(h_in);
  const Aabb<T>& b = as_given(b_in);
  if constexpr (std::is_same_v<T, double>) {
    if (!(admit_in_place<T>(h, kScreenLo, kScreenHi) && admit_in_place<T>(b, kScreenLo, kScreenHi))) {
      return halfspace_aabb_slow(h, b, st);
    }
  }
  const double nx = h.n.x, ny = h.n.y, nz = h.n.z, d = h.d;
  const double ax = nx * b.min.x, bx = nx * b.max.x;
  const double ay = ny * b.min.y, by = ny * b.max.y;
  const double az = nz * b.min.z, bz = nz * b.max.z;
  const double pl0 = ax < bx ? ax : bx, ph0 = ax < bx ? bx : ax;
  const double pl1 = ay < by ? ay : by, ph1 = ay < by ? by : ay;
  const double pl2 = az < bz ? az : bz, ph2 = az < bz ? bz : az;
  const double m = ((pl0 + pl1) + pl2) + d;
  // max(ph_i, -pl_i), written so that a NaN ph_i is kept (the comparison
  // is false and ph_i is taken): see the comment above.
  const double m0 = ph0 < -pl0 ? -pl0 : ph0, m1 = ph1 < -pl1 ? -pl1 : ph1, m2 = ph2 < -pl2 ? -pl2 : ph2;
  const double bound = kSum4Bound * (((m0 + m1) + m2) + std::fabs(d));
  const bool decided = (std::fabs(m) > bound) & (b.min.x <= b.max.x) & (b.min.y <= b.max.y) & (b.min.z <= b.max.z);
  if (decided) {
    if (st) ++st->filter;
    return m > 0 ? Relation::disjoint : Relation::overlapping;
  }
  return halfspace_aabb_slow(h, b, st);
}

}  // namespace detail

/// Exact relation of the half-space {x : n.x + d <= 0} and the box
/// {min <= x <= max}; see the file comment for the rules and the degenerate
/// cases. Invalid input gives Relation::invalid. stats, when given, counts
/// the stage that decided the call.
template <class T>
Relation relation(const Halfspace<T>& halfspace, const Aabb<T>& box, Stats* stats = nullptr) noexcept {
  return detail::halfspace_aabb(halfspace, box, stats);
}

/// relation(Aabb, Halfspace) is relation(Halfspace, Aabb): the other argument order (relation.h).
template <class T>
struct ReversedPair<Aabb<T>, Halfspace<T>> : std::true_type {};

}  // namespace gv

#endif  // GEOVERIFY_CORE_HALFSPACE_AABB_H
