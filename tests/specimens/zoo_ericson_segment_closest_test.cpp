// SPDX-License-Identifier: MIT
// Bug zoo: Ericson's ClosestPtSegmentSegment (Real-Time Collision Detection
// 2005, section 5.1.9; specimens/zoo_ericson_capsule.h), registered for
// segment-segment-closest under ulps(4). The specification of its numbers:
// each defect has a hand case in hex-float literals (the campaign's shrunk
// counterexamples, seed 1); the assertions pin what the routine returns and
// what the exact closest points (exact/segment_segment_closest.h) say.
#include <gtest/gtest.h>

#include "geoverify/exact/segment_segment_closest.h"
#include "geoverify/query/cases.h"
#include "geoverify/specimens/registry.h"
#include "registered_specimen.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_specimens_zoo_ericson_segment_closest_test {

namespace {

using F = gv::query::SegmentSegmentClosest<float>;
using D = gv::query::SegmentSegmentClosest<double>;

const gv::query::Implementation<F>& ericson() {
  return gv::test_support::registered_specimen<F>("zoo.ericson.ClosestPtSegmentSegment");
}
const gv::query::Implementation<D>& ericson_d() {
  return gv::test_support::registered_specimen<D>("zoo.ericson.ClosestPtSegmentSegment<double>");
}

TEST(ZooEricsonSegmentClosest, IsRegisteredForBothTypesWithItsDefect) {
  EXPECT_EQ(gv::query::to_string(ericson().number_contract), "ulps(4)");
  EXPECT_EQ(ericson().expected, gv::query::kWrongNumber);
  EXPECT_EQ(ericson_d().expected, gv::query::kWrongNumber);
}

TEST(ZooEricsonSegmentClosest, IsRightOnSkewAndOnParallelOverlappingSegments) {
  const F skew{{{-1, 0, 0}, {1, 0, 0}}, {{0.5f, -1, 2}, {0.5f, 1, 2}}};
  EXPECT_TRUE(gv::test_support::judged_numbers(ericson(), skew).holds);
  // Parallel and overlapping: s = 0 is one of the closest pairs, so each
  // coordinate lies in its set and the routine holds.
  const F parallel{{{-1, 0, 0}, {1, 0, 0}}, {{-4, 1, 0}, {4, 1, 0}}};
  const gv::exact::NumberVerdict v = gv::test_support::judged_numbers(ericson(), parallel);
  EXPECT_TRUE(v.holds) << v.why;
  EXPECT_EQ(ericson().numbers(parallel).lo[0], -1.0f);
}

// a = |d1|^2 = 2^-30 is below EPSILON = 2^-23: the segment of length 2^-15
// is taken as its start point, and pz is 2^-15 instead of -1.49e-5.
TEST(ZooEricsonSegmentClosest, ShortSegmentsAreTakenAsPoints) {
  const F c{{{0x1.3p-11f, 0x1.ep-12f, -0x1p-15f}, {0x1.3p-11f, 0x1.ep-12f, 0x0p+0f}},
            {{0x0p+0f, -0x1p-11f, -0x1p-14f}, {-0x1p-11f, 0x1.8p-11f, 0x1p-15f}}};
  EXPECT_EQ(ericson().numbers(c).lo[2], -0x1p-15f);
  const gv::exact::NumberVerdict v = gv::test_support::judged_numbers(ericson(), c);
  EXPECT_FALSE(v.holds);
  EXPECT_EQ(v.component, 2u);
  EXPECT_EQ(v.exact.rfind("pz in (-0x1.f2c236p-17, -0x1.f2c234p-17)", 0), 0u) << v.exact;
}

// Nearly parallel segments: denom = a e - b^2 cancels, and px is 1.50031
// for the exact 1.503088 -- 12150285474 ulps of double.
TEST(ZooEricsonSegmentClosest, NearlyParallelSegmentsLoseTheClosestPoint) {
  const D c{{{0x1.55c034fap+15, -0x1.e83743a2p+14, -0x1.24p+16}, {0x0p+0, 0x0p+0, 0x0p+0}},
            {{-0x1.3c72dep+15, 0x1.c411b2p+14, 0x1.0f3dde9ap+16},
             {0x1.b10092p+15, -0x1.35499acp+15, -0x1.73251272a4p+16}}};
  EXPECT_EQ(ericson_d().numbers(c).lo[0], 0x1.80ca950908p+0);
  const gv::exact::NumberVerdict v = gv::test_support::judged_numbers(ericson_d(), c);
  EXPECT_FALSE(v.holds);
  EXPECT_EQ(v.ulps, 12150285474);
  EXPECT_EQ(v.exact.rfind("px in (0x1.80ca67c59db5ep+0, 0x1.80ca67c59db5fp+0)", 0), 0u) << v.exact;
}

}  // namespace

}  // namespace gv_specimens_zoo_ericson_segment_closest_test
