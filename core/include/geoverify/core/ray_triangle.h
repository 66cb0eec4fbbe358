// SPDX-License-Identifier: MIT
// geoverify core: ray versus triangle, exact; the certified hit parameter.
//
// The set computed: the relation (relation.h) of the ray
// R = {o + t dir : tmin <= t <= tmax} (tmax may be +infinity) and the closed
// triangle P = conv(p0, p1, p2). Overlapping means the origin is interior to
// P - R, which needs a transversal crossing: dir not parallel to the
// triangle's plane, the crossing point in the triangle's relative interior,
// at a parameter strictly inside (tmin, tmax). Every other meeting is
// touching:
//   * the line through an edge or a vertex;
//   * the hit at t == tmin (an origin on the triangle) or t == tmax;
//   * a ray lying in the triangle's plane and meeting it;
//   * a point-like ray (dir == 0, or tmin == tmax) on the triangle;
//   * any meeting with a degenerate triangle (collinear vertices: the
//     segment between the two farthest apart; three equal vertices: a point).
// The triangle has no front or back: both sides count (a culling test is a
// different query). Degenerate but valid: all of the above, -0.0 components,
// subnormals, magnitudes up to FLT_MAX / DBL_MAX, tmax == +infinity (the
// default). Invalid (shapes.h): a NaN or infinity in o, dir, tmin or a
// vertex; tmin < 0; tmax < tmin or NaN. The answer is then Relation::invalid
// and intersects() is false.
//
// Exactness: the answer is exact for every finite input, float or double.
// With A_i = p_i - o (exact differences), the signed volumes
//   s_i = dir . (A_{i+1} x A_{i+2}),   S = s0 + s1 + s2 = dir . n,
//   D = A_0 . (A_1 x A_2) = n . (p0 - o),  n = (p1 - p0) x (p2 - p0),
// decide everything: the line meets the triangle only if no two s_i have
// strictly opposite signs; when S != 0 it crosses the plane at t* = D / S,
// inside the triangle iff sigma s_i >= 0 for all i (sigma = sign S), inside
// the range iff sigma (D - tmin S) >= 0 and sigma (tmax S - D) >= 0.
//   Stage 1 (the fast path) evaluates the s_i, D and the range checks in
//   double with derived error bounds (docs/error-bounds.md, "Ray–triangle"):
//   it decides "disjoint" (two s_i of opposite sign, or t* out of
//   range) and "overlapping" (all strict), and nothing else. The bounds
//   come in two passes on the same values: axis norms first (about half the
//   volumes' own arithmetic), then, only where those leave the answer
//   undecided, the tighter per-term expressions (about as much again).
//   Stage 2 evaluates the same polynomials exactly -- first, for the
//   relation of a transversal crossing and the hit bracket's comparisons
//   with t*, in the integer frame (detail/int_frame.h: when the positions
//   are integers of one binary frame whose differences lie below 2^41, and
//   the direction of another, the s_i, S and D are 128-bit integers and the
//   range comparisons 256-bit, rt_frame_relation), then in the grid stage (double arithmetic
//   that proves every step exact, detail/grid_float.h), and when a step
//   cannot be proven, in integer arithmetic (detail/bigfloat.h) -- and
//   handles S == 0 (a ray parallel to or in the
//   plane, a zero direction, a degenerate triangle): in the plane, a
//   one-dimensional linear program over t in the triangle's projection on a
//   coordinate plane; for a degenerate triangle, the ray against a segment or
//   a point.
// Double inputs with a nonzero magnitude outside [2^-250, 2^300], or a nonzero
// tmin or finite tmax outside [2^-20, 2^100], skip the filter and go to the
// exact stages: inside the screen no product or bound of the filter
// underflows or overflows (docs/error-bounds.md). The relation first scales
// such input by powers of two (positions by one, the direction by another,
// the bounds by their quotient) when that is exact and lands inside the
// screen (rt_rescaled), and then takes the filter and the exact stages on
// the scaled values.
//
// Promises: noexcept, no heap allocation, no global state; on valid input no
// floating-point exception other than inexact. Stack: the integer stage keeps
// its numbers on the stack, about 60 KB for double input (GCC 12,
// -fstack-usage) and a sixth of that for float; mind small thread stacks. Exact under FMA contraction:
// every bound holds for any mix of fused and unfused evaluation. -ffast-math
// is refused by config.h.
#ifndef GEOVERIFY_CORE_RAY_TRIANGLE_H
#define GEOVERIFY_CORE_RAY_TRIANGLE_H

#include <cmath>
#include <limits>
#include <type_traits>

#include "geoverify/core/config.h"
#include "geoverify/core/detail/bigfloat.h"
#include "geoverify/core/detail/double_double.h"
#include "geoverify/core/detail/int_frame.h"
#include "geoverify/core/detail/roundoff.h"
#include "geoverify/core/detail/stage.h"
#include "geoverify/core/detail/poly_exact.h"
#include "geoverify/core/detail/rescale.h"
#include "geoverify/core/detail/volume.h"
#include "geoverify/core/ray_hit.h"
#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"

namespace gv {

namespace detail {

/// Screen of the ray-triangle filter for double inputs (see the file comment):
/// the volume filters' screen (detail/volume.h) for the coordinates.
constexpr double kRtScreenLo = kVolumeScreenLo;
constexpr double kRtScreenHi = kVolumeScreenHi;
constexpr double kRtParamLo = 0x1p-20;
constexpr double kRtParamHi = 0x1p+100;
/// Floor under the magnitudes that 2u multiplies in the composed bounds, so
/// that the product stays normal (no underflow flag); larger is only safer.
constexpr double kRtMagnitudeFloor = 0x1p-900;

/// Bound for a signed volume s = dir . (a x b) whose a and b are computed
/// differences fl(p - o), in units of the axis-norm expression
///   Q = |d_x| M_y M_z + |d_y| M_z M_x + |d_z| M_x M_y,
/// M_k the largest |a_ik| of the three computed differences on axis k: each
/// of the six products of s accumulates at most seven roundings (two
/// differences, the product, the cross product's difference, the product
/// with dir, two additions), so |s~ - s| <= gamma_7 P with P = sum |d_x|
/// (|A_y||B_z| + |A_z||B_y|) <= 2 Q / (1 - u)^2 (A = p - o exactly, |A| <=
/// |a| / (1 - u)); Q~, computed as fl(fl(|d_x| fl(M_y M_z)) + ...) with two
/// additions, is at least Q (1 - u)^4. c = 16u >= 2 gamma_7 / (1 - u)^6
/// (= 14u (1 + 13u + O(u^2))) makes c Q~ a bound (c is a power of two: the
/// product is exact). One bound serves the three volumes. Derivation:
/// docs/error-bounds.md.
constexpr double kRtVolumeBound = 16 * kU;
/// The same for D = a0 . (a1 x a2), all three factors computed differences,
/// in units of M_x M_y M_z computed as fl(fl(M_x M_y) M_z): a volume of three
/// computed differences within the axis norms, whose bound factor is
/// detail/volume.h's kVolumeNormBound (eight roundings, P_D <= 6 M_x M_y M_z
/// / (1 - u)^3, the computed product at least M_x M_y M_z (1 - u)^2, so
/// c = 64u >= 6 gamma_8 / (1 - u)^5 = 48u (1 + 13u + O(u^2))); one constant,
/// named here for the filter's D.
constexpr double kRtDetBound = kVolumeNormBound;
/// The per-term bounds of the escalation (rt_tighten): the same error, in
/// units of P = sum |d_x| (|a_y||b_z| + |a_z||b_y|) computed from the |a|
/// (each >= |A| (1 - u)) with five further roundings, so P <= P~ / (1 - u)^7
/// and c = 8u >= gamma_7 / (1 - u)^7 = 7u (1 + 14u + O(u^2)).
constexpr double kRtTermVolumeBound = 8 * kU;
/// The same for D with eight roundings, in units of P_D = sum |a0_x| (|a1_y||a2_z|
/// + |a1_z||a2_y|): c = 9u >= gamma_8 / (1 - u)^8, the volume bound of
/// detail/volume.h.
constexpr double kRtTermDetBound = kVolumeBound;
/// Absolute floor added to the range checks' bounds: covers the underflow of
/// a product tmin * S~ (an absolute error below 2^-1074).
constexpr double kRtRangeFloor = 0x1p-1000;
/// Relative inflation of composed bounds (absorbs their own roundings).
constexpr double kRtInflate = 1 + 0x1p-20;

/// The inputs in double (float promotes exactly).
struct RtInput {
  double o[3], d[3], p[3][3];
  double t0, t1;
  bool t1_finite;
};

template <class T>
inline RtInput rt_input(const Ray<T>& r, const Triangle<T>& tri) noexcept {
  RtInput in;
  const Vec3<T>* v[3] = {&tri.p0, &tri.p1, &tri.p2};
  for (int k = 0; k < 3; ++k) {
    in.o[k] = static_cast<double>(get(r.o, k));
    in.d[k] = static_cast<double>(get(r.dir, k));
    for (int i = 0; i < 3; ++i) in.p[i][k] = static_cast<double>(get(*v[i], k));
  }
  in.t0 = static_cast<double>(r.tmin);
  in.t1_finite = r.tmax <= std::numeric_limits<T>::max();
  in.t1 = in.t1_finite ? static_cast<double>(r.tmax) : 0.0;
  return in;
}

/// True iff the filter may run on these inputs.
template <class T>
inline bool rt_filterable(const RtInput& in) noexcept {
  if constexpr (std::is_same_v<T, float>) {
    return true;  // every finite float: see the error-bound derivation
  } else {
    bool ok = true;
    auto in_range = [](double x) {
      const double a = std::fabs(x);
      return (a == 0.0) | ((a >= kRtScreenLo) & (a <= kRtScreenHi));
    };
    for (int k = 0; k < 3; ++k) {
      ok &= in_range(in.o[k]) & in_range(in.d[k]);
      for (int i = 0; i < 3; ++i) ok &= in_range(in.p[i][k]);
    }
    auto param_in_range = [](double t) { return (t == 0.0) | ((t >= kRtParamLo) & (t <= kRtParamHi)); };
    ok &= param_in_range(in.t0);
    if (in.t1_finite) ok &= param_in_range(in.t1);
    return ok;
  }
}

/// The ray's part of rt_filterable for a valid ray: o and dir (read where
/// they lie, stage.h's admit_values) in the coordinates' range, tmin and a
/// finite tmax in the parameters' range (tmin >= 0, tmax >= tmin on valid
/// input). Shared with the triangle batch (ray_triangle_batch.h).
template <class T>
inline bool rt_ray_screened(const Ray<T>& r) noexcept {
  if constexpr (std::is_same_v<T, float>) {
    return true;  // every finite float: see the error-bound derivation
  } else {
    bool params = true;
    admit(params, r.tmin, kRtParamLo, kRtParamHi);
    if (r.tmax <= std::numeric_limits<double>::max()) admit(params, r.tmax, kRtParamLo, kRtParamHi);
    return params && admit_values<T, 6>(ray_values_in_place(r), kRtScreenLo, kRtScreenHi);
  }
}

/// rt_filterable<T>(rt_input(r, tri)) for a valid ray and triangle, read from
/// the shapes where they lie: the same ranges, one vector comparison per 16
/// bytes for double input instead of one scalar test per value.
template <class T>
inline bool rt_screened(const Ray<T>& r, const Triangle<T>& tri) noexcept {
  if constexpr (std::is_same_v<T, float>) {
    return true;  // every finite float: see the error-bound derivation
  } else {
    return rt_ray_screened(r) && admit_in_place<T>(tri, kRtScreenLo, kRtScreenHi);
  }
}

/// The filter's values: the signed volumes, D, and the bounds of the pass
/// that ran last: the first (rt_filter_values: one axis-norm bound
/// kRtVolumeBound Q~ for the three e_i, eD = kRtDetBound M_x M_y M_z) or,
/// when tight, the second (rt_tighten: the per-term bounds).
struct RtFilter {
  double s[3], e[3];   // s_i and its error bound
  double D, eD;        // D and its error bound
  bool tight = false;  // the bounds are rt_tighten's
};

inline RtFilter rt_filter_values(const RtInput& in) noexcept {
  // a_i = fl(p_i - o), written out (the loops with cyclic indices compiled
  // to about twice the instructions).
  const double ax = in.p[0][0] - in.o[0], ay = in.p[0][1] - in.o[1], az = in.p[0][2] - in.o[2];
  const double bx = in.p[1][0] - in.o[0], by = in.p[1][1] - in.o[1], bz = in.p[1][2] - in.o[2];
  const double cx = in.p[2][0] - in.o[0], cy = in.p[2][1] - in.o[1], cz = in.p[2][2] - in.o[2];
  const auto max3 = [](double u, double v, double w) {
    const double uv = u > v ? u : v;
    return w > uv ? w : uv;
  };
  // M_k = the largest |a_ik| on axis k
  const double Mx = max3(std::fabs(ax), std::fabs(bx), std::fabs(cx));
  const double My = max3(std::fabs(ay), std::fabs(by), std::fabs(cy));
  const double Mz = max3(std::fabs(az), std::fabs(bz), std::fabs(cz));
  // c_0 = a_1 x a_2, c_1 = a_2 x a_0, c_2 = a_0 x a_1
  const double c0x = by * cz - bz * cy, c0y = bz * cx - bx * cz, c0z = bx * cy - by * cx;
  const double c1x = cy * az - cz * ay, c1y = cz * ax - cx * az, c1z = cx * ay - cy * ax;
  const double c2x = ay * bz - az * by, c2y = az * bx - ax * bz, c2z = ax * by - ay * bx;
  const double dx = in.d[0], dy = in.d[1], dz = in.d[2];
  RtFilter f;
  f.s[0] = dx * c0x + dy * c0y + dz * c0z;
  f.s[1] = dx * c1x + dy * c1y + dz * c1z;
  f.s[2] = dx * c2x + dy * c2y + dz * c2z;
  f.D = ax * c0x + ay * c0y + az * c0z;
  const double myz = My * Mz, mzx = Mz * Mx, mxy = Mx * My;
  const double Q = (std::fabs(dx) * myz + std::fabs(dy) * mzx) + std::fabs(dz) * mxy;
  f.e[0] = f.e[1] = f.e[2] = kRtVolumeBound * Q;
  f.eD = kRtDetBound * (mxy * Mz);  // volume_norm_bound's product, from the shared mxy
  return f;
}

/// The escalation's tighter bounds, for the values of rt_filter_values (the
/// same s_i and D): each e_i becomes kRtTermVolumeBound times its own volume
/// in absolute values, eD kRtTermDetBound times D's; f.tight turns true. They cost about as much
/// as the volumes themselves, so the filter asks for them only where the
/// norm bounds leave the answer undecided (rt_filter_decide). Both are
/// bounds of the same errors, so either may decide. Out of line: it is the
/// cold path, and inlined it slowed the callers' hot paths.
GEOVERIFY_NOINLINE inline void rt_tighten(const RtInput& in, RtFilter& f) noexcept {
  double m[3][3];  // |a_i| = |fl(p_i - o)|
  for (int i = 0; i < 3; ++i) {
    for (int k = 0; k < 3; ++k) m[i][k] = std::fabs(in.p[i][k] - in.o[k]);
  }
  const double ad[3] = {std::fabs(in.d[0]), std::fabs(in.d[1]), std::fabs(in.d[2])};
  double cm0[3];
  for (int i = 0; i < 3; ++i) {
    const double* mx = m[(i + 1) % 3];
    const double* my = m[(i + 2) % 3];
    const double cm[3] = {mx[1] * my[2] + mx[2] * my[1], mx[2] * my[0] + mx[0] * my[2], mx[0] * my[1] + mx[1] * my[0]};
    f.e[i] = kRtTermVolumeBound * (ad[0] * cm[0] + ad[1] * cm[1] + ad[2] * cm[2]);
    if (i == 0) {
      for (int k = 0; k < 3; ++k) cm0[k] = cm[k];
    }
  }
  f.eD = kRtTermDetBound * (m[0][0] * cm0[0] + m[0][1] * cm0[1] + m[0][2] * cm0[2]);
  f.tight = true;
}

/// S~ and its bound, for s_i of one sign (all decided): |S| = sum |s_i|.
inline void rt_sum(const RtFilter& f, double& S, double& eS) noexcept {
  S = f.s[0] + f.s[1] + f.s[2];
  const double mag = std::fabs(f.s[0]) + std::fabs(f.s[1]) + std::fabs(f.s[2]);
  eS = kRtInflate * (f.e[0] + f.e[1] + f.e[2] + 2 * kU * std::fmax(mag, kRtMagnitudeFloor));
}

/// sigma * sign(D - t S) for a parameter t >= 0 (t * S and D - t S in double):
/// +1 / -1 when decided, 0 when the filter cannot tell.
inline int rt_filter_range(const RtFilter& f, double S, double eS, double t, int sigma) noexcept {
  const double tS = t * S;
  const double x = f.D - tS;
  const double mag = std::fmax(std::fabs(f.D) + std::fabs(tS), kRtMagnitudeFloor);
  const double b = kRtInflate * (f.eD + t * eS + 2 * kU * mag) + kRtRangeFloor;
  if (x > b) return sigma;
  if (x < -b) return -sigma;
  return 0;
}

/// An interval [lo, hi] holding the plane crossing t* = D / S, from the
/// filter's certified D~ and S~ (the bounds of rt_sum and of either pass,
/// rt_filter_values or rt_tighten, hold whatever the signs of the s_i):
/// when |S~| > eS the sign of S is certain and t* lies in [(sD~ - eD) / (|S~| +- eS), (sD~ + eD) / (|S~| -+ eS)]
/// (s = sign S~, the denominator chosen by the numerator's sign), each end
/// at most three roundings from its exact value and widened
/// (detail::widen_down / widen_up, ray_hit.h). guess is sD~ / |S~|. False
/// when S is not certified or a quotient would leave (2^-1000, 2^1000)
/// (docs/error-bounds.md, "Ray through a hierarchy").
inline bool rt_parameter_interval(const RtFilter& f, double& lo, double& hi, double& guess) noexcept {
  double S, eS;
  rt_sum(f, S, eS);
  const double aS = std::fabs(S);
  if (!(aS > eS)) return false;
  const double D = S > 0 ? f.D : -f.D;
  const double nlo = D - f.eD, nhi = D + f.eD;  // exact near zero (Sterbenz): their signs are right
  double qlo = 0, qhi = 0;
  if (!quotient_in_range(nlo, nlo >= 0 ? aS + eS : aS - eS, qlo) ||
      !quotient_in_range(nhi, nhi >= 0 ? aS - eS : aS + eS, qhi)) {
    return false;
  }
  if (!quotient_in_range(D, aS, guess)) guess = qlo;
  lo = widen_down(qlo);
  hi = widen_up(qhi);
  return true;
}

// ---- the double-double bracket of a transversal crossing --------------------
//
// A double one ulp from t* = D / S is below the resolution of any double
// evaluation of D and S, so for double input the bracket of a hit parameter
// used to need the integer stage. Evaluated in double-double
// (detail/double_double.h), D and S carry errors of order u^2 times their
// magnitudes, and sign(t* - c) = sign(D - c S) sign(S) is decided for every
// candidate c except those within about u^2 of t* relatively: in practice
// only a t* that is itself a double (an exact contact) reaches the exact
// stage. Derivation: docs/error-bounds.md, "The double-double bracket".

/// The error bound, in units of the permanents P_D and P_S (D and S with
/// absolute values): the comparison's F~ = D~ - c S~ is within
/// 68.2 u^2 P_D + 61.3 u^2 c P_S of D - c S, and |S~ - S| <= 51.1 u^2 P_S
/// (u^2 = 2^-106; derived in docs/error-bounds.md, "The double-double
/// bracket"). 128 u^2 is a power of two: its products are exact.
constexpr double kRtDdBound = 0x1p-99;  // 128 u^2
/// The permanents must reach this (larger is only safer): then no bound or
/// product of the comparison underflows.
constexpr double kRtDdMagnitudeLo = 0x1p-800;
/// The candidates the comparison takes: c in [2^-60, 2^60] keeps c S on the
/// grid 2^-1018 (no underflow) and below 2^970 (no overflow).
constexpr double kRtDdParamLo = 0x1p-60;
constexpr double kRtDdParamHi = 0x1p+60;

/// D and S in double-double with their error bounds; s the certain sign of S.
struct RtDdFrac {
  Dd D, S;
  double eD = 0, eS = 0;
  int s = 0;
};

/// Evaluates D = n . (p0 - o) and S = dir . n, n = (p1 - p0) x (p2 - p0), in
/// double-double. True when the sign of S is certain (|S~| > eS) and the
/// magnitudes are in range. Precondition: the filter's screen
/// (rt_filterable(), or float input): every value is then on the grid
/// 2^-906 or coarser and below 2^906.
inline bool rt_dd_frac(const RtInput& in, RtDdFrac& f) noexcept {
  Dd e1[3], e2[3], a[3];
  double m1[3], m2[3];
  for (int k = 0; k < 3; ++k) {
    e1[k] = dd_diff(in.p[1][k], in.p[0][k]);
    e2[k] = dd_diff(in.p[2][k], in.p[0][k]);
    a[k] = dd_diff(in.p[0][k], in.o[k]);
    m1[k] = std::fabs(e1[k].h);
    m2[k] = std::fabs(e2[k].h);
  }
  Dd n[3];
  double pn[3];
  for (int k = 0; k < 3; ++k) {
    const int i = (k + 1) % 3, j = (k + 2) % 3;
    n[k] = dd_sub(dd_mul(e1[i], e2[j]), dd_mul(e1[j], e2[i]));
    pn[k] = m1[i] * m2[j] + m1[j] * m2[i];
  }
  f.S = dd_sum3(dd_scale(in.d[0], n[0]), dd_scale(in.d[1], n[1]), dd_scale(in.d[2], n[2]));
  f.D = dd_sum3(dd_mul(a[0], n[0]), dd_mul(a[1], n[1]), dd_mul(a[2], n[2]));
  const double pS = std::fabs(in.d[0]) * pn[0] + std::fabs(in.d[1]) * pn[1] + std::fabs(in.d[2]) * pn[2];
  const double pD = std::fabs(a[0].h) * pn[0] + std::fabs(a[1].h) * pn[1] + std::fabs(a[2].h) * pn[2];
  if (!(pS >= kRtDdMagnitudeLo) || (pD != 0.0 && !(pD >= kRtDdMagnitudeLo))) return false;
  f.eS = kRtInflate * (kRtDdBound * pS);
  f.eD = kRtInflate * (kRtDdBound * pD);
  if (!(std::fabs(f.S.h) > kRtInflate * f.eS)) return false;
  f.s = f.S.h > 0 ? 1 : -1;
  return true;
}

/// sign(t* - c) into sign, when the double-double values decide it; false
/// when they do not (c within the bounds' reach of t*, or c outside
/// [kRtDdParamLo, kRtDdParamHi]).
inline bool rt_dd_compare(const RtDdFrac& f, double c, int& sign) noexcept {
  if (!(c >= kRtDdParamLo && c <= kRtDdParamHi)) return false;
  const Dd cs = two_prod(c, f.S.h);
  const double m = c * f.S.l;
  const Dd hi = two_sum(f.D.h, -cs.h);
  const double low = ((f.D.l - cs.l) - m) + hi.l;
  const double F = hi.h + low;  // sign(F) == sign(hi.h + low) exactly
  if (!(std::fabs(F) > kRtInflate * (f.eD + c * f.eS))) return false;
  sign = (F > 0) == (f.s > 0) ? 1 : -1;
  return true;
}

/// The certified bracket (RayHit's rules) of a transversal crossing's
/// t* = D / S, known to be the first hit: the candidates are compared by
/// rt_dd_compare, and by exact_sign(c) = sign(t* - c), exactly, only where
/// it cannot decide. The first candidate is D~ / S~ (within an ulp or two of
/// t*), else fallback_guess.
template <class T, class ExactSign>
inline void rt_dd_bracket(const RtDdFrac& f, double fallback_guess, ExactSign&& exact_sign, T& lo,
                          T& hi) noexcept {
  double guess = 0;
  if (!quotient_in_range(f.D.h, f.S.h, guess)) guess = fallback_guess;
  const auto sign_of = [&f, &exact_sign](T c) {
    int s = 0;
    if (rt_dd_compare(f, static_cast<double>(c), s)) return s;
    return exact_sign(c);
  };
  bracket_from_candidate<T>(sign_of, bracket_candidate<T>(guess), lo, hi);
}

/// Stage 1: Relation::invalid when undecided.
inline Relation rt_filter(const RtInput& in, const RtFilter& f) noexcept {
  int pos = 0, neg = 0;
  for (int i = 0; i < 3; ++i) {
    pos += f.s[i] > f.e[i];
    neg += f.s[i] < -f.e[i];
  }
  if (pos > 0 && neg > 0) return Relation::disjoint;  // the line misses the triangle
  if (pos + neg < 3) return Relation::invalid;        // an s_i undecided or zero
  const int sigma = pos == 3 ? 1 : -1;
  double S, eS;
  rt_sum(f, S, eS);
  const int lo = in.t0 == 0.0 ? (f.D > f.eD ? sigma : f.D < -f.eD ? -sigma : 0)
                              : rt_filter_range(f, S, eS, in.t0, sigma);
  if (lo < 0) return Relation::disjoint;  // t* < tmin
  if (lo == 0) return Relation::invalid;
  if (in.t1_finite) {
    const int hi = rt_filter_range(f, S, eS, in.t1, sigma);  // sign of t* - tmax
    if (hi > 0) return Relation::disjoint;
    if (hi == 0) return Relation::invalid;
  }
  return Relation::overlapping;
}

/// The escalation's second pass, out of line: the first pass's code stays
/// small where it is inlined (the calls it leaves undecided are few).
GEOVERIFY_NOINLINE inline Relation rt_filter_tightened(const RtInput& in, RtFilter& f) noexcept {
  rt_tighten(in, f);
  return rt_filter(in, f);
}

/// Stage 1 with its escalation: the norm bounds of rt_filter_values, and
/// where they leave the answer undecided, the per-term bounds (rt_tighten)
/// on the same values. f holds the bounds that were used last.
/// Relation::invalid when both leave it undecided.
inline Relation rt_filter_decide(const RtInput& in, RtFilter& f) noexcept {
  f = rt_filter_values(in);
  const Relation rel = rt_filter(in, f);
  if (rel != Relation::invalid) return rel;
  return rt_filter_tightened(in, f);
}

/// rt_parameter_interval with the escalation: from f's bounds and, when they
/// give none or `accept` refuses it (e.g. a float lies in it), from the
/// per-term bounds, unless f holds them already. accept(lo, hi) -> bool.
template <class Accept>
inline bool rt_interval_escalating(const RtInput& in, RtFilter& f, double& lo, double& hi, double& guess,
                                   Accept&& accept) noexcept {
  for (;;) {
    if (rt_parameter_interval(f, lo, hi, guess) && accept(lo, hi)) return true;
    if (f.tight) return false;
    rt_tighten(in, f);
  }
}

// ---- stage 2: exact ----------------------------------------------------------

template <class T>
struct RtCaps {
  static constexpr int d1 = PolyCaps<T>::d1;
  static constexpr int d2 = PolyCaps<T>::d2;
  static constexpr int d3 = PolyCaps<T>::d3;
  static constexpr int d4 = PolyCaps<T>::d4;
  static constexpr int d5 = PolyCaps<T>::deg(5);
};

/// An exact parameter num / den, den > 0, both of degree <= 4, in the
/// integer stage's numbers (BigFloat) or the grid stage's (GridFloat).
template <class T, template <int> class Num = BigFloat>
struct RtFrac {
  Num<RtCaps<T>::d4> num, den;
};

template <template <int> class Num, int N, int A>
inline void big_negate_copy(Num<N>& dst, const Num<A>& src, bool negate, bool& ok) noexcept {
  ok &= big_copy(dst, src);
  if (negate) big_negate(dst);
}

/// r = x * y - z * w.
template <template <int> class Num, int N, int A, int B, int C, int D>
inline bool big_mul_sub(Num<N>& r, const Num<A>& x, const Num<B>& y, const Num<C>& z, const Num<D>& w) noexcept {
  Num<N> p, q;
  bool ok = big_mul(p, x, y);
  ok &= big_mul(q, z, w);
  ok &= big_add(r, p, q, /*negate_b=*/true);
  return ok;
}

/// sign(a.num * b.den - b.num * a.den): the sign of a - b.
template <class T, template <int> class Num>
inline int rt_compare(const RtFrac<T, Num>& a, const RtFrac<T, Num>& b, bool& ok) noexcept {
  Num<2 * RtCaps<T>::d4> r;
  ok &= big_mul_sub(r, a.num, b.den, b.num, a.den);
  return big_sign(r);
}

/// sign(q - c) for a parameter q and a value c of T.
template <class T>
inline int rt_compare_with(const RtFrac<T>& q, double c, bool& ok) noexcept {
  BigFloat<4> cb;
  big_set(cb, c);
  BigFloat<RtCaps<T>::d5> cd, r;
  ok &= big_mul(cd, cb, q.den);
  ok &= big_add(r, q.num, cd, /*negate_b=*/true);
  return big_sign(r);
}

template <class T, template <int> class Num, int A, int B>
inline void rt_set_frac(RtFrac<T, Num>& f, const Num<A>& num, const Num<B>& den, bool& ok) noexcept {
  ok &= big_copy(f.num, num);
  ok &= big_copy(f.den, den);
}

/// True iff tmin <= t <= tmax, exactly (no upper end when tmax is infinite).
template <class T, template <int> class Num>
inline bool rt_within_range(const RtFrac<T, Num>& t, const RtInput& in, bool& ok) noexcept {
  Num<4> one, end;
  big_set(one, 1.0);
  RtFrac<T, Num> bound;
  big_set(end, in.t0);
  rt_set_frac(bound, end, one, ok);
  if (rt_compare(t, bound, ok) < 0) return false;
  if (!in.t1_finite) return true;
  big_set(end, in.t1);
  rt_set_frac(bound, end, one, ok);
  return rt_compare(t, bound, ok) <= 0;
}

/// The exact relation; when first is given and the ray meets the triangle,
/// *first receives the first hit parameter.
template <class T, template <int> class Num = BigFloat>
inline Relation rt_exact(const RtInput& in, RtFrac<T, Num>* first, bool& ok) noexcept {
  using C = RtCaps<T>;
  BigVec<C::d1, Num> A[3];
  BigVec<4, Num> dv;
  Num<4> t0, t1, one;
  for (int k = 0; k < 3; ++k) {
    big_set(dv.c[k], in.d[k]);
    for (int i = 0; i < 3; ++i) ok &= big_diff(A[i].c[k], in.p[i][k], in.o[k]);
  }
  // ok false: a step the grid stage could not prove exact; the integer
  // stage answers instead, so this one stops here and below.
  if (!ok) return Relation::invalid;
  big_set(t0, in.t0);
  big_set(t1, in.t1);
  big_set(one, 1.0);
  BigVec<C::d2, Num> c[3];
  Num<C::d3> s[3], S, D;
  for (int i = 0; i < 3; ++i) {
    ok &= big_cross(c[i], A[(i + 1) % 3], A[(i + 2) % 3]);
    ok &= big_dot3(s[i], dv, c[i]);
  }
  big_zero(S);
  for (int i = 0; i < 3; ++i) ok &= big_accumulate(S, s[i]);
  ok &= big_dot3(D, A[0], c[0]);
  if (!ok) return Relation::invalid;
  const int sigma = big_sign(S);
  if (sigma != 0) {
    // Transversal: one crossing at t* = D / S.
    bool strict = true;
    for (int i = 0; i < 3; ++i) {
      const int g = sigma * big_sign(s[i]);
      if (g < 0) return Relation::disjoint;
      strict &= g > 0;
    }
    Num<C::d4> tS, x;
    ok &= big_mul(tS, t0, S);
    ok &= big_add(x, D, tS, /*negate_b=*/true);  // D - tmin S
    const int lo = sigma * big_sign(x);
    if (lo < 0) return Relation::disjoint;
    strict &= lo > 0;
    if (in.t1_finite) {
      ok &= big_mul(tS, t1, S);
      ok &= big_add(x, tS, D, /*negate_b=*/true);  // tmax S - D
      const int hi = sigma * big_sign(x);
      if (hi < 0) return Relation::disjoint;
      strict &= hi > 0;
    }
    if (first) {
      big_negate_copy(first->num, D, sigma < 0, ok);
      big_negate_copy(first->den, S, sigma < 0, ok);
    }
    return strict ? Relation::overlapping : Relation::touching;
  }
  // S == 0: never overlapping.
  BigVec<C::d2, Num> n;
  for (int k = 0; k < 3; ++k) {
    big_zero(n.c[k]);
    for (int i = 0; i < 3; ++i) ok &= big_accumulate(n.c[k], c[i].c[k]);
  }
  if (!big_is_zero(n)) {
    if (big_sign(D) != 0) return Relation::disjoint;  // parallel to the plane, off it (or a point off it)
    // In the plane: project along an axis k with n_k != 0 (a bijection of the
    // plane); edge i runs from p_{i+1} to p_{i+2}, and sk * cross2(E_i, x - p_{i+1})
    // >= 0 inside, sk = sign(n_k). Along the ray: a_i + t b_i.
    int k = 0;
    while (big_sign(n.c[k]) == 0) ++k;
    const int sk = big_sign(n.c[k]);
    const int u = (k + 1) % 3, v = (k + 2) % 3;
    RtFrac<T, Num> lower[4], upper[4];
    int nl = 0, nu = 0;
    rt_set_frac(lower[nl++], t0, one, ok);
    if (in.t1_finite) rt_set_frac(upper[nu++], t1, one, ok);
    for (int i = 0; i < 3; ++i) {
      const BigVec<C::d1, Num>& from = A[(i + 1) % 3];
      Num<C::d1> Eu, Ev;
      ok &= big_add(Eu, A[(i + 2) % 3].c[u], from.c[u], /*negate_b=*/true);
      ok &= big_add(Ev, A[(i + 2) % 3].c[v], from.c[v], /*negate_b=*/true);
      Num<C::d2> a, b;
      ok &= big_mul_sub(a, Ev, from.c[u], Eu, from.c[v]);  // cross2(E, -A_{i+1})
      ok &= big_mul_sub(b, Eu, dv.c[v], Ev, dv.c[u]);      // cross2(E, d)
      if (sk < 0) {
        big_negate(a);
        big_negate(b);
      }
      const int gb = big_sign(b);
      if (gb == 0) {
        if (big_sign(a) < 0) return Relation::disjoint;
        continue;
      }
      if (gb > 0) {  // t >= -a / b
        RtFrac<T, Num>& f = lower[nl++];
        big_negate_copy(f.num, a, true, ok);
        big_negate_copy(f.den, b, false, ok);
      } else {  // t <= a / (-b)
        RtFrac<T, Num>& f = upper[nu++];
        big_negate_copy(f.num, a, false, ok);
        big_negate_copy(f.den, b, true, ok);
      }
    }
    for (int i = 0; i < nl; ++i) {
      for (int j = 0; j < nu; ++j) {
        if (rt_compare(lower[i], upper[j], ok) > 0) return Relation::disjoint;
      }
    }
    if (first) {
      int best = 0;
      for (int i = 1; i < nl; ++i) {
        if (rt_compare(lower[i], lower[best], ok) > 0) best = i;
      }
      *first = lower[best];
    }
    return Relation::touching;
  }
  // A degenerate triangle: the segment [a, a + e] between the two vertices
  // farthest apart (all vertices lie on it), or a point when e == 0.
  int ia = 0, ib = 1;
  Num<C::d2> far;
  {
    BigVec<C::d1, Num> e;
    for (int k = 0; k < 3; ++k) ok &= big_add(e.c[k], A[1].c[k], A[0].c[k], true);
    ok &= big_norm2(far, e);
    const int pairs[2][2] = {{1, 2}, {0, 2}};
    for (const auto& pr : pairs) {
      for (int k = 0; k < 3; ++k) ok &= big_add(e.c[k], A[pr[1]].c[k], A[pr[0]].c[k], true);
      Num<C::d2> len;
      ok &= big_norm2(len, e);
      if (big_compare(len, far) > 0) {
        ok &= big_copy(far, len);
        ia = pr[0];
        ib = pr[1];
      }
    }
  }
  const BigVec<C::d1, Num>& w = A[ia];  // a - o
  BigVec<C::d1, Num> e;
  for (int k = 0; k < 3; ++k) ok &= big_add(e.c[k], A[ib].c[k], A[ia].c[k], true);
  const bool d_zero = big_is_zero(dv);
  Num<C::d2> dd;
  ok &= big_norm2(dd, dv);
  if (big_sign(far) == 0) {  // a point: o + t d == a
    if (d_zero) {
      if (!big_is_zero(w)) return Relation::disjoint;
      if (first) rt_set_frac(*first, t0, one, ok);
      return Relation::touching;
    }
    BigVec<C::d2, Num> wxd;
    ok &= big_cross(wxd, w, dv);
    if (!big_is_zero(wxd)) return Relation::disjoint;
    Num<C::d2> wd;
    ok &= big_dot3(wd, w, dv);
    RtFrac<T, Num> t;
    rt_set_frac(t, wd, dd, ok);
    if (!rt_within_range(t, in, ok)) return Relation::disjoint;
    if (first) *first = t;
    return Relation::touching;
  }
  BigVec<C::d2, Num> m;  // d x e
  ok &= big_cross(m, dv, e);
  if (!big_is_zero(m)) {
    // Lines not parallel: they meet iff coplanar, at
    // t = ((a - o) x e) . m / m.m and s = ((a - o) x d) . m / m.m.
    Num<C::d3> wm;
    ok &= big_dot3(wm, w, m);
    if (big_sign(wm) != 0) return Relation::disjoint;
    BigVec<C::d2, Num> wxe, wxd;
    ok &= big_cross(wxe, w, e);
    ok &= big_cross(wxd, w, dv);
    RtFrac<T, Num> t, sp, zero, unit;  // sp: the segment's parameter
    ok &= big_dot3(t.num, wxe, m);
    ok &= big_norm2(t.den, m);
    ok &= big_dot3(sp.num, wxd, m);
    ok &= big_copy(sp.den, t.den);
    big_zero(zero.num);
    big_set(zero.den, 1.0);
    big_set(unit.num, 1.0);
    big_set(unit.den, 1.0);
    if (rt_compare(sp, zero, ok) < 0 || rt_compare(sp, unit, ok) > 0) return Relation::disjoint;
    if (!rt_within_range(t, in, ok)) return Relation::disjoint;
    if (first) *first = t;
    return Relation::touching;
  }
  if (d_zero) {  // the point o on the segment: o == a + s e, s = -(w.e) / e.e in [0, 1]
    BigVec<C::d2, Num> wxe;
    ok &= big_cross(wxe, w, e);
    if (!big_is_zero(wxe)) return Relation::disjoint;
    Num<C::d2> we;
    ok &= big_dot3(we, w, e);
    if (big_sign(we) > 0) return Relation::disjoint;  // s < 0
    Num<C::d2> mwe;
    big_negate_copy(mwe, we, true, ok);
    if (big_compare(mwe, far) > 0) return Relation::disjoint;  // s > 1
    if (first) rt_set_frac(*first, t0, one, ok);
    return Relation::touching;
  }
  // Parallel lines: collinear or disjoint. The segment's ends at t = (w.d) / d.d
  // and ((w + e).d) / d.d.
  BigVec<C::d2, Num> wxd;
  ok &= big_cross(wxd, w, dv);
  if (!big_is_zero(wxd)) return Relation::disjoint;
  RtFrac<T, Num> ta, tb, lo, hi;
  ok &= big_dot3(ta.num, w, dv);
  Num<C::d2> ed;
  ok &= big_dot3(ed, e, dv);
  ok &= big_add(tb.num, ta.num, ed);
  ok &= big_copy(ta.den, dd);
  ok &= big_copy(tb.den, dd);
  const RtFrac<T, Num>& near = rt_compare(ta, tb, ok) <= 0 ? ta : tb;
  const RtFrac<T, Num>& farther = &near == &ta ? tb : ta;
  rt_set_frac(lo, t0, one, ok);
  if (rt_compare(farther, lo, ok) < 0) return Relation::disjoint;
  if (in.t1_finite) {
    rt_set_frac(hi, t1, one, ok);
    if (rt_compare(near, hi, ok) > 0) return Relation::disjoint;
  }
  if (first) *first = rt_compare(near, lo, ok) > 0 ? near : lo;
  return Relation::touching;
}

// ---- stage 2, first step: the integer frame -----------------------------------
//
// The inputs that reach the exact stage are mostly exact contacts built on a
// lattice, and those fit the integer frame (int_frame.h): the twelve
// positions as integers M 2^L and the direction as integers N 2^Ld. The
// differences A_i = p_i - o are then int64 values. Where they lie below 2^b
// and the N_k below 2^bn in magnitude, each cross-product component
// A_y B_z - A_z B_y lies below 2^(2b + 1), each s_i below 3 2^(2b + bn + 1),
// S (as dir . (A_1 - A_0) x (A_2 - A_0), edges below 2^(b + 1)) below
// 3 2^(2b + bn + 3) < 2^(2b + bn + 5) and D below 2^(3b + 3); for b <= 41 and
// 2b + bn <= 122 all are below 2^127, exact in I128, computed without one
// exponent comparison or normalisation. s_i = s'_i 2^(Ld + 2L), S likewise,
// and D = D' 2^(3L). A comparison of t* = D / S with a double c = m 2^e is
// sigma sign(D' 2^(3L) - (m S') 2^(Ld + 2L + e)): sigma sign(D') for c = 0,
// else in I256 (i256_compare_scaled; |m S'| < 2^180). S == 0 (a ray
// parallel to or in the plane, a degenerate triangle, a zero direction) is
// left to the later stages, as is input the frame refuses.

/// Bits of the integer frame's differences and direction (see above).
constexpr int kRtFrameBits = 41;
constexpr int kRtFrameVolumeBits = 122;  // 2b + bn

/// A transversal crossing's t* = D / S in the integer frame:
/// D = D' 2^eD, S = S' 2^eS, sigma = sign(S) != 0.
struct RtFrameFrac {
  I128 D, S;
  int eD = 0, eS = 0, sigma = 0;
};

/// sign(t* - c) for a double c, exactly: sigma sign(D - c S).
inline int rt_frame_compare(const RtFrameFrac& f, double c) noexcept {
  std::int64_t m = 0;
  int e = 0;
  integer_parts(c, m, e);
  if (m == 0) return f.sigma * i128_sign(f.D);
  return f.sigma * i256_compare_scaled(i256_from(f.D), f.eD, i256_mul(i256_from(f.S), m), f.eS + e);
}

/// The exact relation of a transversal crossing in the integer frame (see
/// above), with the rules of rt_exact's transversal branch, and *f its t*;
/// true. False, with rel and *f unspecified, when the positions or the
/// direction do not fit a frame, the differences or the direction are too
/// wide (kRtFrameBits, kRtFrameVolumeBits), or S == 0: the later stages
/// decide those. in must be valid. Integer instructions only: no flag.
inline bool rt_frame_relation(const RtInput& in, Relation& rel, RtFrameFrac& f) noexcept {
  std::int64_t n[3];
  int Ld = 0;
  if (!int_frame(in.d, n, Ld)) return false;  // first: a zero direction stops here
  const double pos[12] = {in.o[0],    in.o[1],    in.o[2],    in.p[0][0], in.p[0][1], in.p[0][2],
                          in.p[1][0], in.p[1][1], in.p[1][2], in.p[2][0], in.p[2][1], in.p[2][2]};
  std::int64_t m[12];
  int L = 0;
  if (!int_frame(pos, m, L)) return false;
  std::int64_t A[3][3];
  std::uint64_t a_bits = 0, n_bits = 0;
  for (int i = 0; i < 3; ++i) {
    for (int k = 0; k < 3; ++k) {
      A[i][k] = m[3 + 3 * i + k] - m[k];  // |m| < 2^62: no overflow
      or_magnitude(a_bits, A[i][k]);
    }
  }
  for (int k = 0; k < 3; ++k) or_magnitude(n_bits, n[k]);
  const int b = bit_length(a_bits);
  if (b > kRtFrameBits || 2 * b + bit_length(n_bits) > kRtFrameVolumeBits) return false;
  // S = dir . ((A_1 - A_0) x (A_2 - A_0)) first (the sum of the s_i): S == 0
  // goes to the later stages at the price of six products. The edges lie
  // below 2^(b + 1), the normal's components below 2^(2b + 3), S below
  // 3 2^(2b + 3 + bn).
  std::int64_t e1[3], e2[3];
  for (int k = 0; k < 3; ++k) {
    e1[k] = A[1][k] - A[0][k];
    e2[k] = A[2][k] - A[0][k];
  }
  I128 c[3];
  i128_cross(e1, e2, c);
  f.S = i128_dot(n, c);
  f.sigma = i128_sign(f.S);
  if (f.sigma == 0) return false;
  I128 s[3];
  for (int i = 0; i < 3; ++i) {
    i128_cross(A[(i + 1) % 3], A[(i + 2) % 3], c);
    s[i] = i128_dot(n, c);
    if (i == 0) f.D = i128_dot(A[0], c);  // D = A_0 . (A_1 x A_2)
  }
  f.eD = 3 * L;
  f.eS = Ld + 2 * L;
  bool strict = true;
  rel = Relation::disjoint;
  for (int i = 0; i < 3; ++i) {
    const int g = f.sigma * i128_sign(s[i]);
    if (g < 0) return true;
    strict &= g > 0;
  }
  const int lo = rt_frame_compare(f, in.t0);  // sign(t* - tmin)
  if (lo < 0) return true;
  strict &= lo > 0;
  if (in.t1_finite) {
    const int hi = -rt_frame_compare(f, in.t1);  // sign(tmax - t*)
    if (hi < 0) return true;
    strict &= hi > 0;
  }
  rel = strict ? Relation::overlapping : Relation::touching;
  return true;
}

/// The exact stages in turn: when only the relation is asked (first null),
/// the integer frame (rt_frame_relation) answers a transversal crossing that
/// fits it; then the grid stage (rt_exact on GridFloat, grid_float.h)
/// answers when every step of it is proven exact in double; otherwise the
/// integer stage (rt_exact on BigFloat) does. Same contract as rt_exact;
/// *first, when set, is in BigFloat (converted exactly). try_frame false
/// skips the frame: a hint that S is zero (the filter's S~ is exactly zero,
/// as for rays in the plane and degenerate triangles on a lattice), where
/// the frame would only pay for its refusal; the answer is the same.
template <class T>
inline Relation rt_exact_stages(const RtInput& in, RtFrac<T>* first, bool& ok, bool try_frame = true) noexcept {
  if (!first && try_frame) {
    Relation rel;
    RtFrameFrac f;
    if (rt_frame_relation(in, rel, f)) return rel;
  }
  bool grid_ok = true;
  RtFrac<T, GridFloat> grid_first;
  const Relation rel = rt_exact<T, GridFloat>(in, first ? &grid_first : nullptr, grid_ok);
  if (grid_ok) {
    if (first && rel != Relation::disjoint) {
      big_set(first->num, grid_first.num.v);
      big_set(first->den, grid_first.den.v);
    }
    return rel;
  }
  return rt_exact<T>(in, first, ok);
}

/// out = in with the positions (o, p_0, p_1, p_2) multiplied by the 2^kp
/// that puts their largest magnitude in [1, 2), the direction by its own
/// 2^kd, and the ray bounds by 2^(kp - kd): the relation does not change
/// (o + t d is multiplied by 2^kp; s_i by 2^(kd + 2 kp), D by 2^(3 kp)).
/// True when that is exact and lands in the filter's screen: every nonzero
/// scaled position and direction component at least kRtScreenLo (rescale.h's
/// rescaled_to_unit_above without a value flushed), every nonzero scaled
/// bound in [kRtParamLo, 2^100). False otherwise (out unspecified), and for
/// all-zero positions or direction. in must be valid. No flag.
inline bool rt_rescaled(const RtInput& in, RtInput& out) noexcept {
  const double pos[12] = {in.o[0],    in.o[1],    in.o[2],    in.p[0][0], in.p[0][1], in.p[0][2],
                          in.p[1][0], in.p[1][1], in.p[1][2], in.p[2][0], in.p[2][1], in.p[2][2]};
  double ps[12];
  bool pos_flushed = false, dir_flushed = false, t_flushed = false;  // (each call sets its own)
  int kp = 0, kd = 0;
  if (!rescaled_to_unit_above(pos, kRtScreenLo, ps, pos_flushed, &kp) || pos_flushed) return false;
  if (!rescaled_to_unit_above(in.d, kRtScreenLo, out.d, dir_flushed, &kd) || dir_flushed) return false;
  if (!scaled_by_pow2(in.t0, kp - kd, kRtParamLo, 100, out.t0, t_flushed)) return false;
  out.t1_finite = in.t1_finite;
  out.t1 = 0.0;
  if (in.t1_finite && !scaled_by_pow2(in.t1, kp - kd, kRtParamLo, 100, out.t1, t_flushed)) return false;
  if (t_flushed) return false;  // a value below the screen: not exact
  for (int k = 0; k < 3; ++k) {
    out.o[k] = ps[k];
    for (int i = 0; i < 3; ++i) out.p[i][k] = ps[3 + 3 * i + k];
  }
  return true;
}

/// Double input outside the screen: the filter and the exact stages on its
/// exact rescaling into the screen (rt_rescaled) when there is one, else the
/// exact stages on the input as given. Out of line: the screened path stays
/// as small as it was where it is inlined.
template <class T>
GEOVERIFY_NOINLINE Relation rt_relation_unscreened(const RtInput& in, Stats* st) noexcept {
  RtInput scaled;
  const bool rescaled = std::is_same_v<T, double> && rt_rescaled(in, scaled);
  if (rescaled) {
    RtFilter f;
    const Relation rel = rt_filter_decide(scaled, f);
    if (rel != Relation::invalid) return decided_by_filter(st, rel);
  }
  bool ok = true;
  const Relation rel = rt_exact_stages<T>(rescaled ? scaled : in, nullptr, ok);
  if (!ok) return capacity_exceeded();
  return decided_exactly(st, rel);
}

/// The relation: validity, the filter on screened input, then the exact
/// stages. Other double input is first rescaled exactly into the screen
/// when it can be (rt_relation_unscreened).
template <class T>
inline Relation ray_triangle_relation(const Ray<T>& r, const Triangle<T>& tri, Stats* st) noexcept {
  if (!is_valid(r) || !is_valid(tri)) return rejected(st);
  const RtInput in = rt_input(r, tri);
  if (!rt_screened(r, tri)) return rt_relation_unscreened<T>(in, st);
  RtFilter f;
  const Relation rel = rt_filter_decide(in, f);
  if (rel != Relation::invalid) return decided_by_filter(st, rel);
  bool ok = true;
  const bool maybe_transversal = (f.s[0] + f.s[1]) + f.s[2] != 0.0;  // the frame decides only S != 0
  const Relation exact = rt_exact_stages<T>(in, nullptr, ok, maybe_transversal);
  if (!ok) return capacity_exceeded();
  return decided_exactly(st, exact);
}

}  // namespace detail

/// Exact relation of the ray {o + t dir : tmin <= t <= tmax} and the triangle
/// conv(p0, p1, p2); see the file comment for the rules and the degenerate
/// cases. Invalid input gives Relation::invalid. stats, when given, counts the
/// stage that decided the call.
template <class T>
Relation relation(const Ray<T>& ray_in, const Triangle<T>& tri_in, Stats* stats = nullptr) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Ray<T>& ray = detail::as_given(ray_in);
  const Triangle<T>& tri = detail::as_given(tri_in);
  return detail::ray_triangle_relation(ray, tri, stats);
}

/// The exact relation and, when the ray meets the triangle, a certified
/// bracket of the exact first hit parameter (RayHit, ray_hit.h). Same promises as
/// relation(): exact for every finite input, noexcept, no heap, no flag other
/// than inexact on valid input. stats counts one call: exact when the relation
/// or the bracket needed an exact stage (the integer frame included).
/// Cost: the relation; for float input and a transversal crossing, the
/// filter's interval of t* (rt_parameter_interval) when no float lies in it
/// -- almost always, no exact stage; otherwise, for a transversal crossing,
/// D and S in double-double and two or three comparisons of t* with the
/// candidate D~ / S~ and its neighbours (rt_dd_bracket), each decided
/// without the exact stage unless t* is within about 2^-100 t* of it (a t*
/// that is a value of T, an exact contact); for the rest (a ray in the
/// plane, a zero direction, a degenerate triangle, the screen missed) the
/// exact first hit parameter as a fraction, the quotient of its leading
/// limbs as the candidate, and two or three exact comparisons (farther,
/// steps doubling in length from the candidate, then bisection between the
/// last two: bracket_from_candidate).
template <class T>
RayHit<T> ray_triangle(const Ray<T>& ray_in, const Triangle<T>& tri_in, Stats* stats = nullptr) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Ray<T>& ray = detail::as_given(ray_in);
  const Triangle<T>& tri = detail::as_given(tri_in);
  RayHit<T> out;
  Stats local;
  out.relation = detail::ray_triangle_relation(ray, tri, &local);
  if (!intersecting(out.relation)) {
    detail::count_hit_call(stats, local, false);
    return out;
  }
  const detail::RtInput in = detail::rt_input(ray, tri);
  if constexpr (std::is_same_v<T, float>) {
    // A transversal crossing's t* from the filter's interval, when no float
    // lies in it (almost always: double resolves far below one float ulp).
    // Its first hit is t*, inside [tmin, tmax] as the relation says.
    // The norm bounds first, then the per-term ones (a narrower interval).
    detail::RtFilter f = detail::rt_filter_values(in);
    double lo = 0, hi = 0, guess = 0;
    const auto bracketed = [&](double l, double h) {
      l = l > in.t0 ? l : in.t0;
      if (in.t1_finite) h = h < in.t1 ? h : in.t1;
      return detail::bracket_from_interval<T>(l, h, out.t_lo, out.t_hi);
    };
    if (detail::rt_interval_escalating(in, f, lo, hi, guess, bracketed)) {
      detail::count_hit_call(stats, local, false);
      return out;
    }
  }
  bool ok = true;
  detail::RtFrac<T> q;
  bool have_q = false;  // q holds t* (or the first hit) from the grid or integer stage
  detail::RtFrameFrac framed;
  int frame = 0;  // 0 not tried, 1 t* in the integer frame, -1 refused
  const auto exact_sign = [&](T c) {
    if (frame == 0 && !have_q) {
      Relation ignored;
      frame = detail::rt_frame_relation(in, ignored, framed) ? 1 : -1;
    }
    if (frame == 1) return detail::rt_frame_compare(framed, static_cast<double>(c));
    if (!have_q) detail::rt_exact_stages<T>(in, &q, ok);
    have_q = true;
    return detail::rt_compare_with<T>(q, static_cast<double>(c), ok);
  };
  detail::RtDdFrac dd;
  if (detail::rt_filterable<T>(in) && detail::rt_dd_frac(in, dd)) {
    // A transversal crossing (S != 0, certified): t* is the first hit.
    detail::rt_dd_bracket<T>(dd, 0.0, exact_sign, out.t_lo, out.t_hi);
  } else {
    // The candidate: the exact fraction's quotient from its leading limbs (a
    // few units in the last place of double from t_hit, so the bracket
    // settles in two or three exact comparisons).
    detail::rt_exact_stages<T>(in, &q, ok);
    have_q = true;
    detail::bracket_from_candidate<T>(exact_sign,
                                      detail::bracket_candidate<T>(detail::big_quotient_estimate(q.num, q.den)),
                                      out.t_lo, out.t_hi);
  }
  if (!ok) {
    detail::capacity_exceeded();
    return RayHit<T>{};
  }
  detail::count_hit_call(stats, local, have_q || frame == 1);  // exact when a comparison needed an exact stage
  return out;
}

/// relation(Triangle, Ray) is relation(Ray, Triangle): the other argument order (relation.h).
template <class T>
struct ReversedPair<Triangle<T>, Ray<T>> : std::true_type {};

}  // namespace gv

#endif  // GEOVERIFY_CORE_RAY_TRIANGLE_H
