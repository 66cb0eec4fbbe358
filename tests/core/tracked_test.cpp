// SPDX-License-Identifier: MIT
// Specification of the tracked error bounds (core/detail/tracked.h), which
// certify the closest-point filters (docs/error-bounds.md, "Tracked
// values"): every bound encloses the exact value, computed with rationals,
// and none is loose by more than a small factor on cancelling input, so a
// bound divided by 512 fails here.
//
// 1. tracked_error: the degree-4 differences of products of dot products
//    the point-triangle filter decides (vc = d1 d4 - d3 d2), on random and
//    on nearly cancelling input.
// 2. tracked_divisor and tracked_offset_quotient: o + N / D, the coordinates of a foot or a
//    face projection.
// 3. bounded_squared_sum and tracked_diff_error: a squared distance from
//    uncertain coordinates.
// 4. The depth rules: a product adds the depths of its factors.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>

#include "geoverify/core/detail/tracked.h"
#include "geoverify/exact/rational.h"
#include "geoverify/gen/source.h"
#include "tracked_dots.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_tracked_test {

namespace {

using gv::detail::Bounded;
using gv::detail::Tracked;
using gv::exact::Rational;
using gv::exact::to_rational;

Rational abs_q(const Rational& x) { return x < 0 ? Rational(-x) : x; }

/// Random float coordinates in [-s, s] (floats, exact in double).
double coord(gv::gen::Prng& rng, double s) {
  return static_cast<float>(s * (2.0 * static_cast<double>(rng.next() >> 11) * 0x1p-53 - 1.0));
}

using Dots = gv::test_support::TrackedDot<Tracked>;
const auto dot_of_differences = gv::test_support::dot_of_differences<Tracked>;

/// The largest observed |v - P| / bound over the loop, and that the bound
/// always held.
struct Sharpness {
  double worst = 0;
  void see(const Rational& err, double bound) {
    ASSERT_LE(err, to_rational(bound));
    if (bound > 0) {
      const double r = static_cast<double>(err / to_rational(bound));
      worst = r > worst ? r : worst;
    }
  }
};

TEST(TrackedError, DepthsOfSumsAndProducts) {
  const Tracked a = gv::detail::tracked_diff(3.0, 1.0), b = gv::detail::tracked_input(2.0);
  EXPECT_EQ(a.depth, 1);
  EXPECT_EQ(b.depth, 0);
  EXPECT_EQ((a * a).depth, 3);
  EXPECT_EQ((a * a + b).depth, 4);
  EXPECT_EQ(((a * a) * (a * a)).depth, 7);
  EXPECT_EQ((-(a * a)).depth, 3);
  EXPECT_EQ((a * a - a * a).mag, 8.0);
  // Exact zero terms: mag 0, so the sign is certified 0.
  const Tracked z = gv::detail::tracked_diff(1.0, 1.0) * a;
  EXPECT_EQ(gv::detail::tracked_error(z), 0.0);
  EXPECT_TRUE(gv::detail::tracked_sign(z).decided);
  EXPECT_EQ(gv::detail::tracked_sign(z).sign, 0);
}

// vc = d1 d4 - d3 d2 with p near the edge ab's perpendicular plane at a,
// so that vc cancels: the bound holds and is within 64 of the worst error.
TEST(TrackedError, DegreeFourDifferencesOfProducts) {
  gv::gen::Prng rng(0x71);
  Sharpness s;
  for (int i = 0; i < gv::test_support::work(4000, 400); ++i) {
    double a[3], b[3], c[3], p[3];
    for (int k = 0; k < 3; ++k) {
      a[k] = coord(rng, 10), b[k] = coord(rng, 10), c[k] = coord(rng, 10);
      // every third case: p = a + (c - a) * (nearly 0.5), a cancelling mix
      p[k] = i % 3 == 0 ? static_cast<float>(a[k] + (c[k] - a[k]) * 0.5 + coord(rng, 1e-3)) : coord(rng, 50);
    }
    const Dots d1 = dot_of_differences(b, a, p, a), d2 = dot_of_differences(c, a, p, a);
    const Dots d3 = dot_of_differences(b, a, p, b), d4 = dot_of_differences(c, a, p, b);
    const Tracked vc = d1.t * d4.t - d3.t * d2.t;
    const Rational exact = d1.q * d4.q - d3.q * d2.q;
    s.see(abs_q(to_rational(vc.v) - exact), gv::detail::tracked_error(vc));
    s.see(abs_q(to_rational(d1.t.v) - d1.q), gv::detail::tracked_error(d1.t));
    if (::testing::Test::HasFatalFailure()) return;
  }
  EXPECT_GT(s.worst, 1.0 / 64) << "the bound is loose by more than 64";
}

// Q = o + N / D with N, D tracked sums of products.
TEST(TrackedError, OffsetQuotient) {
  gv::gen::Prng rng(0x72);
  Sharpness s;
  int accepted = 0;
  for (int i = 0; i < gv::test_support::work(4000, 400); ++i) {
    double a[3], b[3], c[3], e[3];
    for (int k = 0; k < 3; ++k) a[k] = coord(rng, 10), b[k] = coord(rng, 10), c[k] = coord(rng, 10), e[k] = coord(rng, 10);
    const Dots n = dot_of_differences(a, b, c, e);
    const Dots d = dot_of_differences(a, b, a, e);  // may be of either sign: only D > 0 is accepted
    const double o = i % 2 ? coord(rng, 100) : 0.0;
    gv::detail::TrackedDivisor div;
    if (!gv::detail::tracked_divisor(d.t, div)) continue;
    const Bounded q = gv::detail::tracked_offset_quotient(o, n.t, div);
    if (d.q <= 0) {
      ADD_FAILURE() << "accepted a D that is not positive";
      return;
    }
    ++accepted;
    const Rational exact = to_rational(o) + n.q / d.q;
    // the promise: |q - Q| <= eps - 2u|q|
    s.see(abs_q(to_rational(q.value) - exact), q.bound - 2 * 0x1p-53 * std::fabs(q.value));
    if (::testing::Test::HasFatalFailure()) return;
  }
  EXPECT_GT(accepted, gv::test_support::work(4000, 400) / 4);
  EXPECT_GT(s.worst, 1.0 / 64);
}

// S = sum (A_k - B_k)^2 from approximations with known errors.
TEST(TrackedError, SquaredSumOfUncertainDifferences) {
  gv::gen::Prng rng(0x73);
  Sharpness s;
  for (int i = 0; i < gv::test_support::work(4000, 400); ++i) {
    double w[3], e[3];
    Rational exact = 0;
    for (int k = 0; k < 3; ++k) {
      // A exact, B known as b~ with |b~ - B| <= eb: B = b~ + a random share of eb.
      const double A = coord(rng, 100), bt = coord(rng, 100) * (1 + 0x1p-30);
      const double eb = std::fabs(bt) * 0x1p-40 * static_cast<double>(rng.next() % 4);
      const Rational B = to_rational(bt) + to_rational(eb) * Rational(static_cast<long>(rng.next() % 2001) - 1000, 1000);
      w[k] = A - bt;
      e[k] = gv::detail::tracked_diff_error(w[k], 0.0, eb);
      const Rational wk = to_rational(A) - B;
      s.see(abs_q(to_rational(w[k]) - wk), e[k]);
      exact += wk * wk;
    }
    const Bounded sq = gv::detail::bounded_squared_sum(w, e);
    s.see(abs_q(to_rational(sq.value) - exact), sq.bound - 2 * 0x1p-53 * sq.value);
    if (::testing::Test::HasFatalFailure()) return;
  }
  EXPECT_GT(s.worst, 1.0 / 64);
}

// Terms below 2^-400 move into their bound; no square underflows.
TEST(TrackedError, TinyTermsMoveIntoTheBound) {
  const double w[3] = {0x1p-700, 0.0, 3.0}, e[3] = {0x1p-760, 0.0, 0x1p-50};
  const Bounded s = gv::detail::bounded_squared_sum(w, e);
  EXPECT_EQ(s.value, 9.0);
  const Rational exact_hi = (to_rational(0x1p-700) + to_rational(0x1p-760)) * (to_rational(0x1p-700) + to_rational(0x1p-760)) +
                            (to_rational(3.0) + to_rational(0x1p-50)) * (to_rational(3.0) + to_rational(0x1p-50));
  EXPECT_LE(exact_hi - 9, to_rational(s.bound));
}

}  // namespace

}  // namespace gv_core_tracked_test
