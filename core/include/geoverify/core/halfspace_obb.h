// SPDX-License-Identifier: MIT
// geoverify core: closed half-space versus oriented box, exact.
//
// The set computed: the relation (relation.h) of the half-space
// {x : n.x + d <= 0} (an engine's "n.x <= D" is {n, -D}) and the oriented
// box as stored, the parallelepiped {c + sum_i s_i e_i u_i : |s_i| <= 1}
// (shapes.h: any axes). With the smallest value of n.x + d over the box
//   m = n.c + d - sum_i e_i |n.u_i|
// the answer is
//   n == 0, d <= 0      overlapping (all of space)
//   n == 0, d > 0       disjoint    (empty)
//   m > 0               disjoint
//   m == 0              touching    (the box meets the boundary plane only)
//   m < 0               overlapping
// (exact/halfspace_obb.h has the argument; it holds for flat boxes too.)
// Degenerate but valid: zero extents, zero, parallel, sheared or non-unit
// axes (flat boxes, segments, points), n == 0, -0.0 anywhere, subnormals,
// magnitudes up to FLT_MAX / DBL_MAX. Nothing assumes orthonormal axes.
// Invalid (NaN or infinite component, a negative or NaN extent):
// Relation::invalid, and intersects() returns false.
//
// Exactness: the answer is exact for every finite input, float or double:
// the filter and exact stage of plane_obb.h (kFlatObbBound; docs/error-bounds.md,
// "Plane and half-space versus oriented box") on m alone. noexcept, no heap,
// no global state; on valid input raises no floating-point exception other
// than inexact.
#ifndef GEOVERIFY_CORE_HALFSPACE_OBB_H
#define GEOVERIFY_CORE_HALFSPACE_OBB_H

#include "geoverify/core/plane_obb.h"

namespace gv {
namespace detail {

template <class T>
inline Relation halfspace_obb(const Halfspace<T>& h_in, const Obb<T>& b_in, Stats* st) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Halfspace<T>& h = as_given(h_in);
  const Obb<T>& b = as_given(b_in);
  if (!(is_valid(h) && is_valid(b))) return rejected(st);
  if (h.n.x == 0 && h.n.y == 0 && h.n.z == 0) {
    return decided_by_filter(st, h.d <= 0 ? Relation::overlapping : Relation::disjoint);
  }
  int lo = 0, hi = 0;
  bool ok = true;
  flat_obb_signs(h.n, h.d, b, false, lo, hi, st, ok);
  if (!ok) return capacity_exceeded();
  return lo > 0 ? Relation::disjoint : (lo < 0 ? Relation::overlapping : Relation::touching);
}

}  // namespace detail

/// Exact relation of the half-space {x : n.x + d <= 0} and the oriented box
/// as stored; see the file comment. Invalid input gives Relation::invalid.
/// stats, when given, counts the stage that decided the call.
template <class T>
Relation relation(const Halfspace<T>& halfspace, const Obb<T>& obb, Stats* stats = nullptr) noexcept {
  return detail::halfspace_obb(halfspace, obb, stats);
}

/// relation(Obb, Halfspace) is relation(Halfspace, Obb): the other argument order (relation.h).
template <class T>
struct ReversedPair<Obb<T>, Halfspace<T>> : std::true_type {};

}  // namespace gv

#endif  // GEOVERIFY_CORE_HALFSPACE_OBB_H
