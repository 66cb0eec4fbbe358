// SPDX-License-Identifier: MIT
// Bug zoo: Ericson, Real-Time Collision Detection, 4.4.1 TestOBBOBB, with
// EPSILON = 0 (contract exact) and EPSILON = 1e-6f (contract conservative).
// The specification of both transcriptions, defects included: each defect
// has a hand case whose exact answer is given in the comment; the assertions
// pin what the listing actually answers.
//
// Exact meaning (shared/DESIGN.md): an Obb is {c + sum s_i e_i u_i, |s_i| <= 1}
// with the axes AS STORED (a parallelepiped); touching counts as intersecting.
#include <gtest/gtest.h>

#include "geoverify/specimens/zoo_ericson_obb.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_specimens_zoo_ericson_test {

namespace {

namespace er = gv::specimens::ericson;
using er::Vector;

er::OBB box(Vector c, Vector u0, Vector u1, Vector u2, Vector e) {
  er::OBB b;
  b.c = c;
  b.u[0] = u0;
  b.u[1] = u1;
  b.u[2] = u2;
  b.e = e;
  return b;
}

er::OBB cube(Vector c, float e = 1) { return box(c, Vector(1, 0, 0), Vector(0, 1, 0), Vector(0, 0, 1), Vector(e, e, e)); }

int eps0(er::OBB a, er::OBB b) { return er::TestOBBOBB(a, b); }
int eps6(er::OBB a, er::OBB b) { return er::TestOBBOBBWithEpsilon(a, b); }

TEST(ZooEricson, EpsilonIsOneMillionth) { EXPECT_EQ(er::kEpsilon, 1.0e-6f); }

// Right: unit-half-extent cubes overlapping (x = 3/2), separated (x = 3) and
// touching on the face x = 1 (x = 2; the tests are strict `>`).
TEST(ZooEricson, RightForAxisAlignedCubes) {
  for (auto test : {eps0, eps6}) {
    EXPECT_EQ(test(cube(Vector(0, 0, 0)), cube(Vector(1.5f, 0, 0))), 1);
    EXPECT_EQ(test(cube(Vector(0, 0, 0)), cube(Vector(3, 0, 0))), 0);
    EXPECT_EQ(test(cube(Vector(0, 0, 0)), cube(Vector(2, 0, 0))), 1);
  }
}

// Right: B is the unit-half-extent cube rotated 45 degrees about z, axes
// (h, h, 0), (-h, h, 0), (0, 0, 1) with h = fl(1/sqrt(2)); its extent along x
// is 2h = 1.414. Centred at (5/2, 0, 0) it reaches down to x = 1.086 > 1:
// separated from [-1, 1]^3 (the test L = A0 gives 5/2 > 1 + 2h). Centred at
// (9/4, 0, 0) it reaches x = 0.836: overlapping.
TEST(ZooEricson, RightForARotatedCube) {
  const float h = 0x1.6a09e6p-1f;  // fl(1/sqrt(2))
  for (auto test : {eps0, eps6}) {
    EXPECT_EQ(test(cube(Vector(0, 0, 0)), box(Vector(2.5f, 0, 0), Vector(h, h, 0), Vector(-h, h, 0), Vector(0, 0, 1),
                                               Vector(1, 1, 1))),
              0);
    EXPECT_EQ(test(cube(Vector(0, 0, 0)), box(Vector(2.25f, 0, 0), Vector(h, h, 0), Vector(-h, h, 0), Vector(0, 0, 1),
                                               Vector(1, 1, 1))),
              1);
  }
}

// Defect (false miss, documented in RTCD 4.4.2): near-parallel edges. B's
// stored axes are (1,0,0), (0,1,0), (0, 2^-20, 1): its z axis is tilted by
// 2^-20 towards y, nearly parallel to A's. Exact: A = [-1,1]^3, B centred at
// (3/2, 0, 0) with half extents 1; the point (1/2, 0, 0) (s = (-1, 0, 0)) is
// in both: overlapping. The listing: R[1][2] = 2^-20, every other
// off-diagonal R is 0, t = (3/2, 0, 0). Test L = A2 x B2:
// |t1 R02 - t0 R12| = 3/2 * 2^-20 > ra + rb = a.e0 |R12| + 0 = 2^-20:
// "separated". With EPSILON = 1e-6 the right side becomes 2^-20 + 4e-6 and
// the axis no longer separates.
TEST(ZooEricson, NearParallelEdgesIsAMissWithoutEpsilon) {
  const er::OBB b = box(Vector(1.5f, 0, 0), Vector(1, 0, 0), Vector(0, 1, 0), Vector(0, 0x1p-20f, 1), Vector(1, 1, 1));
  EXPECT_EQ(eps0(cube(Vector(0, 0, 0)), b), 0);
  EXPECT_EQ(eps6(cube(Vector(0, 0, 0)), b), 1);  // right
}

// Defect (false miss, both epsilons): the epsilon's slack scales with the
// other box's extents, and a point has none. A is the unit-half-extent cube
// rotated by 38 degrees about z, its axes rounded to float:
// u0 = (c, s, 0), u1 = (-s, c, 0), u2 = (0, 0, 1) with c = 0x1.937626p-1,
// s = 0x1.3b37fcp-1. B is the point c_A + 1 * u0 = (c, s, 0) (extents 0):
// a point of A's face s0 = 1, so touching. The listing expresses
// t = (c, s, 0) in A's frame with t[0] = Dot(u0, u0) = fl(c^2 + s^2) =
// 1 + 2^-23 (exactly c^2 + s^2 = 1 + 6.8e-8), and the test L = A0 compares
// |t[0]| = 1 + 2^-23 > ra + rb = 1 + 0 (b.e = 0 cancels the epsilon).
TEST(ZooEricson, PointOnARotatedFaceIsAMissWithEitherEpsilon) {
  const float c = 0x1.937626p-1f, s = 0x1.3b37fcp-1f;
  const er::OBB a = box(Vector(0, 0, 0), Vector(c, s, 0), Vector(-s, c, 0), Vector(0, 0, 1), Vector(1, 1, 1));
  const er::OBB point = cube(Vector(c, s, 0), 0);
  EXPECT_EQ(er::Dot(a.u[0], a.u[0]), 0x1.000002p+0f);
  EXPECT_EQ(eps0(a, point), 0);
  EXPECT_EQ(eps6(a, point), 0);
}

// Defect (false miss, both epsilons): a stored axis of length 2. Exact: A's
// u0 = (2, 0, 0) with e0 = 1 spans x in [-2, 2]; the point (3/2, 0, 0) is
// inside A. The listing takes t[0] = Dot(t, u0) = 3 and compares it with
// ra = e0 = 1: "separated".
TEST(ZooEricson, LongAxisIsAMiss) {
  const er::OBB a = box(Vector(0, 0, 0), Vector(2, 0, 0), Vector(0, 1, 0), Vector(0, 0, 1), Vector(1, 1, 1));
  EXPECT_EQ(eps0(a, cube(Vector(1.5f, 0, 0), 0)), 0);
  EXPECT_EQ(eps6(a, cube(Vector(1.5f, 0, 0), 0)), 0);
}

// Defect (false hit): a zero axis. Exact: A with u0 = 0 is the square x = 0,
// |y|, |z| <= 1; B = [4, 6] x [-1, 1]^2: disjoint (4 apart). The listing
// brings t = (5, 0, 0) into A's frame by dot products with A's axes, and the
// x offset vanishes with u0: t = (0, 0, 0), so no axis separates. (With
// EPSILON = 1e-6 the answer is the same; a false hit is within that
// specimen's conservative contract.)
TEST(ZooEricson, ZeroAxisIsAHit) {
  const er::OBB a = box(Vector(0, 0, 0), Vector(0, 0, 0), Vector(0, 1, 0), Vector(0, 0, 1), Vector(1, 1, 1));
  EXPECT_EQ(eps0(a, cube(Vector(5, 0, 0))), 1);
  EXPECT_EQ(eps6(a, cube(Vector(5, 0, 0))), 1);
}

// Defect (false hit): overflow. Exact: cubes of half extent 2^127 centred at
// x = -2^127 and x = 2^127 + 2^105 span [-2^128, 0] and [2^105, 2^128 + 2^105]:
// disjoint, 2^105 apart. The listing's t = b.c - a.c = 2^128 + 2^105 rounds to
// +inf in float, ra + rb = 2^127 + 2^127 to +inf as well, and inf > inf is
// false; t[1] = Dot(t, a.u[1]) = inf * 0 + ... is NaN and compares false.
TEST(ZooEricson, OverflowIsAHit) {
  EXPECT_EQ(eps0(cube(Vector(-0x1p+127f, 0, 0), 0x1p+127f), cube(Vector(0x1.000002p+127f, 0, 0), 0x1p+127f)), 1);
}

}  // namespace

}  // namespace gv_specimens_zoo_ericson_test
