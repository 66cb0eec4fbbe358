// SPDX-License-Identifier: MIT
// Seed 002 (shared/seeds/002_*.txt): the specification of the transcribed
// ObbSphereCollisionDetect, defects included. Each defect has a hand case
// whose exact answer is worked out in the comment; the assertion pins what
// the specimen actually answers (the wrong answer).
//
// Exact meaning (shared/DESIGN.md): the box is {c + sum s_i e_i u_i, |s_i| <= 1}
// with the axes AS STORED (a parallelepiped), the ball is |x - c| <= r,
// touching counts as intersecting.
#include <gtest/gtest.h>

#include "geoverify/specimens/seed002_obb_sphere.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_specimens_seed002_test {

namespace {

namespace s2 = gv::specimens::seed002;
using s2::Vector3;

// The box centred at the origin with half extents 1 on the given axes.
bool detect(Vector3 sphere, float r, Vector3 u0 = Vector3(1, 0, 0), Vector3 u1 = Vector3(0, 1, 0),
            Vector3 u2 = Vector3(0, 0, 1), Vector3 half = Vector3(1, 1, 1)) {
  const Vector3 axes[3] = {u0, u1, u2};
  return s2::ObbSphereCollisionDetect(Vector3(0, 0, 0), axes, half, sphere, r);
}

// Right: the cube [-1, 1]^3 and the ball of radius 2 at (5/2, 0, 0): distance
// from the centre to the face x = 1 is 3/2 < 2, overlapping. fS[0] = -3/2,
// fD = 9/4 <= 4.
TEST(Seed002, RightOverlappingAFace) {
  EXPECT_TRUE(detect(Vector3(2.5f, 0, 0), 2));
}

// Right: the ball of radius 1 at (5, 0, 0) is 4 - 1 = 3 away from the face:
// fS[0] = -4 <= -1.
TEST(Seed002, RightFarFromAFace) {
  EXPECT_FALSE(detect(Vector3(5, 0, 0), 1));
}

// Right, both ways near a vertical edge: the centre (2, 2, 0) is sqrt(2) =
// 1.414... from the edge x = y = 1. Radius 3/2 overlaps (fD = 2 <= 9/4),
// radius 5/4 does not (fD = 2 > 25/16).
TEST(Seed002, RightNearAnEdge) {
  EXPECT_TRUE(detect(Vector3(2, 2, 0), 1.5f));
  EXPECT_FALSE(detect(Vector3(2, 2, 0), 1.25f));
}

// Defect (false miss): `fS <= -sphereRadius` rejects contact. Exact: the ball
// of radius 2 at (3, 0, 0) touches the face x = 1 at (1, 0, 0). The specimen:
// fS[0] = ((0,0,0) + u0 - (3,0,0)) . u0 = -2 <= -2, return false.
TEST(Seed002, BallTouchingAFaceIsAMiss) {
  EXPECT_FALSE(detect(Vector3(3, 0, 0), 2));
}

// Defect (false miss): the same for a point. Exact: r = 0 at (1, 1/2, 0), a
// point of the face x = 1: touching. fS[0] = 0 <= -0.
TEST(Seed002, PointOnAFaceIsAMiss) {
  EXPECT_FALSE(detect(Vector3(1, 0.5f, 0), 0));
}

// Defect (false hit): a zero axis drops the thickness direction. Exact: with
// u2 = 0 the box is the square |x|, |y| <= 1 in the plane z = 0; the ball of
// radius 1 at (0, 0, 5) is 5 away: disjoint. The specimen: kDiff . u2 = 0, so
// fS[2] = 0 and nothing is added; fD = 0 <= 1.
TEST(Seed002, ZeroAxisIsAHit) {
  EXPECT_TRUE(detect(Vector3(0, 0, 5), 1, Vector3(1, 0, 0), Vector3(0, 1, 0), Vector3(0, 0, 0)));
}

// Defect (false miss): an axis of length 2 (stored, not normalised). Exact:
// u0 = (2, 0, 0) with e0 = 1 spans x in [-2, 2]; the ball of radius 3/4 at
// (5/2, 0, 0) is 1/2 from the face: overlapping. The specimen projects on the
// unnormalised axis: fS[0] = (2 - 5/2) * 2 = -1 <= -3/4.
TEST(Seed002, LongAxisIsAMiss) {
  EXPECT_FALSE(detect(Vector3(2.5f, 0, 0), 0.75f, Vector3(2, 0, 0)));
}

// Defect (false hit): an axis of length 1/2. Exact: u0 = (1/2, 0, 0) spans x
// in [-1/2, 1/2]; the ball of radius 1/2 at (5/4, 0, 0) is 3/4 from the face:
// disjoint. fS[0] = (1/2 - 5/4) * 1/2 = -3/8 > -1/2, fD = 9/64 <= 1/4.
TEST(Seed002, ShortAxisIsAHit) {
  EXPECT_TRUE(detect(Vector3(1.25f, 0, 0), 0.5f, Vector3(0.5f, 0, 0)));
}

}  // namespace

}  // namespace gv_specimens_seed002_test
