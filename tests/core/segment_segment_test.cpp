// SPDX-License-Identifier: MIT
// Specification of gv::segment_segment_closest() and gv::relation(Segment,
// Segment) (core/segment_segment.h): certified closest points and squared
// distance of two closed segments.
//
// 1. Hand cases of every configuration, with the exact answer written out:
//    crossing (distance 0), skew with the lines' closest points inside both
//    segments, an end against the other's side, end to end, parallel apart,
//    parallel overlapping (Ericson's pair: s = 0 and its foot), collinear,
//    a point segment, two points; closest points that are no value of T;
//    invalid input.
// 2. A loop over every segment-segment-closest generator class, float and
//    double: each bracket judged exactly against the exact closest points
//    (a member of each coordinate's set where the pair is not unique) under
//    bracket(1), the relation against the exact oracle, and no
//    floating-point flag but inexact.
#include <gtest/gtest.h>

#include <cfenv>
#include <cmath>
#include <cstdint>
#include <limits>

#include "geoverify/core/segment_segment.h"
#include "geoverify/exact/oracle.h"
#include "geoverify/exact/quantity.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "geoverify/query/core_binding.h"
#include "work.h"
#include "fp_flags.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_segment_segment_test {

namespace {

template <class T>
using Case = gv::query::SegmentSegmentClosest<T>;

/// The core's numbers of c judged under bracket(1) against the exact ones.
template <class T>
gv::exact::NumberVerdict judged(const Case<T>& c) {
  return gv::exact::judge_numbers<Case<T>>(gv::exact::exact_numbers(c), gv::query::CoreNumbers<Case<T>>::numbers(c),
                                           gv::query::NumberContract::bracket(1), gv::exact::oracle(c).scale);
}

/// The core's pair is exactly p, q (representable) and its numbers are
/// certified (the squared distance within its bracket); returns them.
template <class T>
gv::SegmentClosest<T> expect_points(const gv::Segment<T>& a, const gv::Segment<T>& b, gv::Vec3<T> p, gv::Vec3<T> q) {
  const Case<T> c{a, b};
  const gv::exact::NumberVerdict v = judged(c);
  EXPECT_TRUE(v.holds) << v.why << ": " << v.answer << " vs " << v.exact << "\n" << gv::query::declarations(c);
  const gv::SegmentClosest<T> got = gv::segment_segment_closest(a, b);
  EXPECT_TRUE(got.valid);
  const T want_p[3] = {p.x, p.y, p.z}, want_q[3] = {q.x, q.y, q.z};
  for (int k = 0; k < 3; ++k) {
    EXPECT_EQ(got.p[k].lo, want_p[k]) << "p" << "xyz"[k];
    EXPECT_EQ(got.p[k].hi, want_p[k]) << "p" << "xyz"[k];
    EXPECT_EQ(got.q[k].lo, want_q[k]) << "q" << "xyz"[k];
    EXPECT_EQ(got.q[k].hi, want_q[k]) << "q" << "xyz"[k];
  }
  return got;
}

/// The same, and the squared distance is exactly d2 (representable) and
/// the relation `want`.
template <class T>
void expect_closest(const gv::Segment<T>& a, const gv::Segment<T>& b, gv::Vec3<T> p, gv::Vec3<T> q, T d2,
                    gv::Relation want) {
  const gv::SegmentClosest<T> got = expect_points(a, b, p, q);
  EXPECT_EQ(got.d2.lo, d2);
  EXPECT_EQ(got.d2.hi, d2);
  EXPECT_EQ(gv::relation(a, b), want);
  EXPECT_EQ(gv::exact::oracle(Case<T>{a, b}).relation, want);
}

template <class T>
class SegmentSegmentTest : public ::testing::Test {};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(SegmentSegmentTest, Scalars);

using gv::Relation;

// An end's coordinate -0.0 comes back as +0 from the filter (here: two
// ends, the squared distance 1 + 1.1^2 no value of T) as from the exact
// stage, as every bracket gives a zero.
TYPED_TEST(SegmentSegmentTest, EndsGiveZeroAsPlusZero) {
  using T = TypeParam;
  const T z = T(-0.0);
  const gv::Segment<T> a{{z, z, z}, {-1, z, z}}, b{{1, T(1.1), z}, {2, T(2.1), 1}};
  gv::Stats st;
  const gv::SegmentClosest<T> got = gv::segment_segment_closest(a, b, &st);
  EXPECT_EQ(st.filter, 1u);
  gv::SegmentClosest<T> ex;
  const double p0[3] = {-0.0, -0.0, -0.0}, p1[3] = {-1, -0.0, -0.0};
  const double q0[3] = {1, static_cast<double>(T(1.1)), -0.0}, q1[3] = {2, static_cast<double>(T(2.1)), 1};
  ASSERT_TRUE(gv::detail::segment_segment_closest_exact(p0, p1, q0, q1, ex));
  for (int k = 0; k < 3; ++k) {
    EXPECT_FALSE(std::signbit(got.p[k].lo) || std::signbit(got.p[k].hi)) << k;
    EXPECT_FALSE(std::signbit(ex.p[k].lo) || std::signbit(ex.p[k].hi)) << k;
  }
  EXPECT_FALSE(std::signbit(got.q[2].lo) || std::signbit(ex.q[2].lo));
  EXPECT_EQ(got.d2.lo, ex.d2.lo);
  EXPECT_EQ(got.d2.hi, ex.d2.hi);
  EXPECT_LT(got.d2.lo, got.d2.hi);
}

TYPED_TEST(SegmentSegmentTest, EveryConfiguration) {
  using T = TypeParam;
  using S = gv::Segment<T>;
  const S x{{-1, 0, 0}, {1, 0, 0}};
  // Crossing at the origin.
  expect_closest<T>(x, S{{0, -1, 0}, {0, 1, 0}}, {0, 0, 0}, {0, 0, 0}, 0, Relation::touching);
  // Skew: the lines' closest points, inside both.
  expect_closest<T>(x, S{{T(0.5), -1, 2}, {T(0.5), 1, 2}}, {T(0.5), 0, 0}, {T(0.5), 0, 2}, 4, Relation::disjoint);
  // An end against the other's side, and end to end.
  expect_closest<T>(x, S{{0, 1, 0}, {0, 3, 0}}, {0, 0, 0}, {0, 1, 0}, 1, Relation::disjoint);
  expect_closest<T>(x, S{{3, 2, 0}, {5, 2, 0}}, {1, 0, 0}, {3, 2, 0}, 8, Relation::disjoint);
  // Parallel apart: the nearer ends.
  expect_closest<T>(x, S{{3, 1, 0}, {4, 1, 0}}, {1, 0, 0}, {3, 1, 0}, 5, Relation::disjoint);
  // Parallel overlapping: Ericson's rule takes s = 0 and its foot.
  expect_closest<T>(x, S{{-4, 1, 0}, {4, 1, 0}}, {-1, 0, 0}, {-1, 1, 0}, 1, Relation::disjoint);
  // Collinear and overlapping: a common point.
  expect_closest<T>(x, S{{T(0.5), 0, 0}, {3, 0, 0}}, {T(0.5), 0, 0}, {T(0.5), 0, 0}, 0, Relation::touching);
  // A point segment, and two points.
  expect_closest<T>(S{{0, 2, 0}, {0, 2, 0}}, x, {0, 2, 0}, {0, 0, 0}, 4, Relation::disjoint);
  expect_closest<T>(S{{1, 2, 3}, {1, 2, 3}}, S{{4, 6, 3}, {4, 6, 3}}, {1, 2, 3}, {4, 6, 3}, 25, Relation::disjoint);
}

// Clamp boundaries: a foot exactly on the other segment's end, where the
// screened dot product d . (P_S - Q_T) is exactly 0 and only the exact
// stage can place it, and the same one step aside (clamped beyond the end,
// inside before it); at scale 1 and 2^40.
TYPED_TEST(SegmentSegmentTest, FeetOnAnEndAndOneStepAside) {
  using T = TypeParam;
  using S = gv::Segment<T>;
  for (const T k : {T(1), T(0x1p40)}) {
    const S x{{-k, 0, 0}, {k, 0, 0}};
    const T up = std::nextafter(k, T(4) * k), down = std::nextafter(k, T(0));
    // Q0's foot on x is P1 (s = 1 exactly); one step beyond, clamped to P1;
    // one step before, inside.
    expect_closest<T>(x, S{{k, k, 0}, {k, 3 * k, 0}}, {k, 0, 0}, {k, k, 0}, k * k, Relation::disjoint);
    expect_points<T>(x, S{{up, k, 0}, {up, 3 * k, 0}}, {k, 0, 0}, {up, k, 0});
    expect_closest<T>(x, S{{down, k, 0}, {down, 3 * k, 0}}, {down, 0, 0}, {down, k, 0}, k * k, Relation::disjoint);
    // P1's foot on the second segment is its Q0 (t = 0 exactly); moved
    // down by 2^-20 k, the foot is inside it, and the same point.
    const T step = std::ldexp(k, -20);
    expect_closest<T>(x, S{{2 * k, 0, 0}, {2 * k, 2 * k, 0}}, {k, 0, 0}, {2 * k, 0, 0}, k * k, Relation::disjoint);
    expect_closest<T>(x, S{{2 * k, -step, 0}, {2 * k, 2 * k - step, 0}}, {k, 0, 0}, {2 * k, 0, 0}, k * k,
                      Relation::disjoint);
    // A point whose foot is the second segment's end Q1 (t = 1 exactly).
    expect_closest<T>(S{{k, 2 * k, 0}, {k, 2 * k, 0}}, x, {k, 2 * k, 0}, {k, 0, 0}, 4 * k * k, Relation::disjoint);
  }
}

TYPED_TEST(SegmentSegmentTest, ClosestPointsThatAreNoValuesOfT) {
  using T = TypeParam;
  using S = gv::Segment<T>;
  // Skew segments whose closest points have thirds and sevenths in them.
  const Case<T> c{S{{0, 0, 0}, {3, 1, 0}}, S{{1, 2, 1}, {2, -1, 2}}};
  const gv::exact::NumberVerdict v = judged(c);
  EXPECT_TRUE(v.holds) << v.why << ": " << v.answer << " vs " << v.exact;
  const gv::SegmentClosest<T> got = gv::segment_segment_closest(c.a, c.b);
  int adjacent = 0;
  for (int k = 0; k < 3; ++k) adjacent += (got.p[k].lo != got.p[k].hi) + (got.q[k].lo != got.q[k].hi);
  EXPECT_GT(adjacent, 0);
}

TYPED_TEST(SegmentSegmentTest, InvalidInput) {
  using T = TypeParam;
  const T nan = std::numeric_limits<T>::quiet_NaN();
  gv::Stats st;
  const gv::SegmentClosest<T> got =
      gv::segment_segment_closest(gv::Segment<T>{{nan, 0, 0}, {1, 0, 0}}, gv::Segment<T>{{0, 0, 0}, {0, 1, 0}}, &st);
  EXPECT_FALSE(got.valid);
  EXPECT_TRUE(std::isnan(got.d2.lo) && std::isnan(got.p[0].hi));
  EXPECT_EQ(st.invalid, 1u);
}

template <class T>
void differential(std::uint64_t seed, int per_class) {
  using Gen = gv::gen::Generator<Case<T>>;
  constexpr int kHarmful = gv::test_support::kHarmfulFlags;
  gv::gen::Prng rng(seed);
  for (std::size_t cls = 0; cls < Gen::kClasses.size(); ++cls) {
    for (int i = 0; i < per_class; ++i) {
      const Case<T> c = Gen::make(rng, cls);
      std::feclearexcept(FE_ALL_EXCEPT);
      const gv::SegmentClosest<T> got = gv::segment_segment_closest(c.a, c.b);
      const Relation rel = gv::relation(c.a, c.b);
      ASSERT_EQ(std::fetestexcept(kHarmful), 0) << "class " << Gen::kClasses[cls] << "\n" << gv::query::declarations(c);
      ASSERT_TRUE(got.valid);
      ASSERT_EQ(rel, gv::exact::oracle(c).relation) << gv::query::declarations(c);
      const gv::exact::NumberVerdict v = judged(c);
      ASSERT_TRUE(v.holds) << v.why << ": " << v.answer << " vs " << v.exact << ", class " << Gen::kClasses[cls]
                           << "\n" << gv::query::declarations(c);
    }
  }
}

// The filters (detail::ss_closest_filter: tracked doubles for float input,
// tracked double-doubles for double) on the input a caller has: segments
// of length up to 40 in a box of side 100, every seventh with a point
// second segment, every eleventh parallel to the first (in T). Every answer
// against the exact numbers, no flag but inexact; the filter decides most
// calls.
template <class T>
void filter_on_typical_input(std::uint64_t seed) {
  gv::gen::Prng rng(seed);
  auto u = [&rng] { return static_cast<T>(2.0 * static_cast<double>(rng.next() >> 11) * 0x1p-53 - 1.0); };
  const int n = gv::test_support::work(3000, 300);
  gv::Stats st;
  for (int i = 0; i < n; ++i) {
    const T c[3] = {50 * u(), 50 * u(), 50 * u()};
    gv::Vec3<T> e[4];
    for (auto& v : e) v = {c[0] + 20 * u(), c[1] + 20 * u(), c[2] + 20 * u()};
    if (i % 7 == 0) e[3] = e[2];
    if (i % 11 == 0) e[3] = {e[2].x + (e[1].x - e[0].x), e[2].y + (e[1].y - e[0].y), e[2].z + (e[1].z - e[0].z)};
    const Case<T> cs{{e[0], e[1]}, {e[2], e[3]}};
    std::feclearexcept(FE_ALL_EXCEPT);
    const gv::SegmentClosest<T> got = gv::segment_segment_closest(cs.a, cs.b, &st);
    ASSERT_EQ(std::fetestexcept(gv::test_support::kHarmfulFlags), 0) << gv::query::declarations(cs);
    ASSERT_TRUE(got.valid);
    const gv::exact::NumberVerdict v = judged(cs);
    ASSERT_TRUE(v.holds) << v.why << ": " << v.answer << " vs " << v.exact << "\n" << gv::query::declarations(cs);
  }
  EXPECT_EQ(st.filter + st.exact, static_cast<std::uint64_t>(n));
  EXPECT_GT(st.filter, static_cast<std::uint64_t>(n) * 8 / 10);
}

TEST(SegmentSegmentDifferential, FloatFilterOnTypicalInput) { filter_on_typical_input<float>(0x55c3); }
TEST(SegmentSegmentDifferential, DoubleFilterOnTypicalInput) { filter_on_typical_input<double>(0x55c4); }

TEST(SegmentSegmentDifferential, FloatEveryGeneratorClass) { differential<float>(0x55c1, gv::test_support::work(60, 6)); }
TEST(SegmentSegmentDifferential, DoubleEveryGeneratorClass) {
  differential<double>(0x55c2, gv::test_support::work(40, 4));
}

}  // namespace

}  // namespace gv_core_segment_segment_test
