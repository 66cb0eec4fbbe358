// SPDX-License-Identifier: MIT
// geoverify core: sphere versus sphere, exact.
//
// The set computed: the relation (relation.h) of the closed balls
// A = {|x - a.c| <= a.r} and B = {|x - b.c| <= b.r}. With d = a.c - b.c,
// s = a.r + b.r and E = |d|^2 - s^2 (exact values), the answer is
//   E > 0    disjoint
//   E == 0   touching    (tangent balls; a point on the other's sphere;
//                         two equal points)
//   E < 0    overlapping (then s > 0; also one ball inside the other)
// The relation is symmetric: relation(a, b) == relation(b, a).
// Degenerate but valid: r == 0 or -0.0 (a point), coincident centres, -0.0
// anywhere, subnormals, magnitudes up to FLT_MAX / DBL_MAX, where |d|^2 and
// s^2 overflow or underflow in T (the textbook test's failures).
// Invalid (a NaN or infinite component, r < 0): Relation::invalid, and
// intersects() returns false.
//
// Exactness: exact for every finite input, float or double.
//   Stage 1 (filter): E~ = fl(P~ - Q~), P~ the sum of the squared rounded
//   differences d~_i, Q~ the square of the rounded s~, decided when
//   |E~| > kSphereSphereBound (P~ + Q~) (docs/error-bounds.md,
//   "Sphere-sphere").
//   Stage 2 (exact): the sign of E, first in the grid stage (double
//   arithmetic that proves every step exact, detail/grid_float.h), and when
//   a step cannot be proven, with stack-only integer arithmetic
//   (detail/poly_exact.h, degree 2).
// Double inputs with a nonzero magnitude outside [2^-400, 2^500] skip stage 1,
// so that no square over- or underflows; float inputs need no screen.
//
// Promises: noexcept, no heap allocation, no global state; on valid input no
// floating-point exception other than inexact is raised (invalid input may
// raise FE_INVALID before it is classified). Exact under FMA contraction.
// -ffast-math is refused by config.h. Stack use: under 2 KB.
#ifndef GEOVERIFY_CORE_SPHERE_SPHERE_H
#define GEOVERIFY_CORE_SPHERE_SPHERE_H

#include <cmath>
#include <type_traits>

#include "geoverify/core/detail/poly_exact.h"
#include "geoverify/core/detail/roundoff.h"
#include "geoverify/core/detail/stage.h"
#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"

namespace gv {
namespace detail {

/// Bound factor of the ball-ball filter: |E~ - E| <= gamma_6 (P + Q); with
/// the computed magnitude >= (P + Q)(1-u)^6 and one rounding of the product,
/// c = 6u (1 + 2^-20) >= gamma_6 / (1-u)^7 (docs/error-bounds.md).
constexpr double kSphereSphereBound = 6 * kU * (1 + 0x1p-20);

/// Double inputs enter the ball-ball filter only if every nonzero magnitude
/// lies in [kSphereScreenLo, kSphereScreenHi]: then a nonzero rounded
/// difference is at least 2^-452 and its square at least 2^-904, and no
/// square exceeds 2^1002 (no underflow, no overflow). Float inputs need no
/// screen: a nonzero difference of floats is at least 2^-149, and its square
/// at least 2^-298, at most 2^258. The screen (stage.h's admit_in_place)
/// fails for NaN and infinity.
constexpr double kSphereScreenLo = 0x1p-400;
constexpr double kSphereScreenHi = 0x1p+500;

/// Stage 2: the sign of E = |a.c - b.c|^2 - (a.r + b.r)^2, exactly, in the
/// numbers Num (stage.h's exact_stages); ok turns false when Num cannot
/// hold a step.
template <class T, template <int> class Num>
inline Relation ss_exact(const double (&ca)[3], double ra, const double (&cb)[3], double rb, bool& ok,
                         NumTag<Num>) noexcept {
  using Caps = PolyCaps<T>;
  Num<Caps::d2> P, Q;
  big_zero(P);
  for (int i = 0; i < 3; ++i) {
    Num<Caps::d1> d;
    Num<Caps::d2> d2;
    ok &= big_diff(d, ca[i], cb[i]);
    ok &= big_square(d2, d);
    ok &= big_accumulate(P, d2);
  }
  Num<Caps::d1> s;
  ok &= big_diff(s, ra, -rb);  // ra + rb; negating a double is exact
  ok &= big_square(Q, s);
  if (!ok) return Relation::invalid;
  const int e = big_compare(P, Q);
  return e > 0 ? Relation::disjoint : (e < 0 ? Relation::overlapping : Relation::touching);
}

/// Stage 2: ss_exact in the exact stages in turn, the grid stage first.
template <class T>
GEOVERIFY_NOINLINE Relation sphere_sphere_exact(const double (&ca)[3], double ra, const double (&cb)[3], double rb,
                                                Stats* st) noexcept {
  return exact_stages([&](auto num, bool& ok) { return ss_exact<T>(ca, ra, cb, rb, ok, num); }, st);
}

/// Validity, then the exact stage: what the filter left.
template <class T>
GEOVERIFY_NOINLINE Relation sphere_sphere_slow(const Sphere<T>& a, const Sphere<T>& b, Stats* st) noexcept {
  if (!(is_valid(a) && is_valid(b))) return rejected(st);
  const double ca[3] = {a.c.x, a.c.y, a.c.z}, cb[3] = {b.c.x, b.c.y, b.c.z};
  return sphere_sphere_exact<T>(ca, a.r, cb, b.r, st);
}

/// The complete predicate: the filter (float: on every input, its
/// comparisons failing for NaN and infinity; double: on screened input),
/// then validity and the exact stage for what it leaves.
template <class T>
inline Relation sphere_sphere(const Sphere<T>& a_in, const Sphere<T>& b_in, Stats* st) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Sphere<T>& a = as_given(a_in);
  const Sphere<T>& b = as_given(b_in);
  const double in[8] = {a.c.x, a.c.y, a.c.z, a.r, b.c.x, b.c.y, b.c.z, b.r};
  bool trusted = (in[3] >= 0.0) & (in[7] >= 0.0);  // false for NaN
  if constexpr (std::is_same_v<T, double>) {
    trusted = trusted && admit_in_place<T>(a, kSphereScreenLo, kSphereScreenHi) &&
              admit_in_place<T>(b, kSphereScreenLo, kSphereScreenHi);
  }
  if (trusted) {
    const double dx = in[0] - in[4], dy = in[1] - in[5], dz = in[2] - in[6];
    const double s = in[3] + in[7];
    const double P = dx * dx + dy * dy + dz * dz;
    const double Q = s * s;
    const double E = P - Q;
    const double bound = kSphereSphereBound * (P + Q);
    // Float: an infinite or NaN input makes E and the bound infinite or NaN,
    // and neither comparison holds.
    if (E > bound) return decided_by_filter(st, Relation::disjoint);
    if (E < -bound) return decided_by_filter(st, Relation::overlapping);
  }
  return sphere_sphere_slow(a, b, st);
}

}  // namespace detail

/// Exact relation of the closed balls {|x - a.c| <= a.r} and {|x - b.c| <=
/// b.r}; see the file comment for the rules and the degenerate cases. Invalid
/// input gives Relation::invalid. stats, when given, counts the stage that
/// decided the call.
template <class T>
Relation relation(const Sphere<T>& a, const Sphere<T>& b, Stats* stats = nullptr) noexcept {
  return detail::sphere_sphere(a, b, stats);
}

}  // namespace gv

#endif  // GEOVERIFY_CORE_SPHERE_SPHERE_H
