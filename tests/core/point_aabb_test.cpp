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
// 3. The integer frame (point_box_frame_q, point_box_frame_sign,
//    point_box_frame_candidate): hand cases at the frame's limit, in the
//    subnormals and at DBL_MAX, and gaps one frame cannot hold (the integer
//    stage answers); on every class of the point-AABB distance generator,
//    wherever the frame answers, its signs against the rationals for the
//    brackets' ends and their neighbours, its candidate within two values of
//    T of the bracket, and the whole call certified.
#include <gtest/gtest.h>

#include <cfenv>
#include <cmath>
#include <cstdint>
#include <cstdio>
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

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_point_aabb_test {

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

// --- float input: the interval's worst case -----------------------------------

// Gaps d1, d2, d3 (floats; the point is d beyond the corner 0 of [-1, 0]^3,
// so the gaps are exact) whose squared sum q lies very near a float F
// (squared: q near F; root: q near F^2): d1 carries most of F, d2 nearly
// all the remainder, and d3 the last 2^-24 of it, a few of d3's ulps (about
// 2^-64 q each) from F. There q~ = fl(d1^2 + d2^2 + d3^2) is off by up to
// about 2^-53 q, more than q's distance to F, so an interval bound too
// small (kPointBoxInterval or kPointBoxRootInterval over 512) lets q~'s
// side of F decide, and the bracket then excludes q.
void float_near_float_family(std::uint64_t seed, int n, bool root) {
  gv::gen::Prng rng(seed);
  gv::Stats st;
  for (int i = 0; i < n; ++i) {
    const double unit = std::ldexp(1.0, static_cast<int>(gv::gen::int_in(rng, -20, 20)));
    const double d1 = static_cast<float>(unit * (1 + static_cast<double>(rng.draw(1u << 23)) * 0x1p-23));
    // F: a float a few ulps above d1 (root) or above d1^2 (squared).
    const float base = static_cast<float>(root ? d1 : d1 * d1);
    const float F = gv::gen::ulps(base, static_cast<int>(gv::gen::int_in(rng, 1, 40)));
    const double target = root ? static_cast<double>(F) * F : static_cast<double>(F);  // exact in double
    const double rest = target - d1 * d1;                                                // exact: both on d1^2's grid
    float d2 = static_cast<float>(std::sqrt(rest));
    if (static_cast<double>(d2) * d2 > rest) d2 = gv::gen::ulps(d2, -1);
    const double rest3 = rest - static_cast<double>(d2) * d2;  // about 2^-24 rest: d3's ulps move q by ~2^-64 q
    const float d3 = gv::gen::ulps(static_cast<float>(std::sqrt(rest3)), static_cast<int>(gv::gen::int_in(rng, -3, 3)));
    const gv::Vec3<float> p{static_cast<float>(d1), d2, d3};
    const gv::Aabb<float> box{{-1, -1, -1}, {0, 0, 0}};
    const gv::Bracket<float> b2 = gv::point_aabb_distance2(p, box, &st);
    const gv::Bracket<float> b1 = gv::point_aabb_distance(p, box, &st);
    const std::string v = distance_violation(b2, b1, exact_q(p, box));
    ASSERT_TRUE(v.empty()) << v << "\n" << show(p, box);
  }
  // The family sits on the interval's edge: some calls end in it, some
  // need the exact stage (q within the double's rounding of F).
  EXPECT_GT(st.filter, 0u);
  EXPECT_GT(st.exact, 0u);
}

TEST(PointAabbBounds, FloatIntervalNearAFloat) {
  float_near_float_family(0x9a5, gv::test_support::work(40000, 4000), false);
  float_near_float_family(0x9a6, gv::test_support::work(40000, 4000), true);
}

// The float interval's constants against the exact q: the double q~ the
// core forms (gaps lo - x or x - hi, rounded when the exponents lie far
// apart, their squares, the sum) and r~ = fl(sqrt(q~)), with
// fl(q~ -+ kPointBoxInterval q~) and fl(r~ -+ kPointBoxRootInterval r~)
// checked to enclose q and sqrt(q) (r's ends squared exactly). Each bound
// is also sharp: a sixty-fourth of it fails somewhere, so dividing a
// constant by 512 fails here.
TEST(PointAabbBounds, FloatIntervalConstantsHoldAndAreSharp) {
  gv::gen::Prng rng(0x9a7);
  bool tight_q = false, tight_r = false;
  const auto encloses = [](double lo, double hi, const Rational& x) { return gv::exact::to_rational(lo) <= x && x <= gv::exact::to_rational(hi); };
  for (int i = 0; i < gv::test_support::work(20000, 2000); ++i) {
    float p[3], hi[3];
    for (int k = 0; k < 3; ++k) {
      // a point beyond the face max_k, from a few ulps to 2^40 away, the
      // face itself from 2^-40 to 2^40: gaps exact or rounded in double
      hi[k] = static_cast<float>(std::ldexp(1 + static_cast<double>(rng.draw(1u << 23)) * 0x1p-23, static_cast<int>(gv::gen::int_in(rng, -40, 40))));
      if (gv::gen::coin(rng)) hi[k] = -hi[k];
      const float gap = static_cast<float>(std::ldexp(1 + static_cast<double>(rng.draw(1u << 23)) * 0x1p-23, static_cast<int>(gv::gen::int_in(rng, -40, 40))));
      p[k] = hi[k] + gap;
      if (!(p[k] > hi[k])) p[k] = gv::gen::ulps(hi[k], 1);
    }
    const gv::Vec3<float> pt{p[0], p[1], p[2]};
    const gv::Aabb<float> box{{hi[0] - 1e30f, hi[1] - 1e30f, hi[2] - 1e30f}, {hi[0], hi[1], hi[2]}};
    const Rational q = exact_q(pt, box);
    double qf = 0.0;
    for (int k = 0; k < 3; ++k) {
      const double d = static_cast<double>(p[k]) - static_cast<double>(hi[k]);
      qf += d * d;
    }
    const double bq = gv::detail::kPointBoxInterval * qf;
    ASSERT_TRUE(encloses(qf - bq, qf + bq, q)) << show(pt, box);
    tight_q = tight_q || !encloses(qf - bq / 64, qf + bq / 64, q);
    const double r = std::sqrt(qf), br = gv::detail::kPointBoxRootInterval * r;
    const Rational rlo = gv::exact::to_rational(r - br), rhi = gv::exact::to_rational(r + br);
    ASSERT_TRUE(rlo * rlo <= q && q <= rhi * rhi) << show(pt, box);
    const Rational tlo = gv::exact::to_rational(r - br / 64), thi = gv::exact::to_rational(r + br / 64);
    tight_r = tight_r || !(tlo * tlo <= q && q <= thi * thi);
  }
  EXPECT_TRUE(tight_q) << "kPointBoxInterval is loose by more than 64";
  EXPECT_TRUE(tight_r) << "kPointBoxRootInterval is loose by more than 64";
}

TEST(PointAabbBounds, DoubleDoubleAtExactDistances) {
  exact_distance_family<float>(0x9a3, gv::test_support::work(20000, 2000));
  exact_distance_family<double>(0x9a4, gv::test_support::work(20000, 2000));
}

// --- 3. the integer frame ---------------------------------------------------------

/// sign(x - y) of rationals.
int sign_of_difference(const Rational& x, const Rational& y) { return x > y ? 1 : (x < y ? -1 : 0); }

/// The frame's signs for c and c^2 (c the ends of the brackets of q and its
/// root, and their neighbours) against the rationals. Returns false when the
/// frame refuses the gaps.
template <class T>
bool frame_signs_hold(const gv::Vec3<T>& p, const gv::Aabb<T>& box) {
  const gv::detail::PointBoxGaps g = gv::detail::point_box_gaps(p, box);
  gv::detail::PointBoxFrameQ f;
  if (!gv::detail::point_box_frame_q(g, f)) return false;
  const Rational q = exact_q(p, box);
  const gv::Bracket<T> d2 = gv::point_aabb_distance2(p, box), d = gv::point_aabb_distance(p, box);
  const T inf = std::numeric_limits<T>::infinity();
  for (const bool root : {false, true}) {
    const gv::Bracket<T>& b = root ? d : d2;
    for (const T end : {b.lo, b.hi}) {
      for (const T c : {std::nextafter(end, T(0)), end, std::nextafter(end, inf)}) {
        if (!std::isfinite(c)) continue;
        const Rational rc = gv::exact::to_rational(c);
        const int want = sign_of_difference(q, root ? Rational(rc * rc) : rc);
        EXPECT_EQ(gv::detail::point_box_frame_sign(f, static_cast<double>(c), root), want)
            << "root " << root << ", c " << std::hexfloat << c << "\n" << show(p, box);
      }
    }
  }
  return true;
}

/// With X = 2^62 - 2^9: the point at -X and the box's corner at +X, gaps
/// of 2X = 2^63 - 2^10, the largest the frame forms, on three axes (Q =
/// 3 (2X)^2, near 1.5 2^127), and with the unit 1 in the frame (gaps 2X, 2X
/// and X - 1); a subnormal frame (the least subnormal, 2^-1074, as the
/// unit); a frame at the top of the range (DBL_MAX beside 2^962), whose q
/// overflows double; and a float case whose squared distance and distance
/// (25 and 5) are exact, which no rounded evaluation decides.
TEST(PointAabbIntFrame, TheFramesLimitsTheSubnormalsAndTheTop) {
  const double X = 0x1.fffffffffffffp61, t = std::numeric_limits<double>::denorm_min();
  const double big = std::numeric_limits<double>::max();
  const gv::Aabb<double> corner{{X, X, X}, {X, X, X}}, origin{{0, 0, 0}, {0, 0, 0}};
  EXPECT_TRUE(frame_signs_hold<double>({-X, -X, -X}, corner));
  EXPECT_TRUE(frame_signs_hold<double>({-X, -X, 1}, corner));
  EXPECT_TRUE(frame_signs_hold<double>({3 * t, -5 * t, 7 * t}, origin));  // q = 83 2^-2148
  expect_certified<double>({3 * t, -5 * t, 7 * t}, origin);
  const gv::Aabb<double> low{{0, 0, 0}, {0x1p962, 0x1p962, 0x1p962}};
  EXPECT_TRUE(frame_signs_hold<double>({big, big, big}, low));
  expect_certified<double>({big, big, big}, low);
  EXPECT_EQ(gv::point_aabb_distance2<double>({big, big, big}, low).lo, big);
  EXPECT_TRUE(frame_signs_hold<float>({4, 0.5f, 5}, {{0, 0, 0}, {1, 1, 1}}));
}

/// The frame refuses p and b, the call counts as exact, and its brackets
/// are certified: the integer stage answered.
template <class T>
void expect_integer_stage(const gv::Vec3<T>& p, const gv::Aabb<T>& b) {
  EXPECT_FALSE(frame_signs_hold<T>(p, b));
  gv::Stats st;
  gv::point_aabb_distance2(p, b, &st);
  EXPECT_EQ(st.exact, 1u);
  expect_certified<T>(p, b);
}

/// Where the gaps span more than 62 places the integer stage answers. Float:
/// a gap 2^40 - 2^-30 (70 places), whose square lies within 2^-69 of the
/// float 2^80, closer than the filter resolves. Double outside the screen:
/// a gap 2^600 - 2^-20 (exact comparisons only).
TEST(PointAabbIntFrame, WiderGapsTakeTheIntegerStage) {
  expect_integer_stage<float>({0x1p40f, 0.5f, 0.5f}, {{-1, 0, 0}, {0x1p-30f, 1, 1}});
  expect_integer_stage<double>({0x1p600, 0.5, 0.5}, {{-1, 0, 0}, {0x1p-20, 1, 1}});
}

/// Every class of the point-AABB distance generator.
template <class T>
void frame_on_every_class(std::uint64_t seed) {
  using C = gv::query::PointAabbDistance<T>;
  using Gen = gv::gen::Generator<C>;
  gv::gen::Prng rng(seed);
  long answered = 0, refused = 0, near = 0;
  for (std::size_t cls = 0; cls < Gen::kClasses.size(); ++cls) {
    for (int i = 0; i < gv::test_support::work(400); ++i) {
      const C c = Gen::make(rng, cls);
      const gv::Bracket<T> d2 = gv::point_aabb_distance2(c.point.p, c.box), d = gv::point_aabb_distance(c.point.p, c.box);
      const std::string v = distance_violation(d2, d, exact_q(c.point.p, c.box));
      ASSERT_TRUE(v.empty()) << v << ", class " << Gen::kClasses[cls] << "\n" << gv::query::declarations(c);
      if (!frame_signs_hold(c.point.p, c.box)) {
        ++refused;
        continue;
      }
      ++answered;
      // the candidate: within two values of T of the bracket's low end where that is a normal, finite T
      const gv::detail::PointBoxGaps g = gv::detail::point_box_gaps(c.point.p, c.box);
      gv::detail::PointBoxFrameQ f;
      ASSERT_TRUE(gv::detail::point_box_frame_q(g, f));
      for (const bool root : {false, true}) {
        const gv::Bracket<T>& b = root ? d : d2;
        if (!(b.lo >= std::numeric_limits<T>::min() && b.hi < std::numeric_limits<T>::max())) continue;
        const T cand = gv::detail::point_box_frame_candidate<T>(f, root);
        const auto at = gv::detail::to_bits(cand), lo = gv::detail::to_bits(b.lo);
        EXPECT_LE(at > lo ? at - lo : lo - at, 2u) << "root " << root << "\n" << gv::query::declarations(c);
        ++near;
      }
    }
  }
  EXPECT_GT(answered, 0);
  EXPECT_GT(refused, 0);
  EXPECT_GT(near, 0);
  std::printf("integer frame: answered %ld, refused %ld; candidates checked %ld\n", answered, refused, near);
}

TEST(PointAabbIntFrame, FloatEveryGeneratorClass) { frame_on_every_class<float>(0x9a5); }
TEST(PointAabbIntFrame, DoubleEveryGeneratorClass) { frame_on_every_class<double>(0x9a6); }

}  // namespace

}  // namespace gv_core_point_aabb_test
