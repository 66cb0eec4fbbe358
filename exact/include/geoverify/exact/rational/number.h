// SPDX-License-Identifier: MIT
// geoverify exact: judging a routine's number against the exact value.
//
// The quantities the suite judges (hit parameters, squared distances,
// distances) are exact rationals, square roots of exact rationals (a
// distance), or a rational plus a rational multiple of a square root (a
// ray's hit on a sphere, (-b - sqrt(b^2 - a k)) / a). ExactNumber holds the
// general form p + s sqrt(q) and compares it with any rational y exactly:
// with u = y - p, sign(u - s sqrt(q)) is sign(u) when the two terms differ
// in sign, else the sign of u^2 - s^2 q (negated for two negative terms).
// Everything below is built on that comparison, so every verdict is exact:
//
//   * round_to_nearest<T>(x): the float or double nearest to x, ties to even
//     (IEEE 754 round-to-nearest, overflow to infinity at MAX + ulp/2): what a
//     correctly rounded routine returns;
//   * ulps_from_rounded<T>(x, y): how many representable values of T lie
//     between y and that correctly rounded value (0: y is correctly rounded);
//   * within_relative / within_absolute / within_bracket: |y - x| <= eps |x|,
//     |y - x| <= tol, lo <= x <= hi.
//
// Preconditions: the rational inputs are finite (every float and double
// converts exactly); a square root's radicand is >= 0.
#ifndef GEOVERIFY_EXACT_RATIONAL_NUMBER_H
#define GEOVERIFY_EXACT_RATIONAL_NUMBER_H

#include <cstdint>

#include "geoverify/exact/rational.h"

namespace gv {
namespace exact {

/// An exact real number p + s sqrt(q), q >= 0: a rational (s == 0), a
/// square root (p == 0, s == 1), or a root of a quadratic.
class ExactNumber {
 public:
  /// The rational q.
  static ExactNumber rational(Rational q) { return ExactNumber(std::move(q), Rational(0), Rational(0)); }
  /// sqrt(q). Precondition: q >= 0.
  static ExactNumber square_root(Rational q) { return ExactNumber(Rational(0), Rational(1), std::move(q)); }
  /// p + s sqrt(q). Precondition: q >= 0.
  static ExactNumber with_root(Rational p, Rational s, Rational q) {
    return ExactNumber(std::move(p), std::move(s), std::move(q));
  }

  /// sign(y - this): -1, 0 or +1, exactly.
  int compare(const Rational& y) const;
  /// sign(this), exactly.
  int sign() const;
  /// An approximation (relative error about 1e-15 whatever the cancellation
  /// between p and s sqrt(q); the sign exact), for reports and as the
  /// first candidate of round_to_nearest: it may overflow to +-inf or
  /// underflow to 0 in double.
  double to_double() const;

 private:
  ExactNumber(Rational p, Rational s, Rational q) : p_(std::move(p)), s_(std::move(s)), q_(std::move(q)) {}
  Rational p_, s_, q_;
};

/// The value of T nearest to x, ties to the even significand; +-infinity when
/// |x| >= MAX + ulp(MAX)/2 (IEEE 754 round-to-nearest). Exact.
template <class T>
T round_to_nearest(const ExactNumber& x);

/// The number of values of T strictly between y and round_to_nearest<T>(x),
/// plus one if they differ: 0 when y is correctly rounded, 1 for the next
/// float, and so on (-0 and +0 are the same value; the distance from a finite
/// value to an infinity counts the infinity as one step past MAX). Returns
/// -1 for a NaN y. Exact.
template <class T>
std::int64_t ulps_from_rounded(const ExactNumber& x, T y);

/// The number of steps from a to b on the line of the values of T (-0 and +0
/// one value, an infinity one step past MAX): 0 when a == b, 1 for
/// neighbours. Precondition: neither is NaN. Exact.
template <class T>
std::int64_t steps_between(T a, T b);

/// |y - x| <= eps |x| (eps >= 0, finite). Exact. A non-finite y fails.
bool within_relative(const ExactNumber& x, double y, double eps);

/// |y - x| <= tol (tol >= 0, finite). Exact. A non-finite y fails.
bool within_absolute(const ExactNumber& x, double y, double tol);

/// lo <= x <= hi. Exact. A NaN bound fails; infinite bounds are allowed.
bool within_bracket(const ExactNumber& x, double lo, double hi);

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_RATIONAL_NUMBER_H
