// SPDX-License-Identifier: MIT
// Bug zoo: Arvo's box-sphere test (Graphics Gems, 1990, gems/BoxSphere.c,
// mode 3) and its square-rooted variant, float and double (contract exact).
// The specification of the transcriptions, defects included: each defect
// has a hand case in hex-float literals; the assertions pin what the routine
// actually answers and what the exact oracle (exact/sphere_aabb.h) says.
// Unless stated otherwise the box is the unit cube [0, 1]^3 and the ball's
// centre lies outside it on the low side, so C[i] - Bmin[i] is exact.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "geoverify/exact/sphere_aabb.h"
#include "geoverify/query/cases.h"
#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/zoo_arvo_sphere_box.h"
#include "hex.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_specimens_zoo_arvo_test {

namespace {

namespace arvo = gv::specimens::arvo;
using gv::Relation;

template <class T>
struct Ball {
  T x, y, z, r;
};

template <class T>
bool gems(const Ball<T>& b) {  // (a), mode 3 on [0, 1]^3
  const T lo[3] = {0, 0, 0}, hi[3] = {1, 1, 1}, c[3] = {b.x, b.y, b.z};
  return arvo::Box_Sphere_Intersect<T>(3, lo, hi, c, b.r, 3) != 0;
}

template <class T>
bool distance_form(const Ball<T>& b) {  // (b) on [0, 1]^3
  const T lo[3] = {0, 0, 0}, hi[3] = {1, 1, 1}, c[3] = {b.x, b.y, b.z};
  return arvo::ClampDistanceIntersect<T>(lo, hi, c, b.r);
}

template <class T>
Relation exact(const Ball<T>& b) {
  return gv::exact::sphere_aabb(gv::Sphere<T>{{b.x, b.y, b.z}, b.r}, gv::Aabb<T>{{0, 0, 0}, {1, 1, 1}}).relation;
}

// --- right answers -------------------------------------------------------------

TEST(ZooArvo, RightOnClearCasesAndOnExactFaceContact) {
  for (const auto& b : {Ball<float>{2, 0.5f, 0.5f, 1}, Ball<float>{-3, -4, 0.5f, 5}, Ball<float>{0.5f, 0.5f, 0.5f, 0}}) {
    EXPECT_TRUE(gems(b));
    EXPECT_TRUE(distance_form(b));
    EXPECT_TRUE(gv::intersecting(exact(b)));
  }
  for (const auto& b : {Ball<float>{3, 0.5f, 0.5f, 1}, Ball<float>{-3, -4, 0.5f, 0x1.3ffffep+2f}}) {
    EXPECT_FALSE(gems(b));
    EXPECT_FALSE(distance_form(b));
    EXPECT_EQ(exact(b), Relation::disjoint);
  }
  // Face contact: dmin and r2 are the same rounded square, so contact is a
  // hit at any magnitude where the square is finite and nonzero.
  const Ball<float> face{-0x1.000002p+0f, 0.5f, 0.5f, 0x1.000002p+0f};
  EXPECT_TRUE(gems(face));
  EXPECT_TRUE(distance_form(face));
  EXPECT_EQ(exact(face), Relation::touching);
}

TEST(ZooArvo, RegisteredWithTheirExpectedDefects) {
  const auto f = gv::specimens::specimens<gv::query::SphereAabb<float>>();
  const auto d = gv::specimens::specimens<gv::query::SphereAabb<double>>();
  ASSERT_EQ(f.size(), 2u);
  ASSERT_EQ(d.size(), 2u);
  for (const auto& rows : {f}) {
    for (const auto& row : rows) EXPECT_EQ(row.expected, gv::query::kFalseHit | gv::query::kFalseMiss) << row.name;
  }
  for (const auto& row : d) EXPECT_EQ(row.expected, gv::query::kFalseHit | gv::query::kFalseMiss) << row.name;
  // The rows call the transcriptions: the false miss of (a) below, through the registry.
  const gv::query::SphereAabb<float> c{{{-0x1.91d8p+13f, -0x1.572p+13f, 0x1p-1f}, 0x1.0834p+14f},
                                       {{0, 0, 0}, {1, 1, 1}}};
  EXPECT_FALSE(f[0].intersects(c));
  EXPECT_TRUE(f[1].intersects(c));
}

// --- (a) Box_Sphere_Intersect, float ----------------------------------------

// False miss (rounding): tangent to the edge x = y = 0 along the Pythagorean
// triple (12859, 10980) -> 16909. Exact: 12859^2 + 10980^2 = 285914281 =
// 16909^2, touching. In float 12859^2 = 165353881 rounds to 165353888 and
// the sum to 285914304 > fl(16909^2) = 285914272: a miss.
TEST(ZooArvo, GemsMissesAnEdgeContactByRounding) {
  const Ball<float> b{-0x1.91d8p+13f, -0x1.572p+13f, 0x1p-1f, 0x1.0834p+14f};
  EXPECT_EQ(exact(b), Relation::touching);
  EXPECT_FALSE(gems(b));
}

// False hit (rounding): the triple (375505, 88848) -> 385873 with r one ulp
// short, 385872.96875 (exact: disjoint); the rounded sum of squares does not exceed the
// rounded r * r.
TEST(ZooArvo, GemsHitsABallOneUlpShortOfAnEdge) {
  const Ball<float> b{-0x1.6eb44p+18f, -0x1.5b1p+16f, 0x1p-1f, 0x1.78d43ep+18f};
  EXPECT_EQ(exact(b), Relation::disjoint);
  EXPECT_TRUE(gems(b));
}

// False hit (underflow): r = 2^-80, the centre 2^-79 from the face x = 0.
// Exact: disjoint. r2 = 2^-160 and dmin = 2^-158 both flush to 0, 0 <= 0.
// The same for a point (r == 0) 2^-80 away.
TEST(ZooArvo, GemsHitsATinyBallATinyGapAway) {
  const Ball<float> b{-0x1p-79f, 0x1p-1f, 0x1p-1f, 0x1p-80f};
  EXPECT_EQ(exact(b), Relation::disjoint);
  EXPECT_TRUE(gems(b));
  const Ball<float> point{-0x1p-80f, 0x1p-1f, 0x1p-1f, 0.0f};
  EXPECT_EQ(exact(point), Relation::disjoint);
  EXPECT_TRUE(gems(point));
}

// False miss (underflow): tangent to an edge along (7, 11.25) -> 13.25 times
// 2^-77 (exact: 49 + 126.5625 = 175.5625 = 13.25^2, touching). Each square lands between subnormals
// and rounds up; their sum exceeds the rounded r * r.
TEST(ZooArvo, GemsMissesAnEdgeContactWhereTheSquaresUnderflow) {
  const Ball<float> b{-0x1.cp-75f, -0x1.68p-74f, 0x1p-1f, 0x1.a8p-74f};
  EXPECT_EQ(exact(b), Relation::touching);
  EXPECT_FALSE(gems(b));
}

// False hit (overflow): r = 2^64, the centre 2^65 from the box. Exact:
// disjoint. r2 = 2^128 = +inf in float, dmin = +inf too: inf <= inf.
TEST(ZooArvo, GemsHitsAFarBallWhenRSquaredOverflows) {
  const Ball<float> b{-0x1p+65f, 0x1p-1f, 0x1p-1f, 0x1p+64f};
  EXPECT_EQ(exact(b), Relation::disjoint);
  EXPECT_TRUE(gems(b));
}

// --- (b) sqrt(dmin) <= r, float ----------------------------------------------

// False hit (the square root hides the low bits): the centre (-1, -1) from
// the edge, distance sqrt(2); r = 0x1.6a09e6p+0 = fl(sqrt(2)) < sqrt(2).
// Exact: disjoint. sqrtf(2) == r: a hit. (a) is right here: fl(r * r) < 2.
TEST(ZooArvo, DistanceFormHitsABallJustShortOfAnEdge) {
  const Ball<float> b{-1.0f, -1.0f, 0x1p-1f, 0x1.6a09e6p+0f};
  EXPECT_EQ(exact(b), Relation::disjoint);
  EXPECT_TRUE(distance_form(b));
  EXPECT_FALSE(gems(b));
}

// False hit (rounding): the triple (19251, 17100) -> 25749, r one ulp short,
// 25748.998046875 (exact: disjoint); (a) is right here too.
TEST(ZooArvo, DistanceFormHitsABallOneUlpShortOfAnEdge) {
  const Ball<float> b{-0x1.2cccp+14f, -0x1.0b3p+14f, 0x1p-1f, 0x1.9253fep+14f};
  EXPECT_EQ(exact(b), Relation::disjoint);
  EXPECT_TRUE(distance_form(b));
  EXPECT_FALSE(gems(b));
}

// False miss (rounding): tangent along (20055, 12728) -> 23753 (exact:
// touching); the rounded sum lies far enough above r^2 that its square
// root rounds above r.
TEST(ZooArvo, DistanceFormMissesAnEdgeContactByRounding) {
  const Ball<float> b{-0x1.395cp+14f, -0x1.8dcp+13f, 0x1p-1f, 0x1.7324p+14f};
  EXPECT_EQ(exact(b), Relation::touching);
  EXPECT_FALSE(distance_form(b));
}

// False miss (overflow): r = 2^100 and the box 2^70 away, well inside the
// ball (exact: overlapping); (2^70)^2 = +inf in float and sqrt(inf) > r.
TEST(ZooArvo, DistanceFormMissesAHugeBallAroundTheBox) {
  const Ball<float> b{-0x1p+70f, 0x1p-1f, 0x1p-1f, 0x1p+100f};
  EXPECT_EQ(exact(b), Relation::overlapping);
  EXPECT_FALSE(distance_form(b));
}

// False hit (underflow): a point (r == 0) 2^-80 from the face x = 0 (exact:
// disjoint); the square flushes to 0 and sqrt(0) <= 0.
TEST(ZooArvo, DistanceFormHitsAPointATinyGapAway) {
  const Ball<float> b{-0x1p-80f, 0x1p-1f, 0x1p-1f, 0.0f};
  EXPECT_EQ(exact(b), Relation::disjoint);
  EXPECT_TRUE(distance_form(b));
}

// --- the double instances: the same defects at double's ends ----------------

TEST(ZooArvoDouble, GemsRoundingMissAndHit) {
  const Ball<double> miss{-0x1.b57eff77cp+34, -0x1.6bcb67293e8p+51, 0x1p-1, 0x1.6bcb672980442p+51};
  EXPECT_EQ(exact(miss), Relation::touching);
  EXPECT_FALSE(gems(miss));
  const Ball<double> hit{-0x1.751fa5f04p+34, -0x1.6bcb888a2a32p+51, 0x1p-1, 0x1.6bcb888a5a081p+51};
  EXPECT_EQ(exact(hit), Relation::disjoint);
  EXPECT_TRUE(gems(hit));
}

TEST(ZooArvoDouble, GemsUnderflowMissAndHitOverflowHit) {
  const Ball<double> miss{-0x1.4p-537, -0x1.5p-537, 0x1p-1, 0x1.dp-537};  // (5, 5.25) -> 7.25 times 2^-539
  EXPECT_EQ(exact(miss), Relation::touching);
  EXPECT_FALSE(gems(miss));
  const Ball<double> tiny{-0x1p-599, 0x1p-1, 0x1p-1, 0x1p-600};
  EXPECT_EQ(exact(tiny), Relation::disjoint);
  EXPECT_TRUE(gems(tiny));
  const Ball<double> far{-0x1p+513, 0x1p-1, 0x1p-1, 0x1p+512};  // r * r = 2^1024 = +inf
  EXPECT_EQ(exact(far), Relation::disjoint);
  EXPECT_TRUE(gems(far));
}

TEST(ZooArvoDouble, DistanceFormRoundingHitAndMiss) {
  const Ball<double> hit{-0x1.c3cd12b9cp+34, -0x1.6bcb6002308p+51, 0x1p-1, 0x1.6bcb600276a31p+51};
  EXPECT_EQ(exact(hit), Relation::disjoint);
  EXPECT_TRUE(distance_form(hit));
  const Ball<double> miss{-0x1.aac470d7p+34, -0x1.6bcb6c8689p+51, 0x1p-1, 0x1.6bcb6c86c7948p+51};
  EXPECT_EQ(exact(miss), Relation::touching);
  EXPECT_FALSE(distance_form(miss));
}

TEST(ZooArvoDouble, DistanceFormOverflowMissAndUnderflowHit) {
  const Ball<double> huge{-0x1p+520, 0x1p-1, 0x1p-1, 0x1p+600};
  EXPECT_EQ(exact(huge), Relation::overlapping);
  EXPECT_FALSE(distance_form(huge));
  const Ball<double> point{-0x1p-540, 0x1p-1, 0x1p-1, 0.0};
  EXPECT_EQ(exact(point), Relation::disjoint);
  EXPECT_TRUE(distance_form(point));
}

}  // namespace

}  // namespace gv_specimens_zoo_arvo_test
