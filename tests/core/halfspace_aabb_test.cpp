// SPDX-License-Identifier: MIT
// Specification of gv::relation(Halfspace, Aabb) (core/halfspace_aabb.h):
// 1. the hand case of every degenerate class with its exact answer, checked
//    on the oracle and on the core under all 48 symmetries, in both argument
//    orders and through the exact stage alone, float and double;
// 2. the filter's bound on its worst-case family (cancelling sums near 0);
// 3. a differential loop over every generator class (gen/halfspace_aabb.h)
//    and a typical family against the exact oracle.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>

#include "differential.h"
#include "expect_relation.h"
#include "geoverify/core/halfspace_aabb.h"
#include "geoverify/exact/halfspace_aabb.h"
#include "geoverify/query/cases.h"
#include "flat_box_outside_screen.h"
#include "hex.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_halfspace_aabb_test {

using gv::test_support::work;

namespace {

using gv::Relation;

template <class T>
std::string show(const gv::Halfspace<T>& h, const gv::Aabb<T>& b) {
  return gv::query::declarations(gv::query::HalfspaceAabb<T>{h, b});
}

template <class T>
class HalfspaceAabbTest : public ::testing::Test {
 protected:
  using H = gv::Halfspace<T>;
  using B = gv::Aabb<T>;

  /// The oracle must give `want`; the core must give it under all 48
  /// symmetries, in both argument orders, and through the exact stage alone
  /// (expect_relation.h).
  static void expect(const H& h, const B& b, Relation want) {
    gv::test_support::expect_relation(gv::query::HalfspaceAabb<T>{h, b}, want, [](const H& hk, const B& bk) {
      return gv::detail::halfspace_aabb_slow(hk, bk, nullptr);
    });
  }
};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(HalfspaceAabbTest, Scalars);

// --- 1. hand cases -----------------------------------------------------------

TYPED_TEST(HalfspaceAabbTest, ZeroNormalIsAllOfSpaceOrEmpty) {
  using T = TypeParam;
  const T z = -T(0);
  TestFixture::expect({{0, 0, 0}, -1}, {{0, 0, 0}, {1, 1, 1}}, Relation::overlapping);
  TestFixture::expect({{0, z, 0}, 0}, {{5, 5, 5}, {5, 5, 5}}, Relation::overlapping);  // d == 0: all of space
  TestFixture::expect({{z, z, z}, z}, {{1, 1, 1}, {2, 2, 2}}, Relation::overlapping);
  TestFixture::expect({{0, 0, 0}, 1}, {{0, 0, 0}, {1, 1, 1}}, Relation::disjoint);
  TestFixture::expect({{0, 0, 0}, std::numeric_limits<T>::denorm_min()}, {{-1, -1, -1}, {1, 1, 1}},
                      Relation::disjoint);
}

TYPED_TEST(HalfspaceAabbTest, ContactFromOutsideAndFromInside) {
  // x + y + z <= 0 touches the unit cube at its corner (0,0,0) ...
  TestFixture::expect({{1, 1, 1}, 0}, {{0, 0, 0}, {1, 1, 1}}, Relation::touching);
  // ... x + y <= 0 along an edge, z <= 0 on a face
  TestFixture::expect({{1, 1, 0}, 0}, {{0, 0, 0}, {1, 1, 1}}, Relation::touching);
  TestFixture::expect({{0, 0, 1}, 0}, {{0, 0, 0}, {1, 1, 1}}, Relation::touching);
  // x + y + z <= 3 contains the cube and meets it at (1,1,1): overlapping
  TestFixture::expect({{1, 1, 1}, -3}, {{0, 0, 0}, {1, 1, 1}}, Relation::overlapping);
  // the engine form n.x <= D with D = -1/16: misses the cube by 1/16
  TestFixture::expect({{1, 1, 1}, 0.0625}, {{0, 0, 0}, {1, 1, 1}}, Relation::disjoint);
  TestFixture::expect({{1, 1, 1}, -0.0625}, {{0, 0, 0}, {1, 1, 1}}, Relation::overlapping);
}

TYPED_TEST(HalfspaceAabbTest, FlatSegmentAndPointBoxes) {
  using T = TypeParam;
  const T tiny = std::numeric_limits<T>::denorm_min();
  // a slab lying in the boundary plane x = 2: touching
  TestFixture::expect({{1, 0, 0}, -2}, {{2, 0, 0}, {2, 1, 1}}, Relation::touching);
  // a slab one subnormal inside: overlapping (the half-space is solid)
  TestFixture::expect({{1, 0, 0}, -tiny}, {{0, 0, 0}, {0, 1, 1}}, Relation::overlapping);
  // a segment along the boundary, a segment crossing it
  TestFixture::expect({{0, 0, 1}, 0}, {{0, 0, 0}, {5, 0, 0}}, Relation::touching);
  TestFixture::expect({{0, 0, 1}, -0.5}, {{3, 3, 0}, {3, 3, 1}}, Relation::overlapping);
  // a point on the boundary, inside, outside
  TestFixture::expect({{1, 2, 3}, -6}, {{1, 1, 1}, {1, 1, 1}}, Relation::touching);
  TestFixture::expect({{1, 2, 3}, -6.5}, {{1, 1, 1}, {1, 1, 1}}, Relation::overlapping);
  TestFixture::expect({{1, 2, 3}, -5.5}, {{1, 1, 1}, {1, 1, 1}}, Relation::disjoint);
}

TYPED_TEST(HalfspaceAabbTest, SignedZerosNeverChangeTheAnswer) {
  using T = TypeParam;
  const T z = -T(0);
  TestFixture::expect({{z, z, 1}, z}, {{z, z, z}, {1, 1, 1}}, Relation::touching);
  TestFixture::expect({{z, z, -1}, z}, {{0, 0, z}, {1, 1, z}}, Relation::touching);
  TestFixture::expect({{1, z, z}, -1}, {{z, 0, 0}, {1, z, 0}}, Relation::overlapping);
}

TYPED_TEST(HalfspaceAabbTest, Subnormals) {
  using T = TypeParam;
  const T tiny = std::numeric_limits<T>::denorm_min();
  TestFixture::expect({{1, 0, 0}, -tiny}, {{tiny, 0, 0}, {1, 1, 1}}, Relation::touching);
  TestFixture::expect({{1, 0, 0}, -tiny}, {{2 * tiny, 0, 0}, {1, 1, 1}}, Relation::disjoint);
  // tiny * tiny underflows in floating point; exactly it is positive
  TestFixture::expect({{tiny, 0, 0}, 0}, {{tiny, 0, 0}, {1, 1, 1}}, Relation::disjoint);
  TestFixture::expect({{tiny, 0, 0}, -tiny}, {{1, 0, 0}, {1, 1, 1}}, Relation::touching);
}

TYPED_TEST(HalfspaceAabbTest, MagnitudesNearTheLargestFiniteValue) {
  using T = TypeParam;
  const T big = std::numeric_limits<T>::max();
  // n.x overflows in floating point (big * big) but the signs are exact
  TestFixture::expect({{big, big, 0}, 0}, {{-big, big, 0}, {-big, big, 0}}, Relation::touching);
  TestFixture::expect({{big, big, 0}, big}, {{-big, big, 0}, {-big, big, 0}}, Relation::disjoint);
  TestFixture::expect({{big, -big, 0}, -big}, {{big, big, 0}, {big, big, 0}}, Relation::overlapping);
  // the inward normal (-2, 1, 1) at the corner (big, big, big): 2 big - big - big = 0
  TestFixture::expect({{2, -1, -1}, 0}, {{big, 0, 0}, {big, big, big}}, Relation::touching);
}

TYPED_TEST(HalfspaceAabbTest, OneUlpEitherSideOfTouching) {
  using T = TypeParam;
  const T up = std::nextafter(T(0), T(1)), down = std::nextafter(T(0), T(-1));
  TestFixture::expect({{1, 1, 1}, 0}, {{up, 0, 0}, {1, 1, 1}}, Relation::disjoint);
  TestFixture::expect({{1, 1, 1}, 0}, {{down, 0, 0}, {1, 1, 1}}, Relation::overlapping);
  const T far = std::is_same_v<T, float> ? T(0x1p+40) : T(0x1p+300);
  const T hi = std::nextafter(far, std::numeric_limits<T>::max());
  TestFixture::expect({{-1, 0, 0}, far}, {{far, far, far}, {hi, hi, hi}}, Relation::overlapping);  // x >= far
  TestFixture::expect({{-1, 0, 0}, hi}, {{far, far, far}, {hi, hi, hi}}, Relation::touching);    // x >= hi
  TestFixture::expect({{1, 0, 0}, -far}, {{far, far, far}, {hi, hi, hi}}, Relation::touching);   // x <= far
}

TYPED_TEST(HalfspaceAabbTest, InvalidInputGivesInvalidAndNoIntersection) {
  using T = TypeParam;
  const T nan = std::numeric_limits<T>::quiet_NaN(), inf = std::numeric_limits<T>::infinity();
  const gv::Aabb<T> unit{{0, 0, 0}, {1, 1, 1}};
  for (const gv::Halfspace<T>& h : {gv::Halfspace<T>{{nan, 0, 1}, 0}, gv::Halfspace<T>{{0, 0, 1}, inf},
                                    gv::Halfspace<T>{{0, 0, 0}, nan}, gv::Halfspace<T>{{-inf, 0, 0}, 0}}) {
    EXPECT_EQ(gv::relation(h, unit), Relation::invalid) << show(h, unit);
    EXPECT_FALSE(gv::intersects(unit, h));
  }
  // 0 * inf: an infinite coordinate on an axis the normal ignores
  for (const gv::Aabb<T>& b : {gv::Aabb<T>{{0, 0, 0}, {1, inf, 1}}, gv::Aabb<T>{{0, -inf, 0}, {1, 1, 1}},
                               gv::Aabb<T>{{0, 0, nan}, {1, 1, 1}}, gv::Aabb<T>{{0, 2, 0}, {1, 1, 1}}}) {
    EXPECT_EQ(gv::relation(gv::Halfspace<T>{{1, 0, 0}, 5}, b), Relation::invalid) << show({{1, 0, 0}, 5}, b);
    EXPECT_EQ(gv::exact::halfspace_aabb(gv::Halfspace<T>{{1, 0, 0}, 5}, b).relation, Relation::invalid);
  }
}

TYPED_TEST(HalfspaceAabbTest, StatsCountTheStageThatDecided) {
  using T = TypeParam;
  gv::Stats st;
  gv::relation(gv::Halfspace<T>{{1, 1, 1}, 5}, gv::Aabb<T>{{0, 0, 0}, {1, 1, 1}}, &st);  // clear: filter
  EXPECT_EQ(st.filter, 1u);
  gv::relation(gv::Halfspace<T>{{1, 1, 1}, 0}, gv::Aabb<T>{{0, 0, 0}, {1, 1, 1}}, &st);  // m == 0: exact zero
  EXPECT_EQ(st.filter + st.exact, 2u);
  gv::relation(gv::Halfspace<T>{{1, 0, 0}, std::numeric_limits<T>::quiet_NaN()}, gv::Aabb<T>{{0, 0, 0}, {1, 1, 1}},
               &st);
  EXPECT_EQ(st.invalid, 1u);
}

// --- 2. the bound on its worst-case family -----------------------------------

// Cancelling sums: n = (a, b, -a), the corner (X, y, X) with |X| >> |y| and
// d a few ulps from -(b y): m is tiny and the rounded sum is all error. The
// filter must never certify a wrong sign (every certified answer is checked
// against the oracle), and must leave some undecided.
template <class T>
void cancelling_family(std::uint64_t seed, int count, int& certified, int& undecided) {
  gv::gen::Prng rng(seed);
  for (int i = 0; i < count; ++i) {
    gv::Vec3<T> n{}, q{};
    T d{};
    gv::gen::detail::cancellation_layout(rng, n, q, d);
    const gv::Halfspace<T> h{n, d};
    gv::Aabb<T> b{q, q};
    for (int k = 0; k < 3; ++k) {  // q is the n-lowest corner
      const T qk = gv::get(q, k);
      if (gv::get(n, k) >= 0) gv::set(b.max, k, qk + std::fabs(qk) + T(1));
      else gv::set(b.min, k, qk - std::fabs(qk) - T(1));
    }
    gv::Stats st;
    const Relation got = gv::relation(h, b, &st);
    ASSERT_EQ(got, gv::exact::halfspace_aabb(h, b).relation) << show(h, b);
    (st.filter ? certified : undecided) += 1;
  }
}

TEST(HalfspaceAabbBound, FilterOnItsWorstCaseFamily) {
  int cf = 0, uf = 0, cd = 0, ud = 0;
  cancelling_family<float>(0x45a01, work(20000), cf, uf);
  cancelling_family<double>(0x45a02, work(20000), cd, ud);
  std::printf("float: %d certified, %d undecided; double: %d certified, %d undecided\n", cf, uf, cd, ud);
  EXPECT_GT(uf, 0);
  EXPECT_GT(ud, 0);
}

// --- 3. differential: every generator class against the oracle -------------

/// Half-spaces with unit-ish normals through a box-sized region: about half cut.
template <class T>
gv::query::HalfspaceAabb<T> typical_pair(gv::gen::Prng& rng) {
  using namespace gv::test_support;
  gv::query::HalfspaceAabb<T> c{};
  for (int m = 0; m < 3; ++m) {
    typical_box_axis(rng, c.box, m);
    gv::set(c.halfspace.n, m, gv::gen::unit_real<T>(rng));
  }
  c.halfspace.d = typical_coordinate<T>(rng);
  return c;
}

template <class T>
void differential(std::uint64_t seed, int per_class) {
  gv::test_support::differential_by_class<gv::query::HalfspaceAabb<T>>(seed, per_class, typical_pair<T>);
}

TEST(HalfspaceAabbDifferential, FloatEveryGeneratorClass) { differential<float>(0x45a11, work(2000)); }
TEST(HalfspaceAabbDifferential, DoubleEveryGeneratorClass) { differential<double>(0x45a12, work(2000)); }

// Double input outside the filter's screen [2^-450, 2^500] has its sums
// filtered on their terms scaled by one power of two (rescale.h's
// sign_of_scaled_sum; the cases: tests/support/flat_box_outside_screen.h).

/// A term the scaling flushes carries the sign: the exact stage answers.
TEST(HalfspaceAabbOutsideTheScreen, AFlushedTermDecidesTheSign) {
  gv::test_support::flushed_term_decides_the_sign<gv::query::HalfspaceAabb<double>>();
}

/// Contacts with the normal and the box scaled apart keep the oracle's
/// answers, and so do their one-ulp neighbours (d = 4 touches; with d = -21 the least n.x + d is -25 (overlapping)).
TEST(HalfspaceAabbOutsideTheScreen, ScaledContactsKeepTheirAnswer) {
  EXPECT_GT(gv::test_support::scaled_contacts<gv::query::HalfspaceAabb<double>>(0x4aab, work(4000)), work(4000) / 2);
}

/// Cases whose values span every exponent: most lie outside the screen, and
/// the filter on the scaled terms decides every one of those (none of these
/// sums lies within rounding of zero).
TEST(HalfspaceAabbOutsideTheScreen, EveryExponent) {
  const auto t = gv::test_support::flat_box_every_exponent<gv::query::HalfspaceAabb<double>>(0x4aac, work(20000));
  EXPECT_GT(t.outside, work(20000) / 2);
  EXPECT_EQ(t.by_filter, t.outside);
}

}  // namespace

}  // namespace gv_core_halfspace_aabb_test
