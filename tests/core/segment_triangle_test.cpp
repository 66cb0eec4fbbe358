// SPDX-License-Identifier: MIT
// Specification of gv::relation(Segment, Triangle) (core/segment_triangle.h).
//
// 1. Hand cases, one or more for every degenerate class (a transversal
//    crossing, through an edge or a vertex, an endpoint on the face, on an
//    edge or at a vertex, a segment in the plane or parallel to it, point
//    segments, degenerate triangles, signed zeros, subnormals, huge values,
//    far from the origin, one ulp either side of contact), each with its
//    exact answer written out, checked against the exact oracle
//    (exact/segment_triangle.h) and replayed on the core under the 48 signed
//    axis permutations, the 6 vertex orders and both endpoint orders
//    (expect_relation.h), in both argument orders, relation and intersects,
//    and through the exact stage alone.
// 2. The filter's bounds (the axis-norm bounds kVolumeNormBound and
//    kVolumeAxisBound, and the per-term kVolumeBound, on each of the five
//    volumes): two families built on their worst cases (an endpoint within a few roundings of
//    the plane; a segment within a few roundings of an edge or a vertex),
//    where every computed volume is compared with the exact rational value,
//    every certified sign with the exact sign, and the query with the oracle.
// 3. The integer frame (the exact stage's first step): the largest volumes
//    of its widest differences, and one bit wider refused; segments in the
//    plane one unit of the frame apart at its largest integers; every
//    generator class with and without it against the oracle. Every hand
//    case goes through the exact stage both ways (exact_stage).
// 4. A differential loop over every generator class
//    (gen/segment_triangle.h) and a "typical" family, float and double,
//    fixed seed and count.
// 5. Both stages are reached, Stats counts them, invalid input is refused,
//    and the double screen's edges raise no flag.
#include <gtest/gtest.h>

#include <algorithm>
#include <cfenv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>
#include <utility>
#include <limits>

#include "geoverify/core/segment_triangle.h"
#include "geoverify/exact/rational.h"
#include "geoverify/exact/segment_triangle.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "differential.h"
#include "expect_relation.h"
#include "filter_tally.h"
#include "triangles.h"
#include "work.h"
#include "ulp_steps.h"
#include "fp_flags.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_segment_triangle_test {

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
using Case = gv::query::SegmentTriangle<T>;

/// The exact stage alone, for valid input, with the integer frame first
/// (kFrame) or without it (the grid and integer stages).
template <class T, bool kFrame = true>
Relation exact_stage_of(const gv::Segment<T>& s, const gv::Triangle<T>& tri) {
  if (!(gv::is_valid(s) && gv::is_valid(tri))) return Relation::invalid;
  const double p[2][3] = {{s.p0.x, s.p0.y, s.p0.z}, {s.p1.x, s.p1.y, s.p1.z}};
  const double t[3][3] = {{tri.p0.x, tri.p0.y, tri.p0.z}, {tri.p1.x, tri.p1.y, tri.p1.z}, {tri.p2.x, tri.p2.y, tri.p2.z}};
  return gv::detail::segment_triangle_exact<T, kFrame>(p, t, nullptr);
}

/// The exact stage alone both ways: their common answer, or
/// Relation::invalid (which no valid case wants) when they differ.
template <class T>
Relation exact_stage(const gv::Segment<T>& s, const gv::Triangle<T>& tri) {
  const Relation framed = exact_stage_of<T>(s, tri);
  return framed == exact_stage_of<T, false>(s, tri) ? framed : Relation::invalid;
}

template <class T>
class SegmentTriangleTest : public ::testing::Test {
 protected:
  using Tri = gv::Triangle<T>;
  using Seg = gv::Segment<T>;
  using V = gv::Vec3<T>;

  static V v(double x, double y, double z) { return V{T(x), T(y), T(z)}; }
  static Seg seg(const V& p, const V& q) { return Seg{p, q}; }
  /// The reference triangle in the plane z = 0: (0,0,0), (4,0,0), (0,4,0).
  static Tri base() { return gv::test_support::corner(T(4), T(0)); }

  /// The oracle must give `want`; the core must give it on every image
  /// (expect_relation.h) and through the exact stage alone.
  static void expect(const Seg& s, const Tri& t, Relation want) {
    gv::test_support::expect_relation(Case<T>{s, t}, want, exact_stage<T>);
  }
  static Seg scaled(const Seg& s, int e) {
    auto f = [e](const V& p) { return V{std::ldexp(p.x, e), std::ldexp(p.y, e), std::ldexp(p.z, e)}; };
    return {f(s.p0), f(s.p1)};
  }
  static Tri scaled(const Tri& t, int e) { return gv::test_support::scaled(t, e); }
  static V moved(const V& p, T d) { return V{p.x + d, p.y - d, p.z + d}; }
  static Seg moved(const Seg& s, T d) { return {moved(s.p0, d), moved(s.p1, d)}; }
  static Tri moved(const Tri& t, T d) { return {moved(t.p0, d), moved(t.p1, d), moved(t.p2, d)}; }
};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(SegmentTriangleTest, Scalars);

// --- 1. hand cases -----------------------------------------------------------

TYPED_TEST(SegmentTriangleTest, TransversalCrossings) {
  using F = TestFixture;
  const auto A = F::base();
  // through the interior, perpendicular and oblique
  F::expect(F::seg(F::v(1, 1, -1), F::v(1, 1, 1)), A, Relation::overlapping);
  F::expect(F::seg(F::v(0, 0, -2), F::v(2, 2, 2)), A, Relation::overlapping);
  // the same line, but the segment stops short of the plane, on either side
  F::expect(F::seg(F::v(1, 1, 1), F::v(1, 1, 3)), A, Relation::disjoint);
  F::expect(F::seg(F::v(1, 1, -3), F::v(1, 1, -1)), A, Relation::disjoint);
  // crossing the plane beside the triangle, beyond the hypotenuse
  F::expect(F::seg(F::v(3, 3, -1), F::v(3, 3, 1)), A, Relation::disjoint);
  // a crossing whose line passes the plane outside the triangle, its
  // endpoints' projections inside it
  F::expect(F::seg(F::v(1, 1, 1), F::v(3, 3, 3)), A, Relation::disjoint);
}

TYPED_TEST(SegmentTriangleTest, ThroughAnEdgeOrAVertex) {
  using F = TestFixture;
  const auto A = F::base();
  // through the edge y = 0 at (2, 0, 0), through the hypotenuse at (2, 2, 0)
  F::expect(F::seg(F::v(2, -1, -1), F::v(2, 1, 1)), A, Relation::touching);
  F::expect(F::seg(F::v(1, 1, -1), F::v(3, 3, 1)), A, Relation::touching);
  // through the vertices (0,0,0) and (4,0,0)
  F::expect(F::seg(F::v(-1, -1, -1), F::v(1, 1, 1)), A, Relation::touching);
  F::expect(F::seg(F::v(5, 1, -1), F::v(3, -1, 1)), A, Relation::touching);
  // a quarter beyond the edge y = 0: apart
  F::expect(F::seg(F::v(2, -1.25, -1), F::v(2, 0.75, 1)), A, Relation::disjoint);
}

TYPED_TEST(SegmentTriangleTest, EndpointsOnTheTriangle) {
  using F = TestFixture;
  const auto A = F::base();
  // an endpoint on the face, on an edge, at a vertex; the rest above or below
  F::expect(F::seg(F::v(1, 1, 0), F::v(2, 3, 5)), A, Relation::touching);
  F::expect(F::seg(F::v(1, 1, 0), F::v(2, 3, -5)), A, Relation::touching);
  F::expect(F::seg(F::v(2, 0, 0), F::v(2, -1, 1)), A, Relation::touching);
  F::expect(F::seg(F::v(0, 4, 0), F::v(1, 5, 1)), A, Relation::touching);
  // an endpoint in the plane but outside the triangle
  F::expect(F::seg(F::v(3, 3, 0), F::v(1, 1, 1)), A, Relation::disjoint);
}

TYPED_TEST(SegmentTriangleTest, InAndParallelToThePlane) {
  using F = TestFixture;
  const auto A = F::base();
  // in the plane: across the triangle, inside it, through a vertex only,
  // along an edge, apart
  F::expect(F::seg(F::v(-1, 1, 0), F::v(5, 1, 0)), A, Relation::touching);
  F::expect(F::seg(F::v(1, 1, 0), F::v(2, 1, 0)), A, Relation::touching);
  F::expect(F::seg(F::v(4, 0, 0), F::v(6, -2, 0)), A, Relation::touching);
  F::expect(F::seg(F::v(-1, 0, 0), F::v(5, 0, 0)), A, Relation::touching);
  F::expect(F::seg(F::v(3, 3, 0), F::v(5, 1, 0)), A, Relation::disjoint);
  // in an oblique plane x + y + z = 3
  const typename F::Tri B{F::v(3, 0, 0), F::v(0, 3, 0), F::v(0, 0, 3)};
  F::expect(F::seg(F::v(1, 1, 1), F::v(2, 2, -1)), B, Relation::touching);
  F::expect(F::seg(F::v(4, 0, -1), F::v(5, -1, -1)), B, Relation::disjoint);
  // parallel to the plane, a quarter above it
  F::expect(F::seg(F::v(-1, 1, 0.25), F::v(5, 1, 0.25)), A, Relation::disjoint);
}

TYPED_TEST(SegmentTriangleTest, PointSegmentsAndDegenerateTriangles) {
  using F = TestFixture;
  const auto A = F::base();
  const auto pt = [](const typename F::V& p) { return typename F::Seg{p, p}; };
  // a point on the face, on an edge, beside it, above it
  F::expect(pt(F::v(1, 1, 0)), A, Relation::touching);
  F::expect(pt(F::v(2, 2, 0)), A, Relation::touching);
  F::expect(pt(F::v(3, 3, 0)), A, Relation::disjoint);
  F::expect(pt(F::v(1, 1, 1)), A, Relation::disjoint);
  // a triangle with collinear vertices (the segment (0,0,0)-(4,0,0)):
  // crossed, touched at an end, missed; a point triangle
  const typename F::Tri flat{F::v(0, 0, 0), F::v(2, 0, 0), F::v(4, 0, 0)};
  F::expect(F::seg(F::v(1, -1, 0), F::v(1, 1, 0)), flat, Relation::touching);
  F::expect(F::seg(F::v(1, -1, -1), F::v(1, 1, 1)), flat, Relation::touching);
  F::expect(F::seg(F::v(4, 0, 0), F::v(5, 1, 1)), flat, Relation::touching);
  F::expect(F::seg(F::v(1, -1, 1), F::v(1, 1, 1)), flat, Relation::disjoint);
  const typename F::Tri dot{F::v(1, 2, 3), F::v(1, 2, 3), F::v(1, 2, 3)};
  F::expect(F::seg(F::v(0, 1, 2), F::v(2, 3, 4)), dot, Relation::touching);
  F::expect(F::seg(F::v(0, 1, 2), F::v(2, 3, 5)), dot, Relation::disjoint);
  F::expect(pt(F::v(1, 2, 3)), dot, Relation::touching);
}

TYPED_TEST(SegmentTriangleTest, SignedZerosNeverChangeTheAnswer) {
  using F = TestFixture;
  const typename F::Tri An{F::v(-0.0, -0.0, -0.0), F::v(4, -0.0, -0.0), F::v(-0.0, 4, -0.0)};
  F::expect(F::seg(F::v(1, 1, -1), F::v(1, 1, 1)), An, Relation::overlapping);
  F::expect(F::seg(F::v(1, 1, -0.0), F::v(1, 1, 2)), An, Relation::touching);
  F::expect(F::seg(F::v(-0.0, -0.0, -1), F::v(0, 0, 1)), F::base(), Relation::touching);
}

TYPED_TEST(SegmentTriangleTest, SubnormalsHugeValuesAndFarFromTheOrigin) {
  using F = TestFixture;
  using T = TypeParam;
  constexpr bool kFloat = std::is_same_v<T, float>;
  const auto A = F::base();
  const auto crossing = F::seg(F::v(1, 1, -1), F::v(1, 1, 1));
  const auto edge = F::seg(F::v(2, -1, -1), F::v(2, 1, 1));
  const auto apart = F::seg(F::v(3, 3, -1), F::v(3, 3, 1));
  // every coordinate a multiple of the smallest subnormal, and near the
  // largest value (where p1 - p0 and the volumes overflow in T)
  for (const int e : {kFloat ? -147 : -1072, kFloat ? 125 : 1021}) {
    F::expect(F::scaled(crossing, e), F::scaled(A, e), Relation::overlapping);
    F::expect(F::scaled(edge, e), F::scaled(A, e), Relation::touching);
    F::expect(F::scaled(apart, e), F::scaled(A, e), Relation::disjoint);
  }
  // far from the origin (translations by 2^k are exact here)
  const T off = kFloat ? T(0x1p+18) : T(0x1p+48);
  F::expect(F::moved(crossing, off), F::moved(A, off), Relation::overlapping);
  F::expect(F::moved(edge, off), F::moved(A, off), Relation::touching);
  F::expect(F::moved(apart, off), F::moved(A, off), Relation::disjoint);
}

TYPED_TEST(SegmentTriangleTest, OneUlpEitherSideOfContact) {
  using F = TestFixture;
  using T = TypeParam;
  const auto A = F::base();
  const T tiny = std::numeric_limits<T>::denorm_min();
  // an endpoint one subnormal above the face, on it, one below
  F::expect(F::seg(F::v(1, 1, tiny), F::v(1, 1, 2)), A, Relation::disjoint);
  F::expect(F::seg(F::v(1, 1, 0), F::v(1, 1, 2)), A, Relation::touching);
  F::expect(F::seg(F::v(1, 1, -tiny), F::v(1, 1, 2)), A, Relation::overlapping);
  // the crossing point one ulp beyond the hypotenuse x + y = 4 at (2, 2)
  const T beyond = std::nextafter(T(2), T(3));
  F::expect(F::seg(F::v(beyond, 2, -1), F::v(beyond, 2, 1)), A, Relation::disjoint);
  F::expect(F::seg(F::v(2, 2, -1), F::v(2, 2, 1)), A, Relation::touching);
  const T inside = std::nextafter(T(2), T(1));
  F::expect(F::seg(F::v(inside, 2, -1), F::v(inside, 2, 1)), A, Relation::overlapping);
}

TYPED_TEST(SegmentTriangleTest, InvalidInputGivesInvalidAndNoIntersection) {
  using F = TestFixture;
  using T = TypeParam;
  const auto A = F::base();
  for (const T bad : {std::numeric_limits<T>::quiet_NaN(), std::numeric_limits<T>::infinity(),
                      -std::numeric_limits<T>::infinity()}) {
    for (int where = 0; where < 2; ++where) {
      auto s = F::seg(F::v(1, 1, -1), F::v(1, 1, 1));
      auto t = A;
      if (where == 0) s.p1.y = bad;
      else t.p2.x = bad;
      gv::Stats st;
      EXPECT_EQ(gv::relation(s, t, &st), Relation::invalid);
      EXPECT_EQ(gv::relation(t, s, &st), Relation::invalid);
      EXPECT_FALSE(gv::intersects(s, t));
      EXPECT_EQ(st.invalid, 2u);
      EXPECT_EQ(st.filter + st.exact, 0u);
      EXPECT_EQ(gv::exact::segment_triangle(s, t).relation, Relation::invalid);
    }
  }
}

TYPED_TEST(SegmentTriangleTest, StatsCountTheStageThatDecided) {
  using F = TestFixture;
  const auto A = F::base();
  gv::Stats st;
  // one side of the plane; a crossing outside; a crossing inside: the filter
  EXPECT_EQ(gv::relation(F::seg(F::v(1, 1, 1), F::v(9, 9, 2)), A, &st), Relation::disjoint);
  EXPECT_EQ(gv::relation(F::seg(F::v(3, 3, -1), F::v(3, 3, 1)), A, &st), Relation::disjoint);
  EXPECT_EQ(gv::relation(F::seg(F::v(1, 1, -1), F::v(1, 1, 1)), A, &st), Relation::overlapping);
  // an endpoint at a vertex, the segment leaving the plane: every volume
  // that vanishes has only zero terms, so the filter certifies touching
  EXPECT_EQ(gv::relation(F::seg(F::v(0, 0, 0), F::v(1, 1, 1)), A, &st), Relation::touching);
  EXPECT_EQ(st.filter, 4u);
  EXPECT_EQ(st.exact, 0u);
  // through an edge (a volume that cancels to zero), in the plane: the exact stage
  EXPECT_EQ(gv::relation(F::seg(F::v(2, -1, -1), F::v(2, 1, 1)), A, &st), Relation::touching);
  EXPECT_EQ(gv::relation(F::seg(F::v(-1, 1, 0), F::v(5, 1, 0)), A, &st), Relation::touching);
  EXPECT_EQ(st.exact, 2u);
  EXPECT_EQ(st.filter, 4u);
}

// --- 2. the filter's bound -----------------------------------------------------

Vec3Q q3(const double (&p)[3]) { return {Rational(p[0]), Rational(p[1]), Rational(p[2])}; }

int sign_of(const Rational& r) { return r > 0 ? 1 : (r < 0 ? -1 : 0); }

struct BoundCounts {
  long decided = 0, undecided = 0;
  double worst = 0;  ///< largest |computed - exact| / bound seen
};

/// The two kinds of bound, counted apart.
struct BoundTally {
  BoundCounts per_term, norm;
};

/// The five volumes of one case (detail::segment_triangle_filter's): each
/// within its per-term bound and within its axis-norm bound of the exact
/// value, each sign certified by either exact; and the core equals the
/// oracle. False on a violation (already reported).
template <class T>
bool check_bound_case(const Case<T>& c, BoundTally& tally) {
  using gv::detail::diff3;
  const double p[2][3] = {{c.seg.p0.x, c.seg.p0.y, c.seg.p0.z}, {c.seg.p1.x, c.seg.p1.y, c.seg.p1.z}};
  const double t[3][3] = {{c.tri.p0.x, c.tri.p0.y, c.tri.p0.z},
                          {c.tri.p1.x, c.tri.p1.y, c.tri.p1.z},
                          {c.tri.p2.x, c.tri.p2.y, c.tri.p2.z}};
  const Vec3Q P = q3(p[0]), Q = q3(p[1]), t0 = q3(t[0]), t1 = q3(t[1]), t2 = q3(t[2]);
  const Vec3Q tq[3] = {t0, t1, t2};
  const gv::detail::Diff3 a[3] = {diff3(t[0], p[0]), diff3(t[1], p[0]), diff3(t[2], p[0])};
  const gv::detail::Diff3 b[3] = {diff3(t[0], p[1]), diff3(t[1], p[1]), diff3(t[2], p[1])};
  const gv::detail::Diff3 d = diff3(p[1], p[0]);
  using gv::exact::cross;
  using gv::exact::dot;
  struct Item {
    gv::detail::Bounded w;
    Rational exact;
  };
  // The per-term bounds, then the same five values under the first pass's
  // axis-norm bounds.
  const gv::detail::AxisNorms na = gv::detail::axis_norms(a[0], a[1], a[2]);
  const gv::detail::AxisNorms nb = gv::detail::axis_norms(b[0], b[1], b[2]);
  const double ea = gv::detail::volume_axis_bound(d, na);
  const auto by_norm = [](const gv::detail::Bounded& w, double bound) { return gv::detail::Bounded{w.value, bound}; };
  const Item items[10] = {
      {gv::detail::volume(a[0], a[1], a[2]), dot(t0 - P, cross(t1 - P, t2 - P))},
      {gv::detail::volume(b[0], b[1], b[2]), dot(t0 - Q, cross(t1 - Q, t2 - Q))},
      {gv::detail::volume(d, a[1], a[2]), dot(Q - P, cross(tq[1] - P, tq[2] - P))},
      {gv::detail::volume(d, a[2], a[0]), dot(Q - P, cross(tq[2] - P, tq[0] - P))},
      {gv::detail::volume(d, a[0], a[1]), dot(Q - P, cross(tq[0] - P, tq[1] - P))},
      {by_norm(gv::detail::volume(a[0], a[1], a[2]), gv::detail::volume_norm_bound(na)),
       dot(t0 - P, cross(t1 - P, t2 - P))},
      {by_norm(gv::detail::volume(b[0], b[1], b[2]), gv::detail::volume_norm_bound(nb)),
       dot(t0 - Q, cross(t1 - Q, t2 - Q))},
      {by_norm(gv::detail::volume(d, a[1], a[2]), ea), dot(Q - P, cross(tq[1] - P, tq[2] - P))},
      {by_norm(gv::detail::volume(d, a[2], a[0]), ea), dot(Q - P, cross(tq[2] - P, tq[0] - P))},
      {by_norm(gv::detail::volume(d, a[0], a[1]), ea), dot(Q - P, cross(tq[0] - P, tq[1] - P))},
  };
  // Double input outside the screen never reaches the filter.
  bool screened = true;
  if constexpr (std::is_same_v<T, double>) {
    const double in[15] = {p[0][0], p[0][1], p[0][2], p[1][0], p[1][1], p[1][2], t[0][0], t[0][1],
                           t[0][2], t[1][0], t[1][1], t[1][2], t[2][0], t[2][1], t[2][2]};
    screened = gv::detail::fast_screen(in, gv::detail::kVolumeScreenLo, gv::detail::kVolumeScreenHi);
  }
  for (int k = 0; k < 10; ++k) {
    if (!screened) break;
    const Item& it = items[k];
    BoundCounts& n = k < 5 ? tally.per_term : tally.norm;
    const Rational err = abs(Rational(it.w.value) - it.exact);
    EXPECT_LE(err, Rational(it.w.bound)) << "error bound exceeded\n" << gv::query::declarations(c);
    if (err > Rational(it.w.bound)) return false;
    if (it.w.bound > 0) n.worst = std::max(n.worst, static_cast<double>(err / Rational(it.w.bound)));
    const gv::detail::FilteredSign s = gv::detail::certified_sign(it.w);
    if (!s.decided) {
      ++n.undecided;
    } else {
      ++n.decided;
      EXPECT_EQ(s.sign, sign_of(it.exact)) << "certified sign wrong\n" << gv::query::declarations(c);
      if (s.sign != sign_of(it.exact)) return false;
    }
  }
  // The filter's own two-pass signs (norm first, per-term where it cannot tell).
  for (int k = 0; k < 5 && screened; ++k) {
    const gv::detail::Diff3* f[5][3] = {{&a[0], &a[1], &a[2]}, {&b[0], &b[1], &b[2]}, {&d, &a[1], &a[2]},
                                        {&d, &a[2], &a[0]}, {&d, &a[0], &a[1]}};
    const double first = k == 0 ? gv::detail::volume_norm_bound(na) : k == 1 ? gv::detail::volume_norm_bound(nb) : ea;
    const gv::detail::FilteredSign s = gv::detail::volume_sign_two_pass(*f[k][0], *f[k][1], *f[k][2], first);
    if (s.decided) {
      EXPECT_EQ(s.sign, sign_of(items[k].exact)) << "two-pass sign wrong\n" << gv::query::declarations(c);
      if (s.sign != sign_of(items[k].exact)) return false;
    }
  }
  const Relation r = gv::relation(c.seg, c.tri);
  const Relation want = gv::exact::segment_triangle(c.seg, c.tri).relation;
  EXPECT_EQ(r, want) << gv::query::declarations(c);
  return r == want;
}

/// A triangle o, o + s p, o + t q on a scaled integer lattice (p, q spanning a
/// plane with normal n), and a point X = o + x p + y q of its plane, inside
/// the triangle, on an edge or a vertex, or beyond; far from the origin or
/// not. The segment is built round X by `place` and one of its endpoints'
/// coordinates is then moved by up to 32 ulps.
template <class T, class Place>
Case<T> near_contact(gv::gen::Prng& rng, Place place) {
  const int e = static_cast<int>(rng.draw(40)) - 20;
  const auto g = [e](std::int64_t x) { return std::ldexp(T(x), e); };
  const std::int64_t off = rng.draw(2) ? 0 : int_in(rng, 1 << 12);
  // Small edge vectors, or wide ones whose coordinates fill T's precision
  // (so that the volumes' products round in double; n = p x q stays exact).
  const std::int64_t span = rng.draw(2) ? 16 : (std::is_same_v<T, float> ? 1 << 10 : 1 << 24);
  std::int64_t p[3], q[3];
  for (int i = 0; i < 3; ++i) {
    p[i] = int_in(rng, span);
    q[i] = int_in(rng, span);
  }
  std::int64_t n[3] = {p[1] * q[2] - p[2] * q[1], p[2] * q[0] - p[0] * q[2], p[0] * q[1] - p[1] * q[0]};
  if (n[0] == 0 && n[1] == 0 && n[2] == 0) {
    p[0] += 1, q[1] += 1;
    n[0] = p[1] * q[2] - p[2] * q[1], n[1] = p[2] * q[0] - p[0] * q[2], n[2] = p[0] * q[1] - p[1] * q[0];
  }
  const std::int64_t s = 1 + static_cast<std::int64_t>(rng.draw(8)), t = 1 + static_cast<std::int64_t>(rng.draw(8));
  // X's lattice coordinates: on the edge o-(o + s p) (y == 0), at o, inside, or beyond
  std::int64_t x = 0, y = 0;
  switch (rng.draw(4)) {
    case 0: x = static_cast<std::int64_t>(rng.draw(static_cast<std::uint64_t>(s + 1))); break;
    case 1: break;
    case 2: x = 1, y = 1; break;
    default: x = -1, y = int_in(rng, 2); break;
  }
  std::int64_t X[3], P[3], Q[3];
  for (int i = 0; i < 3; ++i) X[i] = x * p[i] + y * q[i];
  place(rng, X, n, P, Q);
  Case<T> c{};
  gv::Vec3<T> vt[3]{};
  for (int i = 0; i < 3; ++i) {
    gv::set(vt[0], i, g(off));
    gv::set(vt[1], i, g(off + s * p[i]));
    gv::set(vt[2], i, g(off + t * q[i]));
    gv::set(c.seg.p0, i, g(off + P[i]));
    gv::set(c.seg.p1, i, g(off + Q[i]));
  }
  c.tri = {vt[0], vt[1], vt[2]};
  const int ax = static_cast<int>(rng.draw(3));
  gv::Vec3<T>& end = rng.draw(2) ? c.seg.p0 : c.seg.p1;
  gv::set(end, ax, ulps(gv::get(end, ax), jitter(rng)));
  return c;
}

/// An endpoint on the plane at X (the other off it, either side or along
/// the plane's normal): the endpoint volumes are near zero.
template <class T>
Case<T> endpoint_near_plane(gv::gen::Prng& rng) {
  return near_contact<T>(rng, [](gv::gen::Prng& r, const std::int64_t (&X)[3], const std::int64_t (&n)[3],
                                 std::int64_t (&P)[3], std::int64_t (&Q)[3]) {
    const std::int64_t k = int_in(r, 3);
    for (int i = 0; i < 3; ++i) {
      P[i] = X[i];
      Q[i] = X[i] + (k == 0 ? 1 : k) * n[i] + int_in(r, 4);
    }
  });
}

/// A segment crossing the plane at X, which is on an edge, at a vertex,
/// inside or beyond: the edge volumes are near zero.
template <class T>
Case<T> crossing_near_edge(gv::gen::Prng& rng) {
  return near_contact<T>(rng, [](gv::gen::Prng& r, const std::int64_t (&X)[3], const std::int64_t (&n)[3],
                                 std::int64_t (&P)[3], std::int64_t (&Q)[3]) {
    std::int64_t w[3];
    for (int i = 0; i < 3; ++i) w[i] = n[i] + int_in(r, 3);
    const std::int64_t k = 1 + static_cast<std::int64_t>(r.draw(3));
    for (int i = 0; i < 3; ++i) {
      P[i] = X[i] + w[i];
      Q[i] = X[i] - k * w[i];
    }
  });
}

template <class T>
void bound_family(std::uint64_t seed, int count, const char* name) {
  gv::gen::Prng rng(seed);
  BoundTally tally;
  for (int i = 0; i < count; ++i) {
    const Case<T> c = (i % 2 == 0) ? endpoint_near_plane<T>(rng) : crossing_near_edge<T>(rng);
    if (!check_bound_case(c, tally)) break;
  }
  for (const auto& [kind, n] : {std::pair<const char*, BoundCounts>{"per-term", tally.per_term}, {"axis-norm", tally.norm}}) {
    std::printf("%s, %s bounds: %ld certified, %ld undecided volumes; worst error %.3g of the bound\n", name, kind,
                n.decided, n.undecided, n.worst);
    EXPECT_GT(n.decided, 0) << kind;
    EXPECT_GT(n.undecided, 0) << kind;
  }
}

TEST(SegmentTriangleBounds, VolumesNearThePlaneAndTheEdges) {
  bound_family<float>(31, work(12000), "float");
  bound_family<double>(32, work(12000), "double");
}

// A vertex far from the segment: the axis norms take its components, so
// the first pass cannot certify the edge volume of the two near vertices
// (2^-19 against 32u * 2^41 = 2^-7); the per-term pass can, and the filter
// decides the miss without the exact stage.
TEST(SegmentTriangleBounds, FarVertexNeedsTheSecondPass) {
  const double h = 0x1p-10;
  const gv::Segmentd seg{{0, 0, -1}, {0, 0, 1}};
  const gv::Triangled tri{{0x1p20, 0x1p20, 0}, {h, 0, 0}, {0, h, 0}};
  ASSERT_EQ(gv::exact::segment_triangle(seg, tri).relation, Relation::disjoint);
  const double p[2][3] = {{0, 0, -1}, {0, 0, 1}};
  const double t[3][3] = {{0x1p20, 0x1p20, 0}, {h, 0, 0}, {0, h, 0}};
  using gv::detail::diff3;
  const gv::detail::Diff3 a[3] = {diff3(t[0], p[0]), diff3(t[1], p[0]), diff3(t[2], p[0])};
  const gv::detail::Diff3 d = diff3(p[1], p[0]);
  const double first = gv::detail::volume_axis_bound(d, gv::detail::axis_norms(a[0], a[1], a[2]));
  EXPECT_EQ(gv::detail::volume_value(d, a[1], a[2]), 0x1p-19);
  EXPECT_GT(first, 0x1p-19);  // the first pass cannot tell
  const gv::detail::FilteredSign s = gv::detail::volume_sign_two_pass(d, a[1], a[2], first);
  EXPECT_TRUE(s.decided);
  EXPECT_EQ(s.sign, 1);
  gv::Stats st;
  EXPECT_EQ(gv::relation(seg, tri, &st), Relation::disjoint);
  EXPECT_EQ(st.filter, 1u);
  EXPECT_EQ(st.exact, 0u);
}

TEST(SegmentTriangleBounds, TheFilterReachesEveryOutcome) {
  auto make_f = [](gv::gen::Prng& r) { return r.draw(2) ? endpoint_near_plane<float>(r) : crossing_near_edge<float>(r); };
  auto make_d = [](gv::gen::Prng& r) { return r.draw(2) ? endpoint_near_plane<double>(r) : crossing_near_edge<double>(r); };
  gv::test_support::expect_every_outcome(gv::test_support::filter_family(33, work(4000), make_f),
                                         gv::test_support::filter_family(34, work(4000), make_d));
}

TEST(SegmentTriangleBounds, DoubleScreenEdges) {
  // Coordinates at and just beyond the screen's ends: the core answers
  // exactly on both sides, raising no flag.
  for (const double unit : {0x1p-250, std::nextafter(0x1p-250, 0.0), 0x1p+298, 0x1p+301}) {
    const gv::Triangle<double> t{{0, 0, 0}, {4 * unit, 0, 0}, {0, 4 * unit, 0}};
    const gv::Segment<double> segs[3] = {{{unit, unit, -unit}, {unit, unit, unit}},
                                         {{2 * unit, -unit, -unit}, {2 * unit, unit, unit}},
                                         {{3 * unit, 3 * unit, -unit}, {3 * unit, 3 * unit, unit}}};
    const Relation want[3] = {Relation::overlapping, Relation::touching, Relation::disjoint};
    for (int k = 0; k < 3; ++k) {
      std::feclearexcept(FE_ALL_EXCEPT);
      const Relation got = gv::relation(segs[k], t);
      EXPECT_EQ(std::fetestexcept(kHarmful), 0) << unit;
      EXPECT_EQ(got, want[k]) << unit << " case " << k;
      EXPECT_EQ(gv::exact::segment_triangle(segs[k], t).relation, want[k]);
    }
  }
}

// --- 3. the integer frame -------------------------------------------------------

/// The frame's answer off the plane; in_plane when it hands the case to the
/// plane's path; Relation::invalid when it refuses the input.
template <class T>
Relation frame_relation(const gv::Segment<T>& s, const gv::Triangle<T>& tri, bool* in_plane = nullptr) {
  const double p[2][3] = {{s.p0.x, s.p0.y, s.p0.z}, {s.p1.x, s.p1.y, s.p1.z}};
  const double t[3][3] = {{tri.p0.x, tri.p0.y, tri.p0.z}, {tri.p1.x, tri.p1.y, tri.p1.z}, {tri.p2.x, tri.p2.y, tri.p2.z}};
  Relation rel = Relation::invalid;
  bool plane = false;
  const bool answered = gv::detail::st_frame_relation(p, t, rel, plane);
  if (in_plane) *in_plane = plane;
  return answered ? rel : Relation::invalid;
}

/// The largest volumes of the widest differences: the vertices
/// (X, -X, -X), (-X, X, -X), (-X, -X, X) seen from the origin give
/// sP = -4 X^3 (the plane x + y + z = -X, its normal 4 X^2 (1, 1, 1)). A
/// segment from the origin to -(1, 1, 1) stays on one side (disjoint): with
/// X = 2^41 - 3 every difference has 41 bits, |sP| < 2^125 and the frame
/// answers; with X = 2^42 - 3 they have 42, |sP| nears 2^128, beyond I128,
/// and the frame must refuse (the later stages answer). A segment from the
/// origin to -2^40 (1, 1, 1) crosses the plane at the centroid
/// (overlapping), its differences within 41 bits for X = 2^40 - 1.
TEST(SegmentTriangleIntFrame, TheLargestVolumes) {
  const struct {
    double X, q;
    Relation want;
    bool framed;
  } cases[] = {{0x1p41 - 3, -1, Relation::disjoint, true},
               {0x1p42 - 3, -1, Relation::disjoint, false},
               {0x1p40 - 1, -0x1p40, Relation::overlapping, true}};
  for (const auto& c : cases) {
    const gv::Triangle<double> t{{c.X, -c.X, -c.X}, {-c.X, c.X, -c.X}, {-c.X, -c.X, c.X}};
    const gv::Segment<double> s{{0, 0, 0}, {c.q, c.q, c.q}};
    const std::string where = gv::query::declarations(Case<double>{s, t});
    ASSERT_EQ(gv::exact::segment_triangle(s, t).relation, c.want) << where;
    EXPECT_EQ(frame_relation(s, t), c.framed ? c.want : Relation::invalid) << where;
    EXPECT_EQ(exact_stage(s, t), c.want) << where;
    EXPECT_EQ(gv::relation(s, t), c.want) << where;
  }
}

/// In the plane, at the frame's span: the triangle (0, 0, 0), (W, 0, 0),
/// (0, W, 0) with W = 2^61 and segments in its plane z = 0 with coordinates
/// 0, 1, 2 beside W and W +- 2^9 or 2^8 (62 places in all): beyond the
/// hypotenuse by one unit (disjoint) or on a vertex (touching), and with an
/// endpoint inside (touching: in the plane, never overlapping). Too wide for
/// the volumes' frame (differences of 62 bits), they reach the plane's path
/// through the grid stage, and there the frame holds them: its orientations
/// compare products near 2^122 that differ by W.
TEST(SegmentTriangleIntFrame, InThePlaneOneUnitApart) {
  const double W = 0x1p61;
  const gv::Triangle<double> t{{0, 0, 0}, {W, 0, 0}, {0, W, 0}};
  const std::pair<gv::Segment<double>, Relation> cases[] = {
      {{{W, 1, 0}, {W, 2, 0}}, Relation::disjoint},             // x + y = W + 1 .. W + 2
      {{{W, 0, 0}, {W, 1, 0}}, Relation::touching},             // from the vertex (W, 0)
      {{{1, W, 0}, {1, W + 0x1p9, 0}}, Relation::disjoint},     // one unit beside the vertex (0, W)
      {{{0, W, 0}, {0, W + 0x1p9, 0}}, Relation::touching},     // from it
      {{{1, W - 0x1p8, 0}, {1, W, 0}}, Relation::touching}};    // an endpoint inside
  for (const auto& [s, want] : cases) {
    const std::string where = gv::query::declarations(Case<double>{s, t});
    ASSERT_EQ(gv::exact::segment_triangle(s, t).relation, want) << where;
    EXPECT_EQ(frame_relation(s, t), Relation::invalid) << where;
    const double p[2][3] = {{s.p0.x, s.p0.y, s.p0.z}, {s.p1.x, s.p1.y, s.p1.z}};
    const double v[3][3] = {{t.p0.x, t.p0.y, t.p0.z}, {t.p1.x, t.p1.y, t.p1.z}, {t.p2.x, t.p2.y, t.p2.z}};
    bool meet = false, degenerate = true;
    ASSERT_TRUE(gv::detail::st_in_plane_frame(p, v, meet, degenerate)) << where;
    EXPECT_FALSE(degenerate);
    EXPECT_EQ(meet, gv::intersecting(want)) << where;
    EXPECT_EQ(exact_stage(s, t), want) << where;
    EXPECT_EQ(gv::relation(s, t), want) << where;
  }
}

/// Every generator class: the exact stage with the frame and without it
/// against the oracle, where the frame answers off the plane or hands the
/// case to the plane's path, and where it refuses.
template <class T>
void frame_on_every_class(std::uint64_t seed) {
  using Gen = gv::gen::Generator<Case<T>>;
  gv::gen::Prng rng(seed);
  long answered = 0, in_plane = 0, refused = 0;
  for (std::size_t cls = 0; cls < Gen::kClasses.size(); ++cls) {
    for (int i = 0; i < work(300); ++i) {
      const Case<T> c = Gen::make(rng, cls);
      const Relation want = gv::exact::segment_triangle(c.seg, c.tri).relation;
      bool plane = false;
      const Relation framed = frame_relation(c.seg, c.tri, &plane);
      if (framed != Relation::invalid) {
        ++answered;
        ASSERT_EQ(framed, want) << Gen::kClasses[cls] << "\n" << gv::query::declarations(c);
      }
      in_plane += plane;
      refused += framed == Relation::invalid && !plane;
      ASSERT_EQ(exact_stage_of<T>(c.seg, c.tri), want) << Gen::kClasses[cls] << "\n" << gv::query::declarations(c);
      ASSERT_EQ((exact_stage_of<T, false>(c.seg, c.tri)), want) << Gen::kClasses[cls] << "\n"
                                                                << gv::query::declarations(c);
    }
  }
  EXPECT_GT(answered, work(300) * 4);
  EXPECT_GT(in_plane, work(300) * 3);  // in-plane-crossing, -vertex, -disjoint, point-segment, ...
  EXPECT_GT(refused, 0);
}

TEST(SegmentTriangleIntFrame, FloatEveryGeneratorClass) { frame_on_every_class<float>(0x57f5); }
TEST(SegmentTriangleIntFrame, DoubleEveryGeneratorClass) { frame_on_every_class<double>(0x57f6); }

// --- 4. differential ---------------------------------------------------------

/// Typical input: a segment and a triangle of comparable size in a cube round
/// the origin.
template <class T>
Case<T> typical(gv::gen::Prng& rng) {
  using gv::test_support::typical_point;
  return {{typical_point<T>(rng), typical_point<T>(rng)},
          {typical_point<T>(rng), typical_point<T>(rng), typical_point<T>(rng)}};
}

TEST(SegmentTriangleDifferential, FloatEveryClass) {
  gv::test_support::differential_by_class<Case<float>>(35, work(2000), typical<float>);
}

TEST(SegmentTriangleDifferential, DoubleEveryClass) {
  gv::test_support::differential_by_class<Case<double>>(36, work(2000), typical<double>);
}

}  // namespace

}  // namespace gv_core_segment_triangle_test
