// SPDX-License-Identifier: MIT
// Bug zoo: Ericson's IntersectRaySphere and its t (Real-Time Collision
// Detection 2005, section 5.3.2; specimens/zoo_ericson_ray_sphere.h),
// registered for ray-sphere-hit under ulps(4). The specification of the
// transcription's number: each defect has a hand case in hex-float literals;
// the assertions pin what the routine returns and what the exact first
// parameter (exact/ray_sphere_hit.h) says.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "geoverify/exact/ray_sphere_hit.h"
#include "geoverify/query/cases.h"
#include "geoverify/specimens/registry.h"
#include "registered_specimen.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_specimens_zoo_ericson_ray_sphere_hit_test {

namespace {

using H = gv::query::RaySphereHit<float>;
constexpr float kInf = std::numeric_limits<float>::infinity();
const gv::Sphere<float> kUnit{{0, 0, 0}, 1};

const gv::query::Implementation<H>& ericson() {
  return gv::test_support::registered_specimen<H>("zoo.ericson.IntersectRaySphere.t");
}
gv::exact::NumberVerdict judged(const H& c) { return gv::test_support::judged_numbers(ericson(), c); }

/// The registered routine (with the book's preconditions and its number contract).
TEST(ZooEricsonRaySphereHit, IsRegisteredForBothTypesWithItsDefects) {
  const auto& e = ericson();
  EXPECT_EQ(gv::query::to_string(e.number_contract), "ulps(4)");
  EXPECT_EQ(e.expected, gv::query::kWrongNumber | gv::query::kFalseHit | gv::query::kFalseMiss);
  EXPECT_EQ(gv::specimens::specimens<gv::query::RaySphereHit<double>>().size(), 1u);
  // The half-line and a unit direction only.
  EXPECT_TRUE(e.accepts(H{{{0, 0, -3}, {0, 0, 1}}, kUnit}));
  EXPECT_FALSE(e.accepts(H{{{0, 0, -3}, {0, 0, 2}}, kUnit}));
  EXPECT_FALSE(e.accepts(H{{{0, 0, -3}, {0, 0, 1}, 0, 4}, kUnit}));
}

TEST(ZooEricsonRaySphereHit, IsRightOnPlainHitsAndFromInside) {
  const H ahead{{{0, 0, -3}, {0, 0, 1}, 0, kInf}, kUnit};
  EXPECT_EQ(ericson().numbers(ahead).lo[0], 2.0f);
  EXPECT_TRUE(judged(ahead).holds);
  const H inside{{{0, 0, 0.5f}, {0, 0, 1}, 0, kInf}, kUnit};  // clamped to 0: the solid ball's tmin
  EXPECT_EQ(ericson().numbers(inside).lo[0], 0.0f);
  EXPECT_TRUE(judged(inside).holds);
}

// A ray from 2^-12 outside the unit sphere, aslant (cos = 0.8): t ~ 1.25 *
// 2^-12, but -b - Sqrt(b*b - c) subtracts two numbers near 0.8 and keeps
// about 12 bits.
TEST(ZooEricsonRaySphereHit, CancellationNearTheSurfacePutsTHundredsOfUlpsOff) {
  const H c{{{0x0p+0f, 0x0p+0f, -0x1.001p+0f}, {0x1.333334p-1f, 0x0p+0f, 0x1.99999ap-1f}, 0x0p+0f, kInf}, kUnit};
  ASSERT_TRUE(ericson().accepts(c));
  EXPECT_EQ(ericson().numbers(c).lo[0], 0x1.4p-12f);
  const gv::exact::NumberVerdict v = judged(c);
  EXPECT_FALSE(v.holds);
  EXPECT_EQ(v.ulps, 720);
  EXPECT_EQ(v.exact.rfind("t in (0x1.40059ep-12, 0x1.4005ap-12)", 0), 0u) << v.exact;
}

// From one ulp of 1 outside (2^-23), the same ray: t comes out 2^-23 for
// the exact 1.25 * 2^-23, 20% off: 2^21 ulps.
TEST(ZooEricsonRaySphereHit, CancellationOneUlpOutsideLosesEveryDigit) {
  const H c{{{0x0p+0f, 0x0p+0f, -0x1.000002p+0f}, {0x1.333334p-1f, 0x0p+0f, 0x1.99999ap-1f}, 0x0p+0f, kInf}, kUnit};
  EXPECT_EQ(ericson().numbers(c).lo[0], 0x1p-23f);
  const gv::exact::NumberVerdict v = judged(c);
  EXPECT_FALSE(v.holds);
  EXPECT_EQ(v.ulps, 2097152);
  EXPECT_EQ(v.exact.rfind("t in (0x1.4p-23, 0x1.400002p-23)", 0), 0u) << v.exact;
}

// A tangent ray whose squares overflow float: b*b and c are both infinite,
// discr = inf - inf is NaN, and NaN < 0 is false, so t = NaN is returned as
// a hit (the campaign's worst wrong number, seed 1).
TEST(ZooEricsonRaySphereHit, OverflowReturnsANaNParameter) {
  const H c{{{-0x1.2p+96f, -0x1.5f54fep+110f, 0x1p+93f}, {-0x0p+0f, 0x1p+0f, -0x0p+0f}, 0x0p+0f, kInf},
            {{0x1.42dfp+110f, -0x1p+94f, -0x1.1c2dcp+111f}, 0x1.46d64p+111f}};
  ASSERT_TRUE(ericson().accepts(c));
  const auto n = ericson().numbers(c);
  ASSERT_TRUE(n.present);
  EXPECT_TRUE(std::isnan(n.lo[0]));
  const gv::exact::NumberVerdict v = judged(c);
  EXPECT_FALSE(v.holds);
  EXPECT_EQ(v.ulps, gv::exact::kNotANumberError);
  EXPECT_EQ(v.exact, "t = 0x1.5f53fep+110");
}

// Double: the same cancellation from 2^-40 outside the unit sphere.
TEST(ZooEricsonRaySphereHit, CancellationInDouble) {
  using D = gv::query::RaySphereHit<double>;
  const auto& e = gv::test_support::registered_specimen<D>("zoo.ericson.IntersectRaySphere<double>.t");
  const D c{{{0, 0, -(1 + 0x1p-40)}, {0x1.3333333333333p-1, 0, 0x1.999999999999ap-1}, 0, std::numeric_limits<double>::infinity()},
            {{0, 0, 0}, 1}};
  ASSERT_TRUE(e.accepts(c));
  const gv::exact::NumberVerdict v = gv::test_support::judged_numbers(e, c);
  EXPECT_FALSE(v.holds);
  EXPECT_GT(v.ulps, 1000) << v.answer << " vs " << v.exact;
}

}  // namespace

}  // namespace gv_specimens_zoo_ericson_ray_sphere_hit_test
