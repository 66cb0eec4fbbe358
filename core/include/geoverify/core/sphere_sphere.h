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
//   Stage 2 (exact): the sign of E, first in the integer frame when the
//   set bits of all eight values span at most 62 places (they are then
//   integers below 2^62 of one binary frame: int64 differences, 128-bit
//   squares, detail/int_frame.h); else in the grid stage (double arithmetic
//   that proves every step exact, detail/grid_float.h); then, for screened
//   double values, a double-double certificate (|d|^2 and s^2 each within
//   38.4 u^2 of their magnitudes, kSphereDdBound), which decides every E
//   but a tangency or one within about 2^-99 of the squares; and when none
//   settles it, stack-only integer arithmetic (detail/poly_exact.h,
//   degree 2).
// Double inputs take stage 1 when every nonzero magnitude lies in
// [2^-400, 2^500] (no square over- or underflows). Other double input is
// first scaled by a power of two that puts its largest magnitude in [1, 2):
// exactly when every value keeps a magnitude of at least 2^-400 (then it
// takes stage 1 and the certificate as if screened), and otherwise with the
// values below 2^-400 flushed to 0 and a term for them in the filter's
// bound (kSphereFlushBound), which still decides inputs whose magnitudes
// differ by hundreds of binades. Float inputs need no screen.
//
// Promises: noexcept, no heap allocation, no global state; on valid input no
// floating-point exception other than inexact is raised (invalid input may
// raise FE_INVALID before it is classified). Exact under FMA contraction.
// -ffast-math is refused by config.h. Stack use: under 2 KB.
#ifndef GEOVERIFY_CORE_SPHERE_SPHERE_H
#define GEOVERIFY_CORE_SPHERE_SPHERE_H

#include <cmath>
#include <type_traits>

#include "geoverify/core/detail/double_double.h"
#include "geoverify/core/detail/int_frame.h"
#include "geoverify/core/detail/poly_exact.h"
#include "geoverify/core/detail/rescale.h"
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

/// Double input whose exponents span more than the screen is scaled by a
/// power of two so that its largest magnitude lies in [1, 2), with every
/// value that would fall below eta = kSphereScreenLo = 2^-400 replaced by 0
/// (rescale.h's rescaled_to_unit_above). The filter then evaluates the exact
/// E'' of the flushed values, which differs from the scaled E by at most
/// the sum over the four x = dx, dy, dz, s of |x^2 - x''^2| <=
/// 2 eta (2 |x''| + 2 eta) (each x moves by less than 2 eta): at most
/// 4 eta S + 16 eta^2 with S = sum |x''|. The flush term 32 eta S~ (S~ the
/// computed sum of the |x~|) covers that where S >= 16 eta, and where
/// S < 16 eta it exceeds |E~| <= S~^2 (1 + 5u), so that nothing is decided
/// (docs/error-bounds.md, "Sphere-sphere").
constexpr double kSphereFlushBound = 0x1p-395;  // 32 eta

/// Stage 1 on v = {a.c, a.r, b.c, b.r} as doubles (float input: any finite
/// values; double input: screened, every nonzero magnitude in
/// [kSphereScreenLo, kSphereScreenHi]): disjoint or overlapping when the
/// sign of E~ clears kSphereSphereBound (P~ + Q~), else Relation::invalid.
/// With flushed (values below kSphereScreenLo replaced by 0:
/// sphere_sphere_slow), the bound also has the flush term. Float: an
/// infinite or NaN value makes E~ and the bound infinite or NaN, and neither
/// comparison holds.
GEOVERIFY_ALWAYS_INLINE Relation sphere_sphere_filter(const double (&v)[8], bool flushed = false) noexcept {
  const double dx = v[0] - v[4], dy = v[1] - v[5], dz = v[2] - v[6];
  const double s = v[3] + v[7];
  const double P = dx * dx + dy * dy + dz * dz;
  const double Q = s * s;
  const double E = P - Q;
  double bound = kSphereSphereBound * (P + Q);
  if (flushed) {  // a constant false on the fast path: no work there
    bound += kSphereFlushBound * (((std::fabs(dx) + std::fabs(dy)) + std::fabs(dz)) + std::fabs(s));
  }
  if (E > bound) return Relation::disjoint;
  if (E < -bound) return Relation::overlapping;
  return Relation::invalid;
}

/// The double-double certificate's bound and range (docs/error-bounds.md,
/// "Sphere-sphere"): P = |a.c - b.c|^2 and S = (a.r + b.r)^2, each by
/// dd_norm2_of_difference (error at most 38.4 u^2 Q_P and 38.4 u^2 Q_S),
/// compared by dd_sign_of_difference (at most 4.2 u^2 (Q_P + Q_S) more): the
/// sign of F~ is E's when |F~| > 64 u^2 (Q_P + Q_S) (1 + 2^-20). Q_P and Q_S
/// must reach 2^-800, so that the bound is a normal number.
constexpr double kSphereDdBound = 0x1p-100;  // 64 u^2
constexpr double kSphereDdLo = 0x1p-800;

/// Stage 2's certificate, between the grid stage and the integer stage, on
/// screened doubles v (as sphere_sphere_filter's): disjoint or overlapping
/// when certified, else Relation::invalid (a tangency, or E within about
/// 2^-99 of the squares).
inline Relation sphere_sphere_dd(const double (&v)[8]) noexcept {
  const double ca[3] = {v[0], v[1], v[2]}, cb[3] = {v[4], v[5], v[6]};
  const double ra[3] = {v[3], 0.0, 0.0}, rb[3] = {-v[7], 0.0, 0.0};  // ra - (-rb): the radius sum
  const DdNorm2 P = dd_norm2_of_difference(ca, cb), S = dd_norm2_of_difference(ra, rb);
  if (!(P.Q >= kSphereDdLo) || !(S.Q >= kSphereDdLo)) return Relation::invalid;
  int sign = 0;
  if (!dd_sign_of_difference(P.q, S.q, (1 + 0x1p-20) * (kSphereDdBound * (P.Q + S.Q)), sign)) {
    return Relation::invalid;
  }
  return sign > 0 ? Relation::disjoint : Relation::overlapping;
}

/// Stage 2's integer frame (detail/int_frame.h) on any finite values v =
/// {a.c, a.r, b.c, b.r} with radii >= 0 (no screen: subnormals and values
/// near DBL_MAX alike): the relation from the sign of E, computed on the
/// frame's integers, when the set bits of all eight values span at most 62
/// places; else Relation::invalid. Exact: with |m_i| < 2^62, each
/// difference and the radius sum lie below 2^63 (int64), each square below
/// 2^126, and P, three squares, below 3 2^126 < 2^128 (unsigned 128 bits).
inline Relation sphere_sphere_int_frame(const double (&v)[8]) noexcept {
  std::int64_t m[8];
  int L = 0;
  if (!int_frame(v, m, L)) return Relation::invalid;
  const int e = u128_compare(u128_norm2(m[0] - m[4], m[1] - m[5], m[2] - m[6]), u128_square(m[3] + m[7]));
  return e > 0 ? Relation::disjoint : (e < 0 ? Relation::overlapping : Relation::touching);
}

/// Stage 2: the integer frame, then ss_exact in the grid stage, then, when
/// screened values v are given (double input), the double-double
/// certificate on them, then ss_exact in the integer stage. Without v, the
/// exact stages alone. Every stage but the certificate is exact on any
/// finite values; the first that answers decides.
template <class T>
GEOVERIFY_NOINLINE Relation sphere_sphere_exact(const double (&ca)[3], double ra, const double (&cb)[3], double rb,
                                                Stats* st, const double (*v)[8] = nullptr) noexcept {
  {
    const double w[8] = {ca[0], ca[1], ca[2], ra, cb[0], cb[1], cb[2], rb};
    const Relation f = sphere_sphere_int_frame(w);
    if (f != Relation::invalid) return decided_exactly(st, f);
  }
  bool grid_ok = true;
  const Relation g = ss_exact<T>(ca, ra, cb, rb, grid_ok, NumTag<GridFloat>{});
  if (grid_ok) return decided_exactly(st, g);
  if (v) {
    const Relation r = sphere_sphere_dd(*v);
    if (r != Relation::invalid) return decided_exactly(st, r);
  }
  bool ok = true;
  const Relation r = ss_exact<T>(ca, ra, cb, rb, ok, NumTag<BigFloat>{});
  if (!ok) return capacity_exceeded();
  return decided_exactly(st, r);
}

/// Validity, then what the fast path left. Double input outside the screen
/// takes the filter on its rescaling by a power of two (the relation does
/// not change), exact when every value keeps a magnitude of at least
/// kSphereScreenLo, and otherwise with the values below it flushed to 0 and
/// the filter's flush term for them (kSphereFlushBound). Screened values, the
/// input's or its exact rescaling, then take the exact stage, with the
/// double-double certificate between the grid stage and the integer stage.
template <class T>
GEOVERIFY_NOINLINE Relation sphere_sphere_slow(const Sphere<T>& a, const Sphere<T>& b, Stats* st) noexcept {
  if (!(is_valid(a) && is_valid(b))) return rejected(st);
  const double ca[3] = {a.c.x, a.c.y, a.c.z}, cb[3] = {b.c.x, b.c.y, b.c.z};
  if constexpr (std::is_same_v<T, double>) {
    const double in[8] = {a.c.x, a.c.y, a.c.z, a.r, b.c.x, b.c.y, b.c.z, b.r};
    if (admit_in_place<T>(a, kSphereScreenLo, kSphereScreenHi) &&
        admit_in_place<T>(b, kSphereScreenLo, kSphereScreenHi)) {
      return sphere_sphere_exact<T>(ca, a.r, cb, b.r, st, &in);
    }
    double v[8];
    bool flushed = false;
    if (rescaled_to_unit_above(in, kSphereScreenLo, v, flushed)) {
      const Relation r = sphere_sphere_filter(v, flushed);
      if (r != Relation::invalid) return decided_by_filter(st, r);
      if (!flushed) {  // an exact rescaling: every stage on it (the grid stage takes it as screened input)
        const double sa[3] = {v[0], v[1], v[2]}, sb[3] = {v[4], v[5], v[6]};
        return sphere_sphere_exact<T>(sa, v[3], sb, v[7], st, &v);
      }
    }
  }
  return sphere_sphere_exact<T>(ca, a.r, cb, b.r, st);
}

/// The complete predicate: the filter (float: on every input; double: on
/// screened input), then validity and the stages for what it leaves.
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
    const Relation r = sphere_sphere_filter(in);
    if (r != Relation::invalid) return decided_by_filter(st, r);
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
