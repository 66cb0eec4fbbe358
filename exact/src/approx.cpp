// SPDX-License-Identifier: MIT
// geoverify exact: approximate magnitudes (see approx.h).
#include "geoverify/exact/approx.h"
#include "geoverify/exact/rational.h"

#include <cfloat>
#include <cmath>
#include <limits>

namespace gv {
namespace exact {
namespace {

Approx normalized(double m, long e) {
  if (m == 0.0) return {};
  int k = 0;
  const double f = std::frexp(m, &k);
  return {f, e + k};
}

// Magnitude of a positive integer as m * 2^e, keeping its top 62 bits.
Approx approx_integer(Integer x) {
  if (x == 0) return {};
  const bool neg = x < 0;
  if (neg) x = -x;
  const long top = static_cast<long>(boost::multiprecision::msb(x));
  long shift = 0;
  if (top > 62) {
    shift = top - 62;
    x >>= static_cast<unsigned>(shift);
  }
  const double m = x.convert_to<double>();
  return normalized(neg ? -m : m, shift);
}

}  // namespace

Approx approx(const Rational& q) {
  const Integer num = boost::multiprecision::numerator(q);
  const Integer den = boost::multiprecision::denominator(q);
  return approx_integer(num) / approx_integer(den);
}

Approx approx(double x) { return normalized(x, 0); }

Approx operator+(const Approx& a, const Approx& b) {
  if (a.m == 0.0) return b;
  if (b.m == 0.0) return a;
  const Approx& big = a.e >= b.e ? a : b;
  const Approx& small = a.e >= b.e ? b : a;
  const long gap = big.e - small.e;
  if (gap > 1100) return big;  // the smaller term is below the precision of the larger
  return normalized(big.m + std::ldexp(small.m, static_cast<int>(-gap)), big.e);
}

Approx operator*(const Approx& a, const Approx& b) { return normalized(a.m * b.m, a.e + b.e); }

Approx operator/(const Approx& a, const Approx& b) { return normalized(a.m / b.m, a.e - b.e); }

Approx sqrt(const Approx& a) {
  if (a.m == 0.0) return {};
  // Make the exponent even so that sqrt(m 2^e) = sqrt(m') 2^(e'/2).
  double m = a.m;
  long e = a.e;
  if (e % 2 != 0) {
    m *= 2.0;
    e -= 1;
  }
  return normalized(std::sqrt(m), e / 2);
}

Approx abs(const Approx& a) { return {std::fabs(a.m), a.e}; }

namespace {
// a < b for nonnegative values (normalised mantissas compare by exponent first).
bool less_nonneg(const Approx& a, const Approx& b) {
  if (a.m == 0.0 || b.m == 0.0) return a.m < b.m;
  if (a.e != b.e) return a.e < b.e;
  return a.m < b.m;
}
}  // namespace

Approx max(const Approx& a, const Approx& b) { return less_nonneg(a, b) ? b : a; }

Approx min(const Approx& a, const Approx& b) { return less_nonneg(b, a) ? b : a; }

double to_double(const Approx& a) {
  if (a.m == 0.0) return 0.0;
  if (a.e > DBL_MAX_EXP) return a.m > 0 ? DBL_MAX : -DBL_MAX;
  if (a.e < -1100) {
    return a.m > 0 ? std::numeric_limits<double>::denorm_min()
                   : -std::numeric_limits<double>::denorm_min();
  }
  const double v = std::ldexp(a.m, static_cast<int>(a.e));
  if (v == 0.0) {
    return a.m > 0 ? std::numeric_limits<double>::denorm_min()
                   : -std::numeric_limits<double>::denorm_min();
  }
  if (std::isinf(v)) return a.m > 0 ? DBL_MAX : -DBL_MAX;
  return v;
}

}  // namespace exact
}  // namespace gv
