// SPDX-License-Identifier: MIT
// Bug zoo: Ericson's TestSphereSphere (Real-Time Collision Detection 2005,
// section 4.3.1; specimens/zoo_ericson_sphere.h), float and double (contract
// exact). The specification of the transcription, defects included: each
// defect has a hand case in hex-float literals, found by the campaign's
// generator classes (gen/sphere_sphere.h, named with each case); the
// assertions pin what the routine answers and what the exact oracle
// (exact/sphere_sphere.h) says.
#include <gtest/gtest.h>

#include "geoverify/exact/sphere_sphere.h"
#include "geoverify/query/cases.h"
#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/zoo_ericson_sphere.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_specimens_zoo_ericson_sphere_test {

namespace {

namespace ericson = gv::specimens::ericson_sphere;
using gv::Relation;

template <class T>
bool routine(const gv::Sphere<T>& a, const gv::Sphere<T>& b) {
  const ericson::Sphere<T> sa{{a.c.x, a.c.y, a.c.z}, a.r}, sb{{b.c.x, b.c.y, b.c.z}, b.r};
  return ericson::TestSphereSphere<T>(sa, sb) != 0;
}

template <class T>
Relation exact(const gv::Sphere<T>& a, const gv::Sphere<T>& b) {
  return gv::exact::sphere_sphere(a, b).relation;
}

// --- right answers -------------------------------------------------------------

TEST(ZooEricsonSphere, RightWhereTheSquaresAreExact) {
  // tangent along an axis and along a (2, 3, 6) -> 7 lattice vector: a hit
  const gv::Sphere<float> a{{0, 0, 0}, 3};
  EXPECT_TRUE(routine(a, gv::Sphere<float>{{5, 0, 0}, 2}));
  EXPECT_EQ(exact(a, gv::Sphere<float>{{5, 0, 0}, 2}), Relation::touching);
  EXPECT_TRUE(routine(a, gv::Sphere<float>{{2, 3, 6}, 4}));
  EXPECT_EQ(exact(a, gv::Sphere<float>{{2, 3, 6}, 4}), Relation::touching);
  // a quarter apart; a quarter into each other; nested; two equal points
  EXPECT_FALSE(routine(a, gv::Sphere<float>{{5.25f, 0, 0}, 2}));
  EXPECT_TRUE(routine(a, gv::Sphere<float>{{4.75f, 0, 0}, 2}));
  EXPECT_TRUE(routine(a, gv::Sphere<float>{{1, 0, 0}, 1}));
  EXPECT_TRUE(routine(gv::Sphere<double>{{1, 2, 3}, 0}, gv::Sphere<double>{{1, 2, 3}, -0.0}));
}

// --- rounding near tangency ---------------------------------------------------------

TEST(ZooEricsonSphere, FalseMissAtTangencyWhenTheSquaresRound) {
  // tangent-big-lattice: the centres differ by a lattice vector of integer
  // length a.r + b.r whose squares need more bits than T has
  const gv::Sphere<float> fa{{0x0p+0f, 0x0p+0f, -0x1p-6f}, 0x1.5b65ap+14f};
  const gv::Sphere<float> fb{{0x1.2fac6p+14f, -0x1.3f68p+7f, 0x1.53442p+13f}, 0x1.cf4p+4f};
  EXPECT_EQ(exact(fa, fb), Relation::touching);
  EXPECT_FALSE(routine(fa, fb));
  const gv::Sphere<double> da{{0x1p+1, 0x1.e428p+15, 0x1.a8p+6}, 0x1.04b423063286p+47};
  const gv::Sphere<double> db{{0x1.3e5b644806c6p+48, -0x1.391ee4542f98p+46, 0x1.00a0fa57a2fp+45}, 0x1.8e1b7e01b696p+47};
  EXPECT_EQ(exact(da, db), Relation::touching);
  EXPECT_FALSE(routine(da, db));
}

TEST(ZooEricsonSphere, FalseHitOneUlpApart) {
  // ulp-radius: tangent balls with one radius one ulp smaller: apart, yet the
  // rounded squares compare <=
  const gv::Sphere<float> fa{{0x1.4p-8f, 0x1.4p-8f, -0x1p-9f}, 0x1.6p-7f};
  const gv::Sphere<float> fb{{0x1.ep-6f, 0x1.4p-8f, -0x1p-9f}, 0x1.bffffep-7f};
  EXPECT_EQ(exact(fa, fb), Relation::disjoint);
  EXPECT_TRUE(routine(fa, fb));
  const gv::Sphere<double> da{{0x1.49358p-3, 0x1.6cp-14, -0x1.cd29cp-1}, 0x1.acp-14};
  const gv::Sphere<double> db{{0x1.49588p-3, -0x1.03p-12, -0x1.cd59ep-1}, 0x1.a1fffffffffffp-12};
  EXPECT_EQ(exact(da, db), Relation::disjoint);
  EXPECT_TRUE(routine(da, db));
}

// --- underflow and overflow -------------------------------------------------------

TEST(ZooEricsonSphere, FalseHitWhenTheSquaresUnderflow) {
  // points: two points 2^-143 apart; (2^-143)^2 flushes to 0 <= 0
  const gv::Sphere<float> fa{{0x1.c4p+12f, 0x1.4p+9f, -0x0p+0f}, 0x0p+0f};
  const gv::Sphere<float> fb{{0x1.c4p+12f, 0x1.4p+9f, -0x1p-143f}, 0x0p+0f};
  EXPECT_EQ(exact(fa, fb), Relation::disjoint);
  EXPECT_TRUE(routine(fa, fb));
  // the smallest subnormal apart, in double
  const gv::Sphere<double> da{{0x1.f0884p+18, 0x0p+0, -0x1.8p+3}, 0x0p+0};
  const gv::Sphere<double> db{{0x1.f0884p+18, 0x0.0000000000001p-1022, -0x1.8p+3}, -0x0p+0};
  EXPECT_EQ(exact(da, db), Relation::disjoint);
  EXPECT_TRUE(routine(da, db));
}

TEST(ZooEricsonSphere, FalseHitWhenTheSquaresOverflow) {
  // huge: dist2 and radiusSum^2 are both +inf, and inf <= inf
  const gv::Sphere<float> fa{{-0x1.ap+124f, -0x1p+122f, -0x1p+125f}, 0x1.affffep+125f};
  const gv::Sphere<float> fb{{-0x1.58p+126f, -0x1.2p+125f, -0x1p+125f}, 0x1.cp+123f};
  EXPECT_EQ(exact(fa, fb), Relation::disjoint);
  EXPECT_TRUE(routine(fa, fb));
  const gv::Sphere<double> da{{-0x1.7ap+1008, -0x1.ep+1004, -0x1.5f52cp+1020}, 0x1.fffffffffffffp+1001};
  const gv::Sphere<double> db{{-0x1.a2p+1008, -0x1.4p+1005, -0x1.5f4dcp+1020}, 0x1.58p+1006};
  EXPECT_EQ(exact(da, db), Relation::disjoint);
  EXPECT_TRUE(routine(da, db));
}

TEST(ZooEricsonSphere, RegisteredWithItsDefects) {
  const auto f = gv::specimens::specimens<gv::query::SphereSphere<float>>();
  const auto d = gv::specimens::specimens<gv::query::SphereSphere<double>>();
  ASSERT_EQ(f.size(), 1u);
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(f[0].expected, gv::query::kFalseHit | gv::query::kFalseMiss);
  EXPECT_EQ(d[0].expected, gv::query::kFalseHit | gv::query::kFalseMiss);
}

}  // namespace

}  // namespace gv_specimens_zoo_ericson_sphere_test
