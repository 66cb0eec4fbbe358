// SPDX-License-Identifier: MIT
// geoverify exact: approximate magnitudes of exact values, for margins.
//
// The oracles decide every relation exactly; the margins that rank a mismatch
// are approximations. Their inputs can be far outside the double range (a
// degree-3 polynomial of doubles reaches 2^3000), so they are carried as
// Approx: value = m * 2^e with 0.5 <= |m| < 1 (or m == 0) and an unbounded
// exponent, rounded to double only at the end.
//
// Accuracy: each operation adds a relative error of a few units in the last
// place of double; a margin is accurate to about 1e-15 relative, which is far
// more than ranking needs. The sign is always exact.
#ifndef GEOVERIFY_EXACT_APPROX_H
#define GEOVERIFY_EXACT_APPROX_H


namespace gv {
namespace exact {

struct Approx {
  double m = 0.0;  ///< 0, or 0.5 <= |m| < 1
  long e = 0;      ///< binary exponent
};

/// Exact representation of a finite double.
Approx approx(double x);

Approx operator+(const Approx& a, const Approx& b);
Approx operator*(const Approx& a, const Approx& b);
/// a / b. Precondition: b.m != 0.
Approx operator/(const Approx& a, const Approx& b);
/// Square root. Precondition: a.m >= 0.
Approx sqrt(const Approx& a);
/// Absolute value.
Approx abs(const Approx& a);
/// The larger / smaller of two nonnegative values.
Approx max(const Approx& a, const Approx& b);
Approx min(const Approx& a, const Approx& b);

/// Rounds to double with the sign kept exact: a nonzero value too small for a
/// double becomes +-denorm_min, one too large becomes +-DBL_MAX.
double to_double(const Approx& a);

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_APPROX_H
