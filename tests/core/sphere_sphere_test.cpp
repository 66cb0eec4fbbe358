// SPDX-License-Identifier: MIT
// Specification of gv::relation(Sphere, Sphere) (core/sphere_sphere.h).
//
// 1. Hand cases, one or more for every degenerate class (tangent along an
//    axis and along lattice vectors, point balls, coincident centres, nested
//    and internally tangent balls, signed zeros, subnormals, squares that
//    overflow or underflow in T, far from the origin, one ulp either side of
//    tangency), each with its exact answer written out, checked against the
//    exact oracle (exact/sphere_sphere.h) and replayed on the core under the
//    48 signed axis permutations, in both argument orders, relation and
//    intersects, through the exact stage alone and through its integer
//    stage alone (the last exact step, behind the integer frame).
// 2. The filter's bound (kSphereSphereBound): a family on its worst case
//    (tangent balls whose squares round, moved by a few ulps); every computed
//    E~ is compared with the exact E and every certified sign with the exact
//    sign, and the query with the oracle.
// 3. A differential loop over every generator class (gen/sphere_sphere.h) and
//    a "typical" family, float and double, fixed seed and count.
// 4. Both stages are reached, Stats counts them, and the double screen's
//    edges raise no flag.
// 5. Double input outside the screen: exactly rescaled into it, or with the
//    values that would fall below it flushed and the flush term
//    (kSphereFlushBound) in the bound, on a hand case that needs the term
//    and on a family of every exponent; the double-double certificate
//    (kSphereDdBound) on the near-tangency family, its error within the
//    bound and its certified signs right.
// 6. The integer frame (sphere_sphere_int_frame, core/detail/int_frame.h):
//    hand cases at the frame's limit (differences of 2^63 - 2^10, squares
//    near 2^126: touching, one unit of the frame away, one double away), a
//    lattice tangent whose
//    squares the grid stage cannot hold, and every generator class of both
//    types against the oracle wherever the frame answers.
#include <gtest/gtest.h>

#include <algorithm>
#include <cfenv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <random>

#include "geoverify/core/sphere_sphere.h"
#include "geoverify/exact/rational.h"
#include "geoverify/exact/sphere_sphere.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "differential.h"
#include "expect_relation.h"
#include "work.h"
#include "bigfloat_values.h"
#include "fp_flags.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_sphere_sphere_test {

using gv::test_support::work;

namespace {

using gv::Relation;
using gv::exact::Rational;

constexpr int kHarmful = gv::test_support::kHarmfulFlags;

template <class T>
using Case = gv::query::SphereSphere<T>;

/// The exact stage alone, for valid input.
template <class T>
Relation exact_stage(const gv::Sphere<T>& a, const gv::Sphere<T>& b) {
  if (!(gv::is_valid(a) && gv::is_valid(b))) return Relation::invalid;
  const double ca[3] = {a.c.x, a.c.y, a.c.z}, cb[3] = {b.c.x, b.c.y, b.c.z};
  return gv::detail::sphere_sphere_exact<T>(ca, a.r, cb, b.r, nullptr);
}

/// The integer stage alone (ss_exact on BigFloat), for valid input.
template <class T>
Relation integer_stage(const gv::Sphere<T>& a, const gv::Sphere<T>& b) {
  if (!(gv::is_valid(a) && gv::is_valid(b))) return Relation::invalid;
  const double ca[3] = {a.c.x, a.c.y, a.c.z}, cb[3] = {b.c.x, b.c.y, b.c.z};
  bool ok = true;
  const Relation r = gv::detail::ss_exact<T>(ca, a.r, cb, b.r, ok, gv::detail::NumTag<gv::detail::BigFloat>{});
  return ok ? r : Relation::invalid;
}

template <class T>
class SphereSphereTest : public ::testing::Test {
 protected:
  using S = gv::Sphere<T>;
  static S s(double x, double y, double z, double r) { return S{{T(x), T(y), T(z)}, T(r)}; }
  static void expect(const S& a, const S& b, Relation want) {
    gv::test_support::expect_relation(Case<T>{a, b}, want, exact_stage<T>);
    gv::test_support::expect_relation(Case<T>{a, b}, want, integer_stage<T>);
  }
  /// Every value times 2^e (exact when nothing leaves T's range).
  static S scaled(const S& a, int e) {
    return {{std::ldexp(a.c.x, e), std::ldexp(a.c.y, e), std::ldexp(a.c.z, e)}, std::ldexp(a.r, e)};
  }
};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(SphereSphereTest, Scalars);

// --- 1. hand cases -----------------------------------------------------------

TYPED_TEST(SphereSphereTest, TangentApartAndOverlapping) {
  using F = TestFixture;
  // along an axis: centres 5 apart, radii 3 and 2; a quarter more and less
  F::expect(F::s(0, 0, 0, 3), F::s(5, 0, 0, 2), Relation::touching);
  F::expect(F::s(0, 0, 0, 3), F::s(5.25, 0, 0, 2), Relation::disjoint);
  F::expect(F::s(0, 0, 0, 3), F::s(4.75, 0, 0, 2), Relation::overlapping);
  // along the lattice vectors (3, 4, 0) -> 5 and (2, 3, 6) -> 7
  F::expect(F::s(1, 1, 1, 4), F::s(4, 5, 1, 1), Relation::touching);
  F::expect(F::s(-1, 2, -3, 6), F::s(1, 5, 3, 1), Relation::touching);
  F::expect(F::s(-1, 2, -3, 6), F::s(1, 5, 3, 0.75), Relation::disjoint);
}

TYPED_TEST(SphereSphereTest, PointsAndConcentricAndNestedBalls) {
  using F = TestFixture;
  // a point on the sphere, inside it, outside it; two points, equal or not
  F::expect(F::s(0, 0, 0, 0), F::s(2, 3, 6, 7), Relation::touching);
  F::expect(F::s(1, 1, 1, 0), F::s(2, 3, 6, 7), Relation::overlapping);
  F::expect(F::s(-1, 0, 0, 0), F::s(2, 3, 6, 7), Relation::disjoint);
  F::expect(F::s(1, 2, 3, 0), F::s(1, 2, 3, 0), Relation::touching);
  F::expect(F::s(1, 2, 3, 0), F::s(1, 2, 4, 0), Relation::disjoint);
  // concentric: equal or different radii, a point at the centre
  F::expect(F::s(1, 2, 3, 2), F::s(1, 2, 3, 2), Relation::overlapping);
  F::expect(F::s(1, 2, 3, 2), F::s(1, 2, 3, 0), Relation::overlapping);
  // one inside the other, tangent inside (still overlapping: the small ball
  // is wholly in the large one)
  F::expect(F::s(0, 0, 0, 5), F::s(1, 0, 0, 1), Relation::overlapping);
  F::expect(F::s(0, 0, 0, 5), F::s(4, 0, 0, 1), Relation::overlapping);
}

TYPED_TEST(SphereSphereTest, SignedZerosNeverChangeTheAnswer) {
  using F = TestFixture;
  F::expect(F::s(-0.0, -0.0, -0.0, -0.0), F::s(0, 0, 0, 0), Relation::touching);
  F::expect(F::s(-0.0, 0, -0.0, 3), F::s(5, -0.0, 0, 2), Relation::touching);
  F::expect(F::s(0, 0, 0, -0.0), F::s(3, -0.0, 0, 3), Relation::touching);
}

TYPED_TEST(SphereSphereTest, SubnormalsHugeValuesAndFarFromTheOrigin) {
  using F = TestFixture;
  using T = TypeParam;
  constexpr bool kFloat = std::is_same_v<T, float>;
  // tangent, apart, overlapping, scaled into the subnormals (the squares
  // underflow in T), near the largest value (the squares overflow in T)
  for (const int e : {kFloat ? -145 : -1070, kFloat ? 124 : 1020}) {
    F::expect(F::scaled(F::s(0, 0, 0, 3), e), F::scaled(F::s(2, 3, 6, 4), e), Relation::touching);
    F::expect(F::scaled(F::s(0, 0, 0, 3), e), F::scaled(F::s(2, 3, 6, 3.5), e), Relation::disjoint);
    F::expect(F::scaled(F::s(0, 0, 0, 3), e), F::scaled(F::s(2, 3, 6, 4.5), e), Relation::overlapping);
  }
  // two points one subnormal apart (their squared distance underflows in T)
  const T tiny = std::numeric_limits<T>::denorm_min();
  F::expect(typename F::S{{0, 0, 0}, 0}, typename F::S{{0, 0, tiny}, 0}, Relation::disjoint);
  // small balls far from the origin: the centres' difference is exact here,
  // but their squares are not (2^k + 2, 2^k + 3, 2^k + 6)
  const T off = kFloat ? T(0x1p+20) : T(0x1p+49);
  F::expect(typename F::S{{off, off, off}, 3}, typename F::S{{off + 2, off + 3, off + 6}, 4}, Relation::touching);
  F::expect(typename F::S{{off, off, off}, 3}, typename F::S{{off + 2, off + 3, off + 6}, T(3.5)}, Relation::disjoint);
}

TYPED_TEST(SphereSphereTest, OneUlpEitherSideOfTangency) {
  using F = TestFixture;
  using T = TypeParam;
  const T r = 4;
  F::expect(F::s(0, 0, 0, 3), typename F::S{{2, 3, 6}, std::nextafter(r, T(0))}, Relation::disjoint);
  F::expect(F::s(0, 0, 0, 3), typename F::S{{2, 3, 6}, std::nextafter(r, T(5))}, Relation::overlapping);
  F::expect(F::s(0, 0, 0, 3), typename F::S{{std::nextafter(T(2), T(3)), 3, 6}, r}, Relation::disjoint);
  F::expect(F::s(0, 0, 0, 3), typename F::S{{std::nextafter(T(2), T(1)), 3, 6}, r}, Relation::overlapping);
}

TYPED_TEST(SphereSphereTest, InvalidInputGivesInvalidAndNoIntersection) {
  using F = TestFixture;
  using T = TypeParam;
  using L = std::numeric_limits<T>;
  for (const auto& bad : {typename F::S{{L::quiet_NaN(), 0, 0}, 1}, typename F::S{{0, L::infinity(), 0}, 1},
                          typename F::S{{0, 0, 0}, L::infinity()}, typename F::S{{0, 0, 0}, T(-1)},
                          typename F::S{{0, 0, 0}, -L::denorm_min()}}) {
    gv::Stats st;
    EXPECT_EQ(gv::relation(bad, F::s(0, 0, 0, 1), &st), Relation::invalid);
    EXPECT_EQ(gv::relation(F::s(0, 0, 0, 1), bad, &st), Relation::invalid);
    EXPECT_FALSE(gv::intersects(bad, F::s(0, 0, 0, 1)));
    EXPECT_EQ(st.invalid, 2u);
    EXPECT_EQ(gv::exact::sphere_sphere(bad, F::s(0, 0, 0, 1)).relation, Relation::invalid);
  }
}

TYPED_TEST(SphereSphereTest, StatsCountTheStageThatDecided) {
  using F = TestFixture;
  gv::Stats st;
  EXPECT_EQ(gv::relation(F::s(0, 0, 0, 3), F::s(5.25, 0, 0, 2), &st), Relation::disjoint);
  EXPECT_EQ(gv::relation(F::s(0, 0, 0, 3), F::s(4.75, 0, 0, 2), &st), Relation::overlapping);
  EXPECT_EQ(st.filter, 2u);
  EXPECT_EQ(gv::relation(F::s(0, 0, 0, 3), F::s(5, 0, 0, 2), &st), Relation::touching);
  EXPECT_EQ(st.exact, 1u);
}

// --- 2. the filter's bound -----------------------------------------------------

/// The near-tangency family: balls tangent along a large lattice vector
/// (squares that round in T), scaled by 2^k, k uniform in [-range/2,
/// range/2), then, in all but one case in `still`, one value moved by
/// 1 .. 32 ulps (when the result stays valid).
template <class T>
Case<T> near_tangency(gv::gen::Prng& rng, int range, int still) {
  Case<T> c = gv::gen::Generator<Case<T>>::tangent(rng, 4, 1);
  c = gv::gen::scaled_exactly(c, static_cast<int>(rng.draw(static_cast<std::uint64_t>(range))) - range / 2);
  if (rng.draw(static_cast<std::uint64_t>(still)) != 0) {
    auto v = gv::query::scalars_of(c);
    const std::size_t i = static_cast<std::size_t>(rng.draw(v.size()));
    const int m = 1 << rng.draw(6);
    v[i] = gv::gen::ulps(v[i], rng.draw(2) ? m : -m);
    const Case<T> moved = gv::query::case_from_scalars<Case<T>>(v);
    if (gv::query::valid(moved)) c = moved;
  }
  return c;
}

/// Tangent balls along a large lattice vector (squares that round in T),
/// placed at a random power of two, with one value then moved by up to 32
/// ulps; the computed E~ within its bound of the exact E, every certified sign
/// right, the query equal to the oracle.
TYPED_TEST(SphereSphereTest, BoundHoldsNearTangency) {
  using T = TypeParam;
  gv::gen::Prng rng(0x55e1);
  long decided = 0, undecided = 0;
  double worst = 0;
  gv::Stats st;
  for (int it = 0; it < work(6000); ++it) {
    const Case<T> c = near_tangency<T>(rng, 60, 3);
    const double ca[3] = {c.a.c.x, c.a.c.y, c.a.c.z}, cb[3] = {c.b.c.x, c.b.c.y, c.b.c.z};
    const double ra = c.a.r, rb = c.b.r;
    // the filter's arithmetic, as in core/sphere_sphere.h
    const double dx = ca[0] - cb[0], dy = ca[1] - cb[1], dz = ca[2] - cb[2], s = ra + rb;
    const double P = dx * dx + dy * dy + dz * dz, Q = s * s, E = P - Q;
    const double bound = gv::detail::kSphereSphereBound * (P + Q);
    Rational exactE = 0;
    for (int i = 0; i < 3; ++i) {
      const Rational d = Rational(ca[i]) - Rational(cb[i]);
      exactE += d * d;
    }
    const Rational rs = Rational(ra) + Rational(rb);
    exactE -= rs * rs;
    const Rational err = abs(Rational(E) - exactE);
    ASSERT_LE(err, Rational(bound)) << gv::query::declarations(c);
    if (bound > 0) worst = std::max(worst, static_cast<double>(err / Rational(bound)));
    const int certified = E > bound ? 1 : (E < -bound ? -1 : 0);
    if (certified == 0) {
      ++undecided;
    } else {
      ++decided;
      ASSERT_EQ(certified, exactE > 0 ? 1 : (exactE < 0 ? -1 : 0)) << gv::query::declarations(c);
    }
    ASSERT_EQ(gv::relation(c.a, c.b, &st), gv::exact::sphere_sphere(c.a, c.b).relation) << gv::query::declarations(c);
  }
  EXPECT_GT(decided, 0);
  EXPECT_GT(undecided, 0);
  EXPECT_GT(st.filter, 0u);
  EXPECT_GT(st.exact, 0u);
  std::printf("near-tangency family (%s): worst error / bound %.3g; certified %ld, undecided %ld\n",
              std::is_same_v<T, float> ? "float" : "double", worst, decided, undecided);
}

/// The double filter's range: inputs at the edges of [2^-400, 2^500] enter the
/// filter and raise no flag; just outside they go to the exact stage.
TEST(SphereSphereRange, DoubleScreenEdges) {
  // a point strictly inside a ball: a = {0, 2m}, b = {(m, 0, 0), 0} with m at
  // the low edge, and a = {0, m}, b = {(m/2, 0, 0), 0} at the high edge
  const auto pair = [](double m, bool low) {
    return low ? Case<double>{{{0, 0, 0}, 2 * m}, {{m, 0, 0}, 0}} : Case<double>{{{0, 0, 0}, m}, {{m / 2, 0, 0}, 0}};
  };
  for (const double m : {0x1p-400, 0x1.0000000000001p-400, 0x1p+500, 0x1.fffffffffffffp+499}) {
    const Case<double> c = pair(m, m < 1);
    gv::Stats st;
    std::feclearexcept(FE_ALL_EXCEPT);
    const Relation r = gv::relation(c.a, c.b, &st);
    EXPECT_EQ(std::fetestexcept(kHarmful), 0) << m;
    EXPECT_EQ(r, Relation::overlapping) << m;
    EXPECT_EQ(st.filter, 1u) << m;
  }
  // Just outside, the filter takes the input rescaled exactly by a power of
  // two (the relation does not change), again without a flag.
  for (const double m : {0x1p-401, 0x1p+501}) {
    const Case<double> c = pair(m, m < 1);
    gv::Stats st;
    std::feclearexcept(FE_ALL_EXCEPT);
    EXPECT_EQ(gv::relation(c.a, c.b, &st), Relation::overlapping) << m;
    EXPECT_EQ(std::fetestexcept(kHarmful), 0) << m;
    EXPECT_EQ(st.filter, 1u) << m;
  }
}

// --- 5. outside the screen -------------------------------------------------------

/// The scaled input {a.c, a.r, b.c, b.r} of a double case, and whether
/// rescaled_to_unit_above flushed a value (as sphere_sphere_slow forms it).
struct Scaled {
  double v[8];
  bool flushed = false;
};
Scaled scaled_input(const Case<double>& c) {
  const double in[8] = {c.a.c.x, c.a.c.y, c.a.c.z, c.a.r, c.b.c.x, c.b.c.y, c.b.c.z, c.b.r};
  Scaled s;
  EXPECT_TRUE(gv::detail::rescaled_to_unit_above(in, gv::detail::kSphereScreenLo, s.v, s.flushed));
  return s;
}

/// A case that needs the flush term: 1 sets the scale, b.c.x = 0x1.cp-401
/// (below 2^-400) is flushed to 0, and that turns E = -5 2^-782 + ... (the
/// balls overlap) into the flushed values' E'' = 2^-781 + 2^-804 > 0. The
/// filter's E~ = E'' clears kSphereSphereBound (P + Q), about 2^-809, but
/// not the flush term 2^-395 (|dx~| + |s~|), about 2^-774; that term over
/// 512 (2^-783) would let it answer disjoint.
TEST(SphereSphereOutsideTheScreen, FlushedValuesNeedTheFlushTerm) {
  const Case<double> c{{{0x1.000004p-380, 0, 1}, 0x1p-380}, {{0x1.cp-401, 0, 1}, 0}};
  ASSERT_EQ(gv::exact::sphere_sphere(c.a, c.b).relation, Relation::overlapping);
  const Scaled s = scaled_input(c);
  ASSERT_TRUE(s.flushed);
  EXPECT_EQ(s.v[4], 0.0);
  EXPECT_EQ(gv::detail::sphere_sphere_filter(s.v, true), Relation::invalid);
  gv::Stats st;
  std::feclearexcept(FE_ALL_EXCEPT);
  EXPECT_EQ(gv::relation(c.a, c.b, &st), Relation::overlapping);
  EXPECT_EQ(gv::relation(c.b, c.a, &st), Relation::overlapping);
  EXPECT_EQ(std::fetestexcept(kHarmful), 0);
  EXPECT_EQ(st.exact, 2u);
}

/// Balls whose values span hundreds of binades, as the random-bits class
/// draws them: the flushed filter decides nearly all of them, never wrongly,
/// without a flag.
TEST(SphereSphereOutsideTheScreen, FlushedFilterOnEveryExponent) {
  std::mt19937_64 rng(0x55f3);
  long decided = 0, flushed = 0;
  for (int i = 0; i < work(20000); ++i) {
    double x[8];
    gv::test_support::random_doubles(rng, x, 7);
    x[3] = std::fabs(x[3]);
    x[7] = std::fabs(x[7]);
    const Case<double> c{{{x[0], x[1], x[2]}, x[3]}, {{x[4], x[5], x[6]}, x[7]}};
    if (x[3] == 0 && x[7] == 0 && x[0] == x[4] && x[1] == x[5] && x[2] == x[6]) continue;
    const Scaled s = scaled_input(c);
    flushed += s.flushed;
    const Relation f = gv::detail::sphere_sphere_filter(s.v, s.flushed);
    const Relation want = gv::exact::sphere_sphere(c.a, c.b).relation;
    if (f != Relation::invalid) {
      ++decided;
      ASSERT_EQ(f, want) << gv::query::declarations(c);
    }
    gv::Stats st;
    std::feclearexcept(FE_ALL_EXCEPT);
    ASSERT_EQ(gv::relation(c.a, c.b, &st), want) << gv::query::declarations(c);
    ASSERT_EQ(std::fetestexcept(kHarmful), 0) << gv::query::declarations(c);
  }
  EXPECT_GT(flushed, work(20000) / 2);
  EXPECT_GT(decided, work(20000) * 9 / 10);
}

/// The double-double certificate on the near-tangency family (big lattice
/// tangents at every scale, one value moved by up to 32 ulps): the error of
/// the certificate's computed F~ (as dd_sign_of_difference forms it) within
/// kSphereDdBound (Q_P + Q_S), every certified sign right.
/// The worst error is above a 512th of the bound, so that bound over 512
/// fails here.
TEST(SphereSphereOutsideTheScreen, DoubleDoubleCertificateNearTangency) {
  gv::gen::Prng rng(0x55f4);
  long certified = 0, left = 0;
  double worst = 0;
  for (int it = 0; it < work(6000); ++it) {
    const Case<double> c = near_tangency<double>(rng, 600, 4);
    // the certificate's range: every value 0 or in [2^-400, 2^500] (a moved
    // zero radius is a subnormal)
    if (!(gv::detail::admit_in_place<double>(c.a, gv::detail::kSphereScreenLo, gv::detail::kSphereScreenHi) &&
          gv::detail::admit_in_place<double>(c.b, gv::detail::kSphereScreenLo, gv::detail::kSphereScreenHi))) {
      continue;
    }
    const double ca[3] = {c.a.c.x, c.a.c.y, c.a.c.z}, cb[3] = {c.b.c.x, c.b.c.y, c.b.c.z};
    const double ra[3] = {c.a.r, 0, 0}, rb[3] = {-c.b.r, 0, 0};
    const gv::detail::DdNorm2 P = gv::detail::dd_norm2_of_difference(ca, cb);
    const gv::detail::DdNorm2 S = gv::detail::dd_norm2_of_difference(ra, rb);
    Rational exactE = 0;
    for (int i = 0; i < 3; ++i) {
      const Rational d = Rational(ca[i]) - Rational(cb[i]);
      exactE += d * d;
    }
    const Rational rs = Rational(c.a.r) + Rational(c.b.r);
    exactE -= rs * rs;
    // the value dd_sign_of_difference forms from them
    const gv::detail::Dd hi = gv::detail::two_sum(P.q.h, -S.q.h);
    const double F = hi.h + ((P.q.l - S.q.l) + hi.l);
    const Rational err = abs(Rational(F) - exactE);
    const double bound = gv::detail::kSphereDdBound * (P.Q + S.Q);
    ASSERT_LE(err, Rational(bound)) << gv::query::declarations(c);
    worst = std::max(worst, static_cast<double>(err / Rational(bound)));
    const double in[8] = {ca[0], ca[1], ca[2], c.a.r, cb[0], cb[1], cb[2], c.b.r};
    const Relation r = gv::detail::sphere_sphere_dd(in);
    if (r == Relation::invalid) {
      ++left;
    } else {
      ++certified;
      ASSERT_EQ(r, exactE > 0 ? Relation::disjoint : Relation::overlapping) << gv::query::declarations(c);
    }
    ASSERT_EQ(gv::relation(c.a, c.b), gv::exact::sphere_sphere(c.a, c.b).relation) << gv::query::declarations(c);
  }
  EXPECT_GT(certified, 0);
  EXPECT_GT(left, 0);
  EXPECT_GT(worst, 1.0 / 512) << "kSphereDdBound is loose by more than 512";
  std::printf("double-double certificate: worst error / bound %.3g; certified %ld, left %ld\n", worst, certified, left);
}

// --- 3. differential: every generator class against the oracle -------------

/// Typical input: balls of typical sizes round typical points, about half of
/// the pairs meeting.
template <class T>
Case<T> typical_pair(gv::gen::Prng& rng) {
  using gv::test_support::typical_point;
  using gv::test_support::typical_size;
  return {{typical_point<T>(rng), typical_size<T>(rng)}, {typical_point<T>(rng), typical_size<T>(rng)}};
}

TEST(SphereSphereDifferential, FloatEveryGeneratorClass) {
  gv::test_support::differential_by_class<Case<float>>(0x55f1, work(2000), typical_pair<float>);
}
TEST(SphereSphereDifferential, DoubleEveryGeneratorClass) {
  gv::test_support::differential_by_class<Case<double>>(0x55f2, work(2000), typical_pair<double>);
}

// --- 6. the integer frame ------------------------------------------------------

/// The frame's answer on {a.c, a.r, b.c, b.r}.
template <class T>
Relation int_frame_relation(const Case<T>& c) {
  const double v[8] = {c.a.c.x, c.a.c.y, c.a.c.z, c.a.r, c.b.c.x, c.b.c.y, c.b.c.z, c.b.r};
  return gv::detail::sphere_sphere_int_frame(v);
}

/// At the frame's limit: X = (2^53 - 1) 2^9 = 2^62 - 2^9 and the unit 1 in
/// one frame (62 places), centres -X and X apart by 2X = 2^63 - 2^10 (the
/// largest int64 difference the frame can form), radii X: touching; one
/// unit of the frame more on a squared distance near 2^126, disjoint; the
/// next double below X, overlapping.
TEST(SphereSphereIntFrame, TheFramesLimitOneUnitApart) {
  const double X = 0x1.fffffffffffffp61;
  const Case<double> touching{{{-X, 1, 0}, X}, {{X, 1, 0}, X}};  // P = Q = 4X^2
  const Case<double> disjoint{{{-X, 1, 0}, X}, {{X, 0, 0}, X}};  // P = 4X^2 + 1
  const Case<double> overlapping{{{-X, 1, 0}, X}, {{0x1.ffffffffffffep61, 1, 0}, X}};  // P = (2X - 2^9)^2
  const std::pair<Case<double>, Relation> cases[] = {
      {touching, Relation::touching}, {disjoint, Relation::disjoint}, {overlapping, Relation::overlapping}};
  for (const auto& [c, want] : cases) {
    ASSERT_EQ(gv::exact::sphere_sphere(c.a, c.b).relation, want) << gv::query::declarations(c);
    EXPECT_EQ(int_frame_relation(c), want) << gv::query::declarations(c);
    EXPECT_EQ(gv::relation(c.a, c.b), want) << gv::query::declarations(c);
  }
  // one place more (X beside 1/2) and the frame refuses; the other stages answer
  const Case<double> wider{{{-X, 0.5, 0}, X}, {{X, 0.5, 0}, X}};
  EXPECT_EQ(int_frame_relation(wider), Relation::invalid);
  EXPECT_EQ(gv::relation(wider.a, wider.b), Relation::touching);
}

/// A lattice tangent whose squares round in double: b.c = a.c + k (1, 4, 8)
/// with k = 2^30 + 1, radii 4k and 5k (|k (1, 4, 8)| = 9k). The grid stage
/// refuses it (k^2 takes 61 bits); the frame answers, and one unit of the
/// frame on the radius either way.
TEST(SphereSphereIntFrame, LatticeTangentBeyondTheGridStage) {
  const double k = 0x1.00000004p30;  // 2^30 + 1
  const Case<double> c{{{0x1p20, -3, 7}, 4 * k}, {{0x1p20 + k, -3 + 4 * k, 7 + 8 * k}, 5 * k}};
  ASSERT_EQ(gv::exact::sphere_sphere(c.a, c.b).relation, Relation::touching);
  bool grid_ok = true;
  const double ca[3] = {c.a.c.x, c.a.c.y, c.a.c.z}, cb[3] = {c.b.c.x, c.b.c.y, c.b.c.z};
  gv::detail::ss_exact<double>(ca, c.a.r, cb, c.b.r, grid_ok, gv::detail::NumTag<gv::detail::GridFloat>{});
  EXPECT_FALSE(grid_ok);
  EXPECT_EQ(int_frame_relation(c), Relation::touching);
  Case<double> out = c, in = c;
  out.b.r -= 1;  // 5k - 1, a double (k < 2^31)
  in.b.r += 1;
  EXPECT_EQ(int_frame_relation(out), Relation::disjoint);
  EXPECT_EQ(int_frame_relation(in), Relation::overlapping);
  EXPECT_EQ(gv::exact::sphere_sphere(out.a, out.b).relation, Relation::disjoint);
  EXPECT_EQ(gv::exact::sphere_sphere(in.a, in.b).relation, Relation::overlapping);
}

/// Every generator class: wherever the frame answers, the oracle's relation.
/// The frame answers every relation, and answers cases the grid stage refuses.
template <class T>
void int_frame_on_every_class(std::uint64_t seed) {
  using Gen = gv::gen::Generator<Case<T>>;
  gv::gen::Prng rng(seed);
  long answered[3] = {0, 0, 0}, beyond_grid = 0, refused = 0;
  for (std::size_t cls = 0; cls < Gen::kClasses.size(); ++cls) {
    for (int i = 0; i < work(600); ++i) {
      const Case<T> c = Gen::make(rng, cls);
      const Relation r = int_frame_relation(c);
      if (r == Relation::invalid) {
        ++refused;
        continue;
      }
      ASSERT_EQ(r, gv::exact::sphere_sphere(c.a, c.b).relation) << Gen::kClasses[cls] << "\n"
                                                               << gv::query::declarations(c);
      ++answered[r == Relation::disjoint ? 0 : (r == Relation::touching ? 1 : 2)];
      bool grid_ok = true;
      const double ca[3] = {c.a.c.x, c.a.c.y, c.a.c.z}, cb[3] = {c.b.c.x, c.b.c.y, c.b.c.z};
      gv::detail::ss_exact<T>(ca, c.a.r, cb, c.b.r, grid_ok, gv::detail::NumTag<gv::detail::GridFloat>{});
      beyond_grid += grid_ok ? 0 : 1;
    }
  }
  EXPECT_GT(answered[0], 0);
  EXPECT_GT(answered[1], 0);
  EXPECT_GT(answered[2], 0);
  EXPECT_GT(beyond_grid, 0);
  EXPECT_GT(refused, 0);
  std::printf("integer frame: disjoint %ld touching %ld overlapping %ld (grid stage refused %ld); refused %ld\n",
              answered[0], answered[1], answered[2], beyond_grid, refused);
}

TEST(SphereSphereIntFrame, FloatEveryGeneratorClass) { int_frame_on_every_class<float>(0x55f5); }
TEST(SphereSphereIntFrame, DoubleEveryGeneratorClass) { int_frame_on_every_class<double>(0x55f6); }

}  // namespace

}  // namespace gv_core_sphere_sphere_test
