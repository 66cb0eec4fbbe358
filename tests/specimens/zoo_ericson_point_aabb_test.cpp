// SPDX-License-Identifier: MIT
// Bug zoo: Ericson's SqDistPointAABB (Real-Time Collision Detection 2005,
// section 5.1.3.1; specimens/zoo_ericson_point_aabb.h), registered for
// point-aabb-distance under ulps(4) with the caller's d = sqrt(d2). Each
// defect has a hand case in hex-float literals; the assertions pin what the
// routine returns and what the exact numbers (exact/point_aabb_distance.h)
// say.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "geoverify/exact/point_aabb_distance.h"
#include "geoverify/query/cases.h"
#include "geoverify/specimens/registry.h"
#include "registered_specimen.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_specimens_zoo_ericson_point_aabb_test {

namespace {

using P = gv::query::PointAabbDistance<float>;
const gv::Aabb<float> kUnit{{0, 0, 0}, {1, 1, 1}};

const gv::query::Implementation<P>& ericson() { return gv::test_support::registered_specimen<P>("zoo.ericson.SqDistPointAABB"); }
gv::exact::NumberVerdict judged(const P& c) { return gv::test_support::judged_numbers(ericson(), c); }

TEST(ZooEricsonPointAabb, IsRegisteredForBothTypes) {
  EXPECT_EQ(gv::query::to_string(ericson().number_contract), "ulps(4)");
  EXPECT_EQ(ericson().expected, gv::query::kWrongNumber);
  EXPECT_EQ(gv::specimens::specimens<gv::query::PointAabbDistance<double>>().size(), 1u);
}

TEST(ZooEricsonPointAabb, IsRightWhereNothingRoundsAway) {
  const P beside{{{4, 5, 13}}, kUnit};  // excess (3, 4, 12): d2 = 169, d = 13
  const auto n = ericson().numbers(beside);
  EXPECT_EQ(n.lo[0], 169.0f);
  EXPECT_EQ(n.lo[1], 13.0f);
  EXPECT_TRUE(judged(beside).holds);
  EXPECT_TRUE(judged(P{{{0.5f, 0.5f, 0.5f}}, kUnit}).holds);  // inside: 0, 0
}

// 2^-140 outside the box: the square, 2^-280, is below the least float
// subnormal and flushes to 0 -- "the point is in the box".
TEST(ZooEricsonPointAabb, AnUnderflowedSquareSaysThePointIsInTheBox) {
  const P c{{{-0x1p-140f, 0x1p-1f, 0x1p-1f}}, kUnit};
  EXPECT_EQ(gv::exact::oracle(c).relation, gv::Relation::disjoint);
  EXPECT_EQ(ericson().numbers(c).lo[0], 0.0f);
  const gv::exact::NumberVerdict v = judged(c);
  EXPECT_FALSE(v.holds);
  // The worst of the two: d = sqrt(0) = 0 where the exact distance, 2^-140,
  // is a normal float 512 ulps away.
  EXPECT_EQ(v.component, 1u);
  EXPECT_EQ(v.why, "d = 0 where the shapes do not meet");
  EXPECT_EQ(v.ulps, 512);
}

// 2^100 outside: the square, 2^200, overflows to +inf (which is also the
// correctly rounded squared distance), and d = sqrt(inf) = inf where the
// exact distance is 2^100.
TEST(ZooEricsonPointAabb, AnOverflowedSquareMakesTheDistanceInfinite) {
  const P c{{{-0x1p+100f, 0x1p-1f, 0x1p-1f}}, kUnit};
  const auto n = ericson().numbers(c);
  EXPECT_EQ(n.lo[0], std::numeric_limits<float>::infinity());
  EXPECT_EQ(n.lo[1], std::numeric_limits<float>::infinity());
  const gv::exact::NumberVerdict v = judged(c);
  EXPECT_FALSE(v.holds);
  EXPECT_EQ(v.component, 1u);  // d, not d2
  EXPECT_EQ(v.exact, "d = 0x1p+100");
}

}  // namespace

}  // namespace gv_specimens_zoo_ericson_point_aabb_test
