// SPDX-License-Identifier: MIT
// Bug zoo: Ericson's box-plane tests (RTCD 5.2.3): TestOBBPlane (plane-OBB,
// contract exact) and the culling forms "s > r" built from TestAABBPlane's
// centre-extent lines (half-space-AABB) and from TestOBBPlane's r and s
// (half-space-OBB), contract conservative. Each expected defect has a hand
// case in hex-float literals; the assertions pin what the routine answers
// and what the exact oracle says. The suite's Plane{n, d} / Halfspace{n, d}
// are the book's planes {n, -d} (exact), as the registry's adapters pass them.
#include <gtest/gtest.h>

#include <limits>

#include "geoverify/exact/halfspace_aabb.h"
#include "geoverify/exact/halfspace_obb.h"
#include "geoverify/exact/plane_obb.h"
#include "geoverify/query/cases.h"
#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/zoo_ericson_plane.h"
#include "hex.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_specimens_zoo_ericson_plane_test {

namespace {

namespace rtcd = gv::specimens::rtcd;
using gv::Relation;

template <class T>
rtcd::Vector<T> vec(const gv::Vec3<T>& v) {
  return {v.x, v.y, v.z};
}

template <class T>
rtcd::OBB<T> book(const gv::Obb<T>& b) {
  return {vec(b.c), {vec(b.u[0]), vec(b.u[1]), vec(b.u[2])}, {b.e[0], b.e[1], b.e[2]}};
}

template <class T>
bool test_obb_plane(const gv::Plane<T>& p, const gv::Obb<T>& b) {
  return rtcd::TestOBBPlane<T>(book(b), {vec(p.n), -p.d}) != 0;
}

template <class T>
bool kept_aabb(const gv::Halfspace<T>& h, const gv::Aabb<T>& b) {  // true: not culled
  return !rtcd::AABBOutsidePlane<T>({vec(b.min), vec(b.max)}, {vec(h.n), -h.d});
}

template <class T>
bool kept_obb(const gv::Halfspace<T>& h, const gv::Obb<T>& b) {
  return !rtcd::OBBOutsidePlane<T>(book(b), {vec(h.n), -h.d});
}

// --- right answers -------------------------------------------------------------

TEST(ZooEricsonPlane, RightOnClearCasesAndExactIntegerContact) {
  // A unit cube at the origin; the plane x = 1 touches its face, x = 0 cuts it, x = 2 misses.
  const gv::Obb<float> cube{{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {1, 1, 1}};
  for (const float d : {-1.0f, 0.0f, 1.0f}) {
    EXPECT_TRUE(test_obb_plane(gv::Plane<float>{{1, 0, 0}, d}, cube));
    EXPECT_TRUE(gv::intersecting(gv::exact::plane_obb(gv::Plane<float>{{1, 0, 0}, d}, cube).relation));
  }
  EXPECT_FALSE(test_obb_plane(gv::Plane<float>{{1, 0, 0}, -2}, cube));
  // Non-orthonormal axes need no precondition: r = sum e_i |n.u_i| is the
  // exact half-width of the stored parallelepiped (here sheared, u1 = (1, 1, 0)).
  const gv::Obb<float> sheared{{0, 0, 0}, {{1, 0, 0}, {1, 1, 0}, {0, 0, 1}}, {1, 1, 1}};
  EXPECT_EQ(gv::exact::plane_obb(gv::Plane<float>{{1, 0, 0}, -2}, sheared).relation, Relation::touching);
  EXPECT_TRUE(test_obb_plane(gv::Plane<float>{{1, 0, 0}, -2}, sheared));
  EXPECT_EQ(gv::exact::plane_obb(gv::Plane<float>{{1, 0, 0}, -0x1.000002p+1f}, sheared).relation, Relation::disjoint);
  EXPECT_FALSE(test_obb_plane(gv::Plane<float>{{1, 0, 0}, -0x1.000002p+1f}, sheared));
  // Culling: x <= 1 keeps the cube touching it from outside ([1, 3]) and culls [2, 4].
  const gv::Aabb<float> touching{{1, 0, 0}, {3, 1, 1}}, beyond{{2, 0, 0}, {4, 1, 1}};
  EXPECT_TRUE(kept_aabb(gv::Halfspace<float>{{1, 0, 0}, -1}, touching));
  EXPECT_FALSE(kept_aabb(gv::Halfspace<float>{{1, 0, 0}, -1}, beyond));
  EXPECT_EQ(gv::exact::halfspace_aabb(gv::Halfspace<float>{{1, 0, 0}, -1}, touching).relation, Relation::touching);
  const gv::Obb<float> shifted{{2, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {1, 1, 1}};
  EXPECT_TRUE(kept_obb(gv::Halfspace<float>{{1, 0, 0}, -1}, shifted));
  EXPECT_EQ(gv::exact::halfspace_obb(gv::Halfspace<float>{{1, 0, 0}, -1}, shifted).relation, Relation::touching);
}

TEST(ZooEricsonPlane, RegisteredWithTheirExpectedDefects) {
  const auto po = gv::specimens::specimens<gv::query::PlaneObb<float>>();
  const auto pod = gv::specimens::specimens<gv::query::PlaneObb<double>>();
  ASSERT_EQ(po.size(), 1u);
  ASSERT_EQ(pod.size(), 1u);
  EXPECT_EQ(po[0].expected, gv::query::kFalseHit | gv::query::kFalseMiss);
  EXPECT_EQ(pod[0].expected, gv::query::kFalseHit | gv::query::kFalseMiss);
  EXPECT_EQ(po[0].contract.kind, gv::query::ContractKind::exact);
  const auto ha = gv::specimens::specimens<gv::query::HalfspaceAabb<float>>();
  ASSERT_GE(ha.size(), 1u);
  EXPECT_EQ(ha[0].contract.kind, gv::query::ContractKind::conservative);
  EXPECT_EQ(ha[0].expected, unsigned{gv::query::kFalseMiss});
  const auto ho = gv::specimens::specimens<gv::query::HalfspaceObb<double>>();
  ASSERT_EQ(ho.size(), 1u);
  EXPECT_EQ(ho[0].contract.kind, gv::query::ContractKind::conservative);
  EXPECT_EQ(ho[0].expected, unsigned{gv::query::kFalseMiss});
  // The rows call the transcriptions with the adapters' sign of d: the
  // centre-extent false miss below, through the registry.
  const gv::query::HalfspaceAabb<float> c{{{1, 0, 0}, -1}, {{1, 0, 0}, {0x1.000006p+0f, 0, 0}}};
  EXPECT_FALSE(ha[0].intersects(c));
}

// --- TestOBBPlane (plane-OBB, exact) -----------------------------------------

// False hit (rounding): an axis-aligned box, the plane 48x + 32y - 32z =
// 32.0000114... (d = -0x1.000006p+5) a few ulps beyond the box's corner
// value 32: exact disjoint; s = n.c + d rounds onto r.
TEST(ZooEricsonPlane, TestObbPlaneHitsAPlaneUlpsAwayFromACorner) {
  const gv::Plane<float> plane{{0x1.8p+5f, 0x1p+5f, -0x1p+5f}, -0x1.000006p+5f};
  const gv::Obb<float> obb{{-0x1p+1f, -0x1p+1f, 0x1.8p+2f},
                           {{0x1p+0f, -0x0p+0f, -0x0p+0f}, {0x0p+0f, -0x0p+0f, -0x1p+0f}, {-0x0p+0f, -0x1p+0f, 0x0p+0f}},
                           {0x1.8p+2f, 0x1.8p+1f, -0x0p+0f}};
  EXPECT_EQ(gv::exact::plane_obb(plane, obb).relation, Relation::disjoint);
  EXPECT_TRUE(test_obb_plane(plane, obb));
}

// False miss (rounding): a rotated box (a rounded rotation) and a plane
// through one of its vertices, computed in float: exact overlapping by about
// 4e-8 of the scale; the rounded s and r say |s| > r.
TEST(ZooEricsonPlane, TestObbPlaneMissesARotatedBoxItCuts) {
  const gv::Plane<float> plane{{-0x1.956f1ap+1f, -0x1.0dac0ap+1f, -0x1.3c81f4p+0f}, -0x1.5f20c4p+23f};
  const gv::Obb<float> obb{{-0x1.e0a404p+21f, -0x1.260b74p+22f, 0x1.28053ep+22f},
                           {{-0x1.153bd2p-3f, -0x1.5e5cbcp-2f, 0x1.dc146ap-1f},
                            {-0x1.956f1ap-1f, -0x1.0dac0ap-1f, -0x1.3c81f4p-2f},
                            {0x1.30e63cp-1f, -0x1.8e699ep-1f, -0x1.98dbacp-3f}},
                           {0x1.b398d8p+20f, 0x1.387518p+20f, 0x1.06a32p+22f}};
  EXPECT_EQ(gv::exact::plane_obb(plane, obb).relation, Relation::overlapping);
  EXPECT_FALSE(test_obb_plane(plane, obb));
}

// False miss (overflow): a flat box touching the plane near FLT_MAX; the
// products of s overflow to +-inf and s = inf - inf = NaN: Abs(NaN) <= r is false.
TEST(ZooEricsonPlane, TestObbPlaneMissesAHugeContact) {
  const gv::Plane<float> plane{{-0x0p+0f, -0x1p+1f, -0x1.8p+1f}, 0x1.8p+125f};
  const gv::Obb<float> obb{{-0x1p+123f, 0x1.2p+127f, -0x1p+125f},
                           {{-0x0p+0f, -0x1p+0f, -0x0p+0f}, {0x1p+0f, 0x0p+0f, 0x0p+0f}, {-0x0p+0f, 0x0p+0f, 0x1p+0f}},
                           {0x0p+0f, 0x1p+124f, 0x1.8p+125f}};
  EXPECT_EQ(gv::exact::plane_obb(plane, obb).relation, Relation::touching);
  EXPECT_FALSE(test_obb_plane(plane, obb));
}

// Double: the same defects at double's precision.
TEST(ZooEricsonPlane, TestObbPlaneDoubleHitsAndMisses) {
  const gv::Plane<double> near{{0x1.8p+5, 0x1p+5, -0x1p+5}, -0x1.0000000000003p+5};
  const gv::Obb<double> box{{-0x1p+1, -0x1p+1, 0x1.8p+2},
                            {{0x1p+0, -0x0p+0, -0x0p+0}, {0x0p+0, -0x0p+0, -0x1p+0}, {-0x0p+0, -0x1p+0, 0x0p+0}},
                            {0x1.8p+2, 0x1.8p+1, -0x0p+0}};
  EXPECT_EQ(gv::exact::plane_obb(near, box).relation, Relation::disjoint);
  EXPECT_TRUE(test_obb_plane(near, box));
  const gv::Plane<double> huge{{-0x0p+0, -0x1p+1, -0x1.8p+1}, 0x1.8p+1021};
  const gv::Obb<double> far{{-0x1p+1019, 0x1.2p+1023, -0x1p+1021},
                            {{-0x0p+0, -0x1p+0, -0x0p+0}, {0x1p+0, 0x0p+0, 0x0p+0}, {-0x0p+0, 0x0p+0, 0x1p+0}},
                            {0x0p+0, 0x1p+1020, 0x1.8p+1021}};
  EXPECT_EQ(gv::exact::plane_obb(huge, far).relation, Relation::touching);
  EXPECT_FALSE(test_obb_plane(huge, far));
}

// --- AABBOutsidePlane (half-space-AABB, conservative) ------------------------

// False miss (the centre-extent conversion rounds): the half-space x <= 1
// and the box [1, 1 + 3 ulp] (touching at x = 1). max + min = 2 + 1.5 ulp(2)
// rounds to even, 2 + 2 ulp(2): c = 1 + 2^-22, e = max - c = 2^-23, and
// s = c - 1 = 2^-22 > r = 2^-23: culled.
TEST(ZooEricsonPlane, CentreExtentCullsATouchingBoxByRoundingTheCentre) {
  const gv::Halfspace<float> h{{1, 0, 0}, -1};
  const gv::Aabb<float> b{{1, 0, 0}, {0x1.000006p+0f, 0, 0}};
  EXPECT_EQ(gv::exact::halfspace_aabb(h, b).relation, Relation::touching);
  EXPECT_FALSE(kept_aabb(h, b));
}

// False miss (overflow of max + min): the box [2^127, FLT_MAX] on x lies
// inside x <= FLT_MAX. max + min = inf, c = inf, e = max - c = -inf, so
// r = -inf and s = inf: s > r culls a box the half-space contains.
TEST(ZooEricsonPlane, CentreExtentCullsAContainedBoxNearFltMax) {
  const float big = std::numeric_limits<float>::max();
  const gv::Halfspace<float> h{{1, 0, 0}, -big};
  const gv::Aabb<float> b{{0x1p+127f, 0, 0}, {big, 0, 0}};
  EXPECT_EQ(gv::exact::halfspace_aabb(h, b).relation, Relation::overlapping);
  EXPECT_FALSE(kept_aabb(h, b));
  const double dbig = std::numeric_limits<double>::max();
  const gv::Halfspace<double> hd{{1, 0, 0}, -dbig};
  const gv::Aabb<double> bd{{0x1p+1023, 0, 0}, {dbig, 0, 0}};
  EXPECT_EQ(gv::exact::halfspace_aabb(hd, bd).relation, Relation::overlapping);
  EXPECT_FALSE(kept_aabb(hd, bd));
}

// False miss (rounding of r and s): a normalized, rounded normal and a box
// the half-space cuts by about 1e-8 of the scale: culled.
TEST(ZooEricsonPlane, CentreExtentCullsACrossingBoxByRounding) {
  const gv::Halfspace<float> h{{0x1.b5f4dp-10f, 0x1.893668p-12f, 0x1.eca51ap-11f}, -0x1.b7930cp-2f};
  const gv::Aabb<float> b{{0x1.f8p+7f, 0x1.cp+2f, 0x1.8p+2f}, {0x1.dcp+8f, 0x1.bbp+8f, 0x1.7ap+8f}};
  EXPECT_EQ(gv::exact::halfspace_aabb(h, b).relation, Relation::overlapping);
  EXPECT_FALSE(kept_aabb(h, b));
  const gv::Halfspace<double> hd{{0x1.777fc170cbed5p-89, -0x1.51f078f296e62p-89, 0x1.4d4307949ae6bp-91},
                                 0x1.24aaea10f5c71p-68};
  const gv::Aabb<double> bd{{-0x1.cde6p+15, -0x1.4p+3, -0x1p+3}, {0x1.8a269p+20, 0x1.ab5f1p+20, 0x1.31a74p+20}};
  EXPECT_EQ(gv::exact::halfspace_aabb(hd, bd).relation, Relation::overlapping);
  EXPECT_FALSE(kept_aabb(hd, bd));
}

// --- OBBOutsidePlane (half-space-OBB, conservative) --------------------------

// False miss (rounding of s and r): a box on a signed-permutation frame and
// a normal one ulp off (-1/8, -1/16, 0): the half-space cuts the box by
// about 4e-8 of the scale; the rounded s exceeds the rounded r.
TEST(ZooEricsonPlane, ObbCullCullsACrossingBoxByRounding) {
  const gv::Halfspace<float> h{{-0x1.fffffep-4f, -0x1p-4f, -0x0p+0f}, -0x1.1cp+2f};
  const gv::Obb<float> b{{-0x1.fp+4f, -0x1.6p+3f, -0x1p+3f},
                         {{-0x0p+0f, 0x0p+0f, -0x1p+0f}, {0x1p+0f, -0x0p+0f, 0x0p+0f}, {-0x0p+0f, 0x1p+0f, 0x0p+0f}},
                         {0x1.8p+2f, 0x1p+0f, -0x0p+0f}};
  EXPECT_EQ(gv::exact::halfspace_obb(h, b).relation, Relation::overlapping);
  EXPECT_FALSE(kept_obb(h, b));
  const gv::Halfspace<double> hd{{-0x1.fffffffffffffp-4, -0x1p-4, -0x0p+0}, -0x1.1cp+2};
  const gv::Obb<double> bd{{-0x1.fp+4, -0x1.6p+3, -0x1p+3},
                           {{-0x0p+0, 0x0p+0, -0x1p+0}, {0x1p+0, -0x0p+0, 0x0p+0}, {-0x0p+0, 0x1p+0, 0x0p+0}},
                           {0x1.8p+2, 0x1p+0, -0x0p+0}};
  EXPECT_EQ(gv::exact::halfspace_obb(hd, bd).relation, Relation::overlapping);
  EXPECT_FALSE(kept_obb(hd, bd));
}

// False miss (overflow): a flat box touching the boundary near FLT_MAX; s
// overflows while r does not.
TEST(ZooEricsonPlane, ObbCullCullsAHugeTouchingBox) {
  const gv::Halfspace<float> h{{0x1.9p+5f, 0x1.4p+4f, -0x1.9p+4f}, -0x1.9p+125f};
  const gv::Obb<float> b{{-0x1p+120f, 0x0p+0f, -0x1.8p+123f},
                         {{0x1p+0f, -0x0p+0f, 0x0p+0f}, {0x0p+0f, 0x1p+0f, 0x0p+0f}, {-0x0p+0f, -0x0p+0f, -0x1p+0f}},
                         {0x1p+121f, 0x1.4p+122f, 0x0p+0f}};
  EXPECT_EQ(gv::exact::halfspace_obb(h, b).relation, Relation::touching);
  EXPECT_FALSE(kept_obb(h, b));
}

}  // namespace

}  // namespace gv_specimens_zoo_ericson_plane_test
