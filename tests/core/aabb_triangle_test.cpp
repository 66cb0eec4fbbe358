// SPDX-License-Identifier: MIT
// Specification of gv::relation(Aabb, Triangle) (core/aabb_triangle.h).
//
// 1. Hand cases, one or more for every degenerate class (collinear and
//    repeated vertices, a point triangle, a triangle in a face plane, edges
//    along box edges, slab / segment / point boxes, signed zeros, subnormals,
//    huge values, one ulp either side of contact), each with its exact answer
//    written out, checked against the exact oracle (exact/aabb_triangle.h) and
//    replayed on the core under the 48 signed axis permutations times the 6
//    vertex orders, in both argument orders, relation and intersects, and
//    through the exact stage alone.
// 2. One test per error bound (kTriNormalBound, kSum4Bound for the cross
//    axes): a family of inputs built on the bound's worst case (the triangle's
//    plane, or one of its edges, within a few roundings of a box corner or
//    edge); every sign the filter certifies is compared with the exact sign
//    (rational arithmetic), and the whole query with the oracle.
// 3. A differential loop over every generator class (gen/aabb_triangle.h) and a
//    "typical" family (small triangles and boxes in a unit cube), float and
//    double, fixed seed and count: core relation == oracle relation, no
//    harmful floating-point flag; the filter share is printed.
// 4. Both stages are reached, and Stats counts them.
// 5. The integer frame (tri_frame_relation): at each width limit (int64,
//    I128, I256, the frame's), one bit either side; on flat differences,
//    where it needs none of the oracle's extra candidates; and on every
//    generator class against the oracle.
//    Every hand case goes through the exact stage both ways (exact_stage).
#include <gtest/gtest.h>

#include <algorithm>
#include <cfenv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <string>
#include <utility>

#include "geoverify/core/aabb_triangle.h"
#include "geoverify/exact/aabb_triangle.h"
#include "geoverify/exact/rational.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "class_cases.h"
#include "expect_relation.h"
#include "hex.h"
#include "work.h"
#include "ulp_steps.h"
#include "fp_flags.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_aabb_triangle_test {

using gv::test_support::work;

namespace {

using gv::test_support::ulps;

using gv::Relation;
using gv::exact::Rational;
using gv::exact::Vec3Q;

constexpr int kHarmful = gv::test_support::kHarmfulFlags;

template <class T>
std::string show(const gv::Aabb<T>& b, const gv::Triangle<T>& t) {
  return gv::query::declarations(gv::query::AabbTriangle<T>{b, t});
}

/// The exact stage alone (no filter signs), for valid input, with the
/// integer frame first (kFrame) or without it (the grid and integer stages).
template <class T, bool kFrame = true>
Relation exact_stage_of(const gv::Aabb<T>& box, const gv::Triangle<T>& tri) {
  if (!(gv::is_valid(box) && gv::is_valid(tri))) return Relation::invalid;
  const double lo[3] = {box.min.x, box.min.y, box.min.z}, hi[3] = {box.max.x, box.max.y, box.max.z};
  const double p[3][3] = {{tri.p0.x, tri.p0.y, tri.p0.z}, {tri.p1.x, tri.p1.y, tri.p1.z},
                          {tri.p2.x, tri.p2.y, tri.p2.z}};
  return gv::detail::aabb_triangle_exact<T, kFrame>(lo, hi, p, nullptr, nullptr);
}

/// The exact stage alone both ways: their common answer, or
/// Relation::invalid (which no valid case wants) when they differ.
template <class T>
Relation exact_stage(const gv::Aabb<T>& box, const gv::Triangle<T>& tri) {
  const Relation framed = exact_stage_of<T>(box, tri);
  return framed == exact_stage_of<T, false>(box, tri) ? framed : Relation::invalid;
}

/// The integer frame alone (no filter signs) for valid input whose axes do
/// not separate: its answer, or Relation::invalid where it refuses.
template <class T>
Relation frame_relation(const gv::Aabb<T>& box, const gv::Triangle<T>& tri) {
  const double lo[3] = {box.min.x, box.min.y, box.min.z}, hi[3] = {box.max.x, box.max.y, box.max.z};
  const double p[3][3] = {{tri.p0.x, tri.p0.y, tri.p0.z}, {tri.p1.x, tri.p1.y, tri.p1.z},
                          {tri.p2.x, tri.p2.y, tri.p2.z}};
  bool contact = false;  // an axis touches: the triangle's extent ends where the box's begins
  for (int i = 0; i < 3; ++i) {
    contact |= std::min({p[0][i], p[1][i], p[2][i]}) == hi[i] || std::max({p[0][i], p[1][i], p[2][i]}) == lo[i];
  }
  Relation rel = Relation::invalid;
  return gv::detail::tri_frame_relation(lo, hi, p, nullptr, contact, rel) ? rel : Relation::invalid;
}

template <class T>
class AabbTriangleTest : public ::testing::Test {
 protected:
  using B = gv::Aabb<T>;
  using Tri = gv::Triangle<T>;
  using V = gv::Vec3<T>;

  static V v(double x, double y, double z) { return V{T(x), T(y), T(z)}; }
  static B unit() { return B{v(0, 0, 0), v(1, 1, 1)}; }

  /// The oracle must give `want`; the core must give it under all 48
  /// symmetries and 6 vertex orders, in both argument orders, and through
  /// the exact stage alone (expect_relation.h).
  static void expect(const B& b, const Tri& t, Relation want) {
    gv::test_support::expect_relation(gv::query::AabbTriangle<T>{b, t}, want, exact_stage<T>);
  }
};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(AabbTriangleTest, Scalars);

// --- 1. hand cases -----------------------------------------------------------

TYPED_TEST(AabbTriangleTest, SolidBoxGeneralTriangles) {
  using F = TestFixture;
  const auto u = F::unit();
  // a horizontal triangle covering the cross-section z = 1/2
  F::expect(u, {F::v(-1, -1, 0x1p-1), F::v(2, -1, 0x1p-1), F::v(0x1p-1, 2, 0x1p-1)}, Relation::overlapping);
  // far away: an axis separates
  F::expect(u, {F::v(3, 3, 3), F::v(4, 3, 3), F::v(3, 4, 3)}, Relation::disjoint);
  // x + y + z = c: only the triangle normal separates (c = 3.5), touches the
  // corner (1,1,1) (c = 3), cuts the corner off (c = 2.5)
  F::expect(u, {F::v(0x1.cp+1, 0, 0), F::v(0, 0x1.cp+1, 0), F::v(0, 0, 0x1.cp+1)}, Relation::disjoint);
  F::expect(u, {F::v(3, 0, 0), F::v(0, 3, 0), F::v(0, 0, 3)}, Relation::touching);
  F::expect(u, {F::v(0x1.4p+1, 0, 0), F::v(0, 0x1.4p+1, 0), F::v(0, 0, 0x1.4p+1)}, Relation::overlapping);
  // only the cross axis a_z x (-1,1,0) separates (the edge on x + y = 2.5);
  // on x + y = 2 the edge touches the box edge x = y = 1 at one point
  F::expect(u, {F::v(0x1.4p+1, 0, 0x1p-1), F::v(0, 0x1.4p+1, 0x1p-1), F::v(3, 3, 0x1p-1)}, Relation::disjoint);
  F::expect(u, {F::v(2, 0, 0x1p-1), F::v(0, 2, 0x1p-1), F::v(3, 3, 0x1p-1)}, Relation::touching);
  // a skew edge from (2,0,0) to (0,2,1) crossing the box edge x = y = 1 at z = 1/2
  F::expect(u, {F::v(2, 0, 0), F::v(0, 2, 1), F::v(3, 3, 0x1p-1)}, Relation::touching);
  F::expect(u, {F::v(0x1.04p+1, 0, 0), F::v(0, 0x1.04p+1, 1), F::v(3, 3, 0x1p-1)}, Relation::disjoint);
  // a vertex resting on the top face, the rest above it
  F::expect(u, {F::v(0x1p-1, 0x1p-1, 1), F::v(0x1p-1, 0x1p-1, 2), F::v(0x1.8p+0, 0x1.8p-1, 3)}, Relation::touching);
  // a vertex inside
  F::expect(u, {F::v(0x1p-1, 0x1p-1, 0x1p-1), F::v(3, 0, 2), F::v(0, 3, 2)}, Relation::overlapping);
}

TYPED_TEST(AabbTriangleTest, CollinearVerticesFormASegment) {
  using F = TestFixture;
  const auto u = F::unit();
  // through the interior, axis-parallel and diagonal: overlapping (M is solid)
  F::expect(u, {F::v(-1, 0x1p-1, 0x1p-1), F::v(0x1p-1, 0x1p-1, 0x1p-1), F::v(2, 0x1p-1, 0x1p-1)},
            Relation::overlapping);
  F::expect(u, {F::v(-1, -1, -1), F::v(0x1p-1, 0x1p-1, 0x1p-1), F::v(2, 2, 2)}, Relation::overlapping);
  // along a box edge, on a face: touching
  F::expect(u, {F::v(0, 0, -1), F::v(0, 0, 0x1p-1), F::v(0, 0, 2)}, Relation::touching);
  F::expect(u, {F::v(0x1p-2, 0x1p-2, 1), F::v(0x1p-1, 0x1p-1, 1), F::v(0x1.8p-1, 0x1.8p-1, 1)}, Relation::touching);
  // beside the box edge x = y = 1, separated only by a diagonal direction;
  // then through that edge
  F::expect(u, {F::v(0x1.4p+1, 0, 0x1p-1), F::v(0x1.4p+0, 0x1.4p+0, 0x1p-1), F::v(0, 0x1.4p+1, 0x1p-1)},
            Relation::disjoint);
  F::expect(u, {F::v(2, 0, 0x1p-1), F::v(1, 1, 0x1p-1), F::v(0, 2, 0x1p-1)}, Relation::touching);
  // the middle vertex is not an end: the hull is the outer two
  F::expect(u, {F::v(0x1p-1, 0x1p-1, 3), F::v(0x1p-1, 0x1p-1, -1), F::v(0x1p-1, 0x1p-1, 0x1p-1)},
            Relation::overlapping);
  // grazing the corner (0,0,0) along the face diagonal direction (1,-1,0)
  F::expect(u, {F::v(1, -1, 0), F::v(-1, 1, 0), F::v(0x1p-1, -0x1p-1, 0)}, Relation::touching);
}

TYPED_TEST(AabbTriangleTest, RepeatedVertexFormsASegment) {
  using F = TestFixture;
  const auto u = F::unit();
  F::expect(u, {F::v(-1, 0x1p-1, 0x1p-1), F::v(-1, 0x1p-1, 0x1p-1), F::v(2, 0x1p-1, 0x1p-1)}, Relation::overlapping);
  F::expect(u, {F::v(2, 0, 0x1p-1), F::v(2, 0, 0x1p-1), F::v(0, 2, 0x1p-1)}, Relation::touching);
  F::expect(u, {F::v(0x1.4p+1, 0, 0x1p-1), F::v(0, 0x1.4p+1, 0x1p-1), F::v(0, 0x1.4p+1, 0x1p-1)},
            Relation::disjoint);
  // a segment from a face point outwards: touching
  F::expect(u, {F::v(0x1p-1, 0x1p-1, 1), F::v(1, 1, 2), F::v(1, 1, 2)}, Relation::touching);
  // a segment entering through a face: overlapping
  F::expect(u, {F::v(0x1p-1, 0x1p-1, 0x1.8p-1), F::v(1, 1, 2), F::v(0x1p-1, 0x1p-1, 0x1.8p-1)},
            Relation::overlapping);
}

TYPED_TEST(AabbTriangleTest, PointTriangle) {
  using F = TestFixture;
  using T = TypeParam;
  const auto u = F::unit();
  const auto pt = [](gv::Vec3<T> p) { return gv::Triangle<T>{p, p, p}; };
  F::expect(u, pt(F::v(0x1p-1, 0x1p-1, 0x1p-1)), Relation::overlapping);
  F::expect(u, pt(F::v(0x1p-1, 0x1p-1, 1)), Relation::touching);     // on a face
  F::expect(u, pt(F::v(1, 1, 0x1p-1)), Relation::touching);          // on an edge
  F::expect(u, pt(F::v(1, 1, 1)), Relation::touching);               // a corner
  F::expect(u, pt(gv::Vec3<T>{ulps(T(1), 1), T(0.5), T(0.5)}), Relation::disjoint);  // one ulp outside
  F::expect(u, pt(gv::Vec3<T>{ulps(T(1), -1), T(0.5), T(0.5)}), Relation::overlapping);
}

TYPED_TEST(AabbTriangleTest, TriangleInAFacePlane) {
  using F = TestFixture;
  using T = TypeParam;
  const auto u = F::unit();
  // covering the top face, inside it, crossing its border: touching
  F::expect(u, {F::v(-1, -1, 1), F::v(3, -1, 1), F::v(-1, 3, 1)}, Relation::touching);
  F::expect(u, {F::v(0x1p-2, 0x1p-2, 1), F::v(0x1p-1, 0x1p-2, 1), F::v(0x1p-2, 0x1p-1, 1)}, Relation::touching);
  F::expect(u, {F::v(0x1p-1, 0x1p-1, 1), F::v(2, 0x1p-1, 1), F::v(0x1p-1, 2, 1)}, Relation::touching);
  // in the plane z = 1 but beside the face (diagonally), or touching its corner
  F::expect(u, {F::v(0x1.4p+1, 0, 1), F::v(0, 0x1.4p+1, 1), F::v(3, 3, 1)}, Relation::disjoint);
  F::expect(u, {F::v(2, 0, 1), F::v(0, 2, 1), F::v(3, 3, 1)}, Relation::touching);
  // one ulp above the face plane
  const T up = ulps(T(1), 1);
  F::expect(u, {gv::Vec3<T>{-1, -1, up}, gv::Vec3<T>{3, -1, up}, gv::Vec3<T>{-1, 3, up}}, Relation::disjoint);
}

TYPED_TEST(AabbTriangleTest, EdgesAlongBoxEdges) {
  using F = TestFixture;
  const auto u = F::unit();
  // in the bottom face, two edges on box edges
  F::expect(u, {F::v(0, 0, 0), F::v(1, 0, 0), F::v(0, 1, 0)}, Relation::touching);
  // the plane y = z through a box edge and the diagonal: overlapping
  F::expect(u, {F::v(0, 0, 0), F::v(1, 0, 0), F::v(1, 1, 1)}, Relation::overlapping);
  // sharing the edge y = z = 0, the rest outside: touching along the edge
  F::expect(u, {F::v(0, 0, 0), F::v(1, 0, 0), F::v(0x1p-1, -1, -1)}, Relation::touching);
  // an edge along the box edge, one ulp outside it
  using T = TypeParam;
  const T m = ulps(T(0), -1);
  F::expect(u, {gv::Vec3<T>{0, m, m}, gv::Vec3<T>{1, m, m}, gv::Vec3<T>{0.5, -1, -1}}, Relation::disjoint);
}

TYPED_TEST(AabbTriangleTest, SlabBox) {
  using F = TestFixture;
  const typename F::B slab{F::v(0, 0, 0x1p-1), F::v(1, 1, 0x1p-1)};
  // crossing the slab through its relative interior: overlapping
  F::expect(slab, {F::v(0x1p-2, 0x1p-1, 0), F::v(0x1.8p-1, 0x1p-1, 0), F::v(0x1p-1, 0x1p-1, 1)},
            Relation::overlapping);
  // crossing the slab's plane, meeting the slab at a border point only
  F::expect(slab, {F::v(1, 0x1p-1, 0), F::v(1, 0x1p-1, 1), F::v(2, 0x1p-1, 0x1p-1)}, Relation::touching);
  // lying in the slab's plane: touching, or disjoint beside it (diagonally:
  // the separating direction is a_z x e with a_z the zero-extent axis)
  F::expect(slab, {F::v(-1, -1, 0x1p-1), F::v(3, -1, 0x1p-1), F::v(-1, 3, 0x1p-1)}, Relation::touching);
  F::expect(slab, {F::v(0x1.4p+1, 0, 0x1p-1), F::v(0, 0x1.4p+1, 0x1p-1), F::v(3, 3, 0x1p-1)}, Relation::disjoint);
  F::expect(slab, {F::v(2, 0, 0x1p-1), F::v(0, 2, 0x1p-1), F::v(3, 3, 0x1p-1)}, Relation::touching);
  // a segment in the slab's plane, beside it and across it
  F::expect(slab, {F::v(0x1.4p+1, 0, 0x1p-1), F::v(0, 0x1.4p+1, 0x1p-1), F::v(0, 0x1.4p+1, 0x1p-1)},
            Relation::disjoint);
  F::expect(slab, {F::v(-1, -1, 0x1p-1), F::v(2, 2, 0x1p-1), F::v(2, 2, 0x1p-1)}, Relation::touching);
  // a segment crossing the slab: overlapping
  F::expect(slab, {F::v(0x1p-1, 0x1p-1, 0), F::v(0x1p-1, 0x1p-1, 1), F::v(0x1p-1, 0x1p-1, 1)},
            Relation::overlapping);
}

TYPED_TEST(AabbTriangleTest, SegmentBox) {
  using F = TestFixture;
  using T = TypeParam;
  const typename F::B seg{F::v(0, 0x1p-1, 0x1p-1), F::v(1, 0x1p-1, 0x1p-1)};
  // a triangle in the plane x = 1/2 around the segment: overlapping (M is solid)
  F::expect(seg, {F::v(0x1p-1, 0, 0), F::v(0x1p-1, 2, 0), F::v(0x1p-1, 0, 2)}, Relation::overlapping);
  // the segment lies in the triangle's tilted plane y = z: inside it, beside it
  // (separated only by an in-plane direction), touching its edge
  F::expect(seg, {F::v(0, 0, 0), F::v(2, 0, 0), F::v(0, 2, 2)}, Relation::touching);
  F::expect(seg, {F::v(0x1.4p+1, 0, 0), F::v(0, 0x1.4p+1, 0x1.4p+1), F::v(3, 3, 3)}, Relation::disjoint);
  F::expect(seg, {F::v(0x1.8p+0, 0, 0), F::v(0, 0x1.8p+0, 0x1.8p+0), F::v(3, 3, 3)}, Relation::touching);
  // a parallel segment (r = 1): overlapping collinearly, end to end, one ulp apart
  F::expect(seg, {F::v(0x1p-1, 0x1p-1, 0x1p-1), F::v(2, 0x1p-1, 0x1p-1), F::v(2, 0x1p-1, 0x1p-1)},
            Relation::touching);
  F::expect(seg, {F::v(1, 0x1p-1, 0x1p-1), F::v(2, 0x1p-1, 0x1p-1), F::v(3, 0x1p-1, 0x1p-1)}, Relation::touching);
  const T up = ulps(T(1), 1);
  F::expect(seg, {gv::Vec3<T>{up, 0.5, 0.5}, gv::Vec3<T>{2, 0.5, 0.5}, gv::Vec3<T>{3, 0.5, 0.5}}, Relation::disjoint);
  // a crossing segment, and a skew one passing by
  F::expect(seg, {F::v(0x1p-1, 0, 0), F::v(0x1p-1, 1, 1), F::v(0x1p-1, 1, 1)}, Relation::touching);
  F::expect(seg, {F::v(0x1p-1, 0, 0), F::v(0x1p-1, 1, 0x1.8p-1), F::v(0x1p-1, 1, 0x1.8p-1)}, Relation::disjoint);
  // a point on it and one ulp off it
  F::expect(seg, {F::v(0x1p-2, 0x1p-1, 0x1p-1), F::v(0x1p-2, 0x1p-1, 0x1p-1), F::v(0x1p-2, 0x1p-1, 0x1p-1)},
            Relation::touching);
  const gv::Vec3<T> off{T(0.25), T(0.5), ulps(T(0.5), 1)};
  F::expect(seg, {off, off, off}, Relation::disjoint);
}

TYPED_TEST(AabbTriangleTest, PointBox) {
  using F = TestFixture;
  const typename F::B pt{F::v(0x1p-1, 0x1p-1, 0x1p-1), F::v(0x1p-1, 0x1p-1, 0x1p-1)};
  // inside a triangle of the plane z = 1/2, and of the tilted plane x + y + z = 3/2
  F::expect(pt, {F::v(0, 0, 0x1p-1), F::v(2, 0, 0x1p-1), F::v(0, 2, 0x1p-1)}, Relation::touching);
  F::expect(pt, {F::v(0x1.8p+0, 0, 0), F::v(0, 0x1.8p+0, 0), F::v(0, 0, 0x1.8p+0)}, Relation::touching);
  // in the triangle's plane but beside it: separated only in the plane
  F::expect(pt, {F::v(0x1.8p+0, 0, 0x1p-1), F::v(0, 0x1.8p+0, 0x1p-1), F::v(2, 2, 0x1p-1)}, Relation::disjoint);
  F::expect(pt, {F::v(0x1.8p+0, 0, 0), F::v(0, 0x1.8p+0, 0), F::v(0x1.8p+0, 0x1.8p+0, -0x1.8p+0)},
            Relation::disjoint);
  // on a triangle's edge and vertex
  F::expect(pt, {F::v(0, 0, 0x1p-1), F::v(1, 1, 0x1p-1), F::v(1, 0, 0)}, Relation::touching);
  F::expect(pt, {F::v(0x1p-1, 0x1p-1, 0x1p-1), F::v(1, 1, 0), F::v(1, 0, 0)}, Relation::touching);
  // a segment triangle: through the point, beyond its end, off its line
  F::expect(pt, {F::v(0, 0, 0), F::v(1, 1, 1), F::v(1, 1, 1)}, Relation::touching);
  F::expect(pt, {F::v(0, 0, 0), F::v(0x1p-2, 0x1p-2, 0x1p-2), F::v(0x1p-2, 0x1p-2, 0x1p-2)}, Relation::disjoint);
  F::expect(pt, {F::v(0, 0, 0), F::v(1, 1, 0x1.01p+0), F::v(1, 1, 0x1.01p+0)}, Relation::disjoint);
  // a point triangle: the same point, another point
  F::expect(pt, {F::v(0x1p-1, 0x1p-1, 0x1p-1), F::v(0x1p-1, 0x1p-1, 0x1p-1), F::v(0x1p-1, 0x1p-1, 0x1p-1)},
            Relation::touching);
  F::expect(pt, {F::v(0x1p-1, 0x1p-1, 0x1p-2), F::v(0x1p-1, 0x1p-1, 0x1p-2), F::v(0x1p-1, 0x1p-1, 0x1p-2)},
            Relation::disjoint);
}

TYPED_TEST(AabbTriangleTest, SignedZerosNeverChangeTheAnswer) {
  using F = TestFixture;
  using T = TypeParam;
  const T z = -T(0);
  const typename F::B b{gv::Vec3<T>{z, z, z}, gv::Vec3<T>{1, 1, 1}};
  F::expect(b, {gv::Vec3<T>{z, z, z}, gv::Vec3<T>{1, z, 0}, gv::Vec3<T>{0, 1, z}}, Relation::touching);
  F::expect(b, {gv::Vec3<T>{z, 0, -1}, gv::Vec3<T>{z, z, 2}, gv::Vec3<T>{z, 1, 0.5}}, Relation::touching);
  const typename F::B flat{gv::Vec3<T>{0, 0, z}, gv::Vec3<T>{1, 1, 0}};
  F::expect(flat, {gv::Vec3<T>{0.5, 0.5, -1}, gv::Vec3<T>{0.5, 0.5, 1}, gv::Vec3<T>{0.75, 0.5, z}},
            Relation::overlapping);
}

TYPED_TEST(AabbTriangleTest, Subnormals) {
  using T = TypeParam;
  using F = TestFixture;
  const T t = std::numeric_limits<T>::denorm_min();
  const typename F::B b{gv::Vec3<T>{0, 0, 0}, gv::Vec3<T>{t, t, t}};
  // x + y + z = c t: cuts (c = 2), touches the corner (c = 3), misses (c = 4)
  for (int c = 2; c <= 4; ++c) {
    const T s = T(c) * t;
    F::expect(b, {gv::Vec3<T>{s, 0, 0}, gv::Vec3<T>{0, s, 0}, gv::Vec3<T>{0, 0, s}},
              c == 2 ? Relation::overlapping : (c == 3 ? Relation::touching : Relation::disjoint));
  }
  // a segment of subnormals along the box's face diagonal direction
  F::expect(b, {gv::Vec3<T>{2 * t, 0, 0}, gv::Vec3<T>{0, 2 * t, 0}, gv::Vec3<T>{0, 2 * t, 0}}, Relation::touching);
  F::expect(b, {gv::Vec3<T>{3 * t, 0, 0}, gv::Vec3<T>{0, 3 * t, 0}, gv::Vec3<T>{0, 3 * t, 0}}, Relation::disjoint);
  // subnormal box against a unit triangle through the origin
  F::expect(b, {gv::Vec3<T>{0, 0, 0}, gv::Vec3<T>{1, -1, 0}, gv::Vec3<T>{1, 0, -1}}, Relation::touching);
}

// Double input outside the filter's range only by its scale is scaled back
// by a power of two, exactly (detail/rescale.h): a generic cut and a
// generic miss scaled into the subnormals or near DBL_MAX are then decided
// by the filter, as unscaled; a corner contact scaled so is still touching.
TEST(AabbTriangleRange, ScaledBackIntoTheFiltersRange) {
  using V = gv::Vec3<double>;
  for (const int e : {-1070, -1000, 700, 1020}) {
    const auto s = [e](double x, double y, double z) { return V{std::ldexp(x, e), std::ldexp(y, e), std::ldexp(z, e)}; };
    const gv::Aabb<double> box{s(0, 0, 0), s(2, 2, 2)};
    gv::Stats st;
    // x + y + z = c: cuts the box (c = 3), misses it (c = 7), touches its corner (c = 6).
    EXPECT_EQ(gv::relation(box, gv::Triangle<double>{s(3, 0, 0), s(0, 3, 0), s(0, 0, 3)}, &st), Relation::overlapping);
    EXPECT_EQ(gv::relation(box, gv::Triangle<double>{s(7, 0, 0), s(0, 7, 0), s(0, 0, 7)}, &st), Relation::disjoint);
    EXPECT_EQ(st.filter, 2u) << e;
    EXPECT_EQ(gv::relation(box, gv::Triangle<double>{s(6, 0, 0), s(0, 6, 0), s(0, 0, 6)}, &st), Relation::touching);
    EXPECT_EQ(st.exact, 1u) << e;
  }
}

TYPED_TEST(AabbTriangleTest, MagnitudesNearTheLargestFiniteValue) {
  using T = TypeParam;
  using F = TestFixture;
  const T big = std::numeric_limits<T>::max(), h = big / 2;
  const typename F::B all{gv::Vec3<T>{-big, -big, -big}, gv::Vec3<T>{big, big, big}};
  // lying in the top face; through the interior; products overflow in floating point
  F::expect(all, {gv::Vec3<T>{big, big, big}, gv::Vec3<T>{big, -big, big}, gv::Vec3<T>{-big, big, big}},
            Relation::touching);
  F::expect(all, {gv::Vec3<T>{big, big, big}, gv::Vec3<T>{-big, -big, -big}, gv::Vec3<T>{big, -big, 0}},
            Relation::overlapping);
  // plane x + y + z = 3h touches the corner (h,h,h) of [0,h]^3 (the vertices
  // 3h are not representable: use (2h, h, 0) etc., all on that plane)
  const typename F::B q{gv::Vec3<T>{0, 0, 0}, gv::Vec3<T>{h, h, h}};
  F::expect(q, {gv::Vec3<T>{big, h, 0}, gv::Vec3<T>{0, big, h}, gv::Vec3<T>{h, 0, big}}, Relation::touching);
  F::expect(q, {gv::Vec3<T>{big, big, 0}, gv::Vec3<T>{0, big, big}, gv::Vec3<T>{big, 0, big}}, Relation::disjoint);
}

TYPED_TEST(AabbTriangleTest, SmallShapesFarFromTheOrigin) {
  using T = TypeParam;
  using F = TestFixture;
  const T far = std::is_same_v<T, float> ? T(0x1p+40) : T(0x1p+300);
  const T a = ulps(far, 1), b = ulps(far, 2), c = ulps(far, 3);
  const typename F::B box{gv::Vec3<T>{far, far, far}, gv::Vec3<T>{a, a, a}};  // one ulp wide
  // a vertex on the far corner, the rest beyond: touching
  F::expect(box, {gv::Vec3<T>{a, a, a}, gv::Vec3<T>{c, a, b}, gv::Vec3<T>{a, c, b}}, Relation::touching);
  // an edge from (b, far, .) to (far, b, .) crosses the box edge x = y = a... one
  // ulp step: x + y = far + b = 2a exactly on the edge x = y = a: touching
  F::expect(box, {gv::Vec3<T>{b, far, far}, gv::Vec3<T>{far, b, a}, gv::Vec3<T>{c, c, far}}, Relation::touching);
  F::expect(box, {gv::Vec3<T>{c, far, far}, gv::Vec3<T>{far, c, a}, gv::Vec3<T>{c, c, far}}, Relation::disjoint);
}

TYPED_TEST(AabbTriangleTest, OneUlpEitherSideOfContact) {
  using T = TypeParam;
  using F = TestFixture;
  const auto u = F::unit();
  // x + y + z = 3 through the corner (1,1,1); move a vertex by one ulp
  const T three = 3, up = ulps(three, 1), down = ulps(three, -1);
  F::expect(u, {gv::Vec3<T>{three, 0, 0}, gv::Vec3<T>{0, 3, 0}, gv::Vec3<T>{0, 0, 3}}, Relation::touching);
  F::expect(u, {gv::Vec3<T>{up, 0, 0}, gv::Vec3<T>{0, 3, 0}, gv::Vec3<T>{0, 0, 3}}, Relation::disjoint);
  F::expect(u, {gv::Vec3<T>{down, 0, 0}, gv::Vec3<T>{0, 3, 0}, gv::Vec3<T>{0, 0, 3}}, Relation::overlapping);
  // the skew edge through the box edge x = y = 1, nudged by one ulp
  F::expect(u, {gv::Vec3<T>{ulps(T(2), 1), 0, 0}, F::v(0, 2, 1), F::v(3, 3, 0x1p-1)}, Relation::disjoint);
  F::expect(u, {gv::Vec3<T>{ulps(T(2), -1), 0, 0}, F::v(0, 2, 1), F::v(3, 3, 0x1p-1)}, Relation::overlapping);
}

TYPED_TEST(AabbTriangleTest, InvalidInputGivesInvalidAndNoIntersection) {
  using T = TypeParam;
  using F = TestFixture;
  const T nan = std::numeric_limits<T>::quiet_NaN(), inf = std::numeric_limits<T>::infinity();
  const typename F::Tri t{F::v(0, 0, 0), F::v(1, 0, 0), F::v(0, 1, 0)};
  F::expect(F::unit(), {gv::Vec3<T>{nan, 0, 0}, F::v(1, 0, 0), F::v(0, 1, 0)}, Relation::invalid);
  F::expect(F::unit(), {F::v(0, 0, 0), F::v(1, 0, 0), gv::Vec3<T>{0, 1, -inf}}, Relation::invalid);
  F::expect({gv::Vec3<T>{0, 0, 0}, gv::Vec3<T>{inf, 1, 1}}, t, Relation::invalid);
  F::expect({gv::Vec3<T>{0, 2, 0}, gv::Vec3<T>{1, 1, 1}}, t, Relation::invalid);  // min > max
  F::expect({gv::Vec3<T>{0, 0, nan}, gv::Vec3<T>{1, 1, 1}}, t, Relation::invalid);
}

// --- 4. stats ----------------------------------------------------------------

TYPED_TEST(AabbTriangleTest, StatsCountTheStageThatDecided) {
  using T = TypeParam;
  using F = TestFixture;
  gv::Stats st;
  const auto u = F::unit();
  // clearly through, clearly apart (by the normal only), resting on a face: the filter
  EXPECT_EQ(gv::relation(u, typename F::Tri{F::v(-1, -1, 0.5), F::v(2, -1, 0.5), F::v(0.5, 2, 0.5)}, &st),
            Relation::overlapping);
  EXPECT_EQ(gv::relation(u, typename F::Tri{F::v(3.5, 0, 0), F::v(0, 3.5, 0), F::v(0, 0, 3.5)}, &st),
            Relation::disjoint);
  EXPECT_EQ(gv::relation(u, typename F::Tri{F::v(0.5, 0.5, 1), F::v(0.5, 0.5, 2), F::v(1.5, 0.75, 3)}, &st),
            Relation::touching);
  EXPECT_EQ(st.filter, 3u);
  EXPECT_EQ(st.exact, 0u);
  // through a corner exactly, and a segment through the box: the exact stage
  EXPECT_EQ(gv::relation(u, typename F::Tri{F::v(3, 0, 0), F::v(0, 3, 0), F::v(0, 0, 3)}, &st), Relation::touching);
  EXPECT_EQ(gv::relation(u, typename F::Tri{F::v(-1, -1, -1), F::v(0.5, 0.5, 0.5), F::v(2, 2, 2)}, &st),
            Relation::overlapping);
  EXPECT_EQ(st.exact, 2u);
  EXPECT_EQ(gv::relation(u, typename F::Tri{F::v(0, 0, 0), F::v(1, 0, 0), gv::Vec3<T>{0, 1, std::numeric_limits<T>::quiet_NaN()}}, &st),
            Relation::invalid);
  EXPECT_EQ(st.invalid, 1u);
  EXPECT_EQ(st.filter + st.exact, 5u);
  // double inputs outside the filter's range only by their scale are scaled
  // back into it (the filter); spanning more than it, the exact stage
  if constexpr (std::is_same_v<T, double>) {
    gv::Stats sd;
    const double s = 0x1p-300;
    EXPECT_EQ(gv::relation(gv::Aabb<T>{{0, 0, 0}, {s, s, s}},
                           gv::Triangle<T>{{-s, -s, s / 2}, {2 * s, -s, s / 2}, {s / 2, 2 * s, s / 2}}, &sd),
              Relation::overlapping);
    EXPECT_EQ(sd.filter, 1u);
    EXPECT_EQ(gv::relation(gv::Aabb<T>{{0, 0, 0}, {s, s, s}},
                           gv::Triangle<T>{{-s, -s, s / 2}, {2 * s, -s, s / 2}, {s / 2, 2 * s, 0x1p-1000}}, &sd),
              Relation::overlapping);
    EXPECT_EQ(sd.exact, 1u);
  }
}

// --- 5. the integer frame -----------------------------------------------------

/// A box corner on a triangle's face, one unit off either way: the
/// triangle (X, -X, -X), (-X, X, -X), (-X, -X, X) in the plane
/// x + y + z = -X, and a unit box whose top corner (-1, -1, -X + z) lies on
/// it (z = 2: touching), one unit below it (z = 1: disjoint, only the
/// normal separates) or above it (z = 3: the box crosses the face,
/// overlapping). Taken from p0 the coordinates reach 2X: 41 bits for
/// X = 2^40 - 1 (the normal in I128), 42 bits for X = 2^41 - 1 (in I256).
TEST(AabbTriangleIntFrame, ABoxCornerOnTheFaceOneUnitApart) {
  for (const double X : {0x1p40 - 1, 0x1p41 - 1}) {
    const gv::Triangle<double> t{{X, -X, -X}, {-X, X, -X}, {-X, -X, X}};
    const std::pair<double, Relation> cases[] = {
        {2, Relation::touching}, {1, Relation::disjoint}, {3, Relation::overlapping}};
    for (const auto& [z, want] : cases) {
      const gv::Aabb<double> b{{-2, -2, -X + z - 1}, {-1, -1, -X + z}};
      const std::string where = show(b, t);
      ASSERT_EQ(gv::exact::aabb_triangle(b, t).relation, want) << where;
      EXPECT_EQ(frame_relation(b, t), want) << where;
      EXPECT_EQ(exact_stage(b, t), want) << where;
      EXPECT_EQ(gv::relation(b, t), want) << where;
    }
  }
}

/// The normal's largest projection: the triangle (0, 0, 0), (Y, -Y, 0),
/// (Y, 0, -Y) in the plane x + y + z = 0, normal (Y^2, Y^2, Y^2), and the
/// box [0, Y]^3 (touching at the origin), [-1, Y]^3 (the origin inside,
/// overlapping) or [1, Y] x [0, Y]^2 (disjoint: no axis separates it, the
/// normal does), whose far corner projects to 3 Y^3.
/// With Y = 2^41 - 1 (41 bits) that is below 2^125, in I128; with
/// Y = 2^42 - 1 (42 bits) near 1.5 2^127, beyond I128 (it would wrap to a
/// negative value and read as separated), and the frame takes I256.
TEST(AabbTriangleIntFrame, TheNormalsLargestProjection) {
  for (const double Y : {0x1p41 - 1, 0x1p42 - 1}) {
    const gv::Triangle<double> t{{0, 0, 0}, {Y, -Y, 0}, {Y, 0, -Y}};
    const std::pair<gv::Vec3<double>, Relation> cases[] = {
        {{0, 0, 0}, Relation::touching}, {{1, 0, 0}, Relation::disjoint}, {{-1, -1, -1}, Relation::overlapping}};
    for (const auto& [lo, want] : cases) {
      const gv::Aabb<double> b{lo, {Y, Y, Y}};
      const std::string where = show(b, t);
      ASSERT_EQ(gv::exact::aabb_triangle(b, t).relation, want) << where;
      EXPECT_EQ(frame_relation(b, t), want) << where;
      EXPECT_EQ(exact_stage(b, t), want) << where;
      EXPECT_EQ(gv::relation(b, t), want) << where;
    }
  }
}

/// At the frame's whole width: the same triangle with Y = 2^62 - 2^10, and
/// the boxes [0, Y] x [0, Y] x [0, 1] (touching at the origin) and
/// [1, Y] x [0, Y]^2 (disjoint): doubles whose frame has the unit 1, so its
/// integers reach 62 bits; answered, with the normal in I256 and the cross axes in
/// I128 (their components below 2^63); moved so that p0 lies at -Y, the
/// coordinates taken from it reach 2Y, 63 bits, where the edges no longer
/// fit int64 and the frame must refuse (the later stages answer).
TEST(AabbTriangleIntFrame, TheFramesWidthOneBitApart) {
  const double Y = 0x1p62 - 0x1p10;
  const gv::Triangle<double> t{{0, 0, 0}, {Y, -Y, 0}, {Y, 0, -Y}};
  const gv::Aabb<double> touching{{0, 0, 0}, {Y, Y, 1}}, disjoint{{1, 0, 0}, {Y, Y, Y}};
  for (const auto& [b, want] : {std::pair{touching, Relation::touching}, std::pair{disjoint, Relation::disjoint}}) {
    ASSERT_EQ(gv::exact::aabb_triangle(b, t).relation, want) << show(b, t);
    EXPECT_EQ(frame_relation(b, t), want) << show(b, t);
    EXPECT_EQ(exact_stage(b, t), want) << show(b, t);
  }
  const gv::Triangle<double> far{{-Y, 0, 0}, {0, -Y, 0}, {0, 0, -Y}};  // the plane x + y + z = -Y
  const gv::Aabb<double> corner{{-Y, -Y, 0}, {Y, 0, 1}};                // touches it at (-Y, 0, 0)
  ASSERT_EQ(gv::exact::aabb_triangle(corner, far).relation, Relation::touching) << show(corner, far);
  EXPECT_EQ(frame_relation(corner, far), Relation::invalid) << show(corner, far);
  EXPECT_EQ(exact_stage(corner, far), Relation::touching) << show(corner, far);
}

/// At the width of the cross axes' int64 arithmetic: the triangle (0, 0, 0),
/// (X, -X, 0), (-X, -X, 1) touches the box [0, X] x [0, X] x [0, 1] at the
/// corner (0, 0, 0), and for the cross axis a_z x e_0 = (X, X, 0) the
/// support value G+ is 4 X^2: below 2^62 for X = 2^30 - 1, where the cross
/// axes take int64; near 2^64 for X = 2^31 - 1, beyond int64 (it would wrap
/// to a negative value and read as separated), where they must take I128.
/// Moved to [1, X] x [0, X] x [0, 1] (x + y >= 1 on the box, <= 0 on the
/// triangle), the box is disjoint without an axis separating it.
TEST(AabbTriangleIntFrame, TheInt64ArithmeticsWidth) {
  for (const double X : {0x1p30 - 1, 0x1p31 - 1}) {
    const gv::Triangle<double> t{{0, 0, 0}, {X, -X, 0}, {-X, -X, 1}};
    const std::pair<gv::Aabb<double>, Relation> cases[] = {
        {{{0, 0, 0}, {X, X, 1}}, Relation::touching},
        {{{1, 0, 0}, {X, X, 1}}, Relation::disjoint}};
    for (const auto& [b, want] : cases) {
      const std::string where = show(b, t);
      ASSERT_EQ(gv::exact::aabb_triangle(b, t).relation, want) << where;
      EXPECT_EQ(frame_relation(b, t), want) << where;
      EXPECT_EQ(exact_stage(b, t), want) << where;
      EXPECT_EQ(gv::relation(b, t), want) << where;
    }
  }
}

/// Flat M (r < 3) in the frame, without the oracle's extra candidates: a
/// slab box and a triangle in its plane, a segment box in that plane, a
/// point box on a segment triangle, each touching, and each moved one unit
/// off (disjoint) within the plane or line, where only an in-plane
/// direction (a cross axis) separates; and, for contrast, a solid box at
/// the segment's end (r = 3).
TEST(AabbTriangleIntFrame, FlatDifferencesNeedNoExtraCandidates) {
  const gv::Triangle<double> t{{0, 0, 5}, {8, 0, 5}, {0, 8, 5}};      // in the plane z = 5
  const gv::Triangle<double> seg{{0, 0, 0}, {4, 4, 4}, {8, 8, 8}};    // collinear, along (1, 1, 1)
  const std::pair<gv::Aabb<double>, gv::Triangle<double>> touching[] = {
      {{{4, 4, 5}, {6, 6, 5}}, t},      // a slab corner on the hypotenuse x + y = 8
      {{{4, 4, 5}, {6, 4, 5}}, t},      // a segment box in the plane, from the hypotenuse outward
      {{{2, 2, 2}, {2, 2, 2}}, seg},    // a point box on the segment
      {{{8, 8, 8}, {9, 9, 9}}, seg}};   // a solid box at the segment's end (r = 3)
  const std::pair<gv::Aabb<double>, gv::Triangle<double>> disjoint[] = {
      {{{5, 4, 5}, {6, 6, 5}}, t},
      {{{5, 4, 5}, {6, 4, 5}}, t},
      {{{2, 3, 2}, {2, 3, 2}}, seg},
      {{{6, 8, 6}, {7, 9, 7}}, seg}};  // each axis overlaps or touches; a_z x (1, 1, 1) separates
  for (const auto& [b, tri] : touching) {
    const std::string where = show(b, tri);
    ASSERT_EQ(gv::exact::aabb_triangle(b, tri).relation, Relation::touching) << where;
    EXPECT_EQ(frame_relation(b, tri), Relation::touching) << where;
    EXPECT_EQ(exact_stage(b, tri), Relation::touching) << where;
  }
  for (const auto& [b, tri] : disjoint) {
    const std::string where = show(b, tri);
    ASSERT_EQ(gv::exact::aabb_triangle(b, tri).relation, Relation::disjoint) << where;
    EXPECT_EQ(frame_relation(b, tri), Relation::disjoint) << where;
    EXPECT_EQ(exact_stage(b, tri), Relation::disjoint) << where;
  }
}

/// Every generator class: the exact stage with the frame and without it
/// against the oracle, and the frame's own answer where it gives one.
template <class T>
void frame_on_every_class(std::uint64_t seed) {
  long answered = 0, refused = 0;
  gv::test_support::for_each_class_case<gv::query::AabbTriangle<T>>(
      seed, work(200), [&](const gv::query::AabbTriangle<T>& c, const char* cls) {
        const Relation want = gv::exact::aabb_triangle(c.box, c.tri).relation;
        const std::string where = std::string(cls) + "\n" + show(c.box, c.tri);
        for (int i = 0; i < 3; ++i) {  // the frame runs after the axes, which separate nothing
          const double lo = gv::get(c.box.min, i), hi = gv::get(c.box.max, i);
          const double a = gv::get(c.tri.p0, i), b = gv::get(c.tri.p1, i), d = gv::get(c.tri.p2, i);
          if (std::min({a, b, d}) > hi || std::max({a, b, d}) < lo) return;
        }
        const Relation framed = frame_relation(c.box, c.tri);
        if (framed != Relation::invalid) {
          ++answered;
          ASSERT_EQ(framed, want) << where;
        } else {
          ++refused;
        }
        ASSERT_EQ(exact_stage_of<T>(c.box, c.tri), want) << where;
        ASSERT_EQ((exact_stage_of<T, false>(c.box, c.tri)), want) << where;
      });
  std::printf("aabb-triangle %s: the frame answered %ld cases, refused %ld\n",
              std::is_same_v<T, float> ? "float" : "double", answered, refused);
  EXPECT_GT(answered, work(200) * 6);  // vertex-touch, edge-touch, in-face-plane, flat-box-coplanar, ...
  EXPECT_GT(refused, work(200) / 4);   // random-bits (a third to two thirds of its class past the axes), ...
}

TEST(AabbTriangleIntFrame, FloatEveryGeneratorClass) { frame_on_every_class<float>(0x7a1f01); }
TEST(AabbTriangleIntFrame, DoubleEveryGeneratorClass) { frame_on_every_class<double>(0x7a1f02); }

// --- 2. error bounds: their worst-case families through the filter ----------

Vec3Q q3(double x, double y, double z) { return {Rational(x), Rational(y), Rational(z)}; }

/// Exact G+(c) and G-(c) for the box [lo, hi] and vertices p.
void exact_g(const double (&lo)[3], const double (&hi)[3], const double (&p)[3][3], const Vec3Q& c, Rational& gp,
             Rational& gm) {
  Rational bmax = 0, bmin = 0;
  for (int i = 0; i < 3; ++i) {
    const Rational& ci = gv::exact::get(c, i);
    const Rational a = ci * Rational(lo[i]), b = ci * Rational(hi[i]);
    bmax += a > b ? a : b;
    bmin += a < b ? a : b;
  }
  Rational tmin, tmax;
  for (int k = 0; k < 3; ++k) {
    const Rational t = gv::exact::dot(c, q3(p[k][0], p[k][1], p[k][2]));
    if (k == 0 || t < tmin) tmin = t;
    if (k == 0 || t > tmax) tmax = t;
  }
  gp = bmax - tmin;
  gm = tmax - bmin;
}

int sign_of(const Rational& x) { return x > 0 ? 1 : (x < 0 ? -1 : 0); }

/// The filter's verdict on one value: +1 / -1 when certified, 0 otherwise.
int certified(double g, double bound) { return g > bound ? 1 : (g < -bound ? -1 : 0); }

template <class T>
T uniform(gv::gen::Prng& rng, T lo, T hi) {
  const double u = static_cast<double>(rng.next() >> 11) * 0x1p-53;
  return static_cast<T>(lo + (hi - lo) * u);
}

inline std::int64_t int_in(gv::gen::Prng& rng, std::int64_t m) {
  return static_cast<std::int64_t>(rng.draw(static_cast<std::uint64_t>(2 * m + 1))) - m;
}

/// 0 (a third of the time) or +-2^j ulps, j in [0, 6).
inline int jitter(gv::gen::Prng& rng) {
  if (rng.draw(3) == 0) return 0;
  const int m = 1 << rng.draw(6);
  return rng.draw(2) ? m : -m;
}

struct BoundCounts {
  long decided = 0, undecided = 0;
  double worst = 0;  ///< largest |computed - exact| / bound seen
  gv::Stats st;
};

/// For one case: every certified sign of the candidate (normal when i < 0,
/// cross axis a_i x e_j otherwise) equals the exact sign; the core equals the
/// oracle. Returns false on a violation (already reported).
template <class T>
bool check_bound_case(const gv::Aabb<T>& box, const gv::Triangle<T>& tri, int i, int j, BoundCounts& n) {
  const double lo[3] = {box.min.x, box.min.y, box.min.z}, hi[3] = {box.max.x, box.max.y, box.max.z};
  const double p[3][3] = {{tri.p0.x, tri.p0.y, tri.p0.z}, {tri.p1.x, tri.p1.y, tri.p1.z},
                          {tri.p2.x, tri.p2.y, tri.p2.z}};
  gv::detail::TriFilterInput f;
  gv::detail::tri_filter_prepare(f, lo, hi, p);
  Vec3Q c;
  gv::detail::TriFiltered g{};
  if (i < 0) {
    const Vec3Q e0 = q3(p[1][0], p[1][1], p[1][2]) - q3(p[0][0], p[0][1], p[0][2]);
    const Vec3Q e1 = q3(p[2][0], p[2][1], p[2][2]) - q3(p[0][0], p[0][1], p[0][2]);
    c = gv::exact::cross(e0, e1);
    g = gv::detail::tri_filter_normal(f);
  } else {
    const int a = j, b = (j + 1) % 3;
    const Vec3Q e = q3(p[b][0], p[b][1], p[b][2]) - q3(p[a][0], p[a][1], p[a][2]);
    Vec3Q axis = q3(0, 0, 0);
    (i == 0 ? axis.x : (i == 1 ? axis.y : axis.z)) = 1;
    c = gv::exact::cross(axis, e);
    if (gv::detail::tri_cross_is_zero(f, i, j)) return true;
    g = gv::detail::tri_filter_cross(f, i, j);
  }
  Rational gp, gm;
  exact_g(lo, hi, p, c, gp, gm);
  // The bound itself: |computed - exact| <= bound, checked exactly.
  for (const auto& [approx, exact] : {std::pair<double, const Rational*>{g.gp, &gp},
                                      std::pair<double, const Rational*>{g.gm, &gm}}) {
    const Rational err = abs(Rational(approx) - *exact);
    EXPECT_LE(err, Rational(g.bound)) << "error bound exceeded, candidate " << i << "," << j << "\n" << show(box, tri);
    if (err > Rational(g.bound)) return false;
    if (g.bound > 0) n.worst = std::max(n.worst, static_cast<double>(err / Rational(g.bound)));
  }
  for (const auto& [got, want] : {std::pair<int, int>{certified(g.gp, g.bound), sign_of(gp)},
                                  std::pair<int, int>{certified(g.gm, g.bound), sign_of(gm)}}) {
    if (got == 0) {
      ++n.undecided;
    } else {
      ++n.decided;
      EXPECT_EQ(got, want) << "certified sign wrong, candidate " << i << "," << j << "\n" << show(box, tri);
      if (got != want) return false;
    }
  }
  const Relation r = gv::relation(box, tri, &n.st);
  const Relation want = gv::exact::aabb_triangle(box, tri).relation;
  EXPECT_EQ(r, want) << show(box, tri);
  return r == want;
}

/// work(6000) cases make(rng) of a bound's worst-case family, from a fixed
/// seed, each checked by check_bound_case() on candidate (i, j) (i < 0: the
/// normal). The family must reach certified and undecided signs and both
/// stages of the query; prints what it saw.
template <class T, class Make>
void bound_family(const char* name, std::uint64_t seed, int i, int j, Make make) {
  gv::gen::Prng rng(seed);
  BoundCounts n;
  for (int it = 0; it < work(6000); ++it) {
    const gv::query::AabbTriangle<T> c = make(rng);
    if (!check_bound_case(c.box, c.tri, i, j, n)) break;
  }
  EXPECT_GT(n.decided, 0);
  EXPECT_GT(n.undecided, 0);
  EXPECT_GT(n.st.filter, 0u);
  EXPECT_GT(n.st.exact, 0u);
  std::printf("%s family (%s): worst error / bound %.3g; certified %ld, undecided %ld; queries filter %llu, exact %llu\n",
              name, std::is_same_v<T, float> ? "float" : "double", n.worst, n.decided, n.undecided,
              static_cast<unsigned long long>(n.st.filter), static_cast<unsigned long long>(n.st.exact));
}

/// kTriNormalBound: the triangle's plane within a few roundings of a box
/// corner. Half of the cases are exact contact on a scaled integer grid (the
/// corner is the triangle's centroid, the box on one side of the plane) with
/// one vertex then moved by up to 32 ulps; the other half are full-precision
/// planes through the corner, with vertices rounded to T, far from the origin
/// or not.
template <class T>
gv::query::AabbTriangle<T> plane_near_corner(gv::gen::Prng& rng) {
  const int e = static_cast<int>(rng.draw(40)) - 20;
  gv::Aabb<T> box;
  gv::Triangle<T> tri;
  if (rng.draw(2) == 0) {
    // corner (0,0,0) of [0, w]^3 scaled; plane through it with normal m > 0 so
    // that the box lies on one side: the vertices c + a, c + b, c - a - b
    const std::int64_t w = 1 + static_cast<std::int64_t>(rng.draw(1 << 10));
    std::int64_t m[3], a[3], b[3];
    for (auto& x : m) x = 1 + static_cast<std::int64_t>(rng.draw(1 << 8));
    // a, b in the plane m.x = 0: a = (m1, -m0, 0) s + ..., b = (0, m2, -m1) t
    const std::int64_t s = int_in(rng, 64) | 1, t = int_in(rng, 64) | 1;
    a[0] = m[1] * s; a[1] = -m[0] * s; a[2] = 0;
    b[0] = 0; b[1] = m[2] * t; b[2] = -m[1] * t;
    const std::int64_t off = int_in(rng, 1 << 12);  // the box corner's position
    box = {{std::ldexp(T(off), e), std::ldexp(T(off), e), std::ldexp(T(off), e)},
           {std::ldexp(T(off + w), e), std::ldexp(T(off + w), e), std::ldexp(T(off + w), e)}};
    gv::Vec3<T> v[3];
    for (int i = 0; i < 3; ++i) {
      gv::set(v[0], i, std::ldexp(T(off + a[i]), e));
      gv::set(v[1], i, std::ldexp(T(off + b[i]), e));
      gv::set(v[2], i, std::ldexp(T(off - a[i] - b[i]), e));
    }
    const int k = static_cast<int>(rng.draw(3)), ax = static_cast<int>(rng.draw(3));
    gv::set(v[k], ax, ulps(gv::get(v[k], ax), jitter(rng)));
    tri = {v[0], v[1], v[2]};
  } else {
    // full precision: plane through the corner hi of a box at offset o
    const T sc = std::ldexp(T(1), e);
    const T o = rng.draw(2) ? T(0) : std::ldexp(T(1), static_cast<int>(rng.draw(20)) + e);
    box.min = {o, o, o};
    box.max = {o + sc, o + sc, o + sc};
    const double m[3] = {uniform(rng, 0.1, 1.0), uniform(rng, 0.1, 1.0), uniform(rng, 0.1, 1.0)};
    // two in-plane directions
    const double d1[3] = {m[1], -m[0], 0}, d2[3] = {m[0] * m[2], m[1] * m[2], -(m[0] * m[0] + m[1] * m[1])};
    gv::Vec3<T> v[3];
    for (int k = 0; k < 3; ++k) {
      const double th = 2.0943951023931953 * k + uniform(rng, 0.0, 0.3);
      const double r = 4.0 * static_cast<double>(sc);
      for (int i = 0; i < 3; ++i) {
        const double x = static_cast<double>(box.max.x) + r * (std::cos(th) * d1[i] + std::sin(th) * d2[i]);
        gv::set(v[k], i, ulps(static_cast<T>(x), k == 0 ? jitter(rng) : 0));
      }
    }
    tri = {v[0], v[1], v[2]};
  }
  return {box, tri};
}

/// kSum4Bound on the cross axes: a triangle edge within a few roundings of a
/// box edge. The box edge is x = max.x, y = max.y (along z); the triangle edge
/// p0 p1 passes through the point q = (max.x, max.y, z0) of it, skew to it,
/// and the third vertex lies beyond the edge, so the only candidate near zero
/// is a_z x e_0 (and its kin). Grid contact with one coordinate moved by up to
/// 32 ulps, or full-precision edges rounded to T.
template <class T>
gv::query::AabbTriangle<T> edge_near_edge(gv::gen::Prng& rng) {
  const int e = static_cast<int>(rng.draw(40)) - 20;
  gv::Aabb<T> box;
  gv::Triangle<T> tri;
  const std::int64_t off = rng.draw(2) ? 0 : int_in(rng, 1 << 14);
  const std::int64_t w = 1 + static_cast<std::int64_t>(rng.draw(1 << 8));
  const auto g = [&](std::int64_t x) { return std::ldexp(T(x), e); };
  box = {{g(off - w), g(off - w), g(off - w)}, {g(off), g(off), g(off)}};
  if (rng.draw(2) == 0) {
    // q = (off, off, z0); e = (dx, -dy, dz) with dx, dy > 0 (the edge passes
    // outside the box's quadrant x, y <= off), p0 = q - t e, p1 = q + s e
    const std::int64_t z0 = off - static_cast<std::int64_t>(rng.draw(static_cast<std::uint64_t>(w + 1)));
    const std::int64_t dx = 1 + static_cast<std::int64_t>(rng.draw(64)), dy = 1 + static_cast<std::int64_t>(rng.draw(64));
    const std::int64_t dz = int_in(rng, 64);
    const std::int64_t t = 1 + static_cast<std::int64_t>(rng.draw(8)), s = 1 + static_cast<std::int64_t>(rng.draw(8));
    gv::Vec3<T> v0{g(off - t * dx), g(off + t * dy), g(z0 - t * dz)};
    gv::Vec3<T> v1{g(off + s * dx), g(off - s * dy), g(z0 + s * dz)};
    gv::Vec3<T> v2{g(off + 1 + static_cast<std::int64_t>(rng.draw(64))),
                   g(off + 1 + static_cast<std::int64_t>(rng.draw(64))), g(z0 + int_in(rng, 64))};
    const int k = static_cast<int>(rng.draw(2)), ax = static_cast<int>(rng.draw(2));
    gv::Vec3<T>& vk = k == 0 ? v0 : v1;
    gv::set(vk, ax, ulps(gv::get(vk, ax), jitter(rng)));
    tri = {v0, v1, v2};
  } else {
    const double q[3] = {static_cast<double>(g(off)), static_cast<double>(g(off)),
                         static_cast<double>(g(off)) - uniform(rng, 0.0, 1.0) * static_cast<double>(g(w))};
    const double d[3] = {uniform(rng, 0.1, 1.0) * static_cast<double>(g(w)),
                         -uniform(rng, 0.1, 1.0) * static_cast<double>(g(w)),
                         uniform(rng, -1.0, 1.0) * static_cast<double>(g(w))};
    const double t = uniform(rng, 0.5, 3.0), s = uniform(rng, 0.5, 3.0);
    gv::Vec3<T> v0{static_cast<T>(q[0] - t * d[0]), static_cast<T>(q[1] - t * d[1]), static_cast<T>(q[2] - t * d[2])};
    gv::Vec3<T> v1{static_cast<T>(q[0] + s * d[0]), static_cast<T>(q[1] + s * d[1]), static_cast<T>(q[2] + s * d[2])};
    v1.x = ulps(v1.x, jitter(rng));
    const gv::Vec3<T> v2{g(off + 1 + static_cast<std::int64_t>(rng.draw(64))),
                         g(off + 1 + static_cast<std::int64_t>(rng.draw(64))), static_cast<T>(q[2])};
    tri = {v0, v1, v2};
  }
  return {box, tri};
}

// kTriNormalBound on the triangle's normal (candidate -1), kSum4Bound on the
// cross axis a_z x e_0 (candidate 2, 0).
TYPED_TEST(AabbTriangleTest, NormalBoundWorstCaseFamily) {
  bound_family<TypeParam>("normal-bound", 4001, -1, 0, plane_near_corner<TypeParam>);
}

TYPED_TEST(AabbTriangleTest, CrossAxisBoundWorstCaseFamily) {
  bound_family<TypeParam>("cross-axis-bound", 4002, 2, 0, edge_near_edge<TypeParam>);
}

/// The double filter's range: inputs at the edges of [2^-270, 2^330] enter the
/// filter and raise no flag; just outside they are scaled back into it by a
/// power of two (the filter again); spanning more than it, they go to the
/// exact stage.
TEST(AabbTriangleRange, DoubleScreenEdges) {
  for (const double s : {0x1p+330, 0x1p-270, 0x1.fffffffffffffp+329, 0x1.0000000000001p-270}) {
    const gv::Aabb<double> b{{0, 0, 0}, {s, s, s}};
    const gv::Triangle<double> t{{s, 0, 0}, {0, s, s}, {s, s, 0}};
    gv::Stats st;
    std::feclearexcept(FE_ALL_EXCEPT);
    const Relation r = gv::relation(b, t, &st);
    EXPECT_EQ(std::fetestexcept(kHarmful), 0) << s;
    EXPECT_EQ(r, gv::exact::aabb_triangle(b, t).relation);
    EXPECT_EQ(st.exact + st.filter, 1u);
  }
  for (const double s : {0x1p+331, 0x1p-271}) {
    for (const double z : {0.0, s * 0x1p-700}) {  // the second spans 700 binades
      gv::Stats st;
      const gv::Aabb<double> b{{0, 0, 0}, {s, s, s}};
      const gv::Triangle<double> t{{s, 0, 0}, {0, s, s}, {s, s / 2, z}};
      EXPECT_EQ(gv::relation(b, t, &st), gv::exact::aabb_triangle(b, t).relation);
      EXPECT_EQ(st.exact + st.filter, 1u) << s;
      if (z != 0) {
        EXPECT_EQ(st.exact, 1u) << s;
      }
    }
  }
}

// --- 3. differential: every generator class against the oracle -------------

int case_count(int fallback) {
  const char* s = std::getenv("GEOVERIFY_TRI_CASES");
  return s ? std::atoi(s) : fallback;
}

template <class T, class Make>
gv::Stats differential_loop(const char* name, int n, gv::gen::Prng& rng, Make make) {
  gv::Stats st;
  for (int i = 0; i < n; ++i) {
    const gv::query::AabbTriangle<T> c = make(rng, i);
    std::feclearexcept(FE_ALL_EXCEPT);
    const Relation got = gv::relation(c.box, c.tri, &st);
    const int raised = std::fetestexcept(kHarmful);
    const Relation want = gv::exact::aabb_triangle(c.box, c.tri).relation;
    EXPECT_EQ(raised, 0) << name << "\n" << gv::query::declarations(c);
    EXPECT_EQ(got, want) << name << "\n" << gv::query::declarations(c);
    if (got != want || raised != 0) break;
  }
  return st;
}

template <class T>
void differential(std::uint64_t seed, int n) {
  using C = gv::query::AabbTriangle<T>;
  using Gen = gv::gen::Generator<C>;
  constexpr std::size_t K = Gen::kClasses.size();
  gv::gen::Prng rng(seed);
  gv::Stats per[K];
  for (std::size_t cls = 0; cls < K; ++cls) {
    per[cls] = differential_loop<T>(Gen::kClasses[cls], n / static_cast<int>(K), rng,
                                    [cls](gv::gen::Prng& r, int) { return Gen::make(r, cls); });
    if (::testing::Test::HasFailure()) return;
  }
  // typical input: triangles of size ~1/16 and boxes of size ~1/8 in the unit cube
  const gv::Stats typ = differential_loop<T>("typical", n / 4, rng, [](gv::gen::Prng& r, int) {
    C c{};
    gv::Vec3<T> m{uniform(r, T(0), T(1)), uniform(r, T(0), T(1)), uniform(r, T(0), T(1))};
    for (int i = 0; i < 3; ++i) {
      const T h = uniform(r, T(0.01), T(0.125));
      gv::set(c.box.min, i, gv::get(m, i) - h);
      gv::set(c.box.max, i, gv::get(m, i) + h);
    }
    const gv::Vec3<T> q{uniform(r, T(0), T(1)), uniform(r, T(0), T(1)), uniform(r, T(0), T(1))};
    gv::Vec3<T>* v[3] = {&c.tri.p0, &c.tri.p1, &c.tri.p2};
    for (auto* p : v) *p = {q.x + uniform(r, T(-0.1), T(0.1)), q.y + uniform(r, T(-0.1), T(0.1)),
                            q.z + uniform(r, T(-0.1), T(0.1))};
    return c;
  });
  gv::Stats total;
  std::printf("aabb-triangle %s, %d generated cases + %d typical: filter share per class\n",
              std::is_same_v<T, float> ? "float" : "double", n, n / 4);
  const auto line = [](const char* name, const gv::Stats& s) {
    const double all = static_cast<double>(s.filter + s.exact);
    std::printf("  %-20s %6.1f%%  (filter %llu, exact %llu, invalid %llu)\n", name,
                all > 0 ? 100.0 * static_cast<double>(s.filter) / all : 0.0,
                static_cast<unsigned long long>(s.filter), static_cast<unsigned long long>(s.exact),
                static_cast<unsigned long long>(s.invalid));
  };
  for (std::size_t k = 0; k < K; ++k) {
    line(Gen::kClasses[k], per[k]);
    total.filter += per[k].filter;
    total.exact += per[k].exact;
  }
  line("all generated", total);
  line("typical", typ);
  EXPECT_GT(total.filter, 0u);
  EXPECT_GT(total.exact, 0u);
  EXPECT_GT(typ.filter, 0u);
}

// 16 classes x 1000 cases + 4000 typical per scalar type (the oracle dominates
// the cost: ~20 s per type under ASan). GEOVERIFY_TRI_CASES overrides the count.
TEST(AabbTriangleDifferential, FloatEveryGeneratorClass) { differential<float>(0x7a1e01, case_count(work(16000))); }
TEST(AabbTriangleDifferential, DoubleEveryGeneratorClass) { differential<double>(0x7a1e02, case_count(work(16000))); }

}  // namespace

}  // namespace gv_core_aabb_triangle_test
