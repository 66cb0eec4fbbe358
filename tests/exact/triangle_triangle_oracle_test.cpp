// SPDX-License-Identifier: MIT
// Specification of the triangle-triangle oracle (exact/triangle_triangle.h):
// the relation of every degenerate class on hand cases (coplanar pairs touch
// at most; shared edges and vertices, a vertex on a face, edges meeting and
// an edge in the other's plane touch; a transversal crossing overlaps, also
// when it is a segment that crosses; parallel planes and coplanar gaps are
// disjoint; points; signed zeros; the ends of the range), its margins,
// rejection of invalid input, agreement with the independent LP of
// exact/crosscheck on every generator class, the relations each generator
// class produces (gen/triangle_triangle.h) and the degeneracy classes
// (exact/classify.h).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <map>
#include <string>

#include "geoverify/crosscheck/crosscheck.h"
#include "geoverify/exact/classify.h"
#include "geoverify/exact/oracle.h"
#include "geoverify/exact/triangle_triangle.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "work.h"
#include "relations_by_class.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_exact_triangle_triangle_oracle_test {

namespace {

using gv::Relation;
using gv::test_support::work;

// The triangle (0,0,0), (4,0,0), (0,4,0) in the plane z = 0.
const gv::Triangled kTri{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};

/// The oracle's relation, checked against the independent LP and against
/// the swapped argument order.
template <class T>
Relation rel(const gv::Triangle<T>& a, const gv::Triangle<T>& b) {
  const Relation by_oracle = gv::exact::triangle_triangle(a, b).relation;
  EXPECT_EQ(by_oracle, gv::crosscheck::triangle_triangle(a, b)) << "the independent LP disagrees";
  EXPECT_EQ(by_oracle, gv::exact::triangle_triangle(b, a).relation) << "the argument order matters";
  return by_oracle;
}

TEST(TriangleTriangleOracle, CoplanarPairsTouchAtMost) {
  // Overlapping in the plane: two flat sets never overlap (M = A - B is flat).
  EXPECT_EQ(rel(kTri, gv::Triangled{{1, 1, 0}, {5, 1, 0}, {1, 5, 0}}), Relation::touching);
  EXPECT_EQ(rel(kTri, kTri), Relation::touching);  // identical
  EXPECT_EQ(rel(kTri, gv::Triangled{{1, 1, 0}, {2, 1, 0}, {1, 2, 0}}), Relation::touching);  // nested
  // In an oblique plane, x + y + z = 4: the midpoint triangle lies inside.
  const gv::Triangled oblique{{4, 0, 0}, {0, 4, 0}, {0, 0, 4}};
  EXPECT_EQ(rel(oblique, gv::Triangled{{2, 2, 0}, {0, 2, 2}, {2, 0, 2}}), Relation::touching);
  // Edge to edge in the plane, and apart with a gap across the hypotenuse x + y = 4.
  EXPECT_EQ(rel(kTri, gv::Triangled{{2, 2, 0}, {6, 2, 0}, {2, 6, 0}}), Relation::touching);
  const auto gap = gv::exact::triangle_triangle(kTri, gv::Triangled{{3, 3, 0}, {6, 3, 0}, {3, 6, 0}});
  EXPECT_EQ(gap.relation, Relation::disjoint);
  EXPECT_GT(gap.margin, 0.0);
  EXPECT_LE(gap.margin, std::sqrt(2.0) * (1 + 1e-15));  // a lower bound of the distance sqrt(2)
  // One ulp apart across the hypotenuse: still a gap.
  EXPECT_EQ(rel(kTri, gv::Triangled{{2, std::nextafter(2.0, 3.0), 0}, {6, 2, 0}, {2, 6, 0}}), Relation::disjoint);
}

TEST(TriangleTriangleOracle, SharedEdgesAndVerticesTouch) {
  // Folded along the shared edge (0,0,0)-(4,0,0), at any angle.
  EXPECT_EQ(rel(kTri, gv::Triangled{{4, 0, 0}, {0, 0, 0}, {2, -1, 3}}), Relation::touching);
  EXPECT_EQ(rel(kTri, gv::Triangled{{4, 0, 0}, {0, 0, 0}, {2, 1, 3}}), Relation::touching);
  EXPECT_EQ(rel(kTri, gv::Triangled{{0, 0, 0}, {4, 0, 0}, {2, 0, 5}}), Relation::touching);  // at a right angle
  // Coplanar, on the opposite side and on the same side of the edge.
  EXPECT_EQ(rel(kTri, gv::Triangled{{4, 0, 0}, {0, 0, 0}, {2, -4, 0}}), Relation::touching);
  EXPECT_EQ(rel(kTri, gv::Triangled{{4, 0, 0}, {0, 0, 0}, {1, 1, 0}}), Relation::touching);
  // A shared vertex, the other triangle above the plane or crossing it.
  EXPECT_EQ(rel(kTri, gv::Triangled{{0, 0, 0}, {-1, 2, 3}, {2, -1, 3}}), Relation::touching);
  EXPECT_EQ(rel(kTri, gv::Triangled{{0, 0, 0}, {-1, -1, 3}, {-2, 1, -3}}), Relation::touching);  // outside a's corner
  // A shared vertex and b's plane cutting through a's interior near it:
  // (0,0,0), (2,2,2), (2,2,-2) contains the segment to (2,2,0), inside a.
  EXPECT_EQ(rel(kTri, gv::Triangled{{0, 0, 0}, {2, 2, 2}, {2, 2, -2}}), Relation::overlapping);
}

TEST(TriangleTriangleOracle, BoundaryContactTouches) {
  // A vertex on a's face, b above the plane.
  EXPECT_EQ(rel(kTri, gv::Triangled{{1, 1, 0}, {1, 1, 4}, {2, 3, 5}}), Relation::touching);
  // A vertex on a's face, b's other vertices on both sides: b cuts a.
  EXPECT_EQ(rel(kTri, gv::Triangled{{1, 1, 0}, {1, 1, 4}, {1, 1.5, -4}}), Relation::overlapping);
  // An edge of b crossing a's edge at (2,0,0), b beyond the plane through
  // that edge and b's edge direction (normal (0,-1,1)).
  EXPECT_EQ(rel(kTri, gv::Triangled{{2, -1, -1}, {2, 1, 1}, {2, -3, 3}}), Relation::touching);
  // Edges crossing in a's plane.
  EXPECT_EQ(rel(kTri, gv::Triangled{{2, -1, 0}, {2, 1, 0}, {2, 0, 3}}), Relation::touching);
  // An edge of b lying in a's plane across a, b's third vertex above it.
  EXPECT_EQ(rel(kTri, gv::Triangled{{-1, 1, 0}, {5, 1, 0}, {1, 1, 3}}), Relation::touching);
  // ... and beside a in its plane.
  EXPECT_EQ(rel(kTri, gv::Triangled{{-1, 5, 0}, {5, 5, 0}, {1, 5, 3}}), Relation::disjoint);
}

TEST(TriangleTriangleOracle, TransversalCrossingsOverlap) {
  // An edge of b through a's interior point (1,1,0).
  const auto r = gv::exact::triangle_triangle(kTri, gv::Triangled{{1, 1, -1}, {1, 1, 1}, {3, 3, 2}});
  EXPECT_EQ(r.relation, Relation::overlapping);
  EXPECT_LT(r.margin, 0.0);
  EXPECT_EQ(rel(kTri, gv::Triangled{{1, 1, -1}, {1, 1, 1}, {3, 3, 2}}), Relation::overlapping);
  // Two triangles linked like chain links.
  EXPECT_EQ(rel(kTri, gv::Triangled{{1, 1, -2}, {1, 1, 2}, {1, -3, 0}}), Relation::overlapping);
  // Crossing through an edge: b's edge (2,0,-1)-(2,0,1) meets a's edge at
  // (2,0,0) only. b's plane x = 2 meets a in the segment (2,0,0)-(2,2,0);
  // with b's third vertex (2,2,0), b contains that segment: b passes through
  // a's relative interior transversally, so overlapping. With (2,-2,0), b
  // lies at y <= 0 within x = 2 and meets a at (2,0,0) only: touching.
  EXPECT_EQ(rel(kTri, gv::Triangled{{2, 0, -1}, {2, 0, 1}, {2, 2, 0}}), Relation::overlapping);
  EXPECT_EQ(rel(kTri, gv::Triangled{{2, 0, -1}, {2, 0, 1}, {2, -2, 0}}), Relation::touching);
  // Crossing a's plane outside a: disjoint.
  EXPECT_EQ(rel(kTri, gv::Triangled{{3, 3, -1}, {3, 3, 1}, {5, 5, 0}}), Relation::disjoint);
}

TEST(TriangleTriangleOracle, ParallelPlanesAreDisjoint) {
  const gv::Triangled lifted{{0, 0, 1}, {4, 0, 1}, {0, 4, 1}};
  auto r = gv::exact::triangle_triangle(kTri, lifted);
  EXPECT_EQ(r.relation, Relation::disjoint);
  EXPECT_DOUBLE_EQ(r.margin, 1.0);  // the planes' distance
  EXPECT_DOUBLE_EQ(r.scale, 4.0);   // the largest |coordinate|
  EXPECT_DOUBLE_EQ(r.relative_margin, 0.25);
  // One ulp of 1 above z = 1, against a copy in z = 1: disjoint, not coplanar.
  const double up = std::nextafter(1.0, 2.0);
  EXPECT_EQ(rel(lifted, gv::Triangled{{1, 1, up}, {5, 1, up}, {1, 5, up}}), Relation::disjoint);
  // One vertex one ulp above z = 1: touching along b's edge in the plane.
  EXPECT_EQ(rel(lifted, gv::Triangled{{1, 1, 1}, {5, 1, 1}, {1, 5, up}}), Relation::touching);
  // One vertex one ulp above, another one ulp below: b crosses a's interior.
  EXPECT_EQ(rel(lifted, gv::Triangled{{1, 1, std::nextafter(1.0, 0.0)}, {5, 1, 1}, {1, 5, up}}), Relation::overlapping);
  // In an oblique plane: x + y + z = 4 against x + y + z = 5.
  EXPECT_EQ(rel(gv::Triangled{{4, 0, 0}, {0, 4, 0}, {0, 0, 4}}, gv::Triangled{{5, 0, 0}, {0, 5, 0}, {0, 0, 5}}),
            Relation::disjoint);
}

TEST(TriangleTriangleOracle, DegenerateTriangles) {
  // A segment crossing a's interior transversally. M = A - B is the
  // triangle swept along the segment: a prism with nonempty interior that
  // contains 0 inside (the crossing point is interior to both, and the two
  // are not parallel), so every small translation still crosses: overlapping.
  const gv::Triangled through{{1, 1, -1}, {1, 1, 1}, {1, 1, 0}};
  EXPECT_EQ(rel(kTri, through), Relation::overlapping);
  EXPECT_LT(gv::exact::triangle_triangle(kTri, through).margin, 0.0);
  // The same segment with a repeated vertex instead of a collinear one.
  EXPECT_EQ(rel(kTri, gv::Triangled{{1, 1, -1}, {1, 1, 1}, {1, 1, 1}}), Relation::overlapping);
  // Ending on a's face, crossing a's edge, lying in a's plane, beside it.
  EXPECT_EQ(rel(kTri, gv::Triangled{{1, 1, 0}, {1, 1, 1}, {1, 1, 2}}), Relation::touching);
  EXPECT_EQ(rel(kTri, gv::Triangled{{2, 0, -1}, {2, 0, 1}, {2, 0, 0}}), Relation::touching);
  EXPECT_EQ(rel(kTri, gv::Triangled{{-1, 1, 0}, {5, 1, 0}, {2, 1, 0}}), Relation::touching);
  EXPECT_EQ(rel(kTri, gv::Triangled{{3, 3, -1}, {3, 3, 1}, {3, 3, 0}}), Relation::disjoint);
  // A segment against a's copy collapsed to a segment: two segments crossing
  // in a point touch (M is a parallelogram, flat), skew ones are disjoint.
  const gv::Triangled xseg{{-1, 0, 0}, {1, 0, 0}, {0, 0, 0}};
  EXPECT_EQ(rel(xseg, gv::Triangled{{0, -1, 0}, {0, 1, 0}, {0, 1, 0}}), Relation::touching);
  EXPECT_EQ(rel(xseg, gv::Triangled{{0, -1, 1}, {0, 1, 1}, {0, 1, 1}}), Relation::disjoint);
  // Points: in a, on its edge, at a vertex, one ulp above, and two points.
  EXPECT_EQ(rel(kTri, gv::Triangled{{1, 1, 0}, {1, 1, 0}, {1, 1, 0}}), Relation::touching);
  EXPECT_EQ(rel(kTri, gv::Triangled{{2, 2, 0}, {2, 2, 0}, {2, 2, 0}}), Relation::touching);
  EXPECT_EQ(rel(kTri, gv::Triangled{{4, 0, 0}, {4, 0, 0}, {4, 0, 0}}), Relation::touching);
  EXPECT_EQ(rel(kTri, gv::Triangled{{1, 1, 0x1p-1074}, {1, 1, 0x1p-1074}, {1, 1, 0x1p-1074}}), Relation::disjoint);
  const gv::Triangled p{{1, 2, 3}, {1, 2, 3}, {1, 2, 3}};
  EXPECT_EQ(rel(p, p), Relation::touching);
  EXPECT_EQ(rel(p, gv::Triangled{{1, 2, std::nextafter(3.0, 4.0)}, {1, 2, 3}, {1, 2, 3}}), Relation::touching);
  EXPECT_EQ(rel(p, gv::Triangled{{1, 2, std::nextafter(3.0, 4.0)}, {1, 2, 4}, {1, 2, 4}}), Relation::disjoint);
  // A sliver: a segment through a with its third vertex one ulp off the line.
  EXPECT_EQ(rel(kTri, gv::Triangled{{1, 1, -1}, {1, 1, 1}, {1, std::nextafter(1.0, 2.0), 0}}), Relation::overlapping);
}

TEST(TriangleTriangleOracle, SignedZerosAndTheEndsOfTheRange) {
  // -0.0 equals +0.0: a's plane z = -0.0, b's vertex at z = +0.0 inside a.
  const gv::Trianglef neg{{-1, -1, -0.0f}, {1, -1, -0.0f}, {0, 1, -0.0f}};
  EXPECT_EQ(rel(neg, gv::Trianglef{{0, 0, 0}, {2, 2, 1}, {-2, 2, 1}}), Relation::touching);
  EXPECT_EQ(rel(neg, gv::Trianglef{{0, 0, 0}, {1, 0, -0.0f}, {0, 1, 0}}), Relation::touching);  // coplanar
  EXPECT_EQ(rel(neg, gv::Trianglef{{-0.0f, -0.0f, -1}, {0, 0, 1}, {0, 0, 1}}), Relation::overlapping);
  // Subnormal: the crossing, the touching and the gap scaled by denorm_min.
  const double d = std::numeric_limits<double>::denorm_min();
  const gv::Triangled sub{{0, 0, 0}, {4 * d, 0, 0}, {0, 4 * d, 0}};
  EXPECT_EQ(rel(sub, gv::Triangled{{d, d, -d}, {d, d, d}, {3 * d, 3 * d, 2 * d}}), Relation::overlapping);
  EXPECT_EQ(rel(sub, gv::Triangled{{d, d, 0}, {d, d, 4 * d}, {2 * d, 3 * d, 5 * d}}), Relation::touching);
  EXPECT_EQ(rel(sub, gv::Triangled{{d, d, d}, {d, d, 4 * d}, {2 * d, 3 * d, 5 * d}}), Relation::disjoint);
  const float df = std::numeric_limits<float>::denorm_min();
  EXPECT_EQ(rel(gv::Trianglef{{0, 0, 0}, {4 * df, 0, 0}, {0, 4 * df, 0}},
                gv::Trianglef{{4 * df, 0, 0}, {0, 0, 0}, {2 * df, -df, 3 * df}}),
            Relation::touching);  // a shared edge
  // Huge: the largest values, where every difference and product overflows.
  const double mx = std::numeric_limits<double>::max();
  const gv::Triangled big{{mx, 0, 0}, {0, mx, 0}, {0, 0, mx}};
  EXPECT_EQ(rel(big, gv::Triangled{{0, 0, mx}, {mx, 0, 0}, {-mx, 0, mx}}), Relation::touching);  // shared edge
  EXPECT_EQ(rel(big, gv::Triangled{{0, 0, 0}, {mx, mx, mx}, {mx, mx, -mx}}), Relation::overlapping);
  auto r = gv::exact::triangle_triangle(big, gv::Triangled{{-mx, 0, 0}, {0, -mx, 0}, {0, 0, -mx}});
  EXPECT_EQ(r.relation, Relation::disjoint);
  EXPECT_GT(r.margin, 0.0);
  EXPECT_EQ(r.scale, mx);
  const float mf = std::numeric_limits<float>::max();
  EXPECT_EQ(rel(gv::Trianglef{{mf, 0, 0}, {0, mf, 0}, {0, 0, mf}}, gv::Trianglef{{0, 0, 0}, {mf, mf, mf}, {mf, mf, -mf}}),
            Relation::overlapping);
}

TEST(TriangleTriangleOracle, InvalidInputIsRejected) {
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  EXPECT_EQ(gv::exact::triangle_triangle(gv::Triangled{{nan, 0, 0}, {4, 0, 0}, {0, 4, 0}}, kTri).relation,
            Relation::invalid);
  EXPECT_EQ(gv::exact::triangle_triangle(kTri, gv::Triangled{{0, 0, 0}, {0, 0, 0}, {0, 0, nan}}).relation,
            Relation::invalid);
  EXPECT_EQ(gv::exact::triangle_triangle(kTri, gv::Triangled{{0, 0, -inf}, {1, 1, 1}, {2, 0, 1}}).relation,
            Relation::invalid);
  EXPECT_EQ(gv::exact::triangle_triangle(gv::Trianglef{{0, 0, 0}, {std::numeric_limits<float>::infinity(), 0, 0}, {0, 1, 0}},
                                         gv::Trianglef{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}})
                .relation,
            Relation::invalid);
  EXPECT_EQ(gv::crosscheck::triangle_triangle(gv::Triangled{{nan, 0, 0}, {4, 0, 0}, {0, 4, 0}}, kTri), Relation::invalid);
  const auto r = gv::exact::triangle_triangle(kTri, gv::Triangled{{inf, 0, 0}, {0, 0, 0}, {0, 0, 0}});
  EXPECT_EQ(r.margin, 0.0);
  EXPECT_EQ(r.scale, 0.0);
}

/// Every generator class: the oracle and the LP of exact/crosscheck give the
/// same relation, in both argument orders; the margin's sign agrees with it.
template <class T>
void agrees_with_the_lp(std::uint64_t seed, int per_class) {
  using C = gv::query::TriangleTriangle<T>;
  using Gen = gv::gen::Generator<C>;
  gv::gen::Prng rng(seed);
  for (std::size_t cls = 0; cls < Gen::kClasses.size(); ++cls) {
    for (int i = 0; i < per_class; ++i) {
      const C c = Gen::make(rng, cls);
      ASSERT_TRUE(gv::query::valid(c)) << Gen::kClasses[cls];
      const auto r = gv::exact::triangle_triangle(c.a, c.b);
      ASSERT_EQ(r.relation, gv::crosscheck::of(c)) << Gen::kClasses[cls] << "\n" << gv::query::declarations(c);
      ASSERT_EQ(r.relation, gv::exact::triangle_triangle(c.b, c.a).relation) << gv::query::declarations(c);
      ASSERT_EQ(r.margin > 0, r.relation == Relation::disjoint) << gv::query::declarations(c);
      ASSERT_EQ(r.margin < 0, r.relation == Relation::overlapping) << gv::query::declarations(c);
    }
  }
}

TEST(TriangleTriangleOracle, AgreesWithTheLpFloat) { agrees_with_the_lp<float>(0x77e1, work(40, 4)); }
TEST(TriangleTriangleOracle, AgreesWithTheLpDouble) { agrees_with_the_lp<double>(0x77e2, work(40, 4)); }

/// Relations per generator class (relations_by_class.h).
template <class T>
std::map<std::string, std::map<Relation, int>> relations_by_class(std::uint64_t seed, int per_class) {
  return gv::test_support::relations_by_class<gv::query::TriangleTriangle<T>>(seed, per_class);
}

template <class T>
class TriangleTriangleGenerator : public ::testing::Test {};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(TriangleTriangleGenerator, Scalars);

TYPED_TEST(TriangleTriangleGenerator, ContactClassesHitTheirRelations) {
  const auto m = relations_by_class<TypeParam>(0x77e3, work(300, 60));
  auto count = [&](const char* cls, Relation r) {
    const auto& c = m.at(cls);
    const auto it = c.find(r);
    return it == c.end() ? 0 : it->second;
  };
  // Built exactly: a shared edge, and an edge through an edge with b beyond
  // the plane through both, only ever touch; parallel planes never meet.
  for (const char* cls : {"shared-edge", "edge-edge"}) {
    EXPECT_EQ(m.at(cls).size(), 1u) << cls;
    EXPECT_GT(count(cls, Relation::touching), 0) << cls;
  }
  EXPECT_EQ(m.at("parallel").size(), 1u);
  EXPECT_GT(count("parallel", Relation::disjoint), 0);
  // Coplanar pairs, an edge in the plane and points never overlap; they touch
  // most of the time and are sometimes apart.
  for (const char* cls : {"coplanar", "coplanar-oblique", "edge-in-plane", "point"}) {
    EXPECT_EQ(count(cls, Relation::overlapping), 0) << cls;
    EXPECT_GT(count(cls, Relation::touching), count(cls, Relation::disjoint)) << cls;
    EXPECT_GT(count(cls, Relation::disjoint), 0) << cls;
  }
  // A shared vertex or a vertex on the face always meets; mostly touching.
  for (const char* cls : {"shared-vertex", "vertex-on-face"}) {
    EXPECT_EQ(count(cls, Relation::disjoint), 0) << cls;
    EXPECT_GT(count(cls, Relation::touching), count(cls, Relation::overlapping)) << cls;
  }
  // A transversal crossing meets, mostly overlapping (touching through an edge).
  EXPECT_EQ(count("crossing", Relation::disjoint), 0);
  EXPECT_GT(count("crossing", Relation::overlapping), count("crossing", Relation::touching));
  // The degenerate, near and magnitude classes reach every relation.
  for (const char* cls : {"near-coplanar", "segment", "repeated-vertex", "sliver", "ulp-step", "subnormal", "huge",
                          "far-small"}) {
    EXPECT_GT(count(cls, Relation::touching), 0) << cls;
    EXPECT_GT(count(cls, Relation::disjoint), 0) << cls;
    EXPECT_GT(count(cls, Relation::overlapping), 0) << cls;
  }
  for (const char* cls : {"subnormal", "huge", "far-small"}) {
    EXPECT_GT(count(cls, Relation::touching), work(300, 60) / 2) << cls;  // their bases are contact classes
  }
}

TYPED_TEST(TriangleTriangleGenerator, MagnitudeAndSignClassesReachTheirInputs) {
  using T = TypeParam;
  using C = gv::query::TriangleTriangle<T>;
  using Gen = gv::gen::Generator<C>;
  auto index = [](const char* name) {
    for (std::size_t k = 0; k < Gen::kClasses.size(); ++k) {
      if (std::string(Gen::kClasses[k]) == name) return k;
    }
    return Gen::kClasses.size();
  };
  gv::gen::Prng rng(0x77e4);
  int sub = 0, huge = 0, far = 0, negative_zero = 0;
  const int n = work(300, 60);
  for (int i = 0; i < n; ++i) {
    bool s = false, h = false, f = false, z = false;
    for (T x : gv::query::scalars_of(Gen::make(rng, index("subnormal")))) {
      s |= x != 0 && std::fabs(x) < std::numeric_limits<T>::min();
    }
    for (T x : gv::query::scalars_of(Gen::make(rng, index("huge")))) h |= std::fabs(x) > std::numeric_limits<T>::max() / 32;
    for (T x : gv::query::scalars_of(Gen::make(rng, index("far-small")))) f |= std::fabs(x) >= T(65536);
    for (T x : gv::query::scalars_of(Gen::make(rng, index("coplanar")))) z |= x == 0 && std::signbit(x);
    sub += s;
    huge += h;
    far += f;
    negative_zero += z;
  }
  EXPECT_EQ(sub, n);   // every "subnormal" case has a subnormal value
  EXPECT_EQ(huge, n);  // every "huge" case has a value within 1/32 of the largest
  EXPECT_EQ(far, n);   // every "far-small" case is at least 2^16 from the origin on some axis
  EXPECT_GT(negative_zero, n / 4);
}

TEST(TriangleTriangleOracle, DegeneracyClasses) {
  auto cls = [](const gv::Trianglef& a, const gv::Trianglef& b) {
    const gv::query::TriangleTriangle<float> c{a, b};
    return gv::exact::degeneracy_class(c, gv::exact::oracle(c));
  };
  const gv::Trianglef t{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};
  EXPECT_EQ(cls(t, gv::Trianglef{{1, 1, 0}, {5, 1, 0}, {1, 5, 0}}), "coplanar, touching");
  EXPECT_EQ(cls(t, gv::Trianglef{{4, 0, 0}, {0, 0, 0}, {2, -1, 3}}), "shared-edge+vertex-on-plane, touching");
  EXPECT_EQ(cls(t, gv::Trianglef{{0, 0, 1}, {4, 0, 1}, {0, 4, 1}}), "parallel, clear");
  EXPECT_EQ(cls(t, gv::Trianglef{{1, 1, -1}, {1, 1, 1}, {1, 1, -0.5f}}), "segment, clear");
  EXPECT_EQ(cls(t, gv::Trianglef{{1, 1, 0}, {1, 1, 0}, {1, 1, 0}}), "point+coplanar, touching");
}

}  // namespace

}  // namespace gv_exact_triangle_triangle_oracle_test
