// SPDX-License-Identifier: MIT
// Bug zoo: Guigue & Devillers 2003, tri_tri_overlap_test_3d
// (specimens/zoo_guigue_devillers.h), float and double (contract exact). The
// specification of the transcription, defects included: each defect has a
// hand case in hex-float literals; the assertions pin what the routine
// actually answers and what the exact oracle (exact/triangle_triangle.h)
// says. Where the answer does not depend on the argument order, both orders
// are checked.
#include <gtest/gtest.h>

#include <cmath>

#include "geoverify/exact/triangle_triangle.h"
#include "geoverify/query/triangle_triangle.h"
#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/zoo_guigue_devillers.h"
#include "hex.h"
#include "triangles.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_specimens_zoo_guigue_devillers_test {

namespace {

namespace gd = gv::specimens::guigue_devillers;
using gv::Relation;
using gv::Triangle;

template <class T>
bool routine(const Triangle<T>& a, const Triangle<T>& b) {
  T p1[3] = {a.p0.x, a.p0.y, a.p0.z}, q1[3] = {a.p1.x, a.p1.y, a.p1.z}, r1[3] = {a.p2.x, a.p2.y, a.p2.z};
  T p2[3] = {b.p0.x, b.p0.y, b.p0.z}, q2[3] = {b.p1.x, b.p1.y, b.p1.z}, r2[3] = {b.p2.x, b.p2.y, b.p2.z};
  return gd::tri_tri_overlap_test_3d<T>(p1, q1, r1, p2, q2, r2) != 0;
}

template <class T>
Relation exact(const Triangle<T>& a, const Triangle<T>& b) {
  return gv::exact::triangle_triangle(a, b).relation;
}

using gv::test_support::corner;  // triangles.h
using gv::test_support::scaled;

// --- right answers -------------------------------------------------------------

template <class T>
void right_answers() {
  const Triangle<T> a = corner<T>(4, 0);
  const Triangle<T> crossing{{1, 1, -1}, {1, 1, 1}, {-2, -2, 0}};
  EXPECT_EQ(exact(a, crossing), Relation::overlapping);
  EXPECT_TRUE(routine(a, crossing));
  EXPECT_TRUE(routine(crossing, a));
  const Triangle<T> above{{1, 1, 1}, {2, 1, 2}, {1, 2, 3}};
  EXPECT_EQ(exact(a, above), Relation::disjoint);
  EXPECT_FALSE(routine(a, above));
  EXPECT_FALSE(routine(above, a));
  // contact on small integers, where every determinant is exact: a shared
  // vertex, a shared edge, coplanar triangles meeting at a vertex
  const Triangle<T> vertex{{0, 0, 0}, {-1, -1, 1}, {-1, 2, 3}};
  const Triangle<T> edge{{0, 0, 0}, {4, 0, 0}, {1, 1, 3}};
  const Triangle<T> coplanar{{4, 0, 0}, {6, 0, 0}, {5, 2, 0}};
  for (const auto& b : {vertex, edge, coplanar}) {
    EXPECT_EQ(exact(a, b), Relation::touching);
    EXPECT_TRUE(routine(a, b));
    EXPECT_TRUE(routine(b, a));
  }
  // no epsilon: parallel triangles 2^-21 apart, and small ones, are apart
  EXPECT_FALSE(routine(corner<T>(1, 0), corner<T>(1, T(0x1p-21))));
  EXPECT_FALSE(routine(corner<T>(T(0x1p-8), 0), corner<T>(T(0x1p-8), T(0x1p-9))));
}

TEST(ZooGuigueDevillers, RightAnswersFloat) { right_answers<float>(); }
TEST(ZooGuigueDevillers, RightAnswersDouble) { right_answers<double>(); }

// --- rounded orientation determinants ------------------------------------------------

TEST(ZooGuigueDevillers, FalseMissAtASharedVertex) {
  // The triangles share their first vertex and meet only there; its rounded
  // distance to the other's plane takes the sign of the other two vertices,
  // and the pair is rejected as lying on one side.
  const Triangle<float> a{{-0x1.3a28aep-2f, 0x1.e6f622p-1f, 0x1.1cc4c6p-2f},
                          {0x1.756be4p-1f, 0x1.cdb34p-1f, -0x1.2f668cp-1f},
                          {0x1.f57acap-1f, -0x1.3e8eb8p-3f, 0x1.f047d4p-6f}};
  const Triangle<float> b{{-0x1.3a28aep-2f, 0x1.e6f622p-1f, 0x1.1cc4c6p-2f},
                          {-0x1.f300c6p-4f, 0x1.2a68d8p-3f, -0x1.8c369cp-3f},
                          {-0x1.c649c8p-4f, -0x1.c05ce8p-1f, -0x1.f7f97p-1f}};
  EXPECT_EQ(exact(a, b), Relation::touching);
  EXPECT_FALSE(routine(a, b));  // false miss
  EXPECT_FALSE(routine(b, a));
  const Triangle<double> c{{0x1.136ebffb7546p-5, -0x1.5fc2a2c1da24p-4, -0x1.f72ac67900573p-1},
                           {0x1.18abda1ba66ap-5, -0x1.b228040fb1f02p-2, 0x1.df983bc5e84dep-1},
                           {-0x1.4c0696039fa0fp-1, -0x1.89d64329addffp-1, -0x1.b382b1147bb64p-1}};
  const Triangle<double> d{{0x1.136ebffb7546p-5, -0x1.5fc2a2c1da24p-4, -0x1.f72ac67900573p-1},
                           {0x1.f0880a5de84ep-5, -0x1.d3fb6afaff242p-1, 0x1.aa11057ce0018p-1},
                           {0x1.53f5f27e55348p-1, -0x1.acb863617695ap-2, 0x1.7314f28a119f8p-2}};
  EXPECT_EQ(exact(c, d), Relation::touching);
  EXPECT_FALSE(routine(c, d));  // false miss
  EXPECT_FALSE(routine(d, c));
}

TEST(ZooGuigueDevillers, FalseMissAlongASharedEdge) {
  // The triangles share the edge p0 p1 (and meet only along it, folded
  // apart); the rounded distances of its ends put both on one side.
  const Triangle<float> a{{0x1.5f78e2p-2f, 0x1.f8bbb2p-1f, 0x1.0d232p-1f},
                          {-0x1.01762cp-1f, 0x1.b3f282p-1f, -0x1.95234ap-6f},
                          {0x1.c6312ep-1f, -0x1.562298p-3f, 0x1.c0bb46p-1f}};
  const Triangle<float> b{{0x1.5f78e2p-2f, 0x1.f8bbb2p-1f, 0x1.0d232p-1f},
                          {-0x1.01762cp-1f, 0x1.b3f282p-1f, -0x1.95234ap-6f},
                          {0x1.447ec4p-2f, -0x1.77dd3ep-1f, 0x1.7328d8p-1f}};
  EXPECT_EQ(exact(a, b), Relation::touching);
  EXPECT_FALSE(routine(a, b));  // false miss
  const Triangle<double> c{{0x1.37d8d78032d2cp-2, -0x1.aec0236a5e22p-1, 0x1.70f7728acba22p-1},
                           {-0x1.2e19d9520ebe8p-2, 0x1.fb0ee5833eee8p-1, 0x1.15322bb44dafap-1},
                           {-0x1.f3c135cb5fap-2, -0x1.305d606a2e30ep-2, -0x1.31dd51b7bb566p-2}};
  const Triangle<double> d{{0x1.37d8d78032d2cp-2, -0x1.aec0236a5e22p-1, 0x1.70f7728acba22p-1},
                           {-0x1.2e19d9520ebe8p-2, 0x1.fb0ee5833eee8p-1, 0x1.15322bb44dafap-1},
                           {0x1.ebe59e75dddep-5, 0x1.74b31e35e156p-5, 0x1.62c0408ff65dp-4}};
  EXPECT_EQ(exact(c, d), Relation::touching);
  EXPECT_FALSE(routine(c, d));  // false miss
}

TEST(ZooGuigueDevillers, FalseMissOfAPenetratingPairFloat) {
  // b's first vertex is about 1e-8 through a's plane (the oracle's margin is
  // -1.6e-8): a transversal crossing, reported apart.
  const Triangle<float> a{{0x1.e73e44p-1f, -0x1.195d7p-1f, -0x1.9d6d4ep-4f},
                          {0x1.b6b7cap-1f, -0x1.3c067ap-1f, -0x1.c9383p-1f},
                          {-0x1.5ce144p-2f, 0x1.28411cp-1f, 0x1.1e032ap-3f}};
  const Triangle<float> b{{0x1.78c25cp-1f, -0x1.eafcb8p-2f, -0x1.652b72p-1f},
                          {0x1.00c0a4p-1f, 0x1.72b3e2p-2f, -0x1.f0ec56p-1f},
                          {0x1.3f75f6p-1f, -0x1.6a8176p-3f, 0x1.3a7e48p-2f}};
  EXPECT_EQ(exact(a, b), Relation::overlapping);
  EXPECT_FALSE(routine(a, b));  // false miss
  EXPECT_FALSE(routine(b, a));
}

TEST(ZooGuigueDevillers, FalseHitJustOffThePlane) {
  // float: the pair is apart by about 5.7e-9 (b's first vertex just off a's
  // plane); the rounded determinants find contact.
  const Triangle<float> a{{0x1.be366p-2f, 0x1.860beap-2f, -0x1.53443cp-1f},
                          {0x1.39b016p-2f, 0x1.fb462cp-3f, 0x1.0c4422p-6f},
                          {-0x1.3c3e14p-2f, 0x1.a50bcap-1f, 0x1.80a2dp-2f}};
  const Triangle<float> b{{0x1.40bbcp-6f, 0x1.2466b8p-1f, 0x1.a9dbf6p-5f},
                          {0x1.edb81ep-1f, 0x1.18d6fp-2f, 0x1.c76a2cp-1f},
                          {0x1.68dfc4p-1f, 0x1.03c5eep-1f, 0x1.5dd24ap-1f}};
  const auto ab = gv::exact::triangle_triangle(a, b);
  EXPECT_EQ(ab.relation, Relation::disjoint);
  EXPECT_GT(ab.margin, 0x1p-28);
  EXPECT_TRUE(routine(a, b));  // false hit
  EXPECT_TRUE(routine(b, a));
  // double: the same at 4.7e-17
  const Triangle<double> c{{-0x1.f40bcbe304047p-1, 0x1.41a05bbe56bf8p-2, 0x1.530ce02cb172cp-2},
                           {-0x1.8aedbcd5c673p-4, 0x1.d7ab2f770db2p-2, 0x1.a39aa4ac1e74cp-1},
                           {-0x1.145f652f69767p-1, -0x1.98173716d937ep-2, 0x1.119b8dc16984p-6}};
  const Triangle<double> d{{-0x1.47c037ac0b12dp-2, 0x1.be86441d40eb1p-3, 0x1.19843789144f9p-1},
                           {-0x1.647e113aa5228p-1, 0x1.923ce7d3634dp-4, -0x1.58eb1e4f1a176p-1},
                           {-0x1.6f7170611a38dp-1, 0x1.3882a961f1f06p-1, -0x1.bf8a25dab7b58p-4}};
  const auto cd = gv::exact::triangle_triangle(c, d);
  EXPECT_EQ(cd.relation, Relation::disjoint);
  EXPECT_GT(cd.margin, 0x1p-56);
  EXPECT_TRUE(routine(c, d));  // false hit
}

// --- degenerate triangles ----------------------------------------------------------

template <class T>
void degenerate() {
  // A segment T2, (1,1,-1)-(5,5,1) through (3,3,0): it crosses the plane
  // z = 0 at (3,3), outside the triangle (x + y = 6 > 4). N2 = 0 makes
  // dp1 = dq1 = dr1 = 0, the permutations end in coplanar_tri_tri3d, and the
  // segment's xy projection crosses the triangle's.
  const Triangle<T> tri = corner<T>(4, 0);
  const Triangle<T> segment_33{{1, 1, -1}, {5, 5, 1}, {3, 3, 0}};
  EXPECT_EQ(exact(tri, segment_33), Relation::disjoint);
  EXPECT_TRUE(routine(tri, segment_33));  // false hit
  EXPECT_TRUE(routine(segment_33, tri));
  // In the 2D test itself, in exact arithmetic: the segment y = x - 1,
  // -2 <= x <= 3 (vertices (-2,-3), (3,2), (0,-1)) and the triangle
  // (-3,-4), (-3,4), (2,3) of the same plane are apart (the segment stays
  // below the edge (-3,-4)-(2,3)); the flat triangle's orientation 0 is taken
  // as counter-clockwise and the vertex and edge tests report contact.
  const Triangle<T> wedge{{-3, -4, 0}, {-3, 4, 0}, {2, 3, 0}};
  const Triangle<T> segment{{-2, -3, 0}, {3, 2, 0}, {0, -1, 0}};
  EXPECT_EQ(exact(wedge, segment), Relation::disjoint);
  EXPECT_TRUE(routine(wedge, segment));   // false hit
  EXPECT_FALSE(routine(segment, wedge));  // the other order is right
}

TEST(ZooGuigueDevillers, DegenerateTrianglesFloat) { degenerate<float>(); }
TEST(ZooGuigueDevillers, DegenerateTrianglesDouble) { degenerate<double>(); }

// --- overflow (float) -----------------------------------------------------------------

TEST(ZooGuigueDevillers, OverflowOfTheDistancesFloat) {
  // Coordinates near 2^43: the distances (p1 - r2) . N2, of degree 3, reach
  // 2^129 and overflow. The pair is apart by more than 2^41 (a tenth of its
  // size) and (in this order) is reported in contact; scaled by 2^-20 it is
  // answered right.
  const Triangle<float> a{{0x1.0122aap+43f, 0x1.1e1248p+43f, 0x1.7e4cbp+42f},
                          {-0x1.4289dcp+40f, 0x1.a0b928p+42f, -0x1.c19d98p+43f},
                          {-0x1.fce0a2p+41f, 0x1.b105d2p+43f, -0x1.1422d6p+43f}};
  const Triangle<float> b{{0x1.87daa8p+43f, 0x1.b5b7f6p+43f, -0x1.702634p+41f},
                          {0x1.0841ap+42f, -0x1.45acd8p+43f, 0x1.1bce54p+43f},
                          {0x1.b46a16p+43f, -0x1.0b5bbp+43f, 0x1.05337cp+42f}};
  const auto ab = gv::exact::triangle_triangle(a, b);
  EXPECT_EQ(ab.relation, Relation::disjoint);
  EXPECT_GT(ab.margin, 0x1p+41);
  EXPECT_TRUE(routine(a, b));  // false hit
  EXPECT_FALSE(routine(scaled(a, -20), scaled(b, -20)));
}

// --- the registry rows ------------------------------------------------------------------

TEST(ZooGuigueDevillers, RegisteredWithItsExpectedDefects) {
  using gv::query::TriangleTriangle;
  const auto f = gv::specimens::specimens<TriangleTriangle<float>>();
  const auto d = gv::specimens::specimens<TriangleTriangle<double>>();
  ASSERT_EQ(f.size(), 2u);
  ASSERT_EQ(d.size(), 2u);
  EXPECT_EQ(f[1].name, "zoo.guigue-devillers.tri_tri_overlap_test_3d");
  EXPECT_EQ(d[1].name, "zoo.guigue-devillers.tri_tri_overlap_test_3d<double>");
  EXPECT_EQ(f[1].role, gv::query::Role::specimen);
  EXPECT_EQ(f[1].contract.kind, gv::query::ContractKind::exact);
  EXPECT_EQ(d[1].contract.kind, gv::query::ContractKind::exact);
  EXPECT_EQ(f[1].expected, gv::query::kFalseHit | gv::query::kFalseMiss);
  EXPECT_EQ(d[1].expected, gv::query::kFalseHit | gv::query::kFalseMiss);
  // the rows call the transcription with a as (p1, q1, r1), b as (p2, q2, r2)
  const Triangle<float> wedge{{-3, -4, 0}, {-3, 4, 0}, {2, 3, 0}};
  const Triangle<float> segment{{-2, -3, 0}, {3, 2, 0}, {0, -1, 0}};
  EXPECT_TRUE(f[1].intersects({wedge, segment}));  // false hit
  EXPECT_FALSE(f[1].intersects({segment, wedge}));
  const Triangle<double> c{{0x1.136ebffb7546p-5, -0x1.5fc2a2c1da24p-4, -0x1.f72ac67900573p-1},
                           {0x1.18abda1ba66ap-5, -0x1.b228040fb1f02p-2, 0x1.df983bc5e84dep-1},
                           {-0x1.4c0696039fa0fp-1, -0x1.89d64329addffp-1, -0x1.b382b1147bb64p-1}};
  const Triangle<double> e{{0x1.136ebffb7546p-5, -0x1.5fc2a2c1da24p-4, -0x1.f72ac67900573p-1},
                           {0x1.f0880a5de84ep-5, -0x1.d3fb6afaff242p-1, 0x1.aa11057ce0018p-1},
                           {0x1.53f5f27e55348p-1, -0x1.acb863617695ap-2, 0x1.7314f28a119f8p-2}};
  EXPECT_FALSE(d[1].intersects({c, e}));  // false miss
}

}  // namespace

}  // namespace gv_specimens_zoo_guigue_devillers_test
