// SPDX-License-Identifier: MIT
// Bug zoo: pbrt-v3 Bounds3<Float>::IntersectP(ray, hitt0, hitt1), Float = float
// (contract conservative: a false hit is allowed, a false miss is not). The
// specification of the transcription, defects included: each defect has a
// hand case whose exact answer is given in the comment; the assertion pins
// what the routine actually answers.
//
// Exact meaning (shared/DESIGN.md): the box is closed, the ray is the segment
// {o + t d : 0 <= t <= tMax}; touching counts as intersecting.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "geoverify/specimens/zoo_pbrt_bounds.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_specimens_zoo_pbrt_test {

namespace {

namespace pb = gv::specimens::pbrt;

constexpr float kInf = std::numeric_limits<float>::infinity();

bool intersect(pb::Point3f o, pb::Vector3f d, float tMax = kInf, pb::Point3f lo = pb::Point3f(0, 0, 0),
               pb::Point3f hi = pb::Point3f(1, 1, 1)) {
  return pb::Bounds3f(lo, hi).IntersectP(pb::Ray(o, d, tMax));
}

// MachineEpsilon is 2^-24 and 1 + 2 * gamma(3) rounds to 1 + 3 * 2^-23.
TEST(ZooPbrt, GammaAsInPbrt) {
  EXPECT_EQ(pb::MachineEpsilon, 0x1p-24f);
  EXPECT_EQ(pb::gamma(3), 3 * 0x1p-24f / (1 - 3 * 0x1p-24f));
  EXPECT_EQ(1 + 2 * pb::gamma(3), 0x1.000006p+0f);
}

// Right: through the middle (t in [1, 2]); hitt0/hitt1 report the interval,
// the far end enlarged by the gamma factor.
TEST(ZooPbrt, RightThroughTheMiddle) {
  float t0 = -1, t1 = -1;
  EXPECT_TRUE(pb::Bounds3f(pb::Point3f(0, 0, 0), pb::Point3f(1, 1, 1))
                  .IntersectP(pb::Ray(pb::Point3f(-1, 0.5f, 0.5f), pb::Vector3f(1, 0, 0)), &t0, &t1));
  EXPECT_EQ(t0, 1.0f);
  EXPECT_EQ(t1, 2 * 0x1.000006p+0f);
}

// Right: passing above (y = 2), and stopping short (tMax = 1/2 < 1).
TEST(ZooPbrt, RightPassingAboveOrStoppingShort) {
  EXPECT_FALSE(intersect(pb::Point3f(-1, 2, 0.5f), pb::Vector3f(1, 0, 0)));
  EXPECT_FALSE(intersect(pb::Point3f(-1, 0.5f, 0.5f), pb::Vector3f(1, 0, 0), 0.5f));
}

// Right: contact exactly at t = tMax and at t = 0 (rejection needs t0 > t1).
// Exact: o = (-1, 1/2, 1/2), d = (1, 0, 0) reaches the face x = 0 at t = 1 =
// tMax: touching; o = (1, 1/2, 1/2) leaving the face x = 1: touching at t = 0.
TEST(ZooPbrt, RightForContactAtEitherEnd) {
  EXPECT_TRUE(intersect(pb::Point3f(-1, 0.5f, 0.5f), pb::Vector3f(1, 0, 0), 1));
  EXPECT_TRUE(intersect(pb::Point3f(1, 0.5f, 0.5f), pb::Vector3f(1, 0, 0)));
}

// Right (the book's NaN argument): a ray lying in the face plane x = 0 with
// d.x = +0. Exact: touching. invRayDir = +inf, (tNear, tFar) = (0 * inf, 1 *
// inf) = (NaN, +inf): neither updates the interval.
TEST(ZooPbrt, RightForAPositiveZeroInAFacePlane) {
  EXPECT_TRUE(intersect(pb::Point3f(0, -1, 0.5f), pb::Vector3f(0.0f, 1, 0)));
}

// Defect (false miss): the same ray with d.x = -0. Exact: the same point set,
// touching. invRayDir = -inf, (tNear, tFar) = (0 * -inf, 1 * -inf) =
// (NaN, -inf); `tNear > tFar` is false so there is no swap, tFar * (1 + 2
// gamma(3)) = -inf becomes t1, and t0 = 0 > t1.
TEST(ZooPbrt, NegativeZeroInAFacePlaneIsAMiss) {
  EXPECT_FALSE(intersect(pb::Point3f(0, -1, 0.5f), pb::Vector3f(-0.0f, 1, 0)));
}

// Defect (false miss): tNear is not enlarged and tMax is the caller's. Exact:
// o = (0, 1/2, 1/2), d = (7, 0, 0), the box [21, 22] x [0, 1] x [0, 1] and
// tMax = 3: the segment ends at (21, 1/2, 1/2) on the face x = 21: touching.
// tNear = 21 * fl(1/7) = 0x1.800002p+1 > t1 = 3.
TEST(ZooPbrt, EntryAtTMaxIsAMiss) {
  EXPECT_FALSE(intersect(pb::Point3f(0, 0.5f, 0.5f), pb::Vector3f(7, 0, 0), 3, pb::Point3f(21, 0, 0),
                         pb::Point3f(22, 1, 1)));
}

// Defect (false miss): 1/d overflows for a subnormal d. Exact: o = (-1, 1,
// 1/2), d = (1, -2^-149, 0) has y = 1 - t 2^-149, strictly inside (0, 1) for
// t in [1, 2] where x is in [0, 1]: overlapping. invRayDir.y = -2^149
// overflows to -inf; (tNear, tFar) = ((0 - 1) * -inf, (1 - 1) * -inf) =
// (+inf, NaN), no swap, and t0 = +inf > t1.
TEST(ZooPbrt, SubnormalDirectionIsAMiss) {
  EXPECT_FALSE(intersect(pb::Point3f(-1, 1, 0.5f), pb::Vector3f(1, -0x1p-149f, 0)));
}

}  // namespace

}  // namespace gv_specimens_zoo_pbrt_test
