// SPDX-License-Identifier: MIT
// Specification of the closest-point queries' exact comparisons
// (core/detail/poly_exact.h): big_magnitude_bounds encloses a number between
// its top three words and one unit more; ExactQuotient::sign_minus (a
// coordinate num / den) and SumOfSquaresRatio::sign_minus (a squared
// distance (w_0^2 + w_1^2 + w_2^2) / den), which decide from those bounds
// when they can, are the exact sign of the ratio minus c for every c -- far
// from the ratio, next to it, and on it, where only the exact fallback can
// answer.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <random>

#include "geoverify/core/detail/poly_exact.h"
#include "geoverify/exact/rational.h"
#include "bigfloat_values.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_exact_ratios_test {

using gv::test_support::random_double;
using gv::test_support::to_q;
using gv::test_support::work;

namespace {

using gv::detail::BigFloat;
using gv::exact::Integer;
using gv::exact::Rational;

// Capacities of the segment query's numbers (double): a coordinate's
// numerator (degree 5) over D (degree 4); a squared distance's terms
// (degree <= 3) over D, and its sum of squares (degree 6).
constexpr int kW = gv::detail::PolyCaps<double>::deg(5) + 4;
constexpr int kDen = gv::detail::PolyCaps<double>::d4 + 2;
constexpr int kTerm = gv::detail::PolyCaps<double>::d3;
constexpr int kWide = gv::detail::PolyCaps<double>::deg(6);
using Ratio = gv::detail::SumOfSquaresRatio<kTerm, kDen, kWide>;
using Quotient = gv::detail::ExactQuotient<kW, kDen>;

Rational pow2(int k) {
  return k >= 0 ? Rational(Integer(1) << k) : Rational(1) / Rational(Integer(1) << -k);
}

/// x y + z u - v, exactly: up to degree 2 with every exponent, so a number
/// of many words (or, with small exponents, of one).
template <int N>
BigFloat<N> random_big(std::mt19937_64& rng, bool wide) {
  const auto pick = [&] {
    return wide ? random_double(rng) : std::ldexp(static_cast<double>(static_cast<int>(rng() % 17) - 8), -2);
  };
  BigFloat<4> x, y, z, u, v;
  gv::detail::big_set(x, pick());
  gv::detail::big_set(y, pick());
  gv::detail::big_set(z, pick());
  gv::detail::big_set(u, pick());
  gv::detail::big_set(v, pick());
  BigFloat<N> xy, zu, s, r;
  EXPECT_TRUE(gv::detail::big_mul(xy, x, y));
  EXPECT_TRUE(gv::detail::big_mul(zu, z, u));
  EXPECT_TRUE(gv::detail::big_add(s, xy, zu));
  EXPECT_TRUE(gv::detail::big_add(r, s, v, /*negate_b=*/true));
  return r;
}

template <int N>
BigFloat<N> from_double(double x) {
  BigFloat<N> a;
  gv::detail::big_set(a, x);
  return a;
}

/// hi + lo exactly, for doubles far apart: a number of many words, which
/// the top-word bounds truncate.
template <int N>
BigFloat<N> sum_of(double hi, double lo) {
  BigFloat<4> a, b;
  gv::detail::big_set(a, hi);
  gv::detail::big_set(b, lo);
  BigFloat<N> r;
  EXPECT_TRUE(gv::detail::big_add(r, a, b));
  EXPECT_GT(r.n, 3);
  return r;
}

/// The sign of q - c, from rationals.
int want_sign(const Rational& q, double c) {
  const Rational d = q - Rational(c);
  return d > 0 ? 1 : (d < 0 ? -1 : 0);
}

/// (w_0^2 + w_1^2 + w_2^2) / den.
Rational ratio_of(const BigFloat<kTerm> (&w)[3], const BigFloat<kDen>& den) {
  return (to_q(w[0]) * to_q(w[0]) + to_q(w[1]) * to_q(w[1]) + to_q(w[2]) * to_q(w[2])) / to_q(den);
}

/// r.sign_minus(c) == sign(q - c) for every candidate a bracket might try:
/// 0, both signs, +-1, the nearest doubles of q and of -q and their
/// neighbours, r's estimate, the extremes of both signs. r is a Ratio or a
/// Quotient (both compare a number with doubles the same way).
template <class Compared>
void expect_exact_candidates(Compared& r, const Rational& q) {
  const double near = static_cast<double>(q);
  const double inf = std::numeric_limits<double>::infinity();
  const double cands[] = {0.0,
                          -0.0,
                          -1.0,
                          1.0,
                          near,
                          -near,
                          std::nextafter(near, inf),
                          std::nextafter(near, -inf),
                          std::nextafter(std::nextafter(near, inf), inf),
                          r.estimate(),
                          std::numeric_limits<double>::max(),
                          -std::numeric_limits<double>::max(),
                          std::numeric_limits<double>::denorm_min(),
                          -std::numeric_limits<double>::denorm_min()};
  for (double c : cands) {
    if (!std::isfinite(c)) continue;
    ASSERT_EQ(r.sign_minus(c), want_sign(q, c)) << std::hexfloat << "c = " << c;
  }
  EXPECT_TRUE(r.ok);
}

/// SumOfSquaresRatio::sign_minus on (w_0^2 + w_1^2 + w_2^2) / den, den > 0.
void expect_exact_signs(const BigFloat<kTerm> (&w)[3], const BigFloat<kDen>& den) {
  Ratio r(w, den);
  expect_exact_candidates(r, ratio_of(w, den));
}

TEST(MagnitudeBounds, EncloseTheValueWithinOneUnitOfTheThirdWord) {
  std::mt19937_64 rng(3);
  for (int i = 0; i < work(4000, 400); ++i) {
    const BigFloat<kW> x = random_big<kW>(rng, i % 4 != 0);
    const gv::detail::BigBounds b = gv::detail::big_magnitude_bounds(x);
    const Rational v = abs(to_q(x)), lo = to_q(b.lo), hi = to_q(b.hi);
    ASSERT_FALSE(b.lo.neg);
    ASSERT_FALSE(b.hi.neg);
    ASSERT_LE(lo, v);
    ASSERT_LE(v, hi);
    if (x.n <= 3) {
      ASSERT_EQ(lo, v);  // at most three words: exact
      ASSERT_EQ(hi, v);
    } else {
      ASSERT_EQ(hi - lo, pow2(64 * (x.e + x.n - 3)));  // one unit of the lowest kept word
      ASSERT_GT(lo * (Rational(1) + pow2(-128)), hi);  // hi / lo < 1 + 2^-128
    }
  }
}

TEST(SumOfSquaresRatio, SignIsExactOnRandomNumbersOfEveryExponent) {
  std::mt19937_64 rng(5);
  for (int i = 0; i < work(3000, 300); ++i) {
    const bool wide = i % 3 != 0;
    BigFloat<kTerm> w[3] = {random_big<kTerm>(rng, wide), random_big<kTerm>(rng, wide), random_big<kTerm>(rng, wide)};
    if (i % 7 == 0) gv::detail::big_zero(w[1 + i % 2]);  // a zero component
    BigFloat<kDen> den = random_big<kDen>(rng, wide);
    den.neg = false;  // the precondition: den > 0
    if (gv::detail::big_sign(den) == 0) den = from_double<kDen>(1.0);
    expect_exact_signs(w, den);
  }
}

// Ratios on a double, or within far less than the bounds' width of one, in
// the numerator's truncation and in the denominator's: the bounds overlap
// there, and the exact squares decide.
TEST(SumOfSquaresRatio, TiesAndNearTiesGoToTheExactSquares) {
  // (3, 4, 0) over 1: exactly 25 (the bounds are exact and equal: 0); and
  // (3, -4, 0) over 5: exactly 5.
  {
    const BigFloat<kTerm> w[3] = {from_double<kTerm>(3.0), from_double<kTerm>(4.0), from_double<kTerm>(0.0)};
    const BigFloat<kDen> one = from_double<kDen>(1.0);
    Ratio r(w, one);
    EXPECT_EQ(r.sign_minus(25.0), 0);
    EXPECT_EQ(r.sign_minus(0x1.9000000000001p+4), -1);
    EXPECT_EQ(r.sign_minus(0x1.8ffffffffffffp+4), 1);
  }
  {
    const BigFloat<kTerm> w[3] = {from_double<kTerm>(3.0), from_double<kTerm>(-4.0), from_double<kTerm>(0.0)};
    const BigFloat<kDen> five = from_double<kDen>(5.0);
    Ratio r(w, five);
    EXPECT_EQ(r.sign_minus(5.0), 0);
    EXPECT_EQ(r.sign_minus(0x1.4000000000001p+2), -1);
    EXPECT_EQ(r.sign_minus(0x1.3ffffffffffffp+2), 1);
  }
  // Every component zero: the ratio is 0.
  {
    const BigFloat<kTerm> w[3] = {from_double<kTerm>(0.0), from_double<kTerm>(0.0), from_double<kTerm>(-0.0)};
    const BigFloat<kDen> den = from_double<kDen>(3.0);
    Ratio r(w, den);
    EXPECT_EQ(r.sign_minus(0.0), 0);
    EXPECT_EQ(r.sign_minus(-0.0), 0);
    EXPECT_EQ(r.sign_minus(0x1p-1074), -1);
    EXPECT_EQ(r.sign_minus(-0x1p-1074), 1);
  }
  // w_0 = 2^300 +- 2^-600 (many words, truncated by the bounds) over
  // 2^300: q = 2^300 +- 2^-599 + 2^-1500, beside the double 2^300 by far
  // less than the bounds' width.
  for (const double sign : {1.0, -1.0}) {
    const BigFloat<kTerm> w[3] = {sum_of<kTerm>(0x1p300, sign * 0x1p-600), from_double<kTerm>(0.0),
                                  from_double<kTerm>(0.0)};
    const BigFloat<kDen> den = from_double<kDen>(0x1p300);
    Ratio r(w, den);
    EXPECT_EQ(r.sign_minus(0x1p300), sign > 0 ? 1 : -1);
    EXPECT_TRUE(r.ok);
    expect_exact_signs(w, den);
  }
  // The same with the truncation in the denominator: w = 2^400 over
  // den = 2^800 +- 2^-100, q just below or above 1.
  for (const double sign : {1.0, -1.0}) {
    const BigFloat<kDen> den = sum_of<kDen>(0x1p800, sign * 0x1p-100);
    const BigFloat<kTerm> w[3] = {from_double<kTerm>(0.0), from_double<kTerm>(0.0), from_double<kTerm>(0x1p400)};
    Ratio r(w, den);
    EXPECT_EQ(r.sign_minus(1.0), sign > 0 ? -1 : 1);
    expect_exact_signs(w, den);
  }
}

/// ExactQuotient::sign_minus against the same candidates, on num / den.
void expect_exact_quotient_signs(const BigFloat<kW>& num, const BigFloat<kDen>& den) {
  Quotient r(num, den);
  expect_exact_candidates(r, to_q(num) / to_q(den));
}

TEST(ExactQuotient, SignIsExactOnRandomNumbersOfEveryExponentAndSign) {
  std::mt19937_64 rng(7);
  for (int i = 0; i < work(3000, 300); ++i) {
    const bool wide = i % 3 != 0;
    BigFloat<kW> num = random_big<kW>(rng, wide);
    if (i % 11 == 0) gv::detail::big_zero(num);
    BigFloat<kDen> den = random_big<kDen>(rng, wide);
    den.neg = false;  // the precondition: den > 0
    if (gv::detail::big_sign(den) == 0) den = from_double<kDen>(1.0);
    expect_exact_quotient_signs(num, den);
  }
}

// num = c den + eps for a denominator of many words: the quotient is c,
// or above or below it by far less than the bounds' width, so that the
// truncation of num and of den decides each way in turn, and only bounds
// that enclose both exactly keep every sign right.
TEST(ExactQuotient, NumeratorsWithinOneUnitOfCTimesDen) {
  std::mt19937_64 rng(11);
  int truncated = 0;  // dens of more than three words: most random ones
  for (int i = 0; i < work(3000, 300); ++i) {
    BigFloat<kDen> den = random_big<kDen>(rng, true);
    den.neg = false;
    if (den.n <= 3) continue;  // exact bounds: nothing truncated
    const double c = std::ldexp(1.0 + static_cast<double>(rng() % 1000) / 1000.0, static_cast<int>(rng() % 200) - 100) *
                     (i % 2 == 0 ? 1.0 : -1.0);
    const double eps = i % 3 == 0 ? 0.0 : (i % 3 == 1 ? 0x1p-1074 : -0x1p-1074);
    BigFloat<4> cb, eb;
    gv::detail::big_set(cb, c);
    gv::detail::big_set(eb, eps);
    BigFloat<kW> cd, num;
    ASSERT_TRUE(gv::detail::big_mul(cd, den, cb));
    ASSERT_TRUE(gv::detail::big_add(num, cd, eb));
    Quotient r(num, den);
    const int want = eps > 0 ? 1 : (eps < 0 ? -1 : 0);
    ASSERT_EQ(r.sign_minus(c), want) << i;
    ++truncated;
    expect_exact_quotient_signs(num, den);
  }
  EXPECT_GT(truncated, work(3000, 300) / 2);
}

// Quotients on a double, or within far less than the bounds' width of one,
// in the numerator's truncation and in the denominator's: only the exact
// comparison can answer there.
TEST(ExactQuotient, TiesAndNearTiesGoToTheExactComparison) {
  // 6 / 4 = 1.5 exactly, and -6 / 4.
  for (const double sign : {1.0, -1.0}) {
    const BigFloat<kW> num = from_double<kW>(sign * 6.0);
    const BigFloat<kDen> den = from_double<kDen>(4.0);
    Quotient r(num, den);
    EXPECT_EQ(r.sign_minus(sign * 1.5), 0);
    EXPECT_EQ(r.sign_minus(sign * 0x1.8000000000001p+0), sign > 0 ? -1 : 1);
    EXPECT_EQ(r.sign_minus(sign * 0x1.7ffffffffffffp+0), sign > 0 ? 1 : -1);
    EXPECT_EQ(r.sign_minus(0.0), sign > 0 ? 1 : -1);
  }
  // num = +-(2^600 + 2^-600) over 2^300: q = +-(2^300 + 2^-900), beyond
  // 2^300 by far less than the bounds' width.
  for (const double sign : {1.0, -1.0}) {
    const BigFloat<kW> num = sum_of<kW>(sign * 0x1p600, sign * 0x1p-600);
    const BigFloat<kDen> den = from_double<kDen>(0x1p300);
    Quotient r(num, den);
    EXPECT_EQ(r.sign_minus(sign * 0x1p300), sign > 0 ? 1 : -1);
    EXPECT_TRUE(r.ok);
    expect_exact_quotient_signs(num, den);
  }
  // num = -2^400 over den = 2^200 +- 2^-700: q just above or below -2^200.
  for (const double sign : {1.0, -1.0}) {
    const BigFloat<kDen> den = sum_of<kDen>(0x1p200, sign * 0x1p-700);
    const BigFloat<kW> num = from_double<kW>(-0x1p400);
    Quotient r(num, den);
    EXPECT_EQ(r.sign_minus(-0x1p200), sign > 0 ? 1 : -1);
    expect_exact_quotient_signs(num, den);
  }
}

}  // namespace

}  // namespace gv_core_exact_ratios_test
