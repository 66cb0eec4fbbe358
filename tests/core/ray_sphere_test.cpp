// SPDX-License-Identifier: MIT
// Specification of gv::relation(Ray, Sphere) (core/ray_sphere.h).
//
// 1. Hand cases, one or more for every degenerate class (tangent lines along
//    an axis and along lattice vectors, ends of the ray on the sphere,
//    origin on the sphere or inside the ball, pointing away, point balls,
//    zero directions, signed zeros, subnormals, squares that overflow or
//    underflow in T, far from the origin, one ulp either side of tangency),
//    each with its exact answer written out, checked against the exact
//    oracle (exact/ray_sphere.h) and replayed on the core under the 48
//    signed axis permutations, in both argument orders, relation and
//    intersects, and through the exact stage alone.
// 2. The filter's bounds (kRaySphereG, kRaySphereF, kRaySphereD): a family of
//    exactly tangent rays and rays whose end is on the sphere (the squares
//    round), moved by a few ulps; every computed value is compared with the
//    exact one, every certified sign with the exact sign, and the query with
//    the oracle.
// 3. A differential loop over every generator class (gen/ray_sphere.h) and a
//    "typical" family, float and double, fixed seed and count.
// 4. Both stages are reached, Stats counts them, and the double screen's
//    edges raise no flag.
// 5. The first-hit bracket (gv::ray_sphere_hit): hand cases with their exact
//    parameter written out (rational roots, irrational ones, tmin inside the
//    ball, tangency's double root, tmax, overflow past the largest T, misses
//    behind the origin and beyond tmax), the same bracket under the 48
//    symmetries, and a loop over every ray-sphere-hit generator class,
//    certified against the exact root (exact/ray_sphere_hit.h).
#include <gtest/gtest.h>

#include <algorithm>
#include <cfenv>
#include <cmath>
#include <cstdio>
#include <limits>

#include "geoverify/core/ray_sphere.h"
#include "geoverify/exact/rational.h"
#include "geoverify/exact/ray_sphere.h"
#include "geoverify/exact/ray_sphere_hit.h"
#include "geoverify/exact/rational/quantity.h"
#include "geoverify/exact/rational/ray_hit.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "differential.h"
#include "expect_relation.h"
#include "work.h"
#include "fp_flags.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_ray_sphere_test {

using gv::test_support::work;

namespace {

using gv::Relation;
using gv::exact::Rational;

constexpr int kHarmful = gv::test_support::kHarmfulFlags;
constexpr double kInf = std::numeric_limits<double>::infinity();

template <class T>
using Case = gv::query::RaySphere<T>;

/// The exact stage alone, for valid input.
template <class T>
Relation exact_stage(const gv::Ray<T>& ray, const gv::Sphere<T>& s) {
  if (!(gv::is_valid(ray) && gv::is_valid(s))) return Relation::invalid;
  return gv::detail::ray_sphere_exact<T>(gv::detail::rs_input(ray, s), nullptr);
}

template <class T>
class RaySphereTest : public ::testing::Test {
 protected:
  using R = gv::Ray<T>;
  using S = gv::Sphere<T>;
  using V = gv::Vec3<T>;
  static V v(double x, double y, double z) { return V{T(x), T(y), T(z)}; }
  static R ray(V o, V d, double tmin = 0, double tmax = kInf) { return R{o, d, T(tmin), T(tmax)}; }
  static S ball(V c, double r) { return S{c, T(r)}; }
  static void expect(const R& r, const S& s, Relation want) {
    gv::test_support::expect_relation(Case<T>{r, s}, want, exact_stage<T>);
  }
  /// Every coordinate and radius times 2^e, the parameters kept: the same
  /// configuration at another scale (the scaling must be exact).
  static Case<T> scaled(const R& r, const S& s, int e) {
    bool exact = true;
    const Case<T> c = gv::query::scaled_case(Case<T>{r, s}, e, exact);
    EXPECT_TRUE(exact) << "2^" << e << " is not exact on\n" << gv::query::declarations(Case<T>{r, s});
    return c;
  }
};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(RaySphereTest, Scalars);

// --- 1. hand cases -----------------------------------------------------------

TYPED_TEST(RaySphereTest, TangentLinesAndNearMisses) {
  using F = TestFixture;
  // along x, the ball 3 off the axis: tangent at t = 5; a quarter less, more
  F::expect(F::ray(F::v(0, 0, 0), F::v(1, 0, 0)), F::ball(F::v(5, 3, 0), 3), Relation::touching);
  F::expect(F::ray(F::v(0, 0, 0), F::v(1, 0, 0)), F::ball(F::v(5, 3, 0), 2.75), Relation::disjoint);
  F::expect(F::ray(F::v(0, 0, 0), F::v(1, 0, 0)), F::ball(F::v(5, 3, 0), 3.25), Relation::overlapping);
  // dir (1, 2, 2) (length 3), n = (2, -2, 1) perpendicular (length 3): the
  // ball round o + 2 dir + n with radius 3 is tangent, a long ray or not
  F::expect(F::ray(F::v(0, 0, 0), F::v(1, 2, 2)), F::ball(F::v(4, 2, 5), 3), Relation::touching);
  F::expect(F::ray(F::v(0, 0, 0), F::v(1, 2, 2), 0, 100), F::ball(F::v(4, 2, 5), 3), Relation::touching);
  F::expect(F::ray(F::v(0, 0, 0), F::v(1, 2, 2)), F::ball(F::v(4, 2, 5), 2.5), Relation::disjoint);
  // a non-unit direction: the same line, dir scaled by 8 and by 1/8
  F::expect(F::ray(F::v(0, 0, 0), F::v(8, 16, 16)), F::ball(F::v(4, 2, 5), 3), Relation::touching);
  F::expect(F::ray(F::v(0, 0, 0), F::v(0.125, 0.25, 0.25)), F::ball(F::v(4, 2, 5), 3), Relation::touching);
  // the tangent point behind the origin: the half-line misses
  F::expect(F::ray(F::v(0, 0, 0), F::v(-1, -2, -2)), F::ball(F::v(4, 2, 5), 3), Relation::disjoint);
}

TYPED_TEST(RaySphereTest, EndsOfTheRayOnTheSphere) {
  using F = TestFixture;
  const auto x = F::v(1, 0, 0);
  // the far end: tmax 2 reaches (2, 0, 0), 3 from the centre (5, 0, 0)
  F::expect(F::ray(F::v(0, 0, 0), x, 0, 2), F::ball(F::v(5, 0, 0), 3), Relation::touching);
  F::expect(F::ray(F::v(0, 0, 0), x, 0, 1.5), F::ball(F::v(5, 0, 0), 3), Relation::disjoint);
  F::expect(F::ray(F::v(0, 0, 0), x, 0, 2.5), F::ball(F::v(5, 0, 0), 3), Relation::overlapping);
  // the near end: tmin 8 starts at (8, 0, 0), past the ball
  F::expect(F::ray(F::v(0, 0, 0), x, 8), F::ball(F::v(5, 0, 0), 3), Relation::touching);
  F::expect(F::ray(F::v(0, 0, 0), x, 8.5), F::ball(F::v(5, 0, 0), 3), Relation::disjoint);
  F::expect(F::ray(F::v(0, 0, 0), x, 7.5), F::ball(F::v(5, 0, 0), 3), Relation::overlapping);
  // an oblique end: o + 3 (1, 2, 2) = (3, 6, 6) on the ball round (5, 8, 7)
  // of radius 3 ((2, 2, 1) away), the ray approaching it
  F::expect(F::ray(F::v(0, 0, 0), F::v(1, 2, 2), 0, 3), F::ball(F::v(5, 8, 7), 3), Relation::touching);
  // tmin == tmax: a point, on, outside and inside the ball
  F::expect(F::ray(F::v(0, 0, 0), x, 2, 2), F::ball(F::v(5, 0, 0), 3), Relation::touching);
  F::expect(F::ray(F::v(0, 0, 0), x, 1, 1), F::ball(F::v(5, 0, 0), 3), Relation::disjoint);
  F::expect(F::ray(F::v(0, 0, 0), x, 4, 4), F::ball(F::v(5, 0, 0), 3), Relation::overlapping);
}

TYPED_TEST(RaySphereTest, OriginOnTheSphereInsideAndPointingAway) {
  using F = TestFixture;
  const auto c = F::v(0, 0, 0);
  // on the sphere: pointing out, in, along the tangent plane
  F::expect(F::ray(F::v(3, 0, 0), F::v(1, 0, 0)), F::ball(c, 3), Relation::touching);
  F::expect(F::ray(F::v(3, 0, 0), F::v(-1, 0, 0)), F::ball(c, 3), Relation::overlapping);
  F::expect(F::ray(F::v(3, 0, 0), F::v(0, 1, 1)), F::ball(c, 3), Relation::touching);
  F::expect(F::ray(F::v(2, 1, 2), F::v(2, -2, -1)), F::ball(c, 3), Relation::touching);  // (2,1,2).(2,-2,-1) == 0
  // inside, any direction, also the zero direction
  F::expect(F::ray(F::v(1, 1, 0), F::v(1, 0, 0)), F::ball(c, 3), Relation::overlapping);
  F::expect(F::ray(F::v(1, 1, 0), F::v(0, 0, 0)), F::ball(c, 3), Relation::overlapping);
  // outside, pointing away (m.dir > 0), sideways past, and back through
  F::expect(F::ray(F::v(4, 0, 0), F::v(1, 1, 0)), F::ball(c, 3), Relation::disjoint);
  F::expect(F::ray(F::v(4, 4, 0), F::v(1, -1, 0)), F::ball(c, 3), Relation::disjoint);
  F::expect(F::ray(F::v(4, 1, 0), F::v(-1, 0, 0)), F::ball(c, 3), Relation::overlapping);
}

TYPED_TEST(RaySphereTest, PointBallsAndZeroDirections) {
  using F = TestFixture;
  const auto x = F::v(1, 0, 0);
  // r == 0: on the ray, beside it, behind the origin, beyond tmax
  F::expect(F::ray(F::v(0, 0, 0), x), F::ball(F::v(3, 0, 0), 0), Relation::touching);
  F::expect(F::ray(F::v(0, 0, 0), x), F::ball(F::v(3, 1, 0), 0), Relation::disjoint);
  F::expect(F::ray(F::v(0, 0, 0), x), F::ball(F::v(-1, 0, 0), 0), Relation::disjoint);
  F::expect(F::ray(F::v(0, 0, 0), x, 0, 2), F::ball(F::v(3, 0, 0), 0), Relation::disjoint);
  F::expect(F::ray(F::v(0, 0, 0), x, 0, 3), F::ball(F::v(3, 0, 0), 0), Relation::touching);
  // dir == 0: the point o, on, inside, outside; and a point against a point
  const auto zero = F::v(0, 0, 0);
  F::expect(F::ray(F::v(2, 3, 6), zero), F::ball(F::v(0, 0, 0), 7), Relation::touching);
  F::expect(F::ray(F::v(2, 3, 5), zero), F::ball(F::v(0, 0, 0), 7), Relation::overlapping);
  F::expect(F::ray(F::v(2, 3, 7), zero, 5, 9), F::ball(F::v(0, 0, 0), 7), Relation::disjoint);
  F::expect(F::ray(F::v(1, 2, 3), zero), F::ball(F::v(1, 2, 3), 0), Relation::touching);
}

TYPED_TEST(RaySphereTest, SignedZerosNeverChangeTheAnswer) {
  using F = TestFixture;
  F::expect(F::ray(F::v(-0.0, 0, -0.0), F::v(1, -0.0, -0.0), -0.0), F::ball(F::v(5, 3, -0.0), 3), Relation::touching);
  F::expect(F::ray(F::v(-0.0, -0.0, -0.0), F::v(-0.0, -0.0, -0.0)), F::ball(F::v(0, 0, 0), -0.0), Relation::touching);
  F::expect(F::ray(F::v(3, 0, 0), F::v(-0.0, 1, -0.0), -0.0, -0.0), F::ball(F::v(-0.0, 0, 0), 3), Relation::touching);
}

TYPED_TEST(RaySphereTest, SubnormalsHugeValuesAndFarFromTheOrigin) {
  using F = TestFixture;
  using T = TypeParam;
  constexpr bool kFloat = std::is_same_v<T, float>;
  // tangent, apart, overlapping and an end on the sphere, scaled into the
  // subnormals (the squares underflow in T) and near the largest value (the
  // squares overflow in T); the parameters are unchanged
  for (const int e : {kFloat ? -144 : -1069, kFloat ? 122 : 1018}) {
    const auto o = F::v(0, 0, 0), d = F::v(1, 2, 2);
    for (const auto& [c, want] : {std::pair{F::scaled(F::ray(o, d), F::ball(F::v(4, 2, 5), 3), e), Relation::touching},
                                  std::pair{F::scaled(F::ray(o, d), F::ball(F::v(4, 2, 5), 2.5), e), Relation::disjoint},
                                  std::pair{F::scaled(F::ray(o, d), F::ball(F::v(4, 2, 5), 3.5), e), Relation::overlapping},
                                  std::pair{F::scaled(F::ray(o, d, 0, 3), F::ball(F::v(5, 8, 7), 3), e), Relation::touching}}) {
      F::expect(c.ray, c.sphere, want);
    }
  }
  // a small tangent configuration far from the origin: o - c is exact here,
  // its squares are not
  const T off = kFloat ? T(0x1p+20) : T(0x1p+49);
  F::expect(typename F::R{{off, off, off}, F::v(1, 2, 2), 0, T(kInf)},
            typename F::S{{off + 4, off + 2, off + 5}, 3}, Relation::touching);
  F::expect(typename F::R{{off, off, off}, F::v(1, 2, 2), 0, T(kInf)},
            typename F::S{{off + 4, off + 2, off + 5}, T(2.875)}, Relation::disjoint);
}

TYPED_TEST(RaySphereTest, OneUlpEitherSideOfTangency) {
  using F = TestFixture;
  using T = TypeParam;
  const auto o = F::v(0, 0, 0), d = F::v(1, 2, 2);
  const T r = 3;
  F::expect(F::ray(o, d), typename F::S{{4, 2, 5}, std::nextafter(r, T(0))}, Relation::disjoint);
  F::expect(F::ray(o, d), typename F::S{{4, 2, 5}, std::nextafter(r, T(4))}, Relation::overlapping);
  F::expect(F::ray(o, d, 0, std::nextafter(T(3), T(0))), typename F::S{{5, 8, 7}, r}, Relation::disjoint);
  F::expect(F::ray(o, d, 0, std::nextafter(T(3), T(4))), typename F::S{{5, 8, 7}, r}, Relation::overlapping);
}

TYPED_TEST(RaySphereTest, InvalidInputGivesInvalidAndNoIntersection) {
  using F = TestFixture;
  using T = TypeParam;
  using L = std::numeric_limits<T>;
  const auto good_ray = F::ray(F::v(0, 0, 0), F::v(1, 0, 0));
  const auto good_ball = F::ball(F::v(5, 0, 0), 1);
  const T nan = L::quiet_NaN(), inf = L::infinity();
  for (const auto& bad : {typename F::R{{nan, 0, 0}, {1, 0, 0}, 0, inf}, typename F::R{{0, 0, 0}, {inf, 0, 0}, 0, inf},
                          typename F::R{{0, 0, 0}, {1, 0, 0}, -1, inf}, typename F::R{{0, 0, 0}, {1, 0, 0}, 2, 1},
                          typename F::R{{0, 0, 0}, {1, 0, 0}, 0, nan}, typename F::R{{0, 0, 0}, {1, 0, 0}, inf, inf},
                          typename F::R{{0, 0, 0}, {1, 0, 0}, nan, inf}}) {
    gv::Stats st;
    EXPECT_EQ(gv::relation(bad, good_ball, &st), Relation::invalid);
    EXPECT_FALSE(gv::intersects(bad, good_ball));
    EXPECT_EQ(st.invalid, 1u);
    EXPECT_EQ(gv::exact::ray_sphere(bad, good_ball).relation, Relation::invalid);
  }
  for (const auto& bad : {typename F::S{{nan, 0, 0}, 1}, typename F::S{{0, inf, 0}, 1}, typename F::S{{5, 0, 0}, inf},
                          typename F::S{{5, 0, 0}, T(-1)}, typename F::S{{5, 0, 0}, -L::denorm_min()}}) {
    gv::Stats st;
    EXPECT_EQ(gv::relation(good_ray, bad, &st), Relation::invalid);
    EXPECT_FALSE(gv::intersects(good_ray, bad));
    EXPECT_EQ(st.invalid, 1u);
    EXPECT_EQ(gv::exact::ray_sphere(good_ray, bad).relation, Relation::invalid);
  }
}

TYPED_TEST(RaySphereTest, StatsCountTheStageThatDecided) {
  using F = TestFixture;
  gv::Stats st;
  const auto r = F::ray(F::v(0, 0, 0), F::v(1, 0, 0));
  EXPECT_EQ(gv::relation(r, F::ball(F::v(5, 3, 0), 2.75), &st), Relation::disjoint);
  EXPECT_EQ(gv::relation(r, F::ball(F::v(5, 3, 0), 3.25), &st), Relation::overlapping);
  EXPECT_EQ(st.filter, 2u);
  EXPECT_EQ(gv::relation(r, F::ball(F::v(5, 3, 0), 3), &st), Relation::touching);
  EXPECT_EQ(st.exact, 1u);
}

// --- 2. the filter's bounds ----------------------------------------------------

/// Exact f(t) = |o - c + t d|^2 - r^2, G(t) = d.d t + (o - c).d and D =
/// |(o - c) x d|^2 - r^2 d.d of a case.
struct ExactValues {
  Rational f0, f1, g0, g1, D;
};
template <class T>
ExactValues exact_values(const Case<T>& c) {
  const gv::exact::Vec3Q m = gv::exact::to_rational(c.ray.o) - gv::exact::to_rational(c.sphere.c);
  const gv::exact::Vec3Q d = gv::exact::to_rational(c.ray.dir);
  const Rational r2 = Rational(c.sphere.r) * Rational(c.sphere.r);
  const Rational a = dot(d, d), b = dot(m, d);
  const auto f = [&](double t) {
    const gv::exact::Vec3Q w = m + Rational(t) * d;
    return Rational(dot(w, w) - r2);
  };
  const gv::exact::Vec3Q x = cross(m, d);
  const double t1 = std::isinf(c.ray.tmax) ? 0.0 : double(c.ray.tmax);
  return {f(c.ray.tmin), f(t1), Rational(a * Rational(c.ray.tmin) + b), Rational(a * Rational(t1) + b),
          Rational(dot(x, x) - r2 * a)};
}

/// Records |value~ - value| against the bound: fails if it exceeds it, or if
/// a certified sign is wrong; keeps the worst ratio.
struct BoundCheck {
  double worst = 0;
  long certified = 0, undecided = 0;
  void check(const gv::detail::Bounded& v, const Rational& exact, const std::string& what) {
    const Rational err = abs(Rational(v.value) - exact);
    ASSERT_LE(err, Rational(v.bound)) << what;
    if (v.bound > 0) worst = std::max(worst, static_cast<double>(err / Rational(v.bound)));
    const int s = gv::detail::certified_sign(v).sign;
    if (s == 0) {
      ++undecided;
    } else {
      ++certified;
      ASSERT_EQ(s, exact > 0 ? 1 : -1) << what;
    }
  }
};

/// Exactly tangent rays (dir (1, 2, 2) or (2, 3, 6), n perpendicular with
/// integer length) and rays whose end lies on the sphere, at a random power
/// of two and a random distance along the line, with one value then moved by
/// up to 32 ulps; G, f and D within their bounds of the exact values.
TYPED_TEST(RaySphereTest, BoundsHoldNearTangency) {
  using T = TypeParam;
  gv::gen::Prng rng(0x5a1e);
  BoundCheck g, f, D;
  gv::Stats st;
  // unit-free integer frames: dir, a perpendicular n, |dir|, |n|
  const int frames[][8] = {{1, 2, 2, 2, -2, 1, 3, 3}, {2, 3, 6, 3, -6, 2, 7, 7}, {2, 3, 6, 6, 2, -3, 7, 7}};
  for (int it = 0; it < work(6000); ++it) {
    const auto& fr = frames[rng.draw(3)];
    const double k = static_cast<double>(rng.draw(1u << 12)) + 1;  // distance along the line
    const double s = static_cast<double>(rng.draw(8)) + 1;         // |n| multiplier
    const int e = static_cast<int>(rng.draw(40)) - 20;
    Case<T> c{};
    c.ray.o = {T(std::ldexp(rng.draw(64), e)), T(std::ldexp(rng.draw(64), e)), T(std::ldexp(rng.draw(64), e))};
    c.ray.dir = {T(std::ldexp(fr[0], e)), T(std::ldexp(fr[1], e)), T(std::ldexp(fr[2], e))};
    const bool end = rng.draw(2) == 0;
    // tangent: c = o + k dir + s n, r = s |n|; an end: c = o + k dir + s |dir|/|n|... kept integer
    // by putting the centre on the line beyond the end, r = the distance
    if (end) {
      const double back = static_cast<double>(rng.draw(8)) + 1;
      c.ray.tmax = T(k);
      for (int i = 0; i < 3; ++i) gv::set(c.sphere.c, i, T(gv::get(c.ray.o, i) + std::ldexp((k + back) * fr[i], e)));
      c.sphere.r = T(std::ldexp(back * fr[6], e));
    } else {
      for (int i = 0; i < 3; ++i) {
        gv::set(c.sphere.c, i, T(gv::get(c.ray.o, i) + std::ldexp(k * fr[i] + s * fr[3 + i], e)));
      }
      c.sphere.r = T(std::ldexp(s * fr[7], e));
    }
    // one case in four off contact (the radius halved or doubled, exactly):
    // the filter decides those
    const std::uint64_t off = rng.draw(8);
    if (off < 2) c.sphere.r = off == 0 ? c.sphere.r / 2 : c.sphere.r * 2;
    if (off >= 2 && rng.draw(3) != 0) {
      auto v = gv::query::scalars_of(c);
      const std::size_t i = static_cast<std::size_t>(rng.draw(v.size()));
      const int mv = 1 << rng.draw(6);
      v[i] = gv::gen::ulps(v[i], rng.draw(2) ? mv : -mv);
      const Case<T> moved = gv::query::case_from_scalars<Case<T>>(v);
      // (an unbounded ray stays unbounded: tmax one ulp below infinity would
      // leave the filter's range)
      if (gv::query::valid(moved) && std::isinf(moved.ray.tmax) == std::isinf(c.ray.tmax)) c = moved;
    }
    const std::string what = gv::query::declarations(c);
    const double m[3] = {double(c.ray.o.x) - double(c.sphere.c.x), double(c.ray.o.y) - double(c.sphere.c.y),
                         double(c.ray.o.z) - double(c.sphere.c.z)};
    const double d[3] = {c.ray.dir.x, c.ray.dir.y, c.ray.dir.z};
    double a = 0, b = 0, bmag = 0;
    for (int i = 0; i < 3; ++i) {
      a += d[i] * d[i];
      b += m[i] * d[i];
      bmag += std::fabs(m[i] * d[i]);
    }
    const ExactValues x = exact_values(c);
    g.check(gv::detail::ray_sphere_g(a, b, bmag, c.ray.tmin), x.g0, what);
    f.check(gv::detail::ray_sphere_f(m, d, c.sphere.r, c.ray.tmin), x.f0, what);
    if (!std::isinf(c.ray.tmax)) {
      g.check(gv::detail::ray_sphere_g(a, b, bmag, c.ray.tmax), x.g1, what);
      f.check(gv::detail::ray_sphere_f(m, d, c.sphere.r, c.ray.tmax), x.f1, what);
    }
    D.check(gv::detail::ray_sphere_d(m, d, c.sphere.r, a), x.D, what);
    ASSERT_EQ(gv::relation(c.ray, c.sphere, &st), gv::exact::ray_sphere(c.ray, c.sphere).relation) << what;
  }
  EXPECT_GT(st.filter, 0u);
  EXPECT_GT(st.exact, 0u);
  // every bound certifies signs; those of f and D also leave the touching
  // cases undecided (G is never near zero on this family)
  for (const BoundCheck* b : {&g, &f, &D}) EXPECT_GT(b->certified, 0);
  EXPECT_GT(f.undecided, 0);
  EXPECT_GT(D.undecided, 0);
  std::printf("near-tangency family (%s): worst error / bound G %.3g, f %.3g, D %.3g\n",
              std::is_same_v<T, float> ? "float" : "double", g.worst, f.worst, D.worst);
}

/// The double filter's range: inputs at the edges of [2^-180, 2^200] enter the
/// filter and raise no flag; just outside they go to the exact stage.
TEST(RaySphereRange, DoubleScreenEdges) {
  // the ray from o = (m, 0, 0) along -x through a ball of radius m / 2 round 0
  const auto through = [](double m) {
    return Case<double>{{{m, 0, 0}, {-m, 0, 0}, 0, kInf}, {{0, 0, 0}, m / 2}};
  };
  for (const double m : {0x1p-179, 0x1.0000000000001p-179, 0x1p+200, 0x1.fffffffffffffp+199}) {
    const Case<double> c = through(m);
    gv::Stats st;
    std::feclearexcept(FE_ALL_EXCEPT);
    const Relation r = gv::relation(c.ray, c.sphere, &st);
    EXPECT_EQ(std::fetestexcept(kHarmful), 0) << m;
    EXPECT_EQ(r, Relation::overlapping) << m;
    EXPECT_EQ(st.filter, 1u) << m;
  }
  for (const double m : {0x1p-180, 0x1p+201}) {
    const Case<double> c = through(m);
    gv::Stats st;
    EXPECT_EQ(gv::relation(c.ray, c.sphere, &st), Relation::overlapping) << m;
    EXPECT_EQ(st.exact, 1u) << m;
  }
  // a finite tmax outside the range sends the call to the exact stage too
  Case<double> c = through(1);
  c.ray.tmax = 0x1p+201;
  gv::Stats st;
  EXPECT_EQ(gv::relation(c.ray, c.sphere, &st), Relation::overlapping);
  EXPECT_EQ(st.exact, 1u);
}

// --- 3. differential: every generator class against the oracle -------------

/// Typical input: rays from typical points in random directions (a half-line
/// or clipped to a typical length), against typical balls.
template <class T>
Case<T> typical_ray_ball(gv::gen::Prng& rng) {
  using gv::test_support::typical_point;
  using gv::test_support::typical_size;
  Case<T> c{};
  c.ray.o = typical_point<T>(rng);
  c.ray.dir = typical_point<T>(rng);
  if (rng.draw(2) == 0) c.ray.tmax = T(2) * typical_size<T>(rng);
  c.sphere = {typical_point<T>(rng), typical_size<T>(rng)};
  return c;
}

TEST(RaySphereDifferential, FloatEveryGeneratorClass) {
  gv::test_support::differential_by_class<Case<float>>(0x5af1, work(2000), typical_ray_ball<float>);
}
TEST(RaySphereDifferential, DoubleEveryGeneratorClass) {
  gv::test_support::differential_by_class<Case<double>>(0x5af2, work(2000), typical_ray_ball<double>);
}

// --- 5. the first-hit bracket ------------------------------------------------

/// Empty when h certifies the exact first parameter of the ray in the ball.
template <class T>
std::string hit_violation(const gv::Ray<T>& r, const gv::Sphere<T>& s, const gv::RayHit<T>& h) {
  const gv::exact::ExactNumbers x = gv::exact::exact_numbers(gv::query::RaySphereHit<T>{r, s});
  if (!x.present()) return gv::exact::hit_bracket_violation(false, Rational(0), h);
  return gv::exact::hit_bracket_violation(true, x.get().values[0], h);
}

/// The core's bracket on (r, s) is [lo, hi] (NaN ends: a miss), certified,
/// and the same under the 48 signed axis permutations.
template <class T>
void expect_hit(const gv::Ray<T>& r, const gv::Sphere<T>& s, T lo, T hi) {
  const gv::RayHit<T> h = gv::ray_sphere_hit(r, s);
  const std::string bad = hit_violation(r, s, h);
  ASSERT_TRUE(bad.empty()) << bad << "\n" << gv::query::declarations(Case<T>{r, s});
  if (std::isnan(lo)) {
    EXPECT_FALSE(gv::intersecting(h.relation));
    EXPECT_TRUE(std::isnan(h.t_lo) && std::isnan(h.t_hi));
  } else {
    EXPECT_TRUE(gv::intersecting(h.relation));
    EXPECT_EQ(h.t_lo, lo);
    EXPECT_EQ(h.t_hi, hi);
  }
  for (int k = 0; k < 48; ++k) {
    const gv::query::Symmetry sym = gv::query::symmetry(k);
    const gv::RayHit<T> hk = gv::ray_sphere_hit(gv::query::apply(sym, r), gv::query::apply(sym, s));
    ASSERT_EQ(hk.relation, h.relation) << "symmetry " << k;
    ASSERT_TRUE((hk.t_lo == h.t_lo && hk.t_hi == h.t_hi) || (std::isnan(lo) && std::isnan(hk.t_lo)))
        << "symmetry " << k;
  }
}

TYPED_TEST(RaySphereTest, FirstHitOfARationalRootIsOneValue) {
  using T = TypeParam;
  // From 3 below the unit ball's centre along z: the sphere at t = 2.
  expect_hit(this->ray(this->v(0, 0, -3), this->v(0, 0, 1)), this->ball(this->v(0, 0, 0), 1), T(2), T(2));
  // A 3-4-5 chord: the line x = 3 enters the ball of radius 5 at z = -4,
  // at t = 3 with a direction of length 2.
  expect_hit(this->ray(this->v(3, 0, -10), this->v(0, 0, 2)), this->ball(this->v(0, 0, 0), 5), T(3), T(3));
}

TYPED_TEST(RaySphereTest, FirstHitOfAnIrrationalRootIsBracketed) {
  using T = TypeParam;
  // t = 3 - sqrt(1 - 0.3125) = 3 - sqrt(11/16): between two adjacent values.
  const auto r = this->ray(this->v(0.5, 0.25, -3), this->v(0, 0, 1));
  const auto s = this->ball(this->v(0, 0, 0), 1);
  const gv::RayHit<T> h = gv::ray_sphere_hit(r, s);
  ASSERT_EQ(h.relation, Relation::overlapping);
  const T want = static_cast<T>(3.0 - std::sqrt(11.0 / 16.0));  // within an ulp of t
  EXPECT_LE(h.t_lo, want);
  EXPECT_GE(h.t_hi, want);
  EXPECT_EQ(h.t_hi, std::nextafter(h.t_lo, T(4)));
  expect_hit(r, s, h.t_lo, h.t_hi);
}

TYPED_TEST(RaySphereTest, FirstHitOfATangentRayIsTheDoubleRoot) {
  using T = TypeParam;
  // The line x = 1 touches the unit sphere at t = 3 only (b^2 == a k).
  expect_hit(this->ray(this->v(1, 0, -3), this->v(0, 0, 1)), this->ball(this->v(0, 0, 0), 1), T(3), T(3));
}

TYPED_TEST(RaySphereTest, FirstHitFromInsideIsTmin) {
  using T = TypeParam;
  const auto unit = this->ball(this->v(0, 0, 0), 1);
  // The ball is solid: a ray starting in it hits at tmin, inside or on the sphere.
  expect_hit(this->ray(this->v(0, 0, 0.5), this->v(0, 0, 1), 0.25, 1), unit, T(0.25), T(0.25));
  expect_hit(this->ray(this->v(0, 0, 1), this->v(0, 0, 1)), unit, T(0), T(0));  // on the sphere, leaving
  expect_hit(this->ray(this->v(0, 0, 0.5), this->v(0, 0, 0)), unit, T(0), T(0));  // a point in the ball
}

TYPED_TEST(RaySphereTest, FirstHitAtTmaxAndMissesBeyondIt) {
  using T = TypeParam;
  const T nan = std::numeric_limits<T>::quiet_NaN();
  const auto unit = this->ball(this->v(0, 0, 0), 1);
  expect_hit(this->ray(this->v(0, 0, -3), this->v(0, 0, 1), 0, 2), unit, T(2), T(2));
  expect_hit(this->ray(this->v(0, 0, -3), this->v(0, 0, 1), 0, 1.75), unit, nan, nan);
  // Behind the origin, and beside the line: misses.
  expect_hit(this->ray(this->v(0, 0, 3), this->v(0, 0, 1)), unit, nan, nan);
  expect_hit(this->ray(this->v(2, 0, -3), this->v(0, 0, 1)), unit, nan, nan);
  // Past tmin: the whole ball lies before tmin.
  expect_hit(this->ray(this->v(0, 0, -3), this->v(0, 0, 1), 5, 6), unit, nan, nan);
}

TYPED_TEST(RaySphereTest, FirstHitPastTheLargestValueOverflowsTheBracket) {
  using T = TypeParam;
  using L = std::numeric_limits<T>;
  // t = 2 / denorm_min is far above max(): the bracket is [max, +inf].
  const gv::Ray<T> r{{0, 0, -3}, {0, 0, L::denorm_min()}};
  expect_hit(r, this->ball(this->v(0, 0, 0), 1), L::max(), L::infinity());
}

TYPED_TEST(RaySphereTest, FirstHitNearTheSurfaceIsCertifiedWhereTheFormulaCancels) {
  using T = TypeParam;
  // From 2^-20 outside the unit sphere, aslant: t1 ~ k / 2|b| with k ~ 2^-19,
  // where -b - sqrt(b^2 - k) loses about 20 bits.
  const T eps = std::ldexp(T(1), -20);
  const gv::Ray<T> r{{0, 0, -(1 + eps)}, {T(0.375), T(0.25), 1}};
  const gv::Sphere<T> s{{0, 0, 0}, 1};
  const gv::RayHit<T> h = gv::ray_sphere_hit(r, s);
  ASSERT_EQ(h.relation, Relation::overlapping);
  EXPECT_GT(h.t_lo, T(0));
  EXPECT_LT(h.t_hi, 2 * eps);
  expect_hit(r, s, h.t_lo, h.t_hi);
}

TYPED_TEST(RaySphereTest, FirstHitOfInvalidInputIsInvalid) {
  using T = TypeParam;
  const T nan = std::numeric_limits<T>::quiet_NaN();
  const gv::RayHit<T> h = gv::ray_sphere_hit(this->ray(this->v(0, 0, -3), this->v(0, 0, 1)),
                                             this->ball(this->v(0, 0, 0), -1));
  EXPECT_EQ(h.relation, Relation::invalid);
  EXPECT_TRUE(std::isnan(h.t_lo) && std::isnan(h.t_hi));
  EXPECT_EQ(gv::ray_sphere_hit(gv::Ray<T>{{nan, 0, 0}, {0, 0, 1}}, this->ball(this->v(0, 0, 0), 1)).relation,
            Relation::invalid);
}

TEST(RaySphereHit, StatsCountTheFiltersForAnIrrationalRootAndTheIntegerStageForAnExactOne) {
  // An irrational root: in float each comparison of the bracket clears the
  // double filter; in double, where one ulp of t is below its resolution, the
  // double-double evaluation of f (ray_sphere_f_dd).
  gv::Stats f, d;
  gv::ray_sphere_hit(gv::Ray<float>{{0.5f, 0.25f, -3}, {0, 0, 1}}, gv::Sphere<float>{{0, 0, 0}, 1}, &f);
  EXPECT_EQ(f.filter, 1u);
  EXPECT_EQ(f.exact, 0u);
  gv::ray_sphere_hit(gv::Ray<double>{{0.5, 0.25, -3}, {0, 0, 1}}, gv::Sphere<double>{{0, 0, 0}, 1}, &d);
  EXPECT_EQ(d.filter, 1u);
  EXPECT_EQ(d.exact, 0u);
  // A root that is a value of T (t = 2): f(2) == 0 exactly, which no
  // rounded evaluation can certify.
  gv::Stats fe, de;
  const gv::RayHit<float> hf = gv::ray_sphere_hit(gv::Ray<float>{{0, 0, -3}, {0, 0, 1}}, gv::Sphere<float>{{0, 0, 0}, 1}, &fe);
  const gv::RayHit<double> hd = gv::ray_sphere_hit(gv::Ray<double>{{0, 0, -3}, {0, 0, 1}}, gv::Sphere<double>{{0, 0, 0}, 1}, &de);
  EXPECT_EQ(hf.t_lo, 2.0f);
  EXPECT_EQ(hf.t_hi, 2.0f);
  EXPECT_EQ(hd.t_lo, 2.0);
  EXPECT_EQ(hd.t_hi, 2.0);
  EXPECT_EQ(fe.exact, 1u);
  EXPECT_EQ(de.exact, 1u);
}

// Found by the benchmark's typical double family (bench/ray_sphere_bench.cpp,
// 47 of its 4096 cases): double input, an ordinary irrational root, and a
// candidate from the double root formula five units in the last place
// below t1 (its m = o - c is rounded), one more than the four unit steps.
// The bracket then bisected [0, +inf), and comparisons such as c = 2^512,
// outside the filter's screen, took the integer stage; now the steps go on
// from the candidate (ray_hit.h, bracket_from_candidate) and every
// comparison stays near t1, where the double-double filter decides it.
TEST(RaySphereHit, DoubleCandidateFewUnitsOffStaysInTheFilter) {
  const gv::Ray<double> ray{{0x1.5e4bee7975e46p+1, 0x1.34cf31c00ebbep+3, -0x1.393e61479251p-1},
                            {0x1.5ec3fcd7f46cp-6, -0x1.99669f32753a2p-2, -0x1.509336e1c23f8p-1}};
  const gv::Sphere<double> ball{{0x1.dada247debabbp+1, -0x1.b33c4ca8725acp-2, -0x1.12a61bd471e63p+2},
                                0x1.dab6c13979a1ap+2};
  gv::Stats st;
  const gv::RayHit<double> h = gv::ray_sphere_hit(ray, ball, &st);
  EXPECT_TRUE(hit_violation(ray, ball, h).empty()) << hit_violation(ray, ball, h);
  EXPECT_EQ(h.t_lo, 0x1.b8a9d91847b75p+2);
  EXPECT_EQ(h.t_hi, 0x1.b8a9d91847b76p+2);
  EXPECT_EQ(st.filter, 1u);
  EXPECT_EQ(st.exact, 0u);
}

// The double-double comparison's worst case: a first hit t that is a value
// of T while f's evaluation rounds. The ball is centred at 0 with radius
// r = (m^2 + n^2) k, the hit point X = ((m^2 - n^2) k, 2mnk, 0) of a
// Pythagorean triple with a full-precision k, the origin
// o = 2X + (2 j_x ulp(X_x), 2 j_y ulp(X_y), 0) and dir = (X - o) / t for a
// power of two t, kept only when o + t dir == X exactly (checked in
// rationals). f(t) == 0 exactly while f~'s low parts round: a bound too
// small certifies a sign and the bracket misses [t, t].
template <class T>
void exact_root_family(std::uint64_t seed, int n) {
  gv::gen::Prng rng(seed);
  constexpr int kDigits = std::numeric_limits<T>::digits;
  int kept = 0;
  for (int i = 0; i < n; ++i) {
    const int m = static_cast<int>(gv::gen::int_in(rng, 2, 60));
    const int nn = static_cast<int>(gv::gen::int_in(rng, 1, m - 1));
    const double hyp = static_cast<double>(m * m + nn * nn);
    const int kbits = kDigits - static_cast<int>(std::ceil(std::log2(hyp + 1)));
    const double k = static_cast<double>(rng.draw(std::uint64_t(1) << (kbits - 1)) * 2 + 1);
    const int scale = static_cast<int>(gv::gen::int_in(rng, -30, 30)) - kbits;
    const T x = static_cast<T>(std::ldexp(static_cast<double>(m * m - nn * nn) * k, scale));
    const T y = static_cast<T>(std::ldexp(2.0 * m * nn * k, scale));
    const T r = static_cast<T>(std::ldexp(hyp * k, scale));
    const T t = std::ldexp(T(1), static_cast<int>(gv::gen::int_in(rng, -8, 8)));
    const auto ulp = [](T v) { return std::nextafter(v, std::numeric_limits<T>::infinity()) - v; };
    gv::Ray<T> ray;
    ray.o = {2 * x + T(2 * gv::gen::int_in(rng, -1024, 1024)) * ulp(x),
             2 * y + T(2 * gv::gen::int_in(rng, -1024, 1024)) * ulp(y), 0};
    ray.dir = {(x - ray.o.x) / t, (y - ray.o.y) / t, 0};
    const bool exact = Rational(ray.o.x) + Rational(t) * Rational(ray.dir.x) == Rational(x) &&
                       Rational(ray.o.y) + Rational(t) * Rational(ray.dir.y) == Rational(y);
    if (!exact) continue;
    ++kept;
    const gv::Sphere<T> ball{{0, 0, 0}, r};
    const gv::RayHit<T> h = gv::ray_sphere_hit(ray, ball);
    ASSERT_TRUE(gv::intersecting(h.relation)) << gv::query::declarations(gv::query::RaySphereHit<T>{ray, ball});
    ASSERT_EQ(h.t_lo, t) << gv::query::declarations(gv::query::RaySphereHit<T>{ray, ball});
    ASSERT_EQ(h.t_hi, t) << gv::query::declarations(gv::query::RaySphereHit<T>{ray, ball});
  }
  EXPECT_GT(kept, n / 2);
}

TEST(RaySphereHit, DoubleDoubleBracketAtExactRoots) {
  exact_root_family<float>(0x5af5, work(10000));
  exact_root_family<double>(0x5af6, work(10000));
}

template <class T>
void hit_brackets_certified(std::uint64_t seed, int per_class) {
  using Gen = gv::gen::Generator<gv::query::RaySphereHit<T>>;
  gv::gen::Prng rng(seed);
  for (std::size_t cls = 0; cls < Gen::kClasses.size(); ++cls) {
    for (int i = 0; i < per_class; ++i) {
      const auto c = Gen::make(rng, cls);
      const gv::RayHit<T> h = gv::ray_sphere_hit(c.ray, c.sphere);
      ASSERT_EQ(h.relation, gv::exact::ray_sphere(c.ray, c.sphere).relation) << Gen::kClasses[cls];
      const std::string bad = hit_violation(c.ray, c.sphere, h);
      ASSERT_TRUE(bad.empty()) << bad << ", " << Gen::kClasses[cls] << "\n" << gv::query::declarations(c);
    }
  }
}

TEST(RaySphereHit, BracketsAreCertifiedOnEveryGeneratorClass) {
  hit_brackets_certified<float>(0x5af3, work(300));
  hit_brackets_certified<double>(0x5af4, work(300));
}

}  // namespace

}  // namespace gv_core_ray_sphere_test
