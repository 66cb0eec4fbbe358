// SPDX-License-Identifier: MIT
// Specification of the segment-triangle oracle (exact/segment_triangle.h):
// the relation of every degenerate class on hand cases (a transversal
// crossing of the interior overlaps; an endpoint on the triangle, a segment
// through an edge or a vertex, in the plane, and every contact of a point
// segment or a degenerate triangle touch; parallel and short segments are
// disjoint; signed zeros; the ends of the range), its margins, rejection of
// invalid input, agreement with the independent LP of exact/crosscheck on
// every generator class, the relations the contact classes produce
// (gen/segment_triangle.h) and the degeneracy classes (exact/classify.h).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <map>
#include <string>

#include "geoverify/crosscheck/crosscheck.h"
#include "geoverify/exact/classify.h"
#include "geoverify/exact/oracle.h"
#include "geoverify/exact/segment_triangle.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "relations_by_class.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_exact_segment_triangle_oracle_test {

namespace {

using gv::Relation;
using gv::test_support::work;

// The triangle (0,0,0), (4,0,0), (0,4,0) in the plane z = 0.
const gv::Triangled kTri{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};

gv::Segmentd seg(gv::Vec3d p, gv::Vec3d q) { return {p, q}; }

/// The oracle's relation, checked against the independent LP and against
/// the reversed segment.
template <class T>
Relation rel(const gv::Segment<T>& s, const gv::Triangle<T>& t) {
  const Relation by_oracle = gv::exact::segment_triangle(s, t).relation;
  EXPECT_EQ(by_oracle, gv::crosscheck::segment_triangle(s, t)) << "the independent LP disagrees";
  EXPECT_EQ(by_oracle, gv::exact::segment_triangle(gv::Segment<T>{s.p1, s.p0}, t).relation)
      << "the endpoint order matters";
  return by_oracle;
}

TEST(SegmentTriangleOracle, TransversalCrossingsOverlap) {
  const auto r = gv::exact::segment_triangle(seg({1, 1, -1}, {1, 1, 1}), kTri);
  EXPECT_EQ(r.relation, Relation::overlapping);
  EXPECT_LT(r.margin, 0.0);
  EXPECT_EQ(rel(seg({1, 1, -1}, {1, 1, 1}), kTri), Relation::overlapping);
  EXPECT_EQ(rel(seg({0, 0, -2}, {2, 2, 2}), kTri), Relation::overlapping);  // oblique
  // Crossing the plane outside the triangle, and stopping short of it.
  EXPECT_EQ(rel(seg({3, 3, -1}, {3, 3, 1}), kTri), Relation::disjoint);
  EXPECT_EQ(rel(seg({1, 1, 1}, {1, 1, 3}), kTri), Relation::disjoint);
}

TEST(SegmentTriangleOracle, BoundaryContactTouches) {
  // Through an edge, through a vertex.
  EXPECT_EQ(rel(seg({2, -1, -1}, {2, 1, 1}), kTri), Relation::touching);
  EXPECT_EQ(rel(seg({-1, -1, -1}, {1, 1, 1}), kTri), Relation::touching);
  // An endpoint on the face, on an edge, at a vertex.
  EXPECT_EQ(rel(seg({1, 1, 0}, {2, 3, 5}), kTri), Relation::touching);
  EXPECT_EQ(rel(seg({2, 2, 0}, {2, 3, -5}), kTri), Relation::touching);
  EXPECT_EQ(rel(seg({4, 0, 0}, {5, 1, 1}), kTri), Relation::touching);
  // One ulp short of the face: a gap.
  const auto gap = gv::exact::segment_triangle(seg({1, 1, 0x1p-52}, {1, 1, 1}), kTri);
  EXPECT_EQ(gap.relation, Relation::disjoint);
  EXPECT_GT(gap.margin, 0.0);
}

TEST(SegmentTriangleOracle, SegmentsInOrParallelToThePlane) {
  // In the plane: across, inside, along an edge, through a vertex only: touching.
  EXPECT_EQ(rel(seg({-1, 1, 0}, {5, 1, 0}), kTri), Relation::touching);
  EXPECT_EQ(rel(seg({1, 1, 0}, {2, 1, 0}), kTri), Relation::touching);
  EXPECT_EQ(rel(seg({-1, 0, 0}, {5, 0, 0}), kTri), Relation::touching);
  EXPECT_EQ(rel(seg({4, 0, 0}, {6, -2, 0}), kTri), Relation::touching);
  // In the plane, beyond the hypotenuse; parallel, a quarter above.
  EXPECT_EQ(rel(seg({3, 3, 0}, {5, 1.5, 0}), kTri), Relation::disjoint);
  const auto r = gv::exact::segment_triangle(seg({-1, 1, 0.25}, {5, 1, 0.25}), kTri);
  EXPECT_EQ(r.relation, Relation::disjoint);
  EXPECT_DOUBLE_EQ(r.margin, 0.25);  // the planes' distance
  EXPECT_DOUBLE_EQ(r.scale, 5.0);    // the largest |coordinate|
}

TEST(SegmentTriangleOracle, PointSegmentsAndDegenerateTriangles) {
  EXPECT_EQ(rel(seg({1, 1, 0}, {1, 1, 0}), kTri), Relation::touching);
  EXPECT_EQ(rel(seg({4, 0, 0}, {4, 0, 0}), kTri), Relation::touching);
  EXPECT_EQ(rel(seg({1, 1, 0x1p-1074}, {1, 1, 0x1p-1074}), kTri), Relation::disjoint);
  // A triangle with collinear vertices is the segment (0,0,0)-(4,0,0):
  // crossed (two segments meeting: touching), missed; a point triangle.
  const gv::Triangled flat{{0, 0, 0}, {2, 0, 0}, {4, 0, 0}};
  EXPECT_EQ(rel(seg({1, -1, -1}, {1, 1, 1}), flat), Relation::touching);
  EXPECT_EQ(rel(seg({1, -1, 1}, {1, 1, 1}), flat), Relation::disjoint);
  const gv::Triangled dot{{1, 2, 3}, {1, 2, 3}, {1, 2, 3}};
  EXPECT_EQ(rel(seg({0, 1, 2}, {2, 3, 4}), dot), Relation::touching);
  EXPECT_EQ(rel(seg({0, 1, 2}, {2, 3, 5}), dot), Relation::disjoint);
}

TEST(SegmentTriangleOracle, SignedZerosAndTheEndsOfTheRange) {
  const gv::Trianglef neg{{-1, -1, -0.0f}, {1, -1, -0.0f}, {0, 1, -0.0f}};
  EXPECT_EQ(rel(gv::Segmentf{{0, 0, 0}, {0, 0, 1}}, neg), Relation::touching);
  EXPECT_EQ(rel(gv::Segmentf{{-0.0f, -0.0f, -1}, {0, 0, 1}}, neg), Relation::overlapping);
  // Subnormal: crossing, touching and a gap scaled by denorm_min.
  const double d = std::numeric_limits<double>::denorm_min();
  const gv::Triangled sub{{0, 0, 0}, {4 * d, 0, 0}, {0, 4 * d, 0}};
  EXPECT_EQ(rel(seg({d, d, -d}, {d, d, d}), sub), Relation::overlapping);
  EXPECT_EQ(rel(seg({2 * d, -d, -d}, {2 * d, d, d}), sub), Relation::touching);
  EXPECT_EQ(rel(seg({3 * d, 3 * d, -d}, {3 * d, 3 * d, d}), sub), Relation::disjoint);
  // The largest values, where p1 - p0 and every product overflow.
  const double mx = std::numeric_limits<double>::max();
  const gv::Triangled big{{mx, 0, 0}, {0, mx, 0}, {0, 0, mx}};
  EXPECT_EQ(rel(seg({0, 0, 0}, {mx, mx, mx}), big), Relation::overlapping);
  EXPECT_EQ(rel(seg({-mx, 0, 0}, {mx, 0, 0}), big), Relation::touching);  // through the vertex (mx, 0, 0)
  const auto r = gv::exact::segment_triangle(seg({-mx, -mx, -mx}, {0, 0, 0}), big);
  EXPECT_EQ(r.relation, Relation::disjoint);
  EXPECT_EQ(r.scale, mx);
  const float mf = std::numeric_limits<float>::max();
  EXPECT_EQ(rel(gv::Segmentf{{-mf, -mf, -mf}, {mf, mf, mf}}, gv::Trianglef{{mf, 0, 0}, {0, mf, 0}, {0, 0, mf}}),
            Relation::overlapping);
}

TEST(SegmentTriangleOracle, InvalidInputIsRejected) {
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  EXPECT_EQ(gv::exact::segment_triangle(seg({nan, 0, 0}, {1, 1, 1}), kTri).relation, Relation::invalid);
  EXPECT_EQ(gv::exact::segment_triangle(seg({0, 0, 0}, {1, 1, 1}), gv::Triangled{{0, 0, 0}, {0, inf, 0}, {1, 0, 0}})
                .relation,
            Relation::invalid);
  EXPECT_EQ(gv::crosscheck::segment_triangle(seg({0, 0, -inf}, {1, 1, 1}), kTri), Relation::invalid);
  const auto r = gv::exact::segment_triangle(seg({inf, 0, 0}, {0, 0, 0}), kTri);
  EXPECT_EQ(r.margin, 0.0);
  EXPECT_EQ(r.scale, 0.0);
}

/// Every generator class: the oracle and the LP of exact/crosscheck give the
/// same relation; the margin's sign agrees with it.
template <class T>
void agrees_with_the_lp(std::uint64_t seed, int per_class) {
  using C = gv::query::SegmentTriangle<T>;
  using Gen = gv::gen::Generator<C>;
  gv::gen::Prng rng(seed);
  for (std::size_t cls = 0; cls < Gen::kClasses.size(); ++cls) {
    for (int i = 0; i < per_class; ++i) {
      const C c = Gen::make(rng, cls);
      ASSERT_TRUE(gv::query::valid(c)) << Gen::kClasses[cls];
      const auto r = gv::exact::segment_triangle(c.seg, c.tri);
      ASSERT_EQ(r.relation, gv::crosscheck::of(c)) << Gen::kClasses[cls] << "\n" << gv::query::declarations(c);
      ASSERT_EQ(r.margin > 0, r.relation == Relation::disjoint) << gv::query::declarations(c);
      ASSERT_EQ(r.margin < 0, r.relation == Relation::overlapping) << gv::query::declarations(c);
    }
  }
}

TEST(SegmentTriangleOracle, AgreesWithTheLpFloat) { agrees_with_the_lp<float>(0x57e1, work(40, 4)); }
TEST(SegmentTriangleOracle, AgreesWithTheLpDouble) { agrees_with_the_lp<double>(0x57e2, work(40, 4)); }

template <class T>
class SegmentTriangleGenerator : public ::testing::Test {};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(SegmentTriangleGenerator, Scalars);

TYPED_TEST(SegmentTriangleGenerator, ContactClassesHitTheirRelations) {
  const auto m = gv::test_support::relations_by_class<gv::query::SegmentTriangle<TypeParam>>(0x57e3, work(300, 60));
  auto count = [&](const char* cls, Relation r) {
    const auto& c = m.at(cls);
    const auto it = c.find(r);
    return it == c.end() ? 0 : it->second;
  };
  const int n = work(300, 60);
  // Built exactly on the integer grid: contact only ever touches.
  for (const char* cls : {"through-edge", "through-vertex", "endpoint-on-face", "endpoint-on-edge",
                          "in-plane-crossing", "in-plane-vertex", "shared-endpoint"}) {
    EXPECT_EQ(count(cls, Relation::touching), n) << cls;
  }
  EXPECT_EQ(count("crossing", Relation::overlapping), n);
  EXPECT_EQ(count("in-plane-disjoint", Relation::disjoint), n);
  EXPECT_EQ(count("parallel-offset", Relation::disjoint), n);
  // The mixed classes reach every relation they aim at.
  for (const char* cls : {"near-parallel", "sliver", "front-to-back", "ulp-step"}) {
    EXPECT_GT(count(cls, Relation::touching), 0) << cls;
    EXPECT_GT(count(cls, Relation::disjoint), 0) << cls;
    EXPECT_GT(count(cls, Relation::overlapping), 0) << cls;
  }
}

TEST(SegmentTriangleClassify, TagsNameTheDegeneracy) {
  auto tags = [](const gv::Segmentd& s, const gv::Triangled& t) {
    const gv::query::SegmentTriangle<double> c{s, t};
    return gv::exact::degeneracy_class(c, gv::exact::oracle(c));
  };
  EXPECT_EQ(tags(seg({1, 1, -1}, {1, 1, 1}), kTri), "generic, clear");
  EXPECT_EQ(tags(seg({2, -1, -1}, {2, 1, 1}), kTri), "through-edge, touching");
  EXPECT_EQ(tags(seg({-1, -1, -1}, {1, 1, 1}), kTri), "through-vertex, touching");
  EXPECT_EQ(tags(seg({1, 1, 0}, {1, 1, 1}), kTri), "endpoint-on-plane, touching");
  EXPECT_EQ(tags(seg({-1, 1, 0}, {5, 1, 0}), kTri), "in-plane, touching");
  EXPECT_EQ(tags(seg({-1, 1, 1}, {5, 1, 1}), kTri), "parallel, clear");
  EXPECT_EQ(tags(seg({1, 1, 1}, {1, 1, 1}), kTri), "point-segment, clear");
  EXPECT_EQ(tags(seg({0, 0, 0}, {1, 1, 1}), kTri), "endpoint-at-vertex+endpoint-on-plane+through-vertex, touching");
  EXPECT_EQ(tags(seg({1, 1, -1}, {1, 1, 1}), gv::Triangled{{0, 0, 0}, {2, 0, 0}, {4, 0, 0}}),
            "segment-triangle-degenerate, clear");
}

}  // namespace

}  // namespace gv_exact_segment_triangle_oracle_test
