// SPDX-License-Identifier: MIT
// Specification of the half-space oracles (exact/halfspace_aabb.h,
// exact/halfspace_obb.h): relations and margins on hand cases of every
// degenerate class (n == 0 with d < 0, == 0, > 0; flat, segment and point
// boxes; a box in the boundary plane; a corner on the boundary from outside
// and from inside; zero and parallel OBB axes), the sign convention (an
// engine's n.x <= D is Halfspace{n, -D}), invalid input, and agreement with
// a brute force over the eight vertices on every generator class.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "flat_oracle_support.h"
#include "geoverify/exact/halfspace_aabb.h"
#include "geoverify/exact/halfspace_obb.h"
#include "geoverify/exact/oracle.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "hex.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_exact_halfspace_oracle_test {

namespace {

using gv::Relation;
using gv::exact::halfspace_aabb;
using gv::exact::halfspace_obb;

const gv::Aabbd kUnit{{0, 0, 0}, {1, 1, 1}};
const gv::Obbd kCube{{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {1, 1, 1}};

TEST(HalfspaceOracle, ZeroNormalIsAllOfSpaceOrEmpty) {
  const double inf = std::numeric_limits<double>::infinity();
  for (const double d : {-1.0, 0.0, -0.0}) {  // d <= 0: all of space
    EXPECT_EQ(halfspace_aabb(gv::Halfspaced{{0, -0.0, 0}, d}, kUnit).relation, Relation::overlapping);
    EXPECT_EQ(halfspace_aabb(gv::Halfspaced{{0, 0, 0}, d}, kUnit).margin, -inf);
    EXPECT_EQ(halfspace_obb(gv::Halfspaced{{0, 0, 0}, d}, kCube).relation, Relation::overlapping);
  }
  EXPECT_EQ(halfspace_aabb(gv::Halfspaced{{0, 0, 0}, 0x1p-1074}, kUnit).relation, Relation::disjoint);  // empty
  EXPECT_EQ(halfspace_aabb(gv::Halfspaced{{0, 0, 0}, 1}, kUnit).margin, inf);
  EXPECT_EQ(halfspace_obb(gv::Halfspaced{{0, 0, 0}, 1}, kCube).relation, Relation::disjoint);
}

TEST(HalfspaceOracle, TheMinimumDecides) {
  // x <= 1 (an engine's n.x <= D with D = 1: d = -1)
  const gv::Halfspaced h{{1, 0, 0}, -1};
  EXPECT_EQ(halfspace_aabb(h, gv::Aabbd{{1, 0, 0}, {2, 1, 1}}).relation, Relation::touching);  // face on the boundary
  EXPECT_EQ(halfspace_aabb(h, gv::Aabbd{{0, 0, 0}, {1, 1, 1}}).relation, Relation::overlapping);  // inside, touching it
  EXPECT_EQ(halfspace_aabb(h, gv::Aabbd{{0x1.0000000000001p+0, 0, 0}, {2, 1, 1}}).relation, Relation::disjoint);
  // The other half-space of the same plane: x >= 1.
  const gv::Halfspaced g{{-1, 0, 0}, 1};
  EXPECT_EQ(halfspace_aabb(g, gv::Aabbd{{0, 0, 0}, {1, 1, 1}}).relation, Relation::touching);
  EXPECT_EQ(halfspace_aabb(g, gv::Aabbd{{1, 0, 0}, {2, 1, 1}}).relation, Relation::overlapping);
  // A corner on the boundary from outside: x + y + z >= 3 against the unit cube.
  EXPECT_EQ(halfspace_aabb(gv::Halfspaced{{-1, -1, -1}, 3}, kUnit).relation, Relation::touching);
  EXPECT_EQ(halfspace_aabb(gv::Halfspaced{{1, 1, 1}, -3}, kUnit).relation, Relation::overlapping);
}

TEST(HalfspaceOracle, MarginIsTheMinimumOverTheNormLength) {
  // 2z + 6 <= 0 is z <= -3: the unit cube is 3 away; |n| = 2 must not matter.
  auto r = halfspace_aabb(gv::Halfspaced{{0, 0, 2}, 6}, kUnit);
  EXPECT_EQ(r.relation, Relation::disjoint);
  EXPECT_DOUBLE_EQ(r.margin, 3.0);
  // z <= 3 contains the cube; moving it up by 3 separates them.
  r = halfspace_aabb(gv::Halfspaced{{0, 0, 2}, -6}, kUnit);
  EXPECT_EQ(r.relation, Relation::overlapping);
  EXPECT_DOUBLE_EQ(r.margin, -3.0);
  r = halfspace_obb(gv::Halfspaced{{0, 0, 2}, -6}, kCube);
  EXPECT_EQ(r.relation, Relation::overlapping);
  EXPECT_DOUBLE_EQ(r.margin, -4.0);
  EXPECT_DOUBLE_EQ(r.scale, 3.0);
}

TEST(HalfspaceOracle, FlatAndPointBoxes) {
  const gv::Halfspaced h{{0, 0, 1}, 0};  // z <= 0
  // A flat box in the boundary plane only touches; one below it overlaps.
  EXPECT_EQ(halfspace_aabb(h, gv::Aabbd{{0, 0, 0}, {1, 1, 0}}).relation, Relation::touching);
  EXPECT_EQ(halfspace_aabb(h, gv::Aabbd{{0, 0, -1}, {1, 1, -1}}).relation, Relation::overlapping);
  // A point on the boundary touches, a point inside overlaps (the half-space is solid).
  EXPECT_EQ(halfspace_aabb(h, gv::Aabbd{{5, 5, -0.0}, {5, 5, 0}}).relation, Relation::touching);
  EXPECT_EQ(halfspace_aabb(h, gv::Aabbd{{5, 5, -0x1p-1074}, {5, 5, -0x1p-1074}}).relation, Relation::overlapping);
  EXPECT_EQ(halfspace_aabb(h, gv::Aabbd{{5, 5, 0x1p-1074}, {5, 5, 0x1p-1074}}).relation, Relation::disjoint);
  // A segment along the boundary touches.
  EXPECT_EQ(halfspace_aabb(h, gv::Aabbd{{0, 0, 0}, {7, 0, 0}}).relation, Relation::touching);
  // OBB: a square in z = 0, a point box, a segment.
  const gv::Obbd square{{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {1, 1, 0}};
  EXPECT_EQ(halfspace_obb(h, square).relation, Relation::touching);
  const gv::Obbd point{{0, 0, -1}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {0, 0, 0}};
  EXPECT_EQ(halfspace_obb(h, point).relation, Relation::overlapping);
  const gv::Obbd segment{{0, 0, 1}, {{0, 0, 1}, {0, 1, 0}, {1, 0, 0}}, {1, 0, 0}};  // z in [0, 2]
  EXPECT_EQ(halfspace_obb(h, segment).relation, Relation::touching);
}

TEST(HalfspaceOracle, DegenerateObbAxes) {
  const gv::Halfspaced h{{1, 0, 0}, -2};  // x <= 2
  const gv::Obbd parallel{{0, 0, 0}, {{1, 0, 0}, {-1, 0, 0}, {0, 0, 1}}, {1, 1, 1}};  // x in [-2, 2]
  EXPECT_EQ(halfspace_obb(gv::Halfspaced{{-1, 0, 0}, 2}, parallel).relation, Relation::touching);  // x >= 2
  EXPECT_EQ(halfspace_obb(h, parallel).relation, Relation::overlapping);
  const gv::Obbd zero{{3, 0, 0}, {{0, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {9, 1, 1}};  // the zero axis adds nothing
  EXPECT_EQ(halfspace_obb(h, zero).relation, Relation::disjoint);
  const gv::Obbd sheared{{0, 0, 0}, {{1, 0, 0}, {1, 1, 0}, {0, 0, 1}}, {1, 1, 1}};  // x in [-2, 2]
  EXPECT_EQ(halfspace_obb(gv::Halfspaced{{-1, 0, 0}, 2}, sheared).relation, Relation::touching);  // x >= 2
}

TEST(HalfspaceOracle, RejectsInvalidInput) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  EXPECT_EQ(halfspace_aabb(gv::Halfspaced{{0, 0, 1}, nan}, kUnit).relation, Relation::invalid);
  EXPECT_EQ(halfspace_aabb(gv::Halfspaced{{0, 0, 1}, 0}, gv::Aabbd{{0, 0, 1}, {1, 1, 0}}).relation, Relation::invalid);
  gv::Obbd bad = kCube;
  bad.e[0] = nan;
  EXPECT_EQ(halfspace_obb(gv::Halfspaced{{0, 0, 1}, 0}, bad).relation, Relation::invalid);
  EXPECT_EQ(halfspace_obb(gv::Halfspaced{{0, std::numeric_limits<double>::infinity(), 1}, 0}, kCube).relation,
            Relation::invalid);
}

/// The half-space rule on the minimum of n.x + d over the box; a zero normal
/// is all of space for d <= 0, else empty.
template <class C, class Vectors>
void agrees_with_vertices(std::uint64_t seed, Vectors vectors) {
  gv::testing_support::agrees_with_vertices<C>(
      seed, vectors, [](const gv::exact::Rational& lo, const gv::exact::Rational&) {
        return gv::testing_support::halfspace_rule(lo);
      },
      [](typename C::Scalar d) { return d <= 0 ? Relation::overlapping : Relation::disjoint; });
}

TEST(HalfspaceOracle, AgreesWithVertexEnumeration) {
  using namespace gv::testing_support;
  agrees_with_vertices<gv::query::HalfspaceAabb<float>>(300, aabb_vectors<float>);
  agrees_with_vertices<gv::query::HalfspaceAabb<double>>(400, aabb_vectors<double>);
  agrees_with_vertices<gv::query::HalfspaceObb<float>>(500, obb_vectors<float>);
  agrees_with_vertices<gv::query::HalfspaceObb<double>>(600, obb_vectors<double>);
}

}  // namespace

}  // namespace gv_exact_halfspace_oracle_test
