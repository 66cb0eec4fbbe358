// SPDX-License-Identifier: MIT
// Specification of gv::relation(Plane, Aabb) (core/plane_aabb.h): the hand
// case of every degenerate class with its exact answer, checked on the core
// (both argument orders) and on the exact oracle, for float and double.
#include <gtest/gtest.h>

#include <cfloat>
#include <cmath>
#include <limits>

#include "geoverify/core/plane_aabb.h"
#include "geoverify/exact/plane.h"
#include "flat_box_outside_screen.h"
#include "hex.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_plane_aabb_test {

using gv::test_support::work;

namespace {

using gv::Relation;

template <class T>
class PlaneAabbTest : public ::testing::Test {
 protected:
  using P = gv::Plane<T>;
  using B = gv::Aabb<T>;
  static void expect(const P& p, const B& b, Relation want) {
    EXPECT_EQ(gv::relation(p, b), want);
    EXPECT_EQ(gv::relation(b, p), want);
    EXPECT_EQ(gv::intersects(p, b), gv::intersecting(want));
    EXPECT_EQ(gv::intersects(b, p), gv::intersecting(want));
    EXPECT_EQ(gv::exact::plane_aabb(p, b).relation, want);
  }
};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(PlaneAabbTest, Scalars);

TYPED_TEST(PlaneAabbTest, SeedDemoPlaneThroughThreeUnitPoints) {
  // The seed's plane x + y + z - 1 = 0 (through (1,0,0), (0,1,0), (0,0,1)):
  // it cuts the unit cube, misses [1,2]^3 (whose lowest corner gives 3 - 1 = 2),
  // and touches [0,1/4]x[0,1/4]x[0,1/2] at its far corner (1/4+1/4+1/2 = 1).
  using T = TypeParam;
  TestFixture::expect({{1, 1, 1}, -1}, {{0, 0, 0}, {1, 1, 1}}, Relation::overlapping);
  TestFixture::expect({{1, 1, 1}, -1}, {{1, 1, 1}, {2, 2, 2}}, Relation::disjoint);
  TestFixture::expect({{1, 1, 1}, -1}, {{0, 0, 0}, {T(0.25), T(0.25), T(0.5)}}, Relation::touching);
}

TYPED_TEST(PlaneAabbTest, TouchingAtAFaceAnEdgeAndACorner) {
  // face: z = 1 is the top face of the unit cube
  TestFixture::expect({{0, 0, 1}, -1}, {{0, 0, 0}, {1, 1, 1}}, Relation::touching);
  // ... and the bottom face, with a negative normal (-z - 0 = 0)
  TestFixture::expect({{0, 0, -1}, 0}, {{0, 0, 0}, {1, 1, 1}}, Relation::touching);
  // edge: x + y = 2 touches the cube along the edge x = y = 1
  TestFixture::expect({{1, 1, 0}, -2}, {{0, 0, 0}, {1, 1, 1}}, Relation::touching);
  // corner: x + y + z = 3 touches only (1,1,1); -x - 2y - 4z = 0 only (0,0,0)
  TestFixture::expect({{1, 1, 1}, -3}, {{0, 0, 0}, {1, 1, 1}}, Relation::touching);
  TestFixture::expect({{-1, -2, -4}, 0}, {{0, 0, 0}, {1, 1, 1}}, Relation::touching);
  // the same planes moved off by a small exact amount
  TestFixture::expect({{1, 1, 1}, -3.0625}, {{0, 0, 0}, {1, 1, 1}}, Relation::disjoint);
  TestFixture::expect({{1, 1, 1}, -2.9375}, {{0, 0, 0}, {1, 1, 1}}, Relation::overlapping);
}

TYPED_TEST(PlaneAabbTest, ZeroNormalIsEmptyOrAllOfSpace) {
  using T = TypeParam;
  TestFixture::expect({{0, 0, 0}, 0}, {{0, 0, 0}, {1, 1, 1}}, Relation::overlapping);
  TestFixture::expect({{0, 0, 0}, 0}, {{5, 5, 5}, {5, 5, 5}}, Relation::overlapping);  // even a point
  TestFixture::expect({{-T(0), T(0), -T(0)}, -T(0)}, {{1, 1, 1}, {2, 2, 2}}, Relation::overlapping);
  TestFixture::expect({{0, 0, 0}, 1}, {{0, 0, 0}, {1, 1, 1}}, Relation::disjoint);
  TestFixture::expect({{0, 0, 0}, std::numeric_limits<T>::denorm_min()}, {{-1, -1, -1}, {1, 1, 1}},
                      Relation::disjoint);
}

TYPED_TEST(PlaneAabbTest, ZeroExtentBoxes) {
  // slab (zero x extent) lying in the plane x = 2: touching, never overlapping
  TestFixture::expect({{1, 0, 0}, -2}, {{2, 0, 0}, {2, 1, 1}}, Relation::touching);
  // the same slab crossed by a tilted plane: overlapping (robust)
  TestFixture::expect({{1, 1, 0}, -2.5}, {{2, 0, 0}, {2, 1, 1}}, Relation::overlapping);
  // segment along z crossing z = 0.5
  TestFixture::expect({{0, 0, 1}, -0.5}, {{3, 3, 0}, {3, 3, 1}}, Relation::overlapping);
  // point on the plane, point off the plane
  TestFixture::expect({{1, 2, 3}, -6}, {{1, 1, 1}, {1, 1, 1}}, Relation::touching);
  TestFixture::expect({{1, 2, 3}, -6.5}, {{1, 1, 1}, {1, 1, 1}}, Relation::disjoint);
}

TYPED_TEST(PlaneAabbTest, SignedZerosNeverChangeTheAnswer) {
  using T = TypeParam;
  const T z = -T(0);
  TestFixture::expect({{z, z, 1}, z}, {{z, z, z}, {1, 1, 1}}, Relation::touching);
  TestFixture::expect({{z, z, -1}, z}, {{0, 0, z}, {1, 1, z}}, Relation::touching);
  TestFixture::expect({{1, z, z}, -1}, {{z, 0, 0}, {1, z, 0}}, Relation::touching);
}

TYPED_TEST(PlaneAabbTest, Subnormals) {
  using T = TypeParam;
  const T tiny = std::numeric_limits<T>::denorm_min();
  // plane x = tiny touches the box [0, tiny] on its face
  TestFixture::expect({{1, 0, 0}, -tiny}, {{0, 0, 0}, {tiny, 1, 1}}, Relation::touching);
  // plane x = 2 tiny misses it by one subnormal
  TestFixture::expect({{1, 0, 0}, -2 * tiny}, {{0, 0, 0}, {tiny, 1, 1}}, Relation::disjoint);
  // a subnormal normal and offset describe the same plane x = 1
  TestFixture::expect({{tiny, 0, 0}, -tiny}, {{0, 0, 0}, {1, 1, 1}}, Relation::touching);
  // tiny * tiny underflows in floating point; exactly it is positive
  TestFixture::expect({{tiny, 0, 0}, 0}, {{tiny, 0, 0}, {1, 1, 1}}, Relation::disjoint);
}

TYPED_TEST(PlaneAabbTest, MagnitudesNearTheLargestFiniteValue) {
  using T = TypeParam;
  const T big = std::numeric_limits<T>::max();
  // n.x overflows in floating point (big * big) but the signs are exact
  TestFixture::expect({{big, big, 0}, 0}, {{-big, big, 0}, {-big, big, 0}}, Relation::touching);
  TestFixture::expect({{big, big, 0}, -big}, {{-big, big, 0}, {-big, big, 0}}, Relation::disjoint);
  TestFixture::expect({{big, big, big}, -big}, {{-big, -big, -big}, {big, big, big}}, Relation::overlapping);
  // plane x = 1 against a box whose far side is at the top of the range
  TestFixture::expect({{big, 0, 0}, -big}, {{1, -big, -big}, {big, big, big}}, Relation::touching);
}

TYPED_TEST(PlaneAabbTest, TinyBoxFarFromTheOrigin) {
  using T = TypeParam;
  const T far = std::is_same_v<T, float> ? T(0x1p+40) : T(0x1p+300);
  const T hi = std::nextafter(far, std::numeric_limits<T>::max());
  const T hi2 = std::nextafter(hi, std::numeric_limits<T>::max());
  // box [far, hi]^3 (one ulp wide); plane x + y = 2 hi touches its far edge
  // (2 hi is exact; 3 hi would not be)
  TestFixture::expect({{1, 1, 0}, -2 * hi}, {{far, far, far}, {hi, hi, hi}}, Relation::touching);
  // plane x = hi2 misses it by one ulp, plane x = hi touches it
  TestFixture::expect({{1, 0, 0}, -hi2}, {{far, far, far}, {hi, hi, hi}}, Relation::disjoint);
  TestFixture::expect({{1, 0, 0}, -hi}, {{far, far, far}, {hi, hi, hi}}, Relation::touching);
}

TYPED_TEST(PlaneAabbTest, OneUlpEitherSideOfTouching) {
  using T = TypeParam;
  // x + y + z = 3 touches the unit cube at (1,1,1); move the box's max.x by one ulp
  const T up = std::nextafter(T(1), T(2)), down = std::nextafter(T(1), T(0));
  TestFixture::expect({{1, 1, 1}, -3}, {{0, 0, 0}, {up, 1, 1}}, Relation::overlapping);
  TestFixture::expect({{1, 1, 1}, -3}, {{0, 0, 0}, {down, 1, 1}}, Relation::disjoint);
  // and the offset d by one ulp
  TestFixture::expect({{1, 1, 1}, std::nextafter(T(-3), T(-4))}, {{0, 0, 0}, {1, 1, 1}}, Relation::disjoint);
  TestFixture::expect({{1, 1, 1}, std::nextafter(T(-3), T(0))}, {{0, 0, 0}, {1, 1, 1}}, Relation::overlapping);
}

TYPED_TEST(PlaneAabbTest, TouchingWhereAProductNeedsTwoDoubles) {
  // n = (a, -a, 1) against the corner (b, b, c): a b - a b + c = c exactly,
  // while a b takes 106 bits for double, beyond the grid stage: the integer
  // stage answers. The box's nearest corner to the plane's negative side is
  // (min x, max y, min z) = (b, b, c).
  using T = TypeParam;
  const T a = T(0x1.123456789abcdp-1), b = T(0x1.fedcba9876543p+0), c = T(0.75);
  const gv::Aabb<T> box{{b, b - 1, c}, {b + 1, b, c + 1}};
  TestFixture::expect({{a, -a, 1}, -c}, box, Relation::touching);
  TestFixture::expect({{a, -a, 1}, std::nextafter(-c, T(0))}, box, Relation::disjoint);
  TestFixture::expect({{a, -a, 1}, std::nextafter(-c, T(-1))}, box, Relation::overlapping);
  // The low part of a product decides: a b - h - l = 0 for h = fl(a b) and
  // l = a b - h (exact, std::fma), on the corner (b, h, 0) of a box below
  // the plane a x - y - l = 0.
  const T h = a * b, l = std::fma(a, b, -h);
  ASSERT_NE(l, T(0));
  const gv::Aabb<T> low_box{{b, h - 1, 0}, {b + 1, h, 1}};
  TestFixture::expect({{a, -1, 0}, -l}, low_box, Relation::touching);
  constexpr T kInf = std::numeric_limits<T>::infinity();
  TestFixture::expect({{a, -1, 0}, std::nextafter(-l, kInf)}, low_box, Relation::disjoint);
  TestFixture::expect({{a, -1, 0}, std::nextafter(-l, -kInf)}, low_box, Relation::overlapping);
}

TYPED_TEST(PlaneAabbTest, InvalidInputGivesInvalidAndNoIntersection) {
  using T = TypeParam;
  const T nan = std::numeric_limits<T>::quiet_NaN(), inf = std::numeric_limits<T>::infinity();
  TestFixture::expect({{nan, 0, 1}, 0}, {{0, 0, 0}, {1, 1, 1}}, Relation::invalid);
  TestFixture::expect({{0, 0, 1}, inf}, {{0, 0, 0}, {1, 1, 1}}, Relation::invalid);
  TestFixture::expect({{0, 0, 1}, 0}, {{0, 0, 0}, {1, -inf, 1}}, Relation::invalid);
  TestFixture::expect({{0, 0, 1}, 0}, {{0, 2, 0}, {1, 1, 1}}, Relation::invalid);  // min > max
  TestFixture::expect({{0, 0, 0}, 0}, {{0, 0, nan}, {1, 1, 1}}, Relation::invalid);
}

TYPED_TEST(PlaneAabbTest, StatsCountTheStageThatDecided) {
  using T = TypeParam;
  gv::Stats st;
  // clearly apart: the filter decides
  EXPECT_EQ(gv::relation(gv::Plane<T>{{0, 0, 1}, -10}, gv::Aabb<T>{{0, 0, 0}, {1, 1, 1}}, &st), Relation::disjoint);
  EXPECT_EQ(st.filter, 1u);
  EXPECT_EQ(st.exact, 0u);
  // a plane through a corner: s_hi == 0 exactly, undecidable by any filter
  EXPECT_EQ(gv::relation(gv::Plane<T>{{1, 1, 1}, -3}, gv::Aabb<T>{{0, 0, 0}, {1, 1, 1}}, &st), Relation::touching);
  EXPECT_GE(st.exact, 1u);
  EXPECT_EQ(gv::relation(gv::Plane<T>{{1, 1, 1}, std::numeric_limits<T>::quiet_NaN()},
                         gv::Aabb<T>{{0, 0, 0}, {1, 1, 1}}, &st),
            Relation::invalid);
  EXPECT_EQ(st.invalid, 1u);
  EXPECT_EQ(st.filter + st.exact, 2u);
}

// Double input outside the filter's screen [2^-450, 2^500] has its sums
// filtered on their terms scaled by one power of two (rescale.h's
// sign_of_scaled_sum; the cases: tests/support/flat_box_outside_screen.h).

/// A term the scaling flushes carries the sign: the exact stage answers.
TEST(PlaneAabbOutsideTheScreen, AFlushedTermDecidesTheSign) {
  gv::test_support::flushed_term_decides_the_sign<gv::query::PlaneAabb<double>>();
}

/// Contacts with the normal and the box scaled apart keep the oracle's
/// answers, and so do their one-ulp neighbours (both contacts touch).
TEST(PlaneAabbOutsideTheScreen, ScaledContactsKeepTheirAnswer) {
  EXPECT_GT(gv::test_support::scaled_contacts<gv::query::PlaneAabb<double>>(0x9aab, work(4000)), work(4000) / 2);
}

/// Cases whose values span every exponent: most lie outside the screen, and
/// the filter on the scaled terms decides every one of those (none of these
/// sums lies within rounding of zero).
TEST(PlaneAabbOutsideTheScreen, EveryExponent) {
  const auto t = gv::test_support::flat_box_every_exponent<gv::query::PlaneAabb<double>>(0x9aac, work(20000));
  EXPECT_GT(t.outside, work(20000) / 2);
  EXPECT_EQ(t.by_filter, t.outside);
}

}  // namespace

}  // namespace gv_core_plane_aabb_test
