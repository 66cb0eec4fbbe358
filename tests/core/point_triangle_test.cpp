// SPDX-License-Identifier: MIT
// Specification of gv::point_triangle_distance2() and
// gv::point_triangle_distance() (core/point_triangle.h): certified brackets
// of the exact squared distance and distance from a point to a closed
// triangle.
//
// 1. Hand cases of every class: on the face, an edge, a vertex ([0, 0]);
//    nearest to the face, an edge, a vertex; collinear and point triangles;
//    a tiny distance (never a bare 0), one beyond the largest value; input
//    outside the filter's screen; invalid input.
// 2. A differential loop over every class of the sphere-triangle generator
//    (the centre as the point: tangency to faces, edges and vertices, slivers,
//    collinear and point triangles, subnormal and huge magnitudes), float
//    and double: each bracket against the exact value, and no floating-point
//    flag but inexact.
#include <gtest/gtest.h>

#include <cfenv>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>

#include "bracket_check.h"
#include "geoverify/core/point_triangle.h"
#include "geoverify/exact/rational.h"
#include "geoverify/exact/rational/number.h"
#include "geoverify/exact/rational/sphere_triangle.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "work.h"
#include "fp_flags.h"

namespace {

using gv::exact::Rational;
using gv::test_support::distance_violation;

template <class T>
Rational exact_q(const gv::Vec3<T>& p, const gv::Triangle<T>& t) {
  return gv::exact::squared_distance_to_triangle(gv::exact::to_rational(p), gv::exact::to_rational(t.p0),
                                                 gv::exact::to_rational(t.p1), gv::exact::to_rational(t.p2));
}

template <class T>
std::string show(const gv::Vec3<T>& p, const gv::Triangle<T>& t) {
  return gv::query::declarations(gv::query::SphereTriangle<T>{{p, T(0)}, t});
}

template <class T>
void expect_certified(const gv::Vec3<T>& p, const gv::Triangle<T>& t) {
  const Rational q = exact_q(p, t);
  const std::string v = distance_violation(gv::point_triangle_distance2(p, t), gv::point_triangle_distance(p, t), q);
  EXPECT_TRUE(v.empty()) << v << "\n" << show(p, t);
}

template <class T>
class PointTriangleTest : public ::testing::Test {};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(PointTriangleTest, Scalars);

template <class T>
gv::Triangle<T> unit_tri() {
  return {{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};
}

TYPED_TEST(PointTriangleTest, OnTheTriangleIsExactlyZero) {
  using T = TypeParam;
  const gv::Vec3<T> on[4] = {{1, 1, 0}, {2, 0, 0}, {0, 4, 0}, {2, 2, 0}};  // face, edge, vertex, hypotenuse
  for (const auto& p : on) {
    const gv::Bracket<T> d2 = gv::point_triangle_distance2(p, unit_tri<T>());
    EXPECT_TRUE(d2.valid);
    EXPECT_EQ(d2.lo, T(0));
    EXPECT_EQ(d2.hi, T(0));
    EXPECT_EQ(gv::point_triangle_distance(p, unit_tri<T>()).hi, T(0));
  }
}

TYPED_TEST(PointTriangleTest, NearestToTheFaceAnEdgeAVertex) {
  using T = TypeParam;
  const gv::Triangle<T> t = unit_tri<T>();
  EXPECT_EQ(gv::point_triangle_distance<T>({1, 1, 3}, t).lo, T(3));   // above the face
  EXPECT_EQ(gv::point_triangle_distance<T>({2, -3, 4}, t).lo, T(5));  // beyond the edge y = 0: (0, 3, 4)
  EXPECT_EQ(gv::point_triangle_distance2<T>({-1, -2, 2}, t).lo, T(9));  // beyond the vertex 0: 1 + 4 + 4
  expect_certified<T>({1, 1, 3}, t);
  expect_certified<T>({3, 3, T(0.5)}, t);  // beyond the hypotenuse: sqrt(2 + 0.25)
  expect_certified<T>({T(-0.1), T(5.3), T(0.7)}, t);
  expect_certified<T>({T(0.3), T(0.1), T(-1e-3)}, t);
}

TYPED_TEST(PointTriangleTest, CollinearAndPointTriangles) {
  using T = TypeParam;
  const gv::Triangle<T> seg{{0, 0, 0}, {2, 0, 0}, {4, 0, 0}}, pt{{1, 2, 3}, {1, 2, 3}, {1, 2, 3}};
  EXPECT_EQ(gv::point_triangle_distance<T>({3, 3, 4}, seg).lo, T(5));
  EXPECT_EQ(gv::point_triangle_distance2<T>({1, 2, 3}, pt).hi, T(0));
  expect_certified<T>({T(4.5), T(0.1), 0}, seg);
  expect_certified<T>({T(1.25), 2, T(3.5)}, pt);
}

TYPED_TEST(PointTriangleTest, TinyHugeAndUnscreenedMagnitudes) {
  using T = TypeParam;
  const T tiny = std::numeric_limits<T>::denorm_min(), big = std::numeric_limits<T>::max();
  const gv::Triangle<T> t = unit_tri<T>();
  const gv::Bracket<T> d2 = gv::point_triangle_distance2<T>({1, 1, tiny}, t);
  EXPECT_EQ(d2.lo, T(0));
  EXPECT_EQ(d2.hi, tiny);  // tiny^2 is below the least subnormal, yet not zero
  EXPECT_EQ(gv::point_triangle_distance<T>({1, 1, tiny}, t).lo, tiny);
  const gv::Bracket<T> far = gv::point_triangle_distance2<T>({big, big, big}, {{-big, -big, -big}, {-big, -big, -big / 2}, {-big / 2, -big, -big}});
  EXPECT_EQ(far.lo, big);
  EXPECT_TRUE(std::isinf(far.hi));
  expect_certified<T>({1, 1, tiny}, t);
  expect_certified<T>({T(1e-30), T(3e-30), T(2e-30)}, {{0, 0, 0}, {T(1e-30), 0, 0}, {0, T(1e-30), 0}});
}

TYPED_TEST(PointTriangleTest, InvalidInput) {
  using T = TypeParam;
  const T nan = std::numeric_limits<T>::quiet_NaN(), inf = std::numeric_limits<T>::infinity();
  gv::Stats st;
  EXPECT_FALSE(gv::point_triangle_distance2<T>({nan, 0, 0}, unit_tri<T>(), &st).valid);
  EXPECT_FALSE(gv::point_triangle_distance<T>({0, 0, 0}, {{0, 0, 0}, {inf, 0, 0}, {0, 1, 0}}, &st).valid);
  EXPECT_EQ(st.invalid, 2u);
}

template <class T>
void differential(std::uint64_t seed, int n) {
  using C = gv::query::SphereTriangle<T>;
  using Gen = gv::gen::Generator<C>;
  constexpr int kHarmful = gv::test_support::kHarmfulFlags;
  gv::gen::Prng rng(seed);
  gv::Stats st;
  for (int i = 0; i < n; ++i) {
    const std::size_t cls = static_cast<std::size_t>(i) % Gen::kClasses.size();
    const C c = Gen::make(rng, cls);
    std::feclearexcept(FE_ALL_EXCEPT);
    const gv::Bracket<T> d2 = gv::point_triangle_distance2(c.sphere.c, c.tri, &st);
    const gv::Bracket<T> d = gv::point_triangle_distance(c.sphere.c, c.tri, &st);
    ASSERT_EQ(std::fetestexcept(kHarmful), 0) << "class " << Gen::kClasses[cls] << "\n" << gv::query::declarations(c);
    const Rational q = exact_q(c.sphere.c, c.tri);
    const std::string v = distance_violation(d2, d, q);
    ASSERT_TRUE(v.empty()) << v << ", class " << Gen::kClasses[cls] << "\n" << gv::query::declarations(c);
  }
  // double: a comparison with a neighbouring double is below every double
  // filter's resolution, so every call reaches the integer stage
  if (std::is_same_v<T, float>) {
    EXPECT_GT(st.filter, 0u);
  }
  EXPECT_GT(st.exact, 0u);
}

TEST(PointTriangleDifferential, FloatEverySphereTriangleClass) {
  differential<float>(0x9b1, gv::test_support::work(4000, 400));
}
TEST(PointTriangleDifferential, DoubleEverySphereTriangleClass) {
  differential<double>(0x9b2, gv::test_support::work(2000, 200));
}

}  // namespace
