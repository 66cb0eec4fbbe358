// SPDX-License-Identifier: MIT
// Test support: the exact stage's numbers as rationals, and random doubles
// of every exponent, for the specifications of core/detail/bigfloat.h and
// its users (the rationals are GMP's, through geoverify::exact).
#ifndef GEOVERIFY_TESTS_SUPPORT_BIGFLOAT_VALUES_H
#define GEOVERIFY_TESTS_SUPPORT_BIGFLOAT_VALUES_H

#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>

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

}  // namespace test_support
}  // namespace gv

#endif  // GEOVERIFY_TESTS_SUPPORT_BIGFLOAT_VALUES_H
