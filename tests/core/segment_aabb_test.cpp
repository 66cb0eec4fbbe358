// SPDX-License-Identifier: MIT
// Specification of gv::relation(Segment, Aabb) (core/segment_aabb.h).
//
// 1. Hand cases, one or more for every degenerate class (a segment through
//    the interior; an endpoint on a face from outside and pointing inwards;
//    an endpoint on an edge and a corner; lying in a face plane, along an
//    edge; grazing an edge or a corner and one step either side; point
//    segments strictly inside, on a face, an edge, a corner, one ulp either
//    side; flat, segment and point boxes; signed zeros; subnormal and huge
//    scales, where p1 - p0 overflows T), each with its exact answer written
//    out, checked against the exact oracle (exact/segment_aabb.h) and
//    replayed on the core under the 48 signed axis permutations, in both
//    argument orders, with p0 and p1 swapped, relation and intersects, and
//    through the exact stage alone, with and without the integer frame.
// 2. The filter's bound (kSegmentAabbBound) on its worst-case family:
//    segments whose line passes within 2^-10 .. 2^-60 (relative) of a box
//    edge; every answer the filter certifies is the oracle's.
// 3. A differential loop over every generator class (gen/segment_aabb.h) and
//    a "typical" family, float and double, fixed seed and count: core
//    relation == oracle relation, no harmful floating-point flag.
// 4. Invalid input, and both stages reached and counted by Stats.
// 5. Double input outside the screen: the filter on the rescaled values,
//    with the flush term (kSegmentAabbFlushBound) where values below the
//    screen were flushed: a hand case that needs the term, and segments and
//    boxes of every exponent against the oracle, without a flag.
// 6. The integer frame: a comparison at the frame's limit (differences of
//    2^63 - 2^10, products near 2^125, a tie and one unit either side), and
//    every generator class of both types: wherever the twelve inputs fit one
//    frame, the exact stage with the frame, without it and the oracle agree.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cfenv>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <utility>

#include "geoverify/core/segment_aabb.h"
#include "geoverify/exact/segment_aabb.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "differential.h"
#include "expect_relation.h"
#include "filter_tally.h"
#include "hex.h"
#include "scaled_shapes.h"
#include "work.h"
#include "every_exponent.h"
#include "fp_flags.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_segment_aabb_test {

using gv::test_support::work;

namespace {

using gv::Relation;

/// The exact stage alone: the same rule with the filter switched off, so
/// every comparison of two axes goes through the integer frame (frame true)
/// or the integer stage.
/// framed, when given, receives whether the integer frame answered.
template <class T, bool kFrame = true>
Relation exact_stage(const gv::Segment<T>& g, const gv::Aabb<T>& b, bool* framed = nullptr) {
  if (!(gv::is_valid(g) && gv::is_valid(b))) return Relation::invalid;
  gv::detail::SegSlabs s;
  s.try_frame = kFrame;
  for (int i = 0; i < 3; ++i) {
    s.p0[i] = gv::get(g.p0, i);
    s.p1[i] = gv::get(g.p1, i);
    s.mn[i] = gv::get(b.min, i);
    s.mx[i] = gv::get(b.max, i);
  }
  s.filterable = false;
  const Relation r = gv::detail::segment_aabb_decide<T, false>(s);
  EXPECT_TRUE(s.ok);
  if (framed) *framed = s.framed;
  return r;
}

/// Hand cases: cube(k), box(...), seg(...) (scaled_shapes.h).
template <class T>
class SegmentAabbTest : public ::testing::Test, public gv::test_support::ScaledShapes<T> {
 protected:
  using S = gv::Segment<T>;
  using B = gv::Aabb<T>;
  using V = gv::Vec3<T>;

  /// The oracle must give `want`; the core must give it under all 48
  /// symmetries, in both argument orders, with the endpoints in both orders,
  /// and through the exact stage alone (expect_relation.h).
  static void expect(const S& s, const B& b, Relation want) {
    const auto with_frame = [](const S& g, const B& box) { return exact_stage<T>(g, box); };
    const auto without_frame = [](const S& g, const B& box) { return exact_stage<T, false>(g, box); };
    gv::test_support::expect_relation(gv::query::SegmentAabb<T>{s, b}, want, with_frame);
    gv::test_support::expect_relation(gv::query::SegmentAabb<T>{s, b}, want, without_frame);
  }
};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(SegmentAabbTest, Scalars);

/// Scales at which the hand cases are replayed: 1, tiny (for float at -130
/// every value is subnormal; for double -1000 is below the filter's screen)
/// and huge (for double outside the screen too).
template <class T>
std::array<int, 3> scales() {
  return {0, std::is_same_v<T, float> ? -130 : -1000, std::is_same_v<T, float> ? 100 : 1000};
}

// --- 1. hand cases -----------------------------------------------------------

TYPED_TEST(SegmentAabbTest, ThroughEndpointsAndSurfaces) {
  using F = TestFixture;
  for (const int k : scales<TypeParam>()) {
    const auto c = F::cube(k);
    F::expect(F::seg(-2, 0, 0, 2, 0, 0, k), c, Relation::overlapping);            // straight through
    F::expect(F::seg(-3, -0.5, -2, 3, 0.5, 2, k), c, Relation::overlapping);      // obliquely through
    F::expect(F::seg(0.25, 0.5, -0.5, -0.5, 0.25, 0.5, k), c, Relation::overlapping);  // inside
    F::expect(F::seg(2, 0, 0, 1, 0, 0, k), c, Relation::touching);      // endpoint on a face, from outside
    F::expect(F::seg(3, 1, 0.5, 1, 0, 0, k), c, Relation::touching);    // obliquely onto a face
    F::expect(F::seg(1, 0, 0, 0, 0, 0, k), c, Relation::overlapping);   // from a face inwards
    F::expect(F::seg(1, 1, 1, 0, 0.5, 0, k), c, Relation::overlapping); // from a corner inwards
    F::expect(F::seg(2, 2, 0, 1, 1, 0, k), c, Relation::touching);      // endpoint on an edge
    F::expect(F::seg(2, 3, 0, 1, 1, 0.5, k), c, Relation::touching);
    F::expect(F::seg(2, 2, 2, 1, 1, 1, k), c, Relation::touching);      // endpoint on a corner
    F::expect(F::seg(2, 3, 4, 1, 1, 1, k), c, Relation::touching);
    F::expect(F::seg(3, 0, 0, 1.5, 0, 0, k), c, Relation::disjoint);    // short of a face
    F::expect(F::seg(3, 3, 0, 1.5, 1, 0, k), c, Relation::disjoint);
    F::expect(F::seg(-2, 1, 0, 2, 1, 0, k), c, Relation::touching);     // in a face plane
    F::expect(F::seg(-2, 1, -3, 2, 1, 0.5, k), c, Relation::touching);
    F::expect(F::seg(-2, 1, 1, 2, 1, 1, k), c, Relation::touching);     // along an edge
    F::expect(F::seg(-0.5, 1, 1, 0.5, 1, 1, k), c, Relation::touching); // inside an edge
    F::expect(F::seg(-2, 1.5, 1, 2, 1.5, 1, k), c, Relation::disjoint); // parallel to an edge, outside
  }
}

TYPED_TEST(SegmentAabbTest, GrazingEdgesAndCorners) {
  using F = TestFixture;
  for (const int k : scales<TypeParam>()) {
    const auto c = F::cube(k);
    // the line x + y = 2 in z = 0 touches the edge x = y = 1
    F::expect(F::seg(0, 2, 0, 2, 0, 0, k), c, Relation::touching);
    F::expect(F::seg(-1, 3, 0.5, 3, -1, 0.5, k), c, Relation::touching);
    F::expect(F::seg(0, 2.25, 0, 2.25, 0, 0, k), c, Relation::disjoint);
    F::expect(F::seg(0, 1.75, 0, 1.75, 0, 0, k), c, Relation::overlapping);
    // ... and ends on it, or before it
    F::expect(F::seg(0, 2, 0, 1, 1, 0, k), c, Relation::touching);
    F::expect(F::seg(0, 2, 0, 0.5, 1.5, 0, k), c, Relation::disjoint);
    // through a corner only: (0, 0, 2) -> (2, 2, 0) meets (1, 1, 1)
    F::expect(F::seg(0, 0, 2, 2, 2, 0, k), c, Relation::touching);
    F::expect(F::seg(0, 0, 2 + 0x1p-10, 2, 2, 0x1p-10, k), c, Relation::disjoint);
    F::expect(F::seg(0, 0, 2 - 0x1p-10, 2, 2, -0x1p-10, k), c, Relation::overlapping);
    // in the plane z = 1 through the corner
    F::expect(F::seg(0, 2, 1, 2, 0, 1, k), c, Relation::touching);
  }
}

TYPED_TEST(SegmentAabbTest, OneUlpEitherSideOfAnEdge) {
  using F = TestFixture;
  using T = TypeParam;
  const T big = std::numeric_limits<T>::max();
  // The line x + y = 2 through (0, 2) and (2, 0) touches the edge x = y = 1;
  // moving one endpoint's y by one ulp moves the line off the edge or into the
  // box, relatively by 2^-23 (2^-52): only the exact stage decides.
  typename F::S s = F::seg(0, 2, 0, 2, 0, 0);
  s.p0.y = std::nextafter(T(2), big);
  F::expect(s, F::cube(), Relation::disjoint);
  s.p0.y = std::nextafter(T(2), T(0));
  F::expect(s, F::cube(), Relation::overlapping);
  // Long segments on the line x + y = 2, a = 2^23 (2^52): the endpoints are
  // exact, one ulp of a moves the line by a relative 2^-24 (2^-53).
  const T a = std::ldexp(T(1), std::numeric_limits<T>::digits - 1);
  typename F::S t{{1 - a, 1 + a, 0.5}, {1, 1, 0.5}};  // ends on the edge
  F::expect(t, F::cube(), Relation::touching);
  t.p0.y = std::nextafter(1 + a, big);
  F::expect(t, F::cube(), Relation::touching);  // still ends on the edge at p1
  t.p1 = {2, 0, 0.5};
  t.p0 = {2 - a, a, 0.5};
  F::expect(t, F::cube(), Relation::touching);
  t.p0.y = std::nextafter(a, big);
  F::expect(t, F::cube(), Relation::disjoint);
  t.p0.y = std::nextafter(a, T(0));
  F::expect(t, F::cube(), Relation::overlapping);
}

TYPED_TEST(SegmentAabbTest, PointSegments) {
  using F = TestFixture;
  using T = TypeParam;
  const auto c = F::cube();
  F::expect(F::seg(0, 0, 0, 0, 0, 0), c, Relation::overlapping);  // strictly inside
  F::expect(F::seg(0, 0, 0, -0.0, 0.0, -0.0), c, Relation::overlapping);  // -0.0 == 0.0: a point
  F::expect(F::seg(1, 0, 0, 1, 0, 0), c, Relation::touching);     // on a face
  F::expect(F::seg(1, -1, 0.5, 1, -1, 0.5), c, Relation::touching);  // on an edge
  F::expect(F::seg(1, 1, -1, 1, 1, -1), c, Relation::touching);   // on a corner
  F::expect(F::seg(2, 0, 0, 2, 0, 0), c, Relation::disjoint);
  const T above = std::nextafter(T(1), T(2)), below = std::nextafter(T(1), T(0));
  F::expect(typename F::S{{above, 0, 0}, {above, 0, 0}}, c, Relation::disjoint);
  F::expect(typename F::S{{below, below, below}, {below, below, below}}, c, Relation::overlapping);
  F::expect(typename F::S{{below, T(1), below}, {below, T(1), below}}, c, Relation::touching);
}

TYPED_TEST(SegmentAabbTest, FlatSegmentAndPointBoxes) {
  using F = TestFixture;
  // a unit square in z = 0: a segment crossing it is overlapping
  const auto flat = F::box(-1, -1, 0, 1, 1, 0);
  F::expect(F::seg(0, 0, -1, 0, 0, 1), flat, Relation::overlapping);
  F::expect(F::seg(-0.5, 0.25, -1, 1, 0.5, 2), flat, Relation::overlapping);
  F::expect(F::seg(0, 0, 0, 0, 0, 1), flat, Relation::touching);     // ends on it
  F::expect(F::seg(-2, 0, 0, 2, 0, 0), flat, Relation::touching);    // lies in its plane
  F::expect(F::seg(1, 0, -1, 1, 0, 1), flat, Relation::touching);    // crosses its edge
  F::expect(F::seg(1, 1, -1, 1, 1, 1), flat, Relation::touching);    // crosses its corner
  F::expect(F::seg(2, 0, -1, 2, 0, 1), flat, Relation::disjoint);    // crosses its plane outside
  F::expect(F::seg(0, 0, 0.5, 0, 0, 1), flat, Relation::disjoint);   // above it
  F::expect(F::seg(0, 0, 0, 0, 0, 0), flat, Relation::touching);     // a point on it
  F::expect(F::seg(0, 0, -1, 4, 0, 1), flat, Relation::disjoint);    // crosses its plane at (2, 0, 0)
  F::expect(F::seg(0, 0, -1, 2, 0, 1), flat, Relation::touching);    // ... at (1, 0, 0), on its edge
  // a box segment from (-1, 0, 0) to (1, 0, 0)
  const auto line = F::box(-1, 0, 0, 1, 0, 0);
  F::expect(F::seg(0, -1, -1, 0, 1, 1), line, Relation::touching);   // crosses it
  F::expect(F::seg(-2, 0, 0, 0, 0, 0), line, Relation::touching);    // overlaps along it
  F::expect(F::seg(0, -1, 0, 0, 1, 0.5), line, Relation::disjoint);
  // a point box at (1, 2, 2)
  const auto point = F::box(1, 2, 2, 1, 2, 2);
  F::expect(F::seg(0, 0, 0, 2, 4, 4), point, Relation::touching);
  F::expect(F::seg(0, 0, 0, 1, 2, 2), point, Relation::touching);
  F::expect(F::seg(1, 2, 2, 1, 2, 2), point, Relation::touching);
  F::expect(F::seg(0, 0, 0, 2, 4, 4.5), point, Relation::disjoint);
}

TYPED_TEST(SegmentAabbTest, SignedZeros) {
  using F = TestFixture;
  const typename F::B c{{-1, -0.0, -1}, {1, 0.0, 1}};  // flat: y in [-0, +0]
  F::expect(typename F::S{{0, -0.0, 3}, {0, 0.0, -3}}, c, Relation::touching);  // lies in it: static y
  F::expect(typename F::S{{0, -1, 0}, {-0.0, 1, 0.0}}, c, Relation::overlapping);
  F::expect(typename F::S{{-0.0, 0.0, -0.0}, {0.0, -0.0, 0.0}}, c, Relation::touching);
  F::expect(typename F::S{{-0.0, -0.0, -0.0}, {0.0, 0.0, 0.0}}, F::cube(), Relation::overlapping);
  F::expect(typename F::S{{1, -0.0, 0}, {2, 0.0, 0}}, F::box(0, -1, -1, 1, 1, 1), Relation::touching);
}

TYPED_TEST(SegmentAabbTest, ExtremeMagnitudes) {
  using F = TestFixture;
  using T = TypeParam;
  const T mx = std::numeric_limits<T>::max(), tiny = std::numeric_limits<T>::denorm_min();
  const auto unit = F::box(0, 0, 0, 1, 1, 1);
  // p1 - p0 overflows T
  F::expect(typename F::S{{-mx, 0.5, 0.5}, {mx, 0.5, 0.5}}, unit, Relation::overlapping);
  F::expect(typename F::S{{-mx, -mx, 0.5}, {mx, mx, 0.5}}, unit, Relation::overlapping);
  F::expect(typename F::S{{-mx, mx, 0.5}, {mx, -mx, 0.5}}, unit, Relation::touching);  // through the edge (0, 0)
  F::expect(typename F::S{{-mx, mx, 0.5}, {mx, -mx + 1, 0.5}}, unit, Relation::touching);  // 1 is below max's ulp
  F::expect(typename F::S{{-mx, -mx, -mx}, {mx, mx, mx}}, typename F::B{{mx, mx, mx}, {mx, mx, mx}},
            Relation::touching);
  F::expect(typename F::S{{-mx, -mx, -mx}, {mx, mx, mx}}, typename F::B{{-mx, -mx, -mx}, {mx, mx, mx}},
            Relation::overlapping);  // the main diagonal: from corner to corner
  F::expect(typename F::S{{-mx, -mx, 0}, {mx, mx, 0}}, typename F::B{{-mx, -mx, -mx}, {mx, mx, mx}},
            Relation::overlapping);
  // subnormal: a diagonal one denorm_min from a corner
  F::expect(typename F::S{{-tiny, 0, 0.5}, {0, -tiny, 0.5}}, unit, Relation::disjoint);
  F::expect(typename F::S{{-tiny, tiny, 0.5}, {tiny, -tiny, 0.5}}, unit, Relation::touching);
  F::expect(typename F::S{{-tiny, tiny + tiny, 0.5}, {tiny + tiny, -tiny, 0.5}}, unit, Relation::overlapping);
  F::expect(typename F::S{{-tiny, 0, 0}, {tiny, 0, 0}}, unit, Relation::touching);
}

// --- 2. the filter's bound on its worst-case family ------------------------

/// A segment in a plane z = const inside the box whose line passes within a
/// relative 2^-k (k = 10 .. 60) of the edge x = hi_x, y = hi_y of a random box,
/// crossing the (x, y) quadrant diagonally: the comparison of the two axes'
/// parameters is then within 2^-k of zero.
template <class T>
gv::query::SegmentAabb<T> near_edge(gv::gen::Prng& rng) {
  gv::Aabb<T> b{};
  for (int m = 0; m < 3; ++m) {
    const T lo = T(gv::gen::unit_real<double>(rng)), hi = T(lo + 0.25 + std::fabs(gv::gen::unit_real<double>(rng)));
    gv::set(b.min, m, lo);
    gv::set(b.max, m, hi);
  }
  const double ex = b.max.x, ey = b.max.y;
  const double ax = 0.5 + std::fabs(gv::gen::unit_real<double>(rng)), ay = 0.5 + std::fabs(gv::gen::unit_real<double>(rng));
  const int sh = 10 + static_cast<int>(rng.draw(51));
  const double off = (rng.draw(2) ? 1 : -1) * std::ldexp(1.0, -sh);
  const double z = 0.5 * (double(b.min.z) + double(b.max.z));
  // the line through (ex + off, ey + off) with direction (ax, -ay)
  gv::Segment<T> s{{T(ex + off - ax), T(ey + off + ay), T(z)}, {T(ex + off + ax), T(ey + off - ay), T(z)}};
  if (rng.draw(2)) std::swap(s.p0, s.p1);
  return {s, b};
}

/// Every answer certified by the filter alone (Stats::filter) on near_edge()
/// cases must be the oracle's, and the family reaches both certificates and
/// the exact stage (filter_tally.h).
TEST(SegmentAabbBound, FilterOnItsWorstCaseFamily) {
  gv::test_support::expect_every_outcome(gv::test_support::filter_family(0x5e601, work(20000), near_edge<float>),
                                         gv::test_support::filter_family(0x5e602, work(20000), near_edge<double>));
}

// --- 3. differential: every generator class against the oracle -------------

/// Segments and boxes of comparable size in a cube, about half intersecting.
template <class T>
gv::query::SegmentAabb<T> typical_pair(gv::gen::Prng& rng) {
  using namespace gv::test_support;
  gv::query::SegmentAabb<T> c{};
  for (int m = 0; m < 3; ++m) {
    typical_box_axis(rng, c.box, m);
    gv::set(c.seg.p0, m, typical_coordinate<T>(rng));
    gv::set(c.seg.p1, m, typical_coordinate<T>(rng));
  }
  return c;
}

template <class T>
void differential(std::uint64_t seed, int per_class) {
  gv::test_support::differential_by_class<gv::query::SegmentAabb<T>>(seed, per_class, typical_pair<T>);
}

// 19 classes + typical, 3000 cases each per type.
TEST(SegmentAabbDifferential, FloatEveryGeneratorClass) { differential<float>(0x5e701, work(3000)); }
TEST(SegmentAabbDifferential, DoubleEveryGeneratorClass) { differential<double>(0x5e702, work(3000)); }

// --- 4. invalid input and the stages ------------------------------------------

TYPED_TEST(SegmentAabbTest, InvalidInputIsRejectedAndCounted) {
  using F = TestFixture;
  using T = TypeParam;
  const T nan = std::numeric_limits<T>::quiet_NaN(), inf = std::numeric_limits<T>::infinity();
  gv::Stats st;
  const auto c = F::cube();
  const auto s = F::seg(-2, 0, 0, 2, 0, 0);
  for (const auto& b : F::invalid_cubes()) {
    EXPECT_EQ(gv::relation(s, b, &st), Relation::invalid);
    EXPECT_FALSE(gv::intersects(b, s));
  }
  EXPECT_EQ(gv::relation(typename F::S{{inf, 0, 0}, {0, 0, 0}}, c, &st), Relation::invalid);
  EXPECT_EQ(gv::relation(typename F::S{{0, 0, 0}, {0, -inf, 0}}, c, &st), Relation::invalid);
  EXPECT_EQ(gv::relation(typename F::S{{0, nan, 0}, {0, nan, 0}}, c, &st), Relation::invalid);  // "static" NaN axis
  EXPECT_EQ(gv::relation(c, typename F::S{{0, 0, 0}, {0, 0, nan}}, &st), Relation::invalid);
  EXPECT_FALSE(gv::intersects(typename F::S{{0, 0, 0}, {0, 0, nan}}, c));
  EXPECT_EQ(st.invalid, 8u);
  EXPECT_EQ(st.filter + st.exact, 0u);
}

TYPED_TEST(SegmentAabbTest, StatsCountTheStageThatDecided) {
  using F = TestFixture;
  gv::Stats st;
  EXPECT_EQ(gv::relation(F::seg(3, 0, 0, 9, 1, 1), F::cube(), &st), Relation::disjoint);  // clearly apart
  EXPECT_EQ(gv::relation(F::seg(-2, -1.5, 0.5, 2, 1.5, -0.5), F::cube(), &st), Relation::overlapping);
  EXPECT_EQ(gv::relation(F::seg(0, 0, 0, 0, 0, 0), F::cube(), &st), Relation::overlapping);  // a point inside
  EXPECT_EQ(st.filter, 3u);
  EXPECT_EQ(st.exact, 0u);
  EXPECT_EQ(gv::relation(F::seg(0, 2, 0, 2, 0, 0), F::cube(), &st), Relation::touching);  // grazes an edge: X == Y
  EXPECT_EQ(st.exact, 1u);
  EXPECT_EQ(st.filter, 3u);
}

// --- 5. double input outside the screen -----------------------------------------

/// 1 sets the scale, and p0.x = 0x1.cp-451 (below 2^-450) is flushed to 0.
/// The pair (x, y), X - Y = max_y (p1_x - p0_x) - (min_x - p0_x) p1_y, is
/// -2^-873 + 0.875 2^-871 > 0 (hi_y above lo_x: the segment crosses the
/// box), but -2^-873 on the flushed values. The filter's own bound there is
/// about 2^-891, the flush term about 2^-865; that term over 512 (2^-874)
/// would certify the wrong sign and answer disjoint.
TEST(SegmentAabbOutsideTheScreen, FlushedValuesNeedTheFlushTerm) {
  const gv::Segment<double> s{{0x1.cp-451, 0, 0}, {0x1p-420, 0x1p-420, 0}};
  const gv::Aabb<double> b{{0x1p-421 + 0x1p-453, -1, -1}, {1, 0x1p-421, 1}};
  ASSERT_EQ(gv::exact::segment_aabb(s, b).relation, Relation::overlapping);
  gv::Stats st;
  std::feclearexcept(FE_ALL_EXCEPT);
  EXPECT_EQ(gv::relation(s, b, &st), Relation::overlapping);
  EXPECT_EQ(gv::relation(b, gv::Segment<double>{s.p1, s.p0}, &st), Relation::overlapping);
  EXPECT_EQ(std::fetestexcept(gv::test_support::kHarmfulFlags), 0);
  EXPECT_EQ(st.exact, 2u);
  // the flushed values' differences, as the filter forms them: undecided
  int sign = 0;
  EXPECT_FALSE(gv::detail::seg_filter_flushed(0x1p-421, 0x1p-420, 0x1p-421 + 0x1p-453, 0x1p-420, sign));
}

/// Segments and boxes whose coordinates span every exponent (random doubles,
/// a box's ends sorted): the core against the oracle, without a flag; and
/// for input outside the screen, every pair of moving axes through the
/// filter on the rescaled values (as segment_aabb_decide<double, true> forms
/// them), each certified sign against the integer stage's.
TEST(SegmentAabbOutsideTheScreen, EveryExponent) {
  long certified = 0, flushed = 0;
  const auto pairs_on_the_rescaled_values = [&](const gv::query::SegmentAabb<double>& c, const double (&x)[12]) {
    double f[12];
    bool fl = false;
    ASSERT_TRUE(gv::detail::rescaled_to_unit_above(x, gv::detail::kScreenLo, f, fl));
    flushed += fl;
    for (int a = 0; a < 3; ++a) {
      for (int bb = 0; bb < 3; ++bb) {
        if (a == bb || x[a] == x[3 + a] || x[bb] == x[3 + bb]) continue;  // moving axes only
        const int sa = x[3 + a] > x[a] ? 1 : -1, sb = x[3 + bb] > x[bb] ? 1 : -1;
        const int far_b = sb > 0 ? 9 + bb : 6 + bb, near_a = sa > 0 ? 6 + a : 9 + a;
        const double da = f[far_b] - f[bb], db = f[3 + a] - f[a], dc = f[near_a] - f[a], de = f[3 + bb] - f[bb];
        int sign = 0;
        const bool decided = fl ? gv::detail::seg_filter_flushed(da, db, dc, de, sign)
                                : gv::detail::seg_filter(da * db, dc * de, sign);
        if (!decided) continue;
        ++certified;
        bool ok = true;
        const int want = gv::detail::seg_exact_sign<double>(x[far_b], x[bb], x[3 + a], x[a], x[near_a], x[a], x[3 + bb],
                                                            x[bb], ok);
        ASSERT_EQ(sign, want) << gv::query::declarations(c);
      }
    }
  };
  gv::test_support::every_exponent<gv::query::SegmentAabb<double>, 12>(
      0x5e703, work(20000),
      [](const double (&x)[12]) {
        return gv::query::SegmentAabb<double>{{{x[0], x[1], x[2]}, {x[3], x[4], x[5]}},
                                              {{x[6], x[7], x[8]}, {x[9], x[10], x[11]}}};
      },
      6, pairs_on_the_rescaled_values);
  EXPECT_GT(flushed, work(20000) / 2);
  EXPECT_GT(certified, work(20000) / 2);
}

// --- 6. the integer frame ---------------------------------------------------------

/// At the frame's limit: the diagonal from (-X, -X, 0) to (X, X, 0), X =
/// 2^62 - 2^9 (d = 2X = 2^63 - 2^10 on two axes), against the box [1, 2] x
/// [-3, F] x [-1, 1] (the unit 1 in the frame). The comparison of the x and
/// y slabs is (F + X) 2X against (1 + X) 2X, products near 2^125: with F = 1
/// the line passes through the corner (1, 1) (touching), with F = 0 below it
/// (disjoint), with F = 2 through the box (overlapping): one unit of the
/// frame apart.
TEST(SegmentAabbIntFrame, TheFramesLimitOneUnitApart) {
  const double X = 0x1.fffffffffffffp61;
  const gv::Segment<double> g{{-X, -X, 0}, {X, X, 0}};
  const std::pair<double, Relation> cases[] = {
      {1, Relation::touching}, {0, Relation::disjoint}, {2, Relation::overlapping}};
  for (const auto& [F, want] : cases) {
    const gv::Aabb<double> box{{1, -3, -1}, {2, F, 1}};
    const auto c = gv::query::SegmentAabb<double>{g, box};
    ASSERT_EQ(gv::exact::segment_aabb(g, box).relation, want) << gv::query::declarations(c);
    bool framed = false;
    EXPECT_EQ(exact_stage<double>(g, box, &framed), want) << gv::query::declarations(c);
    EXPECT_TRUE(framed) << gv::query::declarations(c);
    EXPECT_EQ((exact_stage<double, false>(g, box)), want) << gv::query::declarations(c);
    gv::Stats st;
    EXPECT_EQ(gv::relation(g, box, &st), want) << gv::query::declarations(c);
    EXPECT_EQ(st.exact, 1u) << gv::query::declarations(c);
  }
}

/// Every generator class: where the twelve inputs fit one frame, the exact
/// stage with the frame, without it, and the oracle give one relation.
template <class T>
void frame_on_every_class(std::uint64_t seed) {
  using C = gv::query::SegmentAabb<T>;
  using Gen = gv::gen::Generator<C>;
  gv::gen::Prng rng(seed);
  long framed = 0, refused = 0, by_frame = 0;
  for (std::size_t cls = 0; cls < Gen::kClasses.size(); ++cls) {
    for (int i = 0; i < work(400); ++i) {
      const C c = Gen::make(rng, cls);
      const double v[12] = {c.seg.p0.x, c.seg.p0.y, c.seg.p0.z, c.seg.p1.x, c.seg.p1.y, c.seg.p1.z,
                            c.box.min.x, c.box.min.y, c.box.min.z, c.box.max.x, c.box.max.y, c.box.max.z};
      std::int64_t m[12];
      int L = 0;
      if (!gv::detail::int_frame(v, m, L)) {
        ++refused;
        continue;
      }
      ++framed;
      const Relation want = gv::exact::segment_aabb(c.seg, c.box).relation;
      bool answered = false;
      ASSERT_EQ(exact_stage<T>(c.seg, c.box, &answered), want) << Gen::kClasses[cls] << "\n"
                                                               << gv::query::declarations(c);
      by_frame += answered;
      ASSERT_EQ((exact_stage<T, false>(c.seg, c.box)), want) << Gen::kClasses[cls] << "\n" << gv::query::declarations(c);
    }
  }
  EXPECT_GT(framed, 0);
  EXPECT_GT(refused, 0);
  EXPECT_GT(by_frame, 0);  // a call with a moving-axis pair to compare
}

TEST(SegmentAabbIntFrame, FloatEveryGeneratorClass) { frame_on_every_class<float>(0x5e705); }
TEST(SegmentAabbIntFrame, DoubleEveryGeneratorClass) { frame_on_every_class<double>(0x5e706); }

}  // namespace

}  // namespace gv_core_segment_aabb_test
