// SPDX-License-Identifier: MIT
// Specification of gv::point_aabb_distance2() and gv::point_aabb_distance()
// (core/point_aabb.h): certified brackets of the exact squared distance and
// distance from a point to a closed box.
//
// 1. Hand cases of every class: inside, on a face, edge and corner, beyond a
//    face, an edge and a corner; zero-extent boxes; -0.0; a squared distance
//    that underflows T (never a bare 0 for a point outside), one that
//    overflows T; double input outside the filter's screen; invalid input.
// 2. A differential loop over every class of the sphere-AABB generator (the
//    centre as the point: contact on faces, edges and corners, flat boxes,
//    subnormal and huge magnitudes), float and double: each bracket against
//    the exact value (exact/rational/number.h), adjacency of its ends, and no
//    floating-point flag but inexact.
#include <gtest/gtest.h>

#include <cfenv>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>

#include "geoverify/core/point_aabb.h"
#include "geoverify/exact/rational.h"
#include "geoverify/exact/rational/number.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "bracket_check.h"
#include "work.h"
#include "fp_flags.h"

namespace {

using gv::exact::Rational;
using gv::test_support::distance_violation;

/// The exact squared distance, in rationals.
template <class T>
Rational exact_q(const gv::Vec3<T>& p, const gv::Aabb<T>& b) {
  Rational q = 0;
  for (int k = 0; k < 3; ++k) {
    const Rational x = gv::exact::to_rational(gv::get(p, k)), lo = gv::exact::to_rational(gv::get(b.min, k)),
                   hi = gv::exact::to_rational(gv::get(b.max, k));
    const Rational d = x < lo ? lo - x : (x > hi ? x - hi : Rational(0));
    q += d * d;
  }
  return q;
}

template <class T>
std::string show(const gv::Vec3<T>& p, const gv::Aabb<T>& b) {
  return gv::query::declarations(gv::query::SphereAabb<T>{{p, T(0)}, b});
}

template <class T>
void expect_certified(const gv::Vec3<T>& p, const gv::Aabb<T>& b) {
  const Rational q = exact_q(p, b);
  const std::string v = distance_violation(gv::point_aabb_distance2(p, b), gv::point_aabb_distance(p, b), q);
  EXPECT_TRUE(v.empty()) << v << "\n" << show(p, b);
}

template <class T>
class PointAabbTest : public ::testing::Test {};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(PointAabbTest, Scalars);

TYPED_TEST(PointAabbTest, InsideAndOnTheSurfaceIsExactlyZero) {
  using T = TypeParam;
  const gv::Aabb<T> b{{0, 0, 0}, {1, 1, 1}};
  const gv::Vec3<T> in[5] = {{T(0.5), T(0.5), T(0.5)}, {0, T(0.5), T(0.5)}, {0, 0, T(0.5)}, {1, 1, 1}, {T(-0.0), 0, 0}};
  for (const auto& p : in) {
    const gv::Bracket<T> d2 = gv::point_aabb_distance2(p, b), d = gv::point_aabb_distance(p, b);
    EXPECT_TRUE(d2.valid && d.valid);
    EXPECT_EQ(d2.lo, T(0));
    EXPECT_EQ(d2.hi, T(0));
    EXPECT_EQ(d.lo, T(0));
    EXPECT_EQ(d.hi, T(0));
  }
}

TYPED_TEST(PointAabbTest, BeyondAFaceAnEdgeAndACorner) {
  using T = TypeParam;
  const gv::Aabb<T> b{{0, 0, 0}, {1, 1, 1}};
  const gv::Bracket<T> face = gv::point_aabb_distance2<T>({3, T(0.5), T(0.5)}, b);
  EXPECT_EQ(face.lo, T(4));
  EXPECT_EQ(face.hi, T(4));
  const gv::Bracket<T> edge = gv::point_aabb_distance<T>({4, T(0.5), 5}, b);  // (3, 0, 4): 5
  EXPECT_EQ(edge.lo, T(5));
  EXPECT_EQ(edge.hi, T(5));
  const gv::Bracket<T> corner = gv::point_aabb_distance2<T>({-1, -1, 2}, b);  // 1 + 1 + 1
  EXPECT_EQ(corner.lo, T(3));
  EXPECT_EQ(corner.hi, T(3));
  const gv::Bracket<T> root3 = gv::point_aabb_distance<T>({-1, -1, 2}, b);  // sqrt(3): not representable
  EXPECT_EQ(std::nextafter(root3.lo, T(2)), root3.hi);
  expect_certified<T>({-1, -1, 2}, b);
  expect_certified<T>({T(0.1), T(1.1), T(-0.3)}, b);
}

TYPED_TEST(PointAabbTest, ZeroExtentBoxes) {
  using T = TypeParam;
  const gv::Aabb<T> point{{1, 2, 3}, {1, 2, 3}}, segment{{0, 0, 0}, {0, 0, 4}}, slab{{0, -1, -1}, {0, 1, 1}};
  expect_certified<T>({1, 2, 3}, point);
  EXPECT_EQ(gv::point_aabb_distance2<T>({1, 2, 3}, point).hi, T(0));
  expect_certified<T>({T(1.5), 2, T(2.25)}, point);
  expect_certified<T>({3, 4, 2}, segment);  // sqrt(3^2 + 4^2) = 5
  EXPECT_EQ(gv::point_aabb_distance<T>({3, 4, 2}, segment).lo, T(5));
  expect_certified<T>({T(-0.25), T(0.5), T(-2)}, slab);
}

// The squared distance of a point a tiny step outside: below the least
// subnormal of T it brackets as [0, least subnormal], never [0, 0].
TYPED_TEST(PointAabbTest, TinyDistancesAreNeverZero) {
  using T = TypeParam;
  const T tiny = std::numeric_limits<T>::denorm_min();
  const gv::Aabb<T> b{{0, 0, 0}, {1, 1, 1}};
  const gv::Bracket<T> d2 = gv::point_aabb_distance2<T>({-tiny, T(0.5), T(0.5)}, b);
  EXPECT_EQ(d2.lo, T(0));
  EXPECT_EQ(d2.hi, tiny);
  const gv::Bracket<T> d = gv::point_aabb_distance<T>({-tiny, T(0.5), T(0.5)}, b);
  EXPECT_EQ(d.lo, tiny);
  EXPECT_EQ(d.hi, tiny);
  const T step = std::nextafter(T(1), T(2)) - T(1);  // an ulp beyond the face x = 1
  expect_certified<T>({1 + step, T(0.5), T(0.5)}, b);
  EXPECT_GT(gv::point_aabb_distance2<T>({1 + step, T(0.5), T(0.5)}, b).hi, T(0));
}

TYPED_TEST(PointAabbTest, HugeDistancesAndTheLargestValues) {
  using T = TypeParam;
  const T big = std::numeric_limits<T>::max();
  const gv::Aabb<T> b{{-big, -big, -big}, {-big / 2, -big / 2, -big / 2}};
  const gv::Bracket<T> d2 = gv::point_aabb_distance2<T>({big, big, big}, b);  // 3 (1.5 max)^2: beyond max
  EXPECT_EQ(d2.lo, big);
  EXPECT_TRUE(std::isinf(d2.hi));
  expect_certified<T>({big, 0, 0}, {{0, 0, 0}, {1, 1, 1}});
  expect_certified<T>({big, big, big}, b);
}

TYPED_TEST(PointAabbTest, InvalidInput) {
  using T = TypeParam;
  const T nan = std::numeric_limits<T>::quiet_NaN(), inf = std::numeric_limits<T>::infinity();
  gv::Stats st;
  EXPECT_FALSE(gv::point_aabb_distance2<T>({nan, 0, 0}, {{0, 0, 0}, {1, 1, 1}}, &st).valid);
  EXPECT_FALSE(gv::point_aabb_distance<T>({0, 0, 0}, {{0, 0, 0}, {inf, 1, 1}}, &st).valid);
  EXPECT_FALSE(gv::point_aabb_distance2<T>({0, 0, 0}, {{0, 2, 0}, {1, 1, 1}}, &st).valid);  // min > max
  EXPECT_TRUE(std::isnan(gv::point_aabb_distance2<T>({nan, 0, 0}, {{0, 0, 0}, {1, 1, 1}}).lo));
  EXPECT_EQ(st.invalid, 3u);
}

// --- differential: the sphere-AABB generator's centres and boxes ------------

template <class T>
void differential(std::uint64_t seed, int n) {
  using C = gv::query::SphereAabb<T>;
  using Gen = gv::gen::Generator<C>;
  constexpr int kHarmful = gv::test_support::kHarmfulFlags;
  gv::gen::Prng rng(seed);
  gv::Stats st;
  for (int i = 0; i < n; ++i) {
    const std::size_t cls = static_cast<std::size_t>(i) % Gen::kClasses.size();
    const C c = Gen::make(rng, cls);
    std::feclearexcept(FE_ALL_EXCEPT);
    const gv::Bracket<T> d2 = gv::point_aabb_distance2(c.sphere.c, c.box, &st);
    const gv::Bracket<T> d = gv::point_aabb_distance(c.sphere.c, c.box, &st);
    ASSERT_EQ(std::fetestexcept(kHarmful), 0) << "class " << Gen::kClasses[cls] << "\n" << gv::query::declarations(c);
    const Rational q = exact_q(c.sphere.c, c.box);
    const std::string v = distance_violation(d2, d, q);
    ASSERT_TRUE(v.empty()) << v << ", class " << Gen::kClasses[cls] << "\n" << gv::query::declarations(c);
  }
  EXPECT_GT(st.filter, 0u);
  EXPECT_GT(st.exact, 0u);
}

TEST(PointAabbDifferential, FloatEverySphereAabbClass) { differential<float>(0x9a1, gv::test_support::work(20000, 2000)); }
TEST(PointAabbDifferential, DoubleEverySphereAabbClass) { differential<double>(0x9a2, gv::test_support::work(20000, 2000)); }

// --- the double-double comparison's worst case --------------------------------

// A distance that is itself a value of T while the squared distance is not:
// the gaps (m^2 - n^2) k and 2mn k of a Pythagorean triple with a
// full-precision k, so d = (m^2 + n^2) k exactly and the comparison of q with
// d^2 is exactly zero, while q~ carries the roundings of its low parts. A
// bound too small lets that residual decide a sign, and the bracket of d is
// then two values of T around the exact value instead of [d, d]. A face
// is moved by an ulp in half the cases (d then a fraction of an ulp off).
template <class T>
void exact_distance_family(std::uint64_t seed, int n) {
  gv::gen::Prng rng(seed);
  constexpr int kDigits = std::numeric_limits<T>::digits;
  for (int i = 0; i < n; ++i) {
    const int m = static_cast<int>(gv::gen::int_in(rng, 2, 60));
    const int nn = static_cast<int>(gv::gen::int_in(rng, 1, m - 1));
    const double hyp = static_cast<double>(m * m + nn * nn);
    // k: as many bits as d = hyp k leaves, a random odd mantissa.
    const int kbits = kDigits - static_cast<int>(std::ceil(std::log2(hyp + 1)));
    const double k = std::ldexp(static_cast<double>(rng.draw(std::uint64_t(1) << (kbits - 1)) * 2 + 1), 0);
    const int scale = static_cast<int>(gv::gen::int_in(rng, -40, 40)) - kbits;
    const T a = static_cast<T>(std::ldexp(static_cast<double>(m * m - nn * nn) * k, scale));
    const T b = static_cast<T>(std::ldexp(2.0 * m * nn * k, scale));
    const T d = static_cast<T>(std::ldexp(hyp * k, scale));
    const gv::Vec3<T> p{0, 0, static_cast<T>(0.5)};
    gv::Aabb<T> box{{a, b, 0}, {2 * a, 2 * b, 1}};
    const bool moved = gv::gen::coin(rng);
    if (moved) box.min.x = gv::gen::ulps(a, gv::gen::coin(rng) ? 1 : -1);
    const gv::Bracket<T> b2 = gv::point_aabb_distance2(p, box);
    const gv::Bracket<T> b1 = gv::point_aabb_distance(p, box);
    const std::string v = distance_violation(b2, b1, exact_q(p, box));
    ASSERT_TRUE(v.empty()) << v << "\n" << gv::query::declarations(gv::query::PointAabbDistance<T>{{p}, box});
    if (!moved) {
      ASSERT_EQ(b1.lo, d);
      ASSERT_EQ(b1.hi, d);
    }
  }
}

TEST(PointAabbBounds, DoubleDoubleAtExactDistances) {
  exact_distance_family<float>(0x9a3, gv::test_support::work(20000, 2000));
  exact_distance_family<double>(0x9a4, gv::test_support::work(20000, 2000));
}

}  // namespace
