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
// 3. gv::point_triangle_closest(): the closest point, certified per
//    coordinate. Hand cases of each feature (a vertex, the foot on each edge,
//    the face's projection, representable or not), degenerate triangles
//    (collinear, a coincident pair, where Ericson's edge formula divides 0 by
//    0, three equal vertices), points on the triangle (the point itself),
//    invalid input; and a loop over every point-triangle-closest generator
//    class against the exact closest point (rational/sphere_triangle.h),
//    whose distance must agree with squared_distance_to_triangle.
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

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_point_triangle_test {

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

// --- 3. the closest point ----------------------------------------------------

template <class T>
gv::exact::Vec3Q exact_closest(const gv::Vec3<T>& p, const gv::Triangle<T>& t) {
  return gv::exact::closest_point_on_triangle(gv::exact::to_rational(p), gv::exact::to_rational(t.p0),
                                              gv::exact::to_rational(t.p1), gv::exact::to_rational(t.p2));
}

/// Empty when every coordinate's bracket certifies the exact closest point.
template <class T>
std::string closest_violation(const gv::ClosestPoint<T>& got, const gv::exact::Vec3Q& want) {
  if (!got.valid) return "not valid";
  const Rational* w[3] = {&want.x, &want.y, &want.z};
  for (int k = 0; k < 3; ++k) {
    const gv::Bracket<T>& b = got.c[k];
    const std::string axis = std::string(1, "xyz"[k]) + ": ";
    if (!b.valid || !std::isfinite(b.lo) || !std::isfinite(b.hi) || b.lo > b.hi) return axis + "bad ends";
    const Rational lo = gv::exact::to_rational(b.lo), hi = gv::exact::to_rational(b.hi);
    if (b.lo == b.hi) {
      if (lo != *w[k]) return axis + "one value, not the exact coordinate";
    } else if (std::nextafter(b.lo, b.hi) != b.hi) {
      return axis + "ends not adjacent";
    } else if (!(lo < *w[k] && *w[k] < hi)) {
      return axis + "the exact coordinate is outside the open bracket";
    }
  }
  return "";
}

template <class T>
void expect_closest(const gv::Vec3<T>& p, const gv::Triangle<T>& t, const gv::Vec3<T>* exactly = nullptr) {
  const gv::ClosestPoint<T> got = gv::point_triangle_closest(p, t);
  const std::string v = closest_violation(got, exact_closest(p, t));
  EXPECT_TRUE(v.empty()) << v << "\n" << show(p, t);
  if (exactly) {
    EXPECT_EQ(got.c[0].lo, exactly->x);
    EXPECT_EQ(got.c[1].lo, exactly->y);
    EXPECT_EQ(got.c[2].lo, exactly->z);
    for (int k = 0; k < 3; ++k) EXPECT_EQ(got.c[k].lo, got.c[k].hi) << "xyz"[k];
  }
}

TYPED_TEST(PointTriangleTest, ClosestPointOfEachFeature) {
  using T = TypeParam;
  using V = gv::Vec3<T>;
  const gv::Triangle<T> t{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};
  const V face{1, 1, 0}, a{0, 0, 0}, b{4, 0, 0}, c{0, 4, 0}, on_ab{1, 0, 0}, on_ac{0, 3, 0}, on_bc{1, 3, 0};
  expect_closest<T>({1, 1, 5}, t, &face);     // above the face: its projection
  expect_closest<T>({-1, -2, 3}, t, &a);      // beyond vertex a
  expect_closest<T>({6, -1, 1}, t, &b);       // beyond vertex b
  expect_closest<T>({-1, 7, -2}, t, &c);      // beyond vertex c
  expect_closest<T>({1, -3, 2}, t, &on_ab);   // beyond edge ab: the foot
  expect_closest<T>({-5, 3, 1}, t, &on_ac);   // beyond edge ac
  expect_closest<T>({3, 5, -1}, t, &on_bc);   // beyond edge bc: (1, 3) + (2, 2)
  expect_closest<T>({1, 1, 0}, t, &face);     // on the face: the point itself
  EXPECT_EQ(gv::point_triangle_closest<T>({1, 1, 5}, t).d2.lo, T(25));
  EXPECT_EQ(gv::point_triangle_closest<T>({3, 5, -1}, t).d2.hi, T(9));  // (2, 2, -1) from (1, 3, 0)
  EXPECT_EQ(gv::point_triangle_closest<T>({1, 1, 0}, t).d2.hi, T(0));
}

TYPED_TEST(PointTriangleTest, ClosestPointThatIsNoValueOfT) {
  using T = TypeParam;
  // A tilted face: the projection of (1/4, 1/2, 1) has thirds in it.
  const gv::Triangle<T> t{{0, 0, 0}, {3, 0, 1}, {0, 3, 0}};
  expect_closest<T>({T(0.25), T(0.5), 1}, t);
  const gv::ClosestPoint<T> got = gv::point_triangle_closest<T>({T(0.25), T(0.5), 1}, t);
  int adjacent = 0;
  for (int k = 0; k < 3; ++k) adjacent += got.c[k].lo != got.c[k].hi;
  EXPECT_GT(adjacent, 0);
  // A foot on an edge at a third: (1, 0, 0) + (1/3) (3, 3, 0) is representable
  // only in part; negative coordinates are bracketed too.
  expect_closest<T>({-2, -1, 5}, gv::Triangle<T>{{-3, -3, 0}, {0, 0, 0}, {-3, 3, 7}});
}

TYPED_TEST(PointTriangleTest, ClosestPointOfDegenerateTriangles) {
  using T = TypeParam;
  using V = gv::Vec3<T>;
  const V mid{T(2.5), 0, 0}, one{1, 1, 1};
  // Collinear: the segment from 0 to 3 on the x axis.
  expect_closest<T>({T(2.5), 1, 1}, {{0, 0, 0}, {1, 0, 0}, {3, 0, 0}}, &mid);
  // a == b: Ericson's edge-ab formula would be 0 / 0; the segment ac answers.
  expect_closest<T>({T(2.5), 1, 1}, {{0, 0, 0}, {0, 0, 0}, {3, 0, 0}}, &mid);
  expect_closest<T>({T(2.5), 1, 1}, {{3, 0, 0}, {0, 0, 0}, {0, 0, 0}}, &mid);
  // Three equal vertices: the point.
  expect_closest<T>({1, 2, 3}, {one, one, one}, &one);
}

TYPED_TEST(PointTriangleTest, ClosestPointOfInvalidInput) {
  using T = TypeParam;
  const T nan = std::numeric_limits<T>::quiet_NaN();
  gv::Stats st;
  const gv::ClosestPoint<T> got = gv::point_triangle_closest<T>({nan, 0, 0}, unit_tri<T>(), &st);
  EXPECT_FALSE(got.valid);
  EXPECT_TRUE(std::isnan(got.c[0].lo) && std::isnan(got.c[2].hi));
  EXPECT_EQ(st.invalid, 1u);
}

template <class T>
void closest_differential(std::uint64_t seed, int per_class) {
  using C = gv::query::PointTriangleClosest<T>;
  using Gen = gv::gen::Generator<C>;
  constexpr int kHarmful = gv::test_support::kHarmfulFlags;
  gv::gen::Prng rng(seed);
  for (std::size_t cls = 0; cls < Gen::kClasses.size(); ++cls) {
    for (int i = 0; i < per_class; ++i) {
      const C c = Gen::make(rng, cls);
      std::feclearexcept(FE_ALL_EXCEPT);
      const gv::ClosestPoint<T> got = gv::point_triangle_closest(c.point.p, c.tri);
      ASSERT_EQ(std::fetestexcept(kHarmful), 0) << "class " << Gen::kClasses[cls] << "\n" << gv::query::declarations(c);
      const gv::exact::Vec3Q want = exact_closest(c.point.p, c.tri);
      const std::string v = closest_violation(got, want);
      ASSERT_TRUE(v.empty()) << v << ", class " << Gen::kClasses[cls] << "\n" << gv::query::declarations(c);
      // The two exact formulations agree: the closest point's distance is the minimum.
      const gv::exact::Vec3Q w = gv::exact::to_rational(c.point.p) - want;
      const Rational q = gv::exact::dot(w, w);
      ASSERT_EQ(q, exact_q(c.point.p, c.tri)) << gv::query::declarations(c);
      // The squared distance from the same exact numbers is the distance core's bracket.
      const gv::Bracket<T> d2 = gv::point_triangle_distance2(c.point.p, c.tri);
      ASSERT_TRUE(got.d2.valid);
      ASSERT_EQ(got.d2.lo, d2.lo) << gv::query::declarations(c);
      ASSERT_EQ(got.d2.hi, d2.hi) << gv::query::declarations(c);
    }
  }
}

// The filters (detail::pt_closest_filter: tracked doubles for float input,
// tracked double-doubles for double) on the input a caller has: random
// triangles of edge up to 20 and points up to 100 away, a third of the
// triangles nearly collinear, a fifth of the points in the triangle's slab.
// Every answer against the exact closest point and distance, no flag but
// inexact; the filter decides most calls (Stats::filter), and every call it
// decides equals the exact stage's.
template <class T>
void filter_on_typical_input(std::uint64_t seed) {
  gv::gen::Prng rng(seed);
  auto u = [&rng] { return static_cast<T>(2.0 * static_cast<double>(rng.next() >> 11) * 0x1p-53 - 1.0); };
  const int n = gv::test_support::work(3000, 300);
  gv::Stats st, st_d2, st_d;
  for (int i = 0; i < n; ++i) {
    const T cx = 50 * u(), cy = 50 * u(), cz = 50 * u();
    gv::Vec3<T> q[3];
    for (auto& v : q) v = {cx + 10 * u(), cy + 10 * u(), cz + 10 * u()};
    const T f = T(0.25);
    if (i % 3 == 0) q[2] = {q[0].x + (q[1].x - q[0].x) * f, q[0].y + (q[1].y - q[0].y) * f, q[0].z + (q[1].z - q[0].z) * f};
    const gv::Vec3<T> p = i % 5 == 0 ? gv::Vec3<T>{cx + 10 * u(), cy + 10 * u(), cz} : gv::Vec3<T>{100 * u(), 100 * u(), 100 * u()};
    const gv::Triangle<T> t{q[0], q[1], q[2]};
    std::feclearexcept(FE_ALL_EXCEPT);
    const gv::ClosestPoint<T> got = gv::point_triangle_closest(p, t, &st);
    ASSERT_EQ(std::fetestexcept(gv::test_support::kHarmfulFlags), 0) << show(p, t);
    gv::ClosestPoint<T> exact;
    const double x[3] = {p.x, p.y, p.z};
    const double vs[3][3] = {{t.p0.x, t.p0.y, t.p0.z}, {t.p1.x, t.p1.y, t.p1.z}, {t.p2.x, t.p2.y, t.p2.z}};
    ASSERT_TRUE(gv::detail::point_triangle_closest_exact(x, vs, t, exact));
    const gv::Bracket<T> exact_d2 = exact.d2;
    const std::string v = closest_violation(got, exact_closest(p, t));
    ASSERT_TRUE(v.empty()) << v << "\n" << show(p, t);
    const gv::Bracket<T> d2 = gv::point_triangle_distance2(p, t, &st_d2);
    ASSERT_EQ(got.d2.lo, d2.lo) << show(p, t);
    ASSERT_EQ(got.d2.hi, d2.hi) << show(p, t);
    ASSERT_EQ(d2.lo, exact_d2.lo) << show(p, t);  // the exact stage's own bracket
    ASSERT_EQ(d2.hi, exact_d2.hi) << show(p, t);
    // The distance: the same as from the sphere-triangle comparisons alone.
    const gv::Bracket<T> d = gv::point_triangle_distance(p, t, &st_d);
    const gv::Bracket<T> d_ref = gv::detail::point_triangle_distance_impl(p, t, true, nullptr);
    ASSERT_EQ(d.lo, d_ref.lo) << show(p, t);
    ASSERT_EQ(d.hi, d_ref.hi) << show(p, t);
  }
  EXPECT_EQ(st.filter + st.exact, static_cast<std::uint64_t>(n));
  EXPECT_GT(st.filter, static_cast<std::uint64_t>(n) * 9 / 10);
  // point_triangle_distance2() and point_triangle_distance(): the
  // sphere-triangle filter decides float input, the closest-point filter
  // double input.
  EXPECT_GT(st_d2.filter, static_cast<std::uint64_t>(n) * 9 / 10);
  EXPECT_GT(st_d.filter, static_cast<std::uint64_t>(n) * 9 / 10);
}

TEST(PointTriangleClosest, FloatFilterOnTypicalInput) { filter_on_typical_input<float>(0x9b5); }
TEST(PointTriangleClosest, DoubleFilterOnTypicalInput) { filter_on_typical_input<double>(0x9b6); }

// What each filter leaves to the exact stage: a point on an edge (the
// squared distance 0 is no comparison's strict side).
TYPED_TEST(PointTriangleTest, FilterLeavesTouchingToTheExactStage) {
  using T = TypeParam;
  gv::Stats st;
  const gv::ClosestPoint<T> on = gv::point_triangle_closest<T>({T(0.5), 0, 0}, unit_tri<T>(), &st);
  EXPECT_EQ(st.exact, 1u);
  EXPECT_EQ(on.d2.lo, T(0));
  EXPECT_EQ(on.d2.hi, T(0));
}

// A vertex's coordinate -0.0 is given as +0 by the filter and by the exact
// stage, as every bracket gives a zero.
TYPED_TEST(PointTriangleTest, BothStagesGiveAVertexZeroAsPlusZero) {
  using T = TypeParam;
  gv::Stats st;
  // The vertex (-0, -0, -0) is closest; the squared distance 9 + 4.1^2 is
  // no value of T.
  const gv::Triangle<T> t{{T(-0.0), T(-0.0), T(-0.0)}, {1, 0, 0}, {0, 1, 0}};
  const gv::ClosestPoint<T> far = gv::point_triangle_closest<T>({-3, T(-0.0), T(-4.1)}, t, &st);
  EXPECT_EQ(st.filter, 1u);
  for (const auto& c : far.c) {
    EXPECT_EQ(c.lo, T(0));
    EXPECT_FALSE(std::signbit(c.lo) || std::signbit(c.hi));
  }
  const gv::Bracket<T> d2 = gv::point_triangle_distance2<T>({-3, T(-0.0), T(-4.1)}, t);
  EXPECT_EQ(far.d2.lo, d2.lo);
  EXPECT_EQ(far.d2.hi, d2.hi);
  EXPECT_LT(far.d2.lo, far.d2.hi);
  // The exact stage gives the same +0.
  gv::ClosestPoint<T> ex;
  const double x[3] = {-3, -0.0, static_cast<double>(T(-4.1))};
  const double v[3][3] = {{-0.0, -0.0, -0.0}, {1, 0, 0}, {0, 1, 0}};
  ASSERT_TRUE(gv::detail::point_triangle_closest_exact(x, v, t, ex));
  for (const auto& c : ex.c) EXPECT_FALSE(std::signbit(c.lo) || std::signbit(c.hi));
}

TEST(PointTriangleClosest, FloatEveryGeneratorClass) { closest_differential<float>(0x9b3, gv::test_support::work(100, 10)); }
TEST(PointTriangleClosest, DoubleEveryGeneratorClass) {
  closest_differential<double>(0x9b4, gv::test_support::work(60, 6));
}

}  // namespace

}  // namespace gv_core_point_triangle_test
