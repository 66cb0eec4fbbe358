// SPDX-License-Identifier: MIT
// Specification of the per-triangle leak rule (campaign/src/mesh_judging.h):
// on a closed mesh's crossing, a routine leaks when it misses every triangle
// of the neighbourhood; a neighbour's hit covers the crossing only when the
// ray meets that neighbour's plane within [tmin, tmax], so hits reported
// behind the origin hide nothing; a routine that refused a triangle of the
// neighbourhood is not judged on that crossing.
#include <gtest/gtest.h>

#include <limits>
#include <vector>

#include "mesh_judging.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_campaign_mesh_judging_test {

namespace {

using gv::campaign::kMeshHit;
using gv::campaign::kMeshMiss;
using gv::campaign::kMeshNotJudged;

template <class T>
gv::Ray<T> ray(T ox, T oy, T oz, T dx, T dy, T dz, T tmax = std::numeric_limits<T>::infinity()) {
  return gv::Ray<T>{{ox, oy, oz}, {dx, dy, dz}, T(0), tmax};
}

TEST(LeakRule, ANeighboursPlaneCountsOnlyWithinTheRange) {
  const gv::Triangle<double> z1{{0, 0, 1}, {1, 0, 1}, {0, 1, 1}};  // the plane z = 1
  EXPECT_TRUE(gv::campaign::meets_plane_in_range(ray<double>(5, 5, 0, 0, 0, 1), z1));    // ahead, off the triangle
  EXPECT_FALSE(gv::campaign::meets_plane_in_range(ray<double>(0, 0, 2, 0, 0, 1), z1));   // behind the origin
  EXPECT_FALSE(gv::campaign::meets_plane_in_range(ray<double>(0, 0, 0, 0, 0, 1, 0.5), z1));  // past tmax
  EXPECT_TRUE(gv::campaign::meets_plane_in_range(ray<double>(0, 0, 0, 0, 0, 1, 1), z1));  // at tmax exactly
  EXPECT_TRUE(gv::campaign::meets_plane_in_range(ray<double>(3, 3, 1, 1, 0, 0), z1));    // in the plane
  EXPECT_FALSE(gv::campaign::meets_plane_in_range(ray<double>(3, 3, 2, 1, 0, 0), z1));   // parallel, off it
  const gv::Triangle<float> flat{{0, 0, 0}, {1, 1, 1}, {2, 2, 2}};
  EXPECT_FALSE(gv::campaign::meets_plane_in_range(ray<float>(0, 0, -1, 0, 0, 1), flat));  // no plane
}

/// A crossing of one triangle (0) with two neighbours (1, 2).
gv::campaign::Crossing crossing() {
  gv::campaign::Crossing c;
  c.hood = {0, 1, 2};
  c.at_crossing = 1;
  return c;
}

int judge(gv::campaign::Tally& t, const std::vector<char>& answers) {
  return gv::campaign::judge_crossing(t, true, answers, crossing(), "mesh-edge", 7, gv::campaign::Clock::now());
}

TEST(LeakRule, MissingTheWholeNeighbourhoodIsALeakAHitAnywhereIsNot) {
  gv::campaign::Tally leak;
  EXPECT_EQ(judge(leak, {kMeshMiss, kMeshMiss, kMeshMiss}), 1);
  EXPECT_EQ(leak.crossings, 1u);
  EXPECT_EQ(leak.leaks, 1u);
  gv::campaign::Tally covered;
  EXPECT_EQ(judge(covered, {kMeshMiss, kMeshHit, kMeshMiss}), 0);
  EXPECT_EQ(covered.crossings, 1u);
  EXPECT_EQ(covered.leaks, 0u);
}

TEST(LeakRule, ARefusedNeighbourLeavesTheCrossingUnjudged) {
  gv::campaign::Tally t;
  EXPECT_EQ(judge(t, {kMeshMiss, kMeshNotJudged, kMeshMiss}), 0);
  EXPECT_EQ(t.crossings, 0u);
  EXPECT_EQ(t.leaks, 0u);
}

}  // namespace

}  // namespace gv_campaign_mesh_judging_test
