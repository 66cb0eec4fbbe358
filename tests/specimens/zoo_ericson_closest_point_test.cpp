// SPDX-License-Identifier: MIT
// Bug zoo: Ericson's ClosestPtPointTriangle (Real-Time Collision Detection
// 2005, section 5.1.5; specimens/zoo_ericson_sphere_triangle.h) with
// TestSphereTriangle's squared distance, registered for
// point-triangle-closest under ulps(4). The specification of its numbers:
// each defect has a hand case in hex-float literals (the campaign's shrunk
// counterexamples, seed 1, where it found them); the assertions pin what the
// routine returns and what the exact closest point and squared distance
// (exact/point_triangle_closest.h) say.
#include <gtest/gtest.h>

#include <cmath>

#include "geoverify/exact/point_triangle_closest.h"
#include "geoverify/query/cases.h"
#include "geoverify/specimens/registry.h"
#include "registered_specimen.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_specimens_zoo_ericson_closest_point_test {

namespace {

using P = gv::query::PointTriangleClosest<float>;
using PD = gv::query::PointTriangleClosest<double>;

const gv::query::Implementation<P>& ericson() {
  return gv::test_support::registered_specimen<P>("zoo.ericson.ClosestPtPointTriangle");
}
const gv::query::Implementation<PD>& ericson_d() {
  return gv::test_support::registered_specimen<PD>("zoo.ericson.ClosestPtPointTriangle<double>");
}

TEST(ZooEricsonClosestPoint, IsRegisteredForBothTypesWithItsDefect) {
  EXPECT_EQ(gv::query::to_string(ericson().number_contract), "ulps(4)");
  EXPECT_EQ(ericson().expected, gv::query::kWrongNumber);
  EXPECT_EQ(ericson_d().expected, gv::query::kWrongNumber);
  EXPECT_FALSE(ericson().accepts);  // no precondition: every valid case
}

TEST(ZooEricsonClosestPoint, IsRightOnIntegerTriangles) {
  const P c{{{1, -3, 2}}, {{0, 0, 0}, {4, 0, 0}, {0, 4, 0}}};  // the foot (1, 0, 0) on edge ab
  const auto n = ericson().numbers(c);
  EXPECT_EQ(n.lo[0], 1.0f);
  EXPECT_EQ(n.lo[1], 0.0f);
  EXPECT_EQ(n.lo[3], 13.0f);
  EXPECT_TRUE(gv::test_support::judged_numbers(ericson(), c).holds);
}

// The face's point a + ab v + ac w through va, vb, vc of degree 4, which
// cancel on this lattice triangle: x comes out 0.3348 for the exact 0.3302.
TEST(ZooEricsonClosestPoint, RoundedBarycentricsPutTheFacePointFarOff) {
  const P c{{{0x1p-3f, 0x1.8p-2f, 0x0p+0f}},
            {{0x1.eep+4f, -0x1.8p+5f, 0x1.8p+4f}, {-0x1.a8p+3f, 0x1.6p+4f, -0x1.1a4p+3f},
             {-0x1.8a4p+3f, 0x1.6p+4f, -0x1.208p+3f}}};
  EXPECT_EQ(ericson().numbers(c).lo[0], 0x1.5616cp-2f);
  const gv::exact::NumberVerdict v = gv::test_support::judged_numbers(ericson(), c);
  EXPECT_FALSE(v.holds);
  EXPECT_EQ(v.ulps, 131421);
  EXPECT_EQ(v.exact.rfind("x in (0x1.521404p-2, 0x1.521406p-2)", 0), 0u) << v.exact;
}

// Coordinates near 2^124: d1..d6 overflow to infinities, and the closest
// point is NaN.
TEST(ZooEricsonClosestPoint, OverflowMakesTheClosestPointNaN) {
  const P c{{{0x1.ap+124f, -0x1p+121f, 0x1.cp+123f}},
            {{0x1p+121f, -0x1p+121f, -0x1p+122f}, {0x1p+123f, -0x1.8p+122f, -0x1.8p+123f},
             {-0x1.8p+122f, 0x1p+121f, -0x1.4p+123f}}};
  EXPECT_TRUE(std::isnan(ericson().numbers(c).lo[0]));
  const gv::exact::NumberVerdict v = gv::test_support::judged_numbers(ericson(), c);
  EXPECT_FALSE(v.holds);
  EXPECT_EQ(v.ulps, gv::exact::kNotANumberError);
  EXPECT_EQ(v.exact, "x = 0x1p+121");
}

// b == c and a leg of 2^43: the closest point of the segment from (0, 0,
// 2^43) to (0, 1, 0) to the origin has z ~ 2^-43, but the rounded
// barycentric puts it at 0 -- every digit of z lost.
TEST(ZooEricsonClosestPoint, ALongThinSegmentLosesTheSmallCoordinate) {
  const PD c{{{0x0p+0, -0x0p+0, 0x0p+0}}, {{0x0p+0, -0x0p+0, 0x1p+43}, {0x0p+0, 0x1p+0, 0x0p+0}, {0x0p+0, 0x1p+0, 0x0p+0}}};
  EXPECT_EQ(ericson_d().numbers(c).lo[2], 0.0);
  const gv::exact::NumberVerdict v = gv::test_support::judged_numbers(ericson_d(), c);
  EXPECT_FALSE(v.holds);
  EXPECT_EQ(v.component, 2u);
  EXPECT_EQ(v.exact.rfind("z in (0x1.fffffffffffffp-44, 0x1p-43)", 0), 0u) << v.exact;
}

// a == b: d1 = d3 = 0 and vc = 0 send the point into the edge-ab branch,
// where v = d1 / (d1 - d3) = 0 / 0 (zoo_ericson_sphere_triangle.h).
TEST(ZooEricsonClosestPoint, CoincidentVerticesGiveZeroOverZero) {
  const P c{{{2.5f, 1, 1}}, {{0, 0, 0}, {0, 0, 0}, {3, 0, 0}}};
  EXPECT_TRUE(std::isnan(ericson().numbers(c).lo[0]));
  EXPECT_FALSE(gv::test_support::judged_numbers(ericson(), c).holds);
}

}  // namespace

}  // namespace gv_specimens_zoo_ericson_closest_point_test
