// SPDX-License-Identifier: MIT
// Specification of the plane-OBB oracle (exact/plane_obb.h): relations and
// margins on hand cases of every degenerate class (n == 0 with d < 0, == 0,
// > 0; flat, segment and point boxes; a box lying in the plane; a vertex,
// an edge, a face on the plane; zero, parallel and sheared axes), invalid
// input, and agreement with a brute force over the eight vertices on every
// generator class.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "flat_oracle_support.h"
#include "geoverify/exact/oracle.h"
#include "geoverify/exact/plane_obb.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "hex.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_exact_plane_obb_oracle_test {

namespace {

using gv::Relation;
using gv::exact::plane_obb;

const gv::Obbd kCube{{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {1, 1, 1}};

TEST(PlaneObbOracle, ZeroNormal) {
  const double inf = std::numeric_limits<double>::infinity();
  for (const double d : {-1.0, 1.0}) {
    const auto r = plane_obb(gv::Planed{{0, 0, 0}, d}, kCube);
    EXPECT_EQ(r.relation, Relation::disjoint);  // the empty plane
    EXPECT_EQ(r.margin, inf);
  }
  const auto r = plane_obb(gv::Planed{{0, -0.0, 0}, -0.0}, kCube);
  EXPECT_EQ(r.relation, Relation::overlapping);  // all of space
  EXPECT_EQ(r.margin, -inf);
}

TEST(PlaneObbOracle, MarginsAreDistancesAndPenetrations) {
  // z = 3 is 2 above the cube's top face; |n| = 2 must not matter
  auto r = plane_obb(gv::Planed{{0, 0, 2}, -6}, kCube);
  EXPECT_EQ(r.relation, Relation::disjoint);
  EXPECT_DOUBLE_EQ(r.margin, 2.0);
  EXPECT_DOUBLE_EQ(r.scale, 3.0);  // |d| / max |n_i|
  r = plane_obb(gv::Planed{{0, 0, 1}, -0.25}, kCube);
  EXPECT_EQ(r.relation, Relation::overlapping);
  EXPECT_DOUBLE_EQ(r.margin, -0.75);  // z - 0.25 ranges over [-1.25, 0.75]: moving 0.75 separates
  r = plane_obb(gv::Planed{{0, 0, -1}, -0.25}, kCube);
  EXPECT_DOUBLE_EQ(r.margin, -0.75);
}

TEST(PlaneObbOracle, ContactAtAVertexAnEdgeAFace) {
  EXPECT_EQ(plane_obb(gv::Planed{{1, 1, 1}, -3}, kCube).relation, Relation::touching);   // vertex (1, 1, 1)
  EXPECT_EQ(plane_obb(gv::Planed{{1, 1, 0}, 2}, kCube).relation, Relation::touching);    // edge x = y = -1
  EXPECT_EQ(plane_obb(gv::Planed{{0, 0, -1}, -1}, kCube).relation, Relation::touching);  // face z = -1
  EXPECT_EQ(plane_obb(gv::Planed{{1, 1, 1}, -0x1.8000000000001p+1}, kCube).relation, Relation::disjoint);
  // A rotated integer frame: u0 = (3, 4, 0)/5 scaled by 5, e = 1: the vertex
  // sum +-u_i along n = u0 + u1 + u2 lies at n.c + d = 0 -+ 3 * 25.
  const gv::Obbd rot{{0, 0, 0}, {{3, 4, 0}, {-4, 3, 0}, {0, 0, 5}}, {1, 1, 1}};
  EXPECT_EQ(plane_obb(gv::Planed{{-1, 7, 5}, -75}, rot).relation, Relation::touching);
  EXPECT_EQ(plane_obb(gv::Planed{{-1, 7, 5}, 75}, rot).relation, Relation::touching);
  EXPECT_EQ(plane_obb(gv::Planed{{-1, 7, 5}, 74}, rot).relation, Relation::overlapping);
}

TEST(PlaneObbOracle, FlatSegmentAndPointBoxes) {
  // A square in the plane z = 0 lies in the plane z = 0: touching, not overlapping.
  const gv::Obbd square{{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {1, 1, 0}};
  EXPECT_EQ(plane_obb(gv::Planed{{0, 0, 1}, 0}, square).relation, Relation::touching);
  EXPECT_EQ(plane_obb(gv::Planed{{1, 0, 0}, 0}, square).relation, Relation::overlapping);  // cuts it
  // A segment crossing the plane, one ending on it, a point on it and off it.
  const gv::Obbd segment{{0, 0, 0}, {{1, 1, 0}, {0, 1, 0}, {0, 0, 1}}, {2, 0, 0}};
  EXPECT_EQ(plane_obb(gv::Planed{{1, 0, 0}, -1}, segment).relation, Relation::overlapping);
  EXPECT_EQ(plane_obb(gv::Planed{{1, 0, 0}, -2}, segment).relation, Relation::touching);
  const gv::Obbd point{{1, 2, 3}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {0, -0.0, 0}};
  EXPECT_EQ(plane_obb(gv::Planed{{1, 1, 1}, -6}, point).relation, Relation::touching);
  EXPECT_EQ(plane_obb(gv::Planed{{1, 1, 1}, -0x1.8000000000001p+2}, point).relation, Relation::disjoint);
}

TEST(PlaneObbOracle, DegenerateAxesAreTheStoredParallelepiped) {
  // Zero axis: the box is the square spanned by u0, u1.
  const gv::Obbd zero{{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 0}}, {1, 1, 5}};
  EXPECT_EQ(plane_obb(gv::Planed{{0, 0, 1}, 0}, zero).relation, Relation::touching);
  EXPECT_EQ(plane_obb(gv::Planed{{0, 0, 1}, -1}, zero).relation, Relation::disjoint);
  // Parallel axes u0 = u1: the box is a flat parallelogram, reaching x = 2.
  const gv::Obbd parallel{{0, 0, 0}, {{1, 0, 0}, {1, 0, 0}, {0, 0, 1}}, {1, 1, 1}};
  EXPECT_EQ(plane_obb(gv::Planed{{1, 0, 0}, -2}, parallel).relation, Relation::touching);
  EXPECT_EQ(plane_obb(gv::Planed{{0, 1, 0}, 0}, parallel).relation, Relation::touching);  // lies in y = 0
  // Non-unit axes: |u0| = 2 doubles the reach.
  const gv::Obbd longer{{0, 0, 0}, {{2, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {1, 1, 1}};
  EXPECT_EQ(plane_obb(gv::Planed{{1, 0, 0}, -2}, longer).relation, Relation::touching);
}

TEST(PlaneObbOracle, RejectsInvalidInput) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  EXPECT_EQ(plane_obb(gv::Planed{{nan, 0, 1}, 0}, kCube).relation, Relation::invalid);
  gv::Obbd bad = kCube;
  bad.e[1] = -1;
  EXPECT_EQ(plane_obb(gv::Planed{{0, 0, 1}, 0}, bad).relation, Relation::invalid);
  bad = kCube;
  bad.u[2].y = std::numeric_limits<double>::infinity();
  EXPECT_EQ(plane_obb(gv::Planed{{0, 0, 1}, 0}, bad).relation, Relation::invalid);
}

/// The plane rule on the range of n.x + d over the box; a zero normal is all
/// of space for d == 0, else empty.
template <class T>
void agrees_with_vertices(std::uint64_t seed) {
  gv::testing_support::agrees_with_vertices<gv::query::PlaneObb<T>>(
      seed, gv::testing_support::obb_vectors<T>, gv::testing_support::plane_rule,
      [](T d) { return d == 0 ? Relation::overlapping : Relation::disjoint; });
}

TEST(PlaneObbOracle, AgreesWithVertexEnumeration) {
  agrees_with_vertices<float>(100);
  agrees_with_vertices<double>(200);
}

}  // namespace

}  // namespace gv_exact_plane_obb_oracle_test
