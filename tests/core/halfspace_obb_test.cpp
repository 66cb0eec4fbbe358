// SPDX-License-Identifier: MIT
// Specification of gv::relation(Halfspace, Obb) (core/halfspace_obb.h):
// 1. the hand case of every degenerate class with its exact answer, checked
//    on the oracle and on the core under all 48 symmetries and in both
//    argument orders, float and double;
// 2. a differential loop over every generator class (gen/halfspace_obb.h)
//    and a typical family against the exact oracle.
// The filter and exact stage are plane_obb.h's (tests/core/plane_obb_test.cpp
// has their near-contact family).
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>

#include "differential.h"
#include "expect_relation.h"
#include "geoverify/core/halfspace_obb.h"
#include "geoverify/exact/halfspace_obb.h"
#include "geoverify/query/cases.h"
#include "hex.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_halfspace_obb_test {

using gv::test_support::work;

namespace {

using gv::Relation;

template <class T>
class HalfspaceObbTest : public ::testing::Test {
 protected:
  using H = gv::Halfspace<T>;
  using B = gv::Obb<T>;

  static B box(gv::Vec3<T> c, gv::Vec3<T> u0, gv::Vec3<T> u1, gv::Vec3<T> u2, T e0, T e1, T e2) {
    return B{c, {u0, u1, u2}, {e0, e1, e2}};
  }
  static B cube() { return box({0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}, 1, 1, 1); }

  /// The oracle must give `want`; the core must give it under all 48
  /// symmetries, in both argument orders (expect_relation.h).
  static void expect(const H& h, const B& b, Relation want) {
    gv::test_support::expect_relation(gv::query::HalfspaceObb<T>{h, b}, want);
  }
};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(HalfspaceObbTest, Scalars);

TYPED_TEST(HalfspaceObbTest, ZeroNormal) {
  TestFixture::expect({{0, 0, 0}, 0}, TestFixture::cube(), Relation::overlapping);
  TestFixture::expect({{0, -0.0f, 0}, -1}, TestFixture::cube(), Relation::overlapping);
  TestFixture::expect({{0, 0, 0}, std::numeric_limits<TypeParam>::denorm_min()}, TestFixture::cube(),
                      Relation::disjoint);
}

TYPED_TEST(HalfspaceObbTest, ContactFromOutsideAndInsideOnARotatedIntegerFrame) {
  // u0 = (3, 4, 0), u1 = (-4, 3, 0), u2 = (0, 0, 5); n = (-1, 7, 5): n.u_i = 25,
  // r = 25 (1 + 2 + 1) = 100, n.c = 28 for c = (1, 2, 3).
  const gv::Obb<TypeParam> rot = TestFixture::box({1, 2, 3}, {3, 4, 0}, {-4, 3, 0}, {0, 0, 5}, 1, 2, 1);
  TestFixture::expect({{-1, 7, 5}, 72}, rot, Relation::touching);      // m = 0: a vertex from outside
  TestFixture::expect({{-1, 7, 5}, 73}, rot, Relation::disjoint);
  TestFixture::expect({{-1, 7, 5}, -128}, rot, Relation::overlapping);  // contains it, meets a vertex
  TestFixture::expect({{1, -7, -5}, 128}, rot, Relation::touching);     // the other side of that plane
  TestFixture::expect({{0, 0, 5}, 10}, rot, Relation::touching);        // a face
  TestFixture::expect({{3, 4, 5}, 24}, rot, Relation::touching);        // an edge
}

TYPED_TEST(HalfspaceObbTest, FlatPointBoxesAndDegenerateAxes) {
  using T = TypeParam;
  const gv::Obb<T> square = TestFixture::box({0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}, 1, 1, 0);
  TestFixture::expect({{0, 0, 1}, 0}, square, Relation::touching);       // in the boundary plane
  TestFixture::expect({{0, 0, 1}, -1}, square, Relation::overlapping);   // strictly inside
  const gv::Obb<T> pt = TestFixture::box({1, 2, 3}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}, 0, 0, 0);
  TestFixture::expect({{1, 2, 3}, -14}, pt, Relation::touching);
  TestFixture::expect({{1, 2, 3}, std::nextafter(T(-14), T(-15))}, pt, Relation::overlapping);
  TestFixture::expect({{1, 2, 3}, std::nextafter(T(-14), T(0))}, pt, Relation::disjoint);
  const gv::Obb<T> par = TestFixture::box({0, 0, 0}, {1, 0, 0}, {-1, 0, 0}, {0, 0, 1}, 1, 1, 1);
  TestFixture::expect({{-1, 0, 0}, 2}, par, Relation::touching);  // x >= 2, the box reaches x = 2
  const gv::Obb<T> zero = TestFixture::box({0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 0}, 1, 1, 100);
  TestFixture::expect({{0, 0, -1}, 1}, zero, Relation::disjoint);  // z >= 1: the zero axis adds nothing
}

TYPED_TEST(HalfspaceObbTest, ExtremeMagnitudes) {
  using T = TypeParam;
  const T big = std::numeric_limits<T>::max(), tiny = std::numeric_limits<T>::denorm_min();
  const gv::Obb<T> far = TestFixture::box({big, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}, big, 1, 1);
  TestFixture::expect({{-1, 0, 0}, 0}, far, Relation::overlapping);  // x >= 0 contains [0, 2 big]
  TestFixture::expect({{1, 0, 0}, 0}, far, Relation::touching);      // x <= 0
  const gv::Obb<T> small = TestFixture::box({tiny, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}, tiny, tiny, tiny);
  TestFixture::expect({{-1, 0, 0}, 2 * tiny}, small, Relation::touching);  // x >= 2 tiny
  TestFixture::expect({{-1, 0, 0}, 3 * tiny}, small, Relation::disjoint);
}

TYPED_TEST(HalfspaceObbTest, InvalidInput) {
  using T = TypeParam;
  const T nan = std::numeric_limits<T>::quiet_NaN();
  gv::Obb<T> b = TestFixture::cube();
  EXPECT_EQ(gv::relation(gv::Halfspace<T>{{0, nan, 0}, 0}, b), Relation::invalid);
  b.e[0] = -T(1);
  EXPECT_EQ(gv::relation(b, gv::Halfspace<T>{{1, 0, 0}, 0}), Relation::invalid);
  EXPECT_FALSE(gv::intersects(gv::Halfspace<T>{{1, 0, 0}, 0}, b));
}

template <class T>
gv::query::HalfspaceObb<T> typical_pair(gv::gen::Prng& rng) {
  using namespace gv::test_support;
  gv::query::HalfspaceObb<T> c{};
  gv::gen::random_frame<T>(rng, c.obb.u);
  for (int m = 0; m < 3; ++m) {
    gv::set(c.obb.c, m, typical_coordinate<T>(rng));
    c.obb.e[m] = typical_size<T>(rng);
    gv::set(c.halfspace.n, m, gv::gen::unit_real<T>(rng));
  }
  c.halfspace.d = typical_coordinate<T>(rng);
  return c;
}

TEST(HalfspaceObbDifferential, FloatEveryGeneratorClass) {
  gv::test_support::differential_by_class<gv::query::HalfspaceObb<float>>(0x9c11, work(2000), typical_pair<float>);
}
TEST(HalfspaceObbDifferential, DoubleEveryGeneratorClass) {
  gv::test_support::differential_by_class<gv::query::HalfspaceObb<double>>(0x9c12, work(2000), typical_pair<double>);
}

}  // namespace

}  // namespace gv_core_halfspace_obb_test
