// SPDX-License-Identifier: MIT
// Specification of the double-double tracked values (core/detail/tracked_dd.h)
// and of the bracket built on them (dd_bracket_quotient,
// core/detail/closest_filter.h), which certify the closest-point filters on
// double input (docs/error-bounds.md, "Tracked values in double-double"):
// every bound encloses the exact value, computed with rationals, and none is
// loose by more than a small factor on cancelling input, so that a bound
// divided by 512 fails here.
//
// 1. The two steps: dd_add within 3.01 u^2 (|x| + |y|), dd_mul_dd within
//    8.01 u^2 |x| |y|, on random and on cancelling operands.
// 2. tracked_error: the degree-4 vc = d1 d4 - d3 d2 of double coordinates,
//    random and nearly cancelling.
// 3. The depth rules, exact differences, and a zero certified only with mag 0.
// 4. dd_bracket_quotient: two adjacent doubles around o + N / D whenever it
//    answers, the double itself when N / D is certified exactly 0.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>

#include "geoverify/core/detail/closest_filter.h"
#include "geoverify/core/detail/tracked_dd.h"
#include "geoverify/exact/rational.h"
#include "geoverify/gen/source.h"
#include "tracked_dots.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_tracked_dd_test {

namespace {

using gv::detail::Dd;
using gv::detail::TrackedDd;
using gv::exact::Rational;
using gv::exact::to_rational;

Rational abs_q(const Rational& x) { return x < 0 ? Rational(-x) : x; }
Rational value(const Dd& d) { return to_rational(d.h) + to_rational(d.l); }

/// A random double in [-s, s] with all 53 bits.
double coord(gv::gen::Prng& rng, double s) { return s * (2.0 * static_cast<double>(rng.next() >> 11) * 0x1p-53 - 1.0); }

/// A random normalised double-double near x: x plus a low part below u |x|.
Dd near(gv::gen::Prng& rng, double x) {
  const Dd s = gv::detail::two_sum(x, x * 0x1p-54 * (2.0 * static_cast<double>(rng.next() >> 11) * 0x1p-53 - 1.0));
  return s;
}

/// The largest observed error / bound, and that the bound always held.
struct Sharpness {
  double worst = 0;
  void see(const Rational& err, const Rational& bound) {
    ASSERT_LE(err, bound);
    if (bound > 0) {
      const double r = static_cast<double>(err / bound);
      worst = r > worst ? r : worst;
    }
  }
};

const Rational kU2 = to_rational(0x1p-106);

TEST(TrackedDdSteps, SumAndProductWithinTheirBounds) {
  gv::gen::Prng rng(0xdd1);
  Sharpness add, mul;
  for (int i = 0; i < gv::test_support::work(20000, 2000); ++i) {
    const double xa = coord(rng, 1e3);
    // every other pair nearly cancels: y ~ -x
    const double ya = i % 2 ? -xa * (1 + coord(rng, 1e-12)) : coord(rng, 1e3);
    const Dd x = near(rng, xa), y = near(rng, ya);
    ASSERT_LE(std::fabs(x.l), 0x1p-53 * std::fabs(x.h));
    const Dd s = gv::detail::dd_add(x, y), p = gv::detail::dd_mul_dd(x, y);
    EXPECT_LE(std::fabs(s.l), 0x1p-53 * std::fabs(s.h));  // normalised
    EXPECT_LE(std::fabs(p.l), 0x1p-53 * std::fabs(p.h));
    const Rational X = value(x), Y = value(y);
    add.see(abs_q(value(s) - (X + Y)), Rational(301, 100) * kU2 * (abs_q(X) + abs_q(Y)));
    mul.see(abs_q(value(p) - X * Y), Rational(801, 100) * kU2 * abs_q(X) * abs_q(Y));
    if (::testing::Test::HasFatalFailure()) return;
  }
  EXPECT_GT(add.worst, 1.0 / 8);
  EXPECT_GT(mul.worst, 1.0 / 16);
}

TEST(TrackedDdError, DepthsExactDifferencesAndZeros) {
  const TrackedDd a = gv::detail::tracked_diff_as<TrackedDd>(0x1p60, 0x1p-60), b = gv::detail::tracked_dd_input(2.0);
  EXPECT_EQ(value(a.v), to_rational(0x1p60) - to_rational(0x1p-60));  // exact, where a double difference rounds
  EXPECT_EQ(a.depth, 1);
  EXPECT_EQ(b.depth, 0);
  EXPECT_EQ((a * a).depth, 3);
  EXPECT_EQ((a * a + b).depth, 4);
  EXPECT_EQ((-(a * a)).depth, 3);
  // Exact zero terms: mag 0, so the sign is certified 0.
  const TrackedDd z = gv::detail::tracked_diff_as<TrackedDd>(1.0, 1.0) * a;
  EXPECT_TRUE(gv::detail::tracked_sign(z).decided);
  EXPECT_EQ(gv::detail::tracked_sign(z).sign, 0);
  // A true zero with nonzero terms is never certified: 3 * 3 - 9.
  const TrackedDd t = gv::detail::tracked_dd_input(3.0) * gv::detail::tracked_dd_input(3.0) - gv::detail::tracked_dd_input(9.0);
  EXPECT_FALSE(gv::detail::tracked_sign(t).decided);
  // An input is exact: its sign is certified however small.
  EXPECT_EQ(gv::detail::tracked_error(b), 0.0);
  EXPECT_EQ(gv::detail::tracked_sign(gv::detail::tracked_dd_input(-0x1p-112)).sign, -1);
  // A power-of-two scaling is exact and counts as a product.
  const TrackedDd sc = gv::detail::tracked_scaled(a, 0x1p-30);
  EXPECT_EQ(value(sc.v), value(a.v) * to_rational(0x1p-30));
  EXPECT_EQ(sc.depth, 2);
}

using Dots = gv::test_support::TrackedDot<TrackedDd>;
const auto dot_of_differences = gv::test_support::dot_of_differences<TrackedDd>;

// vc = d1 d4 - d3 d2 with, every third case, p near the line ab (where vc,
// the weight of c, is 0), so that vc cancels: the bound holds and is within
// 64 of the worst error.
TEST(TrackedDdError, DegreeFourDifferencesOfProducts) {
  gv::gen::Prng rng(0xdd2);
  Sharpness s;
  for (int i = 0; i < gv::test_support::work(4000, 400); ++i) {
    double a[3], b[3], c[3], p[3];
    for (int k = 0; k < 3; ++k) {
      a[k] = coord(rng, 10), b[k] = coord(rng, 10), c[k] = coord(rng, 10);
    }
    const double lambda = coord(rng, 2);
    for (int k = 0; k < 3; ++k) p[k] = i % 3 == 0 ? a[k] + (b[k] - a[k]) * lambda + coord(rng, 1e-9) : coord(rng, 50);
    const Dots d1 = dot_of_differences(b, a, p, a), d2 = dot_of_differences(c, a, p, a);
    const Dots d3 = dot_of_differences(b, a, p, b), d4 = dot_of_differences(c, a, p, b);
    const TrackedDd vc = d1.t * d4.t - d3.t * d2.t;
    const Rational exact = d1.q * d4.q - d3.q * d2.q;
    s.see(abs_q(value(vc.v) - exact), to_rational(gv::detail::tracked_error(vc)));
    s.see(abs_q(value(d1.t.v) - d1.q), to_rational(gv::detail::tracked_error(d1.t)));
    if (::testing::Test::HasFatalFailure()) return;
  }
  EXPECT_GT(s.worst, 1.0 / 64) << "the bound is loose by more than 64";
}

// o + N / D with N, D tracked dot products of double differences: whenever
// the bracket answers, it is two adjacent doubles around the exact value,
// or the value itself.
TEST(TrackedDdBracket, AdjacentDoublesAroundTheQuotient) {
  gv::gen::Prng rng(0xdd3);
  int answered = 0;
  const int n = gv::test_support::work(4000, 400);
  for (int i = 0; i < n; ++i) {
    double a[3], b[3], c[3], e[3];
    for (int k = 0; k < 3; ++k) a[k] = coord(rng, 10), b[k] = coord(rng, 10), c[k] = coord(rng, 10), e[k] = coord(rng, 10);
    const Dots num = dot_of_differences(a, b, c, e);
    const Dots den = dot_of_differences(a, b, a, b);  // > 0
    const double o = i % 2 ? coord(rng, 100) : 0.0;
    gv::Bracket<double> out;
    if (!gv::detail::dd_bracket_quotient(o, num.t, den.t, 0x1p61, out)) continue;
    ++answered;
    const Rational exact = to_rational(o) + num.q / den.q;
    ASSERT_TRUE(out.valid);
    ASSERT_LE(to_rational(out.lo), exact) << i;
    ASSERT_GE(to_rational(out.hi), exact) << i;
    ASSERT_TRUE(out.lo == out.hi ? to_rational(out.lo) == exact : std::nextafter(out.lo, out.hi) == out.hi) << i;
  }
  EXPECT_GT(answered, n * 9 / 10);
  // N exactly 0 (mag 0): the offset itself, certified.
  const TrackedDd zero = gv::detail::tracked_diff_as<TrackedDd>(2.0, 2.0) * gv::detail::tracked_dd_input(3.0);
  gv::Bracket<double> out;
  ASSERT_TRUE(gv::detail::dd_bracket_quotient(0.375, zero, gv::detail::tracked_dd_input(1.0), 0x1p61, out));
  EXPECT_EQ(out.lo, 0.375);
  EXPECT_EQ(out.hi, 0.375);
  // A value that is a double with nonzero terms is left to the exact stage.
  const TrackedDd nine = gv::detail::tracked_dd_input(3.0) * gv::detail::tracked_dd_input(3.0);
  EXPECT_FALSE(gv::detail::dd_bracket_quotient(0.0, nine, gv::detail::tracked_dd_input(1.0), 0x1p126, out));
  // D not certified positive: no bracket.
  EXPECT_FALSE(gv::detail::dd_bracket_quotient(0.0, nine, -gv::detail::tracked_dd_input(1.0), 0x1p126, out));
}

// The steps by hand: down across a power of two (a half step), up on the
// negative side, a correction of many units in the last place, and the
// candidates' range.
TEST(TrackedDdBracket, StepsCorrectionAndRange) {
  using gv::detail::dd_bracket_quotient;
  using gv::detail::tracked_dd_input;
  using gv::detail::tracked_diff_as;
  const TrackedDd one = tracked_dd_input(1.0);
  gv::Bracket<double> out;
  // 1 - 2^-60: c0 = 1, then down to 1 - 2^-53 (the spacing below 1).
  ASSERT_TRUE(dd_bracket_quotient(0.0, tracked_diff_as<TrackedDd>(1.0, 0x1p-60), one, 0x1p61, out));
  EXPECT_EQ(out.lo, 1 - 0x1p-53);
  EXPECT_EQ(out.hi, 1.0);
  // -1 - 2^-60: c0 = -1, then down to -(1 + 2^-52).
  ASSERT_TRUE(dd_bracket_quotient(0.0, tracked_diff_as<TrackedDd>(-1.0, 0x1p-60), one, 0x1p61, out));
  EXPECT_EQ(out.lo, -(1 + 0x1p-52));
  EXPECT_EQ(out.hi, -1.0);
  // 1 + (-3 - 2^-30) / (3 - 2^-60) = -(2^-30 + 2^-60) / (3 - 2^-60): c0 =
  // fl(1 + fl(N.h / D.h)) is right to about 2^-53 only, millions of units
  // of the value's last place; the correction lands next to it.
  const TrackedDd N = tracked_diff_as<TrackedDd>(-3.0, 0x1p-30), D = tracked_diff_as<TrackedDd>(3.0, 0x1p-60);
  ASSERT_TRUE(dd_bracket_quotient(1.0, N, D, 0x1p61, out));
  const Rational q = Rational(1) + value(N.v) / value(D.v);
  EXPECT_LT(to_rational(out.lo), q);
  EXPECT_GT(to_rational(out.hi), q);
  EXPECT_EQ(std::nextafter(out.lo, 1.0), out.hi);
  // Candidates outside [2^-150, limit]: no bracket.
  EXPECT_FALSE(dd_bracket_quotient(0.0, tracked_dd_input(0x1p-100) * tracked_dd_input(0x1p-100), one, 0x1p61, out));
  EXPECT_FALSE(dd_bracket_quotient(0.0, tracked_dd_input(0x1p62), one, 0x1p61, out));
  ASSERT_TRUE(dd_bracket_quotient(0.0, tracked_dd_input(0x1p62) + tracked_dd_input(0x1p5), one, 0x1p126, out));
  EXPECT_EQ(out.lo, 0x1p62);
  EXPECT_EQ(out.hi, 0x1p62 + 0x1p10);
}

// sqrt(W / D) by comparisons of W - x^2 D: adjacent doubles around an
// irrational distance; a distance that is a double is left to the exact
// stage.
TEST(TrackedDdBracket, SquareRootOfAQuotient) {
  using gv::detail::tracked_dd_input;
  using gv::detail::tracked_diff_as;
  gv::Bracket<double> out;
  // W = 2 + 2^-60 (exact in double-double), D = 1 - 2^-70.
  const TrackedDd W = tracked_diff_as<TrackedDd>(2.0, -0x1p-60), D = tracked_diff_as<TrackedDd>(1.0, 0x1p-70);
  ASSERT_TRUE(gv::detail::dd_bracket_sqrt_quotient(W, D, out));
  const Rational q = value(W.v) / value(D.v);
  EXPECT_LT(to_rational(out.lo) * to_rational(out.lo), q);
  EXPECT_GT(to_rational(out.hi) * to_rational(out.hi), q);
  EXPECT_EQ(std::nextafter(out.lo, 2.0), out.hi);
  // 9 / 1: the distance 3 is a double, a true zero no bound certifies.
  const TrackedDd nine = tracked_dd_input(3.0) * tracked_dd_input(3.0);
  EXPECT_FALSE(gv::detail::dd_bracket_sqrt_quotient(nine, tracked_dd_input(1.0), out));
  // Out of the candidates' range [2^-75, 2^63]: none.
  EXPECT_FALSE(gv::detail::dd_bracket_sqrt_quotient(tracked_dd_input(0x1p-160), tracked_dd_input(1.0), out));
}

}  // namespace

}  // namespace gv_core_tracked_dd_test
