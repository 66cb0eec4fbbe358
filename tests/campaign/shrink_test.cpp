// SPDX-License-Identifier: MIT
// Specification of counterexample minimisation (campaign/shrink.h).
#include <gtest/gtest.h>

#include <limits>

#include "geoverify/campaign/shrink.h"
#include "geoverify/query/cases.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_campaign_shrink_test {

namespace {

using C = gv::query::PlaneAabb<float>;

TEST(Shrink, ComplexityOrdersSimpleValuesFirst) {
  using gv::campaign::complexity;
  EXPECT_EQ(complexity(0.0f), 0.0);
  EXPECT_LT(complexity(1.0f), complexity(-1.0f));
  EXPECT_LT(complexity(1.0f), complexity(1.5f));
  EXPECT_LT(complexity(1.5f), complexity(0x1.8p+40f));
  EXPECT_LT(complexity(2.0f), complexity(0.1f));
}

TEST(Shrink, KeepsTheFailureAndSimplifiesEverythingElse) {
  // "fails" whenever the box reaches beyond x = 3 and the plane's d is negative
  auto fails = [](const C& c) { return c.box.max.x > 3.0f && c.plane.d < 0.0f; };
  const C start{{{0.123f, -7.25f, 1e-20f}, -12345.678f}, {{-0.3f, 0.7f, -1e10f}, {1000.1f, 2.2f, 3e30f}}};
  ASSERT_TRUE(fails(start));
  int steps = 0;
  const C small = gv::campaign::shrink(start, fails, 10000, &steps);
  EXPECT_TRUE(fails(small));
  EXPECT_TRUE(gv::query::valid(small));
  EXPECT_GT(steps, 5);
  EXPECT_EQ(small.plane.n.x, 0.0f);
  EXPECT_EQ(small.plane.n.y, 0.0f);
  EXPECT_EQ(small.box.min.y, 0.0f);
  EXPECT_EQ(small.box.max.x, 4.0f);   // the simplest value above 3
  EXPECT_EQ(small.plane.d, -1.0f);    // the simplest negative value
}

TEST(Shrink, LeavesInfinitiesAlone) {
  // an unbounded ray's tmax is +inf: not a value to simplify (and converting
  // it to an integer bit count would be undefined behaviour)
  EXPECT_EQ(gv::campaign::complexity(std::numeric_limits<float>::infinity()), 0.0);
  EXPECT_TRUE(gv::campaign::shrink_candidates(std::numeric_limits<double>::infinity()).empty());
  using R = gv::query::RayAabb<float>;
  const R start{{{0.3f, 0.7f, 5.5f}, {1.25f, 0, 0}}, {{0, 0, 0}, {1, 1, 1}}};
  const R small = gv::campaign::shrink(start, [](const R& r) { return r.ray.dir.x > 0; }, 1000);
  EXPECT_EQ(small.ray.tmax, std::numeric_limits<float>::infinity());
  EXPECT_EQ(small.ray.dir.x, 1.0f);
}

TEST(Shrink, RespectsTheBudget) {
  int calls = 0;
  auto fails = [&](const C&) {
    ++calls;
    return false;
  };
  const C start{{{0.1f, 0.2f, 0.3f}, 0.4f}, {{0.5f, 0.6f, 0.7f}, {0.8f, 0.9f, 1.1f}}};
  gv::campaign::shrink(start, fails, 25);
  EXPECT_EQ(calls, 25);
}

}  // namespace

}  // namespace gv_campaign_shrink_test
