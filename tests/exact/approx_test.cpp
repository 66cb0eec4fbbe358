// SPDX-License-Identifier: MIT
// Specification of the margin arithmetic (exact/approx.h): magnitudes far
// outside the double range keep their value, and the sign is always exact.
#include <gtest/gtest.h>

#include <cfloat>
#include <cmath>
#include <limits>

#include "geoverify/exact/approx.h"
#include "geoverify/exact/rational.h"
#include "geoverify/exact/result.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_exact_approx_test {

namespace {

using gv::exact::Approx;
using gv::exact::approx;
using gv::exact::Integer;
using gv::exact::Rational;

TEST(Approx, RoundTripsDoubles) {
  for (double x : {1.0, -3.5, 0x1p-1074, 0x1.fffffffffffffp+1023, 0.1}) {
    EXPECT_EQ(gv::exact::to_double(approx(x)), x);
    EXPECT_EQ(gv::exact::to_double(approx(Rational(x))), x);
  }
  EXPECT_EQ(gv::exact::to_double(approx(0.0)), 0.0);
}

TEST(Approx, HandlesValuesBeyondTheDoubleRange) {
  const Rational huge = Rational(Integer(1) << 3000) * 3;   // 3 * 2^3000
  const Rational small = Rational(1) / Rational(Integer(1) << 3000);
  const Approx q = approx(huge) / approx(Rational(Integer(1) << 2990));
  EXPECT_EQ(gv::exact::to_double(q), 3072.0);
  EXPECT_NEAR(gv::exact::to_double(gv::exact::sqrt(approx(huge * small))), std::sqrt(3.0), 1e-15);
  // saturation keeps the sign
  EXPECT_EQ(gv::exact::to_double(approx(huge)), DBL_MAX);
  EXPECT_EQ(gv::exact::to_double(approx(Rational(-huge))), -DBL_MAX);
  EXPECT_EQ(gv::exact::to_double(approx(small)), std::numeric_limits<double>::denorm_min());
  EXPECT_EQ(gv::exact::to_double(approx(Rational(-small))), -std::numeric_limits<double>::denorm_min());
}

TEST(Approx, SumIsAccurate) {
  const Approx a = approx(1.0) + approx(0x1p-40);
  EXPECT_EQ(gv::exact::to_double(a), 1.0 + 0x1p-40);
  EXPECT_EQ(gv::exact::to_double(approx(5.0) + approx(-3.0)), 2.0);
}

TEST(Result, MarginSignFollowsTheRelationEvenWhenTheMagnitudeVanishes) {
  const Approx zero{};
  const gv::exact::Result d = gv::exact::make_result(gv::Relation::disjoint, zero, approx(1.0));
  EXPECT_GT(d.margin, 0.0);
  EXPECT_GT(d.relative_margin, 0.0);
  const gv::exact::Result o = gv::exact::make_result(gv::Relation::overlapping, approx(2.0), approx(4.0));
  EXPECT_EQ(o.margin, -2.0);
  EXPECT_EQ(o.relative_margin, -0.5);
  const gv::exact::Result t = gv::exact::make_result(gv::Relation::touching, approx(2.0), approx(4.0));
  EXPECT_EQ(t.margin, 0.0);
  const gv::exact::Result bad = gv::exact::make_result(gv::Relation::invalid, approx(2.0), approx(4.0));
  EXPECT_EQ(bad.relation, gv::Relation::invalid);
  EXPECT_EQ(bad.scale, 0.0);
}

}  // namespace

}  // namespace gv_exact_approx_test
