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
// nonzero magnitude outside [2^-450, 2^500] skip stage 1. noexcept, no heap, no
// global state; raises no floating-point exception other than inexact.
#ifndef GEOVERIFY_CORE_PLANE_AABB_H
#define GEOVERIFY_CORE_PLANE_AABB_H

#include <cmath>

#include "geoverify/core/detail/exact_eval.h"
#include "geoverify/core/detail/filter.h"
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

template <class T>
Relation plane_aabb(const Plane<T>& p, const Aabb<T>& b, Stats* st) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
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
  double lo[3], hi[3];
  for (int i = 0; i < 3; ++i) {
    lo[i] = n[i] >= 0 ? mn[i] : mx[i];
    hi[i] = n[i] >= 0 ? mx[i] : mn[i];
  }

  FilteredSign f_lo{0, false}, f_hi{0, false};
  if (filterable) {
    const double pl0 = n[0] * lo[0], pl1 = n[1] * lo[1], pl2 = n[2] * lo[2];
    f_lo = filtered_sign(((pl0 + pl1) + pl2) + d,
                         ((std::fabs(pl0) + std::fabs(pl1)) + std::fabs(pl2)) + std::fabs(d));
    if (f_lo.decided && f_lo.sign > 0) return decided_by_filter(st, Relation::disjoint);
    const double ph0 = n[0] * hi[0], ph1 = n[1] * hi[1], ph2 = n[2] * hi[2];
    f_hi = filtered_sign(((ph0 + ph1) + ph2) + d,
                         ((std::fabs(ph0) + std::fabs(ph1)) + std::fabs(ph2)) + std::fabs(d));
    if (f_lo.decided && f_hi.decided) {
      return decided_by_filter(st, plane_aabb_from_signs(f_lo.sign, f_hi.sign));
    }
    if (f_hi.decided && f_hi.sign < 0) return decided_by_filter(st, Relation::disjoint);
  }
  bool ok = true;
  const int s_lo = f_lo.decided ? f_lo.sign : exact_sign_affine3<T>(d, n, lo, ok);
  if (s_lo > 0) return ok ? decided_exactly(st, Relation::disjoint) : capacity_exceeded();
  const int s_hi = f_hi.decided ? f_hi.sign : exact_sign_affine3<T>(d, n, hi, ok);
  if (!ok) return capacity_exceeded();
  return decided_exactly(st, plane_aabb_from_signs(s_lo, s_hi));
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

/// Same as relation(plane, box); the argument order does not matter.
template <class T>
Relation relation(const Aabb<T>& box, const Plane<T>& plane, Stats* stats = nullptr) noexcept {
  return detail::plane_aabb(plane, box, stats);
}

/// Exact test: true iff the plane and the box share a point (touching or
/// overlapping). False for disjoint and for invalid input.
template <class T>
bool intersects(const Plane<T>& plane, const Aabb<T>& box, Stats* stats = nullptr) noexcept {
  return intersecting(detail::plane_aabb(plane, box, stats));
}

/// Same as intersects(plane, box).
template <class T>
bool intersects(const Aabb<T>& box, const Plane<T>& plane, Stats* stats = nullptr) noexcept {
  return intersecting(detail::plane_aabb(plane, box, stats));
}

}  // namespace gv

#endif  // GEOVERIFY_CORE_PLANE_AABB_H
