// SPDX-License-Identifier: MIT
// Seed 004 (shared/seeds/004_*.txt): the specification of the transcribed
// IntersectAABBWithTriangle, defects included. Each defect has a hand case
// whose exact answer is given in the comment; the assertion pins what the
// specimen actually answers (the wrong answer).
//
// Exact meaning (shared/DESIGN.md): the box [min, max] and the triangle (its
// convex hull; collinear or coincident vertices give a segment or a point)
// are closed; touching counts as intersecting. The seed's AABB is
// (center, size); a caller holding a min/max box builds it in float as the
// registry does: center = (min + max) * 0.5f, size = max - min.
#include <gtest/gtest.h>

#include <cmath>

#include "geoverify/specimens/seed004_aabb_triangle.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_specimens_seed004_test {

namespace {

namespace s4 = gv::specimens::seed004;
using s4::glm::vec3;

// The box [lo, hi], converted as the registry's adapter converts it.
s4::AABB from_min_max(vec3 lo, vec3 hi) {
  return s4::AABB(vec3((lo.x + hi.x) * 0.5f, (lo.y + hi.y) * 0.5f, (lo.z + hi.z) * 0.5f),
                  vec3(hi.x - lo.x, hi.y - lo.y, hi.z - lo.z));
}

bool intersect(const s4::AABB& box, vec3 p1, vec3 p2, vec3 p3) {
  return s4::IntersectAABBWithTriangle(box, s4::Triangle(p1, p2, p3));
}

const s4::AABB kCube(vec3(0, 0, 0), vec3(2, 2, 2));  // [-1, 1]^3

// The glm stand-ins: normalize(0) is 0 * inversesqrt(0) = 0 * inf = NaN.
TEST(Seed004, NormalizeOfZeroIsNaN) {
  const vec3 n = s4::glm::normalize(vec3(0, 0, 0));
  EXPECT_TRUE(std::isnan(n.x) && std::isnan(n.y) && std::isnan(n.z));
  const vec3 u = s4::glm::normalize(vec3(0, 3, 4));
  EXPECT_FLOAT_EQ(u.y, 0.6f);
  EXPECT_FLOAT_EQ(u.z, 0.8f);
}

// Right: the triangle (-2,-2,0), (2,-2,0), (0,2,0) contains the box centre:
// overlapping. Moved to z = 5 it is 4 above the box: disjoint (the z axis
// separates, 5 > 1).
TEST(Seed004, RightForAProperTriangle) {
  EXPECT_TRUE(intersect(kCube, vec3(-2, -2, 0), vec3(2, -2, 0), vec3(0, 2, 0)));
  EXPECT_FALSE(intersect(kCube, vec3(-2, -2, 5), vec3(2, -2, 5), vec3(0, 2, 5)));
}

// Right for degenerate triangles, although several axes are NaN: the NaN
// normal and the NaN cross axes never separate, and the axes that remain are
// the separating set of a segment or a point. The segment from (-2,0,0) to
// (2,0,0) crosses the box (overlapping); at y = 3 it is disjoint; the point
// (1/2, 1/2, 1/2) is inside, the point (3, 0, 0) outside.
TEST(Seed004, RightForSegmentsAndPoints) {
  EXPECT_TRUE(intersect(kCube, vec3(-2, 0, 0), vec3(0, 0, 0), vec3(2, 0, 0)));
  EXPECT_FALSE(intersect(kCube, vec3(-2, 3, 0), vec3(0, 3, 0), vec3(2, 3, 0)));
  EXPECT_TRUE(intersect(kCube, vec3(0.5f, 0.5f, 0.5f), vec3(0.5f, 0.5f, 0.5f), vec3(0.5f, 0.5f, 0.5f)));
  EXPECT_FALSE(intersect(kCube, vec3(3, 0, 0), vec3(3, 0, 0), vec3(3, 0, 0)));
}

// Defect (false miss): the (center, size) box is rounded. Exact: the box
// [1, 1 + 2^-23] x [0, 1] x [0, 1] and the triangle with the vertex
// (1 + 2^-23, 1/2, 1/2) on its face x = max.x, the others at x = 2: touching.
// In float (min.x + max.x) = 2 + 2^-23 is a tie and rounds to even, 2, so the
// center is 1 and the half size 2^-24: the box the seed sees is
// [1 - 2^-24, 1 + 2^-24], and the vertex at translated x = 2^-23 is past it.
TEST(Seed004, RoundedBoxCenterIsAMiss) {
  const s4::AABB box = from_min_max(vec3(1, 0, 0), vec3(0x1.000002p+0f, 1, 1));
  EXPECT_EQ(box.m_center.x, 1.0f);
  EXPECT_FALSE(intersect(box, vec3(0x1.000002p+0f, 0.5f, 0.5f), vec3(2, 0.5f, 0.5f), vec3(2, 0.75f, 0.5f)));
}

// Defect (false hit): the same rounded box, the other side. Exact: the
// triangle's largest x is 1 - 2^-24 < min.x = 1: disjoint. The seed's box
// reaches down to 1 - 2^-24: touching.
TEST(Seed004, RoundedBoxCenterIsAHit) {
  const s4::AABB box = from_min_max(vec3(1, 0, 0), vec3(0x1.000002p+0f, 1, 1));
  EXPECT_TRUE(intersect(box, vec3(0x1.fffffep-1f, 0.5f, 0.5f), vec3(0, 0.5f, 0.5f), vec3(0, 0.75f, 0.5f)));
}

// Defect (false hit): the translation p - center rounds. Exact: the box
// [0, 1]^3 (center 1/2 and size 1, both exact) and a triangle whose highest
// point is (1/2, 1/2, -2^-148), just below the face z = 0: disjoint. Moved by
// -center, -2^-148 - 1/2 rounds to -1/2: the vertex lands on the face.
TEST(Seed004, RoundedTranslationIsAHit) {
  const s4::AABB box(vec3(0.5f, 0.5f, 0.5f), vec3(1, 1, 1));
  EXPECT_TRUE(intersect(box, vec3(0.5f, 0.5f, -0x1p-148f), vec3(0, 0, -1), vec3(1, 0, -1)));
}

// Defect (false hit): overflow of the center. Exact: the box at
// x = FLT_MAX (a slab of y, z in [0, 1]) is about 3.4e38 away from the
// triangle at the origin: disjoint. (min.x + max.x) overflows to +inf, the
// translation column is then (-inf, ...), glm's mat4 * vec4 adds 0 * -inf =
// NaN into every coordinate, and NaN never separates.
TEST(Seed004, OverflowingCenterIsAHit) {
  const s4::AABB box = from_min_max(vec3(0x1.fffffep+127f, 0, 0), vec3(0x1.fffffep+127f, 1, 1));
  EXPECT_TRUE(intersect(box, vec3(0, 0, 0), vec3(1, 0, 0), vec3(0, 1, 0)));
}

// Defect (false miss, rounding of the normalised axes and projections). The
// box [0, 1]^3 (exact center and size). Exact (rational arithmetic): the
// triangle overlaps it, by 3.1e-10 along the axis z x (p1 - p3); the rounded
// normalised axis and dot products report a separation.
TEST(Seed004, RoundedAxisIsAMiss) {
  const s4::AABB box(vec3(0.5f, 0.5f, 0.5f), vec3(1, 1, 1));
  EXPECT_FALSE(intersect(box, vec3(-0x1.aa6bbp-5f, 0x1.511208p-1f, -0x1.a6fe8p-2f),
                         vec3(-0x1.6891fep+0f, 0x1.1c0e8cp+0f, 0x1.9d55cp-1f),
                         vec3(0x1.77f3a8p-4f, -0x1.292d34p+0f, 0x1.6f3bbcp+1f)));
}

}  // namespace

}  // namespace gv_specimens_seed004_test
