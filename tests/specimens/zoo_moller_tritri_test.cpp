// SPDX-License-Identifier: MIT
// Bug zoo: Moller 1997, tri_tri_intersect with USE_EPSILON_TEST and
// EPSILON 0.000001 (specimens/zoo_moller_tritri.h), float and double
// (contract exact). The specification of the transcription, defects
// included: each defect has a hand case in hex-float literals; the
// assertions pin what the routine actually answers and what the exact oracle
// (exact/triangle_triangle.h) says. Where the answer does not depend on the
// argument order, both orders are checked.
#include <gtest/gtest.h>

#include <cmath>

#include "geoverify/exact/triangle_triangle.h"
#include "geoverify/query/triangle_triangle.h"
#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/zoo_moller_tritri.h"
#include "hex.h"
#include "triangles.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_specimens_zoo_moller_tritri_test {

namespace {

namespace mt = gv::specimens::moller_tritri;
using gv::Relation;
using gv::Triangle;

template <class T>
bool routine(const Triangle<T>& a, const Triangle<T>& b) {
  T V0[3] = {a.p0.x, a.p0.y, a.p0.z}, V1[3] = {a.p1.x, a.p1.y, a.p1.z}, V2[3] = {a.p2.x, a.p2.y, a.p2.z};
  T U0[3] = {b.p0.x, b.p0.y, b.p0.z}, U1[3] = {b.p1.x, b.p1.y, b.p1.z}, U2[3] = {b.p2.x, b.p2.y, b.p2.z};
  return mt::tri_tri_intersect<T>(V0, V1, V2, U0, U1, U2) != 0;
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
  // b crosses a's interior transversally
  const Triangle<T> crossing{{1, 1, -1}, {1, 1, 1}, {-2, -2, 0}};
  EXPECT_EQ(exact(a, crossing), Relation::overlapping);
  EXPECT_TRUE(routine(a, crossing));
  EXPECT_TRUE(routine(crossing, a));
  // b above a's plane
  const Triangle<T> above{{1, 1, 1}, {2, 1, 2}, {1, 2, 3}};
  EXPECT_EQ(exact(a, above), Relation::disjoint);
  EXPECT_FALSE(routine(a, above));
  EXPECT_FALSE(routine(above, a));
  // contact on small integers, where every value is exact: a shared vertex,
  // a shared edge, coplanar triangles meeting at a vertex
  const Triangle<T> vertex{{0, 0, 0}, {-1, -1, 1}, {-1, 2, 3}};
  const Triangle<T> edge{{0, 0, 0}, {4, 0, 0}, {1, 1, 3}};
  const Triangle<T> coplanar{{4, 0, 0}, {6, 0, 0}, {5, 2, 0}};
  for (const auto& b : {vertex, edge, coplanar}) {
    EXPECT_EQ(exact(a, b), Relation::touching);
    EXPECT_TRUE(routine(a, b));
    EXPECT_TRUE(routine(b, a));
  }
  // the EPSILON test does not reach parallel unit triangles 2^-19 apart:
  // |du| = 2^-19 > 1e-6
  EXPECT_FALSE(routine(corner<T>(1, 0), corner<T>(1, T(0x1p-19))));
}

TEST(ZooMollerTriTri, RightAnswersFloat) { right_answers<float>(); }
TEST(ZooMollerTriTri, RightAnswersDouble) { right_answers<double>(); }

// --- the absolute EPSILON ------------------------------------------------------

template <class T>
void parallel_within_epsilon() {
  // Unit triangles stacked 2^-21 apart: du = |N1| * 2^-21 = 2^-21 < 1e-6 is
  // snapped to 0 for the three vertices, the pair is "coplanar" and its xy
  // projections coincide.
  const Triangle<T> a = corner<T>(1, 0), b = corner<T>(1, T(0x1p-21));
  EXPECT_EQ(exact(a, b), Relation::disjoint);
  EXPECT_TRUE(routine(a, b));  // false hit
  EXPECT_TRUE(routine(b, a));
  // Small triangles: 2^-8 wide, 2^-9 apart (half their size): |N1| = 2^-16,
  // du = 2^-25 < 1e-6. Any pair is "coplanar" at this scale.
  const Triangle<T> c = corner<T>(T(0x1p-8), 0), d = corner<T>(T(0x1p-8), T(0x1p-9));
  EXPECT_EQ(exact(c, d), Relation::disjoint);
  EXPECT_TRUE(routine(c, d));  // false hit
  EXPECT_TRUE(routine(d, c));
  // the same pair at unit scale (times 2^8) is answered right
  EXPECT_FALSE(routine(scaled(c, 8), scaled(d, 8)));
}

TEST(ZooMollerTriTri, FalseHitParallelWithinEpsilonFloat) { parallel_within_epsilon<float>(); }
TEST(ZooMollerTriTri, FalseHitParallelWithinEpsilonDouble) { parallel_within_epsilon<double>(); }

template <class T>
void vertex_snapped_onto_plane() {
  // b's first vertex is 2^-21 above the unit triangle's face, its other
  // vertices 1 above: b approaches a's plane without reaching it. du0 =
  // 2^-21 is snapped to 0, the interval of b on the intersection line
  // degenerates to that vertex, inside a's interval.
  const Triangle<T> a = corner<T>(1, 0);
  const Triangle<T> b{{0x1p-2, 0x1p-2, T(0x1p-21)}, {1, 1, 1}, {0, 1, 1}};
  EXPECT_EQ(exact(a, b), Relation::disjoint);
  EXPECT_TRUE(routine(a, b));  // false hit
  EXPECT_TRUE(routine(b, a));
  // on a triangle 4 wide, |N1| = 16 and du0 = 2^-17 escapes the snapping
  const Triangle<T> c = corner<T>(4, 0);
  const Triangle<T> d{{1, 1, T(0x1p-21)}, {3, 1, 2}, {1, 3, 2}};
  EXPECT_EQ(exact(c, d), Relation::disjoint);
  EXPECT_FALSE(routine(c, d));
}

TEST(ZooMollerTriTri, FalseHitVertexSnappedOntoThePlaneFloat) { vertex_snapped_onto_plane<float>(); }
TEST(ZooMollerTriTri, FalseHitVertexSnappedOntoThePlaneDouble) { vertex_snapped_onto_plane<double>(); }

// --- rounded interval ends -------------------------------------------------------

TEST(ZooMollerTriTri, FalseMissAtASharedVertexFloat) {
  // The triangles share their first vertex and meet only there. The shared
  // vertex's distances are snapped to 0, a's interval on the intersection
  // line is exactly [x, x] with x = 0x1.2ab58ap-3 (the vertex's x, the axis
  // chosen), but b's interval is computed from its lone vertex,
  // U1 + (U0 - U1) * du1 / (du1 - du0), and ends at 0x1.2ab588p-3: one ulp
  // short of the vertex.
  const Triangle<float> a{{0x1.2ab58ap-3f, 0x1.15dfe4p-1f, 0x1.7b7d8ep-2f},
                          {0x1.5c5abep-1f, 0x1.aa531ep-2f, 0x1.9397c4p-1f},
                          {-0x1.9374c2p-1f, -0x1.355bd6p-2f, -0x1.055c96p-2f}};
  const Triangle<float> b{{0x1.2ab58ap-3f, 0x1.15dfe4p-1f, 0x1.7b7d8ep-2f},
                          {-0x1.c3feeep-1f, 0x1.5cb08p-1f, 0x1.e0e008p-1f},
                          {-0x1.2c6b56p-1f, -0x1.7c294cp-5f, -0x1.368cccp-3f}};
  EXPECT_EQ(exact(a, b), Relation::touching);
  EXPECT_FALSE(routine(a, b));  // false miss
  EXPECT_FALSE(routine(b, a));
}

TEST(ZooMollerTriTri, FalseMissAtASharedVertexDouble) {
  // The same in double: b's interval is the point -0x1.f72ac67900573p-1 (the
  // shared vertex's z), a's starts one ulp above it, at -0x1.f72ac67900572p-1.
  const Triangle<double> a{{0x1.136ebffb7546p-5, -0x1.5fc2a2c1da24p-4, -0x1.f72ac67900573p-1},
                           {0x1.18abda1ba66ap-5, -0x1.b228040fb1f02p-2, 0x1.df983bc5e84dep-1},
                           {-0x1.4c0696039fa0fp-1, -0x1.89d64329addffp-1, -0x1.b382b1147bb64p-1}};
  const Triangle<double> b{{0x1.136ebffb7546p-5, -0x1.5fc2a2c1da24p-4, -0x1.f72ac67900573p-1},
                           {0x1.f0880a5de84ep-5, -0x1.d3fb6afaff242p-1, 0x1.aa11057ce0018p-1},
                           {0x1.53f5f27e55348p-1, -0x1.acb863617695ap-2, 0x1.7314f28a119f8p-2}};
  EXPECT_EQ(exact(a, b), Relation::touching);
  EXPECT_FALSE(routine(a, b));  // false miss
  EXPECT_FALSE(routine(b, a));
}

// --- degenerate triangles ----------------------------------------------------------

template <class T>
void degenerate() {
  const Triangle<T> tri = corner<T>(4, 0);
  // A flat T1, the segment x = 1, y = 5, -1 <= z <= 1 (its third vertex the
  // midpoint): N1 = 0, every du = 0, coplanar_tri_tri(N = 0) projects onto
  // xz, where the segment crosses the triangle's projection (the x axis).
  // In space the segment passes x = 1, y = 5, far from the triangle.
  const Triangle<T> segment_y5{{1, 5, -1}, {1, 5, 1}, {1, 5, 0}};
  EXPECT_EQ(exact(segment_y5, tri), Relation::disjoint);
  EXPECT_TRUE(routine(segment_y5, tri));  // false hit
  // A flat T2, the segment (1,1,-1)-(5,5,1) through (3,3,0): it crosses the
  // plane z = 0 at (3,3), outside the triangle (x + y = 6 > 4). N2 = 0, every
  // dv = 0: coplanar_tri_tri with T1's normal projects onto xy, where the
  // segment crosses the triangle.
  const Triangle<T> segment_33{{1, 1, -1}, {5, 5, 1}, {3, 3, 0}};
  EXPECT_EQ(exact(tri, segment_33), Relation::disjoint);
  EXPECT_TRUE(routine(tri, segment_33));  // false hit
  // A flat T1 in the plane z = 0 (the segment y = 0, -2 <= x <= 4) and a
  // triangle of that plane with a vertex on it, at (-1, 0): they touch, but
  // the xz projection flattens both onto the x axis, where every edge-edge
  // determinant f is 0 and no edge test can succeed.
  const Triangle<T> segment_x{{3, 0, 0}, {4, 0, 0}, {-2, 0, 0}};
  const Triangle<T> on_it{{1, 3, 0}, {-1, 0, 0}, {3, -2, 0}};
  EXPECT_EQ(exact(segment_x, on_it), Relation::touching);
  EXPECT_FALSE(routine(segment_x, on_it));  // false miss
  EXPECT_TRUE(routine(on_it, segment_x));   // the other order projects onto xy
}

TEST(ZooMollerTriTri, DegenerateTrianglesFloat) { degenerate<float>(); }
TEST(ZooMollerTriTri, DegenerateTrianglesDouble) { degenerate<double>(); }

// --- overflow (float) -----------------------------------------------------------------

TEST(ZooMollerTriTri, OverflowOfTheLineDirectionFloat) {
  // Coordinates near 2^33: N1 and N2 are near 2^66, D = N1 x N2 near 2^132
  // overflows to inf and NaN (inf - inf); the index of D's "largest
  // component" is then not the line's axis. The same pairs scaled by 2^-10
  // are answered right.
  const Triangle<float> a{{-0x1.8a6cbep+30f, 0x1.3ee88cp+33f, -0x1.4f9776p+32f},
                          {-0x1.8ab438p+33f, 0x1.14422ep+32f, -0x1.5dc3b8p+33f},
                          {-0x1.4bf038p+33f, -0x1.e7cef6p+32f, 0x1.231874p+31f}};
  const Triangle<float> b{{0x1.ce736cp+31f, -0x1.06956p+32f, -0x1.635f46p+31f},
                          {-0x1.03ed6p+33f, 0x1.a9c8ccp+33f, 0x1.3be574p+33f},
                          {-0x1.588ba8p+31f, 0x1.f81726p+31f, -0x1.da4f52p+33f}};
  const auto ab = gv::exact::triangle_triangle(a, b);
  EXPECT_EQ(ab.relation, Relation::overlapping);
  EXPECT_LT(ab.margin, -0x1p+31);  // a penetration of more than 2^31
  EXPECT_FALSE(routine(a, b));     // false miss
  EXPECT_FALSE(routine(b, a));
  EXPECT_TRUE(routine(scaled(a, -10), scaled(b, -10)));

  const Triangle<float> c{{0x1.0122aap+33f, 0x1.1e1248p+33f, 0x1.7e4cbp+32f},
                          {-0x1.4289dcp+30f, 0x1.a0b928p+32f, -0x1.c19d98p+33f},
                          {-0x1.fce0a2p+31f, 0x1.b105d2p+33f, -0x1.1422d6p+33f}};
  const Triangle<float> d{{0x1.87daa8p+33f, 0x1.b5b7f6p+33f, -0x1.702634p+31f},
                          {0x1.0841ap+32f, -0x1.45acd8p+33f, 0x1.1bce54p+33f},
                          {0x1.b46a16p+33f, -0x1.0b5bbp+33f, 0x1.05337cp+32f}};
  const auto cd = gv::exact::triangle_triangle(c, d);
  EXPECT_EQ(cd.relation, Relation::disjoint);
  EXPECT_GT(cd.margin, 0x1p+31);  // apart by more than 2^31
  EXPECT_TRUE(routine(c, d));     // false hit
  EXPECT_TRUE(routine(d, c));
  EXPECT_FALSE(routine(scaled(c, -10), scaled(d, -10)));
}

// --- the registry rows ------------------------------------------------------------------

TEST(ZooMollerTriTri, RegisteredWithItsExpectedDefects) {
  using gv::query::TriangleTriangle;
  const auto f = gv::specimens::specimens<TriangleTriangle<float>>();
  const auto d = gv::specimens::specimens<TriangleTriangle<double>>();
  ASSERT_EQ(f.size(), 2u);
  ASSERT_EQ(d.size(), 2u);
  EXPECT_EQ(f[0].name, "zoo.moller97.tri_tri_intersect");
  EXPECT_EQ(d[0].name, "zoo.moller97.tri_tri_intersect<double>");
  EXPECT_EQ(f[0].role, gv::query::Role::specimen);
  EXPECT_EQ(f[0].contract.kind, gv::query::ContractKind::exact);
  EXPECT_EQ(d[0].contract.kind, gv::query::ContractKind::exact);
  EXPECT_EQ(f[0].expected, gv::query::kFalseHit | gv::query::kFalseMiss);
  EXPECT_EQ(d[0].expected, gv::query::kFalseHit | gv::query::kFalseMiss);
  // the rows call the transcription with a as (V0, V1, V2), b as (U0, U1, U2)
  EXPECT_TRUE(f[0].intersects({corner<float>(1, 0), corner<float>(1, 0x1p-21f)}));   // false hit
  EXPECT_TRUE(d[0].intersects({corner<double>(1, 0), corner<double>(1, 0x1p-21)}));  // false hit
  EXPECT_FALSE(f[0].intersects({{{3, 0, 0}, {4, 0, 0}, {-2, 0, 0}}, {{1, 3, 0}, {-1, 0, 0}, {3, -2, 0}}}));
  EXPECT_FALSE(d[0].intersects({{{3, 0, 0}, {4, 0, 0}, {-2, 0, 0}}, {{1, 3, 0}, {-1, 0, 0}, {3, -2, 0}}}));
  EXPECT_FALSE(f[0].intersects({corner<float>(1, 0), corner<float>(1, 0x1p-19f)}));
}

}  // namespace

}  // namespace gv_specimens_zoo_moller_tritri_test
