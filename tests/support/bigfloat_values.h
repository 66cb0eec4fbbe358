// SPDX-License-Identifier: MIT
// Test support: the exact stage's numbers as rationals, random doubles of
// every exponent and the positions of their bits, for the specifications of
// core/detail/bigfloat.h and its users (the rationals are GMP's, through
// geoverify::exact).
#ifndef GEOVERIFY_TESTS_SUPPORT_BIGFLOAT_VALUES_H
#define GEOVERIFY_TESTS_SUPPORT_BIGFLOAT_VALUES_H

#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <utility>

#include "geoverify/core/detail/bigfloat.h"
#include "geoverify/exact/rational.h"

namespace gv {
namespace test_support {

/// The exact value of a BigFloat.
template <int N>
exact::Rational to_q(const detail::BigFloat<N>& a) {
  exact::Integer mag = 0;
  for (int i = a.n - 1; i >= 0; --i) mag = (mag << 64) + exact::Integer(a.w[i]);
  exact::Rational v(mag);
  const int bits = 64 * a.e;
  if (bits >= 0) v *= exact::Rational(exact::Integer(1) << bits);
  else v /= exact::Rational(exact::Integer(1) << -bits);
  return a.neg ? exact::Rational(-v) : v;
}

/// The exponent of the lowest set bit of x != 0, from frexp: x = m 2^e with
/// the mantissa's 53 bits shifted out one at a time (a judgement apart from
/// the core's bit reading, for the tests of rescale.h and int_frame.h).
inline int lowest_bit(double x) {
  int e = 0;
  double m = std::frexp(std::fabs(x), &e);  // m in [1/2, 1)
  int low = e;
  while (m != 0.0) {
    m *= 2;
    --low;
    if (m >= 1) m -= 1;
  }
  return low;
}

/// The exponent of the leading bit of x != 0: 2^leading_bit(x) <= |x|.
inline int leading_bit(double x) {
  int e = 0;
  std::frexp(x, &e);
  return e - 1;
}

/// A finite double from uniformly random bits: every exponent, subnormals
/// and both zeros included.
inline double random_double(std::mt19937_64& rng) {
  for (;;) {
    const std::uint64_t bits = rng();
    double x;
    std::memcpy(&x, &bits, sizeof x);
    if (std::isfinite(x)) return x;
  }
}

/// v filled with random_double values, each replaced by 0 with probability
/// 1 / zero_one_in: the inputs of a query whose values span every exponent.
/// With box >= 0, v[box .. box + 2] and v[box + 3 .. box + 5] are a box's
/// min and max, put in order axis by axis.
template <std::size_t N>
inline void random_doubles(std::mt19937_64& rng, double (&v)[N], unsigned zero_one_in, int box = -1) {
  for (double& x : v) {
    x = random_double(rng);
    if (rng() % zero_one_in == 0) x = 0.0;
  }
  if (box < 0) return;
  for (std::size_t k = static_cast<std::size_t>(box); k < static_cast<std::size_t>(box) + 3; ++k) {
    if (v[k] > v[k + 3]) std::swap(v[k], v[k + 3]);
  }
}

/// A random double m 2^e, m uniform in [1/2, 1) with 53 random bits, e
/// uniform in [emin, emax], of random sign (subnormal, rounded, below
/// 2^-1022).
inline double random_double_between(std::mt19937_64& rng, int emin, int emax) {
  std::uniform_int_distribution<int> e(emin, emax);
  const double m = static_cast<double>(rng() >> 11) * 0x1p-53 + 0.5;
  const double v = std::ldexp(m, e(rng));
  return (rng() & 1) != 0 ? -v : v;
}

}  // namespace test_support
}  // namespace gv

#endif  // GEOVERIFY_TESTS_SUPPORT_BIGFLOAT_VALUES_H
