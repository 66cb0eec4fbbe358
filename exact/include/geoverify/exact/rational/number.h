// SPDX-License-Identifier: MIT
// geoverify exact: judging a routine's number against the exact value.
//
// The quantities the suite judges (hit parameters, squared distances,
// distances) are exact rationals, or square roots of exact rationals (a
// distance, a ray's hit on a sphere). ExactNumber holds either form and
// compares it with any rational exactly: for sqrt(q), y < sqrt(q) is decided
// as y < 0 or y^2 < q. Everything below is built on that comparison, so
// every verdict is exact:
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

/// An exact real number: q, or sqrt(q) with q >= 0.
class ExactNumber {
 public:
  /// The rational q.
  static ExactNumber rational(Rational q) { return ExactNumber(std::move(q), false); }
  /// sqrt(q). Precondition: q >= 0.
  static ExactNumber square_root(Rational q) { return ExactNumber(std::move(q), true); }

  /// sign(y - this): -1, 0 or +1, exactly.
  int compare(const Rational& y) const;
  /// sign(this): 0 or +1 for a square root.
  int sign() const;
  bool is_root() const { return root_; }
  const Rational& operand() const { return q_; }
  /// An approximation (relative error about 1e-15; the sign exact), for
  /// reports: it may overflow to +-inf or underflow to 0 in double.
  double to_double() const;

 private:
  ExactNumber(Rational q, bool root) : q_(std::move(q)), root_(root) {}
  Rational q_;
  bool root_ = false;
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
