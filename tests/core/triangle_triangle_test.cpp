// SPDX-License-Identifier: MIT
// Specification of gv::relation(Triangle, Triangle) (core/triangle_triangle.h).
//
// 1. Hand cases, one or more for every degenerate class (transversal
//    crossing, a vertex on a face, an edge through an edge, shared edges and
//    vertices, coplanar pairs, parallel planes, segments and points, signed
//    zeros, subnormals, huge values, far from the origin, one ulp either side
//    of contact), each with its exact answer written out, checked against the
//    exact oracle (exact/triangle_triangle.h) and replayed on the core under
//    the 48 signed axis permutations and the 6 x 6 vertex orders (all pairs
//    of orders at the identity, one pair per other symmetry:
//    expect_relation.h), in both argument orders, relation and intersects,
//    and through the exact stage alone.
// 2. The filter's bound (kTriNormalBound on every one of the eleven
//    candidates): two families built on its worst cases (a vertex within a
//    few roundings of the other triangle's plane; an edge within a few
//    roundings of the other's edge); every filtered value is compared with the
//    exact rational value, every certified sign with the exact sign, and the
//    whole query with the oracle.
// 3. The integer frame (the exact stage's first step when r = 3): at its
//    width, one unit of it either side of contact, and one bit wider
//    refused; every generator class with and without it against the oracle.
//    Every hand case goes through the exact stage both ways (exact_stage).
// 4. A differential loop over every generator class (gen/triangle_triangle.h)
//    and a "typical" family, float and double, fixed seed and count.
// 5. Both stages are reached, Stats counts them, and the double screen's
//    edges raise no flag.
#include <gtest/gtest.h>

#include <algorithm>
#include <cfenv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <string>
#include <utility>

#include "geoverify/core/triangle_triangle.h"
#include "geoverify/exact/rational.h"
#include "geoverify/exact/triangle_triangle.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "differential.h"
#include "expect_relation.h"
#include "triangles.h"
#include "work.h"
#include "ulp_steps.h"
#include "fp_flags.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_triangle_triangle_test {

using gv::test_support::work;

namespace {

using gv::test_support::jitter;
using gv::test_support::ulps;
using gv::test_support::int_in;

using gv::Relation;
using gv::exact::Rational;
using gv::exact::Vec3Q;

constexpr int kHarmful = gv::test_support::kHarmfulFlags;

template <class T>
using Case = gv::query::TriangleTriangle<T>;

/// The exact stage alone, for valid input, with the integer frame first
/// (kFrame) or without it (the grid and integer stages).
template <class T, bool kFrame = true>
Relation exact_stage_of(const gv::Triangle<T>& ta, const gv::Triangle<T>& tb) {
  if (!(gv::is_valid(ta) && gv::is_valid(tb))) return Relation::invalid;
  const double a[3][3] = {{ta.p0.x, ta.p0.y, ta.p0.z}, {ta.p1.x, ta.p1.y, ta.p1.z}, {ta.p2.x, ta.p2.y, ta.p2.z}};
  const double b[3][3] = {{tb.p0.x, tb.p0.y, tb.p0.z}, {tb.p1.x, tb.p1.y, tb.p1.z}, {tb.p2.x, tb.p2.y, tb.p2.z}};
  return gv::detail::triangle_triangle_exact<T, kFrame>(a, b, nullptr, nullptr);
}

/// The exact stage alone both ways: their common answer, or
/// Relation::invalid (which no valid case wants) when they differ.
template <class T>
Relation exact_stage(const gv::Triangle<T>& ta, const gv::Triangle<T>& tb) {
  const Relation framed = exact_stage_of<T>(ta, tb);
  return framed == exact_stage_of<T, false>(ta, tb) ? framed : Relation::invalid;
}

template <class T>
class TriangleTriangleTest : public ::testing::Test {
 protected:
  using Tri = gv::Triangle<T>;
  using V = gv::Vec3<T>;

  static V v(double x, double y, double z) { return V{T(x), T(y), T(z)}; }
  /// The reference triangle in the plane z = 0: (0,0,0), (4,0,0), (0,4,0).
  static Tri base() { return gv::test_support::corner(T(4), T(0)); }

  /// The oracle must give `want` (in both orders); the core must give it on
  /// every image (expect_relation.h) and through the exact stage alone.
  static void expect(const Tri& a, const Tri& b, Relation want) {
    gv::test_support::expect_relation(Case<T>{a, b}, want, exact_stage<T>);
  }
  /// Every coordinate times 2^e (triangles.h).
  static Tri scaled(const Tri& t, int e) { return gv::test_support::scaled(t, e); }
  /// Translated by (dx, dy, dz) (exact for the values used).
  static Tri moved(const Tri& t, T dx, T dy, T dz) {
    auto m = [&](const V& p) { return V{p.x + dx, p.y + dy, p.z + dz}; };
    return {m(t.p0), m(t.p1), m(t.p2)};
  }
};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(TriangleTriangleTest, Scalars);

// --- 1. hand cases -----------------------------------------------------------

TYPED_TEST(TriangleTriangleTest, TransversalPairs) {
  using F = TestFixture;
  const auto A = F::base();
  // B in the plane x = y, its edge (1,1,-1)-(1,1,1) piercing A's interior
  F::expect(A, {F::v(1, 1, -1), F::v(1, 1, 1), F::v(-3, -3, 0)}, Relation::overlapping);
  // B's edge pierces A exactly at A's edge (2,0,0): contact on A's boundary
  F::expect(A, {F::v(2, -1, 1), F::v(2, 1, -1), F::v(2, -3, 1)}, Relation::touching);
  // the same edge moved to y = 1/2: through A's interior
  F::expect(A, {F::v(2, -0.5, 1), F::v(2, 1.5, -1), F::v(2, -2.5, 1)}, Relation::overlapping);
  // B crosses A's plane beyond A's hypotenuse x + y = 4: apart, and only a
  // cross product of edges separates them (the bounding boxes overlap)
  F::expect(A, {F::v(3, 3, -1), F::v(3, 3, 1), F::v(1, 5, 0)}, Relation::disjoint);
  // B's edge crossing A's plane at (2, 2, 0), on the hypotenuse
  F::expect(A, {F::v(2, 2, -1), F::v(2, 2, 1), F::v(4, 4, 0)}, Relation::touching);
}

TYPED_TEST(TriangleTriangleTest, VertexOnFaceOrEdge) {
  using F = TestFixture;
  const auto A = F::base();
  // a vertex of B on A's face, the rest above
  F::expect(A, {F::v(1, 1, 0), F::v(1, 1, 2), F::v(2, 1, 2)}, Relation::touching);
  // on A's edge, on A's vertex
  F::expect(A, {F::v(2, 0, 0), F::v(2, -1, 2), F::v(3, 1, 2)}, Relation::touching);
  F::expect(A, {F::v(4, 0, 0), F::v(5, 0, 2), F::v(5, 1, 2)}, Relation::touching);
  // a quarter above the face: apart
  F::expect(A, {F::v(1, 1, 0.25), F::v(1, 1, 2), F::v(2, 1, 2)}, Relation::disjoint);
}

TYPED_TEST(TriangleTriangleTest, SharedEdgesAndVertices) {
  using F = TestFixture;
  const auto A = F::base();
  // a shared edge, folded up, flat on the other side, flat on the same side
  F::expect(A, {F::v(0, 0, 0), F::v(4, 0, 0), F::v(0, 0, 4)}, Relation::touching);
  F::expect(A, {F::v(0, 0, 0), F::v(4, 0, 0), F::v(0, -4, 0)}, Relation::touching);
  F::expect(A, {F::v(4, 0, 0), F::v(0, 0, 0), F::v(1, 1, 0)}, Relation::touching);
  // identical triangles (coplanar: never overlapping)
  F::expect(A, A, Relation::touching);
  // a shared vertex only, B leaving A's plane; B's edge also lying on A's edge
  F::expect(A, {F::v(0, 0, 0), F::v(-1, -1, 3), F::v(-2, 1, 1)}, Relation::touching);
  F::expect(A, {F::v(0, 0, 0), F::v(2, 0, 0), F::v(1, -1, 1)}, Relation::touching);
  // a shared vertex and B passing through A's interior
  F::expect(A, {F::v(0, 0, 0), F::v(2, 2, -1), F::v(2, 2, 1)}, Relation::overlapping);
}

TYPED_TEST(TriangleTriangleTest, CoplanarPairs) {
  using F = TestFixture;
  const auto A = F::base();
  // overlapping interiors in one plane: M is flat, so only touching
  F::expect(A, {F::v(1, 1, 0), F::v(5, 1, 0), F::v(1, 5, 0)}, Relation::touching);
  // B inside A; A inside B
  F::expect(A, {F::v(1, 1, 0), F::v(2, 1, 0), F::v(1, 2, 0)}, Relation::touching);
  // apart in the plane, separated only by an in-plane direction
  F::expect(A, {F::v(3, 3, 0), F::v(6, 3, 0), F::v(3, 6, 0)}, Relation::disjoint);
  // edge to edge along the hypotenuse, vertex to edge
  F::expect(A, {F::v(4, 0, 0), F::v(0, 4, 0), F::v(4, 4, 0)}, Relation::touching);
  F::expect(A, {F::v(2, 2, 0), F::v(4, 4, 0), F::v(5, 2, 0)}, Relation::touching);
  // in an oblique plane x + y + z = 3
  F::expect({F::v(3, 0, 0), F::v(0, 3, 0), F::v(0, 0, 3)}, {F::v(1, 1, 1), F::v(2, 2, -1), F::v(-1, 2, 2)},
            Relation::touching);
  F::expect({F::v(3, 0, 0), F::v(0, 3, 0), F::v(0, 0, 3)}, {F::v(4, 0, -1), F::v(4, -2, 1), F::v(5, -1, -1)},
            Relation::disjoint);
  // distinct parallel planes
  F::expect(A, {F::v(1, 1, 1), F::v(2, 1, 1), F::v(1, 2, 1)}, Relation::disjoint);
}

TYPED_TEST(TriangleTriangleTest, SegmentsAndPoints) {
  using F = TestFixture;
  const auto A = F::base();
  // collinear B (a segment) piercing A's interior: M is solid, overlapping
  F::expect(A, {F::v(1, 1, -1), F::v(1, 1, 0.5), F::v(1, 1, 1)}, Relation::overlapping);
  // ... ending on A, lying in A's plane, beside A
  F::expect(A, {F::v(1, 1, 0), F::v(1, 1, 0.5), F::v(1, 1, 1)}, Relation::touching);
  F::expect(A, {F::v(-1, 1, 0), F::v(1, 1, 0), F::v(1, 1, 0)}, Relation::touching);
  F::expect(A, {F::v(3, 3, -1), F::v(3, 3, 1), F::v(3, 3, 1)}, Relation::disjoint);
  // two segments: crossing (touching: M is flat), skew, collinear overlapping, collinear apart
  F::expect({F::v(0, 0, 0), F::v(2, 2, 0), F::v(2, 2, 0)}, {F::v(0, 2, 0), F::v(2, 0, 0), F::v(1, 1, 0)},
            Relation::touching);
  F::expect({F::v(0, 0, 0), F::v(2, 2, 0), F::v(2, 2, 0)}, {F::v(0, 2, 1), F::v(2, 0, 1), F::v(2, 0, 1)},
            Relation::disjoint);
  F::expect({F::v(0, 0, 0), F::v(2, 2, 2), F::v(1, 1, 1)}, {F::v(1, 1, 1), F::v(3, 3, 3), F::v(3, 3, 3)},
            Relation::touching);
  F::expect({F::v(0, 0, 0), F::v(2, 2, 2), F::v(1, 1, 1)}, {F::v(3, 3, 3), F::v(4, 4, 4), F::v(3, 3, 3)},
            Relation::disjoint);
  // points: on A's face, on its edge, beside it; two points equal and apart
  const auto point = [](const typename F::V& p) { return typename F::Tri{p, p, p}; };
  F::expect(A, point(F::v(1, 1, 0)), Relation::touching);
  F::expect(A, point(F::v(2, 2, 0)), Relation::touching);
  F::expect(A, point(F::v(3, 3, 0)), Relation::disjoint);
  F::expect(point(F::v(1, 2, 3)), point(F::v(1, 2, 3)), Relation::touching);
  F::expect(point(F::v(1, 2, 3)), point(F::v(1, 2, 4)), Relation::disjoint);
}

TYPED_TEST(TriangleTriangleTest, SignedZerosNeverChangeTheAnswer) {
  using F = TestFixture;
  const auto A = F::base();
  const typename F::Tri An{F::v(-0.0, -0.0, -0.0), F::v(4, -0.0, -0.0), F::v(-0.0, 4, -0.0)};
  F::expect(An, {F::v(0, 0, 0), F::v(4, 0, 0), F::v(0, 0, 4)}, Relation::touching);
  F::expect(An, {F::v(1, 1, 0), F::v(1, 1, 2), F::v(2, 1, 2)}, Relation::touching);
  F::expect(A, {F::v(1, 1, -0.0), F::v(1, 1, 2), F::v(2, 1, 2)}, Relation::touching);
}

TYPED_TEST(TriangleTriangleTest, SubnormalsHugeValuesAndFarFromTheOrigin) {
  using F = TestFixture;
  using T = TypeParam;
  constexpr bool kFloat = std::is_same_v<T, float>;
  const auto A = F::base();
  const typename F::Tri touching{F::v(1, 1, 0), F::v(1, 1, 2), F::v(2, 1, 2)};
  const typename F::Tri crossing{F::v(1, 1, -1), F::v(1, 1, 1), F::v(-3, -3, 0)};
  const typename F::Tri apart{F::v(3, 3, -1), F::v(3, 3, 1), F::v(1, 5, 0)};
  // every coordinate a multiple of the smallest subnormal, and near the largest value
  for (const int e : {kFloat ? -147 : -1072, kFloat ? 124 : 1020}) {
    F::expect(F::scaled(A, e), F::scaled(touching, e), Relation::touching);
    F::expect(F::scaled(A, e), F::scaled(crossing, e), Relation::overlapping);
    F::expect(F::scaled(A, e), F::scaled(apart, e), Relation::disjoint);
  }
  // small triangles far from the origin (translations by 2^k are exact here)
  const T off = kFloat ? T(0x1p+18) : T(0x1p+48);
  F::expect(F::moved(A, off, -off, off), F::moved(touching, off, -off, off), Relation::touching);
  F::expect(F::moved(A, off, -off, off), F::moved(crossing, off, -off, off), Relation::overlapping);
  F::expect(F::moved(A, off, -off, off), F::moved(apart, off, -off, off), Relation::disjoint);
}

// Double input outside the filter's range only by its scale is scaled back
// by a power of two, exactly (detail/rescale.h): a generic crossing and a
// generic miss scaled into the subnormals or near DBL_MAX are then decided
// by the filter, as unscaled, and a contact scaled so is still touching. A
// far-apart magnitude pair that cannot be scaled without losing a bit takes
// the exact stage as given.
TEST(TriangleTriangleRange, ScaledBackIntoTheFiltersRange) {
  using Tri = gv::Triangle<double>;
  using V = gv::Vec3<double>;
  const Tri A = gv::test_support::corner(4.0, 0.0);  // (0,0,0), (4,0,0), (0,4,0)
  const Tri crossing{V{1, 1, -1}, V{1, 1, 1}, V{-3, -3, 0}};
  const Tri apart{V{3, 3, -1}, V{3, 3, 1}, V{1, 5, 0}};
  const Tri touching{V{1, 1, 0}, V{1, 1, 2}, V{2, 1, 2}};
  for (const int e : {-1072, -1000, 700, 1020}) {
    const auto sc = [e](const Tri& t) { return gv::test_support::scaled(t, e); };
    gv::Stats st;
    EXPECT_EQ(gv::relation(sc(A), sc(crossing), &st), Relation::overlapping) << e;
    EXPECT_EQ(gv::relation(sc(A), sc(apart), &st), Relation::disjoint) << e;
    EXPECT_EQ(st.filter, 2u) << e;
    EXPECT_EQ(gv::relation(sc(A), sc(touching), &st), Relation::touching) << e;
    EXPECT_EQ(st.exact, 1u) << e;
  }
  // 2^1000 beside 2^-100 (a vertex just below A's plane, inside A):
  // scaling would lose the low bit.
  gv::Stats st;
  const Tri big = gv::test_support::scaled(A, 1000);
  const Tri near{V{0x1p999, 0x1p999, -0x1p-100}, V{0x1p999, 0x1p999, 0x1p1000}, V{0x1p1000, 0x1p999, 0x1p1000}};
  EXPECT_EQ(gv::relation(big, near, &st), Relation::overlapping);
  EXPECT_EQ(st.exact, 1u);
}

TYPED_TEST(TriangleTriangleTest, OneUlpEitherSideOfContact) {
  using F = TestFixture;
  using T = TypeParam;
  const auto A = F::base();
  const T tiny = std::numeric_limits<T>::denorm_min();
  // B's lowest vertex one subnormal above A's plane, on it, one below
  F::expect(A, {F::v(1, 1, tiny), F::v(1, 1, 2), F::v(2, 1, 2)}, Relation::disjoint);
  F::expect(A, {F::v(1, 1, 0), F::v(1, 1, 2), F::v(2, 1, 2)}, Relation::touching);
  F::expect(A, {F::v(1, 1, -tiny), F::v(1, 1, 2), F::v(2, 1, 2)}, Relation::overlapping);
  // B's vertex one ulp beyond A's edge x = 4 - y at (2, 2), in A's plane
  const T beyond = std::nextafter(T(2), T(3));
  F::expect(A, {F::v(beyond, 2, 0), F::v(3, 3, 1), F::v(3, 3, -1)}, Relation::disjoint);
  F::expect(A, {F::v(2, 2, 0), F::v(3, 3, 1), F::v(3, 3, -1)}, Relation::touching);
}

TYPED_TEST(TriangleTriangleTest, InvalidInputGivesInvalidAndNoIntersection) {
  using F = TestFixture;
  using T = TypeParam;
  const auto A = F::base();
  for (const T bad : {std::numeric_limits<T>::quiet_NaN(), std::numeric_limits<T>::infinity(),
                      -std::numeric_limits<T>::infinity()}) {
    typename F::Tri B{F::v(1, 1, -1), F::v(1, 1, 1), F::v(-3, -3, 0)};
    B.p2.y = bad;
    gv::Stats st;
    EXPECT_EQ(gv::relation(A, B, &st), Relation::invalid);
    EXPECT_EQ(gv::relation(B, A, &st), Relation::invalid);
    EXPECT_FALSE(gv::intersects(A, B));
    EXPECT_EQ(st.invalid, 2u);
    EXPECT_EQ(gv::exact::triangle_triangle(A, B).relation, Relation::invalid);
  }
}

TYPED_TEST(TriangleTriangleTest, StatsCountTheStageThatDecided) {
  using F = TestFixture;
  const auto A = F::base();
  gv::Stats st;
  // bounding boxes apart; a generic crossing; a generic miss past the
  // bounding boxes: the filter
  EXPECT_EQ(gv::relation(A, F::moved(A, 10, 0, 0), &st), Relation::disjoint);
  EXPECT_EQ(gv::relation(A, {F::v(1, 1, -1), F::v(1, 1, 1), F::v(-3, -3, 0)}, &st), Relation::overlapping);
  EXPECT_EQ(gv::relation(A, {F::v(3, 3, -1), F::v(3, 3, 1), F::v(1, 5, 0)}, &st), Relation::disjoint);
  EXPECT_EQ(st.filter, 3u);
  EXPECT_EQ(st.exact, 0u);
  // exact contact: the exact stage
  EXPECT_EQ(gv::relation(A, {F::v(1, 1, 0), F::v(1, 1, 2), F::v(2, 1, 2)}, &st), Relation::touching);
  EXPECT_EQ(st.exact, 1u);
}

// --- 2. the filter's bound -----------------------------------------------------

Vec3Q q3(double x, double y, double z) { return {Rational(x), Rational(y), Rational(z)}; }

int sign_of(const Rational& r) { return r > 0 ? 1 : (r < 0 ? -1 : 0); }

struct BoundCounts {
  long decided = 0, undecided = 0;
  double worst = 0;  ///< largest |computed - exact| / bound seen
  gv::Stats st;
};

/// Every candidate of one case: the filter's largest and smallest c.(a_k -
/// b_l) are within its bound of the exact values, and a value the filter
/// would certify (|value| > bound) has the exact sign; the core equals the
/// oracle. Returns false on a violation (already reported).
template <class T>
bool check_bound_case(const Case<T>& c, BoundCounts& n) {
  const double a[3][3] = {{c.a.p0.x, c.a.p0.y, c.a.p0.z}, {c.a.p1.x, c.a.p1.y, c.a.p1.z}, {c.a.p2.x, c.a.p2.y, c.a.p2.z}};
  const double b[3][3] = {{c.b.p0.x, c.b.p0.y, c.b.p0.z}, {c.b.p1.x, c.b.p1.y, c.b.p1.z}, {c.b.p2.x, c.b.p2.y, c.b.p2.z}};
  double ea[3][3], eb[3][3], d[9][3], Y[3] = {0, 0, 0};
  Vec3Q qa[3], qb[3];
  for (int k = 0; k < 3; ++k) {
    qa[k] = q3(a[k][0], a[k][1], a[k][2]);
    qb[k] = q3(b[k][0], b[k][1], b[k][2]);
  }
  for (int j = 0; j < 3; ++j) {
    for (int i = 0; i < 3; ++i) {
      ea[j][i] = a[(j + 1) % 3][i] - a[j][i];
      eb[j][i] = b[(j + 1) % 3][i] - b[j][i];
    }
  }
  for (int k = 0; k < 3; ++k) {
    for (int l = 0; l < 3; ++l) {
      for (int i = 0; i < 3; ++i) {
        d[3 * k + l][i] = a[k][i] - b[l][i];
        Y[i] = std::max(Y[i], std::fabs(d[3 * k + l][i]));
      }
    }
  }
  // (u, v, the differences the filter looks at) for each of the 11 candidates
  struct Cand {
    const double* u;
    const double* v;
    Vec3Q cu, cv;
    int idx[4];
    int n;
  };
  std::vector<Cand> cands;
  cands.push_back({ea[0], ea[1], qa[1] - qa[0], qa[2] - qa[1], {0, 1, 2, 0}, 3});
  cands.push_back({eb[0], eb[1], qb[1] - qb[0], qb[2] - qb[1], {0, 3, 6, 0}, 3});
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 3; ++j) {
      const int k2 = (i + 2) % 3, l2 = (j + 2) % 3;
      cands.push_back({ea[i], eb[j], qa[(i + 1) % 3] - qa[i], qb[(j + 1) % 3] - qb[j],
                       {3 * i + j, 3 * i + l2, 3 * k2 + j, 3 * k2 + l2}, 4});
    }
  }
  for (const Cand& cd : cands) {
    const double(&u)[3] = *reinterpret_cast<const double(*)[3]>(cd.u);
    const double(&v)[3] = *reinterpret_cast<const double(*)[3]>(cd.v);
    gv::detail::TtFiltered g{};
    if (cd.n == 3) {
      const int idx[3] = {cd.idx[0], cd.idx[1], cd.idx[2]};
      g = gv::detail::tt_filter(u, v, d, idx, Y);
    } else {
      g = gv::detail::tt_filter(u, v, d, cd.idx, Y);
    }
    const Vec3Q cq = gv::exact::cross(cd.cu, cd.cv);
    Rational hi, lo;
    for (int s = 0; s < cd.n; ++s) {
      const int k = cd.idx[s] / 3, l = cd.idx[s] % 3;
      const Rational p = gv::exact::dot(cq, qa[k] - qb[l]);
      if (s == 0 || p > hi) hi = p;
      if (s == 0 || p < lo) lo = p;
    }
    for (const auto& [approx, exact] : {std::pair<double, const Rational*>{g.hi, &hi},
                                        std::pair<double, const Rational*>{g.lo, &lo}}) {
      const Rational err = abs(Rational(approx) - *exact);
      EXPECT_LE(err, Rational(g.bound)) << "error bound exceeded\n" << gv::query::declarations(c);
      if (err > Rational(g.bound)) return false;
      if (g.bound > 0) n.worst = std::max(n.worst, static_cast<double>(err / Rational(g.bound)));
      const int certified = approx > g.bound ? 1 : (approx < -g.bound ? -1 : 0);
      if (certified == 0) {
        ++n.undecided;
      } else {
        ++n.decided;
        EXPECT_EQ(certified, sign_of(*exact)) << "certified sign wrong\n" << gv::query::declarations(c);
        if (certified != sign_of(*exact)) return false;
      }
    }
  }
  const Relation r = gv::relation(c.a, c.b, &n.st);
  const Relation want = gv::exact::triangle_triangle(c.a, c.b).relation;
  EXPECT_EQ(r, want) << gv::query::declarations(c);
  return r == want;
}

double uniform(gv::gen::Prng& rng, double lo, double hi) {
  return lo + (hi - lo) * (static_cast<double>(rng.draw(1ull << 52)) / 0x1p52);
}

/// A vertex of B within a few roundings of A's plane: on a scaled integer
/// grid, B's vertex placed on A's plane (inside A, on its edge or beyond it)
/// and then moved by up to 32 ulps; or A's plane in full precision, rounded
/// to T, far from the origin or not.
template <class T>
Case<T> vertex_near_plane(gv::gen::Prng& rng) {
  const int e = static_cast<int>(rng.draw(40)) - 20;
  const auto g = [e](std::int64_t x) { return std::ldexp(T(x), e); };
  const std::int64_t off = rng.draw(2) ? 0 : int_in(rng, 1 << 12);
  Case<T> c{};
  if (rng.draw(2) == 0) {
    // A = {o + s p, o + t q, o - s p - t q} with p, q spanning a plane; B's
    // vertex o + x p + y q, the rest of B on one side (along p x q).
    std::int64_t p[3], q[3];
    for (int i = 0; i < 3; ++i) {
      p[i] = int_in(rng, 16);
      q[i] = int_in(rng, 16);
    }
    const std::int64_t n[3] = {p[1] * q[2] - p[2] * q[1], p[2] * q[0] - p[0] * q[2], p[0] * q[1] - p[1] * q[0]};
    if (n[0] == 0 && n[1] == 0 && n[2] == 0) p[0] += 1;
    const std::int64_t s = 1 + static_cast<std::int64_t>(rng.draw(8)), t = 1 + static_cast<std::int64_t>(rng.draw(8));
    const std::int64_t x = int_in(rng, 4), y = int_in(rng, 4);
    gv::Vec3<T> va[3]{}, vb[3]{};
    for (int i = 0; i < 3; ++i) {
      gv::set(va[0], i, g(off + s * p[i]));
      gv::set(va[1], i, g(off + t * q[i]));
      gv::set(va[2], i, g(off - s * p[i] - t * q[i]));
      gv::set(vb[0], i, g(off + x * p[i] + y * q[i]));
      gv::set(vb[1], i, g(off + x * p[i] + y * q[i] + n[i] + int_in(rng, 4)));
      gv::set(vb[2], i, g(off + x * p[i] + y * q[i] + 2 * n[i] + int_in(rng, 4)));
    }
    const int ax = static_cast<int>(rng.draw(3));
    gv::set(vb[0], ax, ulps(gv::get(vb[0], ax), jitter(rng)));
    c.a = {va[0], va[1], va[2]};
    c.b = {vb[0], vb[1], vb[2]};
  } else {
    const double sc = static_cast<double>(g(1 << 8));
    const double o = static_cast<double>(g(off));
    double m[3] = {uniform(rng, -1, 1), uniform(rng, -1, 1), uniform(rng, -1, 1)};
    const double d1[3] = {m[1], -m[0], 0}, d2[3] = {m[0] * m[2], m[1] * m[2], -(m[0] * m[0] + m[1] * m[1])};
    gv::Vec3<T> va[3]{}, vb[3]{};
    for (int k = 0; k < 3; ++k) {
      const double th = 2.0943951023931953 * k + uniform(rng, 0.0, 0.3);
      for (int i = 0; i < 3; ++i) gv::set(va[k], i, static_cast<T>(o + sc * (std::cos(th) * d1[i] + std::sin(th) * d2[i])));
    }
    const double x = uniform(rng, -0.5, 0.5), y = uniform(rng, -0.5, 0.5);
    for (int i = 0; i < 3; ++i) {
      const double p = o + sc * (x * d1[i] + y * d2[i]);
      gv::set(vb[0], i, static_cast<T>(p));
      gv::set(vb[1], i, static_cast<T>(p + sc * (m[i] + uniform(rng, -0.3, 0.3))));
      gv::set(vb[2], i, static_cast<T>(p + sc * (m[i] + uniform(rng, -0.3, 0.3))));
    }
    gv::set(vb[0], 0, ulps(gv::get(vb[0], 0), jitter(rng)));
    c.a = {va[0], va[1], va[2]};
    c.b = {vb[0], vb[1], vb[2]};
  }
  return c;
}

/// An edge of B within a few roundings of an edge of A, skew to it: on a
/// scaled integer grid, B's edge through the point q of A's edge, then one
/// coordinate moved by up to 32 ulps; or in full precision, rounded to T.
template <class T>
Case<T> edge_near_edge(gv::gen::Prng& rng) {
  const int e = static_cast<int>(rng.draw(40)) - 20;
  const auto g = [e](std::int64_t x) { return std::ldexp(T(x), e); };
  const std::int64_t off = rng.draw(2) ? 0 : int_in(rng, 1 << 12);
  Case<T> c{};
  std::int64_t u[3], w[3];  // A's edge direction, B's edge direction
  for (int i = 0; i < 3; ++i) {
    u[i] = int_in(rng, 32);
    w[i] = int_in(rng, 32);
  }
  u[0] += u[0] == 0;
  w[1] += w[1] == 0;
  const std::int64_t s = 1 + static_cast<std::int64_t>(rng.draw(4)), t = 1 + static_cast<std::int64_t>(rng.draw(4));
  gv::Vec3<T> va[3]{}, vb[3]{};
  for (int i = 0; i < 3; ++i) {
    // q = off (on A's edge from off - s u to off + t u); B's edge from off - t w to off + s w
    gv::set(va[0], i, g(off - s * u[i]));
    gv::set(va[1], i, g(off + t * u[i]));
    gv::set(va[2], i, g(off + int_in(rng, 32)));
    gv::set(vb[0], i, g(off - t * w[i]));
    gv::set(vb[1], i, g(off + s * w[i]));
    gv::set(vb[2], i, g(off + int_in(rng, 32)));
  }
  if (rng.draw(2) == 0) {
    const int ax = static_cast<int>(rng.draw(3));
    gv::set(vb[0], ax, ulps(gv::get(vb[0], ax), jitter(rng)));
  } else {
    // rotate B's edge about q by a small full-precision angle (rounded to T)
    const double ang = uniform(rng, -1e-3, 1e-3);
    for (gv::Vec3<T>* p : {&vb[0], &vb[1]}) {
      const double x = static_cast<double>(p->x) - static_cast<double>(g(off));
      const double y = static_cast<double>(p->y) - static_cast<double>(g(off));
      p->x = static_cast<T>(static_cast<double>(g(off)) + std::cos(ang) * x - std::sin(ang) * y);
      p->y = static_cast<T>(static_cast<double>(g(off)) + std::sin(ang) * x + std::cos(ang) * y);
    }
  }
  c.a = {va[0], va[1], va[2]};
  c.b = {vb[0], vb[1], vb[2]};
  return c;
}

/// work(4000) cases make(rng) of a worst-case family, from a fixed seed, each
/// checked by check_bound_case(). The family must reach certified and
/// undecided signs and both stages of the query; prints what it saw.
template <class T, class Make>
void bound_family(const char* name, std::uint64_t seed, Make make) {
  gv::gen::Prng rng(seed);
  BoundCounts n;
  for (int it = 0; it < work(4000); ++it) {
    if (!check_bound_case(make(rng), n)) break;
  }
  EXPECT_GT(n.decided, 0);
  EXPECT_GT(n.undecided, 0);
  EXPECT_GT(n.st.filter, 0u);
  EXPECT_GT(n.st.exact, 0u);
  std::printf("%s family (%s): worst error / bound %.3g; certified %ld, undecided %ld; queries filter %llu, exact %llu\n",
              name, std::is_same_v<T, float> ? "float" : "double", n.worst, n.decided, n.undecided,
              static_cast<unsigned long long>(n.st.filter), static_cast<unsigned long long>(n.st.exact));
}

TYPED_TEST(TriangleTriangleTest, BoundHoldsWithAVertexNearThePlane) {
  bound_family<TypeParam>("vertex-near-plane", 0x77a1, vertex_near_plane<TypeParam>);
}

TYPED_TEST(TriangleTriangleTest, BoundHoldsWithAnEdgeNearAnEdge) {
  bound_family<TypeParam>("edge-near-edge", 0x77a2, edge_near_edge<TypeParam>);
}

/// The double filter's range: inputs at the edges of [2^-270, 2^330] enter the
/// filter and raise no flag; just outside they are scaled back into it by a
/// power of two (the filter again); spanning more than it, they go to the
/// exact stage.
TEST(TriangleTriangleRange, DoubleScreenEdges) {
  for (const double s : {0x1p+330, 0x1p-270, 0x1.fffffffffffffp+329, 0x1.0000000000001p-270}) {
    const gv::Triangle<double> a{{0, 0, 0}, {4 * s, 0, 0}, {0, 4 * s, 0}};
    const gv::Triangle<double> b{{s, s, -s}, {s, s, s}, {-3 * s, -3 * s, 0}};
    gv::Stats st;
    std::feclearexcept(FE_ALL_EXCEPT);
    const Relation r = gv::relation(a, b, &st);
    EXPECT_EQ(std::fetestexcept(kHarmful), 0) << s;
    EXPECT_EQ(r, gv::exact::triangle_triangle(a, b).relation);
    EXPECT_EQ(r, Relation::overlapping);
    EXPECT_EQ(st.exact + st.filter, 1u);
  }
  for (const double s : {0x1p+331, 0x1p-271}) {
    const gv::Triangle<double> a{{0, 0, 0}, {2 * s, 0, 0}, {0, 2 * s, 0}};
    for (const double z : {0.0, s * 0x1p-700}) {  // the second spans 700 binades
      const gv::Triangle<double> b{{s / 2, s / 2, -s}, {s / 2, s / 2, s}, {-s, -s, z}};
      gv::Stats st;
      EXPECT_EQ(gv::relation(a, b, &st), Relation::overlapping);
      EXPECT_EQ(z == 0 ? st.filter : st.exact, 1u) << s << " " << z;
    }
  }
}

// --- 3. the integer frame ---------------------------------------------------------

/// The frame's answer, or Relation::invalid when it refuses the input.
Relation frame_relation(const gv::Triangle<double>& ta, const gv::Triangle<double>& tb) {
  const double a[3][3] = {{ta.p0.x, ta.p0.y, ta.p0.z}, {ta.p1.x, ta.p1.y, ta.p1.z}, {ta.p2.x, ta.p2.y, ta.p2.z}};
  const double b[3][3] = {{tb.p0.x, tb.p0.y, tb.p0.z}, {tb.p1.x, tb.p1.y, tb.p1.z}, {tb.p2.x, tb.p2.y, tb.p2.z}};
  Relation rel = Relation::invalid;
  return gv::detail::tt_frame_relation(a, b, nullptr, rel) ? rel : Relation::invalid;
}

/// At the frame's width: A = (X, -X, -X), (-X, X, -X), (-X, -X, X) in the
/// plane x + y + z = -X, and B = q, (0, 0, 0), (1, -1, 0) with the vertex q
/// at (-1, -1, -X + 2) (on A's face, inside it: touching), one unit above
/// it (disjoint) or below it (B crosses A: overlapping). Taken from A's
/// first vertex, the coordinates reach 2X: 40 bits for X = 2^39 - 1, where
/// the frame answers; 41 bits for X = 2^40 - 1, where it must refuse (the
/// later stages answer). A coplanar triangle (r = 2) takes the plane's
/// case within the same width.
TEST(TriangleTriangleIntFrame, TheFramesWidthOneUnitApart) {
  for (const double X : {0x1p39 - 1, 0x1p40 - 1}) {
    const gv::Triangle<double> a{{X, -X, -X}, {-X, X, -X}, {-X, -X, X}};
    const std::pair<double, Relation> cases[] = {
        {2, Relation::touching}, {3, Relation::disjoint}, {1, Relation::overlapping}};
    for (const auto& [z, want] : cases) {
      const gv::Triangle<double> b{{-1, -1, -X + z}, {0, 0, 0}, {1, -1, 0}};
      const std::string where = gv::query::declarations(Case<double>{a, b});
      ASSERT_EQ(gv::exact::triangle_triangle(a, b).relation, want) << where;
      EXPECT_EQ(frame_relation(a, b), X < 0x1p39 ? want : Relation::invalid) << where;
      EXPECT_EQ(exact_stage(a, b), want) << where;
      EXPECT_EQ(gv::relation(a, b), want) << where;
    }
    const gv::Triangle<double> coplanar{{-1, -1, -X + 2}, {-2, -1, -X + 3}, {-1, -2, -X + 3}};
    const Relation want = gv::exact::triangle_triangle(a, coplanar).relation;
    EXPECT_EQ(want, Relation::touching);
    EXPECT_EQ(frame_relation(a, coplanar), X < 0x1p39 ? want : Relation::invalid);
    EXPECT_EQ(exact_stage(a, coplanar), want);
  }
}

/// The plane's case (tt_frame_flat) at the width of its int64 arithmetic:
/// in the plane z = 0, B = (-X, -X), (X, X), (-X, X) above its diagonal
/// y = x, and A = (s, 0), (X + s, -X), (X + s, 0) below it, touching it at
/// (0, 0) for s = 0 and one unit off (disjoint) for s = 1. Taken from a_0,
/// B's diagonal's normal (-2X, 2X) projects B's third vertex to
/// 4X^2 + 2Xs and A's second to -4X^2: below 2^62 for X = 2^30 - 2
/// (coordinates of 30 bits, int64); near 2^64 for X = 2^31 - 2 (31 bits),
/// where int64 would wrap and the projections must take I128. (In the
/// other order, taken from b_0, the coordinates reach 2X + s, one bit
/// more.) Also: B moved to the parallel
/// plane z = 1 (disjoint by the offset), a segment A on the diagonal
/// (touching), and two segments, which the frame refuses.
TEST(TriangleTriangleIntFrame, CoplanarPairsAtTheInt64Width) {
  for (const double X : {0x1p30 - 2, 0x1p31 - 2}) {
    const gv::Triangle<double> b{{-X, -X, 0}, {X, X, 0}, {-X, X, 0}};
    for (const double s : {0.0, 1.0}) {
      const gv::Triangle<double> a{{s, 0, 0}, {X + s, -X, 0}, {X + s, 0, 0}};
      const Relation want = s == 0 ? Relation::touching : Relation::disjoint;
      const std::string where = gv::query::declarations(Case<double>{a, b});
      ASSERT_EQ(gv::exact::triangle_triangle(a, b).relation, want) << where;
      EXPECT_EQ(frame_relation(a, b), want) << where;
      EXPECT_EQ(frame_relation(b, a), want) << where;
      EXPECT_EQ(exact_stage(a, b), want) << where;
      EXPECT_EQ(gv::relation(a, b), want) << where;
    }
    const gv::Triangle<double> above{{-X, -X, 1}, {X, X, 1}, {-X, X, 1}};
    const gv::Triangle<double> on_diagonal{{0, 0, 0}, {1, 1, 0}, {2, 2, 0}};
    const gv::Triangle<double> crossing{{1, 0, 0}, {0, 1, 0}, {2, -1, 0}};
    EXPECT_EQ(frame_relation(on_diagonal, above), Relation::disjoint);
    EXPECT_EQ(frame_relation(on_diagonal, b), Relation::touching);
    EXPECT_EQ(frame_relation(on_diagonal, crossing), Relation::invalid);
    EXPECT_EQ(exact_stage(on_diagonal, crossing), Relation::touching);
  }
}

/// The largest projections (found by review): A = (0, 0, 0), (X, X, X),
/// (X, -X, -X) and B = (-X, -X, X), (X, X, -X), (-X, X, -X) touch (a_0 is
/// the midpoint of b_0 b_1), and for the candidate eA1 x eB0 the support
/// value G+ is 24 X^3: below 2^125 for X = 2^40 - 1, where the frame
/// answers; near 1.5 2^127 for X = 2^41 - 1, beyond I128 (it would wrap to a
/// negative value and read as separated), where the frame must refuse.
TEST(TriangleTriangleIntFrame, TheLargestProjections) {
  for (const double X : {0x1p40 - 1, 0x1p41 - 1}) {
    const gv::Triangle<double> a{{0, 0, 0}, {X, X, X}, {X, -X, -X}};
    const gv::Triangle<double> b{{-X, -X, X}, {X, X, -X}, {-X, X, -X}};
    const std::string where = gv::query::declarations(Case<double>{a, b});
    ASSERT_EQ(gv::exact::triangle_triangle(a, b).relation, Relation::touching) << where;
    EXPECT_EQ(frame_relation(a, b), X < 0x1p40 ? Relation::touching : Relation::invalid) << where;
    EXPECT_EQ(exact_stage(a, b), Relation::touching) << where;
    EXPECT_EQ(gv::relation(a, b), Relation::touching) << where;
  }
}

/// Every generator class: the exact stage with the frame and without it
/// against the oracle, and the frame's own answer where it gives one.
template <class T>
void frame_on_every_class(std::uint64_t seed) {
  using Gen = gv::gen::Generator<Case<T>>;
  gv::gen::Prng rng(seed);
  long answered = 0, refused = 0;
  for (std::size_t cls = 0; cls < Gen::kClasses.size(); ++cls) {
    for (int i = 0; i < work(200); ++i) {
      const Case<T> c = Gen::make(rng, cls);
      const Relation want = gv::exact::triangle_triangle(c.a, c.b).relation;
      const double a[3][3] = {{c.a.p0.x, c.a.p0.y, c.a.p0.z}, {c.a.p1.x, c.a.p1.y, c.a.p1.z}, {c.a.p2.x, c.a.p2.y, c.a.p2.z}};
      const double b[3][3] = {{c.b.p0.x, c.b.p0.y, c.b.p0.z}, {c.b.p1.x, c.b.p1.y, c.b.p1.z}, {c.b.p2.x, c.b.p2.y, c.b.p2.z}};
      Relation framed = Relation::invalid;
      if (gv::detail::tt_frame_relation(a, b, nullptr, framed)) {
        ++answered;
        ASSERT_EQ(framed, want) << Gen::kClasses[cls] << "\n" << gv::query::declarations(c);
      } else {
        ++refused;
      }
      ASSERT_EQ(exact_stage_of<T>(c.a, c.b), want) << Gen::kClasses[cls] << "\n" << gv::query::declarations(c);
      ASSERT_EQ((exact_stage_of<T, false>(c.a, c.b)), want) << Gen::kClasses[cls] << "\n" << gv::query::declarations(c);
    }
  }
  std::printf("triangle-triangle %s: the frame answered %ld cases, refused %ld\n",
              std::is_same_v<T, float> ? "float" : "double", answered, refused);
  EXPECT_GT(answered, work(200) * 10);  // vertex-on-face, edge-edge, coplanar, shared-edge, ...
  EXPECT_GT(refused, work(200) / 2);    // segment against segment, random-bits, ...
}

TEST(TriangleTriangleIntFrame, FloatEveryGeneratorClass) { frame_on_every_class<float>(0x77f5); }
TEST(TriangleTriangleIntFrame, DoubleEveryGeneratorClass) { frame_on_every_class<double>(0x77f6); }

// --- 4. differential: every generator class against the oracle -------------

/// Typical input: triangles of size about 1 round typical points of the
/// cube (-4, 4)^3, pairs close enough that about half intersect.
template <class T>
Case<T> typical_pair(gv::gen::Prng& rng) {
  const gv::Vec3<T> m = gv::test_support::typical_point<T>(rng);
  auto tri = [&](double spread) {
    gv::Vec3<T> v[3];
    for (auto& p : v) {
      p = {T(static_cast<double>(m.x) + spread * gv::gen::unit_real<double>(rng)),
           T(static_cast<double>(m.y) + spread * gv::gen::unit_real<double>(rng)),
           T(static_cast<double>(m.z) + spread * gv::gen::unit_real<double>(rng))};
    }
    return gv::Triangle<T>{v[0], v[1], v[2]};
  };
  return {tri(1.0), tri(1.0)};
}

TEST(TriangleTriangleDifferential, FloatEveryGeneratorClass) {
  gv::test_support::differential_by_class<Case<float>>(0x7717, work(400), typical_pair<float>);
}
TEST(TriangleTriangleDifferential, DoubleEveryGeneratorClass) {
  gv::test_support::differential_by_class<Case<double>>(0x7718, work(400), typical_pair<double>);
}

}  // namespace

}  // namespace gv_core_triangle_triangle_test
