// SPDX-License-Identifier: MIT
// Specification of gv::relation(Plane, Obb) (core/plane_obb.h):
// 1. the hand case of every degenerate class with its exact answer, checked
//    on the oracle and on the core under all 48 symmetries and in both
//    argument orders, float and double;
// 2. the filter's bound on rounded frames near contact (every certified
//    answer checked against the oracle);
// 3. a differential loop over every generator class (gen/plane_obb.h) and a
//    typical family against the exact oracle.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>

#include "differential.h"
#include "expect_relation.h"
#include "geoverify/core/plane_obb.h"
#include "geoverify/exact/plane_obb.h"
#include "geoverify/query/cases.h"
#include "hex.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_plane_obb_test {

using gv::test_support::work;

namespace {

using gv::Relation;

template <class T>
class PlaneObbTest : public ::testing::Test {
 protected:
  using P = gv::Plane<T>;
  using B = gv::Obb<T>;

  static B box(gv::Vec3<T> c, gv::Vec3<T> u0, gv::Vec3<T> u1, gv::Vec3<T> u2, T e0, T e1, T e2) {
    return B{c, {u0, u1, u2}, {e0, e1, e2}};
  }
  static B cube() { return box({0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}, 1, 1, 1); }

  /// The oracle must give `want`; the core must give it under all 48
  /// symmetries, in both argument orders (expect_relation.h).
  static void expect(const P& p, const B& b, Relation want) {
    gv::test_support::expect_relation(gv::query::PlaneObb<T>{p, b}, want);
  }
};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(PlaneObbTest, Scalars);

TYPED_TEST(PlaneObbTest, ZeroNormal) {
  TestFixture::expect({{0, 0, 0}, 0}, TestFixture::cube(), Relation::overlapping);
  TestFixture::expect({{0, -0.0f, 0}, -0.0f}, TestFixture::cube(), Relation::overlapping);
  TestFixture::expect({{0, 0, 0}, 1}, TestFixture::cube(), Relation::disjoint);
  TestFixture::expect({{0, 0, 0}, -1}, TestFixture::cube(), Relation::disjoint);
}

TYPED_TEST(PlaneObbTest, VertexEdgeFaceOnARotatedIntegerFrame) {
  using T = TypeParam;
  // u0 = (3, 4, 0), u1 = (-4, 3, 0), u2 = (0, 0, 5): orthogonal, length 5.
  const gv::Obb<T> rot = TestFixture::box({1, 2, 3}, {3, 4, 0}, {-4, 3, 0}, {0, 0, 5}, 1, 2, 1);
  // n = u0 + u1 + u2 = (-1, 7, 5): n.u_i = 25, r = 25 (1 + 2 + 1) = 100, n.c = 28
  TestFixture::expect({{-1, 7, 5}, 72}, rot, Relation::touching);    // s_lo = 0: a vertex
  TestFixture::expect({{-1, 7, 5}, -128}, rot, Relation::touching);  // s_hi = 0
  TestFixture::expect({{-1, 7, 5}, 71}, rot, Relation::overlapping);
  TestFixture::expect({{-1, 7, 5}, 73}, rot, Relation::disjoint);
  // n = u0 + u2 = (3, 4, 5): parallel to u1, an edge; r = 25 + 25 = 50, n.c = 26
  TestFixture::expect({{3, 4, 5}, 24}, rot, Relation::touching);
  TestFixture::expect({{3, 4, 5}, 25}, rot, Relation::disjoint);
  // n = u2 = (0, 0, 5): a face; r = 25, n.c = 15
  TestFixture::expect({{0, 0, 5}, 10}, rot, Relation::touching);
  TestFixture::expect({{0, 0, 5}, T(9.5)}, rot, Relation::overlapping);
}

TYPED_TEST(PlaneObbTest, FlatSegmentPointBoxesAndDegenerateAxes) {
  using T = TypeParam;
  // a square in z = 0 lying in the plane z = 0, and cut by x = 0
  const gv::Obb<T> square = TestFixture::box({0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}, 1, 1, 0);
  TestFixture::expect({{0, 0, 1}, 0}, square, Relation::touching);
  TestFixture::expect({{1, 0, 0}, 0}, square, Relation::overlapping);
  // a zero axis with a large extent adds nothing
  const gv::Obb<T> zero = TestFixture::box({0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 0}, 1, 1, 100);
  TestFixture::expect({{0, 0, 1}, -1}, zero, Relation::disjoint);
  // parallel axes: u0 = -u1, x in [-2, 2]
  const gv::Obb<T> par = TestFixture::box({0, 0, 0}, {1, 0, 0}, {-1, 0, 0}, {0, 0, 1}, 1, 1, 1);
  TestFixture::expect({{1, 0, 0}, -2}, par, Relation::touching);
  TestFixture::expect({{0, 1, 0}, 0}, par, Relation::touching);
  // a point box on the plane, and one ulp off
  const gv::Obb<T> pt = TestFixture::box({1, 2, 3}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}, 0, 0, -0.0f);
  TestFixture::expect({{1, 2, 3}, -14}, pt, Relation::touching);
  TestFixture::expect({{1, 2, 3}, std::nextafter(T(-14), T(-15))}, pt, Relation::disjoint);
}

TYPED_TEST(PlaneObbTest, ExtremeMagnitudes) {
  using T = TypeParam;
  const T big = std::numeric_limits<T>::max(), tiny = std::numeric_limits<T>::denorm_min();
  const gv::Obb<T> far = TestFixture::box({big, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}, big, 1, 1);
  TestFixture::expect({{1, 0, 0}, 0}, far, Relation::touching);  // x in [0, 2 big]
  TestFixture::expect({{1, 0, 0}, -big}, far, Relation::overlapping);
  const gv::Obb<T> small = TestFixture::box({tiny, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}, tiny, tiny, tiny);
  TestFixture::expect({{1, 0, 0}, -2 * tiny}, small, Relation::touching);
  TestFixture::expect({{1, 0, 0}, -3 * tiny}, small, Relation::disjoint);
  TestFixture::expect({{tiny, 0, 0}, -tiny * 0}, small, Relation::touching);
}

TYPED_TEST(PlaneObbTest, InvalidInput) {
  using T = TypeParam;
  const T nan = std::numeric_limits<T>::quiet_NaN(), inf = std::numeric_limits<T>::infinity();
  gv::Obb<T> b = TestFixture::cube();
  EXPECT_EQ(gv::relation(gv::Plane<T>{{nan, 0, 0}, 0}, b), Relation::invalid);
  EXPECT_EQ(gv::relation(gv::Plane<T>{{0, 0, 0}, inf}, b), Relation::invalid);
  b.e[1] = -1;
  EXPECT_EQ(gv::relation(gv::Plane<T>{{1, 0, 0}, 0}, b), Relation::invalid);
  b = TestFixture::cube();
  b.u[2].z = nan;
  EXPECT_FALSE(gv::intersects(b, gv::Plane<T>{{1, 0, 0}, 0}));
}

// --- 2. rounded frames near contact ------------------------------------------

// Float planes computed through a rounded frame are far from contact at
// double precision (the filter certifies them); double ones are within
// double rounding of contact and must reach the exact stage.
template <class T>
int near_contact(std::uint64_t seed, int count) {
  using C = gv::query::PlaneObb<T>;
  gv::gen::Prng rng(seed);
  int certified = 0;
  for (int i = 0; i < count; ++i) {
    const C c = gv::gen::Generator<C>::make(rng, 13);  // rounded-frame: within rounding of contact
    gv::Stats st;
    const Relation got = gv::relation(c.plane, c.obb, &st);
    EXPECT_EQ(got, gv::exact::plane_obb(c.plane, c.obb).relation) << gv::query::declarations(c);
    if (got != gv::exact::plane_obb(c.plane, c.obb).relation) break;
    certified += static_cast<int>(st.filter);
  }
  std::printf("%d of %d near-contact cases certified by the filter\n", certified, count);
  return certified;
}

TEST(PlaneObbBound, RoundedFramesNearContact) {
  near_contact<float>(0x9b01, work(20000));
  EXPECT_LT(near_contact<double>(0x9b02, work(20000)), work(20000));
}

// --- 3. differential ---------------------------------------------------------

template <class T>
gv::query::PlaneObb<T> typical_pair(gv::gen::Prng& rng) {
  using namespace gv::test_support;
  gv::query::PlaneObb<T> c{};
  gv::gen::random_frame<T>(rng, c.obb.u);
  for (int m = 0; m < 3; ++m) {
    gv::set(c.obb.c, m, typical_coordinate<T>(rng));
    c.obb.e[m] = typical_size<T>(rng);
    gv::set(c.plane.n, m, gv::gen::unit_real<T>(rng));
  }
  c.plane.d = typical_coordinate<T>(rng);
  return c;
}

TEST(PlaneObbDifferential, FloatEveryGeneratorClass) {
  gv::test_support::differential_by_class<gv::query::PlaneObb<float>>(0x9b11, work(2000), typical_pair<float>);
}
TEST(PlaneObbDifferential, DoubleEveryGeneratorClass) {
  gv::test_support::differential_by_class<gv::query::PlaneObb<double>>(0x9b12, work(2000), typical_pair<double>);
}

}  // namespace

}  // namespace gv_core_plane_obb_test
