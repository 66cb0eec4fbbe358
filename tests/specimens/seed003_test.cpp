// SPDX-License-Identifier: MIT
// Seed 003 (shared/seeds/003_*.txt): the specification of the transcribed C#
// OBB3D / OBB3DIntersect.IsIntersect3D, defects included. Each defect has a
// hand case whose exact answer is given in the comment; the assertion pins
// what the specimen actually answers (the wrong answer).
//
// Exact meaning (shared/DESIGN.md): an Obb is {c + sum s_i e_i u_i, |s_i| <= 1}
// with the axes AS STORED (a parallelepiped); touching counts as
// intersecting. The specimen is fed as the registry feeds it:
// Set(u0, u1, u2, c, size = 2 e).
#include <gtest/gtest.h>

#include "geoverify/specimens/seed003_obb_obb.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_specimens_seed003_test {

namespace {

namespace s3 = gv::specimens::seed003;
using s3::Vector3;

struct Box {
  Vector3 c, u0, u1, u2, e;
};

Box cube(Vector3 c, float e = 1) { return {c, Vector3(1, 0, 0), Vector3(0, 1, 0), Vector3(0, 0, 1), Vector3(e, e, e)}; }

bool intersect(const Box& a, const Box& b) {
  s3::OBB3D oa, ob;
  oa.Set(a.u0, a.u1, a.u2, a.c, Vector3(2 * a.e.x, 2 * a.e.y, 2 * a.e.z));
  ob.Set(b.u0, b.u1, b.u2, b.c, Vector3(2 * b.e.x, 2 * b.e.y, 2 * b.e.z));
  return s3::OBB3DIntersect().IsIntersect3D(oa, ob);
}

// Set() builds the vertices from the full sizes: the cube of half extent 1
// at (1, 2, 3) has the corner (2, 3, 4) first and (0, 1, 4) seventh.
TEST(Seed003, SetBuildsTheEightCorners) {
  s3::OBB3D o;
  o.Set(Vector3(1, 0, 0), Vector3(0, 1, 0), Vector3(0, 0, 1), Vector3(1, 2, 3), Vector3(2, 2, 2));
  EXPECT_EQ(o._vertexs[0].x, 2.0f);
  EXPECT_EQ(o._vertexs[0].y, 3.0f);
  EXPECT_EQ(o._vertexs[0].z, 4.0f);
  EXPECT_EQ(o._vertexs[6].x, 0.0f);
  EXPECT_EQ(o._vertexs[6].y, 1.0f);
  EXPECT_EQ(o._vertexs[6].z, 4.0f);
}

// Right: unit-half-extent cubes at x = 0 and x = 3/2 overlap (x in [1/2, 1]);
// at x = 3 they are separated by the gap (1, 2); at x = 2 they touch on the
// face x = 1, and the strict `>` of IsNotIntersectInAxis keeps the contact.
TEST(Seed003, RightForAxisAlignedCubes) {
  EXPECT_TRUE(intersect(cube(Vector3(0, 0, 0)), cube(Vector3(1.5f, 0, 0))));
  EXPECT_FALSE(intersect(cube(Vector3(0, 0, 0)), cube(Vector3(3, 0, 0))));
  EXPECT_TRUE(intersect(cube(Vector3(0, 0, 0)), cube(Vector3(2, 0, 0))));
}

// Defect (false hit): the separating face normal of a sheared box is not
// among the 15 axes. Exact: A has axes (1,0,0), (1,1,0), (0,0,1) and half
// extents 1: the prism over the parallelogram with corners (2,1), (0,1),
// (0,-1), (-2,-1). B is the point (2, 0, 0) (extents 0; its stored axes are
// (1,0,0), (0,1,0), (1,0,1)). Writing (2, 0) = s0 (1,0) + s1 (1,1) gives
// s1 = 0, s0 = 2 > 1: outside A, at distance 1/sqrt(2) from the face s0 = 1,
// whose normal u1 x u2 = (1,-1,0) separates (A's support along it is 1, the
// point's projection is 2): disjoint. None of the 15 axes the specimen tests
// is parallel to (1,-1,0), and on each of them the ranges meet.
TEST(Seed003, ShearedBoxSeparatedOnlyByAFaceNormalIsAHit) {
  const Box a{Vector3(0, 0, 0), Vector3(1, 0, 0), Vector3(1, 1, 0), Vector3(0, 0, 1), Vector3(1, 1, 1)};
  const Box b{Vector3(2, 0, 0), Vector3(1, 0, 0), Vector3(0, 1, 0), Vector3(1, 0, 1), Vector3(0, 0, 0)};
  EXPECT_TRUE(intersect(a, b));
}

// Defect (false hit, rounding). A is the cube [-1, 1]^3; B has half extents
// 1 and the axes of a 1-degree rotation about z rounded to float,
// (c, s, 0), (-s, c, 0), (0, 0, 1). Exact (rational arithmetic): B's nearest
// edge is at x = 1 + 1.30e-8, beyond the face x = 1: disjoint. Set() rounds
// that edge's two vertices ((-u0 * 2 + u1 * 2 +- u2 * 2) * 0.5f + center) to
// x = 1 exactly, so the ranges on the x axis meet.
TEST(Seed003, RoundedVerticesTouchingIsAHit) {
  const float c = 0x1.ffec0ap-1f, s = 0x1.1df0b2p-6f;
  const Box b{Vector3(0x1.0236e4p+1f, 0, 0), Vector3(c, s, 0), Vector3(-s, c, 0), Vector3(0, 0, 1), Vector3(1, 1, 1)};
  EXPECT_TRUE(intersect(cube(Vector3(0, 0, 0)), b));
}

// Defect (false miss, rounding). A is the cube [-1, 1]^3; B has half extents
// 1 and the rows of a random rotation rounded to float. Exact (rational
// arithmetic): they overlap, with a penetration of 1.8e-9 along B's axis u1.
// On that axis the rounded vertices project to disjoint ranges,
// A [-0x1.90654ep+0, 0x1.90654ep+0] and B [-0x1.c832aap+1, -0x1.90655p+0].
TEST(Seed003, RoundedVerticesApartIsAMiss) {
  const Box b{Vector3(0x1.a64d8ap+0f, 0x1.3e301ep-1f, 0x1.dee8b6p+0f),
              Vector3(-0x1.11cb3p-1f, -0x1.365ef8p-1f, 0x1.2d6a3p-1f),
              Vector3(-0x1.429d58p-1f, -0x1.6cd4eap-3f, -0x1.82f80ap-1f),
              Vector3(0x1.2045aap-1f, -0x1.8cdb3cp-1f, -0x1.25960ep-2f), Vector3(1, 1, 1)};
  EXPECT_FALSE(intersect(cube(Vector3(0, 0, 0)), b));
}

// Defect (false hit): overflow. Exact: the cube of half extent 2^127 centred
// at x = -2^127 spans x in [-2^128, 0]; the unit cube at x = 2 spans [1, 3]:
// disjoint. The specimen: size = 2 e = +inf in float, axisX * inf has 0 * inf
// = NaN components, so every vertex of the big box is NaN; Math.Min/Max carry
// the NaN into its ranges, NaN compares false and no axis separates.
TEST(Seed003, OverflowingSizeIsAHit) {
  const Box huge = cube(Vector3(-0x1p+127f, 0, 0), 0x1p+127f);
  EXPECT_TRUE(intersect(huge, cube(Vector3(2, 0, 0))));
}

}  // namespace

}  // namespace gv_specimens_seed003_test
