// SPDX-License-Identifier: MIT
// Specification of exact number judging (geoverify/exact/rational/number.h):
// the correctly rounded value of an exact rational, square root or
// p + s sqrt(q) (a root of a quadratic, however p and s sqrt(q) cancel), the ulps
// between a routine's answer and it, and the relative, absolute and bracket
// contracts, all decided exactly. IEEE 754 makes +, -, *, / and sqrt
// correctly rounded, so the hardware is the reference on random operands.
#include <gtest/gtest.h>

#include <cfloat>
#include <cmath>
#include <cstdint>
#include <ios>
#include <limits>

#include "geoverify/core/detail/float_bits.h"
#include "geoverify/exact/rational/number.h"
#include "geoverify/gen/source.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_exact_number_test {

namespace {

using gv::exact::ExactNumber;
using gv::exact::Rational;
using gv::exact::round_to_nearest;
using gv::exact::to_rational;
using gv::exact::ulps_from_rounded;

ExactNumber q(double x) { return ExactNumber::rational(to_rational(x)); }

// A finite value of T from random bits: every exponent, subnormals, both signs.
template <class T>
T random_finite(gv::gen::Prng& rng) {
  for (;;) {
    const T x = gv::detail::from_bits<T>(static_cast<typename gv::detail::FloatBits<T>::U>(rng.next()));
    if (std::isfinite(x)) return x;
  }
}

template <class T>
void hardware_is_the_reference(std::uint64_t seed) {
  gv::gen::Prng rng(seed);
  const int n = gv::test_support::work(20000);
  for (int i = 0; i < n; ++i) {
    const T a = random_finite<T>(rng), b = random_finite<T>(rng);
    const Rational qa = to_rational(a), qb = to_rational(b);
    SCOPED_TRACE(testing::Message() << std::hexfloat << "a = " << a << ", b = " << b);
    EXPECT_EQ(round_to_nearest<T>(ExactNumber::rational(qa * qb)), a * b);
    EXPECT_EQ(round_to_nearest<T>(ExactNumber::rational(qa + qb)), a + b);
    if (b != 0) {
      EXPECT_EQ(round_to_nearest<T>(ExactNumber::rational(qa / qb)), a / b);
    }
    const T m = std::fabs(a);
    EXPECT_EQ(round_to_nearest<T>(ExactNumber::square_root(to_rational(m))), std::sqrt(m));
  }
}

TEST(ExactNumber, CorrectRoundingAgreesWithIeeeOperationsInFloat) { hardware_is_the_reference<float>(0x7a11); }
TEST(ExactNumber, CorrectRoundingAgreesWithIeeeOperationsInDouble) { hardware_is_the_reference<double>(0x7a12); }

/// p + s sqrt(q) built to equal a known double v: q = ((v - p) / s)^2 with
/// the sign of s that of v - p. Random bits give every cancellation, from
/// none (p == 0) to all but the last bits (p within ulps of -s sqrt(q)).
TEST(ExactNumber, RootsOfQuadraticsRoundAndCompareExactly) {
  gv::gen::Prng rng(0x7a13);
  const int n = gv::test_support::work(4000);
  for (int i = 0; i < n; ++i) {
    const double v = random_finite<double>(rng);
    // p near v half the time: heavy cancellation between p and s sqrt(q).
    const double p = rng.draw(2) ? random_finite<double>(rng) : std::nextafter(v, rng.draw(2) ? 0.0 : HUGE_VAL);
    double s = random_finite<double>(rng);
    if (s == 0) s = 1;
    const Rational d = to_rational(v) - to_rational(p);
    if ((d < 0) != (s < 0)) s = -s;
    const Rational root = d / to_rational(s);
    const ExactNumber x = ExactNumber::with_root(to_rational(p), to_rational(s), root * root);
    SCOPED_TRACE(testing::Message() << std::hexfloat << "v = " << v << ", p = " << p << ", s = " << s);
    EXPECT_EQ(x.compare(to_rational(v)), 0);
    EXPECT_EQ(x.compare(to_rational(std::nextafter(v, HUGE_VAL))), 1);
    EXPECT_EQ(x.compare(to_rational(std::nextafter(v, -HUGE_VAL))), -1);
    EXPECT_EQ(x.sign(), v > 0 ? 1 : (v < 0 ? -1 : 0));
    EXPECT_EQ(round_to_nearest<double>(x), v);
    EXPECT_EQ(round_to_nearest<float>(x), static_cast<float>(v));  // a conversion rounds correctly
  }
}

TEST(ExactNumber, ARootOfAQuadraticNeedsNoFloatingPointEvaluation) {
  // 1 - sqrt((1 - 2^-60)^2) = 2^-60: the approximation divides the
  // difference of squares by the sum instead of subtracting.
  const Rational a = Rational(1) - to_rational(0x1p-60);
  const ExactNumber x = ExactNumber::with_root(Rational(1), Rational(-1), a * a);
  EXPECT_NEAR(x.to_double(), 0x1p-60, 0x1p-60 * 1e-14);  // not 0, nor 2^-53 off
  EXPECT_EQ(round_to_nearest<float>(x), 0x1p-60f);
  // 3 - sqrt(11/16) = 2.1708438024...: between the floats around it.
  const ExactNumber t = ExactNumber::with_root(Rational(3), Rational(-1), Rational(11) / 16);
  EXPECT_EQ(t.compare(to_rational(2.1708438024)), -1);
  EXPECT_EQ(t.compare(to_rational(2.1708438025)), 1);
  EXPECT_EQ(ulps_from_rounded<float>(t, 2.17084380f), 0);
}

TEST(ExactNumber, StepsAcrossTheWholeDoubleLineSaturate) {
  // From -DBL_MAX to +DBL_MAX is about 2^64 steps, more than an int64 holds
  // (found by fuzz_segment_segment_closest under UBSan): the count saturates
  // one below kNotANumberError.
  const double big = std::numeric_limits<double>::max();
  EXPECT_EQ(gv::exact::steps_between(-big, big), std::numeric_limits<std::int64_t>::max() - 1);
  EXPECT_EQ(gv::exact::steps_between(-0.0, 0.0), 0);
  EXPECT_EQ(gv::exact::steps_between(-std::numeric_limits<double>::denorm_min(), std::numeric_limits<double>::denorm_min()), 2);
  EXPECT_EQ(gv::exact::steps_between(-2.0, -1.0), gv::exact::steps_between(1.0, 2.0));
  EXPECT_EQ(gv::exact::steps_between(std::nextafter(-1.0, -2.0), -1.0), 1);
  EXPECT_EQ(gv::exact::steps_between(-std::numeric_limits<float>::max(), std::numeric_limits<float>::max()),
            2 * static_cast<std::int64_t>(0x7f7fffff));
}

TEST(ExactNumber, TiesGoToTheEvenSignificand) {
  const Rational one(1), half_ulp = to_rational(0x1p-53);
  // Halfway between 1 and 1 + 2^-52: 1 (even).
  EXPECT_EQ(round_to_nearest<double>(ExactNumber::rational(one + half_ulp)), 1.0);
  // Halfway between 1 + 2^-52 (odd) and 1 + 2^-51 (even).
  EXPECT_EQ(round_to_nearest<double>(ExactNumber::rational(one + 3 * half_ulp)), 1.0 + 0x1p-51);
  // Just above the first midpoint: up.
  EXPECT_EQ(round_to_nearest<double>(ExactNumber::rational(one + half_ulp + to_rational(0x1p-200))), 1.0 + 0x1p-52);
  // Halfway between 0 and the smallest subnormal: 0; three halves: 2 denorm_min.
  const Rational d = to_rational(std::numeric_limits<float>::denorm_min());
  EXPECT_EQ(round_to_nearest<float>(ExactNumber::rational(d / 2)), 0.0f);
  EXPECT_EQ(round_to_nearest<float>(ExactNumber::rational(3 * d / 2)), 2 * std::numeric_limits<float>::denorm_min());
  EXPECT_EQ(round_to_nearest<float>(ExactNumber::rational(-d / 2)), 0.0f);
}

TEST(ExactNumber, OverflowAtMaxPlusHalfAnUlp) {
  const double max = DBL_MAX, ulp = max - std::nextafter(max, 0.0);
  const Rational threshold = to_rational(max) + to_rational(ulp) / 2;
  EXPECT_EQ(round_to_nearest<double>(ExactNumber::rational(threshold)), HUGE_VAL);
  EXPECT_EQ(round_to_nearest<double>(ExactNumber::rational(threshold - 1)), max);
  EXPECT_EQ(round_to_nearest<double>(ExactNumber::rational(-threshold)), -HUGE_VAL);
  EXPECT_EQ(round_to_nearest<float>(ExactNumber::rational(to_rational(max))), HUGE_VALF);
  EXPECT_EQ(round_to_nearest<float>(ExactNumber::rational(to_rational(double(FLT_MAX)))), FLT_MAX);
  // A distance beyond the double range, from a square root.
  EXPECT_EQ(round_to_nearest<double>(ExactNumber::square_root(to_rational(max) * to_rational(max) * 4)), HUGE_VAL);
}

TEST(ExactNumber, UlpsFromTheCorrectlyRoundedValue) {
  const ExactNumber third = ExactNumber::rational(Rational(1) / 3);
  const float r = round_to_nearest<float>(third);
  EXPECT_EQ(ulps_from_rounded(third, r), 0);
  EXPECT_EQ(ulps_from_rounded(third, std::nextafter(r, 1.0f)), 1);
  EXPECT_EQ(ulps_from_rounded(third, std::nextafter(std::nextafter(r, 0.0f), 0.0f)), 2);
  EXPECT_EQ(ulps_from_rounded(third, std::numeric_limits<float>::quiet_NaN()), -1);
  // -0 and +0 are one value; across zero every subnormal counts.
  EXPECT_EQ(ulps_from_rounded(q(0.0), -0.0), 0);
  EXPECT_EQ(ulps_from_rounded(q(0x1p-1074), -0x1p-1074), 2);
  // An infinity is one step past MAX.
  EXPECT_EQ(ulps_from_rounded(q(DBL_MAX), HUGE_VAL), 1);
  // A hit parameter behind the origin against one in front: far apart.
  EXPECT_GT(ulps_from_rounded(q(0.5), -0.5), std::int64_t{1} << 62);
}

TEST(ExactNumber, RelativeAbsoluteAndBracketContracts) {
  const ExactNumber two = q(2.0), root2 = ExactNumber::square_root(Rational(2)), minus = q(-4.0);
  EXPECT_TRUE(gv::exact::within_relative(two, 2.0 * (1 + 0x1p-20), 0x1p-20));
  EXPECT_FALSE(gv::exact::within_relative(two, std::nextafter(2.0 * (1 + 0x1p-20), 3.0), 0x1p-20));
  EXPECT_TRUE(gv::exact::within_relative(two, 2.0 * (1 - 0x1p-20), 0x1p-20));
  EXPECT_FALSE(gv::exact::within_relative(two, std::nextafter(2.0 * (1 - 0x1p-20), 0.0), 0x1p-20));
  EXPECT_TRUE(gv::exact::within_relative(minus, -4.0 * (1 + 0x1p-10), 0x1p-10));
  EXPECT_FALSE(gv::exact::within_relative(minus, 4.0, 0.5));
  EXPECT_TRUE(gv::exact::within_relative(minus, 4.0, 2.0));  // eps > 1 admits the other sign
  EXPECT_TRUE(gv::exact::within_relative(q(0.0), 0.0, 0.0));
  EXPECT_FALSE(gv::exact::within_relative(q(0.0), 0x1p-1074, 1.0));
  // sqrt(2) = 1.41421356237309504880...; its correctly rounded double,
  // 1.41421356237309514547..., is above it.
  const double r = std::sqrt(2.0);
  EXPECT_TRUE(gv::exact::within_relative(root2, r, 0x1p-53));
  EXPECT_FALSE(gv::exact::within_relative(root2, r, 0x1p-60));
  EXPECT_TRUE(gv::exact::within_absolute(root2, 1.5, 0.086));
  EXPECT_FALSE(gv::exact::within_absolute(root2, 1.5, 0.085));
  EXPECT_FALSE(gv::exact::within_absolute(two, HUGE_VAL, 1e300));
  EXPECT_TRUE(gv::exact::within_bracket(root2, std::nextafter(r, 0.0), r));
  EXPECT_FALSE(gv::exact::within_bracket(root2, r, std::nextafter(r, 2.0)));
  EXPECT_TRUE(gv::exact::within_bracket(two, 2.0, 2.0));
  EXPECT_TRUE(gv::exact::within_bracket(two, -HUGE_VAL, HUGE_VAL));
  EXPECT_FALSE(gv::exact::within_bracket(two, std::nan(""), 3.0));
}

}  // namespace

}  // namespace gv_exact_number_test
