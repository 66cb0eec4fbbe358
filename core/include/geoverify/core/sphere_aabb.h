// SPDX-License-Identifier: MIT
// geoverify core: ball versus axis-aligned box, exact (Arvo's clamp, decided
// exactly).
//
// The set computed: the relation (relation.h) of the closed ball
// {x : |x - c| <= r} and the closed box B = {x : min <= x <= max}. With the
// per-axis clamp excess e_i = max(min_i - c_i, 0, c_i - max_i) (exact) and
// D2 = e_0^2 + e_1^2 + e_2^2 the squared distance from c to B, the answer is
//   D2 > r^2                        disjoint
//   D2 < r^2                        overlapping (then r > 0: B - ball is solid,
//                                   and the origin is interior to it)
//   D2 == r^2, r > 0                touching    (tangent to a face, an edge or
//                                   a corner; also for a flat or point B)
//   r == 0, c strictly inside B     overlapping (min_i < c_i < max_i on every
//                                   axis: needs min_i < max_i everywhere)
//   r == 0, c on B otherwise        touching    (c on B's boundary, or on a
//                                   flat B, which has no interior)
// Degenerate but valid: r == 0 or -0.0 (a point), zero extents (a slab, a
// segment, a point box), -0.0 anywhere, subnormals, magnitudes up to
// FLT_MAX / DBL_MAX.
// Invalid (a NaN or infinite component, min_i > max_i, r < 0):
// Relation::invalid, and intersects() returns false.
//
// Exactness: exact for every finite input, float or double.
//   Stage 1 (filter) computes each excess as one rounded subtraction, S~ =
//   the rounded sum of their rounded squares and R~ = fl(r * r) in double,
//   and decides when |S~ - R~| > kSphereAabbBound * max(S~ + R~,
//   kSphereAabbBoundFloor) (docs/error-bounds.md, "Sphere against box").
//   Stage 2 (exact) decides a point ball (r == 0) inside the box by exact
//   floating-point comparisons, and everything else by the sign of the
//   degree-2 polynomial D2 - r^2: in the integer frame when the excesses'
//   ends and r span at most 62 bits (int64 differences, 128-bit squares,
//   detail/int_frame.h), else in stack-only integer arithmetic
//   (detail/bigfloat.h, detail/poly_exact.h).
// Double inputs with a nonzero magnitude outside [2^-450, 2^500] skip
// stage 1.
//
// Promises: noexcept, no heap allocation, no global state; on valid input no
// floating-point exception other than inexact is raised (invalid input may
// raise FE_INVALID before it is classified). Exact under FMA contraction
// (-ffp-contract=fast, -march=native). -ffast-math is refused by config.h.
// The exact stage uses about 2 KB of stack for double input.
#ifndef GEOVERIFY_CORE_SPHERE_AABB_H
#define GEOVERIFY_CORE_SPHERE_AABB_H

#include <cmath>
#include <type_traits>

#include "geoverify/core/detail/filter.h"
#include "geoverify/core/detail/int_frame.h"
#include "geoverify/core/detail/roundoff.h"
#include "geoverify/core/detail/stage.h"
#include "geoverify/core/detail/poly_exact.h"
#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"

namespace gv {
namespace detail {

/// Sphere-box filter: |S~ - D2| + |R~ - r^2| <= kSphereAabbBound * (S~ + R~)
/// up to the roundings of the bound itself: 5u (1 + 2^-20) >= gamma_5 (1 +
/// 13u) (docs/error-bounds.md, "Sphere against box").
constexpr double kSphereAabbBound = 5 * kU * (1 + 0x1p-20);
/// Floor of the magnitude the bound multiplies, so that the bound is a normal
/// number for every screened input (S~ + R~ may be as small as 2^-1004 for
/// double input); a larger bound is only more cautious.
constexpr double kSphereAabbBoundFloor = 0x1p-900;

/// Stage 2: the exact sign of D2 - r^2 (a degree-2 polynomial; at most four
/// terms). The inputs are finite doubles (float inputs promoted exactly).
/// Capacity: each excess is an exact difference of two inputs (degree 1,
/// PolyCaps<T>::d1), its square and the sum of three squares are degree 2
/// (PolyCaps<T>::d2), r^2 takes 6 limbs (BigFloat<8>).
template <class T>
inline int sphere_aabb_exact_sign(const double c[3], const double lo[3], const double hi[3], double r,
                                  bool& ok) noexcept {
  using Caps = PolyCaps<T>;
  BigFloat<Caps::d2> acc;
  big_zero(acc);
  for (int i = 0; i < 3; ++i) {
    if (!(c[i] < lo[i]) && !(c[i] > hi[i])) continue;  // inside the slab: no excess
    BigFloat<Caps::d1> e;
    ok &= c[i] < lo[i] ? big_diff(e, lo[i], c[i]) : big_diff(e, c[i], hi[i]);
    BigFloat<Caps::d2> e2;
    ok &= big_square(e2, e);
    ok &= big_accumulate(acc, e2);
  }
  BigFloat<4> rb;
  BigFloat<8> r2;
  big_set(rb, r);
  ok &= big_square(r2, rb);
  return big_compare(acc, r2);
}

/// Stage 2's integer frame (detail/int_frame.h), tried before the integer
/// stage: the sign of D2 - r^2 into sign, exactly, when the ends of every
/// nonzero excess and r span at most 62 places (each excess below 2^63 in
/// the frame, D2 below 3 2^126, r^2 below 2^124); false otherwise. Any
/// finite inputs with r >= 0; no screen.
inline bool sphere_aabb_frame_sign(const double c[3], const double lo[3], const double hi[3], double r,
                                   int& sign) noexcept {
  double v[7];
  for (int i = 0; i < 3; ++i) {
    const bool below = c[i] < lo[i], above = c[i] > hi[i];
    v[2 * i] = below ? lo[i] : (above ? c[i] : 0.0);
    v[2 * i + 1] = below ? c[i] : (above ? hi[i] : 0.0);
  }
  v[6] = r;
  std::int64_t m[7];
  int L = 0;
  if (!int_frame(v, m, L)) return false;
  sign = u128_compare(u128_norm2(m[0] - m[1], m[2] - m[3], m[4] - m[5]), u128_square(m[6]));
  return true;
}

/// The complete predicate for the inputs the fast path did not decide:
/// validity, the point ball inside the box, the exact stage (the integer
/// frame, then the integer stage). Out of line.
template <class T>
GEOVERIFY_NOINLINE Relation sphere_aabb_slow(const Sphere<T>& s, const Aabb<T>& b, Stats* st) noexcept {
  if (!(is_valid(s) && is_valid(b))) return rejected(st);
  const double c[3] = {s.c.x, s.c.y, s.c.z};
  const double lo[3] = {b.min.x, b.min.y, b.min.z};
  const double hi[3] = {b.max.x, b.max.y, b.max.z};
  const double r = s.r;
  if (r == 0.0) {
    // A point: D2 == 0 iff c is in the closed box (exact comparisons); then
    // overlapping iff strictly inside on every axis.
    bool closed = true, open = true;
    for (int i = 0; i < 3; ++i) {
      closed &= (lo[i] <= c[i]) & (c[i] <= hi[i]);
      open &= (lo[i] < c[i]) & (c[i] < hi[i]);
    }
    return decided_exactly(st, !closed ? Relation::disjoint : (open ? Relation::overlapping : Relation::touching));
  }
  int sign = 0;
  if (!sphere_aabb_frame_sign(c, lo, hi, r, sign)) {
    bool ok = true;
    sign = sphere_aabb_exact_sign<T>(c, lo, hi, r, ok);
    if (!ok) return capacity_exceeded();
  }
  return decided_exactly(st, sign > 0 ? Relation::disjoint : (sign < 0 ? Relation::overlapping : Relation::touching));
}

/// Fast path: the filter; decides every input where D2 and r^2 are clearly
/// apart. Everything else, invalid input included, goes to
/// sphere_aabb_slow(). Validity is folded into one branch-free flag: every
/// value finite (float) or inside the double screen (double),
/// min <= max per axis, r >= 0.
template <class T>
inline Relation sphere_aabb(const Sphere<T>& s_in, const Aabb<T>& b_in, Stats* st) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Sphere<T>& s = as_given(s_in);
  const Aabb<T>& b = as_given(b_in);
  bool ok = (b.min.x <= b.max.x) & (b.min.y <= b.max.y) & (b.min.z <= b.max.z) & (s.r >= T(0));
  if constexpr (std::is_same_v<T, double>) {
    // The screen fails for NaN and infinity.
    if (!(admit_in_place<T>(s, kScreenLo, kScreenHi) && admit_in_place<T>(b, kScreenLo, kScreenHi))) {
      return sphere_aabb_slow(s, b, st);
    }
  } else {
    const T in[10] = {s.c.x, s.c.y, s.c.z, s.r, b.min.x, b.min.y, b.min.z, b.max.x, b.max.y, b.max.z};
    for (int i = 0; i < 10; ++i) ok &= finite_f(in[i]);
  }
  const double c[3] = {s.c.x, s.c.y, s.c.z};
  const double lo[3] = {b.min.x, b.min.y, b.min.z};
  const double hi[3] = {b.max.x, b.max.y, b.max.z};
  double e[3];
  for (int i = 0; i < 3; ++i) {
    // One rounded subtraction; with min <= max at most one side is positive,
    // and rounding keeps the sign, so e~_i = e_i (1 + delta), |delta| <= u.
    const double below = lo[i] - c[i], above = c[i] - hi[i];
    e[i] = below > 0.0 ? below : (above > 0.0 ? above : 0.0);
  }
  const double S = (e[0] * e[0] + e[1] * e[1]) + e[2] * e[2];
  const double R = double(s.r) * double(s.r);
  const double diff = S - R;
  const double mag = S + R;
  const double bound = kSphereAabbBound * (mag > kSphereAabbBoundFloor ? mag : kSphereAabbBoundFloor);
  if ((std::fabs(diff) > bound) & ok) {
    if (st) ++st->filter;
    return diff > 0 ? Relation::disjoint : Relation::overlapping;
  }
  return sphere_aabb_slow(s, b, st);
}

}  // namespace detail

/// Exact relation of the ball {|x - c| <= r} and the box {min <= x <= max};
/// see the file comment for the rules and the degenerate cases (a point ball
/// strictly inside a solid box overlaps it; on its boundary, or on a flat
/// box, it touches). Invalid input gives Relation::invalid. stats, when
/// given, counts the stage that decided the call.
template <class T>
Relation relation(const Sphere<T>& sphere, const Aabb<T>& box, Stats* stats = nullptr) noexcept {
  return detail::sphere_aabb(sphere, box, stats);
}

/// relation(Aabb, Sphere) is relation(Sphere, Aabb): the other argument order (relation.h).
template <class T>
struct ReversedPair<Aabb<T>, Sphere<T>> : std::true_type {};

}  // namespace gv

#endif  // GEOVERIFY_CORE_SPHERE_AABB_H
