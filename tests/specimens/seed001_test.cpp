// SPDX-License-Identifier: MIT
// Seed 001 (shared/seeds/001_*.txt): the specification of the two transcribed
// ray-AABB routines, defects included. Each defect has a hand case whose
// exact answer is worked out in the comment; the assertion pins what the
// specimen actually answers (the wrong answer). A few cases where the
// specimens are right come first.
//
// Exact meaning (shared/DESIGN.md): the box is closed, the ray is
// {o + t d : t >= 0}; touching counts as intersecting.
#include <gtest/gtest.h>

#include "geoverify/specimens/seed001_ray_aabb.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_specimens_seed001_test {

namespace {

namespace cc = gv::specimens::seed001::cocos;
namespace sl = gv::specimens::seed001::slabs;

// cocos2d-x Ray::intersects(const AABB&) on the box [lo, hi].
bool cocos(cc::Vec3 o, cc::Vec3 d, cc::Vec3 lo = cc::Vec3(0, 0, 0), cc::Vec3 hi = cc::Vec3(1, 1, 1)) {
  return cc::Ray(o, d).intersects(cc::AABB(lo, hi));
}

// BBox::hit on [x0, x1] x [y0, y1] x [z0, z1] (the unit cube by default).
bool slabs(sl::Point3D o, sl::Vector3D d, sl::BBox box = sl::BBox(0, 1, 0, 1, 0, 1)) {
  return box.hit(sl::Ray(o, d));
}

// ---- cocos2d-x Ray::intersects(const AABB&) ---------------------------------

// Right: a ray along +x through the middle of the unit cube enters the face
// x = 0 at t = 2 at (0, 1/2, 1/2), strictly inside the face.
TEST(Seed001Cocos, RightThroughTheMiddle) {
  EXPECT_TRUE(cocos(cc::Vec3(-2, 0.5f, 0.5f), cc::Vec3(1, 0, 0)));
}

// Right: the same ray at height y = 2 stays above the cube (y = 2 > 1 for all t).
TEST(Seed001Cocos, RightPassingAbove) {
  EXPECT_FALSE(cocos(cc::Vec3(-2, 2, 0.5f), cc::Vec3(1, 0, 0)));
}

// Right: entering through a face from the -x side of a box away from the
// origin: o = (5, 2.5, 2.5), d = (-1, 0, 0), box [1, 3]^3; the face x = 3 is
// met at t = 2 at (3, 2.5, 2.5).
TEST(Seed001Cocos, RightFromThePositiveSide) {
  EXPECT_TRUE(cocos(cc::Vec3(5, 2.5f, 2.5f), cc::Vec3(-1, 0, 0), cc::Vec3(1, 1, 1), cc::Vec3(3, 3, 3)));
}

// Defect (false miss): the origin inside the box. Exact: o = (1/2, 1/2, 1/2)
// is an interior point, so the ray overlaps the cube. The specimen tests the
// entry face x = 0 only: t = (0 - 1/2) / 1 = -1/2 fails `t > 0`; y and z have
// d = 0 and are skipped.
TEST(Seed001Cocos, OriginInsideIsAMiss) {
  EXPECT_FALSE(cocos(cc::Vec3(0.5f, 0.5f, 0.5f), cc::Vec3(1, 0, 0)));
}

// Defect (false miss): dir = 0 is the single point o; o = (1/2, 1/2, 1/2) is
// inside the cube (exact: overlapping). Every face is skipped (d == 0).
TEST(Seed001Cocos, ZeroDirectionInsideIsAMiss) {
  EXPECT_FALSE(cocos(cc::Vec3(0.5f, 0.5f, 0.5f), cc::Vec3(0, 0, 0)));
}

// Defect (false miss): the origin on the entry face. Exact: o = (0, 1/2, 1/2)
// lies on the face x = 0 and the ray runs through the interior (overlapping).
// The specimen computes t = 0 for that face and `t > 0.f` rejects it.
TEST(Seed001Cocos, OriginOnTheEntryFaceIsAMiss) {
  EXPECT_FALSE(cocos(cc::Vec3(0, 0.5f, 0.5f), cc::Vec3(1, 0, 0)));
}

// Defect (false miss): entering exactly through an edge. Exact: o = (-1, -1,
// 1/2), d = (1, 1, 0) reaches the edge x = y = 0 at t = 1 and then runs
// through the interior ((1/2, 1/2, 1/2) at t = 3/2): overlapping. Both face
// tests see the hit point (0, 0, 1/2) and reject it with `min.y < 0` and
// `min.x < 0` (strict); z has d = 0.
TEST(Seed001Cocos, EnteringThroughAnEdgeIsAMiss) {
  EXPECT_FALSE(cocos(cc::Vec3(-1, -1, 0.5f), cc::Vec3(1, 1, 0)));
}

// Defect (false miss): a ray lying in a face plane. Exact: o = (-1, 0, 1/2),
// d = (1, 0, 0) runs along the face y = 0 for t in [1, 2]: touching. The x
// face test sees (0, 0, 1/2) and `min.y < 0` fails; y and z have d = 0.
TEST(Seed001Cocos, RayInAFacePlaneIsAMiss) {
  EXPECT_FALSE(cocos(cc::Vec3(-1, 0, 0.5f), cc::Vec3(1, 0, 0)));
}

// Defect (false miss, rounding): o = (-1, -4, 1/2), d = (3, 15 - 2^-20, 0).
// Exact: the plane x = 0 is crossed at t = 1/3, at
// y = -4 + (15 - 2^-20)/3 = 1 - 2^-20/3, strictly inside the face: the ray
// overlaps the cube. The specimen: t = fl(1/3) = 0x1.555556p-2,
// fl(t * d.y) = 5 exactly, so ptOnPlane.y = 1 and `ptOnPlane.y < max.y`
// fails; the y face is crossed at x = -1/5 (outside).
TEST(Seed001Cocos, RoundedHitPointOnTheEdgeIsAMiss) {
  EXPECT_FALSE(cocos(cc::Vec3(-1, -4, 0.5f), cc::Vec3(3, 0x1.dffffep+3f, 0)));
}

// Defect (false hit, rounding). Exact (rational arithmetic): the ray crosses
// the plane x = 0 at t = 2.78219664... with y = 1 + 9.36e-8, above the face,
// and y keeps growing: disjoint. The rounded t and o.y + t * d.y land below 1,
// so the x face test accepts the point.
TEST(Seed001Cocos, RoundedHitPointInsideTheFaceIsAHit) {
  EXPECT_TRUE(cocos(cc::Vec3(-0x1.6aeecep+1f, -0x1.a185fap+1f, 0x1p-1f), cc::Vec3(0x1.04e588p+0f, 0x1.88272ap+0f, 0)));
}

// ---- BBox::hit (slabs) --------------------------------------------------------

// Right: o = (-2, 1/4, 1/4), d = (1, 1/8, 1/16). Slab intervals x [2, 3],
// y [-2, 6], z [-4, 12]: t0 = 2 < t1 = 3, the ray overlaps the cube.
TEST(Seed001Slabs, RightThroughTheCube) {
  EXPECT_TRUE(slabs(sl::Point3D(-2, 0.25, 0.25), sl::Vector3D(1, 0.125, 0.0625)));
}

// Right: from o = (-2, 2, 1/4) the same direction stays above y = 1 for
// t >= 0 (y slab [-16, -8] is behind the origin): t0 = 2 > t1 = -8, disjoint.
TEST(Seed001Slabs, RightPassingAbove) {
  EXPECT_FALSE(slabs(sl::Point3D(-2, 2, 0.25), sl::Vector3D(1, 0.125, 0.0625)));
}

// Defect (false miss): the inverted parallel check. Exact: o = (-2, 1/2, 1/2),
// d = (1, 0, 0) runs through the middle of the cube (overlapping). |dy| = 0 <
// 1e-6 and `oy < y1` (1/2 < 1) is true, so the specimen returns false; with
// x0 < x1 the check `ox < x1 || ox > x0` is true for every ox.
TEST(Seed001Slabs, AxisParallelRayIsAMiss) {
  EXPECT_FALSE(slabs(sl::Point3D(-2, 0.5, 0.5), sl::Vector3D(1, 0, 0)));
}

// Defect (false miss): |d| < 1e-6 counts as parallel even when it is not
// zero. Exact: o = (-2, 1/2, 1/2), d = (1, 2^-21, 2^-21) stays within 2^-20 of
// the cube's centre line for t in [2, 3]: overlapping. 2^-21 = 4.8e-7 < 1e-6
// sends y to the inverted check, which returns false.
TEST(Seed001Slabs, TinyComponentIsTreatedAsParallelAndMissed) {
  EXPECT_FALSE(slabs(sl::Point3D(-2, 0.5, 0.5), sl::Vector3D(1, 0x1p-21, 0x1p-21)));
}

// Defect (false hit): no t >= 0 clamp. Exact: o = (2, 2, 2), d = (1, 1, 1)
// moves away from the cube (every coordinate >= 2): disjoint. Slab intervals
// x, y, z = [-2, -1]: t0 = -2 < t1 = -1, so the line's hit behind the origin
// is reported.
TEST(Seed001Slabs, BoxBehindTheOriginIsAHit) {
  EXPECT_TRUE(slabs(sl::Point3D(2, 2, 2), sl::Vector3D(1, 1, 1)));
}

// Defect (false miss): touching fails `t0 < t1`. Exact: o = (-1, 1, 1/4),
// d = (1, -1, 1/4) meets the edge x = y = 0 at t = 1 at (0, 0, 1/2) only
// (x < 0 before, y < 0 after): touching. Slab intervals x [1, 2], y [-0, 1],
// z [-1, 3]: t0 = t1 = 1.
TEST(Seed001Slabs, GrazingAnEdgeIsAMiss) {
  EXPECT_FALSE(slabs(sl::Point3D(-1, 1, 0.25), sl::Vector3D(1, -1, 0.25)));
}

// Defect (false miss) on the one path that passes the inverted check: a flat
// box x0 = x1 = 0 with the origin in its plane and dx = 0. Exact: the ray
// o = (0, -1, 1/4), d = (0, 1, 1/4) lies in the plane x = 0 and crosses the
// square [0,1] x [0,1] for t in [1, 2] (z from 1/2 to 3/4): touching. The
// original then reads tx_min/tx_max uninitialised; the transcription's
// documented stand-in 0.0 gives t0 = max(-1, max(0, 1)) = 1 and
// t1 = min(3, min(0, 2)) = 0.
TEST(Seed001Slabs, FlatBoxInTheRaysPlaneIsAMiss) {
  EXPECT_FALSE(slabs(sl::Point3D(0, -1, 0.25), sl::Vector3D(0, 1, 0.25), sl::BBox(0, 0, 0, 1, 0, 1)));
}

}  // namespace

}  // namespace gv_specimens_seed001_test
