// SPDX-License-Identifier: MIT
// Bug zoo: Moller & Trumbore 1997's intersect_triangle and the t it returns
// (specimens/zoo_moller_trumbore.h), registered for ray-triangle-hit under
// ulps(4), called two ways (registry_ray_triangle_hit.cpp): clipped to
// [tmin, tmax] by the caller, and trusted as returned. Each expected number
// defect has a hand case in hex-float literals (the cancellation is the
// campaign's shrunk counterexample, seed 1); the relation defects are those
// of ray-triangle (zoo_moller_trumbore_test.cpp).
#include <gtest/gtest.h>

#include <limits>
#include <string>

#include "geoverify/exact/ray_triangle_hit.h"
#include "geoverify/query/cases.h"
#include "geoverify/specimens/registry.h"
#include "registered_specimen.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_specimens_zoo_moller_trumbore_hit_test {

namespace {

using H = gv::query::RayTriangleHit<float>;
constexpr float kInf = std::numeric_limits<float>::infinity();

const gv::query::Implementation<H>& clipped() {
  return gv::test_support::registered_specimen<H>("zoo.moller-trumbore97.intersect_triangle");
}
const gv::query::Implementation<H>& unclipped() {
  return gv::test_support::registered_specimen<H>("zoo.moller-trumbore97.intersect_triangle (t unclipped)");
}
gv::exact::NumberVerdict judged(const gv::query::Implementation<H>& impl, const H& c) {
  return gv::test_support::judged_numbers(impl, c);
}

const gv::Triangle<float> kTri{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};

TEST(ZooMollerTrumboreHit, BothRowsAreRegisteredForBothTypes) {
  EXPECT_EQ(gv::query::to_string(clipped().number_contract), "ulps(4)");
  EXPECT_EQ(unclipped().expected, gv::query::kFalseHit | gv::query::kFalseMiss | gv::query::kWrongNumber);
  EXPECT_EQ(gv::specimens::specimens<gv::query::RayTriangleHit<double>>().size(), 2u);
}

TEST(ZooMollerTrumboreHit, IsWithinItsUlpsOnAPlainHit) {
  const H c{{{0.25f, 0.25f, -1}, {0, 0, 3}}, kTri};  // t = 1/3
  EXPECT_TRUE(clipped().numbers(c).present);
  EXPECT_TRUE(judged(clipped(), c).holds);
}

// The caller that trusts the return value gets the hit behind the origin:
// t = -1/3, where the exact half-line misses.
TEST(ZooMollerTrumboreHit, ReturnsHitsBehindTheOrigin) {
  const H c{{{0.25f, 0.25f, 1}, {0, 0, 3}}, kTri};
  EXPECT_FALSE(gv::exact::exact_numbers(c).present());
  const auto n = unclipped().numbers(c);
  ASSERT_TRUE(n.present);
  EXPECT_LT(n.lo[0], 0.0f);
  EXPECT_FALSE(clipped().numbers(c).present);  // the clipping caller drops it
}

// A ray grazing a far triangle: det and e2 . q are rounded cross and dot
// products of large, nearly parallel vectors; t is 126368 ulps off.
TEST(ZooMollerTrumboreHit, CancellationPutsTFarOff) {
  const H c{{{-0x1.14ffd4p+13f, -0x1.3d004ep+13f, -0x1.cfffcp+12f}, {0x1.7fffd4p+11f, 0x1.40004ep+11f, 0x1.ffffcp+10f},
             0x0p+0f, kInf},
            {{0x1.dp+11f, 0x0p+0f, 0x1p+7f}, {0x1.4p+11f, 0x1.8p+8f, 0x1.5p+11f}, {0x1.48p+12f, 0x1.4p+10f, 0x1.2p+10f}}};
  const gv::exact::NumberVerdict v = judged(clipped(), c);
  EXPECT_FALSE(v.holds);
  EXPECT_EQ(v.exact, "t = 0x1p+2");
  EXPECT_EQ(v.answer, "t = 0x1.fc24cp+1");
  EXPECT_EQ(v.ulps, 126368);
}

// The barycentrics are judged too: u and v are (tvec . pvec) / det and
// (dir . qvec) / det from the same rounded products. A double ray through an
// edge gets v 27 ulps below the exact 1/4 (the campaign's counterexample,
// seed 1, class ulp-step).
TEST(ZooMollerTrumboreHit, TheBarycentricsRoundAwayFromTheEdge) {
  using D = gv::query::RayTriangleHit<double>;
  const auto& mt = gv::test_support::registered_specimen<D>("zoo.moller-trumbore97.intersect_triangle");
  const D c{{{0x1.b65cp+13, 0x1.ddp+6, -0x1.08p+6}, {0x1p+0, -0x1p+0, 0x1p+3}, 0x0p+0,
             std::numeric_limits<double>::infinity()},
            {{0x1.b68p+13, 0x1.67fffffffffffp+6, -0x1p+0}, {0x1.b6a8p+13, 0x1.d8p+6, -0x1p+1},
             {0x1.b678p+13, 0x1.6cp+6, -0x1p+1}}};
  const auto n = mt.numbers(c);
  ASSERT_TRUE(n.present);
  EXPECT_EQ(n.count, 3u);
  EXPECT_EQ(n.lo[2], 0x1.fffffffffffe5p-3);
  const gv::exact::NumberVerdict v = gv::test_support::judged_numbers(mt, c);
  EXPECT_FALSE(v.holds);
  EXPECT_EQ(v.component, 2u);
  EXPECT_EQ(v.exact, "v = 0x1p-2");
  EXPECT_EQ(v.ulps, 27);
}

}  // namespace

}  // namespace gv_specimens_zoo_moller_trumbore_hit_test
