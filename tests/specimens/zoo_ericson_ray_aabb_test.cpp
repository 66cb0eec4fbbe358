// SPDX-License-Identifier: MIT
// Bug zoo: Ericson's IntersectRayAABB (Real-Time Collision Detection 2005,
// section 5.3.3; specimens/zoo_ericson_ray_aabb.h), registered for
// ray-aabb-hit under ulps(1). The specification of the transcription,
// defects included: each defect has a hand case in hex-float literals (the
// wrong number is the campaign's shrunk counterexample, seed 1); the
// assertions pin what the routine answers and what the exact oracle and the
// exact entry parameter (exact/ray_aabb_hit.h) say.
#include <gtest/gtest.h>

#include <limits>

#include "geoverify/exact/ray_aabb_hit.h"
#include "geoverify/query/cases.h"
#include "geoverify/specimens/registry.h"
#include "registered_specimen.h"
#include "geoverify/specimens/zoo_ericson_ray_aabb.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_specimens_zoo_ericson_ray_aabb_test {

namespace {

using H = gv::query::RayAabbHit<float>;
constexpr float kInf = std::numeric_limits<float>::infinity();
const gv::Aabb<float> kUnit{{0, 0, 0}, {1, 1, 1}};

const gv::query::Implementation<H>& ericson() { return gv::test_support::registered_specimen<H>("zoo.ericson.IntersectRayAABB"); }
gv::exact::NumberVerdict judged(const H& c) { return gv::test_support::judged_numbers(ericson(), c); }

/// The registered routine (with its accepts() and its number contract).
TEST(ZooEricsonRayAabb, IsRegisteredForBothTypesWithItsDefects) {
  const auto& e = ericson();
  EXPECT_EQ(gv::query::to_string(e.number_contract), "ulps(1)");
  EXPECT_EQ(e.expected, gv::query::kWrongNumber | gv::query::kFalseHit | gv::query::kFalseMiss);
  EXPECT_EQ(gv::specimens::specimens<gv::query::RayAabbHit<double>>().size(), 1u);
  // The half-line only: a clipped ray is not the routine's.
  EXPECT_TRUE(e.accepts(H{{{-1, 0.5f, 0.5f}, {1, 0, 0}}, kUnit}));
  EXPECT_FALSE(e.accepts(H{{{-1, 0.5f, 0.5f}, {1, 0, 0}, 0, 4}, kUnit}));
}

TEST(ZooEricsonRayAabb, IsRightOnPlainEntries) {
  const H through{{{-1, 0.5f, 0.5f}, {3, 0, 0}}, kUnit};  // t = 1/3, a rounding away
  const auto n = ericson().numbers(through);
  ASSERT_TRUE(n.present);
  EXPECT_TRUE(judged(through).holds);
  const H inside{{{0.5f, 0.5f, 0.5f}, {1, 2, 3}}, kUnit};
  EXPECT_EQ(ericson().numbers(inside).lo[0], 0.0f);
}

// Three roundings: (min - p), 1/d and their product put t 2 ulps off.
TEST(ZooEricsonRayAabb, ThreeRoundingsPutTheEntryTwoUlpsOff) {
  const H c{{{-0x1.8p+7f, -0x1.ebp+10f, 0x1.866edp+11f}, {0x1.82p+7f, 0x1.eb4p+10f, -0x1.86749ep+11f}, 0x0p+0f, kInf},
            {{0x0p+0f, 0x0p+0f, -0x1p+0f}, {0x1p+0f, 0x1p+0f, -0x1.0576p-4f}}};
  ASSERT_TRUE(ericson().accepts(c));
  EXPECT_EQ(ericson().numbers(c).lo[0], 0x1.fffb0ep-1f);
  const gv::exact::NumberVerdict v = judged(c);
  EXPECT_FALSE(v.holds);
  EXPECT_EQ(v.ulps, 2);
  EXPECT_EQ(v.exact.rfind("t in (0x1.fffb1p-1, 0x1.fffb12p-1)", 0), 0u) << v.exact;
}

// EPSILON = FLT_EPSILON: dir.y = 2^-24 is "parallel", and the origin on the
// top face is inside the slab, so y is never tested: but y leaves the box at
// once, before x reaches it at t = 1.
TEST(ZooEricsonRayAabb, AbsoluteEpsilonMakesAFalseHit) {
  const H c{{{-0x1p+0f, 0x1p+0f, 0x1p-1f}, {0x1p+0f, 0x1p-24f, 0x0p+0f}, 0x0p+0f, kInf}, kUnit};
  EXPECT_EQ(gv::exact::oracle(c).relation, gv::Relation::disjoint);
  EXPECT_TRUE(ericson().numbers(c).present);
}

// The same slab from above: y = 2 - 2^-24 t reaches the box at t = 2^24,
// but the origin is outside the "parallel" slab.
TEST(ZooEricsonRayAabb, AbsoluteEpsilonMakesAFalseMiss) {
  const H c{{{0x1p-1f, 0x1p+1f, 0x1p-1f}, {0x0p+0f, -0x1p-24f, 0x0p+0f}, 0x0p+0f, kInf}, kUnit};
  EXPECT_EQ(gv::exact::oracle(c).relation, gv::Relation::overlapping);
  EXPECT_FALSE(ericson().numbers(c).present);
}

// tmax = FLT_MAX: from -FLT_MAX at speed 2^-22 the box is entered at
// t = FLT_MAX * 2^22, past the largest float; the product overflows to inf.
TEST(ZooEricsonRayAabb, EntriesBeyondTheLargestFloatAreMissed) {
  const H c{{{-0x1.fffffep+127f, 0x1p-1f, 0x1p-1f}, {0x1p-22f, 0x0p+0f, 0x0p+0f}, 0x0p+0f, kInf}, kUnit};
  EXPECT_EQ(gv::exact::oracle(c).relation, gv::Relation::overlapping);
  EXPECT_FALSE(ericson().numbers(c).present);
}

// Rounding near contact (the campaign's shrunk case, edge-miss): the exact
// ray passes 2.4e-9 of the scale beside the flat box's edge.
TEST(ZooEricsonRayAabb, RoundingNearAnEdgeMakesAFalseHit) {
  const H c{{{0x1.8p+2f, -0x1.6b718ep+0f, -0x1.5113cap+0f}, {-0x1p+0f, 0x1.bb5d9p-2f, 0x1.e28658p-3f}, 0x0p+0f, kInf},
            {{-0x0p+0f, 0x0p+0f, 0x0p+0f}, {0x1p+0f, 0x1p+0f, 0x0p+0f}}};
  EXPECT_EQ(gv::exact::oracle(c).relation, gv::Relation::disjoint);
  EXPECT_TRUE(ericson().numbers(c).present);
}

}  // namespace

}  // namespace gv_specimens_zoo_ericson_ray_aabb_test
