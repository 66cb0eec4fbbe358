// SPDX-License-Identifier: MIT
// Bug zoo: Ericson's TestSegmentAABB (Real-Time Collision Detection, 2005,
// section 5.3.3; contract conservative) and JOML's intersectLineSegmentAab
// (contract exact), float and double. The specification of the
// transcriptions, defects included: each defect has a hand case in
// hex-float literals; the assertions pin what the routine actually answers
// and what the exact oracle (exact/segment_aabb.h) says.
#include <gtest/gtest.h>

#include "geoverify/exact/segment_aabb.h"
#include "geoverify/query/cases.h"
#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/zoo_ericson_segment_aabb.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_specimens_zoo_ericson_segment_aabb_test {

namespace {

namespace es = gv::specimens::ericson_segment;
using gv::Relation;

template <class T>
bool ericson(const gv::Segment<T>& s, const gv::Aabb<T>& b) {
  const T p0[3] = {s.p0.x, s.p0.y, s.p0.z}, p1[3] = {s.p1.x, s.p1.y, s.p1.z};
  const T lo[3] = {b.min.x, b.min.y, b.min.z}, hi[3] = {b.max.x, b.max.y, b.max.z};
  return es::TestSegmentAABB<T>(p0, p1, lo, hi) != 0;
}

template <class T>
bool joml(const gv::Segment<T>& s, const gv::Aabb<T>& b) {
  T result[2];
  return es::intersectLineSegmentAab<T>(s.p0.x, s.p0.y, s.p0.z, s.p1.x, s.p1.y, s.p1.z, b.min.x, b.min.y, b.min.z,
                                        b.max.x, b.max.y, b.max.z, result) != -1;
}

template <class T>
Relation exact(const gv::Segment<T>& s, const gv::Aabb<T>& b) {
  return gv::exact::segment_aabb(s, b).relation;
}

const gv::Aabbf kUnit{{0, 0, 0}, {1, 1, 1}};
const gv::Aabbd kUnitD{{0, 0, 0}, {1, 1, 1}};

// --- right answers -------------------------------------------------------------

TEST(ZooSegmentAabb, RightOnClearCasesAndOnSimpleContact) {
  const gv::Segmentf through{{-1, 0.5f, 0.5f}, {2, 0.5f, 0.5f}};
  const gv::Segmentf beside{{-1, 2, 0.5f}, {2, 2, 0.5f}};
  const gv::Segmentf inside{{0.25f, 0.25f, 0.25f}, {0.75f, 0.5f, 0.5f}};
  const gv::Segmentf on_face{{1, 0.5f, 0.5f}, {3, 0.5f, 0.5f}};  // an endpoint on the face x = 1
  for (const auto& s : {through, inside, on_face}) {
    EXPECT_TRUE(ericson(s, kUnit));
    EXPECT_TRUE(joml(s, kUnit));
    EXPECT_TRUE(gv::intersecting(exact(s, kUnit)));
  }
  EXPECT_EQ(exact(on_face, kUnit), Relation::touching);
  EXPECT_FALSE(ericson(beside, kUnit));
  EXPECT_FALSE(joml(beside, kUnit));
  EXPECT_EQ(exact(beside, kUnit), Relation::disjoint);
}

TEST(ZooSegmentAabb, RegisteredWithTheirContractsAndExpectedDefects) {
  const auto f = gv::specimens::specimens<gv::query::SegmentAabb<float>>();
  const auto d = gv::specimens::specimens<gv::query::SegmentAabb<double>>();
  ASSERT_EQ(f.size(), 2u);
  ASSERT_EQ(d.size(), 2u);
  auto check = [](const auto& rows) {
    EXPECT_EQ(rows[0].contract.kind, gv::query::ContractKind::conservative);
    EXPECT_EQ(rows[0].expected, gv::query::kFalseMiss) << rows[0].name;
    EXPECT_EQ(rows[1].contract.kind, gv::query::ContractKind::exact);
    EXPECT_EQ(rows[1].expected, gv::query::kFalseHit | gv::query::kFalseMiss) << rows[1].name;
  };
  check(f);
  check(d);
  // The rows call the transcriptions: JOML's grazing miss below, through the registry.
  const gv::query::SegmentAabb<float> c{{{-1, 7, 0.5f}, {4, -8, 0.5f}}, kUnit};
  EXPECT_TRUE(f[0].intersects(c));
  EXPECT_FALSE(f[1].intersects(c));
}

// --- (a) Ericson's TestSegmentAABB, float -------------------------------------

// False miss (rounding, no epsilon on the box axes): p0 lies exactly on the
// flat box x = 2.75 (touching: the segment leaves it at once). The midpoint
// (p0 + p1) * 0.5 and the half-length p1 - m round, and |m_x| > e_x + |d_x|
// then holds by a rounding error: separated.
TEST(ZooSegmentAabb, EricsonMissesAnEndpointOnAFlatBox) {
  const gv::Segmentf s{{0x1.6p+1f, 0x1.f8p+3f, 0x1.dp+2f}, {0x1.6ffffep+2f, 0x1.d8p+3f, 0x1.28p+3f}};
  const gv::Aabbf b{{0x1.6p+1f, -0x1p-1f, -0x1.cp+1f}, {0x1.6p+1f, 0x1.d4p+4f, 0x1.ap+3f}};
  EXPECT_EQ(exact(s, b), Relation::touching);
  EXPECT_FALSE(ericson(s, b));
}

// False miss (rounding of a long segment): the line through the box's corner
// at the origin, from about -2.3 to a point 2^-20 away on the other side;
// p0 + p1 rounds, so the midpoint is off the line and a cross axis separates.
TEST(ZooSegmentAabb, EricsonMissesALongSegmentThroughACorner) {
  const gv::Segmentf s{{-0x1.28p+1f, 0x1.2p+0f, -0x1.48p+1f}, {0x1.28p-20f, -0x1.2p-21f, 0x1.48p-20f}};
  const gv::Aabbf b{{-0x1.fp-13f, 0x0p+0f, -0x0p+0f}, {-0x0p+0f, 0x1.200002p-13f, 0x1p-15f}};
  EXPECT_EQ(exact(s, b), Relation::touching);
  EXPECT_FALSE(ericson(s, b));
}

// False miss (overflow): min.x + max.x overflows to +inf, so c.x = inf and
// e.x = -inf; the box-axis test then separates a segment lying on the flat
// box y = -0x1.cp+125 across its whole z range (touching).
TEST(ZooSegmentAabb, EricsonMissesWhenMinPlusMaxOverflows) {
  const gv::Segmentf s{{0x1.2p+125f, -0x1.cp+125f, -0x1.4p+126f}, {0x1.2p+125f, -0x1.cp+125f, 0x1.ep+125f}};
  const gv::Aabbf b{{0x1.8p+124f, -0x1.cp+125f, -0x1.6p+125f}, {0x1.ep+127f, -0x1.cp+125f, 0x1p+123f}};
  EXPECT_EQ(exact(s, b), Relation::touching);
  EXPECT_FALSE(ericson(s, b));
}

// False hit (the absolute EPSILON, allowed by the conservative contract):
// the line x + y = 2^-19 + 2^-42 passes 2^-42 / sqrt(2) beside the edge
// x = y = 2^-20 of a box of side 2^-20 (disjoint); EPSILON = 2^-23 is
// added to |d_i| ~ 2^-20, far more than the gap. At unit scale the same
// configuration is separated.
TEST(ZooSegmentAabb, EricsonHitsATinySegmentBesideAnEdge) {
  const gv::Aabbf tiny{{0, 0, 0}, {0x1p-20f, 0x1p-20f, 0x1p-20f}};
  const gv::Segmentf s{{0, 0x1.000002p-19f, 0x1p-21f}, {0x1.000002p-19f, 0, 0x1p-21f}};
  EXPECT_EQ(exact(s, tiny), Relation::disjoint);
  EXPECT_TRUE(ericson(s, tiny));
  const gv::Segmentf unit_scale{{0, 0x1.000002p+1f, 0.5f}, {0x1.000002p+1f, 0, 0.5f}};
  EXPECT_EQ(exact(unit_scale, kUnit), Relation::disjoint);
  EXPECT_FALSE(ericson(unit_scale, kUnit));
}

// --- (b) JOML's intersectLineSegmentAab, float ---------------------------------

// False miss (rounded 1/dir): the segment from (-1, 7) to (4, -8) in the
// plane z = 0.5 passes exactly through the edge x = y = 1 (t = 2/5) and
// touches the box there, where the x slab's exit and the y slab's entry are
// both exactly 2/5; computed as (p - p0) * fl(1 / dir) they round apart, the
// entry above the exit.
TEST(ZooSegmentAabb, JomlMissesAGrazingEdgeContact) {
  const gv::Segmentf s{{-1, 7, 0.5f}, {4, -8, 0.5f}};
  EXPECT_EQ(exact(s, kUnit), Relation::touching);
  EXPECT_FALSE(joml(s, kUnit));
}

// False hit (rounding): p0.y one ulp above 3 moves the line off the edge
// x = y = 1 (disjoint), but the rounded slab ends still meet.
TEST(ZooSegmentAabb, JomlHitsASegmentOneUlpBesideAnEdge) {
  const gv::Segmentf s{{-1, 0x1.800002p+1f, 0.5f}, {2, 0, 0.5f}};
  EXPECT_EQ(exact(s, kUnit), Relation::disjoint);
  EXPECT_TRUE(joml(s, kUnit));
}

// False miss (NaN): a segment along the edge line x = y = 1. Both direction
// components are 0, 1/0 = inf, and (max - p0) * inf = 0 * inf = NaN on both
// axes; the guard replaces a NaN tFar by tymax, which is NaN too, and
// tNear <= NaN is false.
TEST(ZooSegmentAabb, JomlMissesASegmentAlongAnEdge) {
  const gv::Segmentf s{{1, 1, -1}, {1, 1, 2}};
  EXPECT_EQ(exact(s, kUnit), Relation::touching);
  EXPECT_FALSE(joml(s, kUnit));
}

// --- the double instances --------------------------------------------------------

TEST(ZooSegmentAabbDouble, EricsonMissesAtAPointBoxAndOnALongSegment) {
  const gv::Segmentd s{{-0x1.4916p+7, -0x1.6601p+10, 0x1.d8p-3}, {-0x1.4915fffffffffp+7, -0x1.6600cp+10, 0x1.d8p-3}};
  const gv::Aabbd point{{-0x1.4916p+7, -0x1.6601p+10, 0x1.d8p-3}, {-0x1.4916p+7, -0x1.6601p+10, 0x1.d8p-3}};
  EXPECT_EQ(exact(s, point), Relation::touching);  // p0 is the point box
  EXPECT_FALSE(ericson(s, point));
  const gv::Segmentd l{{-0x1.28p+30, 0x1.2p+29, -0x1.48p+30}, {0x1.28p-20, -0x1.2p-21, 0x1.48p-20}};
  const gv::Aabbd b{{-0x1.ec7cp-3, 0x0p+0, -0x0p+0}, {-0x0p+0, 0x1.d664000000001p-2, 0x1.0d9p-3}};
  EXPECT_EQ(exact(l, b), Relation::touching);
  EXPECT_FALSE(ericson(l, b));
}

TEST(ZooSegmentAabbDouble, EricsonHitsATinySegmentBesideAnEdge) {
  const gv::Aabbd tiny{{0, 0, 0}, {0x1p-40, 0x1p-40, 0x1p-40}};
  const gv::Segmentd s{{0, 0x1.0000000000001p-39, 0x1p-41}, {0x1.0000000000001p-39, 0, 0x1p-41}};
  EXPECT_EQ(exact(s, tiny), Relation::disjoint);
  EXPECT_TRUE(ericson(s, tiny));
}

TEST(ZooSegmentAabbDouble, JomlMissesGrazingAndAlongEdgeAndHitsBeside) {
  const gv::Segmentd graze{{-0x1p+3, 0x1p+2, 0x1p-1}, {0x1.cp+2, -0x1p+0, 0x1p-1}};
  EXPECT_EQ(exact(graze, kUnitD), Relation::touching);
  EXPECT_FALSE(joml(graze, kUnitD));
  const gv::Segmentd along{{1, 1, -1}, {1, 1, 2}};
  EXPECT_EQ(exact(along, kUnitD), Relation::touching);
  EXPECT_FALSE(joml(along, kUnitD));
  const gv::Segmentd beside{{-0x1.77fffffffffffp+67, -0x1.4p+66, -0x1.cp+67}, {0x1.78p+9, 0x1.4p+8, 0x1.cp+9}};
  const gv::Aabbd b{{-0x1.2bc08p+26, 0x0p+0, 0x0p+0}, {0x0p+0, 0x1.59dcp+23, 0x1.f83p+26}};
  EXPECT_EQ(exact(beside, b), Relation::disjoint);
  EXPECT_TRUE(joml(beside, b));
}

}  // namespace

}  // namespace gv_specimens_zoo_ericson_segment_aabb_test
