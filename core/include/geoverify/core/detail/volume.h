// SPDX-License-Identifier: MIT
// geoverify core, internal: the filtered sign of a signed volume
// x . (y x z) whose three factors are computed differences of inputs, the
// orientation predicate of the cores that ask on which side of a plane a
// point lies, or on which side of a line an edge passes (ray_triangle.h,
// segment_triangle.h).
//
// Bound (docs/error-bounds.md, "Ray–triangle", "Signed volumes, per
// term"). Each factor is x~ = fl(a - b), one rounding; each of the six
// products of the volume then collects at most eight factors (1 + delta):
// three differences, the product y_j z_k, the cross product's subtraction,
// the product with x_i and the two additions (any order, with or without
// FMA, which only removes roundings). Hence |V~ - V| <= gamma_8 P with P the
// same sum in absolute values; the computed P~ satisfies P <= P~ / (1 - u)^8,
// so c P~ bounds the error for c >= gamma_8 / (1 - u)^8 = 8u (1 + 16u +
// O(u^2)); c = 9u.
//
// Range. Float inputs promoted to double never underflow or overflow here.
// Double inputs must pass the screen [kVolumeScreenLo, kVolumeScreenHi] (every
// nonzero input inside): differences are then multiples of 2^-302 and at most
// 2^301, products of two are normal, the six terms at least 2^-958 and the
// volume below 2^906 (the derivation of "Ray–triangle", "Range"). The
// axis-norm bounds below are products of three such differences (or two and
// a difference's components), in [2^-906, 2^905] for screened double input,
// so their bounds stay normal (at least 2^-954).
#ifndef GEOVERIFY_CORE_DETAIL_VOLUME_H
#define GEOVERIFY_CORE_DETAIL_VOLUME_H

#include <cmath>

#include "geoverify/core/detail/filter.h"
#include "geoverify/core/detail/roundoff.h"

namespace gv {
namespace detail {

/// Error bound factor of a volume of three computed differences (9u, see
/// the file comment); c P~ is exact (9u has four significant bits).
constexpr double kVolumeBound = 9 * kU;
/// The double screen of the volume filters (see the file comment).
constexpr double kVolumeScreenLo = 0x1p-250;
constexpr double kVolumeScreenHi = 0x1p+300;

/// A computed difference fl(a - b) of two points, with its absolute values.
struct Diff3 {
  double v[3], m[3];
};

inline Diff3 diff3(const double (&a)[3], const double (&b)[3]) noexcept {
  Diff3 d;
  for (int k = 0; k < 3; ++k) {
    d.v[k] = a[k] - b[k];
    d.m[k] = std::fabs(d.v[k]);
  }
  return d;
}

/// x . (y x z) for computed differences x, y, z, in double.
inline double volume_value(const Diff3& x, const Diff3& y, const Diff3& z) noexcept {
  const double c0 = y.v[1] * z.v[2] - y.v[2] * z.v[1];
  const double c1 = y.v[2] * z.v[0] - y.v[0] * z.v[2];
  const double c2 = y.v[0] * z.v[1] - y.v[1] * z.v[0];
  return x.v[0] * c0 + x.v[1] * c1 + x.v[2] * c2;
}

/// x . (y x z) for computed differences x, y, z, with its bound
/// kVolumeBound P~ (zero only when every term is exactly zero: a zero
/// difference in each product, and fl(a - b) == 0 only when a == b).
inline Bounded volume(const Diff3& x, const Diff3& y, const Diff3& z) noexcept {
  const double m0 = y.m[1] * z.m[2] + y.m[2] * z.m[1];
  const double m1 = y.m[2] * z.m[0] + y.m[0] * z.m[2];
  const double m2 = y.m[0] * z.m[1] + y.m[1] * z.m[0];
  return {volume_value(x, y, z), kVolumeBound * (x.m[0] * m0 + x.m[1] * m1 + x.m[2] * m2)};
}

/// certified_sign(volume(x, y, z)).
inline FilteredSign volume_sign(const Diff3& x, const Diff3& y, const Diff3& z) noexcept {
  return certified_sign(volume(x, y, z));
}

// ---- axis-norm bounds: one cheap bound for several volumes -------------------
//
// The per-term bound costs about as much as the volume itself. Where several
// volumes share their factors, the largest |component| per axis (the axis
// norms M_k, exact) bounds them all at once (docs/error-bounds.md,
// "Segment–triangle", "Axis norms"); only the volumes that bound leaves
// undecided pay for their per-term bound (volume_sign_two_pass).

/// The largest |component| of x, y and z on each axis.
struct AxisNorms {
  double m[3];
};

inline AxisNorms axis_norms(const Diff3& x, const Diff3& y, const Diff3& z) noexcept {
  AxisNorms n;
  for (int k = 0; k < 3; ++k) {
    const double xy = x.m[k] > y.m[k] ? x.m[k] : y.m[k];
    n.m[k] = z.m[k] > xy ? z.m[k] : xy;
  }
  return n;
}

/// Bound factor of a volume of three computed differences whose components
/// on axis k are at most M_k: |V~ - V| <= c fl(fl(M_x M_y) M_z). Each of the
/// six terms has eight roundings (gamma_8), P <= 6 M_x M_y M_z / (1 - u)^3
/// (|A_k| <= |a_k| / (1 - u)), the computed product is at least
/// M_x M_y M_z (1 - u)^2: c >= 6 gamma_8 / (1 - u)^5 = 48u (1 + 13u + O(u^2));
/// c = 64u, a power of two (the product is exact).
constexpr double kVolumeNormBound = 64 * kU;
/// Bound factor of a volume x . (y x z) of computed differences, y and z
/// within the axis norms M: |V~ - V| <= c Q~ with
/// Q = |x_x| M_y M_z + |x_y| M_z M_x + |x_z| M_x M_y. P <= 2 Q / (1 - u)^3 (x
/// is a computed difference too), Q~ >= Q (1 - u)^4 (four roundings per
/// term), so c >= 2 gamma_8 / (1 - u)^7 = 16u (1 + 15u + O(u^2)); c = 32u.
constexpr double kVolumeAxisBound = 32 * kU;

/// kVolumeNormBound's bound of a volume of three differences within n.
inline double volume_norm_bound(const AxisNorms& n) noexcept {
  return kVolumeNormBound * ((n.m[0] * n.m[1]) * n.m[2]);
}

/// kVolumeAxisBound's bound of x . (y x z), y and z within n.
inline double volume_axis_bound(const Diff3& x, const AxisNorms& n) noexcept {
  const double q = (x.m[0] * (n.m[1] * n.m[2]) + x.m[1] * (n.m[2] * n.m[0])) + x.m[2] * (n.m[0] * n.m[1]);
  return kVolumeAxisBound * q;
}

/// The sign of x . (y x z) certified by `bound` (an axis-norm bound of its
/// error) where it can, and by the per-term bound (volume_sign) where not:
/// the same value either way, and either bound holds, so the answer is
/// right; zero is certified only by the second pass.
inline FilteredSign volume_sign_two_pass(const Diff3& x, const Diff3& y, const Diff3& z, double bound) noexcept {
  const double v = volume_value(x, y, z);
  if (v > bound) return {1, true};
  if (v < -bound) return {-1, true};
  return volume_sign(x, y, z);
}

}  // namespace detail
}  // namespace gv

#endif  // GEOVERIFY_CORE_DETAIL_VOLUME_H
