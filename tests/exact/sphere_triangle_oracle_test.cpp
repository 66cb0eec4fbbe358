// SPDX-License-Identifier: MIT
// Specification of the sphere-triangle oracle (exact/sphere_triangle.h): the
// exact squared distance to a triangle (rational/sphere_triangle.h) on every
// feature that can hold the nearest point; the relation of every degenerate
// class on hand cases (tangent to the face, an edge or a vertex touches; a
// point sphere on the triangle touches; degenerate triangles; signed zeros;
// the ends of the range), its margins, rejection of invalid input, agreement
// with the independent face enumeration of exact/crosscheck on every
// generator class, the relations the contact classes produce
// (gen/sphere_triangle.h) and the degeneracy classes (exact/classify.h).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <map>
#include <string>

#include "geoverify/crosscheck/crosscheck.h"
#include "geoverify/exact/classify.h"
#include "geoverify/exact/oracle.h"
#include "geoverify/exact/rational/sphere_triangle.h"
#include "geoverify/exact/sphere_triangle.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "relations_by_class.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_exact_sphere_triangle_oracle_test {

namespace {

using gv::Relation;
using gv::exact::Rational;
using gv::exact::Vec3Q;
using gv::test_support::work;

// The triangle (0,0,0), (4,0,0), (0,4,0) in the plane z = 0.
const gv::Triangled kTri{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};

gv::Sphered ball(gv::Vec3d c, double r) { return {c, r}; }

/// The oracle's relation, checked against the independent face enumeration.
template <class T>
Relation rel(const gv::Sphere<T>& s, const gv::Triangle<T>& t) {
  const Relation by_oracle = gv::exact::sphere_triangle(s, t).relation;
  EXPECT_EQ(by_oracle, gv::crosscheck::sphere_triangle(s, t)) << "the face enumeration disagrees";
  return by_oracle;
}

Vec3Q q(double x, double y, double z) { return {Rational(x), Rational(y), Rational(z)}; }

TEST(SphereTriangleOracle, SquaredDistanceOnEveryFeature) {
  using gv::exact::squared_distance_to_segment;
  using gv::exact::squared_distance_to_triangle;
  const Vec3Q a = q(0, 0, 0), b = q(4, 0, 0), c = q(0, 4, 0);
  EXPECT_EQ(squared_distance_to_triangle(q(1, 1, 3), a, b, c), 9);   // above the face
  EXPECT_EQ(squared_distance_to_triangle(q(1, 1, 0), a, b, c), 0);   // on it
  EXPECT_EQ(squared_distance_to_triangle(q(2, -3, 4), a, b, c), 25); // beside the edge y = 0
  EXPECT_EQ(squared_distance_to_triangle(q(4, 4, 1), a, b, c), 9);   // beyond the hypotenuse, foot (2, 2, 0)
  EXPECT_EQ(squared_distance_to_triangle(q(6, -1, 2), a, b, c), 9);  // beyond the vertex (4, 0, 0)
  EXPECT_EQ(squared_distance_to_triangle(q(1, 1, 3), b, a, c), 9);   // the other winding
  // A foot at a third: the distance from (1, 1, 0) to the line x = 3y... of
  // the edge from (0,0,0) to (3,1,0) is |(1,1) x (3,1)| / |(3,1)| = 2 / sqrt(10).
  EXPECT_EQ(squared_distance_to_segment(q(1, 1, 0), q(0, 0, 0), q(3, 1, 0)), Rational(4, 10));
  // Degenerate: a segment (collinear, repeated) and a point.
  EXPECT_EQ(squared_distance_to_triangle(q(1, 3, 4), a, b, q(2, 0, 0)), 25);
  EXPECT_EQ(squared_distance_to_triangle(q(6, 0, 0), a, b, b), 4);
  EXPECT_EQ(squared_distance_to_triangle(q(3, 3, 5), q(1, 2, 3), q(1, 2, 3), q(1, 2, 3)), 9);
  EXPECT_EQ(squared_distance_to_segment(q(3, 3, 5), q(1, 2, 3), q(1, 2, 3)), 9);
}

TEST(SphereTriangleOracle, TangencyTouchesAndTheMarginIsTheGap) {
  EXPECT_EQ(rel(ball({1, 1, 2}, 2), kTri), Relation::touching);    // the face
  EXPECT_EQ(rel(ball({2, -3, 4}, 5), kTri), Relation::touching);   // an edge
  EXPECT_EQ(rel(ball({6, -1, 2}, 3), kTri), Relation::touching);   // a vertex
  EXPECT_EQ(rel(ball({2, -1, 0}, 1), kTri), Relation::touching);   // in the plane, an edge
  const auto apart = gv::exact::sphere_triangle(ball({1, 1, 3}, 2), kTri);
  EXPECT_EQ(apart.relation, Relation::disjoint);
  EXPECT_DOUBLE_EQ(apart.margin, 1.0);  // dist - r
  EXPECT_DOUBLE_EQ(apart.scale, 4.0);   // the largest |coordinate| or r
  const auto deep = gv::exact::sphere_triangle(ball({1, 1, 1}, 3), kTri);
  EXPECT_EQ(deep.relation, Relation::overlapping);
  EXPECT_DOUBLE_EQ(deep.margin, -2.0);  // minus the depth r - dist
  EXPECT_EQ(gv::exact::sphere_triangle(ball({2, -3, 4}, 5), kTri).margin, 0.0);
  // One ulp of r either side of the face tangency.
  EXPECT_EQ(rel(ball({1, 1, 2}, std::nextafter(2.0, 0.0)), kTri), Relation::disjoint);
  EXPECT_EQ(rel(ball({1, 1, 2}, std::nextafter(2.0, 3.0)), kTri), Relation::overlapping);
}

TEST(SphereTriangleOracle, PointSpheresAndDegenerateTriangles) {
  // A point on the face, an edge, a vertex touches (no interior); off it, apart.
  EXPECT_EQ(rel(ball({1, 1, 0}, 0), kTri), Relation::touching);
  EXPECT_EQ(rel(ball({2, 2, 0}, 0), kTri), Relation::touching);
  EXPECT_EQ(rel(ball({0, 4, 0}, -0.0), kTri), Relation::touching);
  EXPECT_EQ(rel(ball({1, 1, 0x1p-1074}, 0), kTri), Relation::disjoint);
  // Collinear vertices: the segment (0,0,0)-(4,0,0); a point triangle.
  const gv::Triangled flat{{0, 0, 0}, {2, 0, 0}, {4, 0, 0}};
  EXPECT_EQ(rel(ball({1, 3, 4}, 5), flat), Relation::touching);
  EXPECT_EQ(rel(ball({1, 3, 4}, 4.5), flat), Relation::disjoint);
  EXPECT_EQ(rel(ball({1, 3, 4}, 5.5), flat), Relation::overlapping);
  EXPECT_EQ(rel(ball({3, 0, 0}, 0), flat), Relation::touching);
  const gv::Triangled dot{{1, 2, 3}, {1, 2, 3}, {1, 2, 3}};
  EXPECT_EQ(rel(ball({3, 3, 5}, 3), dot), Relation::touching);
  EXPECT_EQ(rel(ball({1, 2, 3}, 0), dot), Relation::touching);
  EXPECT_EQ(rel(ball({3, 3, 5}, 2.5), dot), Relation::disjoint);
}

TEST(SphereTriangleOracle, SignedZerosAndTheEndsOfTheRange) {
  const gv::Trianglef neg{{-0.0f, -0.0f, -0.0f}, {4, -0.0f, -0.0f}, {-0.0f, 4, -0.0f}};
  EXPECT_EQ(rel(gv::Spheref{{1, 1, 2}, 2}, neg), Relation::touching);
  EXPECT_EQ(rel(gv::Spheref{{-0.0f, -0.0f, -0.0f}, -0.0f}, neg), Relation::touching);
  // Subnormal: tangent, apart and overlapping scaled by denorm_min.
  const double d = std::numeric_limits<double>::denorm_min();
  const gv::Triangled sub{{0, 0, 0}, {4 * d, 0, 0}, {0, 4 * d, 0}};
  EXPECT_EQ(rel(ball({d, d, 2 * d}, 2 * d), sub), Relation::touching);
  EXPECT_EQ(rel(ball({d, d, 3 * d}, 2 * d), sub), Relation::disjoint);
  EXPECT_EQ(rel(ball({d, d, d}, 2 * d), sub), Relation::overlapping);
  // The largest values, where every square overflows.
  const double mx = std::numeric_limits<double>::max();
  const gv::Triangled big{{mx, 0, 0}, {0, mx, 0}, {0, 0, -mx}};
  EXPECT_EQ(rel(ball({mx, mx, mx}, mx), big), Relation::disjoint);
  EXPECT_EQ(rel(ball({0, 0, 0}, mx), big), Relation::overlapping);
  const auto r = gv::exact::sphere_triangle(ball({-mx, 0, 0}, mx), gv::Triangled{{0, 0, 0}, {0, mx, 0}, {0, 0, mx}});
  EXPECT_EQ(r.relation, Relation::touching);
  EXPECT_EQ(r.scale, mx);
  const float mf = std::numeric_limits<float>::max();
  EXPECT_EQ(rel(gv::Spheref{{-mf, 0, 0}, mf}, gv::Trianglef{{0, 0, 0}, {0, mf, 0}, {0, 0, mf}}), Relation::touching);
}

TEST(SphereTriangleOracle, InvalidInputIsRejected) {
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  EXPECT_EQ(gv::exact::sphere_triangle(ball({nan, 0, 0}, 1), kTri).relation, Relation::invalid);
  EXPECT_EQ(gv::exact::sphere_triangle(ball({0, 0, 0}, -1), kTri).relation, Relation::invalid);
  EXPECT_EQ(gv::exact::sphere_triangle(ball({0, 0, 0}, inf), kTri).relation, Relation::invalid);
  EXPECT_EQ(gv::exact::sphere_triangle(ball({0, 0, 0}, 1), gv::Triangled{{0, 0, 0}, {0, inf, 0}, {1, 0, 0}}).relation,
            Relation::invalid);
  EXPECT_EQ(gv::crosscheck::sphere_triangle(ball({0, 0, 0}, -0.5), kTri), Relation::invalid);
  const auto r = gv::exact::sphere_triangle(ball({inf, 0, 0}, 1), kTri);
  EXPECT_EQ(r.margin, 0.0);
  EXPECT_EQ(r.scale, 0.0);
}

/// Every generator class: the oracle and the face enumeration of
/// exact/crosscheck give the same relation; the margin's sign agrees with it.
template <class T>
void agrees_with_the_face_enumeration(std::uint64_t seed, int per_class) {
  using C = gv::query::SphereTriangle<T>;
  using Gen = gv::gen::Generator<C>;
  gv::gen::Prng rng(seed);
  for (std::size_t cls = 0; cls < Gen::kClasses.size(); ++cls) {
    for (int i = 0; i < per_class; ++i) {
      const C c = Gen::make(rng, cls);
      ASSERT_TRUE(gv::query::valid(c)) << Gen::kClasses[cls];
      const auto r = gv::exact::sphere_triangle(c.sphere, c.tri);
      ASSERT_EQ(r.relation, gv::crosscheck::of(c)) << Gen::kClasses[cls] << "\n" << gv::query::declarations(c);
      ASSERT_EQ(r.margin > 0, r.relation == Relation::disjoint) << gv::query::declarations(c);
      ASSERT_EQ(r.margin < 0, r.relation == Relation::overlapping) << gv::query::declarations(c);
    }
  }
}

TEST(SphereTriangleOracle, AgreesWithTheFaceEnumerationFloat) {
  agrees_with_the_face_enumeration<float>(0x5b71, work(60, 6));
}
TEST(SphereTriangleOracle, AgreesWithTheFaceEnumerationDouble) {
  agrees_with_the_face_enumeration<double>(0x5b72, work(60, 6));
}

template <class T>
class SphereTriangleGenerator : public ::testing::Test {};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(SphereTriangleGenerator, Scalars);

TYPED_TEST(SphereTriangleGenerator, ContactClassesHitTheirRelations) {
  const auto m = gv::test_support::relations_by_class<gv::query::SphereTriangle<TypeParam>>(0x5b73, work(300, 60));
  auto count = [&](const char* cls, Relation r) {
    const auto& c = m.at(cls);
    const auto it = c.find(r);
    return it == c.end() ? 0 : it->second;
  };
  const int n = work(300, 60);
  // Built exactly on the integer grid: tangency and points on the triangle
  // only ever touch.
  for (const char* cls : {"tangent-face", "tangent-edge", "tangent-vertex", "tangent-big-lattice", "in-plane-tangent",
                          "sliver", "point-on-triangle"}) {
    EXPECT_EQ(count(cls, Relation::touching), n) << cls;
  }
  EXPECT_EQ(count("centre-on-triangle", Relation::overlapping), n);
  EXPECT_EQ(count("ulp-radius", Relation::touching), 0);
  EXPECT_GT(count("ulp-radius", Relation::disjoint), 0);
  EXPECT_GT(count("ulp-radius", Relation::overlapping), 0);
  // The mixed classes reach every relation they aim at.
  for (const char* cls : {"collinear", "point-triangle", "ulp-step", "far-small"}) {
    EXPECT_GT(count(cls, Relation::touching), 0) << cls;
    EXPECT_GT(count(cls, Relation::disjoint), 0) << cls;
  }
  EXPECT_GT(count("point-off-triangle", Relation::disjoint), 0);
}

TEST(SphereTriangleClassify, TagsNameTheDegeneracy) {
  auto tags = [](const gv::Sphered& s, const gv::Triangled& t) {
    const gv::query::SphereTriangle<double> c{s, t};
    return gv::exact::degeneracy_class(c, gv::exact::oracle(c));
  };
  EXPECT_EQ(tags(ball({1, 1, 3}, 1), kTri), "generic, clear");
  EXPECT_EQ(tags(ball({1, 1, 2}, 2), kTri), "tangent-face, touching");
  EXPECT_EQ(tags(ball({2, -3, 4}, 5), kTri), "tangent-edge, touching");
  EXPECT_EQ(tags(ball({6, -1, 2}, 3), kTri), "tangent-vertex, touching");
  EXPECT_EQ(tags(ball({2, -1, 0}, 1), kTri), "centre-in-plane+tangent-edge, touching");
  EXPECT_EQ(tags(ball({1, 1, 0}, 0), kTri), "point-sphere+centre-on-triangle, touching");
  EXPECT_EQ(tags(ball({4, 0, 0}, 1), kTri), "centre-at-vertex+centre-on-triangle, clear");
  EXPECT_EQ(tags(ball({1, 3, 4}, 5), gv::Triangled{{0, 0, 0}, {2, 0, 0}, {4, 0, 0}}),
            "segment-triangle-degenerate+tangent-edge, touching");
  EXPECT_EQ(tags(ball({3, 3, 5}, 3), gv::Triangled{{1, 2, 3}, {1, 2, 3}, {1, 2, 3}}),
            "point-triangle+tangent-vertex, touching");
}

}  // namespace

}  // namespace gv_exact_sphere_triangle_oracle_test
