// SPDX-License-Identifier: MIT
// Bug zoo: Ericson's IntersectSegmentTriangle (Real-Time Collision Detection
// 2005, section 5.3.6; specimens/zoo_ericson_segment_triangle.h), float and
// double (contract exact, on front-to-back segments). The specification of
// the transcription, defects included: each defect has a hand case in
// hex-float literals, every one inside the precondition (the exact
// (p - q) . n > 0, checked); the assertions pin what the routine answers and
// what the exact oracle (exact/segment_triangle.h) says.
#include <gtest/gtest.h>

#include <limits>

#include "geoverify/exact/segment_triangle.h"
#include "geoverify/query/preconditions.h"
#include "geoverify/query/segment_triangle.h"
#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/zoo_ericson_segment_triangle.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_specimens_zoo_ericson_segment_triangle_test {

namespace {

namespace ericson = gv::specimens::ericson_segment_triangle;
using gv::Relation;

/// The segment p q against the triangle a b c.
template <class T>
gv::query::SegmentTriangle<T> seg_tri(const gv::Vec3<T>& p, const gv::Vec3<T>& q, const gv::Vec3<T>& a,
                                      const gv::Vec3<T>& b, const gv::Vec3<T>& c) {
  gv::query::SegmentTriangle<T> k{};
  k.seg = {p, q};
  k.tri = {a, b, c};
  return k;
}

template <class T>
bool ericson_hit(const gv::query::SegmentTriangle<T>& k) {
  const T p[3] = {k.seg.p0.x, k.seg.p0.y, k.seg.p0.z}, q[3] = {k.seg.p1.x, k.seg.p1.y, k.seg.p1.z};
  const T a[3] = {k.tri.p0.x, k.tri.p0.y, k.tri.p0.z}, b[3] = {k.tri.p1.x, k.tri.p1.y, k.tri.p1.z},
          c[3] = {k.tri.p2.x, k.tri.p2.y, k.tri.p2.z};
  T u = 0, v = 0, w = 0, t = 0;
  return ericson::IntersectSegmentTriangle<T>(p, q, a, b, c, u, v, w, t) != 0;
}

template <class T>
gv::exact::Result exact(const gv::query::SegmentTriangle<T>& k) {
  return gv::exact::oracle(k);
}

/// The precondition of the registered rows: every defect case must be inside it.
template <class T>
bool front_to_back(const gv::query::SegmentTriangle<T>& k) {
  return gv::query::front_to_back(k.seg, k.tri);
}

// The triangle (0,0,0), (4,0,0), (0,4,0): n = (0, 0, 16), its front is z > 0.
template <class T>
gv::query::SegmentTriangle<T> small(const gv::Vec3<T>& p, const gv::Vec3<T>& q) {
  return seg_tri<T>(p, q, {0, 0, 0}, {4, 0, 0}, {0, 4, 0});
}

// --- right answers -------------------------------------------------------------

template <class T>
void right_where_the_arithmetic_is_exact() {
  struct Row {
    gv::Vec3<T> p, q;
    Relation want;
  };
  const Row rows[] = {
      {{1, 1, 1}, {1, 1, -1}, Relation::overlapping},    // through the inside
      {{-1, -1, 1}, {3, 3, -1}, Relation::overlapping},  // obliquely, crossing at (1, 1, 0)
      {{3, 3, 1}, {3, 3, -1}, Relation::disjoint},       // beside the hypotenuse x + y = 4
      {{1, 1, 2}, {1, 1, 1}, Relation::disjoint},        // stops short of the plane
      {{1, 1, -1}, {1, 1, -2}, Relation::disjoint},      // starts behind it
      {{2, 2, 1}, {2, 2, -1}, Relation::touching},       // through the hypotenuse
      {{4, 0, 1}, {4, 0, -1}, Relation::touching},       // through the vertex b
      {{0, 0, 1}, {0, 0, -1}, Relation::touching},       // through the vertex a
      {{1, 1, 0}, {1, 1, -1}, Relation::touching},       // p on the face (t == 0)
      {{1, 1, 1}, {1, 1, 0}, Relation::touching},        // q on the face (t == d)
      {{2, 2, 0}, {2, 2, -1}, Relation::touching},       // p on an edge
  };
  for (const auto& r : rows) {
    const auto k = small<T>(r.p, r.q);
    ASSERT_TRUE(front_to_back(k));
    EXPECT_EQ(exact(k).relation, r.want) << r.p.x << " " << r.p.y << " " << r.p.z;
    EXPECT_EQ(ericson_hit(k), gv::intersecting(r.want)) << r.p.x << " " << r.p.y << " " << r.p.z;
  }
}

TEST(ZooEricsonSegmentTriangle, RightWhereTheArithmeticIsExact) {
  right_where_the_arithmetic_is_exact<float>();
  right_where_the_arithmetic_is_exact<double>();
}

TEST(ZooEricsonSegmentTriangle, OneSidedByDesign) {
  // The same segments reversed (back to front) or parallel to the plane get
  // 0 whatever they meet: the book's d <= 0 early out. The rows do not
  // judge these cases (accepts, below).
  const auto back = small<float>({1, 1, -1}, {1, 1, 1});
  EXPECT_EQ(exact(back).relation, Relation::overlapping);
  EXPECT_FALSE(ericson_hit(back));
  const auto in_plane = small<float>({-1, 1, 0}, {3, 1, 0});
  EXPECT_EQ(exact(in_plane).relation, Relation::touching);
  EXPECT_FALSE(ericson_hit(in_plane));
  const auto degenerate = seg_tri<float>({1, 1, 1}, {1, 1, -1}, {0, 0, 0}, {4, 4, 0}, {2, 2, 0});
  EXPECT_EQ(exact(degenerate).relation, Relation::touching);
  EXPECT_FALSE(ericson_hit(degenerate));
}

// --- rounding at exact contact: false misses ---------------------------------------

// Integer coordinates below 2^11 (double: 2^21), so every difference is
// exact and only the products and sums of n, d, t, e, v and w round.
TEST(ZooEricsonSegmentTriangle, FalseMissThroughAnEdge) {
  // the segment (911, 889, 518) to (716, 886, 842) passes through the
  // midpoint (781, 887, 734) of the edge ab: w == 0 exactly, computed -8
  const auto f = seg_tri<float>({0x1.c78p+9f, 0x1.bc8p+9f, 0x1.03p+9f}, {0x1.66p+9f, 0x1.bbp+9f, 0x1.a5p+9f},
                                {0x1.9bp+8f, 0x1.d5p+8f, 0x1.a8p+8f}, {0x1.1fcp+10f, 0x1.464p+10f, 0x1.05p+10f},
                                {0x1.57cp+10f, 0x1.b2p+7f, 0x1.53p+10f});
  ASSERT_TRUE(front_to_back(f));
  EXPECT_EQ(exact(f).relation, Relation::touching);
  EXPECT_FALSE(ericson_hit(f));
  // double: through the midpoint of ab again, w == 0 computed -8
  const auto d =
      seg_tri<double>({-0x1.31b16p+20, -0x1.e0ff8p+17, -0x1.478cp+14}, {-0x1.201d3p+20, -0x1.289ecp+18, -0x1.79798p+18},
                      {-0x1.6603cp+19, -0x1.64a0ap+19, -0x1.03a6cp+18}, {-0x1.98f0ap+20, 0x1.3adb8p+17, -0x1.014bcp+18},
                      {-0x1.1b58cp+19, -0x1.37275p+20, -0x1.35bd7p+20});
  ASSERT_TRUE(front_to_back(d));
  EXPECT_EQ(exact(d).relation, Relation::touching);
  EXPECT_FALSE(ericson_hit(d));
}

TEST(ZooEricsonSegmentTriangle, FalseMissAtAnEndpointOnTheFace) {
  // p = a + ab/2 + ac/4 = (301, -1384, -422) lies on the face (barycentric
  // (1/4, 1/2, 1/4)) and q behind it: t == 0 exactly, computed -16
  const auto fp = seg_tri<float>({0x1.2dp+8f, -0x1.5ap+10f, -0x1.a6p+8f}, {0x1.12p+8f, -0x1.564p+10f, -0x1.72p+8f},
                                 {-0x1.86p+7f, -0x1.d08p+9f, -0x1.9dp+8f}, {0x1.788p+9f, -0x1.904p+10f, -0x1.b88p+9f},
                                 {-0x1.acp+6f, -0x1.5f4p+10f, 0x1.e7p+8f});
  ASSERT_TRUE(front_to_back(fp));
  EXPECT_EQ(exact(fp).relation, Relation::touching);
  EXPECT_FALSE(ericson_hit(fp));
  // q = (-1139, -411, -503) on the face, p in front: t == d exactly, computed
  // two ulps above d
  const auto fq = seg_tri<float>({-0x1.22cp+10f, -0x1.88p+8f, -0x1.8p+8f}, {-0x1.1ccp+10f, -0x1.9bp+8f, -0x1.f7p+8f},
                                 {-0x1.66p+9f, -0x1.65p+9f, -0x1.04p+8f}, {-0x1.99p+10f, 0x1.3cp+7f, -0x1p+8f},
                                 {-0x1.1cp+9f, -0x1.378p+10f, -0x1.36p+10f});
  ASSERT_TRUE(front_to_back(fq));
  EXPECT_EQ(exact(fq).relation, Relation::touching);
  EXPECT_FALSE(ericson_hit(fq));
  // double: the point (-346040, -627813, -414576) = a + ab/2 + ac/4 of one
  // triangle, as p (t == 0, computed -16) and as q (t == d, computed two ulps
  // above d)
  const gv::Vec3d a{-0x1.555aap+19, -0x1.088c4p+18, -0x1.b97f4p+18};
  const gv::Vec3d b{-0x1.12e04p+18, -0x1.19d5ap+19, -0x1.47fdp+16};
  const gv::Vec3d c{-0x1.dd09p+16, -0x1.09209p+20, -0x1.faf92p+19};
  const gv::Vec3d on_face{-0x1.51eep+18, -0x1.328cap+19, -0x1.94dcp+18};
  const auto dp = seg_tri<double>(on_face, {-0x1.8eb38p+18, -0x1.53ba8p+19, -0x1.a1df4p+18}, a, b, c);
  ASSERT_TRUE(front_to_back(dp));
  EXPECT_EQ(exact(dp).relation, Relation::touching);
  EXPECT_FALSE(ericson_hit(dp));
  const auto dq = seg_tri<double>({-0x1.15288p+18, -0x1.115ecp+19, -0x1.87d8cp+18}, on_face, a, b, c);
  ASSERT_TRUE(front_to_back(dq));
  EXPECT_EQ(exact(dq).relation, Relation::touching);
  EXPECT_FALSE(ericson_hit(dq));
}

// --- rounding beside an edge: false hit ----------------------------------------------

TEST(ZooEricsonSegmentTriangle, FalseHitOneUlpBesideAnEdge) {
  // The segment (-7, 14, -17) to (-16, 2, -29) passes through the edge ab of
  // the triangle (-9, 4, -31), (-17, 8, -19), (3, -16, -35) (touching); with
  // q.y one ulp above 2 it passes beside it (exact w = -0x1.1p-15 in float,
  // -0x1.1p-44 in double), and w rounds to -0, which is not < 0
  const auto f = seg_tri<float>({-0x1.cp+2f, 0x1.cp+3f, -0x1.1p+4f}, {-0x1p+4f, 0x1.000002p+1f, -0x1.dp+4f},
                                {-0x1.2p+3f, 0x1p+2f, -0x1.fp+4f}, {-0x1.1p+4f, 0x1p+3f, -0x1.3p+4f},
                                {0x1.8p+1f, -0x1p+4f, -0x1.18p+5f});
  ASSERT_TRUE(front_to_back(f));
  EXPECT_EQ(exact(f).relation, Relation::disjoint);
  EXPECT_TRUE(ericson_hit(f));
  auto on_edge = f;
  on_edge.seg.p1.y = 2;
  EXPECT_EQ(exact(on_edge).relation, Relation::touching);
  EXPECT_TRUE(ericson_hit(on_edge));
  const auto d =
      seg_tri<double>({-0x1.cp+2, 0x1.cp+3, -0x1.1p+4}, {-0x1p+4, 0x1.0000000000001p+1, -0x1.dp+4},
                      {-0x1.2p+3, 0x1p+2, -0x1.fp+4}, {-0x1.1p+4, 0x1p+3, -0x1.3p+4}, {0x1.8p+1, -0x1p+4, -0x1.18p+5});
  ASSERT_TRUE(front_to_back(d));
  EXPECT_EQ(exact(d).relation, Relation::disjoint);
  EXPECT_TRUE(ericson_hit(d));
}

// --- cancellation: grazing segments -------------------------------------------------

TEST(ZooEricsonSegmentTriangle, FalseMissAtAGrazingAngle) {
  // The triangle (0,0,0), (8,-8,0), (0,8,-8) in the plane x + y + z = 0,
  // n = (64, 64, 64), and a segment through its interior point (2, 0, -2)
  // with qp = (2^25, 1, -2^25) (double 2^54), one part in 2^25 off the
  // plane: d = 2^31 + 64 - 2^31 == 64 exactly, but 2^31 + 64 rounds to 2^31
  // and d comes out 0, "parallel"
  const auto f = seg_tri<float>({0x1.000002p+24f, 0x1p-1f, -0x1.000002p+24f},
                                {-0x1.fffffcp+23f, -0x1p-1f, 0x1.fffffcp+23f}, {0, 0, 0}, {8, -8, 0}, {0, 8, -8});
  ASSERT_TRUE(front_to_back(f));
  EXPECT_EQ(exact(f).relation, Relation::overlapping);
  EXPECT_FALSE(ericson_hit(f));
  const auto d =
      seg_tri<double>({0x1.0000000000001p+53, 0x1p-1, -0x1.0000000000001p+53},
                      {-0x1.ffffffffffffep+52, -0x1p-1, 0x1.ffffffffffffep+52}, {0, 0, 0}, {8, -8, 0}, {0, 8, -8});
  ASSERT_TRUE(front_to_back(d));
  EXPECT_EQ(exact(d).relation, Relation::overlapping);
  EXPECT_FALSE(ericson_hit(d));
}

// --- cancellation: far endpoints ------------------------------------------------------

// The segment from p = (P, y, Z) to q = (X - P, y, -Z) crosses the plane
// z = 0 of the triangle at (X / 2, y). From 2^26 (double 2^55) away,
// v = qp.z * ap.x - qp.x * ap.z subtracts two products of size |p|^2 that
// each round by ulp(|p|^2), while d = qp.z is of size |p|: the barycentric
// coordinates are wrong by units, whatever the triangle's size.
TEST(ZooEricsonSegmentTriangle, FalseHitForFarEndpoints) {
  // crossing at (-8, 1/4), 8 beside the unit triangle (-4 in double)
  const auto f = seg_tri<float>({0x1.5d1ep+26f, 0x1p-2f, 0x1.bff6ep+26f}, {-0x1.5d1e04p+26f, 0x1p-2f, -0x1.bff6ep+26f},
                                {0, 0, 0}, {1, 0, 0}, {0, 1, 0});
  ASSERT_TRUE(front_to_back(f));
  EXPECT_EQ(exact(f).relation, Relation::disjoint);
  EXPECT_GT(exact(f).margin, 6.0);
  EXPECT_TRUE(ericson_hit(f));
  const auto d = seg_tri<double>({0x1.00869p+55, 0x1p-2, 0x1.ebdcp+55}, {-0x1.0086900000001p+55, 0x1p-2, -0x1.ebdcp+55},
                                 {0, 0, 0}, {1, 0, 0}, {0, 1, 0});
  ASSERT_TRUE(front_to_back(d));
  EXPECT_EQ(exact(d).relation, Relation::disjoint);
  EXPECT_GT(exact(d).margin, 3.0);
  EXPECT_TRUE(ericson_hit(d));
}

TEST(ZooEricsonSegmentTriangle, FalseMissForFarEndpoints) {
  // crossing at (40, 16) inside the triangle of legs 64 (at (44, 16) in double)
  const auto f = seg_tri<float>({0x1.a1c54p+26f, 0x1p+4f, 0x1.492cep+26f}, {-0x1.a1c52cp+26f, 0x1p+4f, -0x1.492cep+26f},
                                {0, 0, 0}, {0x1p+6f, 0, 0}, {0, 0x1p+6f, 0});
  ASSERT_TRUE(front_to_back(f));
  EXPECT_EQ(exact(f).relation, Relation::overlapping);
  EXPECT_LT(exact(f).margin, -4.0);
  EXPECT_FALSE(ericson_hit(f));
  const auto d =
      seg_tri<double>({0x1.10455p+55, 0x1p+4, 0x1.ec467p+55}, {-0x1.10454fffffff5p+55, 0x1p+4, -0x1.ec467p+55},
                      {0, 0, 0}, {0x1p+6, 0, 0}, {0, 0x1p+6, 0});
  ASSERT_TRUE(front_to_back(d));
  EXPECT_EQ(exact(d).relation, Relation::overlapping);
  EXPECT_LT(exact(d).margin, -2.0);
  EXPECT_FALSE(ericson_hit(d));
}

// --- underflow ---------------------------------------------------------------------------

TEST(ZooEricsonSegmentTriangle, FalseMissWhenDUnderflows) {
  // a segment straight through a triangle of legs 2^-60 (double 2^-400):
  // d = 2^-179 (2^-1199) flushes to 0, and d <= 0 reads as "parallel"
  const auto f = seg_tri<float>({0x1p-62f, 0x1p-62f, 0x1p-60f}, {0x1p-62f, 0x1p-62f, -0x1p-60f}, {0, 0, 0},
                                {0x1p-60f, 0, 0}, {0, 0x1p-60f, 0});
  ASSERT_TRUE(front_to_back(f));
  EXPECT_EQ(exact(f).relation, Relation::overlapping);
  EXPECT_FALSE(ericson_hit(f));
  const auto d = seg_tri<double>({0x1p-402, 0x1p-402, 0x1p-400}, {0x1p-402, 0x1p-402, -0x1p-400}, {0, 0, 0},
                                 {0x1p-400, 0, 0}, {0, 0x1p-400, 0});
  ASSERT_TRUE(front_to_back(d));
  EXPECT_EQ(exact(d).relation, Relation::overlapping);
  EXPECT_FALSE(ericson_hit(d));
}

TEST(ZooEricsonSegmentTriangle, FalseHitWhenEUnderflows) {
  // a tiny segment crossing the plane 2^-80 (double 2^-540) outside the
  // vertex a = 0 of the unit triangle: e = qp x ap = (2^-159, -2^-159, 0)
  // flushes to zero, so v = 0 and w = -0 put the crossing on the vertex
  const auto f = seg_tri<float>({-0x1p-80f, -0x1p-80f, 0x1p-80f}, {-0x1p-80f, -0x1p-80f, -0x1p-80f}, {0, 0, 0},
                                {1, 0, 0}, {0, 1, 0});
  ASSERT_TRUE(front_to_back(f));
  EXPECT_EQ(exact(f).relation, Relation::disjoint);
  EXPECT_TRUE(ericson_hit(f));
  const auto d = seg_tri<double>({-0x1p-540, -0x1p-540, 0x1p-540}, {-0x1p-540, -0x1p-540, -0x1p-540}, {0, 0, 0},
                                 {1, 0, 0}, {0, 1, 0});
  ASSERT_TRUE(front_to_back(d));
  EXPECT_EQ(exact(d).relation, Relation::disjoint);
  EXPECT_TRUE(ericson_hit(d));
}

// --- overflow ----------------------------------------------------------------------------

TEST(ZooEricsonSegmentTriangle, FalseHitWhenTheNormalOverflows) {
  // legs 2^70 (double 2^520): n = (0, 0, 2^140) overflows to (0, 0, inf), so
  // d = t = +inf and t > d is false: a segment from z = 2 to z = 1, wholly
  // in front of the plane, is a hit
  const auto f = seg_tri<float>({1, 1, 2}, {1, 1, 1}, {0, 0, 0}, {0x1p+70f, 0, 0}, {0, 0x1p+70f, 0});
  ASSERT_TRUE(front_to_back(f));
  EXPECT_EQ(exact(f).relation, Relation::disjoint);
  EXPECT_TRUE(ericson_hit(f));
  const auto d = seg_tri<double>({1, 1, 2}, {1, 1, 1}, {0, 0, 0}, {0x1p+520, 0, 0}, {0, 0x1p+520, 0});
  ASSERT_TRUE(front_to_back(d));
  EXPECT_EQ(exact(d).relation, Relation::disjoint);
  EXPECT_TRUE(ericson_hit(d));
}

TEST(ZooEricsonSegmentTriangle, FalseMissWhenOneNormalComponentOverflows) {
  // ab = (X, 0, -2X), ac = (0, Y, 0) with X = 2^64, Y = 1.5 x 2^63 (double
  // 2^512, 1.5 x 2^511): n = (2XY, 0, XY), and 2XY = 1.5 x 2^128 overflows
  // while XY does not. The short segment crosses the plane at
  // 2^-70 (b + c) (double 2^-520 (b + c)), inside the triangle near a = 0,
  // leaning against n.x: d = -2^-11 inf + 2^-9 XY = -inf
  const auto f = seg_tri<float>({0x1.f8p-7f, 0x1.8p-7f, -0x1.fp-6f}, {0x1.04p-6f, 0x1.8p-7f, -0x1.08p-5f}, {0, 0, 0},
                                {0x1p+64f, 0, -0x1p+65f}, {0, 0x1.8p+63f, 0});
  ASSERT_TRUE(front_to_back(f));
  EXPECT_EQ(exact(f).relation, Relation::overlapping);
  EXPECT_FALSE(ericson_hit(f));
  const auto d = seg_tri<double>({0x1.f8p-9, 0x1.8p-9, -0x1.fp-8}, {0x1.04p-8, 0x1.8p-9, -0x1.08p-7}, {0, 0, 0},
                                 {0x1p+512, 0, -0x1p+513}, {0, 0x1.8p+511, 0});
  ASSERT_TRUE(front_to_back(d));
  EXPECT_EQ(exact(d).relation, Relation::overlapping);
  EXPECT_FALSE(ericson_hit(d));
}

// --- the precondition ----------------------------------------------------------------------

TEST(ZooEricsonSegmentTriangle, AcceptsFrontToBackSegmentsOnly) {
  const auto rows = gv::specimens::specimens<gv::query::SegmentTriangle<float>>();
  ASSERT_EQ(rows.size(), 1u);
  const auto& row = rows[0];
  ASSERT_TRUE(static_cast<bool>(row.accepts));
  EXPECT_TRUE(row.accepts(small<float>({1, 1, 1}, {1, 1, -1})));   // front to back
  EXPECT_TRUE(row.accepts(small<float>({9, 9, 9}, {9, 9, 8})));    // front to back, nowhere near
  EXPECT_FALSE(row.accepts(small<float>({1, 1, -1}, {1, 1, 1})));  // back to front
  EXPECT_FALSE(row.accepts(small<float>({-1, 1, 0}, {3, 1, 0})));  // in the plane
  EXPECT_FALSE(row.accepts(small<float>({-1, 1, 1}, {3, 1, 1})));  // parallel, off it
  EXPECT_FALSE(row.accepts(small<float>({1, 1, 0}, {1, 1, 0})));   // a point
  EXPECT_FALSE(row.accepts(seg_tri<float>({1, 1, 1}, {1, 1, -1}, {0, 0, 0}, {4, 4, 0}, {2, 2, 0})));  // collinear
  // the sign is exact, not the routine's rounded d: the tiny case above has
  // d == 0 in float and is accepted; one ulp of tilt off parallel is
  // accepted one way and refused the other
  EXPECT_TRUE(row.accepts(seg_tri<float>({0x1p-62f, 0x1p-62f, 0x1p-60f}, {0x1p-62f, 0x1p-62f, -0x1p-60f}, {0, 0, 0},
                                         {0x1p-60f, 0, 0}, {0, 0x1p-60f, 0})));
  EXPECT_TRUE(row.accepts(small<float>({-1, 1, 0x1p-149f}, {3, 1, 0})));
  EXPECT_FALSE(row.accepts(small<float>({-1, 1, 0}, {3, 1, 0x1p-149f})));
  EXPECT_FALSE(static_cast<bool>(row.precondition_margin));  // an exact sign: no tolerance to keep inside
}

TEST(ZooEricsonSegmentTriangle, SegmentNormalSignIsExactAtTheExtremes) {
  // (p0 - p1) . ((t1 - t0) x (t2 - t0)) with every product out of the range
  // of T: the largest and the smallest magnitudes
  const float big = std::numeric_limits<float>::max(), tiny = std::numeric_limits<float>::denorm_min();
  const gv::Trianglef huge{{-big, -big, 0}, {big, -big, 0}, {-big, big, 0}};  // n = (0, 0, 8 big^2)
  EXPECT_EQ(gv::query::segment_normal_sign(gv::Segmentf{{0, 0, big}, {0, 0, -big}}, huge), 1);
  EXPECT_EQ(gv::query::segment_normal_sign(gv::Segmentf{{0, 0, -big}, {0, 0, big}}, huge), -1);
  EXPECT_EQ(gv::query::segment_normal_sign(gv::Segmentf{{big, 0, 0}, {-big, 0, 0}}, huge), 0);
  const gv::Trianglef small_tri{{0, 0, 0}, {tiny, 0, 0}, {0, tiny, 0}};
  EXPECT_EQ(gv::query::segment_normal_sign(gv::Segmentf{{0, 0, tiny}, {0, 0, 0}}, small_tri), 1);
  EXPECT_EQ(gv::query::segment_normal_sign(gv::Segmentf{{0, 0, 0}, {0, 0, tiny}}, small_tri), -1);
  // a tilt of tiny against an edge of big: exact where the product underflows
  const gv::Trianglef wide{{0, 0, 0}, {big, 0, 0}, {0, big, 0}};
  EXPECT_EQ(gv::query::segment_normal_sign(gv::Segmentf{{big, big, tiny}, {-big, -big, 0}}, wide), 1);
  const double dbig = std::numeric_limits<double>::max(), dtiny = std::numeric_limits<double>::denorm_min();
  const gv::Triangled dwide{{0, 0, 0}, {dbig, 0, 0}, {0, dbig, 0}};
  EXPECT_EQ(gv::query::segment_normal_sign(gv::Segmentd{{dbig, dbig, dtiny}, {-dbig, -dbig, 0}}, dwide), 1);
  EXPECT_EQ(gv::query::segment_normal_sign(gv::Segmentd{{-dbig, -dbig, 0}, {dbig, dbig, dtiny}}, dwide), -1);
  const double nan = std::numeric_limits<double>::quiet_NaN();
  EXPECT_EQ(gv::query::segment_normal_sign(gv::Segmentd{{0, 0, nan}, {0, 0, -1}}, dwide), 0);
  EXPECT_FALSE(gv::query::front_to_back(gv::Segmentd{{0, 0, nan}, {0, 0, -1}}, dwide));
}

TEST(ZooEricsonSegmentTriangle, RegisteredWithItsDefects) {
  const auto f = gv::specimens::specimens<gv::query::SegmentTriangle<float>>();
  const auto d = gv::specimens::specimens<gv::query::SegmentTriangle<double>>();
  ASSERT_EQ(f.size(), 1u);
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(f[0].name, "zoo.ericson.IntersectSegmentTriangle");
  EXPECT_EQ(d[0].name, "zoo.ericson.IntersectSegmentTriangle<double>");
  EXPECT_EQ(f[0].expected, gv::query::kFalseHit | gv::query::kFalseMiss);
  EXPECT_EQ(d[0].expected, gv::query::kFalseHit | gv::query::kFalseMiss);
  EXPECT_EQ(f[0].contract.kind, gv::query::ContractKind::exact);
  EXPECT_EQ(d[0].contract.kind, gv::query::ContractKind::exact);
  EXPECT_EQ(f[0].role, gv::query::Role::specimen);
  EXPECT_EQ(d[0].role, gv::query::Role::specimen);
  // the registered adapters answer as the transcription does
  const auto beside = seg_tri<float>({-0x1.cp+2f, 0x1.cp+3f, -0x1.1p+4f}, {-0x1p+4f, 0x1.000002p+1f, -0x1.dp+4f},
                                     {-0x1.2p+3f, 0x1p+2f, -0x1.fp+4f}, {-0x1.1p+4f, 0x1p+3f, -0x1.3p+4f},
                                     {0x1.8p+1f, -0x1p+4f, -0x1.18p+5f});
  EXPECT_TRUE(f[0].intersects(beside));
  const auto through = small<double>({1, 1, 1}, {1, 1, -1});
  EXPECT_TRUE(d[0].intersects(through));
  EXPECT_FALSE(d[0].intersects(small<double>({3, 3, 1}, {3, 3, -1})));
  const auto tiny = seg_tri<double>({0x1p-402, 0x1p-402, 0x1p-400}, {0x1p-402, 0x1p-402, -0x1p-400}, {0, 0, 0},
                                    {0x1p-400, 0, 0}, {0, 0x1p-400, 0});
  EXPECT_FALSE(d[0].intersects(tiny));
}

}  // namespace

}  // namespace gv_specimens_zoo_ericson_segment_triangle_test
